"""One change protocol (app/usecases/changes.py): every kind of write the window makes goes
through `Session.run`, undoes and redoes exactly; a refusal is one line, any other error a
crash that is logged and shown by the crash dialog, never a refusal."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select
from sqlmodel import SQLModel

from app import usecases as uc
from app.domain import WarbandState
from app.store.repository import Store
from app.usecases.core import Change, edit
from app.usecases.merge import export_copy, merge_copy
from app.usecases.warbands import empty_bin
from ui.plumbing import crash
from ui.session import Session

from .qt_lifetime import disposed

REPORT_CRASH = crash.report_crash  # the real one: the suite's fixture stands in for it


@pytest.fixture
def session(qapp, store: Store) -> Iterator[Session]:
    yield from disposed(Session(store))


@pytest.fixture
def failures(session: Session) -> list[str]:
    said: list[str] = []
    session.failed.connect(said.append)
    return said


WRITTEN = {("warband", "revision"), ("warband", "updated_at")}


def rows_of(store: Store) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table but the warbands' revisions and times of writing (an undo
    writes a warband back, newer): equal for two campaigns the player cannot tell apart."""
    out = {}
    with store.database.connect() as conn:
        for table in SQLModel.metadata.sorted_tables:
            columns = [c for c in table.c if (table.name, c.name) not in WRITTEN]
            out[table.name] = sorted((tuple(r) for r in conn.execute(select(*columns))), key=repr)
    return out


# Each kind of write: what is there before it, and the use case with its arguments.
Write = Callable[[Store, Store], tuple[Callable[..., Any], tuple[Any, ...]]]


def a_warband_edit(store: Store, _demo: Store) -> tuple[Callable[..., Any], tuple[Any, ...]]:
    return uc.set_treasury, (uc.create_warband(store, "reikland", "Grey Wolves").warband_id, 30)


def a_league_write(store: Store, _demo: Store) -> tuple[Callable[..., Any], tuple[Any, ...]]:
    return uc.create_campaign, ("Autumn in Mordheim", "2026-09-01")


def a_merge(_store: Store, demo: Store) -> tuple[Callable[..., Any], tuple[Any, ...]]:
    return merge_copy, (export_copy(demo),)


def a_setting(_store: Store, _demo: Store) -> tuple[Callable[..., Any], tuple[Any, ...]]:
    return uc.disable_pack, ("orc_mob",)


def the_bin_emptied(store: Store, _demo: Store) -> tuple[Callable[..., Any], tuple[Any, ...]]:
    for name in ("Grey Wolves", "Pyres"):
        uc.delete_warband(store, uc.create_warband(store, "reikland", name).warband_id)
    uc.create_warband(store, "reikland", "Kept")
    return empty_bin, ()


WRITES: dict[str, Write] = {
    "warband": a_warband_edit,
    "league": a_league_write,
    "merge": a_merge,
    "setting": a_setting,
    "bin": the_bin_emptied,
}


@pytest.mark.parametrize("kind", list(WRITES))
def test_each_kind_of_write_undoes_and_redoes_through_the_one_protocol(
    session, store, demo_store, failures, kind
) -> None:
    use_case, args = WRITES[kind](store, demo_store)
    before = rows_of(store)
    change = session.run(use_case, *args)
    assert change is not None and failures == []
    after = rows_of(store)
    assert after != before, f"the {kind} write changed nothing: the test does not exercise it"
    stack = session.undo_stack
    assert stack.undoText() == session.describe(change.description) != ""
    for _ in range(2):  # undone, redone, and again: each step exact
        session.undo()
        assert (rows_of(store), stack.index()) == (before, 0)
        session.redo()
        assert (rows_of(store), stack.index()) == (after, 1)
    assert failures == []


def test_the_bin_emptied_shows_in_the_list_and_its_undo_is_refused_over_a_new_warband(
    session, store, failures
) -> None:
    uc.delete_warband(store, uc.create_warband(store, "reikland", "Grey Wolves").warband_id)
    listed: list[bool] = []
    session.warbandsListed.connect(lambda: listed.append(True))
    change = session.run(empty_bin)
    assert change is not None and change.names == ("Grey Wolves",) and listed
    newcomers = uc.create_warband(store, "reikland", "Newcomers").warband_id
    assert [newcomers] == list(change.before["warband"])  # SQLite gave it the purged id
    session.undo()  # it would write over the newcomers: refused, the stack where it was
    assert failures and "changed" in failures[-1] and session.undo_stack.index() == 1
    assert [s.name for s in store.list_warbands(include_deleted=True)] == ["Newcomers"]


def broken(store: Store, warband_id: int) -> Change[None]:
    """A use case with a programming error half-way through its change."""

    def mutate(state: WarbandState) -> None:
        state.treasury = 999
        raise ValueError("a bug, not a refusal")

    return edit(store, warband_id, "Broken", mutate)


def test_a_programming_error_in_a_use_case_is_logged_and_shown_by_the_crash_dialog(
    session, store, failures, crashes, monkeypatch
) -> None:
    warband = uc.create_warband(store, "reikland", "Grey Wolves").warband_id
    gold = store.load(warband).treasury
    shown: list[tuple[str, Path | None]] = []
    monkeypatch.setattr(crash, "report_crash", REPORT_CRASH)
    monkeypatch.setattr(crash, "show_crash_dialog", lambda line, log: shown.append((line, log)))
    assert session.run(broken, warband) is None
    assert failures == [] and session.last_failure == ""  # not said as a refusal
    ((line, log),) = shown
    assert line == "ValueError: a bug, not a refusal" and log is not None
    logged = log.read_text(encoding="utf-8")
    assert "Traceback" in logged and "in mutate" in logged and "in broken" in logged
    assert store.load(warband).treasury == gold and session.undo_stack.count() == 0


def test_a_refusal_is_one_line_and_no_crash(session, store, failures, crashes) -> None:
    warband = uc.create_warband(store, "reikland", "Grey Wolves").warband_id
    assert session.run(uc.set_treasury, warband, -5) is None
    assert len(failures) == 1 and "\n" not in failures[0] and crashes == []


def test_an_error_while_undoing_is_a_crash_and_the_stack_stays(
    session, store, failures, crashes, monkeypatch
) -> None:
    warband = uc.create_warband(store, "reikland", "Grey Wolves").warband_id
    session.run(uc.set_treasury, warband, 30)

    def undo(store: Store, change: Change[object]) -> Change[None]:
        raise KeyError("lost")

    monkeypatch.setattr("app.usecases.core.undo", undo)
    session.undo()
    assert crashes == ["KeyError: 'lost'"] and failures == []
    crashes.clear()
    assert session.undo_stack.index() == 1 and store.load(warband).treasury == 30
