"""What a scenario adds after the battle: shards for counters held, the chest's rolls, the
Chance Encounter's arithmetic, and the refusal of a report that names a counter the scenario
does not keep."""

from __future__ import annotations

from typing import Any

import pytest

from rules import IllegalMoveError, default_ruleset
from rules.dice import TableDice
from rules.post_battle import BattleReport, resolve_post_battle
from rules.scenario_finds import ScenarioReport, needs_dice, scenario_finds
from tests.rules.test_post_battle import ROSTER

RULES = default_ruleset()
LOW = [1, 2, 3, 4]  # exploration dice of a won battle (three heroes + one): no multiple


def report(scenario: str, **kwargs: Any) -> BattleReport:
    return BattleReport(scenario=scenario, result="won", opponent_rating=200, **kwargs)


def test_each_wyrdstone_counter_held_is_a_shard() -> None:
    plain = resolve_post_battle(RULES, ROSTER, report("wyrdstone_hunt"), TableDice(LOW))
    held = report("wyrdstone_hunt", counters_held={"wyrdstone": 3})
    result = resolve_post_battle(RULES, ROSTER, held, TableDice(LOW))
    assert result.shards_found == plain.shards_found + 3
    assert result.scenario_finds.shards == 3
    assert any(e.code == "scenario_found" and e.get("shards") == 3 for e in result.events)


def test_defend_the_find_gives_a_shard_per_hero_inside_three_at_most() -> None:
    find = RULES.scenarios["defend_the_find"]
    assert (
        scenario_finds(find, ScenarioReport(won=False, heroes_in_objective=2), TableDice([])).shards
        == 2
    )
    assert (
        scenario_finds(find, ScenarioReport(won=True, heroes_in_objective=5), TableDice([])).shards
        == 3
    )


def test_chance_encounter_keeps_what_it_brought_less_its_heroes_plus_the_enemys() -> None:
    chance = RULES.scenarios["chance_encounter"]

    def shards(held: int, own: int, enemy: int, enemy_start: int) -> int:
        facts = ScenarioReport(
            won=True,
            held=(("wyrdstone", held),),
            own_heroes_out_of_action=own,
            enemy_heroes_out_of_action=enemy,
            enemy_start=enemy_start,
        )
        return scenario_finds(chance, facts, TableDice([])).shards

    assert shards(2, 0, 0, 3) == 2
    assert shards(2, 3, 0, 3) == 0  # never below none
    assert shards(2, 3, 1, 3) == 1  # the enemy's shard still comes
    assert shards(1, 0, 4, 2) == 3  # no more than the enemy brought


def test_the_chest_is_rolled_item_by_item_after_the_exploration() -> None:
    chest = RULES.scenarios["hidden_treasure"]
    facts = ScenarioReport(won=True, held=(("treasure", 1),))
    assert needs_dice(chest, facts) and not needs_dice(chest, ScenarioReport(won=True))
    # 3D6 gold 4+5+6; wyrdstone 5+: 5, D3 = 2; light armour 4+: 3 (no); sword 3+: 3 (yes);
    # gems 5+: 4 (no).
    dice = TableDice([4, 5, 6, 5, 2, 3, 3, 4])
    finds = scenario_finds(chest, facts, dice)
    assert (finds.gold, finds.shards, finds.items) == (15, 2, ("sword",))
    assert not dice.remaining
    held = report("hidden_treasure", counters_held={"treasure": 1})
    result = resolve_post_battle(RULES, ROSTER, held, TableDice([*LOW, 4, 5, 6, 5, 2, 3, 3, 4]))
    assert result.gold_found == 15 and "sword" in result.items_found
    assert [r.value for r in result.rolls][:4] == LOW  # the exploration comes first
    assert result.rolls[-1].purpose.code == "scenario_find_check"


def test_a_warband_without_the_chest_rolls_nothing_for_it() -> None:
    result = resolve_post_battle(RULES, ROSTER, report("hidden_treasure"), TableDice(LOW))
    assert not result.scenario_finds and len(result.rolls) == len(LOW)


@pytest.mark.parametrize(
    ("changes", "code"),
    [
        ({"counters_held": {"treasure": 1}}, "no_such_counter"),
        ({"counters_held": {"wyrdstone": -1}}, "negative_scenario_count"),
        ({"enemy_start": -2}, "negative_scenario_count"),
    ],
)
def test_a_report_of_counters_the_scenario_does_not_keep_is_refused(
    changes: dict[str, Any], code: str
) -> None:
    with pytest.raises(IllegalMoveError) as info:
        resolve_post_battle(RULES, ROSTER, report("wyrdstone_hunt", **changes), TableDice(LOW))
    assert info.value.message.code == code
