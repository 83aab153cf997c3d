"""A battle killed with `kill -9` at five moments (starting, before an event's insert, after it
and before its commit, after the commit, in the middle of taking an event back) resumes with
nothing lost and nothing half-written: every action that returned is there, the one killed is
there whole or not at all, and the battle goes on."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

import pytest

import app.usecases as uc
from app.battle import faults
from app.battle.sides import anonymous_side
from app.battle.usecases import Opponent, add_event, battles_to_resume, resume_battle, start_battle
from app.store.database import open_database
from app.store.repository import Store
from rules import default_ruleset
from rules.battle import Event, NextTurn, OutOfAction, Status, StatusChanged, event_to_data
from tests.app.conftest import hire

WORKER = Path(__file__).with_name("battle_worker.py")
ROOT = Path(__file__).resolve().parents[3]
PLAYED: tuple[Event, ...] = (
    StatusChanged("1:#2", Status.KNOCKED_DOWN),
    OutOfAction("1:#3", by=""),
    NextTurn(),
)


def worker(path: Path, fault: str, *argv: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, faults.VARIABLE: fault, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, str(WORKER), str(path), *argv],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )


@pytest.fixture
def book(empty_copy: Path) -> tuple[Path, int, int]:
    """A campaign with a warband and a battle of three actions against eight orcs."""
    store = Store(open_database(empty_copy), default_ruleset())
    try:
        warband = uc.create_warband(store, "reikland", "Grey Wolves").warband_id
        hire(store, warband, "mercenary_captain", "Dieter", equipment=["dagger", "sword"])
        side = anonymous_side("Orcs", "orc_mob", 120, 8)
        battle = start_battle(store, warband, Opponent(side)).battle_id
        for event in PLAYED:
            add_event(store, battle, event)
    finally:
        store.database.close()
    return empty_copy, warband, battle


def reopen(path: Path) -> Store:
    with closing(sqlite3.connect(path)) as connection:
        assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    return Store(open_database(path), default_ruleset())


def data(event: Event) -> str:
    return json.dumps(event_to_data(event))


MOMENTS = [
    ("event_before_insert", ("add", data(OutOfAction("1:#4", by=""))), PLAYED),
    ("event_inserted", ("add", data(OutOfAction("1:#4", by=""))), PLAYED),
    (
        "event_committed",
        ("add", data(OutOfAction("1:#4", by=""))),
        (*PLAYED, OutOfAction("1:#4", by="")),
    ),
    ("event_dropped", ("undo",), PLAYED),
]


@pytest.mark.parametrize(("fault", "action", "kept"), MOMENTS, ids=[m[0] for m in MOMENTS])
def test_a_battle_killed_during_an_action_resumes_with_nothing_lost_or_half_written(
    book: tuple[Path, int, int], fault: str, action: tuple[str, ...], kept: tuple[Event, ...]
) -> None:
    path, _warband, battle = book
    done = worker(path, fault, action[0], str(battle), *action[1:])
    assert done.returncode == -signal.SIGKILL, done.stderr
    store = reopen(path)
    try:
        resumed = resume_battle(store, battle)
        assert resumed.events == kept
        assert resumed.status == "playing"
        add_event(store, battle, StatusChanged("1:#1", Status.STUNNED))  # it goes on
        assert len(resume_battle(store, battle).events) == len(kept) + 1
    finally:
        store.database.close()


def test_a_battle_killed_while_it_starts_is_not_there_at_all(
    book: tuple[Path, int, int],
) -> None:
    path, warband, battle = book
    done = worker(path, "battle_started", "start", str(warband))
    assert done.returncode == -signal.SIGKILL, done.stderr
    store = reopen(path)
    try:
        assert [b.id for b in battles_to_resume(store, warband_id=warband)] == [battle]
    finally:
        store.database.close()
    done = worker(path, "", "start", str(warband))  # not killed: it starts
    assert done.returncode == 0, done.stderr
