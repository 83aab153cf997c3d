"""The post-battle sequence takes a lost mount off the sheet: one transaction, one undo."""

from __future__ import annotations

import app.usecases as uc
from app.store.repository import Store
from app.usecases.post_battle import post_battle
from app.usecases.transfer import export_warband
from rules.dice import TableDice
from rules.post_battle import BattleReport


def _mounted(store: Store, warband: int, crew: dict[str, str]) -> str:
    captain = crew["captain"]
    uc.set_treasury(store, warband, 500)
    uc.buy(store, warband, captain, "warhorse")
    uc.buy(store, warband, captain, "barding")
    return captain


def test_a_lost_mount_leaves_the_sheet_and_its_barding_goes_to_the_stash(
    store: Store, warband: int, crew: dict[str, str]
) -> None:
    captain = _mounted(store, warband, crew)
    before = export_warband(store, warband)
    rating = store.load(warband)
    report = BattleReport("skirmish", "lost", 200, heroes_out_of_action=(captain,))
    # Dieter: D66 4 1 full recovery; the barded warhorse's D6: 1, lost; exploration: one die.
    change = post_battle(store, warband, report, TableDice([4, 1, 1, 3]))
    state = store.load(warband)
    dieter = state.warrior(captain)
    assert "warhorse" not in dieter.equipment and "barding" not in dieter.equipment
    assert "barding" in state.stash
    log = state.battles[-1]
    assert "mount_lost" in [c["code"] for c in log["changes"]]
    uc.undo(store, change)
    assert export_warband(store, warband) == before
    assert rating.warrior(captain).equipment == store.load(warband).warrior(captain).equipment
    # The same battle with a 3 for the warhorse: it stays, and the rating is its 5 higher.
    post_battle(store, warband, report, TableDice([4, 1, 3, 3]))
    kept = store.load(warband).battles[-1]
    assert kept["rating_after"] == log["rating_after"] + 5


def test_a_mount_that_survives_stays(store: Store, warband: int, crew: dict[str, str]) -> None:
    captain = _mounted(store, warband, crew)
    report = BattleReport("skirmish", "lost", 200, heroes_out_of_action=(captain,))
    post_battle(store, warband, report, TableDice([4, 1, 2, 3]))  # barded: a 2 does not kill
    dieter = store.load(warband).warrior(captain)
    assert {"warhorse", "barding"} <= set(dieter.equipment)
