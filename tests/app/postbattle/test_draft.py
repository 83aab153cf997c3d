"""The post-battle draft without a window: what was entered, what the rules make of it, and the
very result Finish commits."""

from __future__ import annotations

import pytest

import app.usecases as uc
from app.postbattle.dice import Slot, edit_slot, roll_slot
from app.postbattle.draft import DiceMismatch, PostBattleDraft
from app.store.repository import Store
from app.usecases.post_battle import apply_post_battle_result
from tests.grey_wolves import grey_wolves, ids


@pytest.fixture
def warband(store: Store) -> int:
    return grey_wolves(store)


def draft_of(store: Store, warband: int) -> PostBattleDraft:
    return PostBattleDraft(store, store.load(warband))


def roll(draft: PostBattleDraft, slot_id: str, typed: str, resolve, key=None, label="") -> Slot:
    slot = draft.slot(slot_id, key or (slot_id,), label or slot_id)
    roll_slot(slot, typed, resolve)
    return slot


def test_a_new_draft_starts_from_the_sheet(store: Store, warband: int) -> None:
    w = ids(store, warband)
    uc.set_games_to_miss(store, warband, w["Karl"], 1)
    draft = draft_of(store, warband)
    assert draft.battle.took_part == [i for n, i in w.items() if n != "Karl"]
    assert draft.battle.opponent_rating == 103  # his own rating: no underdog by default
    assert draft.battle.result == "won"
    assert draft.scenario().number == 1
    assert draft.injury_rolls() == [] and draft.injuries_done()
    assert not draft.has_work()


def test_a_won_battle_worked_out_and_committed(store: Store, warband: int) -> None:
    w = ids(store, warband)
    draft = draft_of(store, warband)
    draft.battle.scenario, draft.battle.opponent_rating = "wyrdstone_hunt", 160
    draft.set_took_part(w["Karl"], False)
    draft.set_out_of_action(w["Otto"], True)
    draft.out_groups[w["Shooters"]] = 1
    draft.enemies[w["Hans"]] = 2
    draft.award_counts[("wyrdstone_counter", w["Rolf"])] = 1

    rolls = draft.injury_rolls()
    assert [(r.kind, r.warrior.name, r.down) for r in rolls] == [
        ("hero", "Otto", 1),
        ("group", "Shooters", 1),
    ]
    assert not draft.injuries_done()
    for injury, typed in zip(rolls, ("45", "4"), strict=True):
        slot = draft.slot(injury.slot_id, draft.slot_key(injury), injury.warrior.name)
        roll_slot(slot, typed, draft.resolve_injury(injury))
        assert slot.done, slot.error
    assert draft.injuries_done()

    gains = {
        draft.state.warrior(g.warrior).name: (g.old, g.new) for g in draft.preview().experience
    }
    assert gains["Hans"] == (20, 25) and gains["Rolf"] == (8, 11) and gains["Otto"] == (8, 10)

    count = draft.exploration_count()
    assert draft.exploration_breakdown() == (3, 2, 1, 0)  # Hans, Rolf and the win
    roll(draft, "explore", "6 6 4", draft.roll_exploration(count), ("explore", count))
    found = draft.exploration_found()
    assert found is not None and found.shards == 3 and found.multiple is not None
    assert draft.multiple_needs_dice() and not draft.exploration_done()
    roll(draft, "multiple", "5", draft.resolve_multiple, ("multiple", found.multiple.id))
    assert draft.exploration_done()

    draft.shards_to_sell = 2
    outcome = draft.outcome()
    assert outcome.trades.ok and outcome.trades.after.treasury == 179  # +50 +5 -15 upkeep
    change = apply_post_battle_result(store, warband, outcome.result, draft.steps())
    state = store.load(warband)
    # 3 found + 1 kept from before + Rolf's wyrdstone counter (a shard) - 2 sold
    assert change.after.treasury == state.treasury == 179 and state.shards == 2
    assert [r["value"] for r in store.battles(warband)[-1]["rolls"]] == [4, 5, 4, 6, 6, 4, 5]
    owed = {w.name: uc.advances_owed(store.ruleset, w) for w in state.warriors}
    assert owed["Hans"] == [24]
    assert outcome.advances_owed == sum(map(len, owed.values()))
    assert draft.advances_owed_with(outcome.result) == outcome.advances_owed  # as step 4 says


