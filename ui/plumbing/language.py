"""The language of the rules' names in a window part: one `lang` property for all of them.

The interface's own words follow Qt's translators (`tr`, retranslate); the rules' names
(warband types, items, skills, injuries) are data in both languages and are picked by `lang`.
"""

from __future__ import annotations

from PySide6.QtCore import QTranslator

from rules.catalogue import accepted, pseudo
from rules.models import Lang


def as_lang(value: object) -> Lang:
    """The language asked for when a catalogue offers it (resources/locale), English for
    anything else (a setting from an older version or another program may hold any text)."""
    return value if isinstance(value, str) and value in accepted() else "en"


class PseudoTranslator(QTranslator):
    """The window's own words (`tr`, Qt's buttons) in the pseudo-language `qps`: every text
    accented and wrapped, so a word that does not go through a translation shows plain."""

    def translate(
        self, context: str, source: str, /, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        return pseudo(source)


class RulesLanguage:
    """Mixin for a widget that shows the rules' names: `lang` is always an offered language, and
    each change calls `show_language()`, where the widget writes those names again."""

    _lang: Lang = "en"

    @property
    def lang(self) -> Lang:
        return self._lang

    @lang.setter
    def lang(self, value: Lang) -> None:
        self._lang = as_lang(value)
        self.show_language()

    def show_language(self) -> None:
        """Write the rules' names again in `self.lang` (nothing to do by default)."""
