"""The demo campaign a newcomer finds on first run: real warbands, built through the use cases.

Everything goes through the same use cases a player uses, so the demo is legal by the rules.
"""

from __future__ import annotations

from collections.abc import Sequence

from app import usecases as uc
from app.store.repository import Store


def _hire(
    store: Store,
    warband_id: int,
    type_id: str,
    name: str,
    *,
    count: int = 1,
    equipment: Sequence[str] = (),
    spells: Sequence[str] | None = None,
) -> str:
    change = uc.hire(
        store, warband_id, type_id, name, count=count, equipment=equipment, spells=spells
    )
    return change.details.warrior_id


def _reikland(store: Store) -> None:
    wid = uc.create_warband(store, "reikland", "The Grey Wolves of Altdorf").warband_id
    captain = _hire(
        store,
        wid,
        "mercenary_captain",
        "Captain Dieter Stahl",
        equipment=["dagger", "sword", "pistol", "light_armour"],
    )
    champion = _hire(store, wid, "champion", "Otto the Axe", equipment=["dagger", "axe", "shield"])
    _hire(store, wid, "youngblood", "Young Karl", equipment=["dagger", "spear"])
    marksmen = _hire(
        store, wid, "marksmen", "Reikland Marksmen", count=3, equipment=["dagger", "bow"]
    )
    _hire(store, wid, "warriors", "Hired Blades", count=2, equipment=["dagger", "mace"])
    uc.record_experience(store, wid, captain, 5)
    uc.apply_advance(
        store, wid, captain, kind="skill", skill="strike_to_injure", threshold=24, dice=[2, 1]
    )
    uc.record_experience(store, wid, champion, 4)
    uc.apply_advance(
        store,
        wid,
        champion,
        kind="characteristic",
        characteristic="A",
        threshold=11,
        dice=[3, 3, 5],
    )
    uc.apply_injury(store, wid, champion, "old_battle_wound")
    uc.record_experience(store, wid, marksmen, 2)
    uc.apply_advance(
        store, wid, marksmen, kind="characteristic", characteristic="I", threshold=2, dice=[1, 2]
    )
    uc.set_shards(store, wid, 2)
    uc.set_notes(
        store,
        wid,
        "Sworn to the Count of Reikland. Hunting the wyrdstone of the Merchants' Quarter.",
    )


def _skaven(store: Store) -> None:
    wid = uc.create_warband(store, "skaven", "Clan Eshin Shadowclaws").warband_id
    adept = _hire(
        store,
        wid,
        "assassin_adept",
        "Skrit Nightblade",
        equipment=["fighting_claws", "light_armour"],
    )
    sorcerer = _hire(
        store, wid, "eshin_sorcerer", "Vrask the Grey", equipment=["dagger", "sword"],
        spells=["magic_of_the_horned_rat.warpfire"],
    )  # fmt: skip
    _hire(store, wid, "black_skaven", "Gnaw", equipment=["dagger", "sword", "helmet"])
    _hire(store, wid, "night_runner", "Squeak", equipment=["dagger", "sling"])
    _hire(store, wid, "verminkin", "Verminkin Pack", count=5, equipment=["dagger", "club"])
    _hire(store, wid, "giant_rats", "Giant Rats", count=3)
    uc.record_experience(store, wid, adept, 4)
    uc.apply_advance(
        store, wid, adept, kind="skill", skill="art_of_silent_death", threshold=24, dice=[5, 6]
    )
    uc.apply_injury(store, wid, sorcerer, "madness_frenzy")
    uc.record_experience(store, wid, sorcerer, 1)


def _sisters(store: Store) -> None:
    wid = uc.create_warband(store, "sisters_of_sigmar", "Sisters of the Rock").warband_id
    matriarch = _hire(
        store,
        wid,
        "sigmarite_matriarch",
        "Mother Helga",
        equipment=["dagger", "sigmarite_warhammer", "heavy_armour"],
        spells=["prayers_of_sigmar.healing_hand"],
    )
    _hire(store, wid, "sister_superior", "Sister Adelheid", equipment=["dagger", "flail"])
    _hire(store, wid, "augur", "Sister Magda", equipment=["dagger", "sling"])
    _hire(
        store,
        wid,
        "sigmarite_sisters",
        "Sigmarite Sisters",
        count=3,
        equipment=["dagger", "mace", "shield"],
    )
    _hire(store, wid, "novices", "Novices", count=2, equipment=["dagger", "hammer"])
    uc.record_experience(store, wid, matriarch, 2)


def _undead(store: Store) -> None:
    wid = uc.create_warband(store, "undead", "The Hungry Dead of Sylvania").warband_id
    vampire = _hire(store, wid, "vampire", "Count Malbrecht", equipment=["dagger", "sword"])
    _hire(
        store, wid, "necromancer", "Hieronymus Grave", equipment=["dagger", "mace"],
        spells=["necromancy.re_animation"],
    )  # fmt: skip
    _hire(store, wid, "dregs", "Igor", equipment=["dagger", "spear"])
    _hire(store, wid, "zombies", "Shambling Dead", count=4)
    _hire(store, wid, "ghouls", "Crypt Ghouls", count=2)
    uc.record_experience(store, wid, vampire, 3)
    uc.apply_injury(store, wid, vampire, "horrible_scars")


def create_demo_campaign(store: Store) -> None:
    """Four warbands of different types, with kit, experience, advances and injuries, written
    in one transaction: a program killed meanwhile leaves no half demo."""
    with store.batch():
        _reikland(store)
        _skaven(store)
        _sisters(store)
        _undead(store)
