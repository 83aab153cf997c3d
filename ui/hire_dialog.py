"""Hiring into the open warband: a hero, a henchman group or a hired sword, with its cost."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QWidget,
)

from app import usecases as uc
from app.usecases.hiring import hire_price
from rules.models import Lang
from rules.mutations import mutations_for
from ui.session import Session
from ui.spell_picker import SpellPicker
from ui.words import gc


class HireDialog(QDialog):
    def __init__(self, session: Session, lang: Lang, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(self.tr("Hire"))
        assert session.current is not None
        state = session.current
        ruleset = session.ruleset
        warband = ruleset.warband(state.type_id)
        self.choice = QComboBox()
        self.choice.setObjectName("hireChoice")
        for warrior_type in warband.types:
            label = f"{warrior_type.name.get(lang)} ({gc(warrior_type.cost)})"
            self.choice.addItem(label, ("type", warrior_type.id))
        for sword in uc.hireable_swords(session.store, state.type_id):
            label = self.tr("{0} (hired sword, {1} gc)").format(
                sword.name.get(lang), sword.hire_fee
            )
            self.choice.addItem(label, ("sword", sword.id))
        self.name = QLineEdit()
        self.name.setObjectName("hireName")
        self.count = QSpinBox()
        self.count.setRange(1, 5)
        self.cost = QLabel()
        self.lang: Lang = lang
        self.spells = SpellPicker(ruleset)
        self.spells_label = QLabel(self.tr("Starting spells"))
        # Mutations, blessings or markings: bought now or never; the use case prices them.
        self.mutations = QListWidget()
        self.mutations.setObjectName("hireMutations")
        self.mutations.setMaximumHeight(110)
        # Named as the warband's book names them (Blessings of Nurgle, Sacred markings).
        self.mutations_label = QLabel(
            warband.mutations_name.get(lang) if warband.mutations_name else ""
        )
        self.treasury = QLabel(self.tr("Treasury: {0} gc").format(state.treasury))
        form = QFormLayout(self)
        form.addRow(self.tr("Who"), self.choice)
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Models"), self.count)
        form.addRow(self.spells_label, self.spells)
        form.addRow(self.mutations_label, self.mutations)
        form.addRow(self.tr("Cost"), self.cost)
        form.addRow(self.treasury)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.choice.currentIndexChanged.connect(self._update)
        self.count.valueChanged.connect(self._update)
        self.mutations.itemChanged.connect(self._update)
        self._update()

    def _update(self) -> None:
        kind, key = self.choice.currentData()
        ruleset = self.session.ruleset
        if kind == "sword":
            sword = ruleset.hired_swords[key]
            self._show_spells(sword.spell_list, sword.starting_spells)
            self._show_mutations(None)
            self.count.setEnabled(False)
            self.cost.setText(gc(sword.hire_fee))
            return
        warrior_type = ruleset.warrior_type(key)
        self._show_spells(warrior_type.spell_list, warrior_type.starting_spells)
        self._show_mutations(key)
        henchman = warrior_type.role == "henchman"
        self.count.setEnabled(henchman)
        if not henchman:
            self.count.setValue(1)
        assert self.session.current is not None
        warband_type = self.session.current.type_id
        try:
            cost = hire_price(
                self.session.store,
                warband_type,
                key,
                self.count.value(),
                mutations=self.checked_mutations(),
            )
        except uc.RefusedError as exc:
            self.cost.setText(str(exc))
            return
        self.cost.setText(gc(cost))

    def _show_spells(self, spell_list: str | None, count: int) -> None:
        """A caster's starting spells: rolled by the program at hire, or typed from the table."""
        if spell_list != self.spells.spell_list or len(self.spells.combos) != count:
            self.spells.show_for(spell_list, count, self.lang)
        self.spells_label.setVisible(bool(self.spells.combos))

    def _show_mutations(self, type_id: str | None) -> None:
        """The mutations the chosen type may buy at hire, each with its listed price."""
        if self.mutations.property("typeId") == type_id:
            return
        self.mutations.setProperty("typeId", type_id)
        self.mutations.blockSignals(True)
        self.mutations.clear()
        ruleset = self.session.ruleset
        offered = mutations_for(ruleset, ruleset.warrior_type(type_id)) if type_id else ()
        for mutation in offered:
            row = QListWidgetItem(f"{mutation.name.get(self.lang)} ({mutation.cost} gc)")
            row.setData(Qt.ItemDataRole.UserRole, mutation.id)
            row.setToolTip(mutation.text.get(self.lang))
            row.setFlags(row.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            row.setCheckState(Qt.CheckState.Unchecked)
            self.mutations.addItem(row)
        self.mutations.blockSignals(False)
        self.mutations.setVisible(bool(offered))
        self.mutations_label.setVisible(bool(offered))

    def checked_mutations(self) -> list[str]:
        return [
            str(self.mutations.item(n).data(Qt.ItemDataRole.UserRole))
            for n in range(self.mutations.count())
            if self.mutations.item(n).checkState() == Qt.CheckState.Checked
        ]

    def accept(self) -> None:
        kind, key = self.choice.currentData()
        name = self.name.text()
        if kind == "sword":
            change = self.session.run_on_current(
                uc.hire_hired_sword, key, name, spells=self.spells.typed()
            )
        else:
            change = self.session.run_on_current(
                uc.hire,
                key,
                name or self.choice.currentText().split(" (")[0],
                count=self.count.value(),
                spells=self.spells.typed(),
                mutations=self.checked_mutations(),
            )
        if change is not None:
            super().accept()
