"""app/ never reaches up: no module of it imports the window (`ui`), Qt or the composition root
(`mordheim_roster`), and the command line works with them all blocked."""

from pathlib import Path

from tests.import_ban import ROOT, banned_import_statements, run_blocked

BANNED = ("PySide6", "shiboken6", "ui", "mordheim_roster")


def test_app_runs_with_qt_and_the_window_blocked(tmp_path: Path) -> None:
    db, pdf = tmp_path / "x.sqlite3", tmp_path / "sheet.pdf"
    code = f"""
import contextlib, importlib, io, pkgutil, app
for info in pkgutil.walk_packages(app.__path__, 'app.'):
    if '.migrations' not in info.name:  # alembic runs them: the commands below make a database
        importlib.import_module(info.name)
from app.command_line.cli import main
with contextlib.redirect_stdout(io.StringIO()):
    assert main(['--db', {str(db)!r}, 'list']) == 0
    assert main(['--db', {str(db)!r}, '--lang', 'ru', 'export-pdf', '1', {str(pdf)!r}]) == 0
try:
    main(['--db', {str(db)!r}])
except SystemExit as exc:  # no command and no window to start: a usage error
    assert exc.code == 2, exc.code
print('ok')
"""
    result = run_blocked(BANNED, code)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"
    assert pdf.read_bytes().startswith(b"%PDF")


def test_the_blocker_catches_the_window() -> None:
    """The guard above must be able to fail: reaching the window under it errors."""
    result = run_blocked(BANNED, "import app.command_line.cli\nimport ui.launch\n")
    assert result.returncode != 0
    assert "banned module ui" in result.stderr


def test_no_import_statement_in_app_names_qt_or_the_window() -> None:
    assert banned_import_statements(ROOT / "app", BANNED) == []
