"""Every message the program makes has its words in English and Russian (app/words.py)."""

from __future__ import annotations

import re
import string
from pathlib import Path

from app.words import say
from rules.messages import Message
from rules.models import Ruleset
from rules.templates import table

TEXTS = table()  # the catalogue: {key: {lang: words}}

ROOT = Path(__file__).resolve().parents[2]
# Codes built at run time: f"moved_{kind}" (app/postbattle/planner.py), the D66's
# dice and the kinds of effect a die decides.
BUILT = {"moved_to_stash", "moved_from_stash", "suffix_die_tens", "suffix_die_units"}


def codes_in_source() -> set[str]:
    codes = set()
    for folder in ("rules", "app", "ui"):
        for path in (ROOT / folder).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            codes |= set(re.findall(r'Message\.of\(\s*"([a-z_]+)"', text))
            # Message.of("a" if ... else "b", ...) and code = "a" if ... else "b"
            choice = r'(?:Message\.of\(\s*|code = )"([a-z_]+)" if [^"\n]+ else "([a-z_]+)"'
            for first, second in re.findall(choice, text):
                codes |= {first, second}
    return codes


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_code_made_has_words() -> None:
    made = codes_in_source() | BUILT
    assert {"hero_injury", "exploration", "bought", "upkeep_paid", "upkeep_unpaid"} <= made
    missing = sorted(code for code in made if code not in TEXTS and code != "text")
    assert missing == []


def test_both_languages_use_the_same_values() -> None:
    for code, words in TEXTS.items():
        assert placeholders(words["en"]) == placeholders(words["ru"]), code
        assert words["ru"].strip() and not re.search(r"\bgc\b", words["ru"]), code


def test_names_are_said_in_the_language(ruleset: Ruleset) -> None:
    message = Message.of(
        "hero_injury_sub_roll", warrior="Hans", roll=41, injury="madness", sub_roll=2,
        sub_injury="madness_stupidity",
    )  # fmt: skip
    madness = ruleset.hero_injuries
    assert say(message, "en", ruleset).startswith("Hans: 41: ")
    russian = say(message, "ru", ruleset)
    names = {row.id: row.name for row in madness}
    assert names["madness"].ru in russian and names["madness"].en not in russian


def test_a_die_purpose_with_its_parts(ruleset: Ruleset) -> None:
    purpose = Message.of("serious_injury", warrior="Otto").with_values(
        injury="multiple_injuries", number=2, of=3, die="tens"
    )
    english = say(purpose, "en", ruleset)
    assert english.startswith("serious injury of Otto (") and english.endswith("(first die, tens)")
    assert "2 of 3" in english
    russian = say(purpose, "ru", ruleset)
    assert "Otto" in russian and "2 из 3" in russian and "десятки" in russian


def test_an_unknown_code_and_an_old_line_still_show(ruleset: Ruleset) -> None:
    assert say(Message.of("from_a_newer_version", n=1), "ru", ruleset) == (
        "from_a_newer_version (n 1)"
    )
    assert say(Message.from_data("Hans: +2 experience"), "ru", ruleset) == "Hans: +2 experience"
    data = Message.of("x", inner=Message.of("y", n=1)).to_data()
    assert Message.from_data(data) == Message.of("x", inner=Message.of("y", n=1))
