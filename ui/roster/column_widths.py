"""How wide the sheet's columns of words are: the least width at which a cell's words wrap onto
a given number of lines, and columns shortened together when the table is short of room."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics

_TALL = 100_000  # a height no wrapped cell reaches: only the width limits the layout


def lines_at(metrics: QFontMetrics, text: str, width: int) -> int:
    """How many lines `text` takes wrapped at word boundaries in `width` pixels."""
    box = metrics.boundingRect(QRect(0, 0, max(width, 1), _TALL), Qt.TextFlag.TextWordWrap, text)
    return max(1, -(-box.height() // metrics.lineSpacing()))


def wrapped_width(metrics: QFontMetrics, text: str, lines: int) -> int:
    """The least width, in pixels, at which `text` takes at most `lines` lines (never less than
    its longest word, so no word is broken)."""
    whole = metrics.horizontalAdvance(text)
    low = max((metrics.horizontalAdvance(word) for word in text.split()), default=0)
    if lines <= 1 or lines_at(metrics, text, low) <= lines:
        return whole if lines <= 1 else low
    high = whole
    while high - low > 1:  # lines_at falls as the width grows: the least width that is enough
        middle = (low + high) // 2
        if lines_at(metrics, text, middle) <= lines:
            high = middle
        else:
            low = middle
    return high


def shortened(
    widths: dict[int, int], over: int, floors: Mapping[int, int], wanted: list[int]
) -> dict[int, int]:
    """The columns' widths less `over` pixels in all, each no narrower than its floor (or its
    contents), the widest giving up the most."""
    lows = {column: min(floors[column], wanted[column]) for column in widths}
    spare = {column: max(0, width - lows[column]) for column, width in widths.items()}
    total = sum(spare.values())
    if total == 0:
        return widths
    cut = min(over, total)
    return {
        column: width - (spare[column] * cut + total - 1) // total
        for column, width in widths.items()
    }
