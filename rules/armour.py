"""Armour saves: what a warrior's kit gives him, and what a hit of a given strength leaves."""

from __future__ import annotations

from collections.abc import Iterable

from rules.models import Item, Ruleset


def _items(ruleset: Ruleset, item_ids: Iterable[str]) -> list[Item]:
    return [ruleset.item(item_id) for item_id in item_ids]


def armour_save(ruleset: Ruleset, item_ids: Iterable[str]) -> int | None:
    """The armour save of a warrior carrying these items (e.g. 5 for '5+'), None for no save.

    The best body armour counts (they do not stack); a shield adds +1 and on its own gives 6+.
    A save better than 1+ is impossible, so it stops at 1.
    """
    items = _items(ruleset, item_ids)
    body = [item.armour_save for item in items if item.armour_save is not None]
    bonus = max((item.save_bonus for item in items), default=0)  # two shields are one shield
    bonus += max((item.rider_save_bonus for item in items), default=0)  # a barded mount
    # A mounted warrior's save is one better, 6+ with no armour (rulebook p.163).
    bonus += max((item.mount.save_bonus for item in items if item.mount), default=0)
    if not body and not bonus:
        return None
    base = min(body) if body else 7
    return max(1, base - bonus)


def strength_modifier(ruleset: Ruleset, strength: int) -> int:
    """The save modifier of a hit of this strength (S4: -1 ... S9+: -6)."""
    for row in ruleset.strength_save_modifiers:
        if row.strength_min <= strength and (
            row.strength_max is None or strength <= row.strength_max
        ):
            return row.modifier
    return 0  # strength below the table's first row modifies nothing


def save_against(
    ruleset: Ruleset, save: int | None, strength: int, weapon_id: str | None = None
) -> int | None:
    """The save left against a hit, None when it is gone (a save of 7+ cannot be made)."""
    weapon = ruleset.item(weapon_id) if weapon_id else None
    if weapon is not None and weapon.save_modifier_total is not None:
        modifier = weapon.save_modifier_total  # pistols and guns: a fixed total, not per strength
    else:
        modifier = strength_modifier(ruleset, strength) + (weapon.save_modifier if weapon else 0)
    if weapon is not None and weapon.enemy_save_bonus:
        save = 7 if save is None else save
        modifier += weapon.enemy_save_bonus
    if save is None:
        return None
    result = save - modifier
    return result if result <= 6 else None


def movement_penalty(ruleset: Ruleset, item_ids: Iterable[str]) -> int:
    """Movement lost for the kit: heavy armour together with a shield costs 1."""
    items = _items(ruleset, item_ids)
    has_shield = any(item.save_bonus for item in items)
    if not has_shield:
        return 0
    return max((item.movement_penalty_with_shield for item in items), default=0)
