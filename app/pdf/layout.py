"""The sheet's layout, after the rulebook's paper roster: the warband block (name, type,
treasury, wyrdstone, members, the rating worked out, stash, notes), then hero boxes, henchmen
group boxes and hired sword boxes, each with its profile row, lists and experience boxes.

The fixed parts (rules, fills, the profile grid, captions) are drawn on the canvas; text is
wrapped once by app/pdf/text.py. A box moves whole to the next page when it fits there, and a
box taller than a page (a field at its maximum length) flows over as many pages as it needs.
"""

from __future__ import annotations

import functools
import math
import zlib
from collections.abc import Sequence

from reportlab.lib import colors
from reportlab.lib.rl_accel import fp_str
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.pdfgen.pathobject import PDFPathObject
from reportlab.platypus import Flowable

from app.pdf.boxes import Atom, Frame, text_atoms
from app.pdf.fonts import SANS, SANS_BOLD, SERIF_BOLD
from app.pdf.labels import label
from app.pdf.text import Pen, Run, Style, width_of
from app.pdf.view import SheetView, WarriorView
from rules.models import Lang

INK = colors.HexColor("#1b1712")
MUTED = colors.HexColor("#5d554a")
RULE = colors.HexColor("#8f877b")
WRITING_RULE = colors.HexColor("#c9c3b8")
HEADER_FILL = colors.HexColor("#e9e4d8")
MAX_FILL = colors.HexColor("#cfcfcf")
XP_FILL = colors.HexColor("#2b2722")
XP_START_FILL = colors.HexColor("#9a948a")

PAD = 4.0  # inner padding of a box
PROFILE_WIDTH = 233.0  # the profile column of a box: nine cells of 25 points
BOX_GAP = 4.5
LEADING = 9.6  # body text: 8 points on 9.6

BODY = Style(SANS, 8, INK)
BOLD = Style(SANS_BOLD, 8, INK)
LABEL = Style(SANS_BOLD, 6.3, MUTED)
NAME = Style(SERIF_BOLD, 11, INK)
NAME_TYPE = Style(SANS, 8, MUTED)
TITLE = Style(SERIF_BOLD, 19, INK)
HEADING = Style(SERIF_BOLD, 12.5, INK)  # over the heroes, henchmen, hired swords
TYPE = Style(SANS, 10, MUTED)
FIGURE = Style(SANS_BOLD, 12.5, INK)
COUNT = Style(SANS_BOLD, 11, INK)
XP_NUMBER = Style(SANS_BOLD, 10, INK)  # the experience beside the boxes
PROFILE_KEY = Style(SANS_BOLD, 6.5, MUTED)
PROFILE_VALUE = Style(SANS, 8.5, INK)
PROFILE_CHANGED = Style(SANS_BOLD, 8.5, INK)
PROFILE_DELTA = Style(SANS, 6, INK)
NBSP = "\u00a0"

BOX_FRAME = Frame(INK, 1.3, RULE)
BLOCK_FRAME = Frame(INK, 1.3, RULE, pad_top=3, pad_bottom=4, pad_x=5)


# --- small pieces ----------------------------------------------------------------------------


def shortened(text: str, font: str, size: float, width: float) -> str:
    """`text`, cut with an ellipsis until it is at most `width` points wide."""
    while len(text) > 1 and stringWidth(text, font, size) > width:
        text = text[:-2] + "…" if len(text) > 2 else text[:1]
    return text


@functools.lru_cache(maxsize=256)
def fitted_caption(text: str, width: float) -> tuple[str, Style]:
    """A small bold caption shrunk to fit `width` (cut with an ellipsis at the smallest size):
    a sheet prints the same few captions in boxes of the same few widths."""
    size = 6.3
    while size > 4.5 and stringWidth(text, SANS_BOLD, size) > width:
        size -= 0.1
    return shortened(text, SANS_BOLD, size, width), Style(SANS_BOLD, size, MUTED)


def draw_caption(canvas: Canvas, text: str, x: float, y: float, width: float) -> None:
    """A small bold caption, shrunk to fit `width` (never drawn past its box)."""
    text, style = fitted_caption(text, width)
    canvas.setFillColor(style.color)
    canvas.setFont(style.font, style.size)
    canvas.drawString(x, y, text)


def field_runs(lang: Lang, key: str, body: Sequence[Run]) -> list[Run]:
    """'SKILLS  Strike to Injure, Mighty Blow': the caption, then the text."""
    return [(label(key, lang).upper() + NBSP, LABEL), *body]


def field(
    lang: Lang, key: str, items: Sequence[str], width: float, *, text: str = ""
) -> list[Atom]:
    """A labelled field's lines, or none when there is nothing to print."""
    body = text or ", ".join(items)
    if not body:
        return []
    return text_atoms(field_runs(lang, key, [(" " + body, BODY)]), width, LEADING, 8)


def _fixed(height: float, flowable: Flowable) -> Atom:
    """A flowable of a known height as one atom."""

    def draw(canvas: Pen, x: float, top: float) -> None:
        flowable.drawOn(canvas, x, top - height)

    return Atom(height, draw)


