"""The words of merging copies on the command line: the catalogue's `merge.*` entries
(resources/locale; the glossary's terms: отряд, зк, вирдстоун). The use cases give values
(app.usecases.merge); words are made here."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules import catalogue
from rules.models import Lang


def say(key: str, lang: Lang, **values: object) -> str:
    return catalogue.say(f"merge.{key}", lang, **values)


def brief_words(kind: str, brief: Mapping[str, Any] | None, lang: Lang) -> str:
    """One copy's row in a few words (None: deleted, or not in that copy)."""
    if brief is None:
        return say("deleted", lang)
    if kind == "warband":
        text = say("w_brief", lang, **brief)
        return text + (say("in_bin", lang) if brief["deleted"] else "")
    if kind == "match":
        winner = brief["winner"]
        result = say("won_by", lang, warband=winner) if winner else say("draw", lang)
        return say(
            "m_brief",
            lang,
            day=brief["played_on"],
            result=result,
            casualties=brief["casualties"],
        )
    if kind == "campaign":
        return say("c_brief", lang, name=brief["name"], day=brief["started_on"])
    if kind == "entry":
        day = brief["retired_on"]
        return say("retired", lang, day=day) if day else say("playing", lang)
    return str(brief.get("name", ""))
