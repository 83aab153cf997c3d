"""Taking an advance: the roll owed, the dice (in the app or typed from the table), the table's
result with its choices, and the use case that writes it on the sheet.

The dialog decides nothing: `app.sheet.advance_controller` says which table is rolled, what the dice
gave and what may be chosen; `apply_advance` or `promote_lad` make the change through the
session, so it lands on the undo stack. The dialog shows, passes the player's picks on, and
puts everything into words.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app import usecases as uc
from app.domain import Warrior
from app.sheet.advance_controller import (
    SPELL,
    AdvanceController,
    AdvanceRequest,
    TalentRequest,
    WarriorGoneError,
)
from app.usecases.heroes import most_heroes
from rules import DiceError, IllegalMoveError
from rules.dice import DiceTextError, RandomDice
from ui.plumbing.language import RulesLanguage
from ui.plumbing.words import fill, say, say_error
from ui.session import Session
from ui.wizards.advance_widgets import CharacteristicPage, DiceBox, SkillPage, TalentPage


def _label(name: str, *, plain: bool = True) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    if plain:
        label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def _select(box: QComboBox, data: object) -> None:
    box.setCurrentIndex(box.findData(data) if data is not None else -1)


def _refill(box: QComboBox, entries: list[tuple[str, str]], keep: object) -> None:
    """The box's entries (text, data), the one picked before picked again if still there."""
    box.blockSignals(True)
    box.clear()
    for text, data in entries:
        box.addItem(text, data)
    _select(box, keep)
    box.blockSignals(False)


