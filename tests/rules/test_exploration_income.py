import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules import default_ruleset
from rules.exploration import exploration_dice_count, explore, find_multiple, shards_for_total
from rules.income import sell_price, wyrdstone_price

RULES = default_ruleset()


@pytest.mark.parametrize(
    ("total", "shards"),
    [
        (1, 1),
        (5, 1),
        (6, 2),
        (11, 2),
        (12, 3),
        (17, 3),
        (18, 4),
        (24, 4),
        (25, 5),
        (30, 5),
        (31, 6),
        (35, 6),
        (36, 7),
    ],
)
def test_shard_chart(total: int, shards: int) -> None:
    assert shards_for_total(RULES, total) == shards


def test_worked_example() -> None:
    result = explore(RULES, (5, 5, 5, 3))
    assert result.total == 18 and result.shards == 4
    assert result.multiple is not None and result.multiple.face == 5 and result.multiple.count == 3


def test_largest_set_wins_then_higher_face() -> None:
    triple_ones = find_multiple(RULES, (1, 1, 1, 6, 6))
    assert triple_ones is not None and (triple_ones.face, triple_ones.count) == (1, 3)
    two_pairs = find_multiple(RULES, (2, 2, 4, 4))
    assert two_pairs is not None and (two_pairs.face, two_pairs.count) == (4, 2)
    assert find_multiple(RULES, (1, 2, 3)) is None


def test_every_multiple_is_named() -> None:
    for face in range(1, 7):
        for count in range(2, 7):
            found = find_multiple(RULES, (face,) * count)
            assert found is not None and found.name.en and found.name.ru


@given(st.lists(st.integers(1, 6), min_size=1, max_size=6))
def test_shards_between_one_and_seven(dice: list[int]) -> None:
    result = explore(RULES, tuple(dice))
    assert 1 <= result.shards <= 7 and result.total == sum(dice)


@given(st.integers(1, 36), st.integers(0, 10))
def test_more_dice_never_fewer_shards(total: int, extra: int) -> None:
    assert shards_for_total(RULES, total + extra) >= shards_for_total(RULES, total)


def test_too_many_dice_refused() -> None:
    with pytest.raises(ValueError, match="at most 6"):
        explore(RULES, (1, 2, 3, 4, 5, 6, 1))


def test_dice_count() -> None:
    assert exploration_dice_count(3, won=True) == 4
    assert exploration_dice_count(0, won=False) == 0


@pytest.mark.parametrize(
    ("shards", "size", "gold"),
    [
        (1, 3, 45),
        (1, 4, 40),
        (1, 16, 25),
        (3, 10, 60),
        (5, 15, 70),
        (8, 1, 155),
        (12, 20, 100),
        (0, 5, 0),
    ],
)
def test_wyrdstone_prices(shards: int, size: int, gold: int) -> None:
    assert wyrdstone_price(RULES, shards, size) == gold


@given(st.integers(1, 20), st.integers(1, 30))
def test_selling_more_pays_more_smaller_warbands_more(shards: int, size: int) -> None:
    assert wyrdstone_price(RULES, shards + 1, size) >= wyrdstone_price(RULES, shards, size)
    assert wyrdstone_price(RULES, shards, size) >= wyrdstone_price(RULES, shards, size + 1)


def test_sell_half_price() -> None:
    assert sell_price(RULES, 10) == 5
    assert sell_price(RULES, 15) == 7
