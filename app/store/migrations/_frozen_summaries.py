"""A frozen copy of what the upgrades 0002, 0009, 0010 and 0011 need: the warband list"s
figures (rating and members) worked out from the warrior and carried item rows, and the mount
in a type"s cost given as an item.

Frozen on purpose: an upgrade must mean what it meant when it was written, whatever the rules
and the store"s code become later, so nothing here imports the program (`app`, `rules`, `ui`;
tests/app/test_frozen_migrations.py holds it). The code is `app.store.summary` and
`rules.rating` as they were at migration 0011, and the tables below are the rulebook"s figures
then (every shipped pack): the campaign"s rating per warrior, per large creature and per
experience point, the large creatures, each mount"s rating, each hired sword"s rating and the
mount each type comes with. Never edit them: a later change of the rules that must reach the
kept figures is a new migration with its own frozen copy.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from sqlalchemy import text

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

PER_WARRIOR = 5
PER_LARGE_CREATURE = 20
PER_EXPERIENCE = 1

LARGE: frozenset[str] = frozenset(
    {
        "beastmen_raiders.minotaur",
        "black_dwarfs.bull_centaur",
        "black_orcs.troll",
        "cursed_cavalcade.great_bear",
        "forest_goblins.gigantic_spider",
        "lizardmen.kroxigor",
        "maneaters.bull",
        "maneaters.captain",
        "maneaters.mountain_guide",
        "marauders_of_chaos.spawn_of_chaos",
        "night_goblins.troll",
        "orc_mob.troll",
        "ostlanders.ogre",
        "pit_fighters.ogre_pit_fighter",
        "skaven.rat_ogre",
        "skaven_of_clan_pestilens.rat_ogre",
        "sons_of_hashut.bull_centaur",
    }
)

#: Every item that is a mount, with what it adds to the rating (a warrior rides the first one
#: he carries; each one carried adds its rating).
MOUNTS: dict[str, int] = {
    "horse": 3,
    "warhorse": 5,
    "elven_steed": 5,
    "giant_wolf": 5,
    "war_boar": 5,
    "cold_one": 5,
    "chaos_steed": 5,
    "giant_spider": 5,
    "nightmare": 5,
}

HIRED_SWORDS: dict[str, int] = {
    "abdul_alhazred": 30,
    "aenur": 100,
    "aksho_akhash": 35,
    "arabian_merchant": 10,
    "bard": 8,
    "beast_hunter": 18,
    "beggar": 8,
    "belandysh": 130,
    "bertha_bestraufrung": 105,
    "big_game_hunter": 16,
    "black_orc_overseer": 15,
    "bone_goliath": 50,
    "bounty_hunter": 20,
    "busty_gwen": 65,
    "cathayan_merchant": 10,
    "chameleon_skink": 16,
    "chaos_centaur": 20,
    "chaos_fury": 25,
    "clan_skryre_rat_ogre": 25,
    "coachman": 8,
    "crow_master": 85,
    "cursed_hillman": 20,
    "dark_elf_assassin": 25,
    "dark_emissary": 0,
    "dark_jester": 55,
    "dark_mage": 18,
    "dijin_katal": 70,
    "drenok_johansen": 70,
    "duellist": 18,
    "dwarf_pathfinder": 12,
    "dwarf_slayer_pirate": 14,
    "dwarf_treasure_hunter": 24,
    "dwarf_troll_slayer": 12,
    "elf_mage": 23,
    "elf_ranger": 12,
    "emissary_of_chaos": 25,
    "estalian_diestro": 18,
    "fallen_sister": 22,
    "freelancer": 21,
    "gaoler": 18,
    "goblin_lantern_bearer": 5,
    "grave_robber": 15,
    "gravesman": 15,
    "halfling_knight": 12,
    "halfling_scout": 5,
    "halfling_thief": 14,
    "headless_horseman": 80,
    "heinrich_schmidt": 75,
    "highwayman": 20,
    "hobgoblin_scout": 19,
    "human_scout": 9,
    "imperial_assassin": 22,
    "imperial_tactician": 16,
    "innominatus": 90,
    "ippan_shu": 110,
    "johann_the_knife": 60,
    "khar_mel": 45,
    "kislev_ranger": 15,
    "knight_of_the_white_wolf": 18,
    "luthor_crimson_blade": 35,
    "luthor_dark_wizard": 35,
    "luthor_master_archer": 35,
    "luthor_the_looter": 35,
    "maglah_khan": 60,
    "marianna_chevaux": 90,
    "maximilian_the_mad": 25,
    "mule_skinner": 20,
    "nicodemus": 85,
    "ninja": 45,
    "ninja_gnoblar": 8,
    "nomad_scout": 12,
    "norse_shaman": 25,
    "ogre_bodyguard": 25,
    "ogre_slave_master": 40,
    "old_prospector": 15,
    "pathfinder": 25,
    "penthesilea": 70,
    "pit_fighter": 22,
    "priest_of_morr": 13,
    "pyromaniac": 9,
    "roadwarden": 22,
    "runesmith_journeyman": 15,
    "shadow_warrior": 12,
    "sigmund_spindle": 65,
    "slaver": 12,
    "snake_charmer": 5,
    "swashbuckler": 16,
    "swordsmith": 10,
    "the_foole": 30,
    "thief": 22,
    "tilean_marksman": 16,
    "tomb_robber": 20,
    "truthsayer": 0,
    "ulli_and_marquand": 60,
    "ungor_trapper": 12,
    "veskit": 70,
    "warlock": 16,
    "warrior_priest_of_sigmar": 16,
    "weaponsmith": 16,
    "william_schakestange": 60,
    "witch": 14,
    "witch_hunter": 15,
    "wolf_priest_of_ulric": 13,
    "wood_elf_hunter": 22,
}

INCLUDED_MOUNTS: dict[str, str] = {
    "imperial_outriders.chasseurs": "horse",
    "imperial_outriders.grooms": "horse",
    "imperial_outriders.hussars": "horse",
    "imperial_outriders.knight": "horse",
    "imperial_outriders.outrider": "horse",
    "imperial_outriders.scout": "horse",
}


def _known(table: Iterable[str], type_id: str) -> bool:
    """Whether `table` names this type, by its full id (`skaven.rat_ogre`) or as the rules
    looked it up (`<warband>.<full id>`)."""
    return type_id in table or type_id.partition(".")[2] in table


def _included_mount(type_id: str) -> str | None:
    local = type_id.partition(".")[2]
    return INCLUDED_MOUNTS.get(type_id, INCLUDED_MOUNTS.get(local))


def _points(kind: str, type_id: str, count: int, experience: int, kit: list[str]) -> int:
    """Rating of one warrior row: a hero, a henchman group of `count`, or a hired sword; a
    type the tables do not know counts as an ordinary warrior (a hired sword: his experience)."""
    if kind == "hired_sword":
        return HIRED_SWORDS.get(type_id, 0) + experience * PER_EXPERIENCE
    base = PER_LARGE_CREATURE if _known(LARGE, type_id) else PER_WARRIOR
    mounts = sum(MOUNTS.get(item_id, 0) for item_id in kit)
    models = count if kind == "henchmen" else 1
    return models * (base + experience * PER_EXPERIENCE + mounts)


def _members(kind: str, count: int) -> int:
    return 0 if kind == "hired_sword" else count if kind == "henchmen" else 1


def _carried(connection: Connection) -> dict[str, list[str]]:
    carried: dict[str, list[str]] = {}
    items = connection.execute(
        text("SELECT warrior_id, item_id FROM carried_item ORDER BY warrior_id, position")
    )
    for warrior_id, item_id in items:
        carried.setdefault(warrior_id, []).append(item_id)
    return carried


def fill_summaries(connection: Connection) -> int:
    """Work out every warband's rating and members from its warrior and carried item rows.
    Plain SQL over tables of the first schema. Returns the count."""
    carried = _carried(connection)
    figures: dict[int, tuple[int, int]] = {}
    warriors = connection.execute(
        text("SELECT warband_id, id, kind, type_id, count, experience FROM warrior")
    )
    for warband_id, warrior_id, kind, type_id, count, experience in warriors:
        points = _points(kind, type_id, count, experience, carried.get(warrior_id, []))
        rating, members = figures.get(warband_id, (0, 0))
        figures[warband_id] = (rating + points, members + _members(kind, count))
    values: list[dict[str, Any]] = []
    for (warband_id,) in connection.execute(text("SELECT id FROM warband")):
        rating, members = figures.get(warband_id, (0, 0))
        values.append({"id": warband_id, "rating": rating, "members": members})
    if values:
        connection.execute(
            text("UPDATE warband SET rating = :rating, members = :members WHERE id = :id"), values
        )
    return len(values)


def give_included_mounts(connection: Connection) -> int:
    """Give every warrior whose type comes with a mount in its cost and who rides none that
    mount, as his last carried item. Returns how many were given one."""
    carried = _carried(connection)
    given: list[dict[str, Any]] = []
    warriors = connection.execute(text("SELECT id, kind, type_id FROM warrior"))
    for warrior_id, kind, type_id in warriors:
        included = None if kind == "hired_sword" else _included_mount(type_id)
        kit = carried.get(warrior_id, [])
        if included is not None and not any(item_id in MOUNTS for item_id in kit):
            given.append({"warrior": warrior_id, "position": len(kit), "item": included})
    if given:
        connection.execute(
            text(
                "INSERT INTO carried_item (warrior_id, position, item_id)"
                " VALUES (:warrior, :position, :item)"
            ),
            given,
        )
    return len(given)
