"""The main window's docks: the warband list and the warrior panel beside the sheet.

Each can be closed (View menu brings it back), moved to another side or floated; the window
keeps where they are in its settings (`saveState`, which needs each dock's object name).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

# The list's first-start width, in average characters: its names readable. The panel starts as
# narrow as its contents allow (its words and buttons whole), so the sheet between them has the
# most room on a 1366-pixel laptop for the lists of kit and skills.
LIST_CHARS = 34


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
    panel = panel_dock.minimumSizeHint().width()
    window.resizeDocks(
        [list_dock, panel_dock], [LIST_CHARS * char, panel], Qt.Orientation.Horizontal
    )
