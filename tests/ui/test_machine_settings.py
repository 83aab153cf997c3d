"""The suite sees the same machine everywhere (tests/conftest.py): English and metric paper
whatever the system's locale, UTC whatever its time zone, offscreen at 100% whatever its screen
and scaling. A developer on a Russian desktop in Vladivostok at 200% gets the same results."""

import os
import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtCore import QLocale

ROOT = Path(__file__).resolve().parents[2]
# A machine unlike the developers': its own language, time zone, screen and scaling.
ELSEWHERE = {
    "LANG": "ru_RU.UTF-8",
    "LC_ALL": "ru_RU.UTF-8",
    "LANGUAGE": "ru",
    "TZ": "Asia/Vladivostok",
    "QT_QPA_PLATFORM": "xcb",
    "DISPLAY": ":0",
    "QT_SCALE_FACTOR": "2",
}


def test_the_suite_decides_the_locale_time_zone_and_screen(qapp) -> None:
    from ui.main_window import system_lang

    assert system_lang() == "en"
    assert QLocale.system().measurementSystem() == QLocale.MeasurementSystem.MetricSystem
    assert time.localtime().tm_gmtoff == 0
    assert qapp.platformName() == "offscreen"
    assert qapp.primaryScreen().devicePixelRatio() == 1


def test_another_machine_changes_nothing(tmp_path) -> None:
    """The check above and a test of the window, run on that other machine."""
    tests = [
        f"{Path(__file__).relative_to(ROOT)}::test_the_suite_decides_the_locale_time_zone_and_screen",
        "tests/ui/test_main_window.py::test_lists_the_demo_campaign",
    ]
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider", *tests],
        cwd=ROOT,
        env={**os.environ, **ELSEWHERE},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
