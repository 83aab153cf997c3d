"""One row of the speed table, and the fresh-process timing every start-up row uses.

A row's JSON form is the one benchmarks/store_rows.py prints (`store_benchmark.py --json`):
name, measure, baseline, unit, ratio, target (text), met, baseline_name.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: The program's command line exactly as the installed `mordheim-roster` script runs it.
CLI = "import sys; from mordheim_roster.__main__ import main; sys.exit(main())"


@dataclass(frozen=True)
class Row:
    name: str
    measure: float
    baseline: float
    target: str
    met: bool
    baseline_name: str
    unit: str = "ms"

    @property
    def ratio(self) -> float:
        return self.measure / self.baseline if self.baseline else float("inf")

    def as_json(self) -> str:
        return json.dumps({**asdict(self), "ratio": round(self.ratio, 3)}, ensure_ascii=False)

    @classmethod
    def from_json(cls, line: str) -> Row:
        data = json.loads(line)
        data.pop("ratio", None)
        return cls(**data)


def ratio_row(name: str, measure: float, baseline: float, limit: float, baseline_name: str) -> Row:
    """A row whose target is a ratio to its baseline: `<= {limit}x`."""
    return Row(
        name, measure, baseline, f"<= {limit:g}x", measure <= limit * baseline, baseline_name
    )


def child_env() -> dict[str, str]:
    """The children run as an installed program does: with bytecode caches (pip compiles
    them at install; PYTHONDONTWRITEBYTECODE would make every start compile the sources),
    offscreen Qt unless a platform is set, the repository importable."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.pop("MORDHEIM_ROSTER_DB", None)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = str(ROOT)
    return env


def wall_ms(argv: Sequence[str], *, stdin: int | None = subprocess.DEVNULL) -> float:
    """Milliseconds from starting a fresh process to its exit, as a player waits for it."""
    start = time.perf_counter()
    subprocess.run(
        list(argv), cwd=ROOT, env=child_env(), check=True, stdout=subprocess.DEVNULL, stdin=stdin
    )
    return (time.perf_counter() - start) * 1000


def python(*args: str) -> list[str]:
    return [sys.executable, *args]


def interleaved_medians(commands: dict[str, list[str]], runs: int) -> dict[str, float]:
    """Each command once per round, rounds repeated: a busy moment slows all alike."""
    for argv in commands.values():
        wall_ms(argv)  # warm-up: bytecode caches, the compiled rules, the file cache
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, argv in commands.items():
            times[name].append(wall_ms(argv))
    return {name: statistics.median(values) for name, values in times.items()}


def child_json(code: str, *args: str) -> dict[str, float]:
    """Run `code` in a fresh interpreter; its last line of output is a JSON object."""
    result = subprocess.run(
        python("-c", code, *args),
        cwd=ROOT,
        env=child_env(),
        check=True,
        capture_output=True,
        text=True,
    )
    data: dict[str, float] = json.loads(result.stdout.strip().splitlines()[-1])
    return data
