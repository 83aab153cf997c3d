"""Take the README's screenshots of the main window as it opens on a screen (run under Xvfb
with QT_QPA_PLATFORM=xcb): the window fills the screen; the file is named after the language,
the screen's size in pixels as the program sees it, and @2x at 200% scaling. Three pictures a
run: the main window (main-window-*), the new-warband wizard's hiring page with a few recruits
(wizard-*) and the post-battle sequence's first step (post-battle-*).

    Xvfb :99 -screen 0 1366x768x24 &          # a laptop
    DISPLAY=:99 QT_QPA_PLATFORM=xcb python packaging/screenshots.py docs/images en
    Xvfb :98 -screen 0 2732x1536x24 &         # the same laptop's size at 200%
    DISPLAY=:98 QT_QPA_PLATFORM=xcb QT_SCALE_FACTOR=2 python packaging/screenshots.py docs/images ru

One language per run: Qt's translators belong to the whole application.
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


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/images")
    lang = sys.argv[2] if len(sys.argv) > 2 else "en"
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    from app.context import open_store
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
    shots = [
        (f"main-window-{suffix}.png", lambda: window),
        (f"wizard-{suffix}.png", lambda: new_warband_wizard(window)),
        (f"post-battle-{suffix}.png", lambda: post_battle_wizard(window)),
    ]

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

    from ui.new_warband_wizard import NewWarbandWizard
    from ui.recruit_widgets import RecruitTable

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


def post_battle_wizard(window: MainWindow) -> QWidget:
    """The post-battle sequence of the open warband at its first step."""
    from ui.post_battle.wizard import PostBattleWizard

    wizard = PostBattleWizard(window.session, window)
    wizard.lang = window.lang
    wizard.show()
    return wizard


if __name__ == "__main__":
    main()
