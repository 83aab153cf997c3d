"""5. Exploration."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QSpinBox,
    QWizard,
)

from app.store.repository import Store
from tests.ui.post_battle.steps import (
    alone,
    battle_page,
    child,
    click,
    draft_of,
    next_page,
    open_wizard,
    roll,
    said,
    text_of,
)
from ui.post_battle.common import (
    CASUALTIES,
    EXPERIENCE,
    EXPLORATION,
    INCOME,
    SUMMARY,
    TRADING,
)
from ui.post_battle.pages.exploration import ExplorationPage
from ui.session import Session


def test_more_than_six_exploration_dice(qtbot, session: Session, store: Store, warband: int):
    wizard = open_wizard(qtbot, session, warband)
    battle_page(qtbot, wizard, scenario="skirmish", result="won")
    for page in (CASUALTIES, EXPERIENCE, EXPLORATION):  # nobody out of action: no injuries
        next_page(qtbot, wizard, page)
    child(wizard, QSpinBox, "extraDice").setValue(2)  # four heroes, the win, two extra
    assert text_of(wizard, "diceCount").startswith("7 dice")
    roll(qtbot, wizard, "explore", "1 1 2 3 4 5 6")

    # The highest six are kept until the player chooses otherwise.
    assert "Kept 1 2 3 4 5 6: total 21" in text_of(wizard, "explorationLabel")
    assert not child(wizard, QCheckBox, "keep:1").isChecked()
    child(wizard, QCheckBox, "keep:6").setChecked(False)  # discard the 6 ...
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()  # only five kept
    child(wizard, QCheckBox, "keep:1").setChecked(True)  # ... keep both 1s: a Well
    assert "Kept 1 1 2 3 4 5: total 16" in text_of(wizard, "explorationLabel")
    assert "Well" in text_of(wizard, "multipleLabel")
    for page in (INCOME, TRADING, SUMMARY):
        next_page(qtbot, wizard, page)
    click(qtbot, wizard.button(QWizard.WizardButton.FinishButton))

    battle = store.battles(warband)[-1]
    assert [r["value"] for r in battle["rolls"]] == [1, 1, 2, 3, 4, 5, 6]
    assert any(
        "(kept 1 1 2 3 4 5)" in change and "Well" in change
        for change in said(store.ruleset, battle["changes"])
    )
    assert store.load(warband).shards == 3  # total 16: three shards


def test_the_exploration_page_alone(qtbot, store: Store, warband: int) -> None:
    draft = draft_of(store, warband)
    page = alone(qtbot, ExplorationPage, draft)
    assert text_of(page, "diceCount").startswith("5 dice")  # four heroes and the win
    assert not page.isComplete()
    roll(qtbot, page, "explore", "1 1 2 3 4")
    assert "total 11" in text_of(page, "explorationLabel")
    assert "Well" in text_of(page, "multipleLabel")  # two 1s
    assert page.isComplete() and draft.exploration_found() is not None
    child(page, QSpinBox, "extraDice").setValue(1)
    assert draft.extra_dice == 1 and draft.exploration_count() == 6
    assert not page.isComplete()  # six dice now: roll them


def test_the_chest_held_is_asked_then_rolled(qtbot, session: Session, store: Store, warband: int):
    """Hidden Treasure: step 2 asks whether the chest was held; the exploration page then
    rolls what is in it, and Finish puts the gold and the sword on the sheet."""
    wizard = open_wizard(qtbot, session, warband)
    battle_page(qtbot, wizard, scenario="hidden_treasure", result="won")
    next_page(qtbot, wizard, CASUALTIES)
    held = child(wizard, QSpinBox, "scenario:held:treasure")
    label = wizard.currentPage().scenario_form.labelForField(held)
    assert label.text() == "Treasure chest: held at the end:"
    held.setValue(1)
    for page in (EXPERIENCE, EXPLORATION):
        next_page(qtbot, wizard, page)
    roll(qtbot, wizard, "explore", "1 2 3 4 5")
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()  # the chest
    # 3D6 gold 6+6+6; wyrdstone 1 (no); light armour 1 (no); sword 5 (yes); gems 1 (no).
    roll(qtbot, wizard, "scenario_finds", "6 6 6 1 1 5 1")
    assert wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    treasury = store.load(warband).treasury
    for page in (INCOME, TRADING, SUMMARY):
        next_page(qtbot, wizard, page)
    click(qtbot, wizard.button(QWizard.WizardButton.FinishButton))
    after = store.load(warband)
    assert after.treasury == treasury + 18 - 15  # the chest's gold, the Brute's upkeep
    assert "sword" in after.stash
