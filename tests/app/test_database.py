"""Opening the database: a new file, a foreign file, a newer file, an older one to upgrade."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

import pytest
from platformdirs import user_data_dir

import app.usecases as uc
from app.plumbing.context import open_store
from app.store import database
from app.store.database import (
    APPLICATION_ID,
    ENV_VAR,
    StoreError,
    head_revision,
    open_database,
    resolve_url,
)
from app.store.repository import Store
from rules import Ruleset

TABLES = {
    "alembic_version",
    "warband",
    "warrior",
    "stash_item",
    "battle",
    "carried_item",
    "profile_change",
    "warrior_skill",
    "warrior_spell",
    "warrior_mutation",
    "warrior_injury",
    "warrior_rule",
    "warrior_advance",
}


def pragma(path: Path, name: str) -> object:
    with closing(sqlite3.connect(path)) as connection:
        return connection.execute(f"PRAGMA {name}").fetchone()[0]


def backups(folder: Path) -> list[Path]:
    return sorted(p for p in folder.glob("*.backup-*") if not p.name.endswith(("-wal", "-shm")))


def test_a_new_file_gets_the_schema_wal_and_application_id(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The default file, in a data folder not made yet (a file named by --db must be in a
    folder that exists: tests/app/test_db_paths.py)."""
    path = tmp_path / "deep" / "folder" / "new.sqlite3"
    monkeypatch.delenv("MORDHEIM_ROSTER_DB", raising=False)
    monkeypatch.setattr(database, "default_db_path", lambda: path)
    db = open_database()
    try:
        assert db.created and db.backup is None and db.path == path.resolve()
        with db.connect() as connection:
            assert connection.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
            assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
            revision = connection.exec_driver_sql("SELECT version_num FROM alembic_version")
            assert revision.scalar() == head_revision() == database.SCHEMA_HEAD
    finally:
        db.close()
    with closing(sqlite3.connect(path)) as connection:
        tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master")}
    assert tables >= TABLES
    assert pragma(path, "application_id") == APPLICATION_ID
    assert pragma(path, "journal_mode") == "wal"  # WAL is a lasting property of the file


def test_reopening_is_fine_and_writes_no_backup(tmp_path: Path, ruleset: Ruleset) -> None:
    path = tmp_path / "r.sqlite3"
    store = Store(open_database(path), ruleset)
    uc.create_warband(store, "reikland", "Kept")
    store.database.close()
    again = open_database(path)
    try:
        assert not again.created and again.backup is None
        assert [w.name for w in Store(again, ruleset).list_warbands()] == ["Kept"]
    finally:
        again.close()
    assert backups(tmp_path) == []


def test_an_empty_file_becomes_a_roster_database(tmp_path: Path) -> None:
    path = tmp_path / "empty.sqlite3"
    path.touch()
    db = open_database(path)
    db.close()
    assert db.created and pragma(path, "application_id") == APPLICATION_ID


def refused(path: Path, *words: str) -> str:
    content = path.read_bytes()
    with pytest.raises(StoreError) as caught:
        open_database(path)
    message = str(caught.value)
    for word in words:
        assert word in message, (word, message)
    assert path.read_bytes() == content, "a refused file was changed"
    assert backups(path.parent) == []
    return message


