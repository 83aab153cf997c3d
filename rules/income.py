"""Income: selling wyrdstone and equipment."""

from __future__ import annotations

from rules.models import Ruleset


def wyrdstone_price(ruleset: Ruleset, shards: int, warband_size: int) -> int:
    """Gold for selling `shards` at once, by the number of warriors (hired swords not counted).

    The chart's last row is "N or more", so larger sales pay that row.
    """
    if shards < 0:
        raise ValueError("cannot sell a negative number of shards")
    if shards == 0:
        return 0
    if warband_size < 1:
        raise ValueError("a warband selling wyrdstone has at least one warrior")
    prices = ruleset.campaign.wyrdstone_prices
    row = prices.rows[min(shards, max(prices.rows))]
    for column, (low, high) in enumerate(prices.bands):
        if low <= warband_size and (high is None or warband_size <= high):
            return row[column]
    raise AssertionError("price bands cover every warband size")  # checked at load


def sell_price(ruleset: Ruleset, base_price: int) -> int:
    """Equipment sells for half its base price, rounded down."""
    if base_price < 0:
        raise ValueError("a price cannot be negative")
    return int(base_price * ruleset.campaign.sell_fraction)
