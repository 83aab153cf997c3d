"""After the battle, with the program's dice: the post-battle sequence passes the steps the
battle filled, rolls the injuries and the exploration, and stops on the exploration step."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from PySide6.QtWidgets import QMessageBox

import app.postbattle.dice as app_dice
import ui.post_battle.wizard as wizard_module
from app.postbattle.draft import PostBattleDraft
from app.store.repository import Store
from rules.messages import Message
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


def test_the_walk_rolls_the_injuries_and_stops_on_the_exploration(
    qtbot, store, session, calm_dice
) -> None:
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


class ShopFinding:
    """The program's dice, except the exploration: a double of 2 (the shop, whose gold is a D6
    of its own) and then faces that make no other multiple."""

    def __init__(self, *_args: object, **_kwargs: object) -> None:
        self._rng = random.Random(7)
        self._exploration = iter([2, 2, 3, 4, 5, 6])

    def roll(self, sides: int, purpose: Message) -> int:
        if purpose.code == "exploration":
            return next(self._exploration)
        return self._rng.randint(1, sides)


def test_the_walk_also_rolls_the_dice_of_a_multiple_found(
    qtbot, store, session, monkeypatch
) -> None:
    monkeypatch.setattr(app_dice, "RandomDice", ShopFinding)
    warband = grey_wolves(store)
    w = ids(store, warband)
    session.open_warband(warband)
    wizard = PostBattleWizard(
        session, None, start=lambda draft: draft.set_out_of_action(w["Otto"], True)
    )
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.waitExposed(wizard)
    walk_to_exploration(wizard)
    assert wizard.currentId() == EXPLORATION
    assert wizard.draft.multiple_needs_dice()
    assert wizard.draft.slots["multiple"].done
    assert wizard.currentPage().isComplete()
    wizard.reject()
