"""3. Serious injuries."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QPushButton

from app.store.repository import Store
from tests.ui.post_battle.steps import (
    alone,
    battle_page,
    child,
    choose,
    click,
    draft_of,
    ids,
    next_page,
    open_wizard,
    roll,
    text_of,
)
from ui.post_battle.common import (
    CASUALTIES,
    EXPERIENCE,
    EXPLORATION,
    INJURIES,
)
from ui.post_battle.pages.injuries import InjuriesPage
from ui.session import Session


def test_sold_to_the_pits_asks_for_the_fight(qtbot, session: Session, store: Store, warband: int):
    w = ids(store, warband)
    wizard = open_wizard(qtbot, session, warband)
    battle_page(qtbot, wizard, scenario="skirmish", result="lost")
    next_page(qtbot, wizard, CASUALTIES)
    child(wizard, QCheckBox, f"out:{w['Otto']}").setChecked(True)
    next_page(qtbot, wizard, INJURIES)
    slot = f"hero:{w['Otto']}"

    assert "won or lost his fight" in roll(qtbot, wizard, slot, "6 5")
    choose(child(wizard, QComboBox, f"pit:{w['Otto']}"), False)  # he lost: a D66 on 11-35
    assert "no die left" in text_of(wizard, f"error:{slot}")
    shown = roll(qtbot, wizard, slot, "65 22")
    assert "65: Sold to the pits" in shown and "lost his fight in the pits" in shown
    assert "loses his weapons and armour" in shown and "22: Leg wound" in shown
    choose(child(wizard, QComboBox, f"pit:{w['Otto']}"), True)  # the same dice, a win
    shown = text_of(wizard, f"result:{slot}")
    assert "won his fight" in shown and "+50 gc" in shown and "Not used: 2 2" in shown


def test_the_injuries_page_alone(qtbot, store: Store, warband: int) -> None:
    w = ids(store, warband)
    draft = draft_of(store, warband)
    draft.set_out_of_action(w["Otto"], True)
    draft.out_groups[w["Shooters"]] = 1
    page = alone(qtbot, InjuriesPage, draft)
    assert not page.isComplete()
    assert "45: Full recovery" in roll(qtbot, page, f"hero:{w['Otto']}", "45")
    assert not page.isComplete()
    assert "D6 2: gone" in roll(qtbot, page, f"group:{w['Shooters']}", "2")
    assert page.isComplete() and draft.injuries_done()
    assert draft.injury_values() == [4, 5, 2]
    (loss,) = draft.preview().losses
    assert loss.warrior == w["Shooters"] and loss.lost == 1


def test_nobody_out_of_action_nothing_to_roll(qtbot, store: Store, warband: int) -> None:
    page = alone(qtbot, InjuriesPage, draft_of(store, warband))
    assert "no injury to roll" in text_of(page, "nobodyInjured")
    assert page.isComplete()


def test_one_click_rolls_every_die_not_rolled_yet(qtbot, store: Store, warband: int) -> None:
    """Typed dice are used, empty fields get the program's; the button stays where it is."""
    w = ids(store, warband)
    draft = draft_of(store, warband)
    draft.set_out_of_action(w["Otto"], True)
    draft.out_groups[w["Shooters"]] = 2
    page = alone(qtbot, InjuriesPage, draft)
    button = child(page, QPushButton, "rollAll")
    place = button.mapTo(page, button.rect().topLeft())
    qtbot.keyClicks(child(page, QLineEdit, f"dice:hero:{w['Otto']}"), "4 5")
    click(qtbot, button)
    assert page.isComplete() and not button.isEnabled()
    otto, shooters = draft.slots[f"hero:{w['Otto']}"], draft.slots[f"group:{w['Shooters']}"]
    assert otto.values == (4, 5) and not otto.app
    assert shooters.app and len(shooters.values) == 2
    assert "rolled by the program" in text_of(page, f"result:group:{w['Shooters']}")
    assert button.mapTo(page, button.rect().topLeft()) == place


def test_a_refusal_of_the_dice_is_said_in_the_window_language(
    qtbot, session: Session, store: Store, warband: int
):
    """The draft kept the refusal's English text, which the Russian window showed."""
    w = ids(store, warband)
    wizard = open_wizard(qtbot, session, warband)
    battle_page(qtbot, wizard, scenario="skirmish", result="lost")
    next_page(qtbot, wizard, CASUALTIES)
    child(wizard, QCheckBox, f"out:{w['Otto']}").setChecked(True)
    next_page(qtbot, wizard, INJURIES)
    wizard.lang = "ru"
    slot = f"hero:{w['Otto']}"
    roll(qtbot, wizard, slot, "6 5")
    choose(child(wizard, QComboBox, f"pit:{w['Otto']}"), False)  # a D66 more is owed
    shown = text_of(wizard, f"error:{slot}")
    assert shown and "no die left" not in shown
    assert re.search("[а-яА-Я]", shown), shown


def test_typed_dice_go_in_with_the_keyboard_alone(
    qtbot, session: Session, store: Store, warband: int
) -> None:
    """Issue 24: the injuries page opens with the keyboard in the first dice field; Enter rolls
    it and moves on to the next field still empty, then to Next; the exploration field has the
    keyboard too, where Enter on an empty field rolls the program's dice."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QSpinBox, QWizard

    w = ids(store, warband)
    wizard = open_wizard(qtbot, session, warband)
    wizard.activateWindow()
    qtbot.waitUntil(wizard.isActiveWindow)
    battle_page(qtbot, wizard, scenario="skirmish", result="won")
    next_page(qtbot, wizard, CASUALTIES)
    child(wizard, QCheckBox, f"out:{w['Otto']}").setChecked(True)
    child(wizard, QSpinBox, f"out:{w['Shooters']}").setValue(1)
    next_page(qtbot, wizard, INJURIES)
    fields = [f"dice:hero:{w['Otto']}", f"dice:group:{w['Shooters']}"]
    qtbot.waitUntil(lambda: wizard.focusWidget() is child(wizard, QLineEdit, fields[0]))
    qtbot.keyClicks(wizard.focusWidget(), "4 5")
    qtbot.keyClick(wizard.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: wizard.focusWidget() is child(wizard, QLineEdit, fields[1]))
    qtbot.keyClicks(wizard.focusWidget(), "1")
    qtbot.keyClick(wizard.focusWidget(), Qt.Key.Key_Return)
    next_button = wizard.button(QWizard.WizardButton.NextButton)
    qtbot.waitUntil(lambda: wizard.focusWidget() is next_button)
    assert wizard.currentId() == INJURIES  # the rolls did not also press Next
    qtbot.keyClick(wizard.focusWidget(), Qt.Key.Key_Return)
    assert wizard.currentId() == EXPERIENCE
    next_page(qtbot, wizard, EXPLORATION)
    explore = child(wizard, QLineEdit, "dice:explore")
    qtbot.waitUntil(lambda: wizard.focusWidget() is explore)
    qtbot.keyClick(explore, Qt.Key.Key_Return)  # empty: the program's dice
    assert explore.text() and wizard.draft.slots["explore"].done
