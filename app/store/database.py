"""Opening the roster database: where it lives, checking it, backing it up, migrating it.

The default is one SQLite file in the user's data folder. `--db PATH` or the environment
variable MORDHEIM_ROSTER_DB choose another file, or any SQLAlchemy URL (a club can keep its
campaign on PostgreSQL). SQLite runs with foreign keys on and a WAL journal.

A file that is not recognisably a roster database (not SQLite, another program's SQLite file,
even an empty one, a roster file without its schema version) or one written by a newer version
of the program is refused with a clear message and left byte-identical. An older one is copied
beside itself first, then upgraded with alembic. A new file is made whole beside its place and
then moved there, so a program killed on its first start leaves nothing half-made.
"""

from __future__ import annotations

import os
import re
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import closing, contextmanager
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.store.errors import StoreError, database_errors, reason_of, translate
from rules.messages import Message, message_of

if TYPE_CHECKING:
    # Imported by the functions that name a URL or open an engine: the window's preview of
    # the campaign file (app/store/preview.py) checks the file before either is imported.
    from sqlalchemy.engine import Connection, Engine

ENV_VAR = "MORDHEIM_ROSTER_DB"
APP_NAME = "mordheim-roster"
# SQLite's application_id marks a file as ours ("MDHM").
APPLICATION_ID = 0x4D44484D
MIGRATIONS = Path(__file__).with_name("migrations")
SQLITE_HEADER = b"SQLite format 3\x00"
# The newest migration. Equal to the file's revision: no upgrade, and alembic is not imported.
# A test checks it against the migrations folder.
SCHEMA_HEAD = "0015"
BUSY_TIMEOUT_MS = 10_000
# The setting a server's new schema holds until the first run's demo is written beside it.
FIRST_RUN_UNFINISHED = "first_run_unfinished"


def default_db_path() -> Path:
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False)) / "roster.sqlite3"


# A database URL starts with a dialect name and "://"; anything else is a file path.
_URL_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+._-]*://")


def sqlite_file_url(path: str | os.PathLike[str]) -> str:
    """The SQLAlchemy URL of a SQLite file, for any path: `?`, `#`, `%`, spaces and non-ASCII
    characters are escaped (pasted into a URL as they are, `a?b` would open the file `a`)."""
    from sqlalchemy.engine import URL

    absolute = Path(path).expanduser().resolve()
    return URL.create("sqlite", database=str(absolute)).render_as_string(hide_password=False)


def _chosen(db: str | os.PathLike[str] | None) -> str | None:
    """What names the database: `--db` first, then MORDHEIM_ROSTER_DB; None for the default."""
    return os.fspath(db) if db is not None else os.environ.get(ENV_VAR) or None


def explicitly_chosen(db: str | os.PathLike[str] | None) -> bool:
    """Whether --db or MORDHEIM_ROSTER_DB names the database (rather than the default file)."""
    return _chosen(db) is not None


def chosen_file(db: str | os.PathLike[str] | None = None) -> Path | None:
    """The SQLite file `resolve_url` would open when it is named as a file (or is the
    default), found without SQLAlchemy; None when a URL names the database."""
    chosen = _chosen(db)
    if chosen is None:
        return default_db_path()
    if _URL_SCHEME.match(chosen):
        return None
    return Path(chosen).expanduser().resolve()


