"""The interface languages and a text in each of them: the rules data's names, the values of a
message. Apart from rules.models, so a message can hold a text without loading the rulebook's
classes (and the models can refuse with a message)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Lang = Literal["en", "ru"]


@dataclass(frozen=True, slots=True)
class Text:
    """A short text in every interface language."""

    en: str
    ru: str

    def get(self, lang: Lang) -> str:
        return self.ru if lang == "ru" else self.en

    def __str__(self) -> str:
        return self.en
