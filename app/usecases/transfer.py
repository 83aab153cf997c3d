"""Export and import of whole warbands as JSON files."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.domain import WarbandState, new_id
from app.exports import exchange
from app.exports.warband_code import unwrap
from app.store.repository import Store
from app.usecases.core import Change, Description, RefusedError, blocks, check_move, problems_of
from app.usecases.details import Imported
from rules.composition import Problem
from rules.messages import Message, message_of
from rules.models import Lang

if TYPE_CHECKING:
    from app.importers import Draft


def export_warband(store: Store, warband_id: int) -> str:
    """The warband and its battle log as a JSON document."""
    return exchange.dumps(store.load(warband_id), store.battles(warband_id))


def import_warband(store: Store, text: str | bytes, *, name: str | None = None) -> Change[None]:
    """Add a warband from an exported file; a bad file raises ExchangeError and writes nothing.

    Warrior ids are kept unless the same ids are already in this database (an import of a
    warband that is still here), in which case they get new ones. Without a `name` chosen, a
    name the campaign has already becomes "name (2)", and the change says so.
    """
    return _import_own(store, text, name)[0]


def _import_own(store: Store, text: str | bytes, name: str | None) -> tuple[Change[None], str]:
    """The import's change and the file's name for the warband when it had to be changed.
    `text` may be our JSON or the text of the warband's scanned QR codes."""
    state, battles = exchange.loads(store.ruleset, unwrap(text))
    if name is not None:
        from app.usecases.warbands import clean_name

        state.name = clean_name(name)
        return _insert(store, state, battles, _checked(store, state)), ""
    original, state.name = state.name, free_warband_name(store, state.name)
    change = _insert(store, state, battles, _checked(store, state))
    if state.name == original:
        return change, ""
    said = Message.of("did_import_renamed", warband=original, copy=state.name)
    renamed = Change(change.warband_id, said, change.before, change.after, change.problems, None)
    return renamed, original


def free_warband_name(store: Store, name: str) -> str:
    """The name itself, or "name (2)", "(3)"... when a warband of the campaign has it already
    (a second import of the same file)."""
    taken = {summary.name.casefold() for summary in store.list_warbands()}
    if name.casefold() not in taken:
        return name
    number = 2
    while True:
        suffix = f" ({number})"
        candidate = name[: exchange.MAX_NAME - len(suffix)].rstrip() + suffix
        if candidate.casefold() not in taken:
            return candidate
        number += 1


def _checked(store: Store, state: WarbandState) -> list[Problem]:
    """The problems of a sheet to import; one the rules do not allow refuses it."""
    try:
        return check_move(store, None, state)
    except RefusedError as exc:  # a well-formed file of a warband the rules do not allow
        raise exchange.ExchangeError(
            Message.of("file_breaks_rules", error=message_of(exc))
        ) from None


def _insert(
    store: Store, state: WarbandState, battles: list[dict[str, Any]], remaining: list[Problem]
) -> Change[None]:
    """Write an imported sheet in one transaction; Undo puts it in the bin."""
    with store.transaction() as tx:
        if tx.warrior_ids_taken([w.id for w in state.warriors]):
            for warrior in state.warriors:
                old, warrior.id = warrior.id, new_id()
                if state.leader_id == old:
                    state.leader_id = warrior.id
        state.battles = [dict(battle) for battle in battles]
        saved = tx.insert(state)
        assert saved.id is not None
    binned = saved.copy()
    binned.deleted = True
    return Change(
        saved.id,
        Message.of("did_import", warband=saved.name),
        binned,
        saved,
        tuple(remaining),
        None,
    )


def import_foreign(
    store: Store,
    data: bytes,
    *,
    fmt: str | None = None,
    which: int = 0,
    strict: bool = False,
    lang: Lang = "en",
    file_name: str = "",
) -> Change[Imported]:
    """Add a warband from another tool's file (the `which`-th when it holds several).

    It is written as the file has it, in one transaction, one undo. What the file has that
    cannot be mapped is kept as a note on its warrior (or the warband) and listed in
    `details.unmapped`; what breaks our rules (a house rule, a promoted hero, an item off the
    list) comes in too, stays on the sheet's problems and is named in the warband's note with
    the file (`file_name`, else the tool). With `strict` either refuses the import instead.
    """
    from app.importers import OWN, detect, read_foreign

    if (fmt or detect(data)) == OWN:
        own, renamed = _import_own(store, data, None)
        return _imported(own, None, Imported([], "", [], renamed))
    drafts = read_foreign(store.ruleset, data, fmt)
    if not 0 <= which < len(drafts):
        raise exchange.ExchangeError(Message.of("file_warband_choice", count=len(drafts)))
    names = [d.name for d in drafts]
    return import_draft(store, drafts[which], names, strict=strict, lang=lang, file_name=file_name)


