"""The board fits a 1366x768 laptop: two sides of 15 models with long names, in English and in
Russian, every tile shown whole, no sideways bar and nothing below the window's edge."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QScrollArea

from app.battle.store import Battle
from rules.battle import BattleModel, Kind, NextTurn, OutOfAction, Setup, Side
from tests.ui.qt_lifetime import disposed
from ui.battle.board import BattleBoard
from ui.battle.keeper import BattleKeeper
from ui.session import Session

QM = Path(__file__).resolve().parents[3] / "resources" / "translations" / "mordheim_roster_ru.qm"
LAPTOP = (1366, 768 - 30)  # the screen less the window's title bar


def side(name: str, prefix: str, count: int) -> Side:
    models = tuple(
        BattleModel(
            f"{prefix}{n}",
            f"{name}: Brother-Captain Ulrich von Hohenstauffen the {n}th",
            Kind.HERO if n < 6 else Kind.HENCHMAN,
            wounds=3 if n == 0 else 1,
            leader=n == 0,
        )
        for n in range(count)
    )
    return Side(f"{name} of the Order of the Fiery Heart", models)


@pytest.fixture(params=["en", "ru"])
def lang(request) -> Iterator[str]:
    translator = QTranslator()
    if request.param == "ru":
        assert translator.load(str(QM))
        QCoreApplication.installTranslator(translator)
    yield request.param
    QCoreApplication.removeTranslator(translator)
    translator.deleteLater()


@pytest.fixture
def session(store) -> Iterator[Session]:
    yield from disposed(Session(store))


@pytest.mark.parametrize("sizes", [(15, 10), (10, 15), (15, 15)])
def test_both_sides_fit_a_laptop(qtbot, session, lang, sizes) -> None:
    """15 models against 10 (the issue's): every tile whole, every word of its buttons; 15
    against 15: every tile still shown."""
    sides = (side("Templars", "a", sizes[0]), side("Skaven", "b", sizes[1]))
    setup = Setup(sides, counters=("wyrdstone", "objective"))
    # Four Templars out of action and a turn each: the rout test's banner shows too.
    events = (*(OutOfAction(f"a{n}", "") for n in range(1, 5)), NextTurn(), NextTurn())
    board = BattleBoard(BattleKeeper(session, Battle(1, 1, setup, events)))
    qtbot.addWidget(board)
    board.resize(*LAPTOP)
    board.show()
    qtbot.waitExposed(board)
    assert board.rout.isVisible()
    qtbot.wait(50)
    scroll = board.findChild(QScrollArea)
    port = scroll.viewport()
    assert scroll.widget().width() <= port.width()
    for panel in board.sides:
        for tile in panel.tiles:
            corner = tile.mapTo(port, tile.rect().bottomRight())
            assert corner.x() <= port.width() and corner.y() <= port.height(), tile.model.name
            if sizes == (15, 15):
                continue
            for button in tile.state_buttons.values():
                assert button.width() >= button.fontMetrics().horizontalAdvance(button.text())
    assert board.width() <= LAPTOP[0] and board.height() <= LAPTOP[1]
    board.close()
