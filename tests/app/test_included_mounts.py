"""The Imperial Outriders' horses, in their cost: given at hire, in the rating and the save
on every reader, never sold or stashed alone, upgraded to a warhorse, lost after a battle."""

from __future__ import annotations

from pathlib import Path

import pytest

import app.usecases as uc
from app.domain import to_roster
from app.pdf.view import sheet_view
from app.sheet.sheet_figures import sheet_figures
from app.store.repository import Store
from app.usecases.core import RefusedError
from app.usecases.post_battle import post_battle
from app.usecases.recruiting import kit_rows, recruit, recruit_kit_with, starting_kit
from app.usecases.transfer import export_warband
from rules import default_ruleset
from rules.composition import validate
from rules.dice import TableDice
from rules.post_battle import BattleReport
from rules.rating import warband_rating
from tests.app.conftest import hire
from tests.app.test_pdf import all_text, pdf_bytes

RULES = default_ruleset()


def _outriders(store: Store) -> int:
    warband = RULES.warband("imperial_outriders")
    if warband.pack not in uc.enabled_packs(store):
        uc.enable_pack(store, warband.pack)
    made = uc.create_warband(store, "imperial_outriders", "Riders").warband_id
    assert made is not None
    return made


def test_a_hired_knight_rides_his_horse_for_his_cost(store: Store) -> None:
    made = _outriders(store)
    change = uc.hire(store, made, "knight", "Ritter", equipment=["sword"])
    assert change.details.cost == 85 + 10
    state = store.load(made)
    knight = state.warrior(change.details.warrior_id or "")
    assert knight.equipment == ["sword", "horse"]
    figures = sheet_figures(RULES, state)
    assert figures.warriors[knight.id].save == 6  # mounted: one better, 6+ with no armour
    assert figures.rating == 5 + 20 + 3
    (summary,) = [s for s in store.list_warbands() if s.id == made]
    assert summary.rating == figures.rating


def test_a_group_of_hussars_counts_a_horse_for_every_model(store: Store) -> None:
    made = _outriders(store)
    hire(store, made, "hussars", "Hussars", count=3, equipment=["spear"])
    state = store.load(made)
    assert state.warriors[0].equipment == ["spear", "horse"]
    assert sheet_figures(RULES, state).rating == 3 * (5 + 3)
    for lang in ("en", "ru"):
        assert sheet_view(RULES, state, lang=lang).rating == 24
        assert "24" in all_text(pdf_bytes(store, made, lang=lang))


def test_the_horse_in_his_cost_is_never_sold_or_stashed(store: Store) -> None:
    made = _outriders(store)
    knight = hire(store, made, "knight", "Ritter", equipment=["dagger"])
    before = export_warband(store, made)
    with pytest.raises(RefusedError, match="Horse is part of his cost"):
        uc.sell(store, made, knight, "horse")
    with pytest.raises(RefusedError, match="Horse is part of his cost"):
        uc.to_stash(store, made, knight, "horse")
    assert export_warband(store, made) == before


def test_the_warhorse_upgrade_takes_the_horses_place_for_40(store: Store) -> None:
    made = _outriders(store)
    knight = hire(store, made, "knight", "Ritter", equipment=["dagger"])
    rating = sheet_figures(RULES, store.load(made)).rating
    before = export_warband(store, made)
    change = uc.buy(store, made, knight, "warhorse")
    assert change.details.cost == 40
    state = store.load(made)
    assert state.warrior(knight).equipment == ["dagger", "warhorse"]
    assert sheet_figures(RULES, state).rating == rating - 3 + 5
    uc.undo(store, change)
    assert export_warband(store, made) == before


def test_a_scout_has_no_upgrade_on_his_list(store: Store) -> None:
    made = _outriders(store)
    scout = hire(store, made, "scout", "Kurt")
    offers = [row.item_id for row in kit_rows(store, store.load(made).warrior(scout))]
    assert "warhorse" not in offers and "horse" not in offers


def test_the_recruits_kit_trades_the_horse_for_the_upgrade_and_back(store: Store) -> None:
    knight_type = RULES.warrior_type("imperial_outriders.knight")
    recruit_ = recruit(store, store.load(_outriders(store)), knight_type.id, "Ritter")
    assert recruit_.equipment == starting_kit(store, knight_type) == ["dagger", "horse"]
    recruit_.equipment = recruit_kit_with(store, recruit_, "warhorse", 1)
    assert recruit_.equipment == ["dagger", "warhorse"]
    recruit_.equipment = recruit_kit_with(store, recruit_, "warhorse", 0)
    assert recruit_.equipment == ["dagger", "horse"]


