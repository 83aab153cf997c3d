"""Cross checks of a loaded ruleset: every id that names another entry exists and may be seen.

A pack may name what the core rulebook, `supplement_equipment.toml` ("shared"), itself or a
pack it `requires` defines; anything else is an error that says which pack to require.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from rules.errors import RulesDataError
from rules.models import CORE_PACK, SHARED_PACK, Effect, InjuryResult, Item, Pack, Ruleset


@dataclass(frozen=True, slots=True)
class Origin:
    """Where an entry was defined: its file (relative to rules/data) and pack."""

    file: str
    pack: str


@dataclass
class Origins:
    """Kind of entry ("item", "skill", ...) -> id -> where it was defined."""

    by_kind: dict[str, dict[str, Origin]] = field(default_factory=dict)

    def add(self, kind: str, key: str, origin: Origin) -> None:
        known = self.by_kind.setdefault(kind, {})
        if key in known:
            raise RulesDataError(
                origin.file,
                f"{kind} {key}",
                f"duplicate id, already defined in {known[key].file}",
            )
        known[key] = origin

    def of(self, kind: str, key: str) -> Origin:
        return self.by_kind[kind][key]


def requirement_closure(packs: Mapping[str, Pack], pack_id: str) -> frozenset[str]:
    """The pack, every pack it requires (transitively), and the always-visible core/shared."""
    seen = {pack_id, CORE_PACK, SHARED_PACK}
    todo = [pack_id]
    while todo:
        current = packs.get(todo.pop())
        for needed in current.requires if current else ():
            if needed not in seen:
                seen.add(needed)
                todo.append(needed)
    return frozenset(seen)


class _Checker:
    def __init__(self, ruleset: Ruleset, origins: Origins) -> None:
        self.ruleset = ruleset
        self.origins = origins

    def need(self, ids: Iterable[str], kind: str, at: Origin, where: str) -> None:
        """Every id must be a known `kind` that the pack at `at` may see."""
        known = self.origins.by_kind.get(kind, {})
        visible = requirement_closure(self.ruleset.packs, at.pack)
        for ref in ids:
            if ref not in known:
                raise RulesDataError(at.file, where, f"unknown {kind.replace('_', ' ')} {ref!r}")
            owner = known[ref].pack
            if kind not in ("warband", "hired_sword") and owner not in visible:
                raise RulesDataError(
                    at.file,
                    where,
                    f"{kind.replace('_', ' ')} {ref!r} is defined in pack {owner!r}: "
                    f"add {owner!r} to requires in packs/{at.pack}/pack.toml",
                )


def _check_packs(ruleset: Ruleset) -> None:
    for pack in ruleset.packs.values():
        for needed in pack.requires:
            if needed not in ruleset.packs or needed == pack.id:
                raise RulesDataError(
                    f"packs/{pack.id}/pack.toml", "requires", f"unknown pack {needed!r}"
                )


def _check_items(c: _Checker) -> None:
    for item in c.ruleset.items.values():
        at = c.origins.of("item", item.id)
        where = f"item {item.id}"
        unknown = [p for p in item.packs if p not in c.ruleset.packs]
        if not item.packs or unknown:
            raise RulesDataError(at.file, where, f"belongs to no known pack ({unknown or 'none'})")
        c.need(item.special_rules, "special_rule", at, where)
        c.need(item.only_warbands + item.not_warbands, "warband", at, where)
        c.need(item.for_mounts, "item", at, where)
        for mount_id in item.for_mounts:
            if c.ruleset.items[mount_id].mount is None:
                raise RulesDataError(at.file, where, f"for_mounts names {mount_id!r}, no mount")
        if item.mount is not None:
            _check_riders(c, item.mount.riders, at, where)
            _check_rider_skills(c, item.mount.rider_skills, at, where)
            _check_not_with(c, item, at, where)


def _check_rider_skills(c: _Checker, skills: Iterable[str], at: Origin, where: str) -> None:
    """A mount's rider skills exist; like its rider types they may live in any pack (a shared
    mount names the Marauders' Chosen of Chaos)."""
    for skill_id in skills:
        if skill_id not in c.ruleset.skills:
            raise RulesDataError(at.file, where, f"unknown skill {skill_id!r}")


def _check_not_with(c: _Checker, item: Item, at: Origin, where: str) -> None:
    """The mounts a mount excludes are mounts, and each excludes it back."""
    assert item.mount is not None
    c.need(item.mount.not_with, "item", at, where)
    for other_id in item.mount.not_with:
        other = c.ruleset.items[other_id].mount
        if other is None or item.id not in other.not_with:
            raise RulesDataError(
                at.file, where, f"not_with names {other_id!r}: a mount that must name it back"
            )


def _check_riders(c: _Checker, riders: Iterable[str], at: Origin, where: str) -> None:
    """A mount's riders are races or full warrior type ids."""
    types = {t.id for w in c.ruleset.warbands.values() for t in w.types}
    for rider in riders:
        if "." in rider:
            if rider not in types:
                raise RulesDataError(at.file, where, f"unknown warrior type {rider!r}")
        else:
            c.need([rider], "race", at, where)


