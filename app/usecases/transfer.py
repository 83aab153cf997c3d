"""Export and import of whole warbands as JSON files."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app import exchange
from app.domain import new_id
from app.store.repository import Store
from app.usecases.core import Change, Description, RefusedError, check_move
from app.usecases.details import Imported
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
    warband that is still here), in which case they get new ones.
    """
    state, battles = exchange.loads(store.ruleset, text)
    if name is not None:
        from app.usecases.warbands import clean_name

        state.name = clean_name(name)
    try:
        remaining = check_move(store, None, state)
    except RefusedError as exc:  # a well-formed file of a warband the rules do not allow
        raise exchange.ExchangeError(
            Message.of("file_breaks_rules", error=message_of(exc))
        ) from None
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
) -> Change[Imported]:
    """Add a warband from another tool's file (the `which`-th when it holds several).

    It goes through `import_warband`: the same checks, one transaction, one undo. What the
    file has that cannot be mapped is kept as a note on its warrior (or the warband) and listed
    in `details.unmapped`; with `strict` the import is refused with that list instead.
    """
    from app.importers import OWN, detect, read_foreign

    if (fmt or detect(data)) == OWN:
        return _imported(import_warband(store, data), None, Imported([], "", []))
    drafts = read_foreign(store.ruleset, data, fmt)
    if not 0 <= which < len(drafts):
        raise exchange.ExchangeError(Message.of("file_warband_choice", count=len(drafts)))
    return import_draft(store, drafts[which], [d.name for d in drafts], strict=strict, lang=lang)


def import_draft(
    store: Store, draft: Draft, names: list[str], *, strict: bool = False, lang: Lang = "en"
) -> Change[Imported]:
    """`import_foreign` of one warband of a file already read (`names`: the file's warbands):
    a campaign file of many warbands is read once, not once for each (#23)."""
    from app.importers import tool_name
    from app.importers.report import note_line, thing

    if strict and draft.unmapped:
        listed = "; ".join(thing(u, lang) for u in draft.unmapped)
        raise exchange.ExchangeError(Message.of("foreign_not_understood", listed=listed))
    tool = tool_name(draft.source, lang)
    for warrior in draft.warband["warriors"]:
        line = note_line([u for u in draft.unmapped if u.warrior_id == warrior["id"]], tool, lang)
        warrior["notes"] = "\n".join(filter(None, (warrior["notes"], line)))[: exchange.MAX_TEXT]
    draft.warband["notes"] = note_line([u for u in draft.unmapped if not u.warrior_id], tool, lang)
    change = import_warband(store, draft.text())
    details = Imported(list(draft.unmapped), draft.source, list(names))
    return _imported(
        change, Message.of("did_import_from", warband=change.after.name, tool=tool), details
    )


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
