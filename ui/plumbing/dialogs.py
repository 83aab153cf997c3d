"""Running the program's own dialogs and wizards."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

# Yes and No with No as the default, for QMessageBox.question: Enter keeps the work.
NO_BY_DEFAULT = (
    QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
    QMessageBox.StandardButton.No,
)
LAST_FOLDER = "last_folder"  # the setting: where the player last opened or saved a file


def run_modal(dialog: QDialog) -> int:
    """Show a dialog modally and delete it once it is closed.

    A dialog made with a parent lives as long as the parent does: without this every opening
    would leave one more hidden dialog in the window for the rest of the session. What the
    caller reads from it right after (its result, what it created) is still there: the
    deletion waits for the event loop.
    """
    try:
        return dialog.exec()
    finally:
        dialog.deleteLater()


def confirm(parent: QWidget | None, title: str, question: str) -> bool:
    """Ask before deleting or throwing work away. No is the default: Enter, pressed out of
    habit, keeps everything."""
    answer = QMessageBox.question(parent, title, question, *NO_BY_DEFAULT)
    return answer == QMessageBox.StandardButton.Yes


def start_folder(settings: QSettings) -> Path:
    """Where a file dialog opens: the folder used last, else the documents folder, else the
    home folder; never the program's working folder."""
    last = settings.value(LAST_FOLDER)
    if isinstance(last, str) and last and Path(last).is_dir():
        return Path(last)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and Path(documents).is_dir():
        return Path(documents)
    return Path.home()


def remember_folder(settings: QSettings, chosen: str) -> None:
    """The folder of a file the player chose: the next dialog opens there."""
    settings.setValue(LAST_FOLDER, str(Path(chosen).parent))
