"""Refusals: what a use case says when it will not make a move, as a code and its values.

A refusal is the player's business: the window says it in one line (`ui/session.py:
Session.run`) and the command line prints it and exits non-zero. Anything else a use case
raises is a fault of the program: the window logs it and shows the crash dialog, the command
line logs it and prints one line naming the log file. Refusals are their own types, never a
bare `ValueError` (a programming error is a `ValueError` as often as anything).

`Refusal` is the base of the refusals `app` raises (a move the rules refuse, a file that cannot
be read or merged, a warband changed or gone elsewhere, work cancelled). The rules package,
which knows nothing of `app`, refuses with its own types (`rules.errors`): `REFUSALS` holds
both. A broken data file (`RulesDataError`) is not a refusal: the program cannot run with it.
"""

from __future__ import annotations

from rules.errors import DiceError, IllegalMoveError, MessageError, UnknownEntryError
from rules.text import TextError


class Refusal(MessageError):
    """A move refused, with a message (a code and its values) that the edges put into words
    (`app.words.say_error`); its text is the message's English, for the log."""


# The rules' own refusals: a move they do not allow, dice that cannot be, a name that cannot
# be kept, an entry that is not in the rulebook (a pack switched off since).
RULES_REFUSALS: tuple[type[Exception], ...] = (
    IllegalMoveError,
    DiceError,
    TextError,
    UnknownEntryError,
)
REFUSALS: tuple[type[Exception], ...] = (Refusal, *RULES_REFUSALS)


def is_refusal(error: BaseException) -> bool:
    return isinstance(error, REFUSALS)
