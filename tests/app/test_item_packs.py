"""Items that come with a pack are switched off with it: never offered, never bought, the ones
owned kept on the sheet with a problem that says the pack is off. Generated over every item
that is not the core rulebook's."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

import app.usecases as uc
from app.command_line.cli import main
from app.postbattle.dice import roll_slot
from app.postbattle.draft import PostBattleDraft
from app.postbattle.planner import TradePlanner
from app.sheet.panel_view import panel_view
from app.store.database import open_database
from app.store.repository import Store
from app.usecases.item_packs import offered_items
from app.usecases.recruiting import kit_rows
from app.usecases.transfer import export_warband, import_warband
from rules import default_ruleset
from rules._reader import dice_parts
from rules._refs import requirement_closure
from rules.models import CORE_PACK, Item, Ruleset
from rules.trading import rare_items, trading_price
from tests.app.test_pdf import all_text, pdf_bytes

RULES = default_ruleset()


def _own(ruleset: Ruleset, warband_id: str) -> frozenset[str]:
    return requirement_closure(ruleset.packs, ruleset.warband(warband_id).pack)


def _buyer(item: Item) -> str | None:
    """A warband that may buy the item but for which it can be off (it is not its own pack's
    kit): the core warbands first."""
    core_first = sorted(RULES.warbands, key=lambda w: (RULES.warbands[w].pack != CORE_PACK, w))
    for warband_id in core_first:
        if item.available_to(warband_id) and _own(RULES, warband_id).isdisjoint(item.packs):
            return warband_id
    return None


PACK_ITEMS = sorted(i.id for i in RULES.items.values() if CORE_PACK not in i.packs)
OFFABLE = [(i, w) for i in PACK_ITEMS if (w := _buyer(RULES.items[i])) is not None]
OWN_KIT = [i for i in PACK_ITEMS if _buyer(RULES.items[i]) is None]


def test_every_item_belongs_to_a_known_pack_and_the_mounts_to_blazing_saddles() -> None:
    assert all(item.packs and set(item.packs) <= set(RULES.packs) for item in RULES.items.values())
    mounts = ["elven_steed", "giant_wolf", "war_boar", "cold_one", "chaos_steed", "giant_spider"]
    pack = RULES.packs["blazing_saddles"]
    assert set(pack.items) == set(mounts) and pack.kind == "items" and pack.grade == "1b"
    assert all(RULES.items[m].packs == ("blazing_saddles",) for m in mounts)
    assert pack.name.ru and pack.source.en and pack.source.ru
    # A shared item (supplement_equipment.toml) comes with every pack that names it.
    assert RULES.items["ball_and_chain"].packs == ("night_goblins", "orc_mob")
    assert len(OFFABLE) > 20 and RULES.warbands[dict(OFFABLE)["dwarf_axe"]].pack == CORE_PACK


def _packs_to_switch_off(item: Item) -> list[str]:
    """The item's packs and every pack that requires one of them, those that require first."""
    out = set(item.packs)
    out |= {p.id for p in RULES.packs.values() if set(p.requires) & out}
    return sorted(out, key=lambda p: (set(RULES.packs[p].requires).isdisjoint(out), p))


def _lowest_price(warband_id: str, item_id: str) -> int | None:
    quote = trading_price(RULES, warband_id, item_id)
    if not quote.dice:
        return None
    count, _sides = dice_parts(quote.dice)
    return quote.cost + count * quote.dice_multiplier


def _offered(store: Store, warband_id: str, item_id: str) -> bool:
    return offered_items(store, warband_id, [item_id]) == [item_id]


@pytest.mark.parametrize(("item_id", "warband_type"), OFFABLE)
def test_an_item_of_a_switched_off_pack_is_refused_and_not_offered_but_kept(
    store: Store, item_id: str, warband_type: str
) -> None:
    made = uc.create_warband(store, warband_type, "Buyers").warband_id
    uc.set_treasury(store, made, 5000)
    price = _lowest_price(warband_type, item_id)
    assert _offered(store, warband_type, item_id)
    before = store.load(made)
    bought = uc.buy_for_stash(store, made, item_id, price=price)
    uc.undo(store, bought)
    assert store.load(made).stash == before.stash and store.load(made).treasury == 5000
    bought = uc.buy_for_stash(store, made, item_id, price=price)
    for pack_id in _packs_to_switch_off(RULES.items[item_id]):
        uc.disable_pack(store, pack_id)
    assert not _offered(store, warband_type, item_id)
    kept = store.load(made)
    with pytest.raises(uc.RefusedError, match="switched off in this campaign"):
        uc.buy_for_stash(store, made, item_id, price=price)
    assert store.load(made).stash == kept.stash == [item_id]
    problems = [p for p in uc.problems_of(store, kept) if p.code == "item_pack_off"]
    assert len(problems) == 1 and RULES.items[item_id].name.en in str(problems[0])
    assert "switched off" in str(problems[0]) and "выключ" in problems[0].text("ru")
    uc.undo(store, bought)  # the buy made while the pack was on is undone exactly
    assert store.load(made).stash == [] and store.load(made).treasury == 5000
    assert not [p for p in uc.problems_of(store, store.load(made)) if p.code == "item_pack_off"]


