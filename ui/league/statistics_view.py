"""The campaign's statistics as charts (a page of the standings window): rating, treasury and
wyrdstone of each warband over its battles from the start, the income of each battle, the
heroes' experience, the serious injuries against the odds of the D66 table, the dice
against a fair die, and from the battles tracked on the board (app.battle.log.BattleFigures) the
enemies each warband took out of action, the deadliest heroes and the turns of the routs.

app.usecases.statistics works every figure out; this page only draws them, in the player's
words. They are read when the page is shown, not with every refresh of the standings.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCharts import QChart
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QListWidget, QVBoxLayout, QWidget

from app.battle.log import BattleFigures
from app.campaign.statistics import CampaignStatistics, DiceCount
from app.usecases.statistics import statistics_of
from ui.league.charts import ChartView, bar_chart, line_chart
from ui.plumbing.language import RulesLanguage
from ui.plumbing.words import fill
from ui.session import Session

Point = tuple[int, int]
RATING, TREASURY, SHARDS, INCOME, EXPERIENCE, INJURIES, ENEMIES, HEROES, ROUTS = range(9)
# then one row per die size
TRACKED = (ENEMIES, HEROES, ROUTS)  # the rows of the battles tracked on the board
SHOWN_HEROES = 10  # the deadliest heroes charted


class StatisticsView(RulesLanguage, QWidget):
    """A list of charts on the left, the chart on the right, a warband to show (or all)."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsView")
        self.session = session
        self.campaign_id: int | None = None
        self.stats: CampaignStatistics | None = None
        self._stale = True
        self.charts = QListWidget()
        self.charts.setObjectName("statisticsCharts")
        self.warbands = QComboBox()
        self.warbands.setObjectName("statisticsWarband")
        self.note = QLabel()
        self.note.setObjectName("statisticsNote")
        self.note.setWordWrap(True)
        self.view = ChartView()
        self.view.setObjectName("statisticsChart")
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Warband:")))
        top.addWidget(self.warbands, 1)
        right = QVBoxLayout()
        right.addLayout(top)
        right.addWidget(self.view, 1)
        right.addWidget(self.note)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.charts)
        layout.addLayout(right, 1)
        self.charts.currentRowChanged.connect(lambda _row: self.show_chart())
        self.warbands.currentIndexChanged.connect(lambda _n: self.show_chart())

    # --- reading ---------------------------------------------------------------------------

    def set_campaign(self, campaign_id: int | None) -> None:
        """Show this campaign: read now if the page is shown, else when it is."""
        self.campaign_id = campaign_id
        self._stale = True
        if self.isVisible():
            self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self.refresh()

    def refresh(self) -> None:
        self._stale = False
        cid = self.campaign_id
        self.stats = None if cid is None else statistics_of(self.session.store, cid)
        chosen = self.warbands.currentData()
        self.warbands.blockSignals(True)
        self.warbands.clear()
        self.warbands.addItem(self.tr("All warbands"), None)
        for curves in self.stats.warbands if self.stats else ():
            self.warbands.addItem(curves.name, curves.warband_id)
        found = self.warbands.findData(chosen)
        self.warbands.setCurrentIndex(max(found, 0))
        self.warbands.blockSignals(False)
        self.list_charts()

    def list_charts(self) -> None:
        row = max(self.charts.currentRow(), 0)
        names = [
            self.tr("Rating"),
            self.tr("Treasury"),
            self.tr("Wyrdstone shards"),
            self.tr("Income per battle"),
            self.tr("Heroes' experience"),
            self.tr("Serious injuries: rolled and expected"),
            self.tr("Enemies taken out of action"),
            self.tr("Deadliest heroes"),
            self.tr("Rout turns"),
        ]
        for dice in self.stats.dice if self.stats else ():
            names.append(self.tr("D{0}: rolled and a fair die").format(dice.sides))
        self.charts.blockSignals(True)
        self.charts.clear()
        self.charts.addItems(names)
        self.charts.setCurrentRow(min(row, len(names) - 1))
        self.charts.blockSignals(False)
        width = self.charts.sizeHintForColumn(0) + 2 * self.charts.frameWidth() + 8
        self.charts.setFixedWidth(width)
        self.show_chart()

    def show_language(self) -> None:
        if not self._stale:
            self.refresh()

    # --- the charts --------------------------------------------------------------------------

    def show_chart(self) -> None:
        stats, row = self.stats, self.charts.currentRow()
        if stats is not None and row in TRACKED:
            self.view.show_chart(self._tracked(stats, row))
            return
        if stats is None or not any(c.rating for c in stats.warbands):
            self.view.show_chart(QChart())
            self.note.setText(
                self.tr(
                    "No battle in this campaign's battle logs yet: the charts grow after each "
                    "post-battle sequence."
                )
            )
            return
        makers: list[Callable[[CampaignStatistics], QChart]] = [
            self._rating,
            self._treasury,
            self._shards,
            self._income,
            self._experience,
            self._injuries,
        ]
        if row < len(makers):
            chart = makers[row](stats)
        else:
            chart = self._dice(stats.dice[row - len(makers) - len(TRACKED)])
        self.view.show_chart(chart)

    def _shown(self, stats: CampaignStatistics) -> list[tuple[int, str]]:
        chosen = self.warbands.currentData()
        return [
            (c.warband_id, c.name)
            for c in stats.warbands
            if chosen is None or c.warband_id == chosen
        ]

    def _lines(
        self, stats: CampaignStatistics, figure: str, title: str, *, from_zero: bool = True
    ) -> QChart:
        shown = {wid for wid, _ in self._shown(stats)}
        lines: list[tuple[str, Sequence[Point]]] = [
            (c.name, getattr(c, figure)) for c in stats.warbands if c.warband_id in shown
        ]
        self.note.setText(
            self.tr("Battle 0 is the start: the figures before the warband's first battle.")
        )
        start = self.tr("start")
        return line_chart(lines, self.tr("Battle"), title, start, from_zero=from_zero)

    def _rating(self, stats: CampaignStatistics) -> QChart:
        # Ratings of a campaign lie far from 0 and close together: the scale holds them only.
        return self._lines(stats, "rating", self.tr("Warband rating"), from_zero=False)

    def _treasury(self, stats: CampaignStatistics) -> QChart:
        return self._lines(stats, "treasury", self.tr("Gold crowns"))

    def _shards(self, stats: CampaignStatistics) -> QChart:
        return self._lines(stats, "shards", self.tr("Shards"))

    def _income(self, stats: CampaignStatistics) -> QChart:
        shown = {wid for wid, _ in self._shown(stats)}
        curves = [c for c in stats.warbands if c.warband_id in shown and c.income]
        last = max((n for c in curves for n, _ in c.income), default=0)
        sets = []
        for c in curves:
            by_battle = dict(c.income)
            sets.append((c.name, [by_battle.get(n, 0) for n in range(1, last + 1)]))
        self.note.setText(
            self.tr(
                "The gold each post-battle sequence brought in: wyrdstone sold and gold found, "
                "less the hired swords' upkeep."
            )
        )
        categories = [str(n) for n in range(1, last + 1)]
        return bar_chart(categories, sets, self.tr("Battle"), self.tr("Gold crowns"))

    def _experience(self, stats: CampaignStatistics) -> QChart:
        shown = dict(self._shown(stats))
        lines: list[tuple[str, Sequence[Point]]] = [
            (
                curve.warrior
                if len(shown) == 1
                else self.tr("{0} ({1})").format(curve.warrior, shown[curve.warband_id]),
                curve.points,
            )
            for curve in stats.experience
            if curve.warband_id in shown
        ]
        self.note.setText(
            self.tr("Each hero from his experience before his first battle in the log.")
        )
        return line_chart(lines, self.tr("Battle"), self.tr("Experience"), self.tr("start"))

    def _injuries(self, stats: CampaignStatistics) -> QChart:
        rows = list(reversed(stats.injuries))  # the table's first result at the top
        names = [
            f"{r.low}–{r.high} {self.session.ruleset.injury_name(r.injury_id, self.lang)}"
            if r.low != r.high
            else f"{r.low} {self.session.ruleset.injury_name(r.injury_id, self.lang)}"
            for r in rows
        ]
        sets = [
            (self.tr("Rolled"), [float(r.observed) for r in rows]),
            (self.tr("By the odds of the D66 table"), [r.expected for r in rows]),
        ]
        self.note.setText(
            fill(
                self.tr(
                    "{0:plural:hero|heroes} out of action: the first D66 of each (the rolls of "
                    "multiple injuries and of a lost pit fight skip results, so they are left out)."
                ),
                stats.injury_rolls,
            )
        )
        return bar_chart(names, sets, "", self.tr("Times"), horizontal=True)

    def _dice(self, dice: DiceCount) -> QChart:
        sets = [
            (self.tr("Rolled"), [float(c) for c in dice.counts]),
            (self.tr("A fair die"), [dice.expected] * dice.sides),
        ]
        self.note.setText(
            self.tr("{0} D{1} rolled in the campaign (a D66 is two D6).").format(
                dice.total, dice.sides
            )
        )
        faces = [str(face) for face in range(1, dice.sides + 1)]
        return bar_chart(faces, sets, self.tr("Face"), self.tr("Times"))

    # --- the battles tracked on the board ------------------------------------------------------

    def _tracked(self, stats: CampaignStatistics, row: int) -> QChart:
        figures = stats.tracked
        if figures is None or not figures.battles:
            self.note.setText(
                self.tr(
                    "No battle of this campaign was tracked on the board yet: Battle > Start "
                    "battle tracks one, and End battle records its match."
                )
            )
            return QChart()
        self.note.setText(
            fill(
                self.tr(
                    "{0:plural:battle|battles} tracked on the board: who took whom out of action, "
                    "and when a warband routed."
                ),
                figures.battles,
            )
        )
        shown = dict(self._shown(stats))
        if row == ENEMIES:
            tallies = [t for t in figures.warbands if t.warband_id in shown]
            return self._ranking([t.name for t in tallies], [t.enemies for t in tallies])
        if row == HEROES:
            return self._heroes(figures, shown)
        return self._routs(figures, shown)

    def _ranking(self, names: Sequence[str], counts: Sequence[int]) -> QChart:
        """Horizontal bars, the most at the top."""
        sets = [(self.tr("Enemies out of action"), [float(c) for c in reversed(counts)])]
        return bar_chart(list(reversed(names)), sets, "", self.tr("Models"), horizontal=True)

    def _heroes(self, figures: BattleFigures, shown: dict[int, str]) -> QChart:
        """The deadliest heroes, the most at the top, each bar in his warband's colour (the
        legend names the warbands: a hero's label is his name alone, whole)."""
        heroes = list(reversed([t for t in figures.heroes if t.warband_id in shown][:SHOWN_HEROES]))
        names = [t.name for t in heroes]
        if len(shown) == 1:
            return self._ranking(names[::-1], [t.enemies for t in heroes][::-1])
        twice = {name for name in names if names.count(name) > 1}  # two Ottos: say whose
        names = [
            self.tr("{0} ({1})").format(t.name, shown[t.warband_id]) if t.name in twice else t.name
            for t in heroes
        ]
        sets = [
            (name, [float(t.enemies) if t.warband_id == wid else 0.0 for t in heroes])
            for wid, name in shown.items()
            if any(t.warband_id == wid for t in heroes)
        ]
        return bar_chart(names, sets, "", self.tr("Models"), horizontal=True, stacked=True)

    def _routs(self, figures: BattleFigures, shown: dict[int, str]) -> QChart:
        """How many times each warband routed in each turn (a voluntary rout too)."""
        routs = [r for r in figures.routs if r.warband_id in shown]
        last = max((r.turn for r in routs), default=1)
        sets = [
            (
                name,
                [
                    float(sum(1 for r in routs if (r.warband_id, r.turn) == (wid, turn)))
                    for turn in range(1, last + 1)
                ],
            )
            for wid, name in shown.items()
            if any(r.warband_id == wid for r in routs)
        ]
        turns = [str(turn) for turn in range(1, last + 1)]
        return bar_chart(turns, sets, self.tr("Turn"), self.tr("Routs"))