class AdvancementDialog(RulesLanguage, QDialog):
    """Roll and take the advances a warrior or a henchman group owes, one after the other."""

    def __init__(self, session: Session, warrior_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.controller = AdvanceController(
            session.ruleset,
            lambda: session.current,
            warrior_id,
            lambda state: most_heroes(session.store, state),
        )
        self._connected = False
        self.setWindowTitle(self.tr("Advance"))
        self.setMinimumWidth(460)
        self._build()
        self._connect()
        self.retranslate()
        self._reset()

    def _build(self) -> None:
        self.heading = _label("advanceHeading", plain=False)
        self.heading.setStyleSheet("font-size: 12pt; font-weight: bold;")
        self.owed_label = _label("owedLabel", plain=False)
        self.result_label = _label("resultLabel")
        self.dice_label = _label("diceLabel")
        self.dice_label.setStyleSheet("color: palette(dark);")
        self.error_label = _label("errorLabel")
        self.error_label.setStyleSheet("color: #b3261e;")
        self.dice_box = DiceBox()
        self.characteristic_page = CharacteristicPage()
        self.skill_page = SkillPage()
        self.talent_page = TalentPage()
        self.apply_button = QPushButton()
        self.apply_button.setObjectName("applyButton")
        self.close_button = QPushButton()
        self.close_button.setObjectName("closeButton")
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in (self.apply_button, self.close_button):
            button.setAutoDefault(False)
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        for widget in (
            self.heading,
            self.owed_label,
            self.dice_box,
            self.result_label,
            self.dice_label,
            self.characteristic_page,
            self.skill_page,
            self.talent_page,
            self.error_label,
        ):
            layout.addWidget(widget)
        layout.addStretch(1)
        layout.addLayout(buttons)

    def _connect(self) -> None:
        self.dice_box.roll_button.clicked.connect(self._roll)
        self.dice_box.in_app.toggled.connect(self._mode_changed)
        self.apply_button.clicked.connect(self._apply)
        self.close_button.clicked.connect(self.reject)
        self.skill_page.choices.currentIndexChanged.connect(self._skill_changed)
        self.skill_page.choices.chosen.connect(self._apply)
        for box in (
            self.characteristic_page.choice_box,
            self.talent_page.list1,
            self.talent_page.list2,
        ):
            box.currentIndexChanged.connect(self._update_apply)
        self.talent_page.name.textChanged.connect(self._update_apply)
        self.session.failed.connect(self._show_error)
        self._connected = True

    @property
    def warrior_id(self) -> str:
        return self.controller.warrior_id

    # --- language --------------------------------------------------------------------------

    def show_language(self) -> None:
        self._show_warrior()
        if self.controller.outcome is not None:
            self._fill_choices()
        self._show_outcome()

    def retranslate(self) -> None:
        for part in (self.dice_box, self.characteristic_page, self.skill_page, self.talent_page):
            part.retranslate()
        self.apply_button.setText(self.tr("Apply"))
        self.close_button.setText(self.tr("Close"))

    # --- the warrior and what he owes ------------------------------------------------------

    def warrior(self) -> Warrior | None:
        return self.controller.warrior()

    def _show_warrior(self) -> None:
        warrior = self.warrior()
        if warrior is None:
            self.heading.setText(self.tr("This warrior is no longer in the warband."))
            self.owed_label.clear()
            return
        name = warrior.name
        if warrior.kind == "henchmen":
            name = fill(self.tr("{0} ({1:plural:model|models})"), warrior.name, warrior.count)
        self.heading.setText(f"{name} - {self.controller.type_name(warrior).get(self.lang)}")
        self.owed_label.setText(self._owed_text(warrior))

    def _owed_text(self, warrior: Warrior) -> str:
        owed = self.controller.owed()
        if not owed:
            return self.tr("Experience {0}. No advance owed.").format(warrior.experience)
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
        return self.tr("Experience {0}. Advances owed: {1} ({2}). {3}").format(
            warrior.experience, len(owed), boxes, now
        )

    def _reset(self) -> None:
        """Ready for the first advance owed: no dice, no result, no choice."""
        self.controller.reset()
        self.dice_box.typed.clear()
        for label in (self.error_label, self.result_label, self.dice_label):
            label.clear()
        self.skill_page.spell_label.clear()
        self.skill_page.set_choices([], None, None)
        for box in (
            self.characteristic_page.choice_box,
            self.talent_page.list1,
            self.talent_page.list2,
        ):
            _refill(box, [], None)
        self.dice_box.roll_button.setDefault(True)  # Enter rolls
        self._show_warrior()
        self._show_pages()
        self.dice_box.set_open(bool(self.controller.owed()))
        self._update_apply()

    # --- rolling ---------------------------------------------------------------------------

    def _after_roll(self) -> None:
        """Enter now takes the advance; the keyboard goes to the choice it waits for, if any."""
        self.apply_button.setDefault(True)
        if self.apply_button.isEnabled():
            self.apply_button.setFocus()
            return
        for widget in (
            self.characteristic_page.choice_box,
            self.skill_page.choices,
            self.talent_page.name,
        ):
            if widget.isVisibleTo(self):
                widget.setFocus()
                return

    def _mode_changed(self) -> None:
        if self.controller.outcome is None:
            self.dice_box.roll_button.setEnabled(bool(self.controller.owed()))

    def _roll(self) -> None:
        if not self.dice_box.roll_button.isEnabled():
            return
        self.error_label.clear()
        typed = self.dice_box.on_table.isChecked()
        try:
            if typed:
                self.controller.roll_typed(self.dice_box.typed.text())
            else:
                self.controller.roll(RandomDice())
        except DiceTextError as exc:
            self._show_error(
                self.tr("'{0}' is not a die: type the numbers rolled, like 3 4 2").format(exc.token)
            )
            return
        except (DiceError, IllegalMoveError) as exc:
            # Typed dice missing (a re-roll wants one more) or impossible, or no legal advance:
            # show the dice so far and the rules' words; what was typed stays to be completed.
            self._show_outcome()
            self._show_rolling_error(exc)
            return
        if not typed:
            # Dice rolled by the program stand: no rolling again until this advance is taken.
            self.dice_box.set_open(False)
        self._fill_choices()
        self._show_outcome()
        self._after_roll()

    def _show_rolling_error(self, exc: Exception) -> None:
        if isinstance(exc, WarriorGoneError):
            self._show_error(self.tr("This warrior is no longer in the warband."))
        else:
            self._show_error(say_error(exc, self.lang, self.session.ruleset))

    # --- the choices -----------------------------------------------------------------------

    def _show_pages(self) -> None:
        outcome = self.controller.outcome
        kind = outcome.kind if outcome is not None else None
        self.characteristic_page.setVisible(outcome is not None and outcome.needs_choice)
        self.skill_page.setVisible(kind == "skill")
        self.talent_page.setVisible(kind == "lads_got_talent")
        if self.isVisible():
            QTimer.singleShot(0, self, self._keep_on_screen)  # once the layout has grown

    def _keep_on_screen(self) -> None:
        """A page shown: the dialog grows to hold it whole (the lad's got talent explained
        whole; it never shrinks), and moves up rather than hide its buttons below the
        screen's edge."""
        wanted = self.sizeHint().height()
        if self.height() < wanted:
            self.resize(self.width(), wanted)
        screen = self.screen().availableGeometry()
        frame = self.frameGeometry()
        if frame.bottom() > screen.bottom():
            self.move(frame.x(), max(screen.top(), screen.bottom() - frame.height()))

    def _characteristic_name(self, key: str) -> str:
        name = self.controller.characteristic_name(key)
        return key if name is None else name.get(self.lang)

    def _fill_choices(self) -> None:
        """The choices the result offers, in the language on screen; picks made stay."""
        outcome = self.controller.outcome
        if outcome is None:
            self._show_pages()
            return
        ruleset = self.session.ruleset
        characteristic = self.characteristic_page.choice_box
        _refill(
            characteristic,
            [(f"+1 {key} ({self._characteristic_name(key)})", key) for key in outcome.options],
            characteristic.currentData(),
        )
        if outcome.kind == "skill":
            self._fill_skills()
        if outcome.kind == "lads_got_talent":
            lists = [
                (ruleset.skill_lists[list_id].name.get(self.lang), list_id)
                for list_id in self.controller.talent_lists()
            ]
            for box in (self.talent_page.list1, self.talent_page.list2):
                _refill(box, lists, box.currentData())
        self._show_pages()
        self._update_apply()

    def _fill_skills(self) -> None:
        """Every skill the warrior may learn, under its list's name, and a caster's new spell."""
        ruleset = self.session.ruleset
        lists = [
            (
                ruleset.skill_lists[list_id].name.get(self.lang),
                list_id,
                [
                    (ruleset.skills[skill].name.get(self.lang), skill)
                    for skill in self.controller.skills_open(list_id)
                ],
            )
            for list_id in self.controller.skill_lists()
        ]
        spell_list = self.controller.spell_list()
        spell = None
        if spell_list is not None:
            name = ruleset.spell_lists[spell_list].name.get(self.lang)
            spell = self.tr("New spell instead (a D6 on {0})").format(name)
        page = self.skill_page
        page.set_choices(lists, spell, page.choices.currentData())
        self._skill_changed()

    def _skill_changed(self) -> None:
        spell_chosen = self._spell_chosen()
        self.skill_page.spell_label.clear()
        self.skill_page.show_spell(spell_chosen)
        if spell_chosen:
            self._roll_spell()
        else:
            self.error_label.clear()
        self._show_outcome()
        self._update_apply()

    def _roll_spell(self) -> None:
        """A caster's new spell: a D6 on his list, from the same dice as the advance."""
        try:
            spell = self.controller.roll_spell()
        except DiceError as exc:
            self._show_error(say_error(exc, self.lang, self.session.ruleset))
            return
        self.error_label.clear()
        roll = self.controller.spell_roll
        if spell is None or roll is None:
            return
        text = self.tr("D6 {0}: {1}").format(roll.value, spell.name.get(self.lang))
        if self.controller.knows(spell):
            text += "\n" + self.tr("Already known: its difficulty drops by 1.")
        self.skill_page.spell_label.setText(text)

    # --- showing the result ----------------------------------------------------------------

    def _spell_chosen(self) -> bool:
        return self.skill_page.picked()[0] == SPELL

    def _show_outcome(self) -> None:
        controller = self.controller
        lines = [
            self.tr("D{0} for {1}: {2}").format(
                r.sides, say(r.purpose, self.lang, self.session.ruleset), r.value
            )
            for r in controller.rolls_shown(self._spell_chosen())
        ]
        unused = controller.unused()
        if unused:
            lines.append(self.tr("Not used: {0}").format(" ".join(str(v) for v in unused)))
        self.dice_label.setText("\n".join(lines))
        outcome = controller.outcome
        if outcome is None:
            self.result_label.clear()
            return
        result = [self.tr("2D6 {0}: {1}").format(outcome.roll, outcome.result.name.get(self.lang))]
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

    def _request(self) -> AdvanceRequest | None:
        return self.controller.request(
            self.characteristic_page.choice_box.currentData(), *self.skill_page.picked()
        )

    def _talent(self) -> TalentRequest | None:
        page = self.talent_page
        return self.controller.talent(
            page.name.text(), page.list1.currentData(), page.list2.currentData()
        )

    def _update_apply(self) -> None:
        self.apply_button.setEnabled(self._request() is not None or self._talent() is not None)

    def _apply(self) -> None:
        if not self.apply_button.isEnabled():
            return  # Enter on a skill list before the choice is complete
        self.error_label.clear()
        talent = self._talent()
        if talent is not None:
            self._promote(talent)
            return
        request = self._request()
        if request is None:
            return
        change = self.session.run_on_current(
            uc.apply_advance,
            self.warrior_id,
            kind=request.kind,
            characteristic=request.characteristic,
            skill=request.skill,
            spell=request.spell,
            threshold=request.threshold,
            dice=list(request.dice),
        )
        if change is None:
            return  # refused: the session said why (shown in the error label)
        if self.controller.next_advance():
            self._reset()
        else:
            self.accept()

    def _promote(self, talent: TalentRequest) -> None:
        change = self.session.run_on_current(
            uc.promote_lad,
            self.warrior_id,
            talent.name,
            list(talent.skill_lists),
            threshold=talent.threshold,
        )
        if change is None:
            return
        self.controller.promoted(change.details.warrior_id)
        self.talent_page.name.clear()
        self._reset()
        hero = self.warrior()
        if hero is not None:
            self.result_label.setText(
                self.tr("{0} is a hero now: roll his first advance on the hero table.").format(
                    hero.name
                )
            )

    # --- closing ---------------------------------------------------------------------------

    def done(self, result: int) -> None:
        if self._connected:
            self.session.failed.disconnect(self._show_error)
            self._connected = False
        super().done(result)
