"""One side of the battle board: its name, how many of its models are out of action against
its rout threshold, and a tile per model laid out in a grid that fits a laptop (15 models in
five rows of three, 10 in five rows of two; never a sideways bar)."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from rules.battle import BattleState, Side, out_of_action, rout_threshold, side_size
from ui.battle.tile import ModelTile
from ui.plumbing.words import fill
from ui.widgets.elided_label import ElidedLabel

ROWS = 5  # tiles in a column before another column starts


def grid_columns(models: int) -> int:
    """How many columns of tiles a side of this many models takes."""
    return max(1, min(4, math.ceil(models / ROWS)))


class SidePanel(QFrame):
    """A side's models; the board connects each tile's signals and shows the state."""

    picked = Signal(str)

    def __init__(
        self, index: int, side: Side, counters: tuple[str, ...], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.index = index
        self.side = side
        self.setObjectName(f"side{index}")
        self.title = ElidedLabel()
        self.title.setObjectName("sideTitle")
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.title.setFont(font)
        self.count = QLabel()
        self.count.setObjectName("sideCount")
        self.count.setWordWrap(True)
        self.tiles = [ModelTile(model, counters) for model in side.models]
        grid = QGridLayout()
        grid.setSpacing(4)
        self.columns = columns = grid_columns(len(self.tiles))
        rows = math.ceil(len(self.tiles) / columns)
        for n, tile in enumerate(self.tiles):
            grid.addWidget(tile, n % rows, n // rows)
        for column in range(columns):
            grid.setColumnStretch(column, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        layout.addWidget(self.title)
        layout.addWidget(self.count)
        layout.addLayout(grid)
        layout.addStretch(1)
        self._state: BattleState | None = None

    def tile(self, model_id: str) -> ModelTile:
        return next(tile for tile in self.tiles if tile.model_id == model_id)

    def show_state(self, state: BattleState, attacker: str) -> None:
        self._state = state
        for tile in self.tiles:
            tile.show_state(state.models[tile.model_id], picked=tile.model_id == attacker)
        playing = state.playing == self.index and state.outcome is None
        self.setFrameShape(QFrame.Shape.Box if playing else QFrame.Shape.NoFrame)
        self.setStyleSheet("SidePanel { border: 2px solid #1f5fbf; }" if playing else "")
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.side.name)
        for tile in self.tiles:
            tile.retranslate()
        state = self._state
        if state is None:
            return
        size = side_size(state.setup, self.index)
        self.count.setText(
            fill(
                self.tr("{0} of {1:plural:model|models} out of action; rout test from {2}"),
                out_of_action(state, self.index),
                size,
                rout_threshold(size),
            )
        )
        self.count.setAlignment(Qt.AlignmentFlag.AlignLeft)
