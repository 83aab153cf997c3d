"""A player at the screen for the benchmarks that count actions (player_actions.py,
battle_actions.py): xdotool clicks, key chords and typed text under Xvfb, each counted, and
what the active window shows read from the geometry file a probe in the program writes four
times a second (its named widgets and cells, with their places in the window). The player
adds the window's place on the screen as the X server gives it; he never calls a widget."""

from __future__ import annotations

import json
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

Entry = dict[str, Any]


def point(entry: Entry, at: str = "middle") -> tuple[int, int]:
    """Where on an entry to click: its middle, or a spin box's up arrow."""
    x, y, w, h = (int(entry[key]) for key in ("x", "y", "w", "h"))
    if at == "up":
        return x + w - 8, y + h // 4
    return x + w // 2, y + h // 2


@dataclass
class XdoPlayer:
    """Drives the screen with xdotool and counts what he does."""

    env: dict[str, str]
    shots: Path
    geometry: Path  # the file the program's probe writes
    pause: float = 0.6
    actions: int = 0
    log: list[str] = field(default_factory=list)
    last: float = 0.0  # when the last action was done: a snapshot must be newer

    def xdo(self, *args: str) -> None:
        subprocess.run(["xdotool", *args], env=self.env, check=True)
        time.sleep(self.pause)
        self.last = time.time()

    def count(self, what: str) -> None:
        self.actions += 1
        self.log.append(f"{self.actions:3}. {what}")

    def click(self, entry: Entry, what: str, *, at: str = "middle") -> None:
        x, y = point(entry, at)
        self.xdo("mousemove", str(x), str(y), "click", "1")
        self.count(f"click {what}")

    def double_click(self, entry: Entry, what: str) -> None:
        x, y = point(entry)
        self.xdo("mousemove", str(x), str(y), "click", "--repeat", "2", "--delay", "80", "1")
        self.count(f"double-click {what}")

    def key(self, chord: str, what: str) -> None:
        self.xdo("key", chord)
        self.count(f"{chord} {what}")

    def type(self, text: str, what: str) -> None:
        """A field typed: one action (the text replaces what the field held)."""
        self.xdo("type", "--delay", "40", text)
        self.count(f"type '{text}' {what}")

    def look(self, title: str = "", seconds: float = 30) -> list[Entry]:
        """What the active window shows, as the probe wrote it after the last action: two
        snapshots alike, since a window still laying itself out (on a loaded machine) would
        have things move under the mouse."""
        end = time.monotonic() + seconds
        before: tuple[float, list[Entry]] | None = None
        while time.monotonic() < end:
            seen = self._snapshot()
            if seen and seen["time"] > self.last and title in seen["title"]:
                if before is not None and before[0] < seen["time"] and before[1] == seen["entries"]:
                    x, y = self.origin()
                    return [{**e, "x": e["x"] + x, "y": e["y"] + y} for e in seen["entries"]]
                if before is None or before[0] < seen["time"]:
                    before = (seen["time"], seen["entries"])
            time.sleep(0.1)
        self.shot("lost")
        raise SystemExit(f"no window '{title}' after {seconds} s (see {self.shots})")

    def _snapshot(self) -> dict[str, Any] | None:
        try:
            seen: dict[str, Any] = json.loads(self.geometry.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return seen

    def origin(self) -> tuple[int, int]:
        """The active window's top left corner inside its frame, on the screen (xwininfo;
        xdotool's getwindowgeometry counts the frame twice under openbox)."""
        for _ in range(20):  # no active window for a moment while one closes
            done = subprocess.run(
                ["xdotool", "getactivewindow"], env=self.env, capture_output=True, text=True
            )
            if done.returncode == 0:
                break
            time.sleep(0.2)
        info = subprocess.run(
            ["xwininfo", "-id", done.stdout.strip()],
            env=self.env,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        corner = {
            line.split(":")[0].strip(): int(line.split(":")[1])
            for line in info.splitlines()
            if "Absolute upper-left" in line
        }
        return corner["Absolute upper-left X"], corner["Absolute upper-left Y"]

    def wait_for(self, title: str, seconds: float = 30) -> None:
        """Until the active window has this title (as the probe reports it)."""
        self.look(title, seconds)

    def shot(self, name: str) -> None:
        subprocess.run(
            ["import", "-window", "root", str(self.shots / f"{name}.png")],
            env=self.env,
            check=True,
        )
