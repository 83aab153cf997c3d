"""The post-battle sequence opens filled from the finished battle: casualties, enemies out of
action per hero, scenario, result, opponent and his rating (the underdog bonus's figure)."""

from __future__ import annotations

import pytest

from app.battle.prefill import fill_draft, prefill_of
from app.battle.sides import anonymous_side
from app.battle.usecases import Opponent, add_event, end_battle, start_battle
from app.postbattle.draft import PostBattleDraft
from app.store.repository import Store
from rules.battle import (
    BattleError,
    CounterChanged,
    EndReason,
    OutOfAction,
    Status,
    StatusChanged,
)


def test_the_draft_opens_with_the_battles_values(
    store: Store, warband: int, crew: dict[str, str]
) -> None:
    orcs = Opponent(anonymous_side("Da Boyz", "orc_mob", 300, 6))
    battle = start_battle(store, warband, orcs, scenario="skirmish").battle_id
    captain, champion = f"0:{crew['captain']}", f"0:{crew['champion']}"
    marksman = f"0:{crew['marksmen']}:2"
    for event in (
        StatusChanged(captain, Status.STUNNED, by="1:#1"),
        OutOfAction(captain),  # by the last attacker: #1
        OutOfAction(marksman, by="1:#2"),
        OutOfAction("1:#3", by=champion),
        OutOfAction("1:#4", by=champion),
        OutOfAction("1:#5", by=""),
    ):
        add_event(store, battle, event)
    with pytest.raises(BattleError):
        prefill_of(store, battle, warband)  # not over yet
    end_battle(store, battle, 1, EndReason.OBJECTIVE)
    prefill = prefill_of(store, battle, warband)
    draft = PostBattleDraft(store, store.load(warband))
    fill_draft(draft, prefill)
    report = draft.report()
    assert report.result == "lost" and report.scenario == "skirmish"
    assert (report.opponent, report.opponent_type, report.opponent_rating) == (
        "Da Boyz",
        "orc_mob",
        300,
    )
    assert report.heroes_out_of_action == (crew["captain"],)
    assert dict(report.henchmen_out_of_action) == {crew["marksmen"]: 1}
    assert dict(report.enemies_out_of_action) == {crew["champion"]: 2}
    assert set(report.took_part) == set(crew.values())
    rolls = [(roll.kind, roll.warrior.id, roll.down) for roll in draft.injury_rolls()]
    assert rolls == [("hero", crew["captain"], 1), ("group", crew["marksmen"], 1)]


def test_the_counters_carried_at_the_end_fill_the_awards_and_the_scenarios_effects(
    store: Store, warband: int, crew: dict[str, str]
) -> None:
    """Wyrdstone Hunt: +1 experience per counter a warrior carries at the end, a shard per
    counter; the champion fell with his, so they are not his. Hidden Treasure: the chest."""
    orcs = Opponent(anonymous_side("Da Boyz", "orc_mob", 300, 6))
    captain, champion = f"0:{crew['captain']}", f"0:{crew['champion']}"
    marksman = f"0:{crew['marksmen']}:2"
    hunt = start_battle(store, warband, orcs, scenario="wyrdstone_hunt").battle_id
    for event in (
        CounterChanged(captain, "wyrdstone"),
        CounterChanged(captain, "wyrdstone"),
        CounterChanged(marksman, "wyrdstone"),
        CounterChanged(champion, "wyrdstone"),
        OutOfAction(champion, by="1:#1"),
    ):
        add_event(store, hunt, event)
    end_battle(store, hunt, 0, EndReason.OBJECTIVE)
    prefill = prefill_of(store, hunt, warband)
    assert prefill.counters == {"wyrdstone": {crew["captain"]: 2, crew["marksmen"]: 1}}
    draft = PostBattleDraft(store, store.load(warband))
    fill_draft(draft, prefill)
    assert draft.award_counts == {
        ("wyrdstone_counter", crew["captain"]): 2,
        ("wyrdstone_counter", crew["marksmen"]): 1,
    }
    assert dict(draft.report().counters_held) == {"wyrdstone": 3}

    chest = start_battle(store, warband, orcs, scenario="hidden_treasure").battle_id
    add_event(store, chest, CounterChanged(captain, "treasure"))
    end_battle(store, chest, 0, EndReason.OBJECTIVE)
    draft = PostBattleDraft(store, store.load(warband))
    fill_draft(draft, prefill_of(store, chest, warband))
    assert draft.scenario_counts == {"held:treasure": 1}
    assert dict(draft.report().counters_held) == {"treasure": 1}
