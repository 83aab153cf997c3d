"""File > Import's questions for another tool's file: which warband of several (or the whole
campaign the file holds, as a league), and whether to import one whose things partly have no
match here (kept as notes) or refuse it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QInputDialog, QMessageBox

from app.exports.exchange import ExchangeError
from app.importers.report import breaks_report, report
from app.plumbing.progress import Cancelled
from app.usecases.campaign_import import campaign_name, import_campaign
from app.usecases.transfer import foreign_breaks
from rules.messages import Message
from ui.plumbing.background import run_in_background
from ui.plumbing.words import fill, say

if TYPE_CHECKING:
    from pathlib import Path

    from app.importers import Draft, Unmapped
    from app.usecases.campaign_import import CampaignImported
    from app.usecases.core import Change
    from app.usecases.details import Imported
    from ui.window_parts import WindowParts

# A fixed context, written out at each call: lupdate files the strings under it.
translate = QCoreApplication.translate

WHOLE = -1  # the choice of the whole campaign a file holds, as a league campaign


def choose_import(
    window: WindowParts, data: bytes, file_name: str = ""
) -> tuple[int, list[Draft]] | None:
    """The index of the warband to import (`WHOLE`: every one, and the file's campaign) and
    the file's warbands, read once, off the window's thread ([] for our own file or one the
    import refuses); None when the player cancels the reading or either question."""
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
    campaign = campaign_name(drafts, file_name)
    which = _which(window, drafts, campaign) if campaign or len(drafts) > 1 else 0
    if which is None:
        return None
    lines = _lines(window, drafts if which == WHOLE else [drafts[which]], which == WHOLE)
    if not lines:
        return which, drafts
    return (which, drafts) if _agree_to_notes(window, lines, which == WHOLE) else None


def _which(window: WindowParts, drafts: list[Draft], campaign: str) -> int | None:
    names = [f"{n}. {draft.name}" for n, draft in enumerate(drafts, start=1)]
    whole = translate(
        "ForeignImport", "The whole campaign “{0}” as a league ({1:plural:warband|warbands})"
    )
    choices = [fill(whole, campaign, len(drafts)), *names] if campaign else names
    choice, ok = QInputDialog.getItem(
        window.as_widget(),
        translate("ForeignImport", "Import warband"),
        translate("ForeignImport", "The file holds a campaign. Import all of it, or one warband?")
        if campaign
        else translate("ForeignImport", "The file holds several warbands. Which one?"),
        choices,
        0,
        False,
    )
    if not ok or choice not in choices:
        return None
    return WHOLE if campaign and choice == choices[0] else names.index(choice)


def _lines(window: WindowParts, drafts: list[Draft], named: bool) -> list[str]:
    """What the warbands to import have that has no match here, and what they break of our
    rules, in words (each under its warband's name when there are several); a warband the
    import will refuse is said after it."""
    lines: list[str] = []
    for draft in drafts:
        try:
            breaks = foreign_breaks(window.session.store, draft, window.lang)
        except ExchangeError:
            continue  # the import itself refuses it and says why
        said = report(draft.unmapped, window.lang) + breaks_report(breaks, window.lang)
        lines += ([f"{draft.name}:"] if named and said else []) + said
    return lines


def _agree_to_notes(window: WindowParts, lines: list[str], campaign: bool = False) -> bool:
    """Import what has no match as notes and what breaks our rules as it is, or nothing."""
    question = (
        translate(
            "ForeignImport",
            "Import the campaign's warbands and keep these as notes on the warriors? No: "
            "nothing is imported.",
        )
        if campaign
        else translate(
            "ForeignImport",
            "Import the warband and keep these as notes on the warriors? No: nothing is imported.",
        )
    )
    answer = QMessageBox.question(
        window.as_widget(),
        translate("ForeignImport", "Import warband"),
        "\n".join(lines[:21] + (["  …"] if len(lines) > 21 else [])) + "\n\n" + question,
    )
    return answer == QMessageBox.StandardButton.Yes


def import_whole(window: WindowParts, drafts: list[Draft], path: Path) -> bool:
    """Every warband of the file and its campaign as a league campaign, one change through
    the session; the first warband opened and the message line saying what came in (and
    which warband did not, and why). False when nothing was imported (the session said why)."""
    change = window.session.run(
        import_campaign,
        drafts,
        name=campaign_name(drafts, path.name),
        lang=window.lang,
        file_name=path.name,
    )
    if change is None:
        return False
    window.open_warband(change.warbands[0].warband_id)
    said = " ".join(say(m, window.lang, window.session.ruleset) for m in campaign_words(change))
    if change.refused or change.not_entered:
        window.show_error(said)  # which warband is missing, and why: it must be seen
    else:
        window.say(said)
    return True


def campaign_words(change: CampaignImported) -> list[Message]:
    """What an import of a whole campaign did, in the catalogue's words."""
    players = ", ".join(change.players)
    words = [
        Message.of(
            "imported_campaign",
            campaign=change.campaign,
            count=len(change.warbands),
            players=players,
        )
    ]
    words += [
        Message.of("cli_import_renamed", warband=c.details.renamed_from, copy=c.after.name)
        for c in change.warbands
        if c.details.renamed_from
    ]
    words += [
        Message.of("campaign_warband_not_imported", warband=name, error=why)
        for _, name, why in change.refused
    ]
    return words + list(change.not_entered)


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
