"""Every row of the speed table (issue #14) in one run: measure, baseline, ratio, target, met.

Each row is measured against a baseline taken in the same run, on the same machine:

- command line: fresh processes running `mordheim_roster.__main__.main()` (what the installed
  `mordheim-roster` script runs) against a fresh `python -c pass` of the same interpreter and
  environment (its `site` start-up included in both); medians of interleaved runs;
- `export-pdf --blank` must not touch a database: run with `--db` naming a file that does not
  exist, which must still not exist afterwards (its time against `python -c pass` is shown);
- the rules: `default_ruleset()` timed inside a fresh process (after `import rules.models`,
  the classes every user of the rules imports), against parsing the TOML in the same process;
- the window (benchmarks/gui_benchmark.py): fresh processes timed to real paint events;
- the PDF (benchmarks/pdf_benchmark.py): in one fresh process, medians of interleaved rounds,
  in CPU time (on an idle machine the same as wall time; on a shared one a task of tens of
  milliseconds waits out more of the other jobs' turns than its few-millisecond baseline);
- the store's rows: `benchmarks/store_benchmark.py --json`, run as it is;
- a large campaign file's import (benchmarks/import_benchmark.py): fresh processes, CPU time,
  300 warbands against six times 50 (linear).

Children run with bytecode caches allowed (an installed program has them) and the compiled
rules (and the rules dump's JSON) in the user's cache folder, both warmed by a first run that
is not counted; the dump made afresh, with the cache switched off, is shown beside it.

    .venv/bin/python benchmarks/run_all.py            # the full table (a few minutes)
    .venv/bin/python benchmarks/run_all.py --quick    # fewer runs, 2,000 warbands
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import gui_benchmark
from rows import CLI, ROOT, Row, child_env, interleaved_medians, python, ratio_row

PASS = 'python -c "pass" (fresh process)'
#: The first run after the rules' data or code changed: nothing compiled or kept to read back.
NO_CACHE = "import os; os.environ['MORDHEIM_ROSTER_CACHE'] = 'off'; "

RULES = """
import json, time
import rules.models
from app.plumbing.runtime import use_rules_cache
use_rules_cache()  # the program's cache folder and writer, as app.command_line.cli.main does
start, cpu = time.perf_counter(), time.thread_time()
from rules import default_ruleset
default_ruleset()
cached, cached_cpu = time.perf_counter() - start, time.thread_time() - cpu
from rules.loader import DATA_DIR, load_ruleset
start, cpu = time.perf_counter(), time.thread_time()
load_ruleset(DATA_DIR)
parsed, parsed_cpu = time.perf_counter() - start, time.thread_time() - cpu
print(json.dumps({"cached": cached * 1e3, "parsed": parsed * 1e3,
                  "cached_cpu": cached_cpu * 1e3, "parsed_cpu": parsed_cpu * 1e3}))
