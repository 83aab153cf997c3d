"""The demo campaign a newcomer finds on first run: real warbands, built through the use cases.

Everything goes through the same use cases a player uses, so the demo is legal by the rules.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from app import usecases as uc
from app.store.repository import Store

if TYPE_CHECKING:
    from rules.models import Lang

Names = Callable[[str], str]

# The demo's names in Russian: a Russian first start finds its own language's names.
RUSSIAN: dict[str, str] = {
    "The Grey Wolves of Altdorf": "Серые волки Альтдорфа",
    "Captain Dieter Stahl": "Капитан Дитер Шталь",
    "Otto the Axe": "Отто Топор",
    "Young Karl": "Юный Карл",
    "Reikland Marksmen": "Рейкландские стрелки",
    "Hired Blades": "Наёмные клинки",
    "Sworn to the Count of Reikland. Hunting the wyrdstone of the Merchants' Quarter.": (
        "Присягнули графу Рейкланда. Охотятся за вирдстоуном Купеческого квартала."
    ),
    "Clan Eshin Shadowclaws": "Теневые когти клана Эшин",
    "Skrit Nightblade": "Скрит Ночной Клинок",
    "Vrask the Grey": "Враск Серый",
    "Gnaw": "Грызь",
    "Squeak": "Писк",
    "Verminkin Pack": "Стая крысолюдов",
    "Giant Rats": "Гигантские крысы",
    "Sisters of the Rock": "Сёстры Скалы",
    "Mother Helga": "Матушка Хельга",
    "Sister Adelheid": "Сестра Адельгейда",
    "Sister Magda": "Сестра Магда",
    "Sigmarite Sisters": "Сёстры-зигмаритки",
    "Novices": "Послушницы",
    "The Hungry Dead of Sylvania": "Голодные мертвецы Сильвании",
    "Count Malbrecht": "Граф Мальбрехт",
    "Hieronymus Grave": "Иероним Грейв",
    "Igor": "Игорь",
    "Shambling Dead": "Ковыляющие мертвецы",
    "Crypt Ghouls": "Склепные упыри",
}


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


def _reikland(store: Store, n: Names) -> None:
    wid = uc.create_warband(store, "reikland", n("The Grey Wolves of Altdorf")).warband_id
    captain = _hire(
        store,
        wid,
        "mercenary_captain",
        n("Captain Dieter Stahl"),
        equipment=["dagger", "sword", "pistol", "light_armour"],
    )
    champion = _hire(
        store, wid, "champion", n("Otto the Axe"), equipment=["dagger", "axe", "shield"]
    )
    _hire(store, wid, "youngblood", n("Young Karl"), equipment=["dagger", "spear"])
    marksmen = _hire(
        store, wid, "marksmen", n("Reikland Marksmen"), count=3, equipment=["dagger", "bow"]
    )
    _hire(store, wid, "warriors", n("Hired Blades"), count=2, equipment=["dagger", "mace"])
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
        n("Sworn to the Count of Reikland. Hunting the wyrdstone of the Merchants' Quarter."),
    )


def _skaven(store: Store, n: Names) -> None:
    wid = uc.create_warband(store, "skaven", n("Clan Eshin Shadowclaws")).warband_id
    adept = _hire(
        store,
        wid,
        "assassin_adept",
        n("Skrit Nightblade"),
        equipment=["fighting_claws", "light_armour"],
    )
    sorcerer = _hire(
        store,
        wid,
        "eshin_sorcerer",
        n("Vrask the Grey"),
        equipment=["dagger", "sword"],
        spells=["magic_of_the_horned_rat.warpfire"],
    )
    _hire(store, wid, "black_skaven", n("Gnaw"), equipment=["dagger", "sword", "helmet"])
    _hire(store, wid, "night_runner", n("Squeak"), equipment=["dagger", "sling"])
    _hire(store, wid, "verminkin", n("Verminkin Pack"), count=5, equipment=["dagger", "club"])
    _hire(store, wid, "giant_rats", n("Giant Rats"), count=3)
    uc.record_experience(store, wid, adept, 4)
    uc.apply_advance(
        store, wid, adept, kind="skill", skill="art_of_silent_death", threshold=24, dice=[5, 6]
    )
    uc.apply_injury(store, wid, sorcerer, "madness_frenzy")
    uc.record_experience(store, wid, sorcerer, 1)


def _sisters(store: Store, n: Names) -> None:
    wid = uc.create_warband(store, "sisters_of_sigmar", n("Sisters of the Rock")).warband_id
    matriarch = _hire(
        store,
        wid,
        "sigmarite_matriarch",
        n("Mother Helga"),
        equipment=["dagger", "sigmarite_warhammer", "heavy_armour"],
        spells=["prayers_of_sigmar.healing_hand"],
    )
    _hire(store, wid, "sister_superior", n("Sister Adelheid"), equipment=["dagger", "flail"])
    _hire(store, wid, "augur", n("Sister Magda"), equipment=["dagger", "sling"])
    _hire(
        store,
        wid,
        "sigmarite_sisters",
        n("Sigmarite Sisters"),
        count=3,
        equipment=["dagger", "mace", "shield"],
    )
    _hire(store, wid, "novices", n("Novices"), count=2, equipment=["dagger", "hammer"])
    uc.record_experience(store, wid, matriarch, 2)


def _undead(store: Store, n: Names) -> None:
    wid = uc.create_warband(store, "undead", n("The Hungry Dead of Sylvania")).warband_id
    vampire = _hire(store, wid, "vampire", n("Count Malbrecht"), equipment=["dagger", "sword"])
    _hire(
        store,
        wid,
        "necromancer",
        n("Hieronymus Grave"),
        equipment=["dagger", "mace"],
        spells=["necromancy.re_animation"],
    )
    _hire(store, wid, "dregs", n("Igor"), equipment=["dagger", "spear"])
    _hire(store, wid, "zombies", n("Shambling Dead"), count=4)
    _hire(store, wid, "ghouls", n("Crypt Ghouls"), count=2)
    uc.record_experience(store, wid, vampire, 3)
    uc.apply_injury(store, wid, vampire, "horrible_scars")


def create_demo_campaign(store: Store, lang: Lang = "en") -> None:
    """Four warbands of different types, with kit, experience, advances and injuries, written
    in one transaction: a program killed meanwhile leaves no half demo. Their names are in
    `lang`, the language of the player's first start."""

    def n(name: str) -> str:
        return RUSSIAN.get(name, name) if lang == "ru" else name

    with store.batch():
        _reikland(store, n)
        _skaven(store, n)
        _sisters(store, n)
        _undead(store, n)
