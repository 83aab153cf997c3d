"""The new-warband wizard: type and name, hiring within the starting gold, a summary to save.

The warband is put together as a draft `WarbandState` in memory; nothing touches the store
until Finish (a legal warband) or Save as draft (one that is only unfinished: no leader yet,
too few warriors). Both go through `Session.run(create_from_draft, ...)`, so the creation is
one command on the undo stack. Prices, gold left and problems come from the use cases
(`draft_status`), starting spells are rolled or checked by them at Add: the wizard shows them.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from app import usecases
from app.domain import WarbandState, Warrior
from app.usecases import RefusedError, create_from_draft, draft_status
from app.usecases.core import INCOMPLETE
from app.usecases.drafts import DraftStatus, warrior_cost
from app.usecases.hiring import group_to_join
from app.usecases.recruiting import first_open, group_price, recruit, recruit_options
from app.usecases.warbands import MAX_NAME
from rules.composition import Problem
from rules.models import Lang, Ruleset, Text, Warband
from ui.plumbing.dialogs import NO_BY_DEFAULT
from ui.plumbing.language import RulesLanguage
from ui.plumbing.words import gc, say_error
from ui.roster.delegates import TitledRowDelegate
from ui.roster.table_model import FlatTableModel
from ui.session import Session
from ui.wizards.recruit_widgets import RecruitTable, WarriorEditor

AnyIndex = QModelIndex | QPersistentModelIndex
KitRole = Qt.ItemDataRole.UserRole + 1  # ("item" | "mutation", id) of a kit list row
CodeRole = Qt.ItemDataRole.UserRole + 2  # a problem's stable code in the problem lists
SEARCH_ROLE = Qt.ItemDataRole.UserRole + 1  # what the type search matches a row against
BREAK = QColor("#b3261e")  # a rule broken: can never be saved
UNFINISHED = QColor("#8a5a00")  # only unfinished: may be saved as a draft

TYPE_PAGE, HIRE_PAGE, SUMMARY_PAGE = range(3)


class DraftModel(FlatTableModel):
    """The warriors of the draft: who, how many models, their kit, their spells or prayers
    (a column of their own, not in the kit), what they cost."""

    COLUMNS = 5
    RIGHT_ALIGNED = frozenset({1, 4})

    def __init__(self, wizard: NewWarbandWizard, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._wizard = wizard

    @property
    def warriors(self) -> list[Warrior]:
        return self._wizard.draft.warriors

    def headers(self) -> list[str]:
        spells = self.tr("Spells / prayers")
        return [self.tr("Who"), self.tr("Models"), self.tr("Kit"), spells, self.tr("Cost")]

    def items(self) -> list[Warrior]:
        return self.warriors

    def display(self, item: Warrior, column: int) -> Any:
        if column == 0:
            type_name = self._wizard.type_name(item.type_id)
            return item.name if item.name == type_name else f"{item.name} ({type_name})"
        if column == 1:
            return item.count
        if column == 2:
            return self._wizard.kit_text(item)
        if column == 3:
            return self._wizard.spells_text(item)
        return self._wizard.price_text(item)

    def changed(self, warrior: Warrior) -> None:
        """A recruit edited in place: his row shows the new name, models, kit and cost."""
        row = next((n for n, w in enumerate(self.warriors) if w is warrior), None)
        if row is not None:
            self.dataChanged.emit(self.index(row, 0), self.index(row, self.COLUMNS - 1))

    def add(self, warrior: Warrior) -> None:
        row = len(self.warriors)
        self.beginInsertRows(QModelIndex(), row, row)
        self.warriors.append(warrior)
        self.endInsertRows()

    def remove(self, row: int) -> None:
        self.beginRemoveRows(QModelIndex(), row, row)
        del self.warriors[row]
        self.endRemoveRows()

    def clear(self) -> None:
        self.beginResetModel()
        self.warriors.clear()
        self.endResetModel()


def _draft_table(model: DraftModel, name: str) -> QTableView:
    table = QTableView()
    table.setObjectName(name)
    table.setModel(model)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setAlternatingRowColors(True)
    table.setWordWrap(True)
    table.verticalHeader().setVisible(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    # Who, kit and spells share the width and wrap: a long name no longer squeezes the Kit
    # header to «наряжени»; each row is as tall as its words.
    for column in (0, 2, 3):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return table


def _fill_problems(
    widget: QListWidget, problems: tuple[Problem, ...] | list[Problem], lang: Lang
) -> None:
    widget.clear()
    for problem in problems:
        item = QListWidgetItem(problem.text(lang))
        item.setData(CodeRole, problem.code)
        item.setForeground(QBrush(UNFINISHED if problem.code in INCOMPLETE else BREAK))
        widget.addItem(item)


def _set_gold(label: QLabel, text: str, gold_left: int) -> None:
    label.setText(text)
    label.setStyleSheet(f"color: {BREAK.name()}; font-weight: bold;" if gold_left < 0 else "")


class TypePage(QWizardPage):
    """Page 1: which warband, and its name."""

    def __init__(self, wizard: NewWarbandWizard) -> None:
        super().__init__()
        self._wizard = wizard
        self.search = QLineEdit()
        self.search.setObjectName("typeSearch")
        self.search.setClearButtonEnabled(True)
        self.type_list = QListWidget()
        self.type_list.setObjectName("typeList")
        self.type_list.setWordWrap(True)
        self.type_list.setItemDelegate(TitledRowDelegate(self.type_list))
        self.type_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.type_text = QLabel()
        self.type_text.setObjectName("typeText")
        self.type_text.setWordWrap(True)
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("nameEdit")
        self.name_edit.setMaxLength(MAX_NAME)
        self.name_label = QLabel()
        self.name_label.setBuddy(self.name_edit)
        self.note = QLabel()
        self.note.setObjectName("typeChangeNote")
        self.note.setWordWrap(True)
        self.note.setStyleSheet(f"color: {UNFINISHED.name()};")
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(self.type_list, 1)
        layout.addWidget(self.type_text)
        form = QFormLayout()
        form.addRow(self.name_label, self.name_edit)
        layout.addLayout(form)
        layout.addWidget(self.note)
        self.type_list.currentRowChanged.connect(self._on_type)
        # A type clicked: the keyboard goes to the name (the arrow keys stay in the list).
        self.type_list.clicked.connect(self._to_name)
        self.search.textChanged.connect(self.filter)
        self.name_edit.textChanged.connect(self.completeChanged)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Warband"))
        self.setSubTitle(self.tr("Choose the type of warband and give it a name."))
        self.name_label.setText(self.tr("Na&me:"))
        self.search.setPlaceholderText(
            self.tr("Type to filter the warbands: a name, a book or a grade (1a, 2 ...)")
        )
        self.name_edit.setPlaceholderText(self.tr("The warband's name"))
        self.note.setText(self.tr("Choosing another type dismisses everyone hired so far."))

    def relabel(self, lang: Lang) -> None:
        """Fill (or rename) the warband types of the switched-on packs, under a heading per
        grade (the core rules, then 1a, 1b, 1c, 2), each with its book, in the rules' language."""
        current = self.selected_type()
        self.type_list.blockSignals(True)
        self.type_list.clear()
        grade_shown = None
        for pack, warbands in usecases.warband_types_by_pack(self._wizard.session.store):
            grade = (
                pack.name.get(lang) if pack.always_on else self.tr("Grade {0}").format(pack.grade)
            )
            if pack.grade != grade_shown:
                self.type_list.addItem(self._heading(grade))
                grade_shown = pack.grade
            source = pack.source.get(lang)
            for warband in warbands:
                details = self.tr("{0} gc starting gold, at most {1} warriors").format(
                    warband.starting_gold, warband.max_size
                )
                item = QListWidgetItem(f"{warband.name.get(lang)}\n{details} · {source}")
                item.setData(Qt.ItemDataRole.UserRole, warband.id)
                words = [warband.name.en, warband.name.ru, pack.name.en, pack.name.ru, grade]
                words += [pack.source.en, pack.source.ru, pack.grade, warband.id]
                words += [name for t in warband.types for name in (t.name.en, t.name.ru)]
                item.setData(SEARCH_ROLE, " ".join(words).casefold())
                if warband.text is not None:
                    item.setToolTip(warband.text.get(lang))
                self.type_list.addItem(item)
        self._select(current)
        self.type_list.blockSignals(False)
        self.filter(self.search.text())
        self._on_type(self.type_list.currentRow())

    def _heading(self, text: str) -> QListWidgetItem:
        """A grade's heading: not selectable, but not greyed out like a disabled row."""
        heading = QListWidgetItem(text)
        heading.setFlags(Qt.ItemFlag.ItemIsEnabled)
        font = heading.font()
        font.setBold(True)
        heading.setFont(font)
        heading.setBackground(self.palette().alternateBase())
        heading.setData(SEARCH_ROLE, "")
        return heading

    def _select(self, type_id: str | None) -> None:
        for row in range(self.type_list.count()):
            if type_id and self.type_list.item(row).data(Qt.ItemDataRole.UserRole) == type_id:
                self.type_list.setCurrentRow(row)
                return
        self.type_list.setCurrentRow(-1)

    def filter(self, text: str) -> None:
        """Show the types whose name, pack, source or grade holds every word typed."""
        words = text.casefold().split()
        header: QListWidgetItem | None = None
        header_shown = False
        for row in range(self.type_list.count()):
            item = self.type_list.item(row)
            if item.data(Qt.ItemDataRole.UserRole) is None:  # a pack's heading
                if header is not None:
                    header.setHidden(not header_shown)
                header, header_shown = item, False
                continue
            shown = all(word in str(item.data(SEARCH_ROLE)) for word in words)
            item.setHidden(not shown)
            header_shown = header_shown or shown
        if header is not None:
            header.setHidden(not header_shown)
        current = self.type_list.currentItem()
        if current is not None and current.isHidden():
            self.type_list.setCurrentRow(-1)

    def selected_type(self) -> str | None:
        item = self.type_list.currentItem()
        if item is None:
            return None
        type_id = item.data(Qt.ItemDataRole.UserRole)
        return str(type_id) if type_id else None

    def _on_type(self, _row: int) -> None:
        type_id = self.selected_type()
        warband = self._wizard.ruleset.warbands.get(type_id) if type_id else None
        text = warband.text if warband is not None else None
        self.type_text.setText(text.get(self._wizard.lang) if text is not None else "")
        self.completeChanged.emit()

    def _to_name(self) -> None:
        if self.selected_type() is not None:
            self.name_edit.setFocus(Qt.FocusReason.MouseFocusReason)

    def isComplete(self) -> bool:
        return self.selected_type() is not None and bool(self.name_edit.text().strip())

    def validatePage(self) -> bool:
        type_id = self.selected_type()
        if type_id is None:
            return False
        self._wizard.begin(type_id, self.name_edit.text())
        return True


