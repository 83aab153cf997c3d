"""One set of library versions: `constraints.txt` pins what the suite passed with, and every
install of the project (the README's two commands, `.ci/run`, the build workflow, the wheel
test) installs from it, so two builds a month apart get the same libraries."""

from __future__ import annotations

import re
import tomllib
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==(\S+)$")


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def pins() -> dict[str, str]:
    found: dict[str, str] = {}
    for line in (ROOT / "constraints.txt").read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            match = PIN.match(line)
            assert match, f"constraints.txt: not a pin: {line!r}"
            found[canonical(match[1])] = match[2]
    return found


def requirement_name(requirement: str) -> str:
    return canonical(re.split(r"[\s<>=!~;\[]", requirement, maxsplit=1)[0])


def test_every_dependency_of_the_program_and_its_tests_is_pinned() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = project["dependencies"] + project["optional-dependencies"]["test"]
    missing = sorted({requirement_name(r) for r in wanted} - set(pins()))
    assert missing == []


def test_pyside6_6_12_0_stays_out() -> None:
    pinned = pins()
    for name in ("pyside6-essentials", "pyside6-addons", "shiboken6"):
        assert pinned[name] != "6.12.0"
    assert pinned["pyside6-essentials"] == pinned["pyside6-addons"] == pinned["shiboken6"]
    project = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert project.count("!=6.12.0") == 2


def test_the_suite_runs_with_the_pinned_versions() -> None:
    """This environment was installed from the constraints: a library at another version means
    a pin to move (after the whole suite passed with it) or an install without `-c`."""
    differ = {}
    for name, version in pins().items():
        try:
            installed = metadata.version(name)
        except metadata.PackageNotFoundError:
            continue  # a platform's own (none yet) or the build's: pinned where it installs
        if installed != version:
            differ[name] = (installed, version)
    assert differ == {}


def test_every_install_command_uses_the_constraints() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    commands = [line for line in readme.splitlines() if line.startswith("python3 -m venv .venv")]
    assert len(commands) == 2
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    workflow = (ROOT / ".github" / "workflows" / "build.yml").read_text(encoding="utf-8")
    wheel = (ROOT / "tests" / "packaging" / "test_wheel.py").read_text(encoding="utf-8")
    installs = commands + [
        line for text in (ci, workflow) for line in text.splitlines() if "pip install" in line
    ]
    installs = [line for line in installs if "--upgrade pip" not in line]
    assert len(installs) == 4
    for line in installs:
        assert "-c constraints.txt" in line, line
    assert '"-c", str(ROOT / "constraints.txt")' in wheel
