"""The whole ruleset as JSON: `python -m rules dump [--lang en|ru]`."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping, Sequence
from typing import Any

from rules.models import Lang, Profile, Ruleset, Text

_RENAMED = {"from_": "from"}


_SCALARS = (str, int, float, bool, type(None))


@functools.cache
def _fields(cls: type) -> tuple[tuple[str, str], ...]:
    """A dataclass's fields and their names in the dump (asked once per class, not per object)."""
    return tuple((f.name, _RENAMED.get(f.name, f.name)) for f in dataclasses.fields(cls))


def to_plain(value: Any, lang: Lang) -> Any:
    """Dataclasses -> dicts, texts -> the chosen language, tuples -> lists."""
    if isinstance(value, _SCALARS):
        return value
    if isinstance(value, Text):
        return value.get(lang)
    if isinstance(value, Profile):
        return value.as_dict()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {out: to_plain(getattr(value, name), lang) for name, out in _fields(type(value))}
    if isinstance(value, Mapping):
        return {str(k): to_plain(v, lang) for k, v in value.items()}
    if isinstance(value, Sequence):  # tuples, lists, and the compiled rules' lazy tuples
        return [to_plain(v, lang) for v in value]
    return value


def ruleset_to_dict(ruleset: Ruleset, lang: Lang = "en") -> dict[str, Any]:
    def plain(value: Any) -> Any:
        return to_plain(value, lang)

    experience = ruleset.experience
    campaign = ruleset.campaign
    swords = _swords(ruleset, lang)
    return {
        "format": "mordheim-roster-rules",
        "version": 1,
        "lang": lang,
        "characteristics": plain(ruleset.characteristics),
        "races": plain(ruleset.races),
        "special_rules": plain(ruleset.special_rules),
        "experience": {
            "hero_thresholds": list(experience.hero_thresholds),
            "henchman_thresholds": list(experience.henchman_thresholds),
            "hero_max_experience": experience.hero_max_experience,
            "henchman_max_experience": experience.henchman_max_experience,
            "texts": plain(experience.texts),
        },
        "hero_advances": plain(experience.hero_advances),
        "henchman_advances": plain(experience.henchman_advances),
        "serious_injuries": plain(ruleset.hero_injuries),
        "henchman_injuries": plain(ruleset.henchman_injuries),
        "underdog": plain(experience.underdog),
        "skills": plain(ruleset.skills),
        "skill_lists": _skill_lists(ruleset, lang),
        "spell_lists": _spell_lists(ruleset, lang),
        "spell_rules": plain(ruleset.spell_texts),
        "equipment": plain(ruleset.items),
        "strength_save_modifiers": plain(ruleset.strength_save_modifiers),
        "injury_roll": plain(ruleset.injury_roll),
        "warbands": _warbands(ruleset, lang),
        "hired_swords": swords["hired_swords"],
        "dramatis_personae": swords["dramatis_personae"],
        "scenarios": plain(ruleset.scenarios),
        "scenario_table": plain(ruleset.scenario_table),
        "scenario_sources": plain(ruleset.scenario_sources),
        "scenario_counters": plain(ruleset.scenario_counters),
        **_income(ruleset, lang),
        "post_battle_sequence": plain(campaign.post_battle_steps),
        "campaign": _campaign(ruleset, lang),
        "packs": plain(ruleset.packs),
        "house_rules": plain(ruleset.house_rules),
    }


def _pack_of(ruleset: Ruleset, pack_id: str, lang: Lang) -> dict[str, Any]:
    pack = ruleset.packs.get(pack_id)
    if pack is None:  # "shared": supplement_equipment.toml
        return {"id": pack_id}
    return {
        "id": pack.id,
        "name": to_plain(pack.name, lang),
        "source": to_plain(pack.source, lang),
        "grade": pack.grade,
    }


def _warbands(ruleset: Ruleset, lang: Lang) -> dict[str, Any]:
    warbands = {}
    for warband in ruleset.warbands.values():
        data = to_plain(warband, lang)
        data["pack"] = _pack_of(ruleset, warband.pack, lang)
        data.pop("heroes"), data.pop("henchmen")
        data["heroes"] = [to_plain(t, lang) for t in warband.heroes]
        data["henchmen"] = [to_plain(t, lang) for t in warband.henchmen]
        data["max_heroes"] = warband.max_heroes
        warbands[warband.id] = data
    return warbands


def _skill_lists(ruleset: Ruleset, lang: Lang) -> dict[str, Any]:
    skill_lists = {}
    for skill_list in ruleset.skill_lists.values():
        data = to_plain(skill_list, lang)
        data["skills"] = [s.id for s in ruleset.skills_of(skill_list.id)]
        skill_lists[skill_list.id] = data
    return skill_lists


def _spell_lists(ruleset: Ruleset, lang: Lang) -> dict[str, Any]:
    spell_lists = {}
    for spell_list in ruleset.spell_lists.values():
        data = to_plain(spell_list, lang)
        spells = sorted(ruleset.spells_of(spell_list.id), key=lambda s: s.d6)
        data["spells"] = [to_plain(s, lang) for s in spells]
        spell_lists[spell_list.id] = data
    return spell_lists


def _swords(ruleset: Ruleset, lang: Lang) -> dict[str, dict[str, Any]]:
    swords: dict[str, dict[str, Any]] = {"hired_swords": {}, "dramatis_personae": {}}
    for sword in ruleset.hired_swords.values():
        data = to_plain(sword, lang)
        data["pack"] = _pack_of(ruleset, sword.pack, lang)
        swords["dramatis_personae" if sword.dramatis_persona else "hired_swords"][sword.id] = data
    return swords


def _income(ruleset: Ruleset, lang: Lang) -> dict[str, Any]:
    """The exploration chart and the wyrdstone price table."""
    exploration = ruleset.campaign.exploration
    prices = ruleset.campaign.wyrdstone_prices
    return {
        "exploration": {
            "max_dice": exploration.max_dice,
            "shards": to_plain(exploration.shards, lang),
            "multiples": to_plain(exploration.multiples, lang),
            "multiples_rule": to_plain(exploration.multiples_rule, lang),
        },
        "wyrdstone_prices": {
            "bands": [{"min": low, "max": high} for low, high in prices.bands],
            "rows": [{"shards": n, "prices": list(row)} for n, row in sorted(prices.rows.items())],
        },
    }


def _campaign(ruleset: Ruleset, lang: Lang) -> dict[str, Any]:
    campaign = ruleset.campaign
    return {
        "rating_per_warrior": campaign.rating_per_warrior,
        "rating_per_large_creature": campaign.rating_per_large_creature,
        "rating_per_experience": campaign.rating_per_experience,
        "min_models": campaign.min_models,
        "henchman_group_min": campaign.henchman_group_min,
        "henchman_group_max": campaign.henchman_group_max,
        "max_close_combat_weapons": campaign.max_close_combat_weapons,
        "max_missile_weapons": campaign.max_missile_weapons,
        "streetwise_bonus": campaign.streetwise_bonus,
        "sell_fraction": campaign.sell_fraction,
        "veteran_cost_per_xp": campaign.veteran_cost_per_xp,
        "texts": to_plain(campaign.texts, lang),
    }
