"""Custom warbands and warrior types: a house list, a newer edition's type, a fan warband.

A warrior of a type his warband's list lacks is a `CustomType`: the name, profile, cost, kit
and skill lists a file (or the player) gave him. A warband of a type we do not know is a custom
warband (`custom_<hex>`) whose types are all custom. A warband keeps the definitions it uses
(`CustomRules`), so they travel with it; `learn` makes them part of a ruleset as a plain
`WarriorType` and `Warband`, checked against the general rules only: no type maximum, the
general limit of six heroes, every general skill list, the kit the definition names as its
equipment list, the player picks who leads a custom warband.

`learn` changes only a ruleset made by `own_copy` (each store's own), never the rulebook every
reader shares. The custom types of a warband of a known list are its own: the ruleset knows them
by id (the sheet, the PDF, the post-battle sequence of the warband that keeps them read them as
any type), but the list every warband of that type hires from stays the rulebook's; `owned` is
the list as the warband that keeps them sees it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Literal

from rules.catalogue import say
from rules.lang import Said
from rules.models import (
    CHARACTERISTICS,
    EquipmentList,
    EquipmentListEntry,
    HiredSword,
    Profile,
    Race,
    Role,
    Ruleset,
    Text,
    Warband,
    WarriorType,
)

#: A custom warband's id starts so; a custom type's local id too.
PREFIX = "custom_"
#: The race of every custom type: maxima of 10, so only the general rules apply.
RACE = "custom"
GENERAL_SKILL_LISTS = ("combat", "shooting", "academic", "strength", "speed")
#: How a characteristic of a profile no file gave shows (rules.models.WarriorType.rolled).
UNKNOWN = "-"
#: The most warriors of a custom warband unless its definition says more.
MAX_SIZE = 20
STARTING_GOLD = 500
CustomRole = Literal["hero", "henchman", "hired_sword"]
ROLES: tuple[CustomRole, ...] = ("hero", "henchman", "hired_sword")
#: The catalogue's words for a custom type's or warband's name wherever it shows (sheet, PDF,
#: lists, problems): "{name} (custom)"; and for the race of every custom type.
MARK = "custom.mark"
RACE_NAME = "custom.race"
_ID = re.compile(r"[a-z0-9_]{1,60}\.custom_[a-z0-9_]{1,60}\Z")


@dataclass(frozen=True, slots=True)
class CustomType:
    """One custom warrior type, as a file or the player gave it."""

    id: str  # "<warband>.custom_<hex>"
    name: str
    role: CustomRole  # a hired sword of his own is hired by this warband only
    profile: Profile
    cost: int = 0  # a hired sword's: his hire fee
    items: tuple[str, ...] = ()  # his equipment list: what he came with
    skill_lists: tuple[str, ...] = GENERAL_SKILL_LISTS
    large: bool = False  # a large creature: 20 to the rating
    #: False: the file gave none (a Roster Builder save names its types only): the profile is
    #: 0 and shows UNKNOWN until the player enters it (app.usecases.custom.set_custom_profile).
    profile_known: bool = True

    @property
    def warband(self) -> str:
        return self.id.partition(".")[0]


@dataclass(frozen=True, slots=True)
class CustomRules:
    """The custom definitions a warband uses: its types, and for a custom warband its name."""

    types: tuple[CustomType, ...] = ()
    warband_name: str = ""  # "" unless the warband's own type is custom
    max_size: int = MAX_SIZE

    def type(self, type_id: str) -> CustomType | None:
        return next((t for t in self.types if t.id == type_id), None)


def marked(name: str) -> Text:
    """A custom type's or warband's name as every reader shows it: marked custom."""
    return Said.of(MARK, name=name)


def unmarked(name: Text) -> str:
    """The name a custom type or warband was given, without its mark."""
    if isinstance(name, Said) and name.key == MARK:
        return dict(name.values)["name"]
    suffix = say(MARK, "en", name="")  # a name read back from data: its English
    return name.en[: -len(suffix)] if name.en.endswith(suffix) else name.en


def profile_unknown(kind: WarriorType | HiredSword) -> bool:
    """Whether a custom type's profile was not given (each characteristic shows UNKNOWN)."""
    rolled = kind.rolled if isinstance(kind, WarriorType) else kind.profile_dice
    return kind.race == RACE and dict(rolled).get("WS") == UNKNOWN


def is_custom_warband(warband_id: str) -> bool:
    return warband_id.startswith(PREFIX)


def is_custom_type(type_id: str) -> bool:
    return type_id.partition(".")[2].startswith(PREFIX)


def valid_type_id(type_id: str) -> bool:
    return _ID.match(type_id) is not None


def new_type_id(warband_id: str, hex_id: str) -> str:
    return f"{warband_id}.{PREFIX}{hex_id}"


class _OwnWarbands(dict[str, Warband]):
    """The warbands of a ruleset that `learn` may add to: a store's own copy."""


