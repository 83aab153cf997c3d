"""The size a window opens at when no size was saved: the wanted one, within the screen."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication


def fitting_size(width: int, height: int) -> QSize:
    """`width` x `height`, shrunk to the primary screen's free area (a 1366x768 laptop less
    its panels), so no part of a new window opens off the screen."""
    screen = QGuiApplication.primaryScreen()
    if screen is None:
        return QSize(width, height)
    free = screen.availableGeometry()
    return QSize(min(width, free.width()), min(height, free.height()))
