"""Advance rolls on the hero and henchman tables, with the racial-maximum re-rolls.

The functions roll through a dice source and return what happened; a choice the player must
make (WS or BS, or any characteristic when both options are at their maximum) comes back as
`options` when it was not given up front, and `choose()` completes it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rules.dice import DiceSource, roll_total
from rules.errors import IllegalMoveError
from rules.messages import Message
from rules.models import CHARACTERISTICS, AdvanceResult, Profile, Ruleset

_MAX_REROLLS = 50  # a guard: a table that cannot give a legal result is detected before rolling


@dataclass(frozen=True, slots=True)
class AdvanceOutcome:
    """What an advance roll gave.

    kind: "skill" (pick a skill, or a spell for casters), "characteristic" (see
    `characteristic`, or `options` while the player must still choose), or "lads_got_talent".
    """

    kind: str
    result: AdvanceResult
    roll: int  # the 2D6 total that counted
    sub_roll: int | None = None
    characteristic: str | None = None
    options: tuple[str, ...] = ()
    rerolled: tuple[int, ...] = ()  # earlier 2D6 totals re-rolled under the maximum rules
    note: str = ""

    @property
    def needs_choice(self) -> bool:
        return self.kind == "characteristic" and self.characteristic is None


def choose(outcome: AdvanceOutcome, characteristic: str) -> AdvanceOutcome:
    """Complete an outcome waiting for the player's choice."""
    if not outcome.needs_choice:
        raise IllegalMoveError(Message.of("advance_needs_no_choice"))
    if characteristic not in outcome.options:
        raise IllegalMoveError(
            Message.of(
                "characteristic_not_here",
                characteristic=characteristic,
                options=", ".join(outcome.options),
            )
        )
    return replace(outcome, characteristic=characteristic, options=())


def _row(table: tuple[AdvanceResult, ...], total: int) -> AdvanceResult:
    return next(row for row in table if row.from_ <= total <= row.to)


def _pick(options: tuple[str, ...], choice: str | None) -> tuple[str | None, tuple[str, ...]]:
    """A single option is taken at once; several wait for (or take) the player's choice."""
    if len(options) == 1:
        return options[0], ()
    if choice is not None:
        if choice not in options:
            raise IllegalMoveError(
                Message.of("choice_not_here", choice=choice, options=", ".join(options))
            )
        return choice, ()
    return None, options


def roll_hero_advance(
    ruleset: Ruleset,
    profile: Profile,
    race_max: Profile,
    dice: DiceSource,
    *,
    choice: str | None = None,
) -> AdvanceOutcome:
    """Roll 2D6 on the hero table (and its D6 sub-roll).

    At a racial maximum: the other characteristic of the row is taken; a row with only one
    characteristic is re-rolled; if both are at their maximum, the player may add +1 to any
    characteristic not yet at its maximum.
    """
    open_keys = tuple(k for k in CHARACTERISTICS if profile[k] < race_max[k])
    table = ruleset.experience.hero_advances
    rerolled: list[int] = []
    for _ in range(_MAX_REROLLS):
        total = roll_total(dice, "2D6", Message.of("hero_advance"))
        row = _row(table, total)
        if row.kind != "characteristic":
            return AdvanceOutcome(row.kind, row, total, rerolled=tuple(rerolled))
        sub_value = None
        if row.sub_roll:
            sub_value = dice.roll(6, Message.of("hero_advance_sub_roll", advance=row.id))
            band = next(b for b in row.sub_roll if b.from_ <= sub_value <= b.to)
            rolled = band.characteristic
            others = tuple(k for k in row.options if k != rolled)
            if profile[rolled] < race_max[rolled]:
                return AdvanceOutcome(
                    "characteristic", row, total, sub_value, rolled, rerolled=tuple(rerolled)
                )
            candidates = tuple(k for k in others if profile[k] < race_max[k])
        else:
            candidates = tuple(k for k in row.options if profile[k] < race_max[k])
        note = ""
        if not candidates:
            if len(row.options) == 1:
                rerolled.append(total)  # the only characteristic is at its maximum: roll again
                continue
            if not open_keys:
                raise IllegalMoveError(Message.of("all_at_racial_maximum"))
            candidates = open_keys
            note = "both characteristics at their maximum: +1 to any other characteristic"
        elif row.sub_roll:
            note = "rolled characteristic at its maximum: the other one is raised"
        picked, options = _pick(candidates, choice)
        return AdvanceOutcome(
            "characteristic", row, total, sub_value, picked, options, tuple(rerolled), note
        )
    raise IllegalMoveError(Message.of("no_legal_advance"))


