"""The window follows the campaign file while another writer changes it (issue 23, point 4):
the command line's post-battle sequence and a second window on the same file.

The list and the open sheet show another program's change within a second or two; the
Treasury and Wyrdstone dialogs never write a figure made from an old one over the battle's
gold; an undo that would write over another writer's change is refused; a second window never
saves a warrior's notes over the ones the first saved meanwhile.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QInputDialog

from app.plumbing.context import open_store
from app.store.repository import Store
from ui.main_window import MainWindow
from ui.session import Session

from .qt_lifetime import disposed

ROOT = Path(__file__).resolve().parents[2]
WOLVES = "The Grey Wolves of Altdorf"
FOLLOWS_WITHIN_MS = 2000


def _file(window: MainWindow) -> Path:
    path = window.session.store.database.path
    assert path is not None
    return path


def _stored(path: Path, sql: str, *params: object) -> Any:
    """A value as the campaign file holds it, read by a connection of the test's own."""
    with closing(sqlite3.connect(path)) as connection:
        return connection.execute(sql, params).fetchone()[0]


def _wolves(path: Path, column: str) -> int:
    return int(_stored(path, f"SELECT {column} FROM warband WHERE name = ?", WOLVES))


def _post_battle(path: Path, tmp_path: Path) -> None:
    """The command line's post-battle sequence on the Grey Wolves: a shard sold for gold."""
    report = tmp_path / "report.json"
    battle = {"scenario": "skirmish", "result": "won", "sell_shards": 1, "dice": [4, 1, 2, 3]}
    report.write_text(json.dumps(battle), encoding="utf-8")
    command = [sys.executable, "-m", "mordheim_roster", "--db", str(path)]
    done = subprocess.run(
        [*command, "post-battle", WOLVES, str(report)],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr


def _opened(window: MainWindow) -> int:
    wid = window.session.store.find(WOLVES)
    window.open_warband(wid)
    return wid


def _dialog_answers(
    monkeypatch: pytest.MonkeyPatch, meanwhile: Callable[[], None], answer: Callable[[int], int]
) -> list[int]:
    """QInputDialog.getInt as a player uses it: the dialog shows a figure, another program
    writes while it is open (`meanwhile`), the player types a figure made from the one shown."""
    shown: list[int] = []

    def get_int(_parent: object, _title: str, _label: str, value: int, *_a: Any, **_k: Any):
        shown.append(value)
        meanwhile()
        return answer(value), True

    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(get_int))
    return shown


def test_the_list_and_the_sheet_follow_the_command_line(qtbot, window, tmp_path) -> None:
    path = _file(window)
    wid = _opened(window)
    before = window.session.current.revision
    _post_battle(path, tmp_path)
    gold = _wolves(path, "treasury")

    qtbot.waitUntil(lambda: window.session.current.revision != before, timeout=FOLLOWS_WITHIN_MS)
    assert window.session.current.treasury == gold and len(window.session.current.battles) == 1
    assert f"{gold} gc" in window.sheet.figures["treasury"].text()
    assert window.warbands.summary(window.warbands.row_of(wid)).treasury == gold


@pytest.mark.parametrize(
    ("dialog", "column"), [("edit_treasury", "treasury"), ("edit_shards", "shards")]
)
def test_a_dialog_open_during_a_battle_keeps_the_battles_figures(
    qtbot, window, tmp_path, monkeypatch, dialog: str, column: str
) -> None:
    """Issue 23: the Treasury dialog offered 164, the battle made it 214 meanwhile, spending
    10 wrote 154: the battle's 50 gc were gone without a word. Now the write is refused in one
    line that gives the new figure, the sheet shows it, and the next dialog starts from it."""
    path = _file(window)
    _opened(window)
    shown = _dialog_answers(monkeypatch, lambda: _post_battle(path, tmp_path), lambda v: v - 1)
    getattr(window, dialog)()
    after_battle = _wolves(path, column)
    assert after_battle != shown[0]  # the battle changed it while the dialog was open
    assert _wolves(path, column) == after_battle  # refused: nothing written over the battle
    assert "changed meanwhile" in window.message.text()
    assert f"{after_battle}" in window.message.text()
    assert getattr(window.session.current, column) == after_battle  # the sheet shows it

    _dialog_answers(monkeypatch, lambda: None, lambda v: v - 1)
    getattr(window, dialog)()  # the next dialog starts from the new figure: taken
    assert _wolves(path, column) == after_battle - 1


def test_an_undo_over_another_programs_change_is_refused(qtbot, window, tmp_path, monkeypatch):
    path = _file(window)
    _opened(window)
    _dialog_answers(monkeypatch, lambda: None, lambda _v: 300)
    window.edit_treasury()
    assert _wolves(path, "treasury") == 300
    revision = window.session.current.revision
    _post_battle(path, tmp_path)
    qtbot.waitUntil(lambda: window.session.current.revision != revision, timeout=FOLLOWS_WITHIN_MS)
    gold = _wolves(path, "treasury")

    window.session.undo()
    assert _wolves(path, "treasury") == gold  # the battle's figures stay
    assert "undo the later changes first" in window.message.text()
    assert window.session.undo_stack.canUndo()  # the stack is where it was


@pytest.fixture
def second_window(qtbot, window, tmp_path) -> Iterator[MainWindow]:
    """Another window on the same campaign file (a second copy of the program)."""
    store = open_store(_file(window))
    for settings in disposed(QSettings(str(tmp_path / "second.ini"), QSettings.Format.IniFormat)):
        settings.setValue("language", "en")
        second = MainWindow(Session(store), settings)
        qtbot.addWidget(second)
        second.show()
        yield second
        second.close()
    store.database.close()


def _otto(window: MainWindow) -> tuple[str, Any]:
    state = window.session.current
    assert state is not None
    otto = next(w.id for w in state.warriors if w.name == "Otto the Axe")
    window.sheet.panel.show_warrior(otto)
    return otto, window.sheet.panel.notes_box


def _otto_notes(store: Store) -> str:
    state = store.load(store.find(WOLVES))
    return next(w.notes for w in state.warriors if w.name == "Otto the Axe")


def test_a_second_window_never_saves_notes_over_the_firsts(qtbot, window, second_window):
    _opened(window), _opened(second_window)
    (_, first), (_, second) = _otto(window), _otto(second_window)

    first.notes.setPlainText("Lost an eye at the Tilean gate")
    first.save_notes.click()
    qtbot.waitUntil(  # the second window shows them, nobody typing there
        lambda: second.notes.toPlainText() == "Lost an eye at the Tilean gate",
        timeout=FOLLOWS_WITHIN_MS,
    )

    second.notes.setPlainText("Owes the Tilean 20 gc")  # typed, not saved yet
    first.notes.setPlainText("Lost an eye; swore revenge")
    first.save_notes.click()
    qtbot.wait(FOLLOWS_WITHIN_MS // 2)  # the second window follows, the words typed stay
    assert second.notes.toPlainText() == "Owes the Tilean 20 gc"
    second.save_notes.click()
    store = window.session.store
    assert _otto_notes(store) == "Lost an eye; swore revenge"  # refused, and said so
    assert "saved meanwhile" in second_window.message.text()
    assert "swore revenge" in second_window.message.text()
    assert second.notes.toPlainText() == "Owes the Tilean 20 gc"

    second.save_notes.click()  # told, the player saves again: his choice
    assert _otto_notes(store) == "Owes the Tilean 20 gc"
