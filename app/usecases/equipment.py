"""Buying, selling and moving equipment between warriors and the stash.

A henchman group's kit is the same for every model: buying for a group buys one per model,
selling or stashing a group's item moves one per model.
"""

from __future__ import annotations

from app.domain import WarbandState, Warrior
from app.store.repository import Store
from app.usecases.core import Change, RefusedError, Step, being_created, find_warrior, run_step
from app.usecases.details import Paid, Sold
from app.usecases.item_packs import enabled_for, refuse_switched_off
from rules import IllegalMoveError
from rules._reader import dice_parts
from rules.costs import PriceQuote, list_price
from rules.income import sell_price
from rules.messages import Message, message_of
from rules.models import Item, Ruleset
from rules.mounts import replaced_by, rides_replaced, stays_with_rider
from rules.text import shorten
from rules.trading import trading_price


def _item(store: Store, item_id: str) -> Item:
    try:
        return store.ruleset.item(item_id)
    except KeyError as exc:
        raise RefusedError(message_of(exc)) from None


def _check_can_carry(warrior: Warrior) -> None:
    if warrior.kind == "hired_sword":
        raise RefusedError(Message.of("hired_sword_kit_fixed", warrior=warrior.name))


def _check_may_part(ruleset: Ruleset, warrior: Warrior, item_id: str) -> None:
    """The mount in his cost goes only when it is lost or upgraded, never sold or stashed."""
    if stays_with_rider(ruleset.warrior_type(warrior.type_id), item_id):
        item = ruleset.item(item_id)
        raise RefusedError(Message.of("included_mount_stays", item=item.name, warrior=warrior.name))


def _trade_in(ruleset: Ruleset, warrior: Warrior, item_id: str) -> None:
    """An upgrade of the mount in his cost takes its place (the Outriders' warhorse)."""
    replaced = replaced_by(ruleset, ruleset.warrior_type(warrior.type_id), item_id)
    if replaced is not None:
        warrior.equipment[:] = [i for i in warrior.equipment if i != replaced]


def price_quote(
    ruleset: Ruleset,
    warband_id: str,
    warrior: Warrior | None,
    item_id: str,
    *,
    at_creation: bool = False,
) -> PriceQuote:
    """What the item costs him: his own list's price (its entries for the warband's creation
    only `at_creation`), or off his list (and for the stash) what his warband pays at trading
    (the chart's price unless its data says otherwise)."""
    if warrior is not None and warrior.kind != "hired_sword":
        warrior_type = ruleset.warrior_type(warrior.type_id)
        try:
            return list_price(
                ruleset,
                warrior_type,
                item_id,
                has_dagger="dagger" in warrior.equipment,
                rides_replaced=rides_replaced(ruleset, warrior_type, warrior.equipment, item_id),
                at_creation=at_creation,
            )
        except IllegalMoveError:
            pass
    return trading_price(ruleset, warband_id, item_id)


def _unit_price(
    store: Store, state: WarbandState, warrior: Warrior, item_id: str, price: int | None
) -> int:
    """The warrior's list price; off-list items (rare finds) at the trading or rolled price."""
    item = _item(store, item_id)  # refuses an unknown item
    quote = _quote(store.ruleset, state.type_id, warrior, item_id, being_created(state))
    return checked_price(item, quote, price)


def _quote(
    ruleset: Ruleset,
    warband_id: str,
    warrior: Warrior | None,
    item_id: str,
    at_creation: bool = False,
) -> PriceQuote:
    """price_quote, its refusal (a bare gromril weapon has no price) a use case's."""
    try:
        return price_quote(ruleset, warband_id, warrior, item_id, at_creation=at_creation)
    except IllegalMoveError as exc:
        raise RefusedError(message_of(exc)) from None


def checked_price(item: Item, quote: PriceQuote, price: int | None) -> int:
    """The price the rules set. Only a price with dice is given by the player (what the dice
    rolled), and it must be one those dice can make; a fixed price is never given."""
    if not quote.dice:
        if price is not None and price != quote.cost:
            raise RefusedError(
                Message.of("wrong_price", item=item.name, cost=quote.cost, price=shorten(price))
            )
        return quote.cost
    multiplier = f" x {quote.dice_multiplier}" if quote.dice_multiplier > 1 else ""
    if price is None:
        raise RefusedError(
            Message.of(
                "roll_for_price",
                item=item.name,
                cost=quote.cost,
                dice=quote.dice,
                multiplier=multiplier,
            )
        )
    count, sides = dice_parts(quote.dice)
    low = quote.cost + count * quote.dice_multiplier
    high = quote.cost + count * sides * quote.dice_multiplier
    if not low <= price <= high or (price - quote.cost) % quote.dice_multiplier:
        raise RefusedError(
            Message.of(
                "price_out_of_range",
                item=item.name,
                cost=quote.cost,
                dice=quote.dice,
                multiplier=multiplier,
                low=low,
                high=high,
                price=shorten(price),
            )
        )
    return price


