"""Alembic environment: runs on the connection the program hands it (see app.store.database)."""

from alembic import context
from sqlmodel import SQLModel

import app.store.schema  # noqa: F401 - registers the tables on SQLModel.metadata

config = context.config
target_metadata = SQLModel.metadata


def run_migrations() -> None:
    connection = config.attributes.get("connection")
    if connection is None:  # pragma: no cover - only the program runs migrations
        raise RuntimeError("migrations run through app.store.database.open_database")
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=True,  # SQLite alters tables by copying them
    )
    with context.begin_transaction():
        context.run_migrations()


run_migrations()
