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
    from app.cli import main as cli_main

    return cli_main(argv, start_window=start_window)


if __name__ == "__main__":
    sys.exit(main())
