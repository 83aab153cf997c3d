"""Long work off the window's thread (#23 point 6): a merge runs on a worker thread while a
progress dialog with Cancel shows; Cancel leaves nothing written and nothing on the undo stack."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QInputDialog, QMessageBox, QProgressDialog, QPushButton

import app.usecases as uc
import app.usecases.merge as merge_cases
from app.copies.merging import THEIRS
from app.plumbing.context import open_store
from app.plumbing.progress import Cancelled, Progress
from app.store.repository import Store
from app.usecases.merge import export_copy, merge_copy
from ui.files.sharing import MergeDialog
from ui.plumbing.background import run_in_background

FOREIGN = Path(__file__).parents[1] / "app" / "data" / "foreign"


class TakeTheirs(MergeDialog):
    def exec(self) -> int:
        self.choose_all(THEIRS)
        return MergeDialog.DialogCode.Accepted


@pytest.fixture
def their_file(window, tmp_path: Path) -> Path:
    """Another player's copy of the window's book with the Grey Wolves' gold at 321 there."""
    other = open_store(tmp_path / "theirs.sqlite3", demo=False)
    try:
        merge_copy(other, export_copy(window.session.store))
        uc.set_treasury(other, other.find("The Grey Wolves of Altdorf"), 321)
        path = tmp_path / "theirs.json"
        path.write_text(export_copy(other), encoding="utf-8")
    finally:
        other.database.close()
    return path


def _progress_dialog(window) -> QProgressDialog:
    found = window.findChild(QProgressDialog, "backgroundProgress")
    assert found is not None
    return found


def _press_cancel(dialog: QProgressDialog) -> None:
    button = dialog.findChild(QPushButton)
    assert button is not None and button.text() == "Cancel"
    button.click()


def test_work_runs_on_another_thread_with_its_progress_shown(window, qtbot) -> None:
    seen: list[tuple[int, int, str]] = []
    release = threading.Event()

    def work(progress: Progress) -> int:
        progress(1, 3)
        assert release.wait(20)
        progress(3, 3)
        return threading.get_ident()

    def look() -> None:  # in the window's thread, while the work waits
        dialog = _progress_dialog(window)
        seen.append((dialog.value(), dialog.maximum(), dialog.labelText()))
        release.set()

    QTimer.singleShot(300, look)
    assert run_in_background(window, "Reading book.json...", work) != threading.get_ident()
    assert seen == [(1, 3, "Reading book.json...")]


def test_cancel_stops_the_work_at_its_next_step(window) -> None:
    steps: list[int] = []
    pressed = threading.Event()

    def work(progress: Progress) -> None:
        for n in range(1000):
            steps.append(n)
            progress(n, 1000)
            if n == 1:
                assert pressed.wait(20)

    def cancel() -> None:
        _press_cancel(_progress_dialog(window))
        pressed.set()

    QTimer.singleShot(200, cancel)
    with pytest.raises(Cancelled):
        run_in_background(window, "Merging...", work)
    assert steps == [0, 1, 2]


def _wrapped_merge(monkeypatch: pytest.MonkeyPatch, after: Callable[[], object]) -> list[int]:
    """merge_copy as the window calls it, noting the thread it ran on and calling `after`."""
    threads: list[int] = []
    real = merge_cases.merge_copy

    def merge(store: Store, *args, **kwargs):  # type: ignore[no-untyped-def]
        threads.append(threading.get_ident())
        change = real(store, *args, **kwargs)
        after()
        return change

    monkeypatch.setattr(merge_cases, "merge_copy", merge)
    return threads


def test_a_merge_runs_off_the_windows_thread_and_is_one_undoable_change(
    window, their_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    threads = _wrapped_merge(monkeypatch, lambda: None)
    session = window.session
    wolves = session.store.find("The Grey Wolves of Altdorf")
    session.run(uc.set_treasury, wolves, 77)
    assert window.sharing.merge_from(their_file, TakeTheirs)
    assert len(threads) == 1 and threads[0] != threading.get_ident()
    assert session.store.load(wolves).treasury == 321
    assert session.undo_stack.undoText() == "Merge a campaign copy"
    session.undo()
    assert session.store.load(wolves).treasury == 77


def test_a_merge_cancelled_leaves_nothing_written_and_nothing_to_undo(
    window, their_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Cancel pressed while the merge's one transaction is being written: it is taken back."""
    pressed = threading.Event()
    _wrapped_merge(monkeypatch, lambda: pressed.wait(20))
    session = window.session
    wolves = session.store.find("The Grey Wolves of Altdorf")
    session.run(uc.set_treasury, wolves, 77)
    count = session.undo_stack.count()

    def cancel() -> None:
        merging = [
            d
            for d in window.findChildren(QProgressDialog, "backgroundProgress")
            if d.labelText().startswith("Merging theirs.json")
        ]
        if not merging:
            QTimer.singleShot(20, cancel)  # still reading the file, or asking
            return
        dialog = merging[0]
        _press_cancel(dialog)
        buttons = [b for b in dialog.findChildren(QPushButton) if b.isEnabled()]
        shown.append((dialog.isVisible(), dialog.labelText(), buttons))
        pressed.set()

    shown: list[tuple[bool, str, list[QPushButton]]] = []
    QTimer.singleShot(50, cancel)
    assert not window.sharing.merge_from(their_file, TakeTheirs)
    assert session.store.load(wolves).treasury == 77
    assert session.undo_stack.count() == count
    assert session.last_failure == "cancelled: nothing was written"
    assert shown == [(True, "Cancelling...", [])]  # the window waits for the work's end


def test_a_campaign_file_is_read_once_off_the_windows_thread_then_imported(
    window, monkeypatch: pytest.MonkeyPatch
) -> None:
    import app.importers.roster_builder as rb

    threads: list[int] = []
    real = rb.read_campaign

    def reading(*args, **kwargs):  # type: ignore[no-untyped-def]
        threads.append(threading.get_ident())
        return real(*args, **kwargs)

    monkeypatch.setattr(rb, "read_campaign", reading)
    monkeypatch.setattr(QInputDialog, "getItem", lambda *args: (args[3][2], True))
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    window.import_file(FOREIGN / "roster_builder" / "campaign.json")
    assert len(threads) == 1 and threads[0] != threading.get_ident()
    assert window.session.current.name == "Die Eisernen"
    assert window.session.undo_stack.count() == 1


def test_work_done_before_its_bar_shows_leaves_no_bar_behind(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Work done at once, then a dialog of the window's with its own event loop (File >
    Import's choice of warband): the progress dialog's own timer (4 s from its making) must
    not show it over that dialog, modal, where nothing closes it and the window is stuck."""
    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QWidget

    parent = QWidget()
    qtbot.addWidget(parent)
    parent.show()
    shown: list[bool] = []

    def in_the_windows_loop() -> None:
        assert run_in_background(parent, "Reading the file...", lambda progress: 7) == 7
        loop = QEventLoop()  # as QInputDialog.getItem's
        QTimer.singleShot(4_500, loop.quit)
        loop.exec()
        shown.append(any(d.isVisible() for d in parent.findChildren(QProgressDialog)))

    QTimer.singleShot(0, in_the_windows_loop)
    qtbot.waitUntil(lambda: bool(shown), timeout=20_000)
    assert shown == [False]
