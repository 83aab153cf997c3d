"""The boxes of the sheet, drawn straight on the canvas and split between pages at any line.

A box is bands across its whole width at the top (a header, the warband's figures), columns
side by side under them (the profile and skills, the kit and notes) made of atoms (one line
of text, a gap, the profile table), and bands at the foot (the experience strip). Everything
is measured once, when the box is made. A box taller than the room left on a page splits
between atoms: the first part keeps the top bands, the next part starts with the
`continued` bands (the warrior's name again) and keeps the foot, so a field of any length
flows over as many pages as it needs.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from reportlab.lib.colors import Color
from reportlab.platypus import Flowable

from app.pdf.text import Line, Pen, Run, wrap

# (pen, x, y of the bottom edge, width)
BandDraw = Callable[[Pen, float, float, float], None]
# (pen, x, y of the top edge)
AtomDraw = Callable[[Pen, float, float], None]


@dataclass(frozen=True, slots=True)
class Band:
    height: float
    draw: BandDraw


@dataclass(frozen=True, slots=True)
class Atom:
    height: float
    draw: AtomDraw | None = None  # None: empty room (a gap)


@dataclass(frozen=True, slots=True)
class Column:
    x: float  # left edge within the box
    width: float  # including its padding
    atoms: tuple[Atom, ...]

    @property
    def height(self) -> float:
        return sum(atom.height for atom in self.atoms)


@dataclass(frozen=True, slots=True)
class Frame:
    """How a box is ruled."""

    border: Color
    border_width: float
    rule: Color
    pad_top: float = 3.0
    pad_bottom: float = 3.5
    pad_x: float = 4.0


def text_atoms(runs: Sequence[Run], width: float, leading: float, size: float) -> list[Atom]:
    """One atom per wrapped line (first baseline `size` below the top, as a Paragraph)."""
    return [_line_atom(line, leading, size) for line in wrap(runs, width)]


def _line_atom(line: Line, leading: float, size: float) -> Atom:
    def draw(pen: Pen, x: float, top: float) -> None:
        pen.text_line(line, x, top - size)

    return Atom(leading, draw)


def spaced(groups: Sequence[Sequence[Atom]], gap: float) -> list[Atom]:
    """The groups one after another with `gap` points between them (empty groups dropped)."""
    out: list[Atom] = []
    for group in groups:
        if not group:
            continue
        if out:
            out.append(Atom(gap))
        out.extend(group)
    return out


# The bands that start each further part of a box split between pages, or what makes them.
Continued = Sequence[Band] | Callable[[], Sequence[Band]]


@dataclass(frozen=True, slots=True)
class Title:
    """A heading over a box, outside its frame ("Heroes" over the first hero): it goes to the
    next page with the box, and stays with the first part of a box that splits. Laid out as
    a Paragraph of the same style would be: the first baseline `size` under its top, the
    next ones `leading` apart, `space_before` above it unless at the top of a page."""

    lines: tuple[Line, ...]
    size: float
    leading: float
    space_before: float
    space_after: float

    @property
    def height(self) -> float:
        return self.leading * len(self.lines) + self.space_after


def title(runs: Sequence[Run], width: float, leading: float, space: tuple[float, float]) -> Title:
    lines = tuple(wrap(runs, width))
    size = max((style.size for _, style in runs), default=0.0)
    return Title(lines, size, leading, *space)


@dataclass(slots=True)
class _Parts:
    head: tuple[Band, ...]
    columns: tuple[Column, ...]
    foot: tuple[Band, ...]
    continued: Continued = field(default=())


class Box(Flowable):
    """Bands, columns and foot bands inside a ruled frame; splits between atoms."""

    def __init__(
        self,
        width: float,
        head: Sequence[Band],
        columns: Sequence[Column],
        foot: Sequence[Band] = (),
        *,
        frame: Frame,
        continued: Continued = (),
        space_after: float = 0.0,
        title: Title | None = None,
    ) -> None:
        super().__init__()
        self.box_width = width
        self.parts = _Parts(tuple(head), tuple(columns), tuple(foot), continued)
        self.frame = frame
        self.title = title
        self.title_height = title.height if title is not None else 0.0
        self.spaceBefore = title.space_before if title is not None else 0.0
        self.spaceAfter = space_after
        self.body = max((c.height for c in columns), default=0.0)
        padding = frame.pad_top + frame.pad_bottom if self.body else 0.0
        bands = sum(b.height for b in (*head, *foot))
        self.box_height = self.title_height + bands + self.body + padding

    def wrap(self, aW: float, aH: float) -> tuple[float, float]:
        self.width, self.height = self.box_width, self.box_height
        return self.width, self.height

    def split(self, aW: float, aH: float) -> list[Flowable]:
        if self.box_height <= aH:
            return [self]
        page = getattr(self, "_frame", None)  # platypus's frame, set while it asks
        if page is not None and not page._atTop:
            return []  # whole on the next page, where it splits only if taller than a page
        frame, parts = self.frame, self.parts
        room = aH - self.title_height - sum(b.height for b in parts.head)
        room -= frame.pad_top + frame.pad_bottom
        first, rest = self._cut(room)
        if not any(_has_ink(c.atoms) for c in rest):  # all but the foot fit: leave it company
            first, rest = self._cut(room - sum(b.height for b in parts.foot) - 1)
        if not any(_has_ink(c.atoms) for c in first) or not any(_has_ink(c.atoms) for c in rest):
            return []  # nothing fits here: the next page
        head = Box(self.box_width, parts.head, first, frame=frame, title=self.title)
        if callable(parts.continued):  # made only now: few boxes ever split
            parts.continued = tuple(parts.continued())
        tail = Box(
            self.box_width,
            parts.continued,
            rest,
            parts.foot,
            frame=frame,
            continued=parts.continued,
            space_after=self.spaceAfter,
        )
        return [head, tail]

    def _cut(self, room: float) -> tuple[list[Column], list[Column]]:
        """Each column's atoms that fit in `room` points, and the rest."""
        first: list[Column] = []
        rest: list[Column] = []
        for column in self.parts.columns:
            used, taken = 0.0, 0
            while taken < len(column.atoms) and used + column.atoms[taken].height <= room:
                used += column.atoms[taken].height
                taken += 1
            first.append(replace(column, atoms=column.atoms[:taken]))
            rest.append(replace(column, atoms=column.atoms[taken:]))
        return first, rest

    def draw(self) -> None:
        canvas, frame, parts = Pen(self.canv), self.frame, self.parts
        width, top = self.box_width, self.box_height
        if self.title is not None:
            baseline = top - self.title.size
            for line in self.title.lines:
                canvas.text_line(line, 0, baseline)
                baseline -= self.title.leading
            top -= self.title_height
        framed = top
        for band in parts.head:
            top -= band.height
            band.draw(canvas, 0, top, width)
        body_top, body_bottom = top, top - self.body - frame.pad_top - frame.pad_bottom
        if self.body:
            for column in parts.columns:
                y = body_top - frame.pad_top
                for atom in column.atoms:
                    if atom.draw is not None:
                        atom.draw(canvas, column.x + frame.pad_x, y)
                    y -= atom.height
        canvas.setStrokeColor(frame.rule)
        canvas.setLineWidth(0.5)
        if self.body:
            for column in parts.columns[1:]:
                canvas.line(column.x, body_top, column.x, body_bottom)
        y = body_bottom
        for band in parts.foot:
            y -= band.height
            band.draw(canvas, 0, y, width)
            canvas.setStrokeColor(frame.rule)
            canvas.setLineWidth(0.5)
            canvas.line(0, y + band.height, width, y + band.height)
        canvas.setStrokeColor(frame.border)
        canvas.setLineWidth(frame.border_width)
        canvas.rect(0, 0, width, framed, stroke=1, fill=0)
        canvas.finish()


def _has_ink(atoms: Sequence[Atom]) -> bool:
    return any(atom.draw is not None for atom in atoms)


__all__ = [
    "Atom",
    "Band",
    "Box",
    "Column",
    "Continued",
    "Frame",
    "Title",
    "spaced",
    "text_atoms",
    "title",
]