def import_draft(
    store: Store,
    draft: Draft,
    names: list[str],
    *,
    strict: bool = False,
    lang: Lang = "en",
    file_name: str = "",
) -> Change[Imported]:
    """`import_foreign` of one warband of a file already read (`names`: the file's warbands):
    a campaign file of many warbands is read once, not once for each (#23)."""
    from app.importers import tool_name
    from app.importers.report import breaks_line, campaign_line, note_line, thing

    if draft.refusal is not None:  # a warband of the file that could not be read
        raise exchange.ExchangeError(draft.refusal)
    if strict and draft.unmapped:
        listed = "; ".join(thing(u, lang) for u in draft.unmapped)
        raise exchange.ExchangeError(Message.of("foreign_not_understood", listed=listed))
    tool = tool_name(draft.source, lang)
    for warrior in draft.warband["warriors"]:
        line = note_line([u for u in draft.unmapped if u.warrior_id == warrior["id"]], tool, lang)
        warrior["notes"] = "\n".join(filter(None, (warrior["notes"], line)))[: exchange.MAX_TEXT]
    kept = note_line([u for u in draft.unmapped if not u.warrior_id], tool, lang)
    held = campaign_line(draft.campaign, draft.campaign_notes, draft.player, tool, lang)
    draft.warband["notes"] = "\n".join(filter(None, (held, kept)))[: exchange.MAX_TEXT]
    state, battles = exchange.loads(store.ruleset, draft.text())
    original, state.name = state.name, free_warband_name(store, state.name)
    if strict:
        remaining = _checked(store, state)
    else:
        remaining = problems_of(store, state)
        broken = [p.text(lang) for p in remaining if blocks(p)]
        breaks = breaks_line(broken, file_name or tool, lang)
        state.notes = "\n".join(filter(None, (state.notes, breaks)))[: exchange.MAX_TEXT]
    change = _insert(store, state, battles, remaining)
    renamed = original if original != state.name else ""
    details = Imported(
        list(draft.unmapped),
        draft.source,
        list(names),
        renamed,
        draft.campaign,
        draft.player,
        draft.campaign_notes,
    )
    said = (
        Message.of("did_import_from_renamed", warband=original, copy=state.name, tool=tool)
        if renamed
        else Message.of("did_import_from", warband=state.name, tool=tool)
    )
    return _imported(change, said, details)


def _imported(
    change: Change[None], description: Description | None, details: Imported
) -> Change[Imported]:
    """The import's change, saying what the file held (and from which tool)."""
    return Change(
        change.warband_id,
        description or change.description,
        change.before,
        change.after,
        change.problems,
        details,
    )


def duplicate_warband(store: Store, warband_id: int, name: str) -> Change[None]:
    """A copy of a warband under another name, with its battle log and new warrior ids (to try
    a plan out, or to start a campaign again from here). Undo puts the copy in the bin."""
    source = store.load(warband_id)
    change = import_warband(store, export_warband(store, warband_id), name=name)
    description = Message.of("did_duplicate", warband=source.name, copy=change.after.name)
    return Change(
        change.warband_id, description, change.before, change.after, change.problems, None
    )


def foreign_breaks(store: Store, draft: Draft, lang: Lang = "en") -> list[str]:
    """What a warband read from another tool's file would bring against our rules, in words,
    before anything is written (for the player to import it as it is, or refuse it)."""
    if draft.refusal is not None:  # a warband of the file that could not be read
        raise exchange.ExchangeError(draft.refusal)
    state, _ = exchange.loads(store.ruleset, draft.text())
    return [p.text(lang) for p in problems_of(store, state) if blocks(p)]
