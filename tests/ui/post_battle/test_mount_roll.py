"""3. Serious injuries: the D6 of a rider's mount, asked once he is known to live."""

from __future__ import annotations

from PySide6.QtWidgets import QLineEdit

import app.usecases as uc
from app.store.repository import Store
from tests.ui.post_battle.steps import alone, draft_of, ids, roll
from ui.post_battle.pages.injuries import InjuriesPage


def _has_row(page: InjuriesPage, slot: str) -> bool:
    return slot in page.rows and page.findChild(QLineEdit, f"dice:{slot}") is not None


def test_a_riders_mount_is_rolled_after_his_injury(qtbot, store: Store, warband: int) -> None:
    w = ids(store, warband)
    uc.buy(store, warband, w["Otto"], "warhorse")
    draft = draft_of(store, warband)
    draft.set_out_of_action(w["Otto"], True)
    page = alone(qtbot, InjuriesPage, draft)
    mount = f"mount:{w['Otto']}"
    assert not _has_row(page, mount)  # his D66 is not rolled: he may yet be dead
    assert "45: Full recovery" in roll(qtbot, page, f"hero:{w['Otto']}", "45")
    qtbot.waitUntil(lambda: _has_row(page, mount))
    assert not page.isComplete()
    assert "D6 2: lost" in roll(qtbot, page, mount, "2")
    assert page.isComplete() and draft.injury_values() == [4, 5, 2]
    (lost,) = draft.preview().mounts
    assert lost.warrior == w["Otto"] and lost.outcome.lost
    assert "11: Dead" in roll(qtbot, page, f"hero:{w['Otto']}", "11")
    qtbot.waitUntil(lambda: mount not in page.rows)
    assert page.isComplete() and draft.injury_values() == [1, 1]
    assert draft.preview().mounts == ()
