"""Mordheim Roster Builder (hmVBfv/Mordheim-Roster-Builder): its saved warband, its text export
and its campaign file.

Its save is the state of `js/state.js` with `goldNow` (`exportState` in `js/app.js`):
`{wb, subtype, name, models: [{uid_def, name, qty, exp, eq: {german item: qty}, rare, adv:
{WS: 1}, skills: [english name], spells: [{name, red}], inj: [{code, name}], mut, miss,
promoted}], hired: [{key, exp, skills}], dp: [{key}], stash: {wyrd, gold, items: [{name, qty}]},
goldNow}`. The text export ends in a `MORDHEIM-DATA: {...}` line with that same save; the
campaign file is `{"type": "mordheim-campaign-file", warbands: [{roster: <a save>}]}`.
"""

from __future__ import annotations

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
    parse_json,
    refused_draft,
    warrior_name,
)
from app.importers.roster_builder_names import (
    HIRED,
    INJURIES,
    ITEMS,
    MUTATIONS,
    UNITS,
    WARBANDS,
)
from rules import CHARACTERISTICS, Profile, Ruleset
from rules.custom import CustomRole, CustomType
from rules.messages import Message
from rules.text import shorten

SAVE = "roster-builder"
TEXT = "roster-builder-text"
CAMPAIGN = "roster-builder-campaign"
TOOL = "Mordheim Roster Builder"
CAMPAIGN_TYPE = "mordheim-campaign-file"
_DATA_LINE = re.compile(r"MORDHEIM-DATA:\s*(\{.*\})\s*\Z", re.DOTALL)


def looks_like_save(document: Any) -> bool:
    return isinstance(document, Mapping) and "wb" in document and "models" in document


def looks_like_campaign(document: Any) -> bool:
    return isinstance(document, Mapping) and document.get("type") == CAMPAIGN_TYPE


def data_line(text: str) -> str | None:
    """The save embedded at the end of its text export, if the text is one."""
    found = _DATA_LINE.search(text.strip())
    return found.group(1) if found else None


def read_text(ruleset: Ruleset, text: str) -> list[Draft]:
    embedded = data_line(text)
    if embedded is None:
        raise ForeignFileError(Message.of("foreign_not_text_export", tool=TOOL))
    draft = read_save(ruleset, parse_json(embedded, f"{TOOL} text export"), "MORDHEIM-DATA")
    draft.source = TEXT
    return [draft]


def read_campaign(ruleset: Ruleset, document: Any) -> list[Draft]:
    data = Foreign.obj(document, "file")
    entries = Foreign.items(data.get("warbands"), "file.warbands")
    if not entries:
        raise ForeignFileError(Message.of("foreign_campaign_empty", tool=TOOL))
    drafts = []
    for n, entry in enumerate(entries):
        path = f"file.warbands[{n}]"
        try:  # a warband that cannot be read is refused alone: the others come in
            roster = Foreign.obj(Foreign.obj(entry, path).get("roster"), f"{path}.roster")
            draft = read_save(ruleset, roster, f"{path}.roster")
        except ForeignFileError as exc:
            draft = refused_draft(CAMPAIGN, entry, n, exc)
        draft.source = CAMPAIGN
        drafts.append(draft)
    return drafts


def name_campaign(document: Any, drafts: list[Draft]) -> None:
    """The campaign file's name and each warband's player, on the drafts of its warbands."""
    data = Foreign.obj(document, "file")
    name = Foreign.text(data.get("name"), "file.name").strip()
    entries = Foreign.items(data.get("warbands"), "file.warbands")
    for n, (entry, draft) in enumerate(zip(entries, drafts, strict=False)):
        draft.campaign = name or TOOL
        if draft.refusal is not None:
            continue  # not imported: no player to enter it for
        player = Foreign.obj(entry, f"file.warbands[{n}]").get("player")
        draft.player = Foreign.text(player, f"file.warbands[{n}].player").strip()


