"""How many actions a player needs for the everyday tasks of issue 24, counted by driving the
real window as he does: Xvfb at 1366x768 with a window manager (openbox), xdotool clicks, key
chords and typed text only, never a call into a widget. Every click, double-click, key chord
and typed field is one action; a list opened and an entry picked are two.

    .venv/bin/python benchmarks/player_actions.py            # the table, screenshots in /tmp
    .venv/bin/python benchmarks/player_actions.py --keep     # keep the data and screenshots

The tasks, on a fresh campaign in English:
(a) an 11-model Witch Hunters warband, two heroes named (the new-warband wizard);
(b) a battle recorded with the program's dice: one hero out of action, one henchman lost, the
    experience, exploration, selling shards, two purchases;
(c) two advances: a characteristic and a skill;
(d) printing the sheet (Ctrl+P, then the print dialog's OK).

The program's dice stay the program's: the player never types one. To make every run count
the same path, the launcher below feeds the dice the tasks depend on (the hero's and the
henchman's injuries, the advance tables) from fixed values and every other die from a seeded
generator; each die is written to rolls.txt beside the screenshots.

Where to click is never a fixed screen position: the launcher also loads
benchmarks/geometry_probe.py into the program, which writes the active window's buttons, fields,
tabs, table cells and experience boxes (their text and rectangle in the window) to a file four
times a second, and the script adds the window's place on the screen as the X server gives it
(xwininfo). So a button is found by its text, a table's button by its row's text, whatever size
the window opens at and whatever font the machine has. A row out of sight is scrolled to with
the mouse wheel, counted as one action. The keyboard (Tab, Enter, shortcuts) is used where it
is as quick. A run takes about two minutes.
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
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))

from xdo_player import Entry, XdoPlayer, point  # noqa: E402

DISPLAY = ":57"  # a display of its own (--display)
SIZE = "1366x768x24"

# The program's entry point with its dice made repeatable (see the module's docstring).
LAUNCHER = """
import json, os, random, sys
import rules.dice as dice
fixed = json.loads(os.environ["PLAYER_ACTIONS_DICE"])
stream = random.Random(int(os.environ["PLAYER_ACTIONS_SEED"]))
rolls = open(os.environ["PLAYER_ACTIONS_ROLLS"], "a", encoding="utf-8")
def roll(self, sides, purpose):
    queue = fixed.get(purpose.code)
    value = queue.pop(0) if queue else stream.randint(1, sides)
    self.log.append(dice.Roll(sides, value, purpose))
    print(f"D{sides} {purpose.code}: {value}", file=rolls, flush=True)
    return value
dice.RandomDice.roll = roll
sys.path.insert(0, os.path.join(os.getcwd(), "benchmarks"))
import ui.launch as launch
import geometry_probe
made = launch.application
probes = []
def application(**options):
    app = made(**options)
    if not probes:
        probes.append(geometry_probe.install(os.environ["PLAYER_ACTIONS_GEOMETRY"]))
    return app
launch.application = application
from mordheim_roster.__main__ import main
sys.exit(main([]))
"""


def _first_line(entry: Entry) -> str:
    return str(entry["text"]).split("\n")[0].strip()


class Player(XdoPlayer):
    """The everyday tasks' player: the window's buttons, fields and cells found by their text
    (benchmarks/geometry_probe.py writes them), wherever the window put them."""

    def find(self, kind: str, text: str, *, title: str = "", **wanted: object) -> Entry:
        """The first entry of this kind whose text (its first line) is `text`, with the other
        fields `wanted` (view, label, name...)."""
        for entry in self.look(title):
            same = entry["kind"] == kind and _first_line(entry) == text
            if same and all(entry.get(key) == value for key, value in wanted.items()):
                return entry
        self.shot("lost")
        raise SystemExit(f"no {kind} '{text}' {wanted or ''} on screen (see {self.shots})")

    def in_row(
        self,
        cell: str,
        button: str | None = "",
        *,
        kind: str = "button",
        row: str = "cell",
        view: str = "",
    ) -> Entry:
        """The `kind` entry reading `button` (any text if None) on the row of the `row` entry
        reading `cell`: a table row's Hire, + or -, a casualty's box or spin box."""
        found = self.find(row, cell, **({"view": view} if view else {}))
        middle = found["y"] + found["h"] // 2
        for entry in self.look():
            if entry["kind"] != kind or entry.get("name") == "qt_spinbox_lineedit":
                continue
            if button is not None and entry["text"] != button:
                continue
            if entry["y"] <= middle < entry["y"] + entry["h"] and entry is not found:
                return entry
        self.shot("lost")
        raise SystemExit(f"no {kind} '{button}' on the row '{cell}' (see {self.shots})")

    def scroll_to(self, cell: str, view: str) -> None:
        """The wheel turned over a list until its row `cell` shows: one action (one gesture,
        however many notches), none if the row shows already."""

        def shown() -> bool:
            return any(
                e["kind"] == "cell" and e.get("view") == view and _first_line(e) == cell
                for e in self.look()
            )

        if shown():
            return
        x, y = point(self.find_in(view), "middle")
        self.xdo("mousemove", str(x), str(y))
        for _notch in range(30):
            self.xdo("click", "5")
            if shown():
                self.count(f"scroll the list to {cell}")
                return
        raise SystemExit(f"no row '{cell}' in {view} (see {self.shots})")

    def on_page(self, number: int, seconds: float = 20) -> None:
        """Until the wizard shows its page `number` (its title "6. Income"): not an action, so
        that keys typed on a loaded machine do not reach the page before it."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if any(
                e["kind"] == "label" and str(e["text"]).startswith(f"{number}. ")
                for e in self.look()
            ):
                return
            time.sleep(0.2)
        self.shot("lost")
        raise SystemExit(f"no page {number} after {seconds} s (see {self.shots})")

    def find_in(self, view: str) -> Entry:
        """Any cell of the view (to point the mouse at it)."""
        for entry in self.look():
            if entry["kind"] == "cell" and entry.get("view") == view:
                return entry
        raise SystemExit(f"no view '{view}' on screen (see {self.shots})")


