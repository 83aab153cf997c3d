"""Load `rules/data/*.toml` into a validated, cross-checked `Ruleset`."""

from __future__ import annotations

import dataclasses
import tomllib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from dataclasses import field as dc_field
from pathlib import Path
from typing import Any, NamedTuple, TypeVar, get_args

from rules._reader import _ROLLED, Entry, dice_parts
from rules._refs import Origin, Origins, check_refs
from rules.errors import RulesDataError
from rules.materials import MaterialDataError, with_material_lists, with_material_weapons
from rules.models import (
    CHARACTERISTICS,
    CORE_PACK,
    SCENARIO_EFFECT_TYPES,
    SCENARIO_PER,
    SCENARIO_WHO,
    SHARED_PACK,
    AdvanceResult,
    CampaignRules,
    CharacteristicInfo,
    CounterUse,
    DiceBand,
    Effect,
    EffectType,
    EquipmentList,
    EquipmentListEntry,
    ExperienceAward,
    ExperienceRules,
    Exploration,
    ExplorationMultiple,
    HiredSword,
    InjuryResult,
    Item,
    ItemCategory,
    MaterialWeapons,
    Mount,
    Mutation,
    Pack,
    PackGrade,
    PackItem,
    PackKind,
    PostBattleStep,
    Profile,
    Race,
    Ruleset,
    RulesPack,
    Scenario,
    ScenarioCounter,
    ScenarioEffect,
    ScenarioRoll,
    ScenarioSource,
    ShardBand,
    Skill,
    SkillList,
    SpecialRule,
    SpecialRuleKind,
    Spell,
    SpellList,
    StrengthSaveModifier,
    SubRollCharacteristic,
    Text,
    TradingTerms,
    UnderdogBand,
    Warband,
    WarriorType,
    WyrdstonePrices,
)

DATA_DIR = Path(__file__).with_name("data")
WARBAND_IDS = (
    "reikland",
    "middenheim",
    "marienburg",
    "cult_of_the_possessed",
    "witch_hunters",
    "sisters_of_sigmar",
    "undead",
    "skaven",
)
RULE_KINDS: tuple[str, ...] = get_args(SpecialRuleKind)
EFFECT_TYPES: tuple[str, ...] = get_args(EffectType)
ITEM_CATEGORIES: tuple[str, ...] = get_args(ItemCategory)

V = TypeVar("V")


class _File:
    """A parsed data file plus the special rules it defines."""

    def __init__(self, path: Path, data_dir: Path) -> None:
        self.name = path.relative_to(data_dir).as_posix()
        try:
            self.root = Entry(tomllib.loads(path.read_text(encoding="utf-8")), self.name, "top")
        except tomllib.TOMLDecodeError as exc:
            raise RulesDataError(self.name, "syntax", str(exc)) from exc
        except OSError as exc:
            raise RulesDataError(self.name, "file", f"cannot read: {exc}") from exc
        self.rules = [_special_rule(e, self.name) for e in self.root.entries("special_rule", [])]


def _unique(entries: Iterable[tuple[str, V]], file: str, what: str) -> dict[str, V]:
    out: dict[str, V] = {}
    for key, value in entries:
        if key in out:
            raise RulesDataError(file, what, f"duplicate id {key!r}")
        out[key] = value
    return out


def _special_rule(e: Entry, file: str) -> SpecialRule:
    rule_id = e.id()
    kind = e.string("kind")
    if kind not in RULE_KINDS:
        raise e.error(f"kind {kind!r} must be one of {', '.join(RULE_KINDS)}")
    rule = SpecialRule(rule_id, e.text("name"), e.text("text"), kind, file)
    e.done()
    return rule


def _effect(e: Entry) -> Effect:
    kind = e.string("type")
    if kind not in EFFECT_TYPES:
        raise e.error(f"effect type {kind!r} must be one of {', '.join(EFFECT_TYPES)}")
    games = e.data.get("games")
    effect = Effect(
        type=kind,
        characteristic=e.characteristic("characteristic") if e.has("characteristic") else None,
        delta=e.integer("delta", None),
        games=e.integer("games", None),
        dice=e.dice("dice", None),
        multiplier=e.integer("multiplier", 1),
        rule=e.string("rule", None),
        target=e.string("target", None),
        what=e.string("what", None),
        amount=e.integer("amount", None),
        count=e.integer("count", None),
        item=e.string("item", None),
        reroll=e.ids("reroll"),
        reroll_from=e.integer("reroll_from", None),
        reroll_to=e.integer("reroll_to", None),
        win_effects=tuple(_effect(x) for x in e.entries("win_effects", [])),
        lose_effects=tuple(_effect(x) for x in e.entries("lose_effects", [])),
    )
    needs: dict[str, tuple[bool, str]] = {
        "characteristic": (
            effect.characteristic is not None and effect.delta is not None,
            "characteristic and delta",
        ),
        "miss_games": ((games is None) != (effect.dice is None), "either games or dice"),
        "psychology": (effect.rule is not None, "rule"),
        "special_rule": (effect.rule is not None, "rule"),
        "lose_equipment": (
            effect.what in ("all", "weapons_and_armour"),
            "what = 'all' or 'weapons_and_armour'",
        ),
        "experience": (effect.amount is not None, "amount"),
        "roll_again": ((effect.count is None) != (effect.dice is None), "either count or dice"),
        "item": (effect.item is not None, "item"),
    }
    if kind in needs and not needs[kind][0]:
        raise e.error(f"a {kind} effect needs {needs[kind][1]}")
    if kind in ("gold", "shards") and effect.amount is None and effect.dice is None:
        raise e.error(f"a {kind} effect needs amount or dice")
    e.done()
    return effect


def _effects(e: Entry) -> tuple[Effect, ...]:
    return tuple(_effect(x) for x in e.entries("effects", []))


def _check_cover(
    rows: Iterable[tuple[int, int]], values: Iterable[int], file: str, what: str
) -> None:
    """Every die value maps to exactly one row."""
    wanted = list(values)
    for value in wanted:
        hits = sum(1 for low, high in rows if low <= value <= high)
        if hits != 1:
            raise RulesDataError(file, what, f"value {value} is covered by {hits} rows, not 1")
    for low, high in rows:
        if not any(low <= v <= high for v in wanted):
            raise RulesDataError(file, what, f"row {low}-{high} covers no possible roll")


D6 = range(1, 7)
TWO_D6 = range(2, 13)
D66 = [tens * 10 + units for tens in D6 for units in D6]


# --- one loader per file --------------------------------------------------------------------


def _characteristics(f: _File) -> tuple[CharacteristicInfo, ...]:
    out = []
    for e in f.root.entries("characteristic"):
        out.append(
            CharacteristicInfo(e.characteristic("key"), e.id(), e.text("name"), e.text("text"))
        )
        e.done()
    f.root.done()
    if tuple(c.key for c in out) != CHARACTERISTICS:
        raise RulesDataError(
            f.name, "characteristic", f"must list {' '.join(CHARACTERISTICS)} in order"
        )
    return tuple(out)


def _race_entries(root: Entry, *, required: bool = True) -> list[Race]:
    races = []
    for e in root.entries("race") if required else root.entries("race", []):
        races.append(Race(e.id(), e.text("name"), e.profile("max"), e.flag("human", False)))
        e.done()
    return races


def _races(f: _File) -> dict[str, Race]:
    races = _race_entries(f.root)
    f.root.done()
    return _unique(((r.id, r) for r in races), f.name, "race")


