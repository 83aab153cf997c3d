"""Who leads: a leader type, a hero the player chose, a successor after the leader died."""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from rules import RulesDataError, default_ruleset, load_ruleset
from rules.advancement import skill_choices
from rules.composition import validate
from rules.leadership import is_leader, leader_of, may_lead, successors
from rules.loader import DATA_DIR
from rules.post_battle import BattleReport, resolve_post_battle
from rules.roster import Roster, RosterGroup, RosterHero

RULES = default_ruleset()
REAVERS = "lustrian_reavers"


def hero(type_id: str, hero_id: str, *, ld: int | None = None, xp: int | None = None) -> RosterHero:
    t = RULES.warrior_type(type_id)
    profile = t.profile if ld is None else replace(t.profile, Ld=ld)
    return RosterHero(
        hero_id, t.id, t.experience if xp is None else xp, profile=profile, id=hero_id
    )


def reavers(leader_id: str = "") -> Roster:
    return Roster(
        REAVERS,
        heroes=(
            hero("lustrian_reavers.conqueror", "conqueror"),
            hero("lustrian_reavers.jungle_shadow", "shadow"),
        ),
        groups=(RosterGroup("Prospects", "lustrian_reavers.prospect", 2, 0),),
        leader_id=leader_id,
    )


def codes(roster: Roster) -> list[str]:
    return [p.code for p in validate(RULES, roster)]


def test_a_chosen_leader_warband_needs_the_choice() -> None:
    assert RULES.warband(REAVERS).leader_chosen
    assert codes(reavers()) == ["no_leader"]
    assert codes(reavers("shadow")) == []
    assert leader_of(RULES, reavers("shadow")).id == "shadow"  # type: ignore[union-attr]
    assert leader_of(RULES, reavers()) is None
    # A leader id that names nobody on the roster is no leader.
    assert codes(reavers("gone")) == ["no_leader"]


def test_any_reaver_hero_may_lead_and_only_heroes() -> None:
    roster = reavers()
    assert all(may_lead(RULES, roster, h) for h in roster.heroes)
    for warband_id in (REAVERS, "court_of_the_profane_pleasures"):
        warband = RULES.warband(warband_id)
        assert all(t.may_lead and not t.is_leader for t in warband.heroes)
        assert not any(t.may_lead for t in warband.henchmen)


def test_a_fixed_leader_warband_is_led_by_its_leader_type() -> None:
    captain = hero("reikland.mercenary_captain", "captain")
    champion = hero("reikland.champion", "champion")
    roster = Roster("reikland", heroes=(captain, champion))
    assert leader_of(RULES, roster) == captain
    assert successors(RULES, roster) == ()  # nobody takes over while he lives
    assert not may_lead(RULES, roster, champion)


def test_when_the_leader_dies_the_highest_leadership_takes_over() -> None:
    captain = hero("reikland.mercenary_captain", "captain")
    champion = hero("reikland.champion", "champion", ld=8)
    youngblood = hero("reikland.youngblood", "youngblood")
    lads = (RosterGroup("Lads", "reikland.warriors", 2, 0),)
    roster = Roster("reikland", heroes=(captain, champion, youngblood), groups=lads)
    assert successors(RULES, roster, gone="captain") == (champion,)
    widowed = replace(roster, heroes=(champion, youngblood))
    problems = validate(RULES, widowed)
    assert [p.code for p in problems] == ["no_leader"]
    assert "champion" in str(problems[0])  # the message names who may take command
    assert may_lead(RULES, widowed, champion) and not may_lead(RULES, widowed, youngblood)
    assert validate(RULES, replace(widowed, leader_id="champion")) == []


def test_equals_are_split_by_experience_then_left_to_the_player() -> None:
    a = hero("reikland.champion", "a", xp=10)
    b = hero("reikland.champion", "b", xp=10)
    c = hero("reikland.champion", "c", xp=9)
    roster = Roster("reikland", heroes=(a, b, c))
    assert successors(RULES, roster) == (a, b)
    more = replace(roster, heroes=(a, replace(b, experience=12), c))
    assert [h.id for h in successors(RULES, more)] == ["b"]


def test_the_chosen_leader_alone_takes_leader_only_skills() -> None:
    # Pirates' Booming Voice is for the leader: a Mate who took command may learn it.
    mate = hero("pirates.mate", "mate")
    roster = Roster("pirates", heroes=(mate,), leader_id="mate")
    assert is_leader(RULES, roster, "mate")
    assert "pirates_booming_voice" not in skill_choices(RULES, "pirates.mate", ())
    assert "pirates_booming_voice" in skill_choices(RULES, "pirates.mate", (), is_leader=True)


def test_the_winning_leader_award_goes_to_the_chosen_leader() -> None:
    roster = replace(reavers("shadow"), treasury=100)
    report = BattleReport(
        scenario="skirmish", result="won", took_part=("conqueror", "shadow"), opponent_rating=100
    )
    result = resolve_post_battle(RULES, roster, report, _no_dice())
    awarded = {e.warrior: [r for r, _ in e.reasons] for e in result.experience}
    assert "winning_leader" in awarded["shadow"]
    assert "winning_leader" not in awarded["conqueror"]


def _no_dice():  # type: ignore[no-untyped-def]
    from rules.dice import TableDice

    return TableDice([3] * 200)


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ('leader = "chosen"', 'leader = "elected"', 'must be "fixed"'),
        ('special_rules = ["reavers_survivor"]', 'special_rules = ["leader"]', "no leader type"),
    ],
)
def test_the_loader_checks_a_chosen_leader(
    tmp_path: Path, old: str, new: str, message: str
) -> None:
    data = tmp_path / "data"
    shutil.copytree(DATA_DIR, data)
    path = data / "packs" / REAVERS / "warband.toml"
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1
    path.write_text(text.replace(old, new), encoding="utf-8")
    with pytest.raises(RulesDataError, match=message):
        load_ruleset(data)


def test_may_lead_false_keeps_a_type_from_leading(tmp_path: Path) -> None:
    data = tmp_path / "data"
    shutil.copytree(DATA_DIR, data)
    path = data / "packs" / REAVERS / "warband.toml"
    text = path.read_text(encoding="utf-8")
    anchor = 'id = "jungle_shadow"\n'
    path.write_text(text.replace(anchor, anchor + "may_lead = false\n"), encoding="utf-8")
    rules = load_ruleset(data)
    assert not rules.warrior_type("lustrian_reavers.jungle_shadow").may_lead
    problems = validate(rules, reavers("shadow"))
    assert [p.code for p in problems] == ["leader_not_allowed"]
    assert not may_lead(rules, reavers(), reavers().heroes[1])
    # ... and may_lead is refused where there is nothing to choose.
    pirates = data / "packs" / "pirates" / "warband.toml"
    ptext = pirates.read_text(encoding="utf-8")
    pirates.write_text(
        ptext.replace('id = "mate"\n', 'id = "mate"\nmay_lead = true\n'), encoding="utf-8"
    )
    with pytest.raises(RulesDataError, match="may_lead is only for"):
        load_ruleset(data)
