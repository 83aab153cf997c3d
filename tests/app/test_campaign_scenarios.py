"""A campaign's scenarios: the players' own (name, players, awards) and those its roll picks
among, each change one transaction with an exact undo; the post-battle sequence and the match
record accept the campaign's own scenarios."""

from __future__ import annotations

import pytest

import app.usecases as uc
from app.postbattle.draft import PostBattleDraft
from app.store.repository import Store
from app.usecases.campaign_scenarios import (
    add_custom_scenario,
    campaign_ruleset,
    remove_custom_scenario,
    roll_scenario,
    scenario_pool,
    set_allowed_scenarios,
)
from app.usecases.core import RefusedError
from app.usecases.league import MatchReport
from app.usecases.merge import export_copy, merge_copy, preview_merge
from app.usecases.post_battle import post_battle
from rules.dice import TableDice
from rules.post_battle import Award, BattleReport
from tests.app.test_league import league  # noqa: F401 (a fixture)
from tests.app.test_merge import theirs  # noqa: F401 (a fixture)

pytestmark = pytest.mark.backends("sqlite", "postgresql")

RAID = ("Raid on the mill", "two", [("Fires the mill", 2, "event"), ("Gets away", 1, "battle")])


def test_a_scenario_of_the_players_own_is_kept_and_undone(
    store: Store,
    league: dict[str, int],  # noqa: F811
) -> None:
    c = league["campaign"]
    change = add_custom_scenario(store, c, *RAID)
    scenario_id = change.details["scenario_id"]
    campaign = uc.load_league(store, c).campaign
    (own,) = campaign.custom_scenarios
    assert (own.id, own.name, own.players) == (scenario_id, "Raid on the mill", "two")
    assert [(a.name, a.xp, a.per) for a in own.awards] == [
        ("Fires the mill", 2, "event"),
        ("Gets away", 1, "battle"),
    ]
    rules = campaign_ruleset(store.ruleset, campaign)
    scenario = rules.scenarios[scenario_id]
    assert [a.id for a in scenario.experience][:3] == [
        "survives",
        "winning_leader",
        "enemy_out_of_action",
    ]
    assert rules.ordered_scenarios()[-1] is scenario  # after every published one
    uc.undo_league(store, change)
    assert uc.load_league(store, c).campaign.custom_scenarios == ()
    second = add_custom_scenario(store, c, "Bridge", "multiplayer")
    assert second.details["scenario_id"] == scenario_id  # the number is free again
    remove_custom_scenario(store, c, scenario_id)
    assert uc.load_league(store, c).campaign.custom_scenarios == ()


@pytest.mark.parametrize(
    ("name", "players", "awards", "code"),
    [
        ("  ", "two", [], "name_needed"),
        ("Raid", "three", [], "bad_scenario_players"),
        ("Raid", "two", [("Fires", 0, "event")], "bad_award_xp"),
        ("Raid", "two", [("Fires", 11, "event")], "bad_award_xp"),
        ("Raid", "two", [("Fires", 1, "kill")], "bad_award_per"),
        ("Raid", "two", [("Fires", 1, "event")] * 9, "too_many_awards"),
        ("raid ON the  mill", "two", [], "scenario_name_taken"),
    ],
)
def test_a_bad_scenario_is_refused_and_nothing_written(
    store: Store,
    league: dict[str, int],  # noqa: F811
    name: str,
    players: str,
    awards: list[tuple[str, int, str]],
    code: str,
) -> None:
    c = league["campaign"]
    add_custom_scenario(store, c, *RAID)
    before = uc.load_league(store, c)
    with pytest.raises(RefusedError) as info:
        add_custom_scenario(store, c, name, players, awards)
    assert info.value.message.code == code
    assert uc.load_league(store, c) == before


