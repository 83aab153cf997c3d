"""The warrior panel sets some eighty rule tooltips after every edit: each is made once per
ruleset and language, and a different ruleset (another pack set, a test's) gets its own."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules import default_ruleset
from ui.roster import rule_text


def test_a_tooltip_is_made_once_per_ruleset_and_language(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[str] = []
    original = rule_text.rules_tooltip

    def counting(ruleset, entries, lang):  # type: ignore[no-untyped-def]
        entries = list(entries)
        made.append(entries[0][1])
        return original(ruleset, entries, lang)

    monkeypatch.setattr(rule_text, "rules_tooltip", counting)
    monkeypatch.setattr(rule_text, "_TIPS", rule_text._Tips())  # none made by earlier tests
    ruleset = default_ruleset()
    first = rule_text.rule_tooltip(ruleset, "skill", "mighty_blow", "en")
    assert "Mighty Blow" in first
    assert rule_text.rule_tooltip(ruleset, "skill", "mighty_blow", "en") == first
    assert made == ["mighty_blow"]
    russian = rule_text.rule_tooltip(ruleset, "skill", "mighty_blow", "ru")
    assert russian != first and made == ["mighty_blow"] * 2
    other = replace(ruleset)  # equal, but another ruleset: its own tooltips
    assert rule_text.rule_tooltip(other, "skill", "mighty_blow", "en") == first
    assert len(made) == 3
