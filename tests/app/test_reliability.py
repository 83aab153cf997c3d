"""The database survives a program killed mid-write and two programs writing one file."""

from __future__ import annotations

import json
import os
import queue
import signal
import sqlite3
import subprocess
import sys
import textwrap
import threading
import time
from contextlib import closing
from pathlib import Path

import pytest

import app.usecases as uc
from app.store.database import open_database
from app.store.repository import ConflictError, Store
from app.usecases.transfer import export_warband
from rules import Ruleset

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 20  # seconds for any child to answer

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")

PRELUDE = """
import json, sys, time
from app.store.database import open_database
from app.store.repository import Store, ConflictError
from app.usecases.core import edit
import app.usecases as uc
from rules import default_ruleset
store = Store(open_database(sys.argv[1]), default_ruleset())
def say(*words):
    print(*words, flush=True)
"""


class Child:
    """A second program on the same database: a Python process running a script."""

    def __init__(self, script: str, *args: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", PRELUDE + textwrap.dedent(script), *args],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.stderr: list[str] = []
        threading.Thread(target=self._pump_stdout, daemon=True).start()
        threading.Thread(target=self._pump_stderr, daemon=True).start()

    def _pump_stdout(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line.strip())
        self.lines.put(None)

    def _pump_stderr(self) -> None:
        assert self.process.stderr is not None
        self.stderr.extend(self.process.stderr)

    def expect(self, prefix: str) -> str:
        """The child's next line starting with `prefix`, within TIMEOUT seconds."""
        deadline = time.monotonic() + TIMEOUT
        while (left := deadline - time.monotonic()) > 0:
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                break
            if line is None:
                break
            if line.startswith(prefix):
                return line
        self.kill()
        pytest.fail(f"the child never said {prefix!r}; stderr:\n{''.join(self.stderr)}")

    def send(self, text: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(text)
        self.process.stdin.flush()

    def finish(self) -> int:
        code = self.process.wait(timeout=TIMEOUT * 3)
        for stream in (self.process.stdin, self.process.stdout, self.process.stderr):
            if stream is not None:
                stream.close()
        return code

    def kill(self, sig: int = signal.SIGKILL) -> int:
        if self.process.poll() is None:
            os.kill(self.process.pid, sig)
        return self.finish()


def integrity(path: Path) -> str:
    with closing(sqlite3.connect(path)) as connection:
        return str(connection.execute("PRAGMA integrity_check").fetchone()[0])


KILLED_WRITER = """
wid = uc.create_warband(store, "reikland", "Committed").warband_id
uc.hire(store, wid, "mercenary_captain", "Dieter", equipment=["dagger", "sword"])
say("committed", wid)

def write_a_lot(state, tx):
    # A small page cache spills the uncommitted pages into the WAL file: on disk, not committed.
    tx.session.connection().exec_driver_sql("PRAGMA cache_size=10")
    state.treasury = 99_999
    state.name = "Half written"
    state.stash += ["sword"] * 500
    tx.save(state.copy(), expected_revision=state.revision)  # rows written, not committed
    for n in range(100):
        other = state.copy()
        other.warriors = []
        tx.insert(other)
    tx.session.flush()
    say("writing")
    time.sleep(60)  # killed here

with store.transaction() as tx:  # the one transaction a use case's edit opens
    write_a_lot(tx.load(wid), tx)
say("finished")
"""


def test_a_program_killed_mid_write_loses_only_the_unfinished_change(
    tmp_path: Path, ruleset: Ruleset
) -> None:
    path = tmp_path / "killed.sqlite3"
    writer = Child(KILLED_WRITER, str(path))
    wal = path.with_name(path.name + "-wal")
    wid = int(writer.expect("committed").split()[1])
    committed_size = wal.stat().st_size
    writer.expect("writing")
    assert wal.stat().st_size > committed_size + 50_000  # the half-written change is on disk
    assert writer.kill() == -signal.SIGKILL

    store = Store(open_database(path), ruleset)
    try:
        assert [w.name for w in store.list_warbands(include_deleted=True)] == ["Committed"]
        state = store.load(wid)
        assert state.treasury == 500 - 70 and state.stash == []
        assert [(w.name, w.equipment) for w in state.warriors] == [("Dieter", ["dagger", "sword"])]
        assert state.revision == 2
        uc.set_shards(store, wid, 1)  # the file takes writes again at once
    finally:
        store.database.close()
    assert integrity(path) == "ok"


OTHER_PROGRAM = """
wid = int(sys.argv[2])
state = store.load(wid)
say("seen", json.dumps({"treasury": state.treasury, "revision": state.revision}))
sys.stdin.readline()
uc.set_treasury(store, wid, 7)
say("written")
"""


def test_a_second_program_sees_a_change_and_its_own_makes_a_stale_save_conflict(
    tmp_path: Path, ruleset: Ruleset
) -> None:
    path = tmp_path / "shared.sqlite3"
    store = Store(open_database(path), ruleset)
    try:
        wid = uc.create_warband(store, "reikland", "Seen").warband_id
        uc.set_treasury(store, wid, 321)
        other = Child(OTHER_PROGRAM, str(path), str(wid))
        seen = json.loads(other.expect("seen").split(" ", 1)[1])
        assert seen == {"treasury": 321, "revision": 2}
        stale = store.load(wid)
        change = uc.set_notes(store, wid, "before the other program's change")
        other.send("write\n")
        other.expect("written")
        assert other.finish() == 0
        assert store.load(wid).treasury == 7
        stale.treasury = 1000
        with pytest.raises(ConflictError, match="changed meanwhile"), store.transaction() as tx:
            tx.save(stale)
        # An undo of a change made before the other program's would lose it: refused too.
        with pytest.raises(ConflictError, match="undo the later changes first"):
            uc.undo(store, change)
        state = store.load(wid)
        assert (state.treasury, state.notes, state.revision) == (
            7,
            "before the other program's change",
            4,
        )
    finally:
        store.database.close()


ROUNDS = 25

INCREMENTER = """
wid, rounds, me = int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
say("ready")
sys.stdin.readline()  # both start together
conflicts = 0
for n in range(rounds):
    # Read and write in one transaction: never a lost update.
    def add(state):
        state.treasury += 1
        state.notes = me + str(n)
    edit(store, wid, "add", add)
    # Save a state read earlier: the revision guard refuses it if the other program was quicker.
    for attempt in range(500):
        state = store.load(wid)
        state.shards += 1
        try:
            with store.transaction() as tx:
                tx.save(state)
            break
        except ConflictError:
            conflicts += 1
    else:
        raise SystemExit("never got through")
say("result", json.dumps({"conflicts": conflicts}))
"""


def test_two_programs_writing_alternately_lose_no_update(tmp_path: Path, ruleset: Ruleset) -> None:
    path = tmp_path / "busy.sqlite3"
    store = Store(open_database(path), ruleset)
    wid = uc.create_warband(store, "reikland", "Busy").warband_id
    uc.set_treasury(store, wid, 0)
    store.database.close()
    writers = [Child(INCREMENTER, str(path), str(wid), str(ROUNDS), name) for name in "AB"]
    for writer in writers:
        writer.expect("ready")
    for writer in writers:
        writer.send("go\n")
    for writer in writers:
        writer.expect("result")
        assert writer.finish() == 0, "".join(writer.stderr)

    store = Store(open_database(path), ruleset)
    try:
        state = store.load(wid)
        assert state.treasury == 2 * ROUNDS
        assert state.shards == 2 * ROUNDS
        assert state.revision == 2 + 4 * ROUNDS
        assert state.notes in (f"A{ROUNDS - 1}", f"B{ROUNDS - 1}")
        json.loads(export_warband(store, wid))
    finally:
        store.database.close()
    assert integrity(path) == "ok"
