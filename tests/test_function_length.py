"""Short functions: none over 60 lines in rules/, app/, ui/ and mordheim_roster/.

The generated alembic migrations are left out. A function is counted from its `def` line to
its last line, nested functions included (they are part of what a reader has to hold).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("rules", "app", "ui", "mordheim_roster")
LIMIT = 60


def _functions(tree: ast.Module) -> Iterator[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]]:
    """Every module-level function and method, by its qualified name (nested ones count in
    their outer function)."""
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            yield node.name, node
        elif isinstance(node, ast.ClassDef):
            for inner in node.body:
                if isinstance(inner, ast.FunctionDef | ast.AsyncFunctionDef):
                    yield f"{node.name}.{inner.name}", inner


def long_functions() -> dict[str, int]:
    found = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            relative = path.relative_to(ROOT).as_posix()
            if relative.startswith("app/store/migrations/"):
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for name, node in _functions(tree):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                if length > LIMIT:
                    found[f"{relative}::{name}"] = length
    return found


def test_no_function_is_over_60_lines() -> None:
    found = long_functions()  # none is let through: split a long one along its steps
    assert not found, f"functions over {LIMIT} lines (split them along their steps): " + ", ".join(
        f"{name} ({n})" for name, n in sorted(found.items())
    )


def test_the_counter_sees_a_long_function(tmp_path: Path) -> None:
    body = "\n".join(f"    x{n} = {n}" for n in range(LIMIT))
    tree = ast.parse(f"class A:\n    def f(self):\n    {body.replace(chr(10), chr(10) + '    ')}\n")
    lengths = {name: node.end_lineno - node.lineno + 1 for name, node in _functions(tree)}
    assert lengths == {"A.f": LIMIT + 1}
