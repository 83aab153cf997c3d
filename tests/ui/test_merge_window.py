"""File > Export campaign copy and File > Merge campaign: another player's copy merged from
the window, each conflict chosen in the merge dialog (keep mine or take theirs), one undoable
change; a file that cannot be merged is one line; the dialog in Russian."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

import pytest

from PySide6.QtWidgets import QComboBox, QDialog

import app.usecases as uc
from app.copies.merging import THEIRS
from app.plumbing.context import open_store
from app.store.repository import Store
from app.usecases.merge import export_copy, merge_copy, preview_merge
from app.usecases.warbands import empty_bin
from ui.files.sharing import MergeDialog


@pytest.fixture
def theirs(window, tmp_path: Path) -> Store:
    """Another player's copy of the window's book, with the Grey Wolves' gold changed there and
    here: a conflict."""
    other = open_store(tmp_path / "theirs.sqlite3", demo=False)
    merge_copy(other, export_copy(window.session.store))
    wolves = other.find("The Grey Wolves of Altdorf")
    uc.set_treasury(other, wolves, 321)
    yield other
    other.database.close()


def _their_file(theirs: Store, tmp_path: Path) -> Path:
    path = tmp_path / "theirs.json"
    path.write_text(export_copy(theirs), encoding="utf-8")
    return path


class TakeTheirs(MergeDialog):
    """The player, in the dialog: Merge waits for a choice; he takes theirs everywhere."""

    seen: ClassVar[list[tuple[bool, bool, int]]] = []

    def exec(self) -> int:
        before = self.merge_button.isEnabled()
        self.choose_all(THEIRS)
        TakeTheirs.seen.append((before, self.merge_button.isEnabled(), self.table.rowCount()))
        return QDialog.DialogCode.Accepted


def test_a_conflict_is_chosen_in_the_dialog_and_the_merge_is_one_undoable_change(
    window, theirs: Store, tmp_path: Path
) -> None:
    session = window.session
    wolves = session.store.find("The Grey Wolves of Altdorf")
    session.run(uc.set_treasury, wolves, 77)
    TakeTheirs.seen.clear()
    assert window.sharing.merge_from(_their_file(theirs, tmp_path), TakeTheirs)
    assert TakeTheirs.seen == [(False, True, 1)]  # disabled until chosen; one row: the conflict
    assert session.store.load(wolves).treasury == 321
    assert session.undo_stack.undoText() == "Merge a campaign copy"
    session.undo()
    assert session.store.load(wolves).treasury == 77
    session.redo()
    assert session.store.load(wolves).treasury == 321


def test_the_file_menu_has_export_and_merge(window) -> None:
    texts = [a.text() for a in window.file_menu.actions()]
    assert "E&xport campaign copy..." in texts and "Me&rge campaign..." in texts


def test_an_exported_copy_merges_into_an_empty_book(window, tmp_path: Path) -> None:
    path = tmp_path / "book.json"
    assert window.sharing.export_to(path)
    other = open_store(tmp_path / "other.sqlite3", demo=False)
    try:
        merge_copy(other, path.read_bytes())
        assert len(other.list_warbands()) == len(window.session.store.list_warbands())
    finally:
        other.database.close()


def test_a_file_that_cannot_be_merged_is_one_line_and_the_same_file_twice_is_nothing_new(
    window, tmp_path: Path
) -> None:
    junk = tmp_path / "junk.json"
    junk.write_text("{not json", encoding="utf-8")
    assert not window.sharing.merge_from(junk)
    assert window.message.text().startswith("junk.json cannot be merged:")
    assert "\n" not in window.message.text()
    mine = tmp_path / "mine.json"
    assert window.sharing.export_to(mine)
    assert not window.sharing.merge_from(mine)
    assert "Nothing new in mine.json" in window.statusBar().currentMessage()


def test_the_merge_dialog_in_russian(window, theirs: Store, tmp_path: Path, qtbot) -> None:
    window.set_language("ru")
    store = window.session.store
    uc.set_treasury(store, store.find("The Grey Wolves of Altdorf"), 5)  # mine changed too
    preview = preview_merge(window.session.store, _their_file(theirs, tmp_path).read_bytes())
    dialog = MergeDialog(preview, "theirs.json", window)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Объединить кампанию: theirs.json"
    assert dialog.merge_button.text() == "Объединить" and not dialog.merge_button.isEnabled()
    assert "Выберите" in dialog.summary.text()
    assert dialog.table.item(0, 0).text() == "Отряд"
    assert "зк" in dialog.table.item(0, 2).text()
    window.set_language("en")


def test_each_kind_of_row_is_told_in_a_few_words(qtbot) -> None:
    from app.usecases.merge import MergePreview

    dialog = MergeDialog(MergePreview((), 0), "x.json")
    qtbot.addWidget(dialog)
    assert dialog.brief("campaign", {"name": "Autumn", "started_on": "2026-09-01"}) == (
        "Autumn from 2026-09-01"
    )
    assert dialog.brief("entry", {"joined_on": "2026-09-01", "retired_on": ""}) == "playing"
    assert dialog.brief("entry", {"joined_on": "2026-09-01", "retired_on": "2026-10-01"}) == (
        "retired on 2026-10-01"
    )
    assert dialog.brief("player", {"name": "Anna"}) == "Anna"
    assert dialog.brief("match", None) == "deleted"
    brief = {"played_on": "2026-09-08", "scenario": "", "winner": "", "casualties": 3}
    assert dialog.brief("match", brief) == "2026-09-08, a draw, 3 out of action"
    assert not dialog.all_mine.isVisible() and dialog.merge_button.isEnabled()


def test_a_conflict_counts_models_and_is_shown_whole(
    window, theirs: Store, tmp_path: Path, qtbot
) -> None:
    """The conflict's words said "6 warriors" for the Grey Wolves' 11 models, and were cut off
    at the column's edge: they wrap, and the row is as tall as they are."""
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QFontMetrics

    store = window.session.store
    wolves = store.load(store.find("The Grey Wolves of Altdorf"))
    models = sum(w.count for w in wolves.warriors)
    uc.set_treasury(store, wolves.id, 5)  # mine changed too: a conflict
    preview = preview_merge(store, _their_file(theirs, tmp_path).read_bytes())
    dialog = MergeDialog(preview, "theirs.json", window)
    qtbot.addWidget(dialog)
    dialog.resize(700, 400)
    dialog.show()
    qtbot.waitExposed(dialog)
    cell = dialog.table.item(0, 2)
    assert f"{models} models" in cell.text() and "warriors" not in cell.text()
    width = dialog.table.columnWidth(2)
    needed = QFontMetrics(dialog.table.font()).boundingRect(
        QRect(0, 0, width - 8, 10_000), int(Qt.TextFlag.TextWordWrap), cell.text()
    )
    assert dialog.table.rowHeight(0) >= needed.height(), (dialog.table.rowHeight(0), needed)


