"""A warband as Mordheim Roster Builder's own save (hmVBfv/Mordheim-Roster-Builder), the file
its Import reads (`importText` of its `js/app.js`), so a player can hand his warband to a friend
on that builder.

The save is the shape our importer reads (app/importers/roster_builder.py): `{wb, subtype,
name, models, hired, dp, leaderUid, stash, goldNow}`. An item goes into a model's `eq` under the
name its unit's list shows it by (app/exports/roster_builder_lists.py), else into `rare` with
its price, under the tool's name or ours. What the tool cannot hold (notes, house rules, the
battle log, advances owed, an injury or profile change it has no entry for) is listed as not
carried, never dropped in silence.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from typing import Any

from app.domain import WarbandState, Warrior
from app.exports.roster_builder_lists import DRAMATIS, LISTS, UNIT_LISTS
from app.importers.roster_builder_names import (
    HIRED,
    INJURIES,
    ITEMS,
    MUTATIONS,
    UNITS,
    WARBANDS,
)
from app.plumbing.refusal import Refusal
from app.usecases.advancing import advances_owed
from app.words import say_data
from rules import CHARACTERISTICS, Ruleset
from rules.catalogue import say
from rules.messages import Message
from rules.models import Lang, Text

TOOL = "Mordheim Roster Builder"
FORMAT = "roster-builder"
_FREE = " (1. gratis)"
#: A brace is bought in the tool as a second single pistol (its BRACE_PLURAL).
_BRACES = {
    "brace_of_pistols": "pistol",
    "brace_of_duelling_pistols": "duelling_pistol",
    "brace_of_warplock_pistols": "warplock_pistol",
}


class RosterBuilderExportError(Refusal, ValueError):
    """A warband the tool has no type for; the message says which and what to do."""


@dataclass(frozen=True)
class Left:
    """A thing of the warband the tool's save cannot hold: its kind, its name, whose."""

    kind: str
    name: str = ""
    warrior: str = ""


@dataclass(frozen=True)
class Save:
    document: dict[str, Any]
    left: tuple[Left, ...]

    def text(self) -> str:
        return json.dumps(self.document, ensure_ascii=False, indent=2)


def _first(table: dict[str, str]) -> dict[str, str]:
    """A name table turned round: each of our ids to the first of the tool's names for it."""
    out: dict[str, str] = {}
    for theirs, ours in table.items():
        out.setdefault(ours, theirs)
    return out


_WARBANDS = _first(WARBANDS)
_HIRED = _first(HIRED)
_INJURIES = _first(INJURIES)
_ITEMS = _first(ITEMS)
_MUTATIONS = _first(MUTATIONS)


def to_save(
    ruleset: Ruleset, state: WarbandState, battles: list[dict[str, Any]] | None = None
) -> Save:
    """The warband as the tool's save, and what it could not carry."""
    key = _WARBANDS.get(state.type_id)
    if key is None:
        warband = ruleset.warbands.get(state.type_id)
        raise RosterBuilderExportError(
            Message.of(
                "roster_builder_no_type",
                warband=warband.name if warband else Text(state.type_id, state.type_id),
            )
        )
    wb, _, subtype = key.partition("/")
    left: list[Left] = []
    if state.notes.strip():
        left.append(Left("warband_notes"))
    if state.house_rules:
        left.append(Left("house_rules"))
    log = battles if battles is not None else state.battles
    if log:
        left.append(Left("battle_log", str(len(log))))
    models: list[dict[str, Any]] = []
    hired: list[dict[str, Any]] = []
    dramatis: list[dict[str, Any]] = []
    uids: dict[str, int] = {}
    for warrior in state.warriors:
        uids[warrior.id] = len(uids) + 1
        if warrior.kind == "hired_sword":
            entry = _hired(ruleset, warrior, uids[warrior.id], left)
            if entry is not None:
                (dramatis if entry["key"] in DRAMATIS else hired).append(entry)
            continue
        model = _model(ruleset, wb, warrior, uids[warrior.id], left)
        if model is not None:
            models.append(model)
    document: dict[str, Any] = {
        "wb": wb,
        "subtype": subtype or None,
        "name": state.name,
        "models": models,
        "hired": hired,
        "dp": dramatis,
        "leaderUid": uids.get(state.leader_id) if state.leader_id else None,
        "campaign": _campaign(ruleset, log),
        "stash": _stash(ruleset, state),
        "goldNow": state.treasury,
    }
    return Save(document, tuple(left))