def test_a_lost_included_horse_is_lost_and_the_upgrade_then_costs_the_horse_too(
    store: Store,
) -> None:
    made = _outriders(store)
    knight = hire(store, made, "knight", "Ritter", equipment=["dagger"])
    hire(store, made, "outrider", "Jan")
    report = BattleReport("skirmish", "lost", 200, heroes_out_of_action=(knight,))
    # Ritter: D66 4 1 full recovery; his horse's D6: 2, lost; exploration: Jan's one die.
    change = post_battle(store, made, report, TableDice([4, 1, 2, 3]))
    state = store.load(made)
    assert state.warrior(knight).equipment == ["dagger"]
    lost = state.battles[-1]
    assert "mount_lost" in [c["code"] for c in lost["changes"]]
    assert "horse" not in state.stash
    assert lost["rating_after"] == warband_rating(RULES, to_roster(RULES, state))
    problems = validate(RULES, to_roster(RULES, state))
    assert not [p for p in problems if "Ritter" in (p.subject or "")]
    bought = uc.buy(store, made, knight, "warhorse")
    assert bought.details.cost == 80
    # The same battle with a 3 for the horse: it stays, and the rating is its 3 higher.
    uc.undo(store, bought)
    uc.undo(store, change)
    post_battle(store, made, report, TableDice([4, 1, 3, 3]))
    kept = store.load(made)
    assert kept.warrior(knight).equipment == ["dagger", "horse"]
    assert kept.battles[-1]["rating_after"] == lost["rating_after"] + 3


def test_the_horse_stays_on_a_roll_above_two(store: Store) -> None:
    made = _outriders(store)
    knight = hire(store, made, "knight", "Ritter", equipment=["dagger"])
    report = BattleReport("skirmish", "lost", 200, heroes_out_of_action=(knight,))
    post_battle(store, made, report, TableDice([4, 1, 3, 3]))
    assert store.load(made).warrior(knight).equipment == ["dagger", "horse"]


def test_an_older_database_gives_the_outriders_their_horses(tmp_path: Path) -> None:
    """Migration 0010: riders of an older database, who carried no horse, get the one in
    their cost, and the list's rating counts it; one who rides a warhorse keeps it alone."""
    import sqlite3
    from contextlib import closing

    from app.store.database import open_database

    path = tmp_path / "old.sqlite3"
    store = Store(open_database(path), RULES)
    made = _outriders(store)
    knight = hire(store, made, "knight", "Ritter", equipment=["sword"])
    jan = hire(store, made, "outrider", "Jan")
    uc.buy(store, made, jan, "warhorse")
    hire(store, made, "hussars", "Hussars", count=2)
    right = store.list_warbands()[0].rating
    kits = {w.id: w.equipment for w in store.load(made).warriors}
    store.database.close()
    with closing(sqlite3.connect(path)) as connection, connection:
        connection.execute("DELETE FROM carried_item WHERE item_id = 'horse'")  # as 0009 kept it
        connection.execute("UPDATE warband SET rating = rating - 9")
        connection.execute("UPDATE alembic_version SET version_num = '0009'")
    upgraded = open_database(path)
    try:
        again = Store(upgraded, RULES)
        assert again.list_warbands()[0].rating == right
        assert {w.id: w.equipment for w in again.load(made).warriors} == kits
        assert kits[knight] == ["sword", "horse"] and kits[jan] == ["warhorse"]
    finally:
        upgraded.close()


def test_an_outrider_imported_from_another_tool_rides_his_horse(store: Store) -> None:
    """MordheimManager (like hmVBfv's builder) keeps the horse in an Outrider's cost as words:
    he comes over riding it; one its file gives the warhorse upgrade rides that alone."""
    import json

    from app.usecases.transfer import import_foreign
    from tests.app.test_import_mordheim_manager import BACKUP

    document = json.loads(BACKUP.read_bytes())
    band = document["warbands"][0]
    knight, outrider = dict(band["heroes"][0]), dict(band["heroes"][1])
    knight.update(unitType="Knight", name="Ritter", advances=[], skills=[], injuries=[])
    knight["equipment"] = [{"id": "e1", "name": "Sword", "category": "melee"}]
    outrider.update(unitType="Outrider", name="Jan", advances=[], skills=[], spells=[])
    outrider.update(injuries=[], equipment=[{"id": "e2", "name": "Warhorse", "category": "misc"}])
    hussars = dict(band["henchmenGroups"][0], unitType="Hussar", groupName="Hussars")
    hussars["equipment"] = [{"id": "e3", "name": "Spear", "category": "melee"}]
    band.update(warbandType="imperial-outriders", heroes=[knight, outrider], treasury=[])
    band.update(henchmenGroups=[hussars], hiredSwords=[])
    document["warbands"] = [band]
    change = import_foreign(store, json.dumps(document).encode())
    state = store.load(change.warband_id)
    kits = {w.name: w.equipment for w in state.warriors}
    assert kits == {
        "Ritter": ["sword", "horse"],
        "Jan": ["warhorse"],
        "Hussars": ["spear", "horse"],
    }


def test_a_dismissed_rider_takes_the_horse_in_his_cost_with_him(store: Store) -> None:
    made = _outriders(store)
    knight = hire(store, made, "knight", "Ritter", equipment=["sword"])
    hussars = hire(store, made, "hussars", "Hussars", count=2, equipment=["spear"])
    uc.dismiss(store, made, knight)
    uc.dismiss(store, made, hussars)
    assert sorted(store.load(made).stash) == ["spear", "spear", "sword"]
