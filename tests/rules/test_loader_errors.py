"""A broken data file fails to load with a message naming the file, the entry and the fault.

Each test copies rules/data to a temporary folder, breaks one thing by replacing a known line,
and loads the copy. The edits refuse to run when their line is gone from the data (the data
changed: pick another line), so a test can never pass because nothing was broken.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest

from rules import RulesDataError, default_ruleset, load_ruleset
from rules.loader import DATA_DIR


@pytest.fixture
def data(tmp_path: Path, toml_parsed_once: None) -> Path:
    """A copy of the data to break (each test loads it all, with one file changed)."""
    target = tmp_path / "data"
    shutil.copytree(DATA_DIR, target)
    return target


def edit(data: Path, file: str, old: str, new: str, *, after: str | None = None) -> None:
    """Replace `old` by `new` in a copied file: the only `old`, or the first one after `after`."""
    path = data / file
    text = path.read_text(encoding="utf-8")
    start = 0
    if after is not None:
        assert text.count(after) == 1, f"{file}: anchor {after!r} is not unique"
        start = text.index(after) + len(after)
    else:
        assert text.count(old) == 1, f"{file}: {old!r} is not unique"
    head, tail = text[:start], text[start:]
    assert old in tail, f"{file}: {old!r} not found: the data changed, pick another line"
    path.write_text(head + tail.replace(old, new, 1), encoding="utf-8")


def append(data: Path, file: str, text: str) -> None:
    path = data / file
    path.write_text(path.read_text(encoding="utf-8") + text, encoding="utf-8")


def load_error(data: Path) -> RulesDataError:
    with pytest.raises(RulesDataError) as info:
        load_ruleset(data)
    return info.value


def test_untouched_copy_loads(data: Path) -> None:
    """The copy itself is sound, so every failure below comes from its one edit."""
    assert load_ruleset(data) == default_ruleset()


def test_syntax_error(data: Path) -> None:
    text = (data / "warbands/reikland.toml").read_text(encoding="utf-8")
    line = text[: text.index("max_size = 15")].count("\n") + 1
    edit(data, "warbands/reikland.toml", "max_size = 15", "max_size = = 15")
    error = load_error(data)
    assert error.file == "warbands/reikland.toml"
    message = str(error)
    assert "warbands/reikland.toml" in message
    assert "syntax" in message
    assert f"line {line}" in message  # the entry: where in the file


@dataclass(frozen=True)
class Break:
    """One broken thing: the edits to make and what the message must name."""

    file: str  # the file the error must name
    old: str = ""
    new: str = ""
    after: str | None = None
    expect: tuple[str, ...] = ()  # the entry and the fault, as they appear in the message


BREAKS = {
    "missing_required_field": Break(
        "warbands/reikland.toml",
        "cost = 60\n",
        "",
        after='id = "mercenary_captain"',
        expect=("mercenary_captain", "missing required field 'cost'"),
    ),
    "unknown_field": Break(
        "equipment.toml",
        'id = "sword"\n',
        'id = "sword"\ncolour = "red"\n',
        expect=("sword", "unknown field", "colour"),
    ),
    "wrong_type": Break(
        "warbands/reikland.toml",
        "cost = 60",
        'cost = "60"',
        after='id = "mercenary_captain"',
        expect=("mercenary_captain", "'cost' must be int"),
    ),
    "duplicate_item_id": Break(
        "equipment.toml",
        'id = "mace"',
        'id = "dagger"',
        expect=("item", "duplicate id 'dagger'"),
    ),
    "duplicate_warrior_type_id": Break(
        "warbands/reikland.toml",
        'id = "youngblood"',
        'id = "champion"',
        expect=("warrior types", "duplicate id 'champion'"),
    ),
    "d66_gap": Break(
        "injuries.toml",
        "from = 16\nto = 21",
        "from = 17\nto = 21",
        expect=("hero_injury", "value 16", "covered by 0 rows"),
    ),
    "d66_overlap": Break(
        "injuries.toml",
        "from = 11\nto = 15",
        "from = 11\nto = 16",
        expect=("hero_injury", "value 16", "covered by 2 rows"),
    ),
    "d6_sub_roll_gap": Break(
        "injuries.toml",
        '{ from = 2, to = 6, id = "arm_wound_light"',
        '{ from = 3, to = 6, id = "arm_wound_light"',
        expect=("arm_wound", "sub_roll", "value 2", "covered by 0 rows"),
    ),
    "unknown_item_in_equipment_list": Break(
        "warbands/reikland.toml",
        '{ item = "mace", cost = 3 }',
        '{ item = "mace_of_doom", cost = 3 }',
        after='id = "mercenary"',
        expect=("equipment_list mercenary", "unknown item 'mace_of_doom'"),
    ),
    "unknown_race": Break(
        "warbands/reikland.toml",
        'race = "human"',
        'race = "star_spawn"',
        after='id = "champion"',
        expect=("champion", "unknown race 'star_spawn'"),
    ),
    "unknown_skill_list": Break(
        "warbands/reikland.toml",
        '"strength"]',
        '"brawling"]',
        after='id = "champion"',
        expect=("champion", "unknown skill list 'brawling'"),
    ),
    "profile_missing_characteristic": Break(
        "warbands/reikland.toml",
        ", Ld = 7 }",
        " }",
        after='id = "champion"',
        expect=("champion", "profile", "missing ['Ld']"),
    ),
    "id_not_snake_case": Break(
        "equipment.toml",
        'id = "sword"',
        'id = "Sword"',
        expect=("item[", "'Sword'", "snake_case"),
    ),
    "spell_list_missing_a_face": Break(
        "spells.toml",
        "d6 = 1\ndifficulty = 7",
        "d6 = 2\ndifficulty = 7",
        after='id = "hammer_of_sigmar"',
        expect=("prayers_of_sigmar", "one spell per D6 face"),
    ),
    # --- packs (rules/data/packs/<id>/)
    "pack_id_not_its_folder": Break(
        "packs/orc_mob/pack.toml",
        'id = "orc_mob"',
        'id = "orc_horde"',
        expect=("top", "must be its folder's name 'orc_mob'"),
    ),
    "pack_grade_unknown": Break(
        "packs/orc_mob/pack.toml",
        'grade = "1a"',
        'grade = "3"',
        expect=("grade '3' must be one of 1a, 1b, 1c, 2",),
    ),
    "pack_kind_unknown": Break(
        "packs/orc_mob/pack.toml",
        'kind = "warband"',
        'kind = "army"',
        expect=("kind 'army' must be one of warband",),
    ),
    "pack_requires_unknown": Break(
        "packs/orc_mob/pack.toml",
        "requires = []",
        'requires = ["lustria_items"]',
        expect=("requires", "unknown pack 'lustria_items'"),
    ),
    "pack_warband_id_not_the_pack": Break(
        "packs/orc_mob/warband.toml",
        'id = "orc_mob"',
        'id = "orcs"',
        expect=("top", "must be its pack's id 'orc_mob'"),
    ),
    "pack_unknown_item": Break(
        "packs/orc_mob/warband.toml",
        '{ item = "ball_and_chain", cost = 15 }',
        '{ item = "ball_and_chian", cost = 15 }',
        expect=("equipment_list goblin", "unknown item 'ball_and_chian'"),
    ),
    "pack_unknown_spell_list": Break(
        "packs/orc_mob/warband.toml",
        'spell_list = "waaagh_magic"',
        'spell_list = "waagh_magic"',
        expect=("hero shaman", "unknown spell list 'waagh_magic'"),
    ),
    "sword_unknown_extra_spell_list": Break(
        "packs/hired_swords_letters_of_the_damned/hired_swords.toml",
        'also_spell_lists = ["lesser_magic"]',
        'also_spell_lists = ["lesser_magik"]',
        expect=("hired_sword dark_mage", "unknown spell list 'lesser_magik'"),
    ),
    "sword_extra_spell_list_without_his_own": Break(
        "packs/hired_swords_letters_of_the_damned/hired_swords.toml",
        'spell_list = "dark_magic"\nstarting_spells = 1\n',
        "",
        expect=("dark_mage", "also_spell_lists needs a spell_list of his own"),
    ),
    "pack_unknown_skill_list": Break(
        "packs/orc_mob/warband.toml",
        'skill_lists = ["strength", "orc_special"]',
        'skill_lists = ["strength", "orcish"]',
        expect=("hero shaman", "unknown skill list 'orcish'"),
    ),
    "pack_unknown_special_rule": Break(
        "packs/orc_mob/warband.toml",
        'special_rules = ["animosity", "runts"]',
        'special_rules = ["animosity", "runtz"]',
        expect=("henchman goblins", "unknown special rule 'runtz'"),
    ),
    "pack_duplicate_skill_id": Break(
        "packs/orc_mob/warband.toml",
        'id = "well_ard"',
        'id = "strike_to_injure"',
        expect=("skill strike_to_injure", "duplicate id", "skills.toml"),
    ),
    "pack_bad_equipment_rarity": Break(
        "packs/orc_mob/warband.toml",
        '{ item = "crossbow", cost = 25 }',
        '{ item = "crossbow", cost = 25, rarity = 13 }',
        expect=("rarity 13 must be 2..12",),
    ),
    "pack_animal_with_equipment": Break(
        "packs/orc_mob/warband.toml",
        'move_dice = "2D6"',
        'move_dice = "2D6"\nequipment_list = "goblin"',
        expect=("cave_squigs", "may not buy equipment has no equipment_list"),
    ),
    "persona_bad_profile_dice": Break(
        "packs/dramatis_personae_border_town_burning/dramatis_personae.toml",
        'profile_dice = { WS = "D6", S = "D6"',
        'profile_dice = { WS = "d6", S = "D6"',
        expect=("belandysh", "profile_dice", "'WS' must be dice"),
    ),
    "persona_rolled_characteristic_with_a_number": Break(
        "packs/dramatis_personae_border_town_burning/dramatis_personae.toml",
        "profile = { M = 4, WS = 0, BS = 0, S = 0",
        "profile = { M = 4, WS = 3, BS = 0, S = 0",
        expect=("belandysh", "rolled: give it 0 in the profile"),
    ),
    "persona_rolled_spells_without_their_most": Break(
        "packs/dramatis_personae_khemri/dramatis_personae.toml",
        'starting_spells = 3\nstarting_spells_dice = "D3"',
        'starting_spells = 2\nstarting_spells_dice = "D3"',
        expect=("khar_mel", "starting_spells_dice D3", "starting_spells = 3"),
    ),
    "persona_profile_dice_unknown_key": Break(
        "packs/dramatis_personae_border_town_burning/dramatis_personae.toml",
        'I = "D6", A = "D3" }',
        'I = "D6", A = "D3", Wounds = "D3" }',
        expect=("belandysh", "profile_dice", "unknown field(s) Wounds"),
    ),
    "pack_rolled_with_a_value": Break(
        "packs/marauders_of_chaos/warband.toml",
        'profile_dice = { A = "D6+1" }',
        'profile_dice = { A = "D6+1", W = "D3" }',
        expect=("spawn_of_chaos", "rolled characteristic(s) ['W'] must be 0"),
    ),
    "pack_rolled_not_dice": Break(
        "packs/marauders_of_chaos/warband.toml",
        'profile_dice = { A = "D6+1" }',
        'profile_dice = { A = "D6 + 1" }',
        expect=("spawn_of_chaos", "A must be dice like"),
    ),
    "pack_rolled_twice": Break(
        "packs/marauders_of_chaos/warband.toml",
        'profile_dice = { A = "D6+1" }',
        'profile_dice = { A = "D6+1", M = "2D6" }',
        expect=("spawn_of_chaos", "move_dice or profile_dice.M, not both"),
    ),
    "pack_mutation_for_an_unknown_type": Break(
        "packs/lizardmen/warband.toml",
        'only_types = ["saurus_totem_warrior"]',
        'only_types = ["saurus_warrior"]',
        expect=("mutation oversized_jaws", "lizardmen.saurus_warrior"),
    ),
    "pack_mutations_max_without_min": Break(
        "packs/court_of_the_profane_pleasures/warband.toml",
        "mutations_min = 0\nmutations_max = 1\n\n[[henchman]]",
        "mutations_max = 1\n\n[[henchman]]",
        expect=("devout", "mutations_max needs mutations_min"),
    ),
    "mutations_unnamed": Break(
        "packs/lizardmen/warband.toml",
        'mutations_name = { en = "Sacred markings", ru = "Священные знаки" }',
        "",
        expect=("top", "mutations_name"),
    ),
    "trading_common_and_rare": Break(
        "warbands/witch_hunters.toml",
        'item = "blessed_water"\ncommon = true',
        'item = "blessed_water"\ncommon = true\nrarity = 6',
        expect=("trading", "either common or rare"),
    ),
    "trading_unknown_item": Break(
        "warbands/skaven.toml",
        'item = "black_lotus"',
        'item = "black_lotos"',
        expect=("trading", "unknown item 'black_lotos'"),
    ),
    "pack_unknown_field": Break(
        "packs/orc_mob/warband.toml",
        "may_become_hero = false",
        "may_become_heroes = false",
        expect=("goblins", "unknown field(s) may_become_heroes"),
    ),
    "shared_spell_faces": Break(
        "supplement_equipment.toml",
        "d6 = 6\ndifficulty = 8",
        "d6 = 5\ndifficulty = 8",
        expect=("spell_list waaagh_magic", "one spell per D6 face"),
    ),
}


@pytest.mark.parametrize("case", [pytest.param(b, id=name) for name, b in BREAKS.items()])
def test_broken_entry(data: Path, case: Break) -> None:
    edit(data, case.file, case.old, case.new, after=case.after)
    error = load_error(data)
    message = str(error)
    assert error.file == case.file, message
    assert message.startswith(f"{case.file}: "), message
    for fragment in case.expect:
        assert fragment in message, f"{fragment!r} not in {message!r}"


def test_special_rule_defined_in_two_files(data: Path) -> None:
    fear = (
        '\n[[special_rule]]\nid = "fear"\nkind = "psychology"\n'
        'name = { en = "Fear", ru = "Страх" }\ntext = { en = "Again.", ru = "Снова." }\n'
    )
    append(data, "warbands/reikland.toml", fear)
    error = load_error(data)
    message = str(error)
    assert error.file == "warbands/reikland.toml", message
    assert "special_rule fear" in message
    assert "duplicate id" in message
    assert "special_rules.toml" in message  # where it was defined first


@pytest.mark.parametrize("file", ["hired_swords.toml", "warbands/skaven.toml", "races.toml"])
def test_missing_file(data: Path, file: str) -> None:
    (data / file).unlink()
    error = load_error(data)
    message = str(error)
    assert error.file == file, message
    assert message.startswith(f"{file}: file: ")
    assert "missing data file" in message


def test_unexpected_warband_file(data: Path) -> None:
    shutil.copy(data / "warbands/reikland.toml", data / "warbands/kislev.toml")
    message = str(load_error(data))
    assert message.startswith("warbands/")
    assert "unexpected warband files" in message
    assert "kislev" in message


def new_pack(data: Path, pack_id: str, content: str, **info: str) -> None:
    """Write a small pack beside Orc Mob."""
    folder = data / "packs" / pack_id
    folder.mkdir()
    fields = {"kind": '"items"', "requires": "[]", **info}
    lines = [
        f'id = "{pack_id}"',
        'name = { en = "Test", ru = "Тест" }',
        'source = { en = "Nowhere", ru = "Нигде" }',
        'grade = "2"',
        "enabled_by_default = false",
        *(f"{key} = {value}" for key, value in fields.items()),
    ]
    (folder / "pack.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    kind = fields["kind"].strip('"')
    name = {"items": "items.toml", "warband": "warband.toml"}.get(kind, f"{kind}.toml")
    (folder / name).write_text(content, encoding="utf-8")


ORC_SKILL_USER = (
    '[[hired_sword]]\nid = "orc_teacher"\nname = { en = "T", ru = "Т" }\nhire_fee = 10\n'
    'upkeep = 5\nrating = 5\nrace = "orc"\n'
    "profile = { M = 4, WS = 3, BS = 3, S = 3, T = 4, W = 1, I = 2, A = 1, Ld = 7 }\n"
    'equipment = []\nequipment_text = { en = "None.", ru = "Нет." }\nspecial_rules = []\n'
    'skill_lists = ["orc_special"]\nmay_be_hired_by = []\n'
)


def test_a_pack_may_not_use_another_packs_entries_without_requiring_it(data: Path) -> None:
    new_pack(data, "orc_teachers", ORC_SKILL_USER, kind='"hired_swords"')
    error = load_error(data)
    assert error.file == "packs/orc_teachers/hired_swords.toml", str(error)
    assert "skill list 'orc_special' is defined in pack 'orc_mob'" in str(error)
    assert "add 'orc_mob' to requires in packs/orc_teachers/pack.toml" in str(error)


def test_a_pack_that_requires_another_may_use_its_entries(data: Path) -> None:
    new_pack(data, "orc_teachers", ORC_SKILL_USER, kind='"hired_swords"', requires='["orc_mob"]')
    ruleset = load_ruleset(data)
    assert ruleset.packs["orc_teachers"].hired_swords == ("orc_teacher",)
    assert ruleset.hired_swords["orc_teacher"].pack == "orc_teachers"


def test_a_pack_without_its_content_file(data: Path) -> None:
    (data / "packs/orc_mob/warband.toml").unlink()
    error = load_error(data)
    assert str(error) == "packs/orc_mob/: file: a warband pack needs warband.toml"


def test_a_pack_folder_without_pack_toml(data: Path) -> None:
    (data / "packs/not_yet_written").mkdir()
    error = load_error(data)
    assert error.file == "packs/not_yet_written/"
    assert "missing pack.toml" in str(error)


def test_a_dramatis_persona_needs_his_hiring_rules(data: Path) -> None:
    persona = ORC_SKILL_USER.replace("[[hired_sword]]", "[[dramatis_persona]]").replace(
        '"orc_special"', '"combat"'
    )
    new_pack(data, "heroes_of_old", persona, kind='"dramatis_personae"')
    error = load_error(data)
    assert error.file == "packs/heroes_of_old/dramatis_personae.toml"
    assert "needs hire_text" in str(error)
