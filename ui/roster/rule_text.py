"""The rule text of a skill, spell, item, special rule or serious injury, shown on hover.

Every text comes from the rules data (rules/data and its packs), in the interface's language;
the tooltip is rich text so a long rule wraps instead of running off the screen.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from html import escape
from typing import Literal

from PySide6.QtCore import Qt

from rules.models import InjuryResult, Item, Lang, Ruleset, Skill, SpecialRule, Spell, Text

RuleKind = Literal["skill", "spell", "item", "special_rule", "injury"]
RuleRole = Qt.ItemDataRole.UserRole + 4  # (kind, id) of a list entry that has a rule text


def rule_name_and_text(ruleset: Ruleset, kind: RuleKind, key: str) -> tuple[Text, Text] | None:
    """The name and the text of a rule by its kind and id; None for an id the data lacks."""
    found: Skill | Spell | Item | SpecialRule | InjuryResult
    try:
        if kind == "skill":
            found = ruleset.skills[key]
        elif kind == "spell":
            found = ruleset.spell(key)
        elif kind == "item":
            found = ruleset.items[key]
        elif kind == "special_rule":
            found = ruleset.special_rules[key]
        else:
            result, sub = ruleset.injury(key)
            found = sub or result
    except KeyError:
        return None
    return found.name, found.text


def rules_tooltip(ruleset: Ruleset, entries: Iterable[tuple[RuleKind, str]], lang: Lang) -> str:
    """Each rule once, its name in bold and its text after it; '' when none has a text."""
    paragraphs = []
    for kind, key in dict.fromkeys(entries):
        found = rule_name_and_text(ruleset, kind, key)
        if found is None:
            continue
        name, text = found
        paragraphs.append(f"<p><b>{escape(name.get(lang))}</b>: {escape(text.get(lang))}</p>")
    return f"<qt>{''.join(paragraphs)}</qt>" if paragraphs else ""


@dataclass
class _Tips:
    """The tooltips made for one ruleset (the program's): the warrior panel sets one on every
    entry it lists or offers, some eighty, after every edit."""

    ruleset: Ruleset | None = None
    made: dict[tuple[RuleKind, str, Lang], str] = field(default_factory=dict)


_TIPS = _Tips()


def rule_tooltip(ruleset: Ruleset, kind: RuleKind, key: str, lang: Lang) -> str:
    if ruleset is not _TIPS.ruleset:
        _TIPS.ruleset, _TIPS.made = ruleset, {}
    tip = _TIPS.made.get((kind, key, lang))
    if tip is None:
        tip = _TIPS.made[kind, key, lang] = rules_tooltip(ruleset, [(kind, key)], lang)
    return tip
