"""Take the README's screenshots of the post-battle wizard's eight steps, played on the demo
campaign's Grey Wolves with dice typed from the table (run under Xvfb with QT_QPA_PLATFORM=xcb):

    Xvfb :99 -screen 0 1366x768x24 &
    DISPLAY=:99 QT_QPA_PLATFORM=xcb python packaging/post_battle_screenshots.py docs/images

Nothing is written: the wizard is cancelled after the summary.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QWidget,
)

WARBAND = "The Grey Wolves of Altdorf"
W = TypeVar("W", bound=QWidget)


class Player:
    """Fills the wizard's fields by their names, as the tests do, and photographs each step."""

    def __init__(self, app: QApplication, out: Path) -> None:
        from app.plumbing.context import open_store
        from ui.post_battle.wizard import PostBattleWizard
        from ui.session import Session

        self.app, self.out = app, out
        store = open_store(Path(tempfile.mkdtemp()) / "demo.sqlite3")
        self.session = Session(store)
        self.session.open_warband(store.find(WARBAND))
        self.wizard = PostBattleWizard(self.session, None)
        self.wizard.resize(980, 700)
        self.wizard.show()
        self.ids = {w.name: w.id for w in self.wizard.draft.state.warriors}

    def find(self, kind: type[W], name: str) -> W:
        found = self.wizard.findChild(kind, name)
        if found is None:
            raise SystemExit(f"no {kind.__name__} {name!r} on this page: the wizard changed")
        return found

    def type(self, name: str, text: str) -> None:
        field = self.find(QLineEdit, name)
        field.setText(text)
        field.textEdited.emit(text)

    def click(self, name: str) -> None:
        self.find(QPushButton, name).click()

    def choose(self, name: str, data: object) -> None:
        """A combo box's entry, or a one-click list's (the trading page's Buy form)."""
        from ui.widgets.choice_list import ChoiceList

        found = self.wizard.findChild(ChoiceList, name)
        if found is not None:
            found.setCurrentRow(found.findData(data))
            return
        box = self.find(QComboBox, name)
        box.setCurrentIndex(box.findData(data))

    def spin(self, name: str, value: int) -> None:
        self.find(QSpinBox, name).setValue(value)

    def step(self, number: int, play: Callable[[], None]) -> None:
        play()
        self.app.processEvents()
        self.wizard.grab().save(str(self.out / f"post-battle-step-{number}.png"))
        self.wizard.next()

    # --- the steps ------------------------------------------------------------------------

    def battle(self) -> None:
        self.type("dice:scenario", "3 2")
        self.click("roll:scenario")
        self.type("opponentName", "Clan Eshin Shadowclaws")
        self.choose("opponentType", "skaven")
        self.spin("opponentRating", 165)
        self.find(QRadioButton, "result:won").setChecked(True)
        self.wizard.battle_page.date_edit.setDate(QDate(2024, 5, 1))

    def casualties(self) -> None:
        captain = self.ids["Captain Dieter Stahl"]
        self.spin(f"enemies:{captain}", 2)
        self.spin(f"award:wyrdstone_counter:{captain}", 1)
        self.find(QCheckBox, f"out:{self.ids['Otto the Axe']}").setChecked(True)
        self.spin(f"out:{self.ids['Reikland Marksmen']}", 2)

    def injuries(self) -> None:
        self.type(f"dice:hero:{self.ids['Otto the Axe']}", "16 2 22 11 26")
        self.type(f"dice:group:{self.ids['Reikland Marksmen']}", "1 5")
        self.click("rollAll")

    def exploration(self) -> None:
        self.type("dice:explore", "6 6 3")
        self.click("roll:explore")
        self.type("dice:multiple", "5")
        self.click("roll:multiple")

    def trading(self) -> None:
        page = self.wizard.trading_page
        page.tabs.setCurrentWidget(page.buy)
        self.choose("buyWarrior", self.ids["Otto the Axe"])
        self.choose("buyItem", "sword")
        self.click("planBuy")
        page.tabs.setCurrentWidget(page.search)
        self.choose("rareHero", self.ids["Captain Dieter Stahl"])
        self.choose("rareItem", "lucky_charm")
        self.type("dice:rare", "4 3")
        self.click("roll:rare")

    def play(self) -> None:
        self.step(1, self.battle)
        self.step(2, self.casualties)
        self.step(3, self.injuries)
        self.step(4, lambda: None)
        self.step(5, self.exploration)
        self.step(6, lambda: self.spin("sellShards", 2))
        self.step(7, self.trading)
        self.wizard.grab().save(str(self.out / "post-battle-step-8.png"))
        QMessageBox.question = lambda *_a, **_k: QMessageBox.StandardButton.Yes  # type: ignore[method-assign]
        self.wizard.reject()  # nothing is written


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/images")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    Player(app, out).play()


if __name__ == "__main__":
    main()
