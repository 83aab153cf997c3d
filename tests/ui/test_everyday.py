"""Everyday actions in the window: the bin (restore, empty) and duplicating a warband."""

import pytest

from PySide6.QtWidgets import QMessageBox

from app import usecases as uc
from ui.roster import everyday
from ui.roster.everyday import BinDialog

from .test_main_window import open_named

WOLVES = "The Grey Wolves of Altdorf"


def names(window) -> list[str]:
    return [window.warbands.summary(r).name for r in range(window.warbands.rowCount())]


@pytest.fixture
def answers(monkeypatch):
    """What the player answers: to the name of the copy, and to "empty the bin?"."""
    given = {"name": None, "empty": QMessageBox.StandardButton.No, "asked": []}

    def text(_parent, _title, _label, text=""):
        return (given["name"] or text, True)

    def question(_parent, _title, words, _buttons, default):
        given["asked"].append((words, default))
        return given["empty"]

    monkeypatch.setattr(everyday.QInputDialog, "getText", staticmethod(text))
    monkeypatch.setattr(everyday.QMessageBox, "question", staticmethod(question))
    return given


def test_duplicate_opens_the_copy_and_undo_bins_it(qtbot, window, answers) -> None:
    open_named(window, WOLVES)
    window.everyday.duplicate_action.trigger()  # Ctrl+D, then Enter on the suggested name
    assert window.session.current.name == f"{WOLVES} (copy)"
    assert names(window).count(f"{WOLVES} (copy)") == 1
    copy, original = (
        window.session.current,
        window.session.store.load(window.warbands.summary(names(window).index(WOLVES)).id),
    )
    assert [w.name for w in copy.warriors] == [w.name for w in original.warriors]
    window.session.undo()
    assert f"{WOLVES} (copy)" not in names(window)


def test_the_bin_restores_and_empties(qtbot, window, answers) -> None:
    open_named(window, WOLVES)
    window.session.run_on_current(uc.delete_warband)
    assert WOLVES not in names(window)
    dialog = BinDialog(window)
    qtbot.addWidget(dialog)
    assert dialog.listing.count() == 1 and WOLVES in dialog.listing.item(0).text()
    dialog.restore_button.click()
    assert WOLVES in names(window) and window.session.current.name == WOLVES
    assert dialog.listing.count() == 0 and not dialog.empty_button.isEnabled()
    window.session.undo()  # the restore undone: back in the bin
    dialog.fill()
    assert dialog.listing.count() == 1

    dialog.empty_button.click()  # asked, and No is the default answer
    ((words, default),) = answers["asked"]
    assert "Undo takes this back" in words and default == QMessageBox.StandardButton.No
    assert dialog.listing.count() == 1
    answers["empty"] = QMessageBox.StandardButton.Yes
    dialog.empty_button.click()
    assert dialog.listing.count() == 0
    summaries = window.session.store.list_warbands(include_deleted=True)
    assert WOLVES not in [s.name for s in summaries]
    assert window.undo_action.text() == "&Undo Empty the bin (1 warband)"
    window.undo_action.trigger()  # the bin as it was: the warband back in it, whole
    dialog.fill()
    assert dialog.listing.count() == 1 and WOLVES in dialog.listing.item(0).text()
    window.session.redo()
    dialog.fill()
    assert dialog.listing.count() == 0


def test_the_menus_offer_them(window) -> None:
    assert window.everyday.bin_action in window.file_menu.actions()
    assert window.everyday.duplicate_action in window.warband_menu.actions()
    assert window.everyday.duplicate_action.text() == "D&uplicate..."


