"""The window on a 1366x768 laptop: the sheet's profile, experience and save on screen without
sideways scrolling, six heroes and four groups, docks that move and are remembered, long names
shortened with the whole on hover; the same at 200% scaling."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDockWidget

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


def assert_fits(found: dict) -> None:
    for kind, columns in found["columns"].items():
        hidden = [key for key, shown in columns.items() if not shown]
        assert hidden == [], f"{kind}: columns out of sight: {hidden}"
    assert found["rows"]["hero"][:6] == [True] * 6, "six heroes on screen"
    assert found["rows"]["henchmen"][:4] == [True] * 4, "four henchmen groups on screen"
    assert found["rows"]["hired_sword"] == [True]
    assert not found["panel_cut_off"], "the warrior panel is cut off at the right"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_sheet_fits_a_laptop(qtbot, store, settings, lang, leave_english) -> None:
    window = make_window(qtbot, store, settings, lang)
    window.open_warband(full_warband(store))
    window.sheet.tables["hero"].selectRow(0)
    qtbot.wait(1)
    assert_fits(measure(window))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_sheet_fits_a_laptop_at_200_percent(empty_copy, lang) -> None:
    """QT_SCALE_FACTOR is read when the application starts: a process of its own."""
    environment = {**os.environ, "QT_SCALE_FACTOR": "2", "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "tests.ui.layout_probe", str(empty_copy), *map(str, LAPTOP), lang],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found["window"] == list(LAPTOP)
    assert_fits(found)


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
