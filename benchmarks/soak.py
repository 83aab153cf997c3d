"""Soak benchmark (not a test): an evening of random player actions in the real window.

Drives the main window (offscreen unless QT_QPA_PLATFORM is set) inside the application's own
event loop, one action per turn of the loop, as a player's clicks arrive: select warbands and
warriors, edit profile cells, tick experience, buy, sell, stash, hire, add skills and injuries,
set the treasury, undo and redo, open the advance dialog and take or close it, the hire
dialog, the battle log and the post-battle wizard (cancelled). Refused moves are part of the
mix (the rules refuse about a third of random edits).

At each checkpoint it prints the resident memory (RSS), the live Python objects (after a full
garbage collection), the live Qt widgets, the undo stack's depth and the campaign's entries
(warriors and what their sheets hold: the data itself grows as warriors are hired and kit is
bought, and the undo history copies it). A sound program stays
flat from the first checkpoint on; a leak grows with the number of actions.

    .venv/bin/python benchmarks/soak.py [--actions 20000] [--every 1000] [--seed 1] [--trace]

`--trace` also prints the ten places (tracemalloc) whose memory grew most between the first
and the last checkpoint: slow, for hunting a leak, not for the figures.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import resource
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, QTimer, qInstallMessageHandler  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QApplication,
    QDialog,
    QInputDialog,
    QMessageBox,
    QWidget,
    QWizard,
)

from app.plumbing.context import open_store  # noqa: E402
from app.store.repository import Store  # noqa: E402
from ui.main_window import MainWindow  # noqa: E402
from ui.session import Session  # noqa: E402


def rss_mib() -> float:
    """Resident memory now (Linux: /proc), else the peak the system reports."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / 2**20 if sys.platform == "darwin" else peak / 2**10


