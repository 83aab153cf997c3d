"""Composition checks: everything wrong with a warband, each problem a code and its values
(its words: the catalogue's `problem.<code>`, resources/locale)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from rules.costs import allowed_items
from rules.custom import is_custom_type, is_custom_warband, owned, profile_unknown
from rules.leadership import leader_of, successors
from rules.messages import Message, Value
from rules.models import Item, Profile, Ruleset, Warband, WarriorType
from rules.mounts import mount_faults, warband_mount_faults
from rules.mutations import mutations_for
from rules.roster import Roster, RosterGroup, RosterHero

PROBLEM = "problem."  # the catalogue's keys of the problems' words


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing that makes a warband illegal: a code (stable for tests and the UI), the values
    its words name and the warrior or group it is about. Its words are the catalogue's
    `problem.<wording>` (the code, unless the code is said in more than one way)."""

    code: str
    values: tuple[tuple[str, Value], ...] = ()
    subject: str | None = None  # the warrior or group it is about
    wording: str = ""

    @classmethod
    def of(
        cls, code: str, subject: str | None = None, /, *, wording: str = "", **values: Value
    ) -> Problem:
        """A problem about `subject` (named `{subject}` in its words) with its values."""
        named = {"subject": subject, **values} if subject is not None else values
        return cls(code, tuple(named.items()), subject, wording)

    @property
    def key(self) -> str:
        return PROBLEM + (self.wording or self.code)

    def message(self) -> Message:
        """The problem as a message the edges say (`app.words.say`)."""
        return Message(self.key, self.values)

    def text(self, lang: str) -> str:
        """The problem in words in `lang`, from the catalogue (two-language names in it)."""
        from rules import catalogue
        from rules.messages import said_value

        values = {key: said_value(value, lang) for key, value in self.values}
        return catalogue.say(self.key, lang, **values)

    def __str__(self) -> str:
        return self.text("en")


# Items that enlarge the warband (Halfling Cookbook; the Halfling Scout's cooking).
_SIZE_BONUS_ITEMS = {"halfling_cookbook": 1}
_SIZE_BONUS_HIRED = {"halfling_scout": 1}


def _error(exc: KeyError) -> Value:
    """What an unknown id's KeyError says: its message (said in the player's language)."""
    said = exc.args[0] if exc.args else str(exc)
    return said if isinstance(said, Message) else str(said)


def max_size(ruleset: Ruleset, roster: Roster) -> int:
    warband = ruleset.warband(roster.warband_type)
    carried = [item for hero in roster.heroes for item in hero.equipment] + list(roster.stash)
    bonus = 0
    if warband.id != "undead":  # the Undead cannot use a Halfling Cookbook
        bonus += max((_SIZE_BONUS_ITEMS.get(item, 0) for item in carried), default=0)
    bonus += sum(_SIZE_BONUS_HIRED.get(s.hired_sword_id, 0) for s in roster.hired_swords)
    return warband.max_size + bonus


def validate(ruleset: Ruleset, roster: Roster) -> list[Problem]:
    """Every problem of the warband; an empty list means it is legal."""
    try:
        warband = owned(ruleset.warband(roster.warband_type), roster.custom_types)
    except KeyError as exc:
        return [Problem.of("unknown_warband", error=_error(exc))]
    problems: list[Problem] = []
    problems += _check_money(roster)
    problems += _check_types(ruleset, warband, roster)
    problems += _check_size(ruleset, warband, roster)
    for hero in roster.heroes:
        problems += _check_hero(ruleset, warband, hero)
    for group in roster.groups:
        problems += _check_group(ruleset, warband, group)
    problems += _check_hired_swords(ruleset, warband, roster)
    problems += [
        Problem(fault.code, fault.values, wording=fault.wording)
        for fault in warband_mount_faults(ruleset, roster)
    ]
    return problems


def _check_money(roster: Roster) -> list[Problem]:
    out = []
    if roster.treasury < 0:
        out.append(Problem.of("negative_treasury", treasury=roster.treasury))
    if roster.shards < 0:
        out.append(Problem.of("negative_shards", shards=roster.shards))
    return out