def test_a_text_file_is_refused_and_untouched(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("My shopping list\nbread\nmilk\n", encoding="utf-8")
    refused(path, "not a Mordheim Roster database", "not a SQLite file", "left untouched")


def test_a_folder_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "a-folder"
    folder.mkdir()
    with pytest.raises(StoreError, match="is a folder"):
        open_database(folder)


def test_another_programs_sqlite_file_is_refused_and_untouched(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite3"
    with closing(sqlite3.connect(path)) as connection, connection:
        connection.execute("CREATE TABLE contacts (name TEXT, phone TEXT)")
        connection.execute("INSERT INTO contacts VALUES ('Anna', '555-1234')")
    refused(path, "another program", "left untouched")


def test_a_corrupt_sqlite_file_is_refused_and_untouched(tmp_path: Path) -> None:
    path = tmp_path / "broken.sqlite3"
    path.write_bytes(b"SQLite format 3\x00" + b"\xde\xad\xbe\xef" * 300)
    refused(path, "left untouched")


def test_a_newer_schema_is_refused_and_untouched(tmp_path: Path, ruleset: Ruleset) -> None:
    path = tmp_path / "future.sqlite3"
    store = Store(open_database(path), ruleset)
    uc.create_warband(store, "reikland", "From the future")
    store.database.close()
    with closing(sqlite3.connect(path)) as connection, connection:
        connection.execute("UPDATE alembic_version SET version_num = '9999'")
    message = refused(path, "newer version", "9999", "left untouched")
    assert "update the program" in message


@pytest.mark.parametrize(
    ("url", "words"),
    [
        ("sqlite://host:port/x", "not a database URL"),
        ("nonsense://user@host/db", "cannot open the database"),
        ("postgresql+nodriver://user@host/db", "cannot open the database"),
    ],
)
def test_a_bad_url_is_refused(url: str, words: str) -> None:
    with pytest.raises(StoreError, match=words):
        open_database(url)


# --- upgrading ---------------------------------------------------------------------------------

REVISION_TEST = '''"""test-only: a column for the warband's motto

Revision ID: 9000
Revises: {head}
"""

import sqlalchemy as sa
from alembic import op

revision = "9000"
down_revision = "{head}"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("warband") as batch_op:
        batch_op.add_column(sa.Column("motto", sa.String(), nullable=False, server_default=""))


def downgrade() -> None:
    with op.batch_alter_table("warband") as batch_op:
        batch_op.drop_column("motto")
'''


def test_an_older_database_is_backed_up_then_upgraded(
    tmp_path: Path, ruleset: Ruleset, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "old.sqlite3"
    store = Store(open_database(path), ruleset)
    wid = uc.create_warband(store, "reikland", "Veterans").warband_id
    uc.hire(store, wid, "mercenary_captain", "Old Captain", equipment=["sword"])
    store.database.close()
    with closing(sqlite3.connect(path)) as connection:
        before = list(connection.iterdump())

    migrations = tmp_path / "migrations"
    shutil.copytree(database.MIGRATIONS, migrations, ignore=shutil.ignore_patterns("__pycache__"))
    head = head_revision()
    (migrations / "versions" / "9000_test_motto.py").write_text(
        REVISION_TEST.format(head=head), encoding="utf-8"
    )
    monkeypatch.setattr(database, "MIGRATIONS", migrations)
    monkeypatch.setattr(database, "SCHEMA_HEAD", "9000")
    assert head_revision() == "9000"

    upgraded = open_database(path)
    try:
        assert not upgraded.created
        backup = upgraded.backup
        assert backup is not None and backup.parent == tmp_path
        assert backup.name.startswith(f"old.sqlite3.backup-{head}-")
        with upgraded.connect() as connection:
            assert connection.exec_driver_sql(
                "SELECT version_num FROM alembic_version"
            ).scalar() == ("9000")
            row = connection.exec_driver_sql("SELECT name, motto FROM warband").one()
            assert tuple(row) == ("Veterans", "")
        store = Store(upgraded, ruleset)
        assert [w.name for w in store.load(wid).warriors] == ["Old Captain"]
    finally:
        upgraded.close()
    assert pragma(path, "application_id") == APPLICATION_ID
    assert backups(tmp_path) == [backup]

    # The backup is the database as it was: schema 0001 and the same data.
    with closing(sqlite3.connect(backup)) as connection:
        assert connection.execute("SELECT version_num FROM alembic_version").fetchone() == (head,)
        assert list(connection.iterdump()) == before
    assert pragma(backup, "application_id") == APPLICATION_ID

    # Reopening the upgraded file writes no second backup.
    open_database(path).close()
    assert backups(tmp_path) == [backup]

    # With the program's own migrations the backup still opens as it is.
    monkeypatch.setattr(database, "MIGRATIONS", Path(database.__file__).with_name("migrations"))
    monkeypatch.setattr(database, "SCHEMA_HEAD", head)
    old = open_database(backup)
    try:
        assert old.backup is None
        assert [w.name for w in Store(old, ruleset).list_warbands()] == ["Veterans"]
    finally:
        old.close()


# --- where the database lives ------------------------------------------------------------------


def test_the_environment_variable_chooses_the_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "from-env.sqlite3"
    monkeypatch.setenv(ENV_VAR, str(path))
    assert resolve_url() == f"sqlite:///{path.resolve()}"
    open_database().close()
    assert path.exists()
    # --db wins over the environment.
    other = tmp_path / "explicit.sqlite3"
    assert resolve_url(other) == f"sqlite:///{other.resolve()}"


def test_an_explicit_url_works(tmp_path: Path, ruleset: Ruleset) -> None:
    path = tmp_path / "by-url.sqlite3"
    url = f"sqlite:///{path}"
    assert resolve_url(url) == url
    db = open_database(url)
    try:
        assert db.path == path
        uc.create_warband(Store(db, ruleset), "undead", "Vampires")
    finally:
        db.close()
    assert pragma(path, "application_id") == APPLICATION_ID


def test_an_in_memory_url_works(ruleset: Ruleset) -> None:
    db = open_database("sqlite://")
    try:
        assert db.path is None and db.created
    finally:
        db.close()


def test_the_default_lies_in_the_user_data_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_VAR, raising=False)
    url = resolve_url()
    folder = Path(user_data_dir("mordheim-roster", appauthor=False)).resolve()
    assert url == f"sqlite:///{folder / 'roster.sqlite3'}"
    monkeypatch.setenv(ENV_VAR, "")  # empty means unset
    assert resolve_url() == url


def test_a_user_path_is_expanded(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    assert resolve_url("~/campaign.sqlite3") == f"sqlite:///{(tmp_path / 'campaign.sqlite3')}"


# --- what is not ours is refused and left byte-identical -------------------------------------


def test_an_empty_sqlite_database_of_another_program_is_refused_and_untouched(
    tmp_path: Path,
) -> None:
    path = tmp_path / "other-empty.sqlite3"
    with closing(sqlite3.connect(path)) as connection:
        connection.execute("PRAGMA user_version=3")  # a file with a header and no table
    assert path.stat().st_size > 0
    refused(path, "empty SQLite database of another program", "left untouched")


def test_a_sqlite_database_with_another_application_id_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "other-id.sqlite3"
    with closing(sqlite3.connect(path)) as connection:
        connection.execute("PRAGMA application_id=1234")
    refused(path, "another program", "left untouched")


def test_a_roster_file_without_its_schema_version_is_refused_untouched(
    tmp_path: Path, ruleset: Ruleset
) -> None:
    path = tmp_path / "damaged.sqlite3"
    store = Store(open_database(path), ruleset)
    uc.create_warband(store, "reikland", "Kept")
    store.database.close()
    with closing(sqlite3.connect(path)) as connection, connection:
        connection.execute("DROP TABLE alembic_version")
    refused(path, "without its schema version", "left untouched", "backup")


def test_the_schema_head_constant_is_the_newest_migration() -> None:
    assert head_revision() == database.SCHEMA_HEAD


def test_opening_a_current_database_does_not_import_alembic(tmp_path: Path) -> None:
    """Alembic is needed only to upgrade: every command would pay for importing it."""
    path = tmp_path / "current.sqlite3"
    open_database(path).close()
    script = (
        "import sys; from app.store.database import open_database; "
        f"open_database({str(path)!r}).close(); print('alembic' in sys.modules)"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "False", result.stderr


# --- the first start: a new campaign appears whole or not at all -----------------------------

HALF_DEMO = """
import sys, time
import app.plumbing.demo
from app.plumbing.context import open_store

def stop_in_the_middle(store, names):
    print("half", flush=True)
    time.sleep(60)

app.plumbing.demo._sisters = stop_in_the_middle
open_store(sys.argv[1])
"""


def demo_names() -> list[str]:
    return sorted(
        ["The Grey Wolves of Altdorf", "Clan Eshin Shadowclaws", "Sisters of the Rock",
         "The Hungry Dead of Sylvania"]
    )  # fmt: skip


def test_a_first_start_killed_in_the_middle_leaves_no_half_demo(tmp_path: Path) -> None:
    path = tmp_path / "first.sqlite3"
    child = subprocess.Popen(
        [sys.executable, "-c", HALF_DEMO, str(path)], stdout=subprocess.PIPE, text=True
    )
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "half"
    child.kill()  # SIGKILL: no clean-up of any kind
    child.wait(timeout=20)
    child.stdout.close()
    assert not path.exists()
    store = open_store(path)  # the next start makes the whole demo
    try:
        assert sorted(w.name for w in store.list_warbands()) == demo_names()
    finally:
        store.database.close()
    assert [p.name for p in tmp_path.iterdir() if ".new-" in p.name] == []


def test_a_demo_that_fails_half_way_writes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import app.plumbing.demo

    def broken(_store: Store, _names: object) -> None:
        raise RuntimeError("injected")

    monkeypatch.setattr(app.plumbing.demo, "_sisters", broken)
    path = tmp_path / "first.sqlite3"
    with pytest.raises(RuntimeError, match="injected"):
        open_store(path)
    assert list(tmp_path.iterdir()) == []


def test_a_failed_batch_writes_nothing(store: Store, warband: int, dump) -> None:
    before = dump()
    with pytest.raises(RuntimeError), store.batch():
        uc.set_treasury(store, warband, 123)
        uc.create_warband(store, "skaven", "Half")
        raise RuntimeError("injected")
    assert dump() == before
    assert store.load(warband).treasury == 500


FIRST_START = "import sys; from app.plumbing.context import open_store; open_store(sys.argv[1])"


@pytest.mark.parametrize("delay", [0.4, 0.7, 1.0, 1.3, 1.6])
def test_a_first_start_killed_at_any_moment_leaves_nothing_or_the_whole_demo(
    tmp_path: Path, delay: float
) -> None:
    import time

    path = tmp_path / "first.sqlite3"
    child = subprocess.Popen([sys.executable, "-c", FIRST_START, str(path)])
    time.sleep(delay)
    child.kill()
    child.wait(timeout=20)
    if path.exists():  # it finished before the kill: the whole demo
        store = open_store(path, demo=False)
        try:
            assert sorted(w.name for w in store.list_warbands()) == demo_names()
        finally:
            store.database.close()
    store = open_store(path)  # the next start: the whole demo, whatever the kill left
    try:
        assert sorted(w.name for w in store.list_warbands()) == demo_names()
    finally:
        store.database.close()
