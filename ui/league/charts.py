"""Charts drawn with QtCharts (PySide6-Addons): lines over the battles of a campaign, from the
start (battle 0) on, and bars. The values come from app/ (app.campaign.statistics); the words, the
colours and the scales are made here.

Each chart gets its axes' titles from the caller (in the player's language). A chart with one
battle still reads: the start and the battle are two points with their markers, the x axis is
labelled "start" and "1", and a flat line gets a scale around its value.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCharts import (
    QAbstractAxis,
    QAbstractBarSeries,
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QCategoryAxis,
    QChart,
    QChartView,
    QHorizontalBarSeries,
    QHorizontalStackedBarSeries,
    QLineSeries,
    QStackedBarSeries,
    QValueAxis,
)
from PySide6.QtCore import QMargins, QPointF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPalette
from PySide6.QtWidgets import QWidget

Point = tuple[int, int]
# Twelve colours a reader tells apart (Tableau 10 and two more), one per warband in its order.
COLOURS = (
    "#4e79a7",
    "#f28e2b",
    "#e15759",
    "#76b7b2",
    "#59a14f",
    "#edc948",
    "#b07aa1",
    "#ff9da7",
    "#9c755f",
    "#bab0ac",
    "#1f3a5f",
    "#6b8e23",
)
MAX_X_LABELS = 12  # beyond that, every n-th battle is labelled


def nice_scale(
    low: float, high: float, max_ticks: int = 7, *, from_zero: bool = True
) -> tuple[int, int, int]:
    """A range that holds low..high (and 0, unless not `from_zero`: counts and money are read
    from 0, a rating by its rises), in the finest whole steps of 1, 2 or 5 times a power of
    ten that need at most `max_ticks` ticks; and the number of ticks."""
    if from_zero:
        low, high = min(low, 0.0), max(high, 0.0)
    if high - low < 1:
        high = low + 1
    for power in (10**k for k in range(16)):
        for step in (power, 2 * power, 5 * power):
            start, end = math.floor(low / step) * step, math.ceil(high / step) * step
            ticks = (end - start) // step + 1
            if ticks <= max_ticks:
                return start, end, ticks
    raise ValueError(f"no scale for {low}..{high}")


class ChartView(QChartView):
    """A chart that follows the palette (light or dark) and is drawn smooth."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumSize(320, 240)

    def show_chart(self, chart: QChart) -> None:
        """Show a new chart; the one shown before is deleted (the view gives it back)."""
        palette = self.palette()
        chart.setBackgroundBrush(palette.color(QPalette.ColorRole.Base))
        chart.setTitleBrush(palette.color(QPalette.ColorRole.Text))
        chart.legend().setLabelColor(palette.color(QPalette.ColorRole.Text))
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        chart.setMargins(QMargins(4, 4, 4, 4))
        for axis in chart.axes():
            axis.setLabelsColor(palette.color(QPalette.ColorRole.Text))
            axis.setTitleBrush(palette.color(QPalette.ColorRole.Text))
            axis.setGridLineColor(palette.color(QPalette.ColorRole.Mid))
        old = self.chart()
        self.setChart(chart)
        if old is not None:
            old.deleteLater()


def _title(axis: QAbstractAxis, text: str) -> None:
    axis.setTitleText(text)
    font = QFont(axis.titleFont())
    font.setBold(False)
    axis.setTitleFont(font)


def battle_axis(last: int, title: str, start: str) -> QCategoryAxis:
    """Battles 0 (the start) to `last`, each labelled on its point (every n-th when many)."""
    axis = QCategoryAxis()
    axis.setLabelsPosition(QCategoryAxis.AxisLabelsPosition.AxisLabelsPositionOnValue)
    every = max(1, math.ceil((last + 1) / MAX_X_LABELS))
    for n in range(0, last + 1, every):
        axis.append(start if n == 0 else str(n), n)
    axis.setRange(-0.3, max(last, 1) + 0.3)  # the markers at the ends are not cut
    _title(axis, title)
    return axis


def value_axis(low: float, high: float, title: str, *, from_zero: bool = True) -> QValueAxis:
    axis = QValueAxis()
    start, end, ticks = nice_scale(low, high, from_zero=from_zero)
    axis.setRange(start, end)
    axis.setTickCount(ticks)
    axis.setLabelFormat("%d")
    _title(axis, title)
    return axis


def line_chart(
    lines: Sequence[tuple[str, Sequence[Point]]],
    x_title: str,
    y_title: str,
    start: str,
    *,
    from_zero: bool = True,
) -> QChart:
    """One line per (name, points), each point marked: a single battle is two points."""
    chart = QChart()
    drawn = [(name, points) for name, points in lines if points]
    last = max((n for _, points in drawn for n, _ in points), default=1)
    values = [v for _, points in drawn for _, v in points] or [0]
    x_axis = battle_axis(last, x_title, start)
    y_axis = value_axis(min(values), max(values), y_title, from_zero=from_zero)
    chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
    for number, (name, points) in enumerate(drawn):
        series = QLineSeries()
        series.setName(name)
        series.append([QPointF(n, v) for n, v in points])
        series.setPointsVisible(True)
        pen = series.pen()
        pen.setColor(QColor(COLOURS[number % len(COLOURS)]))
        pen.setWidthF(2.0)
        series.setPen(pen)
        series.setMarkerSize(7.0)
        chart.addSeries(series)
        series.attachAxis(x_axis)
        series.attachAxis(y_axis)
    chart.legend().setVisible(bool(drawn))  # whose line it is, even alone among the warbands
    return chart


def bar_chart(
    categories: Sequence[str],
    sets: Sequence[tuple[str, Sequence[float]]],
    category_title: str,
    value_title: str,
    *,
    horizontal: bool = False,
    stacked: bool = False,
) -> QChart:
    """Bars side by side for each category, one set per (name, value for each category);
    `stacked`: one bar per category, the sets' values on top of each other (a set per
    colour where each category has a value in one set only)."""
    chart = QChart()
    series: QAbstractBarSeries
    if stacked:
        series = QHorizontalStackedBarSeries() if horizontal else QStackedBarSeries()
    else:
        series = QHorizontalBarSeries() if horizontal else QBarSeries()
    for number, (name, values) in enumerate(sets):
        bars = QBarSet(name)
        bars.append([float(v) for v in values])
        bars.setColor(QColor(COLOURS[number % len(COLOURS)]))
        bars.setBorderColor(QColor(COLOURS[number % len(COLOURS)]))
        series.append(bars)
    chart.addSeries(series)
    names = QBarCategoryAxis()
    names.append(list(categories))
    names.setTruncateLabels(False)  # "41–55 Full recovery" whole, never "…"
    _title(names, category_title)
    every = [v for _, values in sets for v in values] or [0.0]
    counts = value_axis(min(every), max(every), value_title)
    if horizontal:
        chart.addAxis(names, Qt.AlignmentFlag.AlignLeft)
        chart.addAxis(counts, Qt.AlignmentFlag.AlignBottom)
    else:
        chart.addAxis(names, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(counts, Qt.AlignmentFlag.AlignLeft)
    series.attachAxis(names)
    series.attachAxis(counts)
    return chart
