"""A warband put together in the new-warband wizard: priced, checked and saved by the rules.

The wizard only says who is hired, with what kit, mutations and starting spells. Whatever
else a draft carries (a treasury, experience, skills...) is ignored: the warband starts with
its type's gold, and every hire is paid as the Hire use case pays it, in one transaction.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.domain import WarbandState, Warrior, to_roster, warband_of
from app.sheet.sheet_figures import sheet_figures
from app.store.repository import Store
from app.usecases.core import INCOMPLETE, Change, RefusedError, Step, problems_of
from app.usecases.details import Hired
from app.usecases.hiring import as_typed, hire_hired_sword_step, hire_price, hire_step
from app.usecases.packs import require_pack_enabled
from app.usecases.warbands import clean_name, insert_new_warband
from rules.composition import Problem
from rules.dice import DiceSource
from rules.messages import Message, message_of, problems_message
from rules.text import brief_list


@dataclass(frozen=True)
class DraftStatus:
    """Where a draft stands: what each hire costs, the gold left, size, rating, problems."""

    starting_gold: int
    costs: tuple[int, ...]  # one per warrior of the draft, in order
    members: int
    max_size: int
    rating: int
    problems: tuple[Problem, ...]
    heroes: int = 0
    max_heroes: int = 0

    @property
    def spent(self) -> int:
        return sum(self.costs)

    @property
    def gold_left(self) -> int:
        return self.starting_gold - self.spent

    @property
    def rule_breaks(self) -> list[Problem]:
        """Problems no draft may be saved with (over the gold, a type over its limit, ...)."""
        return [p for p in self.problems if p.code not in INCOMPLETE]

    @property
    def legal(self) -> bool:
        return not self.problems and self.gold_left >= 0

    @property
    def savable_as_draft(self) -> bool:
        """Only unfinished: Save as draft keeps it, problems and all."""
        return bool(self.problems) and not self.rule_breaks and self.gold_left >= 0


def _starting_gold(store: Store, draft: WarbandState) -> int:
    try:
        return store.ruleset.warband(draft.type_id).starting_gold
    except KeyError as exc:
        raise RefusedError(message_of(exc)) from None


def warrior_cost(
    store: Store, warband_type: str, warrior: Warrior, *, at_creation: bool = True
) -> int:
    """What hiring one warrior (or group) costs: of a draft (being created), or of a warband
    that is not (`at_creation` False: `being_created` says)."""
    if warrior.kind == "hired_sword":
        sword = store.ruleset.hired_swords.get(warrior.type_id)
        if sword is None:
            raise RefusedError(Message.of("unknown_hired_sword", type_id=warrior.type_id))
        return sword.hire_fee
    return hire_price(
        store,
        warband_type,
        warrior.type_id,
        warrior.count,
        warrior.equipment,
        warrior.mutations,
        at_creation=at_creation,
    )


def draft_status(store: Store, draft: WarbandState) -> DraftStatus:
    """Price and check a draft as it stands (the wizard shows this live)."""
    gold = _starting_gold(store, draft)
    costs = tuple(warrior_cost(store, draft.type_id, w) for w in draft.warriors)
    priced = draft.copy()
    priced.treasury = gold - sum(costs)
    priced.shards, priced.stash, priced.battles = 0, [], []
    roster = to_roster(store.ruleset, priced)
    figures = sheet_figures(store.ruleset, priced)
    return DraftStatus(
        starting_gold=gold,
        costs=costs,
        members=figures.members,
        max_size=figures.maximum,
        rating=figures.rating,
        problems=tuple(problems_of(store, priced)),
        heroes=len(roster.heroes),
        max_heroes=warband_of(store.ruleset, draft).max_heroes,
    )


def _hire_of(store: Store, warrior: Warrior, dice: DiceSource | None) -> Step[Hired]:
    spells = as_typed(warrior.spells) or None  # rolled in the wizard; none: roll them now
    if warrior.kind == "hired_sword":
        return hire_hired_sword_step(store, warrior.type_id, warrior.name, spells=spells, dice=dice)
    return hire_step(
        store,
        warrior.type_id,
        warrior.name,
        count=warrior.count,
        equipment=warrior.equipment,
        mutations=warrior.mutations,
        spells=spells,
        dice=dice,
    )


def create_from_draft(
    store: Store,
    draft: WarbandState,
    *,
    allow_problems: bool = False,
    dice: DiceSource | None = None,
) -> Change[None]:
    """Save a warband put together in the new-warband wizard, all in one transaction.

    The warband starts with its type's gold and pays for every hire; a caster whose spells the
    draft does not give rolls them with `dice`. Refused if it breaks a rule (a type limit, an
    item off the list, more gold spent than the warband has); unless `allow_problems` (a
    draft), also if it is not complete (no leader).
    """
    state = WarbandState(
        name=clean_name(draft.name), type_id=draft.type_id, treasury=_starting_gold(store, draft)
    )
    try:
        warband = store.ruleset.warband(draft.type_id)
    except KeyError as exc:
        raise RefusedError(message_of(exc)) from None
    require_pack_enabled(store, warband.pack, Message.of("the_warband_type", warband=warband.name))
    unknown = [p for p in draft.house_rules if p not in store.ruleset.house_rules]
    if unknown:
        raise RefusedError(
            Message.of("unknown_house_rules", unknown=brief_list(unknown, quote=True))
        )
    state.house_rules = list(dict.fromkeys(draft.house_rules))
    for warrior in draft.warriors:
        _hire_of(store, warrior, dice).apply(store, state)
        if warrior.id == draft.leader_id:  # the hire is a new warrior with his own id
            state.leader_id = state.warriors[-1].id
    problems = problems_of(store, state)
    blocking = [p for p in problems if p.code not in INCOMPLETE or not allow_problems]
    if blocking:
        raise RefusedError(problems_message(blocking), problems=blocking)
    return insert_new_warband(store, state, problems)
