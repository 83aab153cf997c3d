"""Taking an advance: the roll owed, the dice (in the app or typed from the table), the table's
result with its choices, and the use case that writes it on the sheet.

The dialog rolls nothing itself: `rules.advancement` rolls the hero or henchman table (with its
sub-roll and the re-rolls at a racial maximum) through a dice source, and `apply_advance` or
`promote_lad` make the change through the session, so it lands on the undo stack.
"""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from app import usecases as uc
from app.domain import Warrior, base_profile
from app.usecases.advancing import advances_owed, talent_allowed
from rules import DiceError, IllegalMoveError
from rules.advancement import (
    AdvanceOutcome,
    roll_henchman_advance,
    roll_hero_advance,
    skill_choices,
)
from rules.dice import DiceTextError, RandomDice, Roll, TableDice, parse_dice
from rules.messages import Message
from rules.models import Lang, Profile, Spell
from ui.language import RulesLanguage
from ui.session import Session
from ui.words import say

SPELL = "__spell__"  # the skill-list entry that stands for "a new spell instead"


class _Choice(TypedDict):
    """The keywords of `apply_advance` for the advance chosen on screen."""

    kind: Literal["characteristic", "skill", "spell"]
    characteristic: NotRequired[str]
    skill: NotRequired[str]
    spell: NotRequired[str]


