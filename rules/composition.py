"""Composition checks: everything wrong with a warband, each problem in plain words."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from rules.costs import allowed_items
from rules.custom import is_custom_type, is_custom_warband
from rules.leadership import leader_of, successors
from rules.models import HiredSword, Item, Lang, Profile, Ruleset, Warband, WarriorType
from rules.mounts import mount_faults, warband_mount_faults
from rules.mutations import mutations_for
from rules.roster import Roster, RosterGroup, RosterHero
from rules.templates import plural


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing that makes a warband illegal. `code` is stable for tests and the UI."""

    code: str
    message: str
    subject: str | None = None  # the warrior or group it is about
    ru: str = ""  # the same in Russian

    def __str__(self) -> str:
        return self.message

    def text(self, lang: Lang) -> str:
        return self.ru if lang == "ru" and self.ru else self.message


def _the(sword: HiredSword) -> str:
    """A hired sword with his article: "the Elf Ranger", but a dramatis persona by his name."""
    return sword.name.en if sword.dramatis_persona else f"the {sword.name.en}"


def _possessive(name: str) -> str:
    """The name with its possessive ending: Troll's, but Cave Squigs'."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"


# Items that enlarge the warband (Halfling Cookbook; the Halfling Scout's cooking).
_SIZE_BONUS_ITEMS = {"halfling_cookbook": 1}
_SIZE_BONUS_HIRED = {"halfling_scout": 1}


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
        warband = ruleset.warband(roster.warband_type)
    except KeyError as exc:
        return [Problem("unknown_warband", str(exc.args[0]), ru="Неизвестный тип отряда.")]
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
        Problem(fault.code, fault.en, ru=fault.ru)
        for fault in warband_mount_faults(ruleset, roster)
    ]
    return problems


def _check_money(roster: Roster) -> list[Problem]:
    out = []
    if roster.treasury < 0:
        out.append(
            Problem(
                "negative_treasury",
                f"The treasury is {roster.treasury} gc: it can never go below zero.",
                ru=f"В казне {roster.treasury} зк: она не может уйти ниже нуля.",
            )
        )
    if roster.shards < 0:
        out.append(
            Problem(
                "negative_shards",
                f"The warband has {roster.shards} wyrdstone shards: fewer than none is impossible.",
                ru=f"У отряда {roster.shards} осколков вирдстоуна: меньше нуля не бывает.",
            )
        )
    return out


def _type_of(
    ruleset: Ruleset, warband: Warband, type_id: str, subject: str
) -> WarriorType | Problem:
    try:
        warrior_type = ruleset.warrior_type(type_id)
    except KeyError as exc:
        return Problem(
            "unknown_type",
            f"{subject}: {exc.args[0]}",
            subject,
            ru=f"{subject}: неизвестный тип воина",
        )
    if warrior_type.warband != warband.id:
        return Problem(
            "foreign_type",
            f"{subject}: {warrior_type.name.en} ({warrior_type.warband}) is of another "
            f"warband: the {warband.name.en} warband cannot hire him.",
            subject,
            ru=f"{subject}: {warrior_type.name.ru} из другого отряда; "
            f"отряд «{warband.name.ru}» не может нанять его.",
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
            out.append(
                Problem(
                    "henchman_as_hero",
                    f"{hero.name}: {found.name.en} is a henchman type, not a hero.",
                    hero.name,
                    ru=f"{hero.name}: {found.name.ru} — это Рядовые, не Герой.",
                )
            )
        counts[found.id] += 1 if found.role == "hero" else 0
    for group in roster.groups:
        found = _type_of(ruleset, warband, group.type_id, group.name)
        if isinstance(found, Problem):
            out.append(found)
            continue
        if found.role == "hero":
            out.append(
                Problem(
                    "hero_in_group",
                    f"{group.name}: {found.name.en} is a hero type, not a henchman group.",
                    group.name,
                    ru=f"{group.name}: {found.name.ru} — это Герой, а не группа Рядовых.",
                )
            )
        counts[found.id] += max(group.count, 0)
    out += _check_leader(ruleset, warband, roster)
    out += custom_type_problems(ruleset, warband, roster)
    out += _type_limit_problems(warband, counts)
    out += hero_limit_problems(warband, len(roster.heroes), warband.max_heroes)
    return out


def custom_type_problems(ruleset: Ruleset, warband: Warband, roster: Roster) -> list[Problem]:
    """One problem for each custom type (rules.custom) a warband of a known list uses: a house
    type, a newer edition's, a hired sword of its own; a custom warband's are its list."""
    if is_custom_warband(warband.id):
        return []
    used = [h.type_id for h in roster.heroes] + [g.type_id for g in roster.groups]
    used += [s.hired_sword_id for s in roster.hired_swords]
    out = []
    for type_id in dict.fromkeys(t for t in used if is_custom_type(t)):
        sword = ruleset.hired_swords.get(type_id)
        try:
            name = sword.name if sword is not None else ruleset.warrior_type(type_id).name
        except KeyError:
            continue  # an unknown type: _type_of says so
        out.append(
            Problem(
                "custom_type",
                f"{name.en} is a custom type, not on the {warband.name.en} list: "
                "only the general rules check it.",
                ru=f"{name.ru} — свой тип воина, его нет в списке отряда «{warband.name.ru}»: "
                "проверяются только общие правила.",
            )
        )
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
        Problem(
            "hero_limit",
            f"{plural(hero_count, 'hero|heroes')}: the {warband.name.en} warband may have "
            f"at most {hero_limit}.",
            ru=f"Героев: {hero_count}, а в отряде «{warband.name.ru}» "
            f"их может быть не больше {hero_limit}.",
        )
    ]


def _type_limit_problems(warband: Warband, counts: Counter[str]) -> list[Problem]:
    """Too many of a type, or fewer than the least number a type comes in."""
    out: list[Problem] = []
    for warrior_type in warband.types:
        number = counts[warrior_type.id]
        if warrior_type.max is not None and number > warrior_type.max:
            out.append(
                Problem(
                    "type_limit",
                    f"{warrior_type.name.en}: {number}, the {warband.name.en} warband may have "
                    f"at most {warrior_type.max}.",
                    ru=f"{warrior_type.name.ru}: {number}, а в отряде «{warband.name.ru}» "
                    f"их может быть не больше {warrior_type.max}.",
                )
            )
        if warrior_type.min and 0 < number < warrior_type.min and not warrior_type.is_leader:
            out.append(
                Problem(
                    "type_minimum",
                    f"{warrior_type.name.en}: {number}, at least {warrior_type.min} are needed.",
                    ru=f"{warrior_type.name.ru}: {number}, нужно не меньше {warrior_type.min}.",
                )
            )
    return out


def _check_size(ruleset: Ruleset, warband: Warband, roster: Roster) -> list[Problem]:
    out = []
    size, limit = roster.warrior_count, max_size(ruleset, roster)
    if size > limit:
        out.append(
            Problem(
                "too_many_warriors",
                f"{plural(size, 'warrior|warriors')}: the {warband.name.en} warband may have "
                f"at most {limit} "
                "(hired swords do not count).",
                ru=f"Воинов: {size}, а в отряде «{warband.name.ru}» может быть не больше "
                f"{limit} (Наёмные мечи не в счёт).",
            )
        )
    minimum = ruleset.campaign.min_models
    if size < minimum:
        out.append(
            Problem(
                "too_few_warriors",
                f"{plural(size, 'warrior|warriors')}: a warband needs at least {minimum}.",
                ru=f"Воинов: {size}, а в отряде должно быть не меньше {minimum}.",
            )
        )
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
        Problem(
            "above_maximum",
            f"{subject}: {key} {value} is above the {race.name.en} maximum of {limit[key]}.",
            subject,
            ru=f"{subject}: {key} {value} выше расового максимума ({race.name.ru}): {limit[key]}.",
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
            out.append(
                Problem(
                    "unknown_item",
                    f"{subject} carries an unknown item {item_id!r}.",
                    subject,
                    ru=f"{subject}: неизвестный предмет {item_id!r}.",
                )
            )
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
        Problem(fault.code, f"{subject}: {fault.en}", subject, ru=f"{subject}: {fault.ru}")
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
            Problem(
                "item_not_for_warband",
                f"{subject}: the {warband.name.en} warband cannot use {item.name.en}.",
                subject,
                ru=f"{subject}: отряду «{warband.name.ru}» нельзя: {item.name.ru}.",
            )
        )
    if warrior_type.no_armour and item.category == "armour":
        out.append(
            Problem(
                "no_armour",
                f"{subject}: {warrior_type.name.en} never wears armour.",
                subject,
                ru=f"{subject}: {warrior_type.name.ru} не носит доспехов.",
            )
        )
    elif not _on_list(ruleset, allowed, item) and (
        (item.category != "misc" and not item.for_mounts) or warrior_type.role == "henchman"
    ):
        # Heroes may carry any miscellaneous item they find or buy, and barding for the mount
        # they ride (the mount check says which); weapons and armour, and anything a henchman
        # carries, must come from the warrior's own list.
        who = _possessive(warrior_type.name.en)
        out.append(
            Problem(
                "item_not_allowed",
                f"{subject}: {item.name.en} is not on the {who} equipment list.",
                subject,
                ru=f"{subject}: «{item.name.ru}» нет в списке снаряжения ({warrior_type.name.ru}).",
            )
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
            Problem(
                "too_many_close_combat_weapons",
                f"{subject} carries {close} close-combat weapons besides his dagger: "
                f"at most {campaign.max_close_combat_weapons}.",
                subject,
                ru=f"{subject}: оружия ближнего боя кроме кинжала: {close}, можно не больше "
                f"{campaign.max_close_combat_weapons}.",
            )
        )
    if missile > campaign.max_missile_weapons:
        out.append(
            Problem(
                "too_many_missile_weapons",
                f"{subject} carries {missile} missile weapons: at most "
                f"{campaign.max_missile_weapons}.",
                subject,
                ru=f"{subject}: стрелкового оружия: {missile}, можно не больше "
                f"{campaign.max_missile_weapons}.",
            )
        )
    return out


def _mutation_problems(
    ruleset: Ruleset, warrior_type: WarriorType, hero: RosterHero
) -> list[Problem]:
    """Mutations the type may not take, or more of them than it may buy at hire."""
    allowed = {m.id for m in mutations_for(ruleset, warrior_type)}
    out = [
        Problem(
            "mutation_not_allowed",
            f"{hero.name} cannot have the mutation {mutation!r}.",
            hero.name,
            ru=f"{hero.name}: мутация {mutation!r} ему недоступна.",
        )
        for mutation in hero.mutations
        if mutation not in allowed
    ]
    most = warrior_type.mutations_max
    if most is not None and len(hero.mutations) > most:
        out.append(
            Problem(
                "too_many_mutations",
                f"{hero.name}: {warrior_type.name.en} may have at most "
                f"{plural(most, 'mutation|mutations')}, "
                f"not {len(hero.mutations)}.",
                hero.name,
                ru=f"{hero.name}: у воина «{warrior_type.name.ru}» может быть мутаций не больше "
                f"{most}, а у него {len(hero.mutations)}.",
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
            Problem(
                "needs_mutation",
                f"{hero.name}: {warrior_type.name.en} must have at least "
                f"{plural(warrior_type.mutations_min, 'mutation|mutations')}.",
                hero.name,
                ru=f"{hero.name}: у воина «{warrior_type.name.ru}» должно быть мутаций "
                f"не меньше {warrior_type.mutations_min}.",
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
        out.append(
            Problem(
                "negative_experience",
                f"{hero.name} has negative experience.",
                hero.name,
                ru=f"{hero.name}: отрицательный опыт.",
            )
        )
    return out


def _check_skills(ruleset: Ruleset, warrior_type: WarriorType, hero: RosterHero) -> list[Problem]:
    """Known skills, each once, from the lists open to him, none excluding another."""
    out: list[Problem] = []
    lists = set(warrior_type.skill_lists) | set(hero.extra_skill_lists)
    seen: set[str] = set()
    for skill_id in hero.skills:
        skill = ruleset.skills.get(skill_id)
        if skill is None:
            out.append(
                Problem(
                    "unknown_skill",
                    f"{hero.name} has an unknown skill {skill_id!r}.",
                    hero.name,
                    ru=f"{hero.name}: неизвестный навык {skill_id!r}.",
                )
            )
            continue
        if skill_id in seen:
            out.append(
                Problem(
                    "skill_twice",
                    f"{hero.name} has {skill.name.en} twice: no skill may be taken twice.",
                    hero.name,
                    ru=f"{hero.name}: навык «{skill.name.ru}» дважды, а один навык "
                    "нельзя взять дважды.",
                )
            )
        seen.add(skill_id)
        if skill.list not in lists:
            list_name = ruleset.skill_lists[skill.list].name.en
            out.append(
                Problem(
                    "skill_not_allowed",
                    f"{hero.name}: {skill.name.en} is on the {list_name} list, which is "
                    f"closed to {warrior_type.name.en}.",
                    hero.name,
                    ru=f"{hero.name}: «{skill.name.ru}» из списка "
                    f"«{ruleset.skill_lists[skill.list].name.ru}», а он закрыт для: "
                    f"{warrior_type.name.ru}.",
                )
            )
    for skill_id in seen:
        for other in ruleset.skills[skill_id].excludes:
            if other in seen and skill_id < other:
                out.append(
                    Problem(
                        "skills_exclusive",
                        f"{hero.name} cannot have both {ruleset.skills[skill_id].name.en} and "
                        f"{ruleset.skills[other].name.en}.",
                        hero.name,
                        ru=f"{hero.name}: нельзя иметь сразу «{ruleset.skills[skill_id].name.ru}» "
                        f"и «{ruleset.skills[other].name.ru}».",
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
            Problem(
                "group_size",
                f"{group.name} has {group.count} models: a henchman group has "
                f"{campaign.henchman_group_min} to {campaign.henchman_group_max}.",
                group.name,
                ru=f"{group.name}: моделей {group.count}, а в группе Рядовых их от "
                f"{campaign.henchman_group_min} до {campaign.henchman_group_max}.",
            )
        )
    out += _check_profile(ruleset, warrior_type, group.profile, group.name)
    out += _check_kit(ruleset, warband, warrior_type, group.equipment, group.name)
    if group.experience < 0:
        out.append(
            Problem(
                "negative_experience",
                f"{group.name} has negative experience.",
                group.name,
                ru=f"{group.name}: отрицательный опыт.",
            )
        )
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
        out.append(
            Problem(
                "spell_not_allowed",
                f"{subject} cannot know the spell {key!r}: it is not from his list.",
                subject,
                ru=f"{subject}: заклинание {key!r} не из его списка.",
            )
        )
    known = sum(1 for key in spells if key.split(".")[0] == spell_list) + lowered
    if spell_list and known < starting:
        list_name = ruleset.spell_lists[spell_list].name
        out.append(
            Problem(
                "missing_spells",
                f"{subject} starts with {plural(starting, 'spell|spells')} of {list_name.en} "
                f"but knows "
                f"{known}: roll the rest (D6 on the list) and add them.",
                subject,
                ru=f"{subject}: в начале у него заклинаний «{list_name.ru}»: {starting}, а "
                f"известно {known}; бросьте D6 по списку и добавьте их.",
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
            out.append(
                Problem(
                    "unknown_hired_sword",
                    f"Unknown hired sword {sword_id!r}.",
                    ru=f"Неизвестный наёмный меч {sword_id!r}.",
                )
            )
            continue
        if not ruleset.may_hire(warband.id, sword_id):
            out.append(
                Problem(
                    "hired_sword_not_allowed",
                    f"The {warband.name.en} warband cannot hire {_the(sword)}.",
                    ru=f"Отряд «{warband.name.ru}» не может нанять: {sword.name.ru}.",
                )
            )
        if number > 1:
            out.append(
                Problem(
                    "hired_sword_twice",
                    f"{sword.name.en} hired {number} times: only one of each hired sword "
                    "may be hired.",
                    ru=f"{sword.name.ru}: {number}, а каждого наёмного меча можно нанять "
                    "только одного.",
                )
            )
    return out


def _check_leader(ruleset: Ruleset, warband: Warband, roster: Roster) -> list[Problem]:
    """Exactly one leader, and one the warband allows: the leader type's hero, a hero the player
    chose (a warband whose leader is chosen) or a successor after the leader died."""
    leader = leader_of(ruleset, roster)
    if leader is None:
        if warband.leader_chosen:
            return [
                Problem(
                    "no_leader",
                    "The warband has no leader: choose which hero leads.",
                    ru="У отряда нет командира: выберите, кто из Героев командует.",
                )
            ]
        leader_type = next(t for t in warband.heroes if t.is_leader)
        heirs = ", ".join(h.name for h in successors(ruleset, roster))
        then = f"; if he died, choose who takes command: {heirs}" if heirs else ""
        then_ru = f"; если он погиб, выберите, кто примет командование: {heirs}" if heirs else ""
        return [
            Problem(
                "no_leader",
                f"The warband has no leader: hire its leader ({leader_type.name.en}){then}.",
                ru=f"У отряда нет командира: наймите: {leader_type.name.ru}{then_ru}.",
            )
        ]
    leader_type = ruleset.warrior_type(leader.type_id)
    if warband.leader_chosen and not leader_type.may_lead:
        return [
            Problem(
                "leader_not_allowed",
                f"{leader.name}: {leader_type.name.en} may not lead: choose another hero.",
                leader.name,
                ru=f"{leader.name}: {leader_type.name.ru} не может командовать отрядом: "
                "выберите другого Героя.",
            )
        ]
    return []
