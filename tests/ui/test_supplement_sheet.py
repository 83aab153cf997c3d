"""What a player of a supplement warband meets in the window: beasts without experience boxes."""

from __future__ import annotations

from PySide6.QtCore import Qt

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
    assert panel.kit_box.isHidden()  # a Cave Squig carries nothing
    window.sheet.tables["henchmen"].selectRow(group_row(window, "Stabbas"))
    assert "Stabbas" in panel.heading.text()
    assert not panel.experience_box.isHidden() and not panel.kit_box.isHidden()


def test_rolled_characteristics_show_their_dice_until_fixed(window, demo_store) -> None:
    wid = uc.create_warband(demo_store, "marauders_of_chaos", "Ravagers").warband_id
    uc.set_treasury(demo_store, wid, 1000)
    uc.hire(demo_store, wid, "marauders_of_chaos.condemned", "Gorth")
    uc.hire(demo_store, wid, "marauders_of_chaos.spawn_of_chaos", "Spawn")
    window.session.warbandsListed.emit()
    window.session.open_warband(wid)
    heroes, groups = window.sheet.models["hero"], window.sheet.models["henchmen"]

    def cell(model, key):
        return model.index(0, model.profile_column(key))

    assert [cell(groups, k).data() for k in ("M", "WS", "A")] == ["2D6", 3, "D6+1"]
    assert [cell(heroes, k).data() for k in ("WS", "BS", "S", "T", "A")] == [
        "D6", 3, "D6", "D6", "D3"
    ]  # fmt: skip
    assert "D6" in cell(heroes, "WS").data(Qt.ItemDataRole.ToolTipRole)
    assert cell(groups, "M").data(Qt.ItemDataRole.FontRole) is None  # not "at its maximum"
    # The player fixes the rolled WS at 4: the number replaces the dice.
    assert heroes.setData(cell(heroes, "WS"), 4)
    assert cell(heroes, "WS").data() == 4 and cell(heroes, "S").data() == "D6"
    window.session.undo()
    assert cell(heroes, "WS").data() == "D6"


def test_the_grade_and_book_show_on_the_sheet_and_in_the_list(window, demo_store) -> None:
    wid = night_goblins(window, demo_store)
    origin = window.sheet.origin
    assert origin.text() == ("Grade 1c · Terry Maltman's warband (Mordheimer's Information Centre)")
    row = window.warbands.row_of(wid)
    tooltip = window.warbands.index(row, 1).data(Qt.ItemDataRole.ToolTipRole)
    assert tooltip.splitlines() == ["Night Goblins", origin.text()]
    open_named_grey_wolves(window)
    assert origin.text() == "Core rules · Mordheim rulebook (2002)"
    window.set_language("ru")
    try:
        assert origin.text() == "Основные правила · Книга правил Мордхейма (2002)"
        tooltip = window.warbands.index(row, 1).data(Qt.ItemDataRole.ToolTipRole)
        assert tooltip.splitlines()[1].startswith("Класс 1c · Отряд Терри Малтмана")
    finally:
        window.set_language("en")


def open_named_grey_wolves(window) -> None:
    for row in range(window.warbands.rowCount()):
        if window.warbands.summary(row).name == "The Grey Wolves of Altdorf":
            window.list_view.selectRow(row)
            return
    raise AssertionError("the demo's Reikland warband")


def test_the_hire_dialog_buys_mutations_priced_by_the_use_case(window, demo_store, qtbot) -> None:
    from ui.wizards.hire_dialog import HireDialog

    wid = uc.create_warband(demo_store, "court_of_the_profane_pleasures", "Velvet").warband_id
    window.session.warbandsListed.emit()
    window.session.open_warband(wid)
    dialog = HireDialog(window.session, "en", window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.recruits.select_type("court_of_the_profane_pleasures.devout")
    grid = dialog.editor.kit
    marks = {row.item_id for row in grid.rows if row.kind == "mutation"}
    assert marks == {"extra_arm", "tentacle", "great_claw"}
    grid.button_of("great_claw").click()
    assert dialog.editor.subtotal.text() == "115 gc"  # 65 + the Great Claw's 50
    grid.button_of("tentacle").click()
    assert "at most 1 at hire" in dialog.editor.subtotal.text()  # one line, from the rules
    dialog.accept()  # refused: nothing hired, the dialog stays open
    assert demo_store.load(wid).warriors == [] and "at most 1" in window.message.text()
    grid.button_of("tentacle", more=False).click()
    dialog.editor.name.setText("Lysandra")
    dialog.accept()
    devout = demo_store.load(wid).warrior("Lysandra")
    assert devout.mutations == ["great_claw"] and demo_store.load(wid).treasury == 500 - 115
    window.session.undo()
    assert demo_store.load(wid).warriors == [] and demo_store.load(wid).treasury == 500
    # A henchman type buys none.
    dialog.recruits.select_type("court_of_the_profane_pleasures.wretch")
    assert not [row for row in grid.rows if row.kind == "mutation"]
