"""The post-battle sequence for the open warband, step by step in the rulebook's order.

Every die is rolled on the page that needs it, by the program or typed from the table, and the
rules' own functions say what it means (`rules.injuries`, `rules.exploration`, ...). Nothing is
written before Finish: the wizard then replays every die kept, in the order the rules ask for
them, through `rules.post_battle.resolve_post_battle`, so the wizard and the command line
apply the very same logic, and commits the result with ONE `apply_post_battle_result` through
the session: one transaction, one undo step, one entry in the battle log.

Dice order of the replay (the rules' order): each hero's serious injury in report order, each
henchman group's D6 per model in roster order, each hired sword's D6, the exploration dice,
then the dice of the multiple's effects.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, cast

from PySide6.QtCore import QDate, QObject, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from app.domain import WarbandState, Warrior, to_roster
from app.usecases.advancing import advances_owed
from app.usecases.core import Change, RefusedError
from app.usecases.post_battle import apply_post_battle_result, apply_result
from rules import DiceError, IllegalMoveError
from rules.dice import DiceSource, RandomDice, Roll, TableDice, roll_total
from rules.exploration import ExplorationResult, explore
from rules.injuries import InjuryOutcome, resolve_henchman_injury, resolve_hero_injury
from rules.models import Effect, ExperienceAward, Lang, Ruleset, Scenario, ScenarioRoll
from rules.post_battle import Award, BattleReport, PostBattleResult, Result, resolve_post_battle
from rules.rating import warband_rating
from ui.advance_dialog import AdvancementDialog
from ui.session import Session

BATTLE, CASUALTIES, INJURIES, EXPERIENCE, EXPLORATION, INCOME, TRADING, SUMMARY = range(8)
AUTOMATIC_AWARDS = frozenset({"survives", "winning_leader", "enemy_out_of_action"})
ERROR = "#b3261e"
NOTE = "#8a5a00"
GOOD = "#1b6e20"
_SEPARATORS = re.compile(r"[\s,;]+")
_DIGITS = re.compile(r"[0-9]+")


def parse_dice(text: str) -> list[int]:
    """'3 5', '3,5' or '35' -> [3, 5]. Every die of the sequence is at most a D6, so a number
    of several digits is several dice (a D66 is typed as it is read: 35)."""
    stripped = text.strip()
    values: list[int] = []
    for token in _SEPARATORS.split(stripped) if stripped else []:
        if not _DIGITS.fullmatch(token):
            raise ValueError(token)
        values.extend(int(digit) for digit in token)
    return values


# --- dice sources ---------------------------------------------------------------------------


class AppDice:
    """Dice the program rolls. Values it rolled before come first: the program's dice stand,
    and a roll asked again (the pit fight's outcome entered) goes on where it stopped."""

    def __init__(self, earlier: list[int] | None = None) -> None:
        self._earlier = list(earlier or [])
        self._random = RandomDice()
        self.log: list[Roll] = []

    def roll(self, sides: int, purpose: str) -> int:
        if self._earlier and self._earlier[0] <= sides:
            value = self._earlier.pop(0)
        else:
            self._earlier.clear()  # the question changed: roll afresh from here
            value = self._random.roll(sides, purpose)
        self.log.append(Roll(sides, value, purpose))
        return value


class _Chain:
    """The dice of the earlier steps, then another source; without one, 1s (a preview of a
    step whose dice are not rolled yet: a 1 fits every die)."""

    def __init__(self, first: list[int], then: DiceSource | None = None) -> None:
        self._first = TableDice(first)
        self._then = then

    def roll(self, sides: int, purpose: str) -> int:
        if self._first.remaining:
            return self._first.roll(sides, purpose)
        if self._then is None:
            return 1
        return self._then.roll(sides, purpose)


@dataclass
class Slot:
    """One place where dice are rolled: what they depend on, what was typed, what they gave."""

    key: tuple[object, ...]
    label: str
    text: str = ""
    app: bool = False  # the values shown were rolled by the program
    values: tuple[int, ...] = ()  # the dice the outcome used, in order
    unused: tuple[int, ...] = ()  # typed but not needed
    outcome: Any = None
    error: str = ""

    @property
    def done(self) -> bool:
        return self.outcome is not None


class DiceEdit(QLineEdit):
    """A dice field: Enter rolls, and never also presses the wizard's Next."""

    submitted = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submitted.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class DiceRow(QWidget):
    """Type the dice rolled on the table and press Roll, or leave the field empty and Roll:
    the program rolls and writes its dice in the field. The outcome shows before anything is
    applied."""

    changed = Signal()

    def __init__(
        self,
        wizard: PostBattleWizard,
        slot_id: str,
        resolve: Callable[[DiceSource], object],
        render: Callable[[Any], str],
        hint: str,
    ) -> None:
        super().__init__()
        self._wizard = wizard
        self.slot_id = slot_id
        self._resolve = resolve
        self._render = render
        self.edit = DiceEdit()
        self.edit.setObjectName(f"dice:{slot_id}")
        self.edit.setPlaceholderText(hint)
        self.edit.setToolTip(
            self.tr("Type the dice rolled on the table (3 5 or 35), or leave empty for the program")
        )
        self.button = QPushButton(self.tr("Roll"))
        self.button.setObjectName(f"roll:{slot_id}")
        self.button.setAutoDefault(False)
        self.result = QLabel()
        self.result.setObjectName(f"result:{slot_id}")
        self.result.setWordWrap(True)
        self.result.setTextFormat(Qt.TextFormat.PlainText)
        self.result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error = QLabel()
        self.error.setObjectName(f"error:{slot_id}")
        self.error.setWordWrap(True)
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.setStyleSheet(f"color: {ERROR};")
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.edit, 1)
        top.addWidget(self.button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.result)
        layout.addWidget(self.error)
        self.edit.textEdited.connect(self._edited)
        self.edit.submitted.connect(self.roll)
        self.button.clicked.connect(self.roll)
        self.show_slot()

    @property
    def slot(self) -> Slot:
        return self._wizard.slots[self.slot_id]

    def show_slot(self) -> None:
        slot = self.slot
        if self.edit.text() != slot.text:
            self.edit.setText(slot.text)
        lines: list[str] = []
        if slot.outcome is not None:
            lines.append(self._render(slot.outcome))
            if slot.app:
                lines.append(self.tr("(rolled by the program)"))
            if slot.unused:
                lines.append(self.tr("Not used: {0}").format(" ".join(str(v) for v in slot.unused)))
        elif slot.text and not slot.error:
            lines.append(self.tr("Press Roll to use these dice."))
        self.result.setText("\n".join(lines))
        self.result.setVisible(bool(lines))
        self.error.setText(slot.error)
        self.error.setVisible(bool(slot.error))

    def _edited(self, text: str) -> None:
        slot = self.slot
        slot.text = text
        slot.app = False
        slot.outcome = None
        slot.values = ()
        slot.unused = ()
        slot.error = ""
        self.show_slot()
        self.changed.emit()

    def roll(self) -> None:
        """Resolve the slot with the dice typed, or with the program's dice."""
        slot = self.slot
        text = self.edit.text().strip()
        try:
            values = parse_dice(text)
        except ValueError as exc:
            slot.outcome = None
            slot.values = ()
            slot.error = self.tr("'{0}' is not a die: type the numbers rolled, like 3 5").format(
                exc.args[0]
            )
            self._after()
            return
        dice: AppDice | TableDice
        app = not text or (slot.app and text == slot.text)
        dice = AppDice(values) if app else TableDice(values)
        slot.error = ""
        slot.unused = ()
        try:
            outcome = self._resolve(dice)
        except (DiceError, IllegalMoveError) as exc:
            outcome = None
            slot.error = str(exc)
        used = tuple(roll.value for roll in dice.log)
        slot.app = app
        slot.outcome = outcome
        slot.values = used if outcome is not None else ()
        if app:
            slot.text = " ".join(str(v) for v in used)
        else:
            slot.text = text
            if outcome is not None:
                slot.unused = tuple(values[len(used) :])
        self._after()

    def _after(self) -> None:
        self.show_slot()
        self.changed.emit()


