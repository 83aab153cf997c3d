"""tools/move_modules.py: the table of the modules moved into rooms, and the codemod that
rewrites the old names. The tree holds none of them any more, and a second run changes nothing."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def _codemod() -> ModuleType:
    path = ROOT / "tools" / "move_modules.py"
    spec = importlib.util.spec_from_file_location("move_modules", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


move = _codemod()

OLD = '''\
import app.cli
from app import usecases as uc, exchange  # both
from app import (
    files,
    domain,
)
from app.sheet_figures import sheet_figures
from ui.sheet import SheetView


def test(monkeypatch):
    monkeypatch.setattr("app.cli.open_store", None)
    mock.patch("ui.main_window.MainWindow")
    run(["-m", "app.cli", "--version"])
    return app.cli.main, app.pdf.sheet, app.clientele, my.app.cli
# app/cli.py, ui/sheet.py moved; tests/app/test_cli.py, app/cli_x.py not
'''

NEW = '''\
import app.command_line.cli
from app import usecases as uc  # both
from app.exports import exchange
from app.plumbing import files
from app import domain
from app.sheet.sheet_figures import sheet_figures
from ui.roster.sheet import SheetView


def test(monkeypatch):
    monkeypatch.setattr("app.command_line.cli.open_store", None)
    mock.patch("ui.main_window.MainWindow")
    run(["-m", "app.command_line.cli", "--version"])
    return app.command_line.cli.main, app.pdf.sheet, app.clientele, my.app.cli
# app/command_line/cli.py, ui/roster/sheet.py moved; tests/app/test_cli.py, app/cli_x.py not
'''


def test_old_names_and_paths_are_rewritten_and_the_rest_is_left() -> None:
    assert move.rewrite(OLD, python=True) == NEW


def test_a_second_run_changes_nothing() -> None:
    assert move.rewrite(NEW, python=True) == NEW
    assert move.rewrite(move.rewrite(OLD, python=False), python=False) == move.rewrite(
        OLD, python=False
    )


def test_every_module_of_the_table_is_at_its_new_place_and_none_at_the_old() -> None:
    for old, new in move.TABLE.items():
        assert not (ROOT / move._path(old)).exists(), old
        assert (ROOT / move._path(new)).is_file(), new
    for room in move.ROOMS:
        assert (ROOT / room.replace(".", "/") / "__init__.py").is_file(), room


def test_the_tree_names_no_module_at_its_old_place() -> None:
    """A file added since the move with an old name: run `python tools/move_modules.py`."""
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "move_modules.py"), "--check"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
