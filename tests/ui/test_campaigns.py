"""Campaign files from the window: open another, create one, the recent list."""

from pathlib import Path

import pytest

from app.plumbing.context import open_store
from ui.files import campaigns
from ui.files.campaigns import recent_files


@pytest.fixture(autouse=True)
def windows(monkeypatch) -> list:
    """The windows opened in a test are let go after it."""
    opened: list = []
    monkeypatch.setattr(campaigns, "_windows", opened)
    return opened


def other_campaign(tmp_path: Path) -> Path:
    path = tmp_path / "second.sqlite3"
    store = open_store(path)  # with the demo campaign
    store.database.close()
    return path


def test_opening_another_campaign_replaces_the_window_and_is_remembered(
    qtbot, window, tmp_path
) -> None:
    first = window.session.store.database.path
    assert recent_files(window.settings) == [str(first.resolve())]
    second = other_campaign(tmp_path)
    opened = window.campaigns.open_file(second)
    qtbot.addWidget(opened)
    assert not window.isVisible() and opened.isVisible()
    assert opened.session.store.database.path == second
    assert opened.warbands.rowCount() == 4  # the demo's four warbands
    assert recent_files(opened.settings)[:2] == [str(second.resolve()), str(first.resolve())]
    opened.campaigns.fill_recent()  # the menu offers the first file back, not the open one
    entries = [a.text() for a in opened.campaigns.recent_menu.actions()]
    assert len(entries) == 1 and first.name in entries[0]


def test_a_file_that_is_not_a_campaign_is_one_line(qtbot, window, tmp_path) -> None:
    junk = tmp_path / "notes.sqlite3"
    junk.write_text("not a database")
    assert window.campaigns.open_file(junk) is None
    assert window.isVisible()
    assert window.message.text().startswith("Cannot open notes.sqlite3:")
    assert window.campaigns.open_file(tmp_path / "gone.sqlite3") is None
    assert "is not there any more" in window.message.text()


def test_a_new_campaign_is_empty(qtbot, window, tmp_path, monkeypatch) -> None:
    target = tmp_path / "league.sqlite3"
    monkeypatch.setattr(
        campaigns.QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    window.campaigns.new_action.trigger()
    opened = campaigns._windows[-1]  # the test's own list (the fixture above)
    qtbot.addWidget(opened)
    assert opened.session.store.database.path == target
    assert opened.warbands.rowCount() == 0


def test_the_file_menu_makes_a_campaign_file_not_a_league(window, qtbot) -> None:
    """File > New campaign... made a database file while the standings' New campaign... made a
    league: one label, two meanings. The file's is "New campaign file..." in both languages."""
    from ui.league.standings_dialog import StandingsDialog

    standings = StandingsDialog(window.session, window)
    qtbot.addWidget(standings)
    for lang, words in (("en", "campaign file"), ("ru", "файл кампании")):
        window.set_language(lang)
        menu = (window.campaigns.new_action.text(), window.campaigns.open_action.text())
        assert all(words in text.replace("&", "").lower() for text in menu), menu
    window.set_language("en")
    assert window.campaigns.new_action.text().replace("&", "") != standings.new_button.text()
