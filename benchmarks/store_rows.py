"""The store's rows of the speed table (issue #14), each against a baseline of the same run.

    .venv/bin/python benchmarks/store_benchmark.py --rows           # a table
    .venv/bin/python benchmarks/store_benchmark.py --rows --quick   # fewer runs, 2,000 warbands
    .venv/bin/python benchmarks/store_benchmark.py --json           # one JSON object a line

Every JSON line has: "name", "measure" and "baseline" (milliseconds, or a count where "unit"
says so), "unit", "ratio" (measure / baseline), "target" (text), "met" (bool) and "baseline_name"
(what the baseline is). Nothing else is printed with --json, so a runner can collect the rows.

The rows:
- `list`, `show`, `export-json` of the demo campaign, each a fresh `mordheim-roster` process
  (the installed entry point's code run by the same interpreter), against a fresh
  `python -c "import sqlmodel"`; the fastest of interleaved runs (on a shared machine the
  slower runs measure the other programs). Target <= 1.3x. Beside them, for information, the
  floor: the smallest sqlmodel program that opens the same file and reads every row `show`
  reads (the warband, its warriors and their lists, the stash, the battle log), no rules;
  and the median CPU time (user and system) of each against the baseline's: on a loaded
  machine the wall clock also measures the other programs' turns.
- `Store.list_warbands` at 10,000 warbands (15 warriors each, 5 battles each), warm in-process,
  against plain sqlite3 reading the same warband rows. Target <= 50 ms.
- post-battle commit in-process: `post_battle` on the demo's largest warband (a hero and a
  henchman out of action, enemies taken down) through a long-lived Store (the whole use case:
  load, rules, save, one transaction), each followed by its undo (not timed), against the
  rules' pure `resolve_post_battle` on the same roster. Target <= 10 ms.
- rows written by one edit (`set_treasury`) of the demo's largest warband, against 1 (the
  warband row).
- validations (rules problem checks) run per edit as the window makes it, the sheet shown
  first (use case + sheet refresh), against 1.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from rows import CLI, ROOT, Row  # one row type for every benchmark (run_all reads them)


def _run(argv: list[str]) -> tuple[float, float]:
    """Milliseconds of a fresh process: on the wall clock, and of CPU (user and system, as the
    system counts the children's; 0 where it does not)."""
    before = _children_cpu()
    start = time.perf_counter()
    subprocess.run(argv, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    wall = (time.perf_counter() - start) * 1000
    return wall, (_children_cpu() - before) * 1000


def _children_cpu() -> float:
    try:
        import resource
    except ImportError:  # pragma: no cover - Windows
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


#: The floor of a reading command: sqlmodel opening the file and reading warband 1's rows.
FLOOR = """
import sys
from sqlmodel import create_engine, text
engine = create_engine("sqlite:///" + sys.argv[1])
warriors = "SELECT id FROM warrior WHERE warband_id = 1"
tables = ("profile_change", "carried_item", "warrior_skill", "warrior_spell",
          "warrior_mutation", "warrior_injury", "warrior_rule", "warrior_advance")
with engine.connect() as connection:
    for query in ["SELECT * FROM warband WHERE id = 1",
                  "SELECT * FROM warrior WHERE warband_id = 1 ORDER BY position",
                  "SELECT * FROM stash_item WHERE warband_id = 1 ORDER BY position",
                  "SELECT * FROM battle WHERE warband_id = 1 ORDER BY id",
                  *(f"SELECT * FROM {t} WHERE warrior_id IN ({warriors}) ORDER BY position"
                    for t in tables)]:
        print(connection.execute(text(query)).all())
"""


SQLMODEL = 'python -c "import sqlmodel"'


def cli_rows(folder: Path, runs: int) -> list[Row]:
    """Fresh processes, interleaved run by run so a busy moment hits all of them alike: the
    fastest run of each against the fastest baseline (the target), and the medians of their
    CPU times (information: on a loaded machine the wall clock also measures the others)."""
    db = folder / "demo.sqlite3"
    subprocess.run(
        [sys.executable, "-c", CLI, "--db", str(db), "list"],
        cwd=ROOT,
        check=True,
        stdout=subprocess.DEVNULL,
    )
    argvs = {
        name: [sys.executable, "-c", CLI, "--db", str(db), *args]
        for name, args in (
            ("list", ["list"]),
            ("show", ["show", "1"]),
            ("export-json", ["export-json", "1"]),
        )
    }
    argvs |= {
        "baseline": [sys.executable, "-c", "import sqlmodel"],
        "floor": [sys.executable, "-c", FLOOR, str(db)],
    }
    for argv in argvs.values():
        _run(argv)  # warm-up: the file cache, bytecode caches, the compiled rules
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in argvs}
    for _ in range(runs):
        for name, argv in argvs.items():
            times[name].append(_run(argv))
    return _cli_table(times)


def _cli_table(times: dict[str, list[tuple[float, float]]]) -> list[Row]:
    def fastest(name: str) -> float:
        return min(wall for wall, _cpu in times[name])

    def cpu(name: str) -> float:
        return statistics.median(cpu for _wall, cpu in times[name])

    baseline, cpu_baseline = fastest("baseline"), cpu("baseline")
    commands = ("list", "show", "export-json")
    rows = [
        Row(
            f"cli {name} (fresh process)",
            fastest(name),
            baseline,
            "<= 1.3x",
            fastest(name) <= 1.3 * baseline,
            SQLMODEL,
        )
        for name in commands
    ]
    floor = "cli floor: sqlmodel reading the rows `show` reads"
    rows.append(Row(floor, fastest("floor"), baseline, "(information)", True, SQLMODEL))
    if cpu_baseline:
        cpu_name = SQLMODEL + ", CPU time (median)"
        rows += [
            Row(f"cli {name}, CPU time", cpu(name), cpu_baseline, "(information)", True, cpu_name)
            for name in (*commands, "floor")
        ]
    return rows


def _median_ms(run: Callable[[], object], repeats: int) -> float:
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def list_row(folder: Path, size: int, repeats: int) -> Row:
    from store_benchmark import build

    from app.store.database import open_database
    from app.store.repository import Store
    from rules import default_ruleset

    ruleset = default_ruleset()
    built = build(folder / f"list-{size}.sqlite3", size, ruleset, seed=1487)
    store = Store(open_database(built.path), ruleset)
    plain = sqlite3.connect(built.path)
    try:
        store.list_warbands()
        measure = _median_ms(store.list_warbands, repeats)
        query = (
            "SELECT id, name, type_id, treasury, shards, deleted_at FROM warband "
            "WHERE deleted_at IS NULL ORDER BY name, id"
        )
        baseline = _median_ms(lambda: plain.execute(query).fetchall(), repeats)
    finally:
        plain.close()
        store.database.close()
    return Row(
        f"list_warbands at {size:,} warbands",
        measure,
        baseline,
        "<= 50 ms",
        measure <= 50,
        "plain sqlite3 SELECT of the warband rows",
    )


@contextmanager
def _demo_store(folder: Path, name: str) -> Iterator[Any]:
    from app.plumbing.context import open_store

    store = open_store(folder / name)
    try:
        yield store
    finally:
        store.database.close()


def _casualties_report(state: Any) -> Any:
    """A won battle with a hero and a henchman out of action and enemies taken down: injury
    rolls, losses, experience, exploration, all of the sequence."""
    from rules.post_battle import BattleReport

    heroes = [w for w in state.warriors if w.kind == "hero"]
    groups = [w for w in state.warriors if w.kind == "henchmen"]
    return BattleReport(
        "skirmish",
        "won",
        150,
        heroes_out_of_action=(heroes[-1].id,),
        henchmen_out_of_action={groups[0].id: 1},
        enemies_out_of_action={heroes[0].id: 2},
        pit_fights_won={heroes[-1].id: True},  # if the dice sell him to the pits
    )


def post_battle_row(folder: Path, repeats: int) -> Row:
    from app.domain import to_roster
    from app.usecases import undo
    from app.usecases.post_battle import post_battle
    from rules.dice import RandomDice
    from rules.post_battle import resolve_post_battle

    with _demo_store(folder, "post-battle.sqlite3") as store:
        wid = max(store.list_warbands(), key=lambda w: w.members).id
        report = _casualties_report(store.load(wid))
        undo(store, post_battle(store, wid, report, RandomDice(1)))  # warm every cache
        samples = []
        for n in range(repeats):
            start = time.perf_counter()
            change = post_battle(store, wid, report, RandomDice(n))
            samples.append((time.perf_counter() - start) * 1000)
            undo(store, change)
        roster = to_roster(store.ruleset, store.load(wid))
        baseline = _median_ms(
            lambda: resolve_post_battle(store.ruleset, roster, report, RandomDice(7)), repeats
        )
    measure = statistics.median(samples)
    return Row(
        "post-battle commit in-process",
        measure,
        baseline,
        "<= 10 ms",
        measure <= 10,
        "rules.resolve_post_battle alone (pure, no store)",
    )


def writes_row(folder: Path) -> Row:
    """Rows inserted, updated or deleted by one small edit of the demo's largest warband."""
    from sqlalchemy import event

    import app.usecases as uc

    with _demo_store(folder, "writes.sqlite3") as store:
        wid = max(store.list_warbands(), key=lambda w: w.members).id
        size = len(store.load(wid).warriors)
        written = 0

        def count(
            _conn: Any, _cursor: Any, statement: str, _params: Any, context: Any, _many: bool
        ) -> None:
            nonlocal written
            if statement.lstrip().upper().startswith(("INSERT", "UPDATE", "DELETE")):
                written += max(context.rowcount if context is not None else 0, 0)

        event.listen(store.database.engine, "after_cursor_execute", count)
        uc.set_treasury(store, wid, 4000)
        event.remove(store.database.engine, "after_cursor_execute", count)
    return Row(
        f"rows written by one edit ({size} warriors)",
        float(written),
        1.0,
        "1 row (the warband)",
        written <= 1,
        "the warband row alone",
        unit="rows",
    )


def validations_row(folder: Path) -> Row:
    """How often the rules validate a warband for one edit and the sheet's refresh after it."""
    import app.usecases as uc
    import app.usecases.core as core
    import rules.composition

    with _demo_store(folder, "validations.sqlite3") as store:
        wid = store.list_warbands()[0].id
        uc.problems_of(store, store.load(wid))  # the window shows the sheet before the edit
        original = rules.composition.validate
        calls = 0

        def counting(*args: Any, **kwargs: Any) -> Any:
            nonlocal calls
            calls += 1
            return original(*args, **kwargs)

        core.validate = counting  # type: ignore[attr-defined]
        try:
            change = uc.set_treasury(store, wid, 321)
            uc.problems_of(store, change.after)  # what the window's sheet asks after the edit
        finally:
            core.validate = original  # type: ignore[attr-defined]
    return Row(
        "validations per edit (use case + sheet refresh)",
        float(calls),
        1.0,
        "1",
        calls <= 1,
        "one validation",
        unit="runs",
    )


def measure_rows(quick: bool) -> list[Row]:
    folder = Path(tempfile.mkdtemp(prefix="mordheim-rows-"))
    env_db = os.environ.pop("MORDHEIM_ROSTER_DB", None)
    try:
        rows = cli_rows(folder, 5 if quick else 15)
        rows.append(list_row(folder, 2_000 if quick else 10_000, 5 if quick else 15))
        rows.append(post_battle_row(folder, 10 if quick else 40))
        rows.append(writes_row(folder))
        rows.append(validations_row(folder))
        return rows
    finally:
        if env_db is not None:
            os.environ["MORDHEIM_ROSTER_DB"] = env_db
        shutil.rmtree(folder, ignore_errors=True)


def print_rows(rows: list[Row]) -> None:
    print(f"{'measure':<48} {'value':>10} {'baseline':>10} {'ratio':>7}  target")
    for row in rows:
        unit = "" if row.unit == "ms" else f" {row.unit}"
        print(
            f"{row.name:<48} {row.measure:>8.1f}{'ms' if not unit else '  '} "
            f"{row.baseline:>8.1f}{'ms' if not unit else '  '} {row.ratio:>6.2f}x  "
            f"{row.target}{unit and ''} {'ok' if row.met else 'NOT MET'}"
        )
    print("Baselines: " + "; ".join(sorted({f"{r.name}: {r.baseline_name}" for r in rows})))
