"""Benchmark of merging large books (not part of the test run), issue #23 point 6.

Builds the league benchmark's books (benchmarks/league_benchmark.py: campaigns of 12 warbands
and 200 matches) of 10 and 50 campaigns (120 and 600 warbands), exports each as a copy, then
merges each copy into an empty book in a fresh process, timed there: CPU time (steadier on a
shared machine), wall time and the process's peak memory. Linear means the 600-warband book
takes about five times the 120's.

    .venv/bin/python benchmarks/merge_sizes.py [--campaigns 10,50] [--code DIR]

`--code DIR` merges with another checkout's code (to measure before a change); the books are
built and exported with this one's.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from rows import ROOT, child_env, python

MERGE = """
import json, resource, sys, time
from pathlib import Path
from app.plumbing.context import open_store
from app.usecases.merge import merge_copy
text = Path(sys.argv[1]).read_bytes()
store = open_store(Path(sys.argv[2]), demo=False)
cpu, wall = time.process_time(), time.perf_counter()
merge_copy(store, text)
print(json.dumps({"cpu": time.process_time() - cpu, "wall": time.perf_counter() - wall,
                  "MiB": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def book(folder: Path, campaigns: int) -> Path:
    """The copy file of a book of `campaigns` campaigns."""
    from app.plumbing.context import open_store
    from app.usecases.merge import export_copy
    from benchmarks.league_benchmark import build

    database = folder / f"book-{campaigns}.sqlite3"
    build(database, campaigns)
    store = open_store(database, demo=False)
    try:
        path = folder / f"book-{campaigns}.json"
        path.write_text(export_copy(store), encoding="utf-8")
    finally:
        store.database.close()
    return path


def merged(code: Path, copy: Path, folder: Path) -> dict[str, float]:
    target = folder / f"into-{copy.stem}.sqlite3"
    target.unlink(missing_ok=True)
    env = {**child_env(), "PYTHONPATH": str(code)}
    result = subprocess.run(
        python("-c", MERGE, str(copy), str(target)),
        cwd=code,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    )
    data: dict[str, float] = json.loads(result.stdout.strip().splitlines()[-1])
    return data


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--campaigns", default="10,50", help="campaigns in each book")
    parser.add_argument("--code", type=Path, default=ROOT, help="the checkout that merges")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    folder = Path(tempfile.mkdtemp(prefix="merge-sizes-"))
    print(f"{'warbands':>8} {'MB':>6} {'CPU':>8} {'wall':>8} {'peak':>8}")
    for campaigns in (int(c) for c in args.campaigns.split(",")):
        copy = book(folder, campaigns)
        m = merged(args.code.resolve(), copy, folder)
        size = copy.stat().st_size / 1e6
        print(
            f"{campaigns * 12:>8} {size:>6.1f} {m['cpu']:>7.1f}s {m['wall']:>7.1f}s "
            f"{m['MiB']:>5.0f} MiB"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
