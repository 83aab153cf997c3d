"""A battle on the board: the Grey Wolves (tests/grey_wolves.py: ten models) against eight
Skaven known only by their type, rating and count, started through the session."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

import app.postbattle.dice as app_dice
from app.battle.sides import anonymous_side
from app.battle.usecases import Opponent, start_battle
from app.store.repository import Store
from rules.messages import Message
from tests.grey_wolves import grey_wolves
from tests.ui.qt_lifetime import disposed
from ui.battle.board import BattleBoard
from ui.battle.keeper import BattleKeeper
from ui.session import Session

# A menu popped up offscreen: the platform cannot raise it nor give it the keyboard.
MENU = pytest.mark.qt_log_ignore(
    "This plugin does not support (raise|grabbing the keyboard|propagateSizeHints)"
)


@pytest.fixture
def session(store: Store) -> Iterator[Session]:
    yield from disposed(Session(store))


@pytest.fixture
def keeper(store: Store, session: Session) -> BattleKeeper:
    warband = grey_wolves(store)
    skaven = Opponent(anonymous_side("Skaven", "skaven", 120, 8))
    change = session.run(start_battle, warband, skaven, counters=("wyrdstone",))
    assert change is not None, session.last_failure
    return BattleKeeper(session, change.battle)


@pytest.fixture
def board(qtbot, keeper: BattleKeeper) -> Iterator[BattleBoard]:
    shown = BattleBoard(keeper)
    qtbot.addWidget(shown)
    shown.resize(1366, 740)
    shown.show()
    qtbot.waitExposed(shown)
    yield shown
    shown.close()


def model(board: BattleBoard, side: int, n: int) -> str:
    """The id of the n-th model of a side (0: the Grey Wolves, 1: the Skaven)."""
    return board.keeper.state.setup.sides[side].models[n].id


CALM = {"serious_injury": 4, "henchman_injury": 4, "hired_sword_injury": 4}


class CalmDice:
    """The program's dice after a battle, with no result that asks the player something: a
    serious injury of 44 (full recovery), a henchman's 4 (he survives), exploration dice that
    make no multiple; anything else seeded. The walk to the exploration then never stops on
    a choice the dice made (captured, sold to the pits, a shop's gold)."""

    def __init__(self, *_args: object, **_kwargs: object) -> None:
        self._rng = random.Random(11)
        self._faces = iter(range(1, 7))

    def roll(self, sides: int, purpose: Message) -> int:
        if purpose.code in CALM:
            return CALM[purpose.code]
        if purpose.code == "exploration":
            return next(self._faces, 1)
        return self._rng.randint(1, sides)


@pytest.fixture
def calm_dice(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(app_dice, "RandomDice", CalmDice)
