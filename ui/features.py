"""The window's features that a menu entry opens (a dialog, a window, an export), in one list:
a new one is one module (a function taking the window's parts, ui/window_parts.py) and one line
in `FEATURES`. The main window makes each entry from here: its place, its words (translated
under the `MainWindow` context of resources/translations) and what it runs, imported when chosen.
The command line's exports have their own list (app/command_line/exports.py)."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, cast

if TYPE_CHECKING:
    from ui.window_parts import WindowParts

    def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
        """The text as it is (PySide6 types it as object); lupdate files it under `context`."""
else:
    from PySide6.QtCore import QT_TRANSLATE_NOOP

# Where an entry goes: "new" after File's New warband, "export" among File's exports (after
# Export PDF), "settings" at the end of the Settings menu.
Place = Literal["new", "export", "settings"]


@dataclass(frozen=True)
class Feature:
    place: Place
    name: str  # the entry's object name: tests and the keyboard's checks find it by it
    text: str  # its words in English, marked for lupdate with QT_TRANSLATE_NOOP("MainWindow", ...)
    run: str  # `module:function`, the function taking the main window; imported when chosen

    def load(self) -> Callable[[WindowParts], object]:
        module, _, name = self.run.partition(":")
        found = getattr(importlib.import_module(module), name)
        return cast("Callable[[WindowParts], object]", found)


FEATURES: list[Feature] = [
    Feature(
        "new", "newCustomAction",
        QT_TRANSLATE_NOOP("MainWindow", "New c&ustom warband..."),
        "ui.wizards.custom_warband_dialog:open_custom_warband_dialog",
    ),
    Feature(
        "export", "exportCardsAction",
        QT_TRANSLATE_NOOP("MainWindow", "Export model &cards..."),
        "ui.files.cards_export:export_cards",
    ),
    Feature(
        "export", "exportPhonesAction",
        QT_TRANSLATE_NOOP("MainWindow", "Export for p&hones..."),
        "ui.files.phone_export:export_for_phones",
    ),
    Feature(
        "export", "exportRosterBuilderAction",
        QT_TRANSLATE_NOOP("MainWindow", "Expor&t for Mordheim Roster Builder..."),
        "ui.files.roster_builder_export:export_for_roster_builder",
    ),
    Feature(
        "settings", "packsAction",
        QT_TRANSLATE_NOOP("MainWindow", "Rules &packs..."),
        "ui.preferences.packs_dialog:open_packs_dialog",
    ),
]
