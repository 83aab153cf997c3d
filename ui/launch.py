"""Starting the window: show something at once, then load the campaign.

`import sqlmodel` alone costs about half a second, so a window appears first with a
"loading" message and the store is imported and opened right after.
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

import resources
from app import __version__

if TYPE_CHECKING:
    from rules.models import Lang
    from ui.main_window import MainWindow


def application() -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(sys.argv)
    app.setApplicationName("Mordheim Roster")
    app.setOrganizationName("mordheim-roster")
    app.setApplicationVersion(__version__)
    # Matches packaging/linux/mordheim-roster.desktop, so docks show the installed icon.
    app.setDesktopFileName(resources.ICON_NAME)
    app.setWindowIcon(app_icon())
    return app


def app_icon() -> QIcon:
    """The app icon in every rendered size (PNG: no image-format plugin needed)."""
    icon = QIcon()
    for size in resources.ICON_SIZES:
        path = resources.icon_path(size)
        if path.exists():
            icon.addFile(str(path))
    return icon


def show_placeholder(app: QApplication) -> tuple[QMainWindow, QLabel]:
    """A window on screen before anything heavy is imported."""
    placeholder = QMainWindow()
    placeholder.setWindowTitle("Mordheim Roster")
    label = QLabel("Mordheim Roster\n\nOpening the campaign...")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(True)
    placeholder.setCentralWidget(label)
    placeholder.resize(1400, 860)
    placeholder.show()
    app.processEvents()
    return placeholder, label


def load_main_window(
    db: str | os.PathLike[str] | None,
    *,
    demo: bool,
    lang: Lang | None = None,
    settings: QSettings | None = None,
) -> MainWindow:
    """Import the store, open the campaign and build the main window (not shown yet)."""
    from app.context import open_store  # heavy: sqlmodel, alembic
    from ui.main_window import MainWindow
    from ui.session import Session

    return MainWindow(Session(open_store(db, demo=demo)), settings, lang=lang)


def run_gui(
    db: str | os.PathLike[str] | None = None, *, demo: bool = True, lang: Lang | None = None
) -> int:
    """The window; `lang` ("en", "ru" or None for the saved setting) is the command's --lang."""
    from ui.crash import install_crash_reporting

    install_crash_reporting()
    app = application()
    placeholder, label = show_placeholder(app)
    from app.store.database import StoreError

    try:
        window = load_main_window(db, demo=demo, lang=lang)
    except StoreError as exc:
        label.setText(f"Mordheim Roster cannot open its database:\n\n{exc}")
        return app.exec()
    window.show()
    placeholder.close()
    return app.exec()