# --- pages ------------------------------------------------------------------------------------


def _note_label(name: str) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setStyleSheet(f"color: {NOTE};")
    label.setVisible(False)
    return label


def _plain(name: str = "") -> QLabel:
    label = QLabel()
    if name:
        label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def _clear_layout(layout: QLayout) -> None:
    """Take every widget out of a layout now (tests and findChild see only the new ones)."""
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget()
        if widget is not None:
            widget.setParent(None)
            widget.deleteLater()
        elif item.layout() is not None:
            _clear_layout(item.layout())


def _scroll(inner: QWidget) -> QScrollArea:
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidget(inner)
    return area


class _Page(QWizardPage):
    def __init__(self, wizard: PostBattleWizard) -> None:
        super().__init__()
        self.w = wizard
        self.notes = _note_label("clearedNote")

    def show_notes(self) -> None:
        notes = self.w.take_notes()
        self.notes.setText("\n".join(notes))
        self.notes.setVisible(bool(notes))

    def refresh(self) -> None:
        """Show the page again from the wizard's state (the language changed)."""


class BattlePage(_Page):
    """1. The battle: scenario, opponent, result, date and who took part."""

    def __init__(self, wizard: PostBattleWizard) -> None:
        super().__init__(wizard)
        self.setTitle(self.tr("1. The battle"))
        self.setSubTitle(
            self.tr("Which scenario was played, against whom, how it ended and who took part.")
        )
        self.scenario_box = QComboBox()
        self.scenario_box.setObjectName("scenarioBox")
        self.scenario_awards = _plain("scenarioAwards")
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

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        scenario_field = QVBoxLayout()
        scenario_field.setSpacing(2)
        scenario_field.addWidget(self.scenario_box)
        scenario_field.addWidget(self.scenario_awards)
        form.addRow(self.tr("Scenario:"), scenario_field)
        form.addRow(self.tr("Roll the scenario:"), self.scenario_roll)
        form.addRow(self.tr("Opponent:"), self.opponent_name)
        form.addRow(self.tr("Opponent's type:"), self.opponent_type)
        form.addRow(self.tr("Opponent's rating:"), self.opponent_rating)
        form.addRow(self.tr("Result:"), self.result_box)
        form.addRow("", self.result_note)
        form.addRow(self.tr("Date:"), self.date_edit)
        right = QVBoxLayout()
        right.addWidget(QLabel(self.tr("Who took part:")))
        right.addWidget(self.took_part, 1)
        # Before the battle: a hero with an old battle wound rolls a D6; on a 1 he stays home.
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
                lambda dice, name=warrior.name: dice.roll(6, f"old battle wound of {name}"),
                self._show_old_wound,
                self.tr("D6 for {0}'s old battle wound; empty: the program rolls").format(
                    warrior.name
                ),
            )
            row.changed.connect(lambda warrior_id=warrior.id: self._old_wound_rolled(warrior_id))
            self.old_wounds[warrior.id] = row
            right.addWidget(QLabel(self.tr("Old battle wound: {0}").format(warrior.name)))
            right.addWidget(row)
        layout = QHBoxLayout(self)
        layout.addLayout(form, 3)
        layout.addLayout(right, 2)

        self.scenario_box.currentIndexChanged.connect(self._scenario_changed)
        self.result_box.currentIndexChanged.connect(self._result_changed)
        self.scenario_roll.changed.connect(self._scenario_rolled)
        self.relabel()

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

    def _scenario_changed(self) -> None:
        scenario = self.scenario()
        lang = self.w.lang
        parts = []
        for award in scenario.experience:
            parts.append(f"+{award.xp} {award.name.get(lang)}")
        self.scenario_awards.setText(self.tr("Experience: {0}").format("; ".join(parts)))
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
        total = roll_total(dice, "2D6", "scenario")
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
            if warrior.id not in took:
                continue
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
                spin.valueChanged.connect(
                    lambda value, wid=warrior.id: w.out_groups.__setitem__(wid, value)
                )
                self.grid.addWidget(spin, row, 1)
            else:
                box = QCheckBox()
                box.setObjectName(f"out:{warrior.id}")
                chosen = w.out_heroes if warrior.kind == "hero" else w.out_swords
                box.setChecked(warrior.id in chosen)
                box.toggled.connect(
                    lambda on, wid=warrior.id, chosen=chosen: (
                        chosen.add(wid) if on else chosen.discard(wid)
                    )
                )
                self.grid.addWidget(box, row, 1)
            if warrior.kind == "hero":
                enemies = QSpinBox()
                enemies.setObjectName(f"enemies:{warrior.id}")
                enemies.setRange(0, 99)
                enemies.setValue(w.enemies.get(warrior.id, 0))
                enemies.valueChanged.connect(
                    lambda value, wid=warrior.id: w.enemies.__setitem__(wid, value)
                )
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
            row += 1
        if row == 1:
            nobody = _plain()
            nobody.setText(self.tr("Nobody took part: go back and tick who fought."))
            self.grid.addWidget(nobody, 1, 0, 1, 3)
        self.grid.setRowStretch(row, 1)
        self.grid.setColumnStretch(len(headers), 1)
        self.show_notes()