def _advance(e: Entry) -> AdvanceResult:
    start, end = e.range(2, 12)
    advance_id = e.id()
    kind = e.string("kind")
    if kind not in ("skill", "characteristic", "lads_got_talent"):
        raise e.error(f"kind {kind!r} must be skill, characteristic or lads_got_talent")
    sub = []
    for band in e.entries("sub_roll", []):
        low, high = band.range(1, 6)
        sub.append(SubRollCharacteristic(low, high, band.characteristic("characteristic")))
        band.done()
    choice = tuple(e.ids("choice"))
    for key in choice:
        if key not in CHARACTERISTICS:
            raise e.error(f"choice {key!r} is not a characteristic")
    fixed = e.characteristic("characteristic") if e.has("characteristic") else None
    ways = sum(1 for way in (fixed, choice, sub) if way)
    if kind == "characteristic" and ways != 1:
        raise e.error(
            "a characteristic advance needs exactly one of characteristic, choice, sub_roll"
        )
    if kind != "characteristic" and ways:
        raise e.error(f"a {kind} advance raises no characteristic")
    if sub:
        _check_cover([(b.from_, b.to) for b in sub], D6, e.file, e.where + " sub_roll")
    result = AdvanceResult(
        advance_id,
        start,
        end,
        kind,
        e.text("name"),
        e.text("text", None),
        fixed,
        choice,
        tuple(sub),
    )
    e.done()
    return result


def _experience(f: _File) -> ExperienceRules:
    r = f.root
    hero = r.ints("hero_thresholds")
    henchman = r.ints("henchman_thresholds")
    for name, values in (("hero_thresholds", hero), ("henchman_thresholds", henchman)):
        if list(values) != sorted(set(values)) or not values:
            raise r.error(f"{name} must be strictly increasing")
    hero_advances = tuple(_advance(e) for e in r.entries("hero_advance"))
    henchman_advances = tuple(_advance(e) for e in r.entries("henchman_advance"))
    for name, table in (("hero_advance", hero_advances), ("henchman_advance", henchman_advances)):
        _check_cover([(a.from_, a.to) for a in table], TWO_D6, f.name, name)
        _unique(((a.id, a) for a in table), f.name, name)
    underdog = []
    for e in r.entries("underdog"):
        underdog.append(UnderdogBand(e.integer("min"), e.integer("max", None), e.integer("bonus")))
        e.done()
    _check_open_bands([(b.min, b.max) for b in underdog], 0, f.name, "underdog")
    texts: dict[str, Text] = {}
    for key in ("racial_maximum_text", "starting_experience_text"):
        if r.has(key):
            texts[key] = r.text(key)
    if r.has("lads_got_talent"):
        talent = r.sub("lads_got_talent")
        texts["lads_got_talent_name"] = talent.text("name")
        texts["lads_got_talent"] = talent.text("text")
        talent.done()
    rules = ExperienceRules(
        hero,
        henchman,
        r.integer("hero_max_experience"),
        r.integer("henchman_max_experience"),
        hero_advances,
        henchman_advances,
        tuple(underdog),
        texts,
    )
    r.done()
    if rules.hero_thresholds[-1] != rules.hero_max_experience:
        raise r.error("the last hero threshold must equal hero_max_experience")
    if rules.henchman_thresholds[-1] != rules.henchman_max_experience:
        raise r.error("the last henchman threshold must equal henchman_max_experience")
    return rules


def _check_open_bands(
    bands: list[tuple[int, int | None]], start: int, file: str, what: str
) -> None:
    """Bands must run from `start` upwards without gaps or overlaps; only the last may be open."""
    expected = start
    for n, (low, high) in enumerate(bands):
        if low != expected:
            raise RulesDataError(file, what, f"band {n} starts at {low}, expected {expected}")
        if high is None:
            if n != len(bands) - 1:
                raise RulesDataError(file, what, f"band {n} is open-ended but is not the last")
            return
        if high < low:
            raise RulesDataError(file, what, f"band {n} ends before it starts")
        expected = high + 1
    raise RulesDataError(file, what, "the last band must be open-ended (leave out max)")


def _injury(e: Entry, low: int, high: int, values: Iterable[int]) -> InjuryResult:
    start, end = e.range(low, high)
    injury_id = e.id()
    sub = tuple(_injury(x, 1, 6, D6) for x in e.entries("sub_roll", []))
    if sub:
        _check_cover([(s.from_, s.to) for s in sub], D6, e.file, e.where + " sub_roll")
    result = InjuryResult(
        injury_id,
        start,
        end,
        e.text("name"),
        e.text("text"),
        _effects(e),
        sub,
        e.string("target", None),
    )
    e.done()
    return result


def _injuries(f: _File) -> tuple[tuple[InjuryResult, ...], tuple[InjuryResult, ...]]:
    hero = tuple(_injury(e, 11, 66, D66) for e in f.root.entries("hero_injury"))
    henchman = tuple(_injury(e, 1, 6, D6) for e in f.root.entries("henchman_injury"))
    f.root.done()
    _check_cover([(i.from_, i.to) for i in hero], D66, f.name, "hero_injury")
    _check_cover([(i.from_, i.to) for i in henchman], D6, f.name, "henchman_injury")
    _unique(((i.id, i) for i in hero), f.name, "hero_injury")
    _unique(((i.id, i) for i in henchman), f.name, "henchman_injury")
    return hero, henchman


def _skill_entries(root: Entry) -> tuple[list[SkillList], list[Skill]]:
    lists = []
    for e in root.entries("skill_list", []):
        lists.append(
            SkillList(
                e.id(),
                e.text("name"),
                e.text("text", None),
                e.string("warband", None),
                e.string("hired_sword", None),
            )
        )
        e.done()
    skills = []
    for e in root.entries("skill", []):
        skills.append(
            Skill(
                id=e.id(),
                list=e.string("list"),
                name=e.text("name"),
                text=e.text("text"),
                restriction=e.text("restriction", None),
                leader_only=e.flag("leader_only", False),
                casters_only=e.flag("casters_only", False),
                only_types=e.ids("only_types"),
                not_types=e.ids("not_types"),
                not_warbands=e.ids("not_warbands"),
                excludes=e.ids("excludes"),
                mount_lost_on=_d6(e, "mount_lost_on"),
            )
        )
        e.done()
    return lists, skills


def _skills(f: _File) -> tuple[dict[str, SkillList], dict[str, Skill]]:
    lists, skills = _skill_entries(f.root)
    if f.root.has("skill_rules"):
        f.root.text("skill_rules")
    f.root.done()
    list_map = _unique(((s.id, s) for s in lists), f.name, "skill_list")
    skill_map = _unique(((s.id, s) for s in skills), f.name, "skill")
    for skill in skills:
        if skill.list not in list_map:
            raise RulesDataError(f.name, f"skill {skill.id}", f"unknown skill list {skill.list!r}")
    return list_map, skill_map


def _spell_entries(root: Entry) -> tuple[list[SpellList], list[Spell]]:
    """Spell lists and spells; each list defined here gets one spell per D6 face here."""
    lists = []
    for e in root.entries("spell_list", []):
        lists.append(
            SpellList(e.id(), e.text("name"), e.text("text", None), e.flag("prayer", False))
        )
        e.done()
    list_map = _unique(((s.id, s) for s in lists), root.file, "spell_list")
    spells = []
    for e in root.entries("spell", []):
        spell_id = e.id()
        list_id = e.string("list")
        if list_id not in list_map:
            raise e.error(f"unknown spell list {list_id!r} (define it in this file)")
        d6 = e.integer("d6")
        auto = e.flag("auto", False)
        difficulty = e.integer("difficulty")
        if (
            not 1 <= d6 <= 6
            or (auto and difficulty != 0)
            or (not auto and not 2 <= difficulty <= 12)
        ):
            raise e.error("d6 must be 1..6; difficulty 2..12, or 0 with auto = true")
        spells.append(
            Spell(spell_id, list_id, d6, difficulty, auto, e.text("name"), e.text("text"))
        )
        e.done()
    for spell_list in lists:
        faces = sorted(s.d6 for s in spells if s.list == spell_list.id)
        if faces != list(D6):
            raise RulesDataError(
                root.file,
                f"spell_list {spell_list.id}",
                f"needs one spell per D6 face, has {faces}",
            )
    _unique(((s.key, s) for s in spells), root.file, "spell")
    return lists, spells


