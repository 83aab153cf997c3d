"""Items of a switched-off pack: never offered, never bought; those owned are kept.

An item comes into a campaign with its pack (a shared one with any of the packs that name it:
`Item.packs`). A warband may buy it while one of those packs is switched on, or is its own
warband's pack or one that pack requires: a warband of a switched-off pack keeps buying its own
kit, as it keeps hiring its own warriors. What a warband already owns stays on its sheet, and
the problems list says which pack is off.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from app.domain import WarbandState
from app.store.repository import SheetReader, Store
from app.usecases.packs import enabled_packs
from app.usecases.refusal import RefusedError
from rules._refs import requirement_closure
from rules.composition import Problem
from rules.messages import Message, Value
from rules.models import Item, Ruleset, Text
from rules.text import brief_list

#: The problem of an owned item whose packs are all switched off: shown, never blocking (the
#: use cases refuse buying it themselves, and moving it between a warrior and the stash is no
#: purchase).
ITEM_PACK_OFF = "item_pack_off"


def _own_packs(ruleset: Ruleset, warband_type: str | None) -> frozenset[str]:
    """The warband's own pack, what it requires, the core rulebook and the shared file (with
    no warband, the core rulebook's)."""
    warband = ruleset.warbands.get(warband_type) if warband_type else None
    return requirement_closure(ruleset.packs, warband.pack if warband else "core")


def _maybe_off(ruleset: Ruleset, warband_type: str | None, item_ids: Iterable[str]) -> list[Item]:
    """The known items none of whose packs the warband always has: only these can be off."""
    own = _own_packs(ruleset, warband_type)
    items = (ruleset.items.get(i) for i in dict.fromkeys(item_ids))
    return [item for item in items if item is not None and own.isdisjoint(item.packs)]


def enabled_for(
    store: SheetReader, warband_type: str | None, item_ids: Iterable[str]
) -> frozenset[str]:
    """The packs switched on, as far as these items need to know: the campaign's setting is
    read only when one of them could be off (a core item, or the warband's own, never is;
    `warband_type` None: the warband is not known yet)."""
    if not _maybe_off(store.ruleset, warband_type, item_ids):
        return frozenset(store.ruleset.packs)
    return enabled_packs(store)


def switched_off(
    ruleset: Ruleset, enabled: frozenset[str], warband_type: str, item_ids: Iterable[str]
) -> list[Item]:
    """Those of the items this warband may not buy because all their packs are off."""
    return [
        item
        for item in _maybe_off(ruleset, warband_type, item_ids)
        if enabled.isdisjoint(item.packs)
    ]


def offered_items(store: SheetReader, warband_type: str, item_ids: Iterable[str]) -> list[str]:
    """The items this warband may buy, in their order: those of switched-off packs left out."""
    ids = list(item_ids)
    enabled = enabled_for(store, warband_type, ids)
    off = {i.id for i in switched_off(store.ruleset, enabled, warband_type, ids)}
    return [i for i in ids if i not in off]


def refuse_switched_off(
    ruleset: Ruleset, enabled: frozenset[str], warband_type: str, item_ids: Iterable[str]
) -> None:
    """Refuse buying an item of a switched-off pack, saying which pack to switch on."""
    off = switched_off(ruleset, enabled, warband_type, item_ids)
    if not off:
        return
    item = off[0]
    what = Message.of("the_item", item=item.name)
    if len(item.packs) == 1:
        pack = ruleset.packs[item.packs[0]]
        raise RefusedError(
            Message.of(
                "pack_switched_off", what=what, pack=pack.id, pack2=pack.name, source=pack.source
            )
        )
    raise RefusedError(
        Message.of(
            "item_packs_switched_off",
            what=what,
            packs=brief_list(item.packs),
            pack=item.packs[0],
        )
    )


def require_items_on(store: Store, warband_type: str, item_ids: Iterable[str]) -> None:
    """`refuse_switched_off` with the campaign's setting (read only if it matters)."""
    ids = list(item_ids)
    enabled = enabled_for(store, warband_type, ids)
    refuse_switched_off(store.ruleset, enabled, warband_type, ids)


def _off_problem(ruleset: Ruleset, item: Item, owner: str | None) -> Problem:
    """The problem of an item whose packs are off, on a warrior (`owner`) or in the stash."""
    names = [ruleset.packs[p].name for p in item.packs]
    packs = Text(", ".join(n.en for n in names), ", ".join(n.ru for n in names))
    place: Value = owner if owner is not None else Message.of("pdf.stash")
    values: tuple[tuple[str, Value], ...] = (("subject", place), ("item", item.name))
    wording = "item_pack_off" if len(names) == 1 else "item_packs_off"
    return Problem(ITEM_PACK_OFF, (*values, ("packs", packs)), owner, wording)


def switched_off_problems(store: SheetReader, state: WarbandState) -> list[Problem]:
    """Each owned item (a warrior's kit, the stash) whose packs are all switched off: kept on
    the sheet, and said on the problems list. A hired sword's own kit comes with him."""
    ruleset = store.ruleset
    owners = [(w.name, w.equipment) for w in state.warriors if w.kind != "hired_sword"]
    owned = [i for _name, kit in owners for i in kit] + list(state.stash)
    if not _maybe_off(ruleset, state.type_id, owned):
        return []
    off = {i.id for i in switched_off(ruleset, enabled_packs(store), state.type_id, owned)}
    places: list[tuple[str | None, Sequence[str]]] = [*owners, (None, state.stash)]
    out = []
    for owner, kit in places:
        for item_id in dict.fromkeys(i for i in kit if i in off):
            out.append(_off_problem(ruleset, ruleset.items[item_id], owner))
    return out


__all__ = [
    "ITEM_PACK_OFF",
    "enabled_for",
    "offered_items",
    "refuse_switched_off",
    "require_items_on",
    "switched_off",
    "switched_off_problems",
]
