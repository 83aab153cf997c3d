"""Text on the sheet without platypus Paragraphs: runs of styled words wrapped to a width.

A sheet has a few hundred short labelled fields; reportlab's Paragraph parses markup and wraps
each one again for every table measure (over three thousand wraps a sheet). Here a field is
wrapped once, with the same greedy rule (a word goes to the next line when it does not fit;
a word longer than a whole line is cut between characters), and drawn with one text object.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from reportlab.lib.colors import Color
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

_SPACES = re.compile(r"[ \t\r\f\v]+")  # a no-break space (U+00A0) is not one of them
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


@dataclass(frozen=True, slots=True)
class Style:
    font: str
    size: float
    color: Color


Run = tuple[str, Style]  # a piece of text in one style
Fragment = tuple[float, str, Style]  # x offset in the line, text, style


@dataclass(frozen=True, slots=True)
class Line:
    fragments: tuple[Fragment, ...]
    width: float


def _tokens(runs: Iterable[Run]) -> list[tuple[str, Style, bool] | None]:
    """Words with their style and whether a space comes before; None is a forced line break."""
    out: list[tuple[str, Style, bool] | None] = []
    space = False
    for text, style in runs:
        for n, paragraph in enumerate(_CONTROL.sub("", text).split("\n")):
            if n:
                out.append(None)
                space = False
            parts = _SPACES.split(paragraph)
            for m, word in enumerate(parts):
                if m:
                    space = True
                if word:
                    out.append((word, style, space))
                    space = False
    return out


_widths: dict[tuple[str, str, float], float] = {}


def width_of(text: str, style: Style) -> float:
    """stringWidth, remembered: a sheet measures the same words (and spaces) many times."""
    key = (text, style.font, style.size)
    found = _widths.get(key)
    if found is None:
        if len(_widths) > 50_000:
            _widths.clear()
        found = _widths[key] = stringWidth(text, style.font, style.size)
    return found


def _longest_prefix(word: str, style: Style, width: float) -> int:
    """How many characters of `word` fit in `width` (at least one: a line always advances)."""
    low, high = 1, len(word)
    while low < high:
        middle = (low + high + 1) // 2
        if stringWidth(word[:middle], style.font, style.size) <= width:
            low = middle
        else:
            high = middle - 1
    return low


class _Builder:
    def __init__(self, width: float) -> None:
        self.width = width
        self.lines: list[Line] = []
        self.fragments: list[Fragment] = []
        self.x = 0.0

    def place(self, word: str, style: Style, space: bool) -> None:
        gap = width_of(" ", style) if space and self.x > 0 else 0.0
        size = width_of(word, style)
        if self.x > 0 and self.x + gap + size > self.width:
            self.newline()
            gap = 0.0
        while size > self.width - self.x:  # only on an empty line: cut the word itself
            cut = _longest_prefix(word, style, self.width - self.x)
            self.add(word[:cut], style, 0.0, width_of(word[:cut], style))
            self.newline()
            word = word[cut:]
            size = width_of(word, style)
        if word:
            self.add(word, style, gap, size)

    def add(self, word: str, style: Style, gap: float, size: float) -> None:
        last = self.fragments[-1] if self.fragments else None
        if last is not None and last[2] == style:  # one string per style and line
            joined = last[1] + (" " if gap else "") + word
            self.fragments[-1] = (last[0], joined, style)
        else:
            self.fragments.append((self.x + gap, word, style))
        self.x += gap + size

    def newline(self) -> None:
        self.lines.append(Line(tuple(self.fragments), self.x))
        self.fragments = []
        self.x = 0.0


def wrap(runs: Sequence[Run], width: float) -> list[Line]:
    """The runs broken into lines at most `width` points wide (no line for no text)."""
    builder = _Builder(max(width, 1.0))
    for token in _tokens(runs):
        if token is None:
            builder.newline()
        else:
            builder.place(*token)
    if builder.fragments:
        builder.newline()
    return builder.lines


class Pen:
    """The canvas of one box, its text gathered in one text object (a text object per string
    costs more than the string), written over the box's fills and rules when the box is done,
    in reading order, changing font and colour only where they change. Anything else is
    passed on to the canvas."""

    def __init__(self, canvas: Canvas) -> None:
        self.canvas = canvas
        self._text: Any = None
        self._font: tuple[str, float] | None = None
        self._color: Color | None = None

    def __getattr__(self, name: str) -> Any:
        return getattr(self.canvas, name)

    def write(self, x: float, baseline: float, string: str, style: Style) -> None:
        if self._text is None:
            self._text = self.canvas.beginText()
        if (style.font, style.size) != self._font:
            self._font = style.font, style.size
            self._text.setFont(*self._font)
        if style.color is not self._color:
            self._color = style.color
            self._text.setFillColor(style.color)
        self._text.setTextOrigin(x, baseline)
        self._text.textOut(string)

    def centred(self, middle: float, baseline: float, string: str, style: Style) -> None:
        self.write(middle - width_of(string, style) / 2, baseline, string, style)

    def right(self, right: float, baseline: float, string: str, style: Style) -> None:
        self.write(right - width_of(string, style), baseline, string, style)

    def text_line(self, line: Line, x: float, baseline: float) -> None:
        """One wrapped line with its left end at `x`."""
        for offset, string, style in line.fragments:
            self.write(x + offset, baseline, string, style)

    def finish(self) -> None:
        if self._text is not None:
            self.canvas.drawText(self._text)
        self._text, self._font, self._color = None, None, None


__all__ = ["Line", "Pen", "Run", "Style", "width_of", "wrap"]