def _spells(f: _File) -> tuple[dict[str, SpellList], tuple[Spell, ...], dict[str, Text]]:
    lists, spells = _spell_entries(f.root)
    list_map = _unique(((s.id, s) for s in lists), f.name, "spell_list")
    texts = {"campaign_rules": f.root.text("campaign_rules")}
    f.root.integer("duplicate_difficulty_reduction", 1)
    f.root.done()
    return list_map, tuple(spells), texts


_STRENGTH_WORDS = ("user", "user+1", "user+2", "user-1")


def _item(e: Entry, pack: str = CORE_PACK) -> Item:
    item_id = e.id()
    category = e.string("category")
    if category not in ITEM_CATEGORIES:
        raise e.error(f"category {category!r} must be one of {', '.join(ITEM_CATEGORIES)}")
    strength = e._get("strength", None)
    if strength is not None and not (
        (isinstance(strength, int) and not isinstance(strength, bool) and 1 <= strength <= 10)
        or strength in _STRENGTH_WORDS
    ):
        raise e.error(f"strength {strength!r} must be 1..10 or one of {', '.join(_STRENGTH_WORDS)}")
    rarity = e.integer("rarity", None)
    if rarity is not None and not 2 <= rarity <= 12:
        raise e.error(f"rarity {rarity} must be 2..12 (a 2D6 roll)")
    cost = e.integer("cost")
    if cost < 0:
        raise e.error("cost must not be negative")
    armour_save = e.integer("armour_save", None)
    if armour_save is not None and not 2 <= armour_save <= 6:
        raise e.error("armour_save must be 2..6")
    item = Item(
        id=item_id,
        category=category,
        name=e.text("name"),
        text=e.text("text"),
        cost=cost,
        cost_dice=e.dice("cost_dice", None),
        cost_dice_multiplier=e.integer("cost_dice_multiplier", 1),
        cost_multiplier=e.integer("cost_multiplier", None),
        rarity=rarity,
        strength=strength,
        range=e.integer("range", None),
        armour_save=armour_save,
        save_bonus=e.integer("save_bonus", 0),
        rider_save_bonus=e.integer("rider_save_bonus", 0),
        save_modifier=e.integer("save_modifier", 0),
        save_modifier_total=e.integer("save_modifier_total", None),
        enemy_save_bonus=e.integer("enemy_save_bonus", 0),
        movement_penalty_with_shield=e.integer("movement_penalty_with_shield", 0),
        initiative_bonus=e.integer("initiative_bonus", 0),
        profile=e.profile("profile") if e.has("profile") else None,
        mount=_mount(e.sub("mount")) if e.has("mount") else None,
        for_mounts=e.ids("for_mounts"),
        mount_lost_on=_d6(e, "mount_lost_on"),
        special_rules=e.ids("special_rules"),
        only_warbands=e.ids("only_warbands"),
        not_warbands=e.ids("not_warbands"),
        pack=pack,
        packs=() if pack == SHARED_PACK else (pack,),
        made_of=_made_of(e.sub("made_of")) if e.has("made_of") else None,
    )
    _check_mount_rating(e, item)
    _check_material(e, item)
    e.done()
    return item


def _made_of(e: Entry) -> MaterialWeapons:
    """`made_of = { prefix = "gromril", name = { en = "Gromril {weapon}", ... }, text = ... }`."""
    made_of = MaterialWeapons(e.id("prefix"), e.text("name"), e.text("text"))
    for lang in ("en", "ru"):
        if "{weapon}" not in made_of.name.get(lang):
            raise e.error(f"name's {lang!r} text must name the weapon as {{weapon}}")
    e.done()
    return made_of


def _check_material(e: Entry, item: Item) -> None:
    """A material (gromril, ithilmar) is priced by the weapons made of it (rules.materials)."""
    if (item.cost_multiplier is None) != (item.made_of is None):
        raise e.error("a material weapon has both cost_multiplier and made_of, or neither")
    if item.cost_multiplier is None:
        return
    if item.category != "hand_to_hand" or item.cost != 0 or item.cost_multiplier < 1:
        raise e.error("a material is a hand_to_hand item of cost 0 with cost_multiplier >= 1")


# What a mount adds to the rating: 5 if it fights (an Attack on its profile), as the rulebook's
# warhorse, 3 if it does not, as its horse (docs/rules-notes.md "Mounts").
_MOUNT_RATING = {True: 5, False: 3}


def _check_mount_rating(e: Entry, item: Item) -> None:
    if item.mount is None or item.profile is None:
        return
    fights = item.profile.A > 0
    if item.mount.rating != _MOUNT_RATING[fights]:
        what = "fights (an Attack on its profile)" if fights else "has no Attack"
        raise e.error(
            f"mount rating {item.mount.rating}: a mount that {what} adds "
            f"{_MOUNT_RATING[fights]} to the rating"
        )


def _d6(e: Entry, key: str, default: int | None = None) -> int | None:
    value: int | None = e.integer(key, default)
    if value is not None and not 0 <= value <= 6:
        raise e.error(f"{key} {value} must be 0..6 (a D6 roll, 0: never)")
    return value


def _mount(e: Entry) -> Mount:
    """`mount = { rating = 5, save_bonus = 1, riders = ["human"], lost_on = 2, equine = true }`."""
    mount = Mount(
        rating=e.integer("rating", 0),
        save_bonus=e.integer("save_bonus", 0),
        riders=e.ids("riders"),
        lost_on=_d6(e, "lost_on", 2) or 0,
        equine=e.flag("equine", False),
        rider_skills=e.ids("rider_skills"),
        not_with=e.ids("not_with"),
    )
    if mount.rating < 0 or mount.save_bonus < 0:
        raise e.error("a mount's rating and save_bonus must not be negative")
    e.done()
    return mount


def _equipment(
    f: _File,
) -> tuple[dict[str, Item], tuple[StrengthSaveModifier, ...], tuple[DiceBand, ...]]:
    items = _unique(((i.id, i) for i in (_item(e) for e in f.root.entries("item"))), f.name, "item")
    modifiers = []
    for e in f.root.entries("strength_save_modifier"):
        modifiers.append(
            StrengthSaveModifier(
                e.integer("strength_min"), e.integer("strength_max", None), e.integer("modifier")
            )
        )
        e.done()
    _check_open_bands(
        [(m.strength_min, m.strength_max) for m in modifiers], 1, f.name, "strength_save_modifier"
    )
    injury_roll = []
    for e in f.root.entries("injury_roll"):
        low, high = e.range(1, 6)
        injury_roll.append(DiceBand(low, high, e.id(), e.text("name"), e.text("text", None)))
        e.done()
    _check_cover([(b.from_, b.to) for b in injury_roll], D6, f.name, "injury_roll")
    f.root.done()
    return items, tuple(modifiers), tuple(injury_roll)


def _rolled(e: Entry) -> tuple[tuple[str, str], ...]:
    """`profile_dice = { A = "D6+1" }`; `move_dice = "2D6"` is the short form of a rolled M."""
    rolled = dict(e.rolled("profile_dice"))
    move = e.dice("move_dice", None)
    if move is not None:
        if "M" in rolled:
            raise e.error("give a rolled move once: move_dice or profile_dice.M, not both")
        rolled["M"] = move
    return tuple((c, rolled[c]) for c in CHARACTERISTICS if c in rolled)


def _check_rolled(e: Entry, profile: Profile, rolled: tuple[tuple[str, str], ...]) -> None:
    """A rolled characteristic has no fixed value yet: 0 in the profile, until the player
    fixes it on the sheet."""
    fixed = [key for key, _ in rolled if profile[key] != 0]
    if fixed:
        raise e.error(f"rolled characteristic(s) {fixed} must be 0 in the profile")


