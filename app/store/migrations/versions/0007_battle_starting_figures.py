"""the battle log keeps the treasury and shards before each battle, and its income

Revision ID: 0007
Revises: 0006

The campaign's charts start from the warband's figures before its first battle, and show the
gold each post-battle sequence brought in (wyrdstone sold and gold found, less the hired swords'
upkeep). A record of an older version does not know them: NULL, and the charts leave them out.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | Sequence[str] | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

COLUMNS = ("treasury_before", "shards_before", "income")


def upgrade() -> None:
    # Plain ADD COLUMN (nullable, no default): no batch copy of the battle table.
    for name in COLUMNS:
        op.add_column("battle", sa.Column(name, sa.Integer(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("battle") as batch:
        for name in COLUMNS:
            batch.drop_column(name)
