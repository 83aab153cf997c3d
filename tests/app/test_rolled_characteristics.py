"""Characteristics rolled in play (a Cave Squig's 2D6 move, the Spawn's D6+1 Attacks, the
Condemned's D6 WS, S and T and D3 Attacks) print as their dice on the sheet, the PDF, the forum
text and the command line: never as the 0 that stands in for them in the profile."""

from __future__ import annotations

import io
import re

import pytest

from app.command_line.commands import format_sheet
from app.domain import ProfileChange, WarbandState, Warrior
from app.exports.forum_text import profile_table
from app.pdf import render_sheet
from app.pdf.view import warrior_view
from rules import CHARACTERISTICS, default_ruleset
from tests.app.test_pdf import all_text

RULES = default_ruleset()

#: BS 0 is a real value (the model never shoots); any other 0 stands in for dice.
REAL_ZEROES = {"BS"}

EVERY_TYPE = sorted(t.id for w in RULES.warbands.values() for t in w.types)
ROLLING = [type_id for type_id in EVERY_TYPE if RULES.rolled_characteristics("hero", type_id)]


def member(type_id: str, **kwargs: object) -> Warrior:
    role = RULES.warrior_type(type_id).role
    kind = "hero" if role == "hero" else "henchmen"
    return Warrior(kind=kind, type_id=type_id, name="Rolled one", **kwargs)  # type: ignore[arg-type]


@pytest.mark.parametrize("warband_id", sorted(RULES.warbands))
def test_every_zero_in_a_profile_is_a_rolled_characteristic(warband_id: str) -> None:
    for warrior_type in RULES.warband(warband_id).types:
        zeroes = {k for k in CHARACTERISTICS if warrior_type.profile[k] == 0} - REAL_ZEROES
        rolled = RULES.rolled_characteristics("hero", warrior_type.id)
        assert zeroes <= set(rolled), (warrior_type.id, zeroes)


def test_every_zero_in_a_hired_sword_profile_is_rolled() -> None:
    for sword in RULES.hired_swords.values():
        zeroes = {k for k in CHARACTERISTICS if sword.profile[k] == 0} - REAL_ZEROES
        rolled = RULES.rolled_characteristics("hired_sword", sword.id)
        assert zeroes <= set(rolled), (sword.id, zeroes)


def test_the_rolling_types_are_known() -> None:
    assert RULES.rolled_characteristics("hero", "marauders_of_chaos.condemned") == {
        "WS": "D6", "S": "D6", "T": "D6", "A": "D3"
    }  # fmt: skip
    spawn = RULES.rolled_characteristics("henchmen", "marauders_of_chaos.spawn_of_chaos")
    assert spawn == {"M": "2D6", "A": "D6+1"}
    assert {"night_goblins.cave_squig", "orc_mob.cave_squigs"} <= set(ROLLING)


@pytest.mark.parametrize("type_id", ROLLING)
def test_a_rolled_characteristic_prints_as_its_dice(type_id: str) -> None:
    warrior_type = RULES.warrior_type(type_id)
    rolled = RULES.rolled_characteristics("hero", type_id)
    for lang in ("en", "ru"):
        view = warrior_view(RULES, warrior_type.warband, member(type_id), lang)
        printed = {c.key: c.text or str(c.value) for c in view.profile}
        assert {k: printed[k] for k in rolled} == rolled, lang
        assert not any(c.at_max for c in view.profile if c.key in rolled)
        assert profile_table(view)[1].split() == [printed[k] for k in CHARACTERISTICS]
    state = WarbandState(name="Rollers", type_id=warrior_type.warband, treasury=0)
    state.warriors.append(member(type_id))
    out = io.BytesIO()
    render_sheet(RULES, state, out, lang="en", paper="a4")
    text = all_text(out.getvalue())
    for dice in rolled.values():
        assert dice in text, dice


def test_the_command_line_sheet_shows_the_dice(store) -> None:
    state = WarbandState(name="Rollers", type_id="marauders_of_chaos", treasury=0)
    state.warriors.append(member("marauders_of_chaos.spawn_of_chaos"))
    lines = format_sheet(store, state).splitlines()
    header = next(line for line in lines if line.strip().startswith("M "))
    row = next(line for line in lines if line.strip().startswith("Rolled one"))
    name_column = 2 + 44 + 2
    assert header[name_column:].split() == [*CHARACTERISTICS, "XP"]
    assert row[name_column:].split() == ["2D6", "3", "0", "4", "5", "3", "2", "D6+1", "10", "0"]

    def ends(text: str) -> list[int]:
        return [m.end() for m in re.finditer(r"\S+", text)]

    assert ends(header[name_column:])[:9] == ends(row[name_column:])[:9]  # under its heading


def test_a_fixed_value_prints_as_the_number() -> None:
    """The Condemned's player rolled WS 4 at an advance and fixed it: the number shows."""
    condemned = member(
        "marauders_of_chaos.condemned", profile_changes=[ProfileChange("WS", 4, "advance")]
    )
    cells = {c.key: c for c in warrior_view(RULES, "marauders_of_chaos", condemned, "en").profile}
    assert cells["WS"].text is None and cells["WS"].value == 4
    assert cells["S"].text == "D6" and cells["A"].text == "D3"
