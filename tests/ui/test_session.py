"""The session and its commands on a bare QUndoStack, without a window."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from app import usecases as uc
from app.store.repository import Store
from ui.session import Session

from .qt_lifetime import disposed


@pytest.fixture
def session(qapp, store: Store) -> Iterator[Session]:
    yield from disposed(Session(store))


@pytest.fixture
def warband(session: Session, store: Store) -> int:
    change = uc.create_warband(store, "reikland", "Grey Wolves")
    uc.set_treasury(store, change.warband_id, 100)
    session.open_warband(change.warband_id)
    return change.warband_id


def treasury(store: Store, warband_id: int) -> int:
    return store.load(warband_id).treasury


def test_a_refused_undo_leaves_the_stack_where_it_was(session, store, warband) -> None:
    failures: list[str] = []
    session.failed.connect(failures.append)
    session.run_on_current(uc.set_treasury, 500)
    uc.set_treasury(store, warband, 300)  # another window changes the warband meanwhile
    session.undo()
    assert failures and "changed after" in failures[-1]
    stack = session.undo_stack
    assert (stack.index(), stack.canUndo(), stack.canRedo()) == (1, True, False)
    assert treasury(store, warband) == 300
    session.redo()  # nothing to redo: before the fix this undid the change (300 -> 100)
    assert treasury(store, warband) == 300
    uc.set_treasury(store, warband, 500)  # the other edit is taken back: undo works again
    session.undo()
    assert (stack.index(), treasury(store, warband)) == (0, 100)
    session.redo()
    assert (stack.index(), treasury(store, warband)) == (1, 500)


def test_a_refused_redo_leaves_the_stack_where_it_was(session, store, warband) -> None:
    session.run_on_current(uc.set_treasury, 500)
    session.undo()
    assert treasury(store, warband) == 100
    uc.set_treasury(store, warband, 250)  # changed elsewhere after the undo
    session.redo()
    stack = session.undo_stack
    assert (stack.index(), stack.canRedo()) == (0, True)
    assert treasury(store, warband) == 250
    session.undo()  # nothing to undo
    assert treasury(store, warband) == 250


def test_the_stack_driven_directly_is_held_too(session, store, warband) -> None:
    """Undo actions and views call the QUndoStack itself: a refusal holds it all the same."""
    for gold in (200, 300, 400):
        session.run_on_current(uc.set_treasury, gold)
    other = uc.create_warband(store, "skaven", "Rats").warband_id
    session.open_warband(other)
    session.run_on_current(uc.set_shards, 3)
    stack = session.undo_stack
    assert stack.count() == 4
    uc.set_treasury(store, warband, 999)  # the first warband changed elsewhere
    stack.setIndex(0)  # undo four steps: the shards go back, the first warband's refuses
    assert stack.index() == 3
    assert store.load(other).shards == 0
    assert treasury(store, warband) == 999
    stack.undo()  # the refused one again: still held
    assert stack.index() == 3
    stack.setIndex(4)  # redo the shards
    assert (stack.index(), store.load(other).shards) == (4, 3)


def test_the_undo_history_is_bounded_and_drops_the_oldest(session, store, warband) -> None:
    limit = Session.UNDO_LIMIT
    for gold in range(limit + 25):
        session.run_on_current(uc.set_treasury, gold)
    stack = session.undo_stack
    assert stack.count() == limit
    while stack.canUndo():
        session.undo()
    assert treasury(store, warband) == 24  # the 25 oldest changes can no longer be undone


def test_undo_of_a_warband_purged_elsewhere_is_refused(session, store, warband) -> None:
    failures: list[str] = []
    session.failed.connect(failures.append)
    session.run_on_current(uc.set_treasury, 500)
    with store.transaction() as tx:  # another program empties the bin for good
        tx.purge(warband)
    session.undo()
    assert failures and session.undo_stack.index() == 1
