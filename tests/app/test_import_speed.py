"""A campaign file of many warbands is imported in time linear in its size (#23 point 6): the
file is read once, whatever the number of warbands, and the rulebook's names indexed once.

No clock here: the work is counted (benchmarks/import_benchmark.py times it)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

import app.importers.common as common
import app.importers.roster_builder as rb
import app.usecases as uc
from app.command_line.cli import main
from app.store.repository import Store
from app.usecases.transfer import export_warband, import_warband

SAMPLES = Path(__file__).parent / "data" / "foreign" / "roster_builder"


def campaign(count: int) -> str:
    """A Roster Builder campaign file of `count` warbands, the sample's two taken in turn."""
    document = json.loads((SAMPLES / "campaign.json").read_text(encoding="utf-8"))
    entries = document["warbands"]
    document["warbands"] = []
    for n in range(count):
        entry = json.loads(json.dumps(entries[n % len(entries)]))
        entry["roster"]["name"] = f"{entry['roster']['name']} {n + 1}"
        document["warbands"].append(entry)
    return json.dumps(document)


def counted(monkeypatch: pytest.MonkeyPatch, calls: Counter[str], module: Any, name: str) -> None:
    real = getattr(module, name)

    def counting(*args: Any, **kwargs: Any) -> Any:
        calls[name] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, counting)


@pytest.mark.parametrize("count", [2, 7])
def test_a_campaign_file_is_read_once_and_the_names_indexed_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], count: int
) -> None:
    path = tmp_path / "campaign.json"
    path.write_text(campaign(count), encoding="utf-8")
    calls: Counter[str] = Counter()
    counted(monkeypatch, calls, rb, "read_campaign")
    counted(monkeypatch, calls, rb, "read_save")
    counted(monkeypatch, calls, common, "_index")
    db = str(tmp_path / "cli.sqlite3")
    assert main(["--db", db, "--no-demo", "import", str(path)]) == 0
    assert capsys.readouterr().out.count("Imported ") == count
    assert calls["read_campaign"] == 1
    assert calls["read_save"] == count
    # items, skills, hired swords: once for the rulebook (perhaps already, by an earlier test)
    assert calls["_index"] <= 3


def test_a_long_battle_log_is_written_in_one_statement(store: Store) -> None:
    """An import (or a merge) writes a new warband's whole log at once, not a statement per
    record: a book's merge writes thousands of records."""
    from sqlalchemy import event

    wid = uc.create_warband(store, "reikland", "Veterans").warband_id
    document = json.loads(export_warband(store, wid))
    battle = {"date": "2026-12-01", "scenario": "skirmish", "result": "won", "opponent": "Orcs"}
    document["battles"] = [dict(battle, rating_after=n) for n in range(60)]
    text = json.dumps(document)
    inserts: list[str] = []

    def seen(_conn, _cursor, statement: str, *_args: Any) -> None:  # type: ignore[no-untyped-def]
        if statement.lstrip().upper().startswith("INSERT INTO BATTLE"):
            inserts.append(statement)

    engine = store.database.engine
    event.listen(engine, "before_cursor_execute", seen)
    try:
        copy = import_warband(store, text, name="Veterans again")
    finally:
        event.remove(engine, "before_cursor_execute", seen)
    assert len(store.battles(copy.warband_id)) == 60
    assert [b["id"] for b in store.load(copy.warband_id).battles] == sorted(
        b["id"] for b in store.load(copy.warband_id).battles
    )
    assert len(inserts) == 1
