"""Trading planned on a post-battle draft without a window: what is offered at what price, the
plan worked out as Finish will make it, and what the battle takes off it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.postbattle.dice import roll_slot
from app.postbattle.draft import PostBattleDraft
from app.postbattle.planner import NameTaken, TradePlanner, price_range
from app.store.repository import Store
from app.usecases.equipment import price_quote
from tests.grey_wolves import grey_wolves, ids


@pytest.fixture
def warband(store: Store) -> int:
    return grey_wolves(store)


def planner_of(store: Store, warband: int, dead: str = "") -> TradePlanner:
    """A won skirmish, its exploration rolled; `dead` went out of action and died."""
    draft = PostBattleDraft(store, store.load(warband))
    if dead:
        hero = ids(store, warband)[dead]
        draft.set_out_of_action(hero, True)
        (injury,) = draft.injury_rolls()
        slot = draft.slot(injury.slot_id, draft.slot_key(injury), dead)
        roll_slot(slot, "1 1", draft.resolve_injury(injury))
    count = draft.exploration_count()
    slot = draft.slot("explore", ("explore", count), "explore")
    roll_slot(slot, " ".join("12345"[:count]), draft.roll_exploration(count))
    planner = TradePlanner(draft)
    planner.start()
    return planner


def test_what_is_offered_and_at_what_price(store: Store, warband: int) -> None:
    w = ids(store, warband)
    planner = planner_of(store, warband)
    assert planner.base is not None and planner.base.treasury == 124  # 139 - 15 upkeep
    otto = planner.warrior(w["Otto"])
    shooters = planner.warrior(w["Shooters"])
    assert otto is not None and shooters is not None
    offers = dict(planner.buy_offers(otto))
    assert offers["sword"].cost == 10 and offers["axe"].cost == 5  # a champion's own list
    assert dict(planner.sell_offers(shooters)) == {"bow": 15}  # half of 10, for three models
    assert dict(planner.sell_offers(None)) == {}  # the stash is empty
    quote = price_quote(store.ruleset, "reikland", otto, "elven_cloak")
    assert price_range(quote) == (110, 160)  # 100 + D6 x 10
    blades = planner.warrior(w["Blades"])
    assert blades is not None and planner.add_cost(blades) == 30  # 25 + mace 3 + 1 xp x 2


def test_a_plan_worked_out_in_order(store: Store, warband: int) -> None:
    w = ids(store, warband)
    planner = planner_of(store, warband)
    otto, hans = planner.warrior(w["Otto"]), planner.warrior(w["Hans"])
    assert otto is not None and hans is not None
    planner.buy(otto, "sword", None)
    planner.sell(hans, "sword")
    planner.move("to_stash", otto, "axe")
    assert [(t.kind, a) for t, a in planner.amounts()] == [
        ("buy", -10),
        ("sell", 5),
        ("to_stash", 0),
    ]
    after = planner.after
    assert after is not None and after.treasury == 119 and after.stash == ["axe"]
    assert planner.ok()
    planner.remove(0)
    assert [t.kind for t in planner.trades] == ["sell", "to_stash"]
    assert planner.after is not None and planner.after.treasury == 129


def test_a_recruit_is_named_once_and_offered_to_later_trades(store: Store, warband: int) -> None:
    planner = planner_of(store, warband)
    otto = planner.candidate("reikland.youngblood", "Otto")
    assert otto.name != "Otto"  # a free name of his own
    clash = replace(otto, name="Otto")
    assert planner.name_taken("Otto")
    with pytest.raises(NameTaken):
        planner.hire(clash)
    fritz = planner.candidate("reikland.youngblood", "Fritz")
    planner.hire(fritz)
    recruit = planner.warrior("Fritz")  # named by his name until the hire makes his id
    assert recruit is not None and recruit.equipment == ["dagger"]
    planner.buy(recruit, "shield", None)
    assert [a for _t, a in planner.amounts()] == [-15, -5]


def test_a_rule_broken_holds_the_plan(store: Store, warband: int) -> None:
    planner = planner_of(store, warband)
    captain = planner.candidate("reikland.mercenary_captain", "Dieter")
    planner.hire(captain)
    preview = planner.preview
    assert preview is not None and not preview.ok and preview.bad == 0
    assert "at most 1" in preview.error
    planner.remove(0)
    assert planner.ok()


def test_the_rare_search_and_its_find(store: Store, warband: int) -> None:
    w = ids(store, warband)
    planner = planner_of(store, warband, dead="Rolf")
    assert w["Rolf"] not in {h.id for h in planner.searchers()}
    hero = w["Hans"]
    slot_id = planner.roll_search(hero, "lucky_charm", "Hans's search")
    roll_slot(
        planner.draft.slots[slot_id], "3 4", lambda dice: dice.roll(6, None) + dice.roll(6, None)
    )  # type: ignore[arg-type]
    found = planner.found(hero)
    assert found is not None and found.id == "lucky_charm"
    assert planner.search(hero, "lucky_charm", 7).rarity == 6
    trade = planner.buy_found(hero, None, None)
    assert (trade.kind, trade.searcher, trade.dice) == ("rare", hero, (3, 4))
    assert planner.search_planned(hero) is trade
    assert planner.after is not None and planner.after.stash == ["lucky_charm"]


def test_trades_for_a_warrior_the_battle_takes_are_dropped(store: Store, warband: int) -> None:
    w = ids(store, warband)
    planner = planner_of(store, warband)
    hans = planner.warrior(w["Hans"])
    assert hans is not None
    planner.buy(hans, "shield", None)
    draft = planner.draft
    draft.set_out_of_action(w["Hans"], True)  # the player went back: Hans died after all
    (injury,) = draft.injury_rolls()
    slot = draft.slot(injury.slot_id, draft.slot_key(injury), "Hans")
    roll_slot(slot, "1 1", draft.resolve_injury(injury))
    count = draft.exploration_count()
    slot = draft.slot("explore", ("explore", count), "explore")
    roll_slot(slot, " ".join("12345"[:count]), draft.roll_exploration(count))
    planner.start()
    assert planner.trades == []
    notes = [n for n in draft.take_notes() if n.kind == "gone"]
    assert [(n.label, n.trade is not None and n.trade.item) for n in notes] == [("Hans", "shield")]
