"""Weapons made of a precious material: a gromril axe, an ithilmar sword.

The rulebook prices a gromril weapon at four times the weapon it is made of (Rare 11, an extra
-1 to the enemy's armour save), an ithilmar weapon at three times (Rare 9, +1 Initiative in
hand-to-hand combat). The data holds the material once (`gromril_weapon`, `cost_multiplier`,
`made_of`); the loader makes one item per material and base weapon, so every weapon made of it
has its own id, price, rarity, profile and name, and is bought, printed and exchanged as any
other item. The bare material is never bought: it has no price of its own.

A base weapon is a normal hand-to-hand weapon of the core chart: common, with a fixed price,
for every warband (docs/rules-notes.md says which are left out and why).

A warband's list may sell a material at its own multiplier (the Shadow Warriors' ithilmar
weapons at twice the weapon's price): its entry becomes one entry per base weapon on that same
list, priced from that weapon's price on the list.
"""

from __future__ import annotations

import dataclasses

from rules.models import EquipmentList, EquipmentListEntry, Item, Ruleset, Text, Warband


class MaterialDataError(ValueError):
    """A material's data or list entry is wrong: the loader names the file."""


def is_base_weapon(item: Item) -> bool:
    """A weapon a material weapon may be made of: a normal hand-to-hand weapon of the core
    chart, common, with a fixed price, for every warband."""
    return (
        item.category == "hand_to_hand"
        and item.pack == "core"
        and item.cost > 0
        and item.cost_dice is None
        and item.rarity is None
        and not item.only_warbands
        and not item.not_warbands
        and not item.is_material
        and item.material is None
    )


def variant_id(material: Item, base_id: str) -> str:
    assert material.made_of is not None
    return f"{material.made_of.prefix}_{base_id}"


def _lower_first(word: str) -> str:
    return word[:1].lower() + word[1:]


def material_weapon(material: Item, base: Item) -> Item:
    """The base weapon made of the material: its profile and rules with the material's extra
    save modifier and Initiative, the material's rarity, multiplier x the base's price."""
    made_of = material.made_of
    assert made_of is not None and material.cost_multiplier is not None
    extra_rules = tuple(r for r in material.special_rules if r not in base.special_rules)
    return dataclasses.replace(
        base,
        id=variant_id(material, base.id),
        name=Text(
            en=made_of.name.en.format(weapon=_lower_first(base.name.en)),
            ru=made_of.name.ru.format(weapon=base.name.ru),
        ),
        text=Text(en=f"{base.text.en} {made_of.text.en}", ru=f"{base.text.ru} {made_of.text.ru}"),
        cost=material.cost_multiplier * base.cost,
        rarity=material.rarity,
        save_modifier=base.save_modifier + material.save_modifier,
        initiative_bonus=base.initiative_bonus + material.initiative_bonus,
        special_rules=base.special_rules + extra_rules,
        material=material.id,
        base=base.id,
    )


def with_material_weapons(items: dict[str, Item]) -> dict[str, Item]:
    """The items with every material's weapons, each after its material."""
    bases = [item for item in items.values() if is_base_weapon(item)]
    out: dict[str, Item] = {}
    for item in items.values():
        out[item.id] = item
        if not item.is_material:
            continue
        for base in bases:
            weapon = material_weapon(item, base)
            if weapon.id in items or weapon.id in out:
                raise MaterialDataError(
                    f"item {item.id}: its {base.id} would be {weapon.id!r}, an item already"
                )
            out[weapon.id] = weapon
    return out


def expand_list(items: dict[str, Item], equipment_list: EquipmentList) -> EquipmentList:
    """A list whose material entries (`cost_multiplier`) become one entry per base weapon on
    the same list, at multiplier x that weapon's list price."""
    if not any(entry.cost_multiplier is not None for entry in equipment_list.items):
        _refuse_bare_materials(items, equipment_list)
        return equipment_list
    entries: list[EquipmentListEntry] = []
    for entry in equipment_list.items:
        if entry.cost_multiplier is None:
            entries.append(entry)
            continue
        made = _made_on_list(items, equipment_list, entry)
        if not made:
            raise MaterialDataError(
                f"equipment_list {equipment_list.id}: no weapon on it to make of {entry.item}"
            )
        entries += made
    taken = [entry.item for entry in entries]
    twice = sorted({item_id for item_id in taken if taken.count(item_id) > 1})
    if twice:
        raise MaterialDataError(
            f"equipment_list {equipment_list.id}: {', '.join(twice)} listed twice "
            "(once by a material's entry)"
        )
    return dataclasses.replace(equipment_list, items=tuple(entries))


def _refuse_bare_materials(items: dict[str, Item], equipment_list: EquipmentList) -> None:
    for entry in equipment_list.items:
        item = items.get(entry.item)
        if item is not None and item.is_material:
            raise MaterialDataError(
                f"equipment_list {equipment_list.id}: {entry.item} is priced by the weapon "
                "made of it: give cost_multiplier (x the weapon's list price), not cost"
            )


def _made_on_list(
    items: dict[str, Item], equipment_list: EquipmentList, entry: EquipmentListEntry
) -> list[EquipmentListEntry]:
    material = items.get(entry.item)
    if material is None or not material.is_material:
        raise MaterialDataError(
            f"equipment_list {equipment_list.id}: cost_multiplier is for a material weapon "
            f"(gromril, ithilmar), not {entry.item}"
        )
    assert entry.cost_multiplier is not None
    out = []
    for base_entry in equipment_list.items:
        base = items.get(base_entry.item)
        if base is None or base_entry.cost_multiplier is not None or not is_base_weapon(base):
            continue
        out.append(
            EquipmentListEntry(
                variant_id(material, base.id),
                entry.cost_multiplier * base_entry.cost,
                heroes_only=entry.heroes_only or base_entry.heroes_only,
                rarity=entry.rarity,
                cost_multiplier=entry.cost_multiplier,
                at_creation=entry.at_creation or base_entry.at_creation,
            )
        )
    return out


def hand_to_hand_initiative(ruleset: Ruleset, initiative: int, weapon_id: str) -> int:
    """His Initiative in hand-to-hand combat fighting with this weapon (ithilmar: +1), at
    most 10 as every characteristic."""
    return min(10, initiative + ruleset.item(weapon_id).initiative_bonus)


def with_material_lists(items: dict[str, Item], warband: Warband) -> Warband:
    """The warband with its lists' material entries made into weapons."""
    lists = {
        list_id: expand_list(items, equipment_list)
        for list_id, equipment_list in warband.equipment_lists.items()
    }
    if all(lists[k] is v for k, v in warband.equipment_lists.items()):
        return warband
    return dataclasses.replace(warband, equipment_lists=lists)


__all__ = [
    "MaterialDataError",
    "expand_list",
    "hand_to_hand_initiative",
    "is_base_weapon",
    "material_weapon",
    "variant_id",
    "with_material_lists",
    "with_material_weapons",
]