# --- the tasks: positions read off the screenshots at 1366x768 ---------------------------------

DICE = {
    "starting_spell": [2],  # the Warrior-Priest's prayer, rolled by the wizard: Hearts of Steel
    "serious_injury": [5, 1],  # the Witch Hunter out of action: 51, full recovery
    "henchman_injury": [1],  # the Zealot out of action: 1, gone
    "hero_advance": [6, 4, 3, 3, 2],  # 10: a new skill; then 6: a characteristic (D6 2)
}


def new_warband(p: Player) -> None:
    """(a) Ctrl+N, the type (the keyboard goes to the name), its name; each recruit hired with
    a click takes the keyboard to his name (a group's to its models), typed at once."""
    p.key("ctrl+n", "(File > New warband)")
    p.wait_for("New warband")
    p.click(p.find("cell", "Witch Hunters", view="typeList"), "Witch Hunters")
    p.type("Templars of Sigmar", "(the warband's name: the field has the keyboard)")
    p.key("Return", "(Next)")
    p.click(p.in_row("Witch Hunter Captain", "Hire"), "Hire: Witch Hunter Captain")
    p.type("Marius Holst", "(the captain's name: his Name field has the keyboard)")
    p.scroll_to("Pistol", "kitGrid")
    p.click(p.in_row("Pistol", "+", view="kitGrid"), "+ Pistol")
    p.click(p.in_row("Warrior-Priest", "Hire"), "Hire: Warrior-Priest (his prayer rolled)")
    p.type("Brother Anselm", "(the priest's name)")
    p.click(p.in_row("Witch Hunter", "Hire"), "Hire: Witch Hunter")
    p.click(p.in_row("Witch Hunter", "Hire"), "Hire: Witch Hunter")
    for group, models in (("Zealots", "3"), ("Flagellants", "2"), ("Warhounds", "2")):
        p.click(p.in_row(group, "Hire"), f"Hire: {group}")
        p.type(models, f"({group}: the Models field has the keyboard)")
    p.shot("a-hired")
    p.click(p.find("button", "Finish"), "Finish")
    p.shot("a-sheet")


def casualties(p: Player, zealots: str) -> None:
    """The battle page passed as it starts (a win), then who was taken out of action."""
    p.key("ctrl+b", "(Warband > Post-battle sequence)")
    p.wait_for("Post-battle sequence")
    p.key("Return", "(1. the battle: Next)")
    p.click(p.in_row("Witch Hunter (Witch Hunter)", row="label"), "out of action: a Witch Hunter")
    p.click(
        p.in_row("Zealots (Zealots)", None, kind="field", row="label"),
        f"Zealots: 1 of {zealots} out of action (the up arrow)",
        at="up",
    )
    p.click(
        p.in_row("Brother Anselm (Warrior-Priest)", None, kind="field", row="label"),
        "Brother Anselm: 1 enemy taken out (the up arrow)",
        at="up",
    )


