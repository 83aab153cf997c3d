"""The trading page's forms that plan a purchase, a sale or a move to or from the stash.

Each form offers what the sheet will hold after the battle and the trades planned before: a
warrior who died or left in this battle is not offered, a recruit planned before is."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Literal

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.domain import WarbandState, Warrior
from app.plumbing.refusal import REFUSALS
from app.postbattle.planner import TradePlanner, carriers, price_range
from app.postbattle.trading import PlannedTrade
from rules.costs import PriceQuote
from ui.plumbing.words import gc
from ui.post_battle.common import ERROR, _plain, _plain_text
from ui.post_battle.words import DraftWords
from ui.widgets.choice_list import ChoiceList


def refill(box: QComboBox | ChoiceList, entries: Iterable[tuple[str, object]]) -> None:
    """New choices, keeping the one chosen when it is still there; no signal."""
    current = box.currentData()
    box.blockSignals(True)
    box.clear()
    for text, data in entries:
        box.addItem(text, data)
    index = box.findData(current) if current is not None else -1
    chosen = max(index, 0) if box.count() else -1
    if isinstance(box, ChoiceList):
        box.setCurrentRow(chosen)
    else:
        box.setCurrentIndex(chosen)
    box.blockSignals(False)


def price_text(quote: PriceQuote, count: int = 1) -> str:
    if not quote.dice:
        return gc(quote.cost * count)
    dice = quote.dice + (f" x {quote.dice_multiplier}" if quote.dice_multiplier > 1 else "")
    each = gc(f"{quote.cost} + {dice}")
    return f"{count} x ({each})" if count > 1 else each


class _Form(QWidget):
    """A form of the trading page: it plans trades through the planner, the page lists them."""

    planned = Signal()  # a trade was added to the plan
    noted = Signal()  # the draft has notes to show (dice cleared)

    def __init__(self, planner: TradePlanner, words: DraftWords) -> None:
        super().__init__()
        self.planner = planner
        self.words = words
        self.state: WarbandState | None = None
        self.error = _plain()
        self.error.setStyleSheet(f"color: {ERROR};")
        self.error.setVisible(False)

    def rebuild(self, state: WarbandState) -> None:
        """Offer what this sheet holds (the sheet after the battle and the trades before)."""
        self.state = state

    def button(self, name: str, text: str, action: Callable[[], None]) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.setAutoDefault(False)
        button.clicked.connect(action)
        return button

    def warrior(self, ref: object) -> Warrior | None:
        return self.planner.warrior(ref)

    def ref(self, warrior: Warrior) -> str:
        return self.planner.ref(warrior)

    def plan(self, make: Callable[[], PlannedTrade]) -> bool:
        """Add the trade to the plan; a step its use case refuses at once says why here."""
        try:
            make()
        except REFUSALS as exc:  # any other error is a fault of the program, not the player's
            self.show_error(self.words.problem(exc))
            return False
        self.error.clear()
        self.error.setVisible(False)
        self.planned.emit()
        return True

    def show_error(self, message: str) -> None:
        self.error.setText(message)
        self.error.setVisible(True)


class PriceField(QWidget):
    """The price rolled for an item with a variable price (hidden for a fixed price)."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.spin = QSpinBox()
        self.spin.setObjectName(name)
        self.spin.setSuffix(gc(""))
        self.label = _plain()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.spin)
        layout.addWidget(self.label, 1)
        self.variable = False
        self.setVisible(False)

    def show_quote(self, quote: PriceQuote | None, item_name: str) -> None:
        self.variable = bool(quote is not None and quote.dice)
        self.setVisible(self.variable)
        if quote is None or not quote.dice:
            return
        low, high = price_range(quote)
        value = self.spin.value()
        self.spin.setRange(low, high)
        self.spin.setValue(value if low <= value <= high else low)
        self.label.setText(
            self.tr("{0} costs {1}: give the price rolled").format(item_name, price_text(quote))
        )

    def price(self) -> int | None:
        return self.spin.value() if self.variable else None


class BuyForm(_Form):
    """Buy an item from a warrior's own list (a group buys one for every model): a click on the
    warrior, a double-click (or Enter) on the item plans it."""

    def __init__(self, planner: TradePlanner, words: DraftWords) -> None:
        super().__init__(planner, words)
        self.who = ChoiceList()
        self.who.setObjectName("buyWarrior")
        self.item = ChoiceList()
        self.item.setObjectName("buyItem")
        self.price = PriceField("buyPrice")
        lists = QGridLayout()
        lists.addWidget(_plain_text(self.tr("Warrior:")), 0, 0)
        lists.addWidget(_plain_text(self.tr("Item:")), 0, 1)
        lists.addWidget(self.who, 1, 0)
        lists.addWidget(self.item, 1, 1)
        lists.setColumnStretch(0, 2)
        lists.setColumnStretch(1, 3)
        layout = QVBoxLayout(self)
        layout.addLayout(lists, 1)
        layout.addWidget(self.price)
        layout.addWidget(self.button("planBuy", self.tr("Plan the purchase"), self._plan))
        layout.addWidget(self.error)
        self.who.currentIndexChanged.connect(self._who_changed)
        self.item.currentIndexChanged.connect(self._item_changed)
        self.item.chosen.connect(self._plan)

    def rebuild(self, state: WarbandState) -> None:
        super().rebuild(state)
        refill(self.who, ((w.name, self.ref(w)) for w in carriers(state)))
        self._who_changed()

    def _who_changed(self) -> None:
        warrior = self.warrior(self.who.currentData())
        entries = []
        if warrior is not None:
            for item_id, quote in self.planner.buy_offers(warrior):
                label = f"{self.words.item_name(item_id)} ({price_text(quote, warrior.count)})"
                entries.append((label, item_id))
        refill(self.item, entries)
        self._item_changed()

    def _item_changed(self) -> None:
        warrior = self.warrior(self.who.currentData())
        item_id = self.item.currentData()
        quote = self.planner.quote(warrior, item_id) if warrior and item_id else None
        self.price.show_quote(quote, self.words.item_name(item_id) if item_id else "")

    def _plan(self) -> None:
        warrior = self.warrior(self.who.currentData())
        item_id = self.item.currentData()
        if warrior is None or not item_id:
            return
        price = self.price.price()
        self.plan(lambda: self.planner.buy(warrior, str(item_id), price))