# Our battle results as its outcomes (its own words: 'Victory', 'Defeat', 'Draw').
_OUTCOMES = {"won": "Victory", "lost": "Defeat", "draw": "Draw"}


def _campaign(ruleset: Ruleset, log: list[dict[str, Any]]) -> dict[str, Any]:
    """Its campaign part: the battle log as its chronicle's battles (`campaign.battles`: round,
    opponents, district, outcome, notes), switched on when there is one (no district is held,
    so no price changes); each battle's date and what it changed go into its notes, in English."""
    battles = []
    for n, battle in enumerate(log, 1):
        opponent = str(battle.get("opponent") or "")
        foe_type = _WARBANDS.get(str(battle.get("opponent_type") or ""), "").split("/")[0]
        notes = [str(battle["date"])] if battle.get("date") else []
        notes += [say_data(change, "en", ruleset) for change in battle.get("changes") or ()]
        result = str(battle.get("result") or "")
        battles.append(
            {
                "id": n,
                "round": n,
                "opponents": [{"name": opponent, "wb": foe_type}] if opponent or foe_type else [],
                "district": str(battle.get("scenario") or ""),
                "outcome": _OUTCOMES.get(result, result),
                "notes": "; ".join(notes),
            }
        )
    return {
        "on": bool(battles),
        "districts": {},
        "round": len(battles),
        "log": [],
        "battles": battles,
    }


def _stash(ruleset: Ruleset, state: WarbandState) -> dict[str, Any]:
    counted = Counter(state.stash)
    items = [
        {"name": _ITEMS.get(i) or ruleset.item(i).name.en, "qty": n} for i, n in counted.items()
    ]
    return {"wyrd": state.shards, "gold": state.treasury, "items": items}


def _model(
    ruleset: Ruleset, wb: str, warrior: Warrior, uid: int, left: list[Left]
) -> dict[str, Any] | None:
    warband_id, _, local = warrior.type_id.partition(".")
    unit = next(
        (k.split(":")[1] for k, v in UNITS.items() if k.startswith(wb + ":") and v == local), None
    )
    if unit is None:
        left.append(Left("warrior", "", warrior.name))
        return None
    warrior_type = ruleset.warrior_type(warrior.type_id)
    model: dict[str, Any] = {
        "uid": uid,
        "uid_def": unit,
        "name": warrior.name,
        "exp": warrior.experience,
        "qty": warrior.count if warrior.kind == "henchmen" else 1,
        "miss": warrior.games_to_miss,
    }
    if warrior.kind == "hero" and warrior_type.role != "hero":
        model["promoted"] = True
        model["promoCats"] = list(warrior.extra_skill_lists)
    model["eq"], model["rare"] = _kit(ruleset, f"{wb}:{unit}", warrior, left)
    if "dagger" not in warrior.equipment:
        model["_noDagger"] = True  # the tool would give him his free one
    model["adv"] = _advances(warrior, left)
    model["skills"] = [ruleset.skills[s].name.en for s in warrior.skills]
    model["spells"] = [_spell(ruleset, s.spell, s.difficulty_reduction) for s in warrior.spells]
    model["inj"] = _injuries(ruleset, warrior, left)
    model["mut"] = [_mutation_name(ruleset, warband_id, m) for m in warrior.mutations]
    _more_left(ruleset, warrior, left)
    return model


def _mutation_name(ruleset: Ruleset, warband_id: str, mutation_id: str) -> str:
    """Its own (German) name, which it prices; else ours in English, which it shows as is."""
    if mutation_id in _MUTATIONS:
        return _MUTATIONS[mutation_id]
    mutations = {m.id: m for m in ruleset.warband(warband_id).mutations}
    return mutations[mutation_id].name.en if mutation_id in mutations else mutation_id


