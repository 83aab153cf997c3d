"""File > Export model cards: the open warband's cards as a PDF, in the interface language."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog

from app.plumbing.files import safe_file_name

if TYPE_CHECKING:
    from ui.window_parts import WindowParts


# A fixed context, written out at each call: lupdate files the strings under it.
translate = QCoreApplication.translate


def size_filters() -> dict[str, str]:
    """The file dialog's filters, one per card size."""
    return {
        translate("CardsExport", "Poker-size cards, nine per page (*.pdf)"): "poker",
        translate("CardsExport", "A6 cards, two per page (*.pdf)"): "a6",
    }


def export_cards(window: WindowParts) -> None:
    state = window.session.current
    if state is None or state.id is None:
        return
    filters = size_filters()
    path, chosen = QFileDialog.getSaveFileName(
        window.as_widget(),
        translate("CardsExport", "Export model cards"),
        safe_file_name(state.name, ".cards.pdf"),
        ";;".join(filters),
    )
    if not path:
        return
    if Path(path).suffix.lower() != ".pdf":
        path += ".pdf"
    write_cards(window, Path(path), filters.get(chosen, "poker"))


def write_cards(window: WindowParts, path: Path, size: str) -> bool:
    """Write the cards; False (and the reason shown) when the file cannot be written."""
    from app.pdf.cards import CARD_SIZES
    from app.pdf.cards import export_cards as write

    state = window.session.current
    if state is None or state.id is None or size not in CARD_SIZES:
        return False
    try:
        write(window.session.store, state.id, path, lang=window.lang, size=size)  # type: ignore[arg-type]
    except OSError as exc:
        window.show_error(
            translate("CardsExport", "Cannot write {0}: {1}").format(path, exc.strerror or exc)
        )
        return False
    window.say(translate("CardsExport", "Wrote {0}").format(path))
    return True
