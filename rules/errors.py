"""Exceptions of the rules package."""

from __future__ import annotations


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
    """A change the rules do not allow (an illegal advance, a characteristic over its maximum)."""


class DiceError(RulesError, ValueError):
    """A die value that cannot be (a 7 on a D6) or dice that ran out."""
