"""File > New custom warband (issue 26): the dialog hands what was typed to the use case through
the session; a refusal shows under the table and nothing is made."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialogButtonBox

from ui.wizards.custom_warband_dialog import CustomWarbandDialog


def _ok(dialog: CustomWarbandDialog) -> None:
    box = dialog.findChild(QDialogButtonBox)
    box.button(QDialogButtonBox.StandardButton.Ok).click()


def test_a_custom_warband_typed_in_the_dialog_is_made_and_undone(window, qtbot) -> None:
    dialog = CustomWarbandDialog(window.session, window)
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("The Free Host")
    dialog.type_edit.setText("Kislev Cossacks")
    dialog.table.item(0, 0).setText("Hetman")
    dialog.table.item(0, 3).setText("4")  # WS
    dialog.table.item(0, 11).setText("60")  # cost
    dialog.table.item(1, 0).setText("Kossak")
    before = len(window.session.store.list_warbands())
    _ok(dialog)
    assert dialog.result() == dialog.DialogCode.Accepted
    state = window.session.current
    assert state.name == "The Free Host"
    hetman = next(t for t in state.custom.types if t.name == "Hetman")
    assert (hetman.role, hetman.profile.WS, hetman.cost) == ("hero", 4, 60)
    assert window.sheet.figures["type"].text() == "Kislev Cossacks (custom)"
    window.undo_action.trigger()
    assert len(window.session.store.list_warbands()) == before


def test_a_refusal_is_shown_in_the_dialog_and_nothing_is_made(window, qtbot) -> None:
    dialog = CustomWarbandDialog(window.session, window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.name_edit.setText("The Free Host")
    dialog.type_edit.setText("Kislev Cossacks")
    dialog.table.item(0, 1).setCheckState(Qt.CheckState.Unchecked)
    before = len(window.session.store.list_warbands())
    _ok(dialog)
    assert dialog.isVisible()
    assert dialog.error.text().startswith("A custom warband needs a hero type to lead it")
    dialog.table.item(0, 1).setCheckState(Qt.CheckState.Checked)
    dialog.table.item(1, 5).setText("x")  # S of the warriors
    _ok(dialog)
    assert dialog.error.text() == "Warrior: S must be a number from 0 to 10."
    assert len(window.session.store.list_warbands()) == before
    dialog.reject()


def test_the_dialog_is_on_the_file_menu_and_speaks_russian(window, qtbot, monkeypatch) -> None:
    opened: list[CustomWarbandDialog] = []
    monkeypatch.setattr(
        "ui.wizards.custom_warband_dialog.run_modal", lambda dialog: opened.append(dialog)
    )
    window.russian_action.trigger()
    action = window.findChild(QAction, "newCustomAction")
    assert action in window.file_menu.actions() and action.text() == "Новый с&вой отряд..."
    action.trigger()
    dialog = opened[0]
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Новый свой отряд"
    assert dialog.table.horizontalHeaderItem(1).text() == "Герой"
    window.english_action.trigger()
