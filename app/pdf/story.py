"""The sheet as flowables: the warband block, the warrior boxes, the battle log.

Headings and the battle log stay platypus Paragraphs and a Table (a handful per sheet); the
warband block and every warrior box are `Box`es drawn on the canvas (app/pdf/boxes.py).
"""

from __future__ import annotations

import functools
from typing import Any
from xml.sax.saxutils import escape

from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, KeepTogether, PageBreak, Paragraph, Spacer, Table

from app.pdf.boxes import Atom, Band, Box, Column, Continued, Title, spaced, text_atoms, title
from app.pdf.fonts import SANS, SANS_BOLD, SERIF_BOLD, register_fonts
from app.pdf.labels import label, said
from app.pdf.layout import (
    BLOCK_FRAME,
    BODY,
    BOLD,
    BOX_FRAME,
    BOX_GAP,
    COUNT,
    FIGURE,
    HEADER_FILL,
    HEADING,
    INK,
    LABEL,
    LEADING,
    MUTED,
    NAME,
    NAME_TYPE,
    NBSP,
    PAD,
    PROFILE_WIDTH,
    RULE,
    TITLE,
    TYPE,
    ExperienceBoxes,
    _experience,
    draw_caption,
    field,
    field_runs,
    profile_atom,
    writing,
)
from app.pdf.mount import mount_atoms
from app.pdf.qr import code_block, head_with_code
from app.pdf.text import Pen, Run, Style, width_of, wrap
from app.pdf.view import SheetView, WarriorView
from rules.models import Lang


@functools.cache
def _styles() -> dict[str, ParagraphStyle]:
    register_fonts()
    body = ParagraphStyle("body", fontName=SANS, fontSize=8, leading=9.6, textColor=INK)
    return {
        "body": body,
        "small": ParagraphStyle("small", parent=body, fontSize=6.5, leading=8, textColor=MUTED),
        "heading": ParagraphStyle(
            "heading",
            parent=body,
            fontName=SERIF_BOLD,
            fontSize=12.5,
            leading=15,
            spaceBefore=7,
            spaceAfter=3,
        ),
    }


# --- bands: rows across a whole box -------------------------------------------------------


def _fill_band(height: float, fill: Any, line: tuple[float, Any] | None, draw: Any) -> Band:
    """A band with a background, a rule under it and its own contents."""

    def paint(canvas: Pen, x: float, y: float, width: float) -> None:
        if fill is not None:
            canvas.setFillColor(fill)
            canvas.rect(x, y, width, height, stroke=0, fill=1)
        draw(canvas, x, y, width)
        if line is not None:
            canvas.setStrokeColor(line[1])
            canvas.setLineWidth(line[0])
            canvas.line(x, y, x + width, y)

    return Band(height, paint)


def _header_band(warrior: WarriorView, lang: Lang, width: float, *, continued: bool) -> Band:
    """Name and type; a henchmen group's number of models at the right."""
    inner = width - 2 * PAD
    count_width = 78.0 if warrior.kind == "henchmen" else 0.0
    name = warrior.name + (f" ({label('continued', lang)})" if continued else "")
    runs: list[Run] = [(name + NBSP * 2, NAME), (" " + warrior.type_name, NAME_TYPE)]
    lines = wrap(runs, inner - count_width)
    height = 3 + 13 * max(len(lines), 1) + 3.5

    def draw(canvas: Pen, x: float, y: float, band_width: float) -> None:
        top = y + height - 3
        for n, line in enumerate(lines):
            canvas.text_line(line, x + PAD, top - 11 - n * 13)
        if count_width:
            caption = label("models", lang).upper() + NBSP + " "
            number = str(warrior.count)
            right = x + band_width - PAD
            canvas.right(right, top - 11, number, COUNT)
            canvas.right(right - width_of(number, COUNT), top - 11, caption, LABEL)

    return _fill_band(height, HEADER_FILL, (0.8, INK), draw)


def _continued_header(warrior: WarriorView, lang: Lang, width: float) -> list[Band]:
    return [_header_band(warrior, lang, width, continued=True)]


