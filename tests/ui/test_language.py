"""ui.plumbing.language: the one `lang` property of the window parts that show the rules' names."""

from __future__ import annotations

import pytest

from ui.league.battle_log import BattleLogDialog
from ui.plumbing.language import RulesLanguage, as_lang
from ui.post_battle.wizard import PostBattleWizard
from ui.wizards.advance_dialog import AdvancementDialog
from ui.wizards.new_warband_wizard import NewWarbandWizard


@pytest.mark.parametrize(
    ("value", "lang"), [("ru", "ru"), ("en", "en"), ("de", "en"), (None, "en")]
)
def test_as_lang_is_russian_only_when_asked(value: object, lang: str) -> None:
    assert as_lang(value) == lang


class Shown(RulesLanguage):
    def __init__(self) -> None:
        self.shown: list[str] = []

    def show_language(self) -> None:
        self.shown.append(self.lang)


def test_setting_lang_normalises_and_shows_the_names_again() -> None:
    part = Shown()
    assert part.lang == "en" and part.shown == []
    part.lang = "ru"
    part.lang = "xx"  # type: ignore[assignment]  # an old setting: English
    assert part.shown == ["ru", "en"] and part.lang == "en"


@pytest.mark.parametrize(
    "widget", [AdvancementDialog, BattleLogDialog, NewWarbandWizard, PostBattleWizard]
)
def test_every_part_showing_rule_names_uses_the_one_property(widget: type) -> None:
    assert issubclass(widget, RulesLanguage)
    assert "lang" not in vars(widget)  # not written again