class HirePage(QWizardPage):
    """Page 2, the quick builder: one click recruits a type (with his free dagger); the
    selected recruit's name, models, spells and kit are edited beside the draft; gold, models,
    heroes, rating and the problems follow live. Finish is open here once the warband is legal.
    """

    def __init__(self, wizard: NewWarbandWizard) -> None:
        super().__init__()
        self._wizard = wizard
        self.recruits = RecruitTable()
        self.recruit_label = QLabel()
        self.recruit_label.setBuddy(self.recruits)
        # A type recruited again joins its group (a second Zealot, not a group of one);
        # unticked, each recruit starts a group of his own.
        self.join = QCheckBox()
        self.join.setObjectName("joinGroups")
        self.join.setChecked(True)
        self.table = _draft_table(wizard.model, "draftTable")
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.editor = WarriorEditor(wizard.session.store)
        self.add_error = QLabel()
        self.add_error.setObjectName("addError")
        self.add_error.setWordWrap(True)
        self.add_error.setStyleSheet(f"color: {BREAK.name()};")
        self.remove_button = QPushButton()
        self.remove_button.setObjectName("removeHire")
        self.remove_button.setEnabled(False)
        self.gold_left = QLabel()
        self.gold_left.setObjectName("goldLeft")
        self.members = QLabel()
        self.members.setObjectName("memberCount")
        self.heroes = QLabel()
        self.heroes.setObjectName("heroCount")
        self.rating = QLabel()
        self.rating.setObjectName("draftRating")
        self.problems_heading = QLabel()
        self.problems_heading.setObjectName("problemsHeading")
        self.problem_list = QListWidget()
        self.problem_list.setObjectName("problemList")
        self.problem_list.setWordWrap(True)
        self.problem_list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.problem_list.setMaximumHeight(110)
        self._lay_out()
        self.recruits.recruited.connect(self.recruit)
        self.editor.changed.connect(self._on_edited)
        self.remove_button.clicked.connect(self.remove_hire)
        self.table.selectionModel().selectionChanged.connect(self._on_selection)
        wizard.model.modelReset.connect(self._on_selection)

    def _lay_out(self) -> None:
        totals = QGridLayout()
        for n, label in enumerate((self.gold_left, self.members, self.heroes, self.rating)):
            totals.addWidget(label, n // 2, n % 2)
        left = QVBoxLayout()
        left.addWidget(self.recruit_label)
        left.addWidget(self.recruits, 1)
        left.addWidget(self.join)
        left.addLayout(totals)
        left.addWidget(self.problems_heading)
        left.addWidget(self.problem_list)
        remove_row = QHBoxLayout()
        remove_row.addWidget(self.add_error, 1)
        remove_row.addWidget(self.remove_button)
        right = QVBoxLayout()
        right.addWidget(self.table, 2)
        right.addLayout(remove_row)
        right.addWidget(self.editor, 3)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addLayout(right, 1)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Hiring"))
        self.setSubTitle(
            self.tr(
                "Recruit with one click (Enter on a row works too); pick a recruit in the "
                "warband to name him, set his models and buy his equipment with - and +."
            )
        )
        self.recruit_label.setText(self.tr("&Recruit:"))
        self.join.setText(self.tr("A henchman recruited again &joins his type's group"))
        self.remove_button.setText(self.tr("Remo&ve"))
        self.editor.retranslate()

    # --- recruiting ------------------------------------------------------------------------

    def fill_types(self) -> None:
        """The types and hired swords of the draft's warband, with limits and counts."""
        wizard = self._wizard
        if wizard.warband() is None:
            return
        self.editor.lang = wizard.lang
        try:
            options = recruit_options(wizard.session.store, wizard.draft)
        except RefusedError as exc:
            self.add_error.setText(say_error(exc, wizard.lang, wizard.session.ruleset))
            return
        self.recruits.fill(options, wizard.lang)
        if self.recruits.currentRow() < 0:
            first = first_open(options)
            self.recruits.select_type(first.type_id if first is not None else None)

    def recruit(self, type_id: str) -> None:
        """One click: the recruit joins the draft with his free dagger and rolled spells."""
        wizard = self._wizard
        group = group_to_join(wizard.session.store, wizard.draft, type_id)
        if group is not None and self.join.isChecked():
            group.count += 1
            wizard.model.changed(group)
            self.table.selectRow(wizard.draft.warriors.index(group))
            self.editor.show_warrior(group, wizard.draft.type_id)  # his models: one more
            wizard.refresh()
            self._to_editor()
            return
        name = wizard.name_of_type(type_id)
        try:
            warrior = recruit(wizard.session.store, wizard.draft, type_id, name)
        except RefusedError as exc:
            self.add_error.setText(say_error(exc, wizard.lang, wizard.session.ruleset))
            return
        self.add_error.clear()
        wizard.model.add(warrior)
        self.table.selectRow(wizard.model.rowCount() - 1)
        wizard.refresh()
        self._to_editor()

    def _to_editor(self) -> None:
        """A recruit hired with a click: the keyboard to his name (a group's models), so his
        name is typed at once; hired with Enter, the keyboard stays in the list."""
        if not self.recruits.by_keyboard:
            self.editor.take_keyboard()

    def remove_hire(self) -> None:
        rows = sorted({index.row() for index in self.table.selectionModel().selectedRows()})
        for row in reversed(rows):
            self._wizard.model.remove(row)
        self._wizard.refresh()

    def selected_warrior(self) -> Warrior | None:
        rows = self.table.selectionModel().selectedRows()
        warriors = self._wizard.draft.warriors
        return warriors[rows[0].row()] if rows and rows[0].row() < len(warriors) else None

    def _on_selection(self) -> None:
        warrior = self.selected_warrior()
        self.remove_button.setEnabled(warrior is not None)
        self.editor.show_warrior(warrior, self._wizard.draft.type_id)

    def _on_edited(self) -> None:
        warrior = self.selected_warrior()
        if warrior is not None:
            self._wizard.model.changed(warrior)
        self._wizard.refresh()

    def show_status(self, status: DraftStatus) -> None:
        over = -status.gold_left
        gold = self.tr("Gold left: {0} gc of {1} gc").format(status.gold_left, status.starting_gold)
        if over > 0:
            gold = self.tr("{0} gc over the starting {1} gc").format(over, status.starting_gold)
        _set_gold(self.gold_left, gold, status.gold_left)
        self.members.setText(
            self.tr("Warriors: {0} of at most {1}").format(status.members, status.max_size)
        )
        self.heroes.setText(
            self.tr("Heroes: {0} of at most {1}").format(status.heroes, status.max_heroes)
        )
        self.rating.setText(self.tr("Rating: {0}").format(status.rating))
        if status.problems:
            self.problems_heading.setText(self.tr("Problems:"))
        else:
            self.problems_heading.setText(self.tr("No problems: the warband is legal."))
        _fill_problems(self.problem_list, status.problems, self._wizard.lang)
        self.fill_types()
        self.editor.refresh()
        self.completeChanged.emit()

    def isComplete(self) -> bool:
        return self._wizard.draft.type_id != ""


class SummaryPage(QWizardPage):
    """Page 3: the whole warband, the gold left and the problems; Finish or Save as draft."""

    def __init__(self, wizard: NewWarbandWizard) -> None:
        super().__init__()
        self._wizard = wizard
        self.heading = QLabel()
        self.heading.setObjectName("summaryHeading")
        self.heading.setStyleSheet("font-weight: bold;")
        self.table = _draft_table(wizard.model, "summaryTable")
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.gold = QLabel()
        self.gold.setObjectName("summaryGold")
        self.members = QLabel()
        self.members.setObjectName("summaryMembers")
        self.rating = QLabel()
        self.rating.setObjectName("summaryRating")
        self.verdict = QLabel()
        self.verdict.setObjectName("summaryVerdict")
        self.verdict.setWordWrap(True)
        self.problem_list = QListWidget()
        self.problem_list.setObjectName("summaryProblems")
        self.problem_list.setWordWrap(True)
        self.problem_list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.problem_list.setMaximumHeight(120)
        self.error = QLabel()
        self.error.setObjectName("saveError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {BREAK.name()};")
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # A warband whose leader is chosen (Lustrian Reavers): which hero leads.
        self.leader_label = QLabel()
        self.leader_choice = QComboBox()
        self.leader_choice.setObjectName("leaderChoice")
        self.leader_choice.currentIndexChanged.connect(self._on_leader)
        leader_row = QHBoxLayout()
        leader_row.addWidget(self.leader_label)
        leader_row.addWidget(self.leader_choice, 1)
        totals = QHBoxLayout()
        totals.setSpacing(24)
        for label in (self.gold, self.members, self.rating):
            totals.addWidget(label)
        totals.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.table, 1)
        layout.addLayout(leader_row)
        layout.addLayout(totals)
        layout.addWidget(self.verdict)
        layout.addWidget(self.problem_list)
        layout.addWidget(self.error)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Summary"))
        self.setSubTitle(self.tr("Check the warband before it joins the campaign."))
        self.leader_label.setText(self.tr("Leader:"))

    def initializePage(self) -> None:
        self.error.clear()
        self._wizard.refresh()

    def show_status(self, status: DraftStatus) -> None:
        draft = self._wizard.draft
        warband = self._wizard.warband()
        type_name = warband.name.get(self._wizard.lang) if warband is not None else ""
        self.heading.setText(f"{draft.name} - {type_name}")
        _set_gold(
            self.gold,
            self.tr("Gold left: {0} gc").format(status.gold_left),
            status.gold_left,
        )
        self.members.setText(
            self.tr("Warriors: {0} of at most {1}").format(status.members, status.max_size)
        )
        self.rating.setText(self.tr("Rating: {0}").format(status.rating))
        self._fill_leaders()
        if status.legal:
            verdict = self.tr("The warband is legal: Finish adds it to the campaign.")
        elif status.savable_as_draft:
            verdict = self.tr(
                "The warband is not finished yet. Go back and hire more, or Save as draft "
                "to finish it later; it keeps these problems:"
            )
        else:
            verdict = self.tr(
                "The warband breaks the rules and cannot be saved. Go back and fix these:"
            )
        self.verdict.setText(verdict)
        _fill_problems(self.problem_list, status.problems, self._wizard.lang)
        self.completeChanged.emit()

    def _fill_leaders(self) -> None:
        """The draft's heroes whose type may lead, when the warband's leader is chosen."""
        wizard = self._wizard
        warband = wizard.warband()
        chosen = warband is not None and warband.leader_chosen
        self.leader_label.setVisible(chosen)
        self.leader_choice.setVisible(chosen)
        if warband is None or not chosen:
            return
        self.leader_choice.blockSignals(True)
        self.leader_choice.clear()
        self.leader_choice.addItem(self.tr("(choose the leader)"), "")
        for warrior in wizard.draft.warriors:
            if warrior.kind == "hero" and wizard.ruleset.warrior_type(warrior.type_id).may_lead:
                self.leader_choice.addItem(
                    f"{warrior.name} ({wizard.type_name(warrior.type_id)})", warrior.id
                )
        self.leader_choice.setCurrentIndex(
            max(0, self.leader_choice.findData(wizard.draft.leader_id))
        )
        self.leader_choice.blockSignals(False)

    def _on_leader(self, _index: int) -> None:
        self._wizard.draft.leader_id = str(self.leader_choice.currentData() or "")
        self._wizard.refresh()

    def show_error(self, message: str) -> None:
        self.error.setText(message)

    def isComplete(self) -> bool:
        return self._wizard.status().legal

    def validatePage(self) -> bool:
        """Finish saves the legal warband (QWizard.done asks again after Save as draft)."""
        return self._wizard.created_id is not None or self._wizard.save(allow_problems=False)


