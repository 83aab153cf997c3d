"""The trading page's form that plans a recruit (a hero, a henchman group with its kit, a hired
sword) or more models for a henchman group."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
)

from app.domain import WarbandState
from app.usecases.core import RefusedError
from app.usecases.hiring import (
    add_models_step,
    as_typed,
    first_spells,
    hire_hired_sword_step,
    hire_price,
    hire_step,
)
from app.usecases.packs import hireable_swords
from rules.costs import allowed_items, hire_cost, list_price
from rules.messages import Message
from ui.post_battle.common import _plain
from ui.post_battle.pages.trade_forms import _Form, price_text, refill
from ui.post_battle.trades import PlannedTrade, named
from ui.spell_picker import SpellPicker
from ui.words import gc

if TYPE_CHECKING:
    from ui.post_battle.pages.trading import TradingPage

_ITEM = Qt.ItemDataRole.UserRole


class HireForm(_Form):
    """Hire a recruit or a hired sword, or add models to a group."""

    def __init__(self, page: TradingPage) -> None:
        super().__init__(page)
        campaign = self.w.ruleset.campaign
        self.choice = QComboBox()
        self.choice.setObjectName("hireType")
        self.name = QLineEdit()
        self.name.setObjectName("hireName")
        self.name.setPlaceholderText(self.tr("the type's name when left empty"))
        self.count = QSpinBox()
        self.count.setObjectName("hireCount")
        self.count.setRange(1, campaign.henchman_group_max)
        self.kit = QListWidget()
        self.kit.setObjectName("hireKit")
        self.kit.setMinimumHeight(90)
        self.cost = _plain("hireCost")
        self.spells = SpellPicker(self.w.ruleset)
        recruit = QGroupBox(self.tr("Hire a recruit or a hired sword"))
        form = QFormLayout(recruit)
        form.addRow(self.tr("Who:"), self.choice)
        form.addRow(self.tr("Name:"), self.name)
        form.addRow(self.tr("Models:"), self.count)
        form.addRow(self.tr("Equipment:"), self.kit)
        form.addRow(self.tr("Starting spells:"), self.spells)
        form.addRow(self.tr("Cost:"), self.cost)
        form.addRow(self.button("planHire", self.tr("Plan the hire"), self._plan_hire))
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
        layout.addWidget(recruit)
        layout.addWidget(more)
        layout.addWidget(self.error)
        layout.addStretch(1)
        self.choice.currentIndexChanged.connect(self._choice_changed)
        self.count.valueChanged.connect(self._show_cost)
        self.kit.itemChanged.connect(self._show_cost)
        self.group.currentIndexChanged.connect(self._show_add_cost)
        self.added.valueChanged.connect(self._show_add_cost)

    def rebuild(self, state: WarbandState) -> None:
        super().rebuild(state)
        ruleset = self.w.ruleset
        lang = self.w.lang
        entries: list[tuple[str, object]] = [
            (f"{t.name.get(lang)} ({gc(t.cost)})", f"type:{t.id}")
            for t in ruleset.warband(state.type_id).types
        ]
        for sword in hireable_swords(self.w.session.store, state.type_id):
            label = self.tr("{0} (hired sword, {1} gc)").format(
                sword.name.get(lang), sword.hire_fee
            )
            entries.append((label, f"sword:{sword.id}"))
        refill(self.choice, entries)
        refill(self.group, ((g.name, self.page.ref(g)) for g in state.groups))
        self._choice_changed()
        self._show_add_cost()

    def _chosen(self) -> tuple[str, str]:
        data = str(self.choice.currentData() or ":")
        kind, _, key = data.partition(":")
        return kind, key

    def _choice_changed(self) -> None:
        kind, key = self._chosen()
        kept = set(self._kit())
        self.kit.blockSignals(True)
        self.kit.clear()
        if kind == "type" and self.state is not None:
            ruleset = self.w.ruleset
            warrior_type = ruleset.warrior_type(key)
            warband = ruleset.warband(self.state.type_id)
            for item_id in allowed_items(ruleset, warband, warrior_type):
                quote = list_price(ruleset, warrior_type, item_id)
                entry = QListWidgetItem(f"{self.page.item_name(item_id)} ({price_text(quote)})")
                entry.setData(_ITEM, item_id)
                entry.setFlags(entry.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                entry.setCheckState(
                    Qt.CheckState.Checked if item_id in kept else Qt.CheckState.Unchecked
                )
                self.kit.addItem(entry)
            henchmen = warrior_type.role != "hero"
        else:
            henchmen = False
        self.kit.blockSignals(False)
        self._show_spells(kind, key)
        self.kit.setEnabled(kind == "type")
        self.count.setEnabled(henchmen)
        if not henchmen:
            self.count.setValue(1)
        self._show_cost()

    def _spell_source(self, kind: str, key: str) -> tuple[str | None, int]:
        """The list a recruit's starting spells come from, and how many he starts with."""
        ruleset = self.w.ruleset
        if kind == "sword" and key in ruleset.hired_swords:
            sword = ruleset.hired_swords[key]
            return sword.spell_list, sword.starting_spells
        if kind == "type" and key:
            warrior_type = ruleset.warrior_type(key)
            return warrior_type.spell_list, warrior_type.starting_spells
        return None, 0

    def _show_spells(self, kind: str, key: str) -> None:
        spell_list, count = self._spell_source(kind, key)
        self.spells.show_for(spell_list, count, self.w.lang)

    def _kit(self) -> list[str]:
        return [
            str(self.kit.item(n).data(_ITEM))
            for n in range(self.kit.count())
            if self.kit.item(n).checkState() == Qt.CheckState.Checked
        ]

    def _show_cost(self) -> None:
        kind, key = self._chosen()
        ruleset = self.w.ruleset
        if kind == "sword":
            self.cost.setText(gc(ruleset.hired_swords[key].hire_fee))
        elif kind == "type" and self.state is not None:
            try:
                store = self.w.session.store
                cost = hire_price(store, self.state.type_id, key, self.count.value(), self._kit())
                self.cost.setText(gc(cost))
            except RefusedError as exc:
                self.cost.setText(str(exc))
        else:
            self.cost.clear()

    def _show_add_cost(self) -> None:
        group = self.warrior(self.group.currentData())
        if group is None:
            self.add_cost.setText(self.tr("No henchman group."))
            return
        ruleset = self.w.ruleset
        each = hire_cost(ruleset, group.type_id, 1, group.equipment)
        each += group.experience * ruleset.campaign.veteran_cost_per_xp
        self.add_cost.setText(
            self.tr("{0} gc a model ({1} experience)").format(each, group.experience)
        )

    def _plan_hire(self) -> None:
        kind, key = self._chosen()
        if not key or self.state is None:
            return
        ruleset = self.w.ruleset
        lang = self.w.lang
        if kind == "sword":
            default = ruleset.hired_swords[key].name.get(lang)
        else:
            default = ruleset.warrior_type(key).name.get(lang)
        name = " ".join(self.name.text().split()) or default
        if any(w.name == name for w in self.state.warriors):
            self.error.setText(
                self.tr("There is already a warrior called {0}: give the recruit another name.")
                .format(name)
            )  # fmt: skip
            self.error.setVisible(True)
            return
        store = self.w.session.store
        count = self.count.value()
        kit = tuple(self._kit())
        try:  # rolled (or checked) once, now: the plan is replayed with the same spells
            spells = as_typed(first_spells(store, *self._spell_source(kind, key),
                                           self.spells.typed(), None))  # fmt: skip
        except RefusedError as exc:
            self.error.setText(str(exc))
            self.error.setVisible(True)
            return
        if kind == "sword":
            planned = self.plan(
                lambda: PlannedTrade(
                    "sword",
                    named(
                        hire_hired_sword_step(store, key, name, spells=spells),
                        Message.of("hired_sword_hired", warrior=name, hired_sword=key),
                    ),
                    who=name,
                    item=key,
                )
            )
        else:
            planned = self.plan(
                lambda: PlannedTrade(
                    "hire",
                    named(
                        hire_step(store, key, name, count=count, equipment=kit, spells=spells),
                        _hired(name, key, count),
                    ),
                    who=name,
                    item=key,
                    count=count,
                    kit=kit,
                )
            )
        if planned:
            self.name.clear()
            self.spells.reset()

    def _plan_add(self) -> None:
        group = self.warrior(self.group.currentData())
        if group is None:
            return
        store = self.w.session.store
        count = self.added.value()
        self.plan(
            lambda: PlannedTrade(
                "add",
                named(
                    add_models_step(store, self.page.ref(group), count),
                    Message.of("models_added", warrior=group.name, count=count),
                ),
                who=group.name,
                ref=self.page.ref(group),
                count=count,
            )
        )


def _hired(name: str, type_id: str, count: int) -> Message:
    """What the battle log keeps of a warrior or group hired after the battle."""
    code = "hired_group" if count > 1 else "hired_one"
    return Message.of(code, warrior=name, warrior_type=type_id, count=count)
