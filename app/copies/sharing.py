"""A copy of the campaign as a file, to send to another player and merge into his copy.

Format `mordheim-roster-copy`, version 1 (docs/exchange-format.md):

    {"format": "mordheim-roster-copy", "version": 1,
     "units": [{"kind": "warband"|"campaign"|"player"|"entry"|"match", "uid": "...",
                "history": ["<digest>", ...], "content": {...} or null}]}

Every row is named by its stable id, and points at others by theirs: a warband's content is
its exchange document (app.exports.exchange) and whether it is in the bin; a match names its sides'
warbands and each side's battle by its place in that warband's battle log. Reading is strict:
a malformed or hostile file gives an `ExchangeError` that says where and what, and nothing is
written.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from datetime import date
from typing import Any

from app.campaign.league import DRAW, LOST, WON
from app.copies.merging import DELETABLE, KINDS, MAX_HISTORY, TOMBSTONE, Unit, sealed
from app.domain import WarbandState
from app.exports.exchange import FORMAT as WARBAND_FORMAT
from app.exports.exchange import (
    MAX_BYTES,
    ExchangeError,
    _battle,
    _Checker,
    _escape_invisible,
    state_from_dict,
    state_to_dict,
)
from rules import Ruleset
from rules.messages import Message, message_of
from rules.text import shorten

FORMAT = "mordheim-roster-copy"
VERSION = 1
MAX_COPY_BYTES = 20 * MAX_BYTES  # a club's whole book: hundreds of warbands
MAX_UNITS = 20_000
MAX_SIDES = 16
MAX_CASUALTY = 99
_UID = re.compile(r"[A-Za-z0-9_-]{1,64}")
_DIGEST = re.compile(r"[0-9a-f]{20}|-")


def warband_content(state: WarbandState, battles: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """A warband's portable content: its sheet, its battle log (no database ids), the bin."""
    log = [{k: v for k, v in b.items() if k != "id"} for b in battles]
    return {"warband": state_to_dict(state), "battles": log, "deleted": state.deleted}


def document(units: Iterable[Unit]) -> str:
    data = {
        "format": FORMAT,
        "version": VERSION,
        "units": [
            {"kind": u.kind, "uid": u.uid, "history": list(u.history), "content": u.content}
            for u in units
        ],
    }
    return _escape_invisible(json.dumps(data, ensure_ascii=False, indent=1))


# --- reading ---------------------------------------------------------------------------------


