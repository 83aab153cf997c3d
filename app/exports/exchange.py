"""Warbands as JSON: the exchange format, also used for undo snapshots.

Format `mordheim-roster-warband`, version 2 (documented in docs/exchange-format.md):

    {"format": "mordheim-roster-warband", "version": 2,
     "warband": {"name", "type", "treasury", "shards", "notes", "house_rules", "stash", "leader",
                 "warriors": [{"id", "kind", "type", "name", "count", "experience",
                               "profile_changes", "equipment", "skills", "spells", "mutations",
                               "injuries", "rules_gained", "advances", "extra_skill_lists",
                               "promoted_from", "experience_floor", "extra_advances",
                               "games_to_miss", "notes"}]},
     "battles": [...]}

Reading is strict: a malformed or hostile file gives an `ExchangeError` that says where and
what is wrong, and nothing is written.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import asdict
from typing import Any

from app.domain import (
    WARRIOR_KINDS,
    AdvanceRecord,
    GainedRule,
    InjuryRecord,
    ProfileChange,
    SpellKnown,
    WarbandState,
    Warrior,
    base_profile,
)
from app.plumbing.refusal import Refusal
from rules import CHARACTERISTICS, Ruleset
from rules.custom import (
    GENERAL_SKILL_LISTS,
    MAX_SIZE,
    ROLES,
    CustomRules,
    CustomType,
    is_custom_warband,
    learn,
    learnable,
    own_copy,
    to_plain,
    valid_type_id,
)
from rules.messages import Message, message_of
from rules.models import Profile
from rules.mounts import kit_at_hire
from rules.text import TextError, brief_list, clean_name, clean_text, shorten

FORMAT = "mordheim-roster-warband"
VERSION = 2
#: The first version that writes the mount in a warrior's cost (`included_mount`, the Imperial
#: Outriders' horses) as an item of his kit. An older file never held it, so it cannot tell a
#: horse lost after a battle: each rider of such a file who rides no mount is given his.
MOUNTS_AS_ITEMS = 2
MAX_BYTES = 5_000_000
MAX_TEXT = 10_000
MAX_NAME = 100
MAX_LIST = 2_000


class ExchangeError(Refusal, ValueError):
    """A warband file that cannot be read; the message says where and what is wrong."""


def warrior_to_dict(warrior: Warrior) -> dict[str, Any]:
    data = asdict(warrior)
    data["type"] = data.pop("type_id")
    return data


def state_to_dict(state: WarbandState) -> dict[str, Any]:
    return {
        "name": state.name,
        "type": state.type_id,
        "treasury": state.treasury,
        "shards": state.shards,
        "notes": state.notes,
        "house_rules": list(state.house_rules),
        "stash": list(state.stash),
        "warriors": [warrior_to_dict(w) for w in state.warriors],
        # Only when chosen: a file without it reads in every version of the program.
        **({"leader": state.leader_id} if state.leader_id else {}),
        # Only when it has any (rules.custom): older digests and files stay as they were.
        **({"custom": to_plain(state.custom)} if state.custom.types else {}),
    }


def export_document(
    state: WarbandState, battles: list[dict[str, Any]] | None = None
) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "warband": state_to_dict(state),
        "battles": battles or [],
    }


def dumps(state: WarbandState, battles: list[dict[str, Any]] | None = None) -> str:
    text = json.dumps(export_document(state, battles), ensure_ascii=False, indent=2)
    return _escape_invisible(text)


def _escape_invisible(text: str) -> str:
    """Escape what JSON leaves raw but a terminal acts on (DEL, C1 controls such as CSI,
    format characters): the same document, safe to print (`export-json` to the terminal)."""
    if text.isascii() and "\x7f" not in text:
        return text
    return "".join(
        json.dumps(char)[1:-1]  # \\uXXXX, a surrogate pair above the BMP
        if unicodedata.category(char) in ("Cc", "Cf") and char not in "\n"
        else char
        for char in text
    )


class _Checker:
    """Strict field access with a path for every error."""

    def __init__(self, ruleset: Ruleset) -> None:
        self.ruleset = ruleset

    def obj(self, value: Any, path: str, keys: set[str], required: set[str]) -> Mapping[str, Any]:
        if not isinstance(value, Mapping):
            raise ExchangeError(
                Message.of("file_expected_object", path=path, got=type(value).__name__)
            )
        unknown = set(value) - keys
        if unknown:
            names = brief_list(sorted(map(str, unknown)))
            raise ExchangeError(
                Message.of("file_unknown_fields", path=path, count=len(unknown), names=names)
            )
        missing = required - set(value)
        if missing:
            raise ExchangeError(
                Message.of("file_missing_fields", path=path, missing=brief_list(sorted(missing)))
            )
        return value

    def text(self, value: Any, path: str, *, allow_empty: bool = True) -> str:
        if not isinstance(value, str):
            raise ExchangeError(
                Message.of("file_expected_text", path=path, got=type(value).__name__)
            )
        if len(value) > MAX_TEXT:
            raise ExchangeError(Message.of("file_text_too_long", path=path, limit=MAX_TEXT))
        # Control and invisible characters are dropped, as when a player types the text.
        cleaned = clean_text(value, limit=MAX_TEXT)
        if not allow_empty and not cleaned.strip():
            raise ExchangeError(Message.of("file_empty_text", path=path))
        return cleaned

    def name(self, value: Any, path: str) -> str:
        """A name as the program keeps them (rules.text.clean_name): 1 to 100 characters."""
        try:
            return clean_name(self.text(value, path), "warband or warrior", limit=MAX_NAME)
        except TextError as exc:
            raise ExchangeError(
                Message.of("file_refused", path=path, error=message_of(exc))
            ) from None

    def integer(self, value: Any, path: str, low: int, high: int) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise ExchangeError(Message.of("file_expected_number", path=path, value=shorten(value)))
        if not low <= value <= high:
            raise ExchangeError(
                Message.of(
                    "file_number_out_of_range", path=path, value=shorten(value), low=low, high=high
                )
            )
        return value

    def items(self, value: Any, path: str) -> list[Any]:
        if not isinstance(value, list):
            raise ExchangeError(
                Message.of("file_expected_list", path=path, got=type(value).__name__)
            )
        if len(value) > MAX_LIST:
            raise ExchangeError(Message.of("file_list_too_long", path=path, limit=MAX_LIST))
        return value

    def ids(
        self, value: Any, path: str, known: Mapping[str, Any] | set[str], what: str
    ) -> list[str]:
        out = []
        for n, item in enumerate(self.items(value, path)):
            text = self.text(item, f"{path}[{n}]")
            if text not in known:
                raise ExchangeError(
                    Message.of("file_unknown_entry", path=path, n=n, what=what, text=shorten(text))
                )
            out.append(text)
        return out


_WARRIOR_KEYS = {
    "id",
    "kind",
    "type",
    "name",
    "count",
    "experience",
    "profile_changes",
    "equipment",
    "skills",
    "spells",
    "mutations",
    "injuries",
    "rules_gained",
    "advances",
    "extra_skill_lists",
    "promoted_from",
    "experience_floor",
    "extra_advances",
    "games_to_miss",
    "notes",
}


def _warrior(c: _Checker, value: Any, path: str, warband_id: str) -> Warrior:
    ruleset = c.ruleset
    data = c.obj(value, path, _WARRIOR_KEYS, {"kind", "type", "name"})
    kind = data["kind"]
    if kind not in WARRIOR_KINDS:
        raise ExchangeError(
            Message.of(
                "file_bad_kind",
                path=path,
                kind=shorten(kind),
                kinds=", ".join(WARRIOR_KINDS),
            )
        )
    type_id = c.text(data["type"], f"{path}.type")
    _check_type(ruleset, kind, type_id, f"{path}.type", warband_id)
    warrior = Warrior(kind=kind, type_id=type_id, name=c.name(data["name"], f"{path}.name"))
    if "id" in data:
        warrior.id = c.text(data["id"], f"{path}.id", allow_empty=False)[:64]
    _read_numbers(c, data, path, warrior)
    warrior.notes = c.text(data.get("notes", ""), f"{path}.notes")
    warrior.profile_changes = _profile_changes(c, data.get("profile_changes", []), path)
    warrior.equipment = c.ids(data.get("equipment", []), f"{path}.equipment", ruleset.items, "item")
    warrior.skills = c.ids(data.get("skills", []), f"{path}.skills", ruleset.skills, "skill")
    warrior.spells = _spells(c, data.get("spells", []), path)
    mutations = {m.id for w in ruleset.warbands.values() for m in w.mutations}
    warrior.mutations = c.ids(data.get("mutations", []), f"{path}.mutations", mutations, "mutation")
    warrior.injuries = _injuries(c, data.get("injuries", []), path)
    warrior.rules_gained = _rules_gained(c, data.get("rules_gained", []), path)
    warrior.advances = _advances(c, data.get("advances", []), path)
    warrior.extra_skill_lists = c.ids(
        data.get("extra_skill_lists", []),
        f"{path}.extra_skill_lists",
        ruleset.skill_lists,
        "skill list",
    )
    promoted = data.get("promoted_from")
    warrior.promoted_from = None if promoted is None else c.text(promoted, f"{path}.promoted_from")
    base = base_profile(ruleset, warrior)
    for key, value in warrior.profile(base):
        if not 0 <= value <= max(10, base[key]):  # a hawk flies M12
            raise ExchangeError(
                Message.of("file_profile_out_of_range", path=path, key=key, value=value)
            )
    return warrior


def _check_type(ruleset: Ruleset, kind: str, type_id: str, where: str, warband_id: str) -> None:
    """A hired sword of the rules, or a warrior type of this very warband."""
    if kind == "hired_sword":
        if type_id not in ruleset.hired_swords:
            raise ExchangeError(
                Message.of("file_unknown_hired_sword", where=where, type_id=shorten(type_id))
            )
        return
    try:
        warrior_type = ruleset.warrior_type(type_id)
    except KeyError:
        raise ExchangeError(
            Message.of("file_unknown_warrior_type", where=where, type_id=shorten(type_id))
        ) from None
    if warrior_type.warband != warband_id:
        raise ExchangeError(
            Message.of(
                "file_type_of_other_warband",
                where=where,
                type_id=shorten(type_id),
                warband_id=warband_id,
            )
        )


def _read_numbers(c: _Checker, data: Mapping[str, Any], path: str, warrior: Warrior) -> None:
    """The warrior's counts and experience, each within what a sheet can hold."""
    warrior.count = c.integer(
        data.get("count", 1), f"{path}.count", 1, 99 if warrior.kind == "henchmen" else 1
    )
    warrior.experience = c.integer(data.get("experience", 0), f"{path}.experience", 0, 999)
    warrior.games_to_miss = c.integer(data.get("games_to_miss", 0), f"{path}.games_to_miss", 0, 99)
    warrior.experience_floor = c.integer(
        data.get("experience_floor", 0), f"{path}.experience_floor", 0, 999
    )
    warrior.extra_advances = c.integer(
        data.get("extra_advances", 0), f"{path}.extra_advances", 0, 9
    )


