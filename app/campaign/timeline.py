"""The campaign's timeline: every match, warbands joining and retiring, and the notable events
of each side's battle log record (a hero dead or captured, a rare find while exploring).

An event is a kind and values (ids, dates, names the players gave); the interface and the
command line make the words. The battle log keeps each change either as a line of text (older
records) or as a message with a code and values: both are read.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from app.campaign.league import League, Match
from app.campaign.standings import match_winner
from rules import Ruleset
from rules.models import Lang

JOINED, MATCH, DEATH, CAPTURE, RARE_FIND, RETIRED = (
    "joined",
    "match",
    "death",
    "capture",
    "rare_find",
    "retired",
)
_ORDER = {JOINED: 0, MATCH: 1, DEATH: 2, CAPTURE: 2, RARE_FIND: 2, RETIRED: 3}
NOTABLE_INJURIES = {"dead": DEATH, "captured": CAPTURE}


@dataclass(frozen=True, slots=True)
class Event:
    day: str
    kind: str
    warband_id: int | None = None
    match_id: int | None = None
    values: Mapping[str, Any] = field(default_factory=dict)


# An older record's injury line: "Hans: 11: Dead", "Hans: 41: Captured", nested after "->".
_INJURY_LINE = re.compile(r"^(?P<warrior>.+?): (?P<results>\d+: .*)$")
_RESULT = re.compile(r"(?:^|-> |; )\d+: (?P<name>[^(;]+?)(?= \(|;|$| ->)")
_EXPLORATION_LINE = re.compile(r"^Exploration: .* -> \d+ shard\(s\), (?P<multiple>.+)$")


def _from_text(ruleset: Ruleset, line: str) -> list[tuple[str, dict[str, Any]]]:
    found = _EXPLORATION_LINE.match(line)
    if found:
        by_name = {m.name.en: m.id for m in ruleset.campaign.exploration.multiples}
        return [(RARE_FIND, {"find": by_name.get(found["multiple"], found["multiple"])})]
    injury = _INJURY_LINE.match(line)
    if injury is None:
        return []
    by_name = {r.name.en: r.id for r in ruleset.hero_injuries}
    out = []
    for result in _RESULT.finditer(injury["results"]):
        kind = NOTABLE_INJURIES.get(by_name.get(result["name"].strip(), ""))
        if kind:
            out.append((kind, {"warrior": injury["warrior"]}))
    return out


def _from_message(message: Mapping[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    values = message.get("values")
    if not isinstance(values, Mapping):
        return []
    if str(message.get("code", "")) == "text":
        return []
    out = []
    for key in ("injury", "sub_injury"):
        kind = NOTABLE_INJURIES.get(str(values.get(key, "")))
        if kind:
            out.append((kind, {"warrior": str(values.get("warrior", ""))}))
    if values.get("multiple"):
        out.append((RARE_FIND, {"find": str(values["multiple"])}))
    return out


def find_name(ruleset: Ruleset, find: str, lang: Lang) -> str:
    """A rare find (an exploration multiple's id) in the player's language."""
    for multiple in ruleset.campaign.exploration.multiples:
        if multiple.id == find:
            return multiple.name.get(lang)
    return find


def notable(ruleset: Ruleset, change: Any) -> list[tuple[str, dict[str, Any]]]:
    """The notable events one change of a battle record tells of (kind, values)."""
    if isinstance(change, str):
        return _from_text(ruleset, change)
    if isinstance(change, Mapping):
        if change.get("code") == "text":
            return _from_text(ruleset, str((change.get("values") or {}).get("text", "")))
        return _from_message(change)
    return []


def _match_event(match: Match) -> Event:
    values = {
        "sides": tuple(s.warband_id for s in match.sides),
        "winner": match_winner(match),
        "scenario": match.scenario_id,
    }
    return Event(match.played_on, MATCH, None, match.id, values)


def timeline(
    ruleset: Ruleset, league: League, battle_changes: Mapping[int, Sequence[Any]]
) -> list[Event]:
    """Every event of the campaign in the order it happened. `battle_changes`: the changes of
    each battle log record a side of a match links to, by battle id."""
    events = [Event(e.joined_on, JOINED, e.warband_id) for e in league.entries]
    events += [Event(e.retired_on, RETIRED, e.warband_id) for e in league.entries if e.retired_on]
    for match in league.matches:
        events.append(_match_event(match))
        for side in match.sides:
            changes = battle_changes.get(side.battle_id, ()) if side.battle_id else ()
            for change in changes:
                for kind, values in notable(ruleset, change):
                    events.append(Event(match.played_on, kind, side.warband_id, match.id, values))
    position = {m.id: n for n, m in enumerate(league.matches)}

    def order(e: Event) -> tuple[str, int, int, int]:
        phase = 0 if e.kind == JOINED else 2 if e.kind == RETIRED else 1
        return (e.day, phase, position.get(e.match_id or -1, -1), _ORDER[e.kind])

    return sorted(events, key=order)
