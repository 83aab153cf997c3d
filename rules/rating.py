"""Warband rating: 5 a warrior plus experience, 20 a large creature, hired swords by theirs,
and what the mounts ridden add (a horse 3, a warhorse 5)."""

from __future__ import annotations

from rules.models import Ruleset
from rules.mounts import mounts_rating
from rules.roster import Roster


def warband_rating(ruleset: Ruleset, roster: Roster) -> int:
    """The rating written on the roster sheet.

    A henchman group's experience counts once for each model in it, as every model has earned
    it (the reading most players and tools use); a group's kit is every model's, so is its
    mount. A hired sword's own rating already counts his horse.
    """
    campaign = ruleset.campaign
    per_xp = campaign.rating_per_experience
    rating = 0
    for hero in roster.heroes:
        warrior_type = ruleset.warrior_type(hero.type_id)
        base = (
            campaign.rating_per_large_creature
            if warrior_type.large
            else campaign.rating_per_warrior
        )
        rating += base + hero.experience * per_xp + mounts_rating(ruleset, hero.equipment)
    for group in roster.groups:
        warrior_type = ruleset.warrior_type(group.type_id)
        base = (
            campaign.rating_per_large_creature
            if warrior_type.large
            else campaign.rating_per_warrior
        )
        mounts = mounts_rating(ruleset, group.equipment)
        rating += group.count * (base + group.experience * per_xp + mounts)
    for sword in roster.hired_swords:
        rating += ruleset.hired_swords[sword.hired_sword_id].rating + sword.experience * per_xp
    return rating