def resolve_url(db: str | os.PathLike[str] | None = None) -> str:
    """`--db` first, then MORDHEIM_ROSTER_DB, then the file in the user's data folder."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    chosen = _chosen(db)
    if chosen is None:
        return sqlite_file_url(default_db_path())
    if not _URL_SCHEME.match(chosen):
        return sqlite_file_url(chosen)
    try:
        make_url(chosen)
    except (ArgumentError, ValueError) as exc:
        raise StoreError(
            Message.of("bad_database_url", chosen=chosen, error=message_of(exc))
        ) from None
    return chosen


def sqlite_path(url: str) -> Path | None:
    from sqlalchemy.engine import make_url

    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite" or parsed.database in (None, "", ":memory:"):
        return None
    return Path(parsed.database)


def _alembic_config(location: str | None = None) -> Any:
    from alembic.config import Config

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
    from alembic.script import ScriptDirectory

    script = ScriptDirectory.from_config(_alembic_config(location))
    head = script.get_current_head()
    assert head is not None
    return head, frozenset(rev.revision for rev in script.walk_revisions())


def _on_connect(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    # A second program waits this long for the write lock, then the command says it is busy.
    cursor.execute(f"PRAGMA busy_timeout={int(BUSY_TIMEOUT_MS)}")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


def _refuse_foreign(path: Path, what: str) -> StoreError:
    return StoreError(
        f"{path} is {what}, not a Mordheim Roster database; it was left untouched. "
        "Choose another file with --db."
    )


def _is_new_file(path: Path) -> bool:
    """No file, or an empty one (0 bytes, no journal beside it): nothing in it to lose."""
    if not path.exists():
        return True
    wal = path.with_name(path.name + "-wal")
    return path.stat().st_size == 0 and not (wal.exists() and wal.stat().st_size > 0)


def _read_probe(path: Path) -> tuple[int, set[str], str | None]:
    """The application id, the tables and the schema revision, read without writing."""
    uri = f"{path.resolve().as_uri()}?mode=ro"
    with closing(sqlite3.connect(uri, uri=True)) as probe:
        app_id = int(probe.execute("PRAGMA application_id").fetchone()[0])
        tables = {row[0] for row in probe.execute("SELECT name FROM sqlite_master")}
        revision = None
        if "alembic_version" in tables:
            row = probe.execute("SELECT version_num FROM alembic_version").fetchone()
            revision = row[0] if row else None
    return app_id, tables, revision


def _probe_sqlite_file(path: Path) -> str | None:
    """The schema revision of a roster file; None for a new file. Anything else is refused,
    and nothing is written to the file to find that out."""
    if path.is_dir():
        raise StoreError(Message.of("database_is_folder", path=str(path)))
    if _is_new_file(path):
        return None
    try:
        with path.open("rb") as handle:
            header = handle.read(len(SQLITE_HEADER))
    except PermissionError:  # mode 000, or another account's file: not "cannot be written"
        raise StoreError(Message.of("database_no_read", path=str(path))) from None
    if header != SQLITE_HEADER:
        raise _refuse_foreign(path, "not a SQLite file")
    try:
        app_id, tables, revision = _read_probe(path)
    except sqlite3.Error as exc:
        if reason_of(exc) == "damaged":
            raise StoreError(
                Message.of("database_unreadable", path=str(path), error=message_of(exc))
            ) from None
        raise translate(exc) from exc
    legacy = app_id == 0 and {"alembic_version", "warband"} <= tables
    if app_id != APPLICATION_ID and not legacy:
        what = "an empty SQLite database" if not tables else "a SQLite database"
        raise _refuse_foreign(path, f"{what} of another program")
    if revision is None:
        raise StoreError(Message.of("database_without_version", path=str(path)))
    return str(revision)


def file_revision(path: Path) -> str | None:
    """The schema revision of the roster file at `path`, None for a new (absent, empty) one,
    checked with plain sqlite3 as the store's open checks it (a StoreError when refused)."""
    return _probe_sqlite_file(path)


def _backup_sqlite(path: Path, revision: str | None) -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    backup = path.with_name(f"{path.name}.backup-{revision or 'none'}-{stamp}")
    try:
        with closing(sqlite3.connect(path)) as source, closing(sqlite3.connect(backup)) as target:
            source.backup(target)  # a consistent copy even with a WAL journal
    except BaseException:  # a full disk: no half copy left behind to be mistaken for one
        backup.unlink(missing_ok=True)
        raise
    return backup


