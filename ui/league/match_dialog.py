"""Record a match of the campaign: its warbands (two or more), the winner or a draw, the date,
the scenario and what each side did to each other. The use case checks it all
(app.usecases.record_match, through Session.run); a refusal is shown here in its words."""

from __future__ import annotations

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from app import usecases
from app.campaign.league import Casualty, League
from app.usecases.campaign_scenarios import campaign_ruleset
from app.usecases.league import MAX_CASUALTIES, LeagueChange, MatchReport
from app.usecases.matches import battles_of_the_day
from rules.models import Lang
from ui.session import Session


class MatchDialog(QDialog):
    """The form of one match; Save records it as one undoable change."""

    def __init__(
        self,
        session: Session,
        league: League,
        names: dict[int, str],
        lang: Lang,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("matchDialog")
        self.session, self.league, self.names = session, league, names
        self.change: LeagueChange | None = None
        self.setWindowTitle(self.tr("Record a match"))
        self.sides = QListWidget()
        self.sides.setObjectName("matchSides")
        for entry in league.entries:
            if entry.active:
                item = QListWidgetItem(names.get(entry.warband_id, "?"))
                item.setData(Qt.ItemDataRole.UserRole, entry.warband_id)
                item.setCheckState(Qt.CheckState.Unchecked)
                self.sides.addItem(item)
        rows = min(max(self.sides.count(), 2), 8)  # every warband without a long scroll
        self.sides.setFixedHeight(self.sides.sizeHintForRow(0) * rows + 2 * self.sides.frameWidth())
        self.winner = QComboBox()
        self.date = QDateEdit(QDate.currentDate())
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        self.scenario = QComboBox()
        self.scenario.addItem(self.tr("(not recorded)"), "")
        # The published scenarios, then the campaign's own.
        for scenario in campaign_ruleset(session.ruleset, league.campaign).ordered_scenarios():
            self.scenario.addItem(scenario.name.get(lang), scenario.id)
        self.link_battles = QCheckBox(self.tr("Link each side's battle log record of that date"))
        self.link_battles.setObjectName("linkBattles")
        self.link_battles.setChecked(True)
        self.casualties = QTableWidget(0, 4)
        self.casualties.setObjectName("matchCasualties")
        self.casualties.setHorizontalHeaderLabels(
            [self.tr("By"), self.tr("Against"), self.tr("Out of action"), self.tr("Heroes killed")]
        )
        self.casualties.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.problem = QLabel()
        self.problem.setObjectName("matchProblem")
        self.problem.setWordWrap(True)
        self._lay_out()
        self.sides.itemChanged.connect(lambda _item: self.sides_changed())
        self.sides_changed()
        self.resize(640, 560)

    def _lay_out(self) -> None:
        form = QFormLayout()
        form.addRow(self.tr("Warbands:"), self.sides)
        form.addRow(self.tr("Winner:"), self.winner)
        form.addRow(self.tr("Date:"), self.date)
        form.addRow(self.tr("Scenario:"), self.scenario)
        form.addRow("", self.link_battles)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("What each side did to another:")))
        layout.addWidget(self.casualties, 1)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)

    def chosen(self) -> list[int]:
        items = (self.sides.item(n) for n in range(self.sides.count()))
        return [
            int(item.data(Qt.ItemDataRole.UserRole))
            for item in items
            if item.checkState() == Qt.CheckState.Checked
        ]

    def sides_changed(self) -> None:
        """The winner's choices and a casualty row for each pair of the warbands chosen."""
        sides = self.chosen()
        kept = self.winner.currentData()
        self.winner.clear()
        self.winner.addItem(self.tr("A draw"), None)
        for wid in sides:
            self.winner.addItem(self.names.get(wid, "?"), wid)
        self.winner.setCurrentIndex(max(0, self.winner.findData(kept)))
        pairs = [(a, b) for a in sides for b in sides if a != b]
        self.casualties.setRowCount(0)  # the old rows' widgets go with them
        self.casualties.setRowCount(len(pairs))
        for row, (by, against) in enumerate(pairs):
            for column, wid in ((0, by), (1, against)):
                label = QLabel(self.names.get(wid, "?"))
                label.setProperty("warband", wid)
                self.casualties.setCellWidget(row, column, label)
            for column in (2, 3):
                spin = QSpinBox()
                spin.setRange(0, MAX_CASUALTIES)
                self.casualties.setCellWidget(row, column, spin)

    def report(self) -> MatchReport:
        casualties = []
        for row in range(self.casualties.rowCount()):
            cells = [self.casualties.cellWidget(row, column) for column in range(4)]
            out, killed = (c.value() if isinstance(c, QSpinBox) else 0 for c in cells[2:])
            if out or killed:
                by, against = (int(c.property("warband")) for c in cells[:2])
                casualties.append(Casualty(by, against, out, killed))
        sides, day = tuple(self.chosen()), self.date.date().toString("yyyy-MM-dd")
        store = self.session.store
        battles = battles_of_the_day(store, sides, day) if self.link_battles.isChecked() else {}
        return MatchReport(
            sides,
            self.winner.currentData(),
            day,
            str(self.scenario.currentData() or ""),
            tuple(casualties),
            battles,
        )

    def save(self) -> None:
        session = self.session
        session.last_failure = ""
        change = session.run(usecases.record_match, self.league.campaign.id, self.report())
        if change is None:  # refused: the use case's words, and the form stays open
            self.problem.setText(session.last_failure)
            return
        self.change = change
        self.accept()
