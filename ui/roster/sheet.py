"""The warband sheet: header, heroes, henchmen, hired swords, stash and the problems panel.

The sheet is one page that scrolls as a whole when the window is too low for it: each table and
list is as tall as its rows (an empty one a line), none scrolls up and down inside the page.
The selected warrior's editor (`panel`) belongs to the sheet; the main window docks it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QScrollArea,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app import usecases as uc
from app.domain import WarbandState, WarriorKind
from app.sheet.marks import Mark
from app.sheet.origin import warband_origin, warband_rules
from app.usecases import problems_of, set_characteristic
from rules.models import Lang
from ui.roster.column_widths import shortened, wrapped_width
from ui.roster.delegates import ProfileDelegate, claims_f2
from ui.roster.marks import MarkedNameDelegate, warband_size_text
from ui.roster.models import TEXT_COLUMNS, WarriorTableModel
from ui.roster.row_menu import row_menu
from ui.roster.rule_text import RuleKind, rule_tooltip, rules_tooltip
from ui.roster.warrior_panel import WarriorPanel
from ui.session import Session
from ui.widgets.elided_label import ElidedLabel

# The longest a name column gets, in average characters: a longer name wraps onto a second
# line, and past that is shortened with an ellipsis (the whole on hover, and the column can be
# widened by its header's edge) so the profile, experience and save stay on screen.
NAME_CHARS = 22
# What the table gives up, in this order, before it scrolls sideways: while the lists of words
# would have less than WORDS_ROOM, the type's one line (it wraps onto ROW_LINES), then the
# name's; then both down to SHORT_CHARS and the lists of words down to WORDS_CHARS (they share
# what is left).
WRAPPED = ("name", "type")  # the columns shortened to their words wrapped onto ROW_LINES
ROW_LINES = 2  # a row's lines at most: long names, types and lists wrap onto a second
SHORT_CHARS = 8
WORDS_CHARS = 4
WORDS_ROOM = 12


def _fill_list(widget: QListWidget, entries: list[tuple[str, str]]) -> None:
    """A list's entries (words, tooltip), put in again only when they changed: an edit of a
    profile cell leaves the stash and the problems (and the entry selected) as they are."""
    shown = [(widget.item(n).text(), widget.item(n).toolTip()) for n in range(widget.count())]
    if shown == entries:
        return
    widget.clear()
    for text, tip in entries:
        entry = QListWidgetItem(text)
        entry.setToolTip(tip)
        widget.addItem(entry)


class FittedList(QListWidget):
    """A list as tall as its entries, one line when it has none: the page scrolls, not the list."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def updateGeometries(self) -> None:
        """The entries were laid out again (added, removed, wrapped to a new width)."""
        super().updateGeometries()
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        lines = self.contentsSize().height() if self.count() else 0
        height = max(lines, self.fontMetrics().height() + 4) + 2 * self.frameWidth()
        return QSize(super().sizeHint().width(), height)

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), self.sizeHint().height())