class InjuriesPage(_Page):
    """3. Serious injuries: a D66 for each hero out of action, a D6 for each henchman and
    hired sword; the outcome shows before anything is applied."""

    def __init__(self, wizard: PostBattleWizard) -> None:
        super().__init__(wizard)
        self.setTitle(self.tr("3. Serious injuries"))
        self.setSubTitle(
            self.tr(
                "Type the dice rolled on the table and press Roll, or leave the field empty and "
                "press Roll for the program's dice. A D66 is typed as read: 3 5 or 35, then any "
                "sub-roll and re-roll the result asks for."
            )
        )
        self.inner = QWidget()
        self.rows_layout = QVBoxLayout(self.inner)
        self.rows: dict[str, DiceRow] = {}
        layout = QVBoxLayout(self)
        layout.addWidget(self.notes)
        layout.addWidget(_scroll(self.inner), 1)

    def initializePage(self) -> None:
        self.build()

    def refresh(self) -> None:
        for row in self.rows.values():
            row.show_slot()

    def build(self) -> None:
        w = self.w
        report = w.report()
        _clear_layout(self.rows_layout)
        self.rows = {}
        needed: set[str] = set()
        for hero_id in report.heroes_out_of_action:
            warrior = w.state.warrior(hero_id)
            slot_id = f"hero:{hero_id}"
            needed.add(slot_id)
            w.slot(slot_id, ("hero", hero_id), warrior.name)
            box = QGroupBox(self.tr("{0}: serious injury (D66)").format(warrior.name))
            form = QFormLayout(box)
            pit = QComboBox()
            pit.setObjectName(f"pit:{hero_id}")
            pit.setMaximumWidth(260)
            pit.addItem(self.tr("(asked only on a 65)"), None)
            pit.addItem(self.tr("won his fight"), True)
            pit.addItem(self.tr("lost his fight"), False)
            pit.setCurrentIndex(max(pit.findData(w.pit_fights.get(hero_id)), 0))
            row = DiceRow(
                w,
                slot_id,
                lambda dice, hid=hero_id, name=warrior.name: resolve_hero_injury(
                    w.ruleset,
                    dice,
                    pit_fight_won=w.pit_fights.get(hid),
                    purpose=f"serious injury of {name}",
                ),
                w.injury_text,
                self.tr("D66, then any sub-roll, e.g. 2 3 4"),
            )
            pit.currentIndexChanged.connect(
                lambda _i, hid=hero_id, box=pit, row=row: self._pit_changed(hid, box, row)
            )
            form.addRow(self.tr("If sold to the pits, he:"), pit)
            form.addRow(row)
            self._add(slot_id, box, row)
        for group in w.state.groups:
            down = report.henchmen_out_of_action.get(group.id, 0)
            if not down:
                continue
            slot_id = f"group:{group.id}"
            needed.add(slot_id)
            w.slot(
                slot_id,
                ("group", group.id, down),
                self.tr("{0} ({1} out of action)").format(group.name, down),
            )
            box = QGroupBox(
                self.tr("{0}: {1} of {2} models out of action (a D6 each, 1-2: gone)").format(
                    group.name, down, group.count
                )
            )
            inner = QVBoxLayout(box)
            row = DiceRow(
                w,
                slot_id,
                lambda dice, name=group.name, down=down: tuple(
                    resolve_henchman_injury(w.ruleset, dice, f"{name}: model {n + 1} out of action")
                    for n in range(down)
                ),
                w.losses_text,
                self.tr("{0} D6").format(down),
            )
            inner.addWidget(row)
            self._add(slot_id, box, row)
        for sword_id in report.hired_swords_out_of_action:
            sword = w.state.warrior(sword_id)
            slot_id = f"sword:{sword_id}"
            needed.add(slot_id)
            w.slot(slot_id, ("sword", sword_id), sword.name)
            box = QGroupBox(
                self.tr("{0}: hired sword out of action (D6, 1-2: gone)").format(sword.name)
            )
            inner = QVBoxLayout(box)
            row = DiceRow(
                w,
                slot_id,
                lambda dice, name=sword.name: (
                    resolve_henchman_injury(w.ruleset, dice, f"{name}: out of action"),
                ),
                w.losses_text,
                self.tr("1 D6"),
            )
            inner.addWidget(row)
            self._add(slot_id, box, row)
        w.drop_slots(("hero:", "group:", "sword:"), needed)
        if not self.rows:
            nobody = _plain("nobodyInjured")
            nobody.setText(self.tr("Nobody was taken out of action: no injury to roll."))
            self.rows_layout.addWidget(nobody)
        self.rows_layout.addStretch(1)
        self.show_notes()
        self.completeChanged.emit()

    def _add(self, slot_id: str, box: QGroupBox, row: DiceRow) -> None:
        self.rows[slot_id] = row
        row.changed.connect(self.completeChanged)
        self.rows_layout.addWidget(box)

    def _pit_changed(self, hero_id: str, box: QComboBox, row: DiceRow) -> None:
        data = box.currentData()
        self.w.pit_fights[hero_id] = None if data is None else bool(data)
        if row.slot.text:
            row.roll()  # the dice stay; what they mean follows the fight's outcome

    def isComplete(self) -> bool:
        return all(row.slot.done for row in self.rows.values())


