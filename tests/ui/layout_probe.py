"""What a player sees of the sheet in a window of a given size: which columns and rows lie
inside their tables' viewports, and whether the warrior panel is cut off.

Used by tests/ui/test_window_layout.py in a process of its own, where the system font
(FONTCONFIG_FILE, tests/ui/fonts.py) and the scaling (QT_SCALE_FACTOR) are set before the
application starts; it adds the full warband to DATABASE and prints what it measured in a
window of WIDTH x HEIGHT in each language, as one line of JSON:

    QT_SCALE_FACTOR=2 python -m tests.ui.layout_probe DATABASE WIDTH HEIGHT en ru
"""

from __future__ import annotations

import json
import sys
from typing import Any, cast

from app import usecases as uc
from app.store.repository import Store
from rules.models import Lang

LONG_NAME = "Grimgrizzle Ratsbane the Unspeakably Patient, Keeper of the Seventh Sewer Gate"
HEROES = [  # a whole Clan Eshin hero roster: six heroes
    ("assassin_adept", LONG_NAME),
    ("eshin_sorcerer", "Vrask"),
    ("black_skaven", "Gnaw"),
    ("black_skaven", "Snikch"),
    ("night_runner", "Squeak"),
    ("night_runner", "Skulk"),
]
GROUPS = [("verminkin", 3), ("verminkin", 2), ("giant_rats", 3), ("giant_rats", 2), ("rat_ogre", 1)]


FULL_NAME = "Clan Eshin of the Long Names"


def full_warband(store: Store) -> int:
    """A Clan Eshin warband with six heroes, five henchmen groups and a hired sword, hired
    through the use cases; the first hero has a long name and a full kit."""
    warband_id = uc.create_warband(store, "skaven", FULL_NAME).warband_id
    uc.set_treasury(store, warband_id, 5000)
    for type_id, name in HEROES:
        uc.hire(store, warband_id, type_id, name, spells=None)
    for n, (type_id, count) in enumerate(GROUPS):
        uc.hire(store, warband_id, type_id, f"Pack {n + 1}", count=count)
    uc.hire_hired_sword(store, warband_id, "warlock")
    state = store.load(warband_id)
    adept = state.warrior(LONG_NAME).id
    for item in ("dagger", "sword", "light_armour", "buckler", "helmet", "sling"):
        uc.buy(store, warband_id, adept, item)
    return warband_id


def inside(outer: Any, inner: Any) -> bool:
    return bool(outer.contains(inner.topLeft()) and outer.contains(inner.bottomRight()))


def _rows(window: Any, table: Any) -> tuple[list[bool], list[int]]:
    """Each row on screen or not (inside its table and inside the sheet's visible part of the
    page, without scrolling it), and the rows its table hides (under an inner scroll, under the
    sideways scroll bar): a table shows every row it has, the page scrolls when it must."""
    model, view = table.model(), table.viewport().rect()
    sheet = window.sheet.viewport()
    on_screen, hidden = [], []
    for row in range(model.rowCount()):
        rect = table.visualRect(model.index(row, 0))
        in_table = inside(view, rect)
        rect.moveTopLeft(table.viewport().mapTo(sheet, rect.topLeft()))
        on_screen.append(in_table and inside(sheet.rect(), rect))
        if not in_table:
            hidden.append(row)
    return on_screen, hidden


def measure(window: Any) -> dict[str, Any]:
    """Columns up to Save and the rows of each table, each inside its viewport or not; the
    warrior panel's contents against its width."""
    found: dict[str, Any] = {
        "columns": {}, "rows": {}, "hidden": {}, "inner_scroll": {}, "sideways": {}
    }
    for kind, table in window.sheet.tables.items():
        model = table.model()
        view = table.viewport().rect()
        last = model.columns().index("save")
        columns = {}
        for column in range(last + 1):
            rect = table.visualRect(model.index(0, column)) if model.rowCount() else None
            columns[model.columns()[column]] = rect is not None and inside(view, rect)
        found["columns"][kind] = columns
        found["rows"][kind], found["hidden"][kind] = _rows(window, table)
        found["inner_scroll"][kind] = table.verticalScrollBar().maximum()
        bar = table.horizontalScrollBar()
        found["sideways"][kind] = bar.isVisible() and bar.maximum() > 0
    panel = window.sheet.panel
    found["panel_cut_off"] = panel.widget().width() > panel.viewport().width()
    found["window"] = [window.width(), window.height()]
    return found


def settle(app: Any, window: Any) -> dict[str, Any]:
    """What the window shows once its posted layout requests are handled (a table's height
    follows its rows and its sideways scroll bar): measured until it no longer changes."""
    found = measure(window)
    for _ in range(20):
        app.processEvents()
        again = measure(window)
        if again == found:
            break
        found = again
    return found


def measure_language(
    app: Any, store: Store, settings: Any, size: tuple[int, int], lang: Lang
) -> Any:
    """The full warband measured in a window of `size`, and the rows every other warband's
    tables hide (the demo's, when the database has them)."""
    from PySide6.QtCore import QCoreApplication

    from ui.main_window import MainWindow
    from ui.session import Session

    window = MainWindow(Session(store), settings, lang=lang)
    window.resize(*size)
    window.show()
    window.open_warband(store.find(FULL_NAME))
    window.sheet.tables["hero"].selectRow(0)
    found = settle(app, window)
    found["warbands"] = {}
    for warband in store.list_warbands():
        window.open_warband(warband.id)
        other = settle(app, window)
        found["warbands"][warband.name] = {
            "hidden": other["hidden"],
            "inner_scroll": other["inner_scroll"],
            "sideways": other["sideways"],
        }
    window.close()
    for translator in window._translators:  # Qt's translators belong to the whole application
        QCoreApplication.removeTranslator(translator)
    window.deleteLater()
    return found


def main() -> None:
    from pathlib import Path

    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QFontDatabase, QFontInfo
    from PySide6.QtWidgets import QApplication

    from app.plumbing.context import open_store
    from tests.ui.fonts import FONT_PACKAGES

    database, width, height, *langs = sys.argv[1:]
    app = QApplication(sys.argv[:1])
    families = set(QFontDatabase.families())
    found: dict[str, Any] = {
        "font": QFontInfo(app.font()).family(),
        "installed": [family for family in FONT_PACKAGES if family in families],
        "langs": {},
    }
    store = open_store(Path(database), demo=False)
    full_warband(store)
    settings = QSettings(str(Path(database).with_suffix(".ini")), QSettings.Format.IniFormat)
    for lang in langs:
        assert lang in ("en", "ru"), lang
        size = (int(width), int(height))
        found["langs"][lang] = measure_language(app, store, settings, size, cast(Lang, lang))
    print(json.dumps(found))


if __name__ == "__main__":
    main()
