"""Toolheim warband files (`*.mordheim.yml`), as its Go reader (`toolheim/warband.go`) parses
them:

    warband: The Revolting Dwarfs (Dwarf Rangers)
    gc: 78
    shards: 2
    equipment: Lucky Charm, Rope & Hook
    heros:
      - hero: Ragnar (Runesmith) [32XP]
        stats: M3, WS5, BS4, S3, T4, W1, I3, A1, Ld10, Sv-
        weapons: Axe, Axe
        armour: Helmet, Light Armour
        rules: Leader, Blackblood, Tactician
        injuries: Old Battle Wound
        hiredsword: true            # a hired sword (dramatispersonae: a dramatis persona)
    henchmen:
      - group: Thunderers (3x Crossbowmen) [4XP]
        stats: ...

Lists are comma-separated text. Skills are among the `rules`; the `stats` are the current
profile, so what differs from the type's profile (after the injuries) is kept as a change.
The YAML is read with PyYAML's safe loader and no aliases (a file of anchors that expand a
thousandfold is refused).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import yaml

from app.domain import Warrior, base_profile
from app.exports.exchange import MAX_BYTES
from app.importers.common import (
    MAX_EXPERIENCE,
    MAX_MODELS,
    Draft,
    Foreign,
    ForeignFileError,
    Names,
    WarriorDraft,
    fold,
    quantity,
    singular,
    variants,
    warrior_name,
    without_cost,
    written_cost,
)
from rules import CHARACTERISTICS, Profile, Ruleset
from rules.custom import CustomRole, CustomType, is_custom_type, is_custom_warband, own_copy
from rules.messages import Message
from rules.text import shorten

YAML = "toolheim"
TOOL = "Toolheim"
_TITLE = re.compile(r"\s*([^(]+)\(([^)]+)\)\s*\Z")
_HERO = re.compile(r"\s*([^(]+)\(([^)]+)\)\s*\[(\d+)\s*XP\]\s*\Z", re.IGNORECASE)
_GROUP = re.compile(r"\s*([^(]+)\((\d+)\s*x?\s+([^)]+)\)\s*\[(\d+)\s*XP\]\s*\Z", re.IGNORECASE)
# A caster's spells or prayers in brackets: "Wizard (Fireball)", "Pray User [Healing Hand]".
_CASTING = re.compile(
    r"\s*(?:wizard|priest|pray(?:er)? user|magic user|prayers?|spells?)\s*[(\[](.*)[)\]]\s*\Z",
    re.IGNORECASE,
)
_STAT = re.compile(r"\s*(M|WS|BS|S|T|W|I|A|Ld|Sv)\s*([0-9dD+\-]+)\s*\Z", re.IGNORECASE)
# Warband type names Toolheim players write that differ from ours.
# Folded and made singular (`singular`), without a leading "the".
WARBAND_NAMES: dict[str, str] = {
    "mercenarie reikland": "reikland",
    "mercenarie of reikland": "reikland",
    "reiklander": "reikland",
    "mercenarie of middenheim": "middenheim",
    "middenheimer": "middenheim",
    "mercenarie of marienburg": "marienburg",
    "marienburger": "marienburg",
    "possessed": "cult_of_the_possessed",
    "sister": "sisters_of_sigmar",
    "ork": "orc_mob",
    "orc": "orc_mob",
    "orc goblin": "orc_mob",
    "ork goblin": "orc_mob",
    "orc and goblin": "orc_mob",
    "ork and goblin": "orc_mob",
    "beastman": "beastmen_raiders",
    "beastman raider": "beastmen_raiders",
    "clan eshin": "skaven",
    "clan pestilen": "skaven_of_clan_pestilens",
    "vampire": "undead",
    "shadow elf": "shadow_warriors",
}


# Item names Toolheim players write for the rulebook's (folded).
ITEMS: dict[str, str] = {
    "two handed weapon": "double_handed_weapon",
    "great weapon": "double_handed_weapon",
    "unholy relic": "holy_relic",
    "t leathers": "toughened_leathers",
    "master map of mordheim": "mordheim_map",
}
_NOTHING = {"nothing", "none", ""}


class _NoAliases(yaml.SafeLoader):
    """PyYAML's safe loader without anchors and aliases: Toolheim files need none."""

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            raise ForeignFileError(Message.of("toolheim_yaml_aliases"))
        return super().compose_node(parent, index)


