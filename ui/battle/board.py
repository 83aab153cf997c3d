"""The battle board: both sides of a battle at the table, each model a tile, one click or one
key per change, each recorded through the session (Ctrl+Z takes it back).

The board decides nothing: it turns a click into an event of `rules.battle` and shows the state
the battle gives back (the turn, whose turn it is, the rout test when it is due and on whose
Leadership). Who took a model out is asked once, as it goes out of action: a menu of the enemy's
models with the attacker picked (a click on his tile) or the last one recorded first.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from rules.battle import (
    BattleState,
    CounterChanged,
    Event,
    NextTurn,
    OutOfAction,
    Status,
    StatusChanged,
    WoundsChanged,
    last_attacker,
)
from ui.battle.keeper import BattleKeeper
from ui.battle.rout import RoutBanner
from ui.battle.side import SidePanel


class BattleBoard(QDialog):
    """Both sides of a battle; `ended` is emitted when the player ends it."""

    ended = Signal()

    def __init__(self, keeper: BattleKeeper, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("battleBoard")
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.keeper = keeper
        self.session = keeper.session
        self.attacker = ""  # the model picked as the attacker of the next change
        self.out_menu: QMenu | None = None
        setup = keeper.state.setup
        self.sides = [SidePanel(n, side, setup.counters) for n, side in enumerate(setup.sides)]
        for panel in self.sides:
            self._connect(panel)
        self.turn = QLabel()
        self.turn.setObjectName("turnLabel")
        font = self.turn.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.turn.setFont(font)
        self.next_button = self._big_button("nextTurn", self.next_turn)
        self.undo_button = self._big_button("undoButton", self.undo)
        self.end_button = self._big_button("endBattle", self.ended.emit)
        self.rout = RoutBanner(keeper)
        self.rout.said.connect(self.say)
        self.message = QLabel()
        self.message.setObjectName("boardMessage")
        self.message.setWordWrap(True)
        self._lay_out()
        self._keys()
        keeper.changed.connect(self.show_state)
        self.session.failed.connect(self.show_error)
        self.finished.connect(self._stop_listening)
        self.retranslate()
        self.show_state(keeper.state)

    def _big_button(self, name: str, handler: Callable[[], object]) -> QPushButton:
        button = QPushButton()
        button.setObjectName(name)
        button.setMinimumHeight(40)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard stays on the tiles
        button.clicked.connect(lambda _c=False: handler())
        return button

    def _lay_out(self) -> None:
        header = QHBoxLayout()
        header.addWidget(self.turn, 1)
        for button in (self.next_button, self.undo_button, self.end_button):
            header.addWidget(button)
        sides = QWidget()
        row = QHBoxLayout(sides)
        row.setContentsMargins(0, 0, 0, 0)
        for panel in self.sides:
            row.addWidget(panel, panel.columns)  # each tile as wide on both sides
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(sides)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(4)
        layout.addLayout(header)
        layout.addWidget(self.rout)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.message)

    def _keys(self) -> None:
        """Board-wide keys: N the next turn, Ctrl+Z and Ctrl+Shift+Z undo and redo."""
        for shortcut, handler in (
            (QKeySequence.StandardKey.Undo, self.undo),
            (QKeySequence.StandardKey.Redo, self.session.redo),
            (QKeySequence("Ctrl+Shift+Z"), self.session.redo),
            (QKeySequence("N"), self.next_turn),
        ):
            action = QAction(self)
            action.setShortcut(QKeySequence(shortcut))
            action.triggered.connect(lambda _c=False, h=handler: h())
            self.addAction(action)

    def _connect(self, panel: SidePanel) -> None:
        for tile in panel.tiles:
            tile.statusAsked.connect(self.ask_status)
            tile.woundsAsked.connect(self.ask_wounds)
            tile.counterAsked.connect(self.ask_counter)
            tile.picked.connect(self.pick)

    # --- showing ------------------------------------------------------------------------------

    def show_state(self, state: BattleState) -> None:
        if self.attacker and state.models[self.attacker].status is Status.OUT_OF_ACTION:
            self.attacker = ""
        for panel in self.sides:
            panel.show_state(state, self.attacker)
        self.rout.show_state(state)
        self._say_turn(state)

    def _say_turn(self, state: BattleState) -> None:
        if state.outcome is not None:
            self.turn.setText(self.tr("Turn {0}: the battle is over").format(state.turn))
        else:
            name = state.setup.sides[state.playing].name
            self.turn.setText(self.tr("Turn {0}: {1} play").format(state.turn, name))
        self.next_button.setEnabled(state.outcome is None)

    def retranslate(self) -> None:
        setup = self.keeper.state.setup
        self.setWindowTitle(
            self.tr("Battle: {0} against {1}").format(setup.sides[0].name, setup.sides[1].name)
        )
        self.next_button.setText(self.tr("Next turn (N)"))
        self.undo_button.setText(self.tr("Undo (Ctrl+Z)"))
        self.end_button.setText(self.tr("End battle..."))
        for panel in self.sides:
            panel.retranslate()
        self.rout.retranslate()
        self._say_turn(self.keeper.state)

    def show_error(self, message: str) -> None:
        self.message.setStyleSheet("color: #b3261e;")
        self.message.setText(message)

    def say(self, message: str) -> None:
        self.message.setStyleSheet("")
        self.message.setText(message)

    # --- asking -------------------------------------------------------------------------------

    def record(self, event: Event) -> bool:
        """One action at the table, through the session; what it did said on the board."""
        said = self.keeper.record(event)
        if said is None:
            return False
        self.say(said)
        return True

    def undo(self) -> None:
        """Ctrl+Z: the session's last change when it is this battle's; otherwise (a battle
        resumed after the program was closed) the battle's last action, taken back through
        the session as a change of its own."""
        if self.keeper.last_change_is_ours():
            self.session.undo()
        elif self.keeper.state.events:
            said = self.keeper.take_back()
            if said is not None:
                self.say(said)

    def pick(self, model_id: str) -> None:
        """The model clicked is the attacker of the next change on the other side (a second
        click lets him go)."""
        self.attacker = "" if self.attacker == model_id else model_id
        self.show_state(self.keeper.state)

    def _by(self, model_id: str) -> str:
        """The attacker picked, if he is an enemy of the model; used once."""
        state = self.keeper.state
        by = self.attacker
        if not by or state.side_of(by) == state.side_of(model_id):
            return ""
        self.attacker = ""
        return by

    def _name(self, model_id: str) -> str:
        return self.keeper.state.model(model_id).name

    def ask_status(self, model_id: str, status: Status) -> None:
        if status is Status.OUT_OF_ACTION:
            self.ask_taken_out(model_id)
            return
        by = "" if status is Status.STANDING else self._by(model_id)
        self.record(StatusChanged(model_id, status, by))

    def ask_wounds(self, model_id: str, delta: int) -> None:
        by = self._by(model_id) if delta < 0 else ""
        self.record(WoundsChanged(model_id, delta, by))

    def ask_counter(self, model_id: str, key: str, delta: int) -> None:
        self.record(CounterChanged(model_id, key, delta))

    def next_turn(self) -> None:
        self.record(NextTurn())

    def ask_taken_out(self, model_id: str) -> None:
        """Who took him out: one pick from a menu of the enemy's models (the attacker picked or
        the last recorded first, Enter takes it), or nobody (a fall, a spell gone wrong)."""
        state = self.keeper.state
        if state.models[model_id].status is Status.OUT_OF_ACTION:
            self.record(OutOfAction(model_id, ""))  # refused: the battle says why
            return
        default = self._by(model_id) or last_attacker(state, model_id)
        menu = QMenu(self)
        menu.setObjectName("takenOutBy")
        menu.addSection(self.tr("Who took {0} out of action?").format(self._name(model_id)))
        enemy = 1 - state.side_of(model_id)
        first: QAction | None = None
        for model in state.setup.sides[enemy].models:
            action = menu.addAction(model.name)
            action.triggered.connect(lambda _c=False, b=model.id: self._take_out(model_id, b))
            if model.id == default:
                first = action
        nobody = menu.addAction(self.tr("Nobody (a fall, his own side)"))
        nobody.triggered.connect(lambda _c=False: self._take_out(model_id, ""))
        self.out_menu = menu
        menu.aboutToHide.connect(menu.deleteLater)
        tile = self.sides[1 - enemy].tile(model_id)
        menu.popup(tile.mapToGlobal(QPoint(0, tile.height())), first)
        if first is not None:
            menu.setActiveAction(first)

    def _take_out(self, model_id: str, by: str) -> None:
        self.record(OutOfAction(model_id, by))

    def _stop_listening(self) -> None:
        self.session.failed.disconnect(self.show_error)