def read_save(ruleset: Ruleset, document: Any, path: str = "file") -> Draft:
    data = Foreign.obj(document, path)
    wb = Foreign.text(data.get("wb"), f"{path}.wb")
    subtype = Foreign.text(data.get("subtype"), f"{path}.subtype")
    warband_id = WARBANDS.get(f"{wb}/{subtype}") or WARBANDS.get(wb)
    if warband_id is None:
        variants = sorted(k.split("/")[1] for k in WARBANDS if k.startswith(wb + "/"))
        if variants:
            raise ForeignFileError(
                Message.of(
                    "foreign_unknown_variant",
                    path=path,
                    subtype=shorten(subtype),
                    wb=shorten(wb),
                    variants=", ".join(variants),
                )
            )
        raise ForeignFileError(
            Message.of("foreign_unknown_warband", path=path, wb=shorten(wb), tool=TOOL)
        )
    warband = ruleset.warbands[warband_id]
    names = Names(ruleset)
    draft = Draft(
        SAVE,
        {
            "name": warrior_name(Foreign.text(data.get("name"), f"{path}.name"), warband.name.en),
            "type": warband_id,
        },
    )
    if subtype and f"{wb}/{subtype}" not in WARBANDS:
        draft.miss("subtype", subtype)
    _treasure(draft, data, path, names)
    warriors = []
    for n, model in enumerate(Foreign.items(data.get("models"), f"{path}.models")):
        warrior = _model(draft, names, wb, model, f"{path}.models[{n}]")
        if warrior is not None:
            warriors.append(warrior)
    for key in ("hired", "dp"):
        for n, hired in enumerate(Foreign.items(data.get(key), f"{path}.{key}")):
            warrior = _hired(draft, names, hired, f"{path}.{key}[{n}]")
            if warrior is not None:
                warriors.append(warrior)
    draft.warband["warriors"] = [w.data for w in warriors]
    draft.battles = _battles(data, path)
    return draft


# The tool's battle outcomes ('Victory', 'Defeat', 'Draw', 'Routed', 'Ran away') as ours.
_OUTCOMES = {"victory": "won", "defeat": "lost", "draw": "draw"}


def _battles(data: Mapping[str, Any], path: str) -> list[dict[str, Any]]:
    """The warband's own battle log (`campaign.battles`: round, opponents, district, outcome,
    notes), each battle as a record of ours."""
    campaign = Foreign.obj(data.get("campaign") or {}, f"{path}.campaign")
    battles = []
    for n, value in enumerate(Foreign.items(campaign.get("battles"), f"{path}.campaign.battles")):
        where = f"{path}.campaign.battles[{n}]"
        battle = Foreign.obj(value, where)
        opponents = []
        for m, foe in enumerate(Foreign.items(battle.get("opponents"), f"{where}.opponents")):
            foe = Foreign.obj(foe, f"{where}.opponents[{m}]")
            opponents.append(Foreign.text(foe.get("name") or foe.get("wb"), f"{where}.name"))
        outcome = Foreign.text(battle.get("outcome"), f"{where}.outcome").strip()
        notes = Foreign.text(battle.get("notes"), f"{where}.notes").strip()
        battles.append(
            {
                "scenario": Foreign.text(battle.get("district"), f"{where}.district")[:200],
                "opponent": ", ".join(o for o in opponents if o)[:200],
                "result": _OUTCOMES.get(outcome.casefold(), outcome.casefold())[:20],
                "changes": [notes] if notes else [],
            }
        )
    return battles


def _treasure(draft: Draft, data: Mapping[str, Any], path: str, names: Names) -> None:
    stash = Foreign.obj(data.get("stash") or {}, f"{path}.stash")
    # goldNow is the gold the tool showed when it saved (its own comment): the treasury.
    gold = data.get("goldNow")
    if gold is None:
        gold = stash.get("gold")
    draft.warband["treasury"] = Foreign.number(gold, f"{path}.goldNow", 0, 10_000_000)
    draft.warband["shards"] = Foreign.number(stash.get("wyrd"), f"{path}.stash.wyrd", 0, 100_000)
    items: list[str] = []
    for n, entry in enumerate(Foreign.items(stash.get("items"), f"{path}.stash.items")):
        where = f"{path}.stash.items[{n}]"
        entry = Foreign.obj(entry, where)
        name = Foreign.text(entry.get("name"), f"{where}.name")
        count = Foreign.number(entry.get("qty"), f"{where}.qty", 0, MAX_MODELS, default=1)
        item = _item(names, name)
        if item is None:
            draft.miss("item", name)
        else:
            items += [item] * count
    draft.warband["stash"] = items


