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

import pytest
from sqlalchemy import select

import app.usecases as uc
from app.exports.exchange import VERSION, dumps
from app.plumbing.context import open_store
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
            # Written as the current version now (none of them rides a horse in his cost).
            assert json.loads(dumps(state, store.battles(int(wid)))) == {
                **exported,
                "version": VERSION,
            }
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


@pytest.mark.backends("sqlite", "postgresql")
def test_the_upgrade_gives_existing_rows_their_ids_on_either_database(
    database_url: str, backend: str
) -> None:
    """A database at schema 0007 with a campaign in it (on PostgreSQL too: a club's shared
    book) upgrades: every warband, campaign, player, entry and match gets its own id."""
    from alembic import command
    from sqlalchemy import create_engine, text

    from app.store.database import _alembic_config, open_database, resolve_url

    url = resolve_url(database_url)
    engine = create_engine(url)
    try:
        with engine.begin() as conn:
            config = _alembic_config()
            config.attributes["connection"] = conn
            command.downgrade(config, "0007")
            for statement in OLD_ROWS.split(";"):
                if statement.strip():
                    conn.execute(text(statement))
    finally:
        engine.dispose()
    database = open_database(database_url)
    try:
        with database.connect() as conn:
            for table in ("warband", "campaign", "player", "campaign_warband", "match"):
                uids = list(conn.execute(text(f"SELECT uid FROM {table}")).scalars())
                assert len(uids) == (2 if table in ("warband", "player", "campaign_warband") else 1)
                assert all(len(u) == 32 for u in uids) and len(set(uids)) == len(uids)
            assert conn.execute(text("SELECT count(*) FROM sync_history")).scalar() == 0
    finally:
        database.close()


OLD_ROWS = """
INSERT INTO warband (id, name, type_id, treasury, shards, notes, house_rules, revision, rating,
    members, leader_id, created_at, updated_at)
    VALUES (1, 'A', 'reikland', 0, 0, '', '[]', 1, 0, 0, '', '2026-01-01', '2026-01-01'),
           (2, 'B', 'skaven', 0, 0, '', '[]', 1, 0, 0, '', '2026-01-01', '2026-01-01');
INSERT INTO campaign (id, name, started_on, packs, house_rules)
    VALUES (1, 'C', '2026-01-01', '["core"]', '[]');
INSERT INTO player (id, campaign_id, name) VALUES (1, 1, 'Anna'), (2, 1, 'Boris');
INSERT INTO campaign_warband (id, campaign_id, player_id, warband_id, joined_on, retired_on)
    VALUES (1, 1, 1, 1, '2026-01-01', ''), (2, 1, 2, 2, '2026-01-01', '');
INSERT INTO match (id, campaign_id, played_on, scenario_id, notes)
    VALUES (1, 1, '2026-01-02', '', '');
"""
