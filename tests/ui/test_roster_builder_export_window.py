"""File > Export for Mordheim Roster Builder: the open warband as that tool's own save, what
it cannot hold said in the status line, in the window's language."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction

from app.exports import roster_builder
from app.importers import read_foreign


def test_file_export_for_roster_builder_writes_the_open_warband(window, tmp_path: Path) -> None:
    from ui.files.roster_builder_export import write_save

    window.open_warband(window.session.store.find("The Grey Wolves of Altdorf"))
    window.russian_action.trigger()
    action = window.findChild(QAction, "exportRosterBuilderAction")
    assert action.text() == "Экспорт &для Mordheim Roster Builder..."
    out = tmp_path / "wolves.json"
    assert write_save(window, out)
    state = window.session.current
    drafts = read_foreign(window.session.store.ruleset, out.read_bytes())
    assert (drafts[0].source, drafts[0].name) == ("roster-builder", state.name)
    assert [w["name"] for w in drafts[0].warband["warriors"]] == [w.name for w in state.warriors]
    said = window.message.text()
    assert said.startswith(f"Сохранено: {out}. Не перенесено в Mordheim Roster Builder:")
    assert "заметки отряда" in said


def test_a_file_that_cannot_be_written_or_a_type_it_lacks_is_one_line_and_nothing_written(
    window, tmp_path: Path, monkeypatch
) -> None:
    from ui.files.roster_builder_export import write_save

    window.russian_action.trigger()
    errors: list[str] = []
    window.show_error = errors.append
    assert not write_save(window, tmp_path / "missing" / "wolves.json")
    assert len(errors) == 1 and "wolves.json" in errors[0] and "ничего не записано" in errors[0]
    monkeypatch.delitem(roster_builder._WARBANDS, window.session.current.type_id)
    assert not write_save(window, tmp_path / "wolves.json")
    assert len(errors) == 2 and errors[1].startswith("в Mordheim Roster Builder нет типа отряда")
    assert "\n" not in errors[1]
    assert not (tmp_path / "wolves.json").exists() and not (tmp_path / "missing").exists()


def test_the_menu_entry_asks_where_and_adds_the_json_suffix(
    window, tmp_path: Path, monkeypatch
) -> None:
    from ui.files import roster_builder_export

    asked: list[str] = []

    def chosen(_parent, _title, suggested, _filter):  # type: ignore[no-untyped-def]
        asked.append(suggested)
        return str(tmp_path / "for Hans"), ""

    monkeypatch.setattr(roster_builder_export.QFileDialog, "getSaveFileName", chosen)
    window.findChild(QAction, "exportRosterBuilderAction").trigger()
    assert asked[0].endswith(".json")
    assert read_foreign(window.session.store.ruleset, (tmp_path / "for Hans.json").read_bytes())
    assert window.message.text().startswith(f"Wrote {tmp_path / 'for Hans.json'}")