def _profile_changes(c: _Checker, value: Any, path: str) -> list[ProfileChange]:
    changes = []
    for n, change in enumerate(c.items(value, f"{path}.profile_changes")):
        where = f"{path}.profile_changes[{n}]"
        change = c.obj(
            change, where, {"characteristic", "delta", "reason"}, {"characteristic", "delta"}
        )
        key = change["characteristic"]
        if key not in CHARACTERISTICS:
            raise ExchangeError(
                Message.of(
                    "file_bad_characteristic",
                    where=where,
                    key=shorten(key),
                    characteristics=" ".join(CHARACTERISTICS),
                )
            )
        changes.append(
            ProfileChange(
                key,
                c.integer(change["delta"], f"{where}.delta", -10, 10),
                c.text(change.get("reason", "manual"), f"{where}.reason"),
            )
        )
    return changes


def _spells(c: _Checker, value: Any, path: str) -> list[SpellKnown]:
    spell_keys = {spell.key for spell in c.ruleset.spells}
    spells = []
    for n, spell in enumerate(c.items(value, f"{path}.spells")):
        where = f"{path}.spells[{n}]"
        spell = c.obj(spell, where, {"spell", "difficulty_reduction"}, {"spell"})
        key = c.text(spell["spell"], f"{where}.spell")
        if key not in spell_keys:
            raise ExchangeError(Message.of("file_unknown_spell", where=where, key=shorten(key)))
        reduction = spell.get("difficulty_reduction", 0)
        spells.append(SpellKnown(key, c.integer(reduction, f"{where}.difficulty_reduction", 0, 10)))
    return spells