def _upgrade(
    engine: Engine, path: Path | None, current: str | None, *, mark_first_run: bool = False
) -> Path | None:
    """Bring the schema to head with alembic (imported only now: most opens need no upgrade).
    `mark_first_run`: the new schema says, in its own transaction, that its first run has
    still to write the demo (a server: see `_open_server`).

    Returns the backup written before the upgrade, if any.
    """
    from alembic import command

    head, known = _revisions(str(MIGRATIONS))
    if current == head:
        return None
    if current is not None and current not in known:
        raise StoreError(Message.of("database_newer", current=current))
    backup = _backup_sqlite(path, current) if path is not None and current is not None else None
    config = _alembic_config()
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
        if mark_first_run:
            connection.exec_driver_sql(
                f"INSERT INTO setting (key, value) VALUES ('{FIRST_RUN_UNFINISHED}', 'true')"
            )
        if engine.dialect.name == "sqlite":
            connection.exec_driver_sql(f"PRAGMA application_id={APPLICATION_ID}")
    return backup


def _server_revision(engine: Engine) -> tuple[str | None, bool]:
    """The schema revision of a database on a server (or in memory), and whether it has tables."""
    from sqlalchemy import inspect

    with engine.connect() as connection:
        inspector = inspect(connection)
        if not inspector.has_table("alembic_version"):
            return None, bool(inspector.get_table_names())
        revision = connection.exec_driver_sql("SELECT version_num FROM alembic_version").scalar()
    return (str(revision) if revision is not None else None), True


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


Populate = Callable[[Database], None]


def _strings(value: str | tuple[str, ...] | None) -> tuple[str, ...]:
    """A URL query value: absent, once, or repeated."""
    if value is None:
        return ()
    return (value,) if isinstance(value, str) else value


def _engine(url: str) -> Engine:
    from sqlalchemy import event
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError
    from sqlmodel import create_engine

    try:
        parsed = make_url(url)
        # A server waits as long as SQLite for a lock, then the command says it is busy; the
        # URL's own options (`?options=-csearch_path%3Dclub`) are kept, not replaced.
        given = parsed.query.get("options")
        options = " ".join([f"-c lock_timeout={int(BUSY_TIMEOUT_MS)}", *_strings(given)])
        is_server = parsed.get_backend_name() == "postgresql"
        engine = create_engine(url, connect_args={"options": options} if is_server else {})
    except (ArgumentError, ImportError) as exc:  # an unknown dialect, a driver not installed
        raise StoreError(
            Message.of("database_unopenable", url=url, error=message_of(exc))
        ) from None
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _on_connect)
    return engine


def _temp_name(path: Path, pid: int) -> Path:
    return path.with_name(f".{path.name}.new-{pid}")


def _remove_stale_temps(path: Path) -> None:
    """New files that a killed first start left behind (their process is gone)."""
    for temp in path.parent.glob(f".{path.name}.new-*"):
        pid = temp.name.rsplit("-", 1)[-1]
        if not pid.isdigit() or _process_alive(int(pid)):
            continue
        for name in (temp.name, temp.name + "-wal", temp.name + "-shm", temp.name + "-journal"):
            temp.with_name(name).unlink(missing_ok=True)


def _process_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # alive but not ours, or a platform without signals
        return True
    return True


