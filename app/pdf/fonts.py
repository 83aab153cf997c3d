"""The fonts embedded in every sheet: DejaVu (Latin and Cyrillic), shipped in resources/fonts.

The files are found next to the `resources` package, never in a system folder, so a sheet looks
the same on every machine. They are registered with reportlab once per process.
"""

from __future__ import annotations

import threading
from pathlib import Path

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

import resources

FONT_DIR = Path(resources.__file__).resolve().parent / "fonts"

SANS = "MordheimSans"
SANS_BOLD = "MordheimSans-Bold"
SERIF_BOLD = "MordheimSerif-Bold"

FILES: dict[str, str] = {
    SANS: "DejaVuSansCondensed.ttf",
    SANS_BOLD: "DejaVuSansCondensed-Bold.ttf",
    SERIF_BOLD: "DejaVuSerifCondensed-Bold.ttf",
}

_lock = threading.Lock()
_registered = False


class FontError(RuntimeError):
    """A font file the sheets need is missing or unreadable."""


def register_fonts() -> None:
    """Register the sheet fonts with reportlab (only the first call does any work)."""
    global _registered
    if _registered:
        return
    with _lock:
        if _registered:
            return
        for name, filename in FILES.items():
            path = FONT_DIR / filename
            try:
                pdfmetrics.registerFont(TTFont(name, str(path)))
            except Exception as exc:  # reportlab raises plain TTFError / OSError subclasses
                raise FontError(f"cannot load the font {path}: {exc}") from exc
        # <b> in a paragraph picks the bold face; there is no italic, so italics stay upright.
        for italic in (0, 1):
            addMapping(SANS, 0, italic, SANS)
            addMapping(SANS, 1, italic, SANS_BOLD)
            for bold_face in (SANS_BOLD, SERIF_BOLD):
                addMapping(bold_face, 0, italic, bold_face)
                addMapping(bold_face, 1, italic, bold_face)
        _registered = True