def _type_of(
    ruleset: Ruleset, warband: Warband, type_id: str, subject: str
) -> WarriorType | Problem:
    try:
        warrior_type = ruleset.warrior_type(type_id)
    except KeyError as exc:
        return Problem.of("unknown_type", subject, error=_error(exc))
    if warrior_type.warband != warband.id:
        return Problem.of(
            "foreign_type",
            subject,
            warrior_type=warrior_type.name,
            other=warrior_type.warband,
            warband=warband.name,
        )
    return warrior_type


def _check_types(ruleset: Ruleset, warband: Warband, roster: Roster) -> list[Problem]:
    out: list[Problem] = []
    counts: Counter[str] = Counter()
    for hero in roster.heroes:
        found = _type_of(ruleset, warband, hero.type_id, hero.name)
        if isinstance(found, Problem):
            out.append(found)
            continue
        if found.role == "henchman" and hero.promoted_from is None:
            # A lad who got talent is a hero of a henchman type; anyone else must be a hero type.
            out.append(Problem.of("henchman_as_hero", hero.name, found=found.name))
        counts[found.id] += 1 if found.role == "hero" else 0
    for group in roster.groups:
        found = _type_of(ruleset, warband, group.type_id, group.name)
        if isinstance(found, Problem):
            out.append(found)
            continue
        if found.role == "hero":
            out.append(Problem.of("hero_in_group", group.name, found=found.name))
        counts[found.id] += max(group.count, 0)
    out += _check_leader(ruleset, warband, roster)
    out += custom_type_problems(ruleset, warband, roster)
    out += _type_limit_problems(warband, counts)
    out += hero_limit_problems(warband, len(roster.heroes), warband.max_heroes)
    return out


def custom_type_problems(ruleset: Ruleset, warband: Warband, roster: Roster) -> list[Problem]:
    """One problem for each custom type (rules.custom) a warband of a known list uses: a house
    type, a newer edition's, a hired sword of its own (a custom warband's are its list); and one
    for each whose profile no file gave, to be entered."""
    used = [h.type_id for h in roster.heroes] + [g.type_id for g in roster.groups]
    used += [s.hired_sword_id for s in roster.hired_swords]
    out = []
    for type_id in dict.fromkeys(t for t in used if is_custom_type(t)):
        sword = ruleset.hired_swords.get(type_id)
        try:
            kind = None if sword is not None else ruleset.warrior_type(type_id)
        except KeyError:
            continue  # an unknown type: _type_of says so
        name = sword.name if sword is not None else kind.name if kind is not None else type_id
        if not is_custom_warband(warband.id):
            out.append(Problem.of("custom_type", None, name=name, warband=warband.name))
        found = sword or kind
        if found is not None and profile_unknown(found):
            out.append(Problem.of("custom_profile_unknown", None, name=name))
    return out


# The rulebook's cap: the leader and up to five other Heroes (docs/rules-notes.md).
SIX_HEROES = 6


def hero_cap(warband: Warband, six: bool) -> int:
    """The most Heroes a warband may have: the sum of its list's hero types (as the reference
    reads it) or, `six`, the rulebook's leader and five others (a promoted lad can be the
    sixth; each hero type still at its listed number)."""
    return max(SIX_HEROES, warband.max_heroes) if six else warband.max_heroes


def hero_limit_problems(warband: Warband, hero_count: int, hero_limit: int) -> list[Problem]:
    if hero_count <= hero_limit:
        return []
    return [
        Problem.of("hero_limit", hero_count=hero_count, warband=warband.name, hero_limit=hero_limit)
    ]


def _type_limit_problems(warband: Warband, counts: Counter[str]) -> list[Problem]:
    """Too many of a type, or fewer than the least number a type comes in."""
    out: list[Problem] = []
    for warrior_type in warband.types:
        number = counts[warrior_type.id]
        if warrior_type.max is not None and number > warrior_type.max:
            out.append(
                Problem.of(
                    "type_limit",
                    warrior_type=warrior_type.name,
                    number=number,
                    warband=warband.name,
                    max=warrior_type.max,
                )
            )
        if warrior_type.min and 0 < number < warrior_type.min and not warrior_type.is_leader:
            out.append(
                Problem.of(
                    "type_minimum",
                    warrior_type=warrior_type.name,
                    number=number,
                    min=warrior_type.min,
                )
            )
    return out


