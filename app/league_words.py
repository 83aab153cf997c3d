"""The league's words on the command line, in English and Russian (the glossary's terms:
отряд, рейтинг отряда, зк, вирдстоун, вне игры). The use cases give values; words are made here.
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
from rules import Ruleset
from rules.models import Lang

WORDS: dict[str, tuple[str, str]] = {
    "made": (
        "Campaign {name} made (id {id}), starting on {day}.",
        "Кампания {name} создана (№ {id}), начало {day}.",
    ),
    "no_campaigns": (
        "No campaigns yet: make one with `mordheim-roster campaign new NAME`.",
        "Кампаний пока нет: создайте её командой `mordheim-roster campaign new ИМЯ`.",
    ),
    "campaign_line": ("{id:>3}  {name}  (from {day})", "{id:>3}  {name}  (с {day})"),
    "players": ("Players and their warbands:", "Игроки и их отряды:"),
    "no_players": ("  nobody yet", "  пока никого"),
    "entry": (
        "  {player}: {warband} (from {joined}{until})",
        "  {player}: {warband} (с {joined}{until})",
    ),
    "until": (" until {day}", " по {day}"),
    "no_warband": ("  {player}: no warband yet", "  {player}: отряда пока нет"),
    "packs": ("Packs allowed: {packs}", "Разрешённые дополнения: {packs}"),
    "all_packs": ("all", "все"),
    "timeline": ("Timeline:", "Хроника:"),
    "player_added": ("{name} plays in {campaign}.", "{name} играет в кампании {campaign}."),
    "entered": (
        "{warband} plays in {campaign} for {player}.",
        "{warband} играет в кампании {campaign} за игрока {player}.",
    ),
    "retired": ("{warband} retired on {day}.", "{warband} уходит из кампании {day}."),
    "match_added": (
        "Match {id} of {day} recorded: {result}.",
        "Бой {id} от {day} записан: {result}.",
    ),
    "match_removed": ("Match {id} removed.", "Бой {id} удалён."),
    "linked": (
        "Match {id} linked to battle {battle} of the battle log.",
        "Бой {id} связан с записью {battle} журнала битв.",
    ),
    "unlinked": (
        "Match {id} no longer linked to the battle log.",
        "Бой {id} больше не связан с журналом битв.",
    ),
    "won_by": ("{warband} won", "победил отряд {warband}"),
    "draw": ("a draw", "ничья"),
    "ev_joined": (
        "{day}  {warband} joins the campaign",
        "{day}  отряд {warband} вступает в кампанию",
    ),
    "ev_retired": ("{day}  {warband} retires", "{day}  отряд {warband} уходит из кампании"),
    "ev_match": ("{day}  match {id}: {sides}; {result}", "{day}  бой {id}: {sides}; {result}"),
    "ev_death": ("{day}    {warrior} of {warband} is dead", "{day}    {warrior} ({warband}) погиб"),
    "ev_capture": (
        "{day}    {warrior} of {warband} is captured",
        "{day}    {warrior} ({warband}) взят в плен",
    ),
    "ev_find": ("{day}    {warband} finds {find}", "{day}    отряд {warband} находит: {find}"),
    "h2h": (
        "{first} against {second}: {played} played, {first_won} won by {first}, "
        "{second_won} by {second}, {drawn} drawn, {neither} won by others; out of action: "
        "{first_took_out} by {first}, {second_took_out} by {second}",
        "{first} против {second}: боёв {played}, побед {first}: {first_won}, {second}: "
        "{second_won}, ничьих {drawn}, побед других отрядов {neither}; вне игры: "
        "{first_took_out} от {first}, {second_took_out} от {second}",
    ),
}

# The league table's columns: (title, width) in each language.
COLUMNS: tuple[tuple[str, str, str, int], ...] = (
    ("warband", "Warband", "Отряд", 24),
    ("player", "Player", "Игрок", 12),
    ("played", "P", "Б", 3),
    ("won", "W", "В", 3),
    ("drawn", "D", "Н", 3),
    ("lost", "L", "П", 3),
    ("rating", "Rating", "Рейтинг", 7),
    ("gold", "Gold", "зк", 5),
    ("shards", "Shards", "Вирд.", 6),
    ("out_of_action", "OOA", "Вне игры", 8),
    ("heroes_lost", "Heroes lost", "Героев потеряно", 15),
)
LEGEND = (
    "P played, W won, D drawn, L lost, OOA enemies taken out of action; (r) retired",
    "Б боёв, В побед, Н ничьих, П поражений, вне игры: врагов выведено из боя; (у) ушёл",
)


def say(key: str, lang: Lang, **values: object) -> str:
    en, ru = WORDS[key]
    return (ru if lang == "ru" else en).format(**values)


def standings_table(table: Sequence[Standing], lang: Lang) -> list[str]:
    ru = lang == "ru"
    head = ["  #"] + [
        (r if ru else e).ljust(w) if key in ("warband", "player") else (r if ru else e).rjust(w)
        for key, e, r, w in COLUMNS
    ]
    lines = [" ".join(head)]
    retired = " (у)" if ru else " (r)"
    for n, s in enumerate(table, 1):
        cells = [f"{n:>3}"]
        for key, _e, _r, width in COLUMNS:
            value = getattr(s, key)
            if key == "warband":
                value = (value[: width - len(retired)] + retired) if s.retired else value
                cells.append(str(value)[:width].ljust(width))
            elif key == "player":
                cells.append(str(value)[:width].ljust(width))
            else:
                cells.append(str(value).rjust(width))
        lines.append(" ".join(cells))
    lines.append(LEGEND[1 if ru else 0])
    return lines


def result_words(winner: int | None, names: Mapping[int, str], lang: Lang) -> str:
    return say("draw", lang) if winner is None else say("won_by", lang, warband=names[winner])


def event_line(ruleset: Ruleset, event: Event, names: Mapping[int, str], lang: Lang) -> str:
    warband = names.get(event.warband_id or 0, "?")
    if event.kind == MATCH:
        sides = " - ".join(names.get(w, "?") for w in event.values["sides"])
        result = result_words(event.values["winner"], names, lang)
        return say("ev_match", lang, day=event.day, id=event.match_id, sides=sides, result=result)
    key = {JOINED: "ev_joined", RETIRED: "ev_retired", DEATH: "ev_death",
           CAPTURE: "ev_capture", RARE_FIND: "ev_find"}[event.kind]  # fmt: skip
    values = dict(event.values)
    if "find" in values:
        values["find"] = find_name(ruleset, str(values["find"]), lang)
    return say(key, lang, day=event.day, warband=warband, **values)


def head_to_head_line(record: HeadToHead, names: Mapping[int, str], lang: Lang) -> str:
    return say(
        "h2h", lang, first=names[record.first], second=names[record.second],
        played=record.played, first_won=record.first_won, second_won=record.second_won,
        drawn=record.drawn, neither=record.neither, first_took_out=record.first_took_out,
        second_took_out=record.second_took_out,
    )  # fmt: skip