class SellForm(_Form):
    """Sell an item from a warrior or the stash at half its price."""

    def __init__(self, planner: TradePlanner, words: DraftWords) -> None:
        super().__init__(planner, words)
        self.source = QComboBox()
        self.source.setObjectName("sellFrom")
        self.item = QComboBox()
        self.item.setObjectName("sellItem")
        form = QFormLayout()
        form.addRow(self.tr("From:"), self.source)
        form.addRow(self.tr("Item:"), self.item)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.button("planSell", self.tr("Plan the sale"), self._plan))
        layout.addWidget(self.error)
        layout.addStretch(1)
        self.source.currentIndexChanged.connect(self._source_changed)

    def rebuild(self, state: WarbandState) -> None:
        super().rebuild(state)
        entries: list[tuple[str, object]] = []
        if state.stash:
            entries.append((self.tr("The stash"), ""))
        entries += [(w.name, self.ref(w)) for w in carriers(state) if w.equipment]
        refill(self.source, entries)
        self._source_changed()

    def _source_changed(self) -> None:
        warrior = self.warrior(self.source.currentData())
        entries = []
        if self.source.currentData() is not None:
            for item_id, gold in self.planner.sell_offers(warrior):
                entries.append((f"{self.words.item_name(item_id)} (+{gc(gold)})", item_id))
        refill(self.item, entries)

    def _plan(self) -> None:
        source = self.source.currentData()
        item_id = self.item.currentData()
        if source is None or not item_id:
            return
        warrior = self.warrior(source)
        self.plan(lambda: self.planner.sell(warrior, str(item_id)))


class StashForm(_Form):
    """Reallocate equipment: from a warrior to the stash, or from the stash to a warrior."""

    def __init__(self, planner: TradePlanner, words: DraftWords) -> None:
        super().__init__(planner, words)
        self.giver = QComboBox()
        self.giver.setObjectName("toStashWarrior")
        self.given = QComboBox()
        self.given.setObjectName("toStashItem")
        self.stashed = QComboBox()
        self.stashed.setObjectName("fromStashItem")
        self.taker = QComboBox()
        self.taker.setObjectName("fromStashWarrior")
        put = QGroupBox(self.tr("Put in the stash"))
        put_form = QFormLayout(put)
        put_form.addRow(self.tr("Warrior:"), self.giver)
        put_form.addRow(self.tr("Item:"), self.given)
        put_form.addRow(self.button("planToStash", self.tr("Plan: to the stash"), self._to_stash))
        take = QGroupBox(self.tr("Take from the stash"))
        take_form = QFormLayout(take)
        take_form.addRow(self.tr("Item:"), self.stashed)
        take_form.addRow(self.tr("Warrior:"), self.taker)
        take_form.addRow(
            self.button("planFromStash", self.tr("Plan: from the stash"), self._from_stash)
        )
        layout = QVBoxLayout(self)
        layout.addWidget(put)
        layout.addWidget(take)
        layout.addWidget(self.error)
        layout.addStretch(1)
        self.giver.currentIndexChanged.connect(self._giver_changed)

    def rebuild(self, state: WarbandState) -> None:
        super().rebuild(state)
        people = carriers(state)
        refill(self.giver, ((w.name, self.ref(w)) for w in people if w.equipment))
        refill(self.taker, ((w.name, self.ref(w)) for w in people))
        refill(
            self.stashed,
            ((self.words.item_name(i), i) for i in dict.fromkeys(state.stash)),
        )
        self._giver_changed()

    def _giver_changed(self) -> None:
        warrior = self.warrior(self.giver.currentData())
        items = dict.fromkeys(warrior.equipment) if warrior is not None else {}
        refill(self.given, ((self.words.item_name(i), i) for i in items))

    def _to_stash(self) -> None:
        self._plan_move("to_stash", self.giver, self.given)

    def _from_stash(self) -> None:
        self._plan_move("from_stash", self.taker, self.stashed)

    def _plan_move(
        self, kind: Literal["to_stash", "from_stash"], who: QComboBox, what: QComboBox
    ) -> None:
        """Plan moving an item between a warrior and the stash."""
        warrior = self.warrior(who.currentData())
        item_id = what.currentData()
        if warrior is None or not item_id:
            return
        self.plan(lambda: self.planner.move(kind, warrior, str(item_id)))
