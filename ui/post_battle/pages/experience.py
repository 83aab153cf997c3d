"""4. Experience."""

from __future__ import annotations

from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from app.postbattle.draft import PostBattleDraft
from rules import DiceError, IllegalMoveError
from ui.plumbing.words import fill
from ui.post_battle.common import (
    ERROR,
    GOOD,
    NOTE,
    _plain,
)
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
        self.show_owed(owed)

    def show_owed(self, owed: int) -> None:
        text = self.tr(
            "{0:plural:advance roll is|advance rolls are} owed. Advances are rolled after "
            "Finish: the summary page's 'Finish and take advances' button commits the battle, "
            "then opens the advance dialog for each warrior who owes one (hero and henchman "
            "tables, the lad's got talent)."
        )
        self.advance_note.setText(fill(text, owed))
