"""A command run in a fresh interpreter, as the installed program starts: what it imported."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def modules_loaded(script: str, *argv: str, cache: Path) -> set[str]:
    """The words `script` prints (the modules it found in sys.modules) after running with
    `argv`, with the compiled rules kept in `cache` and nothing else on the path."""
    env = {"PATH": "", "PYTHONPATH": str(ROOT), "MORDHEIM_ROSTER_CACHE": str(cache)}
    result = subprocess.run(
        [sys.executable, "-c", script, *argv],
        capture_output=True,
        text=True,
        env=env,
        check=True,
        cwd=ROOT,
    )
    return set(result.stdout.split())
