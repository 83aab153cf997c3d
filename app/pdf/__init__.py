"""Printable roster sheets: a warband as a PDF (reportlab), in English or Russian.

    export_pdf(store, warband_id, "sheet.pdf", lang="ru", paper="letter")
    export_pdf(store, None, out, blank=True)        # empty boxes to fill in by hand

The fonts (DejaVu, with Cyrillic) are embedded from resources/fonts; no widget is involved, so
the command line, the window and the tests share this code.
"""

from __future__ import annotations

import io
import os
from typing import IO, TYPE_CHECKING, Any

from app.pdf.view import SheetView, sheet_view
from app.plumbing.files import write_atomic
from rules.models import Lang

if TYPE_CHECKING:
    from app.pdf.sheet import PAGE_SIZES, Paper, render_sheet, render_view
    from app.store.repository import Store

# The drawing half needs reportlab (a third of a second to import): the sheet's read model
# (app/pdf/view.py) and its words, which the forum text and the window read, do not.
_DRAWING = frozenset({"PAGE_SIZES", "render_sheet", "render_view"})


def __getattr__(name: str) -> Any:
    if name not in _DRAWING:
        raise AttributeError(f"module 'app.pdf' has no attribute {name!r}")
    from app.pdf import sheet

    value = getattr(sheet, name)
    globals()[name] = value
    return value


def export_pdf(
    store: Store,
    warband_id: int | None,
    path_or_file: str | os.PathLike[str] | IO[bytes],
    *,
    lang: Lang = "en",
    paper: Paper = "a4",
    blank: bool = False,
    code: bool = True,
) -> int:
    """Write a warband's roster sheet; returns the number of pages.

    With `code` (the default) the sheet ends with the QR codes that carry the warband, for a
    friend to scan and import (app/exports/warband_code.py).

    With `blank=True` the sheet has empty boxes (six heroes, six henchmen groups, two hired
    swords) for writing by hand; `warband_id` may then be None, or name a warband whose name
    and type are printed.
    Raises NotFoundError for an unknown warband and OSError when the file cannot be written.
    """
    if warband_id is None and not blank:
        raise ValueError("a warband is needed unless the sheet is blank")
    state = store.load(warband_id) if warband_id is not None else None
    battles = store.battles(warband_id) if warband_id is not None and not blank else []
    view = sheet_view(
        store.ruleset, state, lang=lang, blank=blank, battles=battles, code=code and not blank
    )
    return _write(view, path_or_file, paper)


def export_blank_pdf(
    path_or_file: str | os.PathLike[str] | IO[bytes], *, lang: Lang = "en", paper: Paper = "a4"
) -> int:
    """A blank sheet of no warband, for writing by hand: needs the rules, not the database."""
    from rules import default_ruleset

    return _write(sheet_view(default_ruleset(), None, lang=lang, blank=True), path_or_file, paper)


def _write(view: SheetView, path_or_file: str | os.PathLike[str] | IO[bytes], paper: Paper) -> int:
    from app.pdf.sheet import render_view

    if not isinstance(path_or_file, str | os.PathLike):
        return render_view(view, path_or_file, paper=paper)
    # Laid out in memory first: a sheet that fails half-way never leaves half a file behind.
    buffer = io.BytesIO()
    pages = render_view(view, buffer, paper=paper)
    write_atomic(path_or_file, buffer.getvalue())
    return pages


__all__ = [
    "PAGE_SIZES",
    "Paper",
    "SheetView",
    "export_blank_pdf",
    "export_pdf",
    "render_sheet",
    "render_view",
    "sheet_view",
]
