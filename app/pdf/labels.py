"""The interface words printed on a sheet: the catalogue's `pdf.*` entries
(resources/locale; rules/catalogue.py).

Rule names (warrior types, items, skills, spells, injuries, special rules) come from the ruleset
in the chosen language; only the sheet's own words are these. The Russian terms follow
docs/glossary.md (tests/test_glossary.py checks them).
"""

from __future__ import annotations

from rules import catalogue


def label(key: str, lang: str) -> str:
    """The sheet's word for `key` in `lang` (English when a language lacks it), its {0}... not
    filled yet (`said` fills them)."""
    words = catalogue.text(f"pdf.{key}", lang)
    if words is None:
        raise KeyError(f"no sheet label {key!r} in the catalogue")
    return words


def said(key: str, lang: str, *args: object) -> str:
    """The sheet's words for `key` in `lang` with its {0}, {1}... filled, a number in the form
    the language gives it ("Misses the next 2 games")."""
    return catalogue.say(f"pdf.{key}", lang, *args)
