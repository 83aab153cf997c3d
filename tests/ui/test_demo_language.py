"""A Russian first start finds the demo campaign's names in Russian (they were all English);
an English one, and every other test's demo, keep the English names."""

from __future__ import annotations

from pathlib import Path

from app.plumbing.context import open_store
from app.plumbing.demo import RUSSIAN
from ui.launch import load_main_window, window_language


def test_a_russian_first_start_writes_the_demo_in_russian(qtbot, tmp_path: Path, settings) -> None:
    settings.setValue("language", "ru")
    window = load_main_window(tmp_path / "first.sqlite3", demo=True, settings=settings)
    qtbot.addWidget(window)
    store = window.session.store
    names = sorted(s.name for s in store.list_warbands())
    assert names == sorted(
        RUSSIAN[en]
        for en in (
            "The Grey Wolves of Altdorf",
            "Clan Eshin Shadowclaws",
            "Sisters of the Rock",
            "The Hungry Dead of Sylvania",
        )
    )
    wolves = store.load(store.find("Серые волки Альтдорфа"))
    assert wolves.warriors[0].name == "Капитан Дитер Шталь"
    assert wolves.notes.startswith("Присягнули графу Рейкланда")
    assert window.lang == "ru"


def test_the_demo_speaks_the_language_the_window_will(tmp_path: Path, settings) -> None:
    assert window_language("en", settings) == "en"  # the command's --lang first
    settings.setValue("language", "ru")
    assert window_language(None, settings) == "ru"
    store = open_store(tmp_path / "en.sqlite3")
    try:
        assert "The Grey Wolves of Altdorf" in {s.name for s in store.list_warbands()}
    finally:
        store.database.close()
