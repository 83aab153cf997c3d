"""Battle > Start battle asks for the opponent (a warband of this book, a file, or a type, a
rating and a model count), the scenario (chosen or rolled, its words shown) and who deploys
first."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from app.store.repository import Store
from ui.battle.start_dialog import BOOK, TYPE, StartBattleDialog


@pytest.fixture
def dialog(qtbot, demo_store: Store) -> Iterator[StartBattleDialog]:
    listed = demo_store.list_warbands()
    mine = demo_store.load(listed[0].id)
    shown = StartBattleDialog(demo_store.ruleset, mine, listed, "en")
    qtbot.addWidget(shown)
    shown.show()
    yield shown


def test_the_opponent_is_another_warband_of_the_book_by_default(dialog, demo_store) -> None:
    listed = demo_store.list_warbands()
    choice = dialog.choice()
    assert choice.opponent == BOOK and choice.opponent_id == listed[1].id
    assert choice.warband_id == listed[0].id
    assert dialog.opponent.count() == len(listed) - 1 + 2  # the others, a file, a type
    assert dialog.scenario_text.text()  # the scenario's set-up in words
    assert not dialog.type_box.isVisible()


def test_an_opponent_known_only_by_type_rating_and_models(dialog) -> None:
    dialog.opponent.setCurrentIndex(dialog.opponent.findData((TYPE, None)))
    assert dialog.type_box.isVisible() and dialog.models.isVisible()
    dialog.type_box.setCurrentIndex(dialog.type_box.findData("skaven"))
    dialog.rating.setValue(142)
    dialog.models.setValue(12)
    dialog.first_them.setChecked(True)
    choice = dialog.choice()
    assert (choice.opponent, choice.opponent_type, choice.opponent_rating) == (TYPE, "skaven", 142)
    assert (choice.opponent_models, choice.first) == (12, 1)


def test_the_scenario_roll_chooses_from_the_table(dialog) -> None:
    for _ in range(20):
        dialog.roll_scenario()
    assert dialog.choice().scenario in dialog.ruleset.scenarios


def test_russian_words_for_the_rules_names(dialog) -> None:
    dialog.lang = "ru"
    scenario = dialog.ruleset.scenarios[dialog.choice().scenario]
    assert dialog.scenario.currentText() == scenario.name.ru
