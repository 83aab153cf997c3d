"""Take the screenshots of the battle board: the demo campaign's Grey Wolves against the Sisters
of the Rock in their second turn (three models out of action, the Sisters' rout test due),
at 1366x768, in English or Russian (run under Xvfb with QT_QPA_PLATFORM=xcb; QT_SCALE_FACTOR=2
on a 2732x1536 screen gives the 200% picture, FONTCONFIG_FILE the system font):

    Xvfb :99 -screen 0 1366x768x24 &
    DISPLAY=:99 QT_QPA_PLATFORM=xcb python packaging/board_screenshots.py en docs/images/x.png

The battle is played in a copy of the demo campaign made for it: nothing else is written.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer, QTranslator
from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parents[1]
WOLVES, SISTERS = "The Grey Wolves of Altdorf", "Sisters of the Rock"


def board(lang: str) -> QApplication:
    from app.battle.sides import side_of_warband
    from app.battle.usecases import Opponent, add_event, start_battle
    from app.plumbing.context import open_store
    from rules.battle import NextTurn, OutOfAction, Status, StatusChanged
    from ui.battle.board import BattleBoard
    from ui.battle.keeper import BattleKeeper
    from ui.session import Session

    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    if lang == "ru":
        translator = QTranslator(app)
        translator.load(str(ROOT / "resources" / "translations" / "mordheim_roster_ru.qm"))
        QCoreApplication.installTranslator(translator)
    store = open_store(Path(tempfile.mkdtemp()) / "demo.sqlite3")
    them = store.load(store.find(SISTERS))
    opponent = Opponent(side_of_warband(store.ruleset, them, 1), them.id)
    battle = start_battle(store, store.find(WOLVES), opponent, scenario="wyrdstone_hunt").battle
    wolves, sisters = (side.models for side in battle.setup.sides)
    for event in (
        StatusChanged(sisters[3].id, Status.KNOCKED_DOWN, wolves[0].id),
        OutOfAction(sisters[3].id),
        StatusChanged(wolves[2].id, Status.STUNNED, sisters[1].id),
        OutOfAction(wolves[4].id, sisters[0].id),
        NextTurn(),
        OutOfAction(sisters[4].id, wolves[1].id),
        NextTurn(),
        NextTurn(),  # the Sisters' second turn: 2 of 8 out, their rout test
    ):
        battle = add_event(store, battle.id, event).battle
    session = Session(store)
    shown = BattleBoard(BattleKeeper(session, battle))
    shown.resize(1366, 740)
    shown.show()
    app.setProperty("board", shown)
    return app


def main() -> None:
    lang, out = sys.argv[1], Path(sys.argv[2])
    app = board(lang)
    shown = app.property("board")
    QTimer.singleShot(1500, lambda: (shown.grab().save(str(out)), app.quit()))
    app.exec()


if __name__ == "__main__":
    main()
