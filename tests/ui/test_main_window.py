"""The main window driven as a player uses it, offscreen."""

import sqlite3

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QSpinBox

from app import usecases as uc
from ui.roster.models import WarriorRole


def dump(store) -> list[str]:
    path = store.database.path
    with sqlite3.connect(path) as connection:
        return list(connection.iterdump())


def open_named(window, name: str) -> None:
    for row in range(window.warbands.rowCount()):
        if window.warbands.summary(row).name == name:
            window.list_view.selectRow(row)
            return
    raise AssertionError(name)


def hero_row(window, name: str) -> int:
    model = window.sheet.models["hero"]
    for row in range(model.rowCount()):
        if model.index(row, 0).data(WarriorRole).name == name:
            return row
    raise AssertionError(name)


def test_lists_the_demo_campaign(window) -> None:
    names = {window.warbands.summary(r).name for r in range(window.warbands.rowCount())}
    assert "The Grey Wolves of Altdorf" in names and len(names) == 4
    open_named(window, "The Grey Wolves of Altdorf")
    assert window.sheet.title.text() == "The Grey Wolves of Altdorf"
    assert window.sheet.models["hero"].rowCount() == 3
    assert "Rating: 83" in window.sheet.figures["rating"].text()


def test_edit_a_profile_cell_and_refuse_one_above_the_maximum(window, demo_store, qtbot) -> None:
    open_named(window, "The Grey Wolves of Altdorf")
    table = window.sheet.tables["hero"]
    model = window.sheet.models["hero"]
    row = hero_row(window, "Young Karl")
    ws = model.index(row, model.profile_column("WS"))
    # Type a new value into the cell as a player does: select it, type, press Enter.
    table.setFocus()
    table.setCurrentIndex(ws)
    table.edit(ws)
    editor = table.viewport().findChild(QSpinBox)
    assert editor is not None
    editor.setFocus()
    editor.selectAll()
    qtbot.keyClicks(editor, "3")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: model.index(row, model.profile_column("WS")).data() == 3)
    assert model.index(row, model.profile_column("WS")).data() == 3
    karl = demo_store.load(window.session.current.id).warrior("Young Karl")
    assert karl.profile_changes[-1].characteristic == "WS"

    before = dump(demo_store)
    s_cell = model.index(row, model.profile_column("S"))
    assert model.setData(s_cell, 5) is False  # human maximum S 4
    assert "racial maximum is 4" in window.message.text()
    assert dump(demo_store) == before
    assert model.index(row, model.profile_column("S")).data() == 3


def test_illegal_buy_is_refused_and_changes_nothing(window, demo_store) -> None:
    open_named(window, "The Grey Wolves of Altdorf")
    window.session.run_on_current(uc.set_treasury, 0)
    table = window.sheet.tables["hero"]
    table.selectRow(hero_row(window, "Young Karl"))
    panel = window.sheet.panel
    before = dump(demo_store)
    panel.kit_box.buy_choice.setCurrentIndex(panel.kit_box.buy_choice.findData("sword"))
    panel.kit_box.buy_button.click()
    assert "treasury holds 0 gc" in window.message.text()
    assert dump(demo_store) == before


