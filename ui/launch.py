"""Starting the window: show something at once, then load the campaign.

`import sqlmodel` alone costs about half a second, so the window appears first with a
"loading" message and the store is imported and opened right after.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


def run_gui(db: str | os.PathLike[str] | None = None, *, demo: bool = True) -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    app.setApplicationName("Mordheim Roster")
    app.setOrganizationName("mordheim-roster")
    placeholder = QMainWindow()
    label = QLabel("Mordheim Roster\n\nOpening the campaign...")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    placeholder.setCentralWidget(label)
    placeholder.resize(1400, 860)
    placeholder.show()
    app.processEvents()

    from app.context import open_store  # heavy: sqlmodel, alembic
    from app.store.database import StoreError
    from ui.main_window import MainWindow
    from ui.session import Session

    try:
        store = open_store(db, demo=demo)
    except StoreError as exc:
        label.setText(f"Mordheim Roster cannot open its database:\n\n{exc}")
        label.setWordWrap(True)
        return app.exec()
    window = MainWindow(Session(store))
    window.show()
    placeholder.close()
    return app.exec()
