"""Long work that reports how far it got and may be cancelled (a merge of a large book, a big
import): the window runs it off its thread with a progress bar (`ui/plumbing/background.py`), the
command line without one. Qt-free: a use case takes a `Progress` and calls it now and then.
"""

from __future__ import annotations

from collections.abc import Callable

from app.plumbing.refusal import Refusal
from rules.messages import Message

#: Told (done, total) now and then; total 0 while the amount is not known yet. It raises
#: `Cancelled` once the player has cancelled: the work stops there and writes nothing.
Progress = Callable[[int, int], None]


class Cancelled(Refusal, ValueError):
    """The player cancelled long work before it wrote anything (or it was taken back)."""

    def __init__(self) -> None:
        super().__init__(Message.of("work_cancelled"))


def no_progress(done: int, total: int) -> None:
    """Progress nobody watches (the command line, tests)."""
