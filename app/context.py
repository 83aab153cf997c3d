"""Opening the program's store: the database, the rulebook, and the demo on first run."""

from __future__ import annotations

import os

from app.store.database import Database, open_database
from app.store.repository import Store
from rules import default_ruleset


def open_store(db: str | os.PathLike[str] | None = None, *, demo: bool = True) -> Store:
    """Open (and create, migrate) the database. A brand-new one gets the demo campaign, written
    with the new database before it is in place (a file) or in one transaction (a server)."""
    ruleset = default_ruleset()

    def add_demo(database: Database) -> None:
        from app.demo import create_demo_campaign

        create_demo_campaign(Store(database, ruleset))

    database = open_database(db, populate=add_demo if demo else None)
    return Store(database, ruleset)
