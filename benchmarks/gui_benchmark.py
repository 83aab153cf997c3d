"""GUI benchmark (not a test): start-up to real paint events, and edit-to-repaint.

Every start-up figure is the wall time of a fresh process, from its launch to the end of the
first paint event of the widget named below (the process exits right after it), the median
of interleaved runs:

    bare window        a bare PySide6 program: QApplication, one 1400x860 QWidget shown,
                       painted (the floor of any Qt program on this machine)
    bare + imports     the same, after importing what the store cannot do without (sqlmodel)
    first paint        the program (`mordheim-roster --db FILE`) until its first window paints
    demo sheet         the program until the demo warband's hero table is painted with its rows
                       (painted from the read-only preview of the file: ui/launch.py)
    demo editable      the same, until the store behind that preview is open (information: the
                       window takes edits from then on; one made earlier waits for it)
    sheet floor        what any window showing those heroes must do: open the store, load the
                       rules and the sheet, paint the heroes in one plain table (information:
                       the program's own window is the difference)
    10,000 warbands    the same with a campaign of 10,000 warbands (about 15 warriors each)

Edit-to-repaint: in one process started like the program (ui.launch), a profile cell of a
20-model warband is edited through the model (the use case, its transaction, the refresh) and
the table repainted synchronously; against the repaint alone of the same table.

Run: `.venv/bin/python benchmarks/gui_benchmark.py [--runs N]` (offscreen unless
QT_QPA_PLATFORM is set, e.g. xcb under Xvfb). benchmarks/run_all.py prints these rows with all
the others.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from rows import CLI, ROOT, Row, child_json, interleaved_medians, python, ratio_row

# Every child: a QApplication made first, with a filter that ends the process right after the
# first paint event of the widget `wanted(obj)` picks: the paint done, os._exit (no teardown).
HOOK = """
import os, sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
class FirstPaint(QObject):
    def __init__(self, wanted):
        super().__init__()
        self.wanted = wanted
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj.isWidgetType() and self.wanted(obj):
            obj.event(event)  # the paint itself, then the end of the figure
            sys.stdout.flush()
            os._exit(0)
        return False
def watch(wanted):
    global _watch
    _watch = FirstPaint(wanted)
    app.installEventFilter(_watch)
"""

BARE_WINDOW = """
from PySide6.QtWidgets import QWidget
window = QWidget(); window.resize(1400, 860)
watch(lambda obj: obj is window)
window.show(); app.exec()
"""
BARE = HOOK + BARE_WINDOW
# The store's library: every start of the program imports it.
BARE_IMPORTS = HOOK + "\nimport sqlmodel\n" + BARE_WINDOW
# The floor of a sheet: what no window showing the demo's heroes can skip (the store opened,
# the rules loaded, the sheet read, its heroes' names, types and profiles in one plain table
# of the window's size, painted) without the program's own window (menus, docks, the warrior
# panel, the other tables, the list, the placeholder shown first).
SHEET_FLOOR = (
    HOOK
    + """
from PySide6.QtWidgets import QTableWidget, QTableWidgetItem
from app.plumbing.context import open_store
from app.domain import base_profile
from rules import CHARACTERISTICS
store = open_store(sys.argv[2], demo=False)
state = store.load(store.list_warbands()[0].id)
heroes = [w for w in state.warriors if w.kind == "hero"]
table = QTableWidget(len(heroes), 2 + len(CHARACTERISTICS))
for row, warrior in enumerate(heroes):
    profile = base_profile(store.ruleset, warrior)
    kind = store.ruleset.warrior_type(warrior.type_id).name.get("en")
    cells = [warrior.name, kind, *(str(profile[key]) for key in CHARACTERISTICS)]
    for column, text in enumerate(cells):
        table.setItem(row, column, QTableWidgetItem(text))
table.resize(1400, 860)
watch(lambda obj: obj is table.viewport())
table.show(); app.exec()
"""
)

FIRST_PAINT = (
    HOOK
    + f"""
watch(lambda obj: obj.isVisible())
{CLI}
"""
)

SHEET_PAINTED = (
    HOOK
    + f"""
def hero_table_painted(obj):
    sheet = getattr(obj.window(), "sheet", None)
    return (sheet is not None and obj is sheet.tables["hero"].viewport()
            and sheet.models["hero"].rowCount() > 0)