def _injuries(c: _Checker, value: Any, path: str) -> list[InjuryRecord]:
    table = c.ruleset.hero_injuries
    injury_ids = {r.id for r in table} | {s.id for r in table for s in r.sub_roll}
    injuries = []
    for n, injury in enumerate(c.items(value, f"{path}.injuries")):
        where = f"{path}.injuries[{n}]"
        injury = c.obj(injury, where, {"injury", "detail"}, {"injury"})
        injury_id = c.text(injury["injury"], f"{where}.injury")
        if injury_id not in injury_ids:
            raise ExchangeError(
                Message.of("file_unknown_injury", where=where, injury_id=shorten(injury_id))
            )
        injuries.append(
            InjuryRecord(injury_id, c.text(injury.get("detail", ""), f"{where}.detail"))
        )
    return injuries


def _rules_gained(c: _Checker, value: Any, path: str) -> list[GainedRule]:
    rules = []
    for n, gained in enumerate(c.items(value, f"{path}.rules_gained")):
        where = f"{path}.rules_gained[{n}]"
        gained = c.obj(gained, where, {"rule", "source", "detail"}, {"rule"})
        rule = c.text(gained["rule"], f"{where}.rule")
        if rule not in c.ruleset.special_rules:
            raise ExchangeError(Message.of("file_unknown_rule", where=where, rule=shorten(rule)))
        rules.append(
            GainedRule(
                rule,
                c.text(gained.get("source", "injury"), f"{where}.source"),
                c.text(gained.get("detail", ""), f"{where}.detail"),
            )
        )
    return rules