def looks_like_warband(text: str) -> bool:
    return bool(re.search(r"^warband\s*:", text, re.MULTILINE)) and bool(
        re.search(r"^\s*-\s*(hero|group)\s*:", text, re.MULTILINE)
    )


def parse(text: str) -> Any:
    if len(text) > MAX_BYTES:
        raise ForeignFileError(Message.of("toolheim_too_large"))
    try:
        return yaml.load(text, Loader=_NoAliases)  # a safe loader, aliases refused
    except yaml.YAMLError as exc:
        where = getattr(exc, "problem_mark", None)
        line = f" (line {where.line + 1})" if where is not None else ""
        raise ForeignFileError(Message.of("toolheim_bad_yaml", line=line)) from None
    except ValueError:  # a whole number past Python's 4,300 digits (int() refuses it)
        raise ForeignFileError(Message.of("toolheim_huge_number")) from None


def _items(value: Any, path: str) -> list[str]:
    """A comma-separated list, as Toolheim writes them (a YAML list is read too); a comma in
    brackets stays in its entry: "Wizard (Fires of U'Zhul, Flight of Zimmeran)"."""
    if value is None:
        return []
    if isinstance(value, list):
        return [Foreign.text(v, f"{path}[{n}]").strip() for n, v in enumerate(value)]
    return [part.strip() for part in _split(Foreign.text(value, path)) if part.strip()]


def _split(text: str) -> list[str]:
    parts, depth, start = [], 0, 0
    for n, char in enumerate(text):
        depth += (char in "([{") - (char in ")]}")
        if char == "," and depth <= 0:
            parts.append(text[start:n])
            start, depth = n + 1, 0
    return [*parts, text[start:]]


def read_warband(ruleset: Ruleset, document: Any) -> Draft:
    data = Foreign.obj(document, "file")
    title = _TITLE.match(Foreign.text(data.get("warband"), "file.warband"))
    if title is None:
        raise ForeignFileError(Message.of("toolheim_bad_warband_line"))
    names = Names(ruleset)
    heroes = Foreign.items(data.get("heros"), "file.heros")
    groups = Foreign.items(data.get("henchmen"), "file.henchmen")
    label = " ".join(title.group(2).split())
    warband_id = _warband(ruleset, label)
    name = warrior_name(without_cost(title.group(1)), label)
    draft = Draft(YAML, {"name": name, "type": warband_id or ""})
    if warband_id is None:  # a type we do not know: a custom warband of its own types
        draft.custom_warband(ruleset, label, len(heroes) + _models(groups))
    names.ruleset = draft.rules = draft.rules or own_copy(ruleset, fresh=True)
    draft.warband["treasury"] = Foreign.number(data.get("gc"), "file.gc", 0, 10_000_000)
    draft.warband["shards"] = Foreign.number(data.get("shards"), "file.shards", 0, 100_000)
    draft.warband["stash"] = _kit(draft, names, data.get("equipment"), "file.equipment", None)
    warriors = [_hero(draft, names, hero, f"file.heros[{n}]") for n, hero in enumerate(heroes)]
    for n, group in enumerate(groups):
        warriors.append(_group(draft, names, group, f"file.henchmen[{n}]"))
    draft.warband["warriors"] = [w.data for w in warriors]
    _choose_leader(draft, heroes, warriors)
    return draft


def _models(groups: list[Any]) -> int:
    """The models of a file's henchmen groups, by their headers (0 for one unreadable)."""
    count = 0
    for group in groups:
        header = _GROUP.match(str(group.get("group", ""))) if isinstance(group, dict) else None
        count += int(header.group(2)) if header else 0
    return count


def _choose_leader(draft: Draft, heroes: list[Any], warriors: list[WarriorDraft]) -> None:
    """A hero of a custom type whose rules say Leader leads (no leader type of ours names him);
    in a custom warband, the first hero when none says so."""
    rules = draft.rules
    assert rules is not None
    custom = [w for w in warriors if w.data["kind"] == "hero" and is_custom_type(w.data["type"])]
    said = [
        w
        for w, data in zip(warriors, heroes, strict=False)
        if w in custom and "leader" in {fold(r) for r in _items(data.get("rules"), "rules")}
    ]
    chosen = said or (custom[:1] if is_custom_warband(draft.warband["type"]) else [])
    if chosen:
        draft.warband["leader"] = chosen[0].data["id"]


