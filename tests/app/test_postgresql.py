"""The store on PostgreSQL, when a server is given (a club's shared campaign).

The suite runs on SQLite; set MORDHEIM_ROSTER_TEST_DATABASE_URL to an empty PostgreSQL
database (e.g. postgresql+psycopg://postgres@127.0.0.1:5432/roster, with `pip install
psycopg[binary]`) to run these against it too.
"""

import os

import pytest

from app import usecases as uc
from app.context import open_store
from app.usecases.post_battle import post_battle
from app.usecases.transfer import export_warband, import_warband
from rules.dice import RandomDice
from rules.post_battle import BattleReport

URL = os.environ.get("MORDHEIM_ROSTER_TEST_DATABASE_URL")
pytestmark = pytest.mark.skipif(
    not URL, reason="set MORDHEIM_ROSTER_TEST_DATABASE_URL to test on PostgreSQL"
)


def test_campaign_round_trip_on_postgresql() -> None:
    store = open_store(URL)
    try:
        wid = uc.create_warband(store, "witch_hunters", "Templars of the Test").warband_id
        uc.hire(store, wid, "witch_hunter_captain", "Gottfried", equipment=["dagger", "sword"])
        group = uc.hire(store, wid, "zealots", "Zealots", count=3, equipment=["dagger"]).details[
            "warrior_id"
        ]
        uc.record_experience(store, wid, group, 2)
        before = export_warband(store, wid)
        change = post_battle(store, wid, BattleReport("skirmish", "won", 300), RandomDice(11))
        assert len(store.battles(wid)) == 1
        undone = uc.undo(store, change)
        assert export_warband(store, wid) == before and store.battles(wid) == []
        uc.redo(store, undone)
        post_battle(store, wid, BattleReport("skirmish", "lost", 300), RandomDice(12))
        assert len(store.battles(wid)) == 2
        copy = import_warband(store, export_warband(store, wid), name="Templars (copy)")
        assert len(store.battles(copy.warband_id)) == 2
        names = {s.name for s in store.list_warbands()}
        assert {"Templars of the Test", "Templars (copy)"} <= names
    finally:
        store.database.close()
