"""Benchmark of the league (not part of the test run): how long the standings take to refresh.

Builds two roster files:

    one      one campaign: 12 warbands (each with a leader, two heroes and a henchmen group,
             so their ratings are real) and 200 matches, one in ten for three or four warbands,
             with casualties, recorded through app.usecases.record_match, each side's
             post-battle sequence run first (random dice, a hero out of action now and then:
             serious injuries, experience, exploration), its battle log record linked
    fifty    50 such campaigns in one file (600 warbands, 10,000 matches; the matches and the
             battle logs of all but the first written with plain inserts of the same rows, to
             build it quickly)

Then, in a fresh process per file (the modules imported there, the database opened once, as
the window does), it times with `time.perf_counter`:

    standings     app.usecases.standings_of: the campaign's rows and its warbands' figures
                  read in one connection, the table worked out
    head-to-head  load_league + head_to_head of the two warbands that met most
    timeline      app.usecases.timeline_of (the matches and their battle log records)
    statistics    app.usecases.statistics.statistics_of: every warband's battle log read in one
                  query and the charts' figures worked out (rating, treasury and shards over
                  the battles, income, heroes' experience, serious injuries, every die).
                  A record's dice and changes are parsed once and kept (records are never
                  changed once written): the median is a refresh with them kept, `first` the
                  refresh that parses them all
    baseline      plain sqlite3 (stdlib) on its own connection reading the same rows the
                  standings read (the campaign, its players, warbands, matches, sides and
                  casualties, and the warbands' figures), with no work on them: what the
                  standings cost beyond reading their rows once
    window        in another fresh process, offscreen: the standings window's Statistics
                  tab at 1366x768, refreshed (statistics read again, the chart built) and
                  painted, against painting it alone; for the rating and the injuries chart
    baseline of   plain sqlite3 reading the campaign's rows as above and the battle log rows
    statistics    of its warbands (figures, dice and changes as JSON text), not parsed

Each figure is the median of interleaved runs (baseline and measure alternate, so a busy
moment slows both). The first refresh in the fresh process (its caches cold) is printed too.
The target: a refresh of the standings, and of the statistics, under 50 ms.

    .venv/bin/python benchmarks/league_benchmark.py
    .venv/bin/python benchmarks/league_benchmark.py --quick
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from sqlalchemy import text

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import app.usecases as uc  # noqa: E402 - after the repository is on the path
from app.campaign.league import Casualty  # noqa: E402
from app.campaign.standings import head_to_head  # noqa: E402
from app.plumbing.context import open_store  # noqa: E402
from app.store.repository import Store  # noqa: E402
from app.usecases.league import MatchReport  # noqa: E402
from app.usecases.matches import _insert_match  # noqa: E402
from app.usecases.post_battle import post_battle  # noqa: E402
from app.usecases.statistics import statistics_of  # noqa: E402
from rules.dice import RandomDice  # noqa: E402
from rules.post_battle import BattleReport, Result  # noqa: E402

WARBANDS, MATCHES, CAMPAIGNS = 12, 200, 50
TARGET_MS = 50.0
KINDS = (
    ("reikland", "mercenary_captain", "champion", "warriors"),
    ("middenheim", "mercenary_captain", "champion", "warriors"),
    ("marienburg", "mercenary_captain", "champion", "warriors"),
    ("witch_hunters", "witch_hunter_captain", "witch_hunter", "zealots"),
)


def _warband(store: Store, n: int, campaign: str) -> int:
    kind, leader, hero, group = KINDS[n % len(KINDS)]
    wid = uc.create_warband(store, kind, f"{campaign} warband {n + 1}").warband_id
    uc.hire(store, wid, leader, "Leader", equipment=["dagger"])
    uc.hire(store, wid, hero, "Second", equipment=["dagger"])
    uc.hire(store, wid, group, "Band", count=3, equipment=["dagger"])
    return wid


def _reports(warbands: list[int], rng: random.Random) -> list[MatchReport]:
    reports = []
    for k in range(MATCHES):
        size = rng.choice((3, 4)) if k % 10 == 9 else 2
        sides = rng.sample(warbands, size)
        winner = None if rng.random() < 0.1 else rng.choice(sides)
        hurt = rng.randint(0, 5)
        casualties = tuple(
            Casualty(a, b, hurt, rng.randint(0, min(1, hurt)))
            for a in sides
            for b in sides
            if a != b and rng.random() < 0.7
        )
        day = f"2026-{1 + k // 28:02d}-{1 + k % 28:02d}"
        reports.append(MatchReport(tuple(sides), winner, day, "skirmish", casualties))
    return reports


def _fight(store: Store, report: MatchReport, rng: random.Random) -> MatchReport:
    """Each side's post-battle sequence, its record linked to the match. A hero is out of
    action one time in four (a serious injury roll), the dice random."""
    battles = {}
    for wid in report.sides:
        heroes = [w.id for w in store.load(wid).warriors if w.kind == "hero"]
        down = tuple(h for h in heroes if rng.random() < 0.25)
        result: Result = (
            "draw" if report.winner is None else "won" if wid == report.winner else "lost"
        )
        battle = BattleReport(
            "occupy" if report.winner is None else "skirmish",
            result,
            150,
            date=report.played_on,
            heroes_out_of_action=down,
            pit_fights_won={h: rng.random() < 0.5 for h in down},
        )
        post_battle(store, wid, battle, RandomDice(rng.randrange(1 << 30)))
        battles[wid] = store.load(wid).battles[-1]["id"]
    return dataclasses.replace(report, battles=battles)


_COPY_BATTLES = (
    "INSERT INTO battle (warband_id, played_on, scenario_id, opponent, opponent_type, "
    "opponent_rating, result, rating_before, rating_after, treasury_after, shards_after, "
    "treasury_before, shards_before, income, rolls, changes, recorded_at) "
    "SELECT :new, played_on, scenario_id, opponent, opponent_type, opponent_rating, result, "
    "rating_before, rating_after, treasury_after, shards_after, treasury_before, "
    "shards_before, income, rolls, changes, recorded_at FROM battle WHERE warband_id = :old"
)


def _campaign(
    store: Store, name: str, rng: random.Random, logs_of: list[int] | None = None
) -> list[int]:
    """A campaign; its warbands' ids. `logs_of`: the first campaign's warbands, whose battle
    logs are copied with plain inserts (None: every match played through the use cases)."""
    cid = uc.create_campaign(store, name, "2026-01-01").campaign_id
    warbands = [_warband(store, n, name) for n in range(WARBANDS)]
    for n, wid in enumerate(warbands):
        uc.add_player(store, cid, f"Player {n + 1}")
        uc.enter_warband(store, cid, f"Player {n + 1}", wid, "2026-01-01")
    reports = _reports(warbands, rng)
    if logs_of is None:
        for report in reports:
            uc.record_match(store, cid, _fight(store, report, rng))
        return warbands
    with store.transaction() as tx:
        conn = tx.session.connection()
        for report in reports:
            _insert_match(conn, cid, report, report.played_on)
        for new, old in zip(warbands, logs_of, strict=True):
            conn.execute(text(_COPY_BATTLES), {"new": new, "old": old})
    return warbands


def build(path: Path, campaigns: int) -> float:
    """Write the file; returns the seconds the first campaign's 200 matches took to record
    (each side's post-battle sequence and the match)."""
    store = open_store(path, demo=False)
    rng = random.Random(12)
    try:
        start = time.perf_counter()
        first = _campaign(store, "Campaign 1", rng)
        recorded = time.perf_counter() - start
        for n in range(1, campaigns):
            _campaign(store, f"Campaign {n + 1}", rng, logs_of=first)
    finally:
        store.database.close()
    return recorded


_BASELINE_SQL = (
    "SELECT * FROM campaign WHERE id = ?",
    "SELECT * FROM player WHERE campaign_id = ?",
    "SELECT * FROM campaign_warband WHERE campaign_id = ?",
    "SELECT * FROM match WHERE campaign_id = ?",
    "SELECT * FROM match_side WHERE match_id IN (SELECT id FROM match WHERE campaign_id = ?)",
    "SELECT * FROM match_casualty WHERE match_id IN (SELECT id FROM match WHERE campaign_id = ?)",
    "SELECT id, name, type_id, rating, treasury, shards, deleted_at FROM warband WHERE id IN "
    "(SELECT warband_id FROM campaign_warband WHERE campaign_id = ?)",
)

# The statistics read the same league rows and, for every warband, its battle log's figures,
# dice and changes (left as JSON text here).
_BASELINE_STATISTICS_SQL = (
    *_BASELINE_SQL,
    "SELECT warband_id, rating_before, rating_after, treasury_after, shards_after, "
    "treasury_before, shards_before, income, rolls, changes FROM battle WHERE warband_id IN "
    "(SELECT warband_id FROM campaign_warband WHERE campaign_id = ?) ORDER BY warband_id, id",
)


def _median_pair(
    measure: Callable[[], object], baseline: Callable[[], object], runs: int
) -> tuple[float, float]:
    times: dict[str, list[float]] = {"measure": [], "baseline": []}
    for _ in range(runs):
        for name, call in (("baseline", baseline), ("measure", measure)):
            start = time.perf_counter()
            call()
            times[name].append((time.perf_counter() - start) * 1000)
    return statistics.median(times["measure"]), statistics.median(times["baseline"])


def measure(path: Path, runs: int) -> dict[str, float]:
    """Run in a fresh process: the figures of the first campaign of the file."""
    store = open_store(path, demo=False)
    connection = sqlite3.connect(path)
    cid = uc.list_campaigns(store)[0][0]
    start = time.perf_counter()
    table = uc.standings_of(store, cid)
    first = (time.perf_counter() - start) * 1000
    assert len(table) == WARBANDS and sum(s.played for s in table) >= 2 * MATCHES

    def baseline(queries: tuple[str, ...] = _BASELINE_SQL) -> None:
        for sql in queries:
            connection.execute(sql, (cid,)).fetchall()

    start = time.perf_counter()
    found = statistics_of(store, cid)
    first_stats = (time.perf_counter() - start) * 1000
    assert len(found.warbands) == WARBANDS and found.injury_rolls > 0 and found.dice

    league = uc.load_league(store, cid)
    pairs: dict[tuple[int, int], int] = {}
    for m in league.matches:
        ids = sorted(s.warband_id for s in m.sides)
        for a in ids:
            for b in ids:
                if a < b:
                    pairs[(a, b)] = pairs.get((a, b), 0) + 1
    a, b = max(pairs, key=lambda p: pairs[p])
    standings, base = _median_pair(lambda: uc.standings_of(store, cid), baseline, runs)
    h2h, _ = _median_pair(lambda: head_to_head(uc.load_league(store, cid), a, b), baseline, runs)
    story, _ = _median_pair(lambda: uc.timeline_of(store, cid), baseline, runs)
    stats, stats_base = _median_pair(
        lambda: statistics_of(store, cid), lambda: baseline(_BASELINE_STATISTICS_SQL), runs
    )
    store.database.close()
    return {
        "first": first,
        "standings": standings,
        "baseline": base,
        "h2h": h2h,
        "timeline": story,
        "statistics": stats,
        "statistics_baseline": stats_base,
        "statistics_first": first_stats,
    }


def measure_window(path: Path, runs: int) -> dict[str, float]:
    """Run in a fresh process, offscreen: the standings window on the file's first campaign,
    its Statistics tab shown at 1366x768. `refresh` reads the statistics again, builds the
    chart shown and paints the tab (QWidget.grab sends it a real paint event); `paint` only
    paints it again, the chart already built: what a refresh costs beyond painting."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from ui.league.standings_dialog import StandingsDialog
    from ui.session import Session

    qt = QApplication.instance() or QApplication([])
    store = open_store(path, demo=False)
    dialog = StandingsDialog(Session(store))
    dialog.resize(1366, 768)
    dialog.show()
    start = time.perf_counter()
    dialog.tabs.setCurrentWidget(dialog.statistics)  # the first read, the rating drawn
    dialog.statistics.grab()
    found = {"window_first": (time.perf_counter() - start) * 1000}
    qt.processEvents()
    tab = dialog.statistics

    def refresh() -> None:
        tab.refresh()
        tab.grab()

    for name, row in (("rating", 0), ("injuries", 5)):
        tab.charts.setCurrentRow(row)
        found[name], found[name + "_paint"] = _median_pair(refresh, tab.grab, runs)
    dialog.close()
    store.database.close()
    return found


def _child(path: Path, runs: int, function: str = "measure") -> dict[str, float]:
    code = (
        "import json, sys; sys.path.insert(0, sys.argv[1]); "
        f"from benchmarks.league_benchmark import {function}; from pathlib import Path; "
        f"print(json.dumps({function}(Path(sys.argv[2]), int(sys.argv[3]))))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(ROOT), str(path), str(runs)],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    )
    data: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return data


def _print_window(w: dict[str, float]) -> None:
    for name in ("rating", "injuries"):
        met = "met" if w[name] < TARGET_MS else "MISSED"
        print(
            f"{'':<14} window, {name} chart: refresh {w[name]:.1f}ms, paint alone "
            f"{w[name + '_paint']:.1f}ms, {w[name] / w[name + '_paint']:.1f}x, "
            f"target <50ms {met}"
        )
    print(f"{'':<14} window: the tab's first showing {w['window_first']:.1f}ms")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--quick", action="store_true", help="fewer runs, 10 campaigns")
    args = parser.parse_args(argv)
    runs = 15 if args.quick else 41
    with tempfile.TemporaryDirectory() as folder:
        files = {
            "one campaign": (Path(folder) / "one.sqlite3", 1),
            f"{10 if args.quick else CAMPAIGNS} campaigns": (
                Path(folder) / "many.sqlite3",
                10 if args.quick else CAMPAIGNS,
            ),
        }
        print(f"{WARBANDS} warbands and {MATCHES} matches a campaign; medians of {runs} runs")
        print(
            f"{'file':<14} {'standings':>10} {'baseline':>9} {'ratio':>6} {'first':>7} "
            f"{'h2h':>7} {'timeline':>9} {'target':>8}"
        )
        for name, (path, campaigns) in files.items():
            recorded = build(path, campaigns)
            f = _child(path, runs)
            met = "met" if f["standings"] < TARGET_MS else "MISSED"
            print(
                f"{name:<14} {f['standings']:>8.2f}ms {f['baseline']:>7.2f}ms "
                f"{f['standings'] / f['baseline']:>5.1f}x {f['first']:>5.1f}ms "
                f"{f['h2h']:>5.2f}ms {f['timeline']:>7.2f}ms {'<50ms ' + met:>8}"
            )
            met = "met" if f["statistics"] < TARGET_MS else "MISSED"
            ratio = f["statistics"] / f["statistics_baseline"]
            print(
                f"{'':<14} statistics {f['statistics']:>6.2f}ms, baseline "
                f"{f['statistics_baseline']:.2f}ms, {ratio:.1f}x, "
                f"first {f['statistics_first']:.1f}ms, target <50ms {met}"
            )
            _print_window(_child(path, runs, "measure_window"))
            each = recorded / MATCHES * 1000
            print(
                f"{'':<14} (the first campaign's {MATCHES} matches recorded through the use "
                f"cases with each side's post-battle sequence: {recorded:.1f} s, {each:.1f} ms "
                "a match)"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
