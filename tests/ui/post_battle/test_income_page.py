"""6. Income and 8. the summary, shown alone from a draft."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QPushButton, QSpinBox

from app.store.repository import Store
from tests.ui.post_battle.steps import alone, child, click, draft_of, explored, ids, text_of
from ui.post_battle.pages.income import IncomePage, SummaryPage


def test_the_income_page_alone(qtbot, store: Store, warband: int) -> None:
    w = ids(store, warband)
    draft = draft_of(store, warband)
    explored(draft, "6 6 6 5 5")  # total 28: six shards, and a triple
    found = draft.exploration_found()
    assert found is not None
    page = alone(qtbot, IncomePage, draft)
    sell = child(page, QSpinBox, "sellShards")
    assert sell.maximum() == found.shards
    sell.setValue(2)
    assert draft.shards_to_sell == 2
    child(page, QCheckBox, f"upkeep:{w['Brute']}").setChecked(False)
    assert draft.let_go == {w["Brute"]}
    after = draft.state_after(draft.full_result())
    assert f"-> {after.treasury} gc" in text_of(page, "treasuryAfter")


def test_the_summary_page_alone_asks_for_the_advances(qtbot, store: Store, warband: int) -> None:
    draft = draft_of(store, warband)
    explored(draft)
    page = alone(qtbot, SummaryPage, draft)
    assert page.isComplete()
    outcome = draft.outcome()
    treasury = outcome.trades.after.treasury
    assert f"Treasury 139 gc -> {treasury} gc" in text_of(page, "summaryTotals")
    button = child(page, QPushButton, "takeAdvancesButton")
    assert button.text() == f"Finish and take advances ({outcome.advances_owed})"
    with qtbot.waitSignal(page.take_advances, timeout=1000):
        click(qtbot, button)
    assert store.battles(draft.warband_id) == []  # the page asks; the wizard commits
