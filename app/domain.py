"""A warband's full sheet in memory: what the store saves and the use cases change.

Use cases load a `WarbandState`, change it, ask the rules whether the result is legal and hand it
back to the store, which writes it in one transaction. Plain mutable dataclasses: no SQL here.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from typing import Any, Literal, TypeVar

from rules import Profile, Ruleset
from rules.custom import CustomRules, owned
from rules.models import Warband
from rules.roster import Roster, RosterGroup, RosterHero, RosterHiredSword

WarriorKind = Literal["hero", "henchmen", "hired_sword"]
WARRIOR_KINDS: tuple[WarriorKind, ...] = ("hero", "henchmen", "hired_sword")


def new_id() -> str:
    return uuid.uuid4().hex


_T = TypeVar("_T")


def _clone(record: _T) -> _T:
    """A shallow copy of a plain dataclass (no `__post_init__`, no slots): every edit copies
    the sheet twice or more, and `dataclasses.replace` costs five times as much."""
    copied = object.__new__(type(record))
    copied.__dict__.update(record.__dict__)
    return copied


@dataclass
class ProfileChange:
    characteristic: str
    delta: int
    reason: str = "advance"  # advance | injury | manual | item


@dataclass
class SpellKnown:
    spell: str  # "<list>.<spell>"
    difficulty_reduction: int = 0


@dataclass
class InjuryRecord:
    injury: str  # hero injury id (sub-result id when there was a sub-roll)
    detail: str = ""


@dataclass
class GainedRule:
    """A lasting special rule a warrior gained: psychology after madness, hatred, ..."""

    rule: str
    source: str = "injury"
    detail: str = ""


@dataclass
class AdvanceRecord:
    threshold: int
    kind: str  # skill | spell | characteristic | lads_got_talent
    result: str = ""  # the skill, spell or characteristic taken
    dice: list[int] = field(default_factory=list)


@dataclass
class Warrior:
    kind: WarriorKind
    type_id: str  # "reikland.champion"; a hired sword's id for hired swords
    name: str
    id: str = field(default_factory=new_id)
    count: int = 1  # models in a henchman group
    experience: int = 0
    profile_changes: list[ProfileChange] = field(default_factory=list)
    equipment: list[str] = field(default_factory=list)
    skills: list[str] = field(default_factory=list)
    spells: list[SpellKnown] = field(default_factory=list)
    mutations: list[str] = field(default_factory=list)
    injuries: list[InjuryRecord] = field(default_factory=list)
    rules_gained: list[GainedRule] = field(default_factory=list)
    advances: list[AdvanceRecord] = field(default_factory=list)
    extra_skill_lists: list[str] = field(default_factory=list)
    promoted_from: str | None = None
    experience_floor: int = 0  # boxes at or below this earn no advance (starting experience)
    extra_advances: int = 0  # rolls owed without a box: a lad's first hero roll
    games_to_miss: int = 0
    notes: str = ""

    def copy(self) -> Warrior:
        """A deep copy, by hand: it runs on every edit and deepcopy is slow."""
        copied = _clone(self)
        copied.profile_changes = [_clone(c) for c in self.profile_changes]
        copied.equipment = list(self.equipment)
        copied.skills = list(self.skills)
        copied.spells = [_clone(s) for s in self.spells]
        copied.mutations = list(self.mutations)
        copied.injuries = [_clone(i) for i in self.injuries]
        copied.rules_gained = [_clone(g) for g in self.rules_gained]
        copied.advances = [_clone(a) for a in self.advances]
        for advance in copied.advances:
            advance.dice = list(advance.dice)
        copied.extra_skill_lists = list(self.extra_skill_lists)
        return copied

    def profile(self, base: Profile) -> Profile:
        changes: dict[str, int] = {}
        for change in self.profile_changes:
            changes[change.characteristic] = changes.get(change.characteristic, 0) + change.delta
        return base.with_changes(changes)


@dataclass
class WarbandState:
    name: str
    type_id: str  # "reikland"
    id: int | None = None
    treasury: int = 0
    shards: int = 0
    notes: str = ""
    house_rules: list[str] = field(default_factory=list)
    warriors: list[Warrior] = field(default_factory=list)
    stash: list[str] = field(default_factory=list)
    battles: list[dict[str, Any]] = field(default_factory=list)  # the battle log, oldest first
    revision: int = 0  # bumped by every saved change; guards undo against stale states
    deleted: bool = False  # in the bin: hidden from the list, restorable
    #: The hero the player chose to lead (a chosen-leader warband, or a successor after the
    #: leader died); "" = the hero of the warband's leader type (rules.leadership).
    leader_id: str = ""
    #: The custom warrior types it uses (and its own type's, when that is custom): kept with
    #: it, learnt by the store's ruleset (rules.custom).
    custom: CustomRules = field(default_factory=CustomRules)

    def copy(self) -> WarbandState:
        copied = _clone(self)
        copied.house_rules = list(self.house_rules)
        copied.warriors = [w.copy() for w in self.warriors]
        copied.stash = list(self.stash)
        copied.battles = [dict(battle) for battle in self.battles]
        return copied

    def of_kind(self, kind: WarriorKind) -> list[Warrior]:
        return [w for w in self.warriors if w.kind == kind]

    @property
    def heroes(self) -> list[Warrior]:
        return self.of_kind("hero")

    @property
    def groups(self) -> list[Warrior]:
        return self.of_kind("henchmen")

    @property
    def hired_swords(self) -> list[Warrior]:
        return self.of_kind("hired_sword")

    def warrior(self, warrior_id: str) -> Warrior:
        for warrior in self.warriors:
            if warrior.id == warrior_id or warrior.name == warrior_id:
                return warrior
        raise KeyError(f"{self.name} has no warrior {warrior_id!r}")


def base_profile(ruleset: Ruleset, warrior: Warrior) -> Profile:
    if warrior.kind == "hired_sword":
        return ruleset.hired_swords[warrior.type_id].profile
    return ruleset.warrior_type(warrior.type_id).profile


def rolled_texts(ruleset: Ruleset, warrior: Warrior, current: Profile) -> dict[str, str]:
    """The characteristics that print as dice: rolled in play ("2D6" move, "D6+1" attacks) and
    not fixed yet. A value the player fixed (above 0) prints as the number; a penalty on a
    rolled one prints after the dice: "D6 (−1)"."""
    rolled = ruleset.rolled_characteristics(warrior.kind, warrior.type_id)
    out = {}
    for key, dice in rolled.items():
        value = current[key]
        if value <= 0:
            out[key] = dice if value == 0 else f"{dice} (−{-value})"
    return out


def to_roster(ruleset: Ruleset, state: WarbandState) -> Roster:
    """What the rules need to rate and check the warband."""
    heroes = tuple(
        RosterHero(
            name=w.name,
            type_id=w.type_id,
            experience=w.experience,
            profile=w.profile(base_profile(ruleset, w)),
            equipment=tuple(w.equipment),
            skills=tuple(w.skills),
            spells=tuple(s.spell for s in w.spells),
            spells_lowered=sum(s.difficulty_reduction for s in w.spells),
            mutations=tuple(w.mutations),
            extra_skill_lists=tuple(w.extra_skill_lists),
            promoted_from=w.promoted_from,
            id=w.id,
        )
        for w in state.heroes
    )
    groups = tuple(
        RosterGroup(
            name=w.name,
            type_id=w.type_id,
            count=w.count,
            experience=w.experience,
            profile=w.profile(base_profile(ruleset, w)),
            equipment=tuple(w.equipment),
            id=w.id,
        )
        for w in state.groups
    )
    swords = tuple(
        RosterHiredSword(
            w.name,
            w.type_id,
            w.experience,
            w.id,
            spells=tuple(s.spell for s in w.spells),
            spells_lowered=sum(s.difficulty_reduction for s in w.spells),
            skills=tuple(w.skills),
        )
        for w in state.hired_swords
    )
    return Roster(
        warband_type=state.type_id,
        treasury=state.treasury,
        shards=state.shards,
        heroes=heroes,
        groups=groups,
        hired_swords=swords,
        stash=tuple(state.stash),
        leader_id=state.leader_id,
        custom_types=tuple(t.id for t in state.custom.types),
    )


def warband_of(ruleset: Ruleset, state: WarbandState) -> Warband:
    """The warband's list as it hires from it: the rulebook's, with its own custom types and
    none another warband of its type keeps (rules.custom.owned). Raises KeyError for a type
    the ruleset does not know."""
    return owned(ruleset.warband(state.type_id), (t.id for t in state.custom.types))
