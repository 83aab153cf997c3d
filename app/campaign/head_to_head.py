"""Head to head: how each warband of a campaign fared against each other one.

Of every match, each pair of its sides counts once: a side that won against a side that lost
is a win for the one and a loss for the other; two sides that both drew, a draw. Two sides of
a multiplayer game that both lost (or both won) met without a result between them.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from itertools import permutations

from app.campaign.league import League


@dataclass(frozen=True, slots=True)
class Record:
    """One warband's results against one opponent."""

    opponent_id: int
    won: int
    drawn: int
    lost: int


_OUTCOME = {("won", "lost"): 0, ("draw", "draw"): 1, ("lost", "won"): 2}


def head_to_head(league: League) -> dict[int, list[Record]]:
    """Each warband's records against the warbands it met, the most met first."""
    counts: dict[int, dict[int, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0, 0]))
    for match in league.matches:
        for side, other in permutations(match.sides, 2):
            outcome = _OUTCOME.get((side.result, other.result))
            if outcome is not None and side.warband_id != other.warband_id:
                counts[side.warband_id][other.warband_id][outcome] += 1
    return {
        warband: sorted(
            (Record(opponent, *figures) for opponent, figures in met.items()),
            key=lambda r: (-(r.won + r.drawn + r.lost), r.opponent_id),
        )
        for warband, met in counts.items()
    }


__all__ = ["Record", "head_to_head"]
