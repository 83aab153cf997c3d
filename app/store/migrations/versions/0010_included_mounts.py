"""the mount in a warrior's cost is carried as an item

Revision ID: 0010
Revises: 0009

A type may come with a mount in its cost (the Imperial Outriders' horses: `included_mount`).
Before, that horse was only words in the warband's rules; now it is an item the warrior carries,
so it counts in the rating and the armour save and can be lost after a battle. Every warrior of
such a type who rides no mount is given his (the older program never rolled for a horse it did
not know, so none of them has lost it), and every warband's rating is worked out again.
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0010"
down_revision: str | Sequence[str] | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    from app.store.migrations._frozen_summaries import fill_summaries, give_included_mounts

    connection = op.get_bind()
    give_included_mounts(connection)
    fill_summaries(connection)


def downgrade() -> None:
    pass  # an older version reads the horse as a plain item it knows
