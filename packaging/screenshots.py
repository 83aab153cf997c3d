"""Take the README's screenshots of the main window as it opens on a screen (run under Xvfb
with QT_QPA_PLATFORM=xcb): the window fills the screen; the file is named after the language,
the screen's size in pixels as the program sees it, and @2x at 200% scaling. Three pictures a
run: the main window (main-window-*), the new-warband wizard's hiring page with a few recruits
(wizard-*), the post-battle sequence's first step (post-battle-*), and the sheet of a warband
with six heroes and five henchmen groups (sheet-full-*: every row shown, the page scrolls).

    Xvfb :99 -screen 0 1366x768x24 &          # a laptop
    DISPLAY=:99 QT_QPA_PLATFORM=xcb python packaging/screenshots.py docs/images en
    Xvfb :98 -screen 0 2732x1536x24 &         # the same laptop's size at 200%
    DISPLAY=:98 QT_QPA_PLATFORM=xcb QT_SCALE_FACTOR=2 python packaging/screenshots.py docs/images ru

One language per run: Qt's translators belong to the whole application. A third argument takes
only the pictures it names, separated by commas (`main-window,sheet-full`). The window is laid
out with the system's sans-serif font (`fc-match sans-serif`); the pictures in docs/images are
taken with DejaVu Sans. Make them small afterwards: 256 colours are plenty for a window
(`convert x.png -strip +dither -colors 256 -define png:compression-level=9 x.png`).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QTimer

if TYPE_CHECKING:
    from ui.main_window import MainWindow
from PySide6.QtWidgets import QApplication, QDialog, QWidget

WARBANDS = {"en": "The Grey Wolves of Altdorf", "ru": "Clan Eshin Shadowclaws"}
# A warband with the most rows a sheet has: six heroes and five henchmen groups.
FULL = {
    "en": ("The Gnawing Shadow", ["Skrit", "Vrask", "Gnaw", "Snikch", "Squeak", "Skulk"]),
    "ru": ("Грызущая Тень", ["Скрит", "Враск", "Гнав", "Сникч", "Писк", "Шмыг"]),
}
FULL_HEROES = ["assassin_adept", "eshin_sorcerer", "black_skaven", "black_skaven"]
FULL_HEROES += ["night_runner", "night_runner"]
FULL_GROUPS = [("verminkin", 3), ("verminkin", 2), ("giant_rats", 3), ("giant_rats", 2)]
FULL_GROUPS += [("rat_ogre", 1)]
FULL_GROUP_NAMES = {"en": "Pack {0}", "ru": "Стая {0}"}


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/images")
    lang = sys.argv[2] if len(sys.argv) > 2 else "en"
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    from app.plumbing.context import open_store
    from ui.main_window import MainWindow
    from ui.session import Session

    folder = Path(tempfile.mkdtemp())
    store = open_store(folder / "demo.sqlite3")
    settings = QSettings(str(folder / f"{lang}.ini"), QSettings.Format.IniFormat)
    window = MainWindow(Session(store), settings, lang=lang)
    screen = app.primaryScreen()
    window.setGeometry(screen.availableGeometry())
    window.open_warband(store.find(WARBANDS[lang]))
    window.sheet.tables["hero"].selectRow(0)
    window.show()
    size = screen.size()
    suffix = f"{lang}-{size.width()}x{size.height()}"
    suffix += "@2x" if screen.devicePixelRatio() >= 2 else ""
    every = [
        ("main-window", lambda: window),
        ("wizard", lambda: new_warband_wizard(window)),
        ("post-battle", lambda: post_battle_wizard(window)),
        ("sheet-full", lambda: full_sheet(window)),
    ]
    wanted = sys.argv[3].split(",") if len(sys.argv) > 3 else [name for name, _ in every]
    shots = [(f"{name}-{suffix}.png", make) for name, make in every if name in wanted]

    def grab_next() -> None:
        if not shots:
            app.quit()
            return
        name, make = shots.pop(0)
        widget = make()
        QTimer.singleShot(1200, lambda: (widget.grab().save(str(out / name)), dismiss(widget)))

    def dismiss(widget: QWidget) -> None:
        # done() closes a wizard without its reject(): the new-warband wizard asks before it
        # throws hired warriors away, a question nobody answers here (the script hung at quit).
        if isinstance(widget, QDialog):
            widget.done(0)
        grab_next()

    QTimer.singleShot(300, grab_next)
    app.exec()


def new_warband_wizard(window: MainWindow) -> QWidget:
    """The quick builder's hiring page with a few Witch Hunters recruited."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QListWidget, QWizard

    from ui.wizards.new_warband_wizard import NewWarbandWizard
    from ui.wizards.recruit_widgets import RecruitTable

    wizard = NewWarbandWizard(window.session, window)
    wizard.lang = window.lang
    types = wizard.findChild(QListWidget, "typeList")
    for row in range(types.count()):
        if types.item(row).data(Qt.ItemDataRole.UserRole) == "witch_hunters":
            types.setCurrentRow(row)
    wizard.type_page.name_edit.setText("Templars of Sigmar")
    wizard.show()
    wizard.button(QWizard.WizardButton.NextButton).click()
    table = wizard.findChild(RecruitTable, "recruitTable")
    kinds = ("witch_hunter_captain", "warrior_priest", "witch_hunter", "zealots", "flagellants")
    for kind in kinds:
        table.button_of(f"witch_hunters.{kind}").click()
    return wizard


def full_sheet(window: MainWindow) -> QWidget:
    """The window on a Clan Eshin warband of six heroes (kit bought) and five henchmen groups,
    hired through the use cases as the command line would."""
    from app import usecases as uc

    store = window.session.store
    name, heroes = FULL[window.lang]
    warband_id = uc.create_warband(store, "skaven", name).warband_id
    uc.set_treasury(store, warband_id, 2000)  # what is left after hiring is set below
    for type_id, hero in zip(FULL_HEROES, heroes, strict=True):
        kit = ["fighting_claws"] if type_id == "assassin_adept" else ["sword", "sling"]
        uc.hire(store, warband_id, type_id, hero, equipment=kit, spells=None)
    for n, (type_id, count) in enumerate(FULL_GROUPS, 1):
        kit = [] if type_id in ("giant_rats", "rat_ogre") else ["club"]
        group = FULL_GROUP_NAMES[window.lang].format(n)
        uc.hire(store, warband_id, type_id, group, count=count, equipment=kit)
    uc.set_treasury(store, warband_id, 35)
    window.refresh_list()
    window.open_warband(warband_id)
    window.sheet.tables["hero"].selectRow(0)
    return window


def post_battle_wizard(window: MainWindow) -> QWidget:
    """The post-battle sequence of the open warband at its first step."""
    from ui.post_battle.wizard import PostBattleWizard

    wizard = PostBattleWizard(window.session, window)
    wizard.lang = window.lang
    wizard.show()
    return wizard


if __name__ == "__main__":
    main()
