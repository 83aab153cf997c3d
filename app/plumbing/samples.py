"""Sample sheets for stress tests and benchmarks: the largest warband a sheet must hold."""

from __future__ import annotations

from app.domain import (
    GainedRule,
    InjuryRecord,
    ProfileChange,
    SpellKnown,
    WarbandState,
    Warrior,
)
from rules import Ruleset

LONG = "of the Reikland Marches and the Drakwald Forest"
KIT = [
    "dagger",
    "sword",
    "axe",
    "mace",
    "hammer",
    "spear",
    "halberd",
    "flail",
    "morning_star",
    "bow",
    "pistol",
    "light_armour",
    "shield",
    "helmet",
]


def full_warband(ruleset: Ruleset) -> WarbandState:
    """As big as a warband gets: six heroes, six full groups, a hired sword."""
    skills = list(ruleset.skills)[:16]
    types = ["mercenary_captain", "champion", "champion", "youngblood", "youngblood", "champion"]
    heroes = [
        Warrior(
            kind="hero",
            type_id=f"reikland.{type_id}",
            name=f"Hero {n} {LONG}",
            experience=20 + 12 * n,
            experience_floor=8,
            profile_changes=[ProfileChange("WS", 1), ProfileChange("T", -1, "injury")],
            equipment=list(KIT),
            skills=list(skills),
            spells=[SpellKnown("magic_of_the_horned_rat.warpfire")],
            injuries=[InjuryRecord("old_battle_wound"), InjuryRecord("chest_wound")],
            rules_gained=[GainedRule("frenzy")],
            games_to_miss=1,
            notes="Sworn to avenge the burning of Altdorf. " * 4
            + "Ü" * 140,  # one unbreakable word
        )
        for n, type_id in enumerate(types)
    ]
    groups = [
        Warrior(
            kind="henchmen",
            type_id="reikland.warriors",
            name=f"Group {n} {LONG}",
            count=5,
            experience=2 * n,
            equipment=KIT[:9],
            profile_changes=[ProfileChange("I", 1)],
        )
        for n in range(6)
    ]
    sword = Warrior(
        kind="hired_sword",
        type_id="ogre_bodyguard",
        name=f"Ogre {LONG}",
        equipment=["sword", "light_armour"],
        experience=5,
        skills=skills[:3],
    )
    return WarbandState(
        name=f"The Grey Wolves {LONG}",
        type_id="reikland",
        treasury=1234,
        shards=7,
        notes="Hunting the wyrdstone of the Merchants' Quarter. " * 12,
        warriors=[*heroes, *groups, sword],
        stash=KIT * 2,
    )
