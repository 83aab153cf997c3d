import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.dice import RandomDice, TableDice, roll_d66, roll_dice, roll_total
from rules.errors import DiceError


def test_table_dice_in_order_and_logged() -> None:
    dice = TableDice([3, 5, 6])
    assert roll_d66(dice, "injury") == 35
    assert dice.roll(6, "sub") == 6
    assert [r.value for r in dice.log] == [3, 5, 6]
    assert "tens" in dice.log[0].purpose


def test_table_dice_running_out_says_what_is_missing() -> None:
    dice = TableDice([4])
    dice.roll(6, "first")
    with pytest.raises(DiceError, match="no die left for exploration"):
        dice.roll(6, "exploration")


@pytest.mark.parametrize("value", [0, 7, -1])
def test_impossible_value_is_refused(value: int) -> None:
    with pytest.raises(DiceError, match="cannot be rolled on a D6"):
        TableDice([value]).roll(6, "advance")


def test_d3_typed_directly() -> None:
    assert roll_total(TableDice([2]), "D3", "deep wound") == 2
    with pytest.raises(DiceError):
        roll_total(TableDice([4]), "D3", "deep wound")


@given(st.integers())
def test_random_dice_in_range_and_repeatable(seed: int) -> None:
    first = roll_dice(RandomDice(seed), "4D6", "x")
    assert first == roll_dice(RandomDice(seed), "4D6", "x")
    assert all(1 <= v <= 6 for v in first) and len(first) == 4


def test_bad_expression() -> None:
    with pytest.raises(ValueError, match="not a dice expression"):
        roll_dice(RandomDice(1), "2X6", "x")