@pytest.mark.parametrize("item_id", OWN_KIT)
def test_a_warband_keeps_buying_its_own_packs_kit_when_the_packs_are_off(
    store: Store, item_id: str
) -> None:
    """As a warband of a switched-off pack keeps hiring its own warriors."""
    item = RULES.items[item_id]
    owners = [w for w in sorted(RULES.warbands) if RULES.warbands[w].pack in item.packs]
    if not owners:
        pytest.skip(f"{item_id} comes only with hired swords' packs: no warband buys it")
    made = uc.create_warband(store, owners[0], "Owners").warband_id
    for pack_id in _packs_to_switch_off(item):
        uc.disable_pack(store, pack_id)
    assert _offered(store, owners[0], item_id)
    assert not [p for p in uc.problems_of(store, store.load(made)) if p.code == "item_pack_off"]


def _orc_mob_with_a_boss(store: Store) -> tuple[int, str]:
    made = uc.create_warband(store, "orc_mob", "Da Boyz").warband_id
    uc.set_treasury(store, made, 1000)
    boss = uc.hire(store, made, "orc_mob.boss", "Grukk").details.warrior_id
    return made, boss


def test_buying_a_mount_of_the_switched_off_pack_is_refused_everywhere(store: Store) -> None:
    """The warrior panel's buy, hiring with a kit and the new-warband wizard's draft."""
    made, boss = _orc_mob_with_a_boss(store)
    uc.disable_pack(store, "blazing_saddles")
    before = store.load(made)
    with pytest.raises(uc.RefusedError) as refused:
        uc.buy(store, made, boss, "war_boar")
    assert str(refused.value).startswith("The War boar comes from the pack blazing_saddles")
    assert "packs enable blazing_saddles" in str(refused.value)
    with pytest.raises(uc.RefusedError, match="switched off"):
        uc.hire(store, made, "orc_mob.boss", "Gorbag", equipment=["war_boar"])
    assert store.load(made) == before
    draft = store.load(made)
    draft.warriors[0].equipment.append("war_boar")
    with pytest.raises(uc.RefusedError, match="switched off"):
        uc.create_from_draft(store, draft)
    uc.enable_pack(store, "blazing_saddles")
    uc.buy(store, made, boss, "war_boar")


def test_an_owned_mount_stays_and_moves_but_the_sheet_says_its_pack_is_off(store: Store) -> None:
    made, boss = _orc_mob_with_a_boss(store)
    uc.buy(store, made, boss, "war_boar")
    uc.disable_pack(store, "blazing_saddles")
    state = store.load(made)
    assert "war_boar" in state.warrior(boss).equipment
    [problem] = [p for p in uc.problems_of(store, state) if p.code == "item_pack_off"]
    assert str(problem) == (
        "Grukk: War boar: its pack Blazing Saddles mounts is switched off; kept, but no more "
        "can be bought."
    )
    assert problem.text("ru") == (
        "Grukk: «Боевой кабан»: пакет Ездовые звери «Пылающих сёдел» выключен; предмет "
        "остаётся, но купить ещё нельзя."
    )
    moved = uc.to_stash(store, made, boss, "war_boar")  # no purchase: not refused
    uc.undo(store, moved)
    assert store.load(made).warrior(boss).equipment == state.warrior(boss).equipment


def _planner(store: Store, warband_id: int) -> TradePlanner:
    """The trading step of a won skirmish, its exploration rolled."""
    draft = PostBattleDraft(store, store.load(warband_id))
    count = draft.exploration_count()
    slot = draft.slot("explore", ("explore", count), "explore")
    roll_slot(slot, " ".join("12345"[:count]), draft.roll_exploration(count))
    planner = TradePlanner(draft)
    planner.start()
    return planner


