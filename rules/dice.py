"""Dice sources: rolled by the program, or the values a player rolled on the table.

Every roll asks for a die of a given size and says what it is for, so the event log can show
both players each die ("D66 serious injury for Hans: 3, 5").
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Protocol

from rules._reader import dice_parts
from rules.errors import DiceError
from rules.messages import Message
from rules.text import shorten


@dataclass(frozen=True, slots=True)
class Roll:
    """One die rolled: its size, its value and what it was for."""

    sides: int
    value: int
    purpose: Message


class DiceSource(Protocol):
    """Anything that can roll one die."""

    def roll(self, sides: int, purpose: Message) -> int: ...


@dataclass
class RandomDice:
    """Dice rolled by the program. A seed makes a run repeatable (tests, replays)."""

    seed: int | None = None
    log: list[Roll] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._rng = random.Random(self.seed)

    def roll(self, sides: int, purpose: Message) -> int:
        value = self._rng.randint(1, sides)
        self.log.append(Roll(sides, value, purpose))
        return value


@dataclass
class TableDice:
    """The dice a player rolled on the table and typed in, used in order.

    A value that cannot be on that die (a 7 on a D6) or running out of values is an error
    that says which roll wanted what, so the player can type the missing die.
    """

    values: list[int]
    log: list[Roll] = field(default_factory=list)

    def __init__(self, values: Iterable[int]) -> None:
        self.values = list(values)
        self.log = []
        self._next = 0

    @property
    def remaining(self) -> list[int]:
        return self.values[self._next :]

    def roll(self, sides: int, purpose: Message) -> int:
        if self._next >= len(self.values):
            raise DiceError(Message.of("no_die_left", purpose=purpose, sides=sides))
        value = self.values[self._next]
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= sides:
            raise DiceError(
                Message.of("die_out_of_range", value=shorten(value), sides=sides, purpose=purpose)
            )
        self._next += 1
        self.log.append(Roll(sides, value, purpose))
        return value


class DiceTextError(ValueError):
    """Typed dice with something in them that is not a die; `token` is the offending part."""

    def __init__(self, token: str) -> None:
        super().__init__(f"{token!r} is not a die")
        self.token = token


_SEPARATORS = re.compile(r"[\s,;]+")
_DIGITS = re.compile(r"[0-9]+")


def parse_dice(text: str) -> list[int]:
    """The dice a player typed, one value per die, in the order rolled.

    Grammar (separators at either end are ignored; text without a group is no dice)::

        dice      := group (separator group)*
        separator := one or more of: blank, ',' or ';'
        group     := one or more ASCII digits; each digit is one die

    So "3 4", "3,4", "3;4" and "34" are all [3, 4]. Every die of the game is at most a D6, so
    a number of several digits is several dice. A D66 is typed as it is read, its two dice: "34"
    is [3, 4], and the caller that asks for a D66 (`roll_d66` over `TableDice`) reads 34.
    Digits that no die shows (0, 7-9) are kept: the roll that uses them says which die wanted
    what (`TableDice.roll`). Anything else raises `DiceTextError` naming the offending group.
    """
    values: list[int] = []
    for token in filter(None, _SEPARATORS.split(text)):
        if not _DIGITS.fullmatch(token):
            raise DiceTextError(token)
        values.extend(int(digit) for digit in token)
    return values


def roll_dice(source: DiceSource, dice: str, purpose: Message) -> list[int]:
    """Roll an expression like '2D6' or 'D3'; returns each die.

    A D3 is asked for as a three-sided die: players halve a D6 at the table and type the 1-3.
    """
    count, sides = dice_parts(dice)
    return [source.roll(sides, purpose) for _ in range(count)]


def roll_total(source: DiceSource, dice: str, purpose: Message) -> int:
    return sum(roll_dice(source, dice, purpose))


def roll_d66(source: DiceSource, purpose: Message) -> int:
    """Two D6, the first is the tens: 11..66."""
    tens = source.roll(6, purpose.with_values(die="tens"))
    units = source.roll(6, purpose.with_values(die="units"))
    return tens * 10 + units
