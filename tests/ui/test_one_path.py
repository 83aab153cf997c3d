"""Every change the window makes goes through Session.run, the one path that records undo."""

from __future__ import annotations

import ast
import functools
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QInputDialog, QMessageBox, QWidget

import ui.main_window as main_window
from app.store.repository import Store
from app.usecases.transfer import export_warband
from ui.main_window import MainWindow

from . import test_new_warband_wizard as wizard
from .test_main_window import open_named

ROOT = Path(__file__).resolve().parents[2]
STORE_WRITES = {"transaction", "add_battle", "purge", "insert", "save"}
# The change protocol (app/usecases/changes.py: Undoable): what a class has that is a change.
PROTOCOL = {"undo", "redo", "show", "description"}
KINDS = {"Change", "LeagueChange", "MergeChange", "SettingChange", "BinEmptied"}


def app_trees() -> list[ast.Module]:
    return [ast.parse(p.read_text(encoding="utf-8")) for p in sorted((ROOT / "app").rglob("*.py"))]


def change_types(trees: list[ast.Module]) -> set[str]:
    """The classes of `app` that keep the change protocol: they undo, redo and show themselves
    and say what they did."""
    found = set()
    for tree in trees:
        for node in ast.walk(tree):
            if not isinstance(node, ast.ClassDef) or node.name == "Undoable":
                continue
            members = {n.name for n in node.body if isinstance(n, ast.FunctionDef)}
            members |= {
                n.target.id
                for n in node.body
                if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)
            }
            if members >= PROTOCOL:
                found.add(node.name)
    return found


def returned_type(node: ast.FunctionDef) -> str:
    """The name of the class a function says it returns: `Change[None]` -> Change."""
    if node.returns is None:
        return ""
    return ast.unparse(node.returns).strip("'\"").split("[")[0].split(".")[-1].strip()


def writing_use_cases() -> set[str]:
    """The use cases that change the campaign: those that return a change of the protocol
    (a warband's, a league's, a merge, a setting, the bin emptied), wherever in `app`."""
    trees = app_trees()
    kinds = change_types(trees)
    assert kinds >= KINDS, f"a kind of change left the protocol: {sorted(KINDS - kinds)}"
    return {
        node.name
        for tree in trees
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef) and returned_type(node) in kinds
    }


def app_names(tree: ast.Module) -> set[str]:
    """What a ui module imports from `app`, under the names it uses: use cases and modules."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "app":
            names.update(alias.asname or alias.name for alias in node.names)
        elif isinstance(node, ast.Import):
            names.update(
                alias.asname or alias.name.split(".")[0]
                for alias in node.names
                if alias.name.split(".")[0] == "app"
            )
    return names


def handed_to_the_session(tree: ast.Module) -> set[int]:
    """The lines of the functions a module hands to `session.run` by name (a use case of its
    own, calling `app`'s in turn): they run inside the one path."""
    handed = {
        node.args[0].id
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in {"run", "run_on_current"}
        and "session" in ast.unparse(node.func.value)
        and node.args
        and isinstance(node.args[0], ast.Name)
    }
    return {
        line
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef) and node.name in handed
        for line in range(node.lineno, (node.end_lineno or node.lineno) + 1)
    }


