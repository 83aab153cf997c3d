"""Where things are on the screen, for `player_actions.py`: loaded into the program by the
script's launcher (never by the program itself), it writes the active window's visible
buttons, fields, tabs and table cells with their screen rectangles to a JSON file four times a
second. The script reads that file to know where to click; it never calls into a widget, and
this module only reads them (their text and geometry), never presses, types or selects.

    install(path)    # after the QApplication exists: starts the timer

One entry: {"kind": "button" | "field" | "tab" | "cell" | "label" | "box", "text": ...,
"x", "y", "w", "h"} in pixels from the window's top left corner (inside its frame); a cell also
has "row", "column" and "view" (the view's objectName), a field "name" (its objectName) and
"label" (its buddy label's text), a button "name" and "enabled"; a box is an experience box,
its text its point.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPoint, QRect, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QTabBar,
    QTreeView,
    QWidget,
)

Entry = dict[str, Any]
EVERY_MS = 250
MAX_EXPERIENCE = 90  # a hero's boxes


def _rect(widget: QWidget, rect: QRect) -> dict[str, int]:
    """Inside the window's client area: where the window itself is, the X server says (Qt's
    idea of a dialog's place lagged the window manager's by a title bar's height)."""
    corner = widget.mapTo(widget.window(), QPoint(rect.x(), rect.y()))
    return {"x": corner.x(), "y": corner.y(), "w": rect.width(), "h": rect.height()}


def _plain(text: str) -> str:
    return text.replace("&&", "\x00").replace("&", "").replace("\x00", "&")


def _cells(view: QAbstractItemView) -> list[Entry]:
    """The cells of a view that are inside its viewport (what a player can click)."""
    model, port = view.model(), view.viewport()
    if model is None:
        return []
    shown = port.rect()
    # QAbstractListModel makes columnCount private (one column)
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount()
    found: list[Entry] = []
    parents = [QModelIndex()]
    while parents:
        parent = parents.pop()
        for row in range(model.rowCount(parent)):
            for column in range(columns):
                index = model.index(row, column, parent)
                rect = view.visualRect(index)
                if rect.isEmpty() or not shown.intersects(rect):
                    continue
                text = index.data(Qt.ItemDataRole.DisplayRole)
                found.append(
                    {
                        "kind": "cell",
                        "text": "" if text is None else str(text),
                        "row": row,
                        "column": column,
                        "view": view.objectName(),
                        **_rect(port, rect),
                    }
                )
            first = model.index(row, 0, parent)
            if isinstance(view, QTreeView) and model.rowCount(first):
                parents.append(first)
    return found


def _buddies(window: QWidget) -> dict[int, str]:
    named: dict[int, str] = {}
    for label in window.findChildren(QLabel):
        buddy = label.buddy()
        if buddy is not None:
            named[id(buddy)] = _plain(label.text())
    return named


def _entry(widget: QWidget, buddies: dict[int, str]) -> list[Entry]:
    place = _rect(widget, widget.rect())
    if isinstance(widget, QAbstractButton):
        return [
            {
                "kind": "button",
                "text": _plain(widget.text()),
                "name": widget.objectName(),
                "enabled": widget.isEnabled(),
                **place,
            }
        ]
    if isinstance(widget, (QLineEdit, QAbstractSpinBox, QComboBox)):
        text = widget.currentText() if isinstance(widget, QComboBox) else widget.text()
        return [
            {
                "kind": "field",
                "text": text,
                "name": widget.objectName(),
                "label": buddies.get(id(widget), ""),
                **place,
            }
        ]
    if isinstance(widget, QTabBar):
        return [
            {"kind": "tab", "text": _plain(widget.tabText(i)), **_rect(widget, widget.tabRect(i))}
            for i in range(widget.count())
        ]
    if isinstance(widget, QAbstractItemView):
        return _cells(widget)
    box_rect = getattr(widget, "box_rect", None)  # the experience boxes (1-based points)
    if callable(box_rect):
        return [
            {"kind": "box", "text": str(point), **_rect(widget, box_rect(point))}
            for point in range(1, MAX_EXPERIENCE + 1)
        ]
    if isinstance(widget, QLabel):
        return [{"kind": "label", "text": widget.text(), **place}]
    return []


def snapshot() -> dict[str, Any]:
    """The active window (a dialog over the main window when one is open) and what it shows."""
    window = QApplication.activeModalWidget() or QApplication.activeWindow()
    if window is None:
        return {"time": time.time(), "title": "", "entries": []}
    buddies = _buddies(window)
    entries: list[Entry] = []
    for widget in window.findChildren(QWidget):
        shown = widget.isVisible() and not widget.visibleRegion().isEmpty()
        if shown and widget.window() is window:
            entries.extend(_entry(widget, buddies))
    return {"time": time.time(), "title": window.windowTitle(), "entries": entries}


def install(path: str) -> QTimer:
    """Write the snapshot to `path` every EVERY_MS (whole files only: written aside, then
    renamed over the last one)."""
    target = Path(path)

    def write() -> None:
        aside = target.with_suffix(".tmp")
        aside.write_text(json.dumps(snapshot()), encoding="utf-8")
        os.replace(aside, target)

    timer = QTimer()
    timer.timeout.connect(write)
    timer.start(EVERY_MS)
    return timer
