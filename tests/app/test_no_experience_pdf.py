"""Warriors that never gain experience (animals, beasts, constructs, daemons) have no
experience strip on the printed sheet: nothing to tick that the rules would never fill."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader

from app.domain import WarbandState, Warrior
from app.pdf import render_sheet
from rules import default_ruleset
from tests.app.test_every_warband_pdf import every_type

RULES = default_ruleset()

#: Every warband with a type that gains no experience: their sheets are the ones that differ.
WITH_BEASTS = sorted(
    w.id for w in RULES.warbands.values() if any(not t.gains_experience for t in w.types)
)


def strips_drawn(data: bytes) -> int:
    """The experience strips on every page: each places the boxes' form once."""
    pages = PdfReader(io.BytesIO(data)).pages
    return sum(
        len(re.findall(rb"/FormXob\.xpboxes\w+ Do", page.get_contents().get_data()))
        for page in pages
    )


def printed(state: WarbandState) -> bytes:
    out = io.BytesIO()
    render_sheet(RULES, state, out, lang="en", paper="a4")
    return out.getvalue()


def test_the_warbands_with_beasts_are_many() -> None:
    assert len(WITH_BEASTS) >= 20
    assert {"night_goblins", "orc_mob", "skaven", "undead"} <= set(WITH_BEASTS)


@pytest.mark.parametrize("warband_id", WITH_BEASTS)
def test_only_warriors_who_gain_experience_have_a_strip(warband_id: str) -> None:
    state = every_type(RULES, warband_id)
    gaining = [w for w in state.warriors if RULES.warrior_type(w.type_id).gains_experience]
    assert len(gaining) < len(state.warriors)
    assert strips_drawn(printed(state)) == len(gaining)


def test_a_hired_construct_has_no_strip_and_an_ogre_has_one() -> None:
    state = WarbandState(name="Clan Skab", type_id="skaven", treasury=0)
    state.warriors += [
        Warrior(kind="hired_sword", type_id="clan_skryre_rat_ogre", name="Gnaw"),
        Warrior(kind="hired_sword", type_id="ogre_bodyguard", name="Grom"),
    ]
    assert strips_drawn(printed(state)) == 1


def test_experience_for_a_hired_construct_is_refused(store) -> None:
    from app import usecases as uc
    from app.usecases.core import RefusedError

    wid = uc.create_warband(store, "skaven", "Clan Skab").warband_id
    uc.set_treasury(store, wid, 1000)
    gnaw = uc.hire_hired_sword(store, wid, "clan_skryre_rat_ogre", "Gnaw").details.warrior_id
    vex = uc.hire_hired_sword(store, wid, "warlock", "Vex").details.warrior_id
    with pytest.raises(RefusedError, match="Gnaw never gains experience"):
        uc.record_experience(store, wid, str(gnaw), 1)
    uc.record_experience(store, wid, str(vex), 1)
    assert store.load(wid).warrior("Vex").experience == 1
