"""Shared set-up for the application core: a fresh database per test, and table dumps.

The `store` fixture is a SQLite file; in a module marked `backends("sqlite", "postgresql")`
it is also an empty PostgreSQL database, when MORDHEIM_ROSTER_TEST_DATABASE_URL names a server
(`.ci/run` starts one with `.ci/start-postgresql`). Without a server those tests are skipped
with the reason. When pytest-xdist runs the suite in several processes, each works in its own
schema of that database (`test_gw0`, `test_gw1`, ...), so none empties another's tables.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

import app.usecases as uc
from app.store.database import ENV_VAR, open_database
from app.store.repository import Store
from rules import Ruleset, default_ruleset


@pytest.fixture(autouse=True)
def _private_data_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch) -> None:
    """No test ever touches the real user's data folder or a database named by the environment."""
    monkeypatch.delenv(ENV_VAR, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("xdg-data")))


@pytest.fixture(scope="session")
def ruleset() -> Ruleset:
    return default_ruleset()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "r.sqlite3"


POSTGRESQL_URL = os.environ.get("MORDHEIM_ROSTER_TEST_DATABASE_URL", "")
BACKENDS = ("sqlite", "postgresql")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "backends(*names): the backends the store fixtures run on (default sqlite)"
    )


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "backend" in metafunc.fixturenames:
        marker = metafunc.definition.get_closest_marker("backends")
        names = marker.args if marker is not None else ("sqlite",)
        assert set(names) <= set(BACKENDS), names
        metafunc.parametrize("backend", names, indirect=True)


def _this_process_schema() -> str:
    """`public` in a plain run; a schema of its own for each pytest-xdist worker."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    return f"test_{worker}" if worker.isidentifier() else "public"


def _in_schema(url: str, schema: str) -> str:
    """The URL whose connections read and write `schema` (libpq's search_path option)."""
    from sqlalchemy.engine import make_url

    if schema == "public":
        return url
    parsed = make_url(url)
    options = {**parsed.query, "options": f"-csearch_path={schema}"}
    return parsed.set(query=options).render_as_string(hide_password=False)


@pytest.fixture(scope="session")
def _postgresql() -> Iterator[str]:
    """This process's schema of the test server's database, emptied and given the current
    schema once per session."""
    if not POSTGRESQL_URL:
        pytest.skip("no PostgreSQL server: set MORDHEIM_ROSTER_TEST_DATABASE_URL (.ci/run does)")
    from sqlalchemy import create_engine

    schema = _this_process_schema()
    engine = create_engine(POSTGRESQL_URL)
    try:
        with engine.begin() as connection:
            connection.exec_driver_sql(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
            connection.exec_driver_sql(f"CREATE SCHEMA {schema}")
    except Exception as exc:  # no server, no driver, no rights: say so and skip
        pytest.skip(f"PostgreSQL at {POSTGRESQL_URL} cannot be used: {exc}")
    finally:
        engine.dispose()
    url = _in_schema(POSTGRESQL_URL, schema)
    open_database(url).close()
    yield url


def _empty_postgresql(url: str) -> None:
    from sqlalchemy import create_engine

    engine = create_engine(url)
    try:
        with engine.begin() as connection:
            tables = [
                t for t in connection.exec_driver_sql(
                    "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"
                ).scalars()
                if t != "alembic_version"
            ]  # fmt: skip
            connection.exec_driver_sql(f"TRUNCATE {', '.join(tables)} RESTART IDENTITY CASCADE")
    finally:
        engine.dispose()


@pytest.fixture
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def database_url(backend: str, db_path: Path, request: pytest.FixtureRequest) -> str:
    """An empty roster database of the backend under test (on SQLite a copy of the one made
    once per session: tests/conftest.py)."""
    if backend == "sqlite":
        shutil.copyfile(request.getfixturevalue("empty_database"), db_path)
        return str(db_path)
    url = str(request.getfixturevalue("_postgresql"))
    _empty_postgresql(url)
    return url


@pytest.fixture
def store(database_url: str, ruleset: Ruleset) -> Iterator[Store]:
    opened = Store(open_database(database_url), ruleset)
    yield opened
    opened.database.close()


def dump_tables(path: Path) -> list[str]:
    """Every table's schema and rows as SQL text: equal dumps mean nothing was written."""
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return list(connection.iterdump())
    finally:
        connection.close()


def dump_rows(url: str) -> list[tuple[str, list[tuple[object, ...]]]]:
    """Every table's rows in a stable order (a server has no file to compare)."""
    from sqlalchemy import create_engine, inspect, text

    engine = create_engine(url)
    try:
        with engine.connect() as connection:
            out = []
            for table in sorted(inspect(connection).get_table_names()):
                rows = connection.execute(text(f"SELECT * FROM {table}")).all()
                out.append((table, sorted((tuple(r) for r in rows), key=repr)))
            return out
    finally:
        engine.dispose()


@pytest.fixture
def dump(backend: str, database_url: str):
    if backend == "sqlite":
        return lambda: dump_tables(Path(database_url))
    return lambda: dump_rows(database_url)


def hire(store: Store, warband_id: int, type_id: str, name: str, **kwargs) -> str:
    """Hire through the use case; returns the new warrior's id."""
    change = uc.hire(store, warband_id, type_id, name, **kwargs)
    warrior_id = change.details.warrior_id
    assert isinstance(warrior_id, str)
    return warrior_id


@pytest.fixture
def warband(store: Store) -> int:
    """An empty Reikland warband with its 500 gc."""
    return uc.create_warband(store, "reikland", "Grey Wolves").warband_id


@pytest.fixture
def crew(store: Store, warband: int) -> dict[str, str]:
    """A legal Reikland warband: a captain, a champion and a group of three marksmen."""
    return {
        "captain": hire(
            store, warband, "mercenary_captain", "Dieter", equipment=["dagger", "sword"]
        ),
        "champion": hire(store, warband, "champion", "Otto", equipment=["dagger", "axe"]),
        "marksmen": hire(
            store, warband, "marksmen", "Marksmen", count=3, equipment=["dagger", "bow"]
        ),
    }
