"""A sheet of every warband type the ruleset holds (core and packs) prints in both languages,
with every hero and henchman type on it and no text outside the frame."""

from __future__ import annotations

import io

import pytest

from app.domain import SpellKnown, WarbandState, Warrior
from app.pdf import render_sheet
from app.sheet.origin import warband_origin
from rules import Ruleset, default_ruleset
from tests.app.test_pdf import _reader, all_text, assert_text_inside_the_frame, squeeze
from tests.starting import cheapest_kit

RULES = default_ruleset()


def every_type(ruleset: Ruleset, warband_id: str) -> WarbandState:
    """One warrior of each type: heroes with their first spell, each henchman type a group."""
    warband = ruleset.warband(warband_id)
    state = WarbandState(name=f"{warband.name.en} sheet", type_id=warband_id, treasury=123)
    for t in warband.types:
        kit = list(cheapest_kit(ruleset, t))
        warrior = Warrior(
            kind="hero" if t.role == "hero" else "henchmen",
            type_id=t.id,
            name=f"{t.local_id} one",
            count=1 if t.role == "hero" else 2,
            experience=t.experience,
            equipment=kit,
        )
        if t.spell_list:
            first = min(ruleset.spells_of(t.spell_list), key=lambda s: s.d6)
            warrior.spells = [SpellKnown(first.key)]
        if t.mutations_min:
            warrior.mutations = [m.id for m in warband.mutations[: t.mutations_min]]
        state.warriors.append(warrior)
    return state


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("warband_id", sorted(RULES.warbands))
def test_a_sheet_of_every_warband_prints(warband_id: str, lang: str) -> None:
    state = every_type(RULES, warband_id)
    out = io.BytesIO()
    pages = render_sheet(RULES, state, out, lang=lang, paper="a4")
    data = out.getvalue()
    assert pages == len(_reader(data).pages) >= 1
    text = all_text(data)
    warband = RULES.warband(warband_id)
    assert squeeze(warband.name.get(lang)) in text
    assert squeeze(warband_origin(RULES, warband_id, lang)) in text  # grade and book
    for t in warband.types:
        assert squeeze(t.name.get(lang)) in text, t.id
    assert_text_inside_the_frame(data)


def test_a_rolled_move_prints_as_dice() -> None:
    """Orc Mob's Cave Squigs move 2D6: the M column says so."""
    from app.pdf.view import warrior_view

    squigs = Warrior(kind="henchmen", type_id="orc_mob.cave_squigs", name="Squigs", count=2)
    cells = {c.key: c for c in warrior_view(RULES, "orc_mob", squigs, "en").profile}
    assert cells["M"].text == "2D6" and not cells["M"].at_max and cells["WS"].text is None
    state = every_type(RULES, "orc_mob")
    out = io.BytesIO()
    render_sheet(RULES, state, out, lang="en", paper="a4")
    assert "2D6" in all_text(out.getvalue())


def test_a_rolled_characteristic_of_a_persona_prints_as_dice() -> None:
    """Belandysh's WS, S, T, I (D6) and A (D3) are rolled every turn: the sheet says so."""
    from app.pdf.view import warrior_view

    belandysh = Warrior(kind="hired_sword", type_id="belandysh", name="Belandysh")
    cells = {c.key: c for c in warrior_view(RULES, "marauders_of_chaos", belandysh, "en").profile}
    shown = {key: cell.text or cell.value for key, cell in cells.items()}
    assert shown == {
        "M": 4,
        "WS": "D6",
        "BS": 0,
        "S": "D6",
        "T": "D6",
        "W": 3,
        "I": "D6",
        "A": "D3",
        "Ld": 10,
    }
    assert not any(cells[key].at_max for key in ("WS", "S", "T", "I", "A"))
