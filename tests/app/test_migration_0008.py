"""A database made by the program at schema 0006 (the release before stable ids, kept in
tests/app/data with the script that made it) upgrades to the newest schema with a backup
first: every warband, battle, campaign, player, entry and match survives as it was, each row
gets its own stable id, and the upgraded book can be copied to another player and merged
back."""

from __future__ import annotations

import json
import shutil
from dataclasses import replace
from pathlib import Path

from sqlalchemy import select

import app.usecases as uc
from app.context import open_store
from app.exchange import dumps
from app.store import league as rows
from app.store import sync
from app.usecases.merge import export_copy, merge_copy, preview_merge

DATA = Path(__file__).parent / "data"


def test_a_schema_0006_book_keeps_every_warband_battle_and_match_and_gets_stable_ids(
    tmp_path: Path,
) -> None:
    path = tmp_path / "campaign.sqlite3"
    shutil.copyfile(DATA / "schema-0006.sqlite3", path)
    expected = json.loads((DATA / "schema-0006.json").read_text(encoding="utf-8"))
    store = open_store(path)
    try:
        assert store.database.backup is not None and store.database.backup.exists()
        assert store.database.backup.name.startswith("campaign.sqlite3.backup-0006-")
        assert len(expected["warbands"]) == 5
        for wid, exported in expected["warbands"].items():
            state = store.load(int(wid), include_deleted=True)
            assert json.loads(dumps(state, store.battles(int(wid)))) == exported
        assert sum(len(w["battles"]) for w in expected["warbands"].values()) == 1 + 2 + 3 + 3
        assert [list(c) for c in uc.list_campaigns(store)] == expected["campaigns"]
        ((cid, _, _),) = uc.list_campaigns(store)
        league = uc.load_league(store, cid)
        assert [[p.id, p.name] for p in league.players] == expected["players"]
        entries = [[e.player_id, e.warband_id, e.joined_on, e.retired_on] for e in league.entries]
        assert entries == expected["entries"]
        matches = [
            [m.played_on, m.scenario_id,
             [[s.warband_id, s.result, s.rating, s.battle_id] for s in m.sides],
             [[k.by, k.against, k.out_of_action, k.heroes_killed] for k in m.casualties]]
            for m in league.matches
        ]  # fmt: skip
        assert matches == expected["matches"] and len(matches) == 3
        uids = []
        with store.database.connect() as conn:
            for table in (sync.WARBAND, rows.CAMPAIGN, rows.PLAYER, rows.ENTRY, rows.MATCH):
                uids += list(conn.execute(select(table.c.uid)).scalars())
        assert len(uids) == 5 + 1 + 4 + 4 + 3 and len(set(uids)) == len(uids) and all(uids)
    finally:
        store.database.close()


def test_an_upgraded_book_is_copied_whole_to_another_player_and_nothing_comes_back(
    tmp_path: Path,
) -> None:
    path = tmp_path / "campaign.sqlite3"
    shutil.copyfile(DATA / "schema-0006.sqlite3", path)
    store, other = open_store(path), open_store(tmp_path / "other.sqlite3", demo=False)
    try:
        merge_copy(other, export_copy(store))
        ((cid, name, day),) = uc.list_campaigns(other)
        assert (name, day) == ("Autumn in Mordheim", "2026-10-01")
        assert len(uc.load_league(other, cid).matches) == 3
        assert [s.name for s in other.list_warbands(include_deleted=True)] == [
            s.name for s in store.list_warbands(include_deleted=True)
        ]
        mine = uc.standings_of(store, uc.list_campaigns(store)[0][0])
        theirs = uc.standings_of(other, cid)
        assert [replace(s, warband_id=0) for s in theirs] == [
            replace(s, warband_id=0) for s in mine
        ]
        assert sorted(s.played for s in mine) == [1, 2, 2, 2]
        assert preview_merge(store, export_copy(other)).items == ()
    finally:
        store.database.close()
        other.database.close()
