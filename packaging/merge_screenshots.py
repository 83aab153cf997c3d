"""Screenshots of sharing a campaign: the standings window with its matches (each side's
post-battle sequence done or still to run) and the merge dialog with a conflict. Run under
Xvfb, one language per run (Qt's translators belong to the whole application):

    Xvfb :97 -screen 0 1366x768x24 &
    DISPLAY=:97 QT_QPA_PLATFORM=xcb python packaging/merge_screenshots.py docs/images en
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget


def _league(store: object) -> int:
    import app.usecases as uc
    from app.campaign.league import Casualty
    from app.store.repository import Store
    from app.usecases.league import MatchReport
    from app.usecases.post_battle import post_battle
    from rules.dice import RandomDice
    from rules.post_battle import BattleReport

    assert isinstance(store, Store)
    cid = uc.create_campaign(store, "Autumn in Mordheim", "2026-09-01").campaign_id
    for player, wid in (("Anna", 1), ("Boris", 2), ("Clara", 3), ("Dmitri", 4)):
        uc.add_player(store, cid, player)
        uc.enter_warband(store, cid, player, wid, "2026-09-01")
    for sides, winner, day, scenario, hurt in (
        ((1, 2), 2, "2026-09-08", "skirmish", (Casualty(2, 1, 3, 1), Casualty(1, 2, 1, 0))),
        ((3, 4), 3, "2026-09-09", "wyrdstone_hunt", (Casualty(3, 4, 2, 0),)),
        ((1, 2, 3, 4), 4, "2026-09-15", "", (Casualty(4, 1, 2, 0), Casualty(4, 3, 1, 0))),
    ):
        match = uc.record_match(store, cid, MatchReport(sides, winner, day, scenario, hurt))
        for wid in sides[:1]:
            result = "won" if wid == winner else "lost"
            report = BattleReport(scenario or "skirmish", result, 150, date=day)
            battle = post_battle(store, wid, report, RandomDice(wid)).after.battles[-1]["id"]
            uc.link_battle(store, cid, match.details["match_id"], wid, battle)
    return cid


def _shoot(widget: QWidget, path: Path) -> None:
    widget.show()
    for _ in range(20):
        QApplication.processEvents()
    widget.grab().save(str(path))
    print(f"wrote {path}")


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/images")
    lang = sys.argv[2] if len(sys.argv) > 2 else "en"
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    import app.usecases as uc
    from app.plumbing.context import open_store
    from app.usecases.merge import export_copy, merge_copy, preview_merge
    from ui.files.sharing import MergeDialog
    from ui.league.standings_dialog import StandingsDialog
    from ui.main_window import MainWindow
    from ui.session import Session

    folder = Path(tempfile.mkdtemp())
    store = open_store(folder / "demo.sqlite3")
    _league(store)
    theirs = open_store(folder / "theirs.sqlite3", demo=False)
    merge_copy(theirs, export_copy(store))
    uc.set_treasury(theirs, theirs.find("Clan Eshin Shadowclaws"), 321)
    uc.set_treasury(store, store.find("Clan Eshin Shadowclaws"), 12)
    settings = QSettings(str(folder / f"{lang}.ini"), QSettings.Format.IniFormat)
    window = MainWindow(Session(store), settings, lang=lang)
    standings = StandingsDialog(window.session, window)
    standings.lang = window.lang
    standings.resize(1100, 700)
    standings.tabs.setCurrentWidget(standings.matches)
    standings.matches.select_side(3, 2)
    _shoot(standings, out / f"standings-matches-{lang}.png")
    dialog = MergeDialog(preview_merge(store, export_copy(theirs)), "boris.json", window)
    _shoot(dialog, out / f"merge-dialog-{lang}.png")
    del app


if __name__ == "__main__":
    main()
