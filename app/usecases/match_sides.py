"""The post-battle sequence started from a match: each side runs its own (now, or later when
that player is at the keyboard), and its record in the battle log is linked to the match.

`side_preset` gives what the sequence starts from: the match's scenario and date, this side's
result, and the opponent taken from the campaign: the strongest other side, with the rating
the match recorded for it (the underdog's bonus is worked out from it, whether the opponent
ran his own sequence before or not). `pending_sides` lists the sides still to run theirs.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.campaign.league import League
from app.store import league as rows
from app.store.repository import Store
from app.usecases.core import RefusedError
from app.usecases.league import load_league
from app.usecases.matches import _match
from rules.messages import Message


@dataclass(frozen=True)
class SidePreset:
    """What one side's post-battle sequence starts from."""

    campaign_id: int
    match_id: int
    warband_id: int
    scenario_id: str  # "" = not recorded: the player chooses or rolls it
    played_on: str
    result: str  # won | lost | draw
    opponent_id: int
    opponent: str
    opponent_type: str
    opponent_rating: int  # as the match recorded it
    enemies_out_of_action: int  # models this side took out of action (the match's casualties)


def pending_sides(league: League) -> list[tuple[int, int]]:
    """(match id, warband id) of every side with no battle log record linked yet, in the
    order the matches were played."""
    return [(m.id, s.warband_id) for m in league.matches for s in m.sides if s.battle_id is None]


def side_preset(store: Store, campaign_id: int, match_id: int, warband_id: int) -> SidePreset:
    league = load_league(store, campaign_id)
    match = _match(league, match_id)
    side = match.side(warband_id)
    if side is None:
        raise RefusedError(
            Message.of("warband_not_in_match", warband_id=warband_id, match_id=match_id)
        )
    others = [s for s in match.sides if s.warband_id != warband_id]
    strongest = max(others, key=lambda s: s.rating)  # a match has two sides or more
    figures = store.read(lambda conn: rows.warband_figures(conn, [strongest.warband_id]))
    name, type_id = figures[strongest.warband_id][:2] if figures else ("?", "")
    took = sum(c.out_of_action for c in match.casualties if c.by == warband_id)
    return SidePreset(
        campaign_id,
        match_id,
        warband_id,
        match.scenario_id,
        match.played_on,
        side.result,
        strongest.warband_id,
        str(name),
        str(type_id),
        strongest.rating,
        took,
    )
