"""MordheimManager (Evin89/MordheimManager): its backup file `mordheim-backup-<date>.json`.

`exportAllData` in `src/storage/persistence.ts` writes `{exportedAt, warbands: [Warband],
campaignName, usesBTB, campaignNotes, battles: [BattleRecord]}`; `src/types.ts` gives a
Warband `{id, schemaVersion, name, warbandType, gold, wyrdstoneShards, treasury: [item],
heroes, henchmenGroups, hiredSwords, notes}`. A hero keeps its English `unitType`, `xp`,
`advances: [{type: "stat", detail: "+1 WS"} | {type: "skill", detail: name}]`, `skills` (names),
`spells` (`list.spell` ids), `injuries: [{name, effect}]`, `equipment: [{name, category}]` and
a `status` (`dead` and `left` are no longer on the roster).
"""

from __future__ import annotations

import copy
import re
from collections.abc import Mapping
from typing import Any

from app.importers.common import (
    MAX_EXPERIENCE,
    MAX_MODELS,
    Draft,
    Foreign,
    ForeignFileError,
    Names,
    WarriorDraft,
    fold,
    refused_draft,
    warrior_name,
)
from app.importers.mordheim_manager_names import HIRED, ITEMS, SPELL_LISTS, UNITS, WARBANDS
from rules import CHARACTERISTICS, Profile, Ruleset
from rules.costs import allowed_items
from rules.custom import CustomRole, CustomType
from rules.messages import Message
from rules.text import shorten

BACKUP = "mordheim-manager"
TOOL = "MordheimManager"
TILEANS = "tileans_miragliano"  # the city-state a backup's Tileans come in as
_GONE = ("dead", "left")  # statuses of models no longer on the roster
_RESULTS = {"win": "won", "loss": "lost", "draw": "draw"}
_STAT_ADVANCE = re.compile(r"\+(\d)\s*(WS|BS|Ld|M|S|T|W|I|A)\Z")


def looks_like_backup(document: Any) -> bool:
    return (
        isinstance(document, Mapping)
        and isinstance(document.get("warbands"), list)
        and "exportedAt" in document
    )


def read_backup(ruleset: Ruleset, document: Any) -> list[Draft]:
    data = Foreign.obj(document, "file")
    warbands = Foreign.items(data.get("warbands"), "file.warbands")
    if not warbands:
        raise ForeignFileError(Message.of("foreign_backup_empty", tool=TOOL))
    battles = Foreign.items(data.get("battles"), "file.battles")
    names = Names(ruleset)
    drafts = []
    for n, warband in enumerate(warbands):
        try:  # a warband that cannot be read is refused alone: the others come in
            draft = _warband(names, warband, f"file.warbands[{n}]")
            own = Foreign.text(Foreign.obj(warband, "file").get("id"), f"file.warbands[{n}].id")
        except ForeignFileError as exc:
            drafts.append(refused_draft(BACKUP, warband, n, exc))
            continue
        for m, battle in enumerate(battles):
            entry = _battle(battle, f"file.battles[{m}]", own)
            if entry is not None:
                draft.battles.append(entry)
        drafts.append(draft)
    return drafts


def name_campaign(document: Any, drafts: list[Draft]) -> None:
    """The backup's campaign (`campaignName`, `campaignNotes`) on the drafts of its warbands."""
    data = Foreign.obj(document, "file")
    name = Foreign.text(data.get("campaignName"), "file.campaignName").strip()
    notes = Foreign.text(data.get("campaignNotes"), "file.campaignNotes").strip()
    for draft in drafts if name else ():
        draft.campaign, draft.campaign_notes = name, notes


