"""The post-battle wizard's modules import each other in one direction only, and its pages know
nothing of the wizard: every import statement (those under TYPE_CHECKING too) is read with ast."""

from __future__ import annotations

import ast
from collections.abc import Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
PACKAGE = "ui.post_battle"


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path) -> set[str]:
    """Every module an import statement of the file names (`from a import b` names `a` and,
    when `a.b` is a module, `a.b`)."""
    found: set[str] = set()
    package = module_name(path) if path.name == "__init__.py" else module_name(path.parent)
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            found.add(base)
            found |= {f"{base}.{alias.name}" for alias in node.names}
    return found


def package_graph() -> dict[str, set[str]]:
    """The modules of ui/post_battle and which of them each one imports."""
    paths = sorted((ROOT / "ui" / "post_battle").rglob("*.py"))
    modules = {module_name(path): path for path in paths}
    return {name: imports_of(path) & set(modules) - {name} for name, path in modules.items()}


def find_cycle(graph: Mapping[str, set[str]]) -> list[str]:
    """One import circle of the graph (its modules, the first one repeated at the end), or []."""
    done: set[str] = set()
    path: list[str] = []

    def visit(node: str) -> list[str]:
        if node in path:
            return [*path[path.index(node) :], node]
        if node in done:
            return []
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            cycle = visit(nxt)
            if cycle:
                return cycle
        path.pop()
        done.add(node)
        return []

    for start in sorted(graph):
        cycle = visit(start)
        if cycle:
            return cycle
    return []


def test_the_cycle_finder_finds_a_circle() -> None:
    """The guard itself: a circle through the pages and the wizard, as there was, is found."""
    graph = {"wizard": {"pages.battle"}, "pages.battle": {"base"}, "base": {"wizard"}}
    assert find_cycle(graph) == ["base", "wizard", "pages.battle", "base"]
    assert find_cycle({"wizard": {"pages.battle"}, "pages.battle": {"base"}, "base": set()}) == []


def test_the_relative_imports_are_read() -> None:
    path = ROOT / "ui" / "post_battle" / "pages" / "battle.py"
    assert f"{PACKAGE}.pages.base" in imports_of(path)


def test_no_import_circle_in_the_post_battle_wizard() -> None:
    graph = package_graph()
    assert len(graph) >= 12 and f"{PACKAGE}.wizard" in graph
    assert find_cycle(graph) == []


def test_no_page_imports_the_wizard() -> None:
    graph = package_graph()
    wizard = f"{PACKAGE}.wizard"
    users = sorted(name for name, imported in graph.items() if wizard in imported)
    assert users == []
