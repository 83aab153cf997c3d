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
from rules import CHARACTERISTICS, Ruleset
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
            warrior = _warrior(draft, names, selection, path)
            if warrior is not None:
                warriors.append(warrior)
        elif fold(label) not in _SILENT:
            draft.miss("other", label)
    for force in forces:
        if force.get("catalogueId") == _CHARACTERS:
            for n, selection in enumerate(_children(force, "selections")):
                warrior = _hired(draft, names, selection, f"roster.hired[{n}]")
                if warrior is not None:
                    warriors.append(warrior)
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


def _warrior(draft: Draft, names: Names, selection: Element, path: str) -> WarriorDraft | None:
    label = selection.get("name", "")
    local = UNITS.get(f"{draft.warband['type']}:{label}")
    if local is None:
        draft.miss("warrior_type", label)
        return None
    warrior_type = names.ruleset.warrior_type(f"{draft.warband['type']}.{local}")
    models = 1
    if selection.get("type") == "unit":
        models = sum(
            _number(s, path) for s in _children(selection, "selections") if s.get("type") == "model"
        )
        models = min(max(models, 1), MAX_MODELS)
    kind = "hero" if warrior_type.role == "hero" else "henchmen"
    name = warrior_name(selection.get("customName", ""), warrior_type.name.en)
    warrior = WarriorDraft(kind, warrior_type.id, name)
    warrior.data["count"] = models if kind == "henchmen" else 1
    warrior.set_experience(0)
    _contents(draft, names, warrior, selection, path, models, warrior_type.spell_list)
    if kind == "henchmen" and any(
        fold(s.get("name", "")) == "promoted" for s in _children(selection, "selections")
    ):
        warrior.data["kind"], warrior.data["count"] = "hero", 1
    return warrior


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
