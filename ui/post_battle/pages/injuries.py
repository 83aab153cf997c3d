"""3. The serious injuries."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.postbattle.draft import InjuryRoll, PostBattleDraft
from ui.plumbing.words import fill
from ui.post_battle.common import _clear_layout, _plain, _scroll
from ui.post_battle.dice import DiceRow, focus_first_dice
from ui.post_battle.pages.base import _Page
from ui.post_battle.words import DraftWords


class InjuriesPage(_Page):
    """3. Serious injuries: a D66 for each hero out of action, a D6 for each henchman and
    hired sword; the outcome shows before anything is applied."""

    def __init__(self, draft: PostBattleDraft, words: DraftWords) -> None:
        super().__init__(draft, words)
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
        # Above the rows, where it stays: one click rolls what is left (typed dice are used).
        self.roll_all = QPushButton(self.tr("Roll every die not rolled yet"))
        self.roll_all.setObjectName("rollAll")
        self.roll_all.setAutoDefault(False)
        self.roll_all.clicked.connect(self.roll_the_rest)
        top = QHBoxLayout()
        top.addWidget(self.roll_all)
        top.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.notes)
        layout.addWidget(_scroll(self.inner), 1)

    def initializePage(self) -> None:
        self.build()
        focus_first_dice(self)

    def refresh(self) -> None:
        for row in self.rows.values():
            row.show_slot()

    def build(self) -> None:
        _clear_layout(self.rows_layout)
        self.rows = {}
        needed: set[str] = set()
        for roll in self.draft.injury_rolls():
            self.draft.slot(roll.slot_id, self.draft.slot_key(roll), self._label(roll))
            if roll.kind == "hero":
                self._hero_row(roll)
            elif roll.kind == "mount":
                self._mount_row(roll)
            else:
                self._loss_row(roll)
            needed.add(roll.slot_id)
        self.draft.drop_slots(("hero:", "group:", "sword:", "mount:"), needed)
        if not self.rows:
            nobody = _plain("nobodyInjured")
            nobody.setText(self.tr("Nobody was taken out of action: no injury to roll."))
            self.rows_layout.addWidget(nobody)
        self.rows_layout.addStretch(1)
        self.show_notes()
        self._changed()

    def roll_the_rest(self) -> None:
        """Roll each row not rolled yet, with the dice typed in it or the program's."""
        for row in self.rows.values():
            if not row.slot.done:
                row.roll()

    def _changed(self) -> None:
        if [roll.slot_id for roll in self.draft.injury_rolls()] != list(self.rows):
            # A death takes his mount's roll away, a re-roll brings it back: rebuild once
            # the row that changed has finished its signal.
            QTimer.singleShot(0, self.build)
        self.roll_all.setEnabled(not self.isComplete())
        self.completeChanged.emit()

    def _label(self, roll: InjuryRoll) -> str:
        """What the dice are called in a note."""
        if roll.kind == "mount":
            return self.tr("{0}'s mount").format(roll.warrior.name)
        if roll.kind == "group":
            return self.tr("{0} ({1} out of action)").format(roll.warrior.name, roll.down)
        return roll.warrior.name

    def _hero_row(self, roll: InjuryRoll) -> None:
        """A hero's D66, with how his pit fight went should he be sold to the pits."""
        hero_id = roll.warrior.id
        box = QGroupBox(self.tr("{0}: serious injury (D66)").format(roll.warrior.name))
        form = QFormLayout(box)
        pit = QComboBox()
        pit.setObjectName(f"pit:{hero_id}")
        pit.setMaximumWidth(260)
        pit.addItem(self.tr("(asked only on a 65)"), None)
        pit.addItem(self.tr("won his fight"), True)
        pit.addItem(self.tr("lost his fight"), False)
        pit.setCurrentIndex(max(pit.findData(self.draft.pit_fights.get(hero_id)), 0))
        row = DiceRow(
            self.words,
            self.draft,
            roll.slot_id,
            self.draft.resolve_injury(roll),
            self.words.injury_text,
            self.tr("D66, then any sub-roll, e.g. 2 3 4"),
            lines=4,  # the result, its effects, the program's dice, a sub-roll
        )
        pit.currentIndexChanged.connect(lambda _i: self._pit_changed(hero_id, pit, row))
        form.addRow(self.tr("If sold to the pits, he:"), pit)
        form.addRow(row)
        self._add(roll.slot_id, box, row)

    def _loss_row(self, roll: InjuryRoll) -> None:
        """A D6 for each model of a henchman group taken out of action, or a hired sword's."""
        name = roll.warrior.name
        if roll.kind == "group":
            title = fill(
                self.tr("{0}: {1} of {2:plural:model|models} out of action (a D6 each, 1-2: gone)"),
                name,
                roll.down,
                roll.warrior.count,
            )
            hint = self.tr("{0} D6").format(roll.down)
        else:
            title = self.tr("{0}: hired sword out of action (D6, 1-2: gone)").format(name)
            hint = self.tr("1 D6")
        self._dice_box(roll, title, self.words.losses_text, hint)

    def _mount_row(self, roll: InjuryRoll) -> None:
        """The D6 for the mount of a rider who lived: lost on 1-2, barded on a 1."""
        mount, lost_on = self.draft.mount_at_risk(roll)
        title = self.tr("{0}: {1}, the rider out of action (D6, lost on {2} or less)").format(
            roll.warrior.name, mount.get(self.words.lang), lost_on
        )
        self._dice_box(roll, title, self.words.mount_text, self.tr("1 D6"))

    def _dice_box(
        self, roll: InjuryRoll, title: str, meaning: Callable[[Any], str], hint: str
    ) -> None:
        """A titled box with one row of dice: a group's or a sword's losses, a mount's D6."""
        box = QGroupBox(title)
        inner = QVBoxLayout(box)
        row = DiceRow(
            self.words, self.draft, roll.slot_id, self.draft.resolve_injury(roll), meaning, hint
        )
        inner.addWidget(row)
        self._add(roll.slot_id, box, row)

    def _add(self, slot_id: str, box: QGroupBox, row: DiceRow) -> None:
        self.rows[slot_id] = row
        row.changed.connect(self._changed)
        self.rows_layout.addWidget(box)

    def _pit_changed(self, hero_id: str, box: QComboBox, row: DiceRow) -> None:
        data = box.currentData()
        self.draft.pit_fights[hero_id] = None if data is None else bool(data)
        if row.slot.text:
            row.roll()  # the dice stay; what they mean follows the fight's outcome

    def isComplete(self) -> bool:
        return all(row.slot.done for row in self.rows.values())