def buy_step(
    store: Store, warrior_id: str, item_id: str, *, price: int | None = None
) -> Step[Paid]:

    enabled = enabled_for(store, None, [item_id])

    def mutate(state: WarbandState) -> Paid:
        warrior = find_warrior(state, warrior_id)
        _check_can_carry(warrior)
        refuse_switched_off(store.ruleset, enabled, state.type_id, [item_id])
        unit = _unit_price(store, state, warrior, item_id, price)
        total = unit * warrior.count
        if total > state.treasury:
            raise RefusedError(
                Message.of(
                    "cannot_afford_for",
                    item=_item(store, item_id).name,
                    warrior=warrior.name,
                    total=total,
                    treasury=state.treasury,
                )
            )
        state.treasury -= total
        _trade_in(store.ruleset, warrior, item_id)
        warrior.equipment.append(item_id)
        return Paid(total)

    return Step(
        Message.of("did_buy", item=item_id),
        mutate,
        Message.of("bought", item=item_id, warrior=warrior_id),
    )


def buy(
    store: Store, warband_id: int, warrior_id: str, item_id: str, *, price: int | None = None
) -> Change[Paid]:
    """Buy an item for a warrior (a group pays for every model). The rules check it fits him."""
    return run_step(store, warband_id, buy_step(store, warrior_id, item_id, price=price))


def buy_for_stash_step(store: Store, item_id: str, *, price: int | None = None) -> Step[Paid]:
    item = _item(store, item_id)
    enabled = enabled_for(store, None, [item_id])

    def mutate(state: WarbandState) -> Paid:
        if not item.available_to(state.type_id):
            raise RefusedError(
                Message.of("warband_cannot_buy_item", type_id=state.type_id, item=item.name)
            )
        refuse_switched_off(store.ruleset, enabled, state.type_id, [item_id])
        cost = checked_price(item, _quote(store.ruleset, state.type_id, None, item_id), price)
        if cost > state.treasury:
            raise RefusedError(
                Message.of("cannot_afford", item=item.name, cost=cost, treasury=state.treasury)
            )
        state.treasury -= cost
        state.stash.append(item_id)
        return Paid(cost)

    said = Message.of("bought_for_stash", item=item_id)
    return Step(Message.of("did_buy_for_stash", item=item.name), mutate, said)


def buy_for_stash(
    store: Store, warband_id: int, item_id: str, *, price: int | None = None
) -> Change[Paid]:
    """Buy an item into the stash (rare items found by a search go there) at the chart price."""
    return run_step(store, warband_id, buy_for_stash_step(store, item_id, price=price))


def _take(items: list[str], item_id: str, count: int, where: str) -> None:
    if items.count(item_id) < count:
        raise RefusedError(
            f"{where} has no {item_id}"
            if count == 1
            else f"{where} has fewer than {count} {item_id}"
        )
    for _ in range(count):
        items.remove(item_id)


def sell_step(store: Store, warrior_id: str | None, item_id: str) -> Step[Sold]:
    item = _item(store, item_id)

    def mutate(state: WarbandState) -> Sold:
        if warrior_id is None:
            _take(state.stash, item_id, 1, "the stash")
            count = 1
        else:
            warrior = find_warrior(state, warrior_id)
            _check_can_carry(warrior)
            count = warrior.count
            _check_may_part(store.ruleset, warrior, item_id)
            _take(warrior.equipment, item_id, 1, warrior.name)
        gold = sell_price(store.ruleset, item.cost) * count
        state.treasury += gold
        return Sold(gold)

    said = (
        Message.of("sold", item=item_id, warrior=warrior_id)
        if warrior_id is not None
        else Message.of("sold_from_stash", item=item_id)
    )
    return Step(Message.of("did_sell", item=item.name), mutate, said)


def sell(store: Store, warband_id: int, warrior_id: str | None, item_id: str) -> Change[Sold]:
    """Sell at half the base price: from a warrior (a group sells every model's) or the stash."""
    return run_step(store, warband_id, sell_step(store, warrior_id, item_id))


def to_stash_step(store: Store, warrior_id: str, item_id: str) -> Step[None]:
    def mutate(state: WarbandState) -> None:
        warrior = find_warrior(state, warrior_id)
        _check_can_carry(warrior)
        _check_may_part(store.ruleset, warrior, item_id)
        _take(warrior.equipment, item_id, 1, warrior.name)
        state.stash.extend([item_id] * warrior.count)

    return Step(Message.of("did_put_in_stash", item=item_id), mutate)


def to_stash(store: Store, warband_id: int, warrior_id: str, item_id: str) -> Change[None]:
    return run_step(store, warband_id, to_stash_step(store, warrior_id, item_id))


def from_stash_step(store: Store, warrior_id: str, item_id: str) -> Step[None]:

    def mutate(state: WarbandState) -> None:
        warrior = find_warrior(state, warrior_id)
        _check_can_carry(warrior)
        _take(state.stash, item_id, warrior.count, "the stash")
        warrior.equipment.append(item_id)

    return Step(Message.of("did_take_from_stash", item=item_id), mutate)


def from_stash(store: Store, warband_id: int, warrior_id: str, item_id: str) -> Change[None]:
    """Give a warrior an item from the stash (a group needs one per model)."""
    return run_step(store, warband_id, from_stash_step(store, warrior_id, item_id))