def direct_writes(path: Path, writers: set[str]) -> list[str]:
    """Calls in a ui module that write without the session: a use case called, not handed to
    Session.run, or the store's own writing methods."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    imported = app_names(tree)
    inside = handed_to_the_session(tree)
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or node.lineno in inside:
            continue
        func = node.func
        use_case = (isinstance(func, ast.Name) and func.id in imported & writers) or (
            isinstance(func, ast.Attribute)
            and func.attr in writers
            and isinstance(func.value, (ast.Name, ast.Attribute))
            and ast.unparse(func.value).split(".")[0] in imported
        )
        store_write = (
            isinstance(func, ast.Attribute)
            and func.attr in STORE_WRITES
            and "store" in ast.unparse(func.value)
        )
        if use_case or store_write:
            found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {ast.unparse(func)}")
    return found


def test_no_window_code_writes_around_the_session() -> None:
    writers = writing_use_cases()
    every_kind = (
        {"import_warband", "set_treasury", "create_from_draft", "undo"}  # warbands
        | {"create_campaign", "record_match", "undo_league"}  # the league
        | {"merge_copy", "undo_merge"}  # merging copies
        | {"enable_pack", "set_hero_reading", "undo_setting"}  # settings
        | {"empty_bin"}  # the bin
    )
    assert every_kind <= writers, sorted(every_kind - writers)
    offenders = [
        line
        for path in sorted((ROOT / "ui").rglob("*.py"))
        if path.name != "session.py"  # the one path itself
        for line in direct_writes(path, writers)
    ]
    assert not offenders, offenders


# --- the window's actions, each checked on the real database ---------------------------------


def campaign(store: Store) -> dict[int, object]:
    """The warbands a player sees, by id, revision numbers aside (an undo bumps them)."""
    return {
        summary.id: (replace(store.load(summary.id), revision=0), store.battles(summary.id))
        for summary in store.list_warbands()
    }


def answer_modal(answer: Callable[[QWidget], None]) -> None:
    def respond() -> None:
        modal = QApplication.activeModalWidget()
        if modal is None:
            QTimer.singleShot(0, respond)
            return
        try:
            answer(modal)
        finally:
            if modal.isVisible() and isinstance(modal, QDialog):
                modal.done(QDialog.DialogCode.Rejected)  # a failed answer must not hang

    QTimer.singleShot(0, respond)


def select_hero(window: MainWindow) -> None:
    window.sheet.tables["hero"].selectRow(1)


def part(panel: QWidget, path: str) -> Any:
    """A widget of the panel by its attribute path: "kit_box.buy_button"."""
    return functools.reduce(getattr, path.split("."), panel)


def click_in_panel(button: str, choice: str | None = None, row: str | None = None) -> Callable:
    def act(window: MainWindow) -> None:
        select_hero(window)
        panel = window.sheet.panel
        panel.notes_box.notes.setPlainText("Lost an eye at the Tilean gate")
        if choice is not None:
            part(panel, choice).setCurrentIndex(0)
        if row is not None:
            part(panel, row).setCurrentRow(0)
        part(panel, button).click()

    return act


def hire(window: MainWindow) -> None:
    def accept(modal: QWidget) -> None:
        assert isinstance(modal, QDialog)
        modal.findChild(QWidget, "recruitTable").select_type("reikland.warriors")
        modal.findChild(QWidget, "hireName").setText("Hans")
        modal.accept()
        if modal.isVisible():
            modal.reject()

    answer_modal(accept)
    window.hire_action.trigger()


def advance(window: MainWindow) -> None:
    select_hero(window)
    state = window.session.current
    warrior = window.sheet.panel.warrior()
    from app import usecases as uc

    window.session.run_on_current(uc.set_experience, warrior.id, warrior.experience + 4)

    def take(modal: QWidget) -> None:
        modal.findChild(QWidget, "rollButton").click()
        box = modal.findChild(QWidget, "choiceBox")
        if box.isVisible() and box.count():
            box.setCurrentIndex(0)
        skills = modal.findChild(QWidget, "skillChoice")
        if skills.isVisible() and skills.count():
            skills.setCurrentRow(1)  # the first skill, under its list's name
        modal.findChild(QWidget, "applyButton").click()
        if modal.isVisible():
            modal.reject()

    assert state is not None
    answer_modal(take)
    window.sheet.panel.advance()


def edit_cell(window: MainWindow) -> None:
    model = window.sheet.models["hero"]
    index = model.index(1, model.profile_column("Ld"))
    model.setData(index, int(index.data()) - 1)


def tick_experience(window: MainWindow) -> None:
    select_hero(window)
    boxes = window.sheet.panel.experience_box.experience
    boxes.experienceClicked.emit(boxes.experience() + 1)


def new_warband(window: MainWindow, qtbot) -> None:
    def play(modal: QWidget) -> None:
        wizard.start(qtbot, modal, "The Last Watch")
        kit = ("dagger", "sword")
        wizard.hire(qtbot, modal, "reikland.mercenary_captain", "Dieter", kit=kit)
        wizard.hire(qtbot, modal, "reikland.swordsmen", "Blades", count=2, kit=kit)
        wizard.to_summary(qtbot, modal)
        wizard.click(qtbot, wizard.finish_button(modal))

    answer_modal(play)
    window.new_action.trigger()


ACTIONS: dict[str, Callable[..., None]] = {
    "new warband": new_warband,
    "rename": lambda window: window.rename_warband(),
    "treasury": lambda window: window.edit_treasury(),
    "wyrdstone": lambda window: window.edit_shards(),
    "delete": lambda window: window.delete_warband(),
    "import": lambda window: window.import_json(),
    "export": lambda window: window.export_json(),
    "hire": hire,
    "edit a profile cell": edit_cell,
    "tick experience": tick_experience,
    "advance": advance,
    "buy": click_in_panel("kit_box.buy_button", choice="kit_box.buy_choice"),
    "sell": click_in_panel("kit_box.sell_button", row="kit_box.kit"),
    "to stash": click_in_panel("kit_box.stash_button", row="kit_box.kit"),
    "add skill": click_in_panel("skills_box.add_skill_button", choice="skills_box.skill_choice"),
    "add injury": click_in_panel(
        "injuries_box.add_injury_button", choice="injuries_box.injury_choice"
    ),
    "save notes": click_in_panel("notes_box.save_notes"),
    "dismiss": click_in_panel("dismiss_button"),
}


@pytest.fixture
def answers(monkeypatch, tmp_path, demo_store) -> Path:
    """The standard dialogs answered as a player would; returns the file to import."""
    exported = tmp_path / "wolves.json"
    warband = demo_store.find("The Grey Wolves of Altdorf")
    exported.write_text(export_warband(demo_store, warband), encoding="utf-8")
    monkeypatch.setattr(
        QInputDialog, "getText", staticmethod(lambda *a, **k: ("Wolves of the West", True))
    )
    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(lambda *a, **k: (7, True)))
    yes = staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(QMessageBox, "question", yes)  # one class, wherever it is imported
    monkeypatch.setattr(
        main_window.QFileDialog,
        "getOpenFileName",
        staticmethod(lambda *a, **k: (str(exported), "")),
    )
    monkeypatch.setattr(
        main_window.QFileDialog,
        "getSaveFileName",
        staticmethod(lambda *a, **k: (str(tmp_path / "out.json"), "")),
    )
    return exported


@pytest.mark.parametrize("name", list(ACTIONS))
def test_every_window_action_that_writes_can_be_undone(
    qtbot, window, demo_store, answers, name
) -> None:
    open_named(window, "The Grey Wolves of Altdorf")
    before = campaign(demo_store)
    stack = window.session.undo_stack
    steps = stack.index()
    action = ACTIONS[name]
    action(window, qtbot) if name == "new warband" else action(window)
    qtbot.wait(5)
    after = campaign(demo_store)
    if name not in {"export"}:
        assert after != before, f"{name} changed nothing: the test does not exercise it"
    assert stack.index() > steps or after == before, f"{name} wrote without the session"
    while stack.index() > steps:
        window.undo_action.trigger()
    assert campaign(demo_store) == before, f"undo does not take back {name}"
