"""Sizes and timings of the exports of issue #29, on a club's league: 12 warbands (the demo's
four and copies of them, whole rosters), 200 matches, and `--logged` post-battle sequences
per warband (their battle logs feed the rating chart and every roster's log).

    python benchmarks/phone_exports.py [--logged 4] [--rounds 5]

Prints the league page's and a warband page's size and the time to make them (in this
process), then the command line's `export-pdf` with the warband code against the same command
with `--no-code`, in fresh processes, interleaved round by round (the baseline is the same
program writing the same sheet without the QR code: its start, the store, the layout).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

REPORT = {
    "scenario": "skirmish",
    "result": "won",
    "opponent": {"name": "A rival", "type": "skaven", "rating": 120},
    "sell_shards": 0,
}


def build(path: Path, logged: int) -> int:
    import app.usecases as uc
    from app.plumbing.context import open_store
    from app.usecases.league import MatchReport
    from app.usecases.post_battle import post_battle, report_from_json
    from app.usecases.transfer import duplicate_warband
    from rules.dice import RandomDice

    store = open_store(path)
    ids = [s.id for s in store.list_warbands()]
    demo = list(ids)
    while len(ids) < 12:
        ids.append(duplicate_warband(store, demo[len(ids) % 4], f"Club {len(ids)}").warband_id)
    campaign = uc.create_campaign(store, "Club league", "2026-01-01").campaign_id
    for n, warband in enumerate(ids):
        uc.add_player(store, campaign, f"Player {n}")
        uc.enter_warband(store, campaign, f"Player {n}", warband, "2026-01-01")
    dice = random.Random(29)
    for n in range(200):
        sides = dice.sample(ids, 3 if n % 10 == 0 else 2)
        day = f"2026-{1 + n // 20:02d}-{1 + n % 20:02d}"
        uc.record_match(store, campaign, MatchReport(sides, sides[0], day))
    for warband in ids:
        for n in range(logged):
            text = json.dumps(REPORT | {"result": "won" if n % 2 else "lost"})
            report, _dice, _seed = report_from_json(store.load(warband), text)
            post_battle(store, warband, report, RandomDice(seed=n * 31 + warband))
    store.database.close()
    return campaign


def timed(make: object) -> tuple[float, object]:
    started = time.perf_counter()
    result = make()  # type: ignore[operator]
    return time.perf_counter() - started, result


def fresh_pdf(db: Path, out: Path, *extra: str) -> float:
    command = [
        sys.executable,
        "-m",
        "mordheim_roster",
        "--db",
        str(db),
        "export-pdf",
        "1",
        str(out),
        *extra,
    ]
    started = time.perf_counter()
    subprocess.run(command, cwd=ROOT, check=True, capture_output=True)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--logged", type=int, default=4)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    from app.exports.html_export import league_html, warband_html
    from app.plumbing.context import open_store

    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "club.sqlite3"
        campaign = build(db, args.logged)
        store = open_store(db)
        took, page = timed(lambda: league_html(store, campaign, "en"))
        size = len(str(page).encode("utf-8"))
        print(f"league page, 12 warbands, 200 matches: {size / 1e6:.2f} MB in {took:.2f} s")
        took, page = timed(lambda: warband_html(store, 1, "en"))
        print(f"warband page: {len(str(page).encode('utf-8')) / 1e3:.0f} kB in {took:.3f} s")
        store.database.close()
        with_code, without = [], []
        for n in range(args.rounds):
            with_code.append(fresh_pdf(db, Path(folder) / f"a{n}.pdf"))
            without.append(fresh_pdf(db, Path(folder) / f"b{n}.pdf", "--no-code"))
        a, b = statistics.median(with_code), statistics.median(without)
        print(
            f"export-pdf in a fresh process, median of {args.rounds}: with the warband code "
            f"{a:.2f} s, without {b:.2f} s, ratio {a / b:.2f}"
        )


if __name__ == "__main__":
    main()
