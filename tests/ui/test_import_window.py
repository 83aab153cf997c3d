"""File > Import in the window: other tools' files through Session.run, one undo step, and
what was not understood said in the window's language."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog, QMessageBox

FOREIGN = Path(__file__).parents[1] / "app" / "data" / "foreign"


def names(window) -> list[str]:  # type: ignore[no-untyped-def]
    return [s.name for s in window.session.store.list_warbands()]


def answer(monkeypatch, button) -> list[str]:  # type: ignore[no-untyped-def]
    """Answer File > Import's question about what has no match; returns the questions."""
    asked: list[str] = []

    def question(_parent, _title, text, *_args):  # type: ignore[no-untyped-def]
        asked.append(text)
        return button

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def test_a_foreign_file_is_imported_opened_and_undone_in_one_step(window, monkeypatch) -> None:
    asked = answer(monkeypatch, QMessageBox.StandardButton.Yes)
    before = names(window)
    window.russian_action.trigger()
    window.import_file(FOREIGN / "roster_builder" / "reikland.json")
    assert window.session.current.name == "Die Eisernen"
    assert "Не распознано в файле: 3" in window.message.text()
    assert "предмет «Laserschwert» (Youngblood)" in window.message.text()
    assert len(asked) == 1 and "«Hasenpfote»" in asked[0] and "заметках" in asked[0]
    assert window.session.undo_stack.count() == 1
    window.session.undo()
    assert names(window) == before


def test_the_player_may_refuse_a_file_whose_things_have_no_match(window, monkeypatch) -> None:
    asked = answer(monkeypatch, QMessageBox.StandardButton.No)
    before = names(window)
    window.import_file(FOREIGN / "roster_builder" / "reikland.json")
    assert len(asked) == 1 and "'Laserschwert'" in asked[0]
    assert names(window) == before and window.session.undo_stack.count() == 0


def test_a_file_of_several_warbands_asks_which_one(window, monkeypatch) -> None:
    answer(monkeypatch, QMessageBox.StandardButton.Yes)
    asked: list[list[str]] = []

    def choose(_parent, _title, _label, items, *_args):  # type: ignore[no-untyped-def]
        asked.append(list(items))
        return items[2], True

    monkeypatch.setattr(QInputDialog, "getItem", choose)
    window.import_file(FOREIGN / "mordheim_manager" / "mordheim-backup-2026-11-29.json")
    assert asked == [
        [
            "The whole campaign “Mordheim Nights” as a league (2 warbands)",
            "1. Die Flamme von Sigmar",
            "2. Da Red Gitz",
        ]
    ]
    assert window.session.current.name == "Da Red Gitz"


def test_a_hostile_roster_is_refused_in_one_line(window, tmp_path) -> None:
    errors: list[str] = []
    window.show_error = errors.append
    bad = tmp_path / "bad.ros"
    bad.write_bytes(
        b'<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "x">]><roster xmlns="http://www.'
        b'battlescribe.net/schema/rosterSchema" name="&a;"/>'
    )
    before = names(window)
    window.import_file(bad)
    # The session's refusal, then the window's line that names the file (it stays shown).
    assert "bad.ros" in errors[-1] and "nothing was imported" in errors[-1]
    assert "DTD" in errors[-1] and all("\n" not in error for error in errors)
    assert names(window) == before


def test_file_export_model_cards_writes_the_open_warbands_cards(window, tmp_path) -> None:
    from pypdf import PdfReader

    from ui.files.cards_export import write_cards

    window.russian_action.trigger()
    action = window.findChild(QAction, "exportCardsAction")
    assert action.text() == "Экспорт &карт моделей..."
    out = tmp_path / "cards.pdf"
    assert write_cards(window, out, "a6")
    text = " ".join(page.extract_text() for page in PdfReader(out).pages)
    assert window.session.current.warriors[0].name in text and "Опыт" in text
    errors: list[str] = []
    window.show_error = errors.append
    assert not write_cards(window, tmp_path / "missing" / "cards.pdf", "poker")
    assert len(errors) == 1 and "cards.pdf" in errors[0]


def test_the_scanned_text_of_a_warband_code_is_imported_whole(window, tmp_path) -> None:
    from app.exports.warband_code import encode

    store = window.session.store
    source = store.list_warbands()[0]
    scanned = tmp_path / "scanned.txt"
    scanned.write_text("\n".join(encode(store.load(source.id))) + "\n", encoding="utf-8")
    before = names(window)
    window.import_file(scanned)
    assert window.session.current.name == f"{source.name} (2)"  # the same name is taken here
    imported = store.load(window.session.current.id)
    assert [w.name for w in imported.warriors] == [w.name for w in store.load(source.id).warriors]
    window.session.undo()
    assert names(window) == before
