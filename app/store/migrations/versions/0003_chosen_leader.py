"""the chosen leader on the warband row

Revision ID: 0003
Revises: 0002

Some warbands let the player choose which hero leads (Lustrian Reavers), and any warband hands
command to a successor when its leader dies; the warband row names that hero ("" = the hero of
the warband's leader type, which is what every older warband means).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | Sequence[str] | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Plain ADD COLUMN, no batch copy (a copy would cascade into the warrior rows on SQLite).
    op.add_column("warband", sa.Column("leader_id", sa.String(), nullable=False, server_default=""))


def downgrade() -> None:
    op.drop_column("warband", "leader_id")
