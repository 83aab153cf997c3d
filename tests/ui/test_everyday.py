"""Everyday actions in the window: the bin (restore, empty) and duplicating a warband."""

import pytest

from PySide6.QtWidgets import QMessageBox

from app import usecases as uc
from ui import everyday
from ui.everyday import BinDialog

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
    assert "cannot be undone" in words and default == QMessageBox.StandardButton.No
    assert dialog.listing.count() == 1
    answers["empty"] = QMessageBox.StandardButton.Yes
    dialog.empty_button.click()
    assert dialog.listing.count() == 0
    summaries = window.session.store.list_warbands(include_deleted=True)
    assert WOLVES not in [s.name for s in summaries]


def test_the_menus_offer_them(window) -> None:
    assert window.everyday.bin_action in window.file_menu.actions()
    assert window.everyday.duplicate_action in window.warband_menu.actions()
    assert window.everyday.duplicate_action.text() == "D&uplicate..."
