"""A merge writes in time linear in the book (#23 point 6): counted, not timed
(benchmarks/merge_benchmark.py times it). Into an empty book a merge deletes nothing and writes
each warband's battle log in one statement."""

from __future__ import annotations

import shutil
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event

import app.usecases as uc
from app.campaign.league import Casualty
from app.store.database import open_database
from app.store.repository import Store
from app.usecases.league import MatchReport
from app.usecases.merge import export_copy, merge_copy
from rules import Ruleset


@pytest.fixture
def empty(empty_database: Path, tmp_path: Path, ruleset: Ruleset) -> Iterator[Store]:
    path = tmp_path / "empty.sqlite3"
    shutil.copyfile(empty_database, path)
    opened = Store(open_database(path), ruleset)
    yield opened
    opened.database.close()


def _book(store: Store, matches: int) -> None:
    """Two warbands with a battle log of `matches` records, each a match of the campaign."""
    campaign = uc.create_campaign(store, "Autumn", "2026-09-01").campaign_id
    ids = []
    for player, kind in (("Anna", "reikland"), ("Boris", "skaven")):
        uc.add_player(store, campaign, player)
        ids.append(uc.create_warband(store, kind, f"{player}'s").warband_id)
        uc.enter_warband(store, campaign, player, ids[-1], "2026-09-01")
    for n in range(matches):
        day = f"2026-10-{n % 28 + 1:02d}"
        report = MatchReport(tuple(ids), ids[n % 2], day, "skirmish", (Casualty(*ids, 1, 0),), {})
        uc.record_match(store, campaign, report)
    for wid in ids:
        with store.transaction() as tx:
            for _n in range(matches):
                tx.add_battle(wid, {"date": "2026-10-01", "scenario": "skirmish", "result": "won"})


def _statements(store: Store, work: Any) -> Counter[str]:
    seen: Counter[str] = Counter()

    def count(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        words = statement.split()
        seen[" ".join(words[:3]).upper() if words[0].upper() != "SELECT" else "SELECT"] += 1

    engine = store.database.engine
    event.listen(engine, "before_cursor_execute", count)
    try:
        work()
    finally:
        event.remove(engine, "before_cursor_execute", count)
    return seen


@pytest.mark.parametrize("matches", [3, 12])
def test_a_merge_into_an_empty_book_deletes_nothing_and_writes_each_log_at_once(
    store: Store, empty: Store, matches: int
) -> None:
    _book(store, matches)
    text = export_copy(store)
    seen = _statements(empty, lambda: merge_copy(empty, text))
    assert not [s for s in seen if s.startswith("DELETE")], seen
    assert seen["INSERT INTO BATTLE"] == 2  # one per warband, whatever the log's length
    assert len(empty.battles(empty.find("Anna's"))) == matches
    assert seen['INSERT INTO "MATCH"'] == seen["INSERT INTO MATCH_SIDE"] == matches
