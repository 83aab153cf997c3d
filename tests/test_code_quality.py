"""Lint and type checks are part of the suite: a change that breaks them fails the tests."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _tool(name: str) -> str:
    path = Path(sys.executable).with_name(name)
    found = str(path) if path.exists() else shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is not installed: install the test extras (pip install -e '.[test]')")
    return found


def test_ruff_clean() -> None:
    result = subprocess.run(
        [_tool("ruff"), "check", "."], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_rules_app_and_ui_pass_mypy_strict() -> None:
    """All three layers, with pyproject's settings (reportlab, which has no types, is the one
    library they let through)."""
    command = [_tool("mypy"), "--strict", "-p", "rules", "-p", "app", "-p", "ui"]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


def test_ci_runs_the_readme_test_command() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    command = next(
        line.strip()
        for line in readme.splitlines()
        if "pytest" in line and line.strip().startswith("python3 -m venv")
    )
    assert command in ci
