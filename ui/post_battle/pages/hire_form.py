"""The trading page's form that plans a recruit (a hero, a henchman group with its kit, a hired
sword) or more models for a henchman group."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QSpinBox,
    QVBoxLayout,
)

from app.domain import WarbandState, Warrior
from app.postbattle.planner import TradePlanner
from app.usecases.core import RefusedError
from app.usecases.recruiting import first_open
from ui.post_battle.common import _plain
from ui.post_battle.pages.trade_forms import _Form, refill
from ui.post_battle.words import DraftWords
from ui.wizards.recruit_widgets import RecruitTable, WarriorEditor


class HireForm(_Form):
    """Hire a recruit or a hired sword, as the wizard and the Hire dialog do (the recruit list,
    the free dagger, the kit grid with -/+), or add models to a group."""

    def __init__(self, planner: TradePlanner, words: DraftWords) -> None:
        super().__init__(planner, words)
        campaign = planner.draft.ruleset.campaign
        self.candidate: Warrior | None = None
        self.recruits = RecruitTable()
        self.recruits.setMinimumHeight(120)
        self.editor = WarriorEditor(planner.draft.store)
        self.editor.kit.setMinimumHeight(120)
        # A henchman type that has a group with room joins it (a second Zealot, not a group
        # of one), as Hire does on the sheet; unticked, he starts a group of his own.
        self.join = QCheckBox()
        self.join.setObjectName("joinGroup")
        self.join.setVisible(False)
        kept = self.join.sizePolicy()
        kept.setRetainSizeWhenHidden(True)  # the fields do not move when it shows
        self.join.setSizePolicy(kept)
        self.join.setText(" ")  # hidden, as tall as with its words
        self.join.toggled.connect(lambda joins: self.editor.setEnabled(not joins))
        self.joining: Warrior | None = None  # the group offered
        recruit = QGroupBox(self.tr("Hire a recruit or a hired sword"))
        columns = QHBoxLayout(recruit)
        columns.addWidget(self.recruits, 1)
        right = QVBoxLayout()
        right.addWidget(self.editor, 1)
        right.addWidget(self.join)
        right.addWidget(self.button("planHire", self.tr("Plan the hire"), self._plan_hire))
        columns.addLayout(right, 1)
        self.group = QComboBox()
        self.group.setObjectName("addGroup")
        self.added = QSpinBox()
        self.added.setObjectName("addCount")
        self.added.setRange(1, campaign.henchman_group_max)
        self.add_cost = _plain("addCost")
        more = QGroupBox(self.tr("Add models to a henchman group"))
        more_form = QFormLayout(more)
        more_form.addRow(self.tr("Group:"), self.group)
        more_form.addRow(self.tr("Models:"), self.added)
        more_form.addRow(self.tr("Cost:"), self.add_cost)
        more_form.addRow(self.button("planAdd", self.tr("Plan: add models"), self._plan_add))
        layout = QVBoxLayout(self)
        layout.addWidget(recruit, 1)
        layout.addWidget(more)
        layout.addWidget(self.error)
        self.recruits.currentCellChanged.connect(self._on_row)
        self.recruits.recruited.connect(self._recruit_now)
        self.group.currentIndexChanged.connect(self._show_add_cost)
        self.added.valueChanged.connect(self._show_add_cost)

    def rebuild(self, state: WarbandState) -> None:
        """The types open after the battle and the trades planned before this one."""
        super().rebuild(state)
        self.editor.lang = self.words.lang
        options = self.planner.recruit_options()
        self.recruits.fill(options, self.words.lang)
        if self.recruits.currentRow() < 0:
            first = first_open(options)
            self.recruits.select_type(first.type_id if first is not None else None)
        self._choose(self.recruits.current_type(), keep=True)
        self._offer_join(self.recruits.current_type())
        refill(self.group, ((g.name, self.ref(g)) for g in state.groups))
        self._show_add_cost()

    def _on_row(self, *_: int) -> None:
        self._choose(self.recruits.current_type())
        self._offer_join(self.recruits.current_type())

    def _offer_join(self, type_id: str | None) -> None:
        """The group of this type a hire joins (ticked), if the planner finds one with room;
        joining, the new models come with the group's kit and name."""
        self.joining = None if type_id is None else self.planner.group_to_join(type_id)
        self.join.setVisible(self.joining is not None)
        self.join.setChecked(self.joining is not None)
        self.editor.setEnabled(self.joining is None)
        if self.joining is not None:
            each = self.planner.add_cost(self.joining)
            self.join.setText(
                self.tr("Join the group {0} instead of a new one ({1} gc a model)").format(
                    self.joining.name, each
                )
            )

    def _choose(self, type_id: str | None, *, keep: bool = False) -> None:
        """The recruit the form shows: his free dagger, rolled spells, a name of his own."""
        if self.state is None or type_id is None:
            return
        if keep and self.candidate is not None and self.candidate.type_id == type_id:
            return
        base = self.recruits.item(self.recruits.currentRow(), 0)
        try:
            self.candidate = self.planner.candidate(
                type_id, base.text() if base is not None else type_id
            )
        except RefusedError as exc:
            self.show_error(self.words.problem(exc))
            return
        self.editor.show_warrior(self.candidate, self.state.type_id, self.state)

    def _recruit_now(self, type_id: str) -> None:
        """A row's Recruit button: plan him as he comes, with his free dagger."""
        self.recruits.select_type(type_id)
        self._choose(type_id, keep=True)
        self._offer_join(type_id)
        self._plan_hire()

    def _plan_hire(self) -> None:
        warrior = self.candidate
        if warrior is None or self.state is None:
            return
        group = self.joining
        if group is not None and self.join.isChecked():
            self.plan(lambda: self.planner.add_models(group, warrior.count))
            return
        if self.planner.name_taken(warrior.name):
            taken = self.tr("There is already a warrior called {0}: give the recruit another name.")
            self.show_error(taken.format(warrior.name))
            return
        if self.plan(lambda: self.planner.hire(warrior)):
            self.candidate = None  # the next one is a new recruit, with a name of his own
            self._choose(self.recruits.current_type())

    def _show_add_cost(self) -> None:
        group = self.warrior(self.group.currentData())
        if group is None:
            self.add_cost.setText(self.tr("No henchman group."))
            return
        each = self.planner.add_cost(group)
        self.add_cost.setText(
            self.tr("{0} gc a model ({1} experience)").format(each, group.experience)
        )

    def _plan_add(self) -> None:
        group = self.warrior(self.group.currentData())
        if group is None:
            return
        count = self.added.value()
        self.plan(lambda: self.planner.add_models(group, count))