def _blank_header_band(warrior: WarriorView, lang: Lang, width: float) -> Band:
    """NAME | TYPE (| MODELS or UPKEEP) with room to write."""
    keys = ["group" if warrior.kind == "henchmen" else "name", "type"]
    fractions = [0.55, 0.45]
    if warrior.kind in ("henchmen", "hired_sword"):
        keys.append("models" if warrior.kind == "henchmen" else "upkeep")
        fractions = [0.45, 0.35, 0.20]
    height = 3 + 13 + 3.5

    def draw(canvas: Pen, x: float, y: float, band_width: float) -> None:
        inner = band_width - 2 * PAD
        left = x + PAD
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.5)
        for n, (key, fraction) in enumerate(zip(keys, fractions, strict=True)):
            cell = inner * fraction
            pad = 3.0 if n else 0.0
            if n:
                canvas.line(left, y + 3.5, left, y + 3.5 + 13)
            draw_caption(
                canvas, label(key, lang).upper(), left + pad, y + 3.5 + 13 - 6.3, cell - pad
            )
            left += cell

    return _fill_band(height, HEADER_FILL, (0.8, INK), draw)


def _strip_band(view: SheetView, warrior: WarriorView, width: float) -> Band:
    strip = _experience(view, warrior, width - 2 * PAD)
    height = 3 + strip.height + 3.5

    def draw(canvas: Pen, x: float, y: float, band_width: float) -> None:
        strip.draw_at(canvas, x + PAD, y + 3.5)

    return Band(height, draw)


def _strip_at(strip: ExperienceBoxes, pen: Pen, x: float, top: float) -> None:
    strip.draw_at(pen, x, top - strip.height)


# --- warrior boxes ---------------------------------------------------------------------------


def _details(
    warrior: WarriorView, lang: Lang, left: float, right: float
) -> tuple[list[Atom], list[Atom]]:
    """What goes under the profile (skills, spells) and beside it (kit, save, rules, ...)."""
    save = f"{warrior.save}+" if warrior.save is not None else label("no_save", lang)
    rows = [
        field(lang, "kit", warrior.kit, right, text="" if warrior.kit else "—"),
        text_atoms(field_runs(lang, "save", [(" " + save, BOLD)]), right, LEADING, 8),
        field(lang, "special_rules", warrior.special_rules, right),
        field(lang, "mutations", warrior.mutations, right),
        field(lang, "injuries", warrior.injuries, right),
    ]
    if warrior.games_to_miss:
        misses = said("misses_games", lang, warrior.games_to_miss)
        rows.append(text_atoms([(misses, BOLD)], right, LEADING, 8))
    if warrior.upkeep is not None:
        money = f" {warrior.upkeep} {label('gc', lang)}{NBSP * 2}"
        runs = [*field_runs(lang, "upkeep", [(money, BODY)])]
        runs += [
            (" " + label("sword_rating", lang).upper() + NBSP, LABEL),
            (f" {warrior.rating}", BODY),
        ]
        rows.append(text_atoms(runs, right, LEADING, 8))
    rows.append(field(lang, "warrior_notes", (), right, text=warrior.notes))
    key = "prayers" if warrior.prayers else "spells"
    below = spaced(
        [
            mount_atoms(warrior, lang, left),
            field(lang, "skills", warrior.skills, left),
            field(lang, key, warrior.spells, left),
        ],
        1.5,
    )
    return ([Atom(3), *below] if below else []), spaced(rows, 1.5)


def warrior_box(
    view: SheetView, warrior: WarriorView, width: float, heading: Title | None = None
) -> Box:
    """A hero, henchmen group or hired sword box, filled in or blank; `heading` over it."""
    lang = view.lang
    rest = width - PROFILE_WIDTH
    inner_left, inner_right = PROFILE_WIDTH - 2 * PAD, rest - 2 * PAD
    profile = profile_atom(warrior, inner_left)
    continued: Continued
    if warrior.blank:
        head = [_blank_header_band(warrior, lang, width)]
        continued = head
    else:
        head = [_header_band(warrior, lang, width, continued=False)]
        continued = functools.partial(_continued_header, warrior, lang, width)
    common: dict[str, Any] = {
        "frame": BOX_FRAME,
        "continued": continued,
        "space_after": BOX_GAP,
        "title": heading,
    }
    if warrior.kind == "henchmen":
        # The short henchman strip sits under the profile, as on the henchmen page; a group
        # that never gains experience (animals, beasts) has none to tick.
        if warrior.blank:
            below: list[Atom] = []
            right = [writing(lang, "kit", 3, inner_right)]
        else:
            below, right = _details(warrior, lang, inner_left, inner_right)
        left = [profile, *below]
        if warrior.gains_experience:
            strip = _experience(view, warrior, inner_left)
            left += [Atom(5), Atom(strip.height, functools.partial(_strip_at, strip))]
        columns = [Column(0, PROFILE_WIDTH, tuple(left)), Column(PROFILE_WIDTH, rest, tuple(right))]
        return Box(width, head, columns, **common)
    if warrior.blank:
        # Three writing columns keep a blank box low: six of them fit under the warband.
        half = rest / 2
        columns = [
            Column(0, PROFILE_WIDTH, (profile,)),
            Column(PROFILE_WIDTH, half, (writing(lang, "kit", 2, half - 2 * PAD),)),
            Column(
                PROFILE_WIDTH + half, half, (writing(lang, "skills_injuries", 2, half - 2 * PAD),)
            ),
        ]
    else:
        below, right = _details(warrior, lang, inner_left, inner_right)
        columns = [
            Column(0, PROFILE_WIDTH, (profile, *below)),
            Column(PROFILE_WIDTH, rest, tuple(right)),
        ]
    bands = [_strip_band(view, warrior, width)] if warrior.gains_experience else []
    return Box(width, head, columns, bands, **common)


