"""The window on a 1366x768 laptop: the sheet's profile, experience and save on screen without
sideways scrolling, six heroes and five groups, every table as tall as its rows (the sheet
scrolls as one page when it must), docks that move and are remembered, long names shortened
with the whole on hover; the same at 200% scaling.

What is measured in pixels runs in a process of its own for each of the fonts of
tests/ui/fonts.py (a fontconfig file makes it the system's sans-serif), so it passes on any
machine; the tests here in the suite's process compare sizes with each other only."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDockWidget

from tests.ui.fonts import FONT_PACKAGES, font_environment, missing_font
from tests.ui.layout_probe import LONG_NAME, full_warband, measure

ROOT = Path(__file__).resolve().parents[2]
# A 1366x768 screen less a desktop panel (32 px) and the window's title bar (36 px).
LAPTOP = (1366, 700)


def make_window(qtbot, store, settings, lang="en"):
    from ui.main_window import MainWindow
    from ui.session import Session

    window = MainWindow(Session(store), settings, lang=lang)
    qtbot.addWidget(window)
    window.resize(*LAPTOP)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.fixture
def leave_english():
    yield
    # Qt's translators belong to the whole application: the next test starts in English.
    from ui.main_window import MainWindow

    for window in QCoreApplication.instance().topLevelWidgets():
        if isinstance(window, MainWindow):
            for translator in window._translators:
                QCoreApplication.removeTranslator(translator)


def every_row_shown(found: dict) -> bool:
    """No table hides a row: none scrolls inside the page, none under its sideways bar."""
    return not any(found["inner_scroll"].values()) and not any(found["hidden"].values())


def assert_every_row_shown(found: dict, where: str) -> None:
    assert found["inner_scroll"] == dict.fromkeys(found["inner_scroll"], 0), where
    assert found["hidden"] == {key: [] for key in found["hidden"]}, where


def settled(qtbot, window) -> dict:
    """What the window shows once its layout settled: the tables' heights follow their rows
    and scroll bars a round of events after the rows came (never, and this fails)."""
    qtbot.waitUntil(lambda: every_row_shown(measure(window)))
    return measure(window)


def assert_no_sideways_bar(found: dict, where: str) -> None:
    """Every column of every table readable without scrolling sideways (the lists of words
    and long names shortened, whole on hover)."""
    assert found["sideways"] == dict.fromkeys(found["sideways"], False), where


def assert_fits(found: dict, *, whole_width: bool) -> None:
    for kind, columns in found["columns"].items():
        hidden = [key for key, shown in columns.items() if not shown]
        assert hidden == [], f"{kind}: columns out of sight: {hidden}"
    assert_every_row_shown(found, "the full warband")
    assert found["rows"]["hero"][:6] == [True] * 6, "six heroes on screen"
    assert found["rows"]["henchmen"] == [True] * 5, "five henchmen groups on screen"
    assert found["rows"]["hired_sword"] == [True]
    assert not found["panel_cut_off"], "the warrior panel is cut off at the right"
    assert len(found["warbands"]) == 5  # the demo's four and the full one
    for name, warband in found["warbands"].items():
        assert_every_row_shown(warband, name)
        if whole_width:
            assert_no_sideways_bar(warband, name)
    if whole_width:
        assert_no_sideways_bar(found, "the full warband")


@pytest.mark.parametrize("scale", ["1", "2"], ids=["100%", "200%"])
@pytest.mark.parametrize("family", FONT_PACKAGES)
def test_the_sheet_fits_a_laptop(demo_copy, tmp_path, family, scale) -> None:
    """Six heroes, five groups and a hired sword on a 1366x768 laptop with the columns up to
    the save, every row of every demo warband shown, in English and Russian, at 100% and 200%,
    with each system font: a process of its own, as the font (fontconfig) and QT_SCALE_FACTOR
    are read when the application starts."""
    environment = {**font_environment(tmp_path, family), "QT_SCALE_FACTOR": scale}
    probe = ["tests.ui.layout_probe", str(demo_copy), *map(str, LAPTOP), "en", "ru"]
    done = subprocess.run(
        [sys.executable, "-m", *probe],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=180,
        check=True,
    )
    found = json.loads(done.stdout.strip().splitlines()[-1])
    if family not in found["installed"]:
        missing_font(family)
    assert found["font"] == family, "fontconfig gave the window another font"
    for lang in ("en", "ru"):
        assert found["langs"][lang]["window"] == list(LAPTOP)
        # At 200% a laptop is 683 pixels wide: the lists of words may scroll there.
        assert_fits(found["langs"][lang], whole_width=scale == "1")


def test_list_and_panel_are_docks_that_close_move_and_are_remembered(
    qtbot, store, settings
) -> None:
    from ui.main_window import MainWindow
    from ui.session import Session

    window = make_window(qtbot, store, settings)
    assert isinstance(window.list_dock, QDockWidget)
    assert window.list_dock.widget().isAncestorOf(window.list_view)
    assert window.panel_dock.widget() is window.sheet.panel
    view = [action.text() for action in window.view_menu.actions()]
    assert view == ["Warbands", "Warrior"]
    sheet_width = window.sheet.width()
    window.view_menu.actions()[0].trigger()  # View > Warbands: the list closes
    qtbot.waitUntil(lambda: window.sheet.width() > sheet_width)
    assert window.list_dock.isHidden()
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, window.panel_dock)
    window.close()

    again = MainWindow(Session(store), settings)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    assert again.list_dock.isHidden()
    assert not again.view_menu.actions()[0].isChecked()
    assert again.dockWidgetArea(again.panel_dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    again.view_menu.actions()[0].trigger()
    assert again.list_dock.isVisible()


def test_long_names_are_shortened_and_whole_on_hover(qtbot, store, settings) -> None:
    from app import usecases as uc

    window = make_window(qtbot, store, settings)
    warband_id = full_warband(store)
    uc.rename_warband(store, warband_id, LONG_NAME)
    window.refresh_list()
    window.open_warband(warband_id)
    qtbot.wait(1)
    title = window.sheet.title
    assert title.text() == LONG_NAME
    assert title.is_elided() and title.toolTip() == LONG_NAME
    assert window.sheet.width() < window.width()  # the title did not widen the window
    table = window.sheet.tables["hero"]
    name = table.model().index(0, 0)
    assert table.visualRect(name).width() < table.fontMetrics().horizontalAdvance(LONG_NAME)
    assert name.data(Qt.ItemDataRole.ToolTipRole) == LONG_NAME
    row = window.warbands.row_of(warband_id)
    assert LONG_NAME in window.warbands.index(row, 0).data(Qt.ItemDataRole.ToolTipRole)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_selecting_a_warrior_moves_nothing(qtbot, store, settings, lang, leave_english) -> None:
    """The warrior panel is as wide with nobody selected as with a warrior: the sheet's
    columns stay where they are when the player clicks a row."""
    window = make_window(qtbot, store, settings, lang)
    window.open_warband(full_warband(store))
    qtbot.wait(1)
    table = window.sheet.tables["hero"]
    save = table.model().columns().index("save")

    def places() -> tuple[int, int]:
        return window.panel_dock.width(), table.horizontalHeader().sectionViewportPosition(save)

    before = places()
    for kind in ("hero", "henchmen", "hired_sword"):
        window.sheet.tables[kind].selectRow(0)
        qtbot.wait(1)
        assert places() == before, kind


def test_a_low_window_scrolls_the_sheet_as_one_page(qtbot, store, settings) -> None:
    """Too low for the whole sheet: the page scrolls, no table scrolls inside it, and a row
    the player moves to with the keyboard is scrolled into sight."""
    window = make_window(qtbot, store, settings)
    window.resize(LAPTOP[0], 300)
    window.open_warband(full_warband(store))
    found = settled(qtbot, window)
    assert window.sheet.verticalScrollBar().maximum() > 0
    assert found["rows"]["hero"][0] and not found["rows"]["henchmen"][-1]
    groups = window.sheet.tables["henchmen"]
    groups.setFocus()
    groups.setCurrentIndex(groups.model().index(0, 0))
    for _ in range(3):
        qtbot.keyClick(groups, Qt.Key.Key_Down)
    assert groups.currentIndex().row() == 3
    qtbot.waitUntil(lambda: measure(window)["rows"]["henchmen"][3])


def test_a_narrow_window_hides_no_row_under_the_sideways_bar(qtbot, store, settings) -> None:
    window = make_window(qtbot, store, settings)
    window.resize(900, LAPTOP[1])
    window.open_warband(full_warband(store))
    tables = window.sheet.tables.values()
    qtbot.waitUntil(lambda: all(table.horizontalScrollBar().isVisible() for table in tables))
    settled(qtbot, window)


def test_empty_parts_of_the_sheet_shrink_to_a_line(qtbot, demo_store, settings) -> None:
    """A warband with no hired sword, an empty stash and no problems: each is one line high,
    the room under them stays empty rather than widening the lists."""
    window = make_window(qtbot, demo_store, settings)
    window.open_warband(demo_store.find("Clan Eshin Shadowclaws"))
    sheet = window.sheet
    assert sheet.tables["hired_sword"].model().rowCount() == 0
    assert sheet.stash.count() == 0 and sheet.problems.count() == 1
    settled(qtbot, window)
    line = sheet.fontMetrics().height()
    hired = sheet.tables["hired_sword"]
    assert hired.height() == hired.horizontalHeader().height() + 2 * hired.frameWidth()
    parts = (sheet.stash, sheet.problems)
    qtbot.waitUntil(lambda: all(line < part.height() < 2 * line for part in parts))
    assert sheet.verticalScrollBar().maximum() == 0
    page = sheet.widget()
    assert sheet.problems.geometry().bottom() < page.height() - 4 * line  # room left below


def test_a_long_type_shows_whole_where_there_is_room_and_on_hover(
    qtbot, store, settings, leave_english
) -> None:
    """«Капитан охотников на ведьм» is not cut to «Капитан охотнико…» when the sheet has room
    (the type's width was capped at 18 characters); where it has not, its end is elided, the
    whole on hover, the column can be widened, and nothing scrolls sideways."""
    from PySide6.QtWidgets import QHeaderView

    from app import usecases as uc

    window = make_window(qtbot, store, settings, "ru")
    warband = uc.create_warband(store, "witch_hunters", "Templars").warband_id
    uc.hire(store, warband, "witch_hunter_captain", "Marius")
    window.refresh_list()
    window.open_warband(warband)
    table = window.sheet.tables["hero"]
    column = table.model().columns().index("type")
    cell = table.model().index(0, column)
    whole = cell.data(Qt.ItemDataRole.DisplayRole)
    assert whole == "Капитан охотников на ведьм"
    wide = table.fontMetrics().horizontalAdvance(whole)
    window.resize(1920, 1000)  # room: the whole type
    qtbot.waitUntil(lambda: table.visualRect(cell).width() >= wide)
    window.resize(*LAPTOP)  # a laptop in Russian: shortened, whole on hover, widened at will
    qtbot.waitUntil(lambda: table.visualRect(cell).width() < wide)
    assert cell.data(Qt.ItemDataRole.ToolTipRole) == whole
    header = table.horizontalHeader()
    assert header.sectionResizeMode(column) == QHeaderView.ResizeMode.Interactive
    assert table.textElideMode() == Qt.TextElideMode.ElideRight
    assert not table.horizontalScrollBar().isVisible()


def _lines_needed(table, index) -> int:
    """How many lines the cell's words take wrapped at its width (less the margins the style
    draws its text inside)."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QStyle

    margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
    width = table.visualRect(index).width() - 2 * margin
    text = index.data(Qt.ItemDataRole.DisplayRole)
    wrapped = table.fontMetrics().boundingRect(
        QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, text
    )
    return round(wrapped.height() / table.fontMetrics().lineSpacing())


