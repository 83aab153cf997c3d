"""How many actions a whole battle takes a player, from Battle > Start battle to the post-battle
sequence's Finish (issue 28), counted by driving the real window as he does: Xvfb at 1366x768
with a window manager (openbox), xdotool clicks, key chords and typed text only, never a call
into a widget. Every click, key chord and typed field is one action; a list opened and an entry
picked are two.

    .venv/bin/python benchmarks/battle_actions.py             # the table, screenshots in /tmp
    .venv/bin/python benchmarks/battle_actions.py --keep      # keep the data and screenshots
    .venv/bin/python benchmarks/battle_actions.py --lang ru --scale 2 --shots-only

The battle, on the demo campaign with two 10-model warbands (the Grey Wolves and the Sisters of
the Rock, two models hired into each before the window opens: not counted): the Grey Wolves
take three Sisters out of action, the Sisters a hero and a henchman of theirs; at the start of
the Sisters' second turn their rout test (the program's 2D6) fails; End battle opens the Grey
Wolves' post-battle sequence filled from the battle; the program's dice roll the injuries and
the exploration; one shard sold; two purchases; Finish.

Where to click is not a pixel of one window size: the launcher below loads a probe into the
program that writes the active window's named widgets (and an open menu's entries) with their
places to a JSON file four times a second; the script reads it and clicks the middle of what
it wants, by its object name or its text. The probe only reads; every action is xdotool's.
The dice the counts depend on (the rout test, the injuries) are fixed; every other die comes
from a seeded generator; each die is written to rolls.txt beside the screenshots.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))

from xdo_player import Entry, XdoPlayer  # noqa: E402

DISPLAY = ":37"  # a display of its own (--display)

# The program's entry point with its dice made repeatable and the probe loaded.
LAUNCHER = """
import json, os, random, sys, time
import rules.dice as dice
fixed = json.loads(os.environ["BATTLE_ACTIONS_DICE"])
stream = random.Random(int(os.environ["BATTLE_ACTIONS_SEED"]))
rolls = open(os.environ["BATTLE_ACTIONS_ROLLS"], "a", encoding="utf-8")
def roll(self, sides, purpose):
    queue = fixed.get(purpose.code)
    value = queue.pop(0) if queue else stream.randint(1, sides)
    self.log.append(dice.Roll(sides, value, purpose))
    print(f"D{sides} {purpose.code}: {value}", file=rolls, flush=True)
    return value
dice.RandomDice.roll = roll
from PySide6.QtCore import QPoint, QTimer
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractItemView, QApplication, QLabel, QLineEdit, QMenu, QWidget)
import ui.launch as launch
target = os.environ["BATTLE_ACTIONS_GEOMETRY"]
def place(widget, rect):
    corner = widget.mapTo(widget.window(), QPoint(rect.x(), rect.y()))
    return {"x": corner.x(), "y": corner.y(), "w": rect.width(), "h": rect.height()}
def entries(window):
    found = []
    for w in window.findChildren(QWidget):
        if w.window() is not window or not w.isVisible() or w.visibleRegion().isEmpty():
            continue
        text = w.text() if isinstance(w, (QAbstractButton, QLabel, QLineEdit)) else ""
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            model = w.model()
            for row in range(model.rowCount()):
                index = model.index(row, 0)
                rect = w.visualRect(index)
                if not rect.isEmpty() and w.viewport().rect().intersects(rect):
                    found.append({"name": w.objectName(), "text": str(index.data() or ""),
                                  "row": row, **place(w.viewport(), rect)})
        if w.objectName() or text:
            found.append({"name": w.objectName(), "text": text.replace("&", ""),
                          "enabled": w.isEnabled(), **place(w, w.rect())})
    if isinstance(window, QMenu):
        for action in window.actions():
            found.append({"name": "menu", "text": action.text(),
                          **place(window, window.actionGeometry(action))})
    return found
def write():
    window = (QApplication.activePopupWidget() or QApplication.activeModalWidget()
              or QApplication.activeWindow())
    seen = {"time": time.time(), "title": "", "entries": []}
    if window is not None:
        seen = {"time": time.time(), "title": window.windowTitle(), "entries": entries(window)}
    with open(target + ".tmp", "w", encoding="utf-8") as out:
        json.dump(seen, out)
    os.replace(target + ".tmp", target)
made = launch.application
timers = []
def application(**options):
    app = made(**options)
    if not timers:
        timer = QTimer()
        timer.timeout.connect(write)
        timer.start(250)
        timers.append(timer)
    return app