def _bare(name: str) -> str:
    """A warband type's name folded, singular and without a leading "the"."""
    return singular(re.sub(r"^the ", "", fold(name)))


def _warband(ruleset: Ruleset, label: str) -> str | None:
    """The type of the title's brackets: ours in English or Russian, singular or plural, with
    or without "The" ("Norse Explorer", "The Possessed"), or a name Toolheim players write;
    None for a type we do not know."""
    wanted = _bare(label)
    for key, warband in ruleset.warbands.items():
        if is_custom_warband(key):
            continue  # a file of one comes with its own definition
        if wanted in (_bare(warband.name.en), _bare(warband.name.ru), _bare(key.replace("_", " "))):
            return key
    return WARBAND_NAMES.get(wanted)


def _hero(draft: Draft, names: Names, value: Any, path: str) -> WarriorDraft:
    data = Foreign.obj(value, path)
    written = Foreign.text(data.get("hero"), f"{path}.hero")
    header = _HERO.match(written)
    if header is None:
        raise ForeignFileError(Message.of("toolheim_bad_hero", path=path))
    label, kind_label = without_cost(header.group(1)), header.group(2).strip()
    if data.get("hiredsword") or data.get("dramatispersonae"):
        found = _hired(names, kind_label, label)
        warrior = WarriorDraft("hired_sword", found or "", warrior_name(label, kind_label))
        if found is None:  # one we do not know: a hired sword of this warband's own
            kind = _custom(names, data, kind_label, "hired_sword", written, path)
            warrior.data["type"] = draft.custom_type(names.ruleset, kind, warrior)
    else:
        type_id = _type(names.ruleset, draft.warband["type"], kind_label)
        warrior = WarriorDraft("hero", type_id or "", warrior_name(label, kind_label))
        if type_id is None:
            kind = _custom(names, data, kind_label, "hero", written, path)
            type_id = warrior.data["type"] = draft.custom_type(names.ruleset, kind, warrior)
        if names.ruleset.warrior_type(type_id).role == "henchman":
            warrior.data["promoted_from"] = type_id  # the lad's got talent, with his two lists
            lists = [fold(n).replace(" ", "_") for n in _items(data.get("skilllists"), path)]
            warrior.data["extra_skill_lists"] = [n for n in lists if n in names.ruleset.skill_lists]
    experience = Foreign.number(header.group(3), f"{path}.hero", 0, MAX_EXPERIENCE)
    warrior.set_experience(experience)
    for injury in _items(data.get("injuries"), f"{path}.injuries"):
        found_injury = _injury(names.ruleset, injury)
        if found_injury is None:
            draft.miss("injury", injury, warrior)
        else:
            warrior.injure(names.ruleset, found_injury)
    _fill(draft, names, warrior, data, path)
    return warrior


def _hired(names: Names, kind_label: str, label: str) -> str | None:
    """A hired sword by his type, that type without its race ("Dwarf Runesmith Journeyman"),
    or the name he was given when that is the type ("Ogre Bodyguard (Ogre)")."""
    words = kind_label.split()
    for candidate in (kind_label, " ".join(words[1:]), label):
        for form in sorted(variants(candidate)) if candidate.strip() else ():
            found = names.hired_swords.get(form)
            if found is not None and not is_custom_type(found):
                return found
    return None


def _group(draft: Draft, names: Names, value: Any, path: str) -> WarriorDraft:
    data = Foreign.obj(value, path)
    written = Foreign.text(data.get("group"), f"{path}.group")
    header = _GROUP.match(written)
    if header is None:
        raise ForeignFileError(Message.of("toolheim_bad_group", path=path))
    label, count, kind_label, experience = header.groups()
    label = without_cost(label)
    type_id = _type(names.ruleset, draft.warband["type"], kind_label)
    warrior = WarriorDraft("henchmen", type_id or "", warrior_name(label, kind_label))
    if type_id is None:
        kind = _custom(names, data, kind_label.strip(), "henchman", written, path)
        warrior.data["type"] = draft.custom_type(names.ruleset, kind, warrior)
    warrior.data["count"] = Foreign.number(count, f"{path}.group", 1, MAX_MODELS)
    warrior.set_experience(Foreign.number(experience, f"{path}.group", 0, MAX_EXPERIENCE))
    _fill(draft, names, warrior, data, path)
    return warrior


