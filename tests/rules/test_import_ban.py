"""rules/ is pure: importing it (and using it) must not pull in Qt, SQL or the network."""

import ast
import subprocess
import sys
from pathlib import Path

RULES_DIR = Path(__file__).resolve().parents[2] / "rules"
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

BLOCKER = f"""
import importlib.abc, sys
BANNED = {BANNED!r}
class Ban(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in BANNED:
            raise ImportError('rules imported banned module ' + name)
        return None
sys.meta_path.insert(0, Ban())
for mod in list(sys.modules):
    if mod.split('.')[0] in BANNED:
        del sys.modules[mod]
"""


def test_rules_runs_with_qt_and_sql_blocked() -> None:
    code = (
        BLOCKER
        + """
import pkgutil, importlib, rules
for info in pkgutil.walk_packages(rules.__path__, 'rules.'):
    if info.name != 'rules.__main__':
        importlib.import_module(info.name)
from rules.dump import ruleset_to_dict
from rules.loader import default_ruleset
assert ruleset_to_dict(default_ruleset(), 'ru')['warbands']
print('ok')
"""
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd=RULES_DIR.parent,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"


def test_blocker_really_blocks() -> None:
    """The guard above must be able to fail: importing a banned module under it errors."""
    code = BLOCKER + "import sqlite3\nimport sqlalchemy\n"
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False
    )
    assert result.returncode != 0
    assert "banned module sqlalchemy" in result.stderr


def test_no_banned_import_statements() -> None:
    offenders = []
    for path in RULES_DIR.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            offenders += [f"{path.name}: {n}" for n in names if n.split(".")[0] in BANNED]
    assert offenders == []
