"""a mount that fights adds 5 to the rating, the Nightmare too

Revision ID: 0011
Revises: 0010

The Cursed Cavalcade's Nightmare added nothing to the warband rating while every other mount
with an Attack on its profile (the warhorse, the Blazing Saddles mounts) adds 5. It fights too
(WS 2, A 1), so it adds 5 now (docs/rules-notes.md "Mounts"). The rating kept on each warband
row (app.store.summary) is worked out again, as 0009 and 0010 did; nothing else changes.
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0011"
down_revision: str | Sequence[str] | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    from app.store.migrations._frozen_summaries import fill_summaries

    fill_summaries(op.get_bind())


def downgrade() -> None:
    pass  # an older version writes the rating it knows at the warband's next change
