"""Starting the window: show something at once, then load the campaign.

`import sqlmodel` alone costs about four times a bare window, so a window appears first with a
"loading" message. An existing campaign file at the newest schema is then read with sqlite3
alone (app/store/preview.py) and its sheet painted; the store is imported and opened right
after that first paint, in the GUI thread (the player's first input waits for it in Qt's
event queue). Anything else (a server, the first run, an upgrade, a failed preview) opens the
store before the window is made, as it always did.
"""

from __future__ import annotations

import gc
import html
import os
import sys
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSettings, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

import resources
from app import __version__
from ui.plumbing.window_size import fitting_size, keep_on_screen

if TYPE_CHECKING:
    from app.store.repository import Store
    from rules.models import Lang
    from ui.main_window import MainWindow


def application(*, icon: bool = True) -> QApplication:
    """The QApplication with the program's names (and its icon, unless the caller sets it
    later: show_placeholder does, after the first paint)."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(sys.argv)
    app.setApplicationName("Mordheim Roster")
    app.setOrganizationName("mordheim-roster")
    app.setApplicationVersion(__version__)
    # Matches packaging/linux/mordheim-roster.desktop, so docks show the installed icon.
    app.setDesktopFileName(resources.ICON_NAME)
    if icon:
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
    """A window on screen before anything heavy is imported: an empty frame first, then its
    message and the icon (the first text drawn loads the font database, and the icon's eight
    sizes are decoded when a window shows: each costs as much as the empty window itself)."""
    placeholder = QMainWindow()
    placeholder.setWindowTitle("Mordheim Roster")
    placeholder.resize(fitting_size(1400, 860))
    placeholder.show()
    app.processEvents()
    # Centred by the markup: PySide6's Qt namespace (Qt.AlignmentFlag) costs more to set up
    # than this whole window; the main window needs it, this one does not.
    label = QLabel(_centred("Mordheim Roster\n\nOpening the campaign..."))
    label.setWordWrap(True)
    placeholder.setCentralWidget(label)
    app.setWindowIcon(app_icon())
    app.processEvents()
    return placeholder, label


def _centred(text: str) -> str:
    """Plain text as centred rich text (a message stays plain: nothing in it is markup)."""
    return f"<div align='center'>{html.escape(text).replace(chr(10), '<br>')}</div>"


def load_main_window(
    db: str | os.PathLike[str] | None,
    *,
    demo: bool,
    lang: Lang | None = None,
    settings: QSettings | None = None,
) -> MainWindow:
    """Import the store, open the campaign and build the main window (not shown yet)."""
    from app.plumbing.context import open_store  # heavy: sqlmodel, alembic
    from ui.main_window import MainWindow
    from ui.session import Session

    store = open_store(db, demo=demo, demo_lang=window_language(lang, settings))
    return MainWindow(Session(store), settings, lang=lang)


def preview_main_window(
    db: str | os.PathLike[str] | None,
    *,
    demo: bool,
    lang: Lang | None = None,
    settings: QSettings | None = None,
) -> MainWindow | None:
    """The main window (not shown yet) on a preview of the campaign file, its store not open
    yet (`Session.open_store` opens it); None when the store must open first (see above)."""
    from app.store.errors import StoreError
    from app.store.preview import open_preview
    from rules import default_ruleset  # broken rules data is said before the file is read

    ruleset = default_ruleset()
    preview = open_preview(db, ruleset)
    if preview is None:
        return None
    from ui.main_window import MainWindow
    from ui.session import Session

    def opener() -> Store:
        from app.plumbing.context import open_roster_database  # heavy: sqlmodel
        from app.store.repository import Store

        demo_lang = window_language(lang, settings)
        return Store(open_roster_database(db, demo=demo, demo_lang=demo_lang), ruleset)

    try:
        return MainWindow(Session(preview, opener=opener), settings, lang=lang)
    except StoreError:  # the preview failed to read: the store's open decides
        preview.close()
        return None


# The store behind a preview opens after the window's first paint, or after this at the latest.
OPEN_STORE_AT_THE_LATEST_MS = 2000


class _AfterFirstPaint(QObject):
    """Calls back once, from the event loop, after the watched widget first painted (its
    children paint in the same pass)."""

    def __init__(self, widget: QObject, callback: Callable[[], object]) -> None:
        super().__init__(widget)
        self._callback = callback
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._callback)
        return False


def after_first_paint(widget: QObject, callback: Callable[[], object]) -> None:
    _AfterFirstPaint(widget, callback)


def hold_garbage_collection() -> None:
    """No garbage collection while the program starts: imports and the first window make
    hundreds of thousands of objects, and collecting among them costs a third of the start."""
    gc.disable()


def settle_garbage_collection() -> None:
    """Once the window is up: the objects of the start-up (modules, the rules, Qt wrappers)
    live as long as the program, so collections stop scanning them (a pause in the middle
    of an edit otherwise), and collection resumes for what the session makes."""
    gc.freeze()
    gc.enable()


def window_language(lang: Lang | None, settings: QSettings | None = None) -> Lang:
    """The language the window speaks: the command's --lang, else the saved setting, else the
    system's (the demo written on a first start takes it too)."""
    from ui.main_window import system_lang
    from ui.plumbing.language import as_lang
    from ui.preferences.settings import app_settings

    return as_lang(lang or (settings or app_settings()).value("language", system_lang()))