def test_changed_casualties_clear_the_dice_and_say_so(store: Store, warband: int) -> None:
    w = ids(store, warband)
    draft = draft_of(store, warband)
    draft.out_groups[w["Shooters"]] = 1
    (group,) = draft.injury_rolls()
    roll(draft, group.slot_id, "6", draft.resolve_injury(group), draft.slot_key(group), "Shooters")
    draft.out_groups[w["Shooters"]] = 2  # one more model down: the dice no longer fit
    (group,) = draft.injury_rolls()
    slot = draft.slot(group.slot_id, draft.slot_key(group), "Shooters (2)")
    assert not slot.done and slot.text == ""
    (note,) = draft.take_notes()
    assert note.kind == "cleared" and note.label == "Shooters"
    draft.out_groups[w["Shooters"]] = 0
    draft.drop_slots(("group:",), set())
    assert draft.take_notes() == []  # nothing typed in the new slot: nothing to say


def test_dice_that_no_longer_fit_are_refused(store: Store, warband: int) -> None:
    w = ids(store, warband)
    draft = draft_of(store, warband)
    draft.set_out_of_action(w["Otto"], True)
    (otto,) = draft.injury_rolls()
    roll(draft, otto.slot_id, "2 2", draft.resolve_injury(otto), draft.slot_key(otto))
    count = draft.exploration_count()
    roll(draft, "explore", "1 2 3 4", draft.roll_exploration(count), ("explore", count))
    draft.full_result()
    draft.slots["explore"].values = (1, 2, 3, 4, 5)  # a die more than the steps ask for
    with pytest.raises(DiceMismatch):
        draft.full_result()


def test_typed_dice_and_the_programs_dice(store: Store, warband: int) -> None:
    draft = draft_of(store, warband)
    slot = roll(draft, "scenario", "3 x", draft.roll_scenario)
    assert slot.bad_token == "x" and not slot.done
    slot = roll(draft, "scenario", "1 2", draft.roll_scenario)
    assert slot.outcome[0] == 3 and not slot.app
    draft.scenario_rolled()
    assert draft.battle.scenario == "street_fight"
    slot = roll(draft, "scenario", "", draft.roll_scenario)
    assert slot.app and len(slot.values) == 2 and slot.text == " ".join(map(str, slot.values))
    again = slot.values
    roll_slot(slot, slot.text, draft.roll_scenario)  # the program's dice stand
    assert slot.values == again
    edit_slot(slot, "4")
    assert not slot.done and not slot.app


def test_old_battle_wound_keeps_him_home_on_a_one(store: Store, warband: int) -> None:
    w = ids(store, warband)
    uc.apply_injury(store, warband, w["Otto"], "old_battle_wound")
    draft = draft_of(store, warband)
    assert [h.name for h in draft.old_wounded()] == ["Otto"]
    slot_id = f"old_wound:{w['Otto']}"
    roll(draft, slot_id, "1", draft.roll_old_wound(w["Otto"]))
    draft.old_wound_rolled(w["Otto"])
    assert w["Otto"] not in draft.battle.took_part
    assert w["Otto"] not in draft.report().took_part


def test_a_draw_only_where_the_scenario_allows(store: Store, warband: int) -> None:
    draft = draft_of(store, warband)
    draft.battle.scenario, draft.battle.result = "skirmish", "draw"
    assert draft.draw_refused()
    draft.battle.scenario = "occupy"
    assert not draft.draw_refused()


def test_more_than_six_exploration_dice_keep_six(store: Store, warband: int) -> None:
    draft = draft_of(store, warband)
    draft.extra_dice = 2
    count = draft.exploration_count()
    assert count == 7
    roll(draft, "explore", "1 1 2 3 4 5 6", draft.roll_exploration(count), ("explore", count))
    assert draft.kept_indices() == (0, 2, 3, 4, 5, 6)  # the highest six (the first 1)
    draft.keep(6, False)
    assert draft.exploration_found() is None and not draft.exploration_done()  # five kept
    draft.keep(1, True)
    found = draft.exploration_found()
    assert found is not None and found.dice == (1, 1, 2, 3, 4, 5)
    result = draft.full_result()
    assert result.exploration.dice_rolled == (1, 1, 2, 3, 4, 5, 6)  # the log keeps them all