class AdvancementDialog(RulesLanguage, QDialog):
    """Roll and take the advances a warrior or a henchman group owes, one after the other."""

    def __init__(self, session: Session, warrior_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.warrior_id = warrior_id
        self._lang: Lang = "en"
        self._dice: RandomDice | TableDice | None = None
        self._advance_rolls: list[Roll] = []
        self._outcome: AdvanceOutcome | None = None
        self._spell_roll: Roll | None = None
        self._spell: Spell | None = None
        self._return_to: str | None = None  # the group a promoted lad came from
        self._connected = False
        self.setWindowTitle(self.tr("Advance"))
        self.setMinimumWidth(460)

        self._make_labels()
        self._make_dice_box()
        self._make_choice_pages()
        self._make_talent_page()
        buttons = self._make_buttons()
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.owed_label)
        layout.addWidget(self.dice_box)
        layout.addWidget(self.result_label)
        layout.addWidget(self.dice_label)
        for page in (self.characteristic_page, self.skill_page, self.talent_page):
            layout.addWidget(page)
        layout.addWidget(self.error_label)
        layout.addStretch(1)
        layout.addLayout(buttons)

        self.typed.textEdited.connect(self._typing)
        self.roll_button.clicked.connect(self._roll)
        self.apply_button.clicked.connect(self._apply)
        self.close_button.clicked.connect(self.reject)
        self.in_app.toggled.connect(self._mode_changed)
        self.choice_box.currentIndexChanged.connect(self._update_apply)
        self.skill_list_box.currentIndexChanged.connect(self._skill_list_changed)
        self.skill_box.currentIndexChanged.connect(self._update_apply)
        self.talent_name.textChanged.connect(self._update_apply)
        self.talent_list1.currentIndexChanged.connect(self._update_apply)
        self.talent_list2.currentIndexChanged.connect(self._update_apply)
        self.session.failed.connect(self._show_error)
        self._connected = True

        self.retranslate()
        self._reset()

    def _make_labels(self) -> None:
        """The heading, the advances owed and what the dice gave."""
        self.heading = QLabel()
        self.heading.setObjectName("advanceHeading")
        self.heading.setStyleSheet("font-size: 12pt; font-weight: bold;")
        self.heading.setWordWrap(True)
        self.owed_label = QLabel()
        self.owed_label.setObjectName("owedLabel")
        self.owed_label.setWordWrap(True)

        self.result_label = QLabel()
        self.result_label.setObjectName("resultLabel")
        self.result_label.setWordWrap(True)
        self.result_label.setTextFormat(Qt.TextFormat.PlainText)
        self.dice_label = QLabel()
        self.dice_label.setObjectName("diceLabel")
        self.dice_label.setWordWrap(True)
        self.dice_label.setTextFormat(Qt.TextFormat.PlainText)
        self.dice_label.setStyleSheet("color: palette(dark);")

    def _make_dice_box(self) -> None:
        """The dice: rolled by the program, or typed as rolled on the table."""
        self.dice_box = QGroupBox()
        self.dice_mode = QWidget()
        self.dice_mode.setObjectName("diceMode")
        self.in_app = QRadioButton()
        self.in_app.setObjectName("rollInApp")
        self.on_table = QRadioButton()
        self.on_table.setObjectName("rollOnTable")
        self.mode_group = QButtonGroup(self)
        self.mode_group.addButton(self.in_app)
        self.mode_group.addButton(self.on_table)
        self.in_app.setChecked(True)
        self.typed = QLineEdit()
        self.typed.setObjectName("typedDice")
        self.roll_button = QPushButton()
        self.roll_button.setObjectName("rollButton")
        self.roll_button.setDefault(True)  # Enter in the dice field rolls
        mode_layout = QVBoxLayout(self.dice_mode)
        mode_layout.setContentsMargins(0, 0, 0, 0)
        mode_layout.addWidget(self.in_app)
        table_row = QHBoxLayout()
        table_row.addWidget(self.on_table)
        table_row.addWidget(self.typed, stretch=1)
        mode_layout.addLayout(table_row)
        dice_layout = QVBoxLayout(self.dice_box)
        dice_layout.addWidget(self.dice_mode)
        dice_layout.addWidget(self.roll_button, alignment=Qt.AlignmentFlag.AlignRight)

    def _make_choice_pages(self) -> None:
        """The choices a result asks for: a characteristic, or a skill (or a spell)."""
        self.characteristic_page = QWidget()
        characteristic_form = QFormLayout(self.characteristic_page)
        characteristic_form.setContentsMargins(0, 0, 0, 0)
        self.choice_box = QComboBox()
        self.choice_box.setObjectName("choiceBox")
        self.choice_caption = QLabel()
        characteristic_form.addRow(self.choice_caption, self.choice_box)

        self.skill_page = QWidget()
        skill_form = QFormLayout(self.skill_page)
        skill_form.setContentsMargins(0, 0, 0, 0)
        self.skill_list_box = QComboBox()
        self.skill_list_box.setObjectName("skillListBox")
        self.skill_box = QComboBox()
        self.skill_box.setObjectName("skillBox")
        self.spell_label = QLabel()
        self.spell_label.setObjectName("spellLabel")
        self.spell_label.setWordWrap(True)
        self.skill_list_caption = QLabel()
        self.skill_caption = QLabel()
        skill_form.addRow(self.skill_list_caption, self.skill_list_box)
        skill_form.addRow(self.skill_caption, self.skill_box)
        skill_form.addRow(self.spell_label)

    def _make_talent_page(self) -> None:
        """The lad's got talent: the new hero's name and his two skill lists."""
        self.talent_page = QWidget()
        talent_form = QFormLayout(self.talent_page)
        talent_form.setContentsMargins(0, 0, 0, 0)
        self.talent_intro = QLabel()
        self.talent_intro.setWordWrap(True)
        self.talent_name = QLineEdit()
        self.talent_name.setObjectName("talentName")
        self.talent_list1 = QComboBox()
        self.talent_list1.setObjectName("talentList1")
        self.talent_list2 = QComboBox()
        self.talent_list2.setObjectName("talentList2")
        self.talent_name_caption = QLabel()
        self.talent_list1_caption = QLabel()
        self.talent_list2_caption = QLabel()
        talent_form.addRow(self.talent_intro)
        talent_form.addRow(self.talent_name_caption, self.talent_name)
        talent_form.addRow(self.talent_list1_caption, self.talent_list1)
        talent_form.addRow(self.talent_list2_caption, self.talent_list2)

    def _make_buttons(self) -> QHBoxLayout:
        """The error line, Apply and Close."""
        self.error_label = QLabel()
        self.error_label.setObjectName("errorLabel")
        self.error_label.setWordWrap(True)
        self.error_label.setTextFormat(Qt.TextFormat.PlainText)
        self.error_label.setStyleSheet("color: #b3261e;")

        self.apply_button = QPushButton()
        self.apply_button.setObjectName("applyButton")
        self.apply_button.setAutoDefault(False)
        self.close_button = QPushButton()
        self.close_button.setObjectName("closeButton")
        self.close_button.setAutoDefault(False)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.apply_button)
        buttons.addWidget(self.close_button)
        return buttons

    # --- language --------------------------------------------------------------------------

    def show_language(self) -> None:
        self._show_warrior()
        if self._outcome is not None:
            self._fill_choices(self._remember_choices())
        self._show_outcome()

    def retranslate(self) -> None:
        self.dice_box.setTitle(self.tr("Dice"))
        self.in_app.setText(self.tr("Roll in the app"))
        self.on_table.setText(self.tr("Dice rolled on the table:"))
        self.typed.setPlaceholderText(self.tr("e.g. 3 4 2"))
        self.roll_button.setText(self.tr("Roll"))
        self.choice_caption.setText(self.tr("Raise"))
        self.choice_box.setPlaceholderText(self.tr("Choose a characteristic"))
        self.skill_list_caption.setText(self.tr("Skill list"))
        self.skill_list_box.setPlaceholderText(self.tr("Choose a skill list"))
        self.skill_caption.setText(self.tr("Skill"))
        self.skill_box.setPlaceholderText(self.tr("Choose a skill"))
        self.talent_intro.setText(
            self.tr(
                "One model leaves the group and becomes a hero. Name him and choose two skill "
                "lists; then roll his first advance on the hero table."
            )
        )
        self.talent_name_caption.setText(self.tr("Name"))
        self.talent_name.setPlaceholderText(self.tr("The new hero's name"))
        self.talent_list1_caption.setText(self.tr("First skill list"))
        self.talent_list2_caption.setText(self.tr("Second skill list"))
        self.talent_list1.setPlaceholderText(self.tr("Choose a skill list"))
        self.talent_list2.setPlaceholderText(self.tr("Choose another skill list"))
        self.apply_button.setText(self.tr("Apply"))
        self.close_button.setText(self.tr("Close"))

    # --- the warrior and what he owes ------------------------------------------------------

    def warrior(self) -> Warrior | None:
        state = self.session.current
        if state is None:
            return None
        return next((w for w in state.warriors if w.id == self.warrior_id), None)

    def owed(self) -> list[int | None]:
        warrior = self.warrior()
        return [] if warrior is None else advances_owed(self.session.ruleset, warrior)

    def threshold(self) -> int | None:
        """The box the advance on screen is for (the first one owed)."""
        owed = self.owed()
        return owed[0] if owed else None

    def _type_name(self, warrior: Warrior) -> str:
        ruleset = self.session.ruleset
        if warrior.kind == "hired_sword":
            return ruleset.hired_swords[warrior.type_id].name.get(self._lang)
        return ruleset.warrior_type(warrior.type_id).name.get(self._lang)

    def _show_warrior(self) -> None:
        warrior = self.warrior()
        if warrior is None:
            self.heading.setText(self.tr("This warrior is no longer in the warband."))
            self.owed_label.clear()
            return
        name = warrior.name
        if warrior.kind == "henchmen":
            name = self.tr("{0} ({1} models)").format(warrior.name, warrior.count)
        self.heading.setText(f"{name} - {self._type_name(warrior)}")
        owed = self.owed()
        if not owed:
            self.owed_label.setText(
                self.tr("Experience {0}. No advance owed.").format(warrior.experience)
            )
            return
        boxes = ", ".join(
            self.tr("box {0}").format(box) if box is not None else self.tr("a roll without a box")
            for box in owed
        )
        first = owed[0]
        now = (
            self.tr("Now rolling for box {0}.").format(first)
            if first is not None
            else self.tr("Now rolling the roll owed without a box.")
        )
        self.owed_label.setText(
            self.tr("Experience {0}. Advances owed: {1} ({2}). {3}").format(
                warrior.experience, len(owed), boxes, now
            )
        )

    def _reset(self) -> None:
        """Ready for the first advance owed: no dice, no result, no choice."""
        self._dice = None
        self._advance_rolls = []
        self._outcome = None
        self._spell_roll = None
        self._spell = None
        self.typed.clear()
        self.error_label.clear()
        self.result_label.clear()
        self.dice_label.clear()
        for box in (
            self.choice_box,
            self.skill_list_box,
            self.skill_box,
            self.talent_list1,
            self.talent_list2,
        ):
            box.blockSignals(True)
            box.clear()
            box.blockSignals(False)
        self.spell_label.clear()
        self.roll_button.setDefault(True)  # Enter rolls
        self._show_warrior()
        self._show_pages(None)
        self.roll_button.setEnabled(bool(self.owed()))
        self.dice_mode.setEnabled(bool(self.owed()))
        self._update_apply()

    # --- rolling ---------------------------------------------------------------------------

    def _typing(self) -> None:
        """Dice typed from the table: Enter rolls them (again), whatever was on screen."""
        self.on_table.setChecked(True)
        self.roll_button.setDefault(True)

    def _after_roll(self) -> None:
        """Enter now takes the advance; the keyboard goes to the choice it waits for, if any."""
        self.apply_button.setDefault(True)
        if self.apply_button.isEnabled():
            self.apply_button.setFocus()
            return
        for widget in (self.choice_box, self.skill_list_box, self.skill_box, self.talent_name):
            if widget.isVisibleTo(self):
                widget.setFocus()
                return

    def _mode_changed(self) -> None:
        if self._outcome is None:
            self.roll_button.setEnabled(bool(self.owed()))

    def _typed_values(self) -> list[int] | None:
        try:
            return parse_dice(self.typed.text())
        except DiceTextError as exc:
            self._show_error(
                self.tr("'{0}' is not a die: type the numbers rolled, like 3 4 2").format(exc.token)
            )
            return None

    def _roll(self) -> None:
        if not self.roll_button.isEnabled():
            return
        self.error_label.clear()
        remembered = self._remember_choices()
        if self.on_table.isChecked():
            values = self._typed_values()
            if values is None:
                return
            dice: RandomDice | TableDice = TableDice(values)
        else:
            dice = RandomDice()
        self._dice = dice
        self._advance_rolls = []
        self._outcome = None
        self._spell_roll = None
        self._spell = None
        try:
            self._outcome = self._roll_table(dice)
        except (DiceError, IllegalMoveError) as exc:
            # Typed dice missing (a re-roll wants one more) or impossible, or no legal advance:
            # show the dice so far and the rules' words; what was typed stays to be completed.
            self._advance_rolls = list(dice.log)
            self._show_outcome()
            self._show_error(str(exc))
            return
        self._advance_rolls = list(dice.log)
        if not self.on_table.isChecked():
            # Dice rolled by the program stand: no rolling again until this advance is taken.
            self.roll_button.setEnabled(False)
            self.dice_mode.setEnabled(False)
        self._fill_choices(remembered)
        self._show_outcome()
        self._after_roll()

    def _roll_table(self, dice: RandomDice | TableDice) -> AdvanceOutcome:
        warrior = self.warrior()
        state = self.session.current
        if warrior is None or state is None:
            raise IllegalMoveError(self.tr("This warrior is no longer in the warband."))
        ruleset = self.session.ruleset
        base = base_profile(ruleset, warrior)
        profile = warrior.profile(base)
        race_max = self._race_max(warrior)
        if warrior.kind == "henchmen":
            return roll_henchman_advance(
                ruleset,
                profile,
                base,
                race_max,
                dice,
                talent_allowed=talent_allowed(ruleset, state, warrior),
            )
        return roll_hero_advance(ruleset, profile, race_max, dice)

    def _race_max(self, warrior: Warrior) -> Profile:
        ruleset = self.session.ruleset
        if warrior.kind == "hired_sword":
            race = ruleset.hired_swords[warrior.type_id].race
        else:
            race = ruleset.warrior_type(warrior.type_id).race
        return ruleset.races[race].max

    # --- the choices -----------------------------------------------------------------------

    def _show_pages(self, kind: str | None) -> None:
        self.characteristic_page.setVisible(
            kind == "characteristic" and self._outcome is not None and self._outcome.needs_choice
        )
        self.skill_page.setVisible(kind == "skill")
        self.talent_page.setVisible(kind == "lads_got_talent")

    def _remember_choices(self) -> dict[str, object]:
        return {
            "choice": self.choice_box.currentData(),
            "list": self.skill_list_box.currentData(),
            "skill": self.skill_box.currentData(),
            "list1": self.talent_list1.currentData(),
            "list2": self.talent_list2.currentData(),
        }

    @staticmethod
    def _select(box: QComboBox, data: object) -> None:
        index = box.findData(data) if data is not None else -1
        box.setCurrentIndex(index)

    def _characteristic_name(self, key: str) -> str:
        for info in self.session.ruleset.characteristics:
            if info.key == key:
                return info.name.get(self._lang)
        return key

    def _fill_choices(self, remembered: dict[str, object]) -> None:
        outcome = self._outcome
        warrior = self.warrior()
        if outcome is None or warrior is None:
            self._show_pages(None)
            return
        for box in (self.choice_box, self.skill_list_box, self.skill_box):
            box.blockSignals(True)
            box.clear()
        for key in outcome.options:
            self.choice_box.addItem(f"+1 {key} ({self._characteristic_name(key)})", key)
        self._select(self.choice_box, remembered["choice"])
        if outcome.kind == "skill":
            for list_id in self._skill_lists(warrior):
                self.skill_list_box.addItem(
                    self.session.ruleset.skill_lists[list_id].name.get(self._lang), list_id
                )
            spell_list_id = self._spell_list(warrior)
            if spell_list_id is not None:
                spell_list = self.session.ruleset.spell_lists[spell_list_id]
                self.skill_list_box.addItem(
                    self.tr("New spell instead (a D6 on {0})").format(
                        spell_list.name.get(self._lang)
                    ),
                    SPELL,
                )
            self._select(self.skill_list_box, remembered["list"])
        for box in (self.choice_box, self.skill_list_box, self.skill_box):
            box.blockSignals(False)
        if outcome.kind == "skill":
            self._skill_list_changed()
            self._select(self.skill_box, remembered["skill"])
        if outcome.kind == "lads_got_talent":
            self._fill_talent_lists(remembered)
        self._show_pages(outcome.kind)
        self._update_apply()

    def _skill_lists(self, warrior: Warrior) -> list[str]:
        ruleset = self.session.ruleset
        if warrior.kind == "hired_sword":
            own = ruleset.hired_swords[warrior.type_id].skill_lists
        else:
            own = ruleset.warrior_type(warrior.type_id).skill_lists
        return list(dict.fromkeys([*own, *warrior.extra_skill_lists]))

    def _spell_list(self, warrior: Warrior) -> str | None:
        """The list a caster rolls his new spells on; None for a warrior who casts nothing."""
        ruleset = self.session.ruleset
        if warrior.kind == "hired_sword":
            return ruleset.hired_swords[warrior.type_id].spell_list
        return ruleset.warrior_type(warrior.type_id).spell_list

    def _skills_open(self, warrior: Warrior, list_id: str) -> list[str]:
        """The skills of that list the warrior may take now (the rules say which)."""
        ruleset = self.session.ruleset
        if warrior.kind == "hired_sword":
            # skill_choices knows warband types only; a hired sword's lists are his own.
            return [s.id for s in ruleset.skills_of(list_id) if s.id not in warrior.skills]
        allowed = skill_choices(
            ruleset, warrior.type_id, tuple(warrior.skills), tuple(warrior.extra_skill_lists)
        )
        return [skill for skill in allowed if ruleset.skills[skill].list == list_id]

    def _skill_list_changed(self) -> None:
        warrior = self.warrior()
        list_id = self.skill_list_box.currentData()
        self.skill_box.blockSignals(True)
        self.skill_box.clear()
        self.skill_box.blockSignals(False)
        self.spell_label.clear()
        spell_chosen = list_id == SPELL
        self.skill_box.setVisible(not spell_chosen)
        self.skill_caption.setVisible(not spell_chosen)
        self.spell_label.setVisible(spell_chosen)
        if warrior is None or list_id is None:
            self._update_apply()
            return
        if spell_chosen:
            self._roll_spell(warrior)
        else:
            self.error_label.clear()
            skills = self._skills_open(warrior, str(list_id))
            self.skill_box.blockSignals(True)
            for skill in skills:
                self.skill_box.addItem(
                    self.session.ruleset.skills[skill].name.get(self._lang), skill
                )
            self.skill_box.setCurrentIndex(-1)
            self.skill_box.blockSignals(False)
            if not skills:
                self.skill_box.setPlaceholderText(self.tr("No skill left in this list"))
            else:
                self.skill_box.setPlaceholderText(self.tr("Choose a skill"))
        self._show_outcome()
        self._update_apply()

    def _roll_spell(self, warrior: Warrior) -> None:
        """A caster's new spell: a D6 on his list, from the same dice as the advance."""
        spell_list = self._spell_list(warrior)
        if spell_list is None or self._dice is None:
            return
        if self._spell_roll is None:
            try:
                value = self._dice.roll(6, Message.of("new_spell"))
            except DiceError as exc:
                self._show_error(str(exc))
                return
            self.error_label.clear()
            self._spell_roll = self._dice.log[-1]
            self._spell = next(
                (s for s in self.session.ruleset.spells_of(spell_list) if s.d6 == value),
                None,
            )
        spell = self._spell
        if spell is None:
            return
        text = self.tr("D6 {0}: {1}").format(self._spell_roll.value, spell.name.get(self._lang))
        if any(known.spell == spell.key for known in warrior.spells):
            text += "\n" + self.tr("Already known: its difficulty drops by 1.")
        self.spell_label.setText(text)

    def _fill_talent_lists(self, remembered: dict[str, object]) -> None:
        state = self.session.current
        if state is None:
            return
        ruleset = self.session.ruleset
        warband = ruleset.warband(state.type_id)
        lists = list(dict.fromkeys(lst for t in warband.heroes for lst in t.skill_lists))
        for box, key in ((self.talent_list1, "list1"), (self.talent_list2, "list2")):
            box.blockSignals(True)
            box.clear()
            for list_id in lists:
                box.addItem(ruleset.skill_lists[list_id].name.get(self._lang), list_id)
            self._select(box, remembered[key])
            box.blockSignals(False)

    # --- showing the result ----------------------------------------------------------------

    def _rolls_shown(self) -> list[Roll]:
        rolls = list(self._advance_rolls)
        if self._spell_roll is not None and self.skill_list_box.currentData() == SPELL:
            rolls.append(self._spell_roll)
        return rolls

    def _show_outcome(self) -> None:
        rolls = self._rolls_shown()
        lines = [
            self.tr("D{0} for {1}: {2}").format(
                r.sides, say(r.purpose, self.lang, self.session.ruleset), r.value
            )
            for r in rolls
        ]
        if isinstance(self._dice, TableDice):
            used = len(self._dice.log)
            unused = self._dice.values[used:]
            if unused and self._outcome is not None:
                lines.append(self.tr("Not used: {0}").format(" ".join(str(v) for v in unused)))
        self.dice_label.setText("\n".join(lines))
        outcome = self._outcome
        if outcome is None:
            self.result_label.clear()
            return
        result = [self.tr("2D6 {0}: {1}").format(outcome.roll, outcome.result.name.get(self._lang))]
        if outcome.rerolled:
            result.append(
                self.tr("Re-rolled: {0}").format(", ".join(str(t) for t in outcome.rerolled))
            )
        if outcome.kind == "characteristic" and outcome.characteristic is not None:
            key = outcome.characteristic
            result.append(self.tr("+1 {0} ({1})").format(key, self._characteristic_name(key)))
        elif outcome.needs_choice:
            result.append(self.tr("Choose the characteristic to raise."))
        if outcome.note:
            result.append(outcome.note)
        self.result_label.setText("\n".join(result))

    def _show_error(self, message: str) -> None:
        self.error_label.setText(message)

    # --- applying --------------------------------------------------------------------------

    def _choice(self) -> _Choice | None:
        """The use case's keywords for the advance on screen, or None while a choice is open."""
        outcome = self._outcome
        if outcome is None:
            return None
        if outcome.kind == "characteristic":
            key = outcome.characteristic or self.choice_box.currentData()
            return None if key is None else {"kind": "characteristic", "characteristic": key}
        if outcome.kind == "skill":
            if self.skill_list_box.currentData() == SPELL:
                spell = self._spell
                return None if spell is None else {"kind": "spell", "spell": spell.key}
            skill = self.skill_box.currentData()
            return None if skill is None else {"kind": "skill", "skill": skill}
        return None

    def _talent(self) -> tuple[str, list[str]] | None:
        if self._outcome is None or self._outcome.kind != "lads_got_talent":
            return None
        name = self.talent_name.text().strip()
        first, second = self.talent_list1.currentData(), self.talent_list2.currentData()
        if not name or first is None or second is None or first == second:
            return None
        return name, [str(first), str(second)]

    def _update_apply(self) -> None:
        self.apply_button.setEnabled(self._choice() is not None or self._talent() is not None)

    def _apply(self) -> None:
        self.error_label.clear()
        talent = self._talent()
        if talent is not None:
            self._promote(*talent)
            return
        choice = self._choice()
        if choice is None:
            return
        dice = [roll.value for roll in self._rolls_shown()]
        change = self.session.run_on_current(
            uc.apply_advance, self.warrior_id, threshold=self.threshold(), dice=dice, **choice
        )
        if change is None:
            return  # refused: the session said why (shown in the error label)
        self._next()

    def _promote(self, name: str, skill_lists: list[str]) -> None:
        group_id = self.warrior_id
        change = self.session.run_on_current(
            uc.promote_lad, group_id, name, skill_lists, threshold=self.threshold()
        )
        if change is None:
            return
        self._return_to = group_id
        self.warrior_id = change.details.warrior_id
        self.talent_name.clear()
        self._reset()
        hero = self.warrior()
        if hero is not None:
            self.result_label.setText(
                self.tr("{0} is a hero now: roll his first advance on the hero table.").format(
                    hero.name
                )
            )

    def _next(self) -> None:
        """After an advance: the next one owed, the group a lad came from, or done."""
        if not self.owed() and self._return_to is not None:
            self.warrior_id, self._return_to = self._return_to, None
        if self.owed():
            self._reset()
            return
        self.accept()

    # --- closing ---------------------------------------------------------------------------

    def done(self, result: int) -> None:
        if self._connected:
            self.session.failed.disconnect(self._show_error)
            self._connected = False
        super().done(result)
