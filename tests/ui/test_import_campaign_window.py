"""File > Import of a file that holds a campaign: the whole campaign as a league is the first
choice, imported as one undoable change (app/usecases/campaign_import.py; issue 26)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from PySide6.QtWidgets import QInputDialog, QMessageBox

from app.usecases import league

FOREIGN = Path(__file__).parents[1] / "app" / "data" / "foreign"
CAMPAIGN = FOREIGN / "roster_builder" / "campaign.json"


def _listed(window) -> list[tuple[int, str]]:  # type: ignore[no-untyped-def]
    return [(s.id, s.name) for s in window.session.store.list_warbands()]


def _answer(monkeypatch: pytest.MonkeyPatch, pick: int) -> tuple[list[list[str]], list[str]]:
    """Choose the `pick`-th offer of File > Import and say Yes to its question; both asked."""
    offered: list[list[str]] = []
    questions: list[str] = []

    def choose(_parent, _title, _label, items, *_args):  # type: ignore[no-untyped-def]
        offered.append(list(items))
        return items[pick], True

    def question(_parent, _title, text, *_args):  # type: ignore[no-untyped-def]
        questions.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QInputDialog, "getItem", choose)
    monkeypatch.setattr(QMessageBox, "question", question)
    return offered, questions


def test_the_whole_campaign_comes_in_as_a_league_in_one_undoable_step(
    window, monkeypatch: pytest.MonkeyPatch
) -> None:
    offered, questions = _answer(monkeypatch, 0)
    store = window.session.store
    before, campaigns = _listed(window), league.list_campaigns(store)
    window.import_file(CAMPAIGN)
    assert offered == [
        [
            "The whole campaign “Mordheim Nights” as a league (2 warbands)",
            "1. Klaue des Verrats",
            "2. Die Eisernen",
        ]
    ]
    # What has no match, asked once for the whole file, under the warband that has it.
    assert len(questions) == 1 and "Die Eisernen:" in questions[0]
    assert "campaign's warbands" in questions[0]
    added = [name for _, name in _listed(window) if (_, name) not in before]
    assert sorted(added) == ["Die Eisernen", "Klaue des Verrats"]
    (made,) = [c for c in league.list_campaigns(store) if c not in campaigns]
    shown = league.load_league(store, made[0])
    assert (shown.campaign.name, [p.name for p in shown.players]) == (
        "Mordheim Nights",
        ["Rob", "Klaus"],
    )
    assert window.session.current.name == "Klaue des Verrats"
    assert window.message.text() == (
        "Imported the campaign “Mordheim Nights” as a league with 2 warbands; players: Rob, "
        "Klaus. Warband > Campaign standings shows it."
    )
    assert window.session.undo_stack.count() == 1
    after = _listed(window)
    window.session.undo()
    assert _listed(window) == before and league.list_campaigns(store) == campaigns
    window.session.redo()
    assert _listed(window) == after
    assert league.load_league(store, made[0]) == shown


def test_a_refused_warband_is_named_in_one_line_in_russian_and_the_others_come_in(
    window, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    document = json.loads(CAMPAIGN.read_bytes())
    document["warbands"][0]["roster"]["models"][0]["exp"] = 10**9  # a broken warband
    path = tmp_path / "nights.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    _answer(monkeypatch, 0)
    window.russian_action.trigger()
    before = _listed(window)
    window.import_file(path)
    added = [name for _, name in _listed(window) if (_, name) not in before]
    assert added == ["Die Eisernen"]
    said = window.message.text()
    assert "\n" not in said and "Кампания «Mordheim Nights» загружена как лига: 1 отряд" in said
    assert "Отряд Klaue des Verrats не загружен: " in said and "0..999" in said


def test_a_second_import_of_the_campaign_says_the_new_names(
    window, monkeypatch: pytest.MonkeyPatch
) -> None:
    _answer(monkeypatch, 0)
    window.import_file(CAMPAIGN)
    window.import_file(CAMPAIGN)
    said = window.message.text()
    assert said.startswith("Imported the campaign “Mordheim Nights (2)” as a league")
    assert "A warband named Die Eisernen is here already: this one is called Die Eisernen (2)." in (
        said
    )


def test_the_standings_show_the_notes_a_backup_kept_on_its_campaign(
    window, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from ui.league.standings_dialog import StandingsDialog

    document = json.loads(
        (FOREIGN / "mordheim_manager" / "mordheim-backup-2026-11-29.json").read_text()
    )
    document["campaignNotes"] = "Winter in the ruins."
    path = tmp_path / "backup.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    _answer(monkeypatch, 0)
    window.import_file(path)
    dialog = StandingsDialog(window.session, window)
    assert dialog.players_line.text().endswith("\nCampaign notes: Winter in the ruins.")
    dialog.close()
