"""4. Experience, shown alone from a draft."""

from __future__ import annotations

from app.store.repository import Store
from tests.ui.post_battle.steps import alone, draft_of, ids, text_of
from ui.post_battle.pages.experience import ExperiencePage


def test_the_experience_page_alone(qtbot, store: Store, warband: int) -> None:
    w = ids(store, warband)
    draft = draft_of(store, warband)
    draft.battle.opponent_rating = 160
    draft.enemies[w["Hans"]] = 2
    page = alone(qtbot, ExperiencePage, draft)
    underdog = text_of(page, "underdogLabel")
    assert "103" in underdog and "160" in underdog
    table = page.table
    rows = {table.item(r, 0).text(): table.item(r, 2).text() for r in range(table.rowCount())}
    assert rows["Hans"] == "20 -> 25 (+5)"  # winning leader, two enemies, the underdog
    assert "advance roll is owed" in text_of(
        page, "advanceNote"
    ) or "advance rolls are owed" in text_of(page, "advanceNote")
