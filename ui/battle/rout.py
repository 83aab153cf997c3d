"""The rout test, announced on the board when it is due: whose turn, how many of the side are out
of action, the Leadership it is taken on and whose; the 2D6 rolled by the program or typed from
the table, or a voluntary rout instead. The battle (`rules.battle`) says when it is due and what
the dice give."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QLineEdit, QPushButton, QWidget

from rules import DiceError
from rules.battle import BattleState, RoutTest, VoluntaryRout, out_of_action, rout_leader
from rules.dice import RandomDice, parse_dice
from rules.messages import Message
from ui.battle.keeper import BattleKeeper
from ui.plumbing.words import fill

ROUT_PURPOSE = "rout_test"  # what the program's dice are rolled for


class DiceField(QLineEdit):
    """The two dice of the rout test typed from the table; Enter takes them."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.returnPressed.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class RoutBanner(QFrame):
    """Shown while a side owes its rout test; `said` gives the result of a test taken."""

    said = Signal(str)

    def __init__(self, keeper: BattleKeeper, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("routBanner")
        self.keeper = keeper
        self.dice = RandomDice()
        self.text = QLabel()
        self.text.setObjectName("routText")
        self.text.setWordWrap(True)
        self.roll_button = QPushButton()
        self.roll_button.setObjectName("rollRout")
        self.typed = DiceField()
        self.typed.setObjectName("routDice")
        self.typed.setMaximumWidth(140)
        self.flee_button = QPushButton()
        self.flee_button.setObjectName("voluntaryRout")
        for button in (self.roll_button, self.flee_button):
            button.setMinimumHeight(40)
        self.roll_button.clicked.connect(self.roll)
        self.typed.returnPressed.connect(self.take_typed)
        self.flee_button.clicked.connect(self.flee)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 2)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.roll_button)
        layout.addWidget(self.typed)
        layout.addWidget(self.flee_button)
        self.setStyleSheet("RoutBanner { background: #f6d6d2; border: 1px solid #b3261e; }")
        self._state: BattleState | None = None
        self.retranslate()

    def show_state(self, state: BattleState) -> None:
        self._state = state
        self.setVisible(state.rout_due)
        self.retranslate()

    def retranslate(self) -> None:
        self.roll_button.setText(self.tr("Roll 2D6"))
        self.typed.setPlaceholderText(self.tr("or type: 4 3"))
        self.flee_button.setText(self.tr("Rout voluntarily"))
        state = self._state
        if state is None or not state.rout_due:
            return
        side = state.playing
        leader = rout_leader(state, side)
        size = len(state.setup.sides[side].models)
        text = fill(
            self.tr("{0} must take a rout test: {1} of {2:plural:model|models} out of action."),
            state.setup.sides[side].name,
            out_of_action(state, side),
            size,
        )
        if leader is None:
            text += " " + self.tr("Nobody is left to lead: the test is lost.")
        else:
            text += " " + self.tr("2D6 over {0} (the Leadership of {1}) routs.").format(
                leader.leadership, leader.name
            )
        self.text.setText(text)

    def roll(self) -> None:
        purpose = Message.of(ROUT_PURPOSE)
        dice = (self.dice.roll(6, purpose), self.dice.roll(6, purpose))
        self._take(dice)

    def take_typed(self) -> None:
        try:
            values = parse_dice(self.typed.text())
        except DiceError as exc:
            self.keeper.session.failed.emit(self.keeper.session.refusal(exc))
            return
        if len(values) != 2:
            self.keeper.session.failed.emit(
                self.tr("Type the two dice of the rout test, e.g. 4 3.")
            )
            return
        self._take((values[0], values[1]))

    def _take(self, dice: tuple[int, int]) -> None:
        said = self.keeper.record(RoutTest(dice))
        if said is not None:  # what the dice gave, against whose Leadership
            self.typed.clear()
            self.said.emit(said)

    def flee(self) -> None:
        said = self.keeper.record(VoluntaryRout())
        if said is not None:
            self.said.emit(said)