def test_click_experience_past_a_bold_box_then_undo_and_redo(window, demo_store, qtbot) -> None:
    open_named(window, "The Grey Wolves of Altdorf")
    window.sheet.tables["hero"].selectRow(hero_row(window, "Young Karl"))
    panel = window.sheet.panel
    boxes = panel.experience_box.experience
    assert not panel.experience_box.advance_button.isEnabled()
    qtbot.mouseClick(boxes, Qt.MouseButton.LeftButton, pos=boxes.box_rect(2).center())
    karl = demo_store.load(window.session.current.id).warrior("Young Karl")
    assert karl.experience == 2
    assert boxes.experience() == 2
    assert panel.experience_box.advance_button.isEnabled()  # the bold box at 2 was crossed
    assert "Advances owed: 1" in panel.experience_box.owed.text()

    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert demo_store.load(window.session.current.id).warrior("Young Karl").experience == 0
    qtbot.keyClick(
        window,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert demo_store.load(window.session.current.id).warrior("Young Karl").experience == 2


def test_switch_language(window) -> None:
    open_named(window, "Clan Eshin Shadowclaws")
    window.russian_action.trigger()
    assert window.sheet.figures["type"].text() == "Скавены клана Эшин"
    model = window.sheet.models["hero"]
    assert model.index(0, 1).data() == "Адепт-ассасин"
    assert window.settings.value("language") == "ru"
    assert window.file_menu.title() == "&Файл"
    window.english_action.trigger()
    assert window.sheet.figures["type"].text() == "Skaven of Clan Eshin"
    assert window.file_menu.title() == "&File"


def test_remembers_the_last_warband_and_layout(window, demo_store, settings, qtbot) -> None:
    from ui.main_window import MainWindow
    from ui.session import Session

    open_named(window, "Sisters of the Rock")
    window.close()
    assert settings.contains("geometry")
    again = MainWindow(Session(demo_store), settings)
    qtbot.addWidget(again)
    assert again.session.current.name == "Sisters of the Rock"
    # Where the docks are: tests/ui/test_window_layout.py moves them and opens again.
    assert settings.value("window_state") is not None


def test_group_size_and_stash(window, demo_store) -> None:
    open_named(window, "The Grey Wolves of Altdorf")
    model = window.sheet.models["henchmen"]
    window.sheet.tables["henchmen"].selectRow(0)
    panel = window.sheet.panel
    group = panel.warrior()
    assert group is not None and group.kind == "henchmen"
    panel.kit_box.kit.setCurrentRow(group.equipment.index("bow"))
    panel.kit_box.stash_button.click()
    state = demo_store.load(window.session.current.id)
    assert state.stash.count("bow") == group.count
    assert window.sheet.stash.count() == group.count
    assert model.rowCount() == 2


def test_keyboard_focus_on_experience(window, demo_store, qtbot) -> None:
    open_named(window, "The Grey Wolves of Altdorf")
    window.sheet.tables["hero"].selectRow(hero_row(window, "Young Karl"))
    boxes = window.sheet.panel.experience_box.experience
    boxes.setFocus()
    qtbot.keyClick(boxes, Qt.Key.Key_Right)
    assert demo_store.load(window.session.current.id).warrior("Young Karl").experience == 1
    assert boxes.point_at(QPoint(-5, -5)) is None


def test_add_and_remove_a_skill_from_the_allowed_lists(window, demo_store) -> None:
    open_named(window, "The Grey Wolves of Altdorf")
    window.sheet.tables["hero"].selectRow(hero_row(window, "Otto the Axe"))
    panel = window.sheet.panel
    choice = panel.skills_box.skill_choice
    offered = [choice.itemData(n) for n in range(choice.count())]
    assert "mighty_blow" in offered and "streetwise" not in offered  # champions: no academic
    choice.setCurrentIndex(offered.index("mighty_blow"))
    panel.skills_box.add_skill_button.click()
    otto = demo_store.load(window.session.current.id).warrior("Otto the Axe")
    assert otto.skills == ["mighty_blow"]
    assert "mighty_blow" not in [choice.itemData(n) for n in range(choice.count())]
    panel.skills_box.skills.setCurrentRow(0)
    panel.skills_box.remove_skill_button.click()
    assert demo_store.load(window.session.current.id).warrior("Otto the Axe").skills == []


def test_problems_panel_in_russian(window, demo_store) -> None:
    open_named(window, "The Grey Wolves of Altdorf")
    # Nobody left to take command: every hero goes (one alone would succeed the captain).
    for hero in list(window.session.current.heroes):
        window.session.run_on_current(uc.dismiss, hero.id)
    assert "no leader" in window.sheet.problems.item(0).text()
    window.russian_action.trigger()
    assert window.sheet.problems.item(0).text().startswith("У отряда нет командира")


def test_a_long_problem_wraps_to_the_lists_width(window, qtbot) -> None:
    """A problem is a sentence the player reads whole: it wraps, it never scrolls sideways."""
    open_named(window, "The Grey Wolves of Altdorf")
    window.show()
    for hero in list(window.session.current.heroes):
        window.session.run_on_current(uc.dismiss, hero.id)
    problems = window.sheet.problems
    problems.resize(260, 200)  # narrower than the no-leader sentence
    qtbot.waitUntil(lambda: problems.viewport().width() < 260)
    wanted = problems.fontMetrics().horizontalAdvance(problems.item(0).text())
    assert wanted > problems.viewport().width()
    shown = problems.visualItemRect(problems.item(0))
    assert shown.width() <= problems.viewport().width()
    assert shown.height() >= 2 * problems.fontMetrics().height()  # wrapped onto lines
    assert problems.horizontalScrollBar().maximum() == 0


def test_start_up_and_a_language_switch_read_the_warband_list_once(
    qtbot, demo_store, settings, monkeypatch
) -> None:
    """The list of a big campaign is read once when the window opens; switching the language
    only repaints it in new words."""
    from PySide6.QtCore import QCoreApplication

    from ui.main_window import MainWindow
    from ui.session import Session

    reads = []
    listed = demo_store.list_warbands
    monkeypatch.setattr(demo_store, "list_warbands", lambda *a, **k: reads.append(1) or listed())
    settings.setValue("language", "en")
    win = MainWindow(Session(demo_store), settings)
    qtbot.addWidget(win)
    assert len(reads) == 1
    row = next(r for r in range(win.warbands.rowCount()) if win.warbands.summary(r).type_id)
    type_id = win.warbands.summary(row).type_id
    win.set_language("ru")
    try:
        assert len(reads) == 1
        russian = demo_store.ruleset.warbands[type_id].name.get("ru")
        assert win.warbands.index(row, 1).data() == russian
    finally:
        for translator in win._translators:
            QCoreApplication.removeTranslator(translator)


def test_the_warrior_panel_makes_a_hero_the_leader(window, demo_store) -> None:
    wid = uc.create_warband(demo_store, "lustrian_reavers", "Jungle Rats").warband_id
    uc.hire(demo_store, wid, "lustrian_reavers.conqueror", "Vasco")
    uc.hire(demo_store, wid, "lustrian_reavers.jungle_shadow", "Nadia")
    window.session.warbandsListed.emit()
    window.session.open_warband(wid)
    window.sheet.tables["hero"].selectRow(hero_row(window, "Nadia"))
    panel = window.sheet.panel
    assert panel.lead_button.isVisible() and panel.lead_button.isEnabled()
    assert panel.lead_button.text() == "Make leader"
    panel.lead_button.click()
    assert demo_store.load(wid).leader_id == window.session.current.warrior("Nadia").id
    assert panel.lead_button.text() == "Leads the warband" and not panel.lead_button.isEnabled()
    model = window.sheet.models["hero"]
    skills = model.index(hero_row(window, "Nadia"), model.columns().index("skills")).data()
    assert skills.startswith("Leader")
    window.session.undo()
    assert demo_store.load(wid).leader_id == ""


def test_a_new_window_fits_the_screen(qtbot, store, settings) -> None:
    """With no saved size the window opens within the screen's free area (a laptop)."""
    from PySide6.QtGui import QGuiApplication

    from ui.main_window import MainWindow
    from ui.plumbing.window_size import FRAME_ALLOWANCE
    from ui.session import Session

    window = MainWindow(Session(store), settings)
    qtbot.addWidget(window)
    free = QGuiApplication.primaryScreen().availableGeometry()
    assert free.width() < 1400 or free.height() < 860  # the offscreen screen is small
    # room is left for a title bar: the size of the free area put the status line below it
    room = free.size() - FRAME_ALLOWANCE
    assert window.width() <= room.width() and window.height() <= room.height()


def test_a_shown_window_is_kept_inside_the_screen(qtbot, store, settings) -> None:
    """A window larger than the screen, or placed past its edge (a size saved on a larger
    screen, a window manager's placement), is shrunk and moved until all of it is on it."""
    from PySide6.QtGui import QGuiApplication

    from ui.main_window import MainWindow
    from ui.plumbing.window_size import keep_on_screen
    from ui.session import Session

    window = MainWindow(Session(store), settings)
    qtbot.addWidget(window)
    free = QGuiApplication.primaryScreen().availableGeometry()
    window.show()
    window.resize(free.width() + 300, free.height() + 200)
    window.move(free.x() + 150, free.y() + 100)
    qtbot.wait(10)
    assert not free.contains(window.frameGeometry())
    keep_on_screen(window)
    qtbot.waitUntil(lambda: free.contains(window.frameGeometry()))
    assert window.frameGeometry().topLeft() == free.topLeft()


def test_the_sheet_names_the_warbands_own_rules_with_their_texts(window, demo_store) -> None:
    """The warband's rules (every Dwarf is Hard to Kill) under the header, each text on hover;
    none for a warband whose rules are all its warriors' own."""
    uc.create_warband(demo_store, "dwarf_treasure_hunters", "Deep Delvers")
    window.session.warbandsListed.emit()
    open_named(window, "Deep Delvers")
    rules = window.sheet.warband_rules
    hard_to_kill = demo_store.ruleset.special_rules["hard_to_kill"]
    assert not rules.isHidden() and rules.text().startswith("Warband rules: Hard to Kill")
    assert hard_to_kill.text.en[:30] in rules.toolTip()
    window.russian_action.trigger()
    assert rules.text().startswith("Правила отряда: Живучий")
    open_named(window, "Sisters of the Rock")  # the Sisters' rules are each sister's own
    assert rules.isHidden() and rules.toolTip() == ""


def test_a_long_type_name_leaves_every_figure_whole_on_a_laptop(window, demo_store, qtbot) -> None:
    """At 1366x768 in Russian, the Dwarfs' long type name beside the figures cut none of them
    (the treasury read «Казна: 3…» while the last columns stood half empty)."""
    uc.create_warband(demo_store, "dwarf_treasure_hunters", "Deep Delvers")
    window.session.warbandsListed.emit()
    window.russian_action.trigger()
    open_named(window, "Deep Delvers")
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    for key, figure in window.sheet.figures.items():
        assert not figure.is_elided(), (key, figure.text(), figure.width())
