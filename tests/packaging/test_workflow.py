"""The GitHub Actions workflow: valid against GitHub's schema, and building, smoke-testing and
uploading on Linux, Windows and macOS (Intel and Apple Silicon)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from ruamel.yaml import YAML

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"


@pytest.fixture(scope="module")
def workflow() -> dict:
    return YAML(typ="safe").load(WORKFLOW.read_text(encoding="utf-8"))


def test_the_workflow_follows_githubs_schema() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows",
         str(WORKFLOW)],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr


def test_it_builds_on_every_system_and_processor(workflow: dict) -> None:
    include = workflow["jobs"]["build"]["strategy"]["matrix"]["include"]
    systems = {(row["name"], row["os"].split("-")[0], row.get("arch")) for row in include}
    assert systems == {
        ("linux-x86_64", "ubuntu", None),
        ("windows-x86_64", "windows", None),
        ("macos-x86_64", "macos", "x86_64"),
        ("macos-arm64", "macos", "arm64"),
    }
    intel = next(row["os"] for row in include if row.get("arch") == "x86_64")
    assert "intel" in intel or intel == "macos-13"  # GitHub's Intel macOS runners
    env = workflow["jobs"]["build"]["env"]
    assert env["MORDHEIM_ROSTER_TARGET_ARCH"] == "${{ matrix.arch }}"
    # the smoke test checks that the build turns on UTF-8 mode itself: nothing may do it for it
    assert "PYTHONUTF8" not in env and "PYTHONIOENCODING" not in env


def test_each_build_is_smoke_tested_and_uploaded(workflow: dict) -> None:
    steps = workflow["jobs"]["build"]["steps"]
    commands = "\n".join(step.get("run", "") for step in steps)
    assert commands.index("packaging/build.py") < commands.index("packaging/smoke_test.py")
    uploads = [step for step in steps if step.get("uses", "").startswith("actions/upload-artifact")]
    assert len(uploads) == 1
    assert "${{ matrix.name }}" in uploads[0]["with"]["name"]
    assert uploads[0]["with"]["if-no-files-found"] == "error"
    assert workflow["jobs"]["build"]["needs"] == "test"
    assert ".ci/run" in "\n".join(s.get("run", "") for s in workflow["jobs"]["test"]["steps"])
    assert "libgtk" not in WORKFLOW.read_text(encoding="utf-8")  # the bundle never takes GTK
