"""File > Export for Mordheim Roster Builder: the open warband as that tool's own warband save
(app/exports/roster_builder.py), which its Import reads; the status line says where it went
and what the save could not hold, in the window's language."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog

from app.plumbing.files import safe_file_name, write_text_atomic
from app.plumbing.refusal import Refusal
from ui.plumbing.dialogs import remember_folder, start_folder
from ui.plumbing.words import say_error

if TYPE_CHECKING:
    from ui.window_parts import WindowParts


# A fixed context, written out at each call: lupdate files the strings under it.
translate = QCoreApplication.translate


def export_for_roster_builder(window: WindowParts) -> None:
    state = window.session.current
    if state is None or state.id is None:
        return
    path, _chosen = QFileDialog.getSaveFileName(
        window.as_widget(),
        translate("RosterBuilderExport", "Export for Mordheim Roster Builder"),
        str(start_folder(window.settings) / safe_file_name(state.name, ".json")),
        translate("RosterBuilderExport", "Mordheim Roster Builder warband (*.json)"),
    )
    if not path:
        return
    remember_folder(window.settings, path)
    if Path(path).suffix.lower() != ".json":
        path += ".json"
    write_save(window, Path(path))


def write_save(window: WindowParts, path: Path) -> bool:
    """Write the save; False (and the reason shown, nothing written) when the tool has no
    such warband type or the file cannot be written."""
    from app.exports.roster_builder import not_carried_line, to_save

    state = window.session.current
    if state is None or state.id is None:
        return False
    store = window.session.store
    try:
        save = to_save(store.ruleset, state, store.battles(state.id))
    except Refusal as refused:
        window.show_error(say_error(refused, window.lang, store.ruleset))
        return False
    try:
        write_text_atomic(path, save.text() + "\n")
    except OSError as exc:
        window.show_error(
            translate("RosterBuilderExport", "Cannot write {0}: {1}; nothing was written").format(
                path, exc.strerror or exc
            )
        )
        return False
    said = translate("RosterBuilderExport", "Wrote {0}").format(path)
    left = not_carried_line(save.left, window.lang)
    window.say(f"{said}. {left}" if left else said)
    return True
