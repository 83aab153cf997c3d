"""The words of every message (`rules.messages.Message`), now kept in the one catalogue
(`rules/catalogue.py`: resources/locale/messages.pot and <lang>.po; a message's code is its key).

What stays here is what the callers of the old table of templates use: `fill` and `plural`
(the catalogue's), and `TEMPLATES`, the catalogue as a table `{code: {lang: words}}` read on
first use. A new word goes into the catalogue, never into a table here (docs/architecture.md).
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.catalogue import PLURAL, fill, plural

__all__ = ["PLURAL", "fill", "plural", "table"]  # and TEMPLATES, read on first use


def table() -> dict[str, dict[str, str]]:
    """Every key of the catalogue with its words in every language that has them."""
    from rules import catalogue

    out: dict[str, dict[str, str]] = {}
    langs = catalogue.languages()
    for key in catalogue.all_keys():
        words = {lang: catalogue.catalogue(lang).get(key) for lang in langs}
        out[key] = {lang: said for lang, said in words.items() if said is not None}
    return out


def __getattr__(name: str) -> Mapping[str, Mapping[str, str]]:
    if name == "TEMPLATES":
        return table()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