def _check_warbands(c: _Checker) -> None:
    for warband in c.ruleset.warbands.values():
        at = c.origins.of("warband", warband.id)
        c.need(warband.special_rules, "special_rule", at, "top")
        c.need(warband.may_hire or (), "hired_sword", at, "may_hire")
        for equipment_list in warband.equipment_lists.values():
            items = (x.item for x in equipment_list.items)
            c.need(items, "item", at, f"equipment_list {equipment_list.id}")
        c.need((t.item for t in warband.trading), "item", at, "trading")
        for t in warband.types:
            where = f"{t.role} {t.local_id}"
            c.need([t.race], "race", at, where)
            c.need(t.special_rules, "special_rule", at, where)
            c.need(t.skill_lists, "skill_list", at, where)
            if t.equipment_list and t.equipment_list not in warband.equipment_lists:
                raise RulesDataError(at.file, where, f"unknown equipment list {t.equipment_list!r}")
            if t.spell_list:
                c.need([t.spell_list], "spell_list", at, where)
            if t.included_mount is not None:
                _need_mount(c, t.included_mount, at, f"{where}: included_mount")
        for equipment_list in warband.equipment_lists.values():
            for entry in equipment_list.items:
                if entry.replaces is not None:
                    where = f"equipment_list {equipment_list.id}: {entry.item}"
                    _need_mount(c, entry.item, at, where)
                    _need_mount(c, entry.replaces, at, f"{where} replaces")


def _need_mount(c: _Checker, item_id: str, at: Origin, where: str) -> None:
    """An included mount, and an upgrade and what it replaces, are mounts."""
    c.need([item_id], "item", at, where)
    if c.ruleset.items[item_id].mount is None:
        raise RulesDataError(at.file, where, f"{item_id!r} is not a mount")


def _check_hired_swords(c: _Checker) -> None:
    for sword in c.ruleset.hired_swords.values():
        at = c.origins.of("hired_sword", sword.id)
        where = f"{'dramatis_persona' if sword.dramatis_persona else 'hired_sword'} {sword.id}"
        c.need([sword.race], "race", at, where)
        c.need(sword.equipment, "item", at, where)
        c.need(sword.special_rules, "special_rule", at, where)
        c.need(sword.skill_lists, "skill_list", at, where)
        c.need(sword.may_be_hired_by + sword.may_not_be_hired_by, "warband", at, where)
        c.need(sword.extra_skills, "skill", at, where)
        if sword.spell_list:
            c.need([sword.spell_list, *sword.also_spell_lists], "spell_list", at, where)


def _check_skills(c: _Checker) -> None:
    for skill_list in c.ruleset.skill_lists.values():
        at = c.origins.of("skill_list", skill_list.id)
        where = f"skill_list {skill_list.id}"
        if skill_list.warband:
            c.need([skill_list.warband], "warband", at, where)
        if skill_list.hired_sword:
            c.need([skill_list.hired_sword], "hired_sword", at, where)
    all_types = {t.id for w in c.ruleset.warbands.values() for t in w.types}
    for skill in c.ruleset.skills.values():
        at = c.origins.of("skill", skill.id)
        where = f"skill {skill.id}"
        c.need([skill.list], "skill_list", at, where)
        for type_id in skill.only_types + skill.not_types:
            if type_id not in all_types:
                raise RulesDataError(at.file, where, f"unknown warrior type {type_id!r}")
        c.need(skill.not_warbands, "warband", at, where)
        c.need(skill.excludes, "skill", at, where)


def _check_effects(c: _Checker) -> None:
    ruleset = c.ruleset
    injuries = Origin("injuries.toml", CORE_PACK)

    def check(effects: Iterable[Effect], at: Origin, where: str) -> None:
        for effect in effects:
            if effect.rule:
                c.need([effect.rule], "special_rule", at, where)
            if effect.item:
                c.need([effect.item], "item", at, where)
            check(effect.win_effects + effect.lose_effects, at, where)

    def walk(results: Iterable[InjuryResult]) -> None:
        for result in results:
            check(result.effects, injuries, f"injury {result.id}")
            walk(result.sub_roll)

    walk(ruleset.hero_injuries + ruleset.henchman_injuries)
    scenarios = Origin("scenarios.toml", CORE_PACK)
    for scenario in ruleset.scenarios.values():
        for found in scenario.effects:
            if found.item:
                c.need([found.item], "item", scenarios, f"scenario {scenario.id}")
    hero_ids = {i.id for i in ruleset.hero_injuries}
    for result in ruleset.hero_injuries:
        for effect in result.effects:
            for ref in effect.reroll:
                if ref not in hero_ids:
                    raise RulesDataError(
                        injuries.file, f"injury {result.id}", f"unknown injury {ref!r}"
                    )
    campaign = Origin("campaign.toml", CORE_PACK)
    for multiple in ruleset.campaign.exploration.multiples:
        check(multiple.effects, campaign, f"multiple {multiple.id}")


def check_refs(ruleset: Ruleset, origins: Origins) -> None:
    """Raise RulesDataError (file, entry, problem) for the first broken cross reference."""
    _check_packs(ruleset)
    checker = _Checker(ruleset, origins)
    _check_items(checker)
    _check_warbands(checker)
    _check_hired_swords(checker)
    _check_skills(checker)
    _check_effects(checker)
