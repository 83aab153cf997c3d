"""the warband list's rating counts the mounts

Revision ID: 0009
Revises: 0008

A horse adds 3 to the warband rating and a warhorse 5 (the mounted rules, rules/mounts.py). The
rating kept on each warband row (app.store.summary) is worked out again, with the mounts its
heroes and groups ride; nothing else changes.
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0009"
down_revision: str | Sequence[str] | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    from app.store.migrations._frozen_summaries import fill_summaries

    fill_summaries(op.get_bind())


def downgrade() -> None:
    pass  # an older version writes the rating it knows at the warband's next change