def _item(names: Names, name: str) -> str | None:
    bare = name.replace(" (1. gratis)", "").strip()
    return ITEMS.get(bare) or names.item(bare)


def _custom_unit(draft: Draft, names: Names, data: Mapping[str, Any], unit: str, path: str) -> str:
    """A unit we do not know, as a custom type (rules.custom) of that name: the save names it
    only, so its profile is left for the player to enter; a hero when the save gives him what
    only a hero has (skills, spells, serious injuries, a promotion), else a henchman."""
    count = Foreign.number(data.get("qty"), f"{path}.qty", 1, MAX_MODELS, 1)
    heroic = count == 1 and any(data.get(key) for key in ("skills", "spells", "inj", "promoted"))
    return _custom_kind(draft, names, unit, "hero" if heroic else "henchman")


def _custom_kind(draft: Draft, names: Names, name: str, role: CustomRole) -> str:
    """A custom type of this name and role whose profile the save does not give."""
    zero = Profile.from_mapping(dict.fromkeys(CHARACTERISTICS, 0))
    kind = CustomType("", name, role, zero, profile_known=False)
    type_id = draft.custom_type(names.ruleset, kind, None, said=False)
    names.ruleset = draft.rules or names.ruleset  # the copy that learnt him
    return type_id


def _model(draft: Draft, names: Names, wb: str, model: Any, path: str) -> WarriorDraft | None:
    data = Foreign.obj(model, path)
    unit = Foreign.text(data.get("uid_def"), f"{path}.uid_def")
    local = UNITS.get(f"{wb}:{unit}")
    if local is None:
        type_id = _custom_unit(draft, names, data, unit, path)
    else:
        type_id = f"{draft.warband['type']}.{local}"
    ruleset = names.ruleset
    warrior_type = ruleset.warrior_type(type_id)
    henchman = warrior_type.role != "hero"
    promoted = bool(data.get("promoted"))
    kind = "henchmen" if henchman and not promoted else "hero"
    name = warrior_name(Foreign.text(data.get("name"), f"{path}.name"), warrior_type.name.en)
    warrior = WarriorDraft(kind, warrior_type.id, name)
    if local is None:
        draft.miss("custom_no_profile", unit, warrior)
    if kind == "henchmen":
        warrior.data["count"] = Foreign.number(data.get("qty"), f"{path}.qty", 1, MAX_MODELS, 1)
    elif henchman:  # the tool's `promoteHench`: the lad's got talent, with his two lists
        warrior.data["promoted_from"] = warrior_type.id
        lists = Foreign.items(data.get("promoCats"), f"{path}.promoCats")
        warrior.data["extra_skill_lists"] = [
            key for key in (str(c) for c in lists) if key in ruleset.skill_lists
        ]
    warrior.set_experience(
        Foreign.number(data.get("exp"), f"{path}.exp", 0, MAX_EXPERIENCE, warrior_type.experience)
    )
    warrior.data["games_to_miss"] = Foreign.number(data.get("miss"), f"{path}.miss", 0, 99)
    adv = Foreign.obj(data.get("adv") or {}, f"{path}.adv")
    for key in CHARACTERISTICS:
        warrior.advance(key, Foreign.number(adv.get(key), f"{path}.adv.{key}", -10, 10))
    for key in set(adv) - set(CHARACTERISTICS):
        draft.miss("advance", str(key), warrior)
    _kit(draft, names, warrior, data, path)
    warrior.standard_kit(ruleset)  # the horse in an Outrider's cost is words there
    _skills_and_spells(draft, names, warrior, warrior_type.spell_list, data, path)
    for n, injury in enumerate(Foreign.items(data.get("inj"), f"{path}.inj")):
        where = f"{path}.inj[{n}]"
        injury = Foreign.obj(injury, where)
        code = Foreign.text(injury.get("code"), f"{where}.code")
        if code in INJURIES:
            warrior.injure(ruleset, INJURIES[code])
        else:
            label = Foreign.text(injury.get("name"), f"{where}.name", code)
            draft.miss("injury", label, warrior)
    for n, mutation in enumerate(Foreign.items(data.get("mut"), f"{path}.mut")):
        label = Foreign.text(mutation, f"{path}.mut[{n}]")
        found = names.mutation(draft.warband["type"], label) or _mutation(names, draft, label)
        if found is None:
            draft.miss("mutation", label, warrior)
        else:
            warrior.data["mutations"].append(found)
    return warrior


