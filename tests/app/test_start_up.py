"""What the quick commands import: `--version` and `rules dump` start like small programs.

No time is asserted (benchmarks/run_all.py measures them); these tests keep the heavy modules
out of their way: the rules' code, importlib.metadata, the TOML reader, the store, Qt.
"""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import app
from tests.app.fresh_process import modules_loaded

ROOT = Path(__file__).resolve().parents[2]
HEAVY = (
    "importlib.metadata", "tomllib", "rules.models", "rules.loader", "sqlalchemy", "PySide6",
    "dataclasses",
)  # fmt: skip

LOADED = """
import contextlib, io, sys
from mordheim_roster.__main__ import main
with contextlib.redirect_stdout(io.StringIO()), contextlib.suppress(SystemExit):
    main(sys.argv[1:])
print(" ".join(m for m in {heavy!r} if m in sys.modules))
"""


def modules_after(*argv: str, cache: Path) -> set[str]:
    return modules_loaded(LOADED.format(heavy=HEAVY), *argv, cache=cache)


def test_version_imports_nothing_heavy(tmp_path: Path) -> None:
    assert modules_after("--version", cache=tmp_path) == set()


def test_rules_dump_reads_its_compiled_output_only(tmp_path: Path) -> None:
    """The first dump compiles the rules and keeps its JSON; the next imports no rules' code."""
    assert modules_after("rules", "dump", cache=tmp_path) >= {"rules.models", "dataclasses"}
    assert modules_after("rules", "dump", cache=tmp_path) == set()


def test_the_checkout_version_is_the_one_in_pyproject() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert app.program_version() == project["version"] == app.__version__


GC_AFTER = """
import atexit, gc, sys
state = lambda: print("collecting" if gc.isenabled() else "held", gc.get_freeze_count() > 0)
atexit.register(state)
from mordheim_roster.__main__ import main
sys.exit(main())
"""

# Quits once the start froze its objects (the window painted from the preview of the file,
# then opened its store), or after 20 s.
WINDOW = """
import gc, sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
give_up = time.monotonic() + 20
def check():
    if gc.get_freeze_count() > 0 or time.monotonic() > give_up:
        QTimer.singleShot(100, app.quit)  # a moment after, collecting again
    else:
        QTimer.singleShot(50, check)
QTimer.singleShot(300, check)
from mordheim_roster.__main__ import main
main()
print("collecting" if gc.isenabled() else "held", gc.get_freeze_count() > 0)
"""


def test_commands_skip_cycle_collection_and_the_window_freezes_its_start(tmp_path: Path) -> None:
    env = {"PATH": "", "PYTHONPATH": str(ROOT), "MORDHEIM_ROSTER_CACHE": str(tmp_path),
           "QT_QPA_PLATFORM": "offscreen", "XDG_DATA_HOME": str(tmp_path),
           "XDG_STATE_HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path)}  # fmt: skip
    db = str(tmp_path / "r.sqlite3")

    def run(code: str, *argv: str) -> str:
        command = [sys.executable, "-c", code, *argv]
        done = subprocess.run(command, capture_output=True, text=True, env=env, cwd=ROOT)
        return done.stdout.strip().splitlines()[-1]

    assert run(GC_AFTER, "--db", db, "list") == "held False"
    assert run(WINDOW, "--db", db, "--lang", "en") == "collecting True"


def test_the_sheets_words_and_read_model_leave_reportlab_unloaded() -> None:
    """The forum text, `show` and the window read the sheet's read model and words; only
    drawing a PDF needs reportlab (a third of a second to import)."""
    code = (
        "import sys, app.exports.forum_text, app.pdf, app.pdf.labels, app.pdf.view\n"
        "print('reportlab' in sys.modules)\n"
        "from app.pdf import PAGE_SIZES, render_sheet, render_view\n"
        "print('reportlab' in sys.modules, callable(render_sheet), sorted(PAGE_SIZES))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert result.stdout.split("\n")[:2] == ["False", "True True ['a4', 'letter']"]
