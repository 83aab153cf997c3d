"""A tracked battle between two warbands of one campaign is its match, for both sides, and
each side's post-battle sequence can start from that match with the battle's values: his
casualties and the enemies each of his warriors took out of action."""

from __future__ import annotations

import pytest

from app import usecases as uc
from app.battle.league import (
    match_prefill,
    record_battle_match,
    shared_campaign,
    tracked_battles_of_log,
)
from app.battle.sides import side_of_warband
from app.battle.usecases import Opponent, add_event, end_battle, resume_battle, start_battle
from app.campaign.league import Casualty
from app.exports.battle_report import report_messages
from app.store.repository import Store
from app.usecases.post_battle import post_battle
from app.usecases.statistics import statistics_of
from rules.battle import EndReason, OutOfAction
from rules.dice import RandomDice
from rules.post_battle import BattleReport
from tests.app.conftest import hire

pytestmark = pytest.mark.backends("sqlite", "postgresql")  # PostgreSQL: when a server is given


@pytest.fixture
def rivals(store: Store, warband: int, crew: dict[str, str]) -> dict[str, int]:
    """The Grey Wolves (the crew) and the Red Hands (Karl and three shots) in one campaign."""
    other = uc.create_warband(store, "reikland", "Red Hands").warband_id
    hire(store, other, "mercenary_captain", "Karl", equipment=["dagger", "sword"])
    hire(store, other, "marksmen", "Shots", count=3, equipment=["dagger", "bow"])
    campaign = uc.create_campaign(store, "Autumn", "2026-09-01").campaign_id
    for player, wid in (("Anna", warband), ("Boris", other)):
        uc.add_player(store, campaign, player)
        uc.enter_warband(store, campaign, player, wid, "2026-09-01")
    return {"campaign": campaign, "other": other}


def test_the_battle_is_the_match_of_both_sides_and_each_starts_from_it(
    store: Store, warband: int, crew: dict[str, str], rivals: dict[str, int]
) -> None:
    other, campaign = rivals["other"], rivals["campaign"]
    assert shared_campaign(store, warband, other) == campaign
    assert shared_campaign(store, warband, None) is None
    side = side_of_warband(store.ruleset, store.load(other), 1)
    karl, shots = side.models[0].id, [m.id for m in side.models[1:]]
    champion = f"0:{crew['champion']}"
    battle = start_battle(store, warband, Opponent(side, other), scenario="skirmish").battle_id
    for event in (
        OutOfAction(shots[0], by=champion),
        OutOfAction(shots[1], by=champion),
        OutOfAction(f"0:{crew['marksmen']}:1", by=karl),
    ):
        add_event(store, battle, event)
    end_battle(store, battle, 0, EndReason.OBJECTIVE)

    change = record_battle_match(store, battle, campaign, played_on="2026-09-08")
    match_id = change.details["match_id"]
    (match,) = uc.load_league(store, campaign).matches
    assert (match.id, match.scenario_id, match.played_on) == (match_id, "skirmish", "2026-09-08")
    assert [(s.warband_id, s.result) for s in match.sides] == [(warband, "won"), (other, "lost")]
    assert set(match.casualties) == {Casualty(warband, other, 2, 0), Casualty(other, warband, 1, 0)}
    assert resume_battle(store, battle).match_id == match_id

    theirs = match_prefill(store, match_id, other)
    assert theirs is not None
    assert (theirs.side, theirs.result, theirs.opponent) == (1, "lost", "Grey Wolves")
    assert theirs.groups_out == {shots[0].split(":")[1]: 2}
    assert theirs.enemies == {karl.split(":")[1]: 1}
    ours = match_prefill(store, match_id, warband)
    assert ours is not None and ours.enemies == {crew["champion"]: 2}

    # The Grey Wolves' sequence recorded and linked to the match: their log keeps the battle,
    # and the campaign's statistics count it.
    report = BattleReport("skirmish", "won", 100, date="2026-09-08")
    record = post_battle(store, warband, report, RandomDice(1)).after.battles[-1]["id"]
    assert tracked_battles_of_log(store, warband) == [None]
    assert "Who took out whom" not in "".join(report_messages(store, warband))
    uc.link_battle(store, campaign, match_id, warband, record)
    posted = "".join(report_messages(store, warband)).splitlines()
    section = posted.index("### Who took out whom")
    assert posted[section + 1 : section + 4] == [
        "- Turn 1: Otto took Shots 1 out of action",
        "- Turn 1: Otto took Shots 2 out of action",
        "- Turn 1: Karl took Marksmen 1 out of action",
    ]
    russian = "".join(report_messages(store, warband, None, "bbcode", "ru"))
    assert "Кто кого вывел из игры" in russian
    assert "Ход 1: Karl выводит из игры: Marksmen 1" in russian
    assert tracked_battles_of_log(store, warband) == [resume_battle(store, battle)]
    assert tracked_battles_of_log(store, other) == []  # the Red Hands ran none yet
    tracked = statistics_of(store, campaign).tracked
    assert tracked is not None and tracked.battles == 1
    assert [(t.name, t.enemies) for t in tracked.heroes] == [("Otto", 2), ("Karl", 1)]

    uc.link_battle(store, campaign, match_id, warband, None)
    change.undo(store)  # the match taken back: no battle's values for a match of that id
    assert uc.load_league(store, campaign).matches == ()
    assert match_prefill(store, match_id, other) is None


def test_a_match_typed_by_hand_has_no_battles_values(
    store: Store, warband: int, rivals: dict[str, int]
) -> None:
    report = uc.MatchReport((warband, rivals["other"]), warband, "2026-09-08")
    match_id = uc.record_match(store, rivals["campaign"], report).details["match_id"]
    assert match_prefill(store, match_id, warband) is None


def test_no_shared_campaign_when_one_warband_retired_or_plays_elsewhere(
    store: Store, warband: int, rivals: dict[str, int]
) -> None:
    stranger = uc.create_warband(store, "reikland", "Strangers").warband_id
    assert shared_campaign(store, warband, stranger) is None
    uc.retire_warband(store, rivals["campaign"], rivals["other"], "2026-10-01")
    assert shared_campaign(store, warband, rivals["other"]) is None
