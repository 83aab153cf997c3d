"""Take the README's screenshots of real windows (run under Xvfb with QT_QPA_PLATFORM=xcb).

    Xvfb :99 -screen 0 1600x1000x24 &
    DISPLAY=:99 QT_QPA_PLATFORM=xcb python packaging/screenshots.py docs/images en
    DISPLAY=:99 QT_QPA_PLATFORM=xcb python packaging/screenshots.py docs/images ru

One language per run: Qt's translators belong to the whole application.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication


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
    warband = {"en": "The Grey Wolves of Altdorf", "ru": "Clan Eshin Shadowclaws"}[lang]
    settings = QSettings(str(folder / f"{lang}.ini"), QSettings.Format.IniFormat)
    window = MainWindow(Session(store), settings)
    window.set_language(lang)
    window.resize(1500, 900)
    window.open_warband(store.find(warband))
    window.sheet.tables["hero"].selectRow(0)
    window.show()

    def grab() -> None:
        window.grab().save(str(out / f"main-window-{lang}.png"))
        app.quit()

    QTimer.singleShot(1000, grab)
    app.exec()


if __name__ == "__main__":
    main()
