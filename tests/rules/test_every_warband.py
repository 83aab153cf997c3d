"""Tests generated over every warband type the ruleset holds: the core eight and every pack.

A pack that lands is checked by these without a test of its own: a legal starting warband
within its starting gold, every list resolving, every hero able to advance, every henchman type
hireable as a group.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules import default_ruleset
from rules.advancement import roll_hero_advance, skill_choices
from rules.composition import validate
from rules.costs import allowed_items, hire_cost, list_price
from rules.dice import TableDice
from rules.errors import IllegalMoveError
from rules.roster import RosterGroup
from tests.starting import cheapest_kit, starting_roster

RULES = default_ruleset()
WARBANDS = sorted(RULES.warbands)
HERO_TYPES = sorted(t.id for w in RULES.warbands.values() for t in w.heroes)
HENCHMAN_TYPES = sorted(t.id for w in RULES.warbands.values() for t in w.henchmen)


def test_every_pack_warband_is_generated_over() -> None:
    """The lists above come from the ruleset, so they grow with every pack that lands."""
    in_packs = {w for pack in RULES.packs.values() for w in pack.warbands}
    assert in_packs == set(WARBANDS)
    assert {"reikland", "orc_mob"} <= set(WARBANDS)


@pytest.mark.parametrize("warband_id", WARBANDS)
def test_a_legal_starting_warband_within_the_starting_gold(warband_id: str) -> None:
    roster, cost = starting_roster(RULES, warband_id)
    assert cost <= RULES.warband(warband_id).starting_gold, cost
    assert [str(p) for p in validate(RULES, roster)] == []


@pytest.mark.parametrize("warband_id", WARBANDS)
def test_every_list_resolves(warband_id: str) -> None:
    warband = RULES.warband(warband_id)
    for t in warband.types:
        for item_id in allowed_items(RULES, warband, t):
            quote = list_price(RULES, t, item_id)
            assert quote.item is RULES.item(item_id) and quote.cost >= 0
        for list_id in t.skill_lists:
            assert RULES.skills_of(list_id), f"{t.id}: skill list {list_id} has no skills"
        if t.spell_list:
            spells = RULES.spells_of(t.spell_list)
            assert sorted(s.d6 for s in spells) == [1, 2, 3, 4, 5, 6], t.id
            assert 0 < t.starting_spells <= 6, t.id
        if not t.may_buy_equipment:
            assert allowed_items(RULES, warband, t) == [], t.id


def _within_max(type_id: str) -> bool:
    warrior_type = RULES.warrior_type(type_id)
    race_max = RULES.races[warrior_type.race].max
    return all(warrior_type.profile[k] <= race_max[k] for k, _ in warrior_type.profile)


@pytest.mark.parametrize("type_id", HERO_TYPES)
def test_every_hero_type_can_take_an_advance(type_id: str) -> None:
    """From his starting profile: a skill to pick, and each 2D6 row of the table resolves."""
    t = RULES.warrior_type(type_id)
    assert _within_max(type_id), f"{type_id} starts above its racial maximum"
    assert skill_choices(RULES, type_id, ()), f"{type_id} has no skill to pick"
    race_max = RULES.races[t.race].max
    for first in range(1, 7):
        for second in range(1, 7):
            # enough dice for the roll, a sub-roll and any re-rolls at a maximum
            dice = TableDice([first, second, 3] + [3, 4] * 60)
            try:
                outcome = roll_hero_advance(RULES, t.profile, race_max, dice)
            except IllegalMoveError as exc:  # pragma: no cover - the failure we look for
                pytest.fail(f"{type_id}: {first}+{second}: {exc}")
            assert outcome.kind in ("skill", "characteristic")


@pytest.mark.parametrize("type_id", HENCHMAN_TYPES)
def test_every_henchman_type_can_be_hired_as_a_group(type_id: str) -> None:
    t = RULES.warrior_type(type_id)
    starting, _ = starting_roster(RULES, t.warband)
    count = max(t.min, min(2, t.max or 2))  # Sons of Hashut: at least four Hobgoblins
    kit = cheapest_kit(RULES, t)
    others = tuple(g for g in starting.groups if g.type_id != type_id)
    group = RosterGroup("Group", type_id, count, 0, equipment=kit)
    roster = replace(starting, treasury=1000, groups=(*others, group))  # keeps a chosen leader
    assert hire_cost(RULES, type_id, count, kit) == count * t.cost  # the first dagger is free
    problems = [str(p) for p in validate(RULES, roster)]
    assert problems == [], problems
