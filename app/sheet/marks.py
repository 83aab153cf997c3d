"""The states a player must see at a glance on the sheet, decided here for every interface.

A mark is a code and its numbers: the window draws it and puts it into words (in either
language), as the CLI or the PDF could; nothing above this module decides when one applies.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from app.domain import WarbandState, Warrior, to_roster
from app.usecases.advancing import advances_owed
from rules.composition import max_size
from rules.models import Ruleset

MarkCode = Literal["advance_owed", "misses_games", "captured", "over_maximum"]
CAPTURED = "captured"  # the serious injury (61) that leaves a hero in the enemy's hands


@dataclass(frozen=True, slots=True)
class Mark:
    """`count`: the advances owed, the games to miss, or the models (warriors) there are;
    `limit`: the most there may be, for over_maximum."""

    code: MarkCode
    count: int = 0
    limit: int = 0


def warrior_marks(ruleset: Ruleset, warrior: Warrior, owed: int | None = None) -> tuple[Mark, ...]:
    """What a hero, a henchman group or a hired sword needs the player to notice. `owed`: his
    advance rolls owed, if the caller counted them already."""
    marks: list[Mark] = []
    if owed is None:
        owed = len(advances_owed(ruleset, warrior))
    if owed:
        marks.append(Mark("advance_owed", owed))
    if any(record.injury == CAPTURED for record in warrior.injuries):
        marks.append(Mark("captured"))
    if warrior.games_to_miss > 0:
        marks.append(Mark("misses_games", warrior.games_to_miss))
    group_max = ruleset.campaign.henchman_group_max
    if warrior.kind == "henchmen" and warrior.count > group_max:
        marks.append(Mark("over_maximum", warrior.count, group_max))
    return tuple(marks)


def warband_marks(ruleset: Ruleset, state: WarbandState) -> tuple[Mark, ...]:
    """The warband's own: more warriors than its maximum size (hired swords not counted)."""
    roster = to_roster(ruleset, state)
    return size_marks(roster.warrior_count, max_size(ruleset, roster))


def size_marks(size: int, limit: int) -> tuple[Mark, ...]:
    """The warband's marks for its size (members counted) against its maximum."""
    return (Mark("over_maximum", size, limit),) if size > limit else ()
