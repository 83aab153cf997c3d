"""A window action on a database that fails (locked by another program) says so in one line,
keeps the undo stack as it was, and writes nothing."""

import sqlite3
from contextlib import closing

import app.usecases as uc
from app.context import open_store
from app.store import database
from ui.session import Session

from .qt_lifetime import delete_now


def test_a_locked_database_is_reported_by_the_session(demo_copy, monkeypatch, qtbot) -> None:
    monkeypatch.setattr(database, "BUSY_TIMEOUT_MS", 200)
    path = demo_copy
    store = open_store(path)
    session = Session(store)
    try:
        session.open_warband(1)
        first = session.run_on_current(uc.set_treasury, 300)
        assert first is not None
        messages: list[str] = []
        session.failed.connect(messages.append)
        with closing(sqlite3.connect(path, isolation_level=None)) as other:
            other.execute("BEGIN IMMEDIATE")
            assert session.run_on_current(uc.set_treasury, 400) is None
            session.undo()
            other.execute("ROLLBACK")
        assert len(messages) == 2
        assert all("open in another program" in m and "\n" not in m for m in messages)
        assert store.load(1).treasury == 300
        assert session.undo_stack.index() == 1  # the refused undo left the stack where it was
    finally:
        delete_now(session)
        store.database.close()


def test_a_database_that_cannot_open_is_said_in_the_language_asked_for(tmp_path) -> None:
    """The start-up's failure line was English whatever the language: no translator is
    loaded before the window, so it comes from the message table."""
    import pytest

    from app.store.errors import StoreError
    from ui.launch import store_failure_text

    with pytest.raises(StoreError) as refused:
        open_store(tmp_path)  # a folder, not a database file
    russian = store_failure_text(refused.value, "ru")
    assert russian.startswith("Mordheim Roster не может открыть свою базу отрядов")
    assert "папка" in russian and "folder" not in russian
    english = store_failure_text(refused.value, "en")
    assert english.startswith("Mordheim Roster cannot open its database") and "folder" in english
