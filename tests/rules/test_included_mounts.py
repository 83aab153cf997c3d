"""Mounts that come with a warrior in his cost, and who counts as Human for the mount chart."""

from __future__ import annotations

import tomllib
from dataclasses import replace
from pathlib import Path

import pytest

from rules import default_ruleset
from rules.armour import armour_save
from rules.composition import validate as check_roster
from rules.costs import hire_cost, list_price
from rules.mounts import kit_at_hire, may_ride, replaced_by
from rules.rating import warband_rating
from rules.roster import Roster, RosterGroup, RosterHero

RULES = default_ruleset()
SECOND = tomllib.loads(
    (Path(__file__).parent / "included_mounts_second_source.toml").read_text("utf-8")
)


def _typed() -> list[tuple[str, str, dict[str, object]]]:
    return [(w, t, row) for w, types in SECOND.items() for t, row in types.items()]


def test_every_included_mount_in_the_data_is_in_the_second_source() -> None:
    typed = {t.id for w in RULES.warbands.values() for t in w.types if t.included_mount is not None}
    assert typed == {f"{w}.{t}" for w, t, _ in _typed()}


@pytest.mark.parametrize(("warband_id", "type_id", "row"), _typed())
def test_the_included_mount_and_its_upgrade_agree_with_the_second_source(
    warband_id: str, type_id: str, row: dict[str, object]
) -> None:
    warrior_type = RULES.warrior_type(f"{warband_id}.{type_id}")
    assert warrior_type.included_mount == row["included_mount"]
    upgrades = {
        item_id: list_price(RULES, warrior_type, item_id).cost
        for item_id in RULES.items
        if replaced_by(RULES, warrior_type, item_id) == warrior_type.included_mount
    }
    upgrade = row.get("upgrade")
    expected = {upgrade["item"]: upgrade["cost"]} if isinstance(upgrade, dict) else {}
    assert upgrades == expected


def test_a_knight_is_hired_on_his_horse_for_his_cost_alone() -> None:
    knight = RULES.warrior_type("imperial_outriders.knight")
    kit = kit_at_hire(RULES, knight, ["dagger"])
    assert kit == ["dagger", "horse"]
    assert hire_cost(RULES, knight.id, 1, kit) == 85
    upgraded = kit_at_hire(RULES, knight, ["dagger", "horse", "warhorse"])
    assert upgraded == ["dagger", "warhorse"]
    assert hire_cost(RULES, knight.id, 1, upgraded) == 85 + 40


def test_the_upgrade_costs_the_lost_horse_too_once_it_is_gone() -> None:
    knight = RULES.warrior_type("imperial_outriders.knight")
    assert list_price(RULES, knight, "warhorse", rides_replaced=True).cost == 40
    assert list_price(RULES, knight, "warhorse", rides_replaced=False).cost == 40 + 40


def _outriders(knight_kit: tuple[str, ...], hussar_kit: tuple[str, ...]) -> Roster:
    return Roster(
        "imperial_outriders",
        heroes=(RosterHero("Ritter", "imperial_outriders.knight", 20, equipment=knight_kit),),
        groups=(RosterGroup("Hussars", "imperial_outriders.hussars", 3, 0, equipment=hussar_kit),),
    )


def test_the_horse_in_his_cost_counts_in_the_rating_once_per_model() -> None:
    on_foot = warband_rating(RULES, _outriders(("dagger",), ("dagger",)))
    mounted = warband_rating(RULES, _outriders(("dagger", "horse"), ("dagger", "horse")))
    assert mounted == on_foot + 3 + 3 * 3
    upgraded = warband_rating(RULES, _outriders(("dagger", "warhorse"), ("dagger", "horse")))
    assert upgraded == mounted + 2


def test_a_rider_of_his_included_horse_saves_one_better() -> None:
    assert armour_save(RULES, ("dagger",)) is None
    assert armour_save(RULES, ("dagger", "horse")) == 6
    assert armour_save(RULES, ("light_armour", "horse")) == 5


def test_the_henchmens_included_horse_is_no_fault_but_two_mounts_are() -> None:
    problems = check_roster(RULES, _outriders(("dagger", "horse"), ("dagger", "horse")))
    assert not [p for p in problems if (p.subject or "") in ("Hussars", "Ritter")]
    problems = check_roster(RULES, _outriders(("dagger", "horse", "warhorse"), ("dagger",)))
    assert "two_mounts" in [p.code for p in problems]


HUMAN_RACES = {"human", "marauder"}


def test_the_races_that_count_as_human_are_men() -> None:
    assert {race.id for race in RULES.races.values() if race.human} == HUMAN_RACES


@pytest.mark.parametrize("race_id", sorted(RULES.races))
def test_a_hero_of_every_race_may_ride_the_charts_horse_only_if_human(race_id: str) -> None:
    hero = replace(RULES.warrior_type("reikland.champion"), race=race_id, id=f"test.{race_id}")
    for mount_id in ("horse", "warhorse"):
        mount = RULES.items[mount_id]
        assert may_ride(RULES, mount, hero, allowed=()) is (race_id in HUMAN_RACES)


def test_a_marauder_hero_may_buy_a_horse_at_the_trading_post() -> None:
    chieftain = next(t for t in RULES.warband("marauders_of_chaos").heroes if t.is_leader)
    roster = Roster(
        "marauders_of_chaos",
        heroes=(RosterHero("Hrolf", chieftain.id, 20, equipment=("axe", "horse")),),
    )
    assert "mount_not_allowed" not in [p.code for p in check_roster(RULES, roster)]
