"""1. The battle: the scenario chosen or rolled, draws, old battle wounds, the campaign's
opponents."""

from __future__ import annotations

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QWizard,
)

import app.usecases as uc
from app.store.repository import Store
from tests.ui.post_battle.steps import (
    alone,
    child,
    choose,
    draft_of,
    hire,
    ids,
    open_wizard,
    roll,
    set_result,
    text_of,
)
from ui.post_battle.pages.battle import BattlePage
from ui.session import Session

# --- the battle page ----------------------------------------------------------------------------


def test_draws_only_where_the_scenario_allows(qtbot, session: Session, warband: int):
    wizard = open_wizard(qtbot, session, warband)
    choose(child(wizard, QComboBox, "scenarioBox"), "skirmish")
    set_result(wizard, "draw")
    assert "cannot end in a draw" in text_of(wizard, "resultNote")
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    choose(child(wizard, QComboBox, "scenarioBox"), "occupy")
    assert not child(wizard, QLabel, "resultNote").isVisible()
    assert wizard.button(QWizard.WizardButton.NextButton).isEnabled()


def test_rolling_the_scenario(qtbot, session: Session, warband: int):
    wizard = open_wizard(qtbot, session, warband)
    assert "Street Fight" in roll(qtbot, wizard, "scenario", "1 2")
    assert child(wizard, QComboBox, "scenarioBox").currentData() == "street_fight"
    assert "lower rating chooses" in roll(qtbot, wizard, "scenario", "6 6")
    assert "'x' is not a die" in roll(qtbot, wizard, "scenario", "3 x")


def test_old_battle_wound_rolled_before_the_battle(qtbot, session, store, warband) -> None:
    w = ids(store, warband)
    uc.apply_injury(store, warband, w["Otto"], "old_battle_wound")
    uc.apply_injury(store, warband, w["Rolf"], "old_battle_wound")
    wizard = open_wizard(qtbot, session, warband)
    assert "misses this battle" in roll(qtbot, wizard, f"old_wound:{w['Otto']}", "1")
    assert "fit to fight" in roll(qtbot, wizard, f"old_wound:{w['Rolf']}", "4")
    took_part = wizard.battle_page.took_part_ids()
    assert w["Otto"] not in took_part and w["Rolf"] in took_part
    assert "cannot" in roll(qtbot, wizard, f"old_wound:{w['Rolf']}", "7")  # not a D6 value


def rats_in_a_campaign_with(store: Store, warband: int) -> int:
    """A Skaven warband 'Rats' made and entered with `warband` in a new campaign: its id."""
    rats = uc.create_warband(store, "skaven", "Rats").warband_id
    hire(store, rats, "assassin_adept", "Snikch", equipment=["dagger"])
    campaign = uc.create_campaign(store, "Autumn", "2026-09-01").campaign_id
    for player, wid in (("Anna", warband), ("Boris", rats)):
        uc.add_player(store, campaign, player)
        uc.enter_warband(store, campaign, player, wid, "2026-09-01")
    return rats


def test_the_opponent_is_picked_from_the_campaign_with_his_rating_now(
    qtbot, session: Session, store: Store, warband: int
) -> None:
    from ui.post_battle.pages.battle import BattlePage

    rats = rats_in_a_campaign_with(store, warband)
    wizard = open_wizard(qtbot, session, warband)
    page = wizard.page(wizard.currentId())
    assert isinstance(page, BattlePage)
    box = page.campaign_opponent
    rating = {s.id: s.rating for s in store.list_warbands()}[rats]
    assert [box.itemText(n) for n in range(box.count())][1:] == [f"Rats ({rating})"]
    box.setCurrentIndex(1)
    assert page.opponent_name.text() == "Rats"
    assert page.opponent_type_text() == "skaven"
    assert page.opponent_rating.value() == rating


def test_an_opponent_filled_from_a_match_is_the_one_shown_from_the_campaign(
    qtbot, session: Session, store: Store, warband: int
) -> None:
    from ui.post_battle.wizard import PostBattleWizard

    rats_in_a_campaign_with(store, warband)

    def from_the_match(draft) -> None:
        draft.battle.opponent, draft.battle.opponent_rating = "Rats", 77

    session.open_warband(warband)
    wizard = PostBattleWizard(session, None, start=from_the_match)
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.waitExposed(wizard)
    page = wizard.battle_page
    assert page.campaign_opponent.currentText().startswith("Rats (")
    assert (page.opponent_name.text(), page.opponent_rating.value()) == ("Rats", 77)
    wizard.reject()


# --- the pages alone, with a draft ------------------------------------------------------------


def test_the_battle_page_alone_writes_the_draft(qtbot, store: Store, warband: int) -> None:
    w = ids(store, warband)
    uc.set_games_to_miss(store, warband, w["Karl"], 1)
    draft = draft_of(store, warband)
    page = alone(qtbot, BattlePage, draft)
    qtbot.keyClicks(child(page, QLineEdit, "opponentName"), "Clan Eshin Raiders")
    choose(child(page, QComboBox, "opponentType"), "skaven")
    choose(child(page, QComboBox, "scenarioBox"), "skirmish")
    assert not child(page, QRadioButton, "result:draw").isEnabled()  # a skirmish is never drawn
    set_result(page, "draw")
    assert not page.isComplete() and child(page, QLabel, "resultNote").isVisible()
    set_result(page, "lost")
    assert page.isComplete()
    page.opponent_rating.setValue(160)
    page.date_edit.setDate(QDate(2024, 5, 1))
    hans = next(
        page.took_part.item(r)
        for r in range(page.took_part.count())
        if page.took_part.item(r).data(Qt.ItemDataRole.UserRole) == w["Hans"]
    )
    hans.setCheckState(Qt.CheckState.Unchecked)

    report = draft.report()
    assert (report.scenario, report.result, report.opponent, report.opponent_type) == (
        "skirmish",
        "lost",
        "Clan Eshin Raiders",
        "skaven",
    )
    assert (report.opponent_rating, report.date) == (160, "2024-05-01")
    assert report.took_part is not None
    assert w["Karl"] not in report.took_part and w["Hans"] not in report.took_part
    assert w["Otto"] in report.took_part


def test_a_supplements_scenario_is_offered_with_its_book(qtbot, session: Session, warband: int):
    wizard = open_wizard(qtbot, session, warband)
    box = child(wizard, QComboBox, "scenarioBox")
    assert box.itemText(box.findData("the_lost_prince")) == "The Lost Prince (Mordheim Annual 2002)"
    assert box.itemText(box.findData("skirmish")) == "2. Skirmish"
    choose(box, "stagecoach_ambush")
    assert "+2 Attacking Hero who captures the stagecoach whole" in text_of(
        wizard, "scenarioAwards"
    )
