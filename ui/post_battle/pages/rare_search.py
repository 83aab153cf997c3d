"""The trading page's rare item search: each hero who was not taken out of action rolls 2D6 once
for one rare item (Streetwise and the warband's bonus added); a find can be bought at once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QVBoxLayout

from app.domain import WarbandState, Warrior
from app.usecases.equipment import buy_for_stash_step, buy_step
from rules.costs import allowed_items
from rules.dice import roll_total
from rules.messages import Message
from rules.models import Item
from rules.trading import RareSearch, rare_items, search_bonuses, search_rare_item
from ui.post_battle.common import _clear_layout, _plain
from ui.post_battle.dice import DiceRow, Slot
from ui.post_battle.pages.trade_forms import PriceField, _Form, price_text, quote_for, refill
from ui.post_battle.trades import PlannedTrade, named

if TYPE_CHECKING:
    from ui.post_battle.pages.trading import TradingPage


class RareSearchForm(_Form):
    """One search per hero: hero and item, the 2D6 typed or rolled, then "Buy it"."""

    def __init__(self, page: TradingPage) -> None:
        super().__init__(page)
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

    # --- who may search ----------------------------------------------------------------------

    def eligible(self) -> list[Warrior]:
        """The heroes who fought and were not taken out of action (the report of the pages)."""
        report = self.w.report()
        out = set(report.heroes_out_of_action)
        took = set(report.took_part or ())
        return [h for h in self.w.state.heroes if h.id in took and h.id not in out]

    def prune(self) -> None:
        """Forget the searches of heroes who may no longer search, and what they found."""
        w = self.w
        heroes = {h.id for h in self.eligible()}
        w.drop_slots(("rare:",), {f"rare:{hero_id}" for hero_id in heroes})
        for trade in [t for t in w.trades if t.kind == "rare" and t.searcher not in heroes]:
            w.trades.remove(trade)
            w.add_note(
                self.tr("{0} may no longer search: his find was taken off the plan.").format(
                    trade.searcher_name
                )
            )

    def rebuild(self, state: WarbandState) -> None:
        super().rebuild(state)
        lang = self.w.lang
        refill(self.hero, ((h.name, h.id) for h in self.eligible()))
        # The warband's own rarities: Black Lotus is Rare 7 for the Skaven, Rare 9 for others.
        rare = sorted(rare_items(self.w.ruleset, state.type_id), key=lambda r: r[0].name.get(lang))
        label = self.tr("{0} (rare {1})")
        refill(self.item, ((label.format(i.name.get(lang), n), i.id) for i, n in rare))
        self._hero_changed()

    # --- the search --------------------------------------------------------------------------

    def _slot(self) -> Slot | None:
        return self.w.slots.get(f"rare:{self.hero.currentData()}")

    def _streetwise(self) -> bool:
        hero_id = self.hero.currentData()
        return hero_id is not None and "streetwise" in self.w.state.warrior(str(hero_id)).skills

    def _search(self, item_id: str, roll: int) -> RareSearch:
        """The rules' verdict on the current hero's search."""
        w = self.w
        return search_rare_item(
            w.ruleset, w.state.type_id, item_id, roll, streetwise=self._streetwise()
        )

    def _bonus(self) -> tuple[int, list[str]]:
        w = self.w
        warband = w.ruleset.warband(w.state.type_id)
        bonuses = search_bonuses(w.ruleset, warband.id, self._streetwise())
        words = {"streetwise": self.tr("Streetwise +{0}"), "warband": self.tr("{0} +{1}")}
        parts = [
            words[key].format(amount)
            if key == "streetwise"
            else words[key].format(warband.name.get(w.lang), amount)
            for key, amount in bonuses
        ]
        return sum(amount for _, amount in bonuses), parts

    def _hero_changed(self) -> None:
        slot = self._slot()
        if slot is not None:  # his search stays on the item he searched for
            index = self.item.findData(slot.key[2])
            if index >= 0:
                self.item.blockSignals(True)
                self.item.setCurrentIndex(index)
                self.item.blockSignals(False)
        self._item_changed()

    def _item_changed(self) -> None:
        w = self.w
        hero_id = self.hero.currentData()
        item_id = self.item.currentData()
        _clear_layout(self.row_holder)
        self.row = None
        if hero_id is None or item_id is None:
            self.bonus.setText(self.tr("No hero may search: all were out of action."))
            self._update()
            return
        total, parts = self._bonus()
        self.bonus.setText(
            self.tr("Bonus: {0}").format(", ".join(parts)) if parts else self.tr("No bonus.")
        )
        name = w.name_of(str(hero_id))
        slot_id = f"rare:{hero_id}"
        w.slot(slot_id, ("rare", hero_id, item_id), self.tr("{0}'s rare item search").format(name))

        def show(roll: int) -> str:
            search = self._search(str(item_id), roll)
            verdict = self.tr("found") if search.found else self.tr("not found")
            return self.tr("2D6 {0} + {1} = {2} against rarity {3}: {4}").format(
                roll, total, search.total, search.rarity, verdict
            )

        row = DiceRow(
            w,
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
        self.page.show_notes()

    def _found(self) -> Item | None:
        """The item the current hero's search found, if it did."""
        slot = self._slot()
        if slot is None or not slot.done:
            return None
        item = self.w.ruleset.items[str(slot.key[2])]
        return item if self._search(item.id, int(slot.outcome)).found else None

    def _planned(self) -> PlannedTrade | None:
        hero_id = self.hero.currentData()
        return next((t for t in self.w.trades if t.kind == "rare" and t.searcher == hero_id), None)

    def _update(self) -> None:
        slot = self._slot()
        planned = self._planned()
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
            + [(h.name, self.page.ref(h)) for h in self.state.heroes if self._may_carry(h, found)],
        )
        self._show_price()

    def _may_carry(self, hero: Warrior, item: Item) -> bool:
        """His own list has it, or it is a miscellaneous item (heroes may carry any)."""
        ruleset = self.w.ruleset
        warrior_type = ruleset.warrior_type(hero.type_id)
        if warrior_type.no_armour and item.category == "armour":
            return False
        warband = ruleset.warband(self.w.state.type_id)
        return item.id in allowed_items(ruleset, warband, warrior_type) or item.category == "misc"

    def _show_price(self) -> None:
        found = self._found()
        if found is None:
            return
        quote = quote_for(self, self.warrior(self.dest.currentData()), found.id)
        self.cost.setText(price_text(quote))
        self.price.show_quote(quote, self.page.item_name(found.id))
        self.cost.setVisible(not self.price.variable)  # the price field says it

    def _buy(self) -> None:
        found = self._found()
        slot = self._slot()
        hero_id = self.hero.currentData()
        if found is None or slot is None or hero_id is None:
            return
        w = self.w
        store = w.session.store
        warrior = self.warrior(self.dest.currentData())
        price = self.price.price()
        bonus = self._bonus()[0]
        hero = w.name_of(str(hero_id))
        dice = tuple(slot.values)
        rarity = self._search(found.id, sum(dice)).rarity
        log = Message.of(
            "rare_bought" if warrior is not None else "rare_bought_stash",
            hero=hero, item=found.id, rarity=rarity or 0, dice=" ".join(map(str, dice)),
            bonus=bonus, total=sum(dice) + bonus,
            warrior=warrior.name if warrior is not None else "",
        )  # fmt: skip

        def make() -> PlannedTrade:
            if warrior is None:
                step = buy_for_stash_step(store, found.id, price=price)
            else:
                step = buy_step(store, self.page.ref(warrior), found.id, price=price)
            return PlannedTrade(
                "rare",
                named(step, log),
                who=warrior.name if warrior is not None else "",
                ref=self.page.ref(warrior) if warrior is not None else "",
                item=found.id,
                searcher=str(hero_id),
                searcher_name=hero,
                dice=dice,
                bonus=bonus,
            )

        self.plan(make)
