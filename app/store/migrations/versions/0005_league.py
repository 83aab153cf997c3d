"""the campaign as a league: campaigns, players, their warbands, matches and casualties

Revision ID: 0005
Revises: 0004

New tables only: every warband and battle already stored stays as it is. A warband joins a
campaign when a player enters it; older databases start with no campaign.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | Sequence[str] | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _id() -> sa.Column[int]:
    return sa.Column("id", sa.Integer(), primary_key=True, nullable=False)


def _text(name: str) -> sa.Column[str]:
    return sa.Column(name, sa.String(), nullable=False)


def _number(name: str) -> sa.Column[int]:
    return sa.Column(name, sa.Integer(), nullable=False)


def _link(name: str, target: str, *, index: bool = True) -> sa.Column[int]:
    key = sa.ForeignKey(f"{target}.id", ondelete="CASCADE")
    return sa.Column(name, sa.Integer(), key, nullable=False, index=index)


def upgrade() -> None:
    op.create_table(
        "campaign",
        _id(),
        sa.Column("name", sa.String(), nullable=False, index=True),
        _text("started_on"),
        _text("packs"),
        _text("house_rules"),
    )
    op.create_table("player", _id(), _link("campaign_id", "campaign"), _text("name"))
    op.create_table(
        "campaign_warband",
        _id(),
        _link("campaign_id", "campaign"),
        _link("player_id", "player"),
        _link("warband_id", "warband"),
        _text("joined_on"),
        _text("retired_on"),
    )
    op.create_table(
        "match",
        _id(),
        _link("campaign_id", "campaign"),
        _text("played_on"),
        _text("scenario_id"),
        _text("notes"),
    )
    op.create_table(
        "match_side",
        _id(),
        _link("match_id", "match"),
        _link("warband_id", "warband"),
        _number("position"),
        _text("result"),
        _number("rating"),
        sa.Column("battle_id", sa.Integer(), nullable=True),
    )
    op.create_table(
        "match_casualty",
        _id(),
        _link("match_id", "match"),
        _link("by_warband_id", "warband", index=False),
        _link("against_warband_id", "warband", index=False),
        _number("out_of_action"),
        _number("heroes_killed"),
    )


def downgrade() -> None:
    for table in ("match_casualty", "match_side", "match", "campaign_warband", "player"):
        op.drop_table(table)
    op.drop_table("campaign")
