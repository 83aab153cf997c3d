"""The composition root (mordheim_roster/): the installed command starts the command line or
the window, and a command never loads Qt."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

from app import __version__

ROOT = Path(__file__).resolve().parents[1]


def test_the_installed_command_is_the_composition_root() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["scripts"] == {"mordheim-roster": "mordheim_roster.__main__:main"}


def test_a_command_runs_without_loading_qt_or_the_window(tmp_path: Path) -> None:
    code = (
        "import sys\n"
        "from mordheim_roster.__main__ import main\n"
        f"assert main(['--db', {str(tmp_path / 'x.sqlite3')!r}, 'list']) == 0\n"
        "loaded = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'ui'))\n"
        "print('loaded:', loaded)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1] == "loaded: []"


def test_python_dash_m_gives_the_version() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "mordheim_roster", "--version"],
        capture_output=True, text=True, cwd=ROOT, timeout=60, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"mordheim-roster {__version__}"
