"""Step 7 of a post-battle draft: what may be bought, sold, moved, searched for and hired on
the sheet the battle leaves, at what price, and the trades the player plans from it.

Every price and every refusal comes from the use cases and the rules (`price_quote`, the
`*_step` functions, `rules.trading`); the interface lists what `TradePlanner` offers and
shows the plan `TradePlanner.preview` works out.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Literal

from app.domain import WarbandState, Warrior
from app.postbattle.draft import DraftNote, PostBattleDraft
from app.postbattle.trading import PlannedTrade, TradeKind, TradePreview, named
from app.usecases.core import RefusedError, Step
from app.usecases.equipment import (
    buy_for_stash_step,
    buy_step,
    from_stash_step,
    price_quote,
    sell_step,
    to_stash_step,
)
from app.usecases.hiring import (
    add_models_step,
    as_typed,
    group_to_join,
    hire_hired_sword_step,
    hire_step,
)
from app.usecases.item_packs import offered_items
from app.usecases.recruiting import RecruitOption, free_name, recruit, recruit_options
from rules.costs import PriceQuote, allowed_items, hire_cost
from rules.income import sell_price
from rules.messages import Message
from rules.models import Item
from rules.trading import RareSearch, rare_items, search_bonuses, search_rare_item

_DICE = re.compile(r"(\d*)D6")


class NameTaken(RefusedError):
    """A recruit named like a warrior the sheet already has."""

    def __init__(self, name: str) -> None:
        super().__init__(f"there is already a warrior called {name}: give the recruit another name")
        self.name = name


def price_range(quote: PriceQuote) -> tuple[int, int]:
    """The lowest and highest price a variable price (cost + dice x multiplier) can roll."""
    match = _DICE.fullmatch(quote.dice or "")
    dice = int(match.group(1) or 1) if match else 1
    low = quote.cost + dice * quote.dice_multiplier
    return low, quote.cost + 6 * dice * quote.dice_multiplier


def carriers(state: WarbandState) -> list[Warrior]:
    """Who may be given equipment: heroes and henchmen (a hired sword's kit is his own)."""
    return [w for w in state.warriors if w.kind != "hired_sword"]


class TradePlanner:
    """The trades of a draft, planned on the sheet as the battle leaves it."""

    def __init__(self, draft: PostBattleDraft) -> None:
        self.draft = draft
        self.base: WarbandState | None = None  # the sheet as the battle leaves it
        self.preview: TradePreview | None = None
        self._base_ids: set[str] = set()

    @property
    def trades(self) -> list[PlannedTrade]:
        return self.draft.trades

    @property
    def after(self) -> WarbandState | None:
        """The sheet after the trades planned (before the first one refused)."""
        return self.preview.after if self.preview is not None else None

    # --- the sheet after the battle -------------------------------------------------------

    def start(self) -> None:
        """Work out the sheet the battle leaves and the plan on it. Raises `IllegalMoveError`
        or `DiceError` while the dice do not fit the steps."""
        self.base = self.preview = None
        base = self.draft.state_after(self.draft.full_result())
        self.base = base
        self._base_ids = {warrior.id for warrior in base.warriors}
        self._prune_searches()
        self._prune_gone()
        self.update()

    def update(self) -> TradePreview | None:
        if self.base is None:
            return None
        self.preview = self.draft.plan_preview(self.base)
        return self.preview

    def ok(self) -> bool:
        return self.preview is not None and self.preview.ok

    def _prune_gone(self) -> None:
        """Take off the plan what was planned for a warrior the battle now takes away (the
        player went back and changed the casualties)."""
        recruits = {t.who for t in self.trades if t.kind in ("hire", "sword")}
        for trade in list(self.trades):
            if trade.ref and trade.ref not in self._base_ids and trade.ref not in recruits:
                self.trades.remove(trade)
                self.draft.add_note(DraftNote("gone", trade.who, trade))

    def _prune_searches(self) -> None:
        """Forget the searches of heroes who may no longer search, and what they found."""
        heroes = {h.id for h in self.searchers()}
        self.draft.drop_slots(("rare:",), {f"rare:{hero_id}" for hero_id in heroes})
        for trade in [t for t in self.trades if t.kind == "rare" and t.searcher not in heroes]:
            self.trades.remove(trade)
            self.draft.add_note(DraftNote("no_longer_search", trade.searcher_name, trade))

    def ref(self, warrior: Warrior) -> str:
        """How a trade names a warrior: his id, or the name of a recruit planned here (his id
        is only made when the hire is)."""
        return warrior.id if warrior.id in self._base_ids else warrior.name

    def warrior(self, ref: object) -> Warrior | None:
        """The warrior of the sheet after the plan that `ref` names."""
        after = self.after
        if after is None or not ref:
            return None
        return next((w for w in after.warriors if self.ref(w) == ref), None)

    # --- the plan -------------------------------------------------------------------------

    def plan(self, make: Callable[[], PlannedTrade]) -> PlannedTrade:
        """Add a trade to the plan. Raises `IllegalMoveError` or `ValueError` when its use
        case refuses it at once (the plan is then unchanged)."""
        trade = make()
        self.trades.append(trade)
        self.update()
        return trade

    def remove(self, index: int) -> None:
        if 0 <= index < len(self.trades):
            del self.trades[index]
            self.update()

    def amounts(self) -> Iterator[tuple[PlannedTrade, int | None]]:
        """Each trade with its gold (what it costs or brings; None: not reached)."""
        amounts = self.preview.amounts if self.preview is not None else ()
        return zip(self.trades, amounts, strict=True)

    # --- buying, selling, the stash -------------------------------------------------------

    def quote(self, warrior: Warrior | None, item_id: str) -> PriceQuote:
        """What the item costs him (or the stash), as the trading use case prices it."""
        draft = self.draft
        return price_quote(draft.ruleset, draft.state.type_id, warrior, item_id)

    def buy_offers(self, warrior: Warrior) -> list[tuple[str, PriceQuote]]:
        """The items of his own list, each with its price."""
        ruleset = self.draft.ruleset
        warband = ruleset.warband(self.draft.state.type_id)
        items = allowed_items(ruleset, warband, ruleset.warrior_type(warrior.type_id))
        items = offered_items(self.draft.store, warband.id, items)
        return [(item_id, self.quote(warrior, item_id)) for item_id in items]

    def sell_offers(self, warrior: Warrior | None) -> list[tuple[str, int]]:
        """What he (or the stash, for None) may sell, each with the gold it brings."""
        after = self.after
        if after is None:
            return []
        items = warrior.equipment if warrior is not None else after.stash
        count = warrior.count if warrior is not None else 1
        ruleset = self.draft.ruleset
        return [
            (item_id, sell_price(ruleset, ruleset.items[item_id].cost) * count)
            for item_id in dict.fromkeys(items)
        ]

    def buy(self, warrior: Warrior, item_id: str, price: int | None) -> PlannedTrade:
        ref = self.ref(warrior)
        step = buy_step(self.draft.store, ref, item_id, price=price)
        message = Message.of("bought", item=item_id, warrior=warrior.name)
        return self.plan(
            lambda: PlannedTrade("buy", named(step, message), warrior.name, ref, item_id)
        )

    def sell(self, warrior: Warrior | None, item_id: str) -> PlannedTrade:
        ref = self.ref(warrior) if warrior is not None else ""
        name = warrior.name if warrior is not None else ""
        code = "sold" if warrior is not None else "sold_from_stash"

        def make() -> PlannedTrade:
            step = sell_step(self.draft.store, ref or None, item_id)
            message = Message.of(code, item=item_id, warrior=name)
            return PlannedTrade("sell", named(step, message), name, ref, item_id)

        return self.plan(make)

    def move(
        self, kind: Literal["to_stash", "from_stash"], warrior: Warrior, item_id: str
    ) -> PlannedTrade:
        """Move an item between a warrior and the stash."""
        make_step: Callable[..., Step[None]] = (
            to_stash_step if kind == "to_stash" else from_stash_step
        )
        ref = self.ref(warrior)

        def make() -> PlannedTrade:
            step = make_step(self.draft.store, ref, item_id)
            message = Message.of(f"moved_{kind}", warrior=warrior.name, item=item_id)
            return PlannedTrade(kind, named(step, message), warrior.name, ref, item_id)

        return self.plan(make)

    # --- the rare item search -------------------------------------------------------------

    def searchers(self) -> list[Warrior]:
        """The heroes who fought and were not taken out of action: one search each."""
        report = self.draft.report()
        out = set(report.heroes_out_of_action)
        took = set(report.took_part or ())
        return [h for h in self.draft.state.heroes if h.id in took and h.id not in out]

    def rare_items(self) -> list[tuple[Item, int]]:
        """What the warband may search for, with its own rarity (Black Lotus is Rare 7 for
        the Skaven, Rare 9 for others)."""
        found = rare_items(self.draft.ruleset, self.draft.state.type_id)
        offered = set(
            offered_items(self.draft.store, self.draft.state.type_id, (i.id for i, _ in found))
        )
        return [(item, rarity) for item, rarity in found if item.id in offered]

    def _streetwise(self, hero_id: str) -> bool:
        return "streetwise" in self.draft.state.warrior(hero_id).skills

    def search_bonuses(self, hero_id: str) -> tuple[tuple[str, int], ...]:
        """What adds to his roll: ("streetwise", n), ("warband", n)."""
        draft = self.draft
        return search_bonuses(draft.ruleset, draft.state.type_id, self._streetwise(hero_id))

    def search_bonus(self, hero_id: str) -> int:
        """All that adds to his roll."""
        return sum(amount for _key, amount in self.search_bonuses(hero_id))

    def search(self, hero_id: str, item_id: str, roll: int) -> RareSearch:
        """The rules' verdict on his search."""
        draft = self.draft
        return search_rare_item(
            draft.ruleset, draft.state.type_id, item_id, roll, streetwise=self._streetwise(hero_id)
        )

    def roll_search(self, hero_id: str, item_id: str, label: str) -> str:
        """His search's dice slot (a new item searched for starts it again); its id."""
        slot_id = f"rare:{hero_id}"
        self.draft.slot(slot_id, ("rare", hero_id, item_id), label)
        return slot_id

    def searched_item(self, hero_id: str) -> str | None:
        """The item his search is (or was) for."""
        slot = self.draft.slots.get(f"rare:{hero_id}")
        return str(slot.key[2]) if slot is not None else None

    def found(self, hero_id: str) -> Item | None:
        """The item his search found, if it did."""
        slot = self.draft.slots.get(f"rare:{hero_id}")
        if slot is None or not slot.done:
            return None
        item = self.draft.ruleset.items[str(slot.key[2])]
        return item if self.search(hero_id, item.id, int(slot.outcome)).found else None

    def search_planned(self, hero_id: str) -> PlannedTrade | None:
        return next((t for t in self.trades if t.kind == "rare" and t.searcher == hero_id), None)

    def may_carry(self, hero: Warrior, item: Item) -> bool:
        """His own list has it (or the weapon it is made of), or it is a miscellaneous item
        (heroes may carry any)."""
        ruleset = self.draft.ruleset
        warrior_type = ruleset.warrior_type(hero.type_id)
        if warrior_type.no_armour and item.category == "armour":
            return False
        warband = ruleset.warband(self.draft.state.type_id)
        allowed = allowed_items(ruleset, warband, warrior_type, at_creation=True)  # keeps them
        # A gromril or ithilmar weapon: a warrior whose list has the weapon it is made of.
        return item.id in allowed or item.base in allowed or item.category == "misc"

    def holders(self, item: Item) -> list[Warrior]:
        """The heroes a find may be bought for (the stash may always have it)."""
        after = self.after
        return [h for h in after.heroes if self.may_carry(h, item)] if after is not None else []

    def buy_found(self, hero_id: str, warrior: Warrior | None, price: int | None) -> PlannedTrade:
        """Buy what his search found, for `warrior` or the stash (None)."""
        found = self.found(hero_id)
        if found is None:
            raise RefusedError(Message.of("nothing_found_yet"))
        dice = tuple(self.draft.slots[f"rare:{hero_id}"].values)
        bonus = self.search_bonus(hero_id)
        hero = self.draft.state.warrior(hero_id).name
        rarity = self.search(hero_id, found.id, sum(dice)).rarity
        log = Message.of(
            "rare_bought" if warrior is not None else "rare_bought_stash",
            hero=hero,
            item=found.id,
            rarity=rarity or 0,
            dice=" ".join(map(str, dice)),
            bonus=bonus,
            total=sum(dice) + bonus,
            warrior=warrior.name if warrior is not None else "",
        )
        store = self.draft.store

        def make() -> PlannedTrade:
            if warrior is None:
                step = buy_for_stash_step(store, found.id, price=price)
            else:
                step = buy_step(store, self.ref(warrior), found.id, price=price)
            return PlannedTrade(
                "rare",
                named(step, log),
                who=warrior.name if warrior is not None else "",
                ref=self.ref(warrior) if warrior is not None else "",
                item=found.id,
                searcher=hero_id,
                searcher_name=hero,
                dice=dice,
                bonus=bonus,
            )

        return self.plan(make)

    # --- hiring ---------------------------------------------------------------------------

    def recruit_options(self) -> list[RecruitOption]:
        after = self.after
        return recruit_options(self.draft.store, after) if after is not None else []

    def candidate(self, type_id: str, base_name: str) -> Warrior:
        """A new recruit of this type, with his free dagger, his spells and a free name."""
        after = self.after
        if after is None:
            raise RefusedError(Message.of("battle_dice_do_not_fit"))
        return recruit(self.draft.store, after, type_id, free_name(after, base_name))

    def add_cost(self, group: Warrior) -> int:
        """What one more model of the group costs: its kit and its experience."""
        ruleset = self.draft.ruleset
        each = hire_cost(ruleset, group.type_id, 1, group.equipment)
        return each + group.experience * ruleset.campaign.veteran_cost_per_xp

    def group_to_join(self, type_id: str) -> Warrior | None:
        """The henchmen group of this type a recruit joins, as Hire does on the sheet
        (`app.usecases.hiring.group_to_join`, on the sheet after the trades planned)."""
        after = self.after
        return None if after is None else group_to_join(self.draft.store, after, type_id)

    def name_taken(self, name: str) -> bool:
        """A warrior of the sheet after the plan already has this name."""
        after = self.after
        return after is not None and any(w.name == name for w in after.warriors)

    def hire(self, warrior: Warrior) -> PlannedTrade:
        """Plan a recruit (or a hired sword) as the hiring form shows him."""
        name = warrior.name
        if self.name_taken(name):
            raise NameTaken(name)
        store = self.draft.store
        key, count, kit = warrior.type_id, warrior.count, tuple(warrior.equipment)
        mutations, spells = tuple(warrior.mutations), as_typed(warrior.spells)
        if key in self.draft.ruleset.hired_swords:
            return self.plan(
                lambda: PlannedTrade(
                    "sword",
                    named(
                        hire_hired_sword_step(store, key, name, spells=spells),
                        Message.of("hired_sword_hired", warrior=name, hired_sword=key),
                    ),
                    who=name,
                    item=key,
                )
            )
        code = "hired_group" if count > 1 else "hired_one"
        log = Message.of(code, warrior=name, warrior_type=key, count=count)

        def make() -> PlannedTrade:
            step = hire_step(
                store, key, name, count=count, equipment=kit, mutations=mutations, spells=spells
            )
            return PlannedTrade("hire", named(step, log), who=name, item=key, count=count, kit=kit)

        return self.plan(make)

    def add_models(self, group: Warrior, count: int) -> PlannedTrade:
        ref = self.ref(group)

        def make() -> PlannedTrade:
            step = add_models_step(self.draft.store, ref, count)
            message = Message.of("models_added", warrior=group.name, count=count)
            return PlannedTrade("add", named(step, message), group.name, ref, count=count)

        return self.plan(make)


__all__ = ["NameTaken", "TradeKind", "TradePlanner", "carriers", "price_range"]
