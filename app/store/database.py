"""Opening the roster database: where it lives, checking it, backing it up, migrating it.

The default is one SQLite file in the user's data folder. `--db PATH` or the environment
variable MORDHEIM_ROSTER_DB choose another file, or any SQLAlchemy URL (a club can keep its
campaign on PostgreSQL). SQLite runs with foreign keys on and a WAL journal.

A file that is not a roster database, or one written by a newer version of the program, is
refused with a clear message and left untouched. An older one is copied beside itself first,
then upgraded with alembic.
"""

from __future__ import annotations

import os
import re
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import event, inspect
from sqlalchemy.engine import URL, Connection, Engine, make_url
from sqlalchemy.exc import ArgumentError, DatabaseError, OperationalError
from sqlmodel import create_engine

ENV_VAR = "MORDHEIM_ROSTER_DB"
APP_NAME = "mordheim-roster"
# SQLite's application_id marks a file as ours ("MDHM").
APPLICATION_ID = 0x4D44484D
MIGRATIONS = Path(__file__).with_name("migrations")
SQLITE_HEADER = b"SQLite format 3\x00"


class StoreError(Exception):
    """The database cannot be used; the message says why and what to do."""


def default_db_path() -> Path:
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False)) / "roster.sqlite3"


# A database URL starts with a dialect name and "://"; anything else is a file path.
_URL_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+._-]*://")


def sqlite_file_url(path: str | os.PathLike[str]) -> str:
    """The SQLAlchemy URL of a SQLite file, for any path: `?`, `#`, `%`, spaces and non-ASCII
    characters are escaped (pasted into a URL as they are, `a?b` would open the file `a`)."""
    absolute = Path(path).expanduser().resolve()
    return URL.create("sqlite", database=str(absolute)).render_as_string(hide_password=False)


def resolve_url(db: str | os.PathLike[str] | None = None) -> str:
    """`--db` first, then MORDHEIM_ROSTER_DB, then the file in the user's data folder."""
    chosen = os.fspath(db) if db is not None else os.environ.get(ENV_VAR) or None
    if chosen is None:
        return sqlite_file_url(default_db_path())
    if not _URL_SCHEME.match(chosen):
        return sqlite_file_url(chosen)
    try:
        make_url(chosen)
    except (ArgumentError, ValueError) as exc:
        raise StoreError(f"{chosen!r} is not a database URL: {exc}") from None
    return chosen


def sqlite_path(url: str) -> Path | None:
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite" or parsed.database in (None, "", ":memory:"):
        return None
    return Path(parsed.database)


def _alembic_config(location: str | None = None) -> Config:
    config = Config()
    config.set_main_option("script_location", location or str(MIGRATIONS))
    return config


def head_revision() -> str:
    return _revisions(str(MIGRATIONS))[0]


def _known_revisions() -> frozenset[str]:
    return _revisions(str(MIGRATIONS))[1]


@cache
def _revisions(location: str) -> tuple[str, frozenset[str]]:
    """The head and every known revision; alembic reads the migration files only once."""
    script = ScriptDirectory.from_config(_alembic_config(location))
    head = script.get_current_head()
    assert head is not None
    return head, frozenset(rev.revision for rev in script.walk_revisions())


def _on_connect(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=10000")  # a second program waits instead of failing
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


def _check_sqlite_file(path: Path) -> None:
    """Refuse, without touching it, a file that is not a SQLite roster database."""
    if not path.exists() or path.stat().st_size == 0:
        return
    if path.is_dir():
        raise StoreError(f"{path} is a folder, not a roster database: give a file name")
    with path.open("rb") as handle:
        header = handle.read(len(SQLITE_HEADER))
    if header != SQLITE_HEADER:
        raise StoreError(
            f"{path} is not a Mordheim Roster database (not a SQLite file); it was left untouched. "
            "Choose another file with --db."
        )
    try:
        with sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True) as probe:
            app_id = probe.execute("PRAGMA application_id").fetchone()[0]
            tables = {
                row[0] for row in probe.execute("SELECT name FROM sqlite_master WHERE type='table'")
            }
    except sqlite3.DatabaseError as exc:
        raise StoreError(
            f"{path} cannot be read as a database ({exc}); it was left untouched."
        ) from None
    if tables and app_id != APPLICATION_ID:
        raise StoreError(
            f"{path} is a SQLite database of another program, not a Mordheim Roster database; it "
            "was left untouched. Choose another file with --db."
        )


def _backup_sqlite(path: Path, revision: str | None) -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    backup = path.with_name(f"{path.name}.backup-{revision or 'none'}-{stamp}")
    with sqlite3.connect(path) as source, sqlite3.connect(backup) as target:
        source.backup(target)  # a consistent copy even with a WAL journal
    return backup


def _current_revision(connection: Connection) -> str | None:
    return MigrationContext.configure(connection).get_current_revision()


def _migrate(engine: Engine, path: Path | None) -> tuple[Path | None, bool]:
    """Bring the schema to head. Returns the backup written, if any, and whether it is new."""
    head = head_revision()
    with engine.connect() as connection:
        current = _current_revision(connection)
        has_tables = bool(inspect(connection).get_table_names())
    if current == head:
        return None, False
    if current is not None and current not in _known_revisions():
        raise StoreError(
            "this roster database was written by a newer version of Mordheim Roster "
            f"(schema {current}); update the program to open it. The file was left untouched."
        )
    if current is None and has_tables and path is None:
        raise StoreError(
            "this database holds tables that are not Mordheim Roster's; it was left untouched"
        )
    backup = _backup_sqlite(path, current) if path is not None and current is not None else None
    config = _alembic_config()
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
        if engine.dialect.name == "sqlite":
            connection.exec_driver_sql(f"PRAGMA application_id={APPLICATION_ID}")
    return backup, current is None


class Database:
    """An open, checked, up-to-date roster database."""

    def __init__(self, engine: Engine, url: str, backup: Path | None, created: bool) -> None:
        self.engine = engine
        self.url = url
        self.backup = backup  # the copy written before an upgrade, if there was one
        self.created = created  # the schema was made just now: a brand-new database

    @property
    def path(self) -> Path | None:
        return sqlite_path(self.url)

    def close(self) -> None:
        self.engine.dispose()

    @contextmanager
    def connect(self) -> Iterator[Connection]:
        with self.engine.connect() as connection:
            yield connection


def open_database(db: str | os.PathLike[str] | None = None) -> Database:
    url = resolve_url(db)
    path = sqlite_path(url)
    if path is not None:
        _check_sqlite_file(path)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError(f"cannot create the folder for {path}: {exc}") from None
    try:
        engine = create_engine(url)
    except (ArgumentError, ImportError) as exc:  # an unknown dialect, a driver not installed
        raise StoreError(f"cannot open the database {url}: {exc}") from None
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _on_connect)
    try:
        backup, created = _migrate(engine, path)
    except (OperationalError, DatabaseError) as exc:
        engine.dispose()
        raise StoreError(f"cannot open the database {url}: {exc.orig}") from None
    except StoreError:
        engine.dispose()
        raise
    return Database(engine, url, backup, created)
