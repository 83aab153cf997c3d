"""The league's words on the command line: the catalogue's `league.*` entries
(resources/locale; the glossary's terms: отряд, рейтинг отряда, зк, вирдстоун, вне игры). The use
cases give values; words are made here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from app.campaign.standings import HeadToHead, Standing
from app.campaign.timeline import (
    CAPTURE,
    DEATH,
    JOINED,
    MATCH,
    RARE_FIND,
    RETIRED,
    Event,
    find_name,
)
from rules import Ruleset, catalogue
from rules.models import Lang

# The league table's columns: (key, width); their titles are `league.column.<key>`.
COLUMNS: tuple[tuple[str, int], ...] = (
    ("warband", 24),
    ("player", 12),
    ("played", 3),
    ("won", 3),
    ("drawn", 3),
    ("lost", 3),
    ("rating", 7),
    ("gold", 5),
    ("shards", 6),
    ("out_of_action", 8),
    ("heroes_lost", 15),
)


def say(key: str, lang: Lang, **values: object) -> str:
    return catalogue.say(f"league.{key}", lang, **values)


def column_title(key: str, lang: str) -> str:
    """The title of the league table's column `key`."""
    return catalogue.say(f"league.column.{key}", lang)


def legend(lang: str) -> str:
    """The league table's legend: what its short titles mean."""
    return catalogue.say("league.legend", lang)


def standings_table(table: Sequence[Standing], lang: Lang) -> list[str]:
    head = ["  #"] + [
        column_title(key, lang).ljust(w)
        if key in ("warband", "player")
        else column_title(key, lang).rjust(w)
        for key, w in COLUMNS
    ]
    lines = [" ".join(head)]
    retired = say("retired_mark", lang)
    for n, s in enumerate(table, 1):
        cells = [f"{n:>3}"]
        for key, width in COLUMNS:
            value = getattr(s, key)
            if key == "warband":
                value = (value[: width - len(retired)] + retired) if s.retired else value
                cells.append(str(value)[:width].ljust(width))
            elif key == "player":
                cells.append(str(value)[:width].ljust(width))
            else:
                cells.append(str(value).rjust(width))
        lines.append(" ".join(cells))
    lines.append(legend(lang))
    return lines


def result_words(winner: int | None, names: Mapping[int, str], lang: Lang) -> str:
    return say("draw", lang) if winner is None else say("won_by", lang, warband=names[winner])


# The catalogue entry that says each kind of event but a match.
_EVENT_WORDS = {
    JOINED: "ev_joined",
    RETIRED: "ev_retired",
    DEATH: "ev_death",
    CAPTURE: "ev_capture",
    RARE_FIND: "ev_find",
}


def event_line(ruleset: Ruleset, event: Event, names: Mapping[int, str], lang: Lang) -> str:
    warband = names.get(event.warband_id or 0, "?")
    if event.kind == MATCH:
        sides = " - ".join(names.get(w, "?") for w in event.values["sides"])
        result = result_words(event.values["winner"], names, lang)
        return say("ev_match", lang, day=event.day, id=event.match_id, sides=sides, result=result)
    key = _EVENT_WORDS[event.kind]
    values = dict(event.values)
    if "find" in values:
        values["find"] = find_name(ruleset, str(values["find"]), lang)
    return say(key, lang, day=event.day, warband=warband, **values)


def head_to_head_line(record: HeadToHead, names: Mapping[int, str], lang: Lang) -> str:
    return say(
        "h2h",
        lang,
        first=names[record.first],
        second=names[record.second],
        played=record.played,
        first_won=record.first_won,
        second_won=record.second_won,
        drawn=record.drawn,
        neither=record.neither,
        first_took_out=record.first_took_out,
        second_took_out=record.second_took_out,
    )
