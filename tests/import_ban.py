"""Guards of the layers (`ui -> app -> rules`): a package runs with the layers above it and the
libraries it must not use blocked, and no import statement names them.

Used by tests/rules/test_import_ban.py and tests/app/test_import_ban.py.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def blocker(banned: tuple[str, ...]) -> str:
    """Python code that makes importing any of `banned` (or a submodule) fail from then on."""
    return f"""
import importlib.abc, sys
BANNED = {banned!r}
class Ban(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in BANNED:
            raise ImportError('banned module ' + name)
        return None
sys.meta_path.insert(0, Ban())
for mod in list(sys.modules):
    if mod.split('.')[0] in BANNED:
        del sys.modules[mod]
"""


def run_blocked(banned: tuple[str, ...], code: str) -> subprocess.CompletedProcess[str]:
    """Run `code` in a fresh interpreter, from the repository, with `banned` blocked."""
    return subprocess.run(
        [sys.executable, "-c", blocker(banned) + code],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )


def banned_import_statements(package: Path, banned: tuple[str, ...]) -> list[str]:
    """Every import statement under `package` (at the top or inside a function) naming one of
    `banned`, as "file: module"."""
    offenders = []
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            offenders += [
                f"{path.relative_to(ROOT)}: {n}" for n in names if n.split(".")[0] in banned
            ]
    return offenders
