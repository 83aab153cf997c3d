"""BattleScribe and New Recruit rosters of the BSData/mordheim data: `.ros` (XML) and `.rosz`
(the same XML in a zip archive).

A roster is `<roster name><forces><force catalogueId><selections>`: a hero is a selection of
type `model`, a henchmen group one of type `unit` holding its `model` selection (`number` is
the group's size). Inside a warrior, selections name what he has: `Experience` (its `number` is
the experience), `+1 WS` (an advance), skills, serious injuries and items, often inside
containers such as `Starting Equipment (Mercenaries)` or `Trading Post`. The force's `Stash`
holds `Gold`, `Wyrdstone` and the stored items. Hired swords are in the `Characters` force.

The XML is parsed with defusedxml (no DTD, no entities) and an archive is opened with limits:
a hostile file is refused in one line.
"""

from __future__ import annotations

import copy
import io
import re
import zipfile
from collections.abc import Iterator
from xml.etree.ElementTree import Element

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import ParseError, fromstring

from app.exports.exchange import MAX_BYTES
from app.importers.battlescribe_names import CATALOGUES, HIRED, INJURIES, ITEMS, SKILLS, UNITS
from app.importers.common import (
    MAX_EXPERIENCE,
    MAX_MODELS,
    Draft,
    Foreign,
    ForeignFileError,
    Names,
    WarriorDraft,
    fold,
    warrior_name,
)
from rules import CHARACTERISTICS, Profile, Ruleset
from rules.custom import CustomRole, CustomType
from rules.messages import Message, message_of
from rules.text import shorten

ROS = "battlescribe"
ROSZ = "battlescribe-zip"
TOOL = "BattleScribe"
_CHARACTERS = "9bf78c55-7dba-4a44-90ce-10ed57d8b3a1"  # Characters.cat: hired swords
_STAT = re.compile(r"([+-]\d)\s*(M|WS|BS|S|T|W|I|A|LD)\Z", re.IGNORECASE)
_GRADE = re.compile(r"\s*\((?:1a|1b|1c|2a|2b|3[a-c]?)\)\s*\Z", re.IGNORECASE)
# Selections that only configure BattleScribe or restate the type's own rules.
_SILENT = {"leader", "grade", "1a", "1b", "1c", "2a", "configuration", "dummyentry"}
_MAX_MEMBERS = 8  # a .rosz holds one roster; an archive of many files is not one


def looks_like_roster(text: str) -> bool:
    head = text[:2000]
    return "<roster" in head and "battlescribe.net/schema/rosterSchema" in head


def looks_like_zip(data: bytes) -> bool:
    return data[:4] == b"PK\x03\x04"


def unzip(data: bytes) -> bytes:
    """The roster inside a .rosz, read with limits (size, members, the roster's own size)."""
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        members = archive.infolist()
        if len(members) > _MAX_MEMBERS:
            raise ForeignFileError(Message.of("rosz_many_files", count=len(members)))
        rosters = [m for m in members if m.filename.lower().endswith(".ros")]
        if len(rosters) != 1:
            raise ForeignFileError(Message.of("rosz_no_roster"))
        member = rosters[0]
        if member.file_size > MAX_BYTES:
            raise ForeignFileError(Message.of("rosz_too_large"))
        with archive.open(member) as stream:
            content = stream.read(MAX_BYTES + 1)
    except (
        zipfile.BadZipFile,
        zipfile.LargeZipFile,
        NotImplementedError,
        EOFError,
        OSError,
        RuntimeError,
    ) as exc:
        raise ForeignFileError(Message.of("rosz_damaged", error=message_of(exc))) from None
    if len(content) > MAX_BYTES:
        raise ForeignFileError(Message.of("rosz_too_large"))
    return content


def parse(data: bytes) -> Element:
    try:
        root = fromstring(data, forbid_dtd=True)
    except DefusedXmlException:
        raise ForeignFileError(Message.of("battlescribe_entities")) from None
    except (ParseError, LookupError, ValueError) as exc:  # LookupError: an unknown encoding
        raise ForeignFileError(Message.of("battlescribe_bad_xml", error=message_of(exc))) from None
    if _local(root.tag) != "roster":
        raise ForeignFileError(Message.of("battlescribe_bad_root", root=_local(root.tag)))
    return root


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def _children(element: Element, name: str) -> Iterator[Element]:
    """The child elements of the list `name` (`selections`, `forces`) of an element."""
    for holder in element:
        if _local(holder.tag) == name:
            for child in holder:
                if isinstance(child.tag, str):
                    yield child


def _number(element: Element, path: str) -> int:
    value = element.get("number", "1")
    return Foreign.number(value, f"{path}@number", 0, MAX_EXPERIENCE)


