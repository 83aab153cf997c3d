import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.dice import (
    DiceTextError,
    RandomDice,
    TableDice,
    parse_dice,
    roll_d66,
    roll_dice,
    roll_total,
)
from rules.errors import DiceError
from rules.messages import Message


def test_table_dice_in_order_and_logged() -> None:
    dice = TableDice([3, 5, 6])
    assert roll_d66(dice, Message.of("injury")) == 35
    assert dice.roll(6, Message.of("sub")) == 6
    assert [r.value for r in dice.log] == [3, 5, 6]
    assert dice.log[0].purpose == Message.of("injury", die="tens")
    assert dice.log[1].purpose == Message.of("injury", die="units")


def test_table_dice_running_out_says_what_is_missing() -> None:
    dice = TableDice([4])
    dice.roll(6, Message.of("first"))
    with pytest.raises(DiceError, match="no die left for exploration"):
        dice.roll(6, Message.of("exploration"))


@pytest.mark.parametrize("value", [0, 7, -1])
def test_impossible_value_is_refused(value: int) -> None:
    with pytest.raises(DiceError, match="cannot be rolled on a D6"):
        TableDice([value]).roll(6, Message.of("advance"))


def test_d3_typed_directly() -> None:
    assert roll_total(TableDice([2]), "D3", Message.of("deep_wound")) == 2
    with pytest.raises(DiceError):
        roll_total(TableDice([4]), "D3", Message.of("deep_wound"))


@given(st.integers())
def test_random_dice_in_range_and_repeatable(seed: int) -> None:
    first = roll_dice(RandomDice(seed), "4D6", Message.of("x"))
    assert first == roll_dice(RandomDice(seed), "4D6", Message.of("x"))
    assert all(1 <= v <= 6 for v in first) and len(first) == 4


def test_bad_expression() -> None:
    with pytest.raises(ValueError, match="not a dice expression"):
        roll_dice(RandomDice(1), "2X6", Message.of("x"))


# --- typed dice: the one parser (rules.dice.parse_dice) -------------------------------------


@pytest.mark.parametrize(
    ("text", "dice"),
    [
        ("3 4", [3, 4]),
        ("3,4", [3, 4]),
        ("3;4", [3, 4]),
        ("34", [3, 4]),
        ("  3 ,; 4\t5\n", [3, 4, 5]),
        ("12 3", [1, 2, 3]),
        ("", []),
        ("   ", []),
        (", 3, 4,", [3, 4]),
        ("9 0", [9, 0]),  # kept: the roll that uses them says which die cannot show them
    ],
)
def test_parse_dice_grammar(text: str, dice: list[int]) -> None:
    assert parse_dice(text) == dice


@pytest.mark.parametrize(("text", "token"), [("3 x", "x"), ("3-4", "3-4"), ("½", "½"), ("٣", "٣")])
def test_parse_dice_names_what_is_not_a_die(text: str, token: str) -> None:
    with pytest.raises(DiceTextError) as raised:
        parse_dice(text)
    assert raised.value.token == token
    assert isinstance(raised.value, ValueError)


def test_a_d66_is_typed_as_its_two_dice() -> None:
    assert roll_d66(TableDice(parse_dice("34")), Message.of("injury")) == 34
    assert roll_d66(TableDice(parse_dice("3 4")), Message.of("injury")) == 34


_DIE = st.integers(1, 6)
_SEPARATOR = st.sampled_from([" ", ",", ";", ", ", "\t", "  "])


@given(st.lists(_DIE, max_size=12), _SEPARATOR)
def test_parse_dice_reads_back_any_written_dice(dice: list[int], separator: str) -> None:
    assert parse_dice(separator.join(map(str, dice))) == dice
    assert parse_dice("".join(map(str, dice))) == dice


@given(st.lists(st.lists(_DIE, min_size=1, max_size=3), max_size=6), _SEPARATOR)
def test_grouping_never_changes_the_dice(groups: list[list[int]], separator: str) -> None:
    text = separator.join("".join(map(str, group)) for group in groups)
    assert parse_dice(text) == [die for group in groups for die in group]


@given(st.text(max_size=20))
def test_parse_dice_either_reads_digits_or_says_what_is_wrong(text: str) -> None:
    try:
        dice = parse_dice(text)
    except DiceTextError as exc:
        assert exc.token and exc.token in text
    else:
        assert all(0 <= d <= 9 for d in dice)
        assert len(dice) == sum(c in "0123456789" for c in text)
