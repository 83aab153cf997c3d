"""The dice of a post-battle draft: where they come from (the program or the table) and the
slot that keeps what was typed and what the rules made of it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules import DiceError, IllegalMoveError
from rules.dice import DiceSource, DiceTextError, RandomDice, Roll, TableDice, parse_dice
from rules.messages import Message


class AppDice:
    """Dice the program rolls. Values it rolled before come first: the program's dice stand,
    and a roll asked again (the pit fight's outcome entered) goes on where it stopped."""

    def __init__(self, earlier: list[int] | None = None) -> None:
        self._earlier = list(earlier or [])
        self._random = RandomDice()
        self.log: list[Roll] = []

    def roll(self, sides: int, purpose: Message) -> int:
        if self._earlier and self._earlier[0] <= sides:
            value = self._earlier.pop(0)
        else:
            self._earlier.clear()  # the question changed: roll afresh from here
            value = self._random.roll(sides, purpose)
        self.log.append(Roll(sides, value, purpose))
        return value


class Chain:
    """The dice of the earlier steps, then another source; without one, 1s (a preview of a
    step whose dice are not rolled yet: a 1 fits every die)."""

    def __init__(self, first: list[int], then: DiceSource | None = None) -> None:
        self._first = TableDice(first)
        self._then = then

    def roll(self, sides: int, purpose: Message) -> int:
        if self._first.remaining:
            return self._first.roll(sides, purpose)
        if self._then is None:
            return 1
        return self._then.roll(sides, purpose)


@dataclass
class Slot:
    """One place where dice are rolled: what they depend on, what was typed, what they gave.

    `label` is the interface's name for it (words made there, kept here to say which dice a
    note is about)."""

    key: tuple[object, ...]
    label: str
    text: str = ""
    app: bool = False  # the values shown were rolled by the program
    values: tuple[int, ...] = ()  # the dice the outcome used, in order
    unused: tuple[int, ...] = ()  # typed but not needed
    outcome: Any = None
    error: str = ""  # the rules' refusal of these dice (English; `failure` says it anew)
    failure: BaseException | None = None  # that refusal, for the window to say in its language
    bad_token: str | None = None  # what was typed that is not a die

    @property
    def done(self) -> bool:
        return self.outcome is not None


def edit_slot(slot: Slot, text: str) -> None:
    """The player typed in the field: what was rolled before no longer stands."""
    slot.text = text
    slot.app = False
    slot.outcome = None
    slot.values = ()
    slot.unused = ()
    slot.error = ""
    slot.failure = None
    slot.bad_token = None


def roll_slot(slot: Slot, typed: str, resolve: Callable[[DiceSource], object]) -> None:
    """Resolve the slot with the dice typed, or with the program's dice when nothing is typed
    (or the program's own dice are shown again: they stand)."""
    text = typed.strip()
    try:
        values = parse_dice(text)
    except DiceTextError as exc:
        slot.outcome = None
        slot.values = ()
        slot.error = ""
        slot.failure = None
        slot.bad_token = exc.token
        return
    app = not text or (slot.app and text == slot.text)
    dice: AppDice | TableDice = AppDice(values) if app else TableDice(values)
    slot.error = ""
    slot.failure = None
    slot.bad_token = None
    slot.unused = ()
    try:
        outcome = resolve(dice)
    except (DiceError, IllegalMoveError) as exc:
        outcome = None
        slot.error = str(exc)
        slot.failure = exc
    used = tuple(roll.value for roll in dice.log)
    slot.app = app
    slot.outcome = outcome
    slot.values = used if outcome is not None else ()
    if app:
        slot.text = " ".join(str(v) for v in used)
    else:
        slot.text = text
        if outcome is not None:
            slot.unused = tuple(values[len(used) :])
