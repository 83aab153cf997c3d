"""The campaign as a league, as the use cases and the standings read it (plain values).

A campaign has players; each player plays one warband at a time in it (a retired warband stays
in the record); a match is between two or more of those warbands, each side with its result,
and the casualties each side caused to another.
"""

from __future__ import annotations

from dataclasses import dataclass

WON, LOST, DRAW = "won", "lost", "draw"


@dataclass(frozen=True, slots=True)
class CustomAward:
    """An experience award of a scenario the players made: `xp` per `per` (battle: each
    warrior who earns it once; event: as many times as reported)."""

    name: str
    xp: int
    per: str = "event"


@dataclass(frozen=True, slots=True)
class CustomScenario:
    """A scenario the players typed for their campaign: its name, players and awards (the
    awards every battle gives, surviving, the winning leader and enemies out of action, too)."""

    id: str
    name: str
    players: str = "two"  # two | multiplayer
    awards: tuple[CustomAward, ...] = ()


@dataclass(frozen=True, slots=True)
class Campaign:
    id: int
    name: str
    started_on: str  # ISO date
    packs: tuple[str, ...]  # the data packs the campaign allows
    house_rules: tuple[str, ...]  # the optional house-rule packs it plays with
    # The scenarios the scenario roll picks among ((): the rulebook's table) and its own.
    allowed_scenarios: tuple[str, ...] = ()
    custom_scenarios: tuple[CustomScenario, ...] = ()
    notes: str = ""  # the players' own notes on it

    def custom(self, scenario_id: str) -> CustomScenario | None:
        return next((s for s in self.custom_scenarios if s.id == scenario_id), None)


@dataclass(frozen=True, slots=True)
class Player:
    id: int
    name: str


@dataclass(frozen=True, slots=True)
class Entry:
    """A player's warband in the campaign."""

    id: int
    player_id: int
    warband_id: int
    joined_on: str
    retired_on: str  # "" while it plays

    @property
    def active(self) -> bool:
        return not self.retired_on


@dataclass(frozen=True, slots=True)
class Side:
    warband_id: int
    result: str  # won | lost | draw
    rating: int  # the warband's rating when the match was recorded
    battle_id: int | None  # its record in the warband's battle log, if any


@dataclass(frozen=True, slots=True)
class Casualty:
    """What the side `by` did to the side `against` in one match."""

    by: int
    against: int
    out_of_action: int
    heroes_killed: int


@dataclass(frozen=True, slots=True)
class Match:
    id: int
    played_on: str
    scenario_id: str
    notes: str
    sides: tuple[Side, ...]
    casualties: tuple[Casualty, ...]

    def side(self, warband_id: int) -> Side | None:
        return next((s for s in self.sides if s.warband_id == warband_id), None)


@dataclass(frozen=True, slots=True)
class League:
    campaign: Campaign
    players: tuple[Player, ...]
    entries: tuple[Entry, ...]
    matches: tuple[Match, ...]  # in the order they were played (date, then as recorded)

    def player(self, player_id: int) -> Player:
        return next(p for p in self.players if p.id == player_id)

    def entry_of(self, warband_id: int) -> Entry | None:
        return next((e for e in self.entries if e.warband_id == warband_id), None)
