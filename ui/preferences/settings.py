"""Where the window keeps its settings (language, window layout, the last warband).

Normally Qt's native store: a .conf file on Linux, the registry on Windows, a plist on macOS.
MORDHEIM_ROSTER_SETTINGS_DIR names a folder instead, where the settings are one INI file
(`mordheim-roster.ini`) on every system: the smoke test and the tests use a throwaway folder
and never touch the tester's own settings.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings

SETTINGS_DIR_VAR = "MORDHEIM_ROSTER_SETTINGS_DIR"
SETTINGS_FILE = "mordheim-roster.ini"


def app_settings() -> QSettings:
    folder = os.environ.get(SETTINGS_DIR_VAR)
    if folder:
        return QSettings(str(Path(folder) / SETTINGS_FILE), QSettings.Format.IniFormat)
    return QSettings("mordheim-roster", "mordheim-roster")
