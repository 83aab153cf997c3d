"""The mount a warrior rides, printed under his profile: its name, then its own profile row."""

from __future__ import annotations

from dataclasses import replace

from app.pdf.boxes import Atom, text_atoms
from app.pdf.layout import BODY, LEADING, field_runs, profile_atom
from app.pdf.view import WarriorView
from rules.models import Lang


def mount_atoms(warrior: WarriorView, lang: Lang, width: float) -> list[Atom]:
    """'MOUNT Warhorse' and the warhorse's profile; nothing for a warrior on foot."""
    if warrior.mount is None:
        return []
    caption = text_atoms(
        field_runs(lang, "mount", [(" " + warrior.mount.name, BODY)]), width, LEADING, 8
    )
    row = profile_atom(replace(warrior, profile=warrior.mount.profile, blank=False), width)
    return [*caption, Atom(1.5), row]