watch(hero_table_painted)
{CLI}
"""
)


# Until the demo sheet is painted and then its store open (Session.storeOpened): the moment
# the window writes an edit without waiting.
SHEET_EDITABLE = (
    HOOK
    + f"""
def store_open_after_paint(obj):
    sheet = getattr(obj.window(), "sheet", None)
    if not (sheet is not None and obj is sheet.tables["hero"].viewport()
            and sheet.models["hero"].rowCount() > 0):
        return False
    app.removeEventFilter(_watch)
    session = obj.window().session
    if session.is_open:
        return True
    session.storeOpened.connect(lambda: (sys.stdout.flush(), os._exit(0)))
    return False
watch(store_open_after_paint)
{CLI}
"""
)


def program(code: str, db: Path) -> list[str]:
    return python("-c", code, "--db", str(db))


def startup_rows(demo_db: Path, big_db: Path | None, big_size: int, runs: int) -> list[Row]:
    commands = {
        "bare": python("-c", BARE),
        "bare_imports": python("-c", BARE_IMPORTS),
        "first": program(FIRST_PAINT, demo_db),
        "demo": program(SHEET_PAINTED, demo_db),
        "editable": program(SHEET_EDITABLE, demo_db),
        "floor": program(SHEET_FLOOR, demo_db),
    }
    if big_db is not None:
        commands["big"] = program(SHEET_PAINTED, big_db)
    ms = interleaved_medians(commands, runs)
    bare = "a bare PySide6 window painted (fresh process)"
    rows = [
        ratio_row("window: first paint", ms["first"], ms["bare"], 1.3, bare),
        ratio_row("window: demo sheet painted", ms["demo"], ms["bare"], 5, bare),
        Row(
            "window: demo sheet editable (its store open)",
            ms["editable"],
            ms["bare"],
            "(information)",
            True,
            bare,
        ),
        Row(
            "window: demo sheet painted vs bare + imports",
            ms["demo"],
            ms["bare_imports"],
            "(information)",
            True,
            "a bare PySide6 window painted after `import sqlmodel`",
        ),
        Row(
            "window: the floor of a sheet (store, rules, one table)",
            ms["floor"],
            ms["bare"],
            "(information)",
            True,
            "a bare PySide6 window painted (fresh process)",
        ),
        Row(
            "window: demo sheet painted vs that floor",
            ms["demo"],
            ms["floor"],
            "(information)",
            True,
            "the demo's heroes in one plain table, the store and rules opened (fresh process)",
        ),
    ]
    if big_db is not None:
        rows.append(
            ratio_row(
                f"window: {big_size:,} warbands vs the demo",
                ms["big"],
                ms["demo"],
                1.2,
                "the demo sheet painted (fresh process)",
            )
        )
    return rows


EDIT = """
import json, os, sys
sys.path.insert(0, os.path.join(os.getcwd(), "benchmarks"))
from gui_benchmark import edit_to_repaint
print(json.dumps(edit_to_repaint(int(sys.argv[1]))))
sys.stdout.flush()
os._exit(0)
"""


def edit_rows(edits: int) -> list[Row]:
    figures = child_json(EDIT, str(edits))
    paint = "the same table's repaint alone, same process"
    median, worst = figures["median"], figures["worst"]
    return [
        Row(
            "edit to repaint, 20 models: median",
            median,
            figures["paint_median"],
            "<= 5 ms",
            median <= 5,
            paint,
        ),
        Row(
            "edit to repaint, 20 models: worst",
            worst,
            figures["paint_worst"],
            "< 16 ms",
            worst < 16,
            paint,
        ),
        Row(
            "edit to repaint: median, CPU time",
            figures["cpu_median"],
            figures["paint_cpu_median"],
            "(information)",
            True,
            paint + ", CPU time",
        ),
        Row(
            "edit to repaint: worst, CPU time",
            figures["cpu_worst"],
            figures["paint_cpu_worst"],
            "(information)",
            True,
            paint + ", CPU time",
        ),
    ]


def _twenty_rats(store: Any) -> int:
    """The 20-model skaven warband of the issue's edit figure."""
    from app import usecases as uc

    warband: int = uc.create_warband(store, "skaven", "Twenty Rats").warband_id
    uc.set_treasury(store, warband, 5000)
    uc.hire(store, warband, "assassin_adept", "Adept", equipment=["dagger", "sword"])
    uc.hire(store, warband, "eshin_sorcerer", "Sorcerer", equipment=["dagger"])
    for n in range(2):
        uc.hire(store, warband, "black_skaven", f"Black {n}", equipment=["dagger", "sword"])
        uc.hire(store, warband, "night_runner", f"Runner {n}", equipment=["dagger", "sling"])
    for n in range(3):
        uc.hire(store, warband, "verminkin", f"Pack {n}", count=4, equipment=["dagger", "spear"])
    uc.hire(store, warband, "giant_rats", "Rats", count=2)
    return warband