def store_failure_text(error: Exception, lang: Lang | None) -> str:
    """Why the window cannot start, in the language the window would have spoken (the
    command's --lang, else the saved setting, else the system's): no translator is loaded yet,
    so the words come from the message table."""
    from app.words import say, say_error
    from rules.messages import Message

    chosen = window_language(lang)
    reason = say_error(error, chosen, None)
    return say(Message.of("database_cannot_open", reason=reason), chosen, None)


def run_gui(
    db: str | os.PathLike[str] | None = None, *, demo: bool = True, lang: Lang | None = None
) -> int:
    """The window; `lang` ("en", "ru" or None for the saved setting) is the command's --lang."""
    hold_garbage_collection()
    app = application(icon=False)
    placeholder, label = show_placeholder(app)
    # Right after the first paint: opening the log file costs as much as the paint itself.
    from ui.plumbing.crash import install_crash_reporting

    install_crash_reporting()
    from app.store.errors import StoreError

    previewed = preview_main_window(db, demo=demo, lang=lang)
    if previewed is not None:
        return _run_previewed(app, previewed, placeholder, label, lang)
    try:
        window = load_main_window(db, demo=demo, lang=lang)
    except StoreError as exc:
        label.setText(_centred(store_failure_text(exc, lang)))
        settle_garbage_collection()
        return app.exec()
    show_on_screen(window)
    placeholder.close()
    say_if_made(window, db, demo=demo)
    QTimer.singleShot(0, settle_garbage_collection)  # after the window's first paint
    return app.exec()


# The window manager frames a new window a moment after it is shown; only then does Qt know the
# frame's size (its title bar) to keep the whole window on the screen.
FRAMED_AFTER_MS = 300


def show_on_screen(window: MainWindow) -> None:
    """Show the window, and once it is framed keep all of it (status line, title bar) inside
    the screen's free area: at 1366x768 the status line was below the screen's edge."""
    window.show()
    QTimer.singleShot(FRAMED_AFTER_MS, window, partial(keep_on_screen, window))


def say_if_made(window: MainWindow, db: str | os.PathLike[str] | None, *, demo: bool) -> None:
    """A campaign file named by --db that was made just now is said in the status line: a
    mistyped path must not pass for the player's own campaign (a preview means it existed)."""
    from app.store.database import chosen_file, explicitly_chosen
    from app.words import line

    path = chosen_file(db)
    if path is None or not explicitly_chosen(db) or not window.session.store.database.created:
        return
    made = line(window.lang, "database_file_made_demo") if demo else ""
    window.message.setText(line(window.lang, "database_file_made", path=str(path), demo=made))


def _run_previewed(
    app: QApplication,
    window: MainWindow,
    placeholder: QMainWindow,
    label: QLabel,
    lang: Lang | None,
) -> int:
    start_previewed(window, placeholder, label, lang)
    return app.exec()


def start_previewed(
    window: MainWindow, placeholder: QMainWindow, label: QLabel, lang: Lang | None
) -> None:
    """Show the window painted from the preview, and open its store after that first paint.
    If the store cannot open after all, the window gives way to the placeholder saying why in
    the start's own words (nothing was written)."""

    def failed(error: Exception) -> None:
        label.setText(_centred(store_failure_text(error, lang)))
        placeholder.show()
        window.hide()

    opened: list[bool] = []

    def open_store() -> None:
        if opened:
            return
        opened.append(True)
        window.session.open_store()
        settle_garbage_collection()  # the store's modules live as long as the program

    window.session.storeFailed.connect(failed)
    after_first_paint(window, open_store)
    # A window that is not painted (started minimized, on no visible screen) opens it anyway.
    QTimer.singleShot(OPEN_STORE_AT_THE_LATEST_MS, open_store)
    show_on_screen(window)
    placeholder.close()
