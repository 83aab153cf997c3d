"""The smaller faults of #23 point 7, each refused in one clear line with nothing changed."""

from __future__ import annotations

import errno
import json
import pathlib
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app import usecases as uc
from app.command_line.cli import main
from app.exports.exchange import ExchangeError
from app.store.database import open_database
from app.store.errors import StoreError
from app.store.repository import Store
from app.usecases.core import RefusedError
from app.usecases.post_battle import post_battle
from app.usecases.transfer import export_warband, import_foreign
from rules.dice import TableDice
from rules.post_battle import BattleReport

TOOLHEIM = Path(__file__).parent / "data" / "foreign" / "toolheim" / "dwarf-rangers.mordheim.yml"


@pytest.mark.parametrize("number", ["9" * 4_400, "0x" + "f" * 5_000, "-" + "7" * 4_301])
def test_a_toolheim_number_of_thousands_of_digits_is_one_refusal(store: Store, number: str) -> None:
    data = TOOLHEIM.read_bytes().replace(b"gc: 78", f"gc: {number}".encode(), 1)
    with pytest.raises(ExchangeError) as refused:
        import_foreign(store, data)
    message = str(refused.value)
    assert "\n" not in message and len(message) < 300, message
    assert "4300" not in message and "ValueError" not in message
    assert store.list_warbands() == []


@pytest.fixture
def locked_empty_file(tmp_path: Path) -> Iterator[Path]:
    """An empty file that another program (a SQLite connection) holds an exclusive lock on."""
    path = tmp_path / "locked.sqlite3"
    path.touch()
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sqlite3, sys; c = sqlite3.connect(sys.argv[1], isolation_level=None); "
            "c.execute('BEGIN EXCLUSIVE'); print('locked', flush=True); sys.stdin.read()",
            str(path),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
    try:
        yield path
    finally:
        assert holder.stdin is not None
        holder.stdin.close()
        holder.wait(timeout=30)
        holder.stdout.close()


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX locks")
def test_an_empty_file_another_program_holds_is_refused_not_replaced(
    locked_empty_file: Path,
) -> None:
    inode = locked_empty_file.stat().st_ino
    files = sorted(p.name for p in locked_empty_file.parent.iterdir())
    with pytest.raises(StoreError) as refused:
        open_database(locked_empty_file)
    assert "another program" in str(refused.value) and "\n" not in str(refused.value)
    assert locked_empty_file.stat().st_ino == inode and locked_empty_file.stat().st_size == 0
    assert sorted(p.name for p in locked_empty_file.parent.iterdir()) == files  # no new file


@pytest.mark.parametrize("day", ["12", "2026", "20261201", "2026-W01", "2026-13-01", "yesterday"])
def test_a_battle_is_dated_yyyy_mm_dd_or_refused(store: Store, day: str) -> None:
    wid = uc.create_warband(store, "reikland", "Dated").warband_id
    uc.hire(store, wid, "mercenary_captain", "Hans")
    report = BattleReport("skirmish", "won", opponent_rating=100, date=day)
    with pytest.raises(RefusedError, match="YYYY-MM-DD"):
        post_battle(store, wid, report, TableDice([4, 4]))
    assert store.battles(wid) == []
    fine = BattleReport("skirmish", "won", opponent_rating=100, date=" 2026-12-01 ")
    post_battle(store, wid, fine, TableDice([4, 4]))
    assert store.battles(wid)[0]["date"] == "2026-12-01"


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-be", "utf-8-sig"])
@pytest.mark.parametrize("command", ["import", "import-json"])
def test_a_utf16_or_bom_file_is_taken_by_both_import_commands(
    tmp_path: Path,
    store: Store,
    capsys: pytest.CaptureFixture[str],
    encoding: str,
    command: str,
) -> None:
    wid = uc.create_warband(store, "reikland", "Wide Letters Ünd Ёжики").warband_id
    text = export_warband(store, wid)
    if encoding == "utf-16-be":  # a byte order mark, big-endian, as Windows' editors write it
        data = "\ufeff".encode("utf-16-be") + text.encode("utf-16-be")
    else:
        data = text.encode(encoding)
    path = tmp_path / "wide.json"
    path.write_bytes(data)
    db = str(tmp_path / "cli.sqlite3")
    assert main(["--db", db, "--no-demo", command, str(path)]) == 0, capsys.readouterr().err
    assert main(["--db", db, "list"]) == 0
    assert "Wide Letters Ünd Ёжики" in capsys.readouterr().out


def test_a_foreign_utf16_file_is_read_too(store: Store) -> None:
    data = TOOLHEIM.read_text(encoding="utf-8").encode("utf-16")
    assert import_foreign(store, data).after.name == "The Stubborn Beards"


def test_a_database_that_cannot_be_read_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Mode 000 (as root the mode is not enforced, so the refusal to open is made here)."""
    path = tmp_path / "campaign.sqlite3"
    open_database(path).close()
    real_open = pathlib.Path.open

    def no_permission(self: Path, *args: Any, **kwargs: Any) -> Any:
        if self == path:
            raise PermissionError(errno.EACCES, "Permission denied", str(self))
        return real_open(self, *args, **kwargs)

    monkeypatch.setattr(pathlib.Path, "open", no_permission)
    with pytest.raises(StoreError) as refused:
        open_database(path)
    message = str(refused.value)
    assert "cannot be read" in message and "cannot be written" not in message, message
    assert str(path) in message


def test_an_unknown_warband_type_is_one_readable_line(tmp_path: Path, store: Store) -> None:
    wid = uc.create_warband(store, "reikland", "Marines").warband_id
    document = json.loads(export_warband(store, wid))
    document["warband"]["type"] = "space_marines"
    with pytest.raises(ExchangeError) as refused:
        import_foreign(store, json.dumps(document).encode())
    message = str(refused.value)
    assert "space_marines" in message and "mordheim-roster" in message
    assert len(message) < 250 and "\n" not in message, message
