"""Every skill, spell, item, special rule and serious injury the window shows has its rule text
on hover, in English and in Russian, from the rules data."""

from html import escape

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QListWidget

from app import usecases as uc
from rules import default_ruleset
from tests.ui.layout_probe import LONG_NAME, full_warband
from ui.roster.models import TEXT_COLUMNS
from ui.roster.rule_text import RuleRole, rule_name_and_text, rule_tooltip, rules_tooltip
from ui.roster.warrior_boxes import ItemRole, SpellRole

TIP = Qt.ItemDataRole.ToolTipRole


def every_rule() -> dict[str, list[str]]:
    ruleset = default_ruleset()
    injuries = [r.id for r in ruleset.hero_injuries]
    injuries += [sub.id for r in ruleset.hero_injuries for sub in r.sub_roll]
    return {
        "skill": sorted(ruleset.skills),
        "spell": [spell.key for spell in ruleset.spells],
        "item": sorted(ruleset.items),
        "special_rule": sorted(ruleset.special_rules),
        "injury": injuries,
    }


@pytest.mark.parametrize("kind", ["skill", "spell", "item", "special_rule", "injury"])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_rule_in_the_data_has_a_text_on_hover(kind, lang) -> None:
    ruleset = default_ruleset()
    keys = every_rule()[kind]
    assert keys
    for key in keys:
        name, text = rule_name_and_text(ruleset, kind, key)
        tip = rule_tooltip(ruleset, kind, key, lang)
        assert text.get(lang).strip(), f"{kind} {key} has no {lang} text"
        assert escape(name.get(lang)) in tip and escape(text.get(lang)) in tip, (kind, key)


def test_an_unknown_id_gives_no_tooltip() -> None:
    assert rules_tooltip(default_ruleset(), [("skill", "no_such_skill")], "en") == ""


def assert_tip_has_texts(tip: str, entries, ruleset, lang, where: str) -> None:
    assert tip, f"no tooltip: {where}"
    for kind, key in entries:
        found = rule_name_and_text(ruleset, kind, key)
        assert found is not None, (where, kind, key)
        assert escape(found[1].get(lang)) in tip, (where, kind, key)


def check_sheet(window, lang: str) -> int:
    """Every text cell that lists something names each rule's text on hover; returns how
    many rules were checked."""
    ruleset = window.session.ruleset
    checked = 0
    for model in window.sheet.models.values():
        for row in range(model.rowCount()):
            warrior = model.warrior(row)
            for column in TEXT_COLUMNS:
                index = model.index(row, model.columns().index(column))
                entries = model.rule_entries(warrior, column)
                if not index.data():
                    assert not entries
                    continue
                assert_tip_has_texts(index.data(TIP), entries, ruleset, lang, warrior.name)
                checked += len(entries)
    return checked


def check_panel(window, lang: str) -> int:
    panel = window.sheet.panel
    checked = 0
    for widget in (panel.kit_box.kit, panel.skills_box.skills, panel.injuries_box.injuries):
        assert isinstance(widget, QListWidget)
        for n in range(widget.count()):
            entry = widget.item(n)
            if not any(entry.data(role) for role in (ItemRole, SpellRole, RuleRole)):
                assert window.sheet.panel.warrior().games_to_miss  # a state, not a rule
                continue
            assert "<b>" in entry.toolTip(), (lang, entry.text())
            checked += 1
    kit, skills, injuries = panel.kit_box, panel.skills_box, panel.injuries_box
    for combo in (kit.buy_choice, kit.stash_choice, skills.skill_choice, skills.spell_choice,
                  injuries.injury_choice):  # fmt: skip
        assert isinstance(combo, QComboBox)
        for n in range(combo.count()):
            assert "<b>" in (combo.itemData(n, TIP) or ""), (lang, combo.itemText(n))
            checked += 1
    return checked


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_everything_shown_has_its_rule_text(window, demo_store, lang) -> None:
    warband_id = full_warband(demo_store)
    state = demo_store.load(warband_id)
    adept = state.warrior(LONG_NAME).id
    uc.apply_injury(demo_store, warband_id, adept, "old_battle_wound")
    window.refresh_list()
    window.set_language(lang)
    checked = 0
    for row in range(window.warbands.rowCount()):
        window.open_warband(window.warbands.summary(row).id)
        checked += check_sheet(window, lang)
        for kind, table in window.sheet.tables.items():
            for n in range(window.sheet.models[kind].rowCount()):
                table.selectRow(n)
                checked += check_panel(window, lang)
    assert checked > 1000
    window.set_language("en")


def test_the_stash_has_rule_texts(window, demo_store) -> None:
    warband_id = demo_store.find("The Grey Wolves of Altdorf")
    window.open_warband(warband_id)
    window.sheet.tables["henchmen"].selectRow(0)
    panel = window.sheet.panel
    panel.kit_box.kit.setCurrentRow(window.session.current.groups[0].equipment.index("bow"))
    panel.kit_box.stash_button.click()
    entry = window.sheet.stash.item(0)
    assert "<b>Bow</b>" in entry.toolTip()
