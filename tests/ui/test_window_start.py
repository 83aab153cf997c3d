"""What the window imports before its sheet is first painted: the first screen's modules only.

No time is asserted (benchmarks/gui_benchmark.py measures the start); this keeps the modules of
what the first screen does not show (other dialogs, leagues, merging, text and PDF export, the
charts, the migrations) out of the way until the player asks for them.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NOT_ON_THE_FIRST_SCREEN = (
    "sqlalchemy", "sqlmodel",  # the sheet is painted from a preview of the file, then the store
    "alembic", "reportlab", "PySide6.QtCharts", "app.exports.forum_text", "app.pdf",
    "app.usecases.league", "app.usecases.merge", "app.store.league", "app.store.sync",
    "app.usecases.hiring", "app.usecases.drafts",
    "ui.files.foreign_import", "ui.files.pdf_dialog", "ui.post_battle",
    "ui.wizards.new_warband_wizard", "ui.league.standings_dialog", "ui.league.statistics_view",
    "ui.league.battle_log", "ui.wizards.hire_dialog",
    "ui.wizards.advance_dialog", "ui.league.match_dialog", "ui.league.charts",
)  # fmt: skip

# The program started as the installed command starts it, until the first paint of the
# sheet's hero table with its rows; then the modules loaded so far, and the process ends.
FIRST_SHEET_PAINT = """
import os, sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
NOT_WANTED = {not_wanted!r}
class FirstSheetPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj.isWidgetType():
            sheet = getattr(obj.window(), "sheet", None)
            if (sheet is not None and obj is sheet.tables["hero"].viewport()
                    and sheet.models["hero"].rowCount() > 0):
                loaded = [m for m in sys.modules if m.startswith(NOT_WANTED)]
                print("loaded:", sorted(loaded))
                sys.stdout.flush()
                os._exit(0)
        return False
watch = FirstSheetPaint()
app.installEventFilter(watch)
from mordheim_roster.__main__ import main
main()
"""


def test_the_first_sheet_paints_before_the_other_screens_modules_load(tmp_path: Path) -> None:
    env = {"PATH": "", "PYTHONPATH": str(ROOT), "MORDHEIM_ROSTER_CACHE": str(tmp_path),
           "QT_QPA_PLATFORM": "offscreen", "XDG_DATA_HOME": str(tmp_path),
           "XDG_STATE_HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path)}  # fmt: skip
    db = str(tmp_path / "demo.sqlite3")
    made = [sys.executable, "-m", "mordheim_roster", "--db", db, "list"]  # the demo, made once
    subprocess.run(made, capture_output=True, env=env, cwd=ROOT, check=True, timeout=120)
    code = FIRST_SHEET_PAINT.format(not_wanted=NOT_ON_THE_FIRST_SCREEN)
    done = subprocess.run(
        [sys.executable, "-c", code, "--db", db, "--lang", "en"],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=120, check=False,
    )  # fmt: skip
    assert "loaded: []" in done.stdout.splitlines(), done.stdout + done.stderr
