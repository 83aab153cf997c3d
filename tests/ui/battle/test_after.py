"""After the battle, with the program's dice: the post-battle sequence passes the steps the
battle filled, rolls the injuries and the exploration, and stops on the exploration step."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from PySide6.QtWidgets import QMessageBox

import ui.post_battle.wizard as wizard_module
from app.postbattle.draft import PostBattleDraft
from app.store.repository import Store
from tests.grey_wolves import grey_wolves, ids
from tests.ui.qt_lifetime import disposed
from ui.battle.after import walk_to_exploration
from ui.post_battle.common import EXPLORATION, INJURIES
from ui.post_battle.wizard import PostBattleWizard
from ui.session import Session


@pytest.fixture(autouse=True)
def discard_without_asking(monkeypatch) -> None:
    monkeypatch.setattr(
        wizard_module.QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes
    )


@pytest.fixture
def session(store: Store) -> Iterator[Session]:
    yield from disposed(Session(store))


def test_the_walk_rolls_the_injuries_and_stops_on_the_exploration(qtbot, store, session) -> None:
    warband = grey_wolves(store)
    w = ids(store, warband)

    def from_the_battle(draft: PostBattleDraft) -> None:
        draft.set_out_of_action(w["Otto"], True)
        draft.out_groups[w["Shooters"]] = 1
        draft.enemies[w["Hans"]] = 2

    session.open_warband(warband)
    wizard = PostBattleWizard(session, None, start=from_the_battle)
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.waitExposed(wizard)
    walk_to_exploration(wizard)
    assert wizard.currentId() == EXPLORATION
    assert wizard.visitedIds()[:3] == [0, 1, INJURIES]
    assert all(slot.done for key, slot in wizard.draft.slots.items() if key != "scenario")
    assert wizard.draft.slots["explore"].done
    assert {w["Otto"]} == wizard.draft.out_heroes
    wizard.reject()
