"""Settings > Six Heroes: the campaign's reading of the Hero cap, changed through the session
(so Undo takes it back), and the sheet's problems follow it."""

from __future__ import annotations

from app.usecases.heroes import hero_reading


def test_the_menu_switches_the_reading_and_undo_takes_it_back(window) -> None:
    action = window.heroes_setting.action
    store = window.session.store
    window.settings_menu.aboutToShow.emit()
    assert action.isCheckable() and action.isChecked() and hero_reading(store) == "six"
    assert action.text() == "Six Heroes (a promoted lad may be the sixth)"
    assert action in window.settings_menu.actions()
    action.trigger()  # unchecks it
    assert hero_reading(store) == "list"
    window.session.undo()
    assert hero_reading(store) == "six"
    window.settings_menu.aboutToShow.emit()
    assert action.isChecked()


def test_the_menus_words_in_russian(window) -> None:
    window.set_language("ru")
    try:
        assert window.heroes_setting.action.text() == (
            "Шесть Героев (повышенный рядовой может стать шестым)"
        )
    finally:
        window.set_language("en")
