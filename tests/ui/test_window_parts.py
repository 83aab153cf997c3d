"""The main window's helpers (its features, the menus of their own, the dialogs it opens) take
its parts (ui/window_parts.py: WindowParts), never the window: no module of `ui` but the
launcher imports `ui.main_window`, not even for its types under TYPE_CHECKING, and none reaches
a private attribute of a window it was given."""

from __future__ import annotations

import ast
from pathlib import Path

import ui

UI = Path(ui.__file__).parent
MAY_IMPORT_THE_WINDOW = {"ui/launch.py", "ui/main_window.py"}
WINDOW_NAMES = {"window", "window_", "parent_window"}


def modules() -> dict[str, ast.Module]:
    return {
        path.relative_to(UI.parent).as_posix(): ast.parse(path.read_text(encoding="utf-8"))
        for path in sorted(UI.rglob("*.py"))
    }


def imports_the_window(node: ast.AST) -> bool:
    if isinstance(node, ast.Import):
        return any(alias.name.startswith("ui.main_window") for alias in node.names)
    if isinstance(node, ast.ImportFrom):
        names = {alias.name for alias in node.names}
        return (node.module or "").startswith("ui.main_window") or (
            node.module == "ui" and "main_window" in names
        )
    return False


def test_no_helper_imports_the_main_window() -> None:
    found = [
        f"{where}:{node.lineno}"
        for where, tree in modules().items()
        if where not in MAY_IMPORT_THE_WINDOW
        for node in ast.walk(tree)
        if imports_the_window(node)
    ]
    assert modules()
    assert not found, "\n".join(["take ui.window_parts.WindowParts instead:", *found])


def test_no_helper_reaches_into_the_window() -> None:
    """`window._paper()`, `self.window_._translators`: a private part is the window's own."""
    found = []
    for where, tree in modules().items():
        if where == "ui/main_window.py":
            continue
        for node in ast.walk(tree):
            if not isinstance(node, ast.Attribute) or not node.attr.startswith("_"):
                continue
            owner = node.value
            name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
            if name in WINDOW_NAMES and not node.attr.startswith("__"):
                found.append(f"{where}:{node.lineno}: {ast.unparse(node)}")
    assert not found, "\n".join(found)
