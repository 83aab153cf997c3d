"""Trading warband by warband: each warband's own rarity and price for an item, the items it
searches for, and a hero's search, for every warband of every pack."""

from __future__ import annotations

import dataclasses

import pytest

from rules import IllegalMoveError, default_ruleset
from rules.models import TradingTerms
from rules.trading import rare_items, search_rare_item, trading_price, trading_rarity

RULES = default_ruleset()


@pytest.mark.parametrize(
    ("warband_id", "item_id", "rarity"),
    [
        ("skaven", "black_lotus", 7),  # Rare 9 on the chart, Rare 7 for the Skaven
        ("reikland", "black_lotus", 9),
        ("witch_hunters", "blessed_water", None),  # common for Warrior-Priests and Sisters
        ("sisters_of_sigmar", "blessed_water", None),
        ("reikland", "blessed_water", 6),
        ("sisters_of_sigmar", "holy_relic", 6),
        ("witch_hunters", "holy_relic", 6),
        ("middenheim", "holy_relic", 8),
        ("lustrian_reavers", "blowpipe", 7),  # a rarity on the Reavers' own list
    ],
)
def test_a_warbands_own_rarity(warband_id: str, item_id: str, rarity: int | None) -> None:
    assert trading_rarity(RULES, warband_id, item_id) == rarity
    offered = {item.id: n for item, n in rare_items(RULES, warband_id)}
    assert offered.get(item_id) == rarity


@pytest.mark.parametrize("warband_id", sorted(RULES.warbands))
def test_every_warband_searches_only_for_what_it_may_buy(warband_id: str) -> None:
    warband = RULES.warband(warband_id)
    offered = dict((item.id, n) for item, n in rare_items(RULES, warband_id))
    assert offered, warband_id
    for item_id, rarity in offered.items():
        assert RULES.item(item_id).available_to(warband_id)
        assert 2 <= rarity <= 12
    for terms in warband.trading:  # the warband's own terms are the ones it searches against
        assert offered.get(terms.item) == (None if terms.common else terms.rarity), terms


def test_a_search_adds_streetwise_and_the_warbands_bonus() -> None:
    search = search_rare_item(RULES, "marienburg", "holy_relic", 5, streetwise=True)
    assert search.bonuses == (("streetwise", 2), ("warband", 1))  # Streetwise +2, Marienburg +1
    assert (search.total, search.rarity, search.found) == (8, 8, True)
    assert not search_rare_item(RULES, "reikland", "lucky_charm", 5).found
    assert search_rare_item(RULES, "skaven", "black_lotus", 7).found
    assert not search_rare_item(RULES, "reikland", "black_lotus", 8).found


def test_a_search_that_makes_no_sense_is_refused() -> None:
    with pytest.raises(IllegalMoveError, match="common for this warband"):
        search_rare_item(RULES, "witch_hunters", "blessed_water", 7)
    with pytest.raises(IllegalMoveError, match="cannot buy"):
        search_rare_item(RULES, "witch_hunters", "black_lotus", 7)
    with pytest.raises(IllegalMoveError, match="2 to 12"):
        search_rare_item(RULES, "reikland", "lucky_charm", 13)


def test_a_warbands_own_price() -> None:
    """A warband whose data gives its own price pays it; the dice of a variable price stay."""
    skaven = RULES.warband("skaven")
    cheap = dataclasses.replace(skaven, trading=(TradingTerms("black_lotus", rarity=7, cost=5),))
    ruleset = dataclasses.replace(RULES, warbands={**RULES.warbands, "skaven": cheap})
    quote = trading_price(ruleset, "skaven", "black_lotus")
    assert (quote.cost, quote.dice, quote.from_list) == (5, "D6", False)
    chart = trading_price(ruleset, "reikland", "black_lotus")
    assert (chart.cost, chart.dice) == (10, "D6")
