"""Take the README's screenshots of the supplement packs (run under Xvfb with
QT_QPA_PLATFORM=xcb): the new-warband wizard's list of warband types, grouped by pack, as it
opens and filtered by a warband's name in the player's language, and the main window with a
warband of each grade (core, 1a, 1b, 1c, 2) open; the window fills the screen.

    Xvfb :99 -screen 0 1366x768x24 &
    DISPLAY=:99 QT_QPA_PLATFORM=xcb python packaging/pack_screenshots.py docs/images en
    DISPLAY=:99 QT_QPA_PLATFORM=xcb python packaging/pack_screenshots.py docs/images ru

Files: wizard-types-<lang>-<size>.png, wizard-types-search-<lang>-<size>.png and
sheet-grade-<grade>-<lang>.png. One language per run: Qt's translators belong to the whole
application.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QWidget

if TYPE_CHECKING:
    from app.store.repository import Store
    from rules.models import Lang
    from ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

# One warband of each grade: its type, and the name its player gave it in each language.
SHEETS = {
    "core": ("witch_hunters", {"en": "The Templars of Altdorf", "ru": "Храмовники Альтдорфа"}),
    "1a": ("orc_mob", {"en": "Da Red Fangz", "ru": "Красные Клыки"}),
    "1b": ("lizardmen", {"en": "The Cold Ones", "ru": "Хладнокровные"}),
    "1c": ("battle_monks_of_cathay", {"en": "The Jade Lotus", "ru": "Нефритовый лотос"}),
    "2": ("wood_elves", {"en": "Wardens of the Glade", "ru": "Стражи поляны"}),
}
SEARCH = {"en": "elves", "ru": "эльф"}  # typed into the wizard's filter


def recruit(store: Store, warband_type: str, name: str, lang: Lang) -> int:
    """A warband of the type with its cheapest hired sword, one of each hero type and a group
    of two of each henchman type, as far as its starting gold goes; each named after his type."""
    import app.usecases as uc

    warband = store.ruleset.warband(warband_type)
    warband_id = uc.create_warband(store, warband_type, name).warband_id
    swords = [s for s in uc.hireable_swords(store, warband_type) if not s.dramatis_persona]
    if swords:  # the cheapest hired sword it may hire, so that the sheet shows one
        uc.hire_hired_sword(store, warband_id, swords[0].id, swords[0].name.get(lang))
    for t in warband.types:
        count = 1 if t.role == "hero" else max(t.min, min(2, t.max or 2))
        try:
            uc.hire(store, warband_id, t.id, t.name.get(lang), count=count)
        except uc.RefusedError:
            continue  # out of gold or places: the sheet shows what was hired
    return warband_id


def wizard_types(window: MainWindow, search: str) -> QWidget:
    """The new-warband wizard's first page: the warband types, filtered by `search`."""
    from PySide6.QtWidgets import QLineEdit

    from ui.wizards.new_warband_wizard import NewWarbandWizard

    wizard = NewWarbandWizard(window.session, window)
    wizard.lang = window.lang
    wizard.show()
    field = wizard.findChild(QLineEdit, "typeSearch")
    if search and field is not None:
        field.setText(search)
    return wizard


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/images")
    lang = cast("Lang", sys.argv[2] if len(sys.argv) > 2 else "en")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    from app.plumbing.context import open_store
    from ui.main_window import MainWindow
    from ui.session import Session

    folder = Path(tempfile.mkdtemp())
    store = open_store(folder / "packs.sqlite3", demo=False)
    ids = {g: recruit(store, t, names[lang], lang) for g, (t, names) in SHEETS.items()}
    settings = QSettings(str(folder / f"{lang}.ini"), QSettings.Format.IniFormat)
    window = MainWindow(Session(store), settings, lang=lang)
    screen = app.primaryScreen()
    window.setGeometry(screen.availableGeometry())
    window.show()
    size = screen.size()
    suffix = f"{lang}-{size.width()}x{size.height()}"

    def sheet(warband_id: int) -> QWidget:
        window.open_warband(warband_id)
        window.sheet.tables["hero"].selectRow(0)
        return window

    shots: list[tuple[str, Callable[[], QWidget]]] = [
        (f"wizard-types-{suffix}.png", lambda: wizard_types(window, "")),
        (f"wizard-types-search-{suffix}.png", lambda: wizard_types(window, SEARCH[lang])),
    ]
    shots += [
        (f"sheet-grade-{grade}-{lang}.png", lambda w=warband_id: sheet(w))  # type: ignore[misc]
        for grade, warband_id in ids.items()
    ]

    def grab_next() -> None:
        if not shots:
            app.quit()
            return
        name, make = shots.pop(0)
        widget = make()

        def grab() -> None:
            widget.grab().save(str(out / name))
            if widget is not window:
                widget.close()
            grab_next()

        QTimer.singleShot(1200, grab)

    QTimer.singleShot(300, grab_next)
    app.exec()


if __name__ == "__main__":
    main()
