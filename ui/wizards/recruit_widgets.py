"""The quick builder's two grids: the recruit list (one click recruits) and the kit grid (-/+).

Both only show what the use cases answer (app.usecases.recruiting): limits, prices, quantities.
The wizard's hiring page, the Hire dialog and the post-battle hiring share them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.domain import WarbandState, Warrior
from app.store.repository import Store
from app.usecases.core import RefusedError
from app.usecases.hiring import first_spells
from app.usecases.recruiting import (
    KitRow,
    RecruitOption,
    group_price,
    kit_rows,
    recruit_kit_with,
    with_quantity,
)
from app.usecases.warbands import MAX_NAME
from rules.models import Lang
from ui.plumbing.words import gc, say_error
from ui.wizards.spell_picker import SpellPicker

TYPE_ROLE = Qt.ItemDataRole.UserRole
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTRE = Qt.AlignmentFlag.AlignCenter


def _cell(text: str, align: Qt.AlignmentFlag | None = None) -> QTableWidgetItem:
    cell = QTableWidgetItem(text)
    cell.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if align is not None:
        cell.setTextAlignment(align)
    return cell


def _row_button(
    table: QTableWidget, row: int, column: int, name: str, text: str, on_click: Callable[[], None]
) -> QToolButton:
    """The row's button, kept when the row shows the same thing again (the table is refilled
    after every edit: a button replaced under the mouse would be deleted while it is clicked)."""
    old = table.cellWidget(row, column)
    if isinstance(old, QToolButton) and old.objectName() == name:
        old.setText(text)
        return old
    if old is not None:
        old.setObjectName("")  # deleted later: a search by name finds only the new one
    button = QToolButton()
    button.setObjectName(name)
    button.setText(text)
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    button.clicked.connect(lambda _checked=False: on_click())  # not the checked flag
    table.setCellWidget(row, column, button)
    return button


def _set_rows(table: QTableWidget, count: int) -> None:
    """Resize the table; the row widgets of rows that go are deleted later: unnamed now, so a
    search by name finds only the live ones."""
    for row in range(count, table.rowCount()):
        for column in range(table.columnCount()):
            old = table.cellWidget(row, column)
            if old is not None:
                old.setObjectName("")
    table.setRowCount(count)


@contextmanager
def _refilling(table: QTableWidget) -> Iterator[None]:
    """Columns sized to their contents are measured once after a refill, not after each cell:
    measuring all rows at every cell made a refill of the recruit list take most of a second,
    and the wizard refills it at every key typed in a name."""
    header = table.horizontalHeader()
    modes = [header.sectionResizeMode(column) for column in range(header.count())]
    for column in range(header.count()):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
    try:
        yield
    finally:
        for column, mode in enumerate(modes):
            header.setSectionResizeMode(column, mode)


def _grid(widget: QTableWidget, stretch: int) -> None:
    widget.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    widget.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    widget.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    widget.verticalHeader().setVisible(False)
    widget.verticalHeader().setDefaultSectionSize(widget.fontMetrics().height() + 10)
    header = widget.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)


class RecruitTable(QTableWidget):
    """Each type the warband may recruit, with its limit, cost and starting experience, and a
    one-click Recruit button; Enter or a double click recruits the current row too."""

    recruited = Signal(str)  # the type's (or hired sword's) id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 5, parent)
        self.setObjectName("recruitTable")
        _grid(self, 0)
        # True while Enter on a row recruits: the keyboard stays in the list for the next one
        # (a click moves it to the recruit's fields: the wizard's HirePage.recruit).
        self.by_keyboard = False
        self.cellDoubleClicked.connect(lambda row, _col: self._recruit_row(row))

    def headers(self) -> list[str]:
        return [self.tr("Type"), self.tr("Limit"), self.tr("Cost"), self.tr("XP"), ""]

    def limit_text(self, option: RecruitOption) -> str:
        low, high = option.minimum, option.maximum
        if high is None:
            return f"{low}+"
        return f"={low}" if low == high else f"{low}-{high}"

    def fill(self, options: Sequence[RecruitOption], lang: Lang) -> None:
        """The list as the use cases give it; a type at its limit cannot be recruited."""
        current = self.current_type()
        self.setHorizontalHeaderLabels(self.headers())
        with _refilling(self):
            self._fill_rows(options, lang)
        self.select_type(current)

    def _fill_rows(self, options: Sequence[RecruitOption], lang: Lang) -> None:
        _set_rows(self, len(options))
        for row, option in enumerate(options):
            name = _cell(option.name.get(lang))
            name.setData(TYPE_ROLE, option.type_id)
            if option.kind == "hired_sword":
                name.setToolTip(self.tr("Hired sword: paid upkeep after every battle"))
            self.setItem(row, 0, name)
            self.setItem(row, 1, _cell(self.limit_text(option), CENTRE))
            self.setItem(row, 2, _cell(gc(option.cost), RIGHT))
            self.setItem(row, 3, _cell(str(option.experience), RIGHT))
            button = _row_button(
                self,
                row,
                4,
                f"recruit:{option.type_id}",
                self.tr("Hire"),
                self._recruiter(option.type_id),
            )
            button.setEnabled(option.open)

    def _recruiter(self, type_id: str) -> Callable[[], None]:
        return lambda: self.recruited.emit(type_id)

    def current_type(self) -> str | None:
        item = self.item(self.currentRow(), 0) if self.currentRow() >= 0 else None
        return str(item.data(TYPE_ROLE)) if item is not None else None

    def select_type(self, type_id: str | None) -> None:
        for row in range(self.rowCount()):
            item = self.item(row, 0)
            if type_id is not None and item is not None and item.data(TYPE_ROLE) == type_id:
                self.setCurrentCell(row, 0)
                return

    def button_of(self, type_id: str) -> QToolButton:
        button = self.findChild(QToolButton, f"recruit:{type_id}")
        assert button is not None, type_id
        return button

    def _recruit_row(self, row: int) -> None:
        button = self.cellWidget(row, 4)
        if isinstance(button, QToolButton) and button.isEnabled():
            button.click()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentRow() >= 0:
            self.by_keyboard = True
            try:
                self._recruit_row(self.currentRow())
            finally:
                self.by_keyboard = False
            return
        super().keyPressEvent(event)


class KitGrid(QTableWidget):
    """A warrior's own equipment list: the price of one more on each row and -/+ quantities."""

    quantityChanged = Signal(str, str, int)  # "item" | "mutation", its id, the new quantity

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 5, parent)
        self.setObjectName("kitGrid")
        _grid(self, 0)
        self.rows: list[KitRow] = []

    def headers(self) -> list[str]:
        return [self.tr("Item"), self.tr("Price"), "", self.tr("Qty"), ""]

    def fill(self, rows: Sequence[KitRow], lang: Lang) -> None:
        self.setHorizontalHeaderLabels(self.headers())
        self.rows = list(rows)
        with _refilling(self):
            self._fill_rows(lang)

    def _fill_rows(self, lang: Lang) -> None:
        _set_rows(self, len(self.rows))
        for n, row in enumerate(self.rows):
            name = row.name.get(lang)
            if row.kind == "mutation":
                name = self.tr("Mutation: {0}").format(name)
            self.setItem(n, 0, _cell(name))
            self.setItem(n, 1, _cell(self.price_text(row), RIGHT))
            self._step(n, -1)
            self.setItem(n, 3, _cell(str(row.quantity) if row.quantity else "", CENTRE))
            self._step(n, +1)

    def price_text(self, row: KitRow) -> str:
        """ "free", "15 gc" or "10 gc + 2D6": the fixed part the use cases priced, and the dice."""
        text = self.tr("free") if row.cost == 0 else gc(row.cost)
        if row.dice:
            text += f" + {row.dice}"
            if row.dice_multiplier != 1:
                text += f" x{row.dice_multiplier}"
        return text

    def _step(self, n: int, delta: int) -> None:
        """Row n's - or + button: one fewer or one more, within 0 and the row's maximum."""
        row = self.rows[n]
        more = delta > 0
        name = f"{'more' if more else 'less'}:{row.item_id}"
        button = _row_button(
            self, n, 4 if more else 2, name, "+" if more else "-", lambda: self._clicked(n, delta)
        )
        button.setAutoRaise(True)
        button.setEnabled(0 <= row.quantity + delta <= row.maximum)

    def _clicked(self, n: int, delta: int) -> None:
        if 0 <= n < len(self.rows):
            row = self.rows[n]
            self.quantityChanged.emit(row.kind, row.item_id, row.quantity + delta)

    def button_of(self, item_id: str, more: bool = True) -> QToolButton:
        button = self.findChild(QToolButton, f"{'more' if more else 'less'}:{item_id}")
        assert button is not None, item_id
        return button

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """+ and - on the current row, for the keyboard."""
        row = self.currentRow()
        step = {Qt.Key.Key_Plus: 4, Qt.Key.Key_Minus: 2}.get(Qt.Key(event.key()))
        if step is not None and 0 <= row < self.rowCount():
            button = self.cellWidget(row, step)
            if isinstance(button, QToolButton) and button.isEnabled():
                button.click()
            return
        super().keyPressEvent(event)


