"""Mounts: the steeds a warrior rides under the optional mounted rules (rulebook p.163, Empire
in Flames, the Blazing Saddles article).

A mount is an item whose data has a `mount` table (rating, armour bonus, who may ride it, the
D6 that loses it after a battle). A warrior rides at most one; barding goes only on the mounts
its `for_mounts` names. Off his own equipment list only the riders a mount names may have it
(the chart's horse and warhorse: Humans, that is every race flagged `human`); a list that
offers a mount lets that type ride it.

A type may come with a mount in his cost (`included_mount`: the Imperial Outriders' horses):
he is given it at hire, never sells or stashes it on its own, and loses it after a battle like
any mount. A list entry that `replaces` it is its upgrade: bought, it takes the mount's place.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from rules.dice import DiceSource
from rules.messages import Message, Value
from rules.models import Item, Ruleset, Text, WarriorType
from rules.roster import Roster


@dataclass(frozen=True, slots=True)
class MountFault:
    """One thing wrong with a warrior's mounts: a code and its values (composition makes it a
    problem; its words: the catalogue's `problem.<wording or code>`)."""

    code: str
    values: tuple[tuple[str, Value], ...] = ()
    wording: str = ""


def mounts_of(ruleset: Ruleset, equipment: Iterable[str]) -> list[Item]:
    """The mounts among these items, in order (unknown ids are left to the kit check)."""
    items = (ruleset.items.get(item_id) for item_id in equipment)
    return [item for item in items if item is not None and item.mount is not None]


def mount_of(ruleset: Ruleset, equipment: Iterable[str]) -> Item | None:
    """The mount he rides, or None."""
    mounts = mounts_of(ruleset, equipment)
    return mounts[0] if mounts else None


#: The rider the chart's mounts name for "Humans only"; every race flagged `human` is one.
HUMAN = "human"


def rider_keys(ruleset: Ruleset, warrior_type: WarriorType) -> set[str]:
    """What a mount's `riders` may name to let him ride: his type, his race, Human if it is."""
    race = ruleset.races.get(warrior_type.race)
    human = {HUMAN} if race is not None and race.human else set()
    return {warrior_type.id, warrior_type.race} | human


def may_ride(
    ruleset: Ruleset,
    mount: Item,
    warrior_type: WarriorType,
    allowed: Iterable[str],
    skills: Iterable[str] = (),
) -> bool:
    """Whether a warrior of this type may have this mount: the one he comes with, on his own
    list, a rider it names, or a hero with a skill it names (`skills`: his)."""
    if mount.id == warrior_type.included_mount or mount.id in set(allowed):
        return True
    if mount.mount is None:
        return True
    riders, rider_skills = mount.mount.riders, mount.mount.rider_skills
    if not riders and not rider_skills:
        return True
    return bool(rider_keys(ruleset, warrior_type) & set(riders) or set(skills) & set(rider_skills))


def stays_with_rider(warrior_type: WarriorType, item_id: str) -> bool:
    """The mount in his cost: not sold or stashed on its own (it may still be lost)."""
    return item_id == warrior_type.included_mount


def replaced_by(ruleset: Ruleset, warrior_type: WarriorType, item_id: str) -> str | None:
    """The mount this item of his own list upgrades (its `replaces`), or None."""
    if warrior_type.equipment_list is None:
        return None
    warband = ruleset.warband(warrior_type.warband)
    entry = warband.equipment_lists[warrior_type.equipment_list].entry(item_id)
    return entry.replaces if entry is not None else None


def rides_replaced(
    ruleset: Ruleset, warrior_type: WarriorType, equipment: Iterable[str], item_id: str
) -> bool:
    """Whether he still rides the mount this item upgrades (True when it upgrades none): the
    upgrade's list price holds only then (`rules.costs.list_price`)."""
    replaced = replaced_by(ruleset, warrior_type, item_id)
    return replaced is None or replaced in set(equipment)


def kit_at_hire(ruleset: Ruleset, warrior_type: WarriorType, equipment: Iterable[str]) -> list[str]:
    """The kit he is hired with: the mount in his cost given, unless an upgrade of it is in
    the kit (then it is traded in) or he already rides another."""
    kit = list(equipment)
    included = warrior_type.included_mount
    if included is None:
        return kit
    upgraded = any(replaced_by(ruleset, warrior_type, i) == included for i in kit)
    if upgraded:
        return [item_id for item_id in kit if item_id != included]
    if included not in kit and mount_of(ruleset, kit) is None:
        kit.append(included)
    return kit


def profile_line(mount: Item) -> str:
    """Its profile on one line, 'M8 WS3 BS0 S3 T3 W1 I3 A1 Ld5' (keys, no words)."""
    if mount.profile is None:
        return ""
    return profile_text(mount.profile.as_dict().items())


def profile_text(characteristics: Iterable[tuple[str, object]]) -> str:
    """Characteristics as keys and values on one line, 'M8 WS3 ... Ld5', in the order given."""
    return " ".join(f"{key}{value}" for key, value in characteristics)


def mounts_rating(ruleset: Ruleset, equipment: Iterable[str]) -> int:
    """What his mounts add to the warband rating (a horse +3, a warhorse +5)."""
    return sum(item.mount.rating for item in mounts_of(ruleset, equipment) if item.mount)