launch.application = application
from mordheim_roster.__main__ import main
sys.exit(main(["--lang", os.environ["BATTLE_ACTIONS_LANG"]]))
"""

DICE = {
    "rout_test": [6, 6],  # the Sisters' rout test: 12, over any Leadership: they rout
    "serious_injury": [5, 1],  # the Grey Wolves' champion out of action: 51, full recovery
    "henchman_injury": [1],  # the henchman out of action: 1, gone
}


class Player(XdoPlayer):
    """The battle's player: the board's widgets found by their object name or text."""

    def find(self, *, name: str = "", text: str = "", title: str = "") -> Entry:
        for entry in self.look(title):
            if (not name or entry["name"] == name) and (not text or entry["text"] == text):
                return entry
        self.shot("lost")
        raise SystemExit(f"nothing named '{name}' reading '{text}' on screen (see {self.shots})")


# --- the battle ---------------------------------------------------------------------------------

WOLVES = "The Grey Wolves of Altdorf"
SISTERS = "Sisters of the Rock"
BOARD = "Battle:"  # the board's title starts so in English


def tile_button(p: Player, model: str, what: str) -> Entry:
    """A button of a model's tile: the state ("knocked_down", "out_of_action"...) or a
    counter's; found below the tile's name, wherever the board put the tile."""
    seen = p.look(BOARD)
    label = next((e for e in seen if e["name"] == "tileName" and e["text"] == model), None)
    if label is None:
        p.shot("lost")
        raise SystemExit(f"no tile of '{model}' on the board (see {p.shots})")
    below = [
        e
        for e in seen
        if e["name"].startswith(f"{what}:")
        and label["y"] <= e["y"] <= label["y"] + 3 * label["h"] + 20
        and label["x"] - 10 <= e["x"] <= label["x"] + max(label["w"], 200)
    ]
    return min(below, key=lambda e: (e["y"] - label["y"], abs(e["x"] - label["x"])))


def tile(p: Player, model: str) -> Entry:
    return p.find(name="tileName", text=model, title=BOARD)


def attack(p: Player, attacker: str, target: str, result: str) -> None:
    """The attacker picked (a click on his tile), then the target's state button."""
    p.click(tile(p, attacker), f"{attacker} (the attacker)")
    p.click(tile_button(p, target, result), f"{target}: {result.replace('_', ' ')}")


def take_out(p: Player, target: str) -> None:
    """Out of action: the tile's Out, then Enter takes the attacker the menu offers first."""
    p.click(tile_button(p, target, "out_of_action"), f"{target}: out of action")
    p.look()  # the menu "who took him out" is open
    p.key("Return", "(who took him out: the attacker, offered first)")


def cell(p: Player, starts: str, title: str = "") -> Entry:
    """A row of a list whose text starts so (a hero, an item to buy)."""
    for entry in p.look(title):
        if "row" in entry and entry["text"].startswith(starts):
            return entry
    p.shot("lost")
    raise SystemExit(f"no row '{starts}...' on screen (see {p.shots})")


def start(p: Player) -> None:
    """Battle > Start battle: the opponent chosen by its first letter, Enter starts."""
    p.key("ctrl+shift+b", "(Battle > Start battle)")
    p.wait_for("Start battle")
    p.type("S", "(the opponent list has the keyboard: Sisters of the Rock)")
    p.shot("1-start")
    p.key("Return", "(OK: the board)")
    p.wait_for(BOARD)
    p.shot("2-board")


def play(p: Player) -> None:
    """The battle: three Sisters taken out by three heroes, a hero and a henchman of the Grey
    Wolves taken out; the Sisters' rout test at the start of their second turn fails."""
    attack(p, "Captain Dieter Stahl", "Sigmarite Sisters 1", "knocked_down")
    take_out(p, "Sigmarite Sisters 1")
    p.click(tile(p, "Otto the Axe"), "Otto the Axe (the attacker)")
    take_out(p, "Sigmarite Sisters 2")
    p.click(tile(p, "Sister Adelheid"), "Sister Adelheid (the attacker)")
    take_out(p, "Otto the Axe")
    p.click(tile(p, "Sigmarite Sisters 3"), "Sigmarite Sisters 3 (the attacker)")
    take_out(p, "Reikland Marksmen 1")
    p.shot("3-turn-1")
    p.key("n", "(next turn: the Sisters' first)")
    p.key("n", "(next turn: the Grey Wolves' second)")
    p.click(tile(p, "Young Karl"), "Young Karl (the attacker)")
    take_out(p, "Novices 1")
    p.key("n", "(next turn: the Sisters' second, their rout test due)")
    p.shot("4-rout-test")
    p.click(p.find(name="rollRout", title=BOARD), "Roll 2D6 (the rout test)")
    p.shot("5-routed")


