"""The columns the league table may be sorted by, in their order on screen.

Apart from app/campaign/standings.py: the command line's parser names them at every start, and the
standings themselves (their dataclasses) are imported only when a command needs them.
"""

from __future__ import annotations

SORT_KEYS = (
    "warband",
    "player",
    "played",
    "won",
    "drawn",
    "lost",
    "rating",
    "gold",
    "shards",
    "out_of_action",
    "heroes_lost",
)

__all__ = ["SORT_KEYS"]