def shod_on(ruleset: Ruleset, roster: Roster) -> int | None:
    """The score a farrier of the warband lowers its horses' loss to (a hired Swordsmith with
    the Farrier skill: 1), or None."""
    scores = [
        skill.mount_lost_on
        for sword in roster.hired_swords
        for skill in (ruleset.skills.get(skill_id) for skill_id in sword.skills)
        if skill is not None and skill.mount_lost_on is not None
    ]
    return min(scores, default=None)


def mount_lost_on(ruleset: Ruleset, equipment: Iterable[str], shod: int | None = None) -> int:
    """The D6 score at or below which his mount is lost when he went out of action: the
    mount's own (1-2), lowered by barding he carries for it (a barded warhorse: only a 1) and,
    for a horse, by the warband's farrier (`shod`: see `shod_on`)."""
    mount = mount_of(ruleset, equipment)
    if mount is None or mount.mount is None:
        return 0
    lost_on = mount.mount.lost_on
    if shod is not None and mount.mount.equine:
        lost_on = min(lost_on, shod)
    for item_id in equipment:
        item = ruleset.items.get(item_id)
        if item is not None and item.mount_lost_on is not None and mount.id in item.for_mounts:
            lost_on = min(lost_on, item.mount_lost_on)
    return lost_on


@dataclass(frozen=True, slots=True)
class MountOutcome:
    """The D6 rolled for the mount of a rider taken out of action, and what it means."""

    mount: str  # the mount's item id
    roll: int
    lost_on: int  # lost on this score or less (1-2; barded 1)

    @property
    def lost(self) -> bool:
        return self.roll <= self.lost_on


def resolve_mount_injury(
    ruleset: Ruleset,
    dice: DiceSource,
    equipment: Iterable[str],
    purpose: Message,
    shod: int | None = None,
) -> MountOutcome | None:
    """A D6 for his mount after he went out of action (and lived); None when he rides none.
    `shod`: the warband's farrier (`shod_on`)."""
    kit = tuple(equipment)
    mount = mount_of(ruleset, kit)
    if mount is None:
        return None
    return MountOutcome(mount.id, dice.roll(6, purpose), mount_lost_on(ruleset, kit, shod))


def mount_faults(
    ruleset: Ruleset,
    warrior_type: WarriorType,
    equipment: tuple[str, ...],
    allowed: set[str],
    skills: tuple[str, ...] = (),
) -> list[MountFault]:
    """What is wrong with his mounts: two of them, one he may not ride, barding on nothing.
    `skills`: a hero's (a mount may name a skill that lets him ride it)."""
    faults: list[MountFault] = []
    mounts = mounts_of(ruleset, equipment)
    if len(mounts) > 1:
        faults.append(MountFault("two_mounts", (("mounts", _joined(m.name for m in mounts)),)))
    for mount in mounts:
        if not may_ride(ruleset, mount, warrior_type, allowed, skills):
            faults.append(_rider_fault(ruleset, mount))
    ridden = {m.id for m in mounts}
    for item_id in equipment:
        item = ruleset.items.get(item_id)
        if item is not None and item.for_mounts and not ridden & set(item.for_mounts):
            faults.append(_barding_fault(ruleset, item))
    return faults


def ridden_mounts(ruleset: Ruleset, roster: Roster) -> list[Item]:
    """Every mount the warband's heroes and henchmen ride (not what lies in the stash)."""
    kits = [hero.equipment for hero in roster.heroes] + [g.equipment for g in roster.groups]
    return [mount for kit in kits for mount in mounts_of(ruleset, kit)]


def warband_mount_faults(ruleset: Ruleset, roster: Roster) -> list[MountFault]:
    """Mounts one warband may not ride together (Blazing Saddles: giant spiders are not used
    in a warband that has giant wolves, and the other way round), once for each pair."""
    ridden = {mount.id: mount for mount in ridden_mounts(ruleset, roster)}
    faults = []
    for first, second in sorted(
        (a, b)
        for a, mount in ridden.items()
        for b in (mount.mount.not_with if mount.mount else ())
        if b in ridden and a < b
    ):
        one, other = ruleset.items[first].name, ruleset.items[second].name
        faults.append(MountFault("mounts_not_together", (("one", one), ("other", other))))
    return faults


def _rider_fault(ruleset: Ruleset, mount: Item) -> MountFault:
    riders = _joined(_rider_name(ruleset, r) for r in (mount.mount.riders if mount.mount else ()))
    skills = [ruleset.skills[s].name for s in (mount.mount.rider_skills if mount.mount else ())]
    values: tuple[tuple[str, Value], ...] = (("mount", mount.name), ("riders", riders))
    if not skills:
        return MountFault("mount_not_allowed", values)
    wording = "mount_not_allowed_skill" if riders.en else "mount_not_allowed_skill_only"
    return MountFault("mount_not_allowed", (*values, ("skills", _joined(skills))), wording)


def _barding_fault(ruleset: Ruleset, item: Item) -> MountFault:
    mounts = _joined((ruleset.items[m].name for m in item.for_mounts), "list.or")
    return MountFault("barding_without_mount", (("item", item.name), ("mounts", mounts)))


def _rider_name(ruleset: Ruleset, rider: str) -> Text:
    return ruleset.warrior_type(rider).name if "." in rider else ruleset.races[rider].name


def _joined(names: Iterable[Text], joiner: str = "list.and") -> Text:
    """Names listed in each language (a value of a problem's words), joined by the catalogue's
    words for `joiner` (", "; " or ")."""
    from rules import catalogue

    listed = list(names)
    en, ru = (catalogue.text(joiner, lang) or ", " for lang in ("en", "ru"))
    return Text(en.join(n.en for n in listed), ru.join(n.ru for n in listed))
