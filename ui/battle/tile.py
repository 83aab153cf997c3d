"""One model on the battle board: a tile with its name, its state, the wounds it has left and
the scenario's counters, each change one large button or one key (ui/battle/board.py records
it through the session).

Keys on a tile that has the keyboard: 1 standing, 2 knocked down, 3 stunned, 4 out of action,
minus a wound lost, plus a wound healed, C a counter more (Shift+C one less); Space or Enter
picks the model as the attacker of the next change on the other side.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from rules.battle import BattleModel, ModelState, Status
from ui.widgets.elided_label import ElidedLabel

STATES = (Status.STANDING, Status.KNOCKED_DOWN, Status.STUNNED, Status.OUT_OF_ACTION)
STATE_KEYS = {
    Qt.Key.Key_1: Status.STANDING,
    Qt.Key.Key_2: Status.KNOCKED_DOWN,
    Qt.Key.Key_3: Status.STUNNED,
    Qt.Key.Key_4: Status.OUT_OF_ACTION,
}
# The tile's colour says its state from across the table.
COLOURS = {
    Status.STANDING: "#f4f1ea",
    Status.KNOCKED_DOWN: "#f6e3b4",
    Status.STUNNED: "#f2c7a5",
    Status.OUT_OF_ACTION: "#b9b6b0",
}
TARGET = 34  # the least height of a button, in pixels at 100%: a finger at the table


def state_words() -> dict[Status, tuple[str, str]]:
    """Each state's button word and its whole name, in the window's language."""
    translate = QCoreApplication.translate
    return {
        Status.STANDING: (translate("ModelTile", "Up"), translate("ModelTile", "Standing")),
        Status.KNOCKED_DOWN: (
            translate("ModelTile", "Down"),
            translate("ModelTile", "Knocked down"),
        ),
        Status.STUNNED: (translate("ModelTile", "Stun"), translate("ModelTile", "Stunned")),
        Status.OUT_OF_ACTION: (
            translate("ModelTile", "Out"),
            translate("ModelTile", "Out of action"),
        ),
    }


def counter_word(key: str) -> str:
    """A scenario counter's name ("wyrdstone", "objective"), in the window's language."""
    words = {
        "wyrdstone": QCoreApplication.translate("ModelTile", "Wyrdstone"),
        "objective": QCoreApplication.translate("ModelTile", "Objective"),
        "treasure": QCoreApplication.translate("ModelTile", "Treasure"),
    }
    return words.get(key, key.replace("_", " ").capitalize())


def _button(text: str = "") -> QPushButton:
    button = QPushButton(text)
    button.setMinimumHeight(TARGET)
    button.setMinimumWidth(TARGET)  # narrower than its word rather than the board too wide
    button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard stays on the tile
    return button


class ModelTile(QFrame):
    """A model of one side. It asks for changes by its signals and shows what the board says;
    it decides nothing."""

    statusAsked = Signal(str, object)  # the model's id, the Status asked for
    woundsAsked = Signal(str, int)  # the model's id, -1 (a wound lost) or +1 (healed)
    counterAsked = Signal(str, str, int)  # the model's id, the counter's key, +1 or -1
    picked = Signal(str)  # the model's id: the attacker of the next change on the other side

    def __init__(
        self, model: BattleModel, counters: tuple[str, ...], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.model_id = model.id
        self.counters = counters
        self.setObjectName(f"tile_{model.id}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.name = ElidedLabel()
        self.name.setText(model.name)
        self.name.setObjectName("tileName")
        font = self.name.font()
        font.setBold(True)
        self.name.setFont(font)
        self.wounds = QLabel()
        self.wounds.setObjectName("tileWounds")
        self.state_buttons = {status: _button() for status in STATES}
        for status, button in self.state_buttons.items():
            button.setObjectName(f"{status.value}:{model.id}")
            button.setCheckable(True)
            button.clicked.connect(lambda _c=False, s=status: self._ask_status(s))
        self.wound_buttons = (_button("−"), _button("+"))
        for button in self.wound_buttons:  # shown for a model of more than one wound
            button.setParent(self)
            button.hide()
        self.counter_labels: dict[str, ElidedLabel] = {}
        self.counter_buttons: dict[str, tuple[QPushButton, QPushButton]] = {}
        self._lay_out()
        self._state: ModelState | None = None
        self._picked = False
        self.retranslate()

    def _lay_out(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.name, 1)
        top.addWidget(self.wounds)
        if self.model.wounds > 1:
            lose, heal = self.wound_buttons
            for button, delta in ((lose, -1), (heal, 1)):
                button.setMaximumWidth(TARGET + 6)
                button.show()
                button.clicked.connect(
                    lambda _c=False, d=delta: self.woundsAsked.emit(self.model_id, d)
                )
                top.addWidget(button)
        states = QHBoxLayout()
        states.setSpacing(2)
        for button in self.state_buttons.values():
            states.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 3, 4, 3)
        layout.setSpacing(2)
        layout.addLayout(top)
        layout.addLayout(states)
        if self.counters:
            layout.addLayout(self._counter_rows())

    def _counter_rows(self) -> QHBoxLayout:
        """The scenario's counters side by side: each its count, one less, one more."""
        row = QHBoxLayout()
        row.setSpacing(2)
        for key in self.counters:
            label = ElidedLabel()
            label.setObjectName(f"counter_{key}")
            less, more = _button("−"), _button("+")
            for button, delta in ((less, -1), (more, 1)):
                button.setMaximumWidth(TARGET + 4)
                button.setMinimumWidth(TARGET - 8)  # two counters on a tile of 15 against 15
                button.setObjectName(f"{key}_{'more' if delta > 0 else 'less'}:{self.model_id}")
                button.clicked.connect(
                    lambda _c=False, k=key, d=delta: self.counterAsked.emit(self.model_id, k, d)
                )
            row.addWidget(label, 1)
            row.addWidget(less)
            row.addWidget(more)
            self.counter_labels[key] = label
            self.counter_buttons[key] = (less, more)
        return row

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(max(hint.width(), 150), hint.height())

    # --- what the board says ------------------------------------------------------------------

    def show_state(self, state: ModelState, picked: bool = False) -> None:
        """The model as the battle has it now (and whether it is the attacker picked)."""
        self._state, self._picked = state, picked
        for status, button in self.state_buttons.items():
            button.setChecked(status is state.status)
        out = state.status is Status.OUT_OF_ACTION
        for status, button in self.state_buttons.items():
            button.setEnabled(not out or status is Status.OUT_OF_ACTION)
        lose, heal = self.wound_buttons
        lose.setEnabled(not out and state.wounds > 0)
        heal.setEnabled(not out and state.wounds < self.model.wounds)
        border = "3px solid #1f5fbf" if picked else "1px solid #8a8578"
        self.setStyleSheet(
            f"ModelTile {{ background: {COLOURS[state.status]}; border: {border}; "
            "border-radius: 4px; } "
            "QPushButton:checked { background: #1f5fbf; color: white; font-weight: bold; }"
        )
        self._say_state()

    def retranslate(self) -> None:
        words = state_words()
        for status, button in self.state_buttons.items():
            short, whole = words[status]
            button.setText(short)
            key = STATES.index(status) + 1
            button.setToolTip(f"{whole} ({key})")
        lose, heal = self.wound_buttons
        lose.setToolTip(self.tr("A wound lost (-)"))
        heal.setToolTip(self.tr("A wound healed (+)"))
        self._say_state()

    def _say_state(self) -> None:
        state = self._state
        wounds = state.wounds if state is not None else self.model.wounds
        self.wounds.setText(self.tr("W {0}/{1}").format(wounds, self.model.wounds))
        status = state.status if state is not None else Status.STANDING
        self.name.set_note(state_words()[status][1])
        for key, label in self.counter_labels.items():
            count = state.counters.get(key, 0) if state is not None else 0
            label.setText(f"{counter_word(key)}: {count}")

    # --- asking -------------------------------------------------------------------------------

    def _ask_status(self, status: Status) -> None:
        if self._state is not None:  # the button shows the state; the board's answer sets it
            self.state_buttons[status].setChecked(status is self._state.status)
        self.statusAsked.emit(self.model_id, status)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if key in STATE_KEYS:
            self._ask_status(STATE_KEYS[key])
        elif key == Qt.Key.Key_Minus:
            self.woundsAsked.emit(self.model_id, -1)
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.woundsAsked.emit(self.model_id, 1)
        elif key == Qt.Key.Key_C and self.counters:
            self.counterAsked.emit(self.model_id, self.counters[0], -1 if shift else 1)
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.picked.emit(self.model_id)
        else:
            super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click on the tile (not on a button) picks the model as the attacker."""
        self.setFocus()
        self.picked.emit(self.model_id)
        super().mousePressEvent(event)
