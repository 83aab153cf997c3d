"""File > Import's questions for another tool's file: which warband of several, and whether to
import one whose things partly have no match here (kept as notes) or refuse it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QInputDialog, QMessageBox

from app.exports.exchange import ExchangeError
from app.importers.report import breaks_report, report
from app.plumbing.progress import Cancelled
from app.usecases.transfer import foreign_breaks
from ui.plumbing.background import run_in_background
from ui.plumbing.words import say

if TYPE_CHECKING:
    from app.importers import Draft, Unmapped
    from app.usecases.core import Change
    from app.usecases.details import Imported
    from ui.window_parts import WindowParts

# A fixed context, written out at each call: lupdate files the strings under it.
translate = QCoreApplication.translate


def choose_import(window: WindowParts, data: bytes) -> tuple[int, list[Draft]] | None:
    """The index of the warband to import and the file's warbands, read once, off the
    window's thread ([] for our own file or one the import refuses); None when the player
    cancels the reading or either question."""
    from app.importers import preview

    ruleset = window.session.ruleset
    label = translate("ForeignImport", "Reading the file...")
    try:
        drafts = run_in_background(
            window.as_widget(), label, lambda progress: preview(ruleset, data)
        )
    except Cancelled:
        return None
    except ExchangeError:
        return 0, []  # the import itself refuses the file and says why
    if not drafts:
        return 0, []  # our own file
    which = _which(window, drafts) if len(drafts) > 1 else 0
    if which is None:
        return None
    try:
        breaks = foreign_breaks(window.session.store, drafts[which], window.lang)
    except ExchangeError:
        return which, drafts  # the import itself refuses the file and says why
    lines = report(drafts[which].unmapped, window.lang) + breaks_report(breaks, window.lang)
    if not lines:
        return which, drafts
    return (which, drafts) if _agree_to_notes(window, lines) else None


def _which(window: WindowParts, drafts: list[Draft]) -> int | None:
    names = [f"{n}. {draft.name}" for n, draft in enumerate(drafts, start=1)]
    choice, ok = QInputDialog.getItem(
        window.as_widget(),
        translate("ForeignImport", "Import warband"),
        translate("ForeignImport", "The file holds several warbands. Which one?"),
        names,
        0,
        False,
    )
    return names.index(choice) if ok and choice in names else None


def _agree_to_notes(window: WindowParts, lines: list[str]) -> bool:
    """Import what has no match as notes and what breaks our rules as it is, or nothing."""
    answer = QMessageBox.question(
        window.as_widget(),
        translate("ForeignImport", "Import warband"),
        "\n".join(lines[:21] + (["  …"] if len(lines) > 21 else []))
        + "\n\n"
        + translate(
            "ForeignImport",
            "Import the warband and keep these as notes on the warriors? No: nothing is imported.",
        ),
    )
    return answer == QMessageBox.StandardButton.Yes


def tell_unmapped(
    window: WindowParts, unmapped: list[Unmapped], change: Change[Imported] | None = None
) -> None:
    """What the file had that has no match here, on the window's message line, after the new
    name of a warband whose name the campaign had already ("... (2)")."""
    lines = report(unmapped, window.lang)
    said = ""
    if change is not None and change.details.renamed_from:
        description = change.description
        if not isinstance(description, str):
            description = say(description, window.lang, window.session.ruleset)
        said = description + "."
    if lines:
        said += " " + lines[0] + " " + "; ".join(line.strip(" -") for line in lines[1:])
    if said:
        window.say(said.strip())
