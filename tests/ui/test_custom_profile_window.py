"""Type's profile... (issue 26): a warrior of a custom type whose profile a Roster Builder save
did not give shows "-" in the sheet; the panel's button opens the dialog, whose numbers become
his type's profile in one undo step."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox

from app.usecases.transfer import import_foreign
from tests.app.test_custom_profile import _BLACK_ORC, _save
from ui.wizards.custom_profile_dialog import CustomProfileDialog


def _profile_cells(window, name: str) -> list[str]:  # type: ignore[no-untyped-def]
    model = window.sheet.models["hero"]
    row = next(r for r in range(model.rowCount()) if model.warrior(r).name == name)
    columns = [model.columns().index(key) for key in _BLACK_ORC]  # M WS BS S T W I A Ld
    return [str(model.index(row, c).data()) for c in columns]


def test_the_profile_no_file_gave_is_entered_in_the_window_and_undone(window, qtbot) -> None:
    session = window.session
    change = session.run(lambda store: import_foreign(store, _save()))
    window.open_warband(change.warband_id)
    uzbad = session.current.warrior("Uzbad")
    assert _profile_cells(window, "Uzbad") == ["-", "1", "-", "-", "-", "-", "-", "-", "-"]
    panel = window.sheet.panel
    panel.show_warrior(session.current.warrior("Grukk").id)
    assert not panel.profile_button.isVisibleTo(panel)  # a type of the book: no such button
    panel.show_warrior(uzbad.id)
    assert panel.profile_button.isVisibleTo(panel)
    custom = session.current.custom.type(uzbad.type_id)
    dialog = CustomProfileDialog(session, custom.id, custom.name, custom.profile.as_dict(), panel)
    qtbot.addWidget(dialog)
    for key, value in _BLACK_ORC.items():
        dialog.boxes[key].setValue(value)
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.result() == dialog.DialogCode.Accepted
    assert _profile_cells(window, "Uzbad") == ["4", "5", "3", "4", "4", "1", "2", "1", "8"]
    window.undo_action.trigger()
    assert _profile_cells(window, "Uzbad")[0] == "-"
    assert session.current.warrior("Uzbad").type_id == uzbad.type_id
