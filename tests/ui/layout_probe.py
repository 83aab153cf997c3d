"""What a player sees of the sheet in a window of a given size: which columns and rows lie
inside their tables' viewports, and whether the warrior panel is cut off.

Used by tests/ui/test_window_layout.py in its own process too (for 200% scaling, which
QT_SCALE_FACTOR sets before the application starts):

    QT_SCALE_FACTOR=2 python -m tests.ui.layout_probe DATABASE WIDTH HEIGHT LANG
"""

from __future__ import annotations

import json
import sys
from typing import Any

from app import usecases as uc
from app.store.repository import Store

LONG_NAME = "Grimgrizzle Ratsbane the Unspeakably Patient, Keeper of the Seventh Sewer Gate"
HEROES = [  # a whole Clan Eshin hero roster: six heroes
    ("assassin_adept", LONG_NAME),
    ("eshin_sorcerer", "Vrask"),
    ("black_skaven", "Gnaw"),
    ("black_skaven", "Snikch"),
    ("night_runner", "Squeak"),
    ("night_runner", "Skulk"),
]
GROUPS = [("verminkin", 3), ("verminkin", 2), ("giant_rats", 3), ("giant_rats", 2)]


def full_warband(store: Store) -> int:
    """A Clan Eshin warband with six heroes, four henchmen groups and a hired sword, hired
    through the use cases; the first hero has a long name and a full kit."""
    warband_id = uc.create_warband(store, "skaven", "Clan Eshin of the Long Names").warband_id
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


def measure(window: Any) -> dict[str, Any]:
    """Columns up to Save and the first rows of each table, each inside its viewport or not;
    the warrior panel's contents against its width."""
    found: dict[str, Any] = {"columns": {}, "rows": {}}
    for kind, table in window.sheet.tables.items():
        model = table.model()
        view = table.viewport().rect()
        last = model.columns().index("save")
        columns = {}
        for column in range(last + 1):
            rect = table.visualRect(model.index(0, column)) if model.rowCount() else None
            columns[model.columns()[column]] = rect is not None and inside(view, rect)
        found["columns"][kind] = columns
        found["rows"][kind] = [
            inside(view, table.visualRect(model.index(row, 0))) for row in range(model.rowCount())
        ]
    panel = window.sheet.panel
    found["panel_cut_off"] = panel.widget().width() > panel.viewport().width()
    found["window"] = [window.width(), window.height()]
    return found


def main() -> None:
    from pathlib import Path

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from app.context import open_store
    from ui.main_window import MainWindow
    from ui.session import Session

    database, width, height, lang = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    app = QApplication(sys.argv[:1])
    store = open_store(Path(database), demo=False)
    settings = QSettings(str(Path(database).with_suffix(".ini")), QSettings.Format.IniFormat)
    window = MainWindow(Session(store), settings, lang=lang)
    window.resize(width, height)
    window.show()
    window.open_warband(full_warband(store))
    window.sheet.tables["hero"].selectRow(0)
    app.processEvents()
    print(json.dumps(measure(window)))


if __name__ == "__main__":
    main()
