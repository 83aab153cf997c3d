"""3. The serious injuries."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QVBoxLayout, QWidget

from app.domain import Warrior
from rules.dice import DiceSource
from rules.injuries import InjuryOutcome, resolve_henchman_injury, resolve_hero_injury
from rules.messages import Message
from rules.models import Ruleset
from ui.post_battle.common import _clear_layout, _plain, _scroll
from ui.post_battle.dice import DiceRow
from ui.post_battle.pages.base import _Page

if TYPE_CHECKING:
    from ui.post_battle.wizard import PostBattleWizard


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
            needed.add(self._hero_row(hero_id))
        for group in w.state.groups:
            down = report.henchmen_out_of_action.get(group.id, 0)
            if down:
                needed.add(self._group_row(group, down))
        for sword_id in report.hired_swords_out_of_action:
            needed.add(self._sword_row(sword_id))
        w.drop_slots(("hero:", "group:", "sword:"), needed)
        if not self.rows:
            nobody = _plain("nobodyInjured")
            nobody.setText(self.tr("Nobody was taken out of action: no injury to roll."))
            self.rows_layout.addWidget(nobody)
        self.rows_layout.addStretch(1)
        self.show_notes()
        self.completeChanged.emit()

    def _hero_row(self, hero_id: str) -> str:
        """A hero's D66, with how his pit fight went should he be sold to the pits."""
        w = self.w
        warrior = w.state.warrior(hero_id)
        slot_id = f"hero:{hero_id}"
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
            _hero_injury(w, hero_id, warrior.name),
            w.injury_text,
            self.tr("D66, then any sub-roll, e.g. 2 3 4"),
            lines=4,  # the result, its effects, the program's dice, a sub-roll
        )
        pit.currentIndexChanged.connect(lambda _i: self._pit_changed(hero_id, pit, row))
        form.addRow(self.tr("If sold to the pits, he:"), pit)
        form.addRow(row)
        self._add(slot_id, box, row)
        return slot_id

    def _group_row(self, group: Warrior, down: int) -> str:
        """A D6 for each model of a henchman group taken out of action."""
        w = self.w
        slot_id = f"group:{group.id}"
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
            _group_losses(w.ruleset, group.name, down),
            w.losses_text,
            self.tr("{0} D6").format(down),
        )
        inner.addWidget(row)
        self._add(slot_id, box, row)
        return slot_id

    def _sword_row(self, sword_id: str) -> str:
        """A hired sword's D6."""
        w = self.w
        sword = w.state.warrior(sword_id)
        slot_id = f"sword:{sword_id}"
        w.slot(slot_id, ("sword", sword_id), sword.name)
        box = QGroupBox(
            self.tr("{0}: hired sword out of action (D6, 1-2: gone)").format(sword.name)
        )
        inner = QVBoxLayout(box)
        row = DiceRow(
            w,
            slot_id,
            _group_losses(w.ruleset, sword.name, None),
            w.losses_text,
            self.tr("1 D6"),
        )
        inner.addWidget(row)
        self._add(slot_id, box, row)
        return slot_id

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


def _hero_injury(
    w: PostBattleWizard, hero_id: str, name: str
) -> Callable[[DiceSource], InjuryOutcome]:
    """A hero's serious injury, read with the pit fight's outcome as it stands when rolled."""

    def resolve(dice: DiceSource) -> InjuryOutcome:
        return resolve_hero_injury(
            w.ruleset,
            dice,
            pit_fight_won=w.pit_fights.get(hero_id),
            purpose=Message.of("serious_injury", warrior=name),
        )

    return resolve


def _group_losses(
    ruleset: Ruleset, name: str, down: int | None
) -> Callable[[DiceSource], tuple[InjuryOutcome, ...]]:
    """A D6 for each of a group's `down` models out of action; None: a hired sword's one D6."""

    def resolve(dice: DiceSource) -> tuple[InjuryOutcome, ...]:
        if down is None:
            return (
                resolve_henchman_injury(
                    ruleset, dice, Message.of("hired_sword_injury", warrior=name)
                ),
            )
        return tuple(
            resolve_henchman_injury(
                ruleset, dice, Message.of("henchman_injury", warrior=name, number=n + 1)
            )
            for n in range(down)
        )

    return resolve
