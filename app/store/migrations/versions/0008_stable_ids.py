"""stable ids and histories: merging copies of a campaign kept on several computers

Revision ID: 0008
Revises: 0007

Warbands, campaigns, players, the warbands they enter and matches get a `uid` that names them
in every copy (existing rows are given one here), and `sync_history` keeps, for each uid, the
digests of what its row was at each export or merge: a merge tells from them whether a row
changed in one copy only or in both since the copies last met.
"""

import uuid
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | Sequence[str] | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TABLES = ("warband", "campaign", "player", "campaign_warband", "match")


def upgrade() -> None:
    conn = op.get_bind()
    for table in TABLES:
        # Plain ADD COLUMN, no batch copy (a copy would cascade into the child rows on SQLite).
        op.add_column(table, sa.Column("uid", sa.String(), nullable=False, server_default=""))
        ids = conn.execute(sa.text(f"SELECT id FROM {table}")).scalars().all()
        if ids:
            conn.execute(
                sa.text(f"UPDATE {table} SET uid = :uid WHERE id = :id"),
                [{"uid": uuid.uuid4().hex, "id": row_id} for row_id in ids],
            )
        op.create_index(f"ix_{table}_uid", table, ["uid"], unique=True)
    op.create_table(
        "sync_history",
        sa.Column("uid", sa.String(), primary_key=True, nullable=False),
        sa.Column("kind", sa.String(), nullable=False),
        sa.Column("history", sa.String(), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("sync_history")
    for table in reversed(TABLES):
        op.drop_index(f"ix_{table}_uid", table_name=table)
        op.drop_column(table, "uid")