def _warrior_type(e: Entry, warband_id: str, role: str, leader_chosen: bool = False) -> WarriorType:
    local_id = e.id()
    minimum = e.integer("min", 0)
    maximum = e.integer("max", None)
    if minimum < 0 or (maximum is not None and maximum < max(minimum, 1)):
        raise e.error(f"min {minimum} / max {maximum} make no sense")
    hero = role == "hero"
    special_rules = e.ids("special_rules")
    if leader_chosen and "leader" in special_rules:
        raise e.error('a warband whose leader is chosen has no leader type: drop "leader"')
    if e.has("may_lead") and not (hero and leader_chosen):
        raise e.error('may_lead is only for hero types of a warband with leader = "chosen"')
    warrior_type = WarriorType(
        id=f"{warband_id}.{local_id}",
        local_id=local_id,
        warband=warband_id,
        role=role,  # type: ignore[arg-type]
        name=e.text("name"),
        cost=e.integer("cost"),
        min=minimum,
        max=maximum,
        race=e.string("race"),
        profile=e.profile("profile"),
        experience=e.integer("experience", 0),
        special_rules=special_rules,
        equipment_list=e.string("equipment_list", None),
        no_armour=e.flag("no_armour", False),
        skill_lists=e.ids("skill_lists") if hero else (),
        spell_list=e.string("spell_list", None) if hero else None,
        starting_spells=e.integer("starting_spells", 0) if hero else 0,
        gains_experience=e.flag("gains_experience", True),
        large=e.flag("large", False),
        mutations_min=e.integer("mutations_min", None),
        mutations_max=e.integer("mutations_max", None),
        text=e.text("text", None),
        may_buy_equipment=e.flag("may_buy_equipment", True),
        may_become_hero=e.flag("may_become_hero", True) if not hero else True,
        rolled=_rolled(e),
        may_lead=e.flag("may_lead", True) if hero and leader_chosen else "leader" in special_rules,
        included_mount=e.string("included_mount", None),
    )
    e.done()
    _check_rolled(e, warrior_type.profile, warrior_type.rolled)
    if not warrior_type.may_buy_equipment and warrior_type.equipment_list:
        raise e.error("a type that may not buy equipment has no equipment_list")
    return warrior_type


def _equipment_list(e: Entry) -> EquipmentList:
    list_id = e.id()
    entries = []
    for x in e.entries("items"):
        rarity = x.integer("rarity", None)
        if rarity is not None and not 2 <= rarity <= 12:
            raise x.error(f"rarity {rarity} must be 2..12 (a 2D6 roll)")
        multiplier = x.integer("cost_multiplier", None)
        if multiplier is not None and (multiplier < 1 or x.has("cost")):
            raise x.error("cost_multiplier (x the weapon's price on this list) >= 1, and no cost")
        if x.flag("at_creation", False) and x.flag("first_free", False):
            raise x.error(
                "an at_creation entry (on the list only while the warband is created) "
                "is bought: it cannot be first_free"
            )
        entries.append(
            EquipmentListEntry(
                x.string("item"),
                x.integer("cost") if multiplier is None else 0,
                x.flag("first_free", False),
                x.flag("heroes_only", False),
                rarity,
                x.string("replaces", None),
                multiplier,
                x.flag("at_creation", False),
            )
        )
        x.done()
    _unique(((x.item, x) for x in entries), e.file, f"equipment_list {list_id}")
    equipment_list = EquipmentList(list_id, e.text("name"), tuple(entries))
    e.done()
    return equipment_list


def _warband(f: _File, pack: str = CORE_PACK) -> Warband:
    r = f.root
    warband_id = r.id()
    if pack == CORE_PACK and f.name != f"warbands/{warband_id}.toml":
        raise r.error(f"warband id {warband_id!r} must match its file name")
    if pack != CORE_PACK and warband_id != pack:
        raise r.error(f"warband id {warband_id!r} must be its pack's id {pack!r}")
    lists = [_equipment_list(e) for e in r.entries("equipment_list")]
    leader = r.string("leader", "fixed")
    if leader not in ("fixed", "chosen"):
        raise r.error(f'leader {leader!r} must be "fixed" (one leader type) or "chosen"')
    chosen = leader == "chosen"
    mutations = []
    for e in r.entries("mutation", []):
        only = tuple(f"{warband_id}.{t}" for t in e.ids("only_types"))
        mutations.append(Mutation(e.id(), e.text("name"), e.integer("cost"), e.text("text"), only))
        e.done()
    warband = Warband(
        id=warband_id,
        name=r.text("name"),
        max_size=r.integer("max_size"),
        starting_gold=r.integer("starting_gold"),
        rare_item_bonus=r.integer("rare_item_bonus", 0),
        special_rules=r.ids("special_rules"),
        equipment_lists=_unique(((x.id, x) for x in lists), f.name, "equipment_list"),
        heroes=tuple(_warrior_type(e, warband_id, "hero", chosen) for e in r.entries("hero")),
        henchmen=tuple(_warrior_type(e, warband_id, "henchman") for e in r.entries("henchman")),
        mutations=tuple(mutations),
        mutations_name=r.text("mutations_name", None),
        text=r.text("text", None),
        pack=pack,
        may_hire=r.ids("may_hire") if r.has("may_hire") else None,
        leader_chosen=chosen,
        trading=tuple(_trading_terms(e) for e in r.entries("trading", [])),
    )
    r.done()
    _unique(((t.local_id, t) for t in warband.types), f.name, "warrior types")
    _unique(((m.id, m) for m in warband.mutations), f.name, "mutation")
    _unique(((t.item, t) for t in warband.trading), f.name, "trading item")
    _check_mutations(r, warband)
    _check_leader(r, warband)
    return warband


def _trading_terms(e: Entry) -> TradingTerms:
    """`[[trading]] item = "black_lotus"` with `rarity = 7`, `common = true` and/or `cost`."""
    terms = TradingTerms(
        item=e.string("item"),
        rarity=e.integer("rarity", None),
        common=e.flag("common", False),
        cost=e.integer("cost", None),
    )
    e.done()
    if terms.rarity is not None and not 2 <= terms.rarity <= 12:
        raise e.error(f"rarity {terms.rarity} must be 2..12 (a 2D6 roll)")
    if terms.common and terms.rarity is not None:
        raise e.error("an item is either common or rare for a warband, not both")
    if terms.rarity is None and not terms.common and terms.cost is None:
        raise e.error("say how the warband trades the item: rarity, common or cost")
    if terms.cost is not None and terms.cost < 0:
        raise e.error("cost must not be negative")
    return terms


def _check_mutations(r: Entry, warband: Warband) -> None:
    """A mutation's types buy mutations at all; a limit on a type lets him buy one; the
    warband says what it calls them."""
    if warband.mutations and warband.mutations_name is None:
        raise r.error("a warband with mutations names them: mutations_name = { en, ru }")
    buyers = {t.id for t in warband.types if t.mutations_min is not None}
    for mutation in warband.mutations:
        wrong = [t for t in mutation.only_types if t not in buyers]
        if wrong:
            raise r.error(
                f"mutation {mutation.id}: only_types {wrong} are not types of this warband "
                "that buy mutations (mutations_min)"
            )
    for t in warband.types:
        if t.mutations_max is not None and not (
            t.mutations_min is not None and max(1, t.mutations_min) <= t.mutations_max
        ):
            raise r.error(f"{t.local_id}: mutations_max needs mutations_min, at most as many")


