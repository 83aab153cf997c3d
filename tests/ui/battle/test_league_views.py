"""A battle tracked on the board and recorded as its campaign's match shows in the league's
views: the battle log tells it turn by turn (who took out whom), and the Statistics tab charts
the enemies each warband and hero took out of action and the turns of the routs."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from PySide6.QtCharts import QBarCategoryAxis, QHorizontalBarSeries, QHorizontalStackedBarSeries
from PySide6.QtCore import Qt

import app.usecases as uc
from app.battle.league import record_battle_match
from app.battle.sides import side_of_warband
from app.battle.usecases import Opponent, add_event, start_battle
from app.store.repository import Store
from app.usecases.post_battle import post_battle
from rules.battle import NextTurn, OutOfAction, RoutTest
from rules.dice import RandomDice
from rules.post_battle import BattleReport
from tests.grey_wolves import grey_wolves, ids
from tests.ui.qt_lifetime import disposed
from ui.league.battle_log import BattleLogDialog
from ui.league.standings_dialog import StandingsDialog
from ui.league.statistics_view import ENEMIES, HEROES, ROUTS
from ui.session import Session


@pytest.fixture
def session(store: Store) -> Iterator[Session]:
    yield from disposed(Session(store))


@pytest.fixture
def league(store: Store) -> dict[str, int]:
    """The Grey Wolves beat the Red Hands on the board (Hans took out two, Otto one; Karl took
    out Otto; the Red Hands routed in turn 1); the Wolves ran their sequence, linked."""
    wolves = grey_wolves(store)
    reds = uc.create_warband(store, "reikland", "Red Hands").warband_id
    uc.hire(store, reds, "mercenary_captain", "Karl", equipment=["sword"])
    uc.hire(store, reds, "warriors", "Axes", count=3, equipment=["axe"])
    campaign = uc.create_campaign(store, "Autumn", "2026-09-01").campaign_id
    for player, wid in (("Anna", wolves), ("Boris", reds)):
        uc.add_player(store, campaign, player)
        uc.enter_warband(store, campaign, player, wid, "2026-09-01")
    theirs = side_of_warband(store.ruleset, store.load(reds), 1)
    battle = start_battle(store, wolves, Opponent(theirs, reds), scenario="skirmish").battle_id
    w = ids(store, wolves)
    karl, axes = theirs.models[0].id, [m.id for m in theirs.models[1:]]
    for event in (
        OutOfAction(axes[0], by=f"0:{w['Hans']}"),
        OutOfAction(f"0:{w['Otto']}", by=karl),
        OutOfAction(axes[1], by=f"0:{w['Hans']}"),
        OutOfAction(axes[2], by=f"0:{w['Rolf']}"),
        NextTurn(),  # the Red Hands: 3 of 4 out
        RoutTest((6, 6)),
    ):
        add_event(store, battle, event)
    match = record_battle_match(store, battle, campaign, "2026-09-08").details["match_id"]
    report = BattleReport("skirmish", "won", 100, date="2026-09-08")
    record = post_battle(store, wolves, report, RandomDice(3)).after.battles[-1]["id"]
    uc.link_battle(store, campaign, match, wolves, record)
    return {"wolves": wolves, "reds": reds, "campaign": campaign}


def test_the_battle_log_tells_the_tracked_battle_turn_by_turn(
    qtbot, session: Session, league: dict[str, int]
) -> None:
    dialog = BattleLogDialog(session, warband_id=league["wolves"])
    qtbot.addWidget(dialog)
    dialog.lang = "en"
    text = dialog.details.toPlainText()
    board = text[text.index("On the board, turn by turn:") :].splitlines()
    assert board[1:] == [
        "  Turn 1, Grey Wolves:",
        "    Axes 1 taken out of action by Hans",
        "    Otto taken out of action by Karl",
        "    Axes 2 taken out of action by Hans",
        "    Axes 3 taken out of action by Rolf",
        "  Turn 1, Red Hands:",
        "    Red Hands: rout test 6 6 against Ld 8: routs",
    ]
    dialog.lang = "ru"
    assert "    Otto выведен из игры: Karl" in dialog.details.toPlainText()
    other = BattleLogDialog(session, warband_id=league["reds"])  # ran no sequence yet
    qtbot.addWidget(other)
    assert "On the board" not in other.details.toPlainText()


def test_the_statistics_chart_the_tracked_battles(
    qtbot, session: Session, league: dict[str, int]
) -> None:
    dialog = StandingsDialog(session)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.tabs.setCurrentWidget(dialog.statistics)
    view = dialog.statistics
    view.charts.setCurrentRow(ENEMIES)
    (bars,) = view.view.chart().series()
    assert isinstance(bars, QHorizontalBarSeries)
    (names,) = view.view.chart().axes(Qt.Orientation.Vertical)
    assert isinstance(names, QBarCategoryAxis)
    (enemies,) = bars.barSets()
    counted = {names.categories()[n]: enemies.at(n) for n in range(enemies.count())}
    assert counted == {"Grey Wolves": 3, "Red Hands": 1}
    assert "1 battle tracked on the board" in view.note.text()
    view.charts.setCurrentRow(HEROES)
    (bars,) = view.view.chart().series()
    (names,) = view.view.chart().axes(Qt.Orientation.Vertical)
    assert isinstance(names, QBarCategoryAxis)
    # The deadliest at the top, each hero's bar in his warband's colour, his name whole.
    assert isinstance(bars, QHorizontalStackedBarSeries)
    assert names.categories() == ["Rolf", "Karl", "Hans"]
    wolves, reds = bars.barSets()
    assert (wolves.label(), reds.label()) == ("Grey Wolves", "Red Hands")
    assert [wolves.at(n) for n in range(3)] == [1, 0, 2]
    assert [reds.at(n) for n in range(3)] == [0, 1, 0]
    view.warbands.setCurrentIndex(view.warbands.findText("Grey Wolves"))
    (bars,) = view.view.chart().series()
    (names,) = view.view.chart().axes(Qt.Orientation.Vertical)
    assert names.categories() == ["Rolf", "Hans"]
    view.warbands.setCurrentIndex(0)
    view.charts.setCurrentRow(ROUTS)
    (bars,) = view.view.chart().series()
    assert [(s.label(), [s.at(n) for n in range(s.count())]) for s in bars.barSets()] == [
        ("Red Hands", [1.0])
    ]
    view.charts.setCurrentRow(view.charts.count() - 1)  # the dice come after them
    assert view.charts.currentItem().text().startswith("D")