def _warband(names: Names, value: Any, path: str) -> Draft:
    data = Foreign.obj(value, path)
    kind = Foreign.text(data.get("warbandType"), f"{path}.warbandType")
    # Its Tileans (Town Cryer 14) name no city-state: they come in as one, said so.
    warband_id = TILEANS if kind == "tileans" else WARBANDS.get(kind)
    if warband_id is None:
        raise ForeignFileError(
            Message.of("foreign_no_such_warband", path=path, kind=shorten(kind), why="")
        )
    fallback = names.ruleset.warbands[warband_id].name.en
    draft = Draft(
        BACKUP,
        {
            "name": warrior_name(Foreign.text(data.get("name"), f"{path}.name"), fallback),
            "type": warband_id,
            "treasury": Foreign.number(data.get("gold"), f"{path}.gold", 0, 10_000_000),
            "shards": Foreign.number(
                data.get("wyrdstoneShards"), f"{path}.wyrdstoneShards", 0, 100_000
            ),
        },
    )
    if kind == "tileans":
        draft.miss("city_state", fallback)
    draft.warband["stash"] = _kit(draft, names, data.get("treasury"), f"{path}.treasury", None)
    warriors: list[WarriorDraft] = []
    for key, kind_here in (("heroes", "hero"), ("henchmenGroups", "henchmen")):
        for n, model in enumerate(Foreign.items(data.get(key), f"{path}.{key}")):
            warrior = _model(draft, names, kind, kind_here, model, f"{path}.{key}[{n}]")
            if warrior is not None:
                warriors.append(warrior)
    for n, hired in enumerate(Foreign.items(data.get("hiredSwords"), f"{path}.hiredSwords")):
        warrior = _hired(draft, names, hired, f"{path}.hiredSwords[{n}]")
        if warrior is not None:
            warriors.append(warrior)
    draft.warband["warriors"] = [w.data for w in warriors]
    return draft


def _model(
    draft: Draft, names: Names, wb: str, kind: str, value: Any, path: str
) -> WarriorDraft | None:
    data = Foreign.obj(value, path)
    unit = Foreign.text(data.get("unitType"), f"{path}.unitType")
    label = Foreign.text(data.get("name") or data.get("groupName"), f"{path}.name")
    if Foreign.text(data.get("status"), f"{path}.status") in _GONE:
        return None  # dead or gone in the other tool: not on the roster there either
    local = UNITS.get(f"{wb}:{unit}")
    warrior = WarriorDraft(kind, f"{draft.warband['type']}.{local}", warrior_name(label, unit))
    if local is None:  # a type we do not know: a custom type of the warband's own
        names = _custom(draft, names, warrior, unit, data, path)
    warrior_type = names.ruleset.warrior_type(warrior.data["type"])
    if local is not None:
        warrior.data["name"] = warrior_name(label, warrior_type.name.en)
    elif kind == "hero" and data.get("isLeader") is True:
        draft.warband["leader"] = warrior.data["id"]  # no leader type of ours names him
    if kind == "henchmen":
        warrior.data["count"] = Foreign.number(data.get("count"), f"{path}.count", 1, MAX_MODELS, 1)
    warrior.set_experience(Foreign.number(data.get("xp"), f"{path}.xp", 0, MAX_EXPERIENCE))
    if data.get("status") == "missNextGame":
        warrior.data["games_to_miss"] = 1
    _fill(draft, names, warrior, data, path, warrior_type.spell_list)
    warrior.standard_kit(names.ruleset)  # it names no horse in an Outrider's cost
    return warrior


# A custom type's profile where the backup writes no number: a man's.
_MAN = {"M": 4, "WS": 3, "BS": 3, "S": 3, "T": 3, "W": 1, "I": 3, "A": 1, "Ld": 7}


def _base_stats(data: Mapping[str, Any], path: str) -> Profile:
    """The profile of a model's type: his `stats` (the current ones) less his stat advances."""
    stats = data.get("stats") if isinstance(data.get("stats"), Mapping) else {}
    assert isinstance(stats, Mapping)
    values = {
        key: Foreign.number(stats.get(key), f"{path}.stats.{key}", 0, 10, _MAN[key])
        for key in CHARACTERISTICS
    }
    for advance in Foreign.items(data.get("advances"), f"{path}.advances"):
        detail = str(advance.get("detail", "")) if isinstance(advance, Mapping) else ""
        found = _STAT_ADVANCE.match(detail.strip())
        if found and advance.get("type") == "stat" and found.group(2) in values:
            values[found.group(2)] -= int(found.group(1))
    return Profile.from_mapping({key: max(value, 0) for key, value in values.items()})


