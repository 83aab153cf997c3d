"""The rules packs a campaign plays with: which supplements are switched on.

A house-rules decision a club makes for the whole campaign, so it is a setting of the database
(not of one warband), changed through a use case with an exact undo. The setting keeps only the
player's departures from the packs' defaults, so a pack a later release adds takes its own
default. A later league feature may move it onto a campaign entity.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from app.store.repository import ConflictError, SheetReader, Store
from app.usecases.refusal import Description, RefusedError
from rules.custom import CustomRules, owns
from rules.messages import Message
from rules.models import CORE_PACK, HiredSword, Pack, Ruleset, Warband

if TYPE_CHECKING:
    from app.usecases.changes import ChangeView

PACKS_SETTING = "packs"


@dataclass(frozen=True)
class SettingChange:
    """A change of a campaign setting: the stored value before and after, for undo."""

    key: str
    description: Description
    before: Any
    after: Any

    def undo(self, store: Store) -> SettingChange:
        return undo_setting(store, self)

    def redo(self, store: Store) -> SettingChange:
        return undo_setting(store, self)  # undoing the undo redoes it

    def show(self, view: ChangeView) -> None:
        view.setting_changed(self.key)


def _departures(value: Any) -> tuple[set[str], set[str]]:
    """The stored {"on": [...], "off": [...]}; anything else counts as no departures."""
    if not isinstance(value, dict):
        return set(), set()
    on, off = value.get("on", []), value.get("off", [])
    ids = (on if isinstance(on, list) else []) + (off if isinstance(off, list) else [])
    if not all(isinstance(x, str) for x in ids):
        return set(), set()
    return set(on), set(off)


def enabled_packs_of(ruleset: Ruleset, value: Any) -> frozenset[str]:
    """The packs on under a stored setting: the defaults, plus those switched on, minus those
    switched off; the core rulebook always; ids no longer known are ignored."""
    on, off = _departures(value)
    enabled = (set(ruleset.default_packs()) | on) - off
    return frozenset(p for p in enabled if p in ruleset.packs) | {CORE_PACK}


def enabled_packs(store: SheetReader) -> frozenset[str]:
    return enabled_packs_of(store.ruleset, store.setting(PACKS_SETTING))


def _pack(ruleset: Ruleset, pack_id: str) -> Pack:
    if pack_id not in ruleset.packs:
        known = ", ".join(sorted(ruleset.packs))
        raise RefusedError(Message.of("no_such_pack", pack_id=pack_id, known=known))
    return ruleset.packs[pack_id]


def _stored(ruleset: Ruleset, enabled: Iterable[str]) -> dict[str, list[str]] | None:
    """The departures from the defaults that give `enabled`; None when there are none."""
    wanted, defaults = set(enabled), set(ruleset.default_packs())
    on, off = sorted(wanted - defaults), sorted(defaults - wanted)
    return {"on": on, "off": off} if on or off else None


def _write(store: Store, description: Description, enabled: frozenset[str]) -> SettingChange:
    with store.transaction() as tx:
        before = tx.setting(PACKS_SETTING)
        after = _stored(store.ruleset, enabled)
        tx.set_setting(PACKS_SETTING, after)
    return SettingChange(PACKS_SETTING, description, before, after)


def enable_pack(store: Store, pack_id: str) -> SettingChange:
    """Switch a pack on, with every pack it requires."""
    ruleset = store.ruleset
    pack = _pack(ruleset, pack_id)
    needed = {pack.id}
    todo = list(pack.requires)
    while todo:
        current = todo.pop()
        if current not in needed:
            needed.add(current)
            todo.extend(ruleset.packs[current].requires)
    enabled = enabled_packs(store)
    if needed <= enabled:
        raise RefusedError(Message.of("pack_already_on", pack_id=pack_id))
    return _write(store, Message.of("did_switch_on", pack=pack.name), enabled | needed)


def disable_pack(store: Store, pack_id: str) -> SettingChange:
    """Switch a pack off. The core rulebook stays; a pack another switched-on pack needs stays.

    Warbands of a switched-off pack keep working; only new ones cannot be made or hired."""
    ruleset = store.ruleset
    pack = _pack(ruleset, pack_id)
    if pack.always_on:
        raise RefusedError(Message.of("core_pack_always_on"))
    enabled = enabled_packs(store)
    if pack_id not in enabled:
        raise RefusedError(Message.of("pack_already_off", pack_id=pack_id))
    needing = sorted(p for p in enabled if pack_id in ruleset.packs[p].requires)
    if needing:
        raise RefusedError(
            Message.of("pack_needed_by", needing=", ".join(needing), pack_id=pack_id)
        )
    return _write(store, Message.of("did_switch_off", pack=pack.name), enabled - {pack_id})


def undo_setting(store: Store, change: SettingChange) -> SettingChange:
    """Put the setting back as it was before `change`; the returned change redoes it."""
    with store.transaction() as tx:
        current = tx.setting(change.key)
        if current != change.after:
            raise ConflictError(
                Message.of(
                    "setting_undo_later_first", setting=change.key, change=change.description
                )
            )
        tx.set_setting(change.key, change.before)
    return SettingChange(
        change.key, Message.of("did_undo", change=change.description), change.after, change.before
    )


def require_pack_enabled(store: Store, pack_id: str, what: Message) -> None:
    """Refuse to make or hire something of a switched-off pack, saying how to switch it on."""
    if pack_id in enabled_packs(store):
        return
    pack = store.ruleset.packs[pack_id]
    raise RefusedError(
        Message.of(
            "pack_switched_off", what=what, pack=pack.id, pack2=pack.name, source=pack.source
        )
    )


GRADE_ORDER = ("core", "1a", "1b", "1c", "2")


def warband_types_by_pack(store: Store) -> list[tuple[Pack, list[Warband]]]:
    """The warband types a new warband may take, grouped by switched-on pack: the core
    rulebook first, then by grade and name."""
    ruleset = store.ruleset
    enabled = enabled_packs(store)
    packs = sorted(
        (p for p in ruleset.packs.values() if p.id in enabled and p.warbands),
        key=lambda p: (GRADE_ORDER.index(p.grade), p.name.en),
    )
    return [(p, [ruleset.warbands[w] for w in p.warbands]) for p in packs]


def hireable_swords(
    store: Store, warband_type: str, custom: CustomRules | None = None
) -> list[HiredSword]:
    """Hired swords and dramatis personae of switched-on packs that this warband type may
    hire, cheapest first; of the custom ones (rules.custom), those of its own `custom` only."""
    ruleset = store.ruleset
    enabled = enabled_packs(store)
    return sorted(
        (
            sword
            for sword in ruleset.hired_swords.values()
            if sword.pack in enabled
            and ruleset.may_hire(warband_type, sword.id)
            and owns(custom or CustomRules(), sword.id)
        ),
        key=lambda s: (s.dramatis_persona, s.hire_fee, s.name.en),
    )
