"""Opening the program's store: the database, the rulebook, and the demo on first run."""

from __future__ import annotations

import os

from app.store.database import open_database
from app.store.repository import Store
from rules import default_ruleset


def open_store(db: str | os.PathLike[str] | None = None, *, demo: bool = True) -> Store:
    """Open (and create, migrate) the database. A brand-new one gets the demo campaign."""
    database = open_database(db)
    store = Store(database, default_ruleset())
    if demo and database.created and store.count() == 0:
        from app.demo import create_demo_campaign

        create_demo_campaign(store)
    return store
