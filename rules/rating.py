"""Warband rating: 5 a warrior plus experience, 20 a large creature, hired swords by theirs,
and what the mounts ridden add (a horse 3, a warhorse 5).

The one place the rating is worked out: the sheet (`warband_rating`), the warband list's figure
kept on each row (`app.store.summary`) and the printed sheet's breakdown (`rating_parts`) all
count with `rating_parts`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from rules.models import CampaignRules, Ruleset
from rules.mounts import mounts_rating
from rules.roster import Roster


class RatedWarrior(Protocol):
    """A warrior row as the rating counts it: a hero, a henchman group or a hired sword."""

    @property
    def kind(self) -> str: ...  # "hero", "henchmen" or "hired_sword"

    @property
    def type_id(self) -> str: ...  # a hired sword's id for a hired sword

    @property
    def count(self) -> int: ...  # models in a henchman group

    @property
    def experience(self) -> int: ...

    @property
    def equipment(self) -> Iterable[str]: ...


@dataclass(frozen=True, slots=True)
class _Row:
    kind: str
    type_id: str
    count: int
    experience: int
    equipment: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class RatingParts:
    """The rating as the paper sheet works it out: models, large creatures, experience (each
    model's), what the mounts add and the hired swords' own ratings."""

    warriors: int = 0
    large: int = 0
    experience: int = 0
    mounts: int = 0
    hired_swords: int = 0

    def total(self, campaign: CampaignRules) -> int:
        return (
            self.warriors * campaign.rating_per_warrior
            + self.large * campaign.rating_per_large_creature
            + self.experience * campaign.rating_per_experience
            + self.mounts
            + self.hired_swords
        )


def _large(ruleset: Ruleset, type_id: str) -> bool:
    try:
        return ruleset.warrior_type(type_id).large
    except KeyError:  # a type the rules no longer know counts as an ordinary warrior
        return False


def rating_parts(ruleset: Ruleset, warriors: Iterable[RatedWarrior]) -> RatingParts:
    """What each part of the warband adds to the rating.

    A henchman group's experience counts once for each model in it, as every model has earned
    it (the reading most players and tools use); a group's kit is every model's, so is its
    mount. A hired sword's own rating already counts his horse. A type or hired sword the rules
    no longer know counts as an ordinary warrior (or adds only his experience).
    """
    normal = large = experience = mounts = swords = 0
    for warrior in warriors:
        if warrior.kind == "hired_sword":
            sword = ruleset.hired_swords.get(warrior.type_id)
            swords += sword.rating if sword is not None else 0
            experience += warrior.experience
            continue
        models = warrior.count if warrior.kind == "henchmen" else 1
        mounts += models * mounts_rating(ruleset, warrior.equipment)
        experience += models * warrior.experience
        if _large(ruleset, warrior.type_id):
            large += models
        else:
            normal += models
    return RatingParts(normal, large, experience, mounts, swords)


def roster_warriors(roster: Roster) -> list[RatedWarrior]:
    """The roster's heroes, groups and hired swords as the rating counts them."""
    rows: list[RatedWarrior] = [
        _Row("hero", hero.type_id, 1, hero.experience, hero.equipment) for hero in roster.heroes
    ]
    rows += [
        _Row("henchmen", group.type_id, group.count, group.experience, group.equipment)
        for group in roster.groups
    ]
    rows += [
        _Row("hired_sword", sword.hired_sword_id, 1, sword.experience, ())
        for sword in roster.hired_swords
    ]
    return rows


def warband_rating(ruleset: Ruleset, roster: Roster) -> int:
    """The rating written on the roster sheet."""
    return rating_parts(ruleset, roster_warriors(roster)).total(ruleset.campaign)
