"""PDF benchmark (not a test): a full warband's roster sheet against one page of plain text.

Times the median of repeated runs of the following, in the process's CPU time
(`time.thread_time`; the rows of the speed table) and in wall time (`time.perf_counter`,
printed beside it). Both are the same on an idle machine; on a shared one the wall time of the
sheet (tens of milliseconds) takes in more of the other jobs' turns than the baseline's few
milliseconds do, which moves the ratio by a third from run to run:

    sheet     app.pdf.render_sheet of a full warband (6 heroes with 16 skills and 14 items each,
              6 groups of 5, a hired sword, long names, a long stash and notes) into memory,
              once per language (en, ru); the sheet takes three pages
    baseline  reportlab alone writing one A4 page of plain text (60 lines of 10 pt) with the
              same embedded font (DejaVu Sans Condensed, registered with reportlab's
              defaults, as it always was: the program's own registration since makes
              smaller subsets) into memory
    floor     reportlab alone writing the very strings the English sheet writes (recorded
              once), one text object a page, on as many pages: what any layout of this much
              text in these fonts costs, without a single rule, box or wrap; the Russian
              floor the same with the Russian sheet's strings

Font registration is not in either figure: the three TTFs are registered once per process
before the runs (the program does the same) and their loading is timed on its own, fresh
TTFont objects each run. Both figures include the TTF subsetting and embedding of a save.

    .venv/bin/python benchmarks/pdf_benchmark.py            # 20 rounds
    .venv/bin/python benchmarks/pdf_benchmark.py --runs 5
    .venv/bin/python benchmarks/pdf_benchmark.py --json     # the speed table's rows
"""

from __future__ import annotations

import argparse
import functools
import io
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from app.domain import (
    WarbandState,
)
from app.pdf import render_sheet
from app.pdf.fonts import FILES, FONT_DIR, SANS, register_fonts
from app.pdf.text import Pen, Style
from app.plumbing.samples import full_warband
from rules import Ruleset, default_ruleset
from rules.models import Lang

sys.path.insert(0, str(Path(__file__).resolve().parent))
from rows import Row, ratio_row

# The baseline's font: the sheet's regular face as reportlab makes a TTF font by default (its
# subsets hold all of ASCII and the file's whole naming table), as the program's was until it
# made smaller subsets (app/pdf/fonts.py): the baseline stays what it was. It goes into
# reportlab's table of fonts by name: registerFont hands out the font already registered for
# the same face (the program's), whatever the name asked for.
BASELINE_FONT = "bench-baseline-sans"


def register_baseline_font() -> None:
    if BASELINE_FONT not in pdfmetrics.getRegisteredFontNames():
        font = TTFont(BASELINE_FONT, str(FONT_DIR / FILES[SANS]))
        pdfmetrics._fonts[BASELINE_FONT] = font


def plain_page() -> int:
    """reportlab alone: one page of plain text in the same embedded font."""
    out = io.BytesIO()
    canvas = Canvas(out, pagesize=A4, initialFontName=BASELINE_FONT)
    canvas.setFont(BASELINE_FONT, 10)
    line = "Captain Dieter Stahl, Mercenary Captain: dagger, sword, pistol, light armour. 4 4 4 3"
    for n in range(60):
        canvas.drawString(40, 800 - n * 12.5, f"{n:2} {line}")
    canvas.showPage()
    canvas.save()
    return 1


Written = list[tuple[float, float, str, Style]]


def sheet_strings(ruleset: Ruleset, state: WarbandState, lang: Lang) -> tuple[Written, int]:
    """Every string the sheet writes (position, text, style), and its pages."""
    written: Written = []
    original = Pen.write

    def record(pen: Pen, x: float, y: float, string: str, style: Style) -> None:
        written.append((x, y, string, style))
        original(pen, x, y, string, style)

    Pen.write = record  # type: ignore[method-assign,assignment]
    try:
        pages = render_sheet(ruleset, state, io.BytesIO(), lang=lang)
    finally:
        Pen.write = original  # type: ignore[method-assign]
    return written, pages


def floor(written: Written, pages: int) -> int:
    """The floor of the sheet in reportlab: the same strings, in one text object a page, on
    as many pages, with none of the sheet's rules, boxes, layout or footer."""
    out = io.BytesIO()
    canvas = Canvas(out, pagesize=A4, initialFontName=SANS)
    per_page = len(written) // pages + 1
    for page in range(pages):
        text = canvas.beginText()
        for x, y, string, style in written[page * per_page : (page + 1) * per_page]:
            text.setFont(style.font, style.size)
            text.setFillColor(style.color)
            text.setTextOrigin(x + 40, y + 400)
            text.textOut(string)
        canvas.drawText(text)
        canvas.showPage()
    canvas.save()
    return pages


