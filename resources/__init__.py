"""Icons, fonts and translations shipped with the program."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent
ICONS = ROOT / "icons"
ICON_NAME = "mordheim-roster"
# The freedesktop sizes rendered from the SVG by packaging/render_icons.py.
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def icon_path(size: int | None = None) -> Path:
    """The app icon: the SVG with no size, else the rendered PNG of at least `size` pixels.

    `icon_path()` is the scalable original; `icon_path(256)` is
    icons/hicolor/256x256/apps/mordheim-roster.png (for a window, a PDF, an installer).
    Sizes between the rendered ones give the next larger PNG, sizes above 512 the 512 one.
    """
    if size is None:
        return ICONS / f"{ICON_NAME}.svg"
    if size < 1:
        raise ValueError(f"icon size must be positive, not {size}")
    chosen = next((rendered for rendered in ICON_SIZES if rendered >= size), ICON_SIZES[-1])
    return ICONS / "hicolor" / f"{chosen}x{chosen}" / "apps" / f"{ICON_NAME}.png"