def test_the_roll_picks_among_the_scenarios_the_campaign_allows(
    store: Store,
    league: dict[str, int],  # noqa: F811
) -> None:
    c = league["campaign"]
    raid = add_custom_scenario(store, c, *RAID).details["scenario_id"]
    campaign = uc.load_league(store, c).campaign
    assert scenario_pool(store.ruleset, campaign) == ()  # the rulebook's table
    assert roll_scenario(store.ruleset, campaign, TableDice([3, 4]))[1].scenario == "skirmish"
    set_allowed_scenarios(store, c, ["skirmish", "occupy"])  # the rulebook's only: its table
    campaign = uc.load_league(store, c).campaign
    assert campaign.allowed_scenarios == ("skirmish", "occupy")
    assert scenario_pool(store.ruleset, campaign) == ()
    change = set_allowed_scenarios(store, c, ["occupy", raid, "skirmish"])
    campaign = uc.load_league(store, c).campaign
    assert scenario_pool(store.ruleset, campaign) == ("occupy", raid, "skirmish")
    value, row = roll_scenario(store.ruleset, campaign, TableDice([2]))
    assert (value, row.scenario, row.choose) == (2, raid, False)
    uc.undo_league(store, change)
    assert uc.load_league(store, c).campaign.allowed_scenarios == ("skirmish", "occupy")
    with pytest.raises(RefusedError) as info:
        set_allowed_scenarios(store, c, ["skirmish", "custom_9"])
    assert info.value.message.code == "unknown_scenarios"
    remove_custom_scenario(store, c, raid)  # out of the roll too
    assert uc.load_league(store, c).campaign.allowed_scenarios == ("skirmish", "occupy")


def test_a_battle_of_the_campaigns_own_scenario_and_its_match(
    store: Store,
    league: dict[str, int],  # noqa: F811
) -> None:
    c, wolves, eshin = league["campaign"], league["Grey Wolves"], league["Clan Eshin"]
    raid = add_custom_scenario(store, c, *RAID).details["scenario_id"]
    captain = uc.hire(store, wolves, "reikland.mercenary_captain", "Hans").details.warrior_id
    draft = PostBattleDraft(store, store.load(wolves))
    assert raid in draft.ruleset.scenarios
    draft.battle.scenario = raid
    assert [a.name.en for a in draft.awards()] == ["Fires the mill", "Gets away"]
    report = BattleReport(
        scenario=raid,
        result="won",
        opponent_rating=0,
        awards=(Award("award_1", captain, 2),),
    )
    change = post_battle(store, wolves, report, TableDice([1, 2]))
    gain = next(g for g in change.details.result.experience if g.warrior == captain)
    assert gain.new - gain.old == 1 + 1 + 2 * 2  # survives, winning leader, fired twice
    uc.record_match(store, c, MatchReport((wolves, eshin), winner=wolves, scenario_id=raid))
    with pytest.raises(RefusedError):
        uc.record_match(store, c, MatchReport((wolves, eshin), winner=wolves, scenario_id="nope"))


def test_a_warband_in_no_campaign_has_only_the_published_scenarios(store: Store) -> None:
    wolves = uc.create_warband(store, "reikland", "Lone Wolves").warband_id
    draft = PostBattleDraft(store, store.load(wolves))
    assert draft.ruleset is store.ruleset and draft.scenario_pool() == ()


def test_a_copy_of_the_campaign_carries_its_scenarios(
    store: Store,
    theirs: Store,  # noqa: F811
    league: dict[str, int],  # noqa: F811
) -> None:
    """Merged into another book and back: the campaign's own scenarios and the roll's list go
    with it; a campaign with none of its own is unchanged in the copy's digests."""
    c = league["campaign"]
    before = export_copy(store)
    raid = add_custom_scenario(store, c, *RAID).details["scenario_id"]
    set_allowed_scenarios(store, c, ["occupy", raid])
    merge_copy(theirs, export_copy(store))
    campaign = uc.load_league(theirs, uc.list_campaigns(theirs)[0][0]).campaign
    assert campaign.allowed_scenarios == ("occupy", raid)
    assert campaign.custom_scenarios == uc.load_league(store, c).campaign.custom_scenarios
    assert preview_merge(store, export_copy(theirs)).items == ()
    assert '"scenarios"' not in before  # none of its own: the copy reads as before