def test_a_long_type_and_kit_wrap_onto_a_second_line_on_a_laptop(
    qtbot, store, settings, leave_english
) -> None:
    """In Russian on a laptop «Капитан охотников на ведьм» does not fit its column on one line:
    its row grows to a second line and shows it whole (it was cut to «Капитан охот…»); a row
    whose words fit stays one line; a row never grows past two lines, however long its kit, so
    the whole warband stays on screen, and it grows when the kit does."""
    from app import usecases as uc
    from ui.roster.sheet import ROW_LINES

    window = make_window(qtbot, store, settings, "ru")
    warband = uc.create_warband(store, "witch_hunters", "Templars").warband_id
    uc.set_treasury(store, warband, 2000)
    captain = uc.hire(store, warband, "witch_hunter_captain", "Marius").details.warrior_id
    uc.hire(store, warband, "zealots", "Ян", count=1)
    window.refresh_list()
    window.open_warband(warband)
    heroes, groups = window.sheet.tables["hero"], window.sheet.tables["henchmen"]
    kind = heroes.model().columns().index("type")
    cell = heroes.model().index(0, kind)
    line = heroes.fontMetrics().lineSpacing()
    assert heroes.visualRect(cell).width() < heroes.fontMetrics().horizontalAdvance(
        cell.data(Qt.ItemDataRole.DisplayRole)
    )
    qtbot.waitUntil(lambda: heroes.rowHeight(0) >= 2 * line)
    assert _lines_needed(heroes, cell) == 2  # whole on two lines
    assert groups.rowHeight(0) < 2 * line  # «Ян», «Фанатики»: one line
    for item in ("dagger", "sword", "axe", "light_armour", "shield", "helmet", "crossbow"):
        window.session.run(uc.buy, warband, captain, item)
    kit = heroes.model().index(0, heroes.model().columns().index("equipment"))
    qtbot.waitUntil(lambda: _lines_needed(heroes, kit) > ROW_LINES)
    assert heroes.rowHeight(0) <= ROW_LINES * line + 8


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_warrior_panel_starts_as_narrow_as_its_words_allow(
    qtbot, store, settings, lang, leave_english
) -> None:
    """On a first start (no layout saved) the warrior panel is as wide as its widest row of
    words and buttons and no wider (it was 46 average characters, some 70 pixels more in
    Russian), so the sheet between the docks has that room for its lists of kit and skills;
    nothing of the panel is cut off."""
    window = make_window(qtbot, store, settings, lang)
    dock = window.panel_dock
    qtbot.waitUntil(lambda: dock.width() > 0)
    assert dock.width() == dock.minimumSizeHint().width()
    panel = window.sheet.panel
    assert panel.widget().width() <= panel.viewport().width()


def test_the_narrow_warrior_panel_shows_a_heros_whole_row_of_experience_boxes(
    qtbot, store, settings
) -> None:
    """The panel as narrow as its words allow still shows a hero's whole row of fifteen
    experience boxes: the boxes count in its width whoever is selected (nobody, at first
    start, has no boxes; at 200% with Noto Sans the last box was cut off)."""
    from app import usecases as uc
    from ui.widgets.experience import PER_ROW, ExperienceBoxes

    window = make_window(qtbot, store, settings)
    boxes = window.sheet.panel.findChild(ExperienceBoxes)
    assert boxes.minimumSizeHint().width() >= PER_ROW * 15  # before any warrior is shown
    warband = uc.create_warband(store, "witch_hunters", "Templars").warband_id
    uc.hire(store, warband, "witch_hunter_captain", "Marius")
    window.refresh_list()
    window.open_warband(warband)
    window.sheet.tables["hero"].selectRow(0)
    qtbot.waitUntil(lambda: boxes.isVisible())
    qtbot.waitUntil(lambda: boxes.width() >= boxes.sizeHint().width())
    assert boxes.sizeHint().width() >= PER_ROW * 15
