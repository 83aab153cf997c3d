"""An evening-long session must not grow: dialogs are deleted when closed, sheets stay small.

benchmarks/soak.py measures the whole window over thousands of random actions; these tests
pin the causes it found.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from pathlib import Path

import pytest

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from app import usecases as uc
from ui.main_window import MainWindow
from ui.roster.models import WarriorRole

from .test_main_window import open_named

UI = Path(__file__).resolve().parents[2] / "ui"


def close_next_modal(qtbot) -> None:
    """Close the modal dialog the next action opens, from inside its event loop."""

    def close() -> None:
        modal = QApplication.activeModalWidget()
        if modal is None:
            QTimer.singleShot(0, close)
            return
        modal.close()

    QTimer.singleShot(0, close)


def open_advance(window: MainWindow) -> None:
    panel = window.sheet.panel
    window.sheet.tables["hero"].selectRow(0)
    assert panel.warrior() is not None
    panel.advance()


OPENERS: dict[str, Callable[[MainWindow], None]] = {
    "advance dialog": open_advance,
    "hire dialog": lambda window: window.hire_action.trigger(),
    "new-warband wizard": lambda window: window.new_action.trigger(),
    "post-battle wizard": lambda window: window.post_battle_action.trigger(),
    "battle log": lambda window: window.battle_log_action.trigger(),
}


def widgets_after(qtbot, window: MainWindow, opener: Callable[[MainWindow], None]) -> int:
    close_next_modal(qtbot)
    opener(window)
    qtbot.wait(5)  # the event loop deletes what was scheduled for deletion
    return len(QApplication.allWidgets())


@pytest.mark.parametrize("name", list(OPENERS))
def test_opening_and_closing_a_dialog_leaves_no_widget_behind(qtbot, window, name) -> None:
    open_named(window, "The Grey Wolves of Altdorf")
    opener = OPENERS[name]
    first = widgets_after(qtbot, window, opener)
    for _ in range(20):
        last = widgets_after(qtbot, window, opener)
    assert last <= first, f"{last - first} widgets more after opening the {name} 20 more times"


def test_every_dialog_is_run_through_run_modal() -> None:
    """`exec()` on a dialog with a parent keeps it alive: ui.plumbing.dialogs.run_modal deletes
    it."""
    offenders = []
    for path in sorted(UI.rglob("*.py")):
        if path.name in {"dialogs.py", "launch.py"}:  # run_modal itself; the application loop
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "exec"
            ):
                offenders.append(f"{path.relative_to(UI.parent)}:{node.lineno}")
    assert not offenders, offenders


def test_hand_corrections_do_not_pile_up_on_the_sheet(window, demo_store) -> None:
    """A cell edited up and down all evening keeps one correction (undo copies the sheet)."""
    open_named(window, "The Grey Wolves of Altdorf")
    model = window.sheet.models["hero"]
    hero = model.index(0, 0).data(WarriorRole)
    warband_id = window.session.current.id
    column = model.profile_column("Ld")
    start = int(model.index(0, column).data())
    for n in range(31):
        assert model.setData(model.index(0, column), start - 1 if n % 2 == 0 else start)
    after = demo_store.load(warband_id).warrior(hero.id)
    assert [(c.characteristic, c.delta) for c in after.profile_changes] == [
        *[(c.characteristic, c.delta) for c in hero.profile_changes],
        ("Ld", -1),
    ]
    window.session.undo()
    assert demo_store.load(warband_id).warrior(hero.id).profile_changes == hero.profile_changes


def test_edits_leave_no_widget_behind(qtbot, window) -> None:
    """Edits rebuild the panel's lists and combo boxes: no widget may pile up."""
    open_named(window, "The Grey Wolves of Altdorf")
    window.sheet.tables["hero"].selectRow(0)
    qtbot.wait(5)
    warrior = window.sheet.panel.warrior()
    assert warrior is not None
    counts = []
    for n in range(40):
        window.session.run_on_current(uc.set_experience, warrior.id, warrior.experience + n % 2)
        qtbot.wait(1)
        counts.append(len(QApplication.allWidgets()))
    assert counts[-1] <= counts[5], counts
