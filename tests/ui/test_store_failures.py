"""A window action on a database that fails (locked by another program) says so in one line,
keeps the undo stack as it was, and writes nothing."""

import sqlite3
from contextlib import closing

import app.usecases as uc
from app.plumbing.context import open_store
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


def test_a_new_campaign_file_named_by_db_is_said_in_the_window(tmp_path, qtbot, settings) -> None:
    """A mistyped --db made a new demo campaign without a word: the player took its four
    strange warbands for the loss of his own."""
    from PySide6.QtCore import QCoreApplication

    from ui.launch import load_main_window, say_if_made

    path = tmp_path / "club.sqlite3"
    said = []
    for lang in ("ru", "en"):  # the first start makes the file, the second opens it
        window = load_main_window(str(path), demo=True, lang=lang, settings=settings)
        qtbot.addWidget(window)
        say_if_made(window, str(path), demo=True)
        said.append(window.message.text())
        for translator in window._translators:
            QCoreApplication.removeTranslator(translator)
        window.session.store.database.close()
    assert said[0].startswith(f"{path} не было: там создан новый файл кампании")
    assert "демонстрационными" in said[0]
    assert said[1] == ""  # his own file, opened the second time


def test_a_db_in_a_missing_folder_is_refused_before_the_window(tmp_path) -> None:
    import pytest

    from app.store.errors import StoreError
    from ui.launch import load_main_window, store_failure_text

    with pytest.raises(StoreError) as refused:
        load_main_window(str(tmp_path / "typo" / "club.sqlite3"), demo=True)
    assert "there is no folder" in store_failure_text(refused.value, "en")
    assert list(tmp_path.iterdir()) == []