def _custom(
    draft: Draft, names: Names, warrior: WarriorDraft, unit: str, data: Mapping[str, Any], path: str
) -> Names:
    """Give the warrior a custom type named after his `unitType`, his kit as its list; the
    names to read him with (their ruleset knows the type)."""
    kit = [
        found
        for n, item in enumerate(Foreign.items(data.get("equipment"), f"{path}.equipment"))
        if isinstance(item, Mapping)
        for label in (Foreign.text(item.get("name"), f"{path}.equipment[{n}]"),)
        for found in (ITEMS.get(label) or names.item(label),)
        if found is not None
    ]
    role: CustomRole = "hero" if warrior.data["kind"] == "hero" else "henchman"
    large = data.get("isLargeCreature") is True
    profile = _base_stats(data, path)
    kind = CustomType("", warrior_name(unit, "Custom"), role, profile, 0, tuple(kit), large=large)
    warrior.data["type"] = draft.custom_type(names.ruleset, kind, warrior)
    local = copy.copy(names)
    local.ruleset = draft.rules or names.ruleset
    return local


def _hired(draft: Draft, names: Names, value: Any, path: str) -> WarriorDraft | None:
    data = Foreign.obj(value, path)
    kind = Foreign.text(data.get("type"), f"{path}.type")
    if Foreign.text(data.get("status"), f"{path}.status") in _GONE:
        return None
    found = HIRED.get(kind)
    if found is None:
        draft.miss("hired_sword", kind)
        return None
    fallback = names.ruleset.hired_swords[found].name.en
    name = warrior_name(Foreign.text(data.get("name"), f"{path}.name"), fallback)
    warrior = WarriorDraft("hired_sword", found, name)
    warrior.set_experience(Foreign.number(data.get("xp"), f"{path}.xp", 0, MAX_EXPERIENCE))
    _fill(draft, names, warrior, data, path, None)
    warrior.standard_kit(names.ruleset)  # its hired swords keep their gear as text
    return warrior


def _fill(
    draft: Draft,
    names: Names,
    warrior: WarriorDraft,
    data: Mapping[str, Any],
    path: str,
    spell_list: str | None,
) -> None:
    """Advances, kit, skills, spells and injuries: what heroes, groups and swords share."""
    for n, advance in enumerate(Foreign.items(data.get("advances"), f"{path}.advances")):
        where = f"{path}.advances[{n}]"
        advance = Foreign.obj(advance, where)
        if advance.get("type") != "stat":
            continue  # a skill or spell advance is in `skills` or `spells` too
        detail = Foreign.text(advance.get("detail"), f"{where}.detail").strip()
        found = _STAT_ADVANCE.match(detail)
        if found and found.group(2) in CHARACTERISTICS:
            warrior.advance(found.group(2), int(found.group(1)))
        else:
            draft.miss("advance", detail, warrior)
    kit = _kit(draft, names, data.get("equipment"), f"{path}.equipment", warrior)
    warrior.data["equipment"] = _without_free_dagger(draft, names, warrior, data, kit)
    for n, skill in enumerate(Foreign.items(data.get("skills"), f"{path}.skills")):
        label = Foreign.text(skill, f"{path}.skills[{n}]")
        found_skill = names.skill(label)
        if found_skill is None:
            draft.miss("skill", label, warrior)
        else:
            warrior.data["skills"].append(found_skill)
    for n, spell in enumerate(Foreign.items(data.get("spells"), f"{path}.spells")):
        _spell(draft, names, warrior, Foreign.text(spell, f"{path}.spells[{n}]"), spell_list)
    for n, injury in enumerate(Foreign.items(data.get("injuries"), f"{path}.injuries")):
        where = f"{path}.injuries[{n}]"
        label = Foreign.text(Foreign.obj(injury, where).get("name"), f"{where}.name")
        found_injury = _injury(names.ruleset, label)
        if found_injury is None:
            draft.miss("injury", label, warrior)
        else:
            warrior.injure(names.ruleset, found_injury)


