"""Mounts: who may ride what, what a mount adds to the rating and the save, when it is lost."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from rules import Ruleset
from rules.armour import armour_save
from rules.composition import validate
from rules.mounts import mount_lost_on, mount_of, mounts_rating
from rules.rating import warband_rating
from rules.roster import Roster, RosterGroup, RosterHero

SECOND_SOURCE = Path(__file__).parent / "mounts_second_source.toml"


def _codes(ruleset: Ruleset, roster: Roster) -> set[str]:
    return {problem.code for problem in validate(ruleset, roster)}


def _reikland(*champion_kit: str) -> Roster:
    return Roster(
        "reikland",
        heroes=(
            RosterHero("Otto", "reikland.mercenary_captain", 20, equipment=("sword",)),
            RosterHero("Karl", "reikland.champion", 8, equipment=champion_kit),
        ),
        groups=(RosterGroup("Guns", "reikland.marksmen", 2, 0, equipment=("bow",)),),
    )


def test_second_source_numbers_agree(ruleset: Ruleset) -> None:
    table: dict[str, Any] = tomllib.loads(SECOND_SOURCE.read_text(encoding="utf-8"))
    disputes = set(table.get("disputes", {}))
    for item_id, fields in table["items"].items():
        item = ruleset.items[item_id]
        for field, theirs in fields.items():
            if field == "profile":
                assert item.profile is not None
                mine: object = item.profile.as_dict()
            elif field in ("rating", "lost_on", "save_bonus"):
                assert item.mount is not None, item_id
                mine = getattr(item.mount, field)
            else:
                mine = getattr(item, field)
            key = f"{item_id}.{field}"
            assert (theirs != mine) if key in disputes else (theirs == mine), (key, mine, theirs)


def test_a_human_hero_may_buy_a_horse_off_his_list(ruleset: Ruleset) -> None:
    assert not _codes(ruleset, _reikland("sword", "horse"))
    assert not _codes(ruleset, _reikland("warhorse", "barding"))


def test_a_dwarf_may_not_ride_the_charts_horse(ruleset: Ruleset) -> None:
    roster = Roster(
        "dwarf_treasure_hunters",
        heroes=(RosterHero("Thorin", "dwarf_treasure_hunters.noble", 20, equipment=("horse",)),),
    )
    problems = [p for p in validate(ruleset, roster) if p.code == "mount_not_allowed"]
    assert len(problems) == 1
    assert "Human" in str(problems[0]) and "Человек" in problems[0].text("ru")


def test_one_mount_at_a_time(ruleset: Ruleset) -> None:
    assert "two_mounts" in _codes(ruleset, _reikland("horse", "warhorse"))


def test_barding_only_on_a_warhorse(ruleset: Ruleset) -> None:
    assert "barding_without_mount" in _codes(ruleset, _reikland("barding"))
    assert "barding_without_mount" in _codes(ruleset, _reikland("horse", "barding"))


def test_a_henchman_rides_only_what_his_list_offers(ruleset: Ruleset) -> None:
    roster = _reikland()
    marksmen = RosterGroup("Guns", "reikland.marksmen", 2, 0, equipment=("bow", "horse"))
    with_horse = Roster("reikland", heroes=roster.heroes, groups=(marksmen,))
    assert "item_not_allowed" in _codes(ruleset, with_horse)
    hussars = Roster(
        "imperial_outriders",
        heroes=(RosterHero("Max", "imperial_outriders.knight", 20, equipment=("sword",)),),
        groups=(
            RosterGroup("Hussars", "imperial_outriders.hussars", 2, 0, equipment=("warhorse",)),
        ),
    )
    assert not {"item_not_allowed", "mount_not_allowed"} & _codes(ruleset, hussars)


def test_a_listed_mount_is_for_that_type_only(ruleset: Ruleset) -> None:
    def cavalcade(type_id: str) -> Roster:
        return Roster(
            "cursed_cavalcade",
            heroes=(RosterHero("Lord", type_id, 20, equipment=("nightmare",)),),
        )

    assert "mount_not_allowed" not in _codes(ruleset, cavalcade("cursed_cavalcade.aristocrat"))
    other = next(
        t.id
        for t in ruleset.warband("cursed_cavalcade").heroes
        if t.local_id != "aristocrat" and t.may_buy_equipment
    )
    assert "mount_not_allowed" in _codes(ruleset, cavalcade(other))


def test_mounts_add_to_the_rating(ruleset: Ruleset) -> None:
    on_foot = warband_rating(ruleset, _reikland("sword"))
    assert warband_rating(ruleset, _reikland("sword", "horse")) == on_foot + 3
    assert warband_rating(ruleset, _reikland("sword", "warhorse")) == on_foot + 5
    hussars = RosterGroup("Hussars", "imperial_outriders.hussars", 3, 0, equipment=("warhorse",))
    walking = RosterGroup("Hussars", "imperial_outriders.hussars", 3, 0)
    assert (
        warband_rating(ruleset, Roster("imperial_outriders", groups=(hussars,)))
        == warband_rating(ruleset, Roster("imperial_outriders", groups=(walking,))) + 15
    )


def test_a_mounted_warrior_saves_one_better(ruleset: Ruleset) -> None:
    assert armour_save(ruleset, ["horse"]) == 6
    assert armour_save(ruleset, ["light_armour", "horse"]) == 5
    assert armour_save(ruleset, ["light_armour", "warhorse", "barding"]) == 4
    assert armour_save(ruleset, ["light_armour"]) == 6


@pytest.mark.parametrize(
    ("kit", "lost_on"),
    [
        ((), 0),
        (("horse",), 2),
        (("warhorse",), 2),
        (("warhorse", "barding"), 1),
        (("warhorse", "bretonnian_barding"), 1),
    ],
)
def test_when_a_mount_is_lost(ruleset: Ruleset, kit: tuple[str, ...], lost_on: int) -> None:
    assert mount_lost_on(ruleset, kit) == lost_on


def test_mount_of_and_its_rating(ruleset: Ruleset) -> None:
    assert mount_of(ruleset, ("sword", "warhorse")) == ruleset.items["warhorse"]
    assert mount_of(ruleset, ("sword",)) is None
    assert mounts_rating(ruleset, ("nightmare",)) == 5  # it fights (A 1), as the warhorse


def test_a_mount_that_fights_adds_5_and_one_that_does_not_adds_3(ruleset: Ruleset) -> None:
    """One rule for every mount (docs/rules-notes.md "Mounts"): none of the supplements prints
    a figure, so each adds what the rulebook's warhorse or horse adds."""
    mounts = [item for item in ruleset.items.values() if item.mount is not None]
    assert len(mounts) >= 9 and all(item.profile is not None for item in mounts)
    for item in mounts:
        assert item.profile is not None and item.mount is not None
        assert item.mount.rating == (5 if item.profile.A > 0 else 3), item.id
    aristocrat = Roster(
        "cursed_cavalcade",
        heroes=(RosterHero("Count", "cursed_cavalcade.aristocrat", 20, equipment=("sword",)),),
    )
    riding = Roster(
        "cursed_cavalcade",
        heroes=(
            RosterHero(
                "Count", "cursed_cavalcade.aristocrat", 20, equipment=("sword", "nightmare")
            ),
        ),
    )
    assert warband_rating(ruleset, riding) == warband_rating(ruleset, aristocrat) + 5


def test_a_mount_rated_against_its_profile_is_refused_at_load(
    tmp_path: Path, toml_parsed_once: None
) -> None:
    import shutil

    from rules import RulesDataError, load_ruleset
    from rules.loader import DATA_DIR

    data = tmp_path / "data"
    shutil.copytree(DATA_DIR, data)
    path = data / "packs" / "cursed_cavalcade" / "warband.toml"
    text = path.read_text(encoding="utf-8")
    old = 'mount = { rating = 5, save_bonus = 1, riders = ["cursed_cavalcade.aristocrat"]'
    assert text.count(old) == 1
    path.write_text(text.replace(old, old.replace("rating = 5, ", "")), encoding="utf-8")
    with pytest.raises(RulesDataError, match=r"\(nightmare\): mount rating 0: a mount that fights"):
        load_ruleset(data)
