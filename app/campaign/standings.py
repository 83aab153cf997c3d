"""The league table, the head-to-head record of two warbands, and the campaign's timeline.

Worked out from the campaign's rows (`app.campaign.league.League`) and the warbands' own figures
(the rating, treasury and shards kept on the warband row): no sheet is loaded, so the standings of a
long campaign refresh in a few milliseconds. Values only; words are made at the edge.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from app.campaign.league import DRAW, LOST, WON, League, Match
from app.campaign.standings_columns import (
    SORT_KEYS as SORT_KEYS,  # re-exported: the table sorts by them
)
from app.plumbing.refusal import Refusal
from rules.messages import Message


@dataclass(frozen=True, slots=True)
class Figures:
    """A warband's own figures, as the warband row keeps them."""

    name: str
    type_id: str
    rating: int
    gold: int
    shards: int
    deleted: bool = False


@dataclass(frozen=True, slots=True)
class Standing:
    """A line of the league table."""

    warband_id: int
    warband: str
    type_id: str
    player: str
    retired: bool
    played: int
    won: int
    drawn: int
    lost: int
    rating: int
    gold: int
    shards: int
    out_of_action: int  # enemies this warband took out of action
    heroes_lost: int  # its own heroes killed


# The columns the table may be sorted by (app/campaign/standings_columns.py); the default order:
# most wins, then draws, the fewest losses, the most enemies taken out of action, the highest
# rating, then by name.


def _default_order(s: Standing) -> tuple[object, ...]:
    return (-s.won, -s.drawn, s.lost, -s.out_of_action, -s.rating, s.warband.casefold())


def standings(league: League, figures: Mapping[int, Figures]) -> list[Standing]:
    """Every warband that played in the campaign or plays in it, the best first."""
    tally = {e.warband_id: [0, 0, 0, 0, 0, 0] for e in league.entries}
    column = {WON: 1, DRAW: 2, LOST: 3}
    for match in league.matches:
        for side in match.sides:
            counts = tally.setdefault(side.warband_id, [0, 0, 0, 0, 0, 0])
            counts[0] += 1
            counts[column[side.result]] += 1
        for c in match.casualties:
            tally.setdefault(c.by, [0, 0, 0, 0, 0, 0])[4] += c.out_of_action
            tally.setdefault(c.against, [0, 0, 0, 0, 0, 0])[5] += c.heroes_killed
    players = {p.id: p.name for p in league.players}
    table = []
    for warband_id, (played, won, drawn, lost, ooa, heroes) in tally.items():
        entry = league.entry_of(warband_id)
        own = figures.get(warband_id, Figures("?", "", 0, 0, 0, True))
        table.append(
            Standing(
                warband_id,
                own.name,
                own.type_id,
                players.get(entry.player_id, "") if entry else "",
                entry is None or not entry.active or own.deleted,
                played,
                won,
                drawn,
                lost,
                own.rating,
                own.gold,
                own.shards,
                ooa,
                heroes,
            )
        )
    return sorted(table, key=_default_order)


class StandingsError(Refusal, ValueError):
    """A table or a record that cannot be worked out as asked (a column that is not there, a
    warband against itself)."""


def sort_standings(table: Iterable[Standing], key: str, *, descending: bool) -> list[Standing]:
    """The table sorted by one column (ties keep the league order)."""
    if key not in SORT_KEYS:
        raise StandingsError(Message.of("no_standings_column", key=key, keys=", ".join(SORT_KEYS)))
    ranked = sorted(table, key=_default_order)

    def value(s: Standing) -> Any:
        found = getattr(s, key)
        return found.casefold() if isinstance(found, str) else found

    return sorted(ranked, key=value, reverse=descending)


@dataclass(frozen=True, slots=True)
class HeadToHead:
    """Two warbands' record against each other (multiplayer matches count when both played)."""

    first: int
    second: int
    played: int
    first_won: int
    second_won: int
    drawn: int
    neither: int  # a third warband won
    first_took_out: int  # models of the second the first took out of action
    second_took_out: int
    matches: tuple[int, ...]  # match ids, in the order played


def head_to_head(league: League, first: int, second: int) -> HeadToHead:
    if first == second:
        raise StandingsError(Message.of("head_to_head_needs_two"))
    together = [m for m in league.matches if m.side(first) and m.side(second)]
    counts = {WON: 0, LOST: 0, DRAW: 0}
    neither = 0
    for m in together:
        a, b = m.side(first), m.side(second)
        assert a is not None and b is not None
        if a.result == LOST and b.result == LOST:
            neither += 1
        else:
            counts[a.result] += 1
    took = {first: 0, second: 0}
    for m in together:
        for c in m.casualties:
            if {c.by, c.against} == {first, second}:
                took[c.by] += c.out_of_action
    return HeadToHead(
        first,
        second,
        len(together),
        counts[WON],
        counts[LOST],
        counts[DRAW],
        neither,
        took[first],
        took[second],
        tuple(m.id for m in together),
    )


def match_winner(match: Match) -> int | None:
    return next((s.warband_id for s in match.sides if s.result == WON), None)
