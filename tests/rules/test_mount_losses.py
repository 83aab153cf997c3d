"""A mount whose rider went out of action: its own D6 after the serious injuries."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules import default_ruleset
from rules.dice import TableDice
from rules.post_battle import BattleReport, resolve_post_battle
from rules.roster import Roster, RosterHero, RosterHiredSword

RULES = default_ruleset()


def _roster(*otto_kit: str) -> Roster:
    return Roster(
        "reikland",
        heroes=(
            RosterHero("Hans", "reikland.mercenary_captain", 20, equipment=("horse",), id="hans"),
            RosterHero("Otto", "reikland.champion", 8, equipment=otto_kit, id="otto"),
        ),
    )


def _report(*out: str) -> BattleReport:
    return BattleReport("skirmish", "lost", 200, heroes_out_of_action=out)


@pytest.mark.parametrize(
    ("kit", "roll", "lost"),
    [
        (("warhorse",), 2, True),
        (("warhorse",), 3, False),
        (("warhorse", "barding"), 2, False),
        (("warhorse", "barding"), 1, True),
        (("horse",), 1, True),
    ],
)
def test_the_mount_is_lost_on_its_own_d6(kit: tuple[str, ...], roll: int, lost: bool) -> None:
    # Otto: D66 4 1 (full recovery), then his mount's D6; exploration: Hans alone, one die.
    result = resolve_post_battle(RULES, _roster(*kit), _report("otto"), TableDice([4, 1, roll, 3]))
    (mount,) = result.mounts
    assert (mount.warrior, mount.outcome.mount, mount.outcome.roll) == ("otto", kit[0], roll)
    assert mount.outcome.lost is lost
    assert [r.purpose.code for r in result.rolls] == [
        "serious_injury",
        "serious_injury",
        "mount_injury",
        "exploration",
    ]
    assert result.events[1].code == ("mount_lost" if lost else "mount_unhurt")


def test_no_roll_for_a_rider_who_died_or_a_hero_on_foot() -> None:
    # Hans (horse) 1 3: dead; Otto on foot: 4 1; no mount die; exploration: nobody standing.
    result = resolve_post_battle(
        RULES, _roster("sword"), _report("hans", "otto"), TableDice([1, 3, 4, 1])
    )
    assert result.mounts == ()
    assert "mount_injury" not in [r.purpose.code for r in result.rolls]


def test_the_mounts_come_after_every_injury_in_the_reports_order() -> None:
    result = resolve_post_battle(
        RULES, _roster("warhorse"), _report("otto", "hans"), TableDice([4, 1, 4, 2, 6, 1])
    )
    assert [(m.warrior, m.outcome.roll) for m in result.mounts] == [("otto", 6), ("hans", 1)]
    assert [m.outcome.lost for m in result.mounts] == [False, True]


@pytest.mark.parametrize(
    ("skills", "mount", "lost"),
    [
        (("swordsmith_farrier",), "warhorse", False),  # shod: lost only on a 1
        ((), "warhorse", True),  # a Swordsmith without the skill shoes nothing
        (("swordsmith_farrier",), "nightmare", True),  # no horse of flesh: no shoes
    ],
)
def test_the_farrier_keeps_a_horse_on_a_2(skills: tuple[str, ...], mount: str, lost: bool) -> None:
    roster = replace(
        _roster(mount),
        hired_swords=(RosterHiredSword("Smith", "swordsmith", 0, id="smith", skills=skills),),
    )
    result = resolve_post_battle(RULES, roster, _report("otto"), TableDice([4, 1, 2, 3]))
    (loss,) = result.mounts
    assert loss.outcome.roll == 2 and loss.outcome.lost is lost
