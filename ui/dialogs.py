"""Running the program's own dialogs and wizards."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog


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
