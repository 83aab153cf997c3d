"""A campaign's scenarios: which ones its scenario roll picks among, and the players' own.

Every change is a use case of `app.usecases.campaign_scenarios` run through the session (one
undo step each); the dialog shows the campaign again from the store after each. It decides
nothing: the use cases refuse a bad name, award or scenario and the session says why.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.campaign.league import Campaign
from app.usecases import load_league
from app.usecases.campaign_scenarios import (
    MAX_AWARD_XP,
    add_custom_scenario,
    campaign_ruleset,
    remove_custom_scenario,
    set_allowed_scenarios,
)
from rules.models import Lang
from ui.plumbing.window_size import fitting_size
from ui.session import Session

AWARD_ROWS = 3  # award lines offered at once; a scenario may have more, added one by one


class ScenariosDialog(QDialog):
    """The scenarios a campaign's roll picks among (ticked), and its own scenarios."""

    def __init__(
        self, session: Session, campaign_id: int, lang: Lang, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("scenariosDialog")
        self.session, self.campaign_id, self.lang = session, campaign_id, lang
        self.setWindowTitle(self.tr("Campaign scenarios"))
        self.allowed = QListWidget()
        self.allowed.setObjectName("allowedScenarios")
        self.note = QLabel()
        self.note.setObjectName("rollNote")
        self.note.setWordWrap(True)
        self.save_button = QPushButton(self.tr("Use the ticked scenarios in the roll"))
        self.save_button.setObjectName("saveAllowed")
        self.remove_button = QPushButton(self.tr("Remove the selected scenario of our own"))
        self.remove_button.setObjectName("removeCustom")
        self.name = QLineEdit()
        self.name.setObjectName("customName")
        self.name.setPlaceholderText(self.tr("e.g. Raid on the mill"))
        self.players = QComboBox()
        self.players.setObjectName("customPlayers")
        self.players.addItem(self.tr("Two players"), "two")
        self.players.addItem(self.tr("Three or more players"), "multiplayer")
        self.awards = [self._award_row(n) for n in range(AWARD_ROWS)]
        self.add_button = QPushButton(self.tr("Add this scenario"))
        self.add_button.setObjectName("addCustom")
        self._lay_out()
        self.save_button.clicked.connect(self.save_allowed)
        self.remove_button.clicked.connect(self.remove_selected)
        self.add_button.clicked.connect(self.add_scenario)
        session.leagueChanged.connect(self.on_league_changed)
        self.resize(fitting_size(640, 700))  # the nine scenarios in sight on a laptop
        self.show_campaign()

    def _award_row(self, n: int) -> tuple[QLineEdit, QSpinBox, QComboBox]:
        name = QLineEdit()
        name.setObjectName(f"awardName:{n}")
        name.setPlaceholderText(self.tr("An award, e.g. Fires the mill (empty: none)"))
        xp = QSpinBox()
        xp.setObjectName(f"awardXp:{n}")
        xp.setRange(1, MAX_AWARD_XP)
        xp.setPrefix("+")
        per = QComboBox()
        per.setObjectName(f"awardPer:{n}")
        per.addItem(self.tr("each time"), "event")
        per.addItem(self.tr("once"), "battle")
        return name, xp, per

    def _lay_out(self) -> None:
        roll = QGroupBox(self.tr("The scenario roll picks among"))
        column = QVBoxLayout(roll)
        column.addWidget(self.allowed, 1)
        column.addWidget(self.note)
        buttons = QHBoxLayout()
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        column.addLayout(buttons)
        own = QGroupBox(self.tr("A scenario of our own"))
        form = QFormLayout(own)
        form.addRow(self.tr("Name:"), self.name)
        form.addRow(self.tr("Players:"), self.players)
        for n, (name, xp, per) in enumerate(self.awards, 1):
            line = QHBoxLayout()
            line.addWidget(name, 1)
            line.addWidget(xp)
            line.addWidget(per)
            form.addRow(self.tr("Award {0}:").format(n), line)
        form.addRow("", self.add_button)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(roll, 1)
        layout.addWidget(own)
        layout.addWidget(close)

    # --- showing it --------------------------------------------------------------------------

    def campaign(self) -> Campaign:
        return load_league(self.session.store, self.campaign_id).campaign

    def show_campaign(self) -> None:
        """Every scenario, ticked when the roll picks among it; the campaign's own last."""
        campaign = self.campaign()
        rules = campaign_ruleset(self.session.ruleset, campaign)
        chosen = set(campaign.allowed_scenarios)
        self.allowed.clear()
        for scenario in rules.ordered_scenarios():
            source = rules.scenario_sources[scenario.source].name.get(self.lang)
            item = QListWidgetItem(f"{scenario.name.get(self.lang)} ({source})")
            item.setData(Qt.ItemDataRole.UserRole, scenario.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            ticked = scenario.id in chosen
            item.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
            self.allowed.addItem(item)
        self.note.setText(
            self.tr("Nothing ticked: the rulebook's 2D6 table decides, as in the rulebook.")
            if not chosen
            else self.tr("{0} ticked: a die with a side for each picks one.").format(len(chosen))
        )
        self.remove_button.setEnabled(bool(campaign.custom_scenarios))

    def on_league_changed(self, campaign_id: int) -> None:
        if campaign_id == self.campaign_id:
            self.show_campaign()

    # --- changes, through the session --------------------------------------------------------

    def ticked(self) -> list[str]:
        items = (self.allowed.item(n) for n in range(self.allowed.count()))
        return [
            str(item.data(Qt.ItemDataRole.UserRole))
            for item in items
            if item.checkState() == Qt.CheckState.Checked
        ]

    def save_allowed(self) -> None:
        self.session.run(set_allowed_scenarios, self.campaign_id, self.ticked())

    def remove_selected(self) -> None:
        item = self.allowed.currentItem()
        if item is not None:
            chosen = str(item.data(Qt.ItemDataRole.UserRole))
            self.session.run(remove_custom_scenario, self.campaign_id, chosen)

    def add_scenario(self) -> None:
        awards = [
            (name.text(), xp.value(), str(per.currentData()))
            for name, xp, per in self.awards
            if name.text().strip()
        ]
        players = str(self.players.currentData())
        change = self.session.run(
            add_custom_scenario, self.campaign_id, self.name.text(), players, awards
        )
        if change is not None:
            self.name.clear()
            for name, xp, per in self.awards:
                name.clear()
                xp.setValue(1)
                per.setCurrentIndex(0)
