"""Where a warband type comes from, as the sheet, the PDF and the warband list say it: its
pack's grade (core rules, 1a, 1b, 1c, 2) and the book that published it, in English or Russian;
and the rules of the whole warband, by name.

Kept apart from the PDF code so that the window can say it without loading reportlab.
"""

from __future__ import annotations

from rules import catalogue
from rules.custom import is_custom_warband
from rules.models import Lang, Ruleset


def warband_origin(ruleset: Ruleset, type_id: str, lang: Lang) -> str:
    """The grade and the book in `lang`: "Grade 1c · Border Town Burning"; a custom
    warband's (rules.custom) says it is one."""
    if is_custom_warband(type_id):
        return catalogue.say("origin.custom", lang)
    pack = ruleset.pack(ruleset.warband(type_id).pack)
    if pack.always_on:
        grade = catalogue.say("origin.core", lang)
    else:
        grade = catalogue.say("origin.grade", lang, pack.grade)
    return f"{grade} · {pack.source.get(lang)}"


def warband_rules(ruleset: Ruleset, type_id: str, lang: Lang) -> list[str]:
    """The names of the rules every warrior of the warband has (the Dwarfs' Hard to Kill, Hard
    Head...), which the sheet shows once for the warband rather than on each warrior."""
    rules = ruleset.special_rules
    return [rules[key].name.get(lang) for key in ruleset.warband(type_id).special_rules]


__all__ = ["warband_origin", "warband_rules"]
