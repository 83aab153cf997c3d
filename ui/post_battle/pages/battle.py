"""1. The battle."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QButtonGroup,
    QComboBox,
    QDateEdit,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.campaign.standings import Figures
from app.postbattle.draft import PostBattleDraft
from rules.models import CORE_PACK, Scenario, ScenarioRoll
from rules.post_battle import Result
from ui.post_battle.common import _note_label
from ui.post_battle.dice import DiceRow
from ui.post_battle.pages.base import _Page
from ui.post_battle.words import DraftWords
from ui.widgets.steady_label import SteadyLabel


class BattlePage(_Page):
    """1. The battle: scenario, opponent, result, date and who took part."""

    def __init__(self, draft: PostBattleDraft, words: DraftWords) -> None:
        super().__init__(draft, words)
        self.setTitle(self.tr("1. The battle"))
        self.setSubTitle(
            self.tr("Which scenario was played, against whom, how it ended and who took part.")
        )
        self._make_fields()
        self._make_took_part()
        form = self._form()
        right = QVBoxLayout()
        right.addWidget(QLabel(self.tr("Who took part:")))
        right.addWidget(self.took_part, 1)
        self._add_old_wounds(right)
        layout = QHBoxLayout(self)
        layout.addLayout(form, 3)
        layout.addLayout(right, 2)

        self.scenario_box.currentIndexChanged.connect(self._scenario_changed)
        self.result_group.buttonToggled.connect(self._result_toggled)
        self.scenario_roll.changed.connect(self._scenario_rolled)
        self._connect_entry()
        self.relabel()

    def _make_fields(self) -> None:
        """The scenario (chosen or rolled), the opponent, the result and the date."""
        self.scenario_box = QComboBox()
        self.scenario_box.setObjectName("scenarioBox")
        self.scenario_awards = SteadyLabel()  # as tall as the longest scenario's awards
        self.scenario_awards.setObjectName("scenarioAwards")
        draft = self.draft
        draft.slot("scenario", ("scenario",), self.tr("the scenario roll"))
        pool = draft.scenario_pool()
        hint = (
            self.tr(
                "D{0}, a side for each scenario the campaign allows; empty: the program rolls"
            ).format(len(pool))
            if pool
            else self.tr("2D6 rolled by the lower rated player, e.g. 3 4; empty: the program rolls")
        )
        self.scenario_roll = DiceRow(
            self.words, draft, "scenario", draft.roll_scenario, self._show_scenario_roll, hint
        )
        self.opponent_name = QLineEdit(draft.battle.opponent)  # a match's opponent, if any
        self.opponent_name.setObjectName("opponentName")
        self.opponent_name.setPlaceholderText(self.tr("The opposing warband's name"))
        self.opponent_type = QComboBox()
        self.opponent_type.setObjectName("opponentType")
        self.opponent_type.setEditable(True)
        self.opponent_type.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.opponent_rating = QSpinBox()
        self.opponent_rating.setObjectName("opponentRating")
        self.opponent_rating.setRange(0, 9999)
        self.opponent_rating.setMaximumWidth(120)
        self.opponent_rating.setValue(draft.battle.opponent_rating)
        self.campaign_opponent = self._campaign_opponents()
        self.result_box = self._result_buttons()
        self.result_note = _note_label("resultNote")
        self.date_edit = QDateEdit(QDate.fromString(draft.battle.date, "yyyy-MM-dd"))
        self.date_edit.setObjectName("dateEdit")
        self.date_edit.setCalendarPopup(True)
        self.date_edit.setDisplayFormat("yyyy-MM-dd")

    def _result_buttons(self) -> QWidget:
        """Won, lost or drawn: one click, in a row that never changes shape."""
        box = QWidget()
        box.setObjectName("resultBox")
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        self.result_group = QButtonGroup(box)
        self.result_choices: dict[str, QRadioButton] = {}
        for text, data in (
            (self.tr("Won"), "won"),
            (self.tr("Lost"), "lost"),
            (self.tr("Draw"), "draw"),
        ):
            button = QRadioButton(text)
            button.setObjectName(f"result:{data}")
            button.setChecked(data == self.draft.battle.result)
            self.result_group.addButton(button)
            self.result_choices[data] = button
            row.addWidget(button)
        row.addStretch(1)
        return box

    def _make_took_part(self) -> None:
        """Every warrior ticked, but those who miss this game (the draft's first guess)."""
        self.took_part = QListWidget()
        self.took_part.setObjectName("tookPart")
        self.took_part.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        took = set(self.draft.battle.took_part)
        for warrior in self.draft.state.warriors:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, warrior.id)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
            fought = warrior.id in took
            item.setCheckState(Qt.CheckState.Checked if fought else Qt.CheckState.Unchecked)
            self.took_part.addItem(item)

    def _form(self) -> QFormLayout:
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        scenario_field = QVBoxLayout()
        scenario_field.setSpacing(2)
        scenario_field.addWidget(self.scenario_box)
        scenario_field.addWidget(self.scenario_awards)
        form.addRow(self.tr("Scenario:"), scenario_field)
        form.addRow(self.tr("Roll the scenario:"), self.scenario_roll)
        if self.campaign_opponent.count() > 1:  # the warband plays in a campaign
            form.addRow(self.tr("From the campaign:"), self.campaign_opponent)
            self.campaign_opponent.setVisible(True)
        form.addRow(self.tr("Opponent:"), self.opponent_name)
        form.addRow(self.tr("Opponent's type:"), self.opponent_type)
        form.addRow(self.tr("Opponent's rating:"), self.opponent_rating)
        form.addRow(self.tr("Result:"), self.result_box)
        form.addRow("", self.result_note)
        form.addRow(self.tr("Date:"), self.date_edit)
        return form

    def _add_old_wounds(self, right: QVBoxLayout) -> None:
        """Before the battle, a hero with an old battle wound rolls a D6: on a 1 he stays home."""
        self.old_wounds: dict[str, DiceRow] = {}
        for warrior in self.draft.old_wounded():
            slot_id = f"old_wound:{warrior.id}"
            self.draft.slot(
                slot_id,
                ("old_wound", warrior.id),
                self.tr("{0}'s old battle wound").format(warrior.name),
            )
            row = DiceRow(
                self.words,
                self.draft,
                slot_id,
                self.draft.roll_old_wound(warrior.id),
                self._show_old_wound,
                self.tr("D6 for {0}'s old battle wound; empty: the program rolls").format(
                    warrior.name
                ),
            )
            row.changed.connect(lambda warrior_id=warrior.id: self._old_wound_rolled(warrior_id))
            self.old_wounds[warrior.id] = row
            right.addWidget(QLabel(self.tr("Old battle wound: {0}").format(warrior.name)))
            right.addWidget(row)

    # --- what was entered (written to the draft as it is entered) -----------------------

    def _connect_entry(self) -> None:
        battle = self.draft.battle
        self.opponent_name.textChanged.connect(lambda text: setattr(battle, "opponent", text))
        self.opponent_type.currentIndexChanged.connect(lambda _n: self._opponent_type_changed())
        self.opponent_type.editTextChanged.connect(lambda _t: self._opponent_type_changed())
        self.opponent_rating.valueChanged.connect(
            lambda value: setattr(battle, "opponent_rating", value)
        )
        self.date_edit.dateChanged.connect(
            lambda date: setattr(battle, "date", date.toString("yyyy-MM-dd"))
        )
        self.took_part.itemChanged.connect(self._took_part_changed)

    def _opponent_type_changed(self) -> None:
        self.draft.battle.opponent_type = self.opponent_type_text()

    def _took_part_changed(self, item: QListWidgetItem) -> None:
        fought = item.checkState() == Qt.CheckState.Checked
        self.draft.set_took_part(str(item.data(Qt.ItemDataRole.UserRole)), fought)

    def scenario(self) -> Scenario:
        return self.draft.scenario()

    def result(self) -> str:
        return self.draft.battle.result

    def took_part_ids(self) -> tuple[str, ...]:
        return tuple(self.draft.battle.took_part)

    def _campaign_opponents(self) -> QComboBox:
        """The warbands of the campaign this one plays in; choosing one fills the opponent's
        name, type and rating (his rating now, so the underdog's bonus is worked out)."""
        box = QComboBox(self)  # the page's: deleted with it, even when it is not shown
        box.setObjectName("campaignOpponent")
        box.setVisible(False)
        box.addItem(self.tr("(another warband)"), None)
        for figures in self.draft.campaign_opponents():
            box.addItem(f"{figures.name} ({figures.rating})", figures)
            if figures.name == self.draft.battle.opponent:  # filled from a match: show him
                box.setCurrentIndex(box.count() - 1)  # before the fill: the match's figures stand
        box.currentIndexChanged.connect(lambda _n: self._fill_opponent(box.currentData()))
        return box

    def _fill_opponent(self, figures: Figures | None) -> None:
        if figures is None:
            return
        self.opponent_name.setText(figures.name)
        index = self.opponent_type.findData(figures.type_id)
        self.opponent_type.setCurrentIndex(max(index, 0))
        self.opponent_rating.setValue(figures.rating)

    def opponent_type_text(self) -> str:
        """A warband type's id when one of the list is chosen, the words typed otherwise."""
        text = self.opponent_type.currentText().strip()
        index = self.opponent_type.findText(text)
        if index >= 0 and self.opponent_type.itemData(index):
            return str(self.opponent_type.itemData(index))
        return text

    # --- showing it -------------------------------------------------------------------------

    def relabel(self) -> None:
        lang = self.lang
        ruleset = self.draft.ruleset
        current = self.draft.scenario().id
        self.scenario_box.blockSignals(True)
        self.scenario_box.clear()
        for scenario in ruleset.ordered_scenarios():  # the rulebook's numbered, then the rest
            name = scenario.name.get(lang)
            if scenario.source == "rulebook":
                name = f"{scenario.number}. {name}"
            elif scenario.pack != CORE_PACK:  # a supplement's: which book it is from
                name = f"{name} ({ruleset.scenario_sources[scenario.source].name.get(lang)})"
            self.scenario_box.addItem(name, scenario.id)
            self.scenario_box.setItemData(
                self.scenario_box.count() - 1, scenario.text.get(lang), Qt.ItemDataRole.ToolTipRole
            )
        index = self.scenario_box.findData(current)
        self.scenario_box.setCurrentIndex(max(index, 0))
        self.scenario_box.blockSignals(False)
        typed = self.opponent_type.currentText() or self.draft.battle.opponent_type
        chosen = self.opponent_type.currentData() or self.draft.battle.opponent_type or None
        self.opponent_type.blockSignals(True)
        self.opponent_type.clear()
        self.opponent_type.addItem("", None)
        for warband in ruleset.warbands.values():
            self.opponent_type.addItem(warband.name.get(lang), warband.id)
        index = self.opponent_type.findData(chosen) if chosen else -1
        if index >= 0:
            self.opponent_type.setCurrentIndex(index)
        else:
            self.opponent_type.setCurrentIndex(0)
            self.opponent_type.setEditText(typed)
        self.opponent_type.blockSignals(False)
        for row, warrior in enumerate(self.draft.state.warriors):
            item = self.took_part.item(row)
            text = f"{warrior.name} ({self.words.type_name(warrior)})"
            if warrior.kind == "henchmen":
                text = self.tr("{0} ({1}, {2} models)").format(
                    warrior.name, self.words.type_name(warrior), warrior.count
                )
            if warrior.games_to_miss > 0:
                text += " - " + self.tr("misses this game ({0} to miss)").format(
                    warrior.games_to_miss
                )
            self.took_part.blockSignals(True)  # words only: who took part is unchanged
            item.setText(text)
            self.took_part.blockSignals(False)
        self._scenario_changed()
        self.scenario_roll.show_slot()

    def refresh(self) -> None:
        self.relabel()

    def _awards_text(self, scenario: Scenario) -> str:
        lang = self.lang
        parts = [f"+{award.xp} {award.name.get(lang)}" for award in scenario.experience]
        return self.tr("Experience: {0}").format("; ".join(parts))

    def _scenario_changed(self) -> None:
        chosen = self.scenario_box.currentData()
        if chosen is not None:
            self.draft.battle.scenario = str(chosen)
        scenario = self.scenario()
        lang = self.lang
        scenarios = self.draft.ruleset.scenarios
        offered = (self.scenario_box.itemData(n) for n in range(self.scenario_box.count()))
        self.scenario_awards.set_candidates(
            self._awards_text(scenarios[key]) for key in offered if key in scenarios
        )
        self.scenario_awards.setText(self._awards_text(scenario))
        self.scenario_box.setToolTip(scenario.text.get(lang))
        self._result_changed()

    def _result_toggled(self, button: QAbstractButton, checked: bool) -> None:
        if checked:
            result = next(r for r, b in self.result_choices.items() if b is button)
            self.draft.battle.result = cast(Result, result)
            self._result_changed()

    def _result_changed(self) -> None:
        draw = self.result_choices["draw"]  # offered where the scenario allows one
        draw.setEnabled(self.scenario().draw_possible or draw.isChecked())
        bad = self.draft.draw_refused()
        self.result_note.setText(
            self.tr("{0} cannot end in a draw.").format(self.scenario().name.get(self.lang))
            if bad
            else ""
        )
        self.result_note.setVisible(bad)
        self.completeChanged.emit()

    def _show_scenario_roll(self, outcome: tuple[int, ScenarioRoll]) -> str:
        total, row = outcome
        if row.scenario is None:
            return self.tr(
                "2D6 {0}: the player with the lower rating chooses the scenario."
            ).format(total)
        name = self.draft.ruleset.scenarios[row.scenario].name.get(self.lang)
        pool = self.draft.scenario_pool()
        if pool:  # a die with a side for each scenario the campaign allows
            return self.tr("D{0} {1}: {2}").format(len(pool), total, name)
        return self.tr("2D6 {0}: {1}").format(total, name)

    def _scenario_rolled(self) -> None:
        self.draft.scenario_rolled()
        index = self.scenario_box.findData(self.draft.battle.scenario)
        if index >= 0:
            self.scenario_box.setCurrentIndex(index)

    def _show_old_wound(self, value: int) -> str:
        if value == 1:
            return self.tr("D6 {0}: the old wound opens, he misses this battle.").format(value)
        return self.tr("D6 {0}: he is fit to fight.").format(value)

    def _old_wound_rolled(self, warrior_id: str) -> None:
        self.draft.old_wound_rolled(warrior_id)
        took = set(self.draft.battle.took_part)
        for row in range(self.took_part.count()):
            item = self.took_part.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == warrior_id and warrior_id not in took:
                item.setCheckState(Qt.CheckState.Unchecked)

    def isComplete(self) -> bool:
        return not self.draft.draw_refused()