def _check_size(ruleset: Ruleset, warband: Warband, roster: Roster) -> list[Problem]:
    out = []
    size, limit = roster.warrior_count, max_size(ruleset, roster)
    if size > limit:
        out.append(Problem.of("too_many_warriors", size=size, warband=warband.name, limit=limit))
    minimum = ruleset.campaign.min_models
    if size < minimum:
        out.append(Problem.of("too_few_warriors", size=size, minimum=minimum))
    return out


def _check_profile(
    ruleset: Ruleset, warrior_type: WarriorType, profile: Profile | None, subject: str
) -> list[Problem]:
    if profile is None or not warrior_type.gains_experience:
        return []
    race = ruleset.races[warrior_type.race]
    # A few types start above their race's maximum (Flagellants' Ld 10): they keep it.
    limit = {key: max(race.max[key], warrior_type.profile[key]) for key in race.max.as_dict()}
    return [
        Problem.of(
            "above_maximum", subject, key=key, value=value, race=race.name, maximum=limit[key]
        )
        for key, value in profile
        if value > limit[key]
    ]


def _check_kit(
    ruleset: Ruleset,
    warband: Warband,
    warrior_type: WarriorType,
    equipment: tuple[str, ...],
    subject: str,
    skills: tuple[str, ...] = (),
) -> list[Problem]:
    out: list[Problem] = []
    # What he bought while the warband was created he keeps: its entries count for carrying.
    allowed = set(allowed_items(ruleset, warband, warrior_type, at_creation=True))
    if warrior_type.included_mount is not None:
        allowed.add(warrior_type.included_mount)  # in his cost, off the list he buys from
    close = missile = 0
    free_dagger_used = False
    for item_id in equipment:
        item = ruleset.items.get(item_id)
        if item is None:
            out.append(Problem.of("unknown_item", subject, item_id=item_id))
            continue
        out += _item_problems(ruleset, warband, warrior_type, allowed, item_id, subject)
        if item.category == "hand_to_hand":
            if item_id == "dagger" and not free_dagger_used:
                free_dagger_used = True  # the free dagger does not take a weapon slot
            else:
                close += 1
        elif item.is_missile:
            missile += 1
    out += _weapon_count_problems(ruleset, close, missile, subject)
    out += [
        Problem.of(fault.code, subject, wording=fault.wording, **dict(fault.values))
        for fault in mount_faults(ruleset, warrior_type, equipment, allowed, skills)
    ]
    return out


def _on_list(ruleset: Ruleset, allowed: set[str], item: Item) -> bool:
    """On his list: the item, or for a weapon made of gromril or ithilmar (a find) the weapon
    it is made of; a bare material of an older sheet when his list has a weapon of it."""
    if item.id in allowed or item.base in allowed:
        return True
    return item.is_material and any(ruleset.items[i].material == item.id for i in allowed)


def _item_problems(
    ruleset: Ruleset,
    warband: Warband,
    warrior_type: WarriorType,
    allowed: set[str],
    item_id: str,
    subject: str,
) -> list[Problem]:
    """What is wrong with one known item he carries: not for his warband, armour on a warrior
    who never wears it, off his list."""
    item = ruleset.items[item_id]
    out: list[Problem] = []
    if not item.available_to(warband.id):
        out.append(
            Problem.of("item_not_for_warband", subject, warband=warband.name, item=item.name)
        )
    if warrior_type.no_armour and item.category == "armour":
        out.append(Problem.of("no_armour", subject, warrior_type=warrior_type.name))
    elif not _on_list(ruleset, allowed, item) and (
        (item.category != "misc" and not item.for_mounts) or warrior_type.role == "henchman"
    ):
        # Heroes may carry any miscellaneous item they find or buy, and barding for the mount
        # they ride (the mount check says which); weapons and armour, and anything a henchman
        # carries, must come from the warrior's own list.
        out.append(
            Problem.of("item_not_allowed", subject, item=item.name, warrior_type=warrior_type.name)
        )
    return out