def read_roster(ruleset: Ruleset, root: Element) -> Draft:
    names = Names(ruleset)
    forces = list(_children(root, "forces"))
    warband_forces = [f for f in forces if f.get("catalogueId") in CATALOGUES]
    if not warband_forces:
        found = ", ".join(shorten(f.get("catalogueName", "?")) for f in forces) or "none"
        raise ForeignFileError(Message.of("battlescribe_no_warband", found=found))
    force = warband_forces[0]
    warband_id = CATALOGUES[force.get("catalogueId", "")]
    title = warrior_name(root.get("name", ""), ruleset.warbands[warband_id].name.en)
    draft = Draft(ROS, {"name": title, "type": warband_id, "treasury": 0, "shards": 0, "stash": []})
    warriors: list[WarriorDraft] = []
    gold = False  # the Stash's Gold, the treasury
    for n, selection in enumerate(_children(force, "selections")):
        path = f"roster.force.selections[{n}]"
        label = selection.get("name", "")
        kind = selection.get("type", "")
        if fold(label) == "stash":
            gold = _stash(draft, names, selection, path) or gold
        elif kind in ("model", "unit"):
            warriors.append(_warrior(draft, names, selection, path))
        elif fold(label) not in _SILENT:
            draft.miss("other", label)
    for force in forces:
        if force.get("catalogueId") == _CHARACTERS:
            for n, selection in enumerate(_children(force, "selections")):
                hired = _hired(draft, names, selection, f"roster.hired[{n}]")
                if hired is not None:
                    warriors.append(hired)
    draft.warband["warriors"] = [w.data for w in warriors]
    if not gold:
        _treasury_from_limit(draft, root)
    return draft


def _points(root: Element, holder: str, tag: str) -> float | None:
    """The roster's gold crowns (`typeId="points"`) in its `costs` or `costLimits`."""
    for element in _children(root, holder):
        if _local(element.tag) == tag and element.get("typeId") == "points":
            try:
                return float(element.get("value", ""))
            except ValueError:
                return None
    return None


def _treasury_from_limit(draft: Draft, root: Element) -> None:
    """With no Stash > Gold, the treasury is what the roster's cost limit leaves of it (the
    starting gold less what was bought), said as inferred."""
    limit, cost = _points(root, "costLimits", "costLimit"), _points(root, "costs", "cost")
    if limit is None or cost is None or not 0 <= cost <= limit <= 10_000_000:
        return
    draft.warband["treasury"] = int(limit - cost)
    draft.miss("treasury_inferred", str(int(limit - cost)))


def _stash(draft: Draft, names: Names, stash: Element, path: str) -> bool:
    """The stash's gold, shards and items; whether it names the gold."""
    gold = False
    for n, selection in enumerate(_children(stash, "selections")):
        where = f"{path}.selections[{n}]"
        label = fold(selection.get("name", ""))
        if label == "gold":
            draft.warband["treasury"] = Foreign.number(
                selection.get("number", "0"), f"{where}@number", 0, 10_000_000
            )
            gold = True
        elif label == "wyrdstone":
            draft.warband["shards"] = _number(selection, where)
        else:
            item = _item(names, selection.get("name", ""))
            if item is None:
                draft.miss("item", selection.get("name", ""))
            else:
                draft.warband["stash"] += [item] * min(_number(selection, where), MAX_MODELS)
    return gold


def _item(names: Names, label: str) -> str | None:
    bare = _GRADE.sub("", label)
    return ITEMS.get(bare) or names.item(bare)


def _warrior(draft: Draft, names: Names, selection: Element, path: str) -> WarriorDraft:
    label = selection.get("name", "")
    local = UNITS.get(f"{draft.warband['type']}:{label}")
    models = 1
    if selection.get("type") == "unit":
        models = sum(
            _number(s, path) for s in _children(selection, "selections") if s.get("type") == "model"
        )
        models = min(max(models, 1), MAX_MODELS)
    if local is None:  # a type we do not know: a custom type of the warband's own
        names, type_id = _custom(draft, names, selection, label, models, path)
    else:
        type_id = f"{draft.warband['type']}.{local}"
    warrior_type = names.ruleset.warrior_type(type_id)
    kind = "hero" if warrior_type.role == "hero" else "henchmen"
    fallback = warrior_type.name.en if local is not None else label
    warrior = WarriorDraft(
        kind, warrior_type.id, warrior_name(selection.get("customName", ""), fallback)
    )
    warrior.data["count"] = models if kind == "henchmen" else 1
    warrior.set_experience(0)
    if local is None:
        draft.miss("custom", warrior_name(label, "Custom"), warrior)
    _contents(draft, names, warrior, selection, path, models, warrior_type.spell_list)
    if kind == "henchmen" and any(
        fold(s.get("name", "")) == "promoted" for s in _children(selection, "selections")
    ):
        warrior.data["kind"], warrior.data["count"] = "hero", 1
    return warrior


