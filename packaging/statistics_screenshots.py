"""Take the README's screenshots of the standings window and its statistics' charts (run under
Xvfb with QT_QPA_PLATFORM=xcb): the demo's four warbands in a campaign of eight matches, each
side's post-battle sequence run with seeded dice; the window fills the screen.

    Xvfb :99 -screen 0 1366x768x24 &
    DISPLAY=:99 QT_QPA_PLATFORM=xcb python packaging/statistics_screenshots.py docs/images en
    Xvfb :98 -screen 0 2732x1536x24 &         # the same laptop's size at 200%
    DISPLAY=:98 QT_QPA_PLATFORM=xcb QT_SCALE_FACTOR=2 \\
        python packaging/statistics_screenshots.py docs/images ru

Files: standings-<lang>-<size>.png, statistics-<chart>-<lang>-<size>.png (@2x at 200%).
One language per run: Qt's translators belong to the whole application.
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from app.store.repository import Store
    from rules.models import Lang

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

# (sides, winner index or None for a draw, date): the demo's warbands 1-4.
MATCHES = (
    ((1, 2), 0, "2026-09-05"),
    ((3, 4), 1, "2026-09-05"),
    ((1, 3), 1, "2026-09-12"),
    ((2, 4), 0, "2026-09-12"),
    ((1, 4), 0, "2026-09-19"),
    ((2, 3), None, "2026-09-19"),
    ((1, 2), 1, "2026-09-26"),
    ((3, 4), 0, "2026-09-26"),
)
CHARTS = {"rating": 0, "treasury": 1, "injuries": 5}


NAMES = {
    "en": ("Autumn in Mordheim", ("Anna", "Boris", "Clara", "Dmitri")),
    "ru": ("Осень в Мордгейме", ("Анна", "Борис", "Клара", "Дмитрий")),
}


def play_campaign(store: Store, lang: str) -> None:
    """The demo's warbands in a campaign; each match's sides run their post-battle sequence."""
    import app.usecases as uc
    from app.campaign.league import Casualty
    from app.usecases.league import MatchReport
    from app.usecases.post_battle import post_battle
    from rules.dice import RandomDice
    from rules.post_battle import BattleReport, Result

    rng = random.Random(12)
    campaign, players = NAMES[lang]  # names the players typed, in their language
    cid = uc.create_campaign(store, campaign, "2026-09-01").campaign_id
    for wid, player in zip((1, 2, 3, 4), players, strict=True):
        uc.add_player(store, cid, player)
        uc.enter_warband(store, cid, player, wid, "2026-09-01")
    for sides, winner, day in MATCHES:
        battles, casualties = {}, []
        for n, wid in enumerate(sides):
            heroes = [w.id for w in store.load(wid).warriors if w.kind == "hero"]
            down = tuple(h for h in heroes if rng.random() < 0.3)
            result: Result = "draw" if winner is None else "won" if n == winner else "lost"
            other = {s.id: s.rating for s in store.list_warbands()}[sides[1 - n]]
            report = BattleReport(
                "occupy" if winner is None else "skirmish",
                result,
                other,
                date=day,
                heroes_out_of_action=down,
                pit_fights_won={h: True for h in down},
                shards_to_sell=1 if n == 0 else 0,
            )
            done = post_battle(store, wid, report, RandomDice(rng.randrange(1 << 20)))
            battles[wid] = store.load(wid).battles[-1]["id"]
            dead = sum(1 for i in done.details.result.injuries if i.outcome.dead)
            taken = len(down) + rng.randint(0, 2)  # heroes and henchmen the other side took
            casualties.append(Casualty(sides[1 - n], wid, taken, dead))
        won = None if winner is None else sides[winner]
        match = MatchReport(sides, won, day, casualties=tuple(casualties), battles=battles)
        uc.record_match(store, cid, match)


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/images")
    lang: Lang = "ru" if len(sys.argv) > 2 and sys.argv[2] == "ru" else "en"
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    from app.plumbing.context import open_store
    from ui.league.standings_dialog import StandingsDialog
    from ui.main_window import MainWindow
    from ui.session import Session

    folder = Path(tempfile.mkdtemp())
    store = open_store(folder / "demo.sqlite3")
    play_campaign(store, lang)
    settings = QSettings(str(folder / f"{lang}.ini"), QSettings.Format.IniFormat)
    window = MainWindow(Session(store), settings, lang=lang)  # installs the translators
    dialog = StandingsDialog(window.session, window)
    dialog.lang = lang
    screen = app.primaryScreen()
    dialog.setGeometry(screen.availableGeometry())
    dialog.show()
    size = screen.size()
    scale = "@2x" if screen.devicePixelRatio() >= 2 else ""
    suffix = f"{lang}-{size.width()}x{size.height()}{scale}.png"
    shots = [("standings", None), *CHARTS.items()]

    def grab() -> None:
        name, row = shots.pop(0)
        if row is None:
            dialog.tabs.setCurrentIndex(0)
        else:
            dialog.tabs.setCurrentWidget(dialog.statistics)
            dialog.statistics.charts.setCurrentRow(row)
        QTimer.singleShot(700, lambda: save(name if row is None else f"statistics-{name}"))

    def save(name: str) -> None:
        dialog.grab().save(str(out / f"{name}-{suffix}"))
        if shots:
            grab()
        else:
            app.quit()

    QTimer.singleShot(1500, grab)
    app.exec()


if __name__ == "__main__":
    main()
