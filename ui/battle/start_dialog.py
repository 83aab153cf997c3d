"""Battle > Start battle: the player's warband (the one open), his opponent (a warband of this
book, an imported file, or just a type, a rating and a model count), the scenario (chosen or
rolled, its set-up and special rules in our words) and who deploys first. The dialog only asks:
what the battle starts with is made by the use case the board's opener runs."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.domain import WarbandState
from app.postbattle.draft import scenario_roll
from app.store.repository import WarbandSummary
from rules.dice import RandomDice
from rules.models import Lang, Ruleset
from ui.plumbing.language import RulesLanguage

BOOK, FILE, TYPE = "book", "file", "type"  # where the opponent comes from


@dataclass(frozen=True)
class BattleChoice:
    """What the player chose: the opponent (a warband id of this book, a file to read, or a
    type with a rating and a model count), the scenario and the side that deploys first (0:
    his warband, 1: the opponent)."""

    warband_id: int
    opponent: str  # BOOK | FILE | TYPE
    opponent_id: int | None = None
    opponent_file: str = ""
    opponent_type: str = ""
    opponent_rating: int = 0
    opponent_models: int = 0
    scenario: str = ""
    first: int = 0


class StartBattleDialog(RulesLanguage, QDialog):
    """Ask what the battle starts with; `choice()` after it is accepted."""

    def __init__(
        self,
        ruleset: Ruleset,
        warband: WarbandState,
        others: list[WarbandSummary],
        lang: Lang,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("startBattle")
        self.ruleset = ruleset
        self.warband = warband
        self.others = [other for other in others if other.id != warband.id]
        self._lang = lang
        self.dice = RandomDice()
        self.opponent = QComboBox()
        self.opponent.setObjectName("opponentBox")
        self.file_button = QPushButton()
        self.file_button.setObjectName("opponentFile")
        self.file_button.clicked.connect(self._choose_file)
        self.file_name = ""
        self.type_box = QComboBox()
        self.type_box.setObjectName("opponentType")
        self.rating = QSpinBox()
        self.rating.setObjectName("opponentRating")
        self.rating.setRange(0, 9999)
        self.models = QSpinBox()
        self.models.setObjectName("opponentModels")
        self.models.setRange(1, 40)
        self.models.setValue(10)
        self.scenario = QComboBox()
        self.scenario.setObjectName("scenarioBox")
        self.roll_button = QPushButton()
        self.roll_button.setObjectName("rollScenario")
        self.roll_button.clicked.connect(self.roll_scenario)
        self.scenario_text = QLabel()
        self.scenario_text.setObjectName("scenarioText")
        self.scenario_text.setWordWrap(True)
        self.scenario_text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.scenario_text.setMinimumHeight(140)
        self.first_us, self.first_them = QRadioButton(), QRadioButton()
        self.first_group = QButtonGroup(self)
        self.first_group.addButton(self.first_us, 0)
        self.first_group.addButton(self.first_them, 1)
        self.first_us.setChecked(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._lay_out()
        self.opponent.currentIndexChanged.connect(self._opponent_changed)
        self.scenario.currentIndexChanged.connect(self._say_scenario)
        self.resize(760, 560)
        self.show_language()

    def _lay_out(self) -> None:
        self.form = QFormLayout()
        self.labels = [QLabel() for _ in range(7)]
        scenario_row = QHBoxLayout()
        scenario_row.addWidget(self.scenario, 1)
        scenario_row.addWidget(self.roll_button)
        first_row = QHBoxLayout()
        first_row.addWidget(self.first_us)
        first_row.addWidget(self.first_them)
        first_row.addStretch(1)
        fields: list[QWidget | QHBoxLayout] = [
            self.opponent,
            self.file_button,
            self.type_box,
            self.rating,
            self.models,
            scenario_row,
            first_row,
        ]
        for label, field in zip(self.labels, fields, strict=True):
            if isinstance(field, QWidget):
                self.form.addRow(label, field)
            else:
                self.form.addRow(label, field)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.scenario_text, 1)
        layout.addWidget(self.buttons)

    # --- words --------------------------------------------------------------------------------

    def show_language(self) -> None:
        lang = self._lang
        self.setWindowTitle(self.tr("Start battle: {0}").format(self.warband.name))
        words = [
            self.tr("&Opponent:"),
            self.tr("File:"),
            self.tr("Warband type:"),
            self.tr("Rating:"),
            self.tr("Models:"),
            self.tr("&Scenario:"),
            self.tr("Deploys first:"),
        ]
        for label, text in zip(self.labels, words, strict=True):
            label.setText(text)
        self._fill_opponents()
        self._fill_types(lang)
        self._fill_scenarios(lang)
        self.file_button.setText(self.file_name or self.tr("Choose a warband file..."))
        self.roll_button.setText(self.tr("&Roll 2D6"))
        self.first_us.setText(self.warband.name)
        self.first_them.setText(self.tr("The opponent"))
        self._opponent_changed()

    def _fill_opponents(self) -> None:
        kept = self.opponent.currentData()
        self.opponent.blockSignals(True)
        self.opponent.clear()
        for other in self.others:
            kind = self.ruleset.warbands.get(other.type_id)
            type_name = kind.name.get(self._lang) if kind is not None else other.type_id
            self.opponent.addItem(f"{other.name} ({type_name}, {other.rating})", (BOOK, other.id))
        self.opponent.addItem(self.tr("A warband from a file..."), (FILE, None))
        self.opponent.addItem(self.tr("Only a type, a rating and a model count"), (TYPE, None))
        index = self.opponent.findData(kept) if kept is not None else 0
        self.opponent.setCurrentIndex(max(index, 0))
        self.opponent.blockSignals(False)

    def _fill_types(self, lang: Lang) -> None:
        kept = self.type_box.currentData()
        self.type_box.clear()
        for kind in sorted(self.ruleset.warbands.values(), key=lambda w: w.name.get(lang)):
            self.type_box.addItem(kind.name.get(lang), kind.id)
        self.type_box.setCurrentIndex(max(self.type_box.findData(kept), 0))

    def _fill_scenarios(self, lang: Lang) -> None:
        kept = self.scenario.currentData()
        self.scenario.blockSignals(True)
        self.scenario.clear()
        for scenario in self.ruleset.ordered_scenarios():  # the rulebook's first, in book order
            self.scenario.addItem(scenario.name.get(lang), scenario.id)
        self.scenario.setCurrentIndex(max(self.scenario.findData(kept), 0))
        self.scenario.blockSignals(False)
        self._say_scenario()

    def _say_scenario(self) -> None:
        scenario = self.ruleset.scenarios.get(str(self.scenario.currentData()))
        self.scenario_text.setText(scenario.text.get(self._lang) if scenario else "")

    # --- asking -------------------------------------------------------------------------------

    def _kind(self) -> str:
        data = self.opponent.currentData()
        return str(data[0]) if isinstance(data, tuple) else TYPE

    def _opponent_changed(self) -> None:
        kind = self._kind()
        for row, shown in (
            (1, kind == FILE),
            (2, kind == TYPE),
            (3, kind == TYPE),
            (4, kind == TYPE),
        ):
            self.form.setRowVisible(row, shown)

    def _choose_file(self) -> None:
        chosen, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("The opponent's warband"),
            "",
            self.tr("Warband files (*.json *.txt *.xml *.ros *.rosz);;All files (*)"),
        )
        if chosen:
            self.file_name = chosen
            self.file_button.setText(chosen)

    def roll_scenario(self) -> None:
        """2D6 on the scenario table: the scenario it names, or the choice left to the player
        with the lower rating (said under the list)."""
        total, row = scenario_roll(self.ruleset, self.dice)
        if row.scenario is not None:
            self.scenario.setCurrentIndex(max(self.scenario.findData(row.scenario), 0))
            return
        self.scenario_text.setText(
            self.tr("2D6 {0}: the player with the lower rating chooses the scenario.").format(total)
        )

    def accept(self) -> None:
        if self._kind() == FILE and not self.file_name:
            self._choose_file()
            if not self.file_name:
                return
        super().accept()

    def choice(self) -> BattleChoice:
        assert self.warband.id is not None
        data = self.opponent.currentData()
        kind = self._kind()
        return BattleChoice(
            warband_id=self.warband.id,
            opponent=kind,
            opponent_id=int(data[1]) if kind == BOOK else None,
            opponent_file=self.file_name if kind == FILE else "",
            opponent_type=str(self.type_box.currentData()) if kind == TYPE else "",
            opponent_rating=self.rating.value() if kind == TYPE else 0,
            opponent_models=self.models.value() if kind == TYPE else 0,
            scenario=str(self.scenario.currentData()),
            first=self.first_group.checkedId(),
        )
