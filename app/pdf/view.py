"""What a warband's roster sheet prints, as plain rows in one language (no drawing here).

`sheet_view` reads a `WarbandState` with the ruleset into names, profiles with what changed,
kit, skills, experience and the rating worked out; app/pdf/layout.py draws them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from operator import attrgetter
from typing import Any, NamedTuple

from app.domain import WarbandState, Warrior, WarriorKind, base_profile, rolled_texts, to_roster
from app.exports.warband_code import encode
from app.pdf.labels import label
from app.sheet.origin import warband_origin, warband_rules
from app.sheet.sheet_figures import WarriorFigures, sheet_figures, warrior_figures
from rules import CHARACTERISTICS
from rules.injuries import leaves_a_mark
from rules.leadership import leader_of
from rules.models import Lang, Profile, Ruleset, Spell
from rules.mounts import mount_of
from rules.rating import rating_parts

BLANK_HEROES = 6
BLANK_GROUPS = 6
BLANK_HIRED_SWORDS = 2


# --- the sheet as plain rows -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ProfileCell:
    key: str
    value: int | None  # None on a blank sheet
    delta: int = 0  # current minus starting value
    at_max: bool = False  # the racial maximum is reached
    text: str | None = None  # printed instead of the value: rolled in play ("2D6", "D6+1")


@dataclass(frozen=True, slots=True)
class MountView:
    """The steed a warrior rides: its name and its own profile, printed under his."""

    name: str
    profile: tuple[ProfileCell, ...]


@dataclass(frozen=True, slots=True)
class WarriorView:
    kind: WarriorKind
    name: str
    type_name: str
    profile: tuple[ProfileCell, ...]
    count: int = 1
    experience: int = 0
    experience_floor: int = 0
    kit: tuple[str, ...] = ()
    save: int | None = None
    skills: tuple[str, ...] = ()
    spells: tuple[str, ...] = ()
    prayers: bool = False
    special_rules: tuple[str, ...] = ()
    mutations: tuple[str, ...] = ()
    injuries: tuple[str, ...] = ()
    games_to_miss: int = 0
    notes: str = ""
    upkeep: int | None = None
    rating: int | None = None
    blank: bool = False
    gains_experience: bool = True  # False: no experience strip (animals, beasts, constructs)
    mount: MountView | None = None  # the mount he rides (the optional mounted rules)


@dataclass(frozen=True, slots=True)
class BattleView:
    date: str
    scenario: str
    opponent: str
    result: str
    rating: int


@dataclass(frozen=True, slots=True)
class SheetView:
    lang: Lang
    name: str
    type_name: str
    hero_thresholds: tuple[int, ...]
    henchman_thresholds: tuple[int, ...]
    hero_max_experience: int
    henchman_max_experience: int
    treasury: int | None = None
    shards: int | None = None
    members: int | None = None
    max_members: int | None = None
    rating: int | None = None
    rating_parts: tuple[tuple[str, str], ...] = ()  # (label, "9 × 5 = 45") added up to rating
    stash: tuple[str, ...] = ()
    notes: str = ""
    heroes: tuple[WarriorView, ...] = ()
    groups: tuple[WarriorView, ...] = ()
    hired_swords: tuple[WarriorView, ...] = ()
    battles: tuple[BattleView, ...] = ()
    blank: bool = False
    type_origin: str = ""  # the warband type's grade and book: "Grade 1a · Town Cryer 6"
    warband_rules: tuple[str, ...] = ()  # rules every warrior has: the Dwarfs' Hard to Kill
    codes: tuple[str, ...] = ()  # the QR codes' texts that carry the warband (warband_code.py)


def _counted(names: Iterable[str]) -> tuple[str, ...]:
    """Names in first-seen order, a repeated one once with its count: 'Sword ×2'."""
    counts = Counter(names)
    return tuple(name if counts[name] == 1 else f"{name} ×{counts[name]}" for name in counts)


def _profile_cells(
    current: Profile, base: Profile, race_max: Profile, rolled: Mapping[str, str]
) -> tuple[ProfileCell, ...]:
    """The profile row; a characteristic rolled in play shows its dice ("2D6", "D6+1")."""
    return tuple(
        ProfileCell(
            key,
            value,
            0 if key in rolled else value - start,
            value >= most and key not in rolled,
            rolled.get(key),
        )
        for key, value, start, most in zip(
            CHARACTERISTICS, _values(current), _values(base), _values(race_max), strict=True
        )
    )


# A profile's nine values in CHARACTERISTICS order, read at once (`Profile[key]` checks the
# key for every one: a sheet reads about a thousand).
_values = attrgetter(*CHARACTERISTICS)


class _TypeFacts(NamedTuple):
    """What his type (or hired sword) says: its name, race, rules, spells, upkeep, rating."""

    name: str
    race: str
    rules: tuple[str, ...]
    spell_list: str | None
    upkeep: int | None = None
    rating: int | None = None


def _type_facts(ruleset: Ruleset, warrior: Warrior, lang: Lang) -> _TypeFacts:
    if warrior.kind == "hired_sword":
        sword = ruleset.hired_swords[warrior.type_id]
        return _TypeFacts(
            sword.name.get(lang),
            sword.race,
            sword.special_rules,
            sword.spell_list,
            sword.upkeep,
            sword.rating,
        )
    kind = ruleset.warrior_type(warrior.type_id)
    return _TypeFacts(kind.name.get(lang), kind.race, kind.special_rules, kind.spell_list)


def warrior_view(
    ruleset: Ruleset,
    warband_type: str,
    warrior: Warrior,
    lang: Lang,
    *,
    leads: bool = False,
    figures: WarriorFigures | None = None,
) -> WarriorView:
    """One warrior's box, every rule name in `lang`; `leads`: he is the warband's leader, which
    a chosen leader or a successor is without a leader type; `figures`: his, when the whole
    sheet's are worked out already."""
    base = base_profile(ruleset, warrior)
    current = warrior.profile(base)
    facts = _type_facts(ruleset, warrior, lang)
    type_name, race, type_rules, spell_list, upkeep, rating = facts
    spell_names, prayers = _spells_view(ruleset, warrior, spell_list, lang)
    # An injury record's detail is the effects applied, for the program: not printed.
    injuries = [
        ruleset.injury_name(record.injury, lang)
        for record in warrior.injuries
        if leaves_a_mark(ruleset, record.injury)
    ]
    if leads and "leader" not in type_rules:
        type_rules = ("leader", *type_rules)
    rules = _rules_view(ruleset, warrior, type_rules, injuries, lang)
    return WarriorView(
        kind=warrior.kind,
        name=warrior.name,
        type_name=type_name,
        profile=_profile_cells(
            current, base, ruleset.races[race].max, rolled_texts(ruleset, warrior, current)
        ),
        count=warrior.count,
        experience=warrior.experience,
        experience_floor=warrior.experience_floor,
        kit=_counted(ruleset.items[i].name.get(lang) for i in warrior.equipment),
        save=(figures or warrior_figures(ruleset, warrior)).save,
        skills=tuple(ruleset.skills[s].name.get(lang) for s in warrior.skills),
        spells=tuple(spell_names),
        prayers=prayers,
        special_rules=tuple(dict.fromkeys(rules)),
        mutations=_mutations_view(ruleset, warband_type, warrior, lang),
        injuries=tuple(injuries),
        games_to_miss=warrior.games_to_miss,
        notes=warrior.notes,
        upkeep=upkeep,
        rating=rating,
        gains_experience=ruleset.gains_experience(
            warrior.type_id, hired_sword=warrior.kind == "hired_sword"
        ),
        mount=mount_view(ruleset, warrior.equipment, lang),
    )


