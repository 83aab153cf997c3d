"""A warband's printable roster sheet, laid out after the rulebook's paper roster.

Two steps, both pure: `sheet_view` (app/pdf/view.py) reads a `WarbandState` with the ruleset
into plain rows in one language, and `render_view` lays those rows out (app/pdf/story.py): the
warband block, then hero boxes, henchmen group boxes and hired sword boxes, each with its
profile row, lists and experience boxes. Boxes never split across a page unless one is taller
than a page; then it flows over as many pages as it needs.
"""

from __future__ import annotations

import contextlib
import functools
import gc
from collections.abc import Iterator, Mapping, Sequence
from typing import IO, Any, Literal

from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Frame, PageTemplate

from app.domain import WarbandState
from app.pdf.fonts import SANS, printable_codes, register_fonts
from app.pdf.labels import label
from app.pdf.layout import MUTED, shortened
from app.pdf.story import story
from app.pdf.view import BattleView, ProfileCell, SheetView, WarriorView, sheet_view, warrior_view
from resources import icon_path
from rules.models import Lang, Ruleset

Paper = Literal["a4", "letter"]
PAGE_SIZES: dict[str, tuple[float, float]] = {"a4": A4, "letter": LETTER}

MARGIN_X = 12 * mm
MARGIN_TOP = 11 * mm
MARGIN_BOTTOM = 13 * mm
FOOTER_Y = 7 * mm


class _FooterCanvas(Canvas):
    """Holds the pages back until the end so each footer can say 'page 2 of 3'."""

    def __init__(
        self, *args: Any, footer: str = "", page_text: str = "{0} / {1}", **kwargs: Any
    ) -> None:
        super().__init__(*args, **kwargs)
        printable_codes(self._doc)
        self._footer = footer
        self._page_text = page_text
        self._pages: list[dict[str, Any]] = []

    def showPage(self) -> None:
        self._pages.append(dict(self.__dict__))
        self._startPage()

    def save(self) -> None:
        total = len(self._pages)
        for page in self._pages:
            self.__dict__.update(page)
            self._draw_footer(total)
            super().showPage()
        super().save()

    def _draw_footer(self, total: int) -> None:
        width, _height = self._pagesize
        self.saveState()
        self.setFont(SANS, 7)
        self.setFillColor(MUTED)
        right = self._page_text.format(self._pageNumber, total)
        room = width - 2 * MARGIN_X - stringWidth(right, SANS, 7) - 32
        left = shortened(self._footer, SANS, 7, room)
        # The program's icon before its name, as on the window.
        self.drawImage(_icon(), MARGIN_X, FOOTER_Y - 2, 9, 9, mask="auto")
        self.drawString(MARGIN_X + 12, FOOTER_Y, left)
        self.drawRightString(width - MARGIN_X, FOOTER_Y, right)
        self.restoreState()


@functools.cache
def _icon() -> ImageReader:
    return ImageReader(str(icon_path(32)))


def render_view(view: SheetView, out: str | IO[bytes], *, paper: Paper = "a4") -> int:
    """Write the sheet as a PDF to a path or binary file; returns the number of pages."""
    if paper not in PAGE_SIZES:
        raise ValueError(f"unknown paper {paper!r}; use one of {', '.join(PAGE_SIZES)}")
    register_fonts()
    page_size = PAGE_SIZES[paper]
    width = page_size[0] - 2 * MARGIN_X
    frame = Frame(
        MARGIN_X,
        MARGIN_BOTTOM,
        width,
        page_size[1] - MARGIN_TOP - MARGIN_BOTTOM,
        leftPadding=0,
        rightPadding=0,
        topPadding=0,
        bottomPadding=0,
        id="sheet",
    )
    program = label("program", view.lang)
    title = view.name or label("blank_title", view.lang)
    doc = BaseDocTemplate(
        out,
        pagesize=page_size,
        leftMargin=MARGIN_X,
        rightMargin=MARGIN_X,
        topMargin=MARGIN_TOP,
        bottomMargin=MARGIN_BOTTOM,
        pageTemplates=[PageTemplate(id="sheet", frames=[frame])],
        title=title,
        author=program,
        creator=program,
        subject=view.type_name or label("blank_title", view.lang),
        lang=view.lang,
        initialFontName=SANS,
    )
    footer = f"{program} · {view.name}" if view.name else program
    maker = functools.partial(_FooterCanvas, footer=footer, page_text=label("page", view.lang))
    with _collection_paused():
        doc.build(story(view, width), canvasmaker=maker)
    return int(doc.page)


@contextlib.contextmanager
def _collection_paused() -> Iterator[None]:
    """The cyclic garbage collector held off while a sheet is laid out and written: the
    layout makes tens of thousands of short-lived objects, freed by their reference counts,
    and each collection the allocations set off (a few a sheet, ~3% of its time) finds
    nothing to free. A collector already off is left off."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


def render_sheet(
    ruleset: Ruleset,
    state: WarbandState | None,
    out: str | IO[bytes],
    *,
    lang: Lang = "en",
    paper: Paper = "a4",
    blank: bool = False,
    battles: Sequence[Mapping[str, Any]] = (),
) -> int:
    """The pure entry point: a warband's sheet (or a blank one) as a PDF; returns the pages."""
    view = sheet_view(ruleset, state, lang=lang, blank=blank, battles=battles)
    return render_view(view, out, paper=paper)


__all__ = [
    "PAGE_SIZES",
    "BattleView",
    "Paper",
    "ProfileCell",
    "SheetView",
    "WarriorView",
    "render_sheet",
    "render_view",
    "sheet_view",
    "story",
    "warrior_view",
]
