"""The trading use case pays what the warband's own data says an item costs it (off its lists),
and the chart's price otherwise."""

from __future__ import annotations

import dataclasses

import pytest

import app.usecases as uc
from app.store.repository import Store
from rules.models import TradingTerms


def cheap_lotus(store: Store) -> None:
    """Skaven whose data sells them Black Lotus at 5 + D6 gc (the chart: 10 + D6)."""
    ruleset = store.ruleset
    skaven = dataclasses.replace(
        ruleset.warband("skaven"), trading=(TradingTerms("black_lotus", rarity=7, cost=5),)
    )
    store.ruleset = dataclasses.replace(ruleset, warbands={**ruleset.warbands, "skaven": skaven})


def test_the_stash_buys_at_the_warbands_own_price(store: Store) -> None:
    cheap_lotus(store)
    wid = uc.create_warband(store, "skaven", "Clan Skab").warband_id
    with pytest.raises(uc.RefusedError, match="costs 5 \\+ D6 gc: 6 to 11, not 12 gc"):
        uc.buy_for_stash(store, wid, "black_lotus", price=12)
    uc.buy_for_stash(store, wid, "black_lotus", price=8)
    assert store.load(wid).treasury == 500 - 8


def test_a_warrior_buys_off_his_list_at_the_warbands_own_price(store: Store) -> None:
    cheap_lotus(store)
    wid = uc.create_warband(store, "skaven", "Clan Skab").warband_id
    vrask = uc.hire(store, wid, "assassin_adept", "Vrask").details.warrior_id
    treasury = store.load(wid).treasury
    uc.buy(store, wid, str(vrask), "black_lotus", price=6)
    assert store.load(wid).treasury == treasury - 6


def test_others_pay_the_chart(store: Store) -> None:
    cheap_lotus(store)
    wid = uc.create_warband(store, "reikland", "Wolves").warband_id
    with pytest.raises(uc.RefusedError, match="costs 10 \\+ D6 gc: 11 to 16, not 8 gc"):
        uc.buy_for_stash(store, wid, "black_lotus", price=8)