class Player:
    """Random clicks on the window; each action is one method, chosen by weight."""

    def __init__(self, window: MainWindow, rng: random.Random) -> None:
        self.window = window
        self.rng = rng
        self.sheet = window.sheet
        self.panel = window.sheet.panel
        self.actions: list[tuple[Callable[[], None], int]] = [
            (self.select_warband, 4),
            (self.select_warrior, 12),
            (self.edit_profile, 14),
            (self.tick_experience, 12),
            (self.buy, 8),
            (self.sell, 5),
            (self.stash_round_trip, 3),
            (self.add_skill, 3),
            (self.add_injury, 2),
            (self.set_treasury, 3),
            (self.undo, 10),
            (self.redo, 6),
            (self.advance_dialog, 6),
            (self.hire_dialog, 2),
            (self.battle_log, 1),
            (self.post_battle, 1),
        ]

    def act(self) -> None:
        actions, weights = zip(*self.actions, strict=True)
        self.rng.choices(actions, weights)[0]()

    # --- answering modal dialogs the way a player would ------------------------------------

    def answer_modal(self, answer: Callable[[QWidget], None]) -> None:
        """Answer the modal dialog the next action opens, from inside its event loop."""

        def respond() -> None:
            modal = QApplication.activeModalWidget()
            if modal is None:
                QTimer.singleShot(0, respond)  # not up yet
                return
            answer(modal)

        QTimer.singleShot(0, respond)

    # --- the actions -----------------------------------------------------------------------

    def select_warband(self) -> None:
        rows = self.window.warbands.rowCount()
        if rows:
            self.window.list_view.selectRow(self.rng.randrange(rows))

    def select_warrior(self) -> None:
        kind = self.rng.choice(["hero", "hero", "henchmen", "hired_sword"])
        rows = self.sheet.models[kind].rowCount()
        if rows:
            self.sheet.tables[kind].selectRow(self.rng.randrange(rows))

    def edit_profile(self) -> None:
        kind = self.rng.choice(["hero", "henchmen"])
        model = self.sheet.models[kind]
        if not model.rowCount():
            return
        key = self.rng.choice(["M", "WS", "BS", "S", "T", "W", "I", "A", "Ld"])
        index = model.index(self.rng.randrange(model.rowCount()), model.profile_column(key))
        value = int(index.data()) + self.rng.choice([-1, 1, 1])
        model.setData(index, max(0, min(10, value)))

    def tick_experience(self) -> None:
        if self.panel.warrior() is None:
            return self.select_warrior()
        boxes = self.panel.experience
        step = self.rng.choice([1, 1, 1, 2, -1])
        boxes.experienceClicked.emit(max(0, boxes.experience() + step))
        return None

    def buy(self) -> None:
        choice = self.panel.buy_choice
        if self.panel.warrior() is None or not choice.count() or not choice.isEnabled():
            return
        choice.setCurrentIndex(self.rng.randrange(choice.count()))
        self.panel.buy_button.click()

    def _pick_kit(self) -> bool:
        kit = self.panel.kit
        if self.panel.warrior() is None or not kit.count():
            return False
        if not self.panel.sell_button.isEnabled():
            return False
        kit.setCurrentRow(self.rng.randrange(kit.count()))
        return True

    def sell(self) -> None:
        if self._pick_kit():
            self.panel.sell_button.click()

    def stash_round_trip(self) -> None:
        if self._pick_kit():
            self.panel.stash_button.click()
            if self.panel.stash_choice.count():
                self.panel.stash_choice.setCurrentIndex(0)
                self.panel.take_button.click()

    def add_skill(self) -> None:
        choice = self.panel.skill_choice
        if self.panel.warrior() is None or not choice.count() or not choice.isVisible():
            return
        choice.setCurrentIndex(self.rng.randrange(choice.count()))
        self.panel.add_skill_button.click()

    def add_injury(self) -> None:
        choice = self.panel.injury_choice
        if self.panel.warrior() is None or not choice.count() or not choice.isVisible():
            return
        choice.setCurrentIndex(self.rng.randrange(choice.count()))
        self.panel.add_injury_button.click()

    def set_treasury(self) -> None:
        gold = self.rng.randrange(0, 600)

        def answer(modal: QWidget) -> None:
            assert isinstance(modal, QInputDialog)
            modal.setIntValue(gold)
            modal.accept()

        self.answer_modal(answer)
        self.window.treasury_action.trigger()

    def undo(self) -> None:
        self.window.undo_action.trigger()

    def redo(self) -> None:
        self.window.redo_action.trigger()

    def advance_dialog(self) -> None:
        """Open the advance dialog (a warrior who owes one gets it first), roll, take it."""
        if self.panel.warrior() is None:
            return self.select_warrior()
        rng = self.rng

        def answer(modal: QWidget) -> None:
            assert isinstance(modal, QDialog)
            roll = modal.findChild(QWidget, "rollButton")
            if roll is not None and roll.isEnabled() and rng.random() < 0.8:
                roll.click()  # type: ignore[attr-defined]
                box = modal.findChild(QWidget, "choiceBox")
                if box is not None and box.isVisible() and box.count():  # type: ignore[attr-defined]
                    box.setCurrentIndex(rng.randrange(box.count()))  # type: ignore[attr-defined]
                skills = modal.findChild(QWidget, "skillChoice")  # a list: headings and skills
                if skills is not None and skills.isVisible() and skills.count():  # type: ignore[attr-defined]
                    skills.setCurrentRow(rng.randrange(skills.count()))  # type: ignore[attr-defined]
                apply = modal.findChild(QWidget, "applyButton")
                if apply is not None and apply.isEnabled() and rng.random() < 0.7:
                    apply.click()  # type: ignore[attr-defined]
            if modal.isVisible():
                modal.reject()

        self.answer_modal(answer)
        self.panel._advance()
        return None

    def hire_dialog(self) -> None:
        rng = self.rng

        def answer(modal: QWidget) -> None:
            assert isinstance(modal, QDialog)
            recruits = modal.findChild(QWidget, "recruitTable")
            if recruits is not None and recruits.rowCount():  # type: ignore[attr-defined]
                recruits.selectRow(rng.randrange(recruits.rowCount()))  # type: ignore[attr-defined]
            modal.accept() if rng.random() < 0.6 else modal.reject()
            if modal.isVisible():
                modal.reject()  # the hire was refused (the gold, a limit): cancel

        self.answer_modal(answer)
        self.window.hire_action.trigger()

    def battle_log(self) -> None:
        self.answer_modal(lambda modal: modal.reject())  # type: ignore[attr-defined]
        self.window.battle_log_action.trigger()

    def post_battle(self) -> None:
        def answer(modal: QWidget) -> None:
            if isinstance(modal, QMessageBox):  # a confirmation to leave: yes
                modal.accept()
                return
            assert isinstance(modal, QWizard)
            modal.reject()

        self.answer_modal(answer)
        self.window.post_battle_action.trigger()


def quiet_offscreen_notes(mode: object, context: object, message: str) -> None:
    """Qt's messages to standard error, less the offscreen platform's harmless note."""
    if "propagateSizeHints" not in message:
        print(message, file=sys.stderr)