class WritingLines(Flowable):
    """Faint ruled lines to write on, under a label, on a blank sheet."""

    def __init__(self, lang: Lang, key: str, lines: int, line_height: float = 11.5) -> None:
        super().__init__()
        self.title = label(key, lang).upper()
        self.lines = lines
        self.line_height = line_height
        self.width = 0.0
        self.height = 8 + lines * line_height

    def wrap(self, aW: float, aH: float) -> tuple[float, float]:
        self.width = aW
        return aW, self.height

    def draw(self) -> None:
        canvas = self.canv
        draw_caption(canvas, self.title, 0, self.height - 6.5, self.width)
        canvas.setStrokeColor(WRITING_RULE)
        canvas.setLineWidth(0.4)
        for line in range(1, self.lines + 1):
            y = self.height - 8 - line * self.line_height + 2
            canvas.line(0, y, self.width, y)


def writing(lang: Lang, key: str, lines: int, width: float) -> Atom:
    flowable = WritingLines(lang, key, lines)
    flowable.wrap(width, 0)
    return _fixed(flowable.height, flowable)


class ExperienceBoxes:
    """The strip of experience boxes: thick borders at the advances, ticked up to the current
    experience (starting experience in a lighter shade, as it earns no advance)."""

    LABEL_WIDTH = 42.0
    GAP = 1.6

    def __init__(
        self,
        caption: str,
        total: int,
        thresholds: Sequence[int],
        filled: int,
        floor: int = 0,
        per_row: int = 45,
        max_box: float = 11.5,
        blank: bool = False,
    ) -> None:
        self.caption = caption.upper()
        self.total = total
        self.thresholds = frozenset(thresholds)
        self.filled = min(filled, total)
        self.floor = min(floor, self.filled)
        self.per_row = per_row
        self.max_box = max_box
        self.blank = blank
        self.rows = math.ceil(total / per_row)
        self.box = max_box
        self.width = 0.0
        self.height = 0.0

    def wrap(self, aW: float, aH: float) -> tuple[float, float]:
        self.box = min(self.max_box, (aW - self.LABEL_WIDTH) / self.per_row)
        self.width = self.LABEL_WIDTH + self.box * min(self.per_row, self.total)
        self.height = max(self.rows * self.box + (self.rows - 1) * self.GAP, 17.0)
        return self.width, self.height

    def _box_origin(self, number: int) -> tuple[float, float]:
        row, column = divmod(number - 1, self.per_row)
        x = self.LABEL_WIDTH + column * self.box
        y = self.height - (row + 1) * self.box - row * self.GAP
        return x, y

    def _grid(self, canvas: Canvas) -> PDFPathObject:
        """The boxes' outlines as the lines of a grid: a strip is a few lines, not 90 boxes."""
        grid = canvas.beginPath()
        for row in range(self.rows):
            first = row * self.per_row + 1
            count = min(self.per_row, self.total - first + 1)
            x, y = self._box_origin(first)
            right = x + count * self.box
            for edge in (y, y + self.box):
                grid.moveTo(x, edge)
                grid.lineTo(right, edge)
            for n in range(count + 1):
                grid.moveTo(x + n * self.box, y)
                grid.lineTo(x + n * self.box, y + self.box)
        return grid

    def draw_at(self, pen: Pen, x: float, y: float) -> None:
        """The strip with its lower left corner at (x, y): the caption and the experience in
        the pen's text, the ticks and the boxes on its canvas."""
        caption, style = fitted_caption(self.caption, self.LABEL_WIDTH - 2)
        pen.write(x, y + self.height - 6.5, caption, style)
        if not self.blank:
            pen.write(x, y + self.height - 17, str(self.filled), XP_NUMBER)
        canvas = pen.canvas
        canvas.saveState()
        canvas.translate(x, y)
        # One path per colour: the ticks are a few operators, not 90 boxes'.
        ticks = _ticks(self.total, self.per_row, self.box, self.height)
        canvas.setFillColor(XP_START_FILL)
        canvas.drawPath(_path(ticks[: self.floor]), stroke=0, fill=1)
        canvas.setFillColor(XP_FILL)
        canvas.drawPath(_path(ticks[self.floor : self.filled]), stroke=0, fill=1)
        # The boxes themselves are the same for every hero (and every group): drawn once per
        # document as a form, then placed.
        name = _form_name(self.total, self.per_row, self.box, self.height, self.thresholds)
        if not canvas.hasForm(name):
            canvas.beginForm(name)
            self._draw_boxes(canvas)
            canvas.endForm()
        canvas.doForm(name)
        canvas.restoreState()

    def _draw_boxes(self, canvas: Canvas) -> None:
        thick = canvas.beginPath()
        for number in sorted(self.thresholds):
            if number <= self.total:
                x, y = self._box_origin(number)
                thick.rect(x + 0.4, y + 0.4, self.box - 0.8, self.box - 0.8)
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.45)
        canvas.drawPath(self._grid(canvas), stroke=1, fill=0)
        canvas.setStrokeColor(INK)
        canvas.setLineWidth(1.5)
        canvas.drawPath(thick, stroke=1, fill=0)


