"""The row on a page where dice are typed or rolled and their outcome shown. The slot that
keeps them, and what rolling means, are the draft's (`app.postbattle.dice`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
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
    QWizard,
)

from app.postbattle.dice import Slot, edit_slot, roll_slot
from app.postbattle.draft import PostBattleDraft
from rules.dice import DiceSource
from ui.post_battle.common import ERROR
from ui.post_battle.words import DraftWords


class DiceEdit(QLineEdit):
    """A dice field: Enter rolls, and never also presses the wizard's Next."""

    submitted = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submitted.emit()
            event.accept()
            return
        super().keyPressEvent(event)


def _dice_fields(page: QWidget) -> list[DiceEdit]:
    """The page's dice fields a player can type in, top to bottom."""
    fields = [f for f in page.findChildren(DiceEdit) if f.isVisibleTo(page) and f.isEnabled()]
    return sorted(fields, key=lambda f: f.mapTo(page, f.rect().topLeft()).y())


def focus_first_dice(page: QWidget) -> None:
    """The keyboard in the first dice field still empty, once the page is shown: the dice
    rolled on the table are typed at once, or Enter rolls them by the program."""

    def focus() -> None:
        empty = [f for f in _dice_fields(page) if not f.text()]
        if empty:
            empty[0].setFocus(Qt.FocusReason.OtherFocusReason)

    QTimer.singleShot(0, page, focus)


def focus_after_dice(page: QWidget, name: str) -> None:
    """After Enter rolled the field `name`: the next field still empty, else the wizard's
    Next, so that Enter goes on."""
    fields = _dice_fields(page)
    done = next((n for n, f in enumerate(fields) if f.objectName() == name), len(fields))
    later = [f for f in fields[done + 1 :] if not f.text()]
    if later:
        later[0].setFocus(Qt.FocusReason.OtherFocusReason)
        return
    wizard = page.window()
    if isinstance(wizard, QWizard):
        following = wizard.button(QWizard.WizardButton.NextButton)
        if following.isVisible() and following.isEnabled():
            following.setFocus(Qt.FocusReason.OtherFocusReason)


class DiceRow(QWidget):
    """Type the dice rolled on the table and press Roll, or leave the field empty and Roll:
    the program rolls and writes its dice in the field. The outcome shows before anything is
    applied."""

    changed = Signal()

    def __init__(
        self,
        words: DraftWords,
        draft: PostBattleDraft,
        slot_id: str,
        resolve: Callable[[DiceSource], object],
        render: Callable[[Any], str],
        hint: str,
        lines: int = 2,
    ) -> None:
        """`lines`: the outcome's room under the field, kept empty before the roll so that
        pressing Roll never pushes the fields below down under the mouse."""
        super().__init__()
        self.words = words
        self._draft = draft
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
        self.edit.submitted.connect(self._submitted)
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
        return self._draft.slots[self.slot_id]

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
        elif slot.text and not slot.error and slot.bad_token is None:
            lines.append(self.tr("Press Roll to use these dice."))
        self.result.setText("\n".join(lines))
        self.result.setVisible(bool(lines))
        error = self.words.refusal(slot.error, slot.failure)
        if slot.bad_token is not None:
            error = self.tr("'{0}' is not a die: type the numbers rolled, like 3 5").format(
                slot.bad_token
            )
        self.error.setText(error)
        self.error.setVisible(bool(error))

    def _edited(self, text: str) -> None:
        edit_slot(self.slot, text)
        self.show_slot()
        self.changed.emit()

    def _submitted(self) -> None:
        """Enter in the field rolls; then the keyboard moves on (the page may rebuild its rows
        first: the move waits for it)."""
        self.roll()
        page = self.window()
        if self.slot.done:
            name = self.edit.objectName()
            QTimer.singleShot(0, page, lambda: focus_after_dice(page, name))

    def roll(self) -> None:
        """Resolve the slot with the dice typed, or with the program's dice."""
        roll_slot(self.slot, self.edit.text(), self._resolve)
        self._after()

    def _after(self) -> None:
        self.show_slot()
        self.changed.emit()