def _check_leader(r: Entry, warband: Warband) -> None:
    if warband.leader_chosen:
        if not any(t.may_lead for t in warband.heroes):
            raise r.error('leader = "chosen" needs at least one hero type that may lead')
        return
    leaders = [t for t in warband.heroes if t.is_leader]
    if len(leaders) != 1 or leaders[0].min != 1 or leaders[0].max != 1:
        raise r.error(
            'a warband needs exactly one leader type with min 1 and max 1 (or leader = "chosen")'
        )


def _hired_sword(e: Entry, pack: str, persona: bool) -> HiredSword:
    sword = HiredSword(
        id=e.id(),
        name=e.text("name"),
        hire_fee=e.integer("hire_fee"),
        upkeep=e.integer("upkeep"),
        rating=e.integer("rating"),
        race=e.string("race"),
        profile=e.profile("profile"),
        equipment=e.ids("equipment"),
        equipment_text=e.text("equipment_text"),
        special_rules=e.ids("special_rules"),
        skill_lists=e.ids("skill_lists"),
        may_be_hired_by=e.ids("may_be_hired_by"),
        core=e.flag("core", pack == CORE_PACK),
        source=e.string("source", None),
        spell_list=e.string("spell_list", None),
        starting_spells=e.integer("starting_spells", 0),
        upkeep_text=e.text("upkeep_text", None),
        extra_skills=e.ids("extra_skills"),
        skill_note=e.text("skill_note", None),
        text=e.text("text", None),
        pack=pack,
        may_not_be_hired_by=e.ids("may_not_be_hired_by"),
        dramatis_persona=persona,
        hire_text=e.text("hire_text", None),
        large=e.flag("large", False),
        gains_experience=e.flag("gains_experience", True),
        profile_dice=_profile_dice(e),
        unique=e.flag("unique", True),
        starting_spells_dice=e.dice("starting_spells_dice", None),
        also_spell_lists=e.ids("also_spell_lists"),
    )
    e.done()
    _check_rolled_spells(e, sword)
    if sword.also_spell_lists and sword.spell_list is None:
        raise e.error("also_spell_lists needs a spell_list of his own")
    if sword.hire_fee < 0 or sword.upkeep < 0 or sword.rating < 0:
        raise e.error("hire_fee, upkeep and rating must not be negative")
    if any(sword.profile[key] for key, _ in sword.profile_dice):
        raise e.error("a characteristic in profile_dice is rolled: give it 0 in the profile")
    if persona and sword.hire_text is None:
        raise e.error("a dramatis persona needs hire_text: who may hire him and how")
    return sword


def _check_rolled_spells(e: Entry, sword: HiredSword) -> None:
    """A rolled number of starting spells: starting_spells is the most the dice can give."""
    if sword.starting_spells_dice is None:
        return
    count, faces = dice_parts(sword.starting_spells_dice)
    if sword.spell_list is None or sword.starting_spells != count * faces:
        raise e.error(
            f"starting_spells_dice {sword.starting_spells_dice} needs a spell_list and "
            f"starting_spells = {count * faces}, the most it can roll"
        )


def _profile_dice(e: Entry) -> tuple[tuple[str, str], ...]:
    """`profile_dice = { WS = "D6", A = "D3" }`: characteristics rolled in play."""
    if not e.has("profile_dice"):
        return ()
    table = e.sub("profile_dice")
    rolled = tuple((key, table.dice(key)) for key in CHARACTERISTICS if table.has(key))
    table.done()
    if not rolled:
        raise e.error("profile_dice names no characteristic: leave it out instead")
    return rolled


def _hired_swords(f: _File) -> dict[str, HiredSword]:
    swords = [_hired_sword(e, CORE_PACK, False) for e in f.root.entries("hired_sword")]
    f.root.done()
    return _unique(((s.id, s) for s in swords), f.name, "hired_sword")


class _Scenarios(NamedTuple):
    """scenarios.toml read: named as the Ruleset's fields it fills."""

    scenario_table: tuple[ScenarioRoll, ...]
    scenarios: dict[str, Scenario]
    scenario_sources: dict[str, ScenarioSource]
    scenario_counters: dict[str, ScenarioCounter]


def _scenarios(f: _File) -> _Scenarios:
    rolls = []
    for e in f.root.entries("scenario_roll"):
        low, high = e.range(2, 12)
        choose = e.flag("choose", False)
        scenario = e.string("scenario", None)
        if choose == (scenario is not None):
            raise e.error("a row gives either scenario = '<id>' or choose = true")
        rolls.append(ScenarioRoll(low, high, scenario, choose))
        e.done()
    _check_cover([(x.from_, x.to) for x in rolls], TWO_D6, f.name, "scenario_roll")
    listed = [_scenario_source(e, n) for n, e in enumerate(f.root.entries("source"))]
    sources = _unique(((s.id, s) for s in listed), f.name, "source")
    counters = _unique(
        ((c.id, c) for c in (_scenario_counter(e) for e in f.root.entries("counter"))),
        f.name,
        "counter",
    )
    scenarios = [_scenario(e, sources, counters) for e in f.root.entries("scenario")]
    f.root.done()
    scenario_map = _unique(((s.id, s) for s in scenarios), f.name, "scenario")
    for roll in rolls:
        if roll.scenario and roll.scenario not in scenario_map:
            raise RulesDataError(f.name, "scenario_roll", f"unknown scenario {roll.scenario!r}")
        if roll.scenario and scenario_map[roll.scenario].source != "rulebook":
            raise RulesDataError(f.name, "scenario_roll", f"{roll.scenario!r} is not the book's")
    numbers = [(s.source, s.number) for s in scenarios]
    if len(set(numbers)) != len(numbers):
        raise RulesDataError(f.name, "scenario", "two scenarios of one source share a number")
    return _Scenarios(tuple(rolls), scenario_map, sources, counters)


def _scenario_source(e: Entry, order: int) -> ScenarioSource:
    source = ScenarioSource(e.id(), e.text("name"), order)
    e.done()
    return source


def _scenario_counter(e: Entry) -> ScenarioCounter:
    counter = ScenarioCounter(e.id(), e.text("name"))
    e.done()
    return counter


def _scenario(
    e: Entry, sources: Mapping[str, ScenarioSource], counters: Mapping[str, ScenarioCounter]
) -> Scenario:
    source, players = e.string("source"), e.string("players")
    if source not in sources:
        raise e.error(f"source {source!r} is not one of {', '.join(sources)}")
    if players not in ("two", "multiplayer"):
        raise e.error(f"players {players!r} must be 'two' or 'multiplayer'")
    uses = tuple(_counter_use(x, counters) for x in e.entries("counters", []))
    kinds = {u.kind for u in uses}
    awards = tuple(_award(x, kinds) for x in e.entries("experience"))
    effects = tuple(_scenario_effect(x, kinds) for x in e.entries("effects", []))
    scenario = Scenario(
        id=e.id(),
        number=e.integer("number"),
        name=e.text("name"),
        setup=e.text("setup"),
        deployment=e.text("deployment"),
        ending=e.text("ending"),
        attacker_defender=e.flag("attacker_defender"),
        draw_possible=e.flag("draw_possible"),
        experience=awards,
        wyrdstone=e.text("wyrdstone", None),
        source=source,
        players=players,
        special_rules=e.text("special_rules", None),
        counters=uses,
        effects=effects,
        max_turns=e.integer("max_turns", None),
        rout_tests=e.flag("rout_tests", True),
    )
    e.done()
    return scenario


def _award(x: Entry, kinds: set[str]) -> ExperienceAward:
    award = ExperienceAward(
        x.id(),
        x.text("name"),
        x.integer("xp"),
        x.string("per"),
        x.string("applies_to"),
        x.string("counter", None),
    )
    if (award.per == "counter") != (award.counter is not None) or (
        award.counter is not None and award.counter not in kinds
    ):
        raise x.error("an award per counter names one of the scenario's counters, others none")
    x.done()
    return award


