"""The window painted from a preview of the campaign file (ui/launch.py): its store opens
after the first paint; an edit made before that is applied and undoable; a store that cannot
open after all gives the start's one line, with nothing written."""

from __future__ import annotations

import copy
import html
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import closing
from pathlib import Path

import pytest

from PySide6.QtCore import QEvent, QObject

import app.usecases as uc
from app.plumbing.context import open_store
from app.store import database
from app.store.errors import StoreError
from ui.launch import (
    application,
    load_main_window,
    preview_main_window,
    show_placeholder,
    start_previewed,
)
from ui.launch import store_failure_text as failure_line

from .qt_lifetime import delete_now


@pytest.fixture
def previewed(demo_copy: Path, settings, qtbot) -> Iterator:
    """The main window on a preview of the demo (not shown yet, its store not open)."""
    settings.setValue("language", "en")
    window = preview_main_window(demo_copy, demo=False, lang="en", settings=settings)
    assert window is not None and not window.session.is_open
    yield window
    if window.session.is_open:
        window.session.store.database.close()
    delete_now(window)


@pytest.fixture
def placeholder(qtbot) -> Iterator:
    shown = show_placeholder(application())
    yield shown
    delete_now(shown[0])


def test_the_store_opens_after_the_first_paint(previewed, placeholder, qtbot) -> None:
    painted: list[bool] = []
    table = previewed.sheet.tables["hero"]
    previewed.session.storeOpened.connect(lambda: painted.append(table.isVisible()))
    assert previewed.sheet.models["hero"].rowCount() > 0  # the sheet read from the preview
    start_previewed(previewed, *placeholder, "en")
    qtbot.waitUntil(lambda: previewed.session.is_open, timeout=20_000)
    assert painted == [True] and not placeholder[0].isVisible()
    store = previewed.session.store
    assert previewed.session.current == store.load(previewed.session.current.id)
    assert previewed.session.undo_stack.count() == 0