def roll_henchman_advance(
    ruleset: Ruleset,
    profile: Profile,
    starting_profile: Profile,
    race_max: Profile,
    dice: DiceSource,
    *,
    choice: str | None = None,
    talent_allowed: bool = True,
) -> AdvanceOutcome:
    """Roll 2D6 on the henchman table.

    A henchman raises each characteristic by +1 at most: a result for one already raised or at
    its racial maximum is re-rolled. The lad's got talent is re-rolled when the warband has no
    free hero place (`talent_allowed=False`), and for the rest of the group after a lad left.
    """

    def open_key(key: str) -> bool:
        return profile[key] <= starting_profile[key] and profile[key] < race_max[key]

    table = ruleset.experience.henchman_advances
    possible = [
        row
        for row in table
        if (row.kind == "lads_got_talent" and talent_allowed)
        or any(open_key(k) for k in row.options)
    ]
    if not possible:
        raise IllegalMoveError(Message.of("group_cannot_advance"))
    rerolled: list[int] = []
    for _ in range(_MAX_REROLLS * 4):
        total = roll_total(dice, "2D6", Message.of("henchman_advance"))
        row = _row(table, total)
        if row.kind == "lads_got_talent":
            if talent_allowed:
                return AdvanceOutcome(row.kind, row, total, rerolled=tuple(rerolled))
            rerolled.append(total)
            continue
        candidates = tuple(k for k in row.options if open_key(k))
        if not candidates:
            rerolled.append(total)
            continue
        picked, options = _pick(candidates, choice)
        return AdvanceOutcome("characteristic", row, total, None, picked, options, tuple(rerolled))
    raise IllegalMoveError(Message.of("no_legal_advance"))


def skill_choices(
    ruleset: Ruleset,
    type_id: str,
    known: tuple[str, ...],
    extra_lists: tuple[str, ...] = (),
    *,
    is_leader: bool | None = None,
) -> list[str]:
    """Skills a hero (or a hired sword, by his id) may take now: from his lists, not known yet,
    and within each skill's limits."""
    sword = ruleset.hired_swords.get(type_id)
    if sword is not None:
        lists = set(sword.skill_lists) | set(extra_lists)
        singles = set(sword.extra_skills)  # e.g. the Imperial Assassin's Unstoppable Charge
        return [
            skill.id
            for skill in ruleset.skills.values()
            if (skill.list in lists or skill.id in singles)
            and skill.id not in known
            and not skill.leader_only
            and not (skill.casters_only and sword.spell_list is None)
            and not skill.only_types
            and not any(other in known for other in skill.excludes)
        ]
    warrior_type = ruleset.warrior_type(type_id)
    lists = set(warrior_type.skill_lists) | set(extra_lists)
    leader = warrior_type.is_leader if is_leader is None else is_leader
    out = []
    for skill in ruleset.skills.values():
        if skill.list not in lists or skill.id in known:
            continue
        if skill.leader_only and not leader:
            continue
        if skill.casters_only and not warrior_type.is_caster:
            continue
        if skill.only_types and warrior_type.id not in skill.only_types:
            continue
        if warrior_type.id in skill.not_types or warrior_type.warband in skill.not_warbands:
            continue
        if any(other in known for other in skill.excludes):
            continue
        out.append(skill.id)
    return out
