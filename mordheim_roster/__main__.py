"""`mordheim-roster`: the command line, or the window when no command is given.

Nothing heavy is imported at the top: `mordheim-roster list` never loads Qt, and the window
imports the store only after its first paint (ui/launch.py).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rules.models import Lang


def start_window(db: str | os.PathLike[str] | None, *, demo: bool, lang: Lang | None) -> int:
    """The window (imported only now: the commands need no Qt)."""
    from ui.launch import run_gui

    return run_gui(db, demo=demo, lang=lang)


def main(argv: Sequence[str] | None = None) -> int:
    from app.command_line.cli import main as cli_main

    try:
        code = cli_main(argv, start_window=start_window)
        sys.stdout.flush()
    except BrokenPipeError:
        # The reader went away (`mordheim-roster packs list | head`): nothing went wrong here.
        # Point standard output at nothing so the flush at exit cannot fail again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.__stdout__.fileno() if sys.__stdout__ else 1)
        return 1  # as Python's own guidance for a closed pipe: no output, no traceback
    return code


if __name__ == "__main__":
    sys.exit(main())
