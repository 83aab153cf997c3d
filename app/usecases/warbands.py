"""Use cases on the warband as a whole: create, rename, money, notes, bin."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.domain import WarbandState, to_roster
from app.store.repository import ConflictError, Store, name_key
from app.usecases.core import Change, Description, RefusedError, check_move, edit, find_warrior
from app.usecases.details import LeaderChosen
from app.usecases.packs import require_pack_enabled
from rules import leadership, text
from rules.composition import Problem
from rules.messages import Message, message_of
from rules.roster import Roster
from rules.text import MAX_NAME as MAX_NAME  # the window's input limits read it from here
from rules.text import MAX_NOTES as MAX_NOTES
from rules.text import brief_list

if TYPE_CHECKING:
    from app.store.sync import Snapshot
    from app.usecases.changes import ChangeView


def clean_name(name: str, what: str = "warband") -> str:
    """A name as every entry point keeps it (rules.text.clean_name), or a refusal."""
    try:
        return text.clean_name(name, what)
    except text.TextError as exc:
        raise RefusedError(message_of(exc)) from None


def typed_name(name: str, what: str = "warband") -> str:
    """A new name typed by the player (rules.text.typed_name), or a refusal."""
    try:
        return text.typed_name(name, what)
    except text.TextError as exc:
        raise RefusedError(message_of(exc)) from None


def clean_notes(notes: str) -> str:
    try:
        return text.clean_text(notes, "notes")
    except text.TextError as exc:
        raise RefusedError(message_of(exc)) from None


def create_warband(store: Store, type_id: str, name: str) -> Change[None]:
    """A new warband of a type, with its starting gold and nobody hired yet."""
    try:
        warband = store.ruleset.warband(type_id)
    except KeyError as exc:
        raise RefusedError(message_of(exc)) from None
    require_pack_enabled(store, warband.pack, Message.of("the_warband_type", warband=warband.name))
    state = WarbandState(name=clean_name(name), type_id=type_id, treasury=warband.starting_gold)
    remaining = check_move(store, None, state)
    return insert_new_warband(store, state, remaining)


def insert_new_warband(
    store: Store, state: WarbandState, problems: Iterable[Problem]
) -> Change[None]:
    """Write a new warband in one transaction. Undo of a creation puts the warband in the bin:
    "before" is the same warband, deleted."""
    with store.transaction() as tx:
        saved = tx.insert(state)
    assert saved.id is not None
    binned = saved.copy()
    binned.deleted = True
    return Change(
        saved.id, Message.of("did_create", warband=saved.name), binned, saved, tuple(problems), None
    )


def rename_warband(store: Store, warband_id: int, name: str) -> Change[None]:
    """The warband under a new name, refused if another warband (not in the bin) has it: the
    command line finds a warband by its name."""
    new_name = typed_name(name)
    wanted = name_key(new_name)
    for other in store.list_warbands():
        if other.id != warband_id and name_key(other.name) == wanted:
            raise RefusedError(Message.of("warband_name_taken", name=other.name))

    def mutate(state: WarbandState) -> None:
        state.name = new_name

    return edit(store, warband_id, Message.of("did_rename", name=new_name), mutate)


def set_leader(store: Store, warband_id: int, warrior_id: str) -> Change[LeaderChosen]:
    """Make a hero the warband's leader: any hero who may lead in a warband whose leader is
    chosen; in any warband, one of the successors once its leader is gone."""

    def mutate(state: WarbandState) -> LeaderChosen:
        warrior = find_warrior(state, warrior_id)
        roster = to_roster(store.ruleset, state)
        hero = next((h for h in roster.heroes if h.id == warrior.id), None)
        if hero is None:
            raise RefusedError(Message.of("leader_must_be_hero", warrior=warrior.name))
        if leadership.is_leader(store.ruleset, roster, hero.id):
            raise RefusedError(Message.of("already_leader", warrior=warrior.name))
        if not leadership.may_lead(store.ruleset, roster, hero):
            raise RefusedError(_why_not_leader(store, roster, warrior.name))
        state.leader_id = warrior.id
        return LeaderChosen(warrior.id)

    return edit(store, warband_id, Message.of("did_choose_leader"), mutate)


def _why_not_leader(store: Store, roster: Roster, name: str) -> str:
    if store.ruleset.warband(roster.warband_type).leader_chosen:
        return f"{name} may not lead this warband: choose another hero"
    heirs = leadership.successors(store.ruleset, roster)
    if not heirs:
        return f"{name} cannot take command while the warband's leader lives"
    names = brief_list(h.name for h in heirs)
    return f"{name} cannot take command: the hero with the highest Leadership does ({names})"


def set_treasury(
    store: Store, warband_id: int, gold: int, *, was: int | None = None
) -> Change[None]:
    """`was`: the figure the player saw when he chose the new one (the window's dialog).
    Refused if another program changed it meanwhile: his new figure was made from the old."""
    if gold < 0:
        raise RefusedError(
            Message.of("treasury_below_zero", gold=gold),
        )

    def mutate(state: WarbandState) -> None:
        if was is not None and state.treasury != was:
            raise ConflictError(
                Message.of(
                    "treasury_changed_meanwhile", warband=state.name, now=state.treasury, was=was
                )
            )
        state.treasury = gold

    return edit(store, warband_id, Message.of("did_set_treasury", gold=gold), mutate)


def set_shards(
    store: Store, warband_id: int, shards: int, *, was: int | None = None
) -> Change[None]:
    """`was`: the number the player saw (refused if another program changed it meanwhile)."""
    if shards < 0:
        raise RefusedError(
            Message.of("shards_below_zero", shards=shards),
        )

    def mutate(state: WarbandState) -> None:
        if was is not None and state.shards != was:
            raise ConflictError(
                Message.of(
                    "shards_changed_meanwhile", warband=state.name, now=state.shards, was=was
                )
            )
        state.shards = shards

    return edit(store, warband_id, Message.of("did_set_shards", shards=shards), mutate)


def set_notes(store: Store, warband_id: int, notes: str) -> Change[None]:
    cleaned = clean_notes(notes)

    def mutate(state: WarbandState) -> None:
        state.notes = cleaned

    return edit(store, warband_id, Message.of("did_edit_notes"), mutate)


def set_house_rules(store: Store, warband_id: int, packs: list[str]) -> Change[None]:
    unknown = [p for p in packs if p not in store.ruleset.house_rules]
    if unknown:
        known = brief_list(sorted(store.ruleset.house_rules), shown=40)
        raise RefusedError(
            Message.of(
                "unknown_house_rules_known", unknown=brief_list(unknown, quote=True), known=known
            )
        )

    def mutate(state: WarbandState) -> None:
        state.house_rules = list(dict.fromkeys(packs))

    return edit(store, warband_id, Message.of("did_change_house_rules"), mutate)


def delete_warband(store: Store, warband_id: int) -> Change[None]:
    """Move a warband to the bin; `restore_warband` brings it back."""

    def mutate(state: WarbandState) -> None:
        state.deleted = True

    return edit(store, warband_id, Message.of("did_delete_warband"), mutate)


def restore_warband(store: Store, warband_id: int) -> Change[None]:
    def mutate(state: WarbandState) -> None:
        if not state.deleted:
            raise RefusedError(Message.of("not_in_bin", state=state.name))
        state.deleted = False

    return edit(store, warband_id, Message.of("did_restore_warband"), mutate, include_deleted=True)


@dataclass(frozen=True)
class BinEmptied:
    """The warbands in the bin deleted for good: every row of theirs before and after (their
    sheets, logs, league rows and histories, app/store/sync.py), for an exact undo."""

    description: Description
    before: Snapshot
    after: Snapshot
    names: tuple[str, ...]

    def undo(self, store: Store) -> BinEmptied:
        """The warbands back in the bin as they were, with the same ids; refused if one of
        their rows was written since (a new warband given one of their ids)."""
        from app.store import sync

        with store.transaction() as tx:
            try:
                current, restored = sync.put_back(tx, self.before, self.after)
            except sync.StaleRowsError:
                raise ConflictError(
                    Message.of("campaign_undo_later_first", change=self.description)
                ) from None
        undone = Message.of("did_undo", change=self.description)
        return BinEmptied(undone, current, restored, self.names)

    def redo(self, store: Store) -> BinEmptied:
        return self.undo(store)  # undoing the undo redoes it

    def show(self, view: ChangeView) -> None:
        view.rows_changed(())


def empty_bin(store: Store) -> BinEmptied:
    """Delete every warband in the bin for good (the window asks first; Undo brings them
    back while it is open). A warband restored meanwhile is not in the bin and stays."""
    from app.store import sync

    with store.transaction() as tx:
        binned = [
            summary
            for summary in store.list_warbands(include_deleted=True)
            if summary.deleted and tx.load(summary.id, include_deleted=True).deleted
        ]
        ids = [summary.id for summary in binned]
        before = sync.snapshot(tx.session.connection(), ids)
        for warband_id in ids:
            tx.purge(warband_id)
        after = sync.snapshot(tx.session.connection(), ids)
    names = tuple(summary.name for summary in binned)
    return BinEmptied(Message.of("did_empty_bin", count=len(names)), before, after, names)