class WarriorEditor(QWidget):
    """One recruit being put together: name, models, the live subtotal, spells and kit.

    Edits the `Warrior` it shows in place and says so with `changed`; the prices, the free
    dagger's place and the spells' checks are the use cases' (app.usecases.recruiting).
    """

    changed = Signal()

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("warriorEditor")
        self.store = store
        self.warrior: Warrior | None = None
        self.warband_type = ""
        self.state: WarbandState | None = None  # None: the wizard's draft
        self.lang: Lang = "en"
        self.name = QLineEdit()
        self.name.setObjectName("hireName")
        self.name.setMaxLength(MAX_NAME)
        self.count = QSpinBox()
        self.count.setObjectName("hireCount")
        campaign = store.ruleset.campaign
        self.count.setRange(campaign.henchman_group_min, campaign.henchman_group_max)
        self.subtotal = QLabel()
        self.subtotal.setObjectName("hireCost")
        self.subtotal.setStyleSheet("font-weight: bold;")
        self.spells = SpellPicker(store.ruleset)
        self._typed: dict[int, list[str]] = {}  # per recruit: the spells typed from the table
        self.spells_label = QLabel()
        self.error = QLabel()
        self.error.setObjectName("editorError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b3261e;")
        self.kit = KitGrid()
        self.name_label, self.count_label = QLabel(), QLabel()
        self.name_label.setBuddy(self.name)
        self.count_label.setBuddy(self.count)
        top = QGridLayout()
        top.addWidget(self.name_label, 0, 0)
        top.addWidget(self.name, 0, 1, 1, 3)
        top.addWidget(self.count_label, 1, 0)
        top.addWidget(self.count, 1, 1)
        top.addWidget(self.subtotal, 1, 2, 1, 2)
        top.addWidget(self.spells_label, 2, 0)
        top.addWidget(self.spells, 2, 1, 1, 3)
        top.setColumnStretch(3, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.kit, 1)
        layout.addWidget(self.error)
        self.name.textChanged.connect(self._on_name)
        self.count.valueChanged.connect(self._on_count)
        self.kit.quantityChanged.connect(self._on_quantity)
        self.retranslate()
        self.show_warrior(None, "")

    def retranslate(self) -> None:
        self.name_label.setText(self.tr("N&ame:"))
        self.count_label.setText(self.tr("&Models:"))
        self.spells_label.setText(self.tr("Spells:"))
        self.name.setPlaceholderText(self.tr("Leave empty to use the type's name"))

    def show_warrior(
        self, warrior: Warrior | None, warband_type: str, state: WarbandState | None = None
    ) -> None:
        """Edit this warrior (None: nothing to edit) for `state` (None: the wizard's draft:
        the use cases price what the list has while it is created); the fields keep their
        places."""
        self.warrior, self.warband_type, self.state = warrior, warband_type, state
        self.error.clear()
        self.setEnabled(warrior is not None)
        self.name.blockSignals(True)
        self.name.setText(warrior.name if warrior is not None else "")
        self.name.blockSignals(False)
        group = warrior is not None and warrior.kind == "henchmen"
        self.count.blockSignals(True)
        self.count.setValue(warrior.count if warrior is not None else 1)
        self.count.setEnabled(group)
        self.count.blockSignals(False)
        self._show_spells()
        self.refresh()

    def take_keyboard(self) -> None:
        """The keyboard to what a player fills in next for a recruit just hired, its text
        selected so typing replaces it: a group's models, anyone else's name."""
        if self.warrior is None:
            return
        field: QLineEdit | QSpinBox = self.count if self.warrior.kind == "henchmen" else self.name
        field.setFocus(Qt.FocusReason.OtherFocusReason)
        field.selectAll()

    def refresh(self) -> None:
        """The subtotal and the kit's prices and quantities, as the use cases give them."""
        warrior = self.warrior
        if warrior is None:
            self.subtotal.clear()
            self.kit.fill([], self.lang)
            return
        try:
            price = group_price(self.store, self.warband_type, warrior, self.state)
        except RefusedError as exc:
            self.subtotal.setText(say_error(exc, self.lang, self.store.ruleset))
        else:
            if price.count > 1:
                self.subtotal.setText(
                    self.tr("{0} x {1} gc = {2} gc").format(price.count, price.each, price.total)
                )
            else:
                self.subtotal.setText(gc(price.total))
        self.kit.fill(kit_rows(self.store, warrior, self.state), self.lang)

    def _spell_source(self) -> tuple[str | None, int]:
        warrior = self.warrior
        if warrior is None:
            return None, 0
        ruleset = self.store.ruleset
        if warrior.kind == "hired_sword":
            sword = ruleset.hired_swords[warrior.type_id]
            return sword.spell_list, sword.starting_spells
        warrior_type = ruleset.warrior_type(warrior.type_id)
        return warrior_type.spell_list, warrior_type.starting_spells

    def _show_spells(self) -> None:
        spell_list, count = self._spell_source()
        self.spells.show_for(spell_list, count, self.lang)
        known = [s.spell for s in self.warrior.spells] if self.warrior is not None else []
        typed = self._typed.get(id(self.warrior), [])
        for combo, key in zip(self.spells.combos, known, strict=False):
            if key in typed:  # typed from the table; the others were rolled by the program
                combo.setCurrentIndex(max(0, combo.findData(key)))
            combo.currentIndexChanged.connect(self._on_spell)
        self.spells.show_rolled([key for key in known if key not in typed])
        self.spells_label.setVisible(bool(self.spells.combos))

    def _on_spell(self) -> None:
        """A spell chosen from the table (or Roll): the use cases check or roll it."""
        if self.warrior is None:
            return
        spell_list, count = self._spell_source()
        try:
            spells = first_spells(self.store, spell_list, count, self.spells.typed(), None)
        except RefusedError as exc:
            self.error.setText(say_error(exc, self.lang, self.store.ruleset))
            return
        self.error.clear()
        self.warrior.spells = spells
        typed = self.spells.typed()
        self._typed[id(self.warrior)] = typed
        self.spells.show_rolled([s.spell for s in spells if s.spell not in typed])
        self.changed.emit()

    def _on_name(self, text: str) -> None:
        if self.warrior is not None:
            self.warrior.name = " ".join(text.split()) or self.type_name()
            self.changed.emit()

    def type_name(self) -> str:
        if self.warrior is None:
            return ""
        ruleset = self.store.ruleset
        sword = ruleset.hired_swords.get(self.warrior.type_id)
        named = sword if sword is not None else ruleset.warrior_type(self.warrior.type_id)
        return named.name.get(self.lang)

    def _on_count(self, count: int) -> None:
        if self.warrior is not None and self.warrior.kind == "henchmen":
            self.warrior.count = count
            self.refresh()
            self.changed.emit()

    def _on_quantity(self, kind: str, key: str, quantity: int) -> None:
        warrior = self.warrior
        if warrior is None:
            return
        try:
            if kind == "mutation":
                warrior.mutations = with_quantity(warrior.mutations, key, quantity, 1)
            else:
                warrior.equipment = recruit_kit_with(self.store, warrior, key, quantity)
        except RefusedError as exc:
            self.error.setText(say_error(exc, self.lang, self.store.ruleset))
            return
        self.refresh()
        self.changed.emit()
