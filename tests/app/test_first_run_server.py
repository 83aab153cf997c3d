"""The first start on a PostgreSQL server, killed at any moment (issue 23, point 5): the
schema and the demo are two transactions there, so a start killed between them leaves the
tables with the mark of an unfinished first run, and the next start writes the whole demo.
Each test works in an empty schema of its own on the test server."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine

from app.plumbing.context import open_store

from .conftest import POSTGRESQL_URL, _in_schema
from .test_database import HALF_DEMO, demo_names

pytestmark = pytest.mark.skipif(
    not POSTGRESQL_URL,
    reason="no PostgreSQL server: set MORDHEIM_ROSTER_TEST_DATABASE_URL (.ci/run does)",
)

ROOT = Path(__file__).resolve().parents[2]
FIRST_START = "import sys; from app.plumbing.context import open_store; open_store(sys.argv[1])"


def _run_sql(statement: str) -> None:
    engine = create_engine(POSTGRESQL_URL)
    try:
        with engine.begin() as connection:
            connection.exec_driver_sql(statement)
    finally:
        engine.dispose()


@pytest.fixture
def empty_url(request: pytest.FixtureRequest) -> Iterator[str]:
    """A schema with no table in it, as a club's new database."""
    schema = f"first_{abs(hash(request.node.nodeid)) % 10**9}"
    _run_sql(f"DROP SCHEMA IF EXISTS {schema} CASCADE; CREATE SCHEMA {schema}")
    yield _in_schema(POSTGRESQL_URL, schema)
    _run_sql(f"DROP SCHEMA IF EXISTS {schema} CASCADE")


def _names(url: str, *, demo: bool) -> list[str]:
    store = open_store(url, demo=demo)
    try:
        return sorted(w.name for w in store.list_warbands())
    finally:
        store.database.close()


def _tables(url: str) -> list[str]:
    engine = create_engine(url)
    try:
        with engine.connect() as connection:
            return list(
                connection.exec_driver_sql(
                    "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"
                ).scalars()
            )
    finally:
        engine.dispose()


def test_a_first_start_killed_in_the_demo_gets_the_whole_demo_next_time(empty_url: str) -> None:
    child = subprocess.Popen(
        [sys.executable, "-c", HALF_DEMO, empty_url], cwd=ROOT, stdout=subprocess.PIPE, text=True
    )
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "half"
    child.kill()  # SIGKILL: no clean-up of any kind
    child.wait(timeout=20)
    child.stdout.close()
    assert _names(empty_url, demo=False) == []  # the tables, and no half demo in them
    assert _names(empty_url, demo=True) == demo_names()  # the next start finishes it
    assert _names(empty_url, demo=True) == demo_names()  # once


@pytest.mark.parametrize("delay", [0.5, 0.8, 1.1, 1.5])
def test_a_first_start_killed_at_any_moment_leaves_nothing_or_the_whole_demo(
    empty_url: str, delay: float
) -> None:
    child = subprocess.Popen([sys.executable, "-c", FIRST_START, empty_url], cwd=ROOT)
    time.sleep(delay)
    child.kill()
    child.wait(timeout=20)
    if _tables(empty_url):
        assert _names(empty_url, demo=False) in ([], demo_names())
    assert _names(empty_url, demo=True) == demo_names()  # the next start: the whole demo


def test_two_starts_after_a_killed_first_run_write_one_demo(empty_url: str) -> None:
    child = subprocess.Popen(
        [sys.executable, "-c", HALF_DEMO, empty_url], cwd=ROOT, stdout=subprocess.PIPE, text=True
    )
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "half"
    child.kill()
    child.wait(timeout=20)
    child.stdout.close()
    starts = [
        subprocess.Popen([sys.executable, "-c", FIRST_START, empty_url], cwd=ROOT) for _ in range(2)
    ]
    assert [start.wait(timeout=60) for start in starts] == [0, 0]
    assert _names(empty_url, demo=False) == demo_names()
