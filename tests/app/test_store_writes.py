"""What the store writes and reads: only the rows a change touches, the list from one table,
one validation per edit, and a database of release 0.1.0 upgraded with nothing lost."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event

import app.usecases as uc
import app.usecases.core as core
from app.exports.exchange import VERSION, dumps
from app.plumbing.context import open_store
from app.store.database import SCHEMA_HEAD
from app.store.repository import Store

DATA = Path(__file__).with_name("data")


@contextmanager
def statements(store: Store) -> Iterator[list[tuple[str, int]]]:
    """Every SQL statement the store runs in the block, with the rows it wrote."""
    seen: list[tuple[str, int]] = []

    def record(_conn: Any, _cursor: Any, statement: str, _params: Any, context: Any,
               _many: bool) -> None:  # fmt: skip
        seen.append((" ".join(statement.split()), max(context.rowcount, 0)))

    event.listen(store.database.engine, "after_cursor_execute", record)
    try:
        yield seen
    finally:
        event.remove(store.database.engine, "after_cursor_execute", record)


def written(seen: list[tuple[str, int]]) -> dict[str, int]:
    """Rows written per table."""
    out: dict[str, int] = {}
    for sql, rows in seen:
        verb = sql.split(" ", 1)[0].upper()
        if verb in ("INSERT", "UPDATE", "DELETE") and rows:
            words = sql.split()
            table = words[2] if verb in ("INSERT", "DELETE") else words[1]
            out[table] = out.get(table, 0) + rows
    return out


@pytest.fixture
def demo(demo_copy: Path) -> Iterator[Store]:
    store = open_store(demo_copy)
    yield store
    store.database.close()


def test_an_edit_writes_only_the_rows_that_changed(demo: Store) -> None:
    wid = max(demo.list_warbands(), key=lambda w: w.members).id
    state = demo.load(wid)
    with statements(demo) as seen:
        uc.set_treasury(demo, wid, state.treasury + 10)
    assert written(seen) == {"warband": 1}

    first = state.warriors[0]
    with statements(demo) as seen:
        uc.rename_warrior(demo, wid, first.id, "Renamed")
    assert written(seen) == {"warband": 1, "warrior": 1}

    with statements(demo) as seen:
        uc.buy(demo, wid, first.id, "dagger", price=0)
    kit = len(first.equipment)
    assert written(seen) == {"warband": 1, "carried_item": kit + (kit + 1)}  # its list only


def test_the_list_reads_the_warband_table_alone(demo: Store) -> None:
    with statements(demo) as seen:
        summaries = demo.list_warbands(include_deleted=True)
    assert len(summaries) == 4
    assert [sql for sql, _ in seen if "warrior" in sql] == []
    assert len([sql for sql, _ in seen if sql.upper().startswith("SELECT")]) == 1


def test_an_edit_and_the_sheet_refresh_validate_the_warband_once(
    demo: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls = []
    original = core.validate
    monkeypatch.setattr(core, "validate", lambda *a: calls.append(1) or original(*a))
    wid = demo.list_warbands()[0].id
    uc.problems_of(demo, demo.load(wid))  # the window shows the sheet
    calls.clear()
    change = uc.set_treasury(demo, wid, 321)
    assert uc.problems_of(demo, change.after) == list(change.problems)  # the sheet's refresh
    assert uc.problems_of(demo, demo.load(wid)) == list(change.problems)  # a reload
    assert len(calls) == 1


def as_messages(document: dict[str, Any]) -> dict[str, Any]:
    """The export as schema 0005 gives it: the battle log's English lines of release 0.1.0
    kept, each as a `text` message (rules.messages), its dice purposes too."""

    def text(line: str) -> dict[str, Any]:
        return {"code": "text", "values": {"text": line}}

    out = json.loads(json.dumps(document))
    out["version"] = VERSION  # written as the current version (its warbands ride no horse)
    for battle in out["battles"]:
        battle["changes"] = [text(line) for line in battle["changes"]]
        for roll in battle["rolls"]:
            roll["purpose"] = text(roll["purpose"])
    return out


def test_a_database_of_release_0_1_0_upgrades_with_every_warband_and_battle(
    tmp_path: Path,
) -> None:
    path = tmp_path / "campaign.sqlite3"
    shutil.copyfile(DATA / "release-0.1.0.sqlite3", path)
    expected = json.loads((DATA / "release-0.1.0.json").read_text(encoding="utf-8"))
    store = open_store(path)
    try:
        assert store.database.backup is not None  # copied before the upgrade
        summaries = {str(s.id): s for s in store.list_warbands(include_deleted=True)}
        assert sorted(summaries) == sorted(expected["list"])
        for wid, (name, rating, members, deleted) in expected["list"].items():
            summary = summaries[wid]
            assert (summary.name, summary.rating, summary.members, summary.deleted) == (
                name, rating, members, deleted,
            )  # fmt: skip
            state = store.load(int(wid), include_deleted=True)
            exported = json.loads(dumps(state, store.battles(int(wid))))
            assert exported == as_messages(expected["warbands"][wid])
        battles = sum(len(store.battles(int(wid))) for wid in summaries)
        assert battles == sum(len(w["battles"]) for w in expected["warbands"].values()) == 9
        uc.set_treasury(store, 1, 77)  # and it works on as a current database
    finally:
        store.database.close()
    with open_store(path).database.connect() as connection:
        version = connection.exec_driver_sql("SELECT version_num FROM alembic_version").scalar()
    assert version == SCHEMA_HEAD


def test_the_use_cases_are_loaded_on_first_use() -> None:
    """`import app.usecases` loads no use case: a command pays only for the ones it runs."""
    import subprocess
    import sys

    script = (
        "import sys, app.usecases as uc; "
        "print(sorted(m for m in sys.modules if m.startswith('app.usecases.'))); "
        "uc.problems_of; print(sorted(m for m in sys.modules if m.startswith('app.usecases.')))"
    )
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    ).stdout.splitlines()
    assert out == ["[]", "['app.usecases.core', 'app.usecases.refusal']"]  # the frame
    for name in uc.__all__:
        value = getattr(uc, name)
        assert value.__module__ == uc._HOME_OF[name], name
