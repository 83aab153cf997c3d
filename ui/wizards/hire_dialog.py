"""Hiring into the open warband, as the wizard hires: pick a type in the recruit list (one that
may still be hired is chosen first: not a second Captain), set his name, models, spells and
equipment with -/+, then Hire (Enter). A row's Recruit button hires him as he comes, with his
free dagger, in one click. Prices, limits and the kit's rules are the use cases'."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from app import usecases as uc
from app.domain import WarbandState, Warrior
from app.usecases.core import Change
from app.usecases.details import Hired, Paid
from app.usecases.hiring import as_typed, group_to_join, join_price
from app.usecases.recruiting import first_open, free_name, recruit, recruit_options
from rules.models import Lang
from ui.plumbing.words import gc, say_error
from ui.session import Session
from ui.wizards.recruit_widgets import RecruitTable, WarriorEditor


class HireDialog(QDialog):
    def __init__(self, session: Session, lang: Lang, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hireDialog")
        self.session = session
        self.lang: Lang = lang
        self.setWindowTitle(self.tr("Hire"))
        assert session.current is not None
        self.state: WarbandState = session.current
        self.candidate: Warrior | None = None
        self.recruits = RecruitTable()
        self.editor = WarriorEditor(session.store)
        self.editor.lang = lang
        self.treasury = QLabel(self.tr("Treasury: {0} gc").format(self.state.treasury))
        self.treasury.setObjectName("hireTreasury")
        # Hiring a type that has a group already adds to it (a second Zealot joins the
        # Zealots); unticked, he starts a group of his own.
        self.join = QCheckBox()
        self.join.setObjectName("joinGroup")
        self.join.setVisible(False)
        # Joining, the new models come with the group's kit and name: the recruit's are not his.
        self.join.toggled.connect(lambda joins: self.editor.setEnabled(not joins))
        self.joining: Warrior | None = None  # the group offered
        self.error = QLabel()
        self.error.setObjectName("hireError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b3261e;")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        # Our own button: a standard Ok would be renamed back to "OK" on a language change.
        hire = self.buttons.addButton(self.tr("&Hire"), QDialogButtonBox.ButtonRole.AcceptRole)
        hire.setObjectName("hireButton")
        hire.setDefault(True)  # Enter in the name or the models hires
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._lay_out()
        options = recruit_options(session.store, self.state)
        self.recruits.fill(options, lang)
        self.recruits.currentCellChanged.connect(self._on_row)
        self.recruits.recruited.connect(self.recruit_now)
        first = first_open(options)
        self.recruits.select_type(first.type_id if first is not None else None)
        self.choose(self.recruits.current_type())
        self.resize(960, 560)
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setAutoDefault(False)  # Enter hires, whichever field has the focus
        self.editor.name.setFocus()

    def _lay_out(self) -> None:
        right = QVBoxLayout()
        right.addWidget(self.editor, 1)
        right.addWidget(self.join)
        right.addWidget(self.treasury)
        right.addWidget(self.error)
        columns = QHBoxLayout()
        columns.addWidget(self.recruits, 5)
        columns.addLayout(right, 4)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(self.buttons)

    def _on_row(self, *_: int) -> None:
        self.choose(self.recruits.current_type())

    def choose(self, type_id: str | None) -> None:
        """The recruit the form shows: his free dagger, his rolled spells, a name of his own."""
        if type_id is None or (self.candidate is not None and self.candidate.type_id == type_id):
            return
        store = self.session.store
        base = self.recruits.item(self.recruits.currentRow(), 0)
        name = free_name(self.state, base.text() if base is not None else type_id)
        try:
            self.candidate = recruit(store, self.state, type_id, name)
        except uc.RefusedError as exc:
            self.error.setText(say_error(exc, self.lang, self.session.ruleset))
            return
        self.error.clear()
        self.editor.show_warrior(self.candidate, self.state.type_id, self.state)
        self._offer_group(type_id)

    def _offer_group(self, type_id: str) -> None:
        """The group of this type a hire joins (ticked), if there is one with room."""
        store = self.session.store
        self.joining = group_to_join(store, self.state, type_id)
        self.join.setVisible(self.joining is not None)
        self.join.setChecked(self.joining is not None)
        self.editor.setEnabled(self.joining is None)
        if self.joining is not None:
            each = gc(join_price(store, self.state, self.joining.id))
            self.join.setText(
                self.tr("Join the group {0} instead of a new one ({1} a model)").format(
                    self.joining.name, each
                )
            )

    def recruit_now(self, type_id: str) -> None:
        """A row's Recruit button (or Enter on the list): hire him as he is, at once."""
        self.recruits.select_type(type_id)
        self.choose(type_id)
        self.accept()

    def accept(self) -> None:
        warrior = self.candidate
        if warrior is None:
            return
        spells = as_typed(warrior.spells)
        change: Change[Paid] | Change[Hired] | None
        if self.joining is not None and self.join.isChecked():
            change = self.session.run_on_current(uc.add_models, self.joining.id, warrior.count)
        elif warrior.kind == "hired_sword":
            change = self.session.run_on_current(
                uc.hire_hired_sword, warrior.type_id, warrior.name, spells=spells
            )
        else:
            change = self.session.run_on_current(
                uc.hire,
                warrior.type_id,
                warrior.name,
                count=warrior.count,
                equipment=warrior.equipment,
                mutations=warrior.mutations,
                spells=spells,
            )
        if change is None:
            self.error.setText(self.session.last_failure)
            return
        super().accept()
