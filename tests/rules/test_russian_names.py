"""Two different English names of the rules data never share one Russian name.

A Russian player picks a warrior, a skill or an item by its Russian name: «Отребье» for both the
Undead's Dregs and the bandits' Gutterscum, or «Послушник» for both the Monk Initiate and the
Acolyte, leaves him guessing which one he chose. Every name of every kind (warband types,
warrior types, hired swords, items, skills and their lists, spells and their lists, special
rules, races, injuries, scenarios) is checked against all the others; names that differ only
in spelling (case, hyphens, spaces) are one name, and so are the few pairs of books' wordings
of one thing listed in `SAME`.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator

from rules import Ruleset
from rules.models import Text

# One thing named in two books' words: the same Russian name is right for both.
SAME = (
    frozenset({"duelist", "duellist"}),
    frozenset({"merchant", "themerchant"}),
    frozenset({"chaosmarauders", "maraudersofchaos"}),
    frozenset({"hatedarkelves", "hatredofdarkelves"}),
    frozenset({"journeymanrunesmith", "runesmithjourneyman"}),
    frozenset({"infiltrate", "infiltration"}),
    frozenset({"clansmen", "dwarfclansmen"}),
    frozenset({"trollslayer", "dwarftrollslayer"}),
)


def spelling(english: str) -> str:
    return re.sub(r"[^a-z]", "", english.lower())


def names(ruleset: Ruleset) -> Iterator[tuple[str, Text]]:
    """(what, name) of every named entry of the rules data."""
    for warband in ruleset.warbands.values():
        yield f"warband {warband.id}", warband.name
        for kind in warband.types:
            yield f"warrior type {kind.id}", kind.name
    yield from ((f"hired sword {s.id}", s.name) for s in ruleset.hired_swords.values())
    yield from ((f"item {i.id}", i.name) for i in ruleset.items.values())
    yield from ((f"skill {s.id}", s.name) for s in ruleset.skills.values())
    yield from ((f"skill list {s.id}", s.name) for s in ruleset.skill_lists.values())
    yield from ((f"spell {s.id}", s.name) for s in ruleset.spells)
    yield from ((f"spell list {s.id}", s.name) for s in ruleset.spell_lists.values())
    yield from ((f"special rule {r.id}", r.name) for r in ruleset.special_rules.values())
    yield from ((f"race {r.id}", r.name) for r in ruleset.races.values())
    yield from ((f"scenario {s.id}", s.name) for s in ruleset.scenarios.values())
    for injury in ruleset.hero_injuries + ruleset.henchman_injuries:
        yield f"injury {injury.id}", injury.name


def one_name(englishes: set[str]) -> bool:
    spelt = {spelling(english) for english in englishes}
    return len(spelt) == 1 or frozenset(spelt) in SAME


def test_two_english_names_never_share_a_russian_one(ruleset: Ruleset) -> None:
    by_russian: dict[str, dict[str, str]] = defaultdict(dict)
    for what, name in names(ruleset):
        by_russian[name.get("ru").strip().lower()][name.get("en")] = what
    shared = [
        f"«{russian}»: " + ", ".join(f"{en} ({what})" for en, what in sorted(found.items()))
        for russian, found in sorted(by_russian.items())
        if not one_name(set(found))
    ]
    assert not shared, "one Russian name for different English ones:\n" + "\n".join(shared)


def test_the_spelling_of_a_name_is_its_letters() -> None:
    assert one_name({"Slow Witted", "Slow-witted"})
    assert one_name({"Duelist", "Duellist"})
    assert not one_name({"Dregs", "Gutterscum"})
