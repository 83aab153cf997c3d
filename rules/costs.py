"""What hiring and equipping costs, by the warband's own price lists."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from rules.errors import IllegalMoveError
from rules.messages import Message
from rules.models import Item, Ruleset, Warband, WarriorType


@dataclass(frozen=True, slots=True)
class PriceQuote:
    """One item's price for one model: the fixed part and, for variable prices, the dice."""

    item: Item
    cost: int
    dice: str | None = None
    dice_multiplier: int = 1
    from_list: bool = True


def allowed_items(
    ruleset: Ruleset, warband: Warband, warrior_type: WarriorType, *, at_creation: bool = False
) -> list[str]:
    """Item ids on the warrior's equipment list that he may carry; its entries for the
    warband's creation only `at_creation` (while it is created, or to check what he carries:
    what he bought then he keeps)."""
    if warrior_type.equipment_list is None:
        return []
    equipment_list = warband.equipment_lists[warrior_type.equipment_list]
    out = []
    for entry in equipment_list.items:
        if entry.heroes_only and warrior_type.role != "hero":
            continue
        if entry.at_creation and not at_creation:
            continue
        if warrior_type.no_armour and ruleset.item(entry.item).category == "armour":
            continue
        out.append(entry.item)
    return out


def list_price(
    ruleset: Ruleset,
    warrior_type: WarriorType,
    item_id: str,
    *,
    has_dagger: bool = False,
    rides_replaced: bool = True,
    at_creation: bool = False,
) -> PriceQuote:
    """The price of an item from the warrior's own list (the first dagger is free).

    An upgrade of the mount in his cost (`replaces`) costs its list price while he rides that
    mount (`rides_replaced`); once it is lost, the lost mount's chart price is added.
    Refuses an item that is not on the list, saying whose list it is; an entry for the
    warband's creation is on it only `at_creation`.
    """
    warband = ruleset.warband(warrior_type.warband)
    if item_id not in allowed_items(ruleset, warband, warrior_type, at_creation=at_creation):
        item = ruleset.item(item_id)
        raise IllegalMoveError(
            Message.of("not_on_equipment_list", warrior_type=warrior_type.name, item=item.name)
        )
    assert warrior_type.equipment_list is not None
    entry = warband.equipment_lists[warrior_type.equipment_list].entry(item_id)
    assert entry is not None
    cost = 0 if entry.first_free and not has_dagger else entry.cost
    if entry.replaces is not None and not rides_replaced:
        cost += ruleset.item(entry.replaces).cost
    item = ruleset.item(item_id)
    # A list price replaces the chart's fixed part; a variable chart price keeps its dice.
    dice = item.cost_dice if entry.cost == item.cost else None
    return PriceQuote(item, cost, dice, item.cost_dice_multiplier if dice else 1)


def chart_price(ruleset: Ruleset, item_id: str) -> PriceQuote:
    """The trading chart price (rare and variable-priced items bought after battles).
    Refuses a bare material (gromril, ithilmar): only a weapon made of it has a price."""
    item = ruleset.item(item_id)
    if item.is_material:
        raise IllegalMoveError(Message.of("material_without_weapon", item=item.name))
    return PriceQuote(item, item.cost, item.cost_dice, item.cost_dice_multiplier, from_list=False)


def kit_cost(
    ruleset: Ruleset,
    warrior_type: WarriorType,
    item_ids: Iterable[str],
    *,
    at_creation: bool = False,
) -> int:
    """Fixed cost of a kit for one model from its own list: the first dagger is free, so is
    the mount in his cost, and an upgrade of that mount costs only the upgrade."""
    total = 0
    has_dagger = False
    for item_id in item_ids:
        if item_id == warrior_type.included_mount:
            continue
        quote = list_price(
            ruleset, warrior_type, item_id, has_dagger=has_dagger, at_creation=at_creation
        )
        if item_id == "dagger":
            has_dagger = True
        total += quote.cost
    return total


def hire_cost(
    ruleset: Ruleset,
    type_id: str,
    count: int = 1,
    item_ids: Iterable[str] = (),
    *,
    at_creation: bool = False,
) -> int:
    """Gold to hire `count` models of a type with the same kit each (groups pay per model);
    `at_creation`: the warband is being created (its list's entries for then apply)."""
    warrior_type = ruleset.warrior_type(type_id)
    if count < 1:
        raise IllegalMoveError(
            Message.of("hire_at_least_one", warrior_type=warrior_type.name, count=count)
        )
    if warrior_type.role == "hero" and count != 1:
        raise IllegalMoveError(
            Message.of("heroes_hired_one_at_a_time", count=count, warrior_type=warrior_type.name)
        )
    kit = kit_cost(ruleset, warrior_type, list(item_ids), at_creation=at_creation)
    return count * (warrior_type.cost + kit)