def _counter_use(x: Entry, counters: Mapping[str, ScenarioCounter]) -> CounterUse:
    kind, held_by = x.string("kind"), x.string("held_by")
    if kind not in counters:
        raise x.error(f"counter kind {kind!r} is not one of {', '.join(counters)}")
    if held_by not in ("model", "warband"):
        raise x.error(f"held_by {held_by!r} must be 'model' or 'warband'")
    placed, start = x.string("placed", None), x.string("start", None)
    for value in (placed, start):
        if value is not None and not (value.isdigit() or _ROLLED.match(value)):
            raise x.error(f"{value!r} must be a number or dice like 'D3' or 'D3+1'")
    use = CounterUse(kind, held_by, placed, start)
    x.done()
    return use


def _scenario_effect(x: Entry, kinds: set[str]) -> ScenarioEffect:
    effect = ScenarioEffect(
        type=x.string("type"),
        per=x.string("per", "battle"),
        who=x.string("who", "each"),
        amount=x.integer("amount", None),
        dice=x.string("dice", None),
        multiplier=x.integer("multiplier", 1),
        need=x.integer("need", None),
        counter=x.string("counter", None),
        item=x.string("item", None),
        max=x.integer("max", None),
        up_to_enemy_start=x.flag("up_to_enemy_start", False),
    )
    for value, allowed in (
        (effect.type, SCENARIO_EFFECT_TYPES),
        (effect.per, SCENARIO_PER),
        (effect.who, SCENARIO_WHO),
    ):
        if value not in allowed:
            raise x.error(f"{value!r} must be one of {', '.join(allowed)}")
    if (effect.type == "item") != (effect.item is not None):
        raise x.error("an item effect names its item, other effects none")
    if effect.type != "item" and (effect.amount is None) == (effect.dice is None):
        raise x.error(f"a {effect.type} effect gives either amount or dice")
    if (effect.per == "counter") != (effect.counter in kinds):
        raise x.error("an effect per counter names one of the scenario's counters, others none")
    if effect.dice is not None and not _ROLLED.match(effect.dice):
        raise x.error(f"dice {effect.dice!r} must be like 'D6', '5D6' or 'D3+1'")
    if effect.need is not None and not 2 <= effect.need <= 6:
        raise x.error("need is the D6 roll needed: 2 to 6")
    if effect.type == "exploration_dice" and (effect.dice or effect.need):
        raise x.error("exploration dice are a number (counted before the exploration)")
    x.done()
    return effect


def _pack_scenarios(core: _Scenarios, files: Iterable[tuple[str, _File]]) -> _Scenarios:
    """The rulebook's scenarios with those of the scenarios packs: each pack names its book
    (one `[[source]]`, listed after the rulebook) and its scenarios come from that book."""
    scenarios, sources = dict(core.scenarios), dict(core.scenario_sources)
    for pack_id, f in files:
        listed = [
            _scenario_source(e, len(sources) + n) for n, e in enumerate(f.root.entries("source"))
        ]
        if len(listed) != 1 or listed[0].id in sources:
            raise RulesDataError(f.name, "source", "a scenarios pack names one book of its own")
        book = listed[0]
        sources[book.id] = book
        for e in f.root.entries("scenario"):
            scenario = dataclasses.replace(
                _scenario(e, sources, core.scenario_counters), pack=pack_id
            )
            if scenario.source != book.id:
                raise RulesDataError(
                    f.name, f"scenario {scenario.id}", f"source must be {book.id!r}"
                )
            if scenario.id in scenarios:
                raise RulesDataError(f.name, "scenario", f"duplicate id {scenario.id!r}")
            scenarios[scenario.id] = scenario
        f.root.done()
    numbers = [(s.source, s.number) for s in scenarios.values()]
    if len(set(numbers)) != len(numbers):
        raise RulesDataError("packs", "scenario", "two scenarios of one source share a number")
    return core._replace(scenarios=scenarios, scenario_sources=sources)


def _with_pack_scenarios(
    core: _Scenarios, files: Iterable[tuple[str, _File]], packs: list[Pack]
) -> tuple[_Scenarios, list[Pack]]:
    """The scenarios with the packs' (`_pack_scenarios`), and each pack naming its own."""
    data = _pack_scenarios(core, files)
    named = [
        dataclasses.replace(
            p, scenarios=tuple(s.id for s in data.scenarios.values() if s.pack == p.id)
        )
        for p in packs
    ]
    return data, named


def _campaign(f: _File) -> CampaignRules:
    r = f.root
    texts: dict[str, Text] = {}

    def section(key: str) -> Entry:
        entry = r.sub(key)
        if entry.has("text"):
            texts[key] = entry.text("text")
        return entry

    rating = section("rating")
    creation = section("creation")
    trading = section("trading")
    exploration_entry = section("exploration")
    exploration = _exploration(f, exploration_entry)
    wyrdstone_prices = _wyrdstone_prices(f)
    steps = _post_battle_steps(f)
    if r.has("leader_succession"):
        section("leader_succession").done()

    campaign = CampaignRules(
        rating_per_warrior=rating.integer("per_warrior"),
        rating_per_large_creature=rating.integer("per_large_creature"),
        rating_per_experience=rating.integer("per_experience"),
        min_models=creation.integer("min_models"),
        henchman_group_min=creation.integer("henchman_group_min"),
        henchman_group_max=creation.integer("henchman_group_max"),
        max_close_combat_weapons=creation.integer("max_close_combat_weapons"),
        max_missile_weapons=creation.integer("max_missile_weapons"),
        streetwise_bonus=trading.integer("streetwise_bonus"),
        sell_fraction=trading.number("sell_fraction"),
        veteran_cost_per_xp=trading.integer("veteran_cost_per_xp"),
        exploration=exploration,
        wyrdstone_prices=wyrdstone_prices,
        post_battle_steps=steps,
        texts=texts,
    )
    creation.flag("free_dagger", True)
    for entry in (rating, creation, trading):
        if entry.has("rare_item_text"):
            texts["rare_item_text"] = entry.text("rare_item_text")
        entry.done()
    if r.has("multiples_rule"):
        texts["multiples_rule"] = r.text("multiples_rule")
    r.done()
    return campaign


def _exploration(f: _File, exploration_entry: Entry) -> Exploration:
    """The exploration chart: shards by the dice's total, and the 30 multiples."""
    r = f.root
    shards = []
    for e in exploration_entry.entries("shards"):
        shards.append(ShardBand(e.integer("min"), e.integer("max", None), e.integer("shards")))
        e.done()
    _check_open_bands([(s.min, s.max) for s in shards], 1, f.name, "exploration.shards")
    multiples = []
    for e in exploration_entry.entries("multiple"):
        face, count = e.integer("face"), e.integer("count")
        if not (1 <= face <= 6 and 2 <= count <= 6):
            raise e.error("face must be 1..6 and count 2..6")
        multiples.append(
            ExplorationMultiple(e.id(), face, count, e.text("name"), e.text("text"), _effects(e))
        )
        e.done()
    _unique(((m.id, m) for m in multiples), f.name, "exploration.multiple")
    _unique(((f"{m.face}x{m.count}", m) for m in multiples), f.name, "exploration.multiple faces")
    if len(multiples) != 30:
        raise r.error(
            f"exploration needs 30 multiples (faces 1-6 x doubles..sixes), has {len(multiples)}"
        )
    exploration = Exploration(
        exploration_entry.integer("max_dice"),
        tuple(shards),
        tuple(multiples),
        exploration_entry.text("multiples_rule", None),
    )
    exploration_entry.done()
    return exploration