class WarriorTable(QTableView):
    def __init__(self, model: WarriorTableModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self.kind = model.kind
        self.setItemDelegate(ProfileDelegate(self))
        self.setItemDelegateForColumn(0, MarkedNameDelegate(self))  # the name and its marks
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.setAlternatingRowColors(True)
        self.verticalHeader().setVisible(False)
        # One line a row; what does not fit ends in an ellipsis and shows whole on hover.
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        rows = self.verticalHeader()
        rows.setMinimumSectionSize(1)
        rows.setDefaultSectionSize(self.fontMetrics().height() + 8)
        # As tall as its rows: the sheet's page scrolls, never the table inside it.
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        header = self.horizontalHeader()
        header.setTextElideMode(Qt.TextElideMode.ElideRight)
        # The style's least column (38 pixels here) is wider than a characteristic needs: the
        # profile's columns as wide as their contents leave the width to the words.
        header.setMinimumSectionSize(self.fontMetrics().averageCharWidth() * WORDS_CHARS)
        # Sized to the contents when a warband is shown, not on every edit (that would ask
        # every cell for its size each time one changes). The lists of words share what is
        # left of the width, so nothing needed at a glance scrolls out of sight.
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        for key in TEXT_COLUMNS:
            header.setSectionResizeMode(model.columns().index(key), QHeaderView.ResizeMode.Stretch)
        model.modelReset.connect(self.fit_columns)
        self._rows_pending = False  # one measure of the rows' heights for a burst of changes
        for signal in (model.dataChanged, model.rowsInserted, header.sectionResized):
            signal.connect(self._fit_rows_later)
        for signal in (model.modelReset, model.rowsInserted, model.rowsRemoved):
            signal.connect(self._sideways_bar)
        self._sideways_bar()

    def event(self, event: QEvent) -> bool:
        """F2 renames in the table (the window's F2 renames the warband elsewhere)."""
        return claims_f2(self, event) or super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """F2 on a cell that is not edited in place (the type, the kit) renames the row."""
        current = self.currentIndex()
        editable = bool(current.flags() & Qt.ItemFlag.ItemIsEditable)
        if event.key() == Qt.Key.Key_F2 and current.isValid() and not editable:
            self.rename_row(current.row())
            return
        super().keyPressEvent(event)

    def sizeHintForRow(self, row: int) -> int:
        """As tall as its longest cell wrapped, up to ROW_LINES lines (the rest elided, whole
        on hover and in the warrior's pane), so a laptop still shows the whole warband."""
        line = self.fontMetrics().lineSpacing()
        return min(super().sizeHintForRow(row), ROW_LINES * line + 8)

    def rename_row(self, row: int) -> None:
        """The row's name cell opened for typing."""
        name = self.model().index(row, 0)
        self.setCurrentIndex(name)
        self.edit(name)

    def fit_columns(self) -> None:
        """Columns as wide as their contents (measured when a warband is shown), then fitted
        to the table's width."""
        self.resizeColumnsToContents()  # a stretched list of words keeps its size: asked below
        header = self.horizontalHeader()
        self._wanted = [
            max(self.sizeHintForColumn(column), header.sectionSizeHint(column))
            if header.sectionResizeMode(column) == QHeaderView.ResizeMode.Stretch
            else header.sectionSize(column)
            for column in range(header.count())
        ]
        model = self.model()
        keys = model.columns() if isinstance(model, WarriorTableModel) else []
        self._wrapped = {keys.index(key): self._wrapped_width(keys.index(key)) for key in WRAPPED}
        self.fit_width()

    def _wrapped_width(self, column: int) -> int:
        """The least width at which every cell of `column` shows whole on ROW_LINES lines, with
        the cell's own margins and a name's marks."""
        model, metrics = self.model(), self.fontMetrics()
        widest = 0
        for row in range(model.rowCount()):
            index = model.index(row, column)
            text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
            hint = self.sizeHintForIndex(index).width()
            margins = hint - metrics.horizontalAdvance(text)  # and a name's marks
            widest = max(widest, margins + wrapped_width(metrics, text, ROW_LINES))
        return widest

    def fit_width(self) -> None:
        """Every column inside the table's width, as far as shortening allows: the name no
        wider than NAME_CHARS, the type on one line when there is room, both wrapped and
        shortened as the constants above say, and the lists of words sharing what is left."""
        wanted = getattr(self, "_wanted", None)
        model = self.model()
        if not wanted or not isinstance(model, WarriorTableModel):
            return
        keys = model.columns()
        char = self.fontMetrics().averageCharWidth()
        name, kind = keys.index("name"), keys.index("type")
        words = [keys.index(key) for key in TEXT_COLUMNS if key in keys]
        fixed = sum(w for c, w in enumerate(wanted) if c not in (name, kind, *words))
        # A list of words keeps a few letters, and no less than Qt lets a column be; before the
        # type is shortened, each list keeps WORDS_ROOM letters (or all it has).
        least = max(char * WORDS_CHARS, self.horizontalHeader().minimumSectionSize())
        width = self.viewport().width() - fixed
        widths = {name: min(wanted[name], char * NAME_CHARS), kind: wanted[kind]}
        roomy = sum(max(least, min(wanted[c], char * WORDS_ROOM)) for c in words)
        over = sum(widths.values()) - (width - roomy)
        two_lines = getattr(self, "_wrapped", {})
        if over > 0:  # the type first, down to its lines wrapped; then the name too
            widths |= shortened({kind: widths[kind]}, over, two_lines, wanted)
            over = sum(widths.values()) - (width - roomy)
        if over > 0:
            widths = shortened(widths, over, two_lines, wanted)
        over = sum(widths.values()) - (width - least * len(words))
        if over > 0:
            widths = shortened(widths, over, dict.fromkeys(widths, char * SHORT_CHARS), wanted)
        header = self.horizontalHeader()
        for column, width in widths.items():
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)
        self._fit_rows_later()

    def _fit_rows_later(self) -> None:
        """The rows' heights measured again once the present changes are done."""
        if not self._rows_pending:
            self._rows_pending = True
            QTimer.singleShot(0, self, self._fit_rows)

    def _fit_rows(self) -> None:
        self._rows_pending = False
        self.resizeRowsToContents()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.fit_width()

    def _sideways_bar(self) -> None:
        """An empty table has nothing to scroll sideways: its header alone is a line."""
        empty = self.model().rowCount() == 0
        self.setHorizontalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAlwaysOff if empty else Qt.ScrollBarPolicy.ScrollBarAsNeeded
        )

    def updateGeometries(self) -> None:
        """Rows or columns changed (or the width): the height wanted may have too."""
        super().updateGeometries()
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        """Room for every row and the header, and for the sideways scroll bar when the columns
        are wider than the table, so that no row hides under it."""
        sideways = self.horizontalScrollBar()
        shown = self.horizontalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        height = (
            self.horizontalHeader().sizeHint().height()
            + self.verticalHeader().length()
            + (sideways.sizeHint().height() if shown and sideways.maximum() > 0 else 0)
            + 2 * self.frameWidth()
        )
        return QSize(super().sizeHint().width(), height)

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), self.sizeHint().height())


