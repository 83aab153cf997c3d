"""Opening the program's store: the database, the rulebook, and the demo on first run."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from app.store.database import FIRST_RUN_UNFINISHED, Database, open_database

if TYPE_CHECKING:
    from app.store.repository import Store
    from rules.models import Lang


def open_roster_database(
    db: str | os.PathLike[str] | None = None, *, demo: bool = True, demo_lang: Lang = "en"
) -> Database:
    """Open (and create, migrate) the database. A brand-new one gets the demo campaign, written
    with the new database before it is in place (a file) or in one transaction (a server).

    The sheets' and the rules' classes are imported only to write the demo: a command that
    reads the list alone (`list`) needs neither."""

    def add_demo(database: Database) -> None:
        from app.plumbing.demo import create_demo_campaign
        from app.store.repository import Store
        from rules import default_ruleset

        store = Store(database, default_ruleset())
        with store.batch() as tx:
            # Taking the mark of an unfinished first run (a server) in the demo's own
            # transaction: two programs started after a killed first run write one demo.
            if not tx.take_setting(FIRST_RUN_UNFINISHED) and not database.created:
                return
            create_demo_campaign(store, demo_lang)

    return open_database(db, populate=add_demo if demo else None)


def open_store(
    db: str | os.PathLike[str] | None = None, *, demo: bool = True, demo_lang: Lang = "en"
) -> Store:
    """The campaign's store: the database opened as `open_roster_database` does, and the
    rulebook (loaded first: broken rules data is said before any database is touched)."""
    from app.store.repository import Store
    from rules import default_ruleset

    ruleset = default_ruleset()
    return Store(open_roster_database(db, demo=demo, demo_lang=demo_lang), ruleset)