def _mutation(names: Names, draft: Draft, label: str) -> str | None:
    """A mutation by the tool's own (German) name, if the warband has it."""
    found = MUTATIONS.get(label.strip())
    warband = names.ruleset.warbands[draft.warband["type"]]
    return found if any(m.id == found for m in warband.mutations) else None


def _kit(draft: Draft, names: Names, warrior: WarriorDraft, data: Any, path: str) -> None:
    bought: list[tuple[str, int]] = []
    equipment = Foreign.obj(data.get("eq") or {}, f"{path}.eq")
    for label, qty in equipment.items():
        bought.append((str(label), Foreign.number(qty, f"{path}.eq", 0, MAX_MODELS)))
    rare = Foreign.obj(data.get("rare") or {}, f"{path}.rare")
    for label, entry in rare.items():
        entry = Foreign.obj(entry, f"{path}.rare")
        bought.append((str(label), Foreign.number(entry.get("q"), f"{path}.rare", 0, 99, 1)))
    for label, qty in bought:
        if not qty:
            continue
        item = _item(names, label)
        if item is None:
            draft.miss("item", label.replace(" (1. gratis)", ""), warrior)
            continue
        warrior.add_items(item, qty)


def _skills_and_spells(
    draft: Draft,
    names: Names,
    warrior: WarriorDraft,
    spell_list: str | None,
    data: Mapping[str, Any],
    path: str,
) -> None:
    for n, skill in enumerate(Foreign.items(data.get("skills"), f"{path}.skills")):
        label = Foreign.text(skill, f"{path}.skills[{n}]")
        found = names.skill(label)
        if found is None:
            draft.miss("skill", label, warrior)
        else:
            warrior.data["skills"].append(found)
    for n, spell in enumerate(Foreign.items(data.get("spells"), f"{path}.spells")):
        where = f"{path}.spells[{n}]"
        spell = Foreign.obj(spell, where)
        label = Foreign.text(spell.get("name"), f"{where}.name")
        key = names.spell(label, spell_list)
        if key is None:
            draft.miss("spell", label, warrior)
        else:
            reduction = Foreign.number(spell.get("red"), f"{where}.red", 0, 10)
            warrior.data["spells"].append({"spell": key, "difficulty_reduction": reduction})


def _hired(draft: Draft, names: Names, hired: Any, path: str) -> WarriorDraft | None:
    data = Foreign.obj(hired, path)
    key = Foreign.text(data.get("key"), f"{path}.key")
    entry = HIRED.get(key) or _custom_kind(draft, names, key, "hired_sword")
    hired_sword = names.ruleset.hired_swords[entry]
    name = warrior_name(Foreign.text(data.get("name"), f"{path}.name"), hired_sword.name.en)
    warrior = WarriorDraft("hired_sword", entry, name)
    if key not in HIRED:  # one we do not know: a custom hired sword of this warband's own
        draft.miss("custom_no_profile", key, warrior)
    warrior.set_experience(Foreign.number(data.get("exp"), f"{path}.exp", 0, MAX_EXPERIENCE))
    _skills_and_spells(draft, names, warrior, None, {"skills": data.get("skills")}, path)
    warrior.standard_kit(names.ruleset)  # its hired swords keep no kit of their own
    return warrior
