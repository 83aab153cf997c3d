"""a campaign's scenarios: those its scenario roll picks among, and the players' own

Revision ID: 0013
Revises: 0012

One column, `campaign.scenarios` (JSON), "{}" for every campaign already stored: it plays the
rulebook's scenarios and has none of its own, as before.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0013"
down_revision: str | Sequence[str] | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # A database made by this version and stamped older (the tests of older migrations) has the
    # column already: it is new here, so one that exists is this migration's own.
    columns = {c["name"] for c in sa.inspect(op.get_bind()).get_columns("campaign")}
    if "scenarios" in columns:
        return
    with op.batch_alter_table("campaign") as batch:
        batch.add_column(sa.Column("scenarios", sa.String(), nullable=False, server_default="{}"))


def downgrade() -> None:
    with op.batch_alter_table("campaign") as batch:
        batch.drop_column("scenarios")
