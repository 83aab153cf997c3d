"""The system font a layout test lays the window out with, chosen through fontconfig.

A window is laid out with the desktop's sans-serif font, which differs from machine to machine
(DejaVu Sans on some, Noto Sans on KDE and Fedora, Liberation Sans elsewhere), and a font with
taller lines needs more room for the same rows. So a layout test never measures with whatever
font the machine has: it starts a fresh process whose fontconfig (`FONTCONFIG_FILE`, read when
the process first asks for a font) is the machine's own configuration with sans-serif made the
font wanted, and it runs once for each of the fonts below.

A font that is not installed is a skip that names its package; under `CI=true` it is a failure,
so that continuous integration never passes without measuring.
"""

from __future__ import annotations

import os
from pathlib import Path
from xml.sax.saxutils import escape

import pytest

# The fonts the layout is measured with, and the Debian/Ubuntu package that installs each.
FONT_PACKAGES = {
    "DejaVu Sans": "fonts-dejavu-core",
    "Noto Sans": "fonts-noto-core",
    "Liberation Sans": "fonts-liberation",
}

# fontconfig's own configuration: the one the environment names, else the system's (a relative
# name is looked for in fontconfig's configuration folder).
_SYSTEM_CONF = "fonts.conf"


def fontconfig_file(folder: Path, family: str) -> Path:
    """A fonts.conf in `folder`: the machine's configuration (its fonts, hinting, fallbacks for
    missing glyphs), then sans-serif made `family` ahead of any other preference."""
    base = os.environ.get("FONTCONFIG_FILE", _SYSTEM_CONF)
    conf = folder / f"fonts-{family.replace(' ', '-').lower()}.conf"
    conf.write_text(
        '<?xml version="1.0"?>\n'
        '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n'
        "<fontconfig>\n"
        f'  <include ignore_missing="yes">{escape(base)}</include>\n'
        '  <match target="pattern">\n'
        '    <test name="family"><string>sans-serif</string></test>\n'
        '    <edit name="family" mode="prepend_first" binding="strong">'
        f"<string>{escape(family)}</string></edit>\n"
        "  </match>\n"
        "</fontconfig>\n",
        encoding="utf-8",
    )
    return conf


def font_environment(folder: Path, family: str) -> dict[str, str]:
    """The environment of a fresh process whose sans-serif font is `family`."""
    return {
        **os.environ,
        "FONTCONFIG_FILE": str(fontconfig_file(folder, family)),
        "QT_QPA_PLATFORM": "offscreen",
    }


def missing_font(family: str) -> None:
    """`family` is not installed: a skip naming the package, a failure under CI=true."""
    message = f"{family} is not installed (Debian/Ubuntu package {FONT_PACKAGES[family]})"
    if os.environ.get("CI") == "true":
        pytest.fail(f"{message}: continuous integration measures the layout with every font")
    pytest.skip(message)
