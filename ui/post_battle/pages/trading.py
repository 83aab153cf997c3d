"""7. Trading and hiring: the player plans rare item searches, purchases, sales, moves to and
from the stash and recruits; Finish makes them, in order, in the battle's own transaction.

The plan is worked out live on a copy of the sheet as the battle leaves it
(`app.postbattle.planner.TradePlanner`, with the very function Finish runs): the treasury after
it, each trade's gold, and the first trade the rules refuse, in red, which holds Next back until
the player removes it."""

from __future__ import annotations

from collections import Counter

from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
)

from app.postbattle.draft import PostBattleDraft
from app.postbattle.planner import TradePlanner
from app.postbattle.trading import PlannedTrade
from rules import DiceError, IllegalMoveError
from ui.post_battle.common import ERROR, _plain
from ui.post_battle.pages.base import _Page
from ui.post_battle.pages.hire_form import HireForm
from ui.post_battle.pages.rare_search import RareSearchForm
from ui.post_battle.pages.trade_forms import BuyForm, SellForm, StashForm
from ui.post_battle.words import DraftWords, gold


class TradingPage(_Page):
    """7. Trading and hiring, planned here and made at Finish with the rest."""

    def __init__(self, draft: PostBattleDraft, words: DraftWords) -> None:
        super().__init__(draft, words)
        self.setTitle(self.tr("7. Trading and hiring"))
        self.setSubTitle(
            self.tr(
                "Plan the searches for rare items, purchases, sales, the stash and recruits. "
                "Finish makes them in this order, in the same step as the battle's results."
            )
        )
        self.planner = TradePlanner(draft)
        # Finish here as on the summary: the summary is there to read, Next shows it.
        self.setFinalPage(True)
        self._shown: list[str] = []  # the notes shown since the page was entered
        self.search = RareSearchForm(self.planner, words)
        self.buy = BuyForm(self.planner, words)
        self.sell = SellForm(self.planner, words)
        self.stash = StashForm(self.planner, words)
        self.hire = HireForm(self.planner, words)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("tradeTabs")
        # Buying from the list first: the trade of nearly every battle.
        self.tabs.addTab(self.buy, self.tr("Buy"))
        self.tabs.addTab(self.search, self.tr("Rare items"))
        self.tabs.addTab(self.sell, self.tr("Sell"))
        self.tabs.addTab(self.stash, self.tr("Stash"))
        self.tabs.addTab(self.hire, self.tr("Hire"))
        self.planned = QListWidget()
        self.planned.setObjectName("plannedTrades")
        self.planned.setWordWrap(True)
        self.planned.setSpacing(2)
        self.planned.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.setObjectName("removeTrade")
        self.remove_button.setAutoDefault(False)
        self.remove_button.clicked.connect(self.remove_selected)
        self.stash_label = _plain("tradingStash")
        self.treasury = _plain("tradingTreasury")
        self.treasury.setStyleSheet("font-weight: bold;")
        self.problem = _plain("tradeProblem")
        self.problem.setStyleSheet(f"color: {ERROR};")
        self.error = _plain("tradingError")
        self.error.setStyleSheet(f"color: {ERROR};")
        plan_box = QGroupBox(self.tr("Planned trades"))
        plan_layout = QVBoxLayout(plan_box)
        plan_layout.addWidget(self.planned, 1)
        plan_layout.addWidget(self.remove_button)
        plan_layout.addWidget(self.stash_label)
        plan_layout.addWidget(self.treasury)
        plan_layout.addWidget(self.problem)
        columns = QHBoxLayout()
        columns.addWidget(self.tabs, 3)
        columns.addWidget(plan_box, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.notes)
        layout.addWidget(self.error)
        layout.addLayout(columns, 1)
        self.planned.currentRowChanged.connect(lambda _row: self._selection_changed())
        for form in self.forms():
            form.planned.connect(self._planned)
            form.noted.connect(self.show_notes)

    def forms(self) -> tuple[RareSearchForm, BuyForm, SellForm, StashForm, HireForm]:
        return (self.search, self.buy, self.sell, self.stash, self.hire)

    # --- the sheet after the battle ----------------------------------------------------------

    def initializePage(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        self.error.clear()
        self._shown = []
        try:
            self.planner.start()
        except (DiceError, IllegalMoveError) as exc:
            self.error.setText(self.words.problem(exc))
            self.completeChanged.emit()
            return
        self.update_plan()
        self.show_notes()

    def show_notes(self) -> None:
        """The notes stay while the player works on the page (its forms add to them)."""
        self._shown += [self.words.note(note) for note in self.draft.take_notes()]
        self.notes.setText("\n".join(self._shown))
        self.notes.setVisible(bool(self._shown))

    # --- the plan ----------------------------------------------------------------------------

    def _planned(self) -> None:
        self.update_plan()
        self.planned.setCurrentRow(len(self.draft.trades) - 1)

    def remove_selected(self) -> None:
        row = self.planned.currentRow()
        if not 0 <= row < len(self.draft.trades):
            return
        self.planner.remove(row)
        self.update_plan()
        if self.draft.trades:
            self.planned.setCurrentRow(min(row, len(self.draft.trades) - 1))

    def update_plan(self) -> None:
        """Show the plan as worked out; every form offers what the plan leaves."""
        base, preview = self.planner.base, self.planner.preview
        if base is None or preview is None:
            return
        self.planned.clear()
        for number, (trade, amount) in enumerate(self.planner.amounts()):
            text = f"{number + 1}. {self.describe(trade)}"
            row = QListWidgetItem(f"{text} ({gold(amount)})" if amount else text)
            if number == preview.bad:
                row.setForeground(QBrush(QColor(ERROR)))
                row.setToolTip(self.words.refusal(preview.error, preview.failure))
            self.planned.addItem(row)
        if not self.draft.trades:
            self.planned.addItem(self.tr("No trade planned."))
        self.treasury.setText(
            self.tr("Treasury: {0} gc after the battle, {1} gc after the planned trades.").format(
                base.treasury, preview.after.treasury
            )
        )
        stash = Counter(preview.after.stash)
        names = (self.words.item_name(i) + (f" x{n}" if n > 1 else "") for i, n in stash.items())
        self.stash_label.setText(
            self.tr("The stash: {0}").format(", ".join(names) or self.tr("empty"))
        )
        if preview.bad is not None:
            self.problem.setText(
                self.tr("Trade {0} cannot be made: {1}. Remove it to go on.").format(
                    preview.bad + 1, self.words.refusal(preview.error, preview.failure).rstrip(".")
                )
            )
        else:
            self.problem.clear()
        self.problem.setVisible(not preview.ok)
        for form in self.forms():
            form.rebuild(preview.after)
        self._selection_changed()
        self.completeChanged.emit()

    def _selection_changed(self) -> None:
        row = self.planned.currentRow()
        self.remove_button.setEnabled(0 <= row < len(self.draft.trades))

    def isComplete(self) -> bool:
        return self.planner.ok()

    def describe(self, trade: PlannedTrade) -> str:
        """A planned trade in the interface's language."""
        return self.words.describe(trade)
