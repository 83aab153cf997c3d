"""`python -m rules dump` from a plain checkout: standard library only."""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def dump(*args: str) -> dict:
    # -S -E: no site-packages and no environment, as on a machine with nothing but Python.
    result = subprocess.run(
        [sys.executable, "-S", "-E", "-m", "rules", "dump", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_dump_has_every_top_level_key() -> None:
    data = dump()
    for key in (
        "characteristics",
        "races",
        "experience",
        "hero_advances",
        "henchman_advances",
        "serious_injuries",
        "henchman_injuries",
        "underdog",
        "skills",
        "skill_lists",
        "equipment",
        "warbands",
        "hired_swords",
        "scenarios",
        "scenario_table",
        "exploration",
        "wyrdstone_prices",
    ):
        assert key in data, key


def test_dump_shapes() -> None:
    data = dump()
    assert data["races"]["human"]["max"] == {
        "M": 4,
        "WS": 6,
        "BS": 6,
        "S": 4,
        "T": 4,
        "W": 3,
        "I": 6,
        "A": 4,
        "Ld": 9,
    }
    assert data["experience"]["henchman_thresholds"] == [2, 5, 9, 14]
    assert data["equipment"]["sword"]["rarity"] is None
    assert data["equipment"]["hochland_long_rifle"]["rarity"] == 11
    reikland = data["warbands"]["reikland"]
    assert reikland["max_size"] == 15 and reikland["starting_gold"] == 500
    captain = reikland["heroes"][0]
    assert {"id", "cost", "min", "max", "race", "profile", "experience"} <= set(captain)
    assert captain["id"] == "reikland.mercenary_captain"
    assert data["exploration"]["shards"][-1]["max"] is None
    injuries = {row["id"]: row for row in data["serious_injuries"]}
    assert injuries["multiple_injuries"]["from"] == 16
    assert injuries["sold_to_the_pits"]["from"] == 65


def test_dump_in_russian() -> None:
    data = dump("--lang", "ru")
    assert data["races"]["human"]["name"] == "Человек"
    assert data["lang"] == "ru"


def test_unknown_language_is_refused() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "rules", "dump", "--lang", "de"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert result.returncode == 2
    assert "invalid choice" in result.stderr


def test_dump_names_the_pack_of_every_warband_hired_sword_and_persona() -> None:
    data = dump()
    packs = data["packs"]
    assert packs["core"]["grade"] == "core" and packs["orc_mob"]["grade"] == "1a"
    for section in ("warbands", "hired_swords", "dramatis_personae"):
        for entry_id, entry in data[section].items():
            pack = entry["pack"]
            assert pack["id"] in packs, (section, entry_id)
            assert pack["source"] and pack["grade"] in ("core", "1a", "1b", "1c", "2")
    orc_mob = data["warbands"]["orc_mob"]["pack"]
    assert orc_mob == {
        "id": "orc_mob",
        "name": "Orc Mob",
        "source": "Town Cryer 6; Mordheim Annual 2002",
        "grade": "1a",
    }
    assert data["hired_swords"]["ogre_bodyguard"]["pack"]["id"] == "core"
    assert "warhammer_magic_items" in data["house_rules"]


def test_dump_holds_the_scenarios_as_data() -> None:
    """Each scenario's sentences, counters and post-battle effects, and the counter kinds."""
    data = dump()
    chest = data["scenarios"]["hidden_treasure"]
    assert chest["setup"] and chest["special_rules"] and chest["ending"]
    assert {k: v for k, v in chest["effects"][3].items() if k in ("type", "item", "need")} == {
        "type": "item",
        "item": "sword",
        "need": 3,
    }
    assert data["scenario_counters"]["treasure"]["name"]
    assert data["scenario_sources"]["rulebook"]["order"] == 0