def _wyrdstone_prices(f: _File) -> WyrdstonePrices:
    """The price of wyrdstone by shards sold and the warband's size."""
    r = f.root
    bands = []
    for e in r.entries("wyrdstone_price_bands"):
        bands.append((e.integer("min"), e.integer("max", None)))
        e.done()
    _check_open_bands(bands, 1, f.name, "wyrdstone_price_bands")
    rows: dict[int, tuple[int, ...]] = {}
    for e in r.entries("wyrdstone_price"):
        shards_sold = e.integer("shards")
        prices = e.ints("prices")
        if len(prices) != len(bands):
            raise e.error(f"needs {len(bands)} prices, one per band, has {len(prices)}")
        rows[shards_sold] = prices
        e.done()
    if sorted(rows) != list(range(1, len(rows) + 1)):
        raise r.error("wyrdstone_price rows must run 1..N shards")
    return WyrdstonePrices(tuple(bands), rows)


def _post_battle_steps(f: _File) -> tuple[PostBattleStep, ...]:
    r = f.root
    steps = []
    for e in r.entries("post_battle_step"):
        steps.append(PostBattleStep(e.id(), e.integer("order"), e.text("name"), e.text("text")))
        e.done()
    if [s.order for s in steps] != list(range(1, len(steps) + 1)):
        raise r.error("post_battle_step orders must run 1..N in file order")
    return tuple(steps)


def _house_rules(f: _File) -> RulesPack:
    r = f.root
    items = []
    for e in r.entries("item"):
        items.append(
            PackItem(
                e.id(),
                e.string("category"),
                e.text("name"),
                e.integer("points"),
                e.text("text"),
                e.string("group", None),
            )
        )
        e.done()
    pack = RulesPack(r.id(), r.text("name"), r.text("text"), tuple(items))
    r.done()
    _unique(((i.id, i) for i in items), f.name, "item")
    return pack


# --- packs -----------------------------------------------------------------------------------

PACK_GRADES: tuple[str, ...] = get_args(PackGrade)
PACK_KINDS: tuple[str, ...] = tuple(k for k in get_args(PackKind) if k != CORE_PACK)
#: The file that holds a pack's content, by kind.
PACK_CONTENT = {
    "warband": "warband.toml",
    "hired_swords": "hired_swords.toml",
    "dramatis_personae": "dramatis_personae.toml",
    "items": "items.toml",
    "scenarios": "scenarios.toml",
}
CORE_PACK_INFO = Pack(
    id=CORE_PACK,
    name=Text("Mordheim rulebook", "Книга правил Мордхейма"),
    source=Text("Mordheim rulebook (2002)", "Книга правил Мордхейма (2002)"),
    grade="core",
    kind="core",
    enabled_by_default=True,
)


def _pack_info(f: _File, dir_name: str) -> Pack:
    r = f.root
    pack_id = r.id()
    if pack_id != dir_name:
        raise r.error(f"pack id {pack_id!r} must be its folder's name {dir_name!r}")
    grade, kind = r.string("grade"), r.string("kind")
    if grade not in PACK_GRADES or grade == "core":
        raise r.error(f"grade {grade!r} must be one of {', '.join(PACK_GRADES[1:])}")
    if kind not in PACK_KINDS:
        raise r.error(f"kind {kind!r} must be one of {', '.join(PACK_KINDS)}")
    pack = Pack(
        id=pack_id,
        name=r.text("name"),
        source=r.text("source"),
        grade=grade,
        kind=kind,
        enabled_by_default=r.flag("enabled_by_default"),
        requires=r.ids("requires"),
        text=r.text("text", None),
    )
    r.done()
    return pack


@dataclass
class _Content:
    """What one data file adds to the ruleset, with the file and pack it came from."""

    origin: Origin
    rules: list[SpecialRule] = dc_field(default_factory=list)
    races: list[Race] = dc_field(default_factory=list)
    items: list[Item] = dc_field(default_factory=list)
    skill_lists: list[SkillList] = dc_field(default_factory=list)
    skills: list[Skill] = dc_field(default_factory=list)
    spell_lists: list[SpellList] = dc_field(default_factory=list)
    spells: list[Spell] = dc_field(default_factory=list)
    warbands: list[Warband] = dc_field(default_factory=list)
    swords: list[HiredSword] = dc_field(default_factory=list)
    scenario_file: _File | None = None  # a scenarios pack's, read with the rulebook's counters


def _pack_content(f: _File, pack: Pack) -> _Content:
    """A pack's content file: its own kind's entries plus any races, items, skills, spells."""
    r = f.root
    content = _Content(Origin(f.name, pack.id), rules=f.rules)
    content.races = _race_entries(r, required=False)
    content.items = [_item(e, pack.id) for e in r.entries("item", [])]
    content.skill_lists, content.skills = _skill_entries(r)
    content.spell_lists, content.spells = _spell_entries(r)
    for key, persona in (("hired_sword", False), ("dramatis_persona", True)):
        content.swords += [_hired_sword(e, pack.id, persona) for e in r.entries(key, [])]
    if pack.kind == "warband":
        content.warbands = [_warband(f, pack.id)]  # reads the header and checks every key
    elif pack.kind == "scenarios":
        content.scenario_file = f  # `_pack_scenarios` reads (and checks) it
    else:
        r.done()
    if pack.kind in ("hired_swords", "dramatis_personae") and not content.swords:
        raise r.error(f"a {pack.kind} pack needs at least one entry")
    return content


def _shared_content(f: _File) -> _Content:
    """supplement_equipment.toml: races, items, skills and spells several packs share."""
    r = f.root
    content = _Content(Origin(f.name, SHARED_PACK), rules=f.rules)
    content.races = _race_entries(r, required=False)
    content.items = [_item(e, SHARED_PACK) for e in r.entries("item", [])]
    content.skill_lists, content.skills = _skill_entries(r)
    content.spell_lists, content.spells = _spell_entries(r)
    r.done()
    return content


def _read_packs(data_dir: Path) -> tuple[list[Pack], list[_Content]]:
    """Every `packs/<id>/pack.toml` with its content file, in id order."""
    packs, contents = [], []
    folders = sorted(p for p in (data_dir / "packs").iterdir() if p.is_dir())
    for folder in folders:
        info_file = folder / "pack.toml"
        if not info_file.is_file():
            raise RulesDataError(
                f"packs/{folder.name}/", "file", "missing pack.toml (id, name, source, ...)"
            )
        pack = _pack_info(_File(info_file, data_dir), folder.name)
        content_file = folder / PACK_CONTENT[pack.kind]
        if not content_file.is_file():
            raise RulesDataError(
                f"packs/{folder.name}/", "file", f"a {pack.kind} pack needs {content_file.name}"
            )
        content = _pack_content(_File(content_file, data_dir), pack)
        packs.append(
            dataclasses.replace(
                pack,
                warbands=tuple(w.id for w in content.warbands),
                hired_swords=tuple(s.id for s in content.swords),
                items=tuple(i.id for i in content.items),
            )
        )
        contents.append(content)
    return packs, contents


# --- assembly --------------------------------------------------------------------------------


@dataclass
class _Merged:
    """The registries every file adds to, with where each id came from."""

    origins: Origins = dc_field(default_factory=Origins)
    rules: dict[str, SpecialRule] = dc_field(default_factory=dict)
    races: dict[str, Race] = dc_field(default_factory=dict)
    items: dict[str, Item] = dc_field(default_factory=dict)
    skill_lists: dict[str, SkillList] = dc_field(default_factory=dict)
    skills: dict[str, Skill] = dc_field(default_factory=dict)
    spell_lists: dict[str, SpellList] = dc_field(default_factory=dict)
    spells: list[Spell] = dc_field(default_factory=list)
    warbands: dict[str, Warband] = dc_field(default_factory=dict)
    swords: dict[str, HiredSword] = dc_field(default_factory=dict)
    scenario_files: list[tuple[str, _File]] = dc_field(default_factory=list)

    def add(self, content: _Content) -> None:
        at = content.origin
        if content.scenario_file is not None:
            self.scenario_files.append((at.pack, content.scenario_file))
        self._put("special_rule", self.rules, ((r.id, r) for r in content.rules), at)
        self._put("race", self.races, ((r.id, r) for r in content.races), at)
        self._put("item", self.items, ((i.id, i) for i in content.items), at)
        self._put("skill_list", self.skill_lists, ((x.id, x) for x in content.skill_lists), at)
        self._put("skill", self.skills, ((x.id, x) for x in content.skills), at)
        self._put("spell_list", self.spell_lists, ((x.id, x) for x in content.spell_lists), at)
        self.spells += content.spells
        self._put("warband", self.warbands, ((w.id, w) for w in content.warbands), at)
        self._put("hired_sword", self.swords, ((s.id, s) for s in content.swords), at)

    def _put(
        self, kind: str, registry: dict[str, V], entries: Iterable[tuple[str, V]], at: Origin
    ) -> None:
        for key, value in entries:
            self.origins.add(kind, key, at)
            registry[key] = value


