"""The main window's docks: the warband list and the warrior panel beside the sheet.

Each can be closed (View menu brings it back), moved to another side or floated; the window
keeps where they are in its settings (`saveState`, which needs each dock's object name).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

# First-start widths, in average characters: the list's names and the panel's buttons readable,
# the sheet's profile, experience and save on screen between them on a 1366-pixel laptop.
LIST_CHARS = 34
PANEL_CHARS = 46


def add_dock(
    window: QMainWindow, name: str, widget: QWidget, area: Qt.DockWidgetArea
) -> QDockWidget:
    dock = QDockWidget(window)
    dock.setObjectName(name)
    dock.setWidget(widget)
    dock.setFeatures(
        QDockWidget.DockWidgetFeature.DockWidgetClosable
        | QDockWidget.DockWidgetFeature.DockWidgetMovable
        | QDockWidget.DockWidgetFeature.DockWidgetFloatable
    )
    window.addDockWidget(area, dock)
    return dock


def first_widths(window: QMainWindow, list_dock: QDockWidget, panel_dock: QDockWidget) -> None:
    """The docks' widths when no layout was saved."""
    char = window.fontMetrics().averageCharWidth()
    window.resizeDocks(
        [list_dock, panel_dock], [LIST_CHARS * char, PANEL_CHARS * char], Qt.Orientation.Horizontal
    )
