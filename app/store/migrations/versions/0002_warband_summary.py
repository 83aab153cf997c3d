"""the warband list's rating and members on the warband row

Revision ID: 0002
Revises: 0001

The list of a campaign read every warrior row to rate each warband; the figures now live on
the warband row, written with every change of the sheet (app.store.summary).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | Sequence[str] | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Plain ADD COLUMN, no batch copy: on SQLite a copy drops the old table, and with foreign
    # keys on that would cascade into every warrior row.
    op.add_column("warband", sa.Column("rating", sa.Integer(), nullable=False, server_default="0"))
    op.add_column("warband", sa.Column("members", sa.Integer(), nullable=False, server_default="0"))
    from app.store.migrations._frozen_summaries import fill_summaries

    fill_summaries(op.get_bind())


def downgrade() -> None:
    op.drop_column("warband", "members")
    op.drop_column("warband", "rating")