def mount_view(ruleset: Ruleset, equipment: Sequence[str], lang: Lang) -> MountView | None:
    """His mount's name and profile (as bought: mounts gain no experience), or None."""
    mount = mount_of(ruleset, equipment)
    if mount is None or mount.profile is None:
        return None
    cells = tuple(ProfileCell(key, mount.profile[key]) for key in CHARACTERISTICS)
    return MountView(mount.name.get(lang), cells)


def _spells_view(
    ruleset: Ruleset, warrior: Warrior, spell_list: str | None, lang: Lang
) -> tuple[list[str], bool]:
    """His spells' names with their difficulty, and whether they are prayers."""
    spell_names: list[str] = []
    prayers = spell_list is not None and ruleset.spell_lists[spell_list].prayer
    for known in warrior.spells:
        spell = _spell(ruleset, known.spell)
        if spell is None:
            spell_names.append(known.spell)
            continue
        prayers = prayers or ruleset.spell_lists[spell.list].prayer
        difficulty = max(0, spell.difficulty - known.difficulty_reduction)
        spell_names.append(
            spell.name.get(lang) if spell.auto else f"{spell.name.get(lang)} ({difficulty})"
        )
    return spell_names, prayers


def _mutations_view(
    ruleset: Ruleset, warband_type: str, warrior: Warrior, lang: Lang
) -> tuple[str, ...]:
    if not warrior.mutations:
        return ()
    names = {m.id: m.name.get(lang) for m in ruleset.warband(warband_type).mutations}
    return tuple(names.get(m, m) for m in warrior.mutations)