def edit_to_repaint(edits: int) -> dict[str, float]:
    """Median and worst ms from setData on a profile cell to the table repainted, in a window
    started as the program starts it (ui.launch), and the same for the repaint alone."""
    import tempfile

    from PySide6.QtCore import QSettings

    from ui.launch import (
        application,
        hold_garbage_collection,
        load_main_window,
        settle_garbage_collection,
    )

    folder = Path(tempfile.mkdtemp())
    hold_garbage_collection()  # as ui.launch.run_gui starts the program
    app = application()
    settings = QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat)
    window = load_main_window(folder / "edit.sqlite3", demo=False, settings=settings)
    warband = _twenty_rats(window.session.store)
    state = window.session.store.load(warband)
    assert sum(w.count for w in state.warriors) == 20
    window.show()
    window.open_warband(warband)
    app.processEvents()
    settle_garbage_collection()
    table, model = window.sheet.tables["hero"], window.sheet.models["hero"]
    column = model.profile_column("Ld")
    edits_ms, paints_ms, edits_cpu, paints_cpu = [], [], [], []
    for n in range(edits):
        index = model.index((n // 2) % model.rowCount(), column)  # each row: down, then up
        value = int(index.data())
        start, cpu = time.perf_counter(), time.thread_time()
        assert model.setData(index, value - 1 if n % 2 == 0 else value + 1)
        table.viewport().repaint()
        edits_ms.append((time.perf_counter() - start) * 1000)
        edits_cpu.append((time.thread_time() - cpu) * 1000)
        start, cpu = time.perf_counter(), time.thread_time()
        table.viewport().repaint()
        paints_ms.append((time.perf_counter() - start) * 1000)
        paints_cpu.append((time.thread_time() - cpu) * 1000)
    return {
        "median": statistics.median(edits_ms),
        "worst": max(edits_ms),
        "paint_median": statistics.median(paints_ms),
        "paint_worst": max(paints_ms),
        # The same in the program's CPU time: what the edit costs without the waits for the
        # processor that other jobs on a shared machine add to the wall time.
        "cpu_median": statistics.median(edits_cpu),
        "cpu_worst": max(edits_cpu),
        "paint_cpu_median": statistics.median(paints_cpu),
        "paint_cpu_worst": max(paints_cpu),
    }


def make_demo_db(folder: Path) -> Path:
    """A database that already holds the demo (the first run's creation is not start-up)."""
    from rows import wall_ms

    path = folder / "demo.sqlite3"
    wall_ms(python("-c", CLI, "--db", str(path), "list"))
    return path


def make_big_db(folder: Path, size: int) -> Path:
    """A campaign of `size` generated warbands (the store benchmark's generator)."""
    from store_benchmark import build

    from rules import default_ruleset

    path = folder / f"big-{size}.sqlite3"
    build(path, size, default_ruleset(), seed=1487)
    return path


def print_rows(rows: list[Row]) -> None:
    for row in rows:
        print(json.dumps(json.loads(row.as_json())))


def main() -> None:
    import tempfile

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=7, help="fresh processes per figure")
    parser.add_argument("--edits", type=int, default=200, help="profile edits timed")
    parser.add_argument("--big", type=int, default=0, help="also a campaign of N warbands")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="mordheim-gui-"))
    big = make_big_db(folder, args.big) if args.big else None
    rows = startup_rows(make_demo_db(folder), big, args.big, args.runs) + edit_rows(args.edits)
    print_rows(rows)


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    main()
