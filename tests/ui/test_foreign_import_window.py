"""File > Import of another tool's roster that breaks our rules: the window says what it breaks
before anything is written; Yes brings it in as it is, No imports nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from PySide6.QtWidgets import QMessageBox

from tests.app.test_import_real_rosters import SISTERS


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_the_window_says_what_a_roster_breaks_and_the_player_decides(
    window, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, answer: str
) -> None:
    asked: list[str] = []

    def question(_parent, _title, text, *_args):  # type: ignore[no-untyped-def]
        asked.append(text)
        yes = QMessageBox.StandardButton.Yes
        return yes if answer == "yes" else QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    path = tmp_path / "orphans.mordheim.yml"
    path.write_text(SISTERS, encoding="utf-8")
    store = window.session.store
    before = {w.id for w in store.list_warbands()}
    window.import_file(path)
    assert len(asked) == 1
    assert "It breaks our rules" in asked[0] and "Step Aside is on the Combat" in asked[0]
    added = [w for w in store.list_warbands() if w.id not in before]
    if answer == "no":
        assert added == []
        return
    assert [w.name for w in added] == ["Orphans of the Rock"]
    state = store.load(added[0].id)
    assert len([w for w in state.warriors if w.kind == "hero"]) == 6
    assert "orphans.mordheim.yml" in state.notes


def test_a_second_import_says_its_new_name_on_the_message_line(
    window, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.app.test_import_real_rosters import POSSESSED

    monkeypatch.setattr(QMessageBox, "question", lambda *_a: QMessageBox.StandardButton.Yes)
    path = tmp_path / "crooked.mordheim.yml"
    path.write_text(POSSESSED, encoding="utf-8")
    window.import_file(path)
    assert "that name is taken" not in window.message.text()
    window.import_file(path)
    assert window.message.text().startswith(
        "Import Cult of the Crooked Tower (Toolheim (.mordheim.yml)) as "
        "Cult of the Crooked Tower (2) (that name is taken here)."
    )