def trading(p: Player, what: str) -> None:
    """A shield for the captain (picked already), a helmet for the priest."""
    shield = p.find("cell", "Shield (5 gc)", view="buyItem")
    p.double_click(shield, f"Shield, for the captain{what}")
    p.click(p.find("cell", "Brother Anselm", view="buyWarrior"), "Brother Anselm")
    p.double_click(p.find("cell", "Helmet (10 gc)", view="buyItem"), "Helmet")


def battle(p: Player) -> None:
    """(b) Ctrl+B; a won battle: a Witch Hunter out of action, a Zealot lost, the priest took
    an enemy out; the program's dice; 1 shard sold; a shield for the captain, a helmet for the
    priest; Finish on the trading page."""
    casualties(p, "3")
    p.shot("b-casualties")
    p.key("Return", "(Next)")
    p.click(p.find("button", "Roll every die not rolled yet"), "Roll every die not rolled yet")
    p.shot("b-injuries")
    p.key("Return", "(Next)")
    p.shot("b-experience")
    p.key("Return", "(4. experience: Next)")
    p.key("Return", "(the exploration dice, the field empty: the program rolls)")
    p.shot("b-exploration")
    p.key("Return", "(Next)")
    p.on_page(6)
    p.type("1", "(shards to sell: the field has the focus, its number selected)")
    p.shot("b-income")
    p.key("Return", "(Next)")
    trading(p, " (picked already)")
    p.shot("b-trading")
    p.click(p.find("button", "Finish"), "Finish")
    p.shot("b-sheet")


def battle_typed(p: Player) -> None:
    """(b) again with the dice rolled on the table and typed: the same battle, each dice field
    typed and Enter (the keyboard moves on to the next field, then to Next)."""
    casualties(p, "2")
    p.key("Return", "(Next)")
    p.on_page(3)
    p.type("4 1", "(the Witch Hunter's D66: 41, full recovery)")
    p.key("Return", "(roll it)")
    p.type("5", "(the Zealot's D6: 5, he recovers)")
    p.key("Return", "(roll it)")
    p.shot("b2-injuries")
    p.key("Return", "(Next)")
    p.key("Return", "(4. experience: Next)")
    p.on_page(5)
    p.type("2 5 1 3", "(the four exploration dice)")
    p.key("Return", "(roll them)")
    p.shot("b2-exploration")
    p.key("Return", "(Next)")
    p.on_page(6)
    p.type("1", "(shards to sell)")
    p.key("Return", "(Next)")
    trading(p, "")
    p.shot("b2-trading")
    p.click(p.find("button", "Finish"), "Finish")
    p.shot("b2-sheet")


def skill_advance(p: Player) -> None:
    """(c) The priest's advance owed from the battle: a new skill."""
    p.key("ctrl+k", "(Warband > Take the advances owed)")
    p.wait_for("Advance")
    p.key("Return", "(Roll: 2D6 10, a new skill)")
    p.shot("c-skill-rolled")
    p.click(p.find("cell", "Web of Steel"), "Web of Steel")
    p.key("Return", "(Apply)")
    p.shot("c-skill-taken")


def experience_setup(p: Player) -> None:
    """Not counted: the captain given his 24th experience point (a box clicked in his panel)."""
    for kind, text in (("cell", "Marius Holst"), ("box", "24")):
        x, y = point(p.find(kind, text), "middle")
        p.xdo("mousemove", str(x), str(y), "click", "1")
    p.shot("c-setup")


def characteristic_advance(p: Player) -> None:
    """(c) The captain's advance: a characteristic (2D6 6, then a D6 2)."""
    p.key("ctrl+k", "(Warband > Take the advances owed)")
    p.wait_for("Advance")
    p.key("Return", "(Roll)")
    p.shot("c-characteristic-rolled")
    p.key("Return", "(Apply)")
    p.shot("c-characteristic-taken")


def print_sheet(p: Player) -> None:
    """(d) Ctrl+P; the print dialog's OK (no printer here: it prints to a PDF file)."""
    p.key("ctrl+p", "(File > Print)")
    p.wait_for("Print")
    p.shot("d-print-dialog")
    p.key("Return", "(the print dialog's Print)")


@dataclass(frozen=True)
class Task:
    name: str
    web: str  # the web builder's count (issue 24)
    before: str  # measured as a player before issue 24 (the figures)
    target: int | None  # None: no target in this area's brief
    steps: tuple[Callable[[Player], None], ...]
    setup: tuple[Callable[[Player], None], ...] = ()