class AsShown(MergeDialog):
    """The player accepts the dialog as it opens (or cancels it), after noting what it shows."""

    seen: ClassVar[list[tuple[str, str, str, bool]]] = []
    answer: ClassVar = QDialog.DialogCode.Rejected

    def exec(self) -> int:
        for row in range(self.table.rowCount()):
            box = self.table.cellWidget(row, 3)
            choice = box.currentText() if isinstance(box, QComboBox) else ""
            texts = (self.table.item(row, 1).text(), self.table.item(row, 2).text(), choice)
            AsShown.seen.append((*texts, self.merge_button.isEnabled()))
        return AsShown.answer


class BinIt(MergeDialog):
    def exec(self) -> int:
        for box in self.removals.values():
            box.setCurrentIndex(box.findData(THEIRS))
        return QDialog.DialogCode.Accepted


def test_a_warband_deleted_in_their_copy_is_shown_as_deleted_kept_by_default_or_binned(
    window, tmp_path: Path
) -> None:
    """#23: the dialog called a deletion 'changed in their copy only / Theirs: taken' and the
    merge deleted the warband for good. It is 'deleted in their copy', keep mine by default;
    chosen, the warband goes to the bin here, and Undo brings it back."""
    session = window.session
    other = open_store(tmp_path / "theirs.sqlite3", demo=False)
    try:
        merge_copy(other, export_copy(session.store))
        uc.delete_warband(other, other.find("The Grey Wolves of Altdorf"))
        empty_bin(other)
        path = _their_file(other, tmp_path)
    finally:
        other.database.close()
    wolves = session.store.find("The Grey Wolves of Altdorf")
    AsShown.seen.clear()
    AsShown.answer = QDialog.DialogCode.Rejected
    assert not window.sharing.merge_from(path, AsShown)
    (row,) = [r for r in AsShown.seen if r[0] == "The Grey Wolves of Altdorf"]
    assert row[1].startswith("deleted in their copy; this copy ") and row[2:] == ("Keep mine", True)
    assert "changed" not in row[1]
    assert window.sharing.merge_from(path, BinIt)
    assert session.store.load(wolves, include_deleted=True).deleted
    assert wolves in {s.id for s in session.store.list_warbands(include_deleted=True)}
    session.undo()
    assert not session.store.load(wolves).deleted
    AsShown.answer = QDialog.DialogCode.Accepted
    assert window.sharing.merge_from(path, AsShown)  # kept as it opened: kept, and agreed
    assert not session.store.load(wolves).deleted
    assert not window.sharing.merge_from(path, AsShown)
    assert "Nothing new" in window.statusBar().currentMessage()
