"""What every use case may say back besides the sheet: the refusal of an illegal move, and the
description of a change. Apart from app.usecases.core, so the modules core asks (the packs, the
Hero cap's reading) can refuse without importing the frame that imports them."""

from __future__ import annotations

from app.plumbing.refusal import Refusal
from rules import IllegalMoveError
from rules.messages import Message

# What a change did, for the Edit menu's Undo and Redo and the command line: a message the
# edges put into words (a plain text is shown as it is written).
Description = Message | str


class RefusedError(IllegalMoveError, Refusal):
    """A use case refused an illegal move; the message says what and how to fix it."""
