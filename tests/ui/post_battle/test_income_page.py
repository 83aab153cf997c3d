"""6. Income, shown alone from a draft."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QSpinBox

from app.store.repository import Store
from tests.ui.post_battle.steps import alone, child, draft_of, explored, ids, text_of
from ui.post_battle.pages.income import IncomePage


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