def _weapon_count_problems(
    ruleset: Ruleset, close: int, missile: int, subject: str
) -> list[Problem]:
    """Too many close-combat weapons (the free dagger aside) or missile weapons."""
    out: list[Problem] = []
    campaign = ruleset.campaign
    if close > campaign.max_close_combat_weapons:
        out.append(
            Problem.of(
                "too_many_close_combat_weapons",
                subject,
                close=close,
                max_close_combat_weapons=campaign.max_close_combat_weapons,
            )
        )
    if missile > campaign.max_missile_weapons:
        out.append(
            Problem.of(
                "too_many_missile_weapons",
                subject,
                missile=missile,
                max_missile_weapons=campaign.max_missile_weapons,
            )
        )
    return out


def _mutation_problems(
    ruleset: Ruleset, warrior_type: WarriorType, hero: RosterHero
) -> list[Problem]:
    """Mutations the type may not take, or more of them than it may buy at hire."""
    allowed = {m.id for m in mutations_for(ruleset, warrior_type)}
    out = [
        Problem.of("mutation_not_allowed", hero.name, mutation=mutation)
        for mutation in hero.mutations
        if mutation not in allowed
    ]
    most = warrior_type.mutations_max
    if most is not None and len(hero.mutations) > most:
        out.append(
            Problem.of(
                "too_many_mutations",
                hero.name,
                warrior_type=warrior_type.name,
                most=most,
                count=len(hero.mutations),
            )
        )
    return out


def _check_hero(ruleset: Ruleset, warband: Warband, hero: RosterHero) -> list[Problem]:
    warrior_type = _type_of(ruleset, warband, hero.type_id, hero.name)
    if isinstance(warrior_type, Problem):
        return []  # already reported by _check_types
    out = _check_profile(ruleset, warrior_type, hero.profile, hero.name)
    out += _check_kit(ruleset, warband, warrior_type, hero.equipment, hero.name, hero.skills)
    out += _check_skills(ruleset, warrior_type, hero)
    if warrior_type.mutations_min and len(hero.mutations) < warrior_type.mutations_min:
        out.append(
            Problem.of(
                "needs_mutation",
                hero.name,
                warrior_type=warrior_type.name,
                mutations_min=warrior_type.mutations_min,
            )
        )
    out += _mutation_problems(ruleset, warrior_type, hero)
    out += check_spells(
        ruleset,
        hero.name,
        warrior_type.spell_list,
        warrior_type.starting_spells,
        hero.spells,
        hero.spells_lowered,
        may_learn_lesser_magic="arcane_lore" in hero.skills,
    )
    if hero.experience < 0:
        out.append(Problem.of("negative_experience", hero.name))
    return out


def _check_skills(ruleset: Ruleset, warrior_type: WarriorType, hero: RosterHero) -> list[Problem]:
    """Known skills, each once, from the lists open to him, none excluding another."""
    out: list[Problem] = []
    lists = set(warrior_type.skill_lists) | set(hero.extra_skill_lists)
    seen: set[str] = set()
    for skill_id in hero.skills:
        skill = ruleset.skills.get(skill_id)
        if skill is None:
            out.append(Problem.of("unknown_skill", hero.name, skill_id=skill_id))
            continue
        if skill_id in seen:
            out.append(Problem.of("skill_twice", hero.name, skill=skill.name))
        seen.add(skill_id)
        if skill.list not in lists:
            out.append(
                Problem.of(
                    "skill_not_allowed",
                    hero.name,
                    skill=skill.name,
                    skill_list=ruleset.skill_lists[skill.list].name,
                    warrior_type=warrior_type.name,
                )
            )
    for skill_id in seen:
        for other in ruleset.skills[skill_id].excludes:
            if other in seen and skill_id < other:
                out.append(
                    Problem.of(
                        "skills_exclusive",
                        hero.name,
                        skill=ruleset.skills[skill_id].name,
                        other=ruleset.skills[other].name,
                    )
                )
    return out