def test_post_battle_trading_offers_and_buys_no_item_of_a_switched_off_pack(
    store: Store,
) -> None:
    made, boss = _orc_mob_with_a_boss(store)
    assert "war_boar" in [item.id for item, _rarity in _planner(store, made).rare_items()]
    uc.disable_pack(store, "blazing_saddles")
    planner = _planner(store, made)
    assert "war_boar" not in [item.id for item, _rarity in planner.rare_items()]
    assert "war_boar" in [i.id for i, _r in rare_items(RULES, "orc_mob")]  # the rules' own list
    hero = planner.warrior(boss)
    assert hero is not None
    planner.buy(hero, "war_boar", None)
    assert planner.preview is not None and "switched off" in planner.preview.error
    own_list = [item for item, _quote in planner.buy_offers(hero)]
    assert "ball_and_chain" not in own_list and len(own_list) > 5
    uc.disable_pack(store, "orc_mob")  # its own pack: its list is still offered to the Orc Mob
    assert [item for item, _quote in _planner(store, made).buy_offers(hero)] == own_list


def test_the_command_line_refuses_and_shows_the_kept_mount(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "c.sqlite3"

    def run(*args: str) -> tuple[int, str, str]:
        code = main(["--db", str(db), "--no-demo", *args])
        out, err = capsys.readouterr()
        return code, out, err

    assert run("new", "orc_mob", "Da Boyz")[0] == 0
    assert run("hire", "Da Boyz", "orc_mob.boss", "Grukk")[0] == 0
    store = Store(open_database(db), RULES)  # the command line buys nothing itself
    warband = store.load(1)
    uc.buy(store, warband.id, warband.warriors[0].id, "war_boar")
    store.database.close()
    code, out, _ = run("packs", "list")
    assert next(row for row in out.splitlines() if " blazing_saddles " in row).startswith("yes")
    assert run("packs", "disable", "blazing_saddles")[0] == 0
    code, out, err = run("hire", "Da Boyz", "orc_mob.boss", "Gorbag", "--kit", "war_boar")
    assert code == 1 and out == "" and err.count("\n") == 1
    assert "mordheim-roster packs enable blazing_saddles" in err
    code, out, err = run("--lang", "ru", "hire", "Da Boyz", "orc_mob.boss", "G", "--kit=war_boar")
    assert code == 1 and "Предмет «Боевой кабан» — из пакета blazing_saddles" in err
    code, out, _ = run("show", "Da Boyz")
    assert code == 0 and "War boar: its pack Blazing Saddles mounts is switched off" in out


def test_the_kit_lists_leave_out_an_item_of_a_switched_off_pack(store: Store) -> None:
    """The wizard's kit list and the warrior panel's offers (both `kit_rows`), whatever list
    names the item: a sword that came with the Blazing Saddles pack, for the test's sake."""
    sword = dataclasses.replace(RULES.items["sword"], packs=("blazing_saddles",))
    store.ruleset = dataclasses.replace(RULES, items={**RULES.items, "sword": sword})
    made = uc.create_warband(store, "reikland", "Grey Wolves").warband_id
    captain = uc.hire(store, made, "mercenary_captain", "Dieter").details.warrior_id
    warrior = store.load(made).warrior(captain)
    assert "sword" in [row.item_id for row in kit_rows(store, warrior)]
    assert "sword" in [o.item_id for o in panel_view(store, store.load(made), captain).offers]
    uc.disable_pack(store, "blazing_saddles")
    assert "sword" not in [row.item_id for row in kit_rows(store, warrior)]
    assert "sword" not in [o.item_id for o in panel_view(store, store.load(made), captain).offers]
    assert "axe" in [row.item_id for row in kit_rows(store, warrior)]
    with pytest.raises(uc.RefusedError, match="The Sword comes from the pack blazing_saddles"):
        uc.buy(store, made, captain, "sword")
    with pytest.raises(uc.RefusedError, match="switched off"):
        uc.hire(store, made, "mercenary_captain", "Otto", equipment=["sword"])


def test_an_owned_mount_of_a_switched_off_pack_travels_and_prints_as_before(store: Store) -> None:
    """JSON export and import, and the PDF sheet, are the same with its pack on or off."""
    made, boss = _orc_mob_with_a_boss(store)
    uc.buy(store, made, boss, "war_boar")
    exported, printed = export_warband(store, made), all_text(pdf_bytes(store, made))
    uc.disable_pack(store, "blazing_saddles")
    assert export_warband(store, made) == exported
    assert all_text(pdf_bytes(store, made)) == printed
    copy = import_warband(store, exported, name="Da Boyz again").warband_id
    assert "war_boar" in store.load(copy).heroes[0].equipment
    assert "item_pack_off" in [p.code for p in uc.problems_of(store, store.load(copy))]
