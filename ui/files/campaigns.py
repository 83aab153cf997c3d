"""Campaign files: File > Open campaign, New campaign and the recent campaigns.

A campaign is one database file. Opening another replaces the window with one on that file
(the undo history belongs to the file left behind, which is closed). The recent list keeps the
last RECENT files opened here, newest first; a file gone since is left out of the menu.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu

if TYPE_CHECKING:
    from ui.window_parts import WindowParts

RECENT = 8
RECENT_KEY = "recent_campaigns"
_windows: list[WindowParts] = []  # the windows opened here: Python must hold them


def recent_files(settings: QSettings) -> list[str]:
    value = settings.value(RECENT_KEY, [])
    listed = [value] if isinstance(value, str) else list(value) if isinstance(value, list) else []
    return [str(p) for p in listed if str(p)][:RECENT]


def remember(settings: QSettings, path: Path) -> None:
    """`path` first in the recent list, once."""
    text = str(path.resolve())
    settings.setValue(
        RECENT_KEY, [text, *(p for p in recent_files(settings) if p != text)][:RECENT]
    )


class Campaigns(QObject):
    """The File menu's campaign actions of one window."""

    def __init__(self, window: WindowParts) -> None:
        super().__init__(window.as_widget())
        self.window = window
        self.open_action = QAction(window.as_widget())
        self.open_action.setObjectName("openCampaignAction")
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(lambda: self.choose_and_open())
        self.new_action = QAction(window.as_widget())
        self.new_action.setObjectName("newCampaignAction")
        self.new_action.triggered.connect(lambda: self.choose_and_create())
        self.recent_menu = QMenu(window.as_widget())
        self.recent_menu.setObjectName("recentMenu")
        self.recent_menu.aboutToShow.connect(self.fill_recent)
        first = window.file_menu.actions()[0]
        window.file_menu.insertActions(first, [self.new_action, self.open_action])
        window.file_menu.insertMenu(first, self.recent_menu)
        window.file_menu.insertSeparator(first)
        path = window.session.campaign_file()
        if path is not None:
            remember(window.settings, path)

    def retranslate(self) -> None:
        self.open_action.setText(self.tr("&Open campaign file..."))
        self.new_action.setText(self.tr("New ca&mpaign file..."))
        self.recent_menu.setTitle(self.tr("Recent campai&gns"))

    def fill_recent(self) -> None:
        """The recent files that are still there, the open one excepted."""
        self.recent_menu.clear()
        here = self.window.session.campaign_file()
        shown = 0
        for text in recent_files(self.window.settings):
            path = Path(text)
            if not path.is_file() or (here is not None and path == here.resolve()):
                continue
            shown += 1
            action = self.recent_menu.addAction(f"&{shown} {path.name}  ({path.parent})")
            action.setObjectName(f"recent{shown}")
            action.triggered.connect(lambda _=False, p=path: self.open_file(p))
        if not shown:
            self.recent_menu.addAction(self.tr("(none)")).setEnabled(False)

    def choose_and_open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.window.as_widget(), self.tr("Open campaign file"), self._folder(), self._files()
        )
        if path:
            self.open_file(Path(path))

    def choose_and_create(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self.window.as_widget(), self.tr("New campaign file"), self._folder(), self._files()
        )
        if not path:
            return
        target = Path(path)
        if target.exists():
            taken = self.tr("{0} exists already: open it, or give the new campaign another name")
            self.window.show_error(taken.format(target.name))
            return
        self.open_file(target, create=True)

    def _files(self) -> str:
        return self.tr("Campaign databases (*.sqlite3 *.sqlite *.db);;All files (*)")

    def _folder(self) -> str:
        here = self.window.session.campaign_file()
        return str(here.parent) if here is not None else ""

    def open_file(self, path: Path, *, create: bool = False) -> WindowParts | None:
        """Replace the window with one on `path`; a file that cannot be opened is one line in
        the status bar and the window stays as it was."""
        from app.plumbing.context import open_store
        from app.store.errors import StoreError
        from ui.session import Session

        if not create and not path.is_file():
            self.window.show_error(
                self.tr("{0} is not there any more: choose another campaign").format(path)
            )
            return None
        try:
            store = open_store(path, demo=False)
        except StoreError as exc:
            self.window.show_error(self.tr("Cannot open {0}: {1}").format(path.name, exc))
            return None
        old = self.window
        old.settings.remove("last_warband")  # its ids belong to the file left behind
        session = Session(store)
        window = old.another(session)  # a window like this one
        session.setParent(window.as_widget())  # goes with its window, never left to the collector
        window.as_widget().setGeometry(old.as_widget().geometry())
        window.as_widget().show()
        _windows.append(window)
        old.as_widget().close()
        old.session.store.database.close()
        if old in _windows:  # one opened here: deleted by Qt's event loop, not the collector
            _windows.remove(old)
            old.as_widget().deleteLater()
        return window