def _read_house_rules(data_dir: Path) -> dict[str, RulesPack]:
    house_rules = {}
    for path in sorted((data_dir / "packs").glob("*.toml")):
        house = _house_rules(_File(path, data_dir))
        if house.id != path.stem:
            raise RulesDataError(
                f"packs/{path.name}", "top", f"pack id {house.id!r} must match its file name"
            )
        house_rules[house.id] = house
    return house_rules


def load_ruleset(data_dir: Path = DATA_DIR) -> Ruleset:
    """Read and validate every data file. Raises RulesDataError naming the broken entry."""
    merged = _Merged()
    files = _CoreFiles(data_dir, merged)
    characteristics = files.parse("characteristics.toml", _characteristics)
    files.parse("races.toml", _races, races=lambda r: list(r.values()))
    files.parse("special_rules.toml", lambda f: f.root.done())
    experience = files.parse("experience.toml", _experience)
    hero_injuries, henchman_injuries = files.parse("injuries.toml", _injuries)
    files.parse(
        "skills.toml",
        _skills,
        skill_lists=lambda v: list(v[0].values()),
        skills=lambda v: list(v[1].values()),
    )
    spell_texts = files.parse(
        "spells.toml",
        _spells,
        spell_lists=lambda v: list(v[0].values()),
        spells=lambda v: list(v[1]),
    )[2]
    _items, save_modifiers, injury_roll = files.parse(
        "equipment.toml", _equipment, items=lambda v: list(v[0].values())
    )
    for w in WARBAND_IDS:
        files.parse(f"warbands/{w}.toml", _warband, warbands=lambda v: [v])
    _refuse_unknown_warband_files(data_dir)
    core_swords = files.parse("hired_swords.toml", _hired_swords, swords=lambda v: list(v.values()))
    scenario_data = files.parse("scenarios.toml", _scenarios)
    campaign = files.parse("campaign.toml", _campaign)
    merged.add(_shared_content(files.read("supplement_equipment.toml")))
    house_rules, packs = _read_extensions(data_dir, merged)
    scenario_data, packs = _with_pack_scenarios(scenario_data, merged.scenario_files, packs)
    core = dataclasses.replace(
        CORE_PACK_INFO, warbands=WARBAND_IDS, hired_swords=tuple(core_swords), items=tuple(_items)
    )
    ruleset = Ruleset(
        characteristics=characteristics,
        races=merged.races,
        special_rules=merged.rules,
        experience=experience,
        hero_injuries=hero_injuries,
        henchman_injuries=henchman_injuries,
        skill_lists=merged.skill_lists,
        skills=merged.skills,
        spell_lists=merged.spell_lists,
        spells=tuple(merged.spells),
        spell_texts=spell_texts,
        items=_material_weapons(merged),  # before `warbands`: it makes their lists' weapons
        strength_save_modifiers=save_modifiers,
        injury_roll=injury_roll,
        warbands=merged.warbands,
        hired_swords=merged.swords,
        campaign=campaign,
        **scenario_data._asdict(),
        house_rules=house_rules,
        packs={CORE_PACK: core, **{p.id: p for p in packs}},
    )
    check_refs(ruleset, merged.origins)
    return ruleset


def _material_weapons(merged: _Merged) -> dict[str, Item]:
    """The items with every material's weapons (rules.materials); the warbands' lists in
    `merged` get the weapons their material entries sell."""
    try:
        items = with_material_weapons(_with_packs(merged))
    except MaterialDataError as exc:
        raise RulesDataError("equipment.toml", "item", str(exc)) from None
    for item in items.values():
        if item.material is not None:
            merged.origins.add("item", item.id, merged.origins.of("item", item.material))
    for warband_id, warband in merged.warbands.items():
        try:
            merged.warbands[warband_id] = with_material_lists(items, warband)
        except MaterialDataError as exc:
            at = merged.origins.of("warband", warband_id).file
            raise RulesDataError(at, f"warband {warband_id}", str(exc)) from None
    return items


def _with_packs(merged: _Merged) -> dict[str, Item]:
    """The items, each shared one (supplement_equipment.toml) with the packs that name it: it
    comes into a campaign with any of them, and is switched off with all of them."""
    named: dict[str, set[str]] = {}
    for warband in merged.warbands.values():
        listed = [e.item for el in warband.equipment_lists.values() for e in el.items]
        for item_id in listed + [t.item for t in warband.trading]:
            named.setdefault(item_id, set()).add(warband.pack)
    for sword in merged.swords.values():
        for item_id in sword.equipment:
            named.setdefault(item_id, set()).add(sword.pack)
    items = dict(merged.items)
    for item in merged.items.values():
        if item.pack != SHARED_PACK:
            continue
        packs = named.get(item.id, set())
        packs |= {merged.warbands[w].pack for w in item.only_warbands if w in merged.warbands}
        if not packs:
            raise RulesDataError(
                merged.origins.of("item", item.id).file,
                f"item {item.id}",
                "no pack names this shared item (an equipment list, trading, a hired sword's "
                "kit, only_warbands): move it into the pack that brings it",
            )
        items[item.id] = dataclasses.replace(item, packs=tuple(sorted(packs)))
    return items


class _CoreFiles:
    """The core rulebook's data files, each read and added to the merged content."""

    def __init__(self, data_dir: Path, merged: _Merged) -> None:
        self.data_dir, self.merged = data_dir, merged

    def read(self, name: str) -> _File:
        path = self.data_dir / name
        if not path.is_file():
            raise RulesDataError(name, "file", "missing data file")
        return _File(path, self.data_dir)

    def parse(self, name: str, fn: Callable[[_File], V], **found: Callable[[V], Any]) -> V:
        """Read a file with `fn`; `found` takes out of its value what goes in the merge."""
        f = self.read(name)
        value = fn(f)
        extra = {key: get(value) for key, get in found.items()}
        self.merged.add(_Content(Origin(f.name, CORE_PACK), rules=f.rules, **extra))
        return value


def _refuse_unknown_warband_files(data_dir: Path) -> None:
    extra = sorted(
        p.stem for p in (data_dir / "warbands").glob("*.toml") if p.stem not in WARBAND_IDS
    )
    if extra:
        raise RulesDataError(
            "warbands/", "file", f"unexpected warband files {extra} (a new warband is a pack)"
        )


def _read_extensions(data_dir: Path, merged: _Merged) -> tuple[dict[str, RulesPack], list[Pack]]:
    """The house rules and the packs, the packs' content added to the merge."""
    house_rules = _read_house_rules(data_dir)
    packs, contents = _read_packs(data_dir)
    for content in contents:
        merged.add(content)
    for p in packs:
        if p.id in house_rules or p.id in (CORE_PACK, SHARED_PACK):
            raise RulesDataError(f"packs/{p.id}/pack.toml", "top", f"pack id {p.id!r} is taken")
    return house_rules, packs


__all__ = ["DATA_DIR", "load_ruleset"]
