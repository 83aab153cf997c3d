"""Exceptions of the rules package."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rules.messages import MessageError as MessageError

if TYPE_CHECKING:
    from rules.composition import Problem
    from rules.messages import Message


class RulesError(MessageError):
    """Base of every error the rules package raises: a message (a code and its values) that
    the edges put into words, its English as the text."""


class RulesDataError(RulesError):
    """A data file is broken: names the file, the entry and what is wrong."""

    def __init__(self, file: str, where: str, message: str) -> None:
        super().__init__(f"{file}: {where}: {message}")
        self.file = file
        self.where = where
        self.what = message


class UnknownEntryError(RulesError, KeyError):
    """No rules entry by that id (an item, a spell, a warband type...): a KeyError whose
    message names what was asked and what there is."""


class IllegalMoveError(RulesError, ValueError):
    """A change the rules do not allow (an illegal advance, a characteristic over its maximum).

    Raised with a message (a code and values) or the rules' problems (in both languages) that
    the edges say in the player's language; its text is their English, for logs.
    """

    def __init__(
        self, *args: object, message: Message | None = None, problems: Sequence[Problem] = ()
    ) -> None:
        super().__init__(*args, message=message)
        self.problems = tuple(problems)


class DiceError(RulesError, ValueError):
    """A die value that cannot be (a 7 on a D6) or dice that ran out."""
