"""Prices that hold only while a warband is created (`at_creation` list entries): the Dwarf
Treasure Hunters' gromril weapons at 3x the weapon, the Wood Elf heroes' ithilmar weapons at 2x
and ithilmar armour at 60 gc. Being created: the wizard's draft, or a warband with no battle in
its log (app.usecases.core.being_created); after its first battle the trading chart applies."""

from __future__ import annotations

import pytest

import app.usecases as uc
from app.domain import WarbandState, Warrior, to_roster
from app.store.repository import Store
from app.usecases.core import being_created, problems_of
from app.usecases.drafts import create_from_draft, draft_status
from app.usecases.hiring import hire_step
from app.usecases.post_battle import apply_post_battle_result, post_battle
from app.usecases.recruiting import kit_rows
from rules import IllegalMoveError
from rules.costs import list_price
from rules.dice import TableDice
from rules.post_battle import BattleReport, resolve_post_battle
from tests.app.conftest import hire


def _fight(store: Store, wid: int) -> None:
    report = BattleReport("skirmish", "won", opponent_rating=100, henchmen_out_of_action={})
    post_battle(store, wid, report, TableDice([4, 4, 4, 4, 4, 4]))


def _listed(store: Store, wid: int, warrior_id: str) -> dict[str, int]:
    state = store.load(wid)
    rows = kit_rows(store, state.warrior(warrior_id), state)
    return {row.item_id: row.cost for row in rows}


def _off_list(store: Store, wid: int) -> list[str]:
    return [p.code for p in problems_of(store, store.load(wid)) if p.code == "item_not_allowed"]


def _dwarfs(store: Store) -> tuple[int, str]:
    wid = uc.create_warband(store, "dwarf_treasure_hunters", "Grudge").warband_id
    noble = hire(store, wid, "noble", "Thorek", equipment=["gromril_axe"])
    hire(store, wid, "clansmen", "Clan", count=2, equipment=["axe"])
    return wid, noble


def test_a_new_dwarf_noble_is_hired_with_a_gromril_axe_at_three_axes(store: Store) -> None:
    wid = uc.create_warband(store, "dwarf_treasure_hunters", "Grudge").warband_id
    before = store.load(wid)
    assert being_created(before)
    change = uc.hire(store, wid, "noble", "Thorek", equipment=["gromril_axe", "gromril_hammer"])
    noble_cost = store.ruleset.warrior_type("dwarf_treasure_hunters.noble").cost
    assert change.details.cost == noble_cost + 3 * 5 + 3 * 3  # axe 5, hammer 3 on their list
    uc.undo(store, change)
    after = store.load(wid)
    assert after.treasury == before.treasury and after.warriors == []


def test_the_wizards_draft_prices_a_gromril_axe_at_three_axes(store: Store) -> None:
    noble = Warrior(kind="hero", type_id="dwarf_treasure_hunters.noble", name="Thorek")
    noble.equipment = ["gromril_axe"]
    clan = Warrior(kind="henchmen", type_id="dwarf_treasure_hunters.clansmen", name="Clan")
    clan.count, clan.equipment = 2, ["gromril_axe"]  # on the warriors' list, for henchmen too
    draft = WarbandState(name="Grudge", type_id="dwarf_treasure_hunters", warriors=[noble, clan])
    status = draft_status(store, draft)
    noble_type = store.ruleset.warrior_type("dwarf_treasure_hunters.noble")
    clan_type = store.ruleset.warrior_type("dwarf_treasure_hunters.clansmen")
    assert status.costs == (noble_type.cost + 15, 2 * (clan_type.cost + 15))
    wid = create_from_draft(store, draft, allow_problems=True).warband_id
    saved = store.load(wid)
    assert saved.treasury == status.gold_left
    assert saved.heroes[0].equipment == ["gromril_axe"]