class NewWarbandWizard(RulesLanguage, QWizard):
    """Put a new warband together and save it in one undoable step."""

    SAVE_DRAFT = QWizard.WizardButton.CustomButton1

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newWarbandWizard")
        self.session = session
        self.ruleset: Ruleset = session.ruleset
        self.created_id: int | None = None
        self._lang: Lang = "en"
        self.draft = WarbandState(name="", type_id="")
        self.model = DraftModel(self, self)

        self.type_page = TypePage(self)
        self.hire_page = HirePage(self)
        self.summary_page = SummaryPage(self)
        self.setPage(TYPE_PAGE, self.type_page)
        self.setPage(HIRE_PAGE, self.hire_page)
        self.setPage(SUMMARY_PAGE, self.summary_page)
        self.hire_page.setFinalPage(True)  # Finish beside Next: the summary is optional
        self.setStartId(TYPE_PAGE)

        self.setOption(QWizard.WizardOption.HaveCustomButton1, True)
        save_draft = self.button(self.SAVE_DRAFT)
        save_draft.setObjectName("saveDraft")
        save_draft.setEnabled(False)
        save_draft.clicked.connect(self.save_as_draft)
        self.currentIdChanged.connect(self._on_page)
        session.failed.connect(self._on_failed)
        self._listening = True
        self.finished.connect(self._stop_listening)
        self.resize(1000, 680)
        self.retranslate()
        self.type_page.relabel(self._lang)
        self._on_page(self.currentId())

    # --- language --------------------------------------------------------------------------

    def show_language(self) -> None:
        """The rules' names (warband, types, items) in the new language."""
        self.type_page.relabel(self._lang)
        if self.draft.type_id:
            self.hire_page.fill_types()
            self.model.relabel()
            self.refresh()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New warband"))
        self.setButtonText(self.SAVE_DRAFT, self.tr("Save as &draft"))
        for page in (self.type_page, self.hire_page, self.summary_page):
            page.retranslate()

    # --- the draft -------------------------------------------------------------------------

    def warband(self) -> Warband | None:
        return self.ruleset.warbands.get(self.draft.type_id)

    def type_name(self, type_id: str) -> str:
        """A warrior type's or a hired sword's name in the rules' language."""
        sword = self.ruleset.hired_swords.get(type_id)
        named = sword if sword is not None else self.ruleset.warrior_type(type_id)
        return named.name.get(self._lang)

    def name_of_type(self, type_id: str) -> str:
        """A recruit's first name: his type's (the player renames him in the editor)."""
        try:
            return self.type_name(type_id)
        except KeyError:
            return type_id

    def price_text(self, warrior: Warrior) -> str:
        """ "75 gc", or a group's "3 x 23 gc = 69 gc", as the use cases price it."""
        try:
            price = group_price(self.session.store, self.draft.type_id, warrior)
        except RefusedError:
            return ""  # the status lists why he cannot be hired
        if price.count > 1:
            return self.tr("{0} x {1} gc = {2} gc").format(price.count, price.each, price.total)
        return gc(price.total)

    def cost_of(self, warrior: Warrior) -> int:
        """What hiring this warrior or group costs, as the use cases price it."""
        try:
            return warrior_cost(self.session.store, self.draft.type_id, warrior)
        except RefusedError:
            return 0  # the status lists why he cannot be hired

    def kit_text(self, warrior: Warrior) -> str:
        names = [self.ruleset.items[item].name.get(self._lang) for item in warrior.equipment]
        warband = self.warband()
        mutations = {m.id: m for m in warband.mutations} if warband is not None else {}
        names += [
            mutations[m].name.get(self._lang) if m in mutations else m for m in warrior.mutations
        ]
        return ", ".join(names)

    def spells_text(self, warrior: Warrior) -> str:
        return ", ".join(self.ruleset.spell(s.spell).name.get(self._lang) for s in warrior.spells)

    def begin(self, type_id: str, name: str) -> None:
        """Page 1 is done: a draft of this type and name (another type starts over)."""
        if type_id != self.draft.type_id:
            self.model.clear()
            self.draft.type_id = type_id
            self.draft.leader_id = ""
            self.hire_page.fill_types()
        self.draft.name = " ".join(name.split())
        self.refresh()

    def status(self) -> DraftStatus:
        """The draft priced and checked by the use cases."""
        if self.warband() is None:
            chosen = self.tr("Choose the type of warband first.")
            nothing = Problem.of("unknown_warband", wording="text", text=chosen)
            return DraftStatus(0, (), 0, 0, 0, (nothing,))
        try:
            return draft_status(self.session.store, self.draft)
        except RefusedError as exc:
            gold = self.ruleset.warband(self.draft.type_id).starting_gold
            en, ru = (say_error(exc, lang, self.ruleset) for lang in ("en", "ru"))
            refused = Problem.of("refused", wording="text", text=Text(en, ru))
            return DraftStatus(gold, (), 0, 0, 0, (refused,))

    def refresh(self) -> None:
        """The draft changed: gold, size, problems and the buttons follow."""
        status = self.status()
        self.type_page.note.setVisible(bool(self.draft.warriors))
        self.hire_page.show_status(status)
        self.summary_page.show_status(status)
        self._update_save_draft(status)
        self._update_finish(status)

    def _update_finish(self, status: DraftStatus | None = None) -> None:
        """Finish is open on the hiring page too, once the warband is legal."""
        if self.currentId() == HIRE_PAGE:
            self.button(QWizard.WizardButton.FinishButton).setEnabled(
                (status or self.status()).legal
            )

    def accept(self) -> None:
        """Finish on the hiring page saves the legal warband, as the summary's Finish does."""
        on_hiring = self.currentId() == HIRE_PAGE and self.created_id is None
        if on_hiring and not self.save(allow_problems=False):
            self.hire_page.add_error.setText(
                self.session.last_failure
                or self.tr("The warband is not legal yet: see the problems.")
            )
            return
        super().accept()

    # --- saving ----------------------------------------------------------------------------

    def save(self, *, allow_problems: bool) -> bool:
        """Save the draft through the session (one command on the undo stack)."""
        status = self.status()
        if status.gold_left < 0 or status.rule_breaks:
            return False  # a rule break is never saved, not even as a draft
        if not allow_problems and not status.legal:
            return False
        change = self.session.run(create_from_draft, self.draft, allow_problems=allow_problems)
        if change is None:
            return False
        self.created_id = change.warband_id
        return True

    def save_as_draft(self) -> None:
        """Save an unfinished warband with its problems; the player completes it later."""
        if self.save(allow_problems=True):
            self.accept()

    def _update_save_draft(self, status: DraftStatus | None = None) -> None:
        on_summary = self.currentId() == SUMMARY_PAGE
        button = self.button(self.SAVE_DRAFT)
        button.setVisible(on_summary)
        ready = on_summary and (status or self.status()).savable_as_draft
        button.setEnabled(ready)

    def _on_page(self, page_id: int) -> None:
        self._update_save_draft(self.status() if page_id == SUMMARY_PAGE else None)
        self._update_finish()

    def _on_failed(self, message: str) -> None:
        self.summary_page.show_error(message)

    # --- closing ---------------------------------------------------------------------------

    def reject(self) -> None:
        """Cancel writes nothing; with warriors hired, ask before throwing them away."""
        if self.created_id is None and self.draft.warriors:
            answer = QMessageBox.question(
                self,
                self.tr("New warband"),
                self.tr("Discard this warband and everyone hired for it?"),
                *NO_BY_DEFAULT,  # Enter, pressed out of habit, keeps the work
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        super().reject()

    def _stop_listening(self) -> None:
        if self._listening:
            self.session.failed.disconnect(self._on_failed)
            self._listening = False
