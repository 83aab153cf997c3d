"""The matches of a campaign in the standings window: each match with its sides, whether each
side ran its post-battle sequence, and 'Run post-battle for this side...' for a side that did
not (the wizard starts from the match: app.usecases.match_sides.side_preset).

Values come from app/ (the league, its pending sides); the words are made here.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.campaign.league import League, Match
from app.usecases.match_sides import pending_sides
from rules import Ruleset
from rules.models import Lang
from ui.league.battle_log import scenario_name

_SIDE = Qt.ItemDataRole.UserRole  # a side's (match id, warband id); a match's row has none


class MatchesPanel(QWidget):
    """Every match of the campaign, the latest first, a row per side under it."""

    runSide = Signal(int, int)  # match id, warband id: run that side's post-battle sequence

    def __init__(self, ruleset: Ruleset, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matchesPanel")
        self.ruleset = ruleset
        self.lang: Lang = "en"
        self.league: League | None = None
        self.names: dict[int, str] = {}
        self.tree = QTreeWidget()
        self.tree.setObjectName("matchTree")
        self.tree.setColumnCount(4)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.pending = QLabel()
        self.pending.setObjectName("pendingSides")
        self.run_button = QPushButton()
        self.run_button.setObjectName("runSideButton")
        self.run_button.clicked.connect(self._run_selected)
        self.tree.itemSelectionChanged.connect(self._selection_changed)
        self.tree.itemDoubleClicked.connect(lambda *_: self._run_selected())
        row = QHBoxLayout()
        row.addWidget(self.pending, 1)
        row.addWidget(self.run_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tree, 1)
        layout.addLayout(row)
        self.retranslate()

    def retranslate(self) -> None:
        self.tree.setHeaderLabels(
            [self.tr("Date"), self.tr("Warbands"), self.tr("Result"), self.tr("Post-battle")]
        )
        self.run_button.setText(self.tr("Run post-battle for this side..."))
        self.run_button.setToolTip(
            self.tr("Select a side of a match whose post-battle sequence is still to run.")
        )
        self.show_league(self.league, self.names)

    def show_league(self, league: League | None, names: dict[int, str]) -> None:
        self.league, self.names = league, names
        chosen = self.selected_side()
        self.tree.clear()
        matches = list(reversed(league.matches)) if league is not None else []
        for match in matches:
            self.tree.addTopLevelItem(self._match_item(match))
        self.tree.expandAll()
        waiting = len(pending_sides(league)) if league is not None else 0
        sides = sum(len(m.sides) for m in matches)
        self.pending.setText(
            self.tr("{0} of {1} sides still to run their post-battle sequence").format(
                waiting, sides
            )
        )
        if chosen is not None:
            self.select_side(*chosen)
        self._selection_changed()

    def _match_item(self, match: Match) -> QTreeWidgetItem:
        sides = " - ".join(self.names.get(s.warband_id, "?") for s in match.sides)
        winner = next((s.warband_id for s in match.sides if s.result == "won"), None)
        result = (
            self.tr("a draw")
            if winner is None
            else self.tr("{0} won").format(self.names.get(winner, "?"))
        )
        waiting = sum(1 for s in match.sides if s.battle_id is None)
        state = self.tr("{0} to run").format(waiting) if waiting else self.tr("done")
        if match.scenario_id:  # no scenario recorded: the result alone
            result += ", " + scenario_name(self.ruleset, match.scenario_id, self.lang)
        item = QTreeWidgetItem([match.played_on, sides, result, state])
        words = {"won": self.tr("won"), "lost": self.tr("lost"), "draw": self.tr("draw")}
        for side in match.sides:
            done = side.battle_id is not None
            child = QTreeWidgetItem(
                [
                    "",
                    self.names.get(side.warband_id, "?"),
                    words.get(side.result, side.result),
                    self.tr("done") if done else self.tr("to run"),
                ]
            )
            child.setData(0, _SIDE, (match.id, side.warband_id, done))
            item.addChild(child)
        return item

    @staticmethod
    def _side_of(item: QTreeWidgetItem | None) -> tuple[int, int, bool] | None:
        """A side's row: (match id, warband id, its sequence done); a match's row: None."""
        data = item.data(0, _SIDE) if item is not None else None
        return (int(data[0]), int(data[1]), bool(data[2])) if data else None

    def _chosen(self) -> tuple[int, int, bool] | None:
        items = self.tree.selectedItems()
        return self._side_of(items[0]) if items else None

    def selected_side(self) -> tuple[int, int] | None:
        """(match id, warband id) of the side selected, if a side is."""
        side = self._chosen()
        return side[:2] if side is not None else None

    def select_side(self, match_id: int, warband_id: int) -> None:
        for n in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(n)
            for k in range(top.childCount() if top is not None else 0):
                child = top.child(k) if top is not None else None
                side = self._side_of(child)
                if child is not None and side is not None and side[:2] == (match_id, warband_id):
                    self.tree.setCurrentItem(child)

    def _selection_changed(self) -> None:
        side = self._chosen()
        self.run_button.setEnabled(side is not None and not side[2])

    def _run_selected(self) -> None:
        side = self._chosen()
        if side is not None and not side[2]:
            self.runSide.emit(side[0], side[1])
