"""Named moments a test may kill the program at (`kill -9` from inside), to show that a battle
saved after every action loses nothing and keeps nothing half-written whenever it dies.

`MORDHEIM_ROSTER_FAULT=<name>` kills the process with SIGKILL when it reaches `point(<name>)`;
without it nothing happens. Only tests set it (tests/app/battle/test_kill.py).
"""

from __future__ import annotations

import os
import signal

VARIABLE = "MORDHEIM_ROSTER_FAULT"


def point(name: str) -> None:
    """Die here, at once and without cleaning up, if the test asked for this moment."""
    if os.environ.get(VARIABLE) == name:
        os.kill(os.getpid(), signal.SIGKILL)