def test_an_advance_in_four_actions_and_the_sheet_in_one(
    qtbot, window, monkeypatch, tmp_path
) -> None:
    """Counted as a player does them: click the hero, Take advance, Enter rolls, Enter takes
    it (a 6 and a 1: +1 Strength, nothing to choose); Ctrl+P opens the print dialog, whose OK
    prints the sheet."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QKeySequence

    from rules.dice import TableDice
    from ui.wizards import advance_dialog

    from .test_keyboard import press
    from .test_main_window import hero_row
    from .test_one_path import answer_modal

    open_named(window, WOLVES)
    karl = window.session.current.warrior("Young Karl")
    window.session.run_on_current(uc.set_experience, karl.id, 2)
    monkeypatch.setattr(advance_dialog, "RandomDice", lambda: TableDice([3, 3, 1]))
    actions = 0
    table = window.sheet.tables["hero"]
    rect = table.visualRect(table.model().index(hero_row(window, "Young Karl"), 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    actions += 1

    def roll_and_take(modal) -> None:
        nonlocal actions
        for _ in range(2):
            qtbot.keyClick(modal.focusWidget() or modal, Qt.Key.Key_Return)  # where focus is
            actions += 1

    answer_modal(roll_and_take)
    qtbot.mouseClick(window.sheet.panel.experience_box.advance_button, Qt.MouseButton.LeftButton)
    actions += 1
    karl = window.session.current.warrior("Young Karl")
    assert [a.kind for a in karl.advances] == ["characteristic"]
    assert actions == 4

    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    target = tmp_path / "sheet.pdf"

    def ok(dialog) -> int:  # the dialog's OK, printing to a file: no printer here
        dialog.printer().setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        dialog.printer().setOutputFileName(str(target))
        return QPrintDialog.DialogCode.Accepted

    monkeypatch.setattr(QPrintDialog, "exec", ok)
    press(qtbot, window, QKeySequence(QKeySequence.StandardKey.Print))  # one action: Ctrl+P
    assert target.read_bytes().startswith(b"%PDF")


def test_an_advance_in_three_actions_from_the_warband_menu(qtbot, window, monkeypatch) -> None:
    """Issue 15's target: Ctrl+K (Warband > Take the advances owed) opens the advance of the
    first warrior who owes one, Enter rolls, Enter takes it; then the next one owed opens."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QKeySequence

    from rules.dice import TableDice
    from ui.wizards import advance_dialog
    from ui.wizards.advance_dialog import AdvancementDialog

    from .test_keyboard import press

    open_named(window, WOLVES)
    state = window.session.current
    karl = state.warrior("Young Karl")
    assert not [w.name for w in state.warriors if uc.advances_owed(window.session.ruleset, w)]
    press(qtbot, window, QKeySequence("Ctrl+K"))  # nothing owed: a line says so
    assert window.message.text() == "No warrior owes an advance."
    assert window.findChild(AdvancementDialog) is None

    window.session.run_on_current(uc.set_experience, karl.id, 2)
    monkeypatch.setattr(advance_dialog, "RandomDice", lambda: TableDice([3, 3, 1]))
    actions = 0
    press(qtbot, window, QKeySequence("Ctrl+K"))
    actions += 1
    dialog = window.findChild(AdvancementDialog)
    assert dialog is not None and dialog.warrior_id == karl.id
    qtbot.waitExposed(dialog)
    for _ in range(2):  # Enter rolls (a 6 and a 1: +1 Strength), Enter takes it
        qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
        actions += 1
    karl = window.session.current.warrior("Young Karl")
    assert [a.kind for a in karl.advances] == ["characteristic"]
    assert actions == 3


def test_a_skill_advance_in_four_actions(qtbot, window, monkeypatch) -> None:
    """Issue 24's target: Ctrl+K, Enter rolls (a 1 and a 1: a new skill), one click on the
    skill in the one list of every skill the hero may learn, Enter takes it. Before: the list
    combo and the skill combo, two actions each (7)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QKeySequence

    from rules.dice import TableDice
    from ui.widgets.choice_list import ChoiceList
    from ui.wizards import advance_dialog
    from ui.wizards.advance_dialog import AdvancementDialog

    from .test_keyboard import press

    open_named(window, WOLVES)
    karl = window.session.current.warrior("Young Karl")
    window.session.run_on_current(uc.set_experience, karl.id, 2)
    monkeypatch.setattr(advance_dialog, "RandomDice", lambda: TableDice([1, 1]))
    press(qtbot, window, QKeySequence("Ctrl+K"))
    actions = 1
    dialog = window.findChild(AdvancementDialog)
    assert dialog is not None and dialog.warrior_id == karl.id
    qtbot.waitExposed(dialog)
    qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)  # Enter rolls
    actions += 1
    choices = dialog.findChild(ChoiceList, "skillChoice")
    assert choices.isVisible() and dialog.focusWidget() is choices
    row = next(n for n in range(choices.count()) if choices.itemData(n) is not None)
    list_id, skill = choices.itemData(row)
    choices.scrollToItem(choices.item(row))
    spot = choices.visualItemRect(choices.item(row)).center()
    qtbot.mouseClick(choices.viewport(), Qt.MouseButton.LeftButton, pos=spot)  # picks it
    actions += 1
    assert window.session.current.warrior("Young Karl").skills == []  # a click only picks
    qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)  # Enter takes it
    actions += 1
    karl = window.session.current.warrior("Young Karl")
    assert karl.skills == [skill] and list_id
    assert [a.kind for a in karl.advances] == ["skill"]
    assert actions == 4
