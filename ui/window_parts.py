"""What a helper of the main window may use of it: `WindowParts`, exactly those parts.

The helpers (a feature of ui/features.py, a menu of its own such as the Battle menu, a dialog it
opens) take a `WindowParts`, never the `MainWindow` itself: none of them imports
`ui.main_window`, so the window knows its helpers and no helper knows the window's insides
(tests/ui/test_window_parts.py holds it). `MainWindow` has every part below.
"""

from __future__ import annotations

from typing import IO, TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMainWindow, QMenu

    from app.pdf.sheet import Paper
    from rules.models import Lang
    from ui.files.pdf_dialog import PdfOptions
    from ui.session import Session


class WindowParts(Protocol):
    """The parts of the main window its helpers use."""

    session: Session  # every change and every read of the campaign goes through it
    settings: QSettings
    lang: Lang  # the interface's language
    # The menus a helper adds its entries to, and the entries it puts its own before.
    file_menu: QMenu
    warband_menu: QMenu
    settings_menu: QMenu
    view_menu: QMenu
    quit_action: QAction
    rename_action: QAction

    def as_widget(self) -> QMainWindow:
        """The window as Qt's widget: the parent of a helper's dialogs, actions and bars."""
        ...

    def another(self, session: Session) -> WindowParts:
        """A new window like this one (its settings and language) on another campaign."""
        ...

    # --- the message line ---------------------------------------------------------------------

    def say(self, message: str, *, now: bool = False) -> None:
        """The message line says what was done (`now`: drawn at once, before a long wait)."""
        ...

    def show_error(self, message: str) -> None:
        """The message line says what went wrong, in red."""
        ...

    def said(self) -> str:
        """What the message line says now."""
        ...

    # --- the open warband ---------------------------------------------------------------------

    def open_warband(self, warband_id: int) -> None: ...

    def refresh_list(self) -> None:
        """The warband list read again (a warband added or removed)."""
        ...

    def import_file(self, path: Path) -> None:
        """File > Import of a chosen file: a warband file, ours or another tool's."""
        ...

    # --- the printed sheet --------------------------------------------------------------------

    def paper(self) -> Paper:
        """The paper of the machine's locale: Letter in the USA, A4 elsewhere."""
        ...

    def pdf_options(self) -> PdfOptions: ...

    def write_pdf(self, target: Path | IO[bytes], options: PdfOptions | None = None) -> bool: ...

    def export_pdf(self, options: PdfOptions | None = None) -> None: ...

    def print_sheet(self, options: PdfOptions | None = None) -> None: ...