def _spell(ruleset: Ruleset, key: str) -> Spell | None:
    """The spell of a `<list>.<spell>` key, or None. A sheet prints a few spells: a map of
    all two hundred made for each warrior cost more than the rest of his box."""
    return next((s for s in ruleset.spells if key.endswith(s.id) and s.key == key), None)


def _rules_view(
    ruleset: Ruleset,
    warrior: Warrior,
    type_rules: tuple[str, ...],
    injuries: list[str],
    lang: Lang,
) -> list[str]:
    """His type's special rules, then those he gained (with their detail)."""
    rules = [ruleset.special_rules[r].name.get(lang) for r in type_rules]
    for gained in warrior.rules_gained:
        rule = ruleset.special_rules.get(gained.rule)
        text = rule.name.get(lang) if rule else gained.rule
        if text in injuries:
            continue  # "Old battle wound" is printed once, with the injuries
        detail = gained.detail.strip()
        rules.append(f"{text} ({detail})" if detail and detail[0] not in "[{" else text)
    return rules


def _rating_parts(ruleset: Ruleset, state: WarbandState, lang: Lang) -> tuple[tuple[str, str], ...]:
    """The rating worked out as on the paper sheet: warriors × 5 + experience (+ the rest)."""
    campaign = ruleset.campaign
    counted = rating_parts(ruleset, state.warriors)
    normal, large, experience = counted.warriors, counted.large, counted.experience
    mounts, swords = counted.mounts, counted.hired_swords
    per, per_large, per_xp = (
        campaign.rating_per_warrior,
        campaign.rating_per_large_creature,
        campaign.rating_per_experience,
    )
    parts = [(label("warriors", lang), f"{normal} × {per} = {normal * per}")]
    if large:
        parts.append((label("large", lang), f"{large} × {per_large} = {large * per_large}"))
    xp_text = str(experience) if per_xp == 1 else f"{experience} × {per_xp} = {experience * per_xp}"
    parts.append((label("experience", lang), xp_text))
    if mounts:
        parts.append((label("mounts", lang), str(mounts)))
    if swords:
        parts.append((label("hired_rating", lang), str(swords)))
    return tuple(parts)