TASKS = (
    Task("(a) 11-model Witch Hunters, 2 heroes named", "23", "28", 23, (new_warband,)),
    Task("(b) a battle, the program's dice", "17", "23-24", 17, (battle,)),
    Task("(c) an advance: a skill", "3", "7", 4, (skill_advance,)),
    Task(
        "(c) an advance: a characteristic",
        "3",
        "3",
        3,
        (characteristic_advance,),
        (experience_setup,),
    ),
    Task("(d) print the sheet (+ the dialog's OK)", "1", "no dialog", 2, (print_sheet,)),
    # 7 dice typed (a D66, a D6, four exploration dice... and the target allows one each)
    Task("(b) the battle again, 7 dice typed", "-", "30", 17 + 7, (battle_typed,)),
)


def start_display(env: dict[str, str]) -> list[subprocess.Popen[bytes]]:
    """An X server of its own (refused if the display is taken: never another one's screen)."""
    display = env["DISPLAY"]
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", SIZE, "-nolisten", "tcp"])
    time.sleep(1.5)
    if server.poll() is not None:
        raise SystemExit(f"Xvfb could not start on {display} (in use?): choose --display")
    manager = subprocess.Popen(["openbox"], env=env)
    time.sleep(1.5)
    return [manager, server]


def run(work: Path, pause: float, display: str) -> tuple[list[tuple[Task, int]], Player]:
    shots = work / "screens"
    shots.mkdir(parents=True)
    env = {
        **os.environ,
        "DISPLAY": display,
        "HOME": str(work),  # the print dialog writes its PDF file here
        "LANG": "en_US.UTF-8",
        "LANGUAGE": "en",
        "QT_QPA_PLATFORM": "xcb",
        "MORDHEIM_ROSTER_DB": str(work / "roster.db"),
        "MORDHEIM_ROSTER_SETTINGS_DIR": str(work / "settings"),
        "PLAYER_ACTIONS_DICE": json.dumps(DICE),
        "PLAYER_ACTIONS_SEED": "1",
        "PLAYER_ACTIONS_ROLLS": str(shots / "rolls.txt"),
        "PLAYER_ACTIONS_GEOMETRY": str(work / "geometry.json"),
    }
    helpers = start_display(env)
    program = subprocess.Popen([sys.executable, "-c", LAUNCHER], env=env, cwd=ROOT)
    player = Player(env, shots, Path(env["PLAYER_ACTIONS_GEOMETRY"]), pause)
    counted: list[tuple[Task, int]] = []
    try:
        player.wait_for("Mordheim Roster", 60)
        time.sleep(8)  # the campaign opens after the first paint
        player.shot("start")
        for task in TASKS:
            for step in task.setup:
                step(player)
            before = player.actions
            player.log.append(task.name)
            for step in task.steps:
                step(player)
            counted.append((task, player.actions - before))
        time.sleep(3)
    finally:
        program.terminate()
        program.wait(10)
        for helper in helpers:
            helper.terminate()
            helper.wait(10)
    return counted, player


def table(counted: list[tuple[Task, int]]) -> str:
    rows = ["| task | web builder | before | now | target |", "|---|---|---|---|---|"]
    for task, actions in counted:
        target = "-" if task.target is None else str(task.target)
        mark = " (over)" if task.target is not None and actions > task.target else ""
        rows.append(f"| {task.name} | {task.web} | {task.before} | {actions}{mark} | {target} |")
    return "\n".join(rows)


def printed_pages(work: Path) -> int:
    found = list(work.glob("*.pdf"))
    if not found:
        return 0
    info = subprocess.run(["pdfinfo", str(found[0])], capture_output=True, text=True, check=True)
    pages = [line.split()[1] for line in info.stdout.splitlines() if line.startswith("Pages")]
    return int(pages[0]) if pages else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keep", action="store_true", help="keep the data and screenshots")
    parser.add_argument("--pause", type=float, default=0.7, help="seconds after each action")
    parser.add_argument("--display", default=DISPLAY, help=f"the X display to start ({DISPLAY})")
    args = parser.parse_args()
    for tool in ("Xvfb", "openbox", "xdotool", "xwininfo", "import", "pdfinfo"):
        if shutil.which(tool) is None:
            raise SystemExit(f"{tool} is missing: install xvfb openbox xdotool imagemagick poppler")
    work = Path(tempfile.mkdtemp(prefix="player-actions-"))
    counted, player = run(work, args.pause, args.display)
    print("\n".join(player.log))
    print()
    print(table(counted))
    print(f"\nprinted: {printed_pages(work)} page(s); screenshots and dice: {work / 'screens'}")
    if not args.keep:
        shutil.rmtree(work / "settings", ignore_errors=True)
    met = all(task.target is None or actions <= task.target for task, actions in counted)
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
