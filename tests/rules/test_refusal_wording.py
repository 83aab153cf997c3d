"""The rules' refusals read as English sentences, and joined into one line ("...; nothing was
hired") they keep no full stop before the semicolon."""

from __future__ import annotations

from dataclasses import replace

from rules import default_ruleset
from rules.composition import validate
from rules.messages import english, problems_message
from rules.roster import RosterGroup, RosterHiredSword
from tests.starting import starting_roster

RULES = default_ruleset()


def _messages(roster) -> list[str]:
    return [str(p) for p in validate(RULES, roster)]


def test_a_hired_sword_the_warband_may_not_hire() -> None:
    orcs, _ = starting_roster(RULES, "orc_mob")
    ranger = replace(orcs, hired_swords=(RosterHiredSword("Fin", "elf_ranger"),))
    assert "The Orc Mob warband cannot hire the Elf Ranger." in _messages(ranger)
    skaven, _ = starting_roster(RULES, "skaven")
    aenur = replace(skaven, hired_swords=(RosterHiredSword("Aenur", "aenur"),))
    persona = RULES.hired_swords["aenur"].name.en  # a persona has no article
    assert f"The Skaven of Clan Eshin warband cannot hire {persona}." in _messages(aenur)


def test_a_hired_sword_hired_twice() -> None:
    orcs, _ = starting_roster(RULES, "orc_mob")
    two = tuple(RosterHiredSword(n, "ogre_bodyguard") for n in ("Grum", "Grak"))
    assert "Ogre Bodyguard hired 2 times: only one of each hired sword may be hired." in _messages(
        replace(orcs, hired_swords=two)
    )


def test_a_name_ending_in_s_takes_an_apostrophe_alone() -> None:
    orcs, _ = starting_roster(RULES, "orc_mob")
    squigs = RosterGroup("Squigs", "orc_mob.cave_squigs", 1, 0, equipment=("dagger",))
    messages = _messages(replace(orcs, groups=(*orcs.groups, squigs)))
    assert "Squigs: Dagger is not on the Cave Squigs' equipment list." in messages


def test_problems_joined_in_one_line_lose_their_full_stops() -> None:
    orcs, _ = starting_roster(RULES, "orc_mob")
    two = tuple(RosterHiredSword(n, "elf_ranger") for n in ("Fin", "Fan"))
    problems = validate(RULES, replace(orcs, hired_swords=two))
    assert len(problems) == 2
    line = english(problems_message(problems))
    assert ".;" not in line and not line.endswith("."), line
