"""Benchmark of sharing copies (not part of the test run): export, preview and merge.

Builds the league benchmark's files (benchmarks/league_benchmark.py: one campaign of 12
warbands and 200 matches; 50 such campaigns in one file) and times, in this process, with
`time.perf_counter`:

    export        app.usecases.merge.export_copy: every row read, sealed and written as JSON
    preview       preview_merge of that very file into its own book (nothing new: every row
                  compared)
    merge         merge_copy of that file into an empty book (everything added: a new
                  player's first copy)
    baseline      every warband of the book loaded once by a fresh Store (Store.load), which
                  any merge must do to compare the sheets: what the merge costs beyond reading
                  the warbands

Each figure is the median of interleaved runs (baseline and measure alternate).

    .venv/bin/python benchmarks/merge_benchmark.py [--quick]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.plumbing.context import open_store  # noqa: E402
from app.usecases.merge import export_copy, merge_copy, preview_merge  # noqa: E402
from benchmarks.league_benchmark import build  # noqa: E402


def _timed(work: Callable[[], object]) -> float:
    start = time.perf_counter()
    work()
    return (time.perf_counter() - start) * 1000


def _load_every_warband(path: Path) -> None:
    store = open_store(path, demo=False)
    try:
        for summary in store.list_warbands(include_deleted=True):
            store.load(summary.id, include_deleted=True)
    finally:
        store.database.close()


def _merge_into_empty(target: Path, text: str) -> float:
    empty = open_store(target, demo=False)
    try:
        return _timed(lambda: merge_copy(empty, text))
    finally:
        empty.database.close()


def measure(path: Path, runs: int, folder: Path) -> dict[str, float]:
    store = open_store(path, demo=False)
    text = export_copy(store)
    times: dict[str, list[float]] = {"export": [], "preview": [], "merge": [], "baseline": []}
    try:
        for n in range(runs):
            times["baseline"].append(_timed(lambda: _load_every_warband(path)))
            times["export"].append(_timed(lambda: export_copy(store)))
            times["preview"].append(_timed(lambda: preview_merge(store, text)))
            times["merge"].append(
                _merge_into_empty(folder / f"empty-{path.stem}-{n}.sqlite3", text)
            )
    finally:
        store.database.close()
    medians = {k: statistics.median(v) for k, v in times.items()}
    medians["kB"] = len(text.encode("utf-8")) / 1000
    return medians


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer runs, no 50-campaign file")
    args = parser.parse_args(argv)
    runs = 2 if args.quick else 5
    folder = Path(tempfile.mkdtemp(prefix="merge-bench-"))
    files = [("one campaign (12 warbands, 200 matches)", folder / "one.sqlite3", 1)]
    if not args.quick:
        files.append(("50 campaigns (600 warbands, 10,000 matches)", folder / "fifty.sqlite3", 50))
    print(f"{'file':46} {'kB':>7} {'export':>8} {'preview':>8} {'merge':>8} {'baseline':>9}")
    for name, path, campaigns in files:
        build(path, campaigns)
        m = measure(path, runs, folder)
        ratios = (
            f"merge {m['merge'] / m['baseline']:.1f}x, preview {m['preview'] / m['baseline']:.1f}x"
        )
        print(
            f"{name:46} {m['kB']:7.0f} {m['export']:6.0f}ms {m['preview']:6.0f}ms "
            f"{m['merge']:6.0f}ms {m['baseline']:7.0f}ms  (of the baseline: {ratios})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