def own_copy(ruleset: Ruleset, *, fresh: bool = False) -> Ruleset:
    """A ruleset of the same rulebook whose warbands and hired swords are its own to learn
    custom ones into (itself when it is one already, unless `fresh`)."""
    if isinstance(ruleset.warbands, _OwnWarbands) and not fresh:
        return ruleset
    races = dict(ruleset.races)
    races[RACE] = Race(RACE, Said.of(RACE_NAME), Profile(*[10] * len(CHARACTERISTICS)))
    return replace(
        ruleset,
        warbands=_OwnWarbands(ruleset.warbands),
        races=races,
        hired_swords=dict(ruleset.hired_swords),
    )


def learnable(ruleset: Ruleset) -> bool:
    """Whether `learn` may add to this ruleset (one made by `own_copy`)."""
    return isinstance(ruleset.warbands, _OwnWarbands)


def learn(ruleset: Ruleset, warband_id: str, rules: CustomRules) -> None:
    """Make a warband's custom definitions part of a ruleset made by `own_copy` (again is
    nothing; a type id already known keeps its first definition)."""
    warbands = ruleset.warbands
    if not isinstance(warbands, _OwnWarbands):
        raise TypeError("custom rules are learnt only by a ruleset of its own (own_copy)")
    if not rules.types and not rules.warband_name:
        return
    base = warbands.get(warband_id)
    if base is None:
        base = _custom_warband(warband_id, rules)
    swords = ruleset.hired_swords
    assert isinstance(swords, dict)  # own_copy's own
    for custom in rules.types:
        if custom.role == "hired_sword" and custom.warband == warband_id:
            swords.setdefault(custom.id, _sword(custom))
    known = {t.id for t in base.types + base.custom_types}
    new = [
        t
        for t in rules.types
        if t.id not in known and t.warband == warband_id and t.role != "hired_sword"
    ]
    if not new and warband_id in warbands:
        return
    lists = dict(base.equipment_lists)
    for custom in new:
        lists[_list_id(custom)] = _equipment_list(ruleset, custom)
    made = tuple(_type(c) for c in new)
    # Each its own warband's, a custom warband's too: on no list but its own (`owned`).
    warbands[warband_id] = replace(
        base, equipment_lists=lists, custom_types=base.custom_types + made
    )


def owned(warband: Warband, own: Iterable[str]) -> Warband:
    """The warband's list as one warband of it sees it: the rulebook's types and its own custom
    ones (`own`: the ids of the custom types it keeps), never another warband's of the list."""
    mine = set(own)
    found = tuple(t for t in warband.custom_types if t.id in mine)
    if not found:
        return warband
    return replace(
        warband,
        heroes=warband.heroes + tuple(t for t in found if t.role == "hero"),
        henchmen=warband.henchmen + tuple(t for t in found if t.role == "henchman"),
    )


def owns(rules: CustomRules, type_id: str) -> bool:
    """Whether a warband keeping these definitions may hire this type: any type of the
    rulebook, and of the custom ones only its own."""
    return not is_custom_type(type_id) or rules.type(type_id) is not None


def completed(
    ruleset: Ruleset, warband_id: str, rules: CustomRules, used: Iterable[str]
) -> CustomRules:
    """The definitions with those of every custom type in `used` that the ruleset knows and
    they lack (a type another warband of the campaign brought): a warband carries all its own."""
    have = {t.id for t in rules.types}
    more = [
        found
        for type_id in dict.fromkeys(used)
        if is_custom_type(type_id) and type_id not in have
        for found in (definition(ruleset, type_id),)
        if found is not None
    ]
    if not more:
        return rules
    name = rules.warband_name
    if is_custom_warband(warband_id) and not name and warband_id in ruleset.warbands:
        name = unmarked(ruleset.warbands[warband_id].name)
    return replace(rules, types=rules.types + tuple(more), warband_name=name)


def definition(ruleset: Ruleset, type_id: str) -> CustomType | None:
    """A learnt custom type's definition again, from the ruleset (None when it knows none)."""
    sword = ruleset.hired_swords.get(type_id)
    if sword is not None:
        return CustomType(
            type_id,
            unmarked(sword.name),
            "hired_sword",
            sword.profile,
            sword.hire_fee,
            sword.equipment,
            sword.skill_lists,
            sword.large,
            not profile_unknown(sword),
        )
    warband = ruleset.warbands.get(type_id.partition(".")[0])
    kinds = warband.types + warband.custom_types if warband else ()
    kind = next((t for t in kinds if t.id == type_id), None)
    if warband is None or kind is None:
        return None
    kit = warband.equipment_lists.get(kind.local_id)
    items = tuple(e.item for e in kit.items) if kit else ()
    return CustomType(
        type_id,
        unmarked(kind.name),
        kind.role,
        kind.profile,
        kind.cost,
        items,
        kind.skill_lists,
        kind.large,
        not profile_unknown(kind),
    )


