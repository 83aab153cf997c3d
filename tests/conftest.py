"""Shared test set-up: Qt runs offscreen, without a display; the demo campaign is built once.

Expensive set-up shared by the whole session (each safe to share because nobody mutates it):
- the rulebook: `rules.default_ruleset()` is loaded once per process (`functools.cache`);
- the demo campaign's database: built once into a session folder (`demo_database`), and each
  test that wants it gets its own copy of the file (`demo_copy`, `demo_store` in tests/ui);
- the QApplication: pytest-qt's `qapp` fixture is session-scoped;
- the PDF fonts: registered with reportlab once per process (`app.pdf.fonts`).

The machine does not decide what a test sees: the suite (and every process it starts) runs in
the C.UTF-8 locale (English, metric paper), in UTC, offscreen at 100% scale, whatever the
machine's locale, time zone, screen and scaling are. A test of another sets it itself in a
process of its own (Qt reads them once). The system font is the machine's: the tests that
measure pixels lay the window out with each of three fonts (tests/ui/fonts.py).
"""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest
from hypothesis import settings

MACHINE_INDEPENDENT = {
    "LC_ALL": "C.UTF-8",
    "LANG": "C.UTF-8",
    "TZ": "UTC",
    "QT_QPA_PLATFORM": "offscreen",
}
# The desktop's own choices that Qt or the C library would follow.
MACHINE_CHOICES = ("LANGUAGE", "QT_SCALE_FACTOR", "QT_SCREEN_SCALE_FACTORS", "QT_FONT_DPI")
MACHINE_CHOICES += ("QT_ENABLE_HIGHDPI_SCALING", "QT_SCALE_FACTOR_ROUNDING_POLICY")
MACHINE_CHOICES += ("QT_QPA_PLATFORMTHEME", "QT_STYLE_OVERRIDE")
os.environ.update(MACHINE_INDEPENDENT)
for _name in MACHINE_CHOICES:
    os.environ.pop(_name, None)
if hasattr(time, "tzset"):  # not on Windows, where TZ is read when the program starts
    time.tzset()

# No test measures time (benchmarks/ does): hypothesis' 200 ms deadline only made property tests
# fail on a loaded machine (a name test took 798 ms while other suites ran beside it).
settings.register_profile("suite", deadline=None)
settings.load_profile("suite")


def pytest_configure(config: pytest.Config) -> None:
    """The compiled rules are kept where the program keeps them (app.command_line.cli.main does
    the same at every start): each test process then loads the rulebook from the cache."""
    from app.plumbing.runtime import use_rules_cache

    use_rules_cache()


def _built_once(tmp_path_factory: pytest.TempPathFactory, name: str, *, demo: bool) -> Path:
    from app.plumbing.context import open_store

    path = tmp_path_factory.mktemp(f"{name}-once") / f"{name}.sqlite3"
    open_store(path, demo=demo).database.close()
    # Closed, the file is whole: its write-ahead log is empty (checkpointed), nothing to copy.
    wal = path.with_name(path.name + "-wal")
    assert not wal.exists() or wal.stat().st_size == 0
    return path


@pytest.fixture(scope="session")
def demo_database(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo campaign as a new database file, made once per session (0.3 s each time).
    Never open it: copy it (`demo_copy`)."""
    return _built_once(tmp_path_factory, "demo", demo=True)


@pytest.fixture(scope="session")
def empty_database(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A new, empty roster database (the schema at its newest migration), made once per
    session (0.1 s each time: alembic runs every migration). Never open it: copy it."""
    return _built_once(tmp_path_factory, "empty", demo=False)


@pytest.fixture
def demo_copy(demo_database: Path, tmp_path: Path) -> Path:
    """This test's own demo campaign database: a copy of the one built for the session."""
    target = tmp_path / "demo.sqlite3"
    shutil.copyfile(demo_database, target)
    return target


@pytest.fixture
def empty_copy(empty_database: Path, tmp_path: Path) -> Path:
    """This test's own empty roster database: a copy of the one built for the session. (The
    tests of making a new database, tests/app/test_database.py, make theirs.)"""
    target = tmp_path / "r.sqlite3"
    shutil.copyfile(empty_database, target)
    return target
