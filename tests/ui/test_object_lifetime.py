"""Qt objects die when the window that made them closes, never later inside the collector.

A Qt object that Python owns (made without a parent) and that is caught in a reference cycle is
deleted only when the garbage collector breaks the cycle: at any allocation, in the middle of
unrelated code, after the collector has already cleared some of the Python objects its signals
reach. The undo stack of a session deleted that way emitted into a half-cleared session and the
suite crashed at random (exit 139, "Garbage-collecting" in the trace). These tests fail if a
closed window leaves such an object behind.
"""

from __future__ import annotations

import shiboken6

from PySide6.QtCore import QCoreApplication, QEvent

from app import usecases as uc
from ui.main_window import MainWindow
from ui.session import Session

from .qt_lifetime import python_owned_live_qobjects
from .test_main_window import open_named


def deleted_later() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_closing_the_window_deletes_its_session_and_undo_history(qtbot, demo_store, settings):
    settings.setValue("language", "en")
    before = python_owned_live_qobjects()
    session = Session(demo_store)
    window = MainWindow(session, settings)
    window.show()
    qtbot.waitExposed(window)
    open_named(window, "The Grey Wolves of Altdorf")
    assert session.run_on_current(uc.set_treasury, 321) is not None  # a command on the stack
    window.close()
    window.deleteLater()
    deleted_later()
    assert not shiboken6.isValid(session), "the session outlived its window"
    left = python_owned_live_qobjects().keys() - before.keys()
    assert not left, f"{len(left)} Qt object(s) left for the garbage collector to delete"


def test_a_closed_packs_dialog_no_longer_hears_the_session(qtbot, window):
    from ui.preferences.packs_dialog import PacksDialog

    dialog = PacksDialog(window.session, "en", window)
    dialog.deleteLater()
    deleted_later()
    # A pack switched afterwards (the undo of the menu, the command line) must not reach it.
    assert window.session.run(uc.disable_pack, "orc_mob") is not None
