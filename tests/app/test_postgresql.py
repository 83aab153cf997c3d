"""The store on PostgreSQL (a club's shared campaign), when a server is given.

The use-case modules run on both backends (marked `backends`); these tests are PostgreSQL's own:
a whole campaign through `open_store`, and a row locked by another program.
`.ci/run` starts a server with `.ci/start-postgresql`; elsewhere set
MORDHEIM_ROSTER_TEST_DATABASE_URL (e.g. postgresql+psycopg://roster@127.0.0.1:54329/roster).
"""

import pytest

from app import usecases as uc
from app.plumbing.context import open_store
from app.store import database
from app.store.errors import DatabaseBusyError
from app.usecases.post_battle import post_battle
from app.usecases.transfer import export_warband, import_warband
from rules.dice import RandomDice
from rules.post_battle import BattleReport

pytestmark = pytest.mark.backends("postgresql")


@pytest.fixture
def url(database_url: str) -> str:
    return database_url


def test_campaign_round_trip_on_postgresql(url: str) -> None:
    store = open_store(url)
    try:
        wid = uc.create_warband(store, "witch_hunters", "Templars of the Test").warband_id
        uc.hire(store, wid, "witch_hunter_captain", "Gottfried", equipment=["dagger", "sword"])
        hired = uc.hire(store, wid, "zealots", "Zealots", count=3, equipment=["dagger"])
        group = hired.details.warrior_id
        uc.record_experience(store, wid, group, 2)
        before = export_warband(store, wid)
        change = post_battle(store, wid, BattleReport("skirmish", "won", 300), RandomDice(11))
        assert len(store.battles(wid)) == 1
        undone = uc.undo(store, change)
        assert export_warband(store, wid) == before and store.battles(wid) == []
        uc.redo(store, undone)
        post_battle(store, wid, BattleReport("skirmish", "lost", 300), RandomDice(12))
        assert len(store.battles(wid)) == 2
        copy = import_warband(store, export_warband(store, wid), name="Templars (copy)")
        assert len(store.battles(copy.warband_id)) == 2
        names = {s.name for s in store.list_warbands()}
        assert {"Templars of the Test", "Templars (copy)"} <= names
    finally:
        store.database.close()


def test_a_row_locked_by_another_program_is_reported_as_busy(
    url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from sqlalchemy import create_engine

    monkeypatch.setattr(database, "BUSY_TIMEOUT_MS", 300)
    store = open_store(url, demo=False)
    other = create_engine(url)
    try:
        wid = uc.create_warband(store, "reikland", "Locked").warband_id
        with other.begin() as connection:
            connection.exec_driver_sql(f"SELECT * FROM warband WHERE id = {wid} FOR UPDATE")
            with pytest.raises(DatabaseBusyError, match="open in another program"):
                uc.set_treasury(store, wid, 1)
        assert store.load(wid).treasury == 500
    finally:
        other.dispose()
        store.database.close()


def test_the_urls_own_options_reach_the_server_with_the_lock_timeout(url: str) -> None:
    """A club's URL may choose its schema (`?options=-csearch_path%3Dclub`): the store's own
    lock timeout is added to the URL's options, not put in their place."""
    from sqlalchemy import create_engine
    from sqlalchemy.engine import make_url

    engine = create_engine(url)
    try:
        with engine.begin() as connection:
            connection.exec_driver_sql("DROP SCHEMA IF EXISTS club_options CASCADE")
            connection.exec_driver_sql("CREATE SCHEMA club_options")
    finally:
        engine.dispose()
    parsed = make_url(url)
    club = parsed.set(query={**parsed.query, "options": "-csearch_path=club_options"})
    store = open_store(club.render_as_string(hide_password=False), demo=False)
    try:
        with store.database.engine.connect() as connection:
            schema = connection.exec_driver_sql("SELECT current_schema()").scalar()
            timeout = connection.exec_driver_sql(
                "SELECT setting FROM pg_settings WHERE name = 'lock_timeout'"
            ).scalar()  # in milliseconds
            tables = connection.exec_driver_sql(
                "SELECT count(*) FROM pg_tables WHERE schemaname = 'club_options'"
            ).scalar()
        assert schema == "club_options" and tables
        assert timeout == str(database.BUSY_TIMEOUT_MS)
    finally:
        store.database.close()
