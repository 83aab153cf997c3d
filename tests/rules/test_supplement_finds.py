"""What the supplements' scenarios give the winner after the battle: the Lost Prince's reward and
the Monster Hunt's hoard, with as many swords as the D3 says and D3+1 shards; nothing for the
others."""

from __future__ import annotations

from rules import default_ruleset
from rules.dice import TableDice
from rules.post_battle import BattleReport, resolve_post_battle
from rules.scenario_finds import ScenarioReport, needs_dice, scenario_finds
from tests.rules.test_post_battle import ROSTER
from tests.rules.test_scenario_finds import LOW

RULES = default_ruleset()
WON, LOST = ScenarioReport(won=True), ScenarioReport(won=False)


def test_the_lost_princes_father_pays_the_winner_only() -> None:
    prince = RULES.scenarios["the_lost_prince"]
    assert not needs_dice(prince, LOST) and not scenario_finds(prince, LOST, TableDice([]))
    # 5D6 gold; swords 4+ then D3; heavy armour 5+; light armour 4+; shield 4+; helmet 4+;
    # gems 5+ then D3 x 10.
    dice = TableDice([1, 2, 3, 4, 5, 4, 2, 5, 1, 6, 3, 5, 3])
    found = scenario_finds(prince, WON, dice)
    assert found.gold == 15 + 30
    assert found.items == ("sword", "sword", "heavy_armour", "shield")
    assert dice.remaining == []
    won = BattleReport(scenario="the_lost_prince", result="won", opponent_rating=200)
    rolled = TableDice([*LOW, 1, 2, 3, 4, 5, 4, 2, 5, 1, 6, 3, 5, 3])
    result = resolve_post_battle(RULES, ROSTER, won, rolled)
    assert result.gold_found == 45 and result.items_found.count("sword") == 2


def test_the_monster_hunts_hoard_holds_d3_plus_one_shards() -> None:
    hunt = RULES.scenarios["monster_hunt"]
    # 5D6 gold; shards 4+ then D3 (+1); every other find fails its roll.
    dice = TableDice([6, 6, 6, 6, 6, 4, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1])
    found = scenario_finds(hunt, WON, dice)
    assert (found.gold, found.shards, found.items) == (30, 3, ())
    assert dice.remaining == []


def test_a_scenario_of_empire_in_flames_gives_nothing_by_itself() -> None:
    for scenario in RULES.ordered_scenarios("empire_in_flames"):
        assert not scenario.effects and not needs_dice(scenario, WON)