def _custom_warband(warband_id: str, rules: CustomRules) -> Warband:
    name = rules.warband_name or warband_id
    return Warband(
        id=warband_id,
        name=marked(name),
        max_size=max(rules.max_size, 1),
        starting_gold=STARTING_GOLD,
        rare_item_bonus=0,
        special_rules=(),
        equipment_lists={},
        heroes=(),
        henchmen=(),
        leader_chosen=True,
    )


def _list_id(custom: CustomType) -> str:
    return custom.id.partition(".")[2]


def _equipment_list(ruleset: Ruleset, custom: CustomType) -> EquipmentList:
    """His kit as his list, each item at the trading chart's price; none given, any weapon,
    armour or item of the rulebook's (a type made in the window, an animal of a file)."""
    items = custom.items or tuple(
        i.id for i in ruleset.items.values() if not i.is_material and not i.only_warbands
    )
    entries = tuple(
        EquipmentListEntry(item, ruleset.items[item].cost)
        for item in dict.fromkeys(items)
        if item in ruleset.items
    )
    name = Text(custom.name, custom.name)
    return EquipmentList(_list_id(custom), name, entries)


def _sword(custom: CustomType) -> HiredSword:
    """A hired sword of the warband's own: hired by it alone, rated as a warrior (20 large)."""
    name = marked(custom.name)
    return HiredSword(
        id=custom.id,
        name=name,
        hire_fee=custom.cost,
        upkeep=0,
        rating=20 if custom.large else 5,
        race=RACE,
        profile=custom.profile,
        equipment=custom.items,
        equipment_text=Text("", ""),
        special_rules=(),
        skill_lists=custom.skill_lists,
        may_be_hired_by=(custom.warband,),
        core=False,
        large=custom.large,
        profile_dice=_unknown(custom),
    )


def _type(custom: CustomType) -> WarriorType:
    warband_id, _, local = custom.id.partition(".")
    role: Role = "hero" if custom.role == "hero" else "henchman"
    return WarriorType(
        id=custom.id,
        local_id=local,
        warband=warband_id,
        role=role,
        name=marked(custom.name),
        cost=custom.cost,
        min=0,
        max=None,
        race=RACE,
        profile=custom.profile,
        experience=0,
        equipment_list=local,
        skill_lists=custom.skill_lists,
        large=custom.large,
        may_lead=custom.role == "hero",
        rolled=_unknown(custom),
    )


def _unknown(custom: CustomType) -> tuple[tuple[str, str], ...]:
    """The characteristics shown as UNKNOWN: all of a profile no file gave, else none."""
    return () if custom.profile_known else tuple((k, UNKNOWN) for k in CHARACTERISTICS)


# --- the plain form (the exchange format's "custom", the store's column) -------------------


def to_plain(rules: CustomRules) -> dict[str, object]:
    out: dict[str, object] = {"types": [type_to_plain(t) for t in rules.types]}
    if rules.warband_name:
        out["warband"] = {"name": rules.warband_name, "max_size": rules.max_size}
    return out


def type_to_plain(custom: CustomType) -> dict[str, object]:
    return {
        "id": custom.id,
        "name": custom.name,
        "role": custom.role,
        "profile": custom.profile.as_dict(),
        "cost": custom.cost,
        "items": list(custom.items),
        "skill_lists": list(custom.skill_lists),
        **({"large": True} if custom.large else {}),
        **({} if custom.profile_known else {"profile_known": False}),
    }


def from_plain(value: Mapping[str, object]) -> CustomRules:
    """The definitions from their plain form, already checked for shape by the reader (the
    exchange format's strict one, or the store's own column)."""
    warband = value.get("warband")
    name, size = "", MAX_SIZE
    if isinstance(warband, Mapping):
        name, size = str(warband["name"]), int(warband.get("max_size", MAX_SIZE))
    types = value.get("types", [])
    assert isinstance(types, Iterable)
    return CustomRules(tuple(_type_from_plain(t) for t in types), name, size)


def _type_from_plain(value: Mapping[str, object]) -> CustomType:
    profile = value["profile"]
    items, lists = value.get("items", []), value.get("skill_lists", GENERAL_SKILL_LISTS)
    assert isinstance(profile, Mapping) and isinstance(items, Iterable)
    assert isinstance(lists, Iterable)
    role: CustomRole = next((r for r in ROLES if r == value["role"]), "henchman")
    cost = value.get("cost", 0)
    return CustomType(
        id=str(value["id"]),
        name=str(value["name"]),
        role=role,
        profile=Profile.from_mapping(profile),
        cost=cost if isinstance(cost, int) else 0,
        items=tuple(str(i) for i in items),
        skill_lists=tuple(str(s) for s in lists),
        large=value.get("large") is True,
        profile_known=value.get("profile_known") is not False,
    )
