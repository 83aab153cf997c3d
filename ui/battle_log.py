"""The battle log of a warband: its battles, the dice and the changes of each one, and a chart
of rating, treasury and wyrdstone over the campaign (drawn with QPainter: no QtCharts)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from rules.models import Lang, Ruleset
from ui.language import RulesLanguage
from ui.session import Session
from ui.table_model import FlatTableModel
from ui.words import say_data

AnyIndex = QModelIndex | QPersistentModelIndex
Battle = dict[str, Any]


def result_word(obj: QObject, result: str) -> str:
    # A fixed context: lupdate files module-level strings under it, and so does the lookup.
    translate = QCoreApplication.translate
    words = {
        "won": translate("BattleLog", "won"),
        "lost": translate("BattleLog", "lost"),
        "draw": translate("BattleLog", "draw"),
    }
    return words.get(result, result)


def scenario_name(ruleset: Ruleset, scenario_id: str, lang: Lang) -> str:
    scenario = ruleset.scenarios.get(scenario_id)
    return scenario.name.get(lang) if scenario is not None else scenario_id


def opponent_text(ruleset: Ruleset, battle: Battle, lang: Lang) -> str:
    """'Rats (Skaven, 140)': the name, the type (a warband type's id or words) and rating."""
    kind = str(battle.get("opponent_type") or "")
    warband = ruleset.warbands.get(kind)
    kind = warband.name.get(lang) if warband is not None else kind
    details = ", ".join(p for p in (kind, str(battle.get("opponent_rating", ""))) if p)
    name = str(battle.get("opponent") or "")
    if name and details:
        return f"{name} ({details})"
    return name or details


class BattleTableModel(FlatTableModel):
    """One row per battle, oldest first."""

    COLUMNS = 7
    RIGHT_ALIGNED = frozenset({4, 5, 6})
    NUMBERED_ROWS = True

    def __init__(self, ruleset: Ruleset, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ruleset = ruleset
        self.lang: Lang = "en"
        self._battles: list[Battle] = []

    def headers(self) -> list[str]:
        return [
            self.tr("Date"),
            self.tr("Scenario"),
            self.tr("Opponent"),
            self.tr("Result"),
            self.tr("Rating"),
            self.tr("Treasury"),
            self.tr("Shards"),
        ]

    def set_battles(self, battles: list[Battle]) -> None:
        self.beginResetModel()
        self._battles = list(battles)
        self.endResetModel()

    def battle(self, row: int) -> Battle:
        return self._battles[row]

    def items(self) -> list[Battle]:
        return self._battles

    def display(self, item: Battle, column: int) -> Any:
        if column == 0:
            return str(item.get("date") or "")
        if column == 1:
            return scenario_name(self.ruleset, str(item.get("scenario", "")), self.lang)
        if column == 2:
            return opponent_text(self.ruleset, item, self.lang)
        if column == 3:
            return result_word(self, str(item.get("result", "")))
        if column == 4:
            return f"{item.get('rating_before', 0)} -> {item.get('rating_after', 0)}"
        if column == 5:
            return self.tr("{0} gc").format(item.get("treasury_after", 0))
        return str(item.get("shards_after", 0))


class CampaignChart(QWidget):
    """Rating, treasury and wyrdstone after each battle: three small line charts stacked, each
    with its own scale (gold crowns run to hundreds, shards to a handful)."""

    COLOURS = ("#3465a4", "#b8860b", "#4e9a06")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("campaignChart")
        self._battles: list[Battle] = []
        self.setMinimumSize(320, 240)

    def set_battles(self, battles: list[Battle]) -> None:
        self._battles = list(battles)
        self.update()

    def series(self) -> list[tuple[str, list[int]]]:
        """(title, one value per battle) for each line drawn."""
        return [
            (self.tr("Rating"), [int(b.get("rating_after", 0)) for b in self._battles]),
            (self.tr("Treasury (gc)"), [int(b.get("treasury_after", 0)) for b in self._battles]),
            (self.tr("Wyrdstone shards"), [int(b.get("shards_after", 0)) for b in self._battles]),
        ]

    def sizeHint(self) -> QSize:
        return QSize(420, 320)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            palette = self.palette()
            painter.fillRect(self.rect(), palette.base())
            text_colour = palette.text().color()
            painter.setPen(text_colour)
            if not self._battles:
                painter.drawText(
                    QRectF(self.rect()),
                    Qt.AlignmentFlag.AlignCenter,
                    self.tr("No battles yet: the chart grows after each one."),
                )
                return
            metrics = painter.fontMetrics()
            frame = _ChartFrame(
                left=8 + metrics.horizontalAdvance("00000"),
                right=self.width() - 12,
                line=metrics.height(),
                count=len(self._battles),
            )
            all_series = self.series()
            band = (self.height() - frame.line - 8) / len(all_series)
            for number, ((title, values), colour) in enumerate(
                zip(all_series, self.COLOURS, strict=True)
            ):
                self._paint_series(painter, frame, 4 + number * band, band, title, values, colour)
            painter.setPen(text_colour)
            bottom = self.height() - frame.line - 2
            step = max(1, frame.count // 10)
            for n in range(0, frame.count, step):
                painter.drawText(
                    QRectF(frame.x_of(n) - 20, bottom, 40, frame.line),
                    Qt.AlignmentFlag.AlignCenter,
                    str(n + 1),
                )
        finally:
            painter.end()

    def _paint_series(
        self,
        painter: QPainter,
        frame: _ChartFrame,
        top: float,
        band: float,
        title: str,
        values: list[int],
        colour: str,
    ) -> None:
        """One line chart in its band: the title with the last value, the scale, the line."""
        palette = self.palette()
        text_colour = palette.text().color()
        left, right, line = frame.left, frame.right, frame.line
        plot_top = top + line * 1.5 + 2
        plot_bottom = top + band - line / 2 - 10
        low, high = min(values), max(values)
        if low == high:
            low, high = low - 1, high + 1
        scale = (plot_bottom - plot_top) / (high - low)
        points = [
            QPointF(frame.x_of(n), plot_bottom - (value - low) * scale)
            for n, value in enumerate(values)
        ]
        painter.setPen(text_colour)
        painter.drawText(
            QRectF(left, top, right - left, line),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            f"{title}: {values[-1]}",
        )
        grid = QPen(palette.mid().color())
        grid.setStyle(Qt.PenStyle.DotLine)
        painter.setPen(grid)
        painter.drawLine(QPointF(left, plot_top), QPointF(right, plot_top))
        painter.drawLine(QPointF(left, plot_bottom), QPointF(right, plot_bottom))
        painter.setPen(text_colour)
        for value, y in ((high, plot_top), (low, plot_bottom)):
            painter.drawText(
                QRectF(0, y - line / 2, left - 4, line),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(value),
            )
        pen = QPen(QColor(colour))
        pen.setWidthF(2.0)
        painter.setPen(pen)
        path = QPainterPath(points[0])
        for point in points[1:]:
            path.lineTo(point)
        painter.drawPath(path)
        painter.setBrush(QColor(colour))
        for point in points:
            painter.drawEllipse(point, 3.0, 3.0)
        painter.setBrush(Qt.BrushStyle.NoBrush)


@dataclass(frozen=True)
class _ChartFrame:
    """Where the charts are drawn: the plot's left and right edges, a text line's height, and
    the number of battles spread between the edges."""

    left: float
    right: float
    line: int
    count: int

    def x_of(self, n: int) -> float:
        if self.count == 1:
            return (self.left + self.right) / 2
        return self.left + (self.right - self.left) * n / (self.count - 1)


class BattleLogDialog(RulesLanguage, QDialog):
    """The open warband's battles: what happened, every die and every change."""

    def __init__(
        self, session: Session, parent: QWidget | None = None, warband_id: int | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("battleLogDialog")
        self.session = session
        self.ruleset = session.ruleset
        if warband_id is None:
            if session.current is None or session.current.id is None:
                raise ValueError("open a warband to see its battle log")
            warband_id = session.current.id
        self.warband_id = warband_id
        self._lang: Lang = "en"
        self.battles: list[Battle] = []
        name = session.store.load(warband_id).name
        self.setWindowTitle(self.tr("Battle log: {0}").format(name))

        self.model = BattleTableModel(self.ruleset, self)
        self.table = QTableView()
        self.table.setObjectName("battleTable")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.empty = QLabel()
        self.empty.setObjectName("battleLogEmpty")
        self.details = QPlainTextEdit()
        self.details.setObjectName("battleDetails")
        self.details.setReadOnly(True)
        self.chart = CampaignChart()
        lower = QSplitter(Qt.Orientation.Horizontal)
        lower.addWidget(self.details)
        lower.addWidget(self.chart)
        lower.setStretchFactor(0, 3)
        lower.setStretchFactor(1, 2)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.table)
        splitter.addWidget(lower)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 2)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.empty)
        layout.addWidget(splitter, 1)
        layout.addWidget(buttons)
        self.table.selectionModel().currentRowChanged.connect(
            lambda current, _previous: self.show_battle(current.row())
        )
        self.resize(1000, 680)
        self.reload()

    def show_language(self) -> None:
        self.model.lang = self._lang
        self.model.relabel()
        self.show_battle(self.table.currentIndex().row())

    def reload(self) -> None:
        """Read the log again and show the latest battle."""
        self.battles = self.session.store.battles(self.warband_id)
        self.model.set_battles(self.battles)
        self.chart.set_battles(self.battles)
        self.empty.setText(
            self.tr("No battle yet: Warband > Post-battle sequence records one after each game.")
        )
        self.empty.setVisible(not self.battles)
        if self.battles:
            self.table.selectRow(len(self.battles) - 1)
        else:
            self.show_battle(-1)

    def show_battle(self, row: int) -> None:
        if not 0 <= row < len(self.battles):
            self.details.clear()
            return
        self.details.setPlainText(self.battle_text(self.battles[row]))

    def battle_text(self, battle: Battle) -> str:
        lang = self._lang
        lines = [
            self.tr("{0}: {1} against {2}, {3}").format(
                battle.get("date") or self.tr("no date"),
                scenario_name(self.ruleset, str(battle.get("scenario", "")), lang),
                opponent_text(self.ruleset, battle, lang) or self.tr("an unnamed warband"),
                result_word(self, str(battle.get("result", ""))),
            ),
            self.tr("Rating {0} -> {1}; treasury {2} gc; wyrdstone {3} shard(s)").format(
                battle.get("rating_before", 0),
                battle.get("rating_after", 0),
                battle.get("treasury_after", 0),
                battle.get("shards_after", 0),
            ),
            "",
            self.tr("What changed:"),
        ]
        ruleset = self.ruleset
        lines += [
            f"  {say_data(change, lang, ruleset)}" for change in battle.get("changes", [])
        ] or [self.tr("  nothing")]
        lines += ["", self.tr("Dice rolled:")]
        rolls = battle.get("rolls", [])
        lines += [
            f"  D{roll.get('sides')} {say_data(roll.get('purpose', ''), lang, ruleset)}: "
            f"{roll.get('value')}"
            for roll in rolls
        ] or [self.tr("  none")]
        return "\n".join(lines)