def _create_sqlite_file(path: Path, populate: Populate | None) -> None:
    """Make a new roster file whole (schema, then what `populate` adds) beside `path`, and only
    then put it in place: a program killed on its first start leaves no half-made campaign."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StoreError(
            Message.of("folder_uncreatable", path=str(path), error=message_of(exc))
        ) from None
    _remove_stale_temps(path)
    temp = _temp_name(path, os.getpid())
    for name in (temp.name, temp.name + "-wal", temp.name + "-shm"):
        temp.with_name(name).unlink(missing_ok=True)
    url = sqlite_file_url(temp)
    engine = _engine(url)
    try:
        _upgrade(engine, None, None)
        if populate is not None:
            populate(Database(engine, url, None, True))
    except BaseException:
        engine.dispose()
        for name in (temp.name, temp.name + "-wal", temp.name + "-shm"):
            temp.with_name(name).unlink(missing_ok=True)
        raise
    engine.dispose()  # the last connection checkpoints the journal into the file
    _publish(temp, path)


def _publish(temp: Path, path: Path) -> None:
    with temp.open("rb+") as handle:
        os.fsync(handle.fileno())
    try:
        if path.exists():  # an empty file: take its place, unless a program holds it
            if _held_by_another(path):
                raise StoreError(Message.of("database_empty_held", path=str(path)))
            os.replace(temp, path)
        else:
            try:
                os.link(temp, path)  # fails if another program made the file meanwhile
            except FileExistsError:
                pass  # its file is opened (and checked) like any other
            except OSError:  # no hard links on this file system
                os.replace(temp, path)
    finally:
        temp.unlink(missing_ok=True)


def _held_by_another(path: Path) -> bool:
    """Whether another program holds a lock on the file (SQLite's are POSIX record locks at
    its far bytes): replacing the file would leave that program writing to a deleted one."""
    try:
        import fcntl
    except ImportError:  # Windows: a file open in another program cannot be replaced there
        return False
    with path.open("rb+") as handle:
        try:
            fcntl.lockf(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)  # the whole file and beyond
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return True
    return False  # closing the file let both locks go


def _open_file(url: str, path: Path, populate: Populate | None) -> Database:
    revision = _probe_sqlite_file(path)
    created = revision is None
    if created:
        _create_sqlite_file(path, populate)
        revision = _probe_sqlite_file(path)
    engine = _engine(url)
    try:
        backup = None if revision == SCHEMA_HEAD else _upgrade(engine, path, revision)
    except BaseException:
        engine.dispose()
        raise
    return Database(engine, url, backup, created)


def first_run_unfinished(engine: Engine) -> bool:
    """Whether a first run made the schema and was stopped before its demo was written."""
    with engine.connect() as connection:
        found = connection.exec_driver_sql(
            f"SELECT 1 FROM setting WHERE key = '{FIRST_RUN_UNFINISHED}'"
        ).first()
    return found is not None


def _open_server(url: str, populate: Populate | None) -> Database:
    """A server's schema is made in one transaction and the demo in the next: the schema's
    holds the mark FIRST_RUN_UNFINISHED, which the demo's transaction takes away
    (app/plumbing/context.py).
    A first run killed between the two leaves the mark, and the next start writes the demo."""
    engine = _engine(url)
    try:
        revision, has_tables = _server_revision(engine)
        if revision is None and has_tables:
            raise StoreError(Message.of("database_foreign_tables"))
        if revision != SCHEMA_HEAD:
            mark = revision is None and populate is not None
            _upgrade(engine, None, revision, mark_first_run=mark)
        database = Database(engine, url, None, revision is None)
        if populate is not None and (database.created or first_run_unfinished(engine)):
            populate(database)
    except BaseException:
        engine.dispose()
        raise
    return database


def _refuse_a_missing_folder(path: Path) -> None:
    """A file named by --db or MORDHEIM_ROSTER_DB is made only in a folder that exists: a
    mistyped path must not quietly become a new campaign (the default file's folder is made)."""
    if not path.exists() and not path.parent.is_dir():
        raise StoreError(Message.of("database_folder_missing", folder=str(path.parent)))


def open_database(
    db: str | os.PathLike[str] | None = None, *, populate: Populate | None = None
) -> Database:
    """Open, check and if need be upgrade the database. A brand-new one gets its schema and
    then `populate`'s content (the demo campaign) before any other program can see it.

    Every failure is a StoreError whose message says what to do; a refused file is untouched.
    """
    url = resolve_url(db)
    path = sqlite_path(url)
    if path is not None and _chosen(db) is not None:
        _refuse_a_missing_folder(path)
    with database_errors():
        try:
            if path is not None:
                return _open_file(url, path, populate)
            return _open_server(url, populate)
        except OSError as exc:  # the backup or the new file could not be written
            raise translate(exc) from exc