def _advances(c: _Checker, value: Any, path: str) -> list[AdvanceRecord]:
    advances = []
    for n, advance in enumerate(c.items(value, f"{path}.advances")):
        where = f"{path}.advances[{n}]"
        advance = c.obj(
            advance, where, {"threshold", "kind", "result", "dice"}, {"threshold", "kind"}
        )
        dice = [
            c.integer(d, f"{where}.dice[{i}]", 1, 6)
            for i, d in enumerate(c.items(advance.get("dice", []), f"{where}.dice"))
        ]
        advances.append(
            AdvanceRecord(
                c.integer(advance["threshold"], f"{where}.threshold", 0, 999),
                c.text(advance["kind"], f"{where}.kind"),
                c.text(advance.get("result", ""), f"{where}.result"),
                dice,
            )
        )
    return advances


_WARBAND_KEYS = {
    "name",
    "type",
    "treasury",
    "shards",
    "notes",
    "house_rules",
    "stash",
    "warriors",
    "leader",
    "custom",
}
_CUSTOM_TYPE_KEYS = {
    *("id", "name", "role", "profile", "cost", "items", "skill_lists", "large", "profile_known")
}


def _custom(c: _Checker, value: Any, path: str, type_id: str) -> CustomRules:
    """The warband's custom definitions (rules.custom), each checked as strictly as a warrior."""
    data = c.obj(value, path, {"types", "warband"}, {"types"})
    name, size = "", MAX_SIZE
    if "warband" in data:
        own = c.obj(data["warband"], f"{path}.warband", {"name", "max_size"}, {"name"})
        name = c.name(own["name"], f"{path}.warband.name")
        size = c.integer(own.get("max_size", MAX_SIZE), f"{path}.warband.max_size", 1, MAX_LIST)
    types = []
    for n, entry in enumerate(c.items(data["types"], f"{path}.types")):
        types.append(_custom_type(c, entry, f"{path}.types[{n}]", type_id))
    if is_custom_warband(type_id) and not name:
        raise ExchangeError(Message.of("file_custom_warband_unnamed", path=path))
    return CustomRules(tuple(types), name, size)


def _custom_type(c: _Checker, value: Any, path: str, warband_id: str) -> CustomType:
    data = c.obj(value, path, _CUSTOM_TYPE_KEYS, {"id", "name", "role", "profile"})
    type_id = c.text(data["id"], f"{path}.id")
    if not valid_type_id(type_id) or type_id.partition(".")[0] != warband_id:
        raise ExchangeError(Message.of("file_bad_custom_type", path=path, type_id=shorten(type_id)))
    role = next((r for r in ROLES if r == data["role"]), None)
    if role is None:
        raise ExchangeError(
            Message.of("file_bad_custom_role", path=path, role=shorten(data["role"]))
        )
    profile = c.obj(data["profile"], f"{path}.profile", set(CHARACTERISTICS), set(CHARACTERISTICS))
    values = {k: c.integer(profile[k], f"{path}.profile.{k}", 0, 10) for k in CHARACTERISTICS}
    items = c.ids(data.get("items", []), f"{path}.items", c.ruleset.items, "item")
    lists = c.ids(
        data.get("skill_lists", []), f"{path}.skill_lists", c.ruleset.skill_lists, "skill list"
    )
    return CustomType(
        id=type_id,
        name=c.name(data["name"], f"{path}.name"),
        role=role,
        profile=Profile.from_mapping(values),
        cost=c.integer(data.get("cost", 0), f"{path}.cost", 0, 100_000),
        items=tuple(items),
        skill_lists=tuple(lists) if "skill_lists" in data else GENERAL_SKILL_LISTS,
        large=_flag(data.get("large", False), f"{path}.large"),
        profile_known=_flag(data.get("profile_known", True), f"{path}.profile_known"),
    )


