"""1. The battle and 2. the casualties."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.domain import Warrior
from app.standings import Figures
from app.usecases.league import campaign_opponents
from rules.dice import DiceSource, roll_total
from rules.messages import Message
from rules.models import ExperienceAward, Scenario, ScenarioRoll
from rules.rating import warband_rating
from ui.post_battle.common import _clear_layout, _note_label, _plain, _scroll
from ui.post_battle.dice import DiceRow
from ui.post_battle.pages.base import _Page
from ui.widgets.steady_label import SteadyLabel

if TYPE_CHECKING:
    from ui.post_battle.wizard import PostBattleWizard


class BattlePage(_Page):
    """1. The battle: scenario, opponent, result, date and who took part."""

    def __init__(self, wizard: PostBattleWizard) -> None:
        super().__init__(wizard)
        self.setTitle(self.tr("1. The battle"))
        self.setSubTitle(
            self.tr("Which scenario was played, against whom, how it ended and who took part.")
        )
        self._make_fields(wizard)
        self._make_took_part(wizard)
        form = self._form()
        right = QVBoxLayout()
        right.addWidget(QLabel(self.tr("Who took part:")))
        right.addWidget(self.took_part, 1)
        self._add_old_wounds(wizard, right)
        layout = QHBoxLayout(self)
        layout.addLayout(form, 3)
        layout.addLayout(right, 2)

        self.scenario_box.currentIndexChanged.connect(self._scenario_changed)
        self.result_box.currentIndexChanged.connect(self._result_changed)
        self.scenario_roll.changed.connect(self._scenario_rolled)
        self.relabel()

    def _make_fields(self, wizard: PostBattleWizard) -> None:
        """The scenario (chosen or rolled), the opponent, the result and the date."""
        self.scenario_box = QComboBox()
        self.scenario_box.setObjectName("scenarioBox")
        self.scenario_awards = SteadyLabel()  # as tall as the longest scenario's awards
        self.scenario_awards.setObjectName("scenarioAwards")
        wizard.slot("scenario", ("scenario",), self.tr("the scenario roll"))
        self.scenario_roll = DiceRow(
            wizard,
            "scenario",
            self._roll_scenario,
            self._show_scenario_roll,
            self.tr("2D6 rolled by the lower rated player, e.g. 3 4; empty: the program rolls"),
        )
        self.opponent_name = QLineEdit()
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
        self.opponent_rating.setValue(warband_rating(wizard.ruleset, wizard.roster))
        self.campaign_opponent = self._campaign_opponents(wizard)
        self.result_box = QComboBox()
        self.result_box.setObjectName("resultBox")
        for text, data in (
            (self.tr("Won"), "won"),
            (self.tr("Lost"), "lost"),
            (self.tr("Draw"), "draw"),
        ):
            self.result_box.addItem(text, data)
        self.result_note = _note_label("resultNote")
        self.date_edit = QDateEdit(QDate.currentDate())
        self.date_edit.setObjectName("dateEdit")
        self.date_edit.setCalendarPopup(True)
        self.date_edit.setDisplayFormat("yyyy-MM-dd")

    def _make_took_part(self, wizard: PostBattleWizard) -> None:
        """Every warrior ticked, but those who miss this game."""
        self.took_part = QListWidget()
        self.took_part.setObjectName("tookPart")
        self.took_part.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        for warrior in wizard.state.warriors:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, warrior.id)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
            misses = warrior.games_to_miss > 0
            item.setCheckState(Qt.CheckState.Unchecked if misses else Qt.CheckState.Checked)
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

    def _add_old_wounds(self, wizard: PostBattleWizard, right: QVBoxLayout) -> None:
        """Before the battle, a hero with an old battle wound rolls a D6: on a 1 he stays home."""
        self.old_wounds: dict[str, DiceRow] = {}
        for warrior in wizard.state.heroes:
            if not any(g.rule == "old_battle_wound" for g in warrior.rules_gained):
                continue
            slot_id = f"old_wound:{warrior.id}"
            wizard.slot(
                slot_id,
                ("old_wound", warrior.id),
                self.tr("{0}'s old battle wound").format(warrior.name),
            )
            row = DiceRow(
                wizard,
                slot_id,
                _old_wound_roll(warrior.name),
                self._show_old_wound,
                self.tr("D6 for {0}'s old battle wound; empty: the program rolls").format(
                    warrior.name
                ),
            )
            row.changed.connect(lambda warrior_id=warrior.id: self._old_wound_rolled(warrior_id))
            self.old_wounds[warrior.id] = row
            right.addWidget(QLabel(self.tr("Old battle wound: {0}").format(warrior.name)))
            right.addWidget(row)

    # --- what was entered -------------------------------------------------------------------

    def scenario(self) -> Scenario:
        scenario_id = self.scenario_box.currentData()
        if scenario_id is None:
            return next(iter(self.w.ruleset.scenarios.values()))
        return self.w.ruleset.scenarios[str(scenario_id)]

    def result(self) -> str:
        return str(self.result_box.currentData())

    def took_part_ids(self) -> tuple[str, ...]:
        out = []
        for row in range(self.took_part.count()):
            item = self.took_part.item(row)
            if item.checkState() == Qt.CheckState.Checked:
                out.append(str(item.data(Qt.ItemDataRole.UserRole)))
        return tuple(out)

    def _campaign_opponents(self, wizard: PostBattleWizard) -> QComboBox:
        """The warbands of the campaign this one plays in; choosing one fills the opponent's
        name, type and rating (his rating now, so the underdog's bonus is worked out)."""
        box = QComboBox(self)  # the page's: deleted with it, even when it is not shown
        box.setObjectName("campaignOpponent")
        box.setVisible(False)
        box.addItem(self.tr("(another warband)"), None)
        for _wid, figures in campaign_opponents(wizard.session.store, wizard.warband_id):
            box.addItem(f"{figures.name} ({figures.rating})", figures)
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
        lang = self.w.lang
        ruleset = self.w.ruleset
        current = self.scenario_box.currentData()
        self.scenario_box.blockSignals(True)
        self.scenario_box.clear()
        for scenario in sorted(ruleset.scenarios.values(), key=lambda s: s.number):
            self.scenario_box.addItem(f"{scenario.number}. {scenario.name.get(lang)}", scenario.id)
            self.scenario_box.setItemData(
                self.scenario_box.count() - 1, scenario.text.get(lang), Qt.ItemDataRole.ToolTipRole
            )
        index = self.scenario_box.findData(current)
        self.scenario_box.setCurrentIndex(max(index, 0))
        self.scenario_box.blockSignals(False)
        typed = self.opponent_type.currentText()
        chosen = self.opponent_type.currentData()
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
        for row, warrior in enumerate(self.w.state.warriors):
            item = self.took_part.item(row)
            text = f"{warrior.name} ({self.w.type_name(warrior)})"
            if warrior.kind == "henchmen":
                text = self.tr("{0} ({1}, {2} models)").format(
                    warrior.name, self.w.type_name(warrior), warrior.count
                )
            if warrior.games_to_miss > 0:
                text += " - " + self.tr("misses this game ({0} to miss)").format(
                    warrior.games_to_miss
                )
            item.setText(text)
        self._scenario_changed()
        self.scenario_roll.show_slot()

    def refresh(self) -> None:
        self.relabel()

    def _awards_text(self, scenario: Scenario) -> str:
        lang = self.w.lang
        parts = [f"+{award.xp} {award.name.get(lang)}" for award in scenario.experience]
        return self.tr("Experience: {0}").format("; ".join(parts))

    def _scenario_changed(self) -> None:
        scenario = self.scenario()
        lang = self.w.lang
        scenarios = self.w.ruleset.scenarios
        offered = (self.scenario_box.itemData(n) for n in range(self.scenario_box.count()))
        self.scenario_awards.set_candidates(
            self._awards_text(scenarios[key]) for key in offered if key in scenarios
        )
        self.scenario_awards.setText(self._awards_text(scenario))
        self.scenario_box.setToolTip(scenario.text.get(lang))
        model = self.result_box.model()
        if isinstance(model, QStandardItemModel):
            draw = model.item(2)
            if draw is not None:
                draw.setEnabled(scenario.draw_possible)
        self._result_changed()

    def _result_changed(self) -> None:
        bad = self.result() == "draw" and not self.scenario().draw_possible
        self.result_note.setText(
            self.tr("{0} cannot end in a draw.").format(self.scenario().name.get(self.w.lang))
            if bad
            else ""
        )
        self.result_note.setVisible(bad)
        self.completeChanged.emit()

    def _roll_scenario(self, dice: DiceSource) -> tuple[int, ScenarioRoll]:
        total = roll_total(dice, "2D6", Message.of("scenario"))
        row = next(r for r in self.w.ruleset.scenario_table if r.from_ <= total <= r.to)
        return total, row

    def _show_scenario_roll(self, outcome: tuple[int, ScenarioRoll]) -> str:
        total, row = outcome
        if row.scenario is None:
            return self.tr(
                "2D6 {0}: the player with the lower rating chooses the scenario."
            ).format(total)
        name = self.w.ruleset.scenarios[row.scenario].name.get(self.w.lang)
        return self.tr("2D6 {0}: {1}").format(total, name)

    def _scenario_rolled(self) -> None:
        outcome = self.w.slots["scenario"].outcome
        if outcome is not None and outcome[1].scenario is not None:
            index = self.scenario_box.findData(outcome[1].scenario)
            if index >= 0:
                self.scenario_box.setCurrentIndex(index)

    def _show_old_wound(self, value: int) -> str:
        if value == 1:
            return self.tr("D6 {0}: the old wound opens, he misses this battle.").format(value)
        return self.tr("D6 {0}: he is fit to fight.").format(value)

    def _old_wound_rolled(self, warrior_id: str) -> None:
        outcome = self.w.slots[f"old_wound:{warrior_id}"].outcome
        if outcome != 1:
            return
        for row in range(self.took_part.count()):
            item = self.took_part.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == warrior_id:
                item.setCheckState(Qt.CheckState.Unchecked)

    def isComplete(self) -> bool:
        return not (self.result() == "draw" and not self.scenario().draw_possible)


class CasualtiesPage(_Page):
    """2. Who went out of action, the enemies each hero took out, the scenario's awards."""

    def __init__(self, wizard: PostBattleWizard) -> None:
        super().__init__(wizard)
        self.setTitle(self.tr("2. Casualties"))
        self.setSubTitle(
            self.tr(
                "Who was taken out of action, how many enemies each hero took out of action, "
                "and the scenario's experience awards. Only the warriors who took part are listed."
            )
        )
        self.inner = QWidget()
        self.inner.setObjectName("casualtiesGrid")
        self.grid = QGridLayout(self.inner)
        self.grid.setHorizontalSpacing(18)
        layout = QVBoxLayout(self)
        layout.addWidget(self.notes)
        layout.addWidget(_scroll(self.inner), 1)

    def initializePage(self) -> None:
        self.build()

    def refresh(self) -> None:
        self.build()

    def build(self) -> None:
        _clear_layout(self.grid)
        for row in range(self.grid.rowCount()):
            self.grid.setRowStretch(row, 0)
        for column in range(self.grid.columnCount()):
            self.grid.setColumnStretch(column, 0)
        w = self.w
        awards = w.awards_of(w.battle_page.scenario())
        lang = w.lang
        headers = [self.tr("Warrior"), self.tr("Out of action"), self.tr("Enemies taken out")]
        headers += [a.name.get(lang) for a in awards]
        for column, text in enumerate(headers):
            label = _plain()
            label.setText(text)
            label.setStyleSheet("font-weight: bold;")
            label.setMaximumWidth(220)
            self.grid.addWidget(label, 0, column, Qt.AlignmentFlag.AlignBottom)
        took = set(w.battle_page.took_part_ids())
        row = 1
        for warrior in w.state.warriors:
            if warrior.id in took:
                self._add_warrior_row(row, warrior, awards)
                row += 1
        if row == 1:
            nobody = _plain()
            nobody.setText(self.tr("Nobody took part: go back and tick who fought."))
            self.grid.addWidget(nobody, 1, 0, 1, 3)
        self.grid.setRowStretch(row, 1)
        self.grid.setColumnStretch(len(headers), 1)
        self.show_notes()

    def _add_warrior_row(
        self, row: int, warrior: Warrior, awards: Sequence[ExperienceAward]
    ) -> None:
        """His name, whether (or how many of a group) he went out of action, the enemies he
        took out (a hero) and the scenario's awards he earned."""
        w = self.w
        name = _plain()
        name.setWordWrap(False)
        name.setText(f"{warrior.name} ({w.type_name(warrior)})")
        self.grid.addWidget(name, row, 0)
        if warrior.kind == "henchmen":
            spin = QSpinBox()
            spin.setObjectName(f"out:{warrior.id}")
            spin.setRange(0, warrior.count)
            spin.setSuffix(self.tr(" of {0}").format(warrior.count))
            spin.setValue(w.out_groups.get(warrior.id, 0))
            spin.valueChanged.connect(lambda value: w.out_groups.__setitem__(warrior.id, value))
            self.grid.addWidget(spin, row, 1)
        else:
            box = QCheckBox()
            box.setObjectName(f"out:{warrior.id}")
            chosen = w.out_heroes if warrior.kind == "hero" else w.out_swords
            box.setChecked(warrior.id in chosen)
            box.toggled.connect(
                lambda on: chosen.add(warrior.id) if on else chosen.discard(warrior.id)
            )
            self.grid.addWidget(box, row, 1)
        if warrior.kind == "hero":
            enemies = QSpinBox()
            enemies.setObjectName(f"enemies:{warrior.id}")
            enemies.setRange(0, 99)
            enemies.setValue(w.enemies.get(warrior.id, 0))
            enemies.valueChanged.connect(lambda value: w.enemies.__setitem__(warrior.id, value))
            self.grid.addWidget(enemies, row, 2)
        for n, award in enumerate(awards):
            if award.applies_to == "heroes" and warrior.kind != "hero":
                continue
            count = QSpinBox()
            count.setObjectName(f"award:{award.id}:{warrior.id}")
            count.setRange(0, 99)
            count.setValue(w.award_counts.get((award.id, warrior.id), 0))
            count.valueChanged.connect(
                lambda value, key=(award.id, warrior.id): w.award_counts.__setitem__(key, value)
            )
            self.grid.addWidget(count, row, 3 + n)


def _old_wound_roll(name: str) -> Callable[[DiceSource], int]:
    """The D6 a warrior with an old battle wound rolls before the battle."""
    return lambda dice: dice.roll(6, Message.of("old_battle_wound", warrior=name))
