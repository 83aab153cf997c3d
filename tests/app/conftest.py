"""Shared set-up for the application core: a fresh SQLite file per test, and table dumps."""

from __future__ import annotations

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


@pytest.fixture
def store(db_path: Path, ruleset: Ruleset) -> Iterator[Store]:
    opened = Store(open_database(db_path), ruleset)
    yield opened
    opened.database.close()


def dump_tables(path: Path) -> list[str]:
    """Every table's schema and rows as SQL text: equal dumps mean nothing was written."""
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return list(connection.iterdump())
    finally:
        connection.close()


@pytest.fixture
def dump(db_path: Path):
    return lambda: dump_tables(db_path)


def hire(store: Store, warband_id: int, type_id: str, name: str, **kwargs) -> str:
    """Hire through the use case; returns the new warrior's id."""
    change = uc.hire(store, warband_id, type_id, name, **kwargs)
    warrior_id = change.details["warrior_id"]
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