class ExperiencePage(_Page):
    """4. Experience: every reason, the underdog bonus, the boxes crossed."""

    def __init__(self, wizard: PostBattleWizard) -> None:
        super().__init__(wizard)
        self.setTitle(self.tr("4. Experience"))
        self.setSubTitle(
            self.tr("The experience each warrior gains, worked out by the rules from pages 1-3.")
        )
        self.underdog = _plain("underdogLabel")
        self.table = QTableWidget(0, 4)
        self.table.setObjectName("experienceTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setWordWrap(True)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.advance_note = _plain("advanceNote")
        self.advance_note.setStyleSheet(f"color: {NOTE};")
        self.error = _plain("experienceError")
        self.error.setStyleSheet(f"color: {ERROR};")
        layout = QVBoxLayout(self)
        layout.addWidget(self.underdog)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.advance_note)
        layout.addWidget(self.error)

    def initializePage(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        w = self.w
        self.table.setHorizontalHeaderLabels(
            [self.tr("Warrior"), self.tr("Gains"), self.tr("Experience"), self.tr("Advance")]
        )
        self.error.clear()
        try:
            preview = w.preview()
        except (DiceError, IllegalMoveError) as exc:
            self.table.setRowCount(0)
            self.error.setText(str(exc))
            return
        opponent = w.battle_page.opponent_rating.value()
        if preview.underdog_bonus:
            self.underdog.setText(
                self.tr(
                    "Underdog: your rating {0}, the opponent's {1}: +{2} experience for every "
                    "warrior who gains experience."
                ).format(preview.rating_before, opponent, preview.underdog_bonus)
            )
        else:
            self.underdog.setText(
                self.tr("No underdog bonus: your rating {0}, the opponent's {1}.").format(
                    preview.rating_before, opponent
                )
            )
        self.table.setRowCount(len(preview.experience))
        owed = 0
        for row, gain in enumerate(preview.experience):
            warrior = w.state.warrior(gain.warrior)
            reasons = ", ".join(f"+{xp} {w.reason_name(reason)}" for reason, xp in gain.reasons)
            if gain.crossed:
                owed += len(gain.crossed)
                boxes = ", ".join(str(box) for box in gain.crossed)
                advance = self.tr("advance roll owed (box {0})").format(boxes)
            else:
                advance = ""
            cells = [
                warrior.name,
                reasons,
                self.tr("{0} -> {1} (+{2})").format(gain.old, gain.new, gain.amount),
                advance,
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 3 and text:
                    item.setForeground(QBrush(QColor(GOOD)))
                self.table.setItem(row, column, item)
        self.advance_note.setText(
            self.tr(
                "{0} advance roll(s) owed. Advances are rolled after Finish: the summary page's "
                "'Finish and take advances' button commits the battle, then opens the advance "
                "dialog for each warrior who owes one (hero and henchman tables, the lad's got "
                "talent)."
            ).format(owed)
        )


class ExplorationPage(_Page):
    """5. Exploration: the dice, the ones kept, the shards and the multiple with its effects."""

    def __init__(self, wizard: PostBattleWizard) -> None:
        super().__init__(wizard)
        self.setTitle(self.tr("5. Exploration"))
        self.setSubTitle(
            self.tr(
                "A D6 for each hero not taken out of action, one more for a win, plus the dice "
                "skills and items give. At most six dice are kept."
            )
        )
        self.count_label = _plain("diceCount")
        self.extra = QSpinBox()
        self.extra.setObjectName("extraDice")
        self.extra.setRange(0, 6)
        self.extra.setMaximumWidth(90)
        self.row_holder = QVBoxLayout()
        self.kept_box = QWidget()
        self.kept_box.setObjectName("keptDice")
        self.kept_layout = QHBoxLayout(self.kept_box)
        self.kept_layout.setContentsMargins(0, 0, 0, 0)
        self.kept_note = _note_label("keptNote")
        self.found = _plain("explorationLabel")
        self.multiple = QLabel()
        self.multiple.setObjectName("multipleLabel")
        self.multiple.setWordWrap(True)
        self.multiple.setTextFormat(Qt.TextFormat.RichText)
        self.multiple_holder = QVBoxLayout()
        self.row: DiceRow | None = None
        self.multiple_row: DiceRow | None = None
        form = QFormLayout()
        form.addRow(self.tr("Extra dice (skills, items):"), self.extra)
        form.addRow(self.tr("Exploration dice:"), self.row_holder)
        inner = QWidget()
        column = QVBoxLayout(inner)
        column.addWidget(self.notes)
        column.addWidget(self.count_label)
        column.addLayout(form)
        column.addWidget(self.kept_box)
        column.addWidget(self.kept_note)
        column.addWidget(self.found)
        column.addWidget(self.multiple)
        column.addLayout(self.multiple_holder)
        column.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(_scroll(inner))
        self.extra.valueChanged.connect(self._extra_changed)

    def initializePage(self) -> None:
        self.extra.blockSignals(True)
        self.extra.setValue(self.w.extra_dice)
        self.extra.blockSignals(False)
        self.build()

    def refresh(self) -> None:
        self.show_found()

    def _extra_changed(self, value: int) -> None:
        self.w.extra_dice = value
        self.build()

    def build(self) -> None:
        w = self.w
        count = w.exploration_count()
        report = w.report()
        searchers = count - (1 if report.result == "won" else 0) - w.extra_dice
        self.count_label.setText(
            self.tr(
                "{0} dice: {1} hero(es) not out of action, {2} for the result, {3} extra."
            ).format(count, searchers, 1 if report.result == "won" else 0, w.extra_dice)
        )
        w.slot("explore", ("explore", count), self.tr("the exploration dice"))
        _clear_layout(self.row_holder)
        self.row = DiceRow(
            w,
            "explore",
            lambda dice: tuple(dice.roll(6, "exploration") for _ in range(count)),
            lambda values: self.tr("Dice: {0}").format(" ".join(str(v) for v in values)),
            self.tr("{0} D6, e.g. {1}").format(count, " ".join(["4"] * max(count, 1))),
        )
        self.row.changed.connect(self._rolled)
        self.row_holder.addWidget(self.row)
        self.row.setVisible(count > 0)
        self.show_notes()
        self.show_found()

    def _rolled(self) -> None:
        self.w.kept = None  # new dice: the rules' choice (the highest six) until unticked
        self.show_found()

    def show_found(self) -> None:
        w = self.w
        _clear_layout(self.kept_layout)
        values = w.exploration_values()
        limit = w.ruleset.campaign.exploration.max_dice
        if values is not None and len(values) > limit:
            kept = w.kept_indices()
            for n, value in enumerate(values):
                box = QCheckBox(str(value))
                box.setObjectName(f"keep:{n}")
                box.setChecked(n in kept)
                box.toggled.connect(lambda on, n=n: self._toggle(n, on))
                self.kept_layout.addWidget(box)
            self.kept_layout.addStretch(1)
            self.kept_note.setText(
                self.tr(
                    "More than {0} dice: untick the dice to discard until {0} are kept."
                ).format(limit)
            )
        self.kept_box.setVisible(values is not None and len(values) > limit)
        self.kept_note.setVisible(values is not None and len(values) > limit)
        found = w.exploration_found()
        _clear_layout(self.multiple_holder)
        self.multiple_row = None
        if found is None:
            self.found.setText(
                self.tr("No dice to roll: no shards found.") if w.exploration_count() == 0 else ""
            )
            self.multiple.clear()
            self.completeChanged.emit()
            return
        self.found.setText(
            self.tr("Kept {0}: total {1}, {2} wyrdstone shard(s).").format(
                " ".join(str(v) for v in found.dice), found.total, found.shards
            )
        )
        multiple = found.multiple
        if multiple is None:
            self.multiple.setText(self.tr("No multiple."))
        else:
            lang = w.lang
            self.multiple.setText(
                "<b>{}</b> ({})<br>{}".format(
                    _html(multiple.name.get(lang)),
                    _html(self.tr("{0} x {1}").format(multiple.count, multiple.face)),
                    _html(multiple.text.get(lang)),
                )
            )
            if w.multiple_needs_dice():
                dice = ", ".join(
                    f"{e.dice}" + (f" x{e.multiplier}" if e.multiplier != 1 else "")
                    for e in multiple.effects
                    if e.dice and e.type in ("gold", "shards")
                )
                w.slot("multiple", ("multiple", multiple.id), multiple.name.get(lang))
                self.multiple_row = DiceRow(
                    w,
                    "multiple",
                    w.resolve_multiple,
                    w.multiple_text,
                    self.tr("{0} for {1}").format(dice, multiple.name.get(lang)),
                )
                self.multiple_row.changed.connect(self.completeChanged)
                self.multiple_holder.addWidget(self.multiple_row)
            elif multiple.effects:
                effects = w.multiple_text(multiple.effects)
                self.multiple.setText(self.multiple.text() + "<br>" + _html(effects))
        self.completeChanged.emit()

    def _toggle(self, index: int, on: bool) -> None:
        kept = set(self.w.kept_indices())
        if on:
            kept.add(index)
        else:
            kept.discard(index)
        self.w.kept = tuple(sorted(kept))
        self.show_found()

    def isComplete(self) -> bool:
        w = self.w
        if w.exploration_count() == 0:
            return True
        if w.exploration_found() is None:
            return False
        return not w.multiple_needs_dice() or (
            self.multiple_row is not None and self.multiple_row.slot.done
        )


class IncomePage(_Page):
    """6. Income: sell wyrdstone once; pay the hired swords' upkeep or let them go."""

    def __init__(self, wizard: PostBattleWizard) -> None:
        super().__init__(wizard)
        self.setTitle(self.tr("6. Income"))
        self.setSubTitle(
            self.tr(
                "Sell wyrdstone once: the price depends on how many shards are sold together and "
                "on the warband's size after its losses. Then pay the hired swords' upkeep."
            )
        )
        self.available = _plain("shardsAvailable")
        self.sell = QSpinBox()
        self.sell.setObjectName("sellShards")
        self.sell.setMaximumWidth(90)
        self.price = _plain("salePrice")
        self.upkeep_box = QGroupBox()
        self.upkeep_layout = QVBoxLayout(self.upkeep_box)
        self.treasury = _plain("treasuryAfter")
        self.treasury.setStyleSheet("font-weight: bold;")
        self.error = _plain("incomeError")
        self.error.setStyleSheet(f"color: {ERROR};")
        form = QFormLayout()
        form.addRow(self.tr("Shards to sell:"), self.sell)
        layout = QVBoxLayout(self)
        layout.addWidget(self.available)
        layout.addLayout(form)
        layout.addWidget(self.price)
        layout.addWidget(self.upkeep_box)
        layout.addWidget(self.treasury)
        layout.addWidget(self.error)
        layout.addStretch(1)
        self.sell.valueChanged.connect(self._sell_changed)

    def initializePage(self) -> None:
        self.build()

    def refresh(self) -> None:
        self.build()

    def build(self) -> None:
        w = self.w
        self.error.clear()
        try:
            base = w.full_result(shards_to_sell=0)
        except (DiceError, IllegalMoveError) as exc:
            self.error.setText(str(exc))
            return
        available = w.roster.shards + base.shards_found
        self.available.setText(
            self.tr("Wyrdstone: {0} shard(s) in store and {1} found = {2}.").format(
                w.roster.shards, base.shards_found, available
            )
        )
        w.shards_to_sell = min(w.shards_to_sell, available)
        self.sell.blockSignals(True)
        self.sell.setRange(0, available)
        self.sell.setValue(w.shards_to_sell)
        self.sell.blockSignals(False)
        _clear_layout(self.upkeep_layout)
        self.upkeep_box.setTitle(self.tr("Hired swords' upkeep"))
        for sword_id, fee, _paid in base.upkeep:
            sword = w.state.warrior(sword_id)
            box = QCheckBox(self.tr("Pay {0}'s upkeep: {1} gc").format(sword.name, fee))
            box.setObjectName(f"upkeep:{sword_id}")
            box.setChecked(sword_id not in w.let_go)
            box.toggled.connect(lambda on, sid=sword_id: self._upkeep(sid, on))
            self.upkeep_layout.addWidget(box)
        if not base.upkeep:
            self.upkeep_layout.addWidget(_plain_text(self.tr("No hired sword to pay.")))
        self.show_totals()

    def _sell_changed(self, value: int) -> None:
        self.w.shards_to_sell = value
        self.show_totals()

    def _upkeep(self, sword_id: str, paid: bool) -> None:
        if paid:
            self.w.let_go.discard(sword_id)
        else:
            self.w.let_go.add(sword_id)
        self.show_totals()

    def show_totals(self) -> None:
        w = self.w
        self.error.clear()
        try:
            result = w.full_result()
            after = w.state_after(result)
        except (DiceError, IllegalMoveError) as exc:
            self.error.setText(str(exc))
            return
        size = to_roster(w.ruleset, after).warrior_count
        if result.shards_sold:
            self.price.setText(
                self.tr(
                    "{0} shard(s) sell for {1} gc (a warband of {2} after its losses; hired "
                    "swords do not count)."
                ).format(result.shards_sold, result.sale_gold, size)
            )
        else:
            self.price.setText(self.tr("No shards sold."))
        for sword_id, fee, paid in result.upkeep:
            box = self.upkeep_box.findChild(QCheckBox, f"upkeep:{sword_id}")
            if box is None:
                continue
            name = w.state.warrior(sword_id).name
            if paid:
                box.setText(self.tr("Pay {0}'s upkeep: {1} gc").format(name, fee))
            elif sword_id in w.let_go:
                box.setText(
                    self.tr("Pay {0}'s upkeep: {1} gc (let go: he leaves)").format(name, fee)
                )
            else:
                box.setText(
                    self.tr("Pay {0}'s upkeep: {1} gc (the treasury cannot pay: he leaves)").format(
                        name, fee
                    )
                )
        self.treasury.setText(
            self.tr("Treasury: {0} gc -> {1} gc. Wyrdstone: {2} -> {3} shard(s).").format(
                w.state.treasury, after.treasury, w.state.shards, after.shards
            )
        )


class TradingPage(_Page):
    """7. Trading and hiring: done on the sheet after Finish; a rare-item search helper."""

    def __init__(self, wizard: PostBattleWizard) -> None:
        super().__init__(wizard)
        self.setTitle(self.tr("7. Trading and hiring"))
        self.setSubTitle(
            self.tr("This step is done on the warband sheet after Finish, with its usual tools.")
        )
        self.checklist = QLabel()
        self.checklist.setObjectName("checklist")
        self.checklist.setWordWrap(True)
        self.checklist.setTextFormat(Qt.TextFormat.RichText)
        self.helper = QGroupBox()
        self.hero_box = QComboBox()
        self.hero_box.setObjectName("rareHero")
        self.item_box = QComboBox()
        self.item_box.setObjectName("rareItem")
        self.bonus = _plain("rareBonus")
        self.row_holder = QVBoxLayout()
        self.row: DiceRow | None = None
        form = QFormLayout(self.helper)
        form.addRow(self.tr("Hero:"), self.hero_box)
        form.addRow(self.tr("Item:"), self.item_box)
        form.addRow("", self.bonus)
        form.addRow(self.tr("2D6:"), self.row_holder)
        layout = QVBoxLayout(self)
        layout.addWidget(self.notes)
        layout.addWidget(self.checklist)
        layout.addWidget(self.helper)
        layout.addStretch(1)
        self.hero_box.currentIndexChanged.connect(self._choice_changed)
        self.item_box.currentIndexChanged.connect(self._choice_changed)

    def initializePage(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        w = self.w
        lang = w.lang
        self.checklist.setText(
            "<p>{}</p><ul><li>{}</li><li>{}</li><li>{}</li><li>{}</li><li>{}</li></ul>".format(
                _html(self.tr("After Finish, on the warband sheet:")),
                _html(
                    self.tr(
                        "Look for rare items: each hero not taken out of action may roll 2D6 "
                        "for one rare item (Streetwise +2); the helper below rolls it."
                    )
                ),
                _html(self.tr("Buy and sell equipment (selling gives half the price).")),
                _html(self.tr("Hire recruits and hired swords.")),
                _html(self.tr("Reallocate equipment between warriors and the stash.")),
                _html(self.tr("The rating is worked out again by itself.")),
            )
        )
        self.helper.setTitle(self.tr("Rare item search (only shown, nothing is bought here)"))
        report = w.report()
        out = set(report.heroes_out_of_action)
        took = set(report.took_part or ())
        hero = self.hero_box.currentData()
        item = self.item_box.currentData()
        for box in (self.hero_box, self.item_box):
            box.blockSignals(True)
            box.clear()
        for warrior in w.state.heroes:
            if warrior.id in took and warrior.id not in out:
                self.hero_box.addItem(warrior.name, warrior.id)
        rare = sorted(
            (i for i in w.ruleset.items.values() if i.rarity is not None),
            key=lambda i: i.name.get(lang),
        )
        for entry in rare:
            self.item_box.addItem(
                self.tr("{0} (rare {1})").format(entry.name.get(lang), entry.rarity), entry.id
            )
        self.hero_box.setCurrentIndex(max(self.hero_box.findData(hero), 0))
        self.item_box.setCurrentIndex(max(self.item_box.findData(item), 0))
        for box in (self.hero_box, self.item_box):
            box.blockSignals(False)
        self._choice_changed()

    def _bonus(self) -> tuple[int, list[str]]:
        w = self.w
        parts = []
        total = 0
        hero_id = self.hero_box.currentData()
        if hero_id is not None and "streetwise" in w.state.warrior(str(hero_id)).skills:
            total += w.ruleset.campaign.streetwise_bonus
            parts.append(self.tr("Streetwise +{0}").format(w.ruleset.campaign.streetwise_bonus))
        warband = w.ruleset.warband(w.state.type_id)
        if warband.rare_item_bonus:
            total += warband.rare_item_bonus
            parts.append(
                self.tr("{0} +{1}").format(warband.name.get(w.lang), warband.rare_item_bonus)
            )
        return total, parts

    def _choice_changed(self) -> None:
        w = self.w
        hero_id = self.hero_box.currentData()
        item_id = self.item_box.currentData()
        _clear_layout(self.row_holder)
        self.row = None
        if hero_id is None or item_id is None:
            self.bonus.setText(self.tr("No hero may search: all were out of action."))
            return
        total, parts = self._bonus()
        self.bonus.setText(
            self.tr("Bonus: {0}").format(", ".join(parts)) if parts else self.tr("No bonus.")
        )
        w.slot("rare", ("rare", hero_id, item_id), self.tr("the rare item search"))
        rarity = w.ruleset.items[str(item_id)].rarity or 0

        def show(roll: int) -> str:
            found = roll + total >= rarity
            verdict = self.tr("found: buy it on the sheet") if found else self.tr("not found")
            return self.tr("2D6 {0} + {1} = {2} against rarity {3}: {4}").format(
                roll, total, roll + total, rarity, verdict
            )

        self.row = DiceRow(
            w,
            "rare",
            lambda dice: roll_total(dice, "2D6", "rare item"),
            show,
            self.tr("2D6, e.g. 5 6"),
        )
        self.row_holder.addWidget(self.row)
        self.show_notes()


class SummaryPage(_Page):
    """8. Summary: every change, the new rating and treasury, the dice log; Finish commits."""

    def __init__(self, wizard: PostBattleWizard) -> None:
        super().__init__(wizard)
        self.setTitle(self.tr("8. Summary"))
        self.setSubTitle(
            self.tr(
                "Nothing is written yet. Finish applies all of it in one step (Undo takes it "
                "back) and adds the battle to the log."
            )
        )
        self.totals = _plain("summaryTotals")
        self.totals.setStyleSheet("font-weight: bold;")
        self.events = QListWidget()
        self.events.setObjectName("summaryEvents")
        self.events.setWordWrap(True)
        self.events.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.dice_log = QPlainTextEdit()
        self.dice_log.setObjectName("diceLog")
        self.dice_log.setReadOnly(True)
        self.error = _plain("summaryError")
        self.error.setStyleSheet(f"color: {ERROR};")
        self.advances = QPushButton()
        self.advances.setObjectName("takeAdvancesButton")
        self.advances.setAutoDefault(False)
        self.advances.clicked.connect(wizard.take_advances)
        bottom = QHBoxLayout()
        bottom.addWidget(self.error, 1)
        bottom.addWidget(self.advances)
        columns = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(QLabel(self.tr("What will change:")))
        left.addWidget(self.events, 1)
        right = QVBoxLayout()
        right.addWidget(QLabel(self.tr("Every die rolled:")))
        right.addWidget(self.dice_log, 1)
        columns.addLayout(left, 3)
        columns.addLayout(right, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.totals)
        layout.addLayout(columns, 1)
        layout.addLayout(bottom)
        self._ready = False

    def initializePage(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        w = self.w
        self.error.clear()
        self.events.clear()
        self.dice_log.clear()
        self._ready = False
        try:
            result = w.full_result()
            after = w.state_after(result)
        except (DiceError, IllegalMoveError) as exc:
            self.error.setText(str(exc))
            self.advances.setVisible(False)
            self.completeChanged.emit()
            return
        rating_after = warband_rating(w.ruleset, to_roster(w.ruleset, after))
        self.totals.setText(
            self.tr(
                "Rating {0} -> {1}.  Treasury {2} gc -> {3} gc.  Wyrdstone {4} -> {5} shard(s)."
            ).format(
                result.rating_before,
                rating_after,
                w.state.treasury,
                after.treasury,
                w.state.shards,
                after.shards,
            )
        )
        for line in w.summary_lines(result):
            self.events.addItem(line)
        self.dice_log.setPlainText(
            "\n".join(f"D{r.sides} {r.purpose}: {r.value}" for r in result.rolls)
            or self.tr("No dice were rolled.")
        )
        owed = sum(len(advances_owed(w.ruleset, warrior)) for warrior in after.warriors)
        self.advances.setText(self.tr("Finish and take advances ({0})").format(owed))
        self.advances.setVisible(owed > 0)
        self._ready = True
        self.completeChanged.emit()

    def show_error(self, message: str) -> None:
        self.error.setText(message)

    def isComplete(self) -> bool:
        return self._ready


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _plain_text(text: str) -> QLabel:
    label = _plain()
    label.setText(text)
    return label


# --- advances after Finish ----------------------------------------------------------------------


class AdvanceQueue(QObject):
    """The advance dialogs, one warrior after the other, once the battle is committed. It lives
    beside the window (not inside the wizard, which is closed by then)."""

    def __init__(
        self, session: Session, warrior_ids: list[str], lang: Lang, parent: QWidget | None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.lang = lang
        self.queue = list(warrior_ids)
        self.dialog_parent = parent
        self.dialog: AdvancementDialog | None = None

    def open_next(self) -> None:
        ruleset = self.session.ruleset
        if self.dialog is not None:
            self.dialog.deleteLater()  # done with: the next one takes its place
            self.dialog = None
        while self.queue:
            warrior_id = self.queue.pop(0)
            state = self.session.current
            warrior = (
                next((w for w in state.warriors if w.id == warrior_id), None) if state else None
            )
            if warrior is None or not advances_owed(ruleset, warrior):
                continue
            dialog = AdvancementDialog(self.session, warrior_id, self.dialog_parent)
            dialog.lang = self.lang
            dialog.finished.connect(lambda _result: self.open_next())
            self.dialog = dialog
            dialog.open()
            return


# --- the wizard -----------------------------------------------------------------------------------


class PostBattleWizard(QWizard):
    """Walk the post-battle sequence for the open warband and commit it as one undo step."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        state = session.current
        if state is None or state.id is None:
            raise ValueError("open a warband before its post-battle sequence")
        self.setObjectName("postBattleWizard")
        self.session = session
        self.ruleset: Ruleset = session.ruleset
        self.state: WarbandState = state.copy()  # the sheet as it was after the battle
        self.warband_id: int = state.id
        self.roster = to_roster(self.ruleset, self.state)
        self._lang: Lang = "en"
        self.change: Change | None = None
        self.advance_queue: AdvanceQueue | None = None
        # What the player entered on the pages that are rebuilt (Back and Next keep it).
        self.out_heroes: set[str] = set()
        self.out_groups: dict[str, int] = {}
        self.out_swords: set[str] = set()
        self.enemies: dict[str, int] = {}
        self.award_counts: dict[tuple[str, str], int] = {}
        self.pit_fights: dict[str, bool | None] = {}
        self.extra_dice = 0
        self.kept: tuple[int, ...] | None = None  # exploration dice kept (indices)
        self.shards_to_sell = 0
        self.let_go: set[str] = set()
        self.slots: dict[str, Slot] = {}
        self._notes: list[str] = []

        self.setWindowTitle(self.tr("Post-battle sequence: {0}").format(state.name))
        self.battle_page = BattlePage(self)
        self.casualties_page = CasualtiesPage(self)
        self.injuries_page = InjuriesPage(self)
        self.experience_page = ExperiencePage(self)
        self.exploration_page = ExplorationPage(self)
        self.income_page = IncomePage(self)
        self.trading_page = TradingPage(self)
        self.summary_page = SummaryPage(self)
        for page_id, page in enumerate(self.pages()):
            self.setPage(page_id, page)
        self.setStartId(BATTLE)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage, True)
        session.failed.connect(self.summary_page.show_error)
        self._listening = True
        self.finished.connect(self._stop_listening)
        self.resize(980, 700)

    def pages(self) -> list[_Page]:
        return [
            self.battle_page,
            self.casualties_page,
            self.injuries_page,
            self.experience_page,
            self.exploration_page,
            self.income_page,
            self.trading_page,
            self.summary_page,
        ]

    # --- language ---------------------------------------------------------------------------

    @property
    def lang(self) -> Lang:
        """The language of the rules' names (scenarios, injuries, multiples, items)."""
        return self._lang

    @lang.setter
    def lang(self, lang: Lang) -> None:
        self._lang = "ru" if lang == "ru" else "en"
        self.battle_page.relabel()
        page = self.currentPage()
        if isinstance(page, _Page) and page is not self.battle_page:
            page.refresh()

    # --- names and words --------------------------------------------------------------------

    def type_name(self, warrior: Warrior) -> str:
        if warrior.kind == "hired_sword":
            return self.ruleset.hired_swords[warrior.type_id].name.get(self._lang)
        return self.ruleset.warrior_type(warrior.type_id).name.get(self._lang)

    def name_of(self, warrior_id: str) -> str:
        try:
            return self.state.warrior(warrior_id).name
        except KeyError:
            return warrior_id

    def reason_name(self, reason: str) -> str:
        if reason == "underdog":
            return self.tr("underdog")
        scenario = self.battle_page.scenario()
        award = next((a for a in scenario.experience if a.id == reason), None)
        return award.name.get(self._lang).lower() if award is not None else reason

    def effect_text(self, effect: Effect) -> str:
        """One lasting effect in words."""
        kind = effect.type
        if kind == "dead":
            return self.tr("dead: he is removed with all his equipment")
        if kind == "retired":
            return self.tr("blind in both eyes: he retires")
        if kind == "characteristic":
            return f"{effect.delta or 0:+d} {effect.characteristic}"
        if kind == "miss_games":
            return self.tr("misses {0} game(s)").format(effect.games)
        if kind in ("psychology", "special_rule") and effect.rule:
            rule = self.ruleset.special_rules.get(effect.rule)
            name = rule.name.get(self._lang) if rule is not None else effect.rule
            if effect.target:
                return self.tr("gains {0} ({1})").format(name, effect.target.replace("_", " "))
            return self.tr("gains {0}").format(name)
        if kind == "lose_equipment":
            if effect.what == "all":
                return self.tr("loses all his weapons, armour and equipment")
            return self.tr("loses his weapons and armour")
        if kind == "experience":
            return self.tr("+{0} experience").format(effect.amount)
        if kind == "gold":
            if effect.amount is None:
                return self.tr("gold: {0}").format(effect.dice)
            return self.tr("+{0} gc").format(effect.amount)
        if kind == "shards":
            return self.tr("+{0} wyrdstone shard(s)").format(effect.amount)
        if kind == "captured":
            return self.tr("captured by the enemy")
        if kind == "item" and effect.item:
            item = self.ruleset.items.get(effect.item)
            name = item.name.get(self._lang) if item is not None else effect.item
            if effect.dice:
                return self.tr("found: {0} x {1}").format(effect.dice, name)
            return self.tr("found: {0}").format(name)
        return kind

    def injury_text(self, outcome: InjuryOutcome, depth: int = 0) -> str:
        """A hero's injury with its sub-roll, re-rolls, nested results and effects."""
        lang = self._lang
        pad = "    " * depth
        head = f"{outcome.roll}: {outcome.result.name.get(lang)}"
        if outcome.sub_result is not None:
            head += f" ({outcome.sub_roll}: {outcome.sub_result.name.get(lang)})"
        lines = [pad + head]
        if outcome.rerolled:
            lines.append(
                pad
                + self.tr("    re-rolled first: {0}").format(
                    ", ".join(str(v) for v in outcome.rerolled)
                )
            )
        if outcome.pit_fight_won is not None:
            fight = (
                self.tr("won his fight in the pits")
                if outcome.pit_fight_won
                else self.tr("lost his fight in the pits")
            )
            lines.append(f"{pad}    {fight}")
        if outcome.effects:
            lines.append(pad + "    -> " + "; ".join(self.effect_text(e) for e in outcome.effects))
        if any(e.type == "captured" for e in outcome.effects):
            lines.append(pad + "    " + outcome.result.text.get(lang))
        for child in outcome.nested:
            lines.append(self.injury_text(child, depth + 1))
        if depth == 0:
            if outcome.dead:
                lines.append(self.tr("He is dead."))
            elif not outcome.all_effects():
                lines.append(self.tr("No lasting effect."))
        return "\n".join(lines)

    def injury_line(self, outcome: InjuryOutcome) -> str:
        """The same in one line, for the summary."""
        lang = self._lang
        text = f"{outcome.roll}: {outcome.result.name.get(lang)}"
        if outcome.sub_result is not None:
            text += f" ({outcome.sub_roll}: {outcome.sub_result.name.get(lang)})"
        if outcome.pit_fight_won is not None:
            text += ", " + (
                self.tr("won his fight in the pits")
                if outcome.pit_fight_won
                else self.tr("lost his fight in the pits")
            )
        if outcome.effects:
            text += " [" + "; ".join(self.effect_text(e) for e in outcome.effects) + "]"
        if outcome.nested:
            text += " -> " + "; ".join(self.injury_line(child) for child in outcome.nested)
        return text

    def losses_text(self, outcomes: tuple[InjuryOutcome, ...]) -> str:
        rolls = ", ".join(str(o.roll) for o in outcomes)
        lost = sum(1 for o in outcomes if o.dead)
        if len(outcomes) == 1:
            verdict = self.tr("gone") if lost else self.tr("recovers")
            return self.tr("D6 {0}: {1}").format(rolls, verdict)
        return self.tr("D6 {0}: {1} lost").format(rolls, lost)

    def multiple_text(self, effects: tuple[Effect, ...]) -> str:
        return "; ".join(self.effect_text(e) for e in effects) or self.tr("nothing to add")

    # --- dice slots -------------------------------------------------------------------------

    def slot(self, slot_id: str, key: tuple[object, ...], label: str) -> Slot:
        """The slot for these dice; a slot whose inputs changed starts again, and says so."""
        slot = self.slots.get(slot_id)
        if slot is not None and slot.key != key:
            if slot.text:
                self._notes.append(
                    self.tr(
                        "The dice of {0} were cleared: what they depend on changed. Roll again."
                    ).format(slot.label)
                )
            slot = None
        if slot is None:
            slot = self.slots[slot_id] = Slot(key, label)
        slot.label = label
        return slot

    def drop_slots(self, prefixes: tuple[str, ...], keep: set[str]) -> None:
        for slot_id in [s for s in self.slots if s.startswith(prefixes) and s not in keep]:
            slot = self.slots.pop(slot_id)
            if slot.text:
                self._notes.append(
                    self.tr("The dice of {0} were dropped: no longer needed.").format(slot.label)
                )

    def take_notes(self) -> list[str]:
        notes, self._notes = self._notes, []
        return notes

    def _values(self, slot_id: str) -> list[int]:
        slot = self.slots.get(slot_id)
        return list(slot.values) if slot is not None and slot.done else []

    # --- the battle report -------------------------------------------------------------------

    def awards_of(self, scenario: Scenario) -> list[ExperienceAward]:
        """The awards the players report (the rules work out the others)."""
        return [a for a in scenario.experience if a.id not in AUTOMATIC_AWARDS]

    def report(self, **changes: Any) -> BattleReport:
        page = self.battle_page
        took = page.took_part_ids()
        present = set(took)
        scenario = page.scenario()
        award_ids = {a.id: a for a in self.awards_of(scenario)}
        heroes = tuple(
            h.id for h in self.state.heroes if h.id in self.out_heroes and h.id in present
        )
        awards = []
        for (award_id, warrior_id), count in self.award_counts.items():
            award = award_ids.get(award_id)
            if award is None or not count or warrior_id not in present:
                continue
            if award.applies_to == "heroes" and self.state.warrior(warrior_id).kind != "hero":
                continue
            awards.append(Award(award_id, warrior_id, count))
        report = BattleReport(
            scenario=scenario.id,
            result=cast(Result, page.result()),
            opponent_rating=page.opponent_rating.value(),
            opponent=page.opponent_name.text().strip(),
            opponent_type=page.opponent_type_text(),
            date=page.date_edit.date().toString("yyyy-MM-dd"),
            took_part=took,
            heroes_out_of_action=heroes,
            henchmen_out_of_action={
                g.id: self.out_groups[g.id]
                for g in self.state.groups
                if self.out_groups.get(g.id) and g.id in present
            },
            hired_swords_out_of_action=tuple(
                s.id for s in self.state.hired_swords if s.id in self.out_swords and s.id in present
            ),
            enemies_out_of_action={
                hero_id: count
                for hero_id, count in self.enemies.items()
                if count and hero_id in present
            },
            awards=tuple(sorted(awards, key=lambda a: (a.warrior, a.award))),
            pit_fights_won={
                hero_id: won
                for hero_id, won in self.pit_fights.items()
                if won is not None and hero_id in heroes
            },
            extra_exploration_dice=self.extra_dice,
            shards_to_sell=self.shards_to_sell,
            upkeep_refused=tuple(s for s in sorted(self.let_go)),
        )
        return replace(report, **changes) if changes else report

    # --- the dice in the rules' order ---------------------------------------------------------

    def injury_values(self) -> list[int]:
        report = self.report()
        values: list[int] = []
        for hero_id in report.heroes_out_of_action:
            values += self._values(f"hero:{hero_id}")
        for group in self.state.groups:
            if report.henchmen_out_of_action.get(group.id):
                values += self._values(f"group:{group.id}")
        for sword_id in report.hired_swords_out_of_action:
            values += self._values(f"sword:{sword_id}")
        return values

    def preview(self) -> PostBattleResult:
        """The sequence with the injuries rolled so far and 1s for dice not rolled yet: what
        the rules say of injuries and experience (exploration and income come later)."""
        return resolve_post_battle(
            self.ruleset,
            self.roster,
            self.report(shards_to_sell=0, upkeep_refused=()),
            _Chain(self.injury_values()),
        )

    def exploration_count(self) -> int:
        return len(self.preview().exploration.dice_rolled)

    def exploration_values(self) -> tuple[int, ...] | None:
        slot = self.slots.get("explore")
        count = self.exploration_count()
        if slot is None or slot.key != ("explore", count) or not slot.done:
            return None if count else ()
        return tuple(slot.values)

    def kept_indices(self) -> tuple[int, ...]:
        values = self.exploration_values() or ()
        limit = self.ruleset.campaign.exploration.max_dice
        if len(values) <= limit:
            return tuple(range(len(values)))
        if self.kept is not None and all(n < len(values) for n in self.kept):
            return self.kept
        best = sorted(range(len(values)), key=lambda n: (-values[n], n))[:limit]
        return tuple(sorted(best))

    def exploration_found(self) -> ExplorationResult | None:
        """Shards and multiple of the dice kept; None while the dice are not rolled or too many
        are kept."""
        values = self.exploration_values()
        if values is None:
            return None
        kept = self.kept_indices()
        if len(kept) > self.ruleset.campaign.exploration.max_dice:
            return None
        if len(values) > self.ruleset.campaign.exploration.max_dice and len(kept) < (
            self.ruleset.campaign.exploration.max_dice
        ):
            return None  # keep six: the rules keep six of more
        return explore(self.ruleset, tuple(values[n] for n in kept))

    def _fed_exploration(self) -> tuple[list[int], bool]:
        """The exploration dice for the replay, and whether they differ from the real ones.

        The rules keep the highest six. When the player kept others, the discarded dice are
        fed as 1s: the rules then keep exactly the dice the player kept."""
        values = list(self.exploration_values() or ())
        kept = self.kept_indices()
        limit = self.ruleset.campaign.exploration.max_dice
        if len(values) <= limit:
            return values, False
        kept_values = sorted((values[n] for n in kept), reverse=True)
        if kept_values == sorted(values, reverse=True)[:limit]:
            return values, False
        return kept_values + [1] * (len(values) - len(kept_values)), True

    def multiple_needs_dice(self) -> bool:
        found = self.exploration_found()
        return bool(
            found is not None
            and found.multiple is not None
            and any(e.dice and e.type in ("gold", "shards") for e in found.multiple.effects)
        )

    def multiple_values(self) -> list[int]:
        found = self.exploration_found()
        slot = self.slots.get("multiple")
        if not self.multiple_needs_dice() or found is None or found.multiple is None:
            return []
        if slot is None or slot.key != ("multiple", found.multiple.id):
            return []
        return self._values("multiple")

    def resolve_multiple(self, dice: DiceSource) -> tuple[Effect, ...]:
        """The multiple's effects, rolled through the rules' own sequence with these dice."""
        fed, _ = self._fed_exploration()
        result = resolve_post_battle(
            self.ruleset,
            self.roster,
            self.report(shards_to_sell=0, upkeep_refused=()),
            _Chain(self.injury_values() + fed, dice),
        )
        return result.exploration.effects

    def full_result(self, **changes: Any) -> PostBattleResult:
        """The whole sequence replayed through the rules with every die kept on the pages."""
        fed, patched = self._fed_exploration()
        multiple = self.multiple_values()
        injuries = self.injury_values()
        dice = TableDice(injuries + fed + multiple)
        result = resolve_post_battle(self.ruleset, self.roster, self.report(**changes), dice)
        if dice.remaining:
            raise IllegalMoveError(
                self.tr("The dice do not match the steps: go back and roll again.")
            )
        if patched:
            result = self._real_exploration_dice(result, len(injuries))
        return result

    def _real_exploration_dice(self, result: PostBattleResult, start: int) -> PostBattleResult:
        """Put the dice actually rolled (discarded ones too) back in the log."""
        real = list(self.exploration_values() or ())
        kept = [real[n] for n in self.kept_indices()]
        rolls = list(result.rolls)
        for n, value in enumerate(real):
            rolls[start + n] = Roll(6, value, rolls[start + n].purpose)
        events = []
        for event in result.events:
            if event.startswith("Exploration: ") and " -> " in event:
                tail = event.split(" -> ", 1)[1]
                event = (
                    f"Exploration: {' '.join(map(str, real))} "
                    f"(kept {' '.join(map(str, kept))}) -> {tail}"
                )
            events.append(event)
        return replace(
            result,
            exploration=replace(result.exploration, dice_rolled=tuple(real)),
            rolls=tuple(rolls),
            events=tuple(events),
        )

    def state_after(self, result: PostBattleResult) -> WarbandState:
        """The sheet as Finish will leave it (worked out on a copy; nothing is written)."""
        after = self.state.copy()
        try:
            apply_result(self.session.store, after, result)
        except RefusedError as exc:
            raise IllegalMoveError(str(exc)) from None
        return after

    def summary_lines(self, result: PostBattleResult) -> list[str]:
        """Everything that will change, in the interface's language."""
        lines: list[str] = []
        report = result.report
        took = set(report.took_part or ())
        for warrior in self.state.warriors:
            if warrior.id not in took and warrior.games_to_miss:
                lines.append(
                    self.tr("{0} sat this game out: {1} game(s) left to miss.").format(
                        warrior.name, warrior.games_to_miss - 1
                    )
                )
        for injury in result.injuries:
            lines.append(f"{self.name_of(injury.warrior)}: {self.injury_line(injury.outcome)}")
        for loss in result.losses:
            warrior = self.state.warrior(loss.warrior)
            rolls = ", ".join(str(v) for v in loss.rolls)
            if warrior.kind == "hired_sword":
                verdict = self.tr("gone") if loss.lost else self.tr("recovers")
                lines.append(self.tr("{0}: D6 {1}, {2}").format(warrior.name, rolls, verdict))
            else:
                lines.append(
                    self.tr("{0}: D6 {1}, {2} model(s) lost").format(warrior.name, rolls, loss.lost)
                )
        for gain in result.experience:
            line = self.tr("{0}: +{1} experience ({2} -> {3})").format(
                self.name_of(gain.warrior), gain.amount, gain.old, gain.new
            )
            if gain.crossed:
                line += self.tr(", advance roll owed (box {0})").format(
                    ", ".join(str(b) for b in gain.crossed)
                )
            lines.append(line)
        exploration = result.exploration
        if exploration.dice_rolled:
            line = self.tr("Exploration: {0}, kept {1}: {2} shard(s)").format(
                " ".join(str(v) for v in exploration.dice_rolled),
                " ".join(str(v) for v in exploration.result.dice),
                result.shards_found,
            )
            if exploration.result.multiple is not None:
                line += ", " + exploration.result.multiple.name.get(self._lang)
                if exploration.effects:
                    line += " (" + self.multiple_text(exploration.effects) + ")"
            lines.append(line)
        if result.gold_found:
            lines.append(self.tr("Gold found: {0} gc").format(result.gold_found))
        if result.shards_sold:
            lines.append(
                self.tr("Sold {0} shard(s) for {1} gc").format(result.shards_sold, result.sale_gold)
            )
        for sword_id, fee, paid in result.upkeep:
            name = self.name_of(sword_id)
            if paid:
                lines.append(self.tr("{0}: upkeep {1} gc paid").format(name, fee))
            else:
                lines.append(self.tr("{0}: upkeep {1} gc not paid: he leaves").format(name, fee))
        return lines

    # --- committing -------------------------------------------------------------------------

    def commit(self) -> bool:
        """Apply the whole sequence: one use case, one transaction, one undo step."""
        if self.change is not None:
            return True
        try:
            result = self.full_result()
        except (DiceError, IllegalMoveError) as exc:
            self.summary_page.show_error(str(exc))
            return False
        change = self.session.run(apply_post_battle_result, self.warband_id, result)
        if change is None:
            return False  # refused: the session said why (shown on the summary page)
        self.change = change
        return True

    def accept(self) -> None:
        if self.commit():
            super().accept()

    def take_advances(self) -> None:
        """Finish, then the advance dialog for each warrior who owes a roll."""
        if not self.commit():
            return
        state = self.session.current
        owed = [w.id for w in (state.warriors if state else []) if advances_owed(self.ruleset, w)]
        self.advance_queue = AdvanceQueue(self.session, owed, self._lang, self.parentWidget())
        self.accept()
        self.advance_queue.open_next()

    def reject(self) -> None:
        """Cancel writes nothing; with dice rolled, ask before throwing them away."""
        if self.change is None and any(slot.text for slot in self.slots.values()):
            answer = QMessageBox.question(
                self,
                self.tr("Post-battle sequence"),
                self.tr(
                    "Discard this post-battle sequence and the dice rolled? Nothing was written."
                ),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        super().reject()

    def _stop_listening(self) -> None:
        if self._listening:
            self.session.failed.disconnect(self.summary_page.show_error)
            self._listening = False
