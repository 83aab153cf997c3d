"""GUI benchmark (not a test): start-up and edit-to-repaint, as ratios to bare PySide6.

Prints, in one run:
1. time to the first window on screen against a bare PySide6 window (fresh processes);
2. time to the loaded demo warband on screen against a bare window plus the imports the
   program cannot avoid (PySide6.QtWidgets and the store: sqlmodel, alembic);
3. edit-to-repaint of a profile cell in a 20-model warband (target: under one 16 ms frame).

Run: `.venv/bin/python benchmarks/gui_benchmark.py [--runs N]`. Uses the offscreen platform
unless QT_QPA_PLATFORM is set (e.g. xcb under Xvfb).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Each child prints seconds since its own start (perf_counter at first line) when done.
BARE_WINDOW = """
import time; t0 = time.perf_counter()
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication([]); w = QWidget(); w.resize(1400, 860); w.show(); app.processEvents()
print(time.perf_counter() - t0)
"""

BARE_PLUS_IMPORTS = """
import time; t0 = time.perf_counter()
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication([]); w = QWidget(); w.resize(1400, 860); w.show(); app.processEvents()
import sqlmodel, alembic.command, sqlalchemy.orm  # the store cannot do without these
print(time.perf_counter() - t0)
"""

APP_FIRST_WINDOW = """
import time; t0 = time.perf_counter()
from ui.launch import application, show_placeholder
app = application(); show_placeholder(app)
print(time.perf_counter() - t0)
"""

APP_LOADED = """
import sys, time; t0 = time.perf_counter()
from ui.launch import application, load_main_window, show_placeholder
app = application(); placeholder, _ = show_placeholder(app)
window = load_main_window(sys.argv[1], demo=True)
window.show(); placeholder.close(); app.processEvents()
assert window.session.current is not None and window.sheet.models["hero"].rowCount() > 0
window.sheet.tables["hero"].viewport().repaint()
print(time.perf_counter() - t0)
"""


def child_seconds(code: str, *args: str) -> float:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = str(ROOT)
    # What a player waits for: from launching the process to the window; the child prints its
    # own figure, which leaves out the interpreter's start (the same for both sides).
    result = subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        check=True,
    )
    return float(result.stdout.strip().splitlines()[-1])


def median_of(runs: int, code: str, *args: str) -> float:
    return statistics.median(child_seconds(code, *args) for _ in range(runs))


def fresh_demo_db(folder: Path, n: int) -> str:
    """A database that already holds the demo (first-run creation is not start-up)."""
    path = folder / f"demo{n}.sqlite3"
    from app.context import open_store

    open_store(path).database.close()
    return str(path)


def edit_to_repaint(runs: int) -> tuple[float, float]:
    """Median and worst ms from setData on a profile cell to the table repainted."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from app import usecases as uc
    from app.context import open_store
    from ui.main_window import MainWindow
    from ui.session import Session

    app = QApplication.instance() or QApplication([])
    folder = Path(tempfile.mkdtemp())
    store = open_store(folder / "edit.sqlite3", demo=False)
    warband = uc.create_warband(store, "skaven", "Twenty Rats").warband_id
    uc.set_treasury(store, warband, 5000)
    uc.hire(store, warband, "assassin_adept", "Adept", equipment=["dagger", "sword"])
    uc.hire(store, warband, "eshin_sorcerer", "Sorcerer", equipment=["dagger"])
    for n in range(2):
        uc.hire(store, warband, "black_skaven", f"Black {n}", equipment=["dagger", "sword"])
        uc.hire(store, warband, "night_runner", f"Runner {n}", equipment=["dagger", "sling"])
    for n in range(3):
        uc.hire(store, warband, "verminkin", f"Pack {n}", count=4, equipment=["dagger", "spear"])
    uc.hire(store, warband, "giant_rats", "Rats", count=2)
    state = store.load(warband)
    models = sum(w.count for w in state.warriors)
    assert models == 20, models
    settings = QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(Session(store), settings)
    window.session.failed.connect(lambda message: print("refused:", message, file=sys.stderr))
    window.show()
    window.open_warband(warband)
    app.processEvents()
    table = window.sheet.tables["hero"]
    model = window.sheet.models["hero"]
    column = model.profile_column("Ld")
    timings = []
    for n in range(runs):
        index = model.index((n // 2) % model.rowCount(), column)  # each row: down, then back up
        value = int(index.data())
        new = value - 1 if n % 2 == 0 else value + 1  # down then back up: always legal
        start = time.perf_counter()
        assert model.setData(index, new)
        table.viewport().repaint()  # synchronous paint of the edited table
        timings.append((time.perf_counter() - start) * 1000)
    window.close()
    store.database.close()
    return statistics.median(timings), max(timings)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="fresh processes per start-up figure")
    parser.add_argument("--edits", type=int, default=60, help="profile edits timed")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp())
    db = fresh_demo_db(folder, 1)
    platform = os.environ.get("QT_QPA_PLATFORM", "offscreen")
    print(
        f"Mordheim Roster GUI benchmark ({platform} platform, {args.runs} fresh processes each)\n"
    )

    bare = median_of(args.runs, BARE_WINDOW)
    first = median_of(args.runs, APP_FIRST_WINDOW)
    bare_imports = median_of(args.runs, BARE_PLUS_IMPORTS)
    loaded = median_of(args.runs, APP_LOADED, db)
    median_edit, worst_edit = edit_to_repaint(args.edits)

    print(f"{'measure':<52} {'seconds':>9} {'baseline':>9} {'ratio':>7}")
    rows = [
        ("first window on screen vs bare PySide6 window", first, bare),
        ("demo warband on screen vs bare window + imports", loaded, bare_imports),
    ]
    for label, seconds, baseline in rows:
        print(f"{label:<52} {seconds:>9.3f} {baseline:>9.3f} {seconds / baseline:>7.2f}")
    print(
        f"\nedit-to-repaint of a profile cell, 20-model warband: median {median_edit:.1f} ms, "
        f"worst {worst_edit:.1f} ms over {args.edits} edits "
        f"({'under' if median_edit < 16 else 'OVER'} one 16 ms frame; ratio to the frame "
        f"{median_edit / 16:.2f})"
    )


if __name__ == "__main__":
    main()
    sys.stdout.flush()
    os._exit(0)  # skip interpreter teardown: PySide6 can crash collecting Qt objects at exit
