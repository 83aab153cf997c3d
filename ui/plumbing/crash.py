"""The window's side of the log: Qt's warnings in the log file, and a dialog after a crash.

An exception that nobody caught (in a slot, a paint event, a thread) is written to the log with
its traceback (app/plumbing/runtime.py), then a dialog tells the player that something went wrong,
where the log file is and what to send. The program keeps running: the database is safe,
since every change is one transaction.
"""

from __future__ import annotations

import contextlib
import faulthandler
import logging
import sys
from pathlib import Path
from typing import IO

from PySide6.QtCore import (
    QCoreApplication,
    QMessageLogContext,
    QtMsgType,
    QUrl,
    qInstallMessageHandler,
)
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication, QMessageBox

from app.plumbing.runtime import install_crash_hooks, log_exception, start_logging, summary
from ui.plumbing.dialogs import run_modal

QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}
MAX_DIALOGS = 3  # an error in a paint event repeats: after a few dialogs, only the log

_state = {"showing": False, "shown": 0}
_fault_file: list[IO[str]] = []


def install_crash_reporting() -> Path | None:
    """The log file, Qt's messages in it, hard crashes (faulthandler) and the crash dialog."""
    path = start_logging()
    if path is not None and not _fault_file:
        with contextlib.suppress(OSError):
            # A crash inside Qt kills the process before Python can log: faulthandler writes
            # the Python stack of every thread to this file as it dies.
            _fault_file.append(path.with_name("crashes.log").open("a", encoding="utf-8"))
            faulthandler.enable(_fault_file[0], all_threads=True)
    qInstallMessageHandler(qt_message)
    install_crash_hooks(show_crash_dialog)
    return path


def report_crash(error: BaseException, where: str = "") -> None:
    """An error the window caught at its edge (a use case run by `Session.run` that failed
    with no refusal: a fault of the program): logged with its traceback, then the dialog."""
    path = log_exception(type(error), error, error.__traceback__, where)
    show_crash_dialog(summary(error), path)


def qt_message(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """Qt's warnings and errors: into the log, and to standard error as Qt would print them."""
    level = QT_LEVELS.get(kind, logging.WARNING)
    category = context.category if context.category not in (None, "", "default") else ""
    text = f"{category}: {message}" if category else message
    logging.getLogger("qt").log(level, "%s", text)
    if level >= logging.WARNING and sys.stderr is not None:
        with contextlib.suppress(OSError, ValueError):
            print(text, file=sys.stderr)


def crash_texts(line: str, log: Path | None) -> tuple[str, str]:
    """The dialog's title and text, in the interface language."""
    translate = QCoreApplication.translate
    title = translate("CrashDialog", "Mordheim Roster: unexpected error")
    text = translate(
        "CrashDialog",
        "Something went wrong inside the program ({0}). Your campaign is safe: every change "
        "is saved as a whole or not at all.",
    ).format(line)
    if log is None:
        text += "\n\n" + translate(
            "CrashDialog", "No log file could be written. Please note what you were doing."
        )
    else:
        text += "\n\n" + translate(
            "CrashDialog",
            "The details are in the log file:\n{0}\n\nPlease send that file, with a few "
            "words about what you were doing, to whoever gave you the program or with your "
            "bug report.",
        ).format(log)
    return title, text


def show_crash_dialog(line: str, log: Path | None) -> None:
    """After the exception is logged: tell the player (not again while a dialog is open)."""
    if QApplication.instance() is None or _state["showing"] or _state["shown"] >= MAX_DIALOGS:
        from app.plumbing.runtime import print_crash

        print_crash(line, log)
        return
    _state["showing"] = True
    _state["shown"] += 1
    try:
        title, text = crash_texts(line, log)
        box = QMessageBox(QMessageBox.Icon.Critical, title, text)
        box.setObjectName("crashDialog")
        box.setStandardButtons(QMessageBox.StandardButton.Close)
        folder = None
        if log is not None:
            folder = box.addButton(
                QCoreApplication.translate("CrashDialog", "Open the log folder"),
                QMessageBox.ButtonRole.ActionRole,
            )
        run_modal(box)
        if folder is not None and log is not None and box.clickedButton() is folder:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(log.parent)))
    finally:
        _state["showing"] = False
