"""battle log as data: each change and each die's purpose a message (code and values)

Revision ID: 0006
Revises: 0005

The log kept English sentences ("Hans: +2 experience"); it now keeps messages
(`rules.messages.Message` as `{"code": ..., "values": {...}}`) that the window, the command
line and the PDF say in the player's language. A sentence of an older version cannot be read
back into values, so it is kept as the message `text`, which shows it as it was written.
"""

import json
from collections.abc import Callable, Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | Sequence[str] | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _as_message(value: Any) -> Any:
    return {"code": "text", "values": {"text": value}} if isinstance(value, str) else value


def _as_words(value: Any) -> Any:
    """Back to the older form: a line of text (a message of another code by its code)."""
    if isinstance(value, dict):
        values = value.get("values") or {}
        if value.get("code") == "text":
            return str(values.get("text", ""))
        inner = ", ".join(f"{k} {v}" for k, v in values.items() if not isinstance(v, dict))
        return f"{value.get('code')} ({inner})" if inner else str(value.get("code"))
    return value


def _rewrite(convert: Callable[[Any], Any]) -> None:
    conn = op.get_bind()
    rows = conn.execute(sa.text("SELECT id, rolls, changes FROM battle")).fetchall()
    for row_id, rolls_json, changes_json in rows:
        rolls = json.loads(rolls_json or "[]")
        changes = json.loads(changes_json or "[]")
        for roll in rolls:
            if isinstance(roll, dict) and "purpose" in roll:
                roll["purpose"] = convert(roll["purpose"])
        conn.execute(
            sa.text("UPDATE battle SET rolls = :rolls, changes = :changes WHERE id = :id"),
            {
                "rolls": json.dumps(rolls, ensure_ascii=False),
                "changes": json.dumps([convert(c) for c in changes], ensure_ascii=False),
                "id": row_id,
            },
        )


def upgrade() -> None:
    _rewrite(_as_message)


def downgrade() -> None:
    _rewrite(_as_words)
