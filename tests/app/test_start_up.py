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

ROOT = Path(__file__).resolve().parents[2]
HEAVY = ("importlib.metadata", "tomllib", "rules.models", "rules.loader", "sqlalchemy", "PySide6")

LOADED = """
import contextlib, io, sys
from app.cli import main
with contextlib.redirect_stdout(io.StringIO()), contextlib.suppress(SystemExit):
    main(sys.argv[1:])
print(" ".join(m for m in {heavy!r} if m in sys.modules))
"""


def modules_after(*argv: str, cache: Path) -> set[str]:
    env = {"PATH": "", "PYTHONPATH": str(ROOT), "MORDHEIM_ROSTER_CACHE": str(cache)}
    result = subprocess.run(
        [sys.executable, "-c", LOADED.format(heavy=HEAVY), *argv],
        capture_output=True,
        text=True,
        env=env,
        check=True,
        cwd=ROOT,
    )
    return set(result.stdout.split())


def test_version_imports_nothing_heavy(tmp_path: Path) -> None:
    assert modules_after("--version", cache=tmp_path) == set()


def test_rules_dump_reads_the_compiled_rules_only(tmp_path: Path) -> None:
    modules_after("rules", "dump", cache=tmp_path)  # the first run compiles
    assert modules_after("rules", "dump", cache=tmp_path) == {"rules.models"}


def test_the_checkout_version_is_the_one_in_pyproject() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert app.program_version() == project["version"] == app.__version__