# --- the warband block -----------------------------------------------------------------------


def _stacked(cells: list[tuple[float, list[tuple[list[Any], float, float]]]], pad: float) -> Any:
    """Cells side by side (x offset, texts); each text is (lines, leading, size) stacked."""

    def draw(canvas: Pen, x: float, y: float, width: float) -> None:
        top = y + _height_of(cells, pad)
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.5)
        for n, (offset, texts) in enumerate(cells):
            if n:
                canvas.line(x + offset, y, x + offset, top)
            line_top = top - 3
            for lines, leading, size in texts:
                for line in lines:
                    canvas.text_line(line, x + offset + pad, line_top - size)
                    line_top -= leading

    return draw


def _height_of(
    cells: list[tuple[float, list[tuple[list[Any], float, float]]]], pad: float
) -> float:
    tallest = max(
        sum(max(len(lines), 1) * leading for lines, leading, _ in texts) for _, texts in cells
    )
    return 3 + tallest + 4


def _caption_and(
    lang: Lang, key: str, value: str, style: Style, leading: float, width: float
) -> list[tuple[list[Any], float, float]]:
    caption = (wrap([(label(key, lang).upper(), LABEL)], width), LEADING, 8.0)
    return [caption, (wrap([(value, style)], width) if value else [], leading, style.size)]


def _cells_band(cells: list[tuple[float, list[Any]]], fill: Any, line: tuple[float, Any]) -> Band:
    height = _height_of(cells, 5)
    return _fill_band(height, fill, line, _stacked(cells, 5))


def _worked(view: SheetView) -> list[Run]:
    lang = view.lang
    if view.blank:
        blanks = " ______ "
        return [
            (label("warriors", lang).upper() + NBSP, LABEL),
            (f"{blanks}× 5 ={blanks}+ ", BODY),
            (label("experience", lang).upper() + NBSP, LABEL),
            (f"{blanks}= ", BODY),
            (label("rating", lang).upper() + NBSP, LABEL),
            (blanks, BODY),
        ]
    runs: list[Run] = []
    for n, (part_label, text) in enumerate(view.rating_parts):
        if n:
            runs.append((" + ", BODY))
        runs += [(part_label.upper() + NBSP, LABEL), (" " + text, BODY)]
    runs += [(" = ", BODY), (str(view.rating), BOLD)]
    return runs


def _figures(view: SheetView) -> list[tuple[str, str]]:
    gc = label("gc", view.lang)

    def number(value: int | None, suffix: str = "") -> str:
        return "" if value is None else f"{value}{suffix}"

    members = (
        ""
        if view.members is None
        else f"{view.members} / {view.max_members}"
        if view.max_members
        else str(view.members)
    )
    return [
        ("treasury", number(view.treasury, f" {gc}")),
        ("shards", number(view.shards)),
        ("members", members),
        ("rating", number(view.rating)),
    ]


