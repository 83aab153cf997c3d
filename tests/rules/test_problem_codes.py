"""The rules say what is wrong as a code and values, never as sentences: a `Problem` carries
its code, values and subject, and its words come from the catalogue (`problem.<code>`) at the
edge, in any language the catalogue has."""

from __future__ import annotations

import dataclasses
import re
from dataclasses import replace
from pathlib import Path

from app.words import say
from rules import catalogue, default_ruleset
from rules.composition import Problem, validate
from rules.models import Text
from rules.roster import Roster, RosterGroup, RosterHero

ROOT = Path(__file__).resolve().parents[2]
RULES = default_ruleset()

BROKEN = Roster(
    "reikland",
    treasury=-5,
    shards=-1,
    heroes=(
        RosterHero("Otto", "reikland.champion", -1, skills=("streetwise", "nope")),
        RosterHero("Rat", "skaven.assassin_adept", 0),
    ),
    groups=(RosterGroup("Lads", "reikland.warriors", 7, 0, equipment=("halberd", "horse")),),
)


def test_a_problem_is_a_code_and_values() -> None:
    names = [field.name for field in dataclasses.fields(Problem)]
    assert names == ["code", "values", "subject", "wording"]
    problems = validate(RULES, BROKEN)
    assert len({p.code for p in problems}) >= 6
    for problem in problems:
        for _key, value in problem.values:
            assert isinstance(value, int | str | Text) or value.__class__.__name__ == "Message"
        assert catalogue.text(problem.key, "en") and catalogue.text(problem.key, "ru")


def test_the_edge_says_a_problem_in_the_language() -> None:
    [treasury] = [p for p in validate(RULES, BROKEN) if p.code == "negative_treasury"]
    assert say(treasury.message(), "en", RULES) == (
        "The treasury is -5 gc: it can never go below zero."
    )
    assert say(treasury.message(), "ru", RULES) == "В казне -5 зк: она не может уйти ниже нуля."
    assert str(treasury) == treasury.text("en")
    [foreign] = [p for p in validate(RULES, BROKEN) if p.code == "foreign_type"]
    assert foreign.subject == "Rat" and "Reikland" in foreign.text("en")
    assert "Рейкланд" in foreign.text("ru")


def test_no_sentence_is_written_in_the_rules_checks() -> None:
    """composition.py and mounts.py kept each problem in two sentences (`ru=f"..."`)."""
    for name in ("composition.py", "mounts.py"):
        source = (ROOT / "rules" / name).read_text(encoding="utf-8")
        assert not re.findall(r"[А-Яа-яЁё]{3,}", source), name


def test_a_possessive_is_the_catalogues_not_the_rules() -> None:
    squigs = replace(
        BROKEN,
        warband_type="orc_mob",
        heroes=(),
        groups=(RosterGroup("Squigs", "orc_mob.cave_squigs", 1, 0, equipment=("dagger",)),),
    )
    said = [p.text("en") for p in validate(RULES, squigs) if p.code == "item_not_allowed"]
    assert said == ["Squigs: Dagger is not on the Cave Squigs' equipment list."]
    assert catalogue.fill("{0:possessive} list", args=("Troll",)) == "Troll's list"
