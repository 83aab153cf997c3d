"""The Statistics tab of the standings window: each chart drawn with QtCharts from the
campaign's figures, battle numbers on the x axis from the start, readable after one battle."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QBarSeries,
    QCategoryAxis,
    QHorizontalBarSeries,
    QLineSeries,
    QValueAxis,
)
from PySide6.QtCore import Qt

import app.usecases as uc
from app.store.repository import Store
from app.usecases.league import MatchReport
from app.usecases.post_battle import post_battle
from rules.dice import TableDice
from rules.post_battle import BattleReport
from ui.league.charts import nice_scale
from ui.league.standings_dialog import StandingsDialog
from ui.league.statistics_view import EXPERIENCE, INCOME, INJURIES, RATING, TREASURY
from ui.session import Session

from .qt_lifetime import disposed


@pytest.fixture
def session(store: Store) -> Iterator[Session]:
    yield from disposed(Session(store))


@pytest.fixture
def campaign(store: Store) -> dict[str, int]:
    """Two warbands after one match, each side's post-battle sequence run (the figures are
    those worked out by hand in tests/app/test_statistics.py)."""
    cid = uc.create_campaign(store, "Autumn", "2026-09-01").campaign_id
    ids = {"campaign": cid}
    for player, name in (("Anna", "Wolves"), ("Boris", "Blades")):
        ids[name] = uc.create_warband(store, "reikland", name).warband_id
        uc.hire(store, ids[name], "mercenary_captain", "Hans")
        uc.add_player(store, cid, player)
        uc.enter_warband(store, cid, player, ids[name], "2026-09-01")
    otto = uc.hire(store, ids["Blades"], "champion", "Otto").details.warrior_id
    won = BattleReport("skirmish", "won", 100, shards_to_sell=1)
    post_battle(store, ids["Wolves"], won, TableDice([3, 5]))
    lost = BattleReport("skirmish", "lost", 28, heroes_out_of_action=(otto,))
    post_battle(store, ids["Blades"], lost, TableDice([4, 2, 6]))
    uc.record_match(store, cid, MatchReport((ids["Wolves"], ids["Blades"]), ids["Wolves"]))
    return ids


def _statistics(qtbot, session: Session) -> StandingsDialog:
    dialog = StandingsDialog(session)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.tabs.setCurrentWidget(dialog.statistics)
    return dialog


def _points(series: QLineSeries) -> list[tuple[float, float]]:
    return [(p.x(), p.y()) for p in series.points()]


def test_nice_scales_hold_the_values_in_whole_steps() -> None:
    assert nice_scale(0, 0) == (0, 1, 2)  # a flat line at 0 still has a scale
    assert nice_scale(25, 28) == (0, 30, 7)  # from 0: 0 5 10 ... 30
    assert nice_scale(-15, 45) == (-20, 60, 5)  # upkeep above income: below 0 too
    assert nice_scale(0, 485) == (0, 500, 6)
    assert nice_scale(70, 139, from_zero=False) == (60, 140, 5)  # ratings: 60 80 ... 140
    assert nice_scale(64, 64, from_zero=False) == (64, 65, 2)  # one flat line


def test_the_rating_and_treasury_of_each_warband_from_the_start(
    qtbot, session: Session, campaign: dict[str, int]
) -> None:
    dialog = _statistics(qtbot, session)
    view = dialog.statistics
    names = [view.charts.item(n).text() for n in range(view.charts.count())]
    assert names[:3] == ["Rating", "Treasury", "Wyrdstone shards"]
    assert names[-1] == "D6: rolled and a fair die"
    view.charts.setCurrentRow(RATING)
    chart = view.view.chart()
    lines = {s.name(): _points(s) for s in chart.series()}
    # Blades: two heroes (5 each) with 20 and 8 experience = 38; each survives, +1: 40.
    assert lines == {"Wolves": [(0, 25), (1, 28)], "Blades": [(0, 38), (1, 40)]}
    (x_axis,) = chart.axes(Qt.Orientation.Horizontal)
    assert isinstance(x_axis, QCategoryAxis)
    assert x_axis.categoriesLabels() == ["start", "1"] and x_axis.titleText() == "Battle"
    (y_axis,) = chart.axes(Qt.Orientation.Vertical)
    assert y_axis.titleText() == "Warband rating"
    assert y_axis.min() <= 25 and y_axis.max() >= 40
    view.charts.setCurrentRow(TREASURY)
    lines = {s.name(): _points(s) for s in view.view.chart().series()}
    assert lines == {"Wolves": [(0, 440), (1, 485)], "Blades": [(0, 405), (1, 405)]}
    view.warbands.setCurrentIndex(view.warbands.findText("Blades"))  # one warband only
    assert [s.name() for s in view.view.chart().series()] == ["Blades"]
    image = view.view.grab().toImage()
    assert len({image.pixel(x, y) for x in range(0, image.width(), 4)
                for y in range(0, image.height(), 4)}) > 3  # fmt: skip


def test_income_experience_injuries_and_dice(
    qtbot, session: Session, campaign: dict[str, int]
) -> None:
    view = _statistics(qtbot, session).statistics
    view.charts.setCurrentRow(INCOME)
    (bars,) = view.view.chart().series()
    assert isinstance(bars, QBarSeries)
    assert {b.label(): [b.at(0)] for b in bars.barSets()} == {"Wolves": [45.0], "Blades": [0.0]}
    view.charts.setCurrentRow(EXPERIENCE)
    lines = {s.name(): _points(s) for s in view.view.chart().series()}
    assert lines["Hans (Wolves)"] == [(0, 20), (1, 23)]
    view.charts.setCurrentRow(INJURIES)
    chart = view.view.chart()
    (bars,) = chart.series()
    assert isinstance(bars, QHorizontalBarSeries)
    rolled, odds = bars.barSets()
    (names,) = chart.axes(Qt.Orientation.Vertical)
    assert isinstance(names, QBarCategoryAxis)
    recovery = names.categories().index("41–55 Full recovery")
    assert rolled.at(recovery) == 1 and odds.at(recovery) == pytest.approx(11 / 36)
    assert "1 hero out of action" in view.note.text()
    view.charts.setCurrentRow(view.charts.count() - 1)  # the D6
    rolled, fair = view.view.chart().series()[0].barSets()
    assert [rolled.at(n) for n in range(6)] == [0, 1, 1, 1, 1, 1]
    assert fair.at(0) == pytest.approx(5 / 6)
    (counts,) = view.view.chart().axes(Qt.Orientation.Vertical)
    assert isinstance(counts, QValueAxis) and counts.titleText() == "Times"


def test_no_battle_yet_and_a_campaign_without_any(qtbot, session: Session, store: Store) -> None:
    dialog = _statistics(qtbot, session)
    assert "No battle" in dialog.statistics.note.text()
    uc.create_campaign(store, "Spring", "2027-03-01")
    dialog.reload()
    assert "No battle" in dialog.statistics.note.text()
    assert dialog.statistics.view.chart().series() == []


def test_the_statistics_are_read_only_when_their_tab_is_shown(
    qtbot, session: Session, campaign: dict[str, int], monkeypatch
) -> None:
    import ui.league.statistics_view

    reads = []
    real = ui.league.statistics_view.statistics_of
    monkeypatch.setattr(
        ui.league.statistics_view, "statistics_of", lambda *a: reads.append(a) or real(*a)
    )
    dialog = StandingsDialog(session)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.reload()
    assert reads == []  # the standings refresh without them
    dialog.tabs.setCurrentWidget(dialog.statistics)
    assert len(reads) == 1
    dialog.reload()  # shown: read again with the standings
    assert len(reads) == 2


def test_the_injury_chart_labels_are_whole_and_a_lone_line_has_its_legend(
    qtbot, session: Session, campaign: dict[str, int]
) -> None:
    """The injury chart's labels were all "…" even maximized; the rating chart of the warbands
    had no legend when one line was drawn."""
    dialog = _statistics(qtbot, session)
    dialog.resize(1366, 740)
    view = dialog.statistics
    view.charts.setCurrentRow(INJURIES)
    qtbot.wait(50)
    (names,) = view.view.chart().axes(Qt.Orientation.Vertical)
    assert not names.labelsTruncated() and not names.truncateLabels()
    view.charts.setCurrentRow(RATING)
    assert view.view.chart().legend().isVisible()
    view.warbands.setCurrentIndex(view.warbands.findText("Blades"))  # one line alone
    assert view.view.chart().legend().isVisible()
    assert [m.label() for m in view.view.chart().legend().markers()] == ["Blades"]
