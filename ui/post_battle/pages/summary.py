"""8. The summary."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
)

from app.postbattle.draft import PostBattleDraft
from rules import DiceError, IllegalMoveError
from ui.plumbing.words import fill, say
from ui.post_battle.common import ERROR, _plain
from ui.post_battle.pages.base import _Page
from ui.post_battle.words import DraftWords, gold


class SummaryPage(_Page):
    """8. Summary: every change, the new rating and treasury, the dice log; Finish commits.
    Its button asks the wizard to finish and open the advances owed (`take_advances`)."""

    take_advances = Signal()

    def __init__(self, draft: PostBattleDraft, words: DraftWords) -> None:
        super().__init__(draft, words)
        self.setTitle(self.tr("8. Summary"))
        self.setSubTitle(
            self.tr(
                "Nothing is written yet. Finish applies all of it in one step (Undo takes it "
                "back) and adds the battle to the log."
            )
        )
        self.totals = _plain("summaryTotals")
        self.totals.setStyleSheet("font-weight: bold;")
        self.events = QListWidget()
        self.events.setObjectName("summaryEvents")
        self.events.setWordWrap(True)
        self.events.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.dice_log = QPlainTextEdit()
        self.dice_log.setObjectName("diceLog")
        self.dice_log.setReadOnly(True)
        self.error = _plain("summaryError")
        self.error.setStyleSheet(f"color: {ERROR};")
        self.advances = QPushButton()
        self.advances.setObjectName("takeAdvancesButton")
        self.advances.setAutoDefault(False)
        self.advances.clicked.connect(self.take_advances)
        bottom = QHBoxLayout()
        bottom.addWidget(self.error, 1)
        bottom.addWidget(self.advances)
        columns = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(QLabel(self.tr("What will change:")))
        left.addWidget(self.events, 1)
        right = QVBoxLayout()
        right.addWidget(QLabel(self.tr("Every die rolled:")))
        right.addWidget(self.dice_log, 1)
        columns.addLayout(left, 3)
        columns.addLayout(right, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.totals)
        layout.addLayout(columns, 1)
        layout.addLayout(bottom)
        self._ready = False

    def initializePage(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        draft = self.draft
        self.error.clear()
        self.events.clear()
        self.dice_log.clear()
        self._ready = False
        try:
            outcome = draft.outcome()
        except (DiceError, IllegalMoveError) as exc:
            self._refuse(self.words.problem(exc))
            return
        preview = outcome.trades
        if not preview.ok:
            self._refuse(
                self.tr("A planned trade cannot be made: {0}. Go back and remove it.").format(
                    self.words.refusal(preview.error, preview.failure).rstrip(".")
                )
            )
            return
        result, after = outcome.result, preview.after
        self.totals.setText(
            fill(
                self.tr(
                    "Rating {0} -> {1}.  Treasury {2} gc -> {3} gc.  "
                    "Wyrdstone {4} -> {5:plural:shard|shards}."
                ),
                result.rating_before,
                outcome.rating_after,
                draft.state.treasury,
                after.treasury,
                draft.state.shards,
                after.shards,
            )
        )
        for line in self.words.summary_lines(result):
            self.events.addItem(line)
        for trade, amount in zip(draft.trades, preview.amounts, strict=True):
            line = self.tr("Trade: {0}").format(self.words.describe(trade))
            self.events.addItem(f"{line} ({gold(amount)})" if amount else line)
        if draft.trades:
            self.events.addItem(self.tr("Treasury after the trades: {0} gc").format(after.treasury))
        self.dice_log.setPlainText(
            "\n".join(
                f"D{r.sides} {say(r.purpose, self.lang, draft.ruleset)}: {r.value}"
                for r in result.rolls
            )
            or self.tr("No dice were rolled.")
        )
        owed = outcome.advances_owed
        self.advances.setText(self.tr("Finish and take advances ({0})").format(owed))
        self.advances.setVisible(owed > 0)
        self._ready = True
        self.completeChanged.emit()

    def _refuse(self, message: str) -> None:
        self.error.setText(message)
        self.advances.setVisible(False)
        self.completeChanged.emit()

    def show_error(self, message: str) -> None:
        self.error.setText(message)

    def isComplete(self) -> bool:
        return self._ready