def census() -> tuple[float, int, int]:
    gc.collect()
    return rss_mib(), len(gc.get_objects()), len(QApplication.allWidgets())


def campaign_entries(store: Store) -> int:
    """The campaign's own size: warriors and every entry on their sheets, stash and notes.

    The undo history holds the last 100 changes, each with two copies of a warband, so live
    objects follow this figure (times about 200 copies): growth here is the campaign's, not a
    leak.
    """
    total = 0
    for summary in store.list_warbands(include_deleted=True):
        state = store.load(summary.id, include_deleted=True)
        total += 1 + len(state.stash) + len(state.battles)
        for warrior in state.warriors:
            total += 1 + sum(
                len(entries)
                for entries in (
                    warrior.profile_changes,
                    warrior.equipment,
                    warrior.skills,
                    warrior.spells,
                    warrior.injuries,
                    warrior.rules_gained,
                    warrior.advances,
                    warrior.mutations,
                )
            )
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=20_000)
    parser.add_argument("--every", type=int, default=1_000, help="actions between checkpoints")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--trace", action="store_true", help="tracemalloc growth (slow)")
    args = parser.parse_args()
    qInstallMessageHandler(quiet_offscreen_notes)
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    folder = Path(tempfile.mkdtemp(prefix="mordheim-soak-"))
    store = open_store(folder / "soak.sqlite3")
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("language", "en")
    window = MainWindow(Session(store), settings)
    window.show()
    player = Player(window, random.Random(args.seed))
    refused = [0]
    window.session.failed.connect(lambda _message: refused.__setitem__(0, refused[0] + 1))
    if args.trace:
        tracemalloc.start(12)
    snapshots: list[tracemalloc.Snapshot] = []
    rows: list[tuple[int, float, int, int]] = []
    started = time.perf_counter()
    done = [0]

    print(
        f"Mordheim Roster soak: {args.actions} random actions, seed {args.seed}, "
        f"{os.environ['QT_QPA_PLATFORM']} platform"
    )
    print(
        f"{'actions':>8} {'RSS MiB':>9} {'objects':>10} {'widgets':>8} {'undo':>5} "
        f"{'entries':>8} "
        f"{'refused':>8} {'seconds':>8}"
    )

    def checkpoint() -> None:
        rss, objects, widgets = census()
        rows.append((done[0], rss, objects, widgets))
        print(
            f"{done[0]:>8} {rss:>9.1f} {objects:>10} {widgets:>8} "
            f"{window.session.undo_stack.count():>5} {campaign_entries(store):>8} {refused[0]:>8} "
            f"{time.perf_counter() - started:>8.0f}",
            flush=True,
        )
        if args.trace:
            snapshots.append(tracemalloc.take_snapshot())

    def turn() -> None:
        if done[0] >= args.actions:
            app.quit()
            return
        player.act()
        done[0] += 1
        if done[0] % args.every == 0:
            # Counted on the next turn of the loop, once the dialogs just closed are deleted.
            QTimer.singleShot(0, checkpoint)
        QTimer.singleShot(0, turn)

    checkpoint()
    QTimer.singleShot(0, turn)
    app.exec()
    summarize(rows, args.every)
    if args.trace and len(snapshots) > 2:
        print("\nGrew most between the first checkpoint and the last (tracemalloc):")
        for stat in snapshots[-1].compare_to(snapshots[1], "traceback")[:10]:
            print(f"  {stat.size_diff / 1024:+.0f} KiB {stat.count_diff:+d} blocks")
            for line in stat.traceback.format()[-6:]:
                print("     ", line)
    window.close()
    store.database.close()


def summarize(rows: list[tuple[int, float, int, int]], every: int) -> None:
    """Growth from the first checkpoint after warm-up (1,000 actions or the first) to the last."""
    start = next((row for row in rows if row[0] >= max(every, 1000)), None)
    if start is None or start is rows[-1]:
        return
    end = rows[-1]
    thousands = (end[0] - start[0]) / 1000
    print(
        f"\nfrom {start[0]} to {end[0]} actions, per 1,000 actions: "
        f"RSS {(end[1] - start[1]) / thousands:+.1f} MiB, "
        f"objects {(end[2] - start[2]) / thousands:+.0f}, "
        f"widgets {(end[3] - start[3]) / thousands:+.1f}"
    )


if __name__ == "__main__":
    main()
    sys.stdout.flush()
    os._exit(0)  # skip interpreter teardown: PySide6 can crash collecting Qt objects at exit
