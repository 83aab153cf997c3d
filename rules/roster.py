"""A warband's sheet as plain data: what the rules need to rate and check a warband.

The store keeps far more (names, notes, the battle log); it builds one of these to ask the rules
what a warband is worth and what is wrong with it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.models import Profile


@dataclass(frozen=True, slots=True)
class RosterHero:
    name: str
    type_id: str  # "reikland.champion"
    experience: int
    profile: Profile | None = None  # current profile; None = the type's starting profile
    equipment: tuple[str, ...] = ()
    skills: tuple[str, ...] = ()
    spells: tuple[str, ...] = ()  # "<list>.<spell>"
    spells_lowered: int = 0  # spells rolled again and made easier instead: rolls all the same
    mutations: tuple[str, ...] = ()
    extra_skill_lists: tuple[str, ...] = ()  # e.g. lists picked by a lad who got talent
    promoted_from: str | None = None  # henchman type a lad's-got-talent hero came from
    id: str = ""  # the store's id, so a battle report can name him


@dataclass(frozen=True, slots=True)
class RosterGroup:
    """A henchman group: models of one type with one kit and shared experience."""

    name: str
    type_id: str
    count: int
    experience: int
    profile: Profile | None = None
    equipment: tuple[str, ...] = ()
    id: str = ""


@dataclass(frozen=True, slots=True)
class RosterHiredSword:
    name: str
    hired_sword_id: str
    experience: int = 0
    id: str = ""
    spells: tuple[str, ...] = ()
    spells_lowered: int = 0
    skills: tuple[str, ...] = ()  # skills he learnt (a Swordsmith's Farrier shoes the horses)


@dataclass(frozen=True, slots=True)
class Roster:
    warband_type: str
    treasury: int = 0
    shards: int = 0
    heroes: tuple[RosterHero, ...] = ()
    groups: tuple[RosterGroup, ...] = ()
    hired_swords: tuple[RosterHiredSword, ...] = ()
    stash: tuple[str, ...] = field(default=())
    #: The id of the hero who leads when the player chose him (a warband whose leader is chosen,
    #: or a successor after the leader died); "" = the hero of the warband's leader type.
    leader_id: str = ""
    #: The ids of the custom types it keeps (rules.custom): on its list, not on another's.
    custom_types: tuple[str, ...] = ()

    @property
    def warrior_count(self) -> int:
        """Heroes and henchmen; hired swords never count towards the maximum size."""
        return len(self.heroes) + sum(group.count for group in self.groups)
