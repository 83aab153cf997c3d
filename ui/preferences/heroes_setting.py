"""Settings > Six Heroes: how the campaign counts a warband's Heroes (app.usecases.heroes).
Checked, the rulebook's leader and up to five others (the default); unchecked, the sum of the
list's hero types. The change goes through the session, so Undo takes it back."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction

from app.usecases.heroes import LIST, SIX, hero_reading, set_hero_reading
from rules.messages import Message
from ui.plumbing.words import say

if TYPE_CHECKING:
    from ui.window_parts import WindowParts


class HeroesSetting:
    """The menu's checkable action, shown as the campaign reads the cap when the menu opens."""

    def __init__(self, window: WindowParts) -> None:
        self.window = window
        self.action = QAction(window.as_widget(), checkable=True)
        self.action.setObjectName("sixHeroesAction")
        self.action.triggered.connect(self.choose)
        window.settings_menu.addAction(self.action)
        window.settings_menu.aboutToShow.connect(self.refresh)

    def retranslate(self) -> None:
        window = self.window
        said = Message.of("window_six_heroes")
        self.action.setText(say(said, window.lang, window.session.ruleset))

    def refresh(self) -> None:
        if self.window.session.open_store():
            self.action.setChecked(hero_reading(self.window.session.store) == SIX)

    def choose(self, checked: bool) -> None:
        self.window.session.run(set_hero_reading, SIX if checked else LIST)
        self.refresh()
