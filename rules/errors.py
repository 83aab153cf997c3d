"""Exceptions of the rules package."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rules.composition import Problem
    from rules.messages import Message


class MessageError(Exception):
    """An error that says what is wrong as a message (a code and its values,
    `rules.messages.Message`): the edges put it into the player's words
    (`app.words.say_error`); its text is the English of the message. An error raised with a
    plain text (a wrapped library error) keeps that text. Defined here, without the messages
    module: the command line's `--version` loads this module and nothing heavier."""

    def __init__(self, *args: object, message: Message | None = None) -> None:
        # Not imported: a message can only be given once its module is loaded, and the
        # messages module imports this one (no import circle).
        messages = sys.modules.get("rules.messages")
        if message is None and args and messages and isinstance(args[0], messages.Message):
            message = args[0]
        super().__init__(*args)
        self.message = message

    def __str__(self) -> str:
        if self.message is not None and self.args and self.args[0] is self.message:
            return str(self.message)
        return super().__str__()


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