def test_after_a_battle_the_gromril_axe_is_off_the_list_and_trades_at_four_axes(
    store: Store,
) -> None:
    wid, noble = _dwarfs(store)
    assert _listed(store, wid, noble)["gromril_axe"] == 15
    _fight(store, wid)
    state = store.load(wid)
    assert not being_created(state)
    assert "gromril_axe" not in _listed(store, wid, noble)
    assert _off_list(store, wid) == []  # the axe bought at creation he keeps
    with pytest.raises(uc.RefusedError):
        uc.hire(store, wid, "troll_slayer", "Gotrek", equipment=["gromril_axe"])
    slayer = store.ruleset.warrior_type("dwarf_treasure_hunters.troll_slayer")
    with pytest.raises(IllegalMoveError):
        list_price(store.ruleset, slayer, "gromril_axe")
    axe = store.ruleset.item("gromril_axe")
    assert (axe.cost, axe.rarity) == (20, 11)  # the trading chart's: 4 x 5 gc, Rare 11
    uc.set_treasury(store, wid, 100)
    change = uc.buy(store, wid, noble, "gromril_axe")
    assert change.details.cost == 20
    uc.undo(store, change)
    assert store.load(wid).treasury == 100


def test_adding_to_a_group_with_a_creation_price_after_a_battle_is_refused_in_one_line(
    store: Store,
) -> None:
    wid = uc.create_warband(store, "dwarf_treasure_hunters", "Grudge").warband_id
    hire(store, wid, "noble", "Thorek")
    clan = hire(store, wid, "clansmen", "Clan", count=2, equipment=["gromril_axe"])
    _fight(store, wid)
    uc.set_treasury(store, wid, 300)
    with pytest.raises(uc.RefusedError) as caught:
        uc.add_models(store, wid, clan, 1)
    assert "\n" not in str(caught.value)
    assert store.load(wid).warrior(clan).count == 2


def test_a_wood_elf_hero_at_creation_buys_ithilmar_at_the_creation_prices(store: Store) -> None:
    wid = uc.create_warband(store, "wood_elves", "Athel Loren").warband_id
    before = store.load(wid).treasury
    change = uc.hire(
        store, wid, "hunt_master", "Orion", equipment=["ithilmar_sword", "ithilmar_armour"]
    )
    master_cost = store.ruleset.warrior_type("wood_elves.hunt_master").cost
    assert change.details.cost == master_cost + 2 * 10 + 60
    uc.undo(store, change)
    assert store.load(wid).treasury == before and store.load(wid).warriors == []
    scouts = store.ruleset.warrior_type("wood_elves.glade_guard")
    with pytest.raises(IllegalMoveError):  # heroes only
        list_price(store.ruleset, scouts, "ithilmar_sword", at_creation=True)


def test_after_a_battle_a_wood_elf_hero_has_no_ithilmar_on_his_list(store: Store) -> None:
    wid = uc.create_warband(store, "wood_elves", "Athel Loren").warband_id
    master = hire(store, wid, "hunt_master", "Orion", equipment=["ithilmar_armour"])
    hire(store, wid, "glade_guard", "Guard", count=2)
    listed = _listed(store, wid, master)
    assert (listed["ithilmar_sword"], listed["ithilmar_armour"]) == (20, 60)
    _fight(store, wid)
    listed = _listed(store, wid, master)
    assert "ithilmar_sword" not in listed and "ithilmar_armour" not in listed
    assert _off_list(store, wid) == []  # the armour bought at creation he keeps
    uc.set_treasury(store, wid, 200)
    change = uc.buy(store, wid, master, "ithilmar_sword")
    assert change.details.cost == 30  # the chart's 3 x 10 gc
    uc.undo(store, change)
    assert store.load(wid).treasury == 200


def test_the_first_post_battle_sequence_hires_at_the_charts_prices_not_the_creations(
    store: Store,
) -> None:
    """The hiring after a warband's first battle is not at its creation, though the battle's
    record is written at the end of the same transaction."""
    wid, _ = _dwarfs(store)
    state = store.load(wid)
    report = BattleReport("skirmish", "won", opponent_rating=100, henchmen_out_of_action={})
    result = resolve_post_battle(
        store.ruleset, to_roster(store.ruleset, state), report, TableDice([4] * 6)
    )
    gromril = hire_step(store, "troll_slayer", "Gotrek", equipment=["gromril_axe"])
    with pytest.raises(uc.RefusedError, match="not on the"):
        apply_post_battle_result(store, wid, result, [gromril])
    assert store.load(wid).battles == []
    plain = hire_step(store, "troll_slayer", "Gotrek", equipment=["axe"])
    apply_post_battle_result(store, wid, result, [plain])
    after = store.load(wid)
    assert len(after.battles) == 1 and after.battles[0]["result"] == "won"
    assert not being_created(after)
