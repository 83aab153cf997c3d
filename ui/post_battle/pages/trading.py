"""7. Trading and hiring: the player plans rare item searches, purchases, sales, moves to and
from the stash and recruits; Finish makes them, in order, in the battle's own transaction.

The plan is worked out live on a copy of the sheet as the battle leaves it
(`ui.post_battle.trades.preview_trades`, the very function Finish runs): the treasury after it,
each trade's gold, and the first trade the rules refuse, in red, which holds Next back until the
player removes it."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

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

from app.domain import WarbandState, Warrior
from rules import DiceError, IllegalMoveError
from ui.post_battle.common import ERROR, _plain
from ui.post_battle.pages.base import _Page
from ui.post_battle.pages.hire_form import HireForm
from ui.post_battle.pages.rare_search import RareSearchForm
from ui.post_battle.pages.trade_forms import BuyForm, SellForm, StashForm
from ui.post_battle.trades import PlannedTrade, TradePreview
from ui.words import gc

if TYPE_CHECKING:
    from ui.post_battle.wizard import PostBattleWizard


class TradingPage(_Page):
    """7. Trading and hiring, planned here and made at Finish with the rest."""

    def __init__(self, wizard: PostBattleWizard) -> None:
        super().__init__(wizard)
        self.setTitle(self.tr("7. Trading and hiring"))
        self.setSubTitle(
            self.tr(
                "Plan the searches for rare items, purchases, sales, the stash and recruits. "
                "Finish makes them in this order, in the same step as the battle's results."
            )
        )
        self.base: WarbandState | None = None  # the sheet as the battle leaves it
        self.preview: TradePreview | None = None
        self._base_ids: set[str] = set()
        self._shown: list[str] = []  # the notes shown since the page was entered
        self.search = RareSearchForm(self)
        self.buy = BuyForm(self)
        self.sell = SellForm(self)
        self.stash = StashForm(self)
        self.hire = HireForm(self)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("tradeTabs")
        self.tabs.addTab(self.search, self.tr("Rare items"))
        self.tabs.addTab(self.buy, self.tr("Buy"))
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

    # --- the sheet after the battle ----------------------------------------------------------

    def initializePage(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        w = self.w
        self.error.clear()
        self._shown = []
        try:
            base = w.state_after(w.full_result())
        except (DiceError, IllegalMoveError) as exc:
            self.error.setText(str(exc))
            self.base = self.preview = None
            self.completeChanged.emit()
            return
        self.base = base
        self._base_ids = {warrior.id for warrior in base.warriors}
        self.search.prune()
        self._prune_gone()
        self.update_plan()
        self.show_notes()

    def show_notes(self) -> None:
        """The notes stay while the player works on the page (its forms add to them)."""
        self._shown += self.w.take_notes()
        self.notes.setText("\n".join(self._shown))
        self.notes.setVisible(bool(self._shown))

    def _prune_gone(self) -> None:
        """Take off the plan what was planned for a warrior the battle now takes away (the
        player went back and changed the casualties)."""
        w = self.w
        recruits = {t.who for t in w.trades if t.kind in ("hire", "sword")}
        for trade in list(w.trades):
            if trade.ref and trade.ref not in self._base_ids and trade.ref not in recruits:
                w.trades.remove(trade)
                w.add_note(
                    self.tr("{0} is no longer in the warband: taken off the plan: {1}").format(
                        trade.who, self.describe(trade)
                    )
                )

    def ref(self, warrior: Warrior) -> str:
        """How a trade names a warrior: his id, or the name of a recruit planned here (his id
        is only made when the hire is)."""
        return warrior.id if warrior.id in self._base_ids else warrior.name

    def item_name(self, item_id: str) -> str:
        item = self.w.ruleset.items.get(item_id)
        return item.name.get(self.w.lang) if item is not None else item_id

    # --- the plan ----------------------------------------------------------------------------

    def plan(self, trade: PlannedTrade) -> None:
        self.w.trades.append(trade)
        self.update_plan()
        self.planned.setCurrentRow(len(self.w.trades) - 1)

    def remove_selected(self) -> None:
        row = self.planned.currentRow()
        if not 0 <= row < len(self.w.trades):
            return
        del self.w.trades[row]
        self.update_plan()
        if self.w.trades:
            self.planned.setCurrentRow(min(row, len(self.w.trades) - 1))

    def update_plan(self) -> None:
        """Work the plan out again and show it; every form offers what the plan leaves."""
        w = self.w
        if self.base is None:
            return
        self.preview = preview = w.plan_preview(self.base)
        self.planned.clear()
        for number, (trade, amount) in enumerate(zip(w.trades, preview.amounts, strict=True)):
            text = f"{number + 1}. {self.describe(trade)}"
            row = QListWidgetItem(f"{text} ({gold(amount)})" if amount else text)
            if number == preview.bad:
                row.setForeground(QBrush(QColor(ERROR)))
                row.setToolTip(preview.error)
            self.planned.addItem(row)
        if not w.trades:
            self.planned.addItem(self.tr("No trade planned."))
        self.treasury.setText(
            self.tr("Treasury: {0} gc after the battle, {1} gc after the planned trades.").format(
                self.base.treasury, preview.after.treasury
            )
        )
        stash = Counter(preview.after.stash)
        self.stash_label.setText(
            self.tr("The stash: {0}").format(
                ", ".join(self.item_name(i) + (f" x{n}" if n > 1 else "") for i, n in stash.items())
                or self.tr("empty")
            )
        )
        if preview.bad is not None:
            self.problem.setText(
                self.tr("Trade {0} cannot be made: {1}. Remove it to go on.").format(
                    preview.bad + 1, preview.error.rstrip(".")
                )
            )
        else:
            self.problem.clear()
        self.problem.setVisible(not preview.ok)
        for form in (self.search, self.buy, self.sell, self.stash, self.hire):
            form.rebuild(preview.after)
        self._selection_changed()
        self.completeChanged.emit()

    def _selection_changed(self) -> None:
        row = self.planned.currentRow()
        self.remove_button.setEnabled(0 <= row < len(self.w.trades))

    def isComplete(self) -> bool:
        return self.preview is not None and self.preview.ok

    # --- words -------------------------------------------------------------------------------

    def describe(self, trade: PlannedTrade) -> str:
        """A planned trade in the interface's language."""
        item = self.item_name(trade.item)
        kind = trade.kind
        if kind == "rare":
            where = trade.who or self.tr("the stash")
            return self.tr("{0} found {1} (2D6 {2} + {3}): bought for {4}").format(
                trade.searcher_name, item, " ".join(map(str, trade.dice)), trade.bonus, where
            )
        if kind == "buy":
            return self.tr("Buy {0} for {1}").format(item, trade.who)
        if kind == "sell":
            if not trade.who:
                return self.tr("Sell {0} from the stash").format(item)
            return self.tr("Sell {0} from {1}").format(item, trade.who)
        if kind == "to_stash":
            return self.tr("{0}: {1} to the stash").format(trade.who, item)
        if kind == "from_stash":
            return self.tr("{0}: {1} from the stash").format(trade.who, item)
        if kind == "add":
            return self.tr("Add {0} model(s) to {1}").format(trade.count, trade.who)
        ruleset = self.w.ruleset
        lang = self.w.lang
        if kind == "sword":
            sword = ruleset.hired_swords[trade.item].name.get(lang)
            return self.tr("Hire {0} ({1}, hired sword)").format(trade.who, sword)
        type_name = ruleset.warrior_type(trade.item).name.get(lang)
        text = self.tr("Hire {0} ({1})").format(trade.who, type_name)
        if trade.count > 1:
            text += self.tr(", {0} models").format(trade.count)
        if trade.kit:
            text += self.tr(", with {0}").format(", ".join(map(self.item_name, trade.kit)))
        return text


def gold(amount: int | None) -> str:
    """A trade's gold: what it costs (-) or brings (+); nothing for a move."""
    return gc(f"{amount:+d}") if amount else ""