# The profile of a custom type whose file writes no number for a characteristic (a rolled
# move, "M2D6"): a man's.
_HUMAN = {"M": 4, "WS": 3, "BS": 3, "S": 3, "T": 3, "W": 1, "I": 3, "A": 1, "Ld": 7}


def _custom(
    names: Names, data: Mapping[str, Any], kind_label: str, role: CustomRole, header: str, path: str
) -> CustomType:
    """A custom type as the file writes a warrior of it: his stats as its profile, his kit as its
    list, the cost written in his header ("{45GC}", else 0), large when the file says so."""
    stats = data.get("stats")
    written = _stats(Foreign.text(stats, f"{path}.stats"), path) if stats is not None else {}
    kit = _items(data.get("weapons"), f"{path}.weapons") + _items(
        data.get("armour"), f"{path}.armour"
    )
    items = [ITEMS.get(fold(quantity(k)[1])) or names.item(quantity(k)[1]) for k in kit]
    for label in _items(data.get("injuries"), f"{path}.injuries"):  # his, not his type's
        for key, delta in _injury_deltas(names.ruleset, label).items():
            written[key] = written.get(key, _HUMAN[key]) - delta
    profile = {key: min(max(value, 0), 10) for key, value in (_HUMAN | written).items()}
    return CustomType(
        id="",
        name=warrior_name(without_cost(kind_label), "Custom"),
        role=role,
        profile=Profile.from_mapping(profile),
        cost=written_cost(header),
        items=tuple(i for i in items if i is not None),
        large=data.get("large") is True,
    )


def _injury_deltas(ruleset: Ruleset, label: str) -> dict[str, int]:
    """What an injury the file names takes off the profile (nothing for one we do not know)."""
    found = _injury(ruleset, label)
    if found is None:
        return {}
    result, sub = ruleset.injury(found)
    deltas: dict[str, int] = {}
    for effect in (*result.effects, *(sub.effects if sub else ())):
        if effect.type == "characteristic" and effect.characteristic and effect.delta:
            deltas[effect.characteristic] = deltas.get(effect.characteristic, 0) + effect.delta
    return deltas


def _type(ruleset: Ruleset, warband_id: str, label: str) -> str | None:
    """A warrior type of the warband by its name in either language or its id, singular or
    plural, US or British ("Ork boy" for the Orc Boyz), else by the last words of exactly one
    type's name ("Veteran" for the Pit Veteran, "Big'Un" for the Orc Big 'Un)."""
    wanted = variants(label)
    # The rulebook's types only: a custom one comes with the file's own definition.
    types = [t for t in ruleset.warbands[warband_id].types if not is_custom_type(t.id)]
    forms = {t.id: variants(t.name.en) | variants(t.name.ru) | variants(t.local_id) for t in types}
    for warrior_type in types:
        if wanted & forms[warrior_type.id]:
            return warrior_type.id
    short = {form.replace(" ", "") for form in wanted}
    found = [t.id for t in types if any(_ends_with(form, short) for form in forms[t.id])]
    return found[0] if len(found) == 1 else None


def _ends_with(form: str, short: set[str]) -> bool:
    words = form.split()
    return any("".join(words[-k:]) in short for k in range(1, len(words)))


def _injury(ruleset: Ruleset, label: str) -> str | None:
    wanted = fold(label)
    for result in ruleset.hero_injuries:
        for entry in (result, *result.sub_roll):
            if wanted in (fold(entry.name.en), fold(entry.name.ru)):
                return entry.id
    return None


def _fill(
    draft: Draft, names: Names, warrior: WarriorDraft, data: Mapping[str, Any], path: str
) -> None:
    """Kit, skills among the rules, and the profile's changes from the written stats."""
    kit = _items(data.get("weapons"), f"{path}.weapons") + _items(
        data.get("armour"), f"{path}.armour"
    )
    warrior.data["equipment"] = _kit(draft, names, ", ".join(kit), path, warrior)
    for rule in _items(data.get("rules"), f"{path}.rules"):
        _rule(draft, names, warrior, rule)
    if data.get("stats") is not None:
        _profile(names.ruleset, warrior, Foreign.text(data.get("stats"), f"{path}.stats"), path)


