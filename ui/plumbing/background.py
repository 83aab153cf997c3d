"""Long work off the window's thread, with a progress bar and Cancel (QProgressDialog).

`run_in_background` starts the work on a QThread and waits in a local event loop, so the
window keeps painting and the caller reads on as if the call were direct: it gets the work's
result, or its exception raised again here, or `Cancelled` when the player cancelled. The
work gets a `Progress` to report to (app/plumbing/progress.py), which raises `Cancelled` once Cancel
is pressed; work that cannot stop halfway (one transaction) is told by `undo` how to take
itself back when Cancel came too late for it to stop.

The database is used by one thread at a time: the window waits (modal) while the work runs.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Generic, TypeVar, cast

from PySide6.QtCore import (
    QCoreApplication,
    QEventLoop,
    QObject,
    Qt,
    QThread,
    Signal,
    Slot,
)
from PySide6.QtWidgets import QProgressDialog, QPushButton, QWidget

from app.plumbing.progress import Cancelled, Progress

T = TypeVar("T")
# A fixed context, written out at each call: lupdate files the strings under it.
translate = QCoreApplication.translate
#: How long work may take before the progress bar shows (a quick merge shows none).
SHOW_AFTER_MS = 400
POLL_MS = 15  # how often the waiting window thread looks at the work and its own events


class Worker(QThread, Generic[T]):
    """Runs `work` once, keeping its result or its exception for the waiting thread."""

    progressed = Signal(int, int)

    def __init__(self, work: Callable[[Progress], T], parent: QObject) -> None:
        super().__init__(parent)
        self.work = work
        self.result: T | None = None
        self.error: BaseException | None = None
        self.cancelled = False  # set by the window's thread; read here between steps

    def run(self) -> None:
        try:
            self.result = self.work(self.report)
        except BaseException as exc:  # raised again in the window's thread
            self.error = exc

    def report(self, done: int, total: int) -> None:
        if self.cancelled:
            raise Cancelled
        self.progressed.emit(done, total)


class _Watch(QObject):
    """The window thread's end of the worker's signals (queued: the slots run here)."""

    def __init__(self, dialog: QProgressDialog) -> None:
        super().__init__(dialog)
        self.dialog, self.done = dialog, False

    @Slot(int, int)
    def progressed(self, done: int, total: int) -> None:
        if not self.dialog.wasCanceled():
            self.dialog.setMaximum(max(total, 0))
            self.dialog.setValue(min(done, total) if total else 0)

    @Slot()
    def finished(self) -> None:
        self.done = True


def run_in_background(
    parent: QWidget,
    label: str,
    work: Callable[[Progress], T],
    undo: Callable[[T], object] | None = None,
) -> T:
    """`work(progress)` on a worker thread while a progress dialog with Cancel shows; its
    result, or its exception, or `Cancelled` (after `undo` of a result that came anyway)."""
    cancel = translate("Background", "Cancel")
    dialog = QProgressDialog(label, cancel, 0, 0, parent)
    dialog.setObjectName("backgroundProgress")
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(SHOW_AFTER_MS)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    worker: Worker[T] = Worker(work, dialog)  # deleted with the dialog
    watch = _Watch(dialog)
    worker.progressed.connect(watch.progressed)
    worker.finished.connect(watch.finished)
    dialog.canceled.connect(lambda: _cancel(worker, dialog))
    _wait(worker, watch, dialog)
    cancelled = worker.cancelled
    dialog.canceled.disconnect()  # closing a progress dialog says "canceled" too
    # Its own timer would show it 4 s after it was made (work done before its bar showed),
    # over the window's next dialog, modal, where nothing closes it: reset() stops it.
    dialog.reset()
    dialog.close()
    dialog.deleteLater()
    if worker.error is not None:
        raise worker.error
    result = cast(T, worker.result)  # set: the work returned
    if cancelled:  # Cancel after the last step: the work is done, take it back
        if undo is not None:
            undo(result)
        raise Cancelled
    return result


def _wait(worker: Worker[T], watch: _Watch, dialog: QProgressDialog) -> None:
    """Until the work is done, the window's events handled meanwhile, but no input (nothing
    else may use the database): none at all until the modal progress dialog shows, then only
    the dialog's. No nested event loop: the waiting thread looks every few milliseconds."""
    worker.start()
    shown_at = time.monotonic() + SHOW_AFTER_MS / 1000
    flags = QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents
    while not watch.done:  # set by the worker's `finished`, delivered here
        if not dialog.isVisible() and not worker.cancelled and time.monotonic() >= shown_at:
            dialog.show()  # modal: from now on the window's input goes to it alone
            flags = QEventLoop.ProcessEventsFlag.AllEvents
        QCoreApplication.processEvents(flags, POLL_MS)
        worker.wait(POLL_MS)
    worker.wait()


def _cancel(worker: Worker[T], dialog: QProgressDialog) -> None:
    """The work stops at its next step (or is taken back): the dialog, which its Cancel
    hid, shows again until then, without the button, and the window still waits."""
    worker.cancelled = True
    for button in dialog.findChildren(QPushButton):
        button.setEnabled(False)  # no Cancel twice
    dialog.setLabelText(translate("Background", "Cancelling..."))
    dialog.setRange(0, 0)
    dialog.show()