def warband_block(view: SheetView, width: float) -> Box:
    lang = view.lang
    column = width / 12
    inner = column * 4 - 10
    name_cell = _caption_and(lang, "warband", view.name, TITLE, 22, column * 8 - 10)
    type_cell = _caption_and(lang, "warband_type", view.type_name, TYPE, 12, inner)
    if view.type_origin:  # the grade and the book, under the type's name
        type_cell.append((wrap([(view.type_origin, NAME_TYPE)], inner), LEADING, NAME_TYPE.size))
    figures = [
        (n * 3 * column, _caption_and(lang, key, value, FIGURE, 15, column * 3 - 10))
        for n, (key, value) in enumerate(_figures(view))
    ]
    worked = wrap(_worked(view), width - 10)
    head = [
        _cells_band([(0, name_cell), (column * 8, type_cell)], HEADER_FILL, (0.8, INK)),
        _cells_band(figures, None, (0.5, RULE)),
        _cells_band([(0, [(worked, LEADING, 8.0)])], None, (0.5, RULE)),
    ]
    if view.warband_rules:  # battle-time rules of every warrior, printed once for all
        runs = [(label("warband_rules", lang).upper() + NBSP, LABEL)]
        runs.append((" " + ", ".join(view.warband_rules), BODY))
        head.append(_cells_band([(0, [(wrap(runs, width - 10), LEADING, 8.0)])], None, (0.5, RULE)))
    half = width / 2
    if view.blank:
        stash = [writing(lang, "stash", 2, half - 10)]
        notes = [writing(lang, "notes", 2, half - 10)]
    else:
        stash = field(lang, "stash", view.stash, half - 10, text="" if view.stash else "—")
        notes = field(lang, "notes", (), half - 10, text=view.notes or "—")
    continued = f"{view.name} ({label('continued', lang)})"
    more = _cells_band(
        [(0, [(wrap([(continued, NAME)], width - 10), 13, 11.0)])], HEADER_FILL, (0.8, INK)
    )
    columns = [Column(0, half, tuple(stash)), Column(half, half, tuple(notes))]
    return Box(width, head, columns, frame=BLOCK_FRAME, continued=[more])


def _battle_table(view: SheetView, width: float) -> Table:
    styles = _styles()
    lang = view.lang
    keys = ("date", "scenario", "opponent", "result", "sword_rating")
    fractions = (0.14, 0.3, 0.34, 0.11, 0.11)
    caption = f'<font name="{SANS_BOLD}" size="6.3" color="#5d554a">{{}}</font>'
    heads = [
        Paragraph(caption.format(escape(label(key, lang).upper())), styles["body"]) for key in keys
    ]
    rows: list[list[Any]] = [heads]
    for battle in view.battles:
        texts = (battle.date, battle.scenario, battle.opponent, battle.result, str(battle.rating))
        rows.append([Paragraph(escape(text), styles["body"]) for text in texts])
    return Table(
        rows,
        colWidths=[width * f for f in fractions],
        repeatRows=1,
        splitInRow=1,  # a row taller than a page (a 10,000-character opponent) flows on
        style=[
            ("FONTNAME", (0, 0), (-1, -1), SANS),
            ("BOX", (0, 0), (-1, -1), 1.3, INK),
            ("INNERGRID", (0, 0), (-1, -1), 0.5, RULE),
            ("BACKGROUND", (0, 0), (-1, 0), HEADER_FILL),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ],
    )


def story(view: SheetView, width: float) -> list[Flowable]:
    """The flowables of the whole sheet for a frame `width` points wide."""
    styles = _styles()
    lang = view.lang
    beside = None
    if len(view.codes) == 1:  # one code fits beside the warband block; several end the sheet
        block_of = functools.partial(warband_block, view)
        beside = head_with_code(view.codes[0], block_of, width, lang, styles["small"])
    legend = Paragraph(escape(label("legend", lang)), styles["small"])
    out: list[Flowable] = [beside or warband_block(view, width), Spacer(1, 2), legend]
    sections = (
        ("heroes", view.heroes),
        ("henchmen", view.groups),
        ("hired_swords", view.hired_swords),
    )
    for key, warriors in sections:
        if not warriors:
            continue
        if view.blank and key == "henchmen":
            out.append(PageBreak())  # the paper roster's second page
        # The heading is the first box's title: never alone at a page foot. A box goes whole
        # to the next page when it does not fit (app/pdf/boxes.py).
        heading = title([(label(key, lang), HEADING)], width, 15, (7, 3))
        out += [
            warrior_box(view, warrior, width, heading if n == 0 else None)
            for n, warrior in enumerate(warriors)
        ]
    if view.battles:
        heading = Paragraph(escape(label("battles", lang)), styles["heading"])
        out.append(KeepTogether([heading, _battle_table(view, width)]))
    if view.codes and beside is None:
        out.append(code_block(view.codes, lang, width, styles["heading"], styles["small"]))
    return out


__all__ = ["story", "warband_block", "warrior_box"]
