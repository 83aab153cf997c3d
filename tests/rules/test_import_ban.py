"""rules/ is pure: importing it (and using it) must not pull in Qt, SQL or the network."""

from tests.import_ban import ROOT, banned_import_statements, run_blocked

BANNED = (
    "PySide6",
    "sqlalchemy",
    "sqlmodel",
    "alembic",
    "reportlab",
    "socket",
    "urllib",
    "http",
    "requests",
    "app",
    "ui",
)


def test_rules_runs_with_qt_and_sql_blocked() -> None:
    code = """
import pkgutil, importlib, rules
for info in pkgutil.walk_packages(rules.__path__, 'rules.'):
    if info.name != 'rules.__main__':
        importlib.import_module(info.name)
from rules.dump import ruleset_to_dict
from rules.compiled import default_ruleset
assert ruleset_to_dict(default_ruleset(), 'ru')['warbands']
print('ok')
"""
    result = run_blocked(BANNED, code)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"


def test_blocker_really_blocks() -> None:
    """The guard above must be able to fail: importing a banned module under it errors."""
    result = run_blocked(BANNED, "import sqlite3\nimport sqlalchemy\n")
    assert result.returncode != 0
    assert "banned module sqlalchemy" in result.stderr


def test_no_banned_import_statements() -> None:
    assert banned_import_statements(ROOT / "rules", BANNED) == []
