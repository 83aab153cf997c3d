"""Text on the sheet without platypus Paragraphs: runs of styled words wrapped to a width.

A sheet has a few hundred short labelled fields; reportlab's Paragraph parses markup and wraps
each one again for every table measure (over three thousand wraps a sheet). Here a field is
wrapped once, with the same greedy rule (a word goes to the next line when it does not fit;
a word longer than a whole line is cut between characters), and drawn with one text object.
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from reportlab.lib.colors import Color
from reportlab.lib.rl_accel import escapePDF, fp_str
from reportlab.pdfbase.pdfmetrics import getFont, stringWidth
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


# Word widths per (font, size): a sheet measures the same words (and spaces) many times.
_widths: dict[tuple[str, float], dict[str, float]] = {}
_MEASURED_MAX = 50_000  # words remembered per face and size before starting again


def _widths_in(style: Style) -> dict[str, float]:
    key = (style.font, style.size)
    found = _widths.get(key)
    if found is None or len(found) > _MEASURED_MAX:
        found = _widths[key] = {}
    return found


def width_of(text: str, style: Style) -> float:
    """stringWidth, remembered."""
    known = _widths_in(style)
    found = known.get(text)
    if found is None:
        found = known[text] = stringWidth(text, style.font, style.size)
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


class _Lines:
    """The greedy line breaker's output: the lines made, the fragments of the current line
    and its open fragment (the words of one style so far, and where it starts)."""

    def __init__(self) -> None:
        self.lines: list[Line] = []
        self.fragments: list[Fragment] = []
        self.x = 0.0  # the width of the current line so far
        self.start = 0.0  # the open fragment's x offset
        self.words: list[str] = []  # the open fragment's text, piece by piece
        self.style: Style | None = None  # the open fragment's style; None: none open

    def close_fragment(self) -> None:
        if self.style is not None:
            self.fragments.append((self.start, "".join(self.words), self.style))
            self.style = None

    def newline(self) -> None:
        self.close_fragment()
        self.lines.append(Line(tuple(self.fragments), self.x))
        self.fragments = []
        self.x = 0.0

    def add(self, word: str, style: Style, gap: float, size: float) -> None:
        """The word after `gap` points; one string per style and line."""
        current = self.style
        if current is style or (current is not None and current == style):
            if gap:
                self.words.append(" ")
            self.words.append(word)
        else:
            self.close_fragment()
            self.start, self.words, self.style = self.x + gap, [word], style
        self.x += gap + size

    def cut(self, word: str, style: Style, width: float) -> str:
        """A word too long for the room left: the part that fits ends the line (each further
        whole line of it on a line of its own); the rest is returned."""
        size = width_of(word, style)
        while size > width - self.x:
            cut = _longest_prefix(word, style, width - self.x)
            self.add(word[:cut], style, 0.0, width_of(word[:cut], style))
            self.newline()
            word = word[cut:]
            size = width_of(word, style)
        return word


def wrap(runs: Sequence[Run], width: float) -> list[Line]:
    """The runs broken into lines at most `width` points wide (no line for no text): a word
    goes to the next line when it does not fit; a word longer than a whole line is cut
    between characters; a newline breaks the line; a run of spaces is one space."""
    width = max(width, 1.0)
    out = _Lines()
    space = False  # a space comes before the next word
    for text, style in runs:
        known = _widths_in(style)
        space_width = width_of(" ", style)
        if _CONTROL.search(text):
            text = _CONTROL.sub("", text)
        for n, paragraph in enumerate(text.split("\n")):
            if n:
                out.newline()
                space = False
            # The hot loop: over a thousand words a sheet, so locals and no call per word
            # but the fragment's join (`out.add` only where a fragment starts).
            x = out.x
            for m, word in enumerate(_SPACES.split(paragraph)):
                if m:
                    space = True
                if not word:
                    continue
                size = known.get(word)
                if size is None:
                    size = width_of(word, style)
                gap = space_width if space and x > 0 else 0.0
                space = False
                if x > 0 and x + gap + size > width:
                    out.x = x
                    out.newline()
                    x = gap = 0.0
                if size > width - x:  # only on an empty line: cut the word itself
                    out.x = x
                    word = out.cut(word, style, width)
                    x = out.x
                    if not word:
                        continue
                    size = width_of(word, style)
                if out.style is style:
                    if gap:
                        out.words.append(" ")
                    out.words.append(word)
                    x += gap + size
                else:
                    out.x = x
                    out.add(word, style, gap, size)
                    x = out.x
            out.x = x
    if out.fragments or out.style is not None:
        out.newline()
    return out.lines


# A string's text operators, per document and font: for each run of one subset, the subset,
# its font's name and the string's "(...) Tj". A sheet writes the same labels, numbers and
# skills many times.
Shown = tuple[tuple[int, str, str], ...]
_shown: weakref.WeakKeyDictionary[Any, dict[str, dict[str, Shown]]] = weakref.WeakKeyDictionary()


def _shown_in(doc: Any, font: Any) -> dict[str, Shown]:
    """The strings of `font` shown in `doc` so far. `font.splitString` and the subsets' names
    are the way reportlab's own text object writes an embedded font's string; a string's
    subsets, once given codes in a document, never change in it."""
    fonts = _shown.get(doc)
    if fonts is None:
        fonts = _shown[doc] = {}
    known = fonts.get(font.fontName)
    if known is None:
        known = fonts[font.fontName] = {}
    return known


def _show(doc: Any, font: Any, string: str) -> Shown:
    return tuple(
        (subset, font.getSubsetInternalName(subset, doc), f"({escapePDF(chunk)}) Tj")
        for subset, chunk in font.splitString(string, doc)
    )


_colours: dict[tuple[float, float, float, str], str] = {}


def _colour_operator(color: Color, operator: str = "rg") -> str:
    """'r g b rg' (a fill) or 'r g b RG' (a stroke), as reportlab's setFillColor and
    setStrokeColor write them for an RGB colour."""
    key = (color.red, color.green, color.blue, operator)
    found = _colours.get(key)
    if found is None:
        found = _colours[key] = f"{fp_str(key[:3])} {operator}"
    return found


class _Face(NamedTuple):
    """A font at a size, for one document: the font, whether its subsets are embedded (the
    sheet's fonts), its strings shown so far and its operators after a subset's name."""

    font: Any
    embedded: bool
    known: dict[str, Shown]
    select: str


# The faces of each document, made once for all its boxes (a sheet's 14 boxes made 130).
_faces: weakref.WeakKeyDictionary[Any, dict[tuple[str, float], _Face]] = weakref.WeakKeyDictionary()


def _faces_in(doc: Any) -> dict[tuple[str, float], _Face]:
    found = _faces.get(doc)
    if found is None:
        found = _faces[doc] = {}
    return found


class Pen:
    """The canvas of one box, its text gathered in one text object (a text object per string
    costs more than the string), written over the box's fills and rules when the box is done,
    in reading order, changing font and colour only where they change. Anything else is
    passed on to the canvas.

    A string goes into the text object as reportlab's `setFont`, `setFillColor`,
    `setTextOrigin` and `textOut` put it, operator for operator, without their per-call work
    that a placed string does not need (the cursor's advance, the font looked up again, the
    colour and the string formatted again); tests/app/test_pdf_pen.py holds it to the bytes."""

    def __init__(self, canvas: Canvas) -> None:
        self.canvas = canvas
        self._text: Any = None
        self._style: Style | None = None
        self._font: tuple[str, float] | None = None
        self._color: Color | None = None
        self._faces = _faces_in(canvas._doc)
        self._pdf_font: Any = None
        self._embedded = False  # a subset font (the sheet's), written here; else by reportlab
        self._known: dict[str, Shown] = {}  # the strings of the current font in the document
        self._select = ""  # " {size} Tf {leading} TL" after a subset's name
        self._transparency = False  # the document marked as PDF 1.4 (a colour's alpha)

    def __getattr__(self, name: str) -> Any:
        value = getattr(self.canvas, name)
        if callable(value):  # the canvas's methods: looked up once a box, not once a call
            self.__dict__[name] = value
        return value

    def _face(self, name: str, size: float) -> _Face:
        face = self._faces.get((name, size))
        if face is None:
            font = getFont(name)
            face = self._faces[name, size] = _Face(
                font,
                bool(font._dynamicFont and self.canvas.bottomup),
                _shown_in(self.canvas._doc, font),
                f" {fp_str(size)} Tf {fp_str(size * 1.2)} TL",
            )
        return face

    def _restyle(self, text: Any, style: Style) -> None:
        if (style.font, style.size) != self._font:
            self._font = style.font, style.size
            face = self._face(style.font, style.size)
            if face.embedded:  # what setFont does for a subset: the operators wait for text
                text._fontname, text._fontsize = style.font, style.size
                text._leading, text._curSubset = style.size * 1.2, -1
            else:
                text.setFont(style.font, style.size)
            self._pdf_font, self._embedded, self._known, self._select = face
        color = style.color
        if color is not self._color:
            self._color = color
            if type(color) is Color:  # plain RGB: the operator remembered
                text._fillColorObj = color
                text._code.append(_colour_operator(color))
                if color.alpha is not None:
                    self._alpha(text, "ca", color.alpha)
            else:
                text.setFillColor(color)
        self._style = style

    def _alpha(self, target: Any, key: str, value: float) -> None:
        """What a colour's alpha does in reportlab (`_setFillAlpha`, `_setStrokeAlpha`): the
        document becomes PDF 1.4, and the graphics state's operator is written to `target`
        (the canvas or the text object) when the value changes; here without the calls when
        it does not (a sheet sets hundreds of opaque colours, all of them the same alpha)."""
        canvas = self.canvas
        if not self._transparency:
            canvas._doc.ensureMinPdfVersion("transparency")
            self._transparency = True
        state = canvas._extgstate
        if state._d.get(key, state.defaults[key]) != value:
            state.set(target, key, value)

    def setFillColor(self, color: Any) -> None:
        """The canvas's setFillColor, its operator remembered for a plain RGB colour."""
        canvas = self.canvas
        if type(color) is not Color or canvas._enforceColorSpace is not None:
            canvas.setFillColor(color)
            return
        canvas._fillColorObj = color
        canvas._code.append(_colour_operator(color))
        if color.alpha is not None:
            self._alpha(canvas, "ca", color.alpha)

    def setStrokeColor(self, color: Any) -> None:
        """The canvas's setStrokeColor, its operator remembered for a plain RGB colour."""
        canvas = self.canvas
        if type(color) is not Color or canvas._enforceColorSpace is not None:
            canvas.setStrokeColor(color)
            return
        canvas._strokeColorObj = color
        canvas._code.append(_colour_operator(color, "RG"))
        if color.alpha is not None:
            self._alpha(canvas, "CA", color.alpha)

    def write(self, x: float, baseline: float, string: str, style: Style) -> None:
        text = self._text
        if text is None:
            text = self._text = self.canvas.beginText()
        if style is not self._style:
            self._restyle(text, style)
        if not self._embedded:  # not the sheet's fonts: as reportlab writes it
            text.setTextOrigin(x, baseline)
            text.textOut(string)
            return
        shown = self._known.get(string)
        if shown is None:
            shown = self._known[string] = _show(self.canvas._doc, self._pdf_font, string)
        code = text._code
        code.append(f"1 0 0 1 {fp_str(x, baseline)} Tm")
        if len(shown) == 1 and shown[0][0] == text._curSubset:  # most strings: one chunk
            code.append(shown[0][2])
            return
        parts = []
        for subset, name, chunk in shown:
            if subset != text._curSubset:
                parts.append(name + self._select)
                text._curSubset = subset
            parts.append(chunk)
        code.append(" ".join(parts))  # one entry per string, as textOut makes

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
        self._text, self._style, self._font, self._color = None, None, None, None


__all__ = ["Line", "Pen", "Run", "Style", "width_of", "wrap"]