def test_shards_sold_are_clamped_and_upkeep_refused(store: Store, warband: int) -> None:
    w = ids(store, warband)
    draft = draft_of(store, warband)
    draft.battle.result = "lost"
    draft.shards_to_sell = 9
    count = draft.exploration_count()
    roll(draft, "explore", "3 4 5 2", draft.roll_exploration(count), ("explore", count))
    base = draft.full_result(shards_to_sell=0)
    assert draft.shards_available(base) == base.shards_found == draft.shards_to_sell
    draft.set_upkeep_paid(w["Brute"], False)
    result = draft.full_result()
    assert result.upkeep == ((w["Brute"], 15, False),)
    assert "Brute" not in {x.name for x in draft.state_after(result).warriors}


def test_the_chest_is_asked_for_then_rolled_after_the_exploration(
    store: Store, warband: int
) -> None:
    draft = draft_of(store, warband)
    draft.battle.scenario = "hidden_treasure"
    questions = draft.scenario_questions()
    assert [(q.key, q.counter, q.slot) for q in questions] == [
        ("held", "treasure", "held:treasure")
    ]
    assert not draft.scenario_needs_dice()  # no chest: nothing to roll
    draft.scenario_counts["held:treasure"] = 1
    assert draft.report().counters_held == {"treasure": 1} and draft.scenario_needs_dice()
    count = draft.exploration_count()
    no_multiple = " ".join("123456"[:count])
    roll(draft, "explore", no_multiple, draft.roll_exploration(count), ("explore", count))
    assert not draft.exploration_done()  # the chest still to roll
    # 3D6 gold 2+3+4; wyrdstone 1 (no); light armour 4 (yes); sword 2 (no); gems 6, D3 = 3.
    roll(
        draft,
        "scenario_finds",
        "2 3 4 1 4 2 6 3",
        draft.resolve_scenario_finds,
        draft.scenario_slot_key(),
    )
    assert draft.exploration_done()
    result = draft.full_result()
    finds = result.scenario_finds
    assert (finds.gold, finds.shards, finds.items) == (9 + 30, 0, ("light_armour",))
    assert result.gold_found >= 39 and "light_armour" in result.items_found


def test_counters_carried_per_warrior_need_no_question(store: Store, warband: int) -> None:
    w = ids(store, warband)
    draft = draft_of(store, warband)
    draft.battle.scenario = "wyrdstone_hunt"
    assert draft.scenario_questions() == []
    draft.award_counts[("wyrdstone_counter", w["Rolf"])] = 2
    draft.award_counts[("wyrdstone_counter", w["Hans"])] = 1
    assert draft.report().counters_held == {"wyrdstone": 3}
    draft.battle.scenario = "chance_encounter"
    keys = [q.key for q in draft.scenario_questions()]
    assert keys == ["held", "enemy_heroes_out_of_action", "enemy_start"]
    assert draft.scenario_questions()[0].at_start


def test_a_multiple_found_rolls_its_own_dice_and_the_winners_reward_its_own(
    store: Store, warband: int
) -> None:
    """A scenario that rewards the winner (the Lost Prince's father) rolls after the exploration
    in its own row: a multiple's row takes only the multiple's dice."""
    draft = draft_of(store, warband)
    draft.battle.scenario = "the_lost_prince"
    assert draft.scenario_needs_dice()  # the winner's reward, with no counter held
    count = draft.exploration_count()
    typed = " ".join("66432"[:count])  # a double six, no other multiple
    roll(draft, "explore", typed, draft.roll_exploration(count), ("explore", count))
    found = draft.exploration_found()
    assert found is not None and found.multiple is not None and draft.multiple_needs_dice()
    multiple = roll(draft, "multiple", "5", draft.resolve_multiple, ("multiple", found.multiple.id))
    assert multiple.done, multiple.error
    assert not draft.exploration_done()  # the father's reward still to roll
    # 5D6 gold; swords 4+, D3 = 1; heavy armour 1 (no); light 1; shield 1; helmet 1; gems 1.
    roll(
        draft,
        "scenario_finds",
        "1 1 1 1 1 4 1 1 1 1 1 1",
        draft.resolve_scenario_finds,
        draft.scenario_slot_key(),
    )
    assert draft.exploration_done()
    finds = draft.full_result().scenario_finds
    assert (finds.gold, finds.items) == (5, ("sword",))
