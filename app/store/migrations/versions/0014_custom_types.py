"""a warband's custom warrior types: a house list's, a newer edition's, a fan warband's

Revision ID: 0014
Revises: 0013

One column, `warband.custom` (JSON, rules.custom's plain form), "" for every warband already
stored: it uses the rulebook's types only, as before.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0014"
down_revision: str | Sequence[str] | None = "0013"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # A database made by this version and stamped older (the tests of older migrations) has the
    # column already: it is new here, so one that exists is this migration's own.
    columns = {c["name"] for c in sa.inspect(op.get_bind()).get_columns("warband")}
    if "custom" in columns:
        return
    with op.batch_alter_table("warband") as batch:
        batch.add_column(sa.Column("custom", sa.String(), nullable=False, server_default=""))


def downgrade() -> None:
    with op.batch_alter_table("warband") as batch:
        batch.drop_column("custom")