"""


def cli_rows(folder: Path, runs: int) -> list[Row]:
    never = folder / "never-created.sqlite3"
    blank = [*python("-c", CLI, "--db", str(never)), "export-pdf", str(folder / "b.pdf")]
    ms = interleaved_medians(
        {
            "pass": python("-c", "pass"),
            "version": python("-c", CLI, "--version"),
            "dump": python("-c", CLI, "rules", "dump"),
            "dump_fresh": python("-c", NO_CACHE + CLI, "rules", "dump"),
            "blank": [*blank, "--blank"],
        },
        runs,
    )
    return [
        ratio_row("`--version`", ms["version"], ms["pass"], 2, PASS),
        ratio_row("`rules dump`", ms["dump"], ms["pass"], 4, PASS),
        Row(
            "`rules dump` made afresh (no compiled rules or JSON kept)",
            ms["dump_fresh"],
            ms["pass"],
            "(information)",
            True,
            PASS,
        ),
        Row(
            "`export-pdf --blank`: database touched?",
            ms["blank"],
            ms["pass"],
            "touches no database",
            not never.exists(),
            PASS + "; met: the --db file was never created",
        ),
    ]


def rules_rows(runs: int) -> list[Row]:
    from rows import child_json

    child_json(RULES)  # warm-up: writes the compiled form if the data changed
    figures = [child_json(RULES) for _ in range(runs)]

    def median(key: str) -> float:
        return statistics.median(f[key] for f in figures)

    parsing = "parsing and checking the TOML (load_ruleset), same process"
    cached = median("cached")
    return [
        Row(
            "loading the rules (`default_ruleset()`)",
            cached,
            median("parsed"),
            "<= 10 ms",
            cached <= 10,
            parsing,
        ),
        Row(
            "loading the rules, CPU time",
            median("cached_cpu"),
            median("parsed_cpu"),
            "(information)",
            True,
            parsing + ", CPU time",
        ),
    ]


def json_rows(argv: list[str], what: str) -> list[Row]:
    """Rows printed as JSON lines by another benchmark script in a fresh process."""
    result = subprocess.run(
        argv, cwd=ROOT, env=child_env(), capture_output=True, text=True, check=False
    )
    lines = [line for line in result.stdout.splitlines() if line.startswith("{")]
    if result.returncode != 0 or not lines:
        tail = (result.stderr.strip().splitlines() or ["no output"])[-1]
        return [Row(f"{what}: NOT MEASURED ({tail[:60]})", 0, 0, "-", False, "-")]
    return [Row.from_json(line) for line in lines]


def format_value(value: float, unit: str) -> str:
    return f"{value:,.1f} ms" if unit == "ms" else f"{value:,.0f} {unit}"


def print_table(rows: list[Row]) -> None:
    width = max(len(row.name) for row in rows)
    print(f"{'what':<{width}}  {'measure':>11}  {'baseline':>11}  {'ratio':>7}  target  met?")
    for row in rows:
        ratio = f"{row.ratio:.2f}x" if row.baseline else "-"
        print(
            f"{row.name:<{width}}  {format_value(row.measure, row.unit):>11}  "
            f"{format_value(row.baseline, row.unit):>11}  {ratio:>7}  {row.target}  "
            f"{'yes' if row.met else 'NO'}"
        )
    print("\nbaselines:")
    for name in dict.fromkeys(row.baseline_name for row in rows):
        print(f"  - {name}")


def machine() -> str:
    cpus = os.cpu_count()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    return (
        f"{platform.system()} {platform.machine()}, {cpus} cores, Python "
        f"{platform.python_version()}, Qt platform {child_env()['QT_QPA_PLATFORM']}, "
        f"load average at the start {load:.2f}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--quick", action="store_true", help="fewer runs, 2,000 warbands")
    parser.add_argument("--json", action="store_true", help="rows as JSON lines instead")
    args = parser.parse_args()
    runs, big = (5, 2_000) if args.quick else (15, 10_000)
    print(f"Mordheim Roster speed table: {machine()}", flush=True)
    folder = Path(tempfile.mkdtemp(prefix="mordheim-speed-"))
    try:
        demo = gui_benchmark.make_demo_db(folder)
        big_db = gui_benchmark.make_big_db(folder, big)
        store_argv = python("benchmarks/store_benchmark.py", "--json", *(["--quick"] * args.quick))
        rows = [
            *cli_rows(folder, runs),
            *json_rows(store_argv, "store rows"),
            *gui_benchmark.startup_rows(demo, big_db, big, max(5, runs // 2)),
            *gui_benchmark.edit_rows(200 if args.quick else 600),
            *rules_rows(runs),
            *json_rows(python("benchmarks/pdf_benchmark.py", "--json"), "PDF"),
            *json_rows(
                python("benchmarks/import_benchmark.py", "--json", *(["--quick"] * args.quick)),
                "import",
            ),
        ]
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    if args.json:
        print("\n".join(json.dumps(json.loads(row.as_json())) for row in rows))
    else:
        print_table(rows)
    return 0 if all(row.met for row in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main())
