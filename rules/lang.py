"""The interface languages and a text in each of them: the rules data's names, the values of a
message. Apart from rules.models, so a message can hold a text without loading the rulebook's
classes (and the models can refuse with a message)."""

from __future__ import annotations

from dataclasses import dataclass

# A language's code: English, Russian, or any language whose catalogue file is present
# (rules/catalogue.py: languages). The rules data itself is written in English and Russian; a
# name is said in English in any other language.
Lang = str


@dataclass(frozen=True, slots=True)
class Text:
    """A short text in every interface language."""

    en: str
    ru: str

    def get(self, lang: str) -> str:
        return self.ru if lang == "ru" else self.en

    def __str__(self) -> str:
        return self.en
