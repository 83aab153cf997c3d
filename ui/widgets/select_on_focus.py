"""Every spin box selects its text when it takes the focus, whatever gave it the focus (Tab, a
click, a page or dialog opening on it): the number typed then replaces the one shown. Qt's own
spin box keeps the text and puts the cursor in it, so typing "3" into a focused "0" gave "30"
(refused above the maximum, or a wrong number).

One application-wide event filter does it for every spin box of the program, the table cells'
editors too; the main window installs it once (`install`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QAbstractSpinBox, QLineEdit


def spin_box_of(watched: QObject) -> QAbstractSpinBox | None:
    """The spin box a focus event is for: the box itself or its line edit (its focus proxy)."""
    if isinstance(watched, QAbstractSpinBox):
        return watched
    if isinstance(watched, QLineEdit):
        parent = watched.parent()
        if isinstance(parent, QAbstractSpinBox):
            return parent
    return None


class SelectOnFocus(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn:
            spin = spin_box_of(watched)
            if spin is not None:
                # After the event: a click's own cursor placement comes first, then this.
                QTimer.singleShot(0, spin, spin.selectAll)
        return False


_installed: list[SelectOnFocus] = []


def install() -> None:
    """Make every spin box of the application select its text on focus (once per process)."""
    app = QCoreApplication.instance()
    if app is None or _installed:
        return
    selector = SelectOnFocus(app)
    app.installEventFilter(selector)
    _installed.append(selector)
