"""The frame every use case runs in: one transaction, a rules check, an exact undo.

A use case loads the warband, changes a copy, and asks the rules what is wrong with the result.
A move that adds a new problem (a characteristic over the maximum, an item off the list, a
negative treasury, ...) is refused with that problem's message and nothing is written. Problems
a warband under construction naturally has (no leader yet, too few warriors) do not block.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

from app.domain import WarbandState, Warrior, to_roster
from app.sheet.succession import hand_over_command
from app.store.repository import ConflictError, SheetReader, Store
from app.usecases.refusal import Description as Description
from app.usecases.refusal import RefusedError as RefusedError
from rules.composition import Problem, validate
from rules.messages import Message, message_of, problems_message
from rules.text import MAX_NAME

if TYPE_CHECKING:
    from app.usecases.changes import ChangeView

# Problems that only say the warband is not finished yet.
# A caster without his starting spells is one too: the warrior panel adds them.
INCOMPLETE = frozenset(
    {"no_leader", "too_few_warriors", "type_minimum", "needs_mutation", "missing_spells"}
)


# What a use case tells its caller besides the sheet (the price paid, the hired warrior's id):
# a small dataclass of app.usecases.details per kind of change, or None.
D = TypeVar("D", covariant=True)
D_ = TypeVar("D_")


@dataclass(frozen=True)
class Change(Generic[D]):
    """What a use case did: the warband before and after, for refresh, log and undo (the
    change protocol, app/usecases/changes.py)."""

    warband_id: int
    description: Description
    before: WarbandState
    after: WarbandState
    problems: tuple[Problem, ...]
    details: D

    def undo(self, store: Store) -> Change[None]:
        return undo(store, self)

    def redo(self, store: Store) -> Change[None]:
        return redo(store, self)

    def show(self, view: ChangeView) -> None:
        view.warband_changed(self.warband_id, self.before, self.after)


# Problems that say what the warband keeps, not what a move did wrong: an owned item of a
# switched-off pack (app.usecases.item_packs; buying one is refused there, moving it is fine), a
# custom type in a warband of a known list (rules.custom: chosen, listed, never refused), a
# custom type whose profile is still to be entered.
KEPT = frozenset({"item_pack_off", "custom_type", "custom_profile_unknown"})


def blocks(problem: Problem) -> bool:
    """A problem a move may not bring: neither an unfinished warband's nor a kept item's."""
    return problem.code not in INCOMPLETE and problem.code not in KEPT


def being_created(state: WarbandState) -> bool:
    """The warband is still being created: the new-warband wizard's draft, or a saved warband
    that has fought no battle (its battle log is empty: the post-battle sequence records each
    battle there, and an undo takes it out). While it is, its lists' entries for the creation
    (`at_creation`: the Dwarfs' gromril weapons at 3x) are on them; afterwards they are not."""
    return not state.battles


def problems_of(store: SheetReader, state: WarbandState) -> list[Problem]:
    """The rules' problems of a sheet, and its owned items of switched-off packs. The store
    remembers the rules' last ones of each warband, so an edit, the sheet's refresh after it
    and the next edit validate the warband once; the packs and the Hero cap's reading are
    asked each time (a switch changes no sheet)."""
    from app.usecases.heroes import with_hero_reading
    from app.usecases.item_packs import switched_off_problems

    known = store.known_problems(state)
    if known is not None:
        problems = list(known)
    else:
        problems = validate(store.ruleset, to_roster(store.ruleset, state))
        store.remember_problems(state, problems)
    return with_hero_reading(store, state, problems) + switched_off_problems(store, state)


def _key(problem: Problem) -> tuple[str, str]:
    return problem.code, str(problem)


def check_move(store: Store, before: WarbandState | None, after: WarbandState) -> list[Problem]:
    """Refuse the move if it brings a new real problem; return the problems that remain."""
    old = {_key(p) for p in problems_of(store, before)} if before is not None else set()
    remaining = problems_of(store, after)
    new = [p for p in remaining if _key(p) not in old and blocks(p)]
    if new:
        raise RefusedError(problems_message(new), problems=new)
    return remaining


# A change to a copy of the sheet, made in place; it returns the change's details or raises.
Mutation = Callable[[WarbandState], D_]


class Campaign(Protocol):
    """What a rule across the campaign reads of the other warbands: the store, or the open
    transaction (which sees what this very change has not yet written)."""

    def holders_of(self, type_id: str) -> list[tuple[int, str]]: ...


# A rule across the campaign (a dramatis persona is unique): it reads the other warbands (not
# the one with this id, which the change is making) and raises RefusedError.
CampaignCheck = Callable[[Campaign, int | None], None]


def edit(
    store: Store,
    warband_id: int,
    description: Description,
    mutate: Mutation[D_],
    *,
    include_deleted: bool = False,
    facts: bool = False,
    check: CampaignCheck | None = None,
) -> Change[D_]:
    """Run one change in one transaction. `mutate` changes the state in place or raises.

    `facts`: the change records what happened at the table (an injury, a battle), which the
    rules cannot refuse; only a negative treasury is still impossible.
    `check`: a rule across the campaign, read in the same transaction.
    """
    with store.transaction() as tx:
        before = tx.load(warband_id, include_deleted=include_deleted)
        after = before.copy()
        if check is not None:
            check(tx, warband_id)
        details = mutate(after)
        hand_over_command(store.ruleset, before, after)
        if facts:
            if after.treasury < 0:
                raise RefusedError(
                    Message.of("treasury_below_zero", gold=after.treasury),
                )
            remaining = problems_of(store, after)
        else:
            remaining = check_move(store, before, after)
        saved = tx.save(after, expected_revision=before.revision)
    return Change(warband_id, description, before, saved, tuple(remaining), details)


@dataclass(frozen=True)
class Step(Generic[D]):
    """A use case's change, not yet run: several can go into one transaction (a post-battle
    sequence with its trading), or one alone through `run_step`."""

    description: Description
    mutate: Mutation[D]
    message: Message | None = None  # what the battle log keeps of it (None: the description)
    check: CampaignCheck | None = None

    def apply(self, campaign: Campaign, state: WarbandState) -> D:
        """Check the other warbands and make the change on `state` (a draft, a preview)."""
        if self.check is not None:
            self.check(campaign, state.id)
        return self.mutate(state)


def run_step(store: Store, warband_id: int, step: Step[D_]) -> Change[D_]:
    return edit(store, warband_id, step.description, step.mutate, check=step.check)


def undo(store: Store, change: Change[object]) -> Change[None]:
    """Put the warband back exactly as it was before `change`; returns the change that redoes it.

    Refused if the warband changed since (someone else's edit would be lost).
    """
    with store.transaction() as tx:
        current = tx.load(change.warband_id, include_deleted=True)
        # An undo bumps the revision too, so undoing several changes in a row compares the
        # sheet itself: only a different sheet means someone else's edit would be lost.
        if current.revision != change.after.revision and not _same_sheet(current, change.after):
            raise ConflictError(
                Message.of("undo_later_first", warband=current.name, change=change.description)
            )
        restored = change.before.copy()
        restored.revision = current.revision
        saved = tx.save(restored)
    return Change(
        change.warband_id,
        Message.of("did_undo", change=change.description),
        current,
        saved,
        (),
        None,
    )


def _same_sheet(a: WarbandState, b: WarbandState) -> bool:
    """The same warband with the same content, whatever the revision numbers say."""
    return replace(a, revision=0) == replace(b, revision=0)


def redo(store: Store, undone: Change[object]) -> Change[None]:
    """Redo what `undo` undid: undo the undo."""
    return undo(store, undone)


def free_name(state: WarbandState, base: str, limit: int = MAX_NAME) -> str:
    """`base`, or `base 2`, `base 3`...: the first name no warrior of the warband has, so two
    heroes hired as "Witch Hunter" are told apart everywhere (casualties, charts, the command
    line, which finds a warrior by name). A long base is shortened to leave room for its number."""
    taken = {w.name for w in state.warriors}
    if base not in taken:
        return base
    for number in range(2, len(taken) + 3):
        suffix = f" {number}"
        name = base[: limit - len(suffix)].rstrip() + suffix
        if name not in taken:
            return name
    raise AssertionError("more numbers than names")  # len(taken) + 1 numbers cannot all be taken


def find_warrior(state: WarbandState, warrior_id: str) -> Warrior:
    """A warrior by id or name, refusing with a clear message if there is none."""
    try:
        return state.warrior(warrior_id)
    except KeyError as exc:
        raise RefusedError(message_of(exc)) from None
