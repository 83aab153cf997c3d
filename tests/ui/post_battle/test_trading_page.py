"""7. Trading and hiring, planned in the wizard and made at Finish with the battle."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWizard,
)

import app.usecases as uc
import ui.post_battle.wizard as wizard_module
from app.store.repository import Store
from app.usecases.transfer import export_warband
from rules import IllegalMoveError
from tests.ui.post_battle.steps import (
    alone,
    child,
    choose,
    click,
    draft_of,
    dump,
    explored,
    hire,
    ids,
    name_recruit,
    next_page,
    offered,
    open_wizard,
    pick_recruit,
    planned,
    roll,
    said,
    tab,
    text_of,
    walk_to_trading,
)
from ui.post_battle.common import (
    CASUALTIES,
    ERROR,
    EXPERIENCE,
    EXPLORATION,
    INCOME,
    INJURIES,
    SUMMARY,
    TRADING,
)
from ui.post_battle.pages.trading import TradingPage
from ui.session import Session
from ui.widgets.choice_list import ChoiceList
from ui.wizards.recruit_widgets import KitGrid, RecruitTable

# --- 7. trading and hiring, planned in the wizard ---------------------------------------------


def test_trading_planned_in_the_wizard_is_committed_with_the_battle(
    qtbot, session: Session, store: Store, warband: int
):
    w = ids(store, warband)
    before = json.loads(export_warband(store, warband))
    wizard = open_wizard(qtbot, session, warband)
    walk_to_trading(qtbot, wizard, w, dead="Rolf")
    page = wizard.trading_page
    assert "124 gc after the battle" in text_of(wizard, "tradingTreasury")  # 139 - 15 upkeep

    # Rolf died in this battle: nobody offers him anything, and he may not search.
    for name in ("rareHero", "sellFrom", "toStashWarrior", "fromStashWarrior"):
        assert w["Rolf"] not in offered(child(wizard, QComboBox, name)), name
    assert w["Rolf"] not in offered(child(wizard, ChoiceList, "buyWarrior"))
    assert w["Hans"] in offered(child(wizard, QComboBox, "rareHero"))

    # A rare item search with typed dice finds a lucky charm: bought into the stash.
    tab(wizard, "Rare items")
    choose(child(wizard, QComboBox, "rareHero"), w["Hans"])
    choose(child(wizard, QComboBox, "rareItem"), "lucky_charm")
    assert not page.search.buy_box.isVisible()
    assert "2D6 7 + 0 = 7 against rarity 6: found" in roll(qtbot, wizard, "rare", "3 4")
    assert page.search.buy_box.isVisible()
    choose(child(wizard, QComboBox, "rareFor"), "")  # the stash
    assert text_of(wizard, "rareCost") == "10 gc"
    click(qtbot, child(wizard, QPushButton, "buyFound"))
    assert planned(wizard) == [
        "1. Hans found Lucky charm (2D6 3 4 + 0): bought for the stash (-10 gc)"
    ]
    # One search per hero: his is spent.
    assert not child(wizard, QPushButton, "roll:rare").isEnabled()
    assert not page.search.buy_box.isVisible()
    assert "find is in the plan" in text_of(wizard, "searchStatus")

    # Buy a sword for Otto from his list.
    tab(wizard, "Buy")
    choose(child(wizard, ChoiceList, "buyWarrior"), w["Otto"])
    items = child(wizard, ChoiceList, "buyItem")
    choose(items, "sword")
    assert items.currentText() == "Sword (10 gc)"
    click(qtbot, child(wizard, QPushButton, "planBuy"))

    # Sell Hans's sword: half price.
    tab(wizard, "Sell")
    choose(child(wizard, QComboBox, "sellFrom"), w["Hans"])
    choose(child(wizard, QComboBox, "sellItem"), "sword")
    click(qtbot, child(wizard, QPushButton, "planSell"))

    # Reallocate: Otto's axe to the stash, the lucky charm bought above to Karl.
    tab(wizard, "Stash")
    choose(child(wizard, QComboBox, "toStashWarrior"), w["Otto"])
    choose(child(wizard, QComboBox, "toStashItem"), "axe")
    click(qtbot, child(wizard, QPushButton, "planToStash"))
    choose(child(wizard, QComboBox, "fromStashItem"), "lucky_charm")
    choose(child(wizard, QComboBox, "fromStashWarrior"), w["Karl"])
    click(qtbot, child(wizard, QPushButton, "planFromStash"))

    # Hire two warriors with swords: a group of their own, not two more Blades.
    tab(wizard, "Hire")
    pick_recruit(wizard, "reikland.warriors")
    click(qtbot, child(wizard, QCheckBox, "joinGroup"))
    name_recruit(qtbot, wizard, "Swords")
    child(wizard, QSpinBox, "hireCount").setValue(2)
    click(qtbot, child(wizard, KitGrid, "kitGrid").button_of("sword"))  # the dagger comes free
    assert text_of(wizard, "hireCost") == "2 x 35 gc = 70 gc"
    click(qtbot, child(wizard, QPushButton, "planHire"))

    assert planned(wizard)[1:] == [
        "2. Buy Sword for Otto (-10 gc)",
        "3. Sell Sword from Hans (+5 gc)",
        "4. Otto: Axe to the stash",
        "5. Karl: Lucky charm from the stash",
        "6. Hire Swords (Warriors), 2 models, with Dagger, Sword (-70 gc)",
    ]
    assert "124 gc after the battle, 39 gc after the planned trades" in text_of(
        wizard, "tradingTreasury"
    )
    assert not child(wizard, QLabel, "tradeProblem").isVisible()
    assert store.load(warband).treasury == 139  # planned, not made
    next_page(qtbot, wizard, SUMMARY)

    # The summary lists the trades and the treasury after them.
    assert "Treasury 139 gc -> 39 gc" in text_of(wizard, "summaryTotals")
    events = wizard.summary_page.events
    lines = [events.item(n).text() for n in range(events.count())]
    assert "Trade: Buy Sword for Otto (-10 gc)" in lines
    assert "Trade: Otto: Axe to the stash" in lines
    assert lines[-1] == "Treasury after the trades: 39 gc"
    click(qtbot, wizard.button(QWizard.WizardButton.FinishButton))

    # One transaction, one undo step: the sheet has all of it.
    assert not wizard.isVisible()
    assert session.undo_stack.count() == 1
    state = store.load(warband)
    assert state.treasury == 39 and state.stash == ["axe"]
    assert "Rolf" not in {x.name for x in state.warriors}
    assert state.warrior("Otto").equipment == ["sword"]
    assert state.warrior("Hans").equipment == []
    assert state.warrior("Karl").equipment == ["lucky_charm"]
    swords = state.warrior("Swords")
    assert swords.kind == "henchmen" and swords.count == 2
    assert swords.equipment == ["dagger", "sword"]
    changes = said(store.ruleset, store.battles(warband)[-1]["changes"])
    assert (
        "Hans searched for Lucky charm (rarity 6): 2D6 3 4 + 0 = 7, found; bought for the stash"
        in changes
    )
    assert "Bought Sword for Otto" in changes and "Hired Swords (Warriors, 2 models)" in changes
    # Stored as codes and values, the same log reads in Russian with Russian names.
    russian = said(store.ruleset, store.battles(warband)[-1]["changes"], "ru")
    assert "Куплено: Меч для Otto" in russian
    assert not [line for line in russian if re.search(r"\b(gc|Bought|Hired|found)\b", line)]
    assert store.battles(warband)[-1]["treasury_after"] == 39

    session.undo_stack.undo()
    assert json.loads(export_warband(store, warband)) == before


def test_a_recruit_planned_here_gets_kit_and_groups_grow(
    qtbot, session: Session, store: Store, warband: int
):
    w = ids(store, warband)
    wizard = open_wizard(qtbot, session, warband)
    walk_to_trading(qtbot, wizard, w)
    tab(wizard, "Hire")
    pick_recruit(wizard, "reikland.youngblood")
    assert not child(wizard, QSpinBox, "hireCount").isEnabled()  # heroes come one at a time
    name_recruit(qtbot, wizard, "Otto")
    click(qtbot, child(wizard, QPushButton, "planHire"))
    assert "already a warrior called Otto" in wizard.trading_page.hire.error.text()
    assert planned(wizard) == []
    hire_name = child(wizard, QLineEdit, "hireName")
    name_recruit(qtbot, wizard, "Fritz")
    click(qtbot, child(wizard, QPushButton, "planHire"))
    assert hire_name.text() == "Youngblood"  # the next recruit, with his own name
    choose(child(wizard, QComboBox, "addGroup"), w["Blades"])
    # 25 + a mace, and 2 gc for the experience point they earned in this very battle
    assert text_of(wizard, "addCost") == "30 gc a model (1 experience)"
    click(qtbot, child(wizard, QPushButton, "planAdd"))
    pick_recruit(wizard, "halfling_scout")
    click(qtbot, child(wizard, QPushButton, "planHire"))

    # Fritz, hired in the plan, is offered to the later trades.
    tab(wizard, "Buy")
    choose(child(wizard, ChoiceList, "buyWarrior"), "Fritz")
    choose(child(wizard, ChoiceList, "buyItem"), "shield")
    click(qtbot, child(wizard, QPushButton, "planBuy"))
    assert planned(wizard) == [
        "1. Hire Fritz (Youngblood), with Dagger (-15 gc)",
        "2. Add 1 model to Blades (-30 gc)",
        "3. Hire Halfling Scout (Halfling Scout, hired sword) (-15 gc)",
        "4. Buy Shield for Fritz (-5 gc)",
    ]
    assert "59 gc after the planned trades" in text_of(wizard, "tradingTreasury")
    # The rules' names follow the language; the plan stays.
    wizard.lang = "ru"
    shield = store.ruleset.items["shield"].name.ru
    assert shield in planned(wizard)[3] and "Fritz" in planned(wizard)[3]
    wizard.lang = "en"
    assert "Shield" in planned(wizard)[3] and len(planned(wizard)) == 4
    next_page(qtbot, wizard, SUMMARY)
    click(qtbot, wizard.button(QWizard.WizardButton.FinishButton))

    state = store.load(warband)
    assert state.treasury == 59 and session.undo_stack.count() == 1
    fritz = state.warrior("Fritz")
    assert fritz.kind == "hero" and fritz.equipment == ["dagger", "shield"]
    assert state.warrior("Blades").count == 3
    assert state.warrior("Halfling Scout").kind == "hired_sword"


def test_the_hiring_form_works_as_the_wizard(qtbot, session: Session, store: Store, warband: int):
    """Not a second Captain first; a row's Recruit button plans him with his free dagger;
    the form keeps its shape from a hero to a group (the fields do not move)."""
    w = ids(store, warband)
    wizard = open_wizard(qtbot, session, warband)
    walk_to_trading(qtbot, wizard, w)
    tab(wizard, "Hire")
    recruits = child(wizard, RecruitTable, "recruitTable")
    assert not recruits.button_of("reikland.mercenary_captain").isEnabled()
    assert recruits.current_type() != "reikland.mercenary_captain"
    grid = child(wizard, KitGrid, "kitGrid")
    count = child(wizard, QSpinBox, "hireCount")
    pick_recruit(wizard, "reikland.champion")
    places = (grid.geometry(), count.geometry())
    pick_recruit(wizard, "reikland.swordsmen")  # a group of a type the warband has none of
    assert (grid.geometry(), count.geometry()) == places and count.isEnabled()
    pick_recruit(wizard, "reikland.warriors")  # Blades' type: the join offer shows, in place
    assert (grid.geometry(), count.geometry()) == places
    click(qtbot, recruits.button_of("reikland.swordsmen"))
    assert planned(wizard) == ["1. Hire Swordsmen (Swordsmen), with Dagger (-35 gc)"]


def test_hiring_a_type_that_has_a_group_joins_it_as_hire_does(
    qtbot, session: Session, store: Store, warband: int
):
    """A henchman of a type the warband has a group of (room left) joins that group, priced
    as a model added to it; unticked, he starts a group of his own."""
    w = ids(store, warband)
    wizard = open_wizard(qtbot, session, warband)
    walk_to_trading(qtbot, wizard, w)
    tab(wizard, "Hire")
    join = child(wizard, QCheckBox, "joinGroup")
    pick_recruit(wizard, "reikland.youngblood")
    assert not join.isVisible()  # a hero: no group to join
    recruits = child(wizard, RecruitTable, "recruitTable")
    click(qtbot, recruits.button_of("reikland.warriors"))
    assert planned(wizard) == ["1. Add 1 model to Blades (-30 gc)"]
    assert join.isVisible() and join.isChecked()
    assert join.text() == "Join the group Blades instead of a new one (30 gc a model)"
    click(qtbot, join)
    click(qtbot, child(wizard, QPushButton, "planHire"))
    assert planned(wizard)[1].startswith("2. Hire Warriors (Warriors)")
    next_page(qtbot, wizard, SUMMARY)
    click(qtbot, wizard.button(QWizard.WizardButton.FinishButton))
    state = store.load(warband)
    assert state.warrior("Blades").count == 3
    assert state.warrior("Warriors").count == 1 and state.warrior("Warriors").kind == "henchmen"


def test_a_trade_that_breaks_a_rule_holds_the_wizard_back(
    qtbot, session: Session, store: Store, warband: int
):
    w = ids(store, warband)
    wizard = open_wizard(qtbot, session, warband)
    walk_to_trading(qtbot, wizard, w)
    next_button = wizard.button(QWizard.WizardButton.NextButton)
    problem = child(wizard, QLabel, "tradeProblem")

    # A second leader: the rules refuse it; Next (and so Finish) waits until it is removed.
    tab(wizard, "Hire")
    pick_recruit(wizard, "reikland.mercenary_captain")  # his Recruit button is off: one is enough
    name_recruit(qtbot, wizard, "Dieter")
    click(qtbot, child(wizard, QPushButton, "planHire"))
    tab(wizard, "Buy")
    choose(child(wizard, ChoiceList, "buyWarrior"), w["Otto"])
    choose(child(wizard, ChoiceList, "buyItem"), "shield")
    click(qtbot, child(wizard, QPushButton, "planBuy"))
    assert problem.isVisible()
    assert "Trade 1 cannot be made" in problem.text() and "at most 1" in problem.text()
    listing = wizard.trading_page.planned
    assert listing.item(0).foreground().color().name() == ERROR
    assert listing.item(1).foreground().color().name() != ERROR
    assert not next_button.isEnabled()
    listing.setCurrentRow(0)
    click(qtbot, child(wizard, QPushButton, "removeTrade"))
    assert planned(wizard) == ["1. Buy Shield for Otto (-5 gc)"]
    assert not problem.isVisible() and next_button.isEnabled()

    # Spending more than the treasury: an elven cloak found at 130 gc, with 119 gc left.
    tab(wizard, "Rare items")
    choose(child(wizard, QComboBox, "rareHero"), w["Otto"])
    choose(child(wizard, QComboBox, "rareItem"), "elven_cloak")
    assert "12 against rarity 12: found" in roll(qtbot, wizard, "rare", "66")
    choose(child(wizard, QComboBox, "rareFor"), w["Otto"])  # a hero may carry it
    price = child(wizard, QSpinBox, "rarePrice")
    assert (price.minimum(), price.maximum()) == (110, 160)
    assert "Elven cloak costs 100 + D6 x 10 gc" in wizard.trading_page.search.price.label.text()
    price.setValue(130)
    click(qtbot, child(wizard, QPushButton, "buyFound"))
    assert "Trade 2 cannot be made" in problem.text() and "treasury holds 119 gc" in problem.text()
    assert planned(wizard)[1] == "2. Otto found Elven cloak (2D6 6 6 + 0): bought for Otto"
    assert not next_button.isEnabled()
    listing.setCurrentRow(1)
    click(qtbot, child(wizard, QPushButton, "removeTrade"))
    assert next_button.isEnabled()
    assert child(wizard, QPushButton, "roll:rare").isEnabled()  # his search is free again
    next_page(qtbot, wizard, SUMMARY)
    assert wizard.button(QWizard.WizardButton.FinishButton).isEnabled()


def test_cancel_with_trades_planned_writes_nothing(
    qtbot, session: Session, store: Store, warband: int, db_path: Path, confirm_discard
):
    before = dump(db_path)
    w = ids(store, warband)
    wizard = open_wizard(qtbot, session, warband)
    walk_to_trading(qtbot, wizard, w)
    tab(wizard, "Sell")
    choose(child(wizard, QComboBox, "sellFrom"), w["Hans"])
    click(qtbot, child(wizard, QPushButton, "planSell"))
    tab(wizard, "Hire")
    pick_recruit(wizard, "reikland.swordsmen")
    click(qtbot, child(wizard, QPushButton, "planHire"))
    assert len(planned(wizard)) == 2
    next_page(qtbot, wizard, SUMMARY)

    click(qtbot, wizard.button(QWizard.WizardButton.CancelButton))

    assert confirm_discard and not wizard.isVisible()
    assert dump(db_path) == before
    assert session.undo_stack.count() == 0


def test_trades_for_a_warrior_the_battle_now_takes_are_dropped(
    qtbot, session: Session, store: Store, warband: int
):
    w = ids(store, warband)
    wizard = open_wizard(qtbot, session, warband)
    walk_to_trading(qtbot, wizard, w)
    tab(wizard, "Rare items")
    choose(child(wizard, QComboBox, "rareHero"), w["Otto"])
    choose(child(wizard, QComboBox, "rareItem"), "lucky_charm")
    roll(qtbot, wizard, "rare", "6 6")
    click(qtbot, child(wizard, QPushButton, "buyFound"))
    tab(wizard, "Buy")
    choose(child(wizard, ChoiceList, "buyWarrior"), w["Hans"])
    choose(child(wizard, ChoiceList, "buyItem"), "shield")
    click(qtbot, child(wizard, QPushButton, "planBuy"))
    assert len(planned(wizard)) == 2

    # Back to the casualties: Hans was taken out of action after all, and died.
    for _ in range(4):  # trading, income, exploration, experience (the injuries were passed)
        wizard.back()
    assert wizard.currentId() == CASUALTIES
    child(wizard, QCheckBox, f"out:{w['Hans']}").setChecked(True)
    next_page(qtbot, wizard, INJURIES)
    roll(qtbot, wizard, f"hero:{w['Hans']}", "1 1")
    for page in (EXPERIENCE, EXPLORATION):
        next_page(qtbot, wizard, page)
    roll(qtbot, wizard, "explore", " ".join("12345"[: wizard.draft.exploration_count()]))
    next_page(qtbot, wizard, INCOME)
    next_page(qtbot, wizard, TRADING)

    assert planned(wizard) == [
        "1. Otto found Lucky charm (2D6 6 6 + 0): bought for the stash (-10 gc)"
    ]
    note = text_of(wizard.trading_page, "clearedNote")
    assert "Hans is no longer in the warband" in note and "Shield" in note
    assert w["Hans"] not in offered(child(wizard, QComboBox, "rareHero"))


def test_the_rare_search_uses_the_warbands_own_rarity(qtbot, session: Session, store: Store):
    """Black Lotus is Rare 9 on the chart and Rare 7 for the Skaven: a 7 finds it."""
    wid = uc.create_warband(store, "skaven", "Clan Skab").warband_id
    hire(store, wid, "assassin_adept", "Vrask")
    hire(store, wid, "black_skaven", "Skrit")
    hire(store, wid, "verminkin", "Claws", count=3)
    w = ids(store, wid)
    wizard = open_wizard(qtbot, session, wid)
    walk_to_trading(qtbot, wizard, w)
    tab(wizard, "Rare items")
    items = child(wizard, QComboBox, "rareItem")
    assert items.itemText(items.findData("black_lotus")) == "Black Lotus (rare 7)"
    choose(child(wizard, QComboBox, "rareHero"), w["Vrask"])
    choose(items, "black_lotus")
    assert "2D6 7 + 0 = 7 against rarity 7: found" in roll(qtbot, wizard, "rare", "3 4")


def test_the_trading_page_alone_plans_on_the_draft(qtbot, store: Store, warband: int) -> None:
    w = ids(store, warband)
    draft = draft_of(store, warband)
    explored(draft)
    page = alone(qtbot, TradingPage, draft)
    assert page.isComplete()
    page.tabs.setCurrentWidget(page.buy)
    choose(child(page, ChoiceList, "buyWarrior"), w["Otto"])
    choose(child(page, ChoiceList, "buyItem"), "shield")
    click(qtbot, child(page, QPushButton, "planBuy"))
    (trade,) = draft.trades
    assert (trade.kind, trade.ref, trade.item) == ("buy", w["Otto"], "shield")
    listing = page.planned
    assert listing.item(0).text() == "1. Buy Shield for Otto (-5 gc)"
    page.remove_selected()
    assert draft.trades == []


def test_a_purchase_is_a_click_and_a_double_click(qtbot, store: Store, warband: int) -> None:
    """Issue 24: the warrior and the item are lists, not combo boxes (two actions each): a
    click on the warrior, a double-click on the item plans it; Enter on an item too."""
    w = ids(store, warband)
    draft = draft_of(store, warband)
    explored(draft)
    page = alone(qtbot, TradingPage, draft)
    page.tabs.setCurrentWidget(page.buy)
    who = child(page, ChoiceList, "buyWarrior")
    row = who.findData(w["Otto"])
    qtbot.mouseClick(
        who.viewport(), Qt.MouseButton.LeftButton, pos=who.visualItemRect(who.item(row)).center()
    )
    assert who.currentData() == w["Otto"] and draft.trades == []  # a click only picks
    items = child(page, ChoiceList, "buyItem")
    items.scrollToItem(items.item(items.findData("shield")))
    shield = items.visualItemRect(items.item(items.findData("shield"))).center()
    assert items.viewport().rect().contains(shield)
    qtbot.mouseClick(items.viewport(), Qt.MouseButton.LeftButton, pos=shield)
    qtbot.mouseDClick(items.viewport(), Qt.MouseButton.LeftButton, pos=shield)
    assert [(t.kind, t.ref, t.item) for t in draft.trades] == [("buy", w["Otto"], "shield")]
    choose(items, "sword")
    qtbot.keyClick(items, Qt.Key.Key_Return)
    assert [t.item for t in draft.trades] == ["shield", "sword"]


def test_finish_on_the_trading_page_commits(qtbot, session: Session, store: Store, warband: int):
    """Issue 24: Finish is on the trading page (the summary is one Next away, to read); the
    Buy tab comes first."""
    w = ids(store, warband)
    battles = len(store.battles(warband))
    wizard = open_wizard(qtbot, session, warband)
    walk_to_trading(qtbot, wizard, w)
    assert wizard.trading_page.tabs.currentWidget() is wizard.trading_page.buy
    choose(child(wizard, ChoiceList, "buyWarrior"), w["Otto"])
    choose(child(wizard, ChoiceList, "buyItem"), "shield")
    click(qtbot, child(wizard, QPushButton, "planBuy"))
    finish = wizard.button(QWizard.WizardButton.FinishButton)
    assert finish.isVisible() and finish.isEnabled()
    click(qtbot, finish)
    assert wizard.result() == QWizard.DialogCode.Accepted
    assert len(store.battles(warband)) == battles + 1
    assert "shield" in store.load(warband).warrior(w["Otto"]).equipment


def test_a_refusal_at_finish_on_the_trading_page_shows_on_the_summary(
    qtbot, session: Session, store: Store, warband: int, monkeypatch
):
    w = ids(store, warband)
    wizard = open_wizard(qtbot, session, warband)
    walk_to_trading(qtbot, wizard, w)

    def refuse(*_args, **_kwargs):
        raise IllegalMoveError("the warband changed meanwhile")

    monkeypatch.setattr(wizard_module, "apply_post_battle_result", refuse)
    click(qtbot, wizard.button(QWizard.WizardButton.FinishButton))
    assert wizard.isVisible() and wizard.currentId() == SUMMARY
    assert "the warband changed meanwhile" in wizard.summary_page.error.text()


def test_a_programming_error_while_planning_is_no_refusal(qtbot, store: Store, warband: int):
    """A trade the rules refuse is said under the form; any other error is a fault of the
    program (the log and the crash dialog), never shown as the player's mistake."""
    draft = draft_of(store, warband)
    explored(draft)
    page = alone(qtbot, TradingPage, draft)

    def broken() -> None:
        raise ValueError("a bug, not a refusal")

    with pytest.raises(ValueError, match="a bug"):
        page.buy.plan(broken)
    assert page.buy.error.text() == "" and draft.trades == []