def _rule(draft: Draft, names: Names, warrior: WarriorDraft, rule: str) -> None:
    """One of a warrior's rules: a skill, his spells ("Wizard (Vision of Torment)", "Pray User
    [Healing Hand]"), a mutation ("Blackblood"), a rule of his type, or listed as not carried."""
    hired = warrior.data["kind"] == "hired_sword"
    ruleset, type_id = names.ruleset, warrior.data["type"]
    spell_list = (
        ruleset.hired_swords[type_id] if hired else ruleset.warrior_type(type_id)
    ).spell_list
    casting = _CASTING.match(rule)
    spells = _split(casting.group(1)) if casting else [rule]
    found_spells = [names.spell(_bare_spell(s), spell_list) if spell_list else None for s in spells]
    skill = names.skill(rule)
    mutation = None if hired else names.mutation(draft.warband["type"], rule)
    if skill is not None:
        warrior.data["skills"].append(skill)
    elif all(f is not None and f.startswith(f"{spell_list}.") for f in found_spells):
        for spell in found_spells:
            warrior.data["spells"].append({"spell": spell, "difficulty_reduction": 0})
    elif mutation is not None:
        warrior.data["mutations"].append(mutation)
    elif fold(rule) == "misses next game":
        warrior.data["games_to_miss"] = 1
    elif not variants(rule) & _own_rules(names.ruleset, warrior):
        draft.miss("other", rule, warrior)


def _bare_spell(name: str) -> str:
    """A spell's name without the difficulty a player noted after it: "Stench of Nurgle [-1]"."""
    return re.sub(r"\s*[\[(][^\])]*[\])]\s*\Z", "", name).strip()


def _own_rules(ruleset: Ruleset, warrior: WarriorDraft) -> set[str]:
    """The rules a warrior has by his type (and the leader's): written, but nothing to add."""
    type_id = warrior.data["type"]
    if warrior.data["kind"] == "hired_sword":
        rules = ruleset.hired_swords[type_id].special_rules
    else:
        rules = ruleset.warrior_type(type_id).special_rules
    names = set()
    for rule in (*rules, "leader"):
        names |= variants(ruleset.special_rules[rule].name.en) | variants(rule.replace("_", " "))
    return names


def _stats(stats: str, path: str) -> dict[str, int]:
    """The characteristics a `stats` line writes as numbers ("M2D6" and "Sv4+" are not)."""
    written: dict[str, int] = {}
    for part in stats.split(","):
        found = _STAT.match(part)
        if found is None:
            raise ForeignFileError(
                Message.of("toolheim_bad_stat", path=path, strip=shorten(part.strip()))
            )
        key = {"LD": "Ld", "SV": "Sv"}.get(found.group(1).upper(), found.group(1).upper())
        if key in CHARACTERISTICS and found.group(2).isdigit():
            written[key] = Foreign.number(found.group(2), f"{path}.stats", 0, 10)
    return written


def _profile(ruleset: Ruleset, warrior: WarriorDraft, stats: str, path: str) -> None:
    written = _stats(stats, path)
    model = Warrior(kind=warrior.data["kind"], type_id=warrior.data["type"], name="")
    base = base_profile(ruleset, model)
    injured: dict[str, int] = {}
    for change in warrior.data["profile_changes"]:
        key = change["characteristic"]
        injured[key] = injured.get(key, 0) + change["delta"]
    for key, value in written.items():
        delta = value - base[key] - injured.get(key, 0)
        if delta:
            reason = "advance" if delta > 0 else "manual"
            warrior.data["profile_changes"].append(
                {"characteristic": key, "delta": delta, "reason": reason}
            )


def _kit(
    draft: Draft, names: Names, value: Any, path: str, warrior: WarriorDraft | None
) -> list[str]:
    kit: list[str] = []
    for label in _items(value, path):
        if fold(label) in _NOTHING:
            continue  # "nothing" written in an empty list
        count, item = quantity(label)
        found = ITEMS.get(fold(item)) or names.item(item)
        if found is None:
            draft.miss("item", label, warrior)
        else:
            kit += [found] * count
    return kit