class NoPaint(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        return event.type() == QEvent.Type.Paint


def test_a_window_never_painted_opens_its_store_anyway(previewed, placeholder, qtbot) -> None:
    """Started minimized, say: the store does not wait for a paint that does not come."""
    start_previewed(previewed, *placeholder, "en")
    blocker = NoPaint(previewed)
    previewed.installEventFilter(blocker)  # the last installed filter sees events first
    qtbot.waitUntil(lambda: previewed.session.is_open, timeout=20_000)


def test_an_edit_before_the_store_is_open_is_applied_and_undoable(previewed, qtbot) -> None:
    session = previewed.session
    before = session.current
    assert before is not None and session.undo_stack.count() == 0
    change = session.run_on_current(uc.set_treasury, before.treasury + 17)  # the store opens
    assert change is not None and session.is_open
    assert session.store.load(before.id).treasury == before.treasury + 17
    assert session.current.treasury == before.treasury + 17
    assert session.undo_stack.count() == 1
    session.undo()
    assert session.store.load(before.id).treasury == before.treasury


def test_a_change_made_meanwhile_by_another_program_is_shown(previewed, demo_copy, qtbot) -> None:
    session = previewed.session
    shown = session.current
    with closing(sqlite3.connect(demo_copy)) as other, other:
        other.execute(
            "UPDATE warband SET treasury = 999, revision = revision + 1 WHERE id = ?", (shown.id,)
        )
    assert session.open_store()
    assert session.current.treasury == 999
    assert previewed.warbands.summary(previewed.warbands.row_of(shown.id)).treasury == 999


def newer(path: Path, _monkeypatch: pytest.MonkeyPatch) -> Callable[[], None]:
    with closing(sqlite3.connect(path)) as conn, conn:
        conn.execute("UPDATE alembic_version SET version_num = '9999'")
    return lambda: None


def damaged(path: Path, _monkeypatch: pytest.MonkeyPatch) -> Callable[[], None]:
    with path.open("r+b") as handle:
        handle.write(b"this is no database" * 5)
    return lambda: None


def busy_error(folder: Path) -> sqlite3.Error:
    """SQLite's own 'database is locked', from a scratch file another connection holds."""
    scratch = folder / "scratch.sqlite3"
    with closing(sqlite3.connect(scratch, isolation_level=None)) as holder:
        holder.execute("CREATE TABLE t (x)")
        holder.execute("BEGIN EXCLUSIVE")
        with closing(sqlite3.connect(scratch, timeout=0)) as reader:
            try:
                reader.execute("SELECT * FROM t")
            except sqlite3.OperationalError as exc:
                return exc
    raise AssertionError("no lock")


def locked(path: Path, monkeypatch: pytest.MonkeyPatch) -> Callable[[], None]:
    """Another program holds the file when the store opens it (its check meets the lock; a
    write-ahead-log file can be locked so only in exclusive mode, which the preview's own
    connection prevents, so the check is handed SQLite's own error)."""
    error = busy_error(path.parent)

    def probe(_path: Path) -> None:
        raise copy.copy(error)  # a new one each time: no traceback kept from the last

    monkeypatch.setattr(database, "_read_probe", probe)
    return monkeypatch.undo


def test_a_file_locked_before_the_start_gets_no_preview_and_the_starts_line(
    demo_copy: Path, settings
) -> None:
    with closing(sqlite3.connect(demo_copy, isolation_level=None)) as other:
        other.execute("PRAGMA locking_mode=EXCLUSIVE")
        other.execute("BEGIN EXCLUSIVE")
        other.execute("SELECT count(*) FROM warband").fetchone()
        assert preview_main_window(demo_copy, demo=False, lang="en", settings=settings) is None
        with pytest.raises(StoreError) as refused:
            load_main_window(demo_copy, demo=False, lang="en", settings=settings)
    assert refused.value.reason == "busy"


@pytest.mark.parametrize("spoil", [newer, damaged, locked], ids=["newer", "damaged", "locked"])
def test_a_store_that_cannot_open_after_all_is_the_starts_one_line(
    spoil, previewed, placeholder, demo_copy, qtbot, monkeypatch
) -> None:
    """Spoiled between the preview and the store's open: the window gives way to the
    placeholder with the line a start without a preview says, and the file is as it was."""
    release = spoil(demo_copy, monkeypatch)
    try:
        kept = demo_copy.read_bytes()
        start_previewed(previewed, *placeholder, "en")
        label = placeholder[1]
        qtbot.waitUntil(lambda: "cannot open" in label.text(), timeout=30_000)
        assert placeholder[0].isVisible() and not previewed.isVisible()
        assert demo_copy.read_bytes() == kept
        with pytest.raises(StoreError) as today:
            open_store(demo_copy, demo=False)  # the start without a preview
    finally:
        release()
    line = failure_line(today.value, "en")
    assert html.escape(line).replace("\n", "<br>") in label.text()
    assert previewed.session.run_on_current(uc.set_treasury, 5) is None  # nothing written
    assert demo_copy.read_bytes() == kept


def test_a_custom_warband_made_after_the_preview_is_listed_by_its_type(previewed, qtbot) -> None:
    """The window's models hold the preview's ruleset; the store opened behind it learns the new
    custom type into that same one (it failed with a KeyError in the warband list)."""
    from app.usecases.custom import TypeForm, create_custom_warband

    session = previewed.session
    profile = dict(
        zip(
            ("M", "WS", "BS", "S", "T", "W", "I", "A", "Ld"),
            (4, 3, 3, 3, 3, 1, 3, 1, 7),
            strict=True,
        )
    )
    change = session.run(
        create_custom_warband, "Night Guests", "House list", [TypeForm("Boss", True, profile)]
    )
    assert change is not None, session.last_failure
    model = previewed.warbands
    row = next(r for r in range(model.rowCount()) if model.index(r, 0).data() == "Night Guests")
    assert model.index(row, 1).data().startswith("House list")
