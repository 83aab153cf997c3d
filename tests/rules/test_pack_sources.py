"""Each book or magazine a pack comes from is named one way in Russian, as the player reads it
in the new-warband wizard, on the sheet and in `packs list`: the magazine's Latin title after
the word журнал, the Annual and the rulebook in Russian, Border Town Burning as a supplement."""

from __future__ import annotations

import re

import pytest

from rules import default_ruleset

RULES = default_ruleset()
PACKS = sorted(RULES.packs)
# Other spellings the packs once had for the same publications.
REJECTED = (
    "Mordheim Annual",
    "Ежегодник Mordheim",
    "Книга правил Mordheim",
    "пограничный город",
    "(ежегодник)",
)


@pytest.mark.parametrize("pack_id", PACKS)
def test_a_pack_names_its_source_one_way_in_russian(pack_id: str) -> None:
    ru = RULES.packs[pack_id].source.ru
    assert ru[:1].isupper(), f"{pack_id}: {ru!r} starts as the English one does, with a capital"
    for rejected in REJECTED:
        assert rejected not in ru, f"{pack_id}: {ru!r} has {rejected!r}"
    for part in re.split(r"[;(]\s*", ru):
        if part.startswith(("Town Cryer", "Fanatic", "Letters of the Damned")):
            pytest.fail(f"{pack_id}: {ru!r}: say журнал before {part!r}")
    assert "Журнал" not in ru[1:], f"{pack_id}: {ru!r}: журнал in lower case inside the line"