def _kit(
    ruleset: Ruleset, unit: str, warrior: Warrior, left: list[Left]
) -> tuple[dict[str, int], dict[str, dict[str, int]]]:
    """The model's `eq` (items on its list, by the list's own names) and `rare` (the rest,
    each with the price it is worth: the tool adds `q` times `paid` to his cost)."""
    on_list = {
        ITEMS[name.replace(_FREE, "")]: name for name in LISTS.get(UNIT_LISTS.get(unit, ""), ())
    }
    included = ruleset.warrior_type(warrior.type_id).included_mount
    eq: dict[str, int] = {}
    rare: dict[str, dict[str, int]] = {}
    for item_id, count in Counter(warrior.equipment).items():
        if item_id == included:
            continue  # in his cost: the tool's unit comes with it
        single = _BRACES.get(item_id)
        if single in on_list:  # its list's brace entry is hidden (BRACE_HIDE)
            item_id, count = single, count * 2
        if item_id in on_list:
            eq[on_list[item_id]] = eq.get(on_list[item_id], 0) + count
            continue
        item = ruleset.item(item_id)
        name = _ITEMS.get(item_id) or item.name.en
        rare[name] = {"q": count, "paid": item.cost}
    return eq, rare


def _advances(warrior: Warrior, left: list[Left]) -> dict[str, int]:
    adv: dict[str, int] = {}
    for change in warrior.profile_changes:
        if change.reason == "advance":
            adv[change.characteristic] = adv.get(change.characteristic, 0) + change.delta
        elif change.reason == "manual":
            sign = "+" if change.delta > 0 else ""
            left.append(
                Left(
                    "profile_change", f"{change.characteristic} {sign}{change.delta}", warrior.name
                )
            )
    return {key: adv[key] for key in CHARACTERISTICS if adv.get(key)}


def _spell(ruleset: Ruleset, key: str, reduction: int) -> dict[str, Any]:
    spell = ruleset.spell(key)
    label = f"{spell.name.en} (auto)" if spell.auto else f"{spell.name.en} ({spell.difficulty})"
    return {"name": label, "red": reduction}


def _injuries(ruleset: Ruleset, warrior: Warrior, left: list[Left]) -> list[dict[str, str]]:
    out = []
    for record in warrior.injuries:
        result, sub = ruleset.injury(record.injury)
        code = _INJURIES.get(record.injury)
        if code is None:
            left.append(Left("injury", (sub or result).name.en, warrior.name))
            continue
        out.append({"code": code, "name": (sub or result).name.en})
    return out


def _more_left(ruleset: Ruleset, warrior: Warrior, left: list[Left]) -> None:
    """What else of him the save cannot hold: his notes, a rule gained other than by an
    injury, and advances owed (the tool counts what is owed its own way)."""
    if warrior.notes.strip():
        left.append(Left("warrior_notes", "", warrior.name))
    for gained in warrior.rules_gained:
        if gained.source != "injury":
            left.append(Left("rule", gained.rule.replace("_", " "), warrior.name))
    owed = len(advances_owed(ruleset, warrior))
    if owed:
        left.append(Left("advances_owed", str(owed), warrior.name))


def _hired(ruleset: Ruleset, warrior: Warrior, uid: int, left: list[Left]) -> dict[str, Any] | None:
    key = _HIRED.get(warrior.type_id)
    if key is None:
        left.append(Left("hired_sword", "", warrior.name))
        return None
    if sorted(warrior.equipment) != sorted(ruleset.hired_swords[warrior.type_id].equipment):
        left.append(Left("kit", "", warrior.name))  # the tool keeps a hired sword's as words
    _more_left(ruleset, warrior, left)
    return {
        "uid": f"hs{uid}",  # the tool's own are strings, which its buttons pass back
        "key": key,
        "name": warrior.name,
        "exp": warrior.experience,
        "skills": [ruleset.skills[s].name.en for s in warrior.skills],
    }


def not_carried_line(left: tuple[Left, ...], lang: Lang) -> str:
    """One line for the player: what the save does not hold, or '' when it holds it all. The
    words are the catalogue's (roster_builder.left.*), {0} the thing and {1} whose it was."""
    if not left:
        return ""
    said = "; ".join(
        say(
            f"roster_builder.left.{x.kind}",
            lang,
            int(x.name) if x.name.isdigit() else x.name,
            x.warrior,
        )
        for x in left
    )
    return say("roster_builder.not_carried", lang, TOOL, said)
