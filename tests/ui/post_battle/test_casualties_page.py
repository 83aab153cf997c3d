"""2. The casualties, shown alone from a draft."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QSpinBox

from app.store.repository import Store
from rules.post_battle import Award
from tests.ui.post_battle.steps import alone, child, draft_of, ids
from ui.post_battle.pages.casualties import CasualtiesPage


def test_the_casualties_page_alone_writes_the_draft(qtbot, store: Store, warband: int) -> None:
    w = ids(store, warband)
    draft = draft_of(store, warband)
    draft.battle.scenario = "wyrdstone_hunt"
    draft.set_took_part(w["Rolf"], False)
    page = alone(qtbot, CasualtiesPage, draft)
    assert page.findChild(QCheckBox, f"out:{w['Rolf']}") is None  # he did not fight
    child(page, QCheckBox, f"out:{w['Otto']}").setChecked(True)
    child(page, QCheckBox, f"out:{w['Brute']}").setChecked(True)
    child(page, QSpinBox, f"out:{w['Shooters']}").setValue(2)
    child(page, QSpinBox, f"enemies:{w['Hans']}").setValue(1)
    child(page, QSpinBox, f"award:wyrdstone_counter:{w['Hans']}").setValue(1)

    report = draft.report()
    assert report.heroes_out_of_action == (w["Otto"],)
    assert report.hired_swords_out_of_action == (w["Brute"],)
    assert report.henchmen_out_of_action == {w["Shooters"]: 2}
    assert report.enemies_out_of_action == {w["Hans"]: 1}
    assert report.awards == (Award("wyrdstone_counter", w["Hans"], 1),)
    child(page, QCheckBox, f"out:{w['Otto']}").setChecked(False)
    assert draft.report().heroes_out_of_action == ()
