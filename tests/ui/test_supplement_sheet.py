"""What a player of a supplement warband meets in the window: beasts without experience boxes."""

from __future__ import annotations

from app import usecases as uc


def group_row(window, name: str) -> int:
    model = window.sheet.models["henchmen"]
    for row in range(model.rowCount()):
        if model.index(row, 0).data() == name or name in str(model.index(row, 0).data()):
            return row
    raise AssertionError(name)


def night_goblins(window, store) -> int:
    wid = uc.create_warband(store, "night_goblins", "Moonfang").warband_id
    uc.hire(store, wid, "night_goblins.big_boss", "Skrag")
    uc.hire(store, wid, "night_goblins.night_goblin", "Stabbas", count=2)
    uc.hire(store, wid, "night_goblins.cave_squig", "Squigs", count=2)
    uc.hire_hired_sword(store, wid, "ogre_bodyguard", "Grom")
    window.session.warbandsListed.emit()
    window.session.open_warband(wid)
    return wid


def test_beasts_have_no_experience_boxes(window, demo_store) -> None:
    night_goblins(window, demo_store)
    panel = window.sheet.panel
    window.sheet.tables["henchmen"].selectRow(group_row(window, "Squigs"))
    assert "Squigs" in panel.heading.text()
    assert panel.experience_box.isHidden()
    window.sheet.tables["henchmen"].selectRow(group_row(window, "Stabbas"))
    assert "Stabbas" in panel.heading.text()
    assert not panel.experience_box.isHidden()
