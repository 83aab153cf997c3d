"""Trading after a battle, warband by warband: which items a warband must search for and at what
rarity, what it pays for them, and whether a hero's search found one.

A warband trades an item unlike the chart when its own data says so: a `[[trading]]` entry
(Black Lotus Rare 7 for the Skaven, blessed water common for the Witch Hunters), or a rarity on
its own equipment list (the Lustrian Reavers' blowpipe, Rare 7).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.costs import PriceQuote, chart_price
from rules.errors import IllegalMoveError
from rules.messages import Message
from rules.models import Item, Ruleset, TradingTerms


def _terms(ruleset: Ruleset, warband_id: str, item_id: str) -> TradingTerms | None:
    return next((t for t in ruleset.warband(warband_id).trading if t.item == item_id), None)


def trading_rarity(ruleset: Ruleset, warband_id: str, item_id: str) -> int | None:
    """The rarity this warband searches against for the item; None: it is common for them."""
    terms = _terms(ruleset, warband_id, item_id)
    if terms is not None and (terms.common or terms.rarity is not None):
        return None if terms.common else terms.rarity
    listed = [
        entry.rarity
        for equipment_list in ruleset.warband(warband_id).equipment_lists.values()
        for entry in equipment_list.items
        if entry.item == item_id and entry.rarity is not None
    ]
    if listed:
        return min(listed)
    return ruleset.item(item_id).rarity


def trading_price(ruleset: Ruleset, warband_id: str, item_id: str) -> PriceQuote:
    """What this warband pays for the item off its lists: the chart's price, or its own."""
    quote = chart_price(ruleset, item_id)
    terms = _terms(ruleset, warband_id, item_id)
    if terms is None or terms.cost is None:
        return quote
    return PriceQuote(quote.item, terms.cost, quote.dice, quote.dice_multiplier, from_list=False)


def rare_items(ruleset: Ruleset, warband_id: str) -> list[tuple[Item, int]]:
    """Every item this warband may search for, with its rarity for them."""
    out = []
    for item in ruleset.items.values():
        if item.is_material or not item.available_to(warband_id):
            continue  # a bare material: its weapons are searched for, each with its price
        rarity = trading_rarity(ruleset, warband_id, item.id)
        if rarity is not None:
            out.append((item, rarity))
    return out


@dataclass(frozen=True, slots=True)
class RareSearch:
    """One hero's search: the 2D6 he rolled, what adds to it, and whether he found the item."""

    item: str
    rarity: int
    roll: int
    bonuses: tuple[tuple[str, int], ...]  # ("streetwise", 1), ("warband", 1)

    @property
    def total(self) -> int:
        return self.roll + sum(amount for _, amount in self.bonuses)

    @property
    def found(self) -> bool:
        return self.total >= self.rarity


def search_bonuses(
    ruleset: Ruleset, warband_id: str, streetwise: bool
) -> tuple[tuple[str, int], ...]:
    """What adds to a hero's search roll: his Streetwise skill, his warband's own bonus."""
    out = []
    if streetwise:
        out.append(("streetwise", ruleset.campaign.streetwise_bonus))
    bonus = ruleset.warband(warband_id).rare_item_bonus
    if bonus:
        out.append(("warband", bonus))
    return tuple(out)


def search_rare_item(
    ruleset: Ruleset, warband_id: str, item_id: str, roll: int, *, streetwise: bool = False
) -> RareSearch:
    """A hero's search for a rare item: the 2D6 `roll` plus his bonuses against its rarity
    for this warband. Refuses an item the warband may not buy, or need not search for."""
    item = ruleset.item(item_id)
    if item.is_material:
        raise IllegalMoveError(Message.of("material_without_weapon", item=item.name))
    if not item.available_to(warband_id):
        raise IllegalMoveError(
            Message.of("warband_cannot_buy", warband_id=warband_id, item=item.name)
        )
    rarity = trading_rarity(ruleset, warband_id, item_id)
    if rarity is None:
        raise IllegalMoveError(Message.of("common_item_no_search", item=item.name))
    if not 2 <= roll <= 12:
        raise IllegalMoveError(Message.of("two_d6_out_of_range", roll=roll))
    return RareSearch(item_id, rarity, roll, search_bonuses(ruleset, warband_id, streetwise))


__all__ = [
    "RareSearch",
    "rare_items",
    "search_bonuses",
    "search_rare_item",
    "trading_price",
    "trading_rarity",
]
