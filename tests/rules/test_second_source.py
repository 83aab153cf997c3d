"""Every number of a supplement pack against a second transcription (tests/rules/second_source).

The packs were typed from one public transcription; each table here holds the numbers of another
(see its header). A number listed under `[disputes]` differs on purpose (decided in
docs/rules-notes.md) and must still differ, so that a stale dispute is noticed too; a dispute
may also name a number the table cannot hold (a profile the source leaves blank).
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rules.compiled import default_ruleset
from rules.models import Ruleset, Warband

RULES = default_ruleset()
ALL_TABLES = sorted((Path(__file__).parent / "second_source").glob("*.toml"))
SWORD_TABLE = Path(__file__).parent / "second_source" / "hired_swords.toml"
PERSONA_TABLE = Path(__file__).parent / "second_source" / "dramatis_personae.toml"
SWORD_TABLES = [SWORD_TABLE, PERSONA_TABLE]
TABLES = [path for path in ALL_TABLES if path not in SWORD_TABLES]
# Packs whose numbers have no table yet: the Orc Mob was checked by hand (its pack file's header).
WITHOUT_TABLE: set[str] = set()


def _numbers(
    rules: Ruleset, warband: Warband, table: dict[str, Any]
) -> Iterator[tuple[str, Any, Any]]:
    """(key, the second source's value, the pack's value) for every number in the table."""
    for key in ("max_size", "starting_gold"):
        if key in table:
            yield key, table[key], getattr(warband, key)
    for type_id, fields in table.get("types", {}).items():
        warrior_type = warband.type(type_id)
        for field, value in fields.items():
            if field == "profile":
                mine: Any = warrior_type.profile.as_dict()
            elif field == "rolled":  # the dice of characteristics rolled in play
                mine = dict(warrior_type.rolled)
            else:
                mine = getattr(warrior_type, field)
            yield f"types.{type_id}.{field}", value, mine
    for list_id, items in table.get("equipment", {}).items():
        equipment_list = warband.equipment_lists[list_id]
        for item_id, cost in items.items():
            entry = equipment_list.entry(item_id)
            assert entry is not None, f"{list_id} has no {item_id}"
            yield f"equipment.{list_id}.{item_id}", cost, entry.cost
    for race_id, fields in table.get("races", {}).items():
        yield f"races.{race_id}.max", fields["max"], rules.races[race_id].max.as_dict()
    for list_id, spells in table.get("spells", {}).items():
        for spell_id, difficulty in spells.items():
            yield (
                f"spells.{list_id}.{spell_id}",
                difficulty,
                rules.spell(f"{list_id}.{spell_id}").difficulty,
            )


@pytest.mark.parametrize("path", TABLES, ids=lambda p: p.stem)
def test_every_number_agrees_with_the_second_source(path: Path) -> None:
    table = tomllib.loads(path.read_text(encoding="utf-8"))
    warband = RULES.warband(table["warband"])
    disputes = set(table.get("disputes", {}))
    for key, theirs, mine in _numbers(RULES, warband, table):
        if key in disputes:
            assert theirs != mine, f"{path.name}: {key} is listed as disputed but agrees ({mine})"
        else:
            assert theirs == mine, f"{path.name}: {key} is {mine}, the second source says {theirs}"


def test_every_pack_warband_has_a_second_source() -> None:
    have = {path.stem for path in TABLES}
    packs = {w.id for w in RULES.warbands.values() if w.pack != "core"}
    assert packs - have <= WITHOUT_TABLE, sorted(packs - have - WITHOUT_TABLE)
    assert have <= set(RULES.warbands), sorted(have - set(RULES.warbands))


def _sword_numbers(rules: Ruleset, table: dict[str, Any]) -> Iterator[tuple[str, Any, Any]]:
    for sword_id, fields in table["swords"].items():
        sword = rules.hired_swords[sword_id]
        for field, value in fields.items():
            if field == "profile":
                mine: Any = sword.profile.as_dict()
            elif field == "profile_dice":
                mine = dict(sword.profile_dice)
            else:
                mine = getattr(sword, field)
            yield f"swords.{sword_id}.{field}", value, mine
    for list_id, spells in table.get("spells", {}).items():
        for spell_id, difficulty in spells.items():
            yield (
                f"spells.{list_id}.{spell_id}",
                difficulty,
                rules.spell(f"{list_id}.{spell_id}").difficulty,
            )


@pytest.mark.parametrize("path", SWORD_TABLES, ids=lambda p: p.stem)
def test_every_hired_sword_number_agrees_with_the_second_source(path: Path) -> None:
    table = tomllib.loads(path.read_text(encoding="utf-8"))
    disputes = set(table.get("disputes", {}))
    for key, theirs, mine in _sword_numbers(RULES, table):
        if key in disputes:
            assert theirs != mine, f"{path.name}: {key} is listed as disputed but agrees"
        else:
            assert theirs == mine, f"{path.name}: {key} is {mine}, the other says {theirs}"


def test_every_pack_hired_sword_has_a_second_source() -> None:
    table = tomllib.loads(SWORD_TABLE.read_text(encoding="utf-8"))
    packs = {s.id for s in RULES.hired_swords.values() if s.pack.startswith("hired_swords_")}
    assert packs == set(table["swords"]), sorted(packs ^ set(table["swords"]))


def test_every_pack_dramatis_persona_has_a_second_source() -> None:
    table = tomllib.loads(PERSONA_TABLE.read_text(encoding="utf-8"))
    packs = {s.id for s in RULES.hired_swords.values() if s.dramatis_persona and s.pack != "core"}
    assert packs == set(table["swords"]), sorted(packs ^ set(table["swords"]))
    assert all(RULES.hired_swords[s].dramatis_persona for s in table["swords"])


# Hired in place of a hero: no second source gives their rating (Mordheim-Utils gives none either).
SWORDS_WITHOUT_RATING = {"priest_of_morr", "wolf_priest_of_ulric"}
SWORDS_WITHOUT_PROFILE: set[str] = set()


def test_every_pack_hired_sword_has_its_rating_and_profile_compared() -> None:
    swords = tomllib.loads(SWORD_TABLE.read_text(encoding="utf-8"))["swords"]
    no_rating = {s for s, fields in swords.items() if "rating" not in fields}
    no_profile = {s for s, fields in swords.items() if "profile" not in fields}
    assert no_rating == SWORDS_WITHOUT_RATING, sorted(no_rating ^ SWORDS_WITHOUT_RATING)
    assert no_profile == SWORDS_WITHOUT_PROFILE, sorted(no_profile ^ SWORDS_WITHOUT_PROFILE)
