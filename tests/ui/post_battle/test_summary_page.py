"""8. The summary, shown alone from a draft."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton

from app.store.repository import Store
from tests.ui.post_battle.steps import alone, child, click, draft_of, explored, text_of
from ui.post_battle.pages.summary import SummaryPage


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
