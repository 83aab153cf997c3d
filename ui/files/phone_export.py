"""File > Export for phones: the open warband as one HTML page (app/exports/html_export.py), no
script and no network, in the interface language."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from app.plumbing.files import safe_file_name, write_text_atomic

if TYPE_CHECKING:
    from app.store.repository import Store
    from rules.models import Lang
    from ui.window_parts import WindowParts


# A fixed context, written out at each call: lupdate files the strings under it.
translate = QCoreApplication.translate


def export_for_phones(window: WindowParts) -> None:
    state = window.session.current
    if state is None or state.id is None:
        return
    path, _chosen = QFileDialog.getSaveFileName(
        window.as_widget(),
        translate("PhoneExport", "Export for phones"),
        safe_file_name(state.name, ".html"),
        translate("PhoneExport", "Web page for phones (*.html)"),
    )
    if not path:
        return
    if Path(path).suffix.lower() not in (".html", ".htm"):
        path += ".html"
    write_page(window, Path(path))


def write_page(window: WindowParts, path: Path) -> bool:
    """Write the page; False (and the reason shown) when the file cannot be written."""
    from app.exports.html_export import warband_html

    state = window.session.current
    if state is None or state.id is None:
        return False
    page = warband_html(window.session.store, state.id, window.lang)
    try:
        write_text_atomic(path, page)
    except OSError as exc:
        window.show_error(
            translate("PhoneExport", "Cannot write {0}: {1}").format(path, exc.strerror or exc)
        )
        return False
    window.say(translate("PhoneExport", "Wrote {0}").format(path))
    return True


def export_league_for_phones(
    parent: QWidget, store: Store, campaign_id: int, name: str, lang: Lang
) -> str:
    """The campaign's page (standings, head to head, chart, timeline, every roster), written
    where the player chooses; the line that says what happened ("" when he cancelled)."""
    from app.exports.html_export import league_html

    path, _chosen = QFileDialog.getSaveFileName(
        parent,
        translate("PhoneExport", "Export for phones"),
        safe_file_name(name, ".html"),
        translate("PhoneExport", "Web page for phones (*.html)"),
    )
    if not path:
        return ""
    if Path(path).suffix.lower() not in (".html", ".htm"):
        path += ".html"
    try:
        write_text_atomic(Path(path), league_html(store, campaign_id, lang))
    except OSError as exc:
        return translate("PhoneExport", "Cannot write {0}: {1}").format(path, exc.strerror or exc)
    return translate("PhoneExport", "Wrote {0}").format(path)