# A custom type's profile where the roster has none of its own: a man's.
_MAN = {"M": 4, "WS": 3, "BS": 3, "S": 3, "T": 3, "W": 1, "I": 3, "A": 1, "Ld": 7}


def _custom(
    draft: Draft, names: Names, selection: Element, label: str, models: int, path: str
) -> tuple[Names, str]:
    """A custom type for a selection of an entry we do not know: a group (`unit`) is henchmen,
    a model a hero; the profile and the cost a model of it has in the roster (a man's and 0 when
    it writes none), any item on its list. The names to read him with, and the type's id."""
    model = next((s for s in _children(selection, "selections") if s.get("type") == "model"), None)
    own = model if selection.get("type") == "unit" and model is not None else selection
    cost = _points(own, "costs", "cost") or 0.0
    each = int(cost // max(_number(own, path), 1)) if 0 < cost <= 100_000 else 0
    profile = _MAN | _profile(own, path)
    role: CustomRole = "henchman" if selection.get("type") == "unit" else "hero"
    kind = CustomType("", warrior_name(label, "Custom"), role, Profile.from_mapping(profile), each)
    type_id = draft.custom_type(names.ruleset, kind, None, said=False)
    local = copy.copy(names)
    local.ruleset = draft.rules or names.ruleset
    return local, type_id


def _profile(selection: Element, path: str) -> dict[str, int]:
    """The characteristics of a selection's own profile, when the roster writes one."""
    out: dict[str, int] = {}
    for profile in _children(selection, "profiles"):
        for value in _children(profile, "characteristics"):
            key = {"LD": "Ld"}.get(value.get("name", "").upper(), value.get("name", "").upper())
            text = (value.text or "").strip()
            if key in CHARACTERISTICS and text.isdigit():
                out[key] = Foreign.number(text, f"{path}.profiles.{key}", 0, 10)
    return out


def _hired(draft: Draft, names: Names, selection: Element, path: str) -> WarriorDraft | None:
    label = _GRADE.sub("", selection.get("name", ""))
    found = HIRED.get(label) or names.hired_swords.get(fold(label))
    if found is None:
        draft.miss("hired_sword", label)
        return None
    fallback = names.ruleset.hired_swords[found].name.en
    warrior = WarriorDraft(
        "hired_sword", found, warrior_name(selection.get("customName", ""), fallback)
    )
    warrior.set_experience(0)
    _contents(draft, names, warrior, selection, path, 1, None)
    return warrior


def _contents(
    draft: Draft,
    names: Names,
    warrior: WarriorDraft,
    holder: Element,
    path: str,
    models: int,
    spell_list: str | None,
) -> None:
    """What a warrior's selections say he has; containers are opened, the rest is named."""
    for n, selection in enumerate(_children(holder, "selections")):
        where = f"{path}.selections[{n}]"
        label = selection.get("name", "")
        folded = fold(label)
        number = _number(selection, where)
        if selection.get("type") == "model" or folded in _SILENT or folded == "promoted":
            continue
        if folded == "experience":
            warrior.set_experience(number)
            continue
        stat = _STAT.match(label.strip())
        if stat:
            key = {"LD": "Ld"}.get(stat.group(2).upper(), stat.group(2).upper())
            if key in CHARACTERISTICS:
                warrior.advance(key, int(stat.group(1)) * max(number, 1))
            continue
        if label in INJURIES:
            warrior.injure(names.ruleset, INJURIES[label])
            continue
        if _thing(draft, names, warrior, label, number, models, spell_list):
            continue
        if any(True for _ in _children(selection, "selections")):
            _contents(draft, names, warrior, selection, where, models, spell_list)
        else:
            draft.miss("other", label, warrior)


def _thing(
    draft: Draft,
    names: Names,
    warrior: WarriorDraft,
    label: str,
    number: int,
    models: int,
    spell_list: str | None,
) -> bool:
    """A skill, a spell or an item by name; False when the name is none of them."""
    skill = SKILLS.get(label) or names.skill(label)
    if skill is not None:
        warrior.data["skills"].append(skill)
        return True
    if spell_list is not None:
        spell = names.spell(re.sub(r"^\d+\s+", "", label), spell_list)
        if spell is not None and spell.startswith(spell_list + "."):
            warrior.data["spells"].append({"spell": spell, "difficulty_reduction": 0})
            return True
    item = _item(names, label)
    if item is None:
        return False
    # A group's kit is bought for every model: the number counts them all.
    each = max(1, number // models) if models > 1 else max(1, number)
    warrior.add_items(item, min(each, MAX_MODELS))
    return True
