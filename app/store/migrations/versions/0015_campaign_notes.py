"""a campaign's notes: what the players keep on it (a campaign file of another tool brings them)

Revision ID: 0015
Revises: 0014

One column, `campaign.notes`, "" for every campaign already stored.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0015"
down_revision: str | Sequence[str] | None = "0014"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # A database made by this version and stamped older (the tests of older migrations) has the
    # column already: it is new here, so one that exists is this migration's own.
    columns = {c["name"] for c in sa.inspect(op.get_bind()).get_columns("campaign")}
    if "notes" in columns:
        return
    with op.batch_alter_table("campaign") as batch:
        batch.add_column(sa.Column("notes", sa.String(), nullable=False, server_default=""))


def downgrade() -> None:
    with op.batch_alter_table("campaign") as batch:
        batch.drop_column("notes")
