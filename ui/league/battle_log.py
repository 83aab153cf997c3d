"""The battle log of a warband: its battles, the dice and the changes of each one (a battle
tracked on the board turn by turn: who took out whom, the rout tests), and a chart of rating,
treasury and wyrdstone over the campaign from the start (QtCharts, ui/league/charts.py)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTabBar,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.campaign.statistics import warband_curves
from rules.models import Lang, Ruleset
from ui.files.report_copy import ReportCopier
from ui.league.charts import ChartView, line_chart
from ui.plumbing.language import RulesLanguage
from ui.plumbing.words import fill, say, say_data
from ui.roster.table_model import FlatTableModel
from ui.session import Session

if TYPE_CHECKING:
    from app.battle.store import Battle as TrackedBattle
    from app.exports.forum_text import TextFormat

AnyIndex = QModelIndex | QPersistentModelIndex
Battle = dict[str, Any]
NEXT_TURN = "battle_did_next_turn"  # a turn handed over: the log's next heading


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
    """'Rats (Skaven, 140)': the name, the type (a warband type's id or words) and rating;
    unnamed, 'Skaven (140)' or 'an opponent (103)'."""
    kind = str(battle.get("opponent_type") or "")
    warband = ruleset.warbands.get(kind)
    kind = warband.name.get(lang) if warband is not None else kind
    rating = battle.get("opponent_rating")
    name = str(battle.get("opponent") or "")
    if not name:  # unnamed: his type is his name, or "an opponent" before his rating
        name, kind = kind, ""
    if not name and rating not in (None, ""):
        name = QCoreApplication.translate("BattleLog", "an opponent")
    details = ", ".join(p for p in (kind, "" if rating is None else str(rating)) if p)
    return f"{name} ({details})" if name and details else name


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
    """Rating, treasury and wyrdstone from before the first battle to after the last: one
    chart at a time (gold crowns run to hundreds, shards to a handful), chosen on the tabs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("campaignChart")
        self._battles: list[Battle] = []
        self.figures = QTabBar()
        self.figures.setObjectName("campaignChartFigures")
        self.figures.setExpanding(False)
        for _ in range(3):
            self.figures.addTab("")
        self.view = ChartView()
        self.empty = QLabel()
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.figures)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.empty, 1)
        self.figures.currentChanged.connect(lambda _n: self.show_chart())
        self.show_chart()

    def set_battles(self, battles: list[Battle]) -> None:
        self._battles = list(battles)
        self.show_chart()

    def series(self) -> list[tuple[str, tuple[tuple[int, int], ...]]]:
        """(title, (battle, value) points) for each figure; battle 0 is the start."""
        curves = warband_curves(0, "", self._battles)
        return [
            (self.tr("Rating"), curves.rating),
            (self.tr("Treasury (gc)"), curves.treasury),
            (self.tr("Wyrdstone shards"), curves.shards),
        ]

    def show_chart(self) -> None:
        all_series = self.series()
        for n, (title, _points) in enumerate(all_series):
            self.figures.setTabText(n, title)
        self.empty.setText(self.tr("No battles yet: the chart grows after each one."))
        self.empty.setVisible(not self._battles)
        self.view.setVisible(bool(self._battles))
        shown = max(self.figures.currentIndex(), 0)
        title, points = all_series[shown]
        start = self.tr("start")  # the rating's scale holds its values only, as on the standings
        chart = line_chart([(title, points)], self.tr("Battle"), title, start, from_zero=shown > 0)
        self.view.show_chart(chart)


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
        self.tracked: list[TrackedBattle | None] = []
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
        buttons = self._buttons()
        layout = QVBoxLayout(self)
        layout.addWidget(self.empty)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.copied)
        layout.addWidget(buttons)
        self.table.selectionModel().currentRowChanged.connect(
            lambda current, _previous: self.show_battle(current.row())
        )
        self.resize(1000, 680)
        self.reload()

    def _buttons(self) -> QDialogButtonBox:
        """Close, and the two buttons that copy the selected battle's report to post."""
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.copied = QLabel()
        self.copied.setObjectName("reportCopied")
        self.copier = ReportCopier(self.copied.setText, self)
        self.copy_buttons: dict[TextFormat, QPushButton] = {}
        for fmt in ("markdown", "bbcode"):
            button = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
            button.setObjectName(f"copyReport_{fmt}")
            button.clicked.connect(partial(self.copy_report, fmt))
            self.copy_buttons[fmt] = button
        return buttons

    def copy_report(self, fmt: TextFormat) -> None:
        """The selected battle's report to post, on the clipboard, a message at a time."""
        row = self.table.currentIndex().row()
        if 0 <= row < len(self.battles):
            self.copier.copy(self.session.store, self.warband_id, row + 1, fmt, self._lang)

    def show_language(self) -> None:
        self.copy_buttons["markdown"].setText(self.tr("Copy report (&Markdown)"))
        self.copy_buttons["bbcode"].setText(self.tr("Copy report (&BBCode)"))
        self.model.lang = self._lang
        self.model.relabel()
        self.show_battle(self.table.currentIndex().row())

    def reload(self) -> None:
        """Read the log again and show the latest battle."""
        from app.battle.league import tracked_battles_of_log

        self.battles = self.session.store.battles(self.warband_id)
        self.tracked = tracked_battles_of_log(self.session.store, self.warband_id)
        self.model.set_battles(self.battles)
        self.chart.set_battles(self.battles)
        self.empty.setText(
            self.tr("No battle yet: Warband > Post-battle sequence records one after each game.")
        )
        self.empty.setVisible(not self.battles)
        for button in self.copy_buttons.values():
            button.setEnabled(bool(self.battles))
        if self.battles:
            self.table.selectRow(len(self.battles) - 1)
        else:
            self.show_battle(-1)

    def show_battle(self, row: int) -> None:
        if not 0 <= row < len(self.battles):
            self.details.clear()
            return
        self.details.setPlainText(self.battle_text(self.battles[row], row))

    def battle_text(self, battle: Battle, row: int = -1) -> str:
        lang = self._lang
        lines = [
            self.tr("{0}: {1} against {2}, {3}").format(
                battle.get("date") or self.tr("no date"),
                scenario_name(self.ruleset, str(battle.get("scenario", "")), lang),
                opponent_text(self.ruleset, battle, lang) or self.tr("an unnamed warband"),
                result_word(self, str(battle.get("result", ""))),
            ),
            fill(
                self.tr("Rating {0} -> {1}; treasury {2} gc; wyrdstone {3:plural:shard|shards}"),
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
        return "\n".join(lines + self.board_lines(row))

    def board_lines(self, row: int) -> list[str]:
        """The battle of the row as tracked on the board, turn by turn (none if it was not)."""
        from app.battle.log import timeline

        tracked = self.tracked[row] if 0 <= row < len(self.tracked) else None
        if tracked is None:
            return []
        lines = ["", self.tr("On the board, turn by turn:")]
        playing: tuple[int, int] | None = None
        for step in timeline(tracked):
            if step.message.code == NEXT_TURN:
                continue  # the heading of the next turn says it
            if (step.turn, step.side) != playing:
                playing = (step.turn, step.side)
                side = tracked.setup.sides[step.side].name
                lines.append("  " + self.tr("Turn {0}, {1}:").format(step.turn, side))
            lines.append("    " + say(step.message, self._lang, self.ruleset))
        return lines
