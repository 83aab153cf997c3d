"""No import circles between the program's modules: a module never imports, directly or through
others, a module that imports it back.

The graph is built from the source (ast): every `import` and `from ... import`, at the top of a
module or inside a function, counts; only the imports under `if TYPE_CHECKING:` do not (they
never run). An import names the deepest module it reaches (`from app.sheet import marks` is
`app.sheet.marks`, `from rules import Ruleset` is the package `rules`). A circle found is printed
as the chain of imports that closes it, each with its file and line.
"""

from __future__ import annotations

import ast
import itertools
from collections import deque
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("rules", "app", "ui", "mordheim_roster")

Edges = dict[str, dict[str, str]]  # module -> {imported module: "file:line"}


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_type_checking(node: ast.If) -> bool:
    return "TYPE_CHECKING" in ast.unparse(node.test)


def _imported_names(node: ast.Import | ast.ImportFrom, module: str, package: bool) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:
        parts = module.split(".") if package else module.split(".")[:-1]
        parts = parts[: len(parts) - node.level + 1]
        base = ".".join([*parts, *([node.module] if node.module else [])])
    return [base, *(f"{base}.{alias.name}" for alias in node.names)]


def _import_nodes(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    found: list[ast.Import | ast.ImportFrom] = []
    todo: list[ast.AST] = [tree]
    while todo:
        node = todo.pop()
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child):
                todo.extend(child.orelse)
            elif isinstance(child, ast.Import | ast.ImportFrom):
                found.append(child)
            else:
                todo.append(child)
    return found


def import_graph(root: Path = ROOT, packages: tuple[str, ...] = PACKAGES) -> Edges:
    paths = {
        module_name(path, root): path
        for package in packages
        for path in sorted((root / package).rglob("*.py"))
    }
    graph: Edges = {}
    for module, path in paths.items():
        edges = graph.setdefault(module, {})
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in _import_nodes(tree):
            for name in _imported_names(node, module, path.name == "__init__.py"):
                while name and name not in paths:
                    name = name.rpartition(".")[0]
                if name and name != module:
                    where = f"{path.relative_to(root).as_posix()}:{node.lineno}"
                    edges.setdefault(name, where)
    return graph


def _path_back(graph: Edges, start: str, target: str) -> list[str]:
    """The shortest chain of imports from `start` to `target` (breadth first)."""
    came_from: dict[str, str] = {start: start}
    queue = deque([start])
    while queue:
        module = queue.popleft()
        for imported in sorted(graph[module]):
            if imported not in came_from:
                came_from[imported] = module
                queue.append(imported)
    chain = [target]
    while chain[-1] != start:
        chain.append(came_from[chain[-1]])
    return chain[::-1]


def circles(graph: Edges) -> list[str]:
    """One chain per circle found: `a (a.py:3) -> b (b.py:7) -> a`."""
    found = []
    seen: set[tuple[str, str]] = set()
    for module in sorted(graph):
        for imported in sorted(graph[module]):
            if (module, imported) in seen or module not in _reachable(graph, imported):
                continue
            chain = [module, *_path_back(graph, imported, module)]
            seen.update(itertools.pairwise(chain))
            steps = [f"{a} ({graph[a][b]})" for a, b in itertools.pairwise(chain)]
            found.append(" -> ".join([*steps, chain[-1]]))
    return found


def _reachable(graph: Edges, start: str) -> set[str]:
    seen = {start}
    todo = [start]
    while todo:
        for imported in graph[todo.pop()]:
            if imported not in seen:
                seen.add(imported)
                todo.append(imported)
    return seen


def test_no_module_imports_itself_back() -> None:
    found = circles(import_graph())
    assert not found, "import circles:\n" + "\n".join(found)


def test_the_guard_sees_a_circle_and_skips_type_checking(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from pkg import b\n")
    (package / "b.py").write_text("def f():\n    from pkg.c import x\n")
    (package / "c.py").write_text("import pkg.a as a\n")
    (package / "d.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg import a\n"
    )
    (package / "e.py").write_text("from . import d\n")
    graph = import_graph(tmp_path, ("pkg",))
    assert graph["pkg.e"] == {"pkg": "pkg/e.py:1", "pkg.d": "pkg/e.py:1"}
    assert graph["pkg.d"] == {}
    assert circles(graph) == [
        "pkg.a (pkg/a.py:1) -> pkg.b (pkg/b.py:2) -> pkg.c (pkg/c.py:1) -> pkg.a"
    ]