def _spell(
    draft: Draft, names: Names, warrior: WarriorDraft, spell_id: str, spell_list: str | None
) -> None:
    their_list, _, their_spell = spell_id.partition(".")
    # The spell's name from its id (camelCase or snake_case), looked up in the caster's list.
    words = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", their_spell).replace("_", " ")
    key = None
    for candidate in (spell_list, SPELL_LISTS.get(their_list)):
        if candidate is not None:
            found = names.spell(words, candidate)
            if found is not None and found.startswith(candidate + "."):
                key = found
                break
    if key is None:
        draft.miss("spell", spell_id, warrior)
    else:
        warrior.data["spells"].append({"spell": key, "difficulty_reduction": 0})


def _injury(ruleset: Ruleset, name: str) -> str | None:
    wanted = fold(name)
    for result in ruleset.hero_injuries:
        if fold(result.name.en) == wanted:
            return result.id
    return None


def _kit(
    draft: Draft, names: Names, value: Any, path: str, warrior: WarriorDraft | None
) -> list[str]:
    kit: list[str] = []
    for n, item in enumerate(Foreign.items(value, path)):
        where = f"{path}[{n}]"
        label = Foreign.text(Foreign.obj(item, where).get("name"), f"{where}.name")
        found = ITEMS.get(label) or names.item(label)
        if found is None:
            draft.miss("item", label, warrior)
        else:
            kit.append(found)
    return kit


def _without_free_dagger(
    draft: Draft, names: Names, warrior: WarriorDraft, data: Mapping[str, Any], kit: list[str]
) -> list[str]:
    """The tool gives every model a dagger at 0 gc, animals (`isAnimal`) too: on a model whose
    type may carry none here (a Giant Rat, a Warhound, a Flagellant) it is left out, with a
    line saying so. The tool's own `isAnimal` is not asked: it marks Hochland's Thugs so."""
    if warrior.data["kind"] == "hired_sword" or "dagger" not in kit:
        return kit
    ruleset = names.ruleset
    warrior_type = ruleset.warrior_type(warrior.data["type"])
    warband = ruleset.warbands[draft.warband["type"]]
    allowed = allowed_items(ruleset, warband, warrior_type, at_creation=True)
    if warrior_type.may_buy_equipment and "dagger" in allowed:
        return kit
    free = [
        item
        for item in data.get("equipment") or []
        if isinstance(item, Mapping) and item.get("name") == "Dagger" and not item.get("cost")
    ]
    if not free:
        return kit
    draft.miss("free_dagger", "Dagger", warrior)
    kit = list(kit)
    kit.remove("dagger")
    return kit


def _battle(value: Any, path: str, warband: str) -> dict[str, Any] | None:
    data = Foreign.obj(value, path)
    if Foreign.text(data.get("warbandId"), f"{path}.warbandId") != warband:
        return None
    opponents = [
        Foreign.text(o, f"{path}.opponents[{n}]")
        for n, o in enumerate(Foreign.items(data.get("opponents"), f"{path}.opponents"))
    ]
    result = Foreign.text(data.get("result"), f"{path}.result")
    notes = [Foreign.text(data.get(k), f"{path}.{k}") for k in ("casualtiesSummary", "notes")]
    return {
        "date": Foreign.text(data.get("date"), f"{path}.date")[:10],
        "scenario": Foreign.text(data.get("scenario"), f"{path}.scenario")[:200],
        "opponent": ", ".join(opponents)[:200],
        "result": _RESULTS.get(result, result)[:20],
        "changes": [note for note in notes if note.strip()],
    }
