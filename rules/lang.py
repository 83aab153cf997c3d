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


@dataclass(frozen=True, slots=True)
class Said(Text):
    """Words of the program's own where a name is a `Text` (the source of the campaign's own
    scenarios): the catalogue's `key` filled with its `values`, said in every language it has,
    a third one and the pseudo-language included; `en` and `ru` hold its English and Russian
    for the readers that take those."""

    key: str = ""
    values: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of(cls, key: str, **values: str) -> Said:
        from rules.catalogue import say

        return cls(say(key, "en", **values), say(key, "ru", **values), key, tuple(values.items()))

    def get(self, lang: str) -> str:
        from rules.catalogue import say

        return say(self.key, lang, **dict(self.values))