def after_battle(p: Player) -> None:
    """End battle: the post-battle sequence opens filled, the program's dice rolled, on the
    exploration; one shard sold; a shield for the captain, a helmet for Young Karl; Finish."""
    p.click(p.find(name="endBattle", title=BOARD), "End battle")
    p.wait_for("Post-battle sequence")
    time.sleep(2)
    p.shot("6-exploration")
    p.key("Return", "(Next: the income)")
    p.type("1", "(shards to sell: the field has the keyboard)")
    p.key("Return", "(Next: trading)")
    p.shot("7-trading")
    p.double_click(cell(p, "Shield"), "Shield, for the captain (picked already)")
    p.click(cell(p, "Young Karl"), "Young Karl")
    p.double_click(cell(p, "Helmet"), "Helmet")
    p.shot("8-planned")
    p.click(p.find(text="Finish"), "Finish")
    p.shot("9-sheet")


PARTS = (
    ("Start battle", (start,)),
    ("the battle", (play,)),
    ("End battle to Finish", (after_battle,)),
)


def prepare(work: Path, env: dict[str, str]) -> None:
    """Not counted: the demo campaign, two warriors hired into each side (ten models each)."""
    command = [sys.executable, "-m", "mordheim_roster", "--db", env["MORDHEIM_ROSTER_DB"]]
    hires = (["hire", "1", "warriors", "--count", "2"], ["hire", "3", "novices", "--count", "2"])
    for args in (["list"], *hires):
        subprocess.run([*command, *args], env=env, cwd=ROOT, check=True, capture_output=True)


def start_display(env: dict[str, str], size: str) -> list[subprocess.Popen[bytes]]:
    display = env["DISPLAY"]
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", size, "-nolisten", "tcp"])
    time.sleep(1.5)
    if server.poll() is not None:
        raise SystemExit(f"Xvfb could not start on {display} (in use?): choose --display")
    manager = subprocess.Popen(["openbox"], env=env)
    time.sleep(1.5)
    return [manager, server]


def run(work: Path, args: argparse.Namespace) -> tuple[list[tuple[str, int]], Player]:
    shots = work / "screens"
    shots.mkdir(parents=True)
    env = {
        **os.environ,
        "DISPLAY": args.display,
        "HOME": str(work),
        "LANG": "en_US.UTF-8",
        "QT_QPA_PLATFORM": "xcb",
        "QT_SCALE_FACTOR": str(args.scale),
        "MORDHEIM_ROSTER_DB": str(work / "roster.db"),
        "MORDHEIM_ROSTER_SETTINGS_DIR": str(work / "settings"),
        "BATTLE_ACTIONS_DICE": json.dumps(DICE),
        "BATTLE_ACTIONS_SEED": "1",
        "BATTLE_ACTIONS_ROLLS": str(shots / "rolls.txt"),
        "BATTLE_ACTIONS_GEOMETRY": str(work / "geometry.json"),
        "BATTLE_ACTIONS_LANG": args.lang,
    }
    prepare(work, env)
    size = "2732x1536x24" if args.scale == 2 else "1366x768x24"
    helpers = start_display(env, size)
    program = subprocess.Popen([sys.executable, "-c", LAUNCHER], env=env, cwd=ROOT)
    player = Player(env, shots, Path(env["BATTLE_ACTIONS_GEOMETRY"]), args.pause)
    counted: list[tuple[str, int]] = []
    try:
        player.wait_for("Mordheim Roster", 60)
        time.sleep(6)  # the campaign opens after the first paint
        window = subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--name", "Mordheim Roster"],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        player.xdo("windowactivate", "--sync", window.split()[0])  # (not counted)
        entry = cell(player, WOLVES)
        x, y = entry["x"] + 20, entry["y"] + entry["h"] // 2
        player.xdo("mousemove", str(x), str(y), "click", "1")
        for name, steps in PARTS:
            before = player.actions
            player.log.append(name)
            for step in steps:
                step(player)
            counted.append((name, player.actions - before))
        time.sleep(2)
    finally:
        program.terminate()
        program.wait(10)
        for helper in helpers:
            helper.terminate()
            helper.wait(10)
    return counted, player


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keep", action="store_true", help="keep the data and screenshots")
    parser.add_argument("--pause", type=float, default=0.7, help="seconds after each action")
    parser.add_argument("--display", default=DISPLAY, help=f"the X display to start ({DISPLAY})")
    parser.add_argument("--lang", default="en", choices=("en", "ru"))
    parser.add_argument("--scale", type=int, default=1, choices=(1, 2))
    args = parser.parse_args()
    for tool in ("Xvfb", "openbox", "xdotool", "import", "xwininfo"):
        if shutil.which(tool) is None:
            raise SystemExit(f"{tool} is missing: install xvfb openbox xdotool x11-utils")
    work = Path(tempfile.mkdtemp(prefix="battle-actions-"))
    counted, player = run(work, args)
    print("\n".join(player.log))
    print()
    for name, actions in counted:
        print(f"{name}: {actions}")
    print(f"screenshots and dice: {work / 'screens'}")
    after = dict(counted).get("End battle to Finish", 99)
    return 0 if after <= 8 else 1


if __name__ == "__main__":
    sys.exit(main())
