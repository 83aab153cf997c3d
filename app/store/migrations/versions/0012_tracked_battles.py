"""a battle tracked at the table: its start and every event, one row each

Revision ID: 0012
Revises: 0011

New tables only. `tracked_battle` holds the two sides as they were at the start (JSON) and the
links to the warband, its opponent, the campaign and the match; `tracked_battle_event` one row
per action at the table, at its position (unique per battle).
"""

from collections.abc import Sequence
from datetime import datetime

import sqlalchemy as sa
from alembic import op

revision: str = "0012"
down_revision: str | Sequence[str] | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _link(name: str, target: str) -> sa.Column[int]:
    key = sa.ForeignKey(f"{target}.id", ondelete="CASCADE")
    return sa.Column(name, sa.Integer(), key, nullable=False, index=True)


def _when(name: str) -> sa.Column[datetime]:
    return sa.Column(name, sa.DateTime(timezone=True), nullable=False)


def upgrade() -> None:
    # A file whose version was set back by hand (as tests make an "older" file from a new one)
    # has the tables already: they are new here, so one that exists is this migration's own.
    if sa.inspect(op.get_bind()).has_table("tracked_battle"):
        return
    op.create_table(
        "tracked_battle",
        sa.Column("id", sa.Integer(), primary_key=True, nullable=False),
        _link("warband_id", "warband"),
        sa.Column("opponent_id", sa.Integer(), nullable=True),
        sa.Column("campaign_id", sa.Integer(), nullable=True),
        sa.Column("match_id", sa.Integer(), nullable=True),
        sa.Column("setup", sa.String(), nullable=False),
        sa.Column("status", sa.String(), nullable=False),
        _when("started_at"),
    )
    op.create_table(
        "tracked_battle_event",
        sa.Column("id", sa.Integer(), primary_key=True, nullable=False),
        _link("battle_id", "tracked_battle"),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("data", sa.String(), nullable=False),
        _when("recorded_at"),
        sa.UniqueConstraint("battle_id", "position"),
    )


def downgrade() -> None:
    op.drop_table("tracked_battle_event")
    op.drop_table("tracked_battle")