def read_copy(ruleset: Ruleset, text: str | bytes) -> list[Unit]:
    """The units of a copy file, each checked; their digests worked out from their content
    (a file edited by hand counts as a change made in that copy)."""
    if len(text) > MAX_COPY_BYTES:
        raise ExchangeError(Message.of("file_too_large", value=MAX_COPY_BYTES // 1_000_000))
    try:
        data = json.loads(text)
    except RecursionError:
        raise ExchangeError(Message.of("copy_too_deep")) from None
    except ValueError as exc:
        raise ExchangeError(Message.of("file_bad_json", error=message_of(exc))) from None
    c = _Checker(ruleset)
    kind = data.get("format") if isinstance(data, dict) else None
    if kind == WARBAND_FORMAT:
        raise ExchangeError(Message.of("copy_is_warband_file"))
    if kind != FORMAT:
        raise ExchangeError(Message.of("copy_not_ours", kind=shorten(kind)))
    data = c.obj(data, "file", {"format", "version", "units"}, {"format", "version", "units"})
    version = data["version"]
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise ExchangeError(Message.of("file_bad_version", version=shorten(version)))
    if version > VERSION:
        raise ExchangeError(Message.of("copy_newer_version", version=version, supported=VERSION))
    items = data["units"]
    if not isinstance(items, list) or len(items) > MAX_UNITS:
        raise ExchangeError(Message.of("copy_units_not_list", limit=MAX_UNITS))
    units = [_unit(c, item, f"file.units[{n}]") for n, item in enumerate(items)]
    uids = [u.uid for u in units]
    if len(set(uids)) != len(uids):
        raise ExchangeError(Message.of("copy_duplicate_id"))
    return units


def _unit(c: _Checker, value: Any, path: str) -> Unit:
    data = c.obj(value, path, {"kind", "uid", "history", "content"}, {"kind", "uid", "history"})
    kind = data["kind"]
    if kind not in KINDS:
        raise ExchangeError(
            Message.of("copy_bad_kind", path=path, kind=shorten(kind), kinds=", ".join(KINDS))
        )
    uid = _uid(data["uid"], f"{path}.uid")
    history = data["history"]
    if not isinstance(history, list) or not 1 <= len(history) <= MAX_HISTORY:
        raise ExchangeError(Message.of("copy_bad_history", path=path, limit=MAX_HISTORY))
    for n, digest in enumerate(history):
        if not isinstance(digest, str) or not _DIGEST.fullmatch(digest):
            raise ExchangeError(
                Message.of("copy_bad_digest", path=path, n=n, digest=shorten(digest))
            )
    raw = data.get("content")
    if raw is None and kind not in DELETABLE:  # the program never deletes one
        raise ExchangeError(Message.of(f"copy_deletes_{kind}", path=path, id=uid[:8]))
    content = None if raw is None else _READERS[kind](c, raw, f"{path}.content")
    if content is None and history[-1] != TOMBSTONE:
        history = [*history, TOMBSTONE]
    return sealed(kind, uid, history, content)


def _uid(value: Any, path: str) -> str:
    if not isinstance(value, str) or not _UID.fullmatch(value):
        raise ExchangeError(Message.of("copy_bad_id", path=path, value=shorten(value)))
    return value


def _day(c: _Checker, value: Any, path: str, *, empty: bool = False) -> str:
    text = c.text(value, path)
    if empty and not text:
        return ""
    try:
        return date.fromisoformat(text).isoformat()
    except ValueError:
        raise ExchangeError(Message.of("copy_bad_date", path=path, text=shorten(text))) from None


def _warband(c: _Checker, value: Any, path: str) -> dict[str, Any]:
    data = c.obj(value, path, {"warband", "battles", "deleted"}, {"warband"})
    state = state_from_dict(c.ruleset, data["warband"], f"{path}.warband")
    battles = [
        _battle(c, b, f"{path}.battles[{n}]")
        for n, b in enumerate(c.items(data.get("battles", []), f"{path}.battles"))
    ]
    deleted = data.get("deleted", False)
    if not isinstance(deleted, bool):
        raise ExchangeError(Message.of("copy_bad_deleted", path=path))
    state.deleted = deleted
    return warband_content(state, battles)


def _campaign(c: _Checker, value: Any, path: str) -> dict[str, Any]:
    keys = {"name", "started_on", "packs", "house_rules", "scenarios", "notes"}
    data = c.obj(value, path, keys, {"name", "started_on"})
    scenarios = _campaign_scenarios(c, data.get("scenarios", {}), f"{path}.scenarios")
    name = c.name(data["name"], f"{path}.name")
    started_on = _day(c, data["started_on"], f"{path}.started_on")
    packs = c.ids(data.get("packs", []), f"{path}.packs", c.ruleset.packs, "pack")
    given = data.get("house_rules", [])
    house_rules = c.ids(given, f"{path}.house_rules", c.ruleset.house_rules, "pack")
    notes = c.text(data.get("notes", ""), f"{path}.notes")
    return (
        ({"scenarios": scenarios} if scenarios else {})
        | ({"notes": notes} if notes else {})
        | {
            "name": name,
            "started_on": started_on,
            "packs": sorted(set(packs)),
            "house_rules": list(dict.fromkeys(house_rules)),
        }
    )


def _campaign_scenarios(c: _Checker, value: Any, path: str) -> dict[str, Any]:
    """A campaign's scenarios: those it allows and its own (name, players, awards)."""
    data = c.obj(value, path, {"allowed", "custom"}, set())
    custom = [
        _custom_scenario(c, item, f"{path}.custom[{n}]")
        for n, item in enumerate(c.items(data.get("custom", []), f"{path}.custom"))
    ]
    known = {*c.ruleset.scenarios, *(s["id"] for s in custom)}
    allowed = c.ids(data.get("allowed", []), f"{path}.allowed", known, "scenario")
    return ({"allowed": allowed} if allowed else {}) | ({"custom": custom} if custom else {})


def _custom_scenario(c: _Checker, value: Any, path: str) -> dict[str, Any]:
    own = c.obj(value, path, {"id", "name", "players", "awards"}, {"id", "name", "players"})
    awards = []
    for m, award in enumerate(c.items(own.get("awards", []), f"{path}.awards")):
        where = f"{path}.awards[{m}]"
        a = c.obj(award, where, {"name", "xp", "per"}, {"name", "xp", "per"})
        awards.append(
            {
                "name": c.name(a["name"], f"{where}.name"),
                "xp": c.integer(a["xp"], f"{where}.xp", 1, 10),
                "per": c.ids([a["per"]], f"{where}.per", {"battle", "event"}, "per")[0],
            }
        )
    players = c.ids([own["players"]], f"{path}.players", {"two", "multiplayer"}, "players")
    return {
        "id": c.text(own["id"], f"{path}.id", allow_empty=False),
        "name": c.name(own["name"], f"{path}.name"),
        "players": players[0],
        "awards": awards,
    }


def _player(c: _Checker, value: Any, path: str) -> dict[str, Any]:
    data = c.obj(value, path, {"campaign", "name"}, {"campaign", "name"})
    return {
        "campaign": _uid(data["campaign"], f"{path}.campaign"),
        "name": c.name(data["name"], f"{path}.name"),
    }


def _entry(c: _Checker, value: Any, path: str) -> dict[str, Any]:
    keys = {"campaign", "player", "warband", "joined_on", "retired_on"}
    data = c.obj(value, path, keys, keys)
    content: dict[str, Any] = {k: _uid(data[k], f"{path}.{k}") for k in ("campaign", "player")}
    content["warband"] = _uid(data["warband"], f"{path}.warband")
    content["joined_on"] = _day(c, data["joined_on"], f"{path}.joined_on")
    content["retired_on"] = _day(c, data["retired_on"], f"{path}.retired_on", empty=True)
    return content


def _match(c: _Checker, value: Any, path: str) -> dict[str, Any]:
    keys = {"campaign", "played_on", "scenario", "notes", "sides", "casualties"}
    data = c.obj(value, path, keys, {"campaign", "played_on", "sides"})
    scenario = c.text(data.get("scenario", ""), f"{path}.scenario")
    if scenario and scenario not in c.ruleset.scenarios:
        raise ExchangeError(
            Message.of("copy_unknown_scenario", path=path, scenario=shorten(scenario))
        )
    sides = c.items(data["sides"], f"{path}.sides")
    if len(sides) > MAX_SIDES:  # fewer than two: a side's warband was deleted for good
        raise ExchangeError(Message.of("copy_bad_sides", path=path, limit=MAX_SIDES))
    return {
        "campaign": _uid(data["campaign"], f"{path}.campaign"),
        "played_on": _day(c, data["played_on"], f"{path}.played_on"),
        "scenario": scenario,
        "notes": c.text(data.get("notes", ""), f"{path}.notes"),
        "sides": [_side(c, s, f"{path}.sides[{n}]") for n, s in enumerate(sides)],
        "casualties": [
            _casualty(c, k, f"{path}.casualties[{n}]")
            for n, k in enumerate(c.items(data.get("casualties", []), f"{path}.casualties"))
        ],
    }


def _side(c: _Checker, value: Any, path: str) -> dict[str, Any]:
    data = c.obj(value, path, {"warband", "result", "rating", "battle"}, {"warband", "result"})
    if data["result"] not in (WON, LOST, DRAW):
        raise ExchangeError(
            Message.of("copy_bad_result", path=path, result=shorten(data["result"]))
        )
    battle = data.get("battle")
    return {
        "warband": _uid(data["warband"], f"{path}.warband"),
        "result": data["result"],
        "rating": c.integer(data.get("rating", 0), f"{path}.rating", 0, 100_000),
        "battle": None if battle is None else c.integer(battle, f"{path}.battle", 0, 100_000),
    }


def _casualty(c: _Checker, value: Any, path: str) -> dict[str, Any]:
    keys = {"by", "against", "out_of_action", "heroes_killed"}
    data = c.obj(value, path, keys, {"by", "against"})
    out = c.integer(data.get("out_of_action", 0), f"{path}.out_of_action", 0, MAX_CASUALTY)
    killed = c.integer(data.get("heroes_killed", 0), f"{path}.heroes_killed", 0, out)
    return {
        "by": _uid(data["by"], f"{path}.by"),
        "against": _uid(data["against"], f"{path}.against"),
        "out_of_action": out,
        "heroes_killed": killed,
    }


_READERS = {
    "warband": _warband,
    "campaign": _campaign,
    "player": _player,
    "entry": _entry,
    "match": _match,
}
