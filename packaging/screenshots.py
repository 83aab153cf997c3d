"""Take the README's screenshots of the main window as it opens on a screen (run under Xvfb
with QT_QPA_PLATFORM=xcb): the window fills the screen; the file is named after the language,
the screen's size in pixels as the program sees it, and @2x at 200% scaling.

    Xvfb :99 -screen 0 1366x768x24 &          # a laptop
    DISPLAY=:99 QT_QPA_PLATFORM=xcb python packaging/screenshots.py docs/images en
    Xvfb :98 -screen 0 2732x1536x24 &         # the same laptop's size at 200%
    DISPLAY=:98 QT_QPA_PLATFORM=xcb QT_SCALE_FACTOR=2 python packaging/screenshots.py docs/images ru

One language per run: Qt's translators belong to the whole application.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

WARBANDS = {"en": "The Grey Wolves of Altdorf", "ru": "Clan Eshin Shadowclaws"}


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/images")
    lang = sys.argv[2] if len(sys.argv) > 2 else "en"
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    from app.context import open_store
    from ui.main_window import MainWindow
    from ui.session import Session

    folder = Path(tempfile.mkdtemp())
    store = open_store(folder / "demo.sqlite3")
    settings = QSettings(str(folder / f"{lang}.ini"), QSettings.Format.IniFormat)
    window = MainWindow(Session(store), settings, lang=lang)
    screen = app.primaryScreen()
    window.setGeometry(screen.availableGeometry())
    window.open_warband(store.find(WARBANDS[lang]))
    window.sheet.tables["hero"].selectRow(0)
    window.show()
    size = screen.size()
    scale = "@2x" if screen.devicePixelRatio() >= 2 else ""
    name = f"main-window-{lang}-{size.width()}x{size.height()}{scale}.png"

    def grab() -> None:
        window.grab().save(str(out / name))
        app.quit()

    QTimer.singleShot(1500, grab)
    app.exec()


if __name__ == "__main__":
    main()
