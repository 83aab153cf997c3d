"""The size a window opens at when no size was saved: the wanted one, within the screen; a
saved size and place restored inside the screen (the main window, the standings)."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

# Room for a window manager's title bar and borders, which Qt learns only once the window is
# shown: a window the size of the free area put its status line below a laptop's screen.
FRAME_ALLOWANCE = QSize(16, 48)


def fitting_size(width: int, height: int) -> QSize:
    """`width` x `height`, shrunk to the primary screen's free area (a 1366x768 laptop less
    its panels, less room for the frame), so no part of a new window opens off the screen."""
    screen = QGuiApplication.primaryScreen()
    if screen is None:
        return QSize(width, height)
    free = screen.availableGeometry().size()
    if width <= free.width() and height <= free.height():
        return QSize(width, height)
    room = free - FRAME_ALLOWANCE
    return QSize(min(width, room.width()), min(height, room.height()))


def keep_on_screen(window: QWidget) -> None:
    """Move (and if need be shrink) a window so all of it is inside its screen's free area: a
    geometry saved on a larger screen, or under other panels, opens whole."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None or window.isMaximized() or window.isFullScreen():
        return
    free = screen.availableGeometry()
    frame = window.frameGeometry()
    border_w, border_h = frame.width() - window.width(), frame.height() - window.height()
    width = min(window.width(), free.width() - border_w)
    height = min(window.height(), free.height() - border_h)
    if (width, height) != (window.width(), window.height()):
        window.resize(width, height)
        frame = window.frameGeometry()
    x = max(free.left(), min(frame.left(), free.right() + 1 - frame.width()))
    y = max(free.top(), min(frame.top(), free.bottom() + 1 - frame.height()))
    if (x, y) != (frame.left(), frame.top()):
        window.move(x, y)


def restore_geometry(window: QWidget, settings: QSettings, key: str) -> bool:
    """The window's size and place as saved under `key`, kept inside the screen; False when
    none was saved (the caller's own size stands)."""
    saved = settings.value(key)
    if not isinstance(saved, QByteArray) or not window.restoreGeometry(saved):
        return False
    keep_on_screen(window)
    return True


def save_geometry(window: QWidget, settings: QSettings, key: str) -> None:
    settings.setValue(key, window.saveGeometry())
