"""The trading page's rare item search: each hero who was not taken out of action rolls 2D6 once
for one rare item (Streetwise and the warband's bonus added); a find can be bought at once."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QVBoxLayout

from app.domain import WarbandState
from app.postbattle.dice import Slot
from app.postbattle.planner import TradePlanner
from rules.dice import roll_total
from rules.messages import Message
from rules.models import Item
from ui.post_battle.common import _clear_layout, _plain
from ui.post_battle.dice import DiceRow
from ui.post_battle.pages.trade_forms import PriceField, _Form, price_text, refill
from ui.post_battle.words import DraftWords


class RareSearchForm(_Form):
    """One search per hero: hero and item, the 2D6 typed or rolled, then "Buy it"."""

    def __init__(self, planner: TradePlanner, words: DraftWords) -> None:
        super().__init__(planner, words)
        self.hero = QComboBox()
        self.hero.setObjectName("rareHero")
        self.item = QComboBox()
        self.item.setObjectName("rareItem")
        self.bonus = _plain("rareBonus")
        self.row_holder = QVBoxLayout()
        self.row: DiceRow | None = None
        self.status = _plain("searchStatus")
        self.dest = QComboBox()
        self.dest.setObjectName("rareFor")
        self.cost = _plain("rareCost")
        self.price = PriceField("rarePrice")
        self.buy_box = QGroupBox(self.tr("Found: buy it"))
        buy_form = QFormLayout(self.buy_box)
        buy_form.addRow(self.tr("For:"), self.dest)
        price_row = QHBoxLayout()
        price_row.addWidget(self.cost)
        price_row.addWidget(self.price, 1)
        buy_form.addRow(self.tr("Price:"), price_row)
        buy_form.addRow(self.button("buyFound", self.tr("Buy it"), self._buy))
        self.buy_box.setVisible(False)
        form = QFormLayout()
        form.addRow(self.tr("Hero:"), self.hero)
        form.addRow(self.tr("Item:"), self.item)
        form.addRow("", self.bonus)
        form.addRow(self.tr("2D6:"), self.row_holder)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addWidget(self.buy_box)
        layout.addWidget(self.error)
        layout.addStretch(1)
        self.hero.currentIndexChanged.connect(self._hero_changed)
        self.item.currentIndexChanged.connect(self._item_changed)
        self.dest.currentIndexChanged.connect(self._show_price)

    def rebuild(self, state: WarbandState) -> None:
        super().rebuild(state)
        lang = self.words.lang
        refill(self.hero, ((h.name, h.id) for h in self.planner.searchers()))
        rare = sorted(self.planner.rare_items(), key=lambda r: r[0].name.get(lang))
        label = self.tr("{0} (rare {1})")
        refill(self.item, ((label.format(i.name.get(lang), n), i.id) for i, n in rare))
        self._hero_changed()

    # --- the search --------------------------------------------------------------------------

    def _hero_id(self) -> str | None:
        hero_id = self.hero.currentData()
        return None if hero_id is None else str(hero_id)

    def _slot(self) -> Slot | None:
        return self.planner.draft.slots.get(f"rare:{self.hero.currentData()}")

    def _bonus(self, hero_id: str) -> tuple[int, list[str]]:
        """What adds to his roll, in total and in words."""
        warband = self.planner.draft.ruleset.warband(self.planner.draft.state.type_id)
        bonuses = self.planner.search_bonuses(hero_id)
        parts = [
            self.tr("Streetwise +{0}").format(amount)
            if key == "streetwise"
            else self.tr("{0} +{1}").format(warband.name.get(self.words.lang), amount)
            for key, amount in bonuses
        ]
        return self.planner.search_bonus(hero_id), parts

    def _hero_changed(self) -> None:
        hero_id = self._hero_id()
        searched = self.planner.searched_item(hero_id) if hero_id is not None else None
        if searched is not None:  # his search stays on the item he searched for
            index = self.item.findData(searched)
            if index >= 0:
                self.item.blockSignals(True)
                self.item.setCurrentIndex(index)
                self.item.blockSignals(False)
        self._item_changed()

    def _item_changed(self) -> None:
        hero_id = self._hero_id()
        item_id = self.item.currentData()
        _clear_layout(self.row_holder)
        self.row = None
        if hero_id is None or item_id is None:
            self.bonus.setText(self.tr("No hero may search: all were out of action."))
            self._update()
            return
        total, parts = self._bonus(hero_id)
        self.bonus.setText(
            self.tr("Bonus: {0}").format(", ".join(parts)) if parts else self.tr("No bonus.")
        )
        name = self.words.name_of(hero_id)
        label = self.tr("{0}'s rare item search").format(name)
        slot_id = self.planner.roll_search(hero_id, str(item_id), label)

        def show(roll: int) -> str:
            search = self.planner.search(hero_id, str(item_id), roll)
            verdict = self.tr("found") if search.found else self.tr("not found")
            return self.tr("2D6 {0} + {1} = {2} against rarity {3}: {4}").format(
                roll, total, search.total, search.rarity, verdict
            )

        row = DiceRow(
            self.words,
            self.planner.draft,
            slot_id,
            lambda dice: roll_total(dice, "2D6", Message.of("rare_item")),
            show,
            self.tr("2D6"),
        )
        # One row on the page at a time: it answers to the same names whoever searches.
        row.edit.setObjectName("dice:rare")
        row.button.setObjectName("roll:rare")
        row.result.setObjectName("result:rare")
        row.error.setObjectName("error:rare")
        row.changed.connect(self._update)
        self.row = row
        self.row_holder.addWidget(row)
        self._update()
        self.noted.emit()

    def _found(self) -> Item | None:
        """The item the current hero's search found, if it did."""
        hero_id = self._hero_id()
        return self.planner.found(hero_id) if hero_id is not None else None

    def _update(self) -> None:
        slot = self._slot()
        hero_id = self._hero_id()
        planned = self.planner.search_planned(hero_id) if hero_id is not None else None
        name = self.hero.currentText()
        self.item.setEnabled(planned is None and (slot is None or not slot.done))
        if self.row is not None:
            self.row.edit.setEnabled(planned is None)
            self.row.button.setEnabled(planned is None)
        if planned is not None:
            self.status.setText(
                self.tr("{0}'s find is in the plan: remove it there to change his search.").format(
                    name
                )
            )
        elif slot is not None and slot.done:
            self.status.setText(
                self.tr("{0} has made his search: change the dice only to correct them.").format(
                    name
                )
            )
        else:
            self.status.clear()
        self.status.setVisible(bool(self.status.text()))
        found = self._found()
        self.buy_box.setVisible(found is not None and planned is None)
        if found is None or self.state is None:
            return
        refill(
            self.dest,
            [(self.tr("The stash"), "")]
            + [(h.name, self.ref(h)) for h in self.planner.holders(found)],
        )
        self._show_price()

    def _show_price(self) -> None:
        found = self._found()
        if found is None:
            return
        quote = self.planner.quote(self.warrior(self.dest.currentData()), found.id)
        self.cost.setText(price_text(quote))
        self.price.show_quote(quote, self.words.item_name(found.id))
        self.cost.setVisible(not self.price.variable)  # the price field says it

    def _buy(self) -> None:
        hero_id = self._hero_id()
        if hero_id is None or self._found() is None:
            return
        warrior = self.warrior(self.dest.currentData())
        price = self.price.price()
        self.plan(lambda: self.planner.buy_found(hero_id, warrior, price))