class WarbandSheet(QScrollArea):
    """The sheet of the warband on screen, one page that scrolls as a whole. Every edit goes
    through the session."""

    warriorSelected = Signal(object)

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.lang: Lang = "en"
        ruleset = session.ruleset
        self.models: dict[WarriorKind, WarriorTableModel] = {
            kind: WarriorTableModel(ruleset, kind, self)
            for kind in ("hero", "henchmen", "hired_sword")
        }
        for model in self.models.values():
            model.edit_characteristic = self._edit_characteristic
            model.rename = self._rename
        self.tables = {kind: WarriorTable(model, self) for kind, model in self.models.items()}
        self.row_menu: QMenu | None = None  # the context menu open on a row
        for kind, table in self.tables.items():
            table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
            table.customContextMenuRequested.connect(
                lambda pos, kind=kind: self._open_row_menu(kind, pos)
            )

        self.section_labels: dict[str, QLabel] = {}
        layout = self._page()
        layout.addLayout(self._header())
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        layout.addWidget(line)
        for kind in ("hero", "henchmen", "hired_sword"):
            label = QLabel()
            label.setStyleSheet("font-weight: bold;")
            self.section_labels[kind] = label
            layout.addWidget(label)
            layout.addWidget(self.tables[kind])
            self.tables[kind].selectionModel().currentRowChanged.connect(
                lambda current, _previous, kind=kind: self._select(kind, current.row())
            )
        layout.addLayout(self._stash_and_problems())
        layout.addStretch(1)  # a low warband leaves the room under it empty, the tables as tall
        # The selected warrior's editor: the main window shows it in a dock of its own.
        self.panel = WarriorPanel(session)
        self.retranslate()
        session.warbandChanged.connect(self.show_state)
        self.show_state(session.current)

    def _page(self) -> QVBoxLayout:
        """The page the sheet scrolls: as wide as the window, as tall as its rows or more."""
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        # The keyboard goes straight into the tables (the first hero is current at the start),
        # not to the page around them.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.page = QWidget()
        self.page.setObjectName("sheetPage")
        self.setWidget(self.page)
        return QVBoxLayout(self.page)

    def _header(self) -> QVBoxLayout:
        """The warband's name and book, its figures, and the rules of the whole warband."""
        self.title = ElidedLabel()
        self.title.setObjectName("sheetTitle")
        self.title.setStyleSheet("font-size: 16pt; font-weight: bold;")
        self.figures = {
            key: ElidedLabel() for key in ("type", "treasury", "shards", "rating", "members", "xp")
        }
        # The type's grade and book, beside the warband's name: "Grade 1a · Town Cryer 6".
        self.origin = ElidedLabel()
        self.origin.setObjectName("sheetOrigin")
        self.origin.setStyleSheet("color: palette(placeholder-text);")
        self.origin.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        # The rules every warrior of the warband has (the Dwarfs' Hard to Kill): named once,
        # each one's text on hover.
        self.warband_rules = ElidedLabel()
        self.warband_rules.setObjectName("sheetWarbandRules")
        self._rules_shown: tuple[str | None, Lang] | None = None  # the type and language shown
        # Two rows of their own: in one grid the name's and the book's long lines widened
        # some figures' columns and cut others ("Treasury: 3…" beside a long type name).
        title_row = QHBoxLayout()
        title_row.addWidget(self.title, 1)
        title_row.addWidget(self.origin)
        figures_row = QHBoxLayout()
        figures_row.setSpacing(3 * self.fontMetrics().averageCharWidth())
        for key, figure in self.figures.items():
            figure.setObjectName(f"figure_{key}")
            figures_row.addWidget(figure)
        figures_row.addStretch(1)
        header = QVBoxLayout()
        header.addLayout(title_row)
        header.addLayout(figures_row)
        header.addWidget(self.warband_rules)
        return header

    def _stash_and_problems(self) -> QHBoxLayout:
        """The stash and the problems side by side under the tables, each as tall as its
        entries."""
        self.stash_label = QLabel()
        self.stash_label.setStyleSheet("font-weight: bold;")
        self.stash = FittedList()
        self.stash.setObjectName("stash")
        self.problems_label = QLabel()
        self.problems_label.setStyleSheet("font-weight: bold;")
        self.problems = FittedList()
        self.problems.setObjectName("problems")
        # A problem is a sentence: wrapped to the list's width, never scrolled sideways.
        self.problems.setWordWrap(True)
        self.problems.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.problems.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        row = QHBoxLayout()
        for label, widget, stretch in (
            (self.stash_label, self.stash, 1),
            (self.problems_label, self.problems, 2),
        ):
            column = QVBoxLayout()
            column.addWidget(label)
            column.addWidget(widget)
            column.addStretch(1)  # the shorter list keeps its height beside a longer one
            row.addLayout(column, stretch)
        return row

    def retranslate(self) -> None:
        self.section_labels["hero"].setText(self.tr("Heroes"))
        self.section_labels["henchmen"].setText(self.tr("Henchmen"))
        self.section_labels["hired_sword"].setText(self.tr("Hired swords"))
        self.stash_label.setText(self.tr("Stash"))
        self.problems_label.setText(self.tr("Problems"))
        self.panel.retranslate()

    def set_lang(self, lang: Lang) -> None:
        self.lang = lang
        for model in self.models.values():
            model.lang = lang
            model.relabel()
        self.panel.lang = lang
        self.retranslate()
        self.show_state(self.session.current)
        for table in self.tables.values():
            table.fit_columns()  # the headers' words changed length

    def _edit_characteristic(self, warrior_id: str, key: str, value: int) -> bool:
        return self.session.run_on_current(set_characteristic, warrior_id, key, value) is not None

    def _rename(self, warrior_id: str, name: str) -> bool:
        # uc.rename_warrior: the hiring use cases load when first used, not at start-up.
        return self.session.run_on_current(uc.rename_warrior, warrior_id, name) is not None

    def _open_row_menu(self, kind: WarriorKind, pos: QPoint) -> None:
        """The row under the pointer selected, and its menu (ui/roster/row_menu.py) open there."""
        table = self.tables[kind]
        index = table.indexAt(pos)
        if not index.isValid():
            return
        row = index.row()
        table.selectRow(row)
        warrior = self.models[kind].warrior(row)
        if self.row_menu is not None:
            self.row_menu.deleteLater()
        self.row_menu = row_menu(
            self.session,
            warrior,
            self,
            self.lang,
            rename=lambda: table.rename_row(row),
            dismiss=self.panel.dismiss,
        )
        self.row_menu.popup(table.viewport().mapToGlobal(pos))

    def _select(self, kind: WarriorKind, row: int) -> None:
        if row < 0:
            return
        for other, table in self.tables.items():
            if other != kind:
                table.clearSelection()
        self._reveal(kind, row)
        warrior = self.models[kind].warrior(row)
        self.panel.show_warrior(warrior.id)
        self.warriorSelected.emit(warrior)

    def _reveal(self, kind: WarriorKind, row: int) -> None:
        """The row the player moved to (arrow keys too) scrolled into the page's sight."""
        table = self.tables[kind]
        rect = table.visualRect(table.model().index(row, 0))
        centre = table.viewport().mapTo(self.page, rect.center())
        self.ensureVisible(centre.x(), centre.y(), 0, rect.height())

    def _mark_size(self, marks: tuple[Mark, ...]) -> None:
        """Members above the maximum: the figure in red, the numbers on hover."""
        label = self.figures["members"]
        label.setStyleSheet("color: #b3261e; font-weight: bold;" if marks else "")
        label.set_note("\n".join(warband_size_text(mark) for mark in marks))

    def _show_figures(self, state: WarbandState) -> None:
        """The header's figures, from the one read model of a sheet (app/sheet/sheet_figures.py)."""
        figures = self.session.figures(state)
        self.figures["treasury"].setText(self.tr("Treasury: {0} gc").format(figures.treasury))
        self.figures["shards"].setText(self.tr("Wyrdstone: {0}").format(figures.shards))
        self.figures["rating"].setText(self.tr("Rating: {0}").format(figures.rating))
        self.figures["members"].setText(
            self.tr("Members: {0} / {1}").format(figures.members, figures.maximum)
        )
        self._mark_size(figures.marks)
        self.figures["xp"].setText(self.tr("Experience: {0}").format(figures.experience))

    def _show_warband_rules(self, type_id: str | None) -> None:
        """The warband's own rules by name (hidden when it has none), their texts on hover;
        made again only when the warband's type or the language changed, not at every edit."""
        shown = (type_id, self.lang)
        if shown == self._rules_shown:
            return
        self._rules_shown = shown
        names = [] if type_id is None else warband_rules(self.session.ruleset, type_id, self.lang)
        self.warband_rules.setVisible(bool(names))
        if not names:
            self.warband_rules.clear()
            self.warband_rules.set_note("")
            return
        assert type_id is not None
        keys = self.session.ruleset.warband(type_id).special_rules
        self.warband_rules.setText(self.tr("Warband rules: {0}").format(", ".join(names)))
        entries: list[tuple[RuleKind, str]] = [("special_rule", key) for key in keys]
        self.warband_rules.set_note(rules_tooltip(self.session.ruleset, entries, self.lang))

    def show_state(self, state: WarbandState | None) -> None:
        figures = None if state is None else self.session.figures(state)
        for model in self.models.values():
            model.set_state(state, None if figures is None else figures.warriors)
        self.panel.show_state(state)
        if state is None:
            _fill_list(self.stash, [])
            _fill_list(self.problems, [])
            self.title.setText(self.tr("No warband open"))
            for label in self.figures.values():
                label.clear()
            self.origin.clear()
            self._show_warband_rules(None)
            self._mark_size(())
            return
        ruleset = self.session.ruleset
        lang = self.lang
        self.title.setText(state.name)
        self.figures["type"].setText(ruleset.warband(state.type_id).name.get(lang))
        self.origin.setText(warband_origin(ruleset, state.type_id, lang))
        self._show_warband_rules(state.type_id)
        self._show_figures(state)
        stash = [
            (ruleset.items[item].name.get(lang), rule_tooltip(ruleset, "item", item, lang))
            for item in state.stash
        ]
        _fill_list(self.stash, stash)
        # The whole line on hover too: a long one runs past the list's edge.
        texts = [p.text(lang) for p in problems_of(self.session.reads, state)]
        problems = [(text, text) for text in texts]
        _fill_list(self.problems, problems or [(self.tr("No problems: the warband is legal."), "")])
