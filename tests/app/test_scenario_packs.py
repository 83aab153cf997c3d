"""A supplement's scenarios come with its scenarios pack: a campaign offers them (to the
post-battle sequence, the match record and the scenario roll) while it plays with the pack, and
outside a campaign while the pack is switched on."""

from __future__ import annotations

import pytest

import app.usecases as uc
from app.postbattle.draft import PostBattleDraft
from app.store.repository import Store
from app.usecases.campaign_scenarios import (
    campaign_ruleset,
    roll_scenario,
    set_allowed_scenarios,
)
from app.usecases.core import RefusedError
from app.usecases.packs import disable_pack
from app.usecases.post_battle import post_battle
from rules.dice import TableDice
from rules.post_battle import Award, BattleReport

pytestmark = pytest.mark.backends("sqlite", "postgresql")

PACK = "scenarios_empire_in_flames"
FLAMES = ("bounty_hunting", "stagecoach_ambush", "lost_in_the_bogs", "the_thing_in_the_woods")


def test_the_pack_brings_its_scenarios_after_the_rulebooks(store: Store) -> None:
    ids = [s.id for s in store.ruleset.ordered_scenarios()]
    assert ids[:9] == [s.id for s in store.ruleset.ordered_scenarios("rulebook")]
    first = ids.index("bounty_hunting")
    assert first >= 9 and ids[first : first + 5] == [*FLAMES, "the_frenzied_mob"]
    assert store.ruleset.packs[PACK].scenarios == (*FLAMES, "the_frenzied_mob")
    assert {store.ruleset.scenarios[s].pack for s in FLAMES} == {PACK}
    assert store.ruleset.with_scenarios_of(()).ordered_scenarios() == tuple(
        store.ruleset.ordered_scenarios("rulebook")
    )


def test_a_campaign_without_the_pack_offers_none_of_its_scenarios(store: Store) -> None:
    bare = uc.create_campaign(store, "Rulebook only", packs=["core"]).campaign_id
    full = uc.create_campaign(store, "Wild roads", packs=["core", PACK]).campaign_id
    offered = campaign_ruleset(store.ruleset, uc.load_league(store, bare).campaign).scenarios
    assert len(offered) == 9 and not set(FLAMES) & set(offered)  # nor the Annual's
    with pytest.raises(RefusedError) as info:
        set_allowed_scenarios(store, bare, ["skirmish", "stagecoach_ambush"])
    assert info.value.message.code == "unknown_scenarios"
    set_allowed_scenarios(store, full, ["skirmish", *FLAMES])
    campaign = uc.load_league(store, full).campaign
    value, row = roll_scenario(store.ruleset, campaign, TableDice([3]))
    assert (value, row.scenario) == (3, "stagecoach_ambush")


def test_a_battle_of_a_supplements_scenario_gives_its_awards(store: Store) -> None:
    wolves = uc.create_warband(store, "reikland", "Grey Wolves").warband_id
    captain = uc.hire(store, wolves, "reikland.mercenary_captain", "Hans").details.warrior_id
    draft = PostBattleDraft(store, store.load(wolves))
    assert set(FLAMES) <= set(draft.ruleset.scenarios)
    draft.battle.scenario = "stagecoach_ambush"
    assert "Attacking Hero who captures the stagecoach whole" in [a.name.en for a in draft.awards()]
    report = BattleReport(
        scenario="stagecoach_ambush",
        result="won",
        opponent_rating=0,
        awards=(Award("captures_the_stagecoach", captain, 1),),
    )
    change = post_battle(store, wolves, report, TableDice([1, 2]))
    gain = next(g for g in change.details.result.experience if g.warrior == captain)
    assert gain.new - gain.old == 1 + 1 + 2  # survives, winning leader, captures the coach


def test_switched_off_the_pack_offers_its_scenarios_no_more(store: Store) -> None:
    wolves = uc.create_warband(store, "reikland", "Grey Wolves").warband_id
    disable_pack(store, PACK)
    draft = PostBattleDraft(store, store.load(wolves))
    assert not set(FLAMES) & set(draft.ruleset.scenarios)
    assert {"skirmish", "monster_hunt"} <= set(draft.ruleset.scenarios)  # other packs stay
