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
def data(tmp_path: Path) -> Path:
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
        'race = "orc"',
        after='id = "champion"',
        expect=("champion", "unknown race 'orc'"),
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