@functools.lru_cache(maxsize=64)
def _form_name(
    total: int, per_row: int, box: float, height: float, thresholds: frozenset[int]
) -> str:
    shape = (total, per_row, box, height, sorted(thresholds))
    return f"xpboxes{zlib.crc32(repr(shape).encode()):08x}"


@functools.lru_cache(maxsize=64)
def _ticks(total: int, per_row: int, box: float, height: float) -> tuple[str, ...]:
    """The square ticked in each box of a strip, as path operators (box 1 first): the same
    for every strip of one shape, so worked out once, not again for each of a sheet's
    hundreds of ticks."""
    strip = ExperienceBoxes("", total, (), 0, per_row=per_row)
    strip.box, strip.height = box, height
    inset = box * 0.18
    inner = box - 2 * inset
    out = []
    for number in range(1, total + 1):
        x, y = strip._box_origin(number)
        out.append(f"{fp_str((x + inset, y + inset, inner, inner))} re")
    return tuple(out)


def _path(rects: Sequence[str]) -> PDFPathObject:
    """A path of the rectangles, as `rect` on a fresh path writes them."""
    return PDFPathObject(["n", *rects]) if rects else PDFPathObject()


def _experience(view: SheetView, warrior: WarriorView, width: float) -> ExperienceBoxes:
    caption = label("experience", view.lang)
    if warrior.kind == "henchmen":
        strip = ExperienceBoxes(
            caption,
            view.henchman_max_experience,
            view.henchman_thresholds,
            warrior.experience,
            warrior.experience_floor,
            per_row=view.henchman_max_experience,
            max_box=12.5,
            blank=warrior.blank,
        )
    else:
        strip = ExperienceBoxes(
            caption,
            view.hero_max_experience,
            view.hero_thresholds,
            warrior.experience,
            warrior.experience_floor,
            per_row=math.ceil(view.hero_max_experience / 2),
            blank=warrior.blank,
        )
    strip.wrap(width, 0)
    return strip


# --- the profile grid ------------------------------------------------------------------------

PROFILE_HEAD = 10.5


def profile_atom(warrior: WarriorView, width: float) -> Atom:
    """The profile row under its heading: a value that changed shows by how much, a value at
    the racial maximum is shaded."""
    cells = warrior.profile
    column = width / len(cells)
    row = 15.0 if warrior.blank else 13.0

    def draw(canvas: Pen, x: float, top: float) -> None:
        bottom = top - PROFILE_HEAD - row
        canvas.setFillColor(HEADER_FILL)
        canvas.rect(x, top - PROFILE_HEAD, width, PROFILE_HEAD, stroke=0, fill=1)
        canvas.setFillColor(MAX_FILL)
        for n, cell in enumerate(cells):
            if cell.at_max and cell.value is not None:
                canvas.rect(x + n * column, bottom, column, row, stroke=0, fill=1)
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.5)
        for n in range(1, len(cells)):
            canvas.line(x + n * column, top, x + n * column, bottom)
        canvas.line(x, top - PROFILE_HEAD, x + width, top - PROFILE_HEAD)
        canvas.setStrokeColor(INK)
        canvas.setLineWidth(0.8)
        canvas.rect(x, bottom, width, PROFILE_HEAD + row, stroke=1, fill=0)
        for n, cell in enumerate(cells):  # the heading row, then the values: reading order
            canvas.centred(x + (n + 0.5) * column, top - PROFILE_HEAD + 3, cell.key, PROFILE_KEY)
        for n, cell in enumerate(cells):
            middle = x + (n + 0.5) * column
            if cell.text is not None:
                canvas.centred(middle, bottom + (row - 6) / 2, cell.text, PROFILE_VALUE)
                continue
            _draw_value(canvas, cell.value, cell.delta, middle, bottom + (row - 6) / 2)

    return Atom(PROFILE_HEAD + row, draw)


def _draw_value(pen: Pen, value: int | None, delta: int, middle: float, y: float) -> None:
    if value is None:
        return
    if not delta:
        pen.centred(middle, y, str(value), PROFILE_VALUE)
        return
    number = str(value)
    change = f" ({'+' if delta > 0 else '−'}{abs(delta)})"
    left = middle - (width_of(number, PROFILE_CHANGED) + width_of(change, PROFILE_DELTA)) / 2
    pen.write(left, y, number, PROFILE_CHANGED)
    pen.write(left + width_of(number, PROFILE_CHANGED), y, change, PROFILE_DELTA)


__all__ = [
    "BOX_GAP",
    "HEADER_FILL",
    "INK",
    "MUTED",
    "PAD",
    "PROFILE_WIDTH",
    "RULE",
    "ExperienceBoxes",
    "WritingLines",
    "draw_caption",
    "field",
    "profile_atom",
]
