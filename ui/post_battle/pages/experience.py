"""4. Experience and 5. exploration."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.postbattle.draft import PostBattleDraft
from rules import DiceError, IllegalMoveError
from rules.models import ExplorationMultiple
from ui.post_battle.common import (
    ERROR,
    GOOD,
    NOTE,
    _clear_layout,
    _html,
    _note_label,
    _plain,
    _scroll,
)
from ui.post_battle.dice import DiceRow
from ui.post_battle.pages.base import _Page
from ui.post_battle.words import DraftWords


class ExperiencePage(_Page):
    """4. Experience: every reason, the underdog bonus, the boxes crossed."""

    def __init__(self, draft: PostBattleDraft, words: DraftWords) -> None:
        super().__init__(draft, words)
        self.setTitle(self.tr("4. Experience"))
        self.setSubTitle(
            self.tr("The experience each warrior gains, worked out by the rules from pages 1-3.")
        )
        self.underdog = _plain("underdogLabel")
        self.table = QTableWidget(0, 4)
        self.table.setObjectName("experienceTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setWordWrap(True)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.advance_note = _plain("advanceNote")
        self.advance_note.setStyleSheet(f"color: {NOTE};")
        self.error = _plain("experienceError")
        self.error.setStyleSheet(f"color: {ERROR};")
        layout = QVBoxLayout(self)
        layout.addWidget(self.underdog)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.advance_note)
        layout.addWidget(self.error)

    def initializePage(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        draft = self.draft
        self.table.setHorizontalHeaderLabels(
            [self.tr("Warrior"), self.tr("Gains"), self.tr("Experience"), self.tr("Advance")]
        )
        self.error.clear()
        try:
            preview = draft.preview()
        except (DiceError, IllegalMoveError) as exc:
            self.table.setRowCount(0)
            self.error.setText(self.words.problem(exc))
            return
        opponent = draft.battle.opponent_rating
        if preview.underdog_bonus:
            self.underdog.setText(
                self.tr(
                    "Underdog: your rating {0}, the opponent's {1}: +{2} experience for every "
                    "warrior who gains experience."
                ).format(preview.rating_before, opponent, preview.underdog_bonus)
            )
        else:
            self.underdog.setText(
                self.tr("No underdog bonus: your rating {0}, the opponent's {1}.").format(
                    preview.rating_before, opponent
                )
            )
        self.table.setRowCount(len(preview.experience))
        # Rolls still owed from before (a box crossed and never rolled for) count too.
        owed = draft.advances_owed_with(preview)
        for row, gain in enumerate(preview.experience):
            warrior = draft.state.warrior(gain.warrior)
            reasons = ", ".join(
                f"+{xp} {self.words.reason_name(reason)}" for reason, xp in gain.reasons
            )
            if gain.crossed:
                boxes = ", ".join(str(box) for box in gain.crossed)
                advance = self.tr("advance roll owed (box {0})").format(boxes)
            else:
                advance = ""
            cells = [
                warrior.name,
                reasons,
                self.tr("{0} -> {1} (+{2})").format(gain.old, gain.new, gain.amount),
                advance,
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 3 and text:
                    item.setForeground(QBrush(QColor(GOOD)))
                self.table.setItem(row, column, item)
        self.advance_note.setText(
            self.tr(
                "{0} advance roll(s) owed. Advances are rolled after Finish: the summary page's "
                "'Finish and take advances' button commits the battle, then opens the advance "
                "dialog for each warrior who owes one (hero and henchman tables, the lad's got "
                "talent)."
            ).format(owed)
        )


class ExplorationPage(_Page):
    """5. Exploration: the dice, the ones kept, the shards and the multiple with its effects."""

    def __init__(self, draft: PostBattleDraft, words: DraftWords) -> None:
        super().__init__(draft, words)
        self.setTitle(self.tr("5. Exploration"))
        self.setSubTitle(
            self.tr(
                "A D6 for each hero not taken out of action, one more for a win, plus the dice "
                "skills and items give. At most six dice are kept."
            )
        )
        self.count_label = _plain("diceCount")
        self.extra = QSpinBox()
        self.extra.setObjectName("extraDice")
        self.extra.setRange(0, 6)
        self.extra.setMaximumWidth(90)
        self.row_holder = QVBoxLayout()
        self.kept_box = QWidget()
        self.kept_box.setObjectName("keptDice")
        self.kept_layout = QHBoxLayout(self.kept_box)
        self.kept_layout.setContentsMargins(0, 0, 0, 0)
        self.kept_note = _note_label("keptNote")
        self.found = _plain("explorationLabel")
        self.multiple = QLabel()
        self.multiple.setObjectName("multipleLabel")
        self.multiple.setWordWrap(True)
        self.multiple.setTextFormat(Qt.TextFormat.RichText)
        self.multiple_holder = QVBoxLayout()
        self.row: DiceRow | None = None
        self.multiple_row: DiceRow | None = None
        form = QFormLayout()
        form.addRow(self.tr("Extra dice (skills, items):"), self.extra)
        form.addRow(self.tr("Exploration dice:"), self.row_holder)
        inner = QWidget()
        column = QVBoxLayout(inner)
        column.addWidget(self.notes)
        column.addWidget(self.count_label)
        column.addLayout(form)
        column.addWidget(self.kept_box)
        column.addWidget(self.kept_note)
        column.addWidget(self.found)
        column.addWidget(self.multiple)
        column.addLayout(self.multiple_holder)
        column.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(_scroll(inner))
        self.extra.valueChanged.connect(self._extra_changed)

    def initializePage(self) -> None:
        self.extra.blockSignals(True)
        self.extra.setValue(self.draft.extra_dice)
        self.extra.blockSignals(False)
        self.build()

    def refresh(self) -> None:
        self.show_found()

    def _extra_changed(self, value: int) -> None:
        self.draft.extra_dice = value
        self.build()

    def build(self) -> None:
        draft = self.draft
        count, searchers, won, extra = draft.exploration_breakdown()
        self.count_label.setText(
            self.tr(
                "{0} dice: {1} hero(es) not out of action, {2} for the result, {3} extra."
            ).format(count, searchers, won, extra)
        )
        draft.slot("explore", ("explore", count), self.tr("the exploration dice"))
        _clear_layout(self.row_holder)
        self.row = DiceRow(
            draft,
            "explore",
            draft.roll_exploration(count),
            lambda values: self.tr("Dice: {0}").format(" ".join(str(v) for v in values)),
            self.tr("{0} D6, e.g. {1}").format(count, " ".join(["4"] * max(count, 1))),
        )
        self.row.changed.connect(self._rolled)
        self.row_holder.addWidget(self.row)
        self.row.setVisible(count > 0)
        self.show_notes()
        self.show_found()

    def _rolled(self) -> None:
        self.draft.kept = None  # new dice: the rules' choice (the highest six) until unticked
        self.show_found()

    def show_found(self) -> None:
        draft = self.draft
        self._show_kept_dice()
        found = draft.exploration_found()
        _clear_layout(self.multiple_holder)
        self.multiple_row = None
        if found is None:
            self.found.setText(
                self.tr("No dice to roll: no shards found.")
                if draft.exploration_count() == 0
                else ""
            )
            self.multiple.clear()
            self.completeChanged.emit()
            return
        self.found.setText(
            self.tr("Kept {0}: total {1}, {2} wyrdstone shard(s).").format(
                " ".join(str(v) for v in found.dice), found.total, found.shards
            )
        )
        if found.multiple is None:
            self.multiple.setText(self.tr("No multiple."))
        else:
            self._show_multiple(found.multiple)
        self.completeChanged.emit()

    def _show_kept_dice(self) -> None:
        """More dice than may be kept: a box for each, ticked while it is kept."""
        draft = self.draft
        _clear_layout(self.kept_layout)
        values = draft.exploration_values()
        limit = draft.max_kept()
        if values is not None and len(values) > limit:
            kept = draft.kept_indices()
            for n, value in enumerate(values):
                box = QCheckBox(str(value))
                box.setObjectName(f"keep:{n}")
                box.setChecked(n in kept)
                box.toggled.connect(lambda on, n=n: self._toggle(n, on))
                self.kept_layout.addWidget(box)
            self.kept_layout.addStretch(1)
            self.kept_note.setText(
                self.tr(
                    "More than {0} dice: untick the dice to discard until {0} are kept."
                ).format(limit)
            )
        self.kept_box.setVisible(values is not None and len(values) > limit)
        self.kept_note.setVisible(values is not None and len(values) > limit)

    def _show_multiple(self, multiple: ExplorationMultiple) -> None:
        """The multiple the dice made, with a dice row when its gold or shards are rolled."""
        draft = self.draft
        lang = self.lang
        self.multiple.setText(
            "<b>{}</b> ({})<br>{}".format(
                _html(multiple.name.get(lang)),
                _html(self.tr("{0} x {1}").format(multiple.count, multiple.face)),
                _html(multiple.text.get(lang)),
            )
        )
        if draft.multiple_needs_dice():
            dice = ", ".join(
                f"{e.dice}" + (f" x{e.multiplier}" if e.multiplier != 1 else "")
                for e in multiple.effects
                if e.dice and e.type in ("gold", "shards")
            )
            draft.slot("multiple", ("multiple", multiple.id), multiple.name.get(lang))
            self.multiple_row = DiceRow(
                draft,
                "multiple",
                draft.resolve_multiple,
                self.words.multiple_text,
                self.tr("{0} for {1}").format(dice, multiple.name.get(lang)),
            )
            self.multiple_row.changed.connect(self.completeChanged)
            self.multiple_holder.addWidget(self.multiple_row)
        elif multiple.effects:
            effects = self.words.multiple_text(multiple.effects)
            self.multiple.setText(self.multiple.text() + "<br>" + _html(effects))

    def _toggle(self, index: int, on: bool) -> None:
        self.draft.keep(index, on)
        self.show_found()

    def isComplete(self) -> bool:
        return self.draft.exploration_done()
