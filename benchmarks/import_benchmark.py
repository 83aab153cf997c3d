"""Benchmark of importing a large campaign file (not part of the test run), issue #23 point 6.

Writes Mordheim Roster Builder campaign files of 1, 50, 100 and 300 warbands (the two warbands
of tests/app/data/foreign/roster_builder/campaign.json taken in turn, each renamed) and times
`mordheim-roster --no-demo --db NEW import FILE` in a fresh process for each: wall time (what
the player waits for) and the child's CPU time (steadier on a shared machine). Each figure is
the median of interleaved runs.

The time per warband is (t(n) - t(1)) / (n - 1): the 1-warband file's run is the program's
start, the database's creation and one import. Linear means the same time per warband at every
size; the row for the speed table compares the 300-warband file with six times the 50's.

    .venv/bin/python benchmarks/import_benchmark.py [--quick] [--json] [--code DIR]

`--code DIR` runs the command from another checkout (to measure before a change);
`--sizes 1,50,100` chooses the files.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from rows import CLI, ROOT, Row, child_env, python

SAMPLE = ROOT / "tests" / "app" / "data" / "foreign" / "roster_builder" / "campaign.json"


def campaign_file(folder: Path, count: int) -> Path:
    document = json.loads(SAMPLE.read_text(encoding="utf-8"))
    entries = document["warbands"]
    document["warbands"] = []
    for n in range(count):
        entry = json.loads(json.dumps(entries[n % len(entries)]))
        entry["id"] = n + 1
        entry["roster"]["name"] = f"{entry['roster']['name']} {n + 1}"
        document["warbands"].append(entry)
    path = folder / f"campaign-{count}.json"
    path.write_text(json.dumps(document, indent=2), encoding="utf-8")
    return path


def timed_import(code: Path, file: Path, db: Path) -> tuple[float, float]:
    """Wall and CPU seconds of one import of `file` into a new database, in a fresh process."""
    db.unlink(missing_ok=True)
    env = {**child_env(), "PYTHONPATH": str(code)}
    argv = python("-c", CLI, "--db", str(db), "--no-demo", "import", str(file))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(argv, cwd=code, env=env, check=True, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return wall, cpu


def measure(
    code: Path, sizes: list[int], runs: int, folder: Path
) -> dict[int, tuple[float, float]]:
    files = {n: campaign_file(folder, n) for n in sizes}
    timed_import(code, files[sizes[0]], folder / "warm.sqlite3")  # bytecode, compiled rules
    times: dict[int, list[tuple[float, float]]] = {n: [] for n in sizes}
    for _ in range(runs):
        for n in sizes:
            times[n].append(timed_import(code, files[n], folder / f"import-{n}.sqlite3"))
    return {
        n: (statistics.median(t[0] for t in ts), statistics.median(t[1] for t in ts))
        for n, ts in times.items()
    }


def linear_row(figures: dict[int, tuple[float, float]]) -> Row:
    """300 warbands against six times 50, each less the 1-warband run (CPU time)."""
    start = figures[1][1]
    measure, baseline = figures[300][1] - start, 6 * (figures[50][1] - start)
    return Row(
        "`import` of a 300-warband campaign file, CPU",
        measure * 1000,
        baseline * 1000,
        "<= 1.5x (linear)",
        measure <= 1.5 * baseline,
        "six times a 50-warband file's import (each less a 1-warband file's run)",
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one run of each size")
    parser.add_argument("--json", action="store_true", help="the speed table's row as JSON")
    parser.add_argument("--code", type=Path, default=ROOT, help="the checkout to run")
    parser.add_argument("--sizes", default="1,50,100,300", help="warbands in each file")
    args = parser.parse_args(argv)
    sizes = sorted({1, *(int(s) for s in args.sizes.split(","))})
    folder = Path(tempfile.mkdtemp(prefix="import-bench-"))
    figures = measure(args.code.resolve(), sizes, 1 if args.quick else 3, folder)
    if args.json:
        print(linear_row(figures).as_json())
        return 0
    load = os.getloadavg()[0]
    print(f"import of a Roster Builder campaign file (load average {load:.1f})")
    print(f"{'warbands':>8} {'kB':>6} {'wall':>8} {'CPU':>8} {'CPU per warband':>16}")
    for n, (wall, cpu) in figures.items():
        kB = (folder / f"campaign-{n}.json").stat().st_size / 1000
        each = (cpu - figures[1][1]) / (n - 1) * 1000 if n > 1 else cpu * 1000
        print(f"{n:>8} {kB:>6.0f} {wall:>7.2f}s {cpu:>7.2f}s {each:>13.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