def load_fonts() -> int:
    """What registering costs: parsing the three TTF files."""
    for filename in FILES.values():
        TTFont(f"bench-{filename}", str(FONT_DIR / filename))
    return len(FILES)


def sheet(ruleset: Ruleset, state: WarbandState, lang: Lang) -> int:
    """The program's work: the full warband's sheet, into a fresh buffer."""
    return render_sheet(ruleset, state, io.BytesIO(), lang=lang)


def timed(action: Callable[[], object]) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of one run."""
    cpu, wall = time.thread_time(), time.perf_counter()
    action()
    return time.thread_time() - cpu, time.perf_counter() - wall


Medians = dict[str, float]


def measure(runs: int) -> tuple[Medians, Medians, dict[str, int]]:
    """Median CPU and wall seconds of every figure, and the pages of each sheet."""
    ruleset = default_ruleset()
    state = full_warband(ruleset)
    register_fonts()  # once per process, as in the program; timed separately below
    register_baseline_font()
    langs: tuple[Lang, ...] = ("en", "ru")
    actions: dict[str, Callable[[], object]] = {"baseline": plain_page, "fonts": load_fonts}
    for lang in langs:
        actions[lang] = functools.partial(sheet, ruleset, state, lang)
    written, pages_en = sheet_strings(ruleset, state, "en")
    actions["floor"] = functools.partial(floor, written, pages_en)
    written_ru, pages_ru = sheet_strings(ruleset, state, "ru")
    actions["floor_ru"] = functools.partial(floor, written_ru, pages_ru)
    pages: dict[str, int] = {
        lang: render_sheet(ruleset, state, io.BytesIO(), lang=lang) for lang in langs
    }
    for action in actions.values():
        action()  # warm-up: imports, caches
    # Rounds interleave every figure, so a busy machine slows all of them alike.
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in actions}
    for _ in range(runs):
        for name, action in actions.items():
            times[name].append(timed(action))
    cpu = {name: statistics.median(c for c, _ in values) for name, values in times.items()}
    wall = {name: statistics.median(w for _, w in values) for name, values in times.items()}
    return cpu, wall, pages


def rows(median: dict[str, float], pages: dict[str, int]) -> list[Row]:
    baseline = "reportlab alone: one A4 page of 60 lines of text, the same embedded font"
    out = [
        ratio_row(
            f"PDF full sheet ({lang}, {pages[lang]} pages) vs 1 page of text, CPU",
            median[lang] * 1e3,
            median["baseline"] * 1e3,
            5,
            baseline,
        )
        for lang in ("en", "ru")
    ]
    floors = [
        Row(
            f"PDF floor{suffix}: the sheet's strings alone vs 1 page of text, CPU",
            median[key] * 1e3,
            median["baseline"] * 1e3,
            "(information)",
            True,
            baseline,
        )
        for suffix, key in (("", "floor"), (" (ru)", "floor_ru"))
    ]
    return [*out, *floors]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=20, help="timed rounds")
    parser.add_argument("--json", action="store_true", help="the speed table's rows as JSON")
    args = parser.parse_args(argv)
    cpu, wall, pages = measure(args.runs)
    if args.json:
        print("\n".join(row.as_json() for row in rows(cpu, pages)))
        return 0
    print(
        f"median of {args.runs} interleaved rounds; font registration excluded from both "
        f"(loading the 3 TTFs alone: {cpu['fonts'] * 1e3:.1f} ms CPU)"
    )
    print(f"{'':<32} {'CPU ms':>8} {'x':>6} {'wall ms':>8} {'x':>6} {'pages':>6}")
    figures = [("baseline: 1 page of plain text", "baseline", 1)]
    figures += [(f"full warband sheet ({lang})", lang, pages[lang]) for lang in ("en", "ru")]
    figures.append(("floor: its strings alone", "floor", pages["en"]))
    figures.append(("floor (ru): its strings alone", "floor_ru", pages["ru"]))
    for name, key, count in figures:
        print(
            f"{name:<32} {cpu[key] * 1e3:>8.1f} {cpu[key] / cpu['baseline']:>6.2f} "
            f"{wall[key] * 1e3:>8.1f} {wall[key] / wall['baseline']:>6.2f} {count:>6}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