def _check_group(ruleset: Ruleset, warband: Warband, group: RosterGroup) -> list[Problem]:
    warrior_type = _type_of(ruleset, warband, group.type_id, group.name)
    if isinstance(warrior_type, Problem):
        return []
    out = []
    campaign = ruleset.campaign
    if not campaign.henchman_group_min <= group.count <= campaign.henchman_group_max:
        out.append(
            Problem.of(
                "group_size",
                group.name,
                count=group.count,
                henchman_group_min=campaign.henchman_group_min,
                henchman_group_max=campaign.henchman_group_max,
            )
        )
    out += _check_profile(ruleset, warrior_type, group.profile, group.name)
    out += _check_kit(ruleset, warband, warrior_type, group.equipment, group.name)
    if group.experience < 0:
        out.append(Problem.of("negative_experience", group.name))
    return out


def check_spells(
    ruleset: Ruleset,
    subject: str,
    spell_list: str | None,
    starting: int,
    spells: tuple[str, ...],
    lowered: int = 0,
    *,
    may_learn_lesser_magic: bool = False,
) -> list[Problem]:
    """A caster starts with his spells; nobody knows a spell from a list closed to him.

    Lesser Magic is open to casters (a Tome of Magic) and to heroes with Arcane Lore.
    """
    out: list[Problem] = []
    allowed = {spell_list} if spell_list else set()
    if spell_list or may_learn_lesser_magic:
        allowed.add("lesser_magic")
    for key in spells:
        list_id = key.split(".")[0]
        if list_id in allowed and key in {s.key for s in ruleset.spells_of(list_id)}:
            continue
        out.append(Problem.of("spell_not_allowed", subject, key=key))
    known = sum(1 for key in spells if key.split(".")[0] == spell_list) + lowered
    if spell_list and known < starting:
        list_name = ruleset.spell_lists[spell_list].name
        out.append(
            Problem.of(
                "missing_spells", subject, starting=starting, list_name=list_name, known=known
            )
        )
    return out


def _check_hired_swords(ruleset: Ruleset, warband: Warband, roster: Roster) -> list[Problem]:
    out = []
    for hired in roster.hired_swords:
        sword = ruleset.hired_swords.get(hired.hired_sword_id)
        if sword is not None:
            out += check_spells(
                ruleset,
                hired.name,
                sword.spell_list,
                1 if sword.starting_spells_dice else sword.starting_spells,  # rolled: 1 or more
                hired.spells,
                hired.spells_lowered,
            )
    counts = Counter(s.hired_sword_id for s in roster.hired_swords)
    for sword_id, number in counts.items():
        sword = ruleset.hired_swords.get(sword_id)
        if sword is None:
            out.append(Problem.of("unknown_hired_sword", sword_id=sword_id))
            continue
        if not ruleset.may_hire(warband.id, sword_id):
            out.append(
                Problem.of(
                    "hired_sword_not_allowed",
                    wording="hired_persona_not_allowed" if sword.dramatis_persona else "",
                    warband=warband.name,
                    sword=sword.name,
                )
            )
        if number > 1:
            out.append(Problem.of("hired_sword_twice", sword=sword.name, number=number))
    return out


def _check_leader(ruleset: Ruleset, warband: Warband, roster: Roster) -> list[Problem]:
    """Exactly one leader, and one the warband allows: the leader type's hero, a hero the player
    chose (a warband whose leader is chosen) or a successor after the leader died."""
    leader = leader_of(ruleset, roster)
    if leader is None:
        if warband.leader_chosen:
            return [Problem.of("no_leader", wording="no_leader_chosen")]
        leader_type = next(t for t in warband.heroes if t.is_leader)
        heirs = ", ".join(h.name for h in successors(ruleset, roster))
        wording = "no_leader_heirs" if heirs else ""
        return [Problem.of("no_leader", wording=wording, leader_type=leader_type.name, heirs=heirs)]
    leader_type = ruleset.warrior_type(leader.type_id)
    if warband.leader_chosen and not leader_type.may_lead:
        return [Problem.of("leader_not_allowed", leader.name, leader_type=leader_type.name)]
    return []
