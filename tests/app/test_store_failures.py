"""A database that fails under a command: locked by another program, a full disk. One line that
says what happened and what to do, exit code 1, and the file as it was."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path
from typing import Any

import pytest

import app.usecases as uc
from app.command_line.cli import main
from app.plumbing.context import open_store
from app.store import database
from app.store.errors import DatabaseBusyError, DiskFullError
from app.usecases.transfer import export_warband

from .conftest import dump_tables


@pytest.fixture
def campaign(tmp_path: Path) -> Path:
    """A campaign file with the demo in it, closed."""
    path = tmp_path / "campaign.sqlite3"
    open_store(path).database.close()
    return path


@pytest.fixture
def short_wait(monkeypatch: pytest.MonkeyPatch) -> None:
    """A locked file is reported after 0.2 s instead of the program's 10 s."""
    monkeypatch.setattr(database, "BUSY_TIMEOUT_MS", 200)


@contextmanager
def write_lock(path: Path) -> Iterator[None]:
    """Another program holding a write transaction on the file."""
    with closing(sqlite3.connect(path, isolation_level=None)) as other:
        other.execute("BEGIN IMMEDIATE")
        other.execute("UPDATE warband SET notes = notes")
        yield
        other.execute("ROLLBACK")


def cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def one_clear_line(err: str, *words: str) -> None:
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    for word in words:
        assert word in lines[0], (word, err)


WRITING_COMMANDS = [
    ("new", "reikland", "Latecomers"),
    ("delete", "1"),
    ("import-json", "{export}"),
    ("post-battle", "1", "{report}"),
]


@pytest.mark.parametrize("command", WRITING_COMMANDS, ids=lambda c: c[0])
def test_a_locked_database_is_one_line_and_nothing_is_written(
    campaign: Path, tmp_path: Path, short_wait: None, capsys: pytest.CaptureFixture[str],
    command: tuple[str, ...],
) -> None:  # fmt: skip
    store = open_store(campaign)
    exported = tmp_path / "export.json"
    exported.write_text(export_warband(store, 1), encoding="utf-8")
    store.database.close()
    report = tmp_path / "report.json"
    report.write_text(
        json.dumps({"scenario": "skirmish", "result": "won", "seed": 3}),
        encoding="utf-8",
    )
    argv = [a.format(export=exported, report=report) for a in command]
    before = dump_tables(campaign)
    with write_lock(campaign):
        code, _out, err = cli(capsys, "--db", str(campaign), *argv)
    assert code == 1
    one_clear_line(err, "open in another program", "retry", "Nothing was written")
    assert dump_tables(campaign) == before


def test_reading_while_another_program_writes_still_works(
    campaign: Path, short_wait: None, capsys: pytest.CaptureFixture[str]
) -> None:
    with write_lock(campaign):
        code, out, _err = cli(capsys, "--db", str(campaign), "list")
    assert code == 0 and "Grey Wolves" in out


def test_a_use_case_on_a_locked_database_raises_the_typed_error(
    campaign: Path, short_wait: None
) -> None:
    store = open_store(campaign)
    try:
        before = dump_tables(campaign)
        with write_lock(campaign), pytest.raises(DatabaseBusyError):
            uc.set_treasury(store, 1, 1234)
        assert dump_tables(campaign) == before
        assert uc.set_treasury(store, 1, 1234).after.treasury == 1234  # and later it works
    finally:
        store.database.close()


def full_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every connection the program opens may not grow its database by a single page."""
    original = database._on_connect

    def no_room(dbapi_connection: Any, record: Any) -> None:
        original(dbapi_connection, record)
        pages = dbapi_connection.execute("PRAGMA page_count").fetchone()[0]
        dbapi_connection.execute(f"PRAGMA max_page_count={max(pages, 1)}")

    monkeypatch.setattr(database, "_on_connect", no_room)


def big_export(campaign: Path, tmp_path: Path) -> Path:
    store = open_store(campaign)
    try:
        data = json.loads(export_warband(store, 1))
    finally:
        store.database.close()
    data["warband"]["notes"] = "A long story of the campaign. " * 300
    out = tmp_path / "big.json"
    out.write_text(json.dumps(data), encoding="utf-8")
    return out


def test_a_full_disk_is_one_line_and_nothing_is_written(
    campaign: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    exported = big_export(campaign, tmp_path)
    before = dump_tables(campaign)
    size = campaign.stat().st_size
    full_disk(monkeypatch)
    code, _out, err = cli(capsys, "--db", str(campaign), "import-json", str(exported))
    assert code == 1
    one_clear_line(err, "disk is full", "nothing was written")
    assert "cannot be read" not in err
    assert dump_tables(campaign) == before and campaign.stat().st_size == size


def test_a_use_case_on_a_full_disk_raises_the_typed_error(
    campaign: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    full_disk(monkeypatch)
    store = open_store(campaign)
    try:
        before = dump_tables(campaign)
        with pytest.raises(DiskFullError):
            uc.set_notes(store, 1, "x" * 9000)
        assert dump_tables(campaign) == before
    finally:
        store.database.close()


def test_a_full_disk_on_the_first_start_leaves_no_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    full_disk(monkeypatch)
    path = tmp_path / "new.sqlite3"
    code, _out, err = cli(capsys, "--db", str(path), "list")
    assert code == 1
    one_clear_line(err, "disk is full")
    assert list(tmp_path.iterdir()) == []


def test_an_unreachable_server_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("psycopg")
    url = "postgresql+psycopg://nobody@127.0.0.1:9/none?connect_timeout=2"
    code, _out, err = cli(capsys, "--db", url, "list")
    assert code == 1
    one_clear_line(err, "cannot be reached")


def test_a_damaged_page_met_by_a_command_is_one_line(
    campaign: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Any other failure of the database: one line that names it, exit code 1."""
    with closing(sqlite3.connect(campaign)) as connection:
        page_size = connection.execute("PRAGMA page_size").fetchone()[0]
        root = connection.execute(
            "SELECT rootpage FROM sqlite_master WHERE name = 'warrior'"
        ).fetchone()[0]
    with campaign.open("r+b") as handle:  # the warrior table's first page, overwritten
        handle.seek((root - 1) * page_size)
        handle.write(b"\xff" * page_size)
    code, _out, err = cli(capsys, "--db", str(campaign), "show", "1")
    assert code == 1
    one_clear_line(err, "damaged", "Restore a backup")
