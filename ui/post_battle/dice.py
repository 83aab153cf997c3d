"""The dice: where they come from (the program or the table), the slot that keeps them, and the
row on a page where they are typed or rolled and their outcome shown."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from rules import DiceError, IllegalMoveError
from rules.dice import DiceSource, DiceTextError, RandomDice, Roll, TableDice, parse_dice
from rules.messages import Message
from ui.post_battle.common import ERROR

if TYPE_CHECKING:
    from ui.post_battle.wizard import PostBattleWizard


class AppDice:
    """Dice the program rolls. Values it rolled before come first: the program's dice stand,
    and a roll asked again (the pit fight's outcome entered) goes on where it stopped."""

    def __init__(self, earlier: list[int] | None = None) -> None:
        self._earlier = list(earlier or [])
        self._random = RandomDice()
        self.log: list[Roll] = []

    def roll(self, sides: int, purpose: Message) -> int:
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

    def roll(self, sides: int, purpose: Message) -> int:
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
        lines: int = 2,
    ) -> None:
        """`lines`: the outcome's room under the field, kept empty before the roll so that
        pressing Roll never pushes the fields below down under the mouse."""
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
        layout.addWidget(self._outcome_area(lines))
        # As tall as the field and the outcome's room, never stretched by a taller page.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.edit.textEdited.connect(self._edited)
        self.edit.submitted.connect(self.roll)
        self.button.clicked.connect(self.roll)
        self.show_slot()

    def _outcome_area(self, lines: int) -> QScrollArea:
        """The outcome and the error (never both) in a room of fixed height: a longer
        outcome scrolls inside it."""
        inner = QWidget()
        column = QVBoxLayout(inner)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.result)
        column.addWidget(self.error)
        column.addStretch(1)
        area = QScrollArea()
        area.setObjectName(f"outcome:{self.slot_id}")
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setWidgetResizable(True)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setWidget(inner)
        area.viewport().setAutoFillBackground(False)
        inner.setAutoFillBackground(False)
        area.setFixedHeight(lines * self.fontMetrics().lineSpacing() + 4)
        return area

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
        except DiceTextError as exc:
            slot.outcome = None
            slot.values = ()
            slot.error = self.tr("'{0}' is not a die: type the numbers rolled, like 3 5").format(
                exc.token
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