def _battle_views(
    ruleset: Ruleset, battles: Sequence[Mapping[str, Any]], lang: Lang
) -> tuple[BattleView, ...]:
    out = []
    for battle in battles:
        scenario_id = str(battle.get("scenario", ""))
        scenario = ruleset.scenarios.get(scenario_id)
        result = str(battle.get("result", ""))
        opponent = str(battle.get("opponent", ""))
        opponent_type = ruleset.warbands.get(str(battle.get("opponent_type", "")))
        if opponent_type is not None:
            type_name = opponent_type.name.get(lang)
            opponent = f"{opponent} ({type_name})" if opponent else type_name
        out.append(
            BattleView(
                date=str(battle.get("date", "")),
                scenario=scenario.name.get(lang) if scenario else scenario_id,
                opponent=opponent,
                result=label(result, lang) if result in ("won", "lost", "draw") else result,
                rating=int(battle.get("rating_after", 0) or 0),
            )
        )
    return tuple(out)


def _blank_warrior(kind: WarriorKind) -> WarriorView:
    return WarriorView(
        kind=kind,
        name="",
        type_name="",
        profile=tuple(ProfileCell(key, None) for key in CHARACTERISTICS),
        blank=True,
    )


def _common(ruleset: Ruleset, state: WarbandState | None, lang: Lang) -> dict[str, Any]:
    """What a blank sheet and a warband's have alike: the language and experience tracks."""
    experience = ruleset.experience
    return {
        "lang": lang,
        "hero_thresholds": experience.hero_thresholds,
        "henchman_thresholds": experience.henchman_thresholds,
        "hero_max_experience": experience.hero_max_experience,
        "henchman_max_experience": experience.henchman_max_experience,
        "warband_rules": tuple(warband_rules(ruleset, state.type_id, lang)) if state else (),
    }


def sheet_view(
    ruleset: Ruleset,
    state: WarbandState | None,
    *,
    lang: Lang = "en",
    blank: bool = False,
    battles: Sequence[Mapping[str, Any]] = (),
    code: bool = False,
) -> SheetView:
    """Everything the sheet prints, in one language. A blank sheet keeps only the warband's
    name and type (when a warband is given) and has six empty hero and henchmen boxes.
    With `code` the warband is also carried by QR codes' texts, to print (`codes`)."""
    common = _common(ruleset, state, lang)
    if blank or state is None:
        return SheetView(
            name=state.name if state else "",
            type_name=ruleset.warband(state.type_id).name.get(lang) if state else "",
            type_origin=warband_origin(ruleset, state.type_id, lang) if state else "",
            heroes=tuple(_blank_warrior("hero") for _ in range(BLANK_HEROES)),
            groups=tuple(_blank_warrior("henchmen") for _ in range(BLANK_GROUPS)),
            hired_swords=tuple(_blank_warrior("hired_sword") for _ in range(BLANK_HIRED_SWORDS)),
            blank=True,
            **common,
        )
    roster = to_roster(ruleset, state)
    figures = sheet_figures(ruleset, state, roster)
    leader = leader_of(ruleset, roster)
    leader_id = leader.id if leader is not None else None

    def views(kind: WarriorKind) -> tuple[WarriorView, ...]:
        of = figures.warriors  # every warrior's, by id: his armour save is read from them
        return tuple(
            warrior_view(ruleset, state.type_id, w, lang, leads=w.id == leader_id, figures=of[w.id])
            for w in state.of_kind(kind)
        )

    return SheetView(
        name=state.name,
        type_name=ruleset.warband(state.type_id).name.get(lang),
        type_origin=warband_origin(ruleset, state.type_id, lang),
        treasury=state.treasury,
        shards=state.shards,
        members=figures.members,
        max_members=figures.maximum,
        rating=figures.rating,
        rating_parts=_rating_parts(ruleset, state, lang),
        stash=_counted(ruleset.items[i].name.get(lang) for i in state.stash),
        notes=state.notes,
        heroes=views("hero"),
        groups=views("henchmen"),
        hired_swords=views("hired_sword"),
        battles=_battle_views(ruleset, battles, lang),
        codes=tuple(encode(state)) if code else (),
        **common,
    )


__all__ = [
    "BattleView",
    "MountView",
    "ProfileCell",
    "SheetView",
    "WarriorView",
    "sheet_view",
    "warrior_view",
]
