"""The window's menu entries that open a dialog, a window or an export come from one list
(ui/features.py): a feature registered there is an entry in its menu, run with the window."""

from __future__ import annotations

from PySide6.QtGui import QAction

from ui import features
from ui.features import FEATURES, Feature

OPENED: list[object] = []


def open_test_export(window: object) -> None:
    OPENED.append(window)


def test_a_registered_export_is_an_entry_of_the_file_menu_run_with_the_window(
    qtbot, demo_store, settings, monkeypatch
) -> None:
    from ui.main_window import MainWindow
    from ui.session import Session

    run = f"{__name__}:open_test_export"
    new = Feature("export", "exportTestAction", "Export for a &test...", run)
    monkeypatch.setattr(features, "FEATURES", [*FEATURES, new])
    settings.setValue("language", "en")
    window = MainWindow(Session(demo_store), settings)
    qtbot.addWidget(window)
    entries = [action.objectName() for action in window.file_menu.actions()]
    assert entries.index("exportPdfAction") < entries.index("exportTestAction")
    assert entries.index("exportTestAction") < entries.index("printAction")
    action = window.findChild(QAction, "exportTestAction")
    assert action.text() == "Export for a &test..."
    action.trigger()
    assert [window] == OPENED


def test_every_feature_is_in_its_menu_in_both_languages_and_its_function_is_found(window) -> None:
    for feature in FEATURES:
        menu = window.file_menu if feature.place in ("new", "export") else window.settings_menu
        action = window.findChild(QAction, feature.name)
        assert action in menu.actions() and action.text() == feature.text
        assert callable(feature.load()), feature.run
    window.russian_action.trigger()
    for feature in FEATURES:
        russian = window.findChild(QAction, feature.name).text()
        assert russian != feature.text and not russian.isascii(), feature.name