def _flag(value: Any, path: str) -> bool:
    if not isinstance(value, bool):
        raise ExchangeError(Message.of("file_expected_flag", path=path, value=shorten(value)))
    return value


def _learnt(ruleset: Ruleset, type_id: str, custom: CustomRules) -> Ruleset:
    """The ruleset that knows the file's custom types: the store's own learns them (a copy of
    the shared rulebook when it is that)."""
    if not custom.types and not custom.warband_name:
        return ruleset
    rules = ruleset if learnable(ruleset) else own_copy(ruleset)
    learn(rules, type_id, custom)
    return rules


def state_from_dict(ruleset: Ruleset, value: Any, path: str = "warband") -> WarbandState:
    c = _Checker(ruleset)
    data = c.obj(value, path, _WARBAND_KEYS, {"name", "type"})
    type_id = c.text(data["type"], f"{path}.type")
    custom = _custom(c, data["custom"], f"{path}.custom", type_id) if "custom" in data else None
    if custom is not None:
        ruleset = _learnt(ruleset, type_id, custom)
        c = _Checker(ruleset)
    if type_id not in ruleset.warbands:  # one line: the 50-odd known types are not listed
        raise ExchangeError(
            Message.of("file_unknown_warband_type", path=path, type_id=shorten(type_id))
        )
    state = WarbandState(name=c.name(data["name"], f"{path}.name"), type_id=type_id)
    state.custom = custom or state.custom
    state.treasury = c.integer(data.get("treasury", 0), f"{path}.treasury", 0, 10_000_000)
    state.shards = c.integer(data.get("shards", 0), f"{path}.shards", 0, 100_000)
    state.notes = c.text(data.get("notes", ""), f"{path}.notes")
    state.house_rules = c.ids(
        data.get("house_rules", []), f"{path}.house_rules", ruleset.house_rules, "rules pack"
    )
    state.stash = c.ids(data.get("stash", []), f"{path}.stash", ruleset.items, "item")
    seen: set[str] = set()
    for n, warrior in enumerate(c.items(data.get("warriors", []), f"{path}.warriors")):
        parsed = _warrior(c, warrior, f"{path}.warriors[{n}]", type_id)
        if parsed.id in seen:
            raise ExchangeError(
                Message.of("file_duplicate_warrior_id", path=path, n=n, parsed=shorten(parsed.id))
            )
        seen.add(parsed.id)
        state.warriors.append(parsed)
    if "leader" in data:
        state.leader_id = c.text(data["leader"], f"{path}.leader")[:64]  # as warrior ids
        if state.leader_id and state.leader_id not in {w.id for w in state.heroes}:
            raise ExchangeError(
                Message.of("file_leader_not_hero", path=path, leader_id=shorten(state.leader_id))
            )
    return state


