"""Exceptions of the rules package."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rules.composition import Problem
    from rules.messages import Message


class RulesError(Exception):
    """Base of every error the rules package raises."""


class RulesDataError(RulesError):
    """A data file is broken: names the file, the entry and what is wrong."""

    def __init__(self, file: str, where: str, message: str) -> None:
        super().__init__(f"{file}: {where}: {message}")
        self.file = file
        self.where = where
        self.message = message


class IllegalMoveError(RulesError, ValueError):
    """A change the rules do not allow (an illegal advance, a characteristic over its maximum).

    Its text is English, for the command line and logs; `message` (a code and values) or
    `problems` (the rules' problems, in both languages) let the window say it in the player's.
    """

    def __init__(
        self, *args: object, message: Message | None = None, problems: Sequence[Problem] = ()
    ) -> None:
        super().__init__(*args)
        self.message = message
        self.problems = tuple(problems)


class DiceError(RulesError, ValueError):
    """A die value that cannot be (a 7 on a D6) or dice that ran out."""
