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


def test_the_mount_rows_title_says_the_score_that_loses_it(
    qtbot, store: Store, warband: int
) -> None:
    """The draft says which mount is at risk and on what score (barding lowers it to a 1);
    the page only puts it into words."""
    from PySide6.QtWidgets import QGroupBox

    w = ids(store, warband)
    uc.buy(store, warband, w["Otto"], "warhorse")
    draft = draft_of(store, warband)
    draft.set_out_of_action(w["Otto"], True)
    (rider,) = [r for r in draft.injury_rolls() if r.kind == "hero"]
    name, lost_on = draft.mount_at_risk(rider)
    assert (name.get("en"), lost_on) == ("Warhorse", 2)
    uc.set_treasury(store, warband, 200)
    uc.buy(store, warband, w["Otto"], "barding")
    draft = draft_of(store, warband)
    draft.set_out_of_action(w["Otto"], True)
    page = alone(qtbot, InjuriesPage, draft)
    roll(qtbot, page, f"hero:{w['Otto']}", "45")
    mount = f"mount:{w['Otto']}"
    qtbot.waitUntil(lambda: _has_row(page, mount))
    titles = [box.title() for box in page.findChildren(QGroupBox)]
    assert any("Warhorse, the rider out of action (D6, lost on 1 or less)" in t for t in titles)
