"""A database made by the program at schema 0010 (tests/app/data/make_schema_0010_db.py), when
the Cursed Cavalcade's Nightmare added nothing to the rating: migration 0011 works every kept
rating out again, so a Nightmare adds 5 like every mount that fights, and the warband list
agrees with the sheet."""

from __future__ import annotations

import shutil
import sqlite3
from contextlib import closing
from pathlib import Path

from app.plumbing.context import open_store
from app.sheet.sheet_figures import sheet_figures
from app.store.database import SCHEMA_HEAD

DATA = Path(__file__).parent / "data"


def _kept(path: Path) -> tuple[str, dict[str, int]]:
    with closing(sqlite3.connect(path)) as connection:
        (revision,) = connection.execute("SELECT version_num FROM alembic_version").fetchone()
        rows = connection.execute("SELECT name, rating FROM warband").fetchall()
    return revision, dict(rows)


def test_a_schema_0010_book_rates_each_nightmare_as_a_fighting_mount(tmp_path: Path) -> None:
    path = tmp_path / "campaign.sqlite3"
    shutil.copyfile(DATA / "schema-0010.sqlite3", path)
    revision, before = _kept(path)
    assert revision == "0010" and len(before) == 6
    store = open_store(path)
    try:
        assert store.database.backup is not None
        assert store.database.backup.name.startswith("campaign.sqlite3.backup-0010-")
        summaries = store.list_warbands(include_deleted=True)
        after = {s.name: s.rating for s in summaries}
        for summary in summaries:
            state = store.load(summary.id, include_deleted=True)
            assert summary.rating == sheet_figures(store.ruleset, state).rating, summary.name
            nightmares = sum(w.equipment.count("nightmare") * w.count for w in state.warriors)
            assert after[summary.name] == before[summary.name] + 5 * nightmares, summary.name
        assert after["Night Riders"] == before["Night Riders"] + 5
        assert after["Binned Riders"] == before["Binned Riders"] + 5
    finally:
        store.database.close()
    assert _kept(path) == (SCHEMA_HEAD, after)
