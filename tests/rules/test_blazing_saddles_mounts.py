"""The ridden animals of Blazing Saddles: who may ride each, what they do to the save and the
rating, giant spiders and giant wolves never in one warband, and each mount offered for trade
exactly to the warbands that have a Hero who may ride it."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from rules import RulesDataError, Ruleset, load_ruleset
from rules.armour import armour_save
from rules.composition import validate
from rules.costs import allowed_items
from rules.loader import DATA_DIR
from rules.mounts import may_ride, mount_lost_on, shod_on
from rules.rating import warband_rating
from rules.roster import Roster, RosterGroup, RosterHero

BLAZING_SADDLES = (
    "elven_steed",
    "giant_wolf",
    "war_boar",
    "cold_one",
    "chaos_steed",
    "giant_spider",
)


def _codes(ruleset: Ruleset, roster: Roster) -> list[str]:
    return [problem.code for problem in validate(ruleset, roster)]


def _one_hero(
    warband_id: str, type_id: str, kit: tuple[str, ...], skills: tuple[str, ...] = ()
) -> Roster:
    hero = RosterHero("Rider", f"{warband_id}.{type_id}", 20, equipment=kit, skills=skills)
    return Roster(warband_id, heroes=(hero,))


@pytest.mark.parametrize(
    ("warband_id", "type_id", "mount_id", "allowed"),
    [
        ("wood_elves", "hunt_master", "elven_steed", True),
        ("shadow_warriors", "shadow_master", "elven_steed", True),
        ("reikland", "mercenary_captain", "elven_steed", False),
        ("night_goblins", "big_boss", "giant_wolf", True),
        ("forest_goblins", "chieftain", "giant_spider", True),
        ("orc_mob", "boss", "giant_wolf", False),
        ("orc_mob", "boss", "war_boar", True),
        ("black_orcs", "youngun", "war_boar", True),
        ("black_orcs", "boss", "war_boar", False),  # Black Orcs never ride
        ("dark_elves", "high_born", "cold_one", True),
        ("lizardmen", "skink_great_crest", "cold_one", True),
        ("wood_elves", "hunt_master", "cold_one", False),
        ("cult_of_the_possessed", "magister", "chaos_steed", True),
        ("cult_of_the_possessed", "possessed", "chaos_steed", False),
        ("marauders_of_chaos", "chieftain", "chaos_steed", False),
    ],
)
def test_who_may_ride_each_mount(
    ruleset: Ruleset, warband_id: str, type_id: str, mount_id: str, allowed: bool
) -> None:
    codes = _codes(ruleset, _one_hero(warband_id, type_id, (mount_id,)))
    assert ("mount_not_allowed" not in codes) is allowed, codes


def test_a_marauder_rides_a_chaos_steed_once_he_is_chosen_of_chaos(ruleset: Ruleset) -> None:
    chosen = _one_hero(
        "marauders_of_chaos", "chieftain", ("chaos_steed",), ("marauders_chosen_of_chaos",)
    )
    assert "mount_not_allowed" not in _codes(ruleset, chosen)
    refused = next(
        p
        for p in validate(ruleset, _one_hero("marauders_of_chaos", "chieftain", ("chaos_steed",)))
        if p.code == "mount_not_allowed"
    )
    assert "Chosen of Chaos" in str(refused) and "Избранник Хаоса" in refused.text("ru")


def test_spiders_and_wolves_never_ride_in_one_warband(ruleset: Ruleset) -> None:
    boss = RosterHero("Boss", "night_goblins.big_boss", 20, equipment=("giant_spider",))
    other = RosterHero("Git", "night_goblins.boss", 8, equipment=("giant_wolf",))
    mixed = Roster("night_goblins", heroes=(boss, other))
    problems = [p for p in validate(ruleset, mixed) if p.code == "mounts_not_together"]
    assert len(problems) == 1
    assert "Giant spider" in str(problems[0]) and "Гигантский волк" in problems[0].text("ru")
    spider = RosterHero("Git", "night_goblins.boss", 8, equipment=("giant_spider",))
    two_spiders = Roster("night_goblins", heroes=(boss, spider))
    assert "mounts_not_together" not in _codes(ruleset, two_spiders)
    stashed = Roster("night_goblins", heroes=(boss,), stash=("giant_wolf",))
    assert "mounts_not_together" not in _codes(ruleset, stashed)


def test_thick_hide_and_scales_save_two_better(ruleset: Ruleset) -> None:
    assert armour_save(ruleset, ["war_boar"]) == 5
    assert armour_save(ruleset, ["light_armour", "cold_one"]) == 4
    assert armour_save(ruleset, ["light_armour", "elven_steed"]) == 5


@pytest.mark.parametrize("mount_id", BLAZING_SADDLES)
def test_a_fighting_mount_adds_five_like_a_warhorse(ruleset: Ruleset, mount_id: str) -> None:
    warband_id, type_id = {
        "elven_steed": ("wood_elves", "hunt_master"),
        "giant_wolf": ("night_goblins", "big_boss"),
        "giant_spider": ("night_goblins", "big_boss"),
        "war_boar": ("orc_mob", "boss"),
        "cold_one": ("dark_elves", "high_born"),
        "chaos_steed": ("cult_of_the_possessed", "magister"),
    }[mount_id]
    on_foot = warband_rating(ruleset, _one_hero(warband_id, type_id, ()))
    assert warband_rating(ruleset, _one_hero(warband_id, type_id, (mount_id,))) == on_foot + 5


def test_only_the_elven_steed_is_shod_by_a_farrier(ruleset: Ruleset) -> None:
    farrier = 1
    assert mount_lost_on(ruleset, ("elven_steed",), farrier) == 1
    for mount_id in set(BLAZING_SADDLES) - {"elven_steed"}:
        assert mount_lost_on(ruleset, (mount_id,), farrier) == 2, mount_id
    assert shod_on(ruleset, Roster("wood_elves")) is None


def test_henchmen_ride_only_what_their_list_offers(ruleset: Ruleset) -> None:
    group = RosterGroup("Gits", "night_goblins.night_goblin", 2, 0, equipment=("giant_wolf",))
    assert "item_not_allowed" in _codes(ruleset, Roster("night_goblins", groups=(group,)))


@pytest.mark.parametrize("mount_id", BLAZING_SADDLES)
def test_each_mount_is_traded_exactly_where_a_hero_may_ride_it(
    ruleset: Ruleset, mount_id: str
) -> None:
    mount = ruleset.items[mount_id]
    riders = set()
    for warband in ruleset.warbands.values():
        for hero in warband.heroes:
            allowed = set(allowed_items(ruleset, warband, hero))
            learnable = [  # the rider skills he may learn
                skill_id
                for skill_id in (mount.mount.rider_skills if mount.mount else ())
                if ruleset.skills[skill_id].list in hero.skill_lists
            ]
            if may_ride(ruleset, mount, hero, allowed, learnable):
                riders.add(warband.id)
    assert set(mount.only_warbands) == riders


def test_a_mount_excluded_one_way_only_is_refused_at_load(
    tmp_path: Path, toml_parsed_once: None
) -> None:
    data = tmp_path / "data"
    shutil.copytree(DATA_DIR, data)
    path = data / "packs" / "blazing_saddles" / "items.toml"
    text = path.read_text(encoding="utf-8")
    old = 'lost_on = 2, not_with = ["giant_wolf"] }'
    assert text.count(old) == 1
    path.write_text(text.replace(old, "lost_on = 2 }"), encoding="utf-8")
    with pytest.raises(RulesDataError, match="not_with names 'giant_spider'"):
        load_ruleset(data)


def test_an_unknown_rider_skill_is_refused_at_load(tmp_path: Path, toml_parsed_once: None) -> None:
    data = tmp_path / "data"
    shutil.copytree(DATA_DIR, data)
    path = data / "packs" / "blazing_saddles" / "items.toml"
    text = path.read_text(encoding="utf-8")
    old = 'rider_skills = ["marauders_chosen_of_chaos"]'
    assert text.count(old) == 1
    path.write_text(text.replace(old, 'rider_skills = ["chosen_of_nobody"]'), encoding="utf-8")
    with pytest.raises(RulesDataError, match="unknown skill 'chosen_of_nobody'"):
        load_ruleset(data)