def loads(ruleset: Ruleset, text: str | bytes) -> tuple[WarbandState, list[dict[str, Any]]]:
    """Parse an exported warband. Returns the warband and its battle log entries."""
    if len(text) > MAX_BYTES:
        raise ExchangeError(Message.of("file_too_large_warband", value=MAX_BYTES // 1_000_000))
    try:
        document = json.loads(text)
    except RecursionError:
        raise ExchangeError(Message.of("file_too_deep")) from None
    except ValueError as exc:  # bad JSON, bad UTF-8, a number of thousands of digits
        raise ExchangeError(Message.of("file_bad_json", error=message_of(exc))) from None
    c = _Checker(ruleset)
    document = c.obj(
        document,
        "file",
        {"format", "version", "warband", "battles"},
        {"format", "version", "warband"},
    )
    if document["format"] != FORMAT:
        raise ExchangeError(Message.of("file_not_ours", document=shorten(document["format"])))
    version = document["version"]
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise ExchangeError(Message.of("file_bad_version", version=shorten(version)))
    if version > VERSION:
        raise ExchangeError(Message.of("file_newer_version", version=version, supported=VERSION))
    state = state_from_dict(ruleset, document["warband"])
    if version < MOUNTS_AS_ITEMS:
        give_included_mounts(ruleset, state)
    battles = [
        _battle(c, battle, f"file.battles[{n}]")
        for n, battle in enumerate(c.items(document.get("battles", []), "file.battles"))
    ]
    return state, battles


def give_included_mounts(ruleset: Ruleset, state: WarbandState) -> None:
    """Each warrior whose type comes with a mount in its cost rides it, unless he rides another
    (the warhorse that upgrades it): as hired (`rules.mounts.kit_at_hire`)."""
    for warrior in state.warriors:
        if warrior.kind == "hired_sword":
            continue
        warrior_type = ruleset.warrior_type(warrior.type_id)
        if warrior_type.included_mount is not None:
            warrior.equipment = kit_at_hire(ruleset, warrior_type, warrior.equipment)


_BATTLE_TEXT = ("date", "scenario", "opponent", "opponent_type", "result")
_BATTLE_NUMBERS = (
    "opponent_rating",
    "rating_before",
    "rating_after",
    "treasury_after",
    "shards_after",
)
# Written since schema 0007 (the figures before the battle, its income); older files lack them.
_BATTLE_OPTIONAL = ("treasury_before", "shards_before", "income")


def _battle(c: _Checker, value: Any, path: str) -> dict[str, Any]:
    keys = {*_BATTLE_TEXT, *_BATTLE_NUMBERS, *_BATTLE_OPTIONAL, "rolls", "changes"}
    data = c.obj(value, path, keys, set())
    battle: dict[str, Any] = {}
    for key in _BATTLE_TEXT:
        battle[key] = c.text(data.get(key, ""), f"{path}.{key}")
    for key in _BATTLE_NUMBERS:
        battle[key] = c.integer(data.get(key, 0), f"{path}.{key}", 0, 10_000_000)
    for key in _BATTLE_OPTIONAL:
        if data.get(key) is not None:
            low = -10_000_000 if key == "income" else 0  # upkeep may exceed the gold found
            battle[key] = c.integer(data[key], f"{path}.{key}", low, 10_000_000)
    rolls = []
    for n, roll in enumerate(c.items(data.get("rolls", []), f"{path}.rolls")):
        where = f"{path}.rolls[{n}]"
        roll = c.obj(roll, where, {"sides", "value", "purpose"}, {"sides", "value"})
        sides = c.integer(roll["sides"], f"{where}.sides", 2, 100)
        rolls.append(
            {
                "sides": sides,
                "value": c.integer(roll["value"], f"{where}.value", 1, sides),
                "purpose": _message(c, roll.get("purpose", ""), f"{where}.purpose"),
            }
        )
    battle["rolls"] = rolls
    battle["changes"] = [
        _message(c, change, f"{path}.changes[{n}]")
        for n, change in enumerate(c.items(data.get("changes", []), f"{path}.changes"))
    ]
    return battle


MAX_MESSAGE_VALUES = 20
_MESSAGE_CODE = re.compile(r"[a-z][a-z0-9_]{0,59}")


def _message(c: _Checker, value: Any, path: str, depth: int = 0) -> dict[str, Any]:
    """A battle log's message (rules.messages): `{"code", "values"}`, or a line of text (a file
    of an older version), kept as the message that shows the text as it is."""
    if isinstance(value, str):
        return Message.text(c.text(value, path)).to_data()
    data = c.obj(value, path, {"code", "values"}, {"code"})
    code = c.text(data["code"], f"{path}.code")
    if not _MESSAGE_CODE.fullmatch(code):
        raise ExchangeError(Message.of("file_bad_message_code", path=path, code_text=code[:40]))
    values = data.get("values", {})
    if not isinstance(values, Mapping) or len(values) > MAX_MESSAGE_VALUES:
        raise ExchangeError(Message.of("file_too_many_values", path=path, limit=MAX_MESSAGE_VALUES))
    out: dict[str, Any] = {}
    for key, item in values.items():
        where = f"{path}.values.{str(key)[:40]}"
        if not _MESSAGE_CODE.fullmatch(str(key)):
            raise ExchangeError(Message.of("file_bad_value_name", where=where))
        if isinstance(item, Mapping) and depth < 3:
            out[key] = _message(c, item, where, depth + 1)
        elif isinstance(item, int) and not isinstance(item, bool):
            out[key] = c.integer(item, where, -10_000_000, 10_000_000)
        else:
            out[key] = c.text(item, where)
    return {"code": code, "values": out}
