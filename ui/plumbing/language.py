"""The language of the rules' names in a window part: one `lang` property for all of them.

The interface's own words follow Qt's translators (`tr`, retranslate); the rules' names
(warband types, items, skills, injuries) are data in both languages and are picked by `lang`.
"""

from __future__ import annotations

from rules.models import Lang


def as_lang(value: object) -> Lang:
    """Russian when Russian is asked for, English for anything else (a setting from an older
    version or another program may hold any text)."""
    return "ru" if value == "ru" else "en"


class RulesLanguage:
    """Mixin for a widget that shows the rules' names: `lang` is always "en" or "ru", and each
    change calls `show_language()`, where the widget writes those names again."""

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
