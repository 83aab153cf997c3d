"""A warband's printable roster sheet, laid out after the rulebook's paper roster.

Two steps, both pure: `sheet_view` reads a `WarbandState` with the ruleset into plain rows in one
language (names, profiles with what changed, kit, skills, experience), and `render_view` lays
those rows out with reportlab's platypus: the warband block (name, type, treasury, wyrdstone,
members, the rating worked out, stash, notes), then hero boxes, henchmen group boxes and hired
sword boxes, each with its profile row, lists and experience boxes. Boxes never split across a
page unless one is taller than a page; long lists wrap inside their box.
"""

from __future__ import annotations

import functools
import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import IO, Any, Literal
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    KeepTogether,
    PageBreak,
    PageTemplate,
    Paragraph,
    Spacer,
    Table,
)

from app.domain import WarbandState, Warrior, WarriorKind, base_profile, to_roster
from app.pdf.fonts import SANS, SANS_BOLD, SERIF_BOLD, register_fonts
from app.pdf.labels import label
from resources import icon_path
from rules import CHARACTERISTICS
from rules.armour import armour_save
from rules.composition import max_size
from rules.models import Lang, Profile, Ruleset
from rules.rating import warband_rating

Paper = Literal["a4", "letter"]
PAGE_SIZES: dict[str, tuple[float, float]] = {"a4": A4, "letter": LETTER}

MARGIN_X = 12 * mm
MARGIN_TOP = 11 * mm
MARGIN_BOTTOM = 13 * mm
FOOTER_Y = 7 * mm

INK = colors.HexColor("#1b1712")
MUTED = colors.HexColor("#5d554a")
RULE = colors.HexColor("#8f877b")
HEADER_FILL = colors.HexColor("#e9e4d8")
MAX_FILL = colors.HexColor("#cfcfcf")
XP_FILL = colors.HexColor("#2b2722")
XP_START_FILL = colors.HexColor("#9a948a")

BLANK_HEROES = 6
BLANK_GROUPS = 6
BLANK_HIRED_SWORDS = 2

PAD = 4.0  # inner padding of a box
PROFILE_WIDTH = 233.0  # the profile column of a box: nine cells of 25 points
BOX_GAP = 4.5


# --- the sheet as plain rows -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ProfileCell:
    key: str
    value: int | None  # None on a blank sheet
    delta: int = 0  # current minus starting value
    at_max: bool = False  # the racial maximum is reached


@dataclass(frozen=True, slots=True)
class WarriorView:
    kind: WarriorKind
    name: str
    type_name: str
    profile: tuple[ProfileCell, ...]
    count: int = 1
    experience: int = 0
    experience_floor: int = 0
    kit: tuple[str, ...] = ()
    save: int | None = None
    skills: tuple[str, ...] = ()
    spells: tuple[str, ...] = ()
    prayers: bool = False
    special_rules: tuple[str, ...] = ()
    mutations: tuple[str, ...] = ()
    injuries: tuple[str, ...] = ()
    games_to_miss: int = 0
    notes: str = ""
    upkeep: int | None = None
    rating: int | None = None
    blank: bool = False


@dataclass(frozen=True, slots=True)
class BattleView:
    date: str
    scenario: str
    opponent: str
    result: str
    rating: int


@dataclass(frozen=True, slots=True)
class SheetView:
    lang: Lang
    name: str
    type_name: str
    hero_thresholds: tuple[int, ...]
    henchman_thresholds: tuple[int, ...]
    hero_max_experience: int
    henchman_max_experience: int
    treasury: int | None = None
    shards: int | None = None
    members: int | None = None
    max_members: int | None = None
    rating: int | None = None
    rating_parts: tuple[tuple[str, str], ...] = ()  # (label, "9 × 5 = 45") added up to rating
    stash: tuple[str, ...] = ()
    notes: str = ""
    heroes: tuple[WarriorView, ...] = ()
    groups: tuple[WarriorView, ...] = ()
    hired_swords: tuple[WarriorView, ...] = ()
    battles: tuple[BattleView, ...] = ()
    blank: bool = False


def _counted(names: Iterable[str]) -> tuple[str, ...]:
    """Names in first-seen order, a repeated one once with its count: 'Sword ×2'."""
    counts = Counter(names)
    return tuple(name if counts[name] == 1 else f"{name} ×{counts[name]}" for name in counts)


def _profile_cells(current: Profile, base: Profile, race_max: Profile) -> tuple[ProfileCell, ...]:
    return tuple(
        ProfileCell(key, current[key], current[key] - base[key], current[key] >= race_max[key])
        for key in CHARACTERISTICS
    )


def warrior_view(ruleset: Ruleset, warband_type: str, warrior: Warrior, lang: Lang) -> WarriorView:
    """One warrior's box, every rule name in `lang`."""
    base = base_profile(ruleset, warrior)
    upkeep: int | None = None
    rating: int | None = None
    spell_list: str | None
    if warrior.kind == "hired_sword":
        sword = ruleset.hired_swords[warrior.type_id]
        type_name = sword.name.get(lang)
        race = sword.race
        type_rules = sword.special_rules
        upkeep, rating = sword.upkeep, sword.rating
        spell_list = sword.spell_list
    else:
        warrior_type = ruleset.warrior_type(warrior.type_id)
        type_name = warrior_type.name.get(lang)
        race = warrior_type.race
        type_rules = warrior_type.special_rules
        spell_list = warrior_type.spell_list
    spells = {spell.key: spell for spell in ruleset.spells}
    spell_names: list[str] = []
    prayers = spell_list is not None and ruleset.spell_lists[spell_list].prayer
    for known in warrior.spells:
        spell = spells.get(known.spell)
        if spell is None:
            spell_names.append(known.spell)
            continue
        prayers = prayers or ruleset.spell_lists[spell.list].prayer
        difficulty = max(0, spell.difficulty - known.difficulty_reduction)
        spell_names.append(
            spell.name.get(lang) if spell.auto else f"{spell.name.get(lang)} ({difficulty})"
        )
    mutation_names = {m.id: m.name.get(lang) for m in ruleset.warband(warband_type).mutations}
    # An injury record's detail is the effects applied, for the program: not printed.
    injuries = [ruleset.injury_name(record.injury, lang) for record in warrior.injuries]
    rules = [ruleset.special_rules[r].name.get(lang) for r in type_rules]
    for gained in warrior.rules_gained:
        rule = ruleset.special_rules.get(gained.rule)
        text = rule.name.get(lang) if rule else gained.rule
        if text in injuries:
            continue  # "Old battle wound" is printed once, with the injuries
        detail = gained.detail.strip()
        rules.append(f"{text} ({detail})" if detail and detail[0] not in "[{" else text)
    return WarriorView(
        kind=warrior.kind,
        name=warrior.name,
        type_name=type_name,
        profile=_profile_cells(warrior.profile(base), base, ruleset.races[race].max),
        count=warrior.count,
        experience=warrior.experience,
        experience_floor=warrior.experience_floor,
        kit=_counted(ruleset.items[i].name.get(lang) for i in warrior.equipment),
        save=armour_save(ruleset, warrior.equipment),
        skills=tuple(ruleset.skills[s].name.get(lang) for s in warrior.skills),
        spells=tuple(spell_names),
        prayers=prayers,
        special_rules=tuple(dict.fromkeys(rules)),
        mutations=tuple(mutation_names.get(m, m) for m in warrior.mutations),
        injuries=tuple(injuries),
        games_to_miss=warrior.games_to_miss,
        notes=warrior.notes,
        upkeep=upkeep,
        rating=rating,
    )


def _rating_parts(ruleset: Ruleset, state: WarbandState, lang: Lang) -> tuple[tuple[str, str], ...]:
    """The rating worked out as on the paper sheet: warriors × 5 + experience (+ the rest)."""
    campaign = ruleset.campaign
    normal = large = experience = swords = 0
    for warrior in state.warriors:
        if warrior.kind == "hired_sword":
            swords += ruleset.hired_swords[warrior.type_id].rating
            experience += warrior.experience
            continue
        models = warrior.count if warrior.kind == "henchmen" else 1
        if ruleset.warrior_type(warrior.type_id).large:
            large += models
        else:
            normal += models
        experience += models * warrior.experience
    per, per_large, per_xp = (
        campaign.rating_per_warrior,
        campaign.rating_per_large_creature,
        campaign.rating_per_experience,
    )
    parts = [(label("warriors", lang), f"{normal} × {per} = {normal * per}")]
    if large:
        parts.append((label("large", lang), f"{large} × {per_large} = {large * per_large}"))
    xp_text = str(experience) if per_xp == 1 else f"{experience} × {per_xp} = {experience * per_xp}"
    parts.append((label("experience", lang), xp_text))
    if swords:
        parts.append((label("hired_rating", lang), str(swords)))
    return tuple(parts)


def _battle_views(
    ruleset: Ruleset, battles: Sequence[Mapping[str, Any]], lang: Lang
) -> tuple[BattleView, ...]:
    out = []
    for battle in battles:
        scenario_id = str(battle.get("scenario", ""))
        scenario = ruleset.scenarios.get(scenario_id)
        result = str(battle.get("result", ""))
        opponent = str(battle.get("opponent", ""))
        opponent_type = ruleset.warbands.get(str(battle.get("opponent_type", "")))
        if opponent_type is not None:
            type_name = opponent_type.name.get(lang)
            opponent = f"{opponent} ({type_name})" if opponent else type_name
        out.append(
            BattleView(
                date=str(battle.get("date", "")),
                scenario=scenario.name.get(lang) if scenario else scenario_id,
                opponent=opponent,
                result=label(result, lang) if result in ("won", "lost", "draw") else result,
                rating=int(battle.get("rating_after", 0) or 0),
            )
        )
    return tuple(out)


def _blank_warrior(kind: WarriorKind) -> WarriorView:
    return WarriorView(
        kind=kind,
        name="",
        type_name="",
        profile=tuple(ProfileCell(key, None) for key in CHARACTERISTICS),
        blank=True,
    )


def sheet_view(
    ruleset: Ruleset,
    state: WarbandState | None,
    *,
    lang: Lang = "en",
    blank: bool = False,
    battles: Sequence[Mapping[str, Any]] = (),
) -> SheetView:
    """Everything the sheet prints, in one language. A blank sheet keeps only the warband's
    name and type (when a warband is given) and has six empty hero and henchmen boxes."""
    experience = ruleset.experience
    common: dict[str, Any] = {
        "lang": lang,
        "hero_thresholds": experience.hero_thresholds,
        "henchman_thresholds": experience.henchman_thresholds,
        "hero_max_experience": experience.hero_max_experience,
        "henchman_max_experience": experience.henchman_max_experience,
    }
    if blank or state is None:
        return SheetView(
            name=state.name if state else "",
            type_name=ruleset.warband(state.type_id).name.get(lang) if state else "",
            heroes=tuple(_blank_warrior("hero") for _ in range(BLANK_HEROES)),
            groups=tuple(_blank_warrior("henchmen") for _ in range(BLANK_GROUPS)),
            hired_swords=tuple(_blank_warrior("hired_sword") for _ in range(BLANK_HIRED_SWORDS)),
            blank=True,
            **common,
        )
    roster = to_roster(ruleset, state)

    def views(kind: WarriorKind) -> tuple[WarriorView, ...]:
        return tuple(warrior_view(ruleset, state.type_id, w, lang) for w in state.of_kind(kind))

    return SheetView(
        name=state.name,
        type_name=ruleset.warband(state.type_id).name.get(lang),
        treasury=state.treasury,
        shards=state.shards,
        members=roster.warrior_count,
        max_members=max_size(ruleset, roster),
        rating=warband_rating(ruleset, roster),
        rating_parts=_rating_parts(ruleset, state, lang),
        stash=_counted(ruleset.items[i].name.get(lang) for i in state.stash),
        notes=state.notes,
        heroes=views("hero"),
        groups=views("henchmen"),
        hired_swords=views("hired_sword"),
        battles=_battle_views(ruleset, battles, lang),
        **common,
    )


# --- drawing -------------------------------------------------------------------------------


@functools.cache
def _styles() -> dict[str, ParagraphStyle]:
    register_fonts()
    body = ParagraphStyle("body", fontName=SANS, fontSize=8, leading=9.6, textColor=INK)
    return {
        "body": body,
        "small": ParagraphStyle("small", parent=body, fontSize=6.5, leading=8, textColor=MUTED),
        "title": ParagraphStyle("title", parent=body, fontName=SERIF_BOLD, fontSize=19, leading=22),
        "type": ParagraphStyle("type", parent=body, fontSize=10, leading=12, textColor=MUTED),
        "figure": ParagraphStyle("figure", parent=body, fontName=SANS_BOLD, fontSize=12.5,
                                 leading=15),
        "heading": ParagraphStyle("heading", parent=body, fontName=SERIF_BOLD, fontSize=12.5,
                                  leading=15, spaceBefore=7, spaceAfter=3),
        "name": ParagraphStyle("name", parent=body, fontName=SERIF_BOLD, fontSize=11, leading=13),
        "count": ParagraphStyle("count", parent=body, fontSize=8, leading=13, alignment=TA_RIGHT),
        "cell": ParagraphStyle("cell", parent=body, fontSize=8.5, leading=10, alignment=TA_CENTER),
    }  # fmt: skip


def _label_markup(text: str) -> str:
    return f'<font name="{SANS_BOLD}" size="6.3" color="#5d554a">{escape(text.upper())}</font>'


def _field(lang: Lang, key: str, items: Sequence[str], *, text: str = "") -> Paragraph | None:
    """'SKILLS  Strike to Injure, Mighty Blow' or None when there is nothing to print."""
    body = text or ", ".join(escape(item) for item in items)
    if not body:
        return None
    return Paragraph(f"{_label_markup(label(key, lang))}&nbsp; {body}", _styles()["body"])


def _shortened(text: str, font: str, size: float, width: float) -> str:
    """`text`, cut with an ellipsis until it is at most `width` points wide."""
    while len(text) > 1 and stringWidth(text, font, size) > width:
        text = text[:-2] + "…" if len(text) > 2 else text[:1]
    return text


def _draw_caption(canvas: Canvas, text: str, x: float, y: float, width: float) -> None:
    """A small bold caption, shrunk to fit `width` (never drawn past its box)."""
    size = 6.3
    while size > 4.5 and stringWidth(text, SANS_BOLD, size) > width:
        size -= 0.1
    text = _shortened(text, SANS_BOLD, size, width)
    canvas.setFillColor(MUTED)
    canvas.setFont(SANS_BOLD, size)
    canvas.drawString(x, y, text)


class WritingLines(Flowable):
    """Faint ruled lines to write on, under a label, on a blank sheet."""

    def __init__(self, lang: Lang, key: str, lines: int, line_height: float = 11.5) -> None:
        super().__init__()
        self.title = label(key, lang).upper()
        self.lines = lines
        self.line_height = line_height
        self.width = 0.0
        self.height = 0.0

    def wrap(self, aW: float, aH: float) -> tuple[float, float]:
        self.width = aW
        self.height = 8 + self.lines * self.line_height
        return aW, self.height

    def draw(self) -> None:
        canvas = self.canv
        _draw_caption(canvas, self.title, 0, self.height - 6.5, self.width)
        canvas.setStrokeColor(colors.HexColor("#c9c3b8"))
        canvas.setLineWidth(0.4)
        for line in range(1, self.lines + 1):
            y = self.height - 8 - line * self.line_height + 2
            canvas.line(0, y, self.width, y)


class ExperienceBoxes(Flowable):
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
        super().__init__()
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

    def draw(self) -> None:
        canvas = self.canv
        _draw_caption(canvas, self.caption, 0, self.height - 6.5, self.LABEL_WIDTH - 2)
        if not self.blank:
            canvas.setFillColor(INK)
            canvas.setFont(SANS_BOLD, 10)
            canvas.drawString(0, self.height - 17, str(self.filled))
        # One path per colour and line weight: a strip is a few operators, not 90 boxes'.
        inset = self.box * 0.18
        inner = self.box - 2 * inset
        grid, ticked, started, thick = (canvas.beginPath() for _ in range(4))
        for number in range(1, self.total + 1):
            x, y = self._box_origin(number)
            grid.rect(x, y, self.box, self.box)
            if number <= self.filled:
                (started if number <= self.floor else ticked).rect(
                    x + inset, y + inset, inner, inner
                )
            if number in self.thresholds:
                thick.rect(x + 0.4, y + 0.4, self.box - 0.8, self.box - 0.8)
        canvas.setFillColor(XP_START_FILL)
        canvas.drawPath(started, stroke=0, fill=1)
        canvas.setFillColor(XP_FILL)
        canvas.drawPath(ticked, stroke=0, fill=1)
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.45)
        canvas.drawPath(grid, stroke=1, fill=0)
        canvas.setStrokeColor(INK)
        canvas.setLineWidth(1.5)
        canvas.drawPath(thick, stroke=1, fill=0)


def _profile_table(warrior: WarriorView, width: float) -> Table:
    """The profile row under its heading; plain cells unless a value changed (cheaper)."""
    column = width / len(CHARACTERISTICS)
    heads = [cell.key for cell in warrior.profile]
    values: list[Paragraph | str] = []
    style: list[tuple[Any, ...]] = [
        ("FONTNAME", (0, 0), (-1, 0), SANS_BOLD),
        ("FONTSIZE", (0, 0), (-1, 0), 6.5),
        ("TEXTCOLOR", (0, 0), (-1, 0), MUTED),
        ("FONTNAME", (0, 1), (-1, 1), SANS),
        ("FONTSIZE", (0, 1), (-1, 1), 8.5),
        ("TEXTCOLOR", (0, 1), (-1, 1), INK),
        ("ALIGN", (0, 0), (-1, -1), "CENTER"),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("GRID", (0, 0), (-1, -1), 0.5, RULE),
        ("BOX", (0, 0), (-1, -1), 0.8, INK),
        ("BACKGROUND", (0, 0), (-1, 0), HEADER_FILL),
        ("LEFTPADDING", (0, 0), (-1, -1), 0.5),
        ("RIGHTPADDING", (0, 0), (-1, -1), 0.5),
        ("TOPPADDING", (0, 0), (-1, -1), 0),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
    ]
    for index, cell in enumerate(warrior.profile):
        if cell.value is None:
            values.append("")
            continue
        if cell.delta:
            sign = "+" if cell.delta > 0 else "−"
            markup = f'<b>{cell.value}</b><font size="6"> ({sign}{abs(cell.delta)})</font>'
            values.append(Paragraph(markup, _styles()["cell"]))
        else:
            values.append(str(cell.value))
        if cell.at_max:
            style.append(("BACKGROUND", (index, 1), (index, 1), MAX_FILL))
    heights = [10.5, 15.0 if warrior.blank else 13.0]
    return Table([heads, values], colWidths=[column] * len(heads), rowHeights=heights, style=style)


def _box_style(columns: int, strip_row: int | None = None) -> list[tuple[Any, ...]]:
    last_body_row = strip_row - 1 if strip_row is not None else -1
    style: list[tuple[Any, ...]] = [
        ("FONTNAME", (0, 0), (-1, -1), SANS),
        ("BOX", (0, 0), (-1, -1), 1.3, INK),
        ("SPAN", (0, 0), (-1, 0)),
        ("BACKGROUND", (0, 0), (-1, 0), HEADER_FILL),
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, INK),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), PAD),
        ("RIGHTPADDING", (0, 0), (-1, -1), PAD),
        ("TOPPADDING", (0, 0), (-1, -1), 3),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 3.5),
        ("LINEAFTER", (0, 1), (columns - 2, last_body_row), 0.5, RULE),
    ]
    if strip_row is not None:
        style += [
            ("SPAN", (0, strip_row), (-1, strip_row)),
            ("LINEABOVE", (0, strip_row), (-1, strip_row), 0.5, RULE),
        ]
    return style


_FLAT: list[tuple[Any, ...]] = [
    ("FONTNAME", (0, 0), (-1, -1), SANS),
    ("LEFTPADDING", (0, 0), (-1, -1), 0),
    ("RIGHTPADDING", (0, 0), (-1, -1), 0),
    ("TOPPADDING", (0, 0), (-1, -1), 0),
    ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
    ("VALIGN", (0, 0), (-1, -1), "TOP"),
]


def _blank_header(warrior: WarriorView, lang: Lang, width: float) -> Table:
    """NAME | TYPE (| MODELS or UPKEEP) with room to write."""
    first = "group" if warrior.kind == "henchmen" else "name"
    keys = [first, "type"]
    fractions = [0.55, 0.45]
    if warrior.kind == "henchmen":
        keys.append("models")
        fractions = [0.45, 0.35, 0.20]
    elif warrior.kind == "hired_sword":
        keys.append("upkeep")
        fractions = [0.45, 0.35, 0.20]
    cells = [Paragraph(_label_markup(label(key, lang)), _styles()["body"]) for key in keys]
    return Table(
        [cells],
        colWidths=[width * f for f in fractions],
        rowHeights=[13],
        style=[
            *_FLAT,
            ("LINEBEFORE", (1, 0), (-1, 0), 0.5, RULE),
            ("LEFTPADDING", (1, 0), (-1, 0), 3),
        ],
    )


def _header(warrior: WarriorView, lang: Lang, width: float) -> Table | Paragraph:
    """Name and type; a henchmen group's number of models at the right."""
    if warrior.blank:
        return _blank_header(warrior, lang, width)
    styles = _styles()
    title = (
        f"{escape(warrior.name)}&nbsp;&nbsp; "
        f'<font name="{SANS}" size="8" color="#5d554a">{escape(warrior.type_name)}</font>'
    )
    heading = Paragraph(title, styles["name"])
    if warrior.kind != "henchmen":
        return heading
    count_width = 78.0
    count = Paragraph(
        f'{_label_markup(label("models", lang))}&nbsp; <font name="{SANS_BOLD}" size="11">'
        f"{warrior.count}</font>",
        styles["count"],
    )
    return Table([[heading, count]], colWidths=[width - count_width, count_width], style=_FLAT)


def _spell_key(warrior: WarriorView) -> str:
    return "prayers" if warrior.prayers else "spells"


def _present(items: Iterable[Flowable | None]) -> list[Flowable]:
    return [item for item in items if item is not None]


def _experience(view: SheetView, warrior: WarriorView) -> ExperienceBoxes:
    caption = label("experience", view.lang)
    if warrior.kind == "henchmen":
        return ExperienceBoxes(
            caption,
            view.henchman_max_experience,
            view.henchman_thresholds,
            warrior.experience,
            warrior.experience_floor,
            per_row=view.henchman_max_experience,
            max_box=12.5,
            blank=warrior.blank,
        )
    return ExperienceBoxes(
        caption,
        view.hero_max_experience,
        view.hero_thresholds,
        warrior.experience,
        warrior.experience_floor,
        per_row=math.ceil(view.hero_max_experience / 2),
        blank=warrior.blank,
    )


def _details(warrior: WarriorView, lang: Lang) -> tuple[list[Flowable], list[Flowable]]:
    """What goes under the profile (skills, spells) and beside it (kit, save, rules, ...)."""
    save = f"{warrior.save}+" if warrior.save is not None else label("no_save", lang)
    rows = [
        _field(lang, "kit", warrior.kit, text="" if warrior.kit else "—"),
        _field(lang, "save", (), text=f"<b>{save}</b>"),
        _field(lang, "special_rules", warrior.special_rules),
        _field(lang, "mutations", warrior.mutations),
        _field(lang, "injuries", warrior.injuries),
    ]
    if warrior.games_to_miss:
        misses = label("misses_games", lang).format(warrior.games_to_miss)
        rows.append(Paragraph(f"<b>{escape(misses)}</b>", _styles()["body"]))
    if warrior.upkeep is not None:
        rating = f"{_label_markup(label('sword_rating', lang))}&nbsp; {warrior.rating}"
        money = f"{warrior.upkeep} {label('gc', lang)}"
        rows.append(_field(lang, "upkeep", (), text=f"{money}&nbsp;&nbsp; {rating}"))
    rows.append(_field(lang, "warrior_notes", (), text=escape(warrior.notes)))
    below = _present(
        [
            _field(lang, "skills", warrior.skills),
            _field(lang, _spell_key(warrior), warrior.spells),
        ]
    )
    return ([Spacer(1, 3), *_spaced(below)] if below else []), _spaced(_present(rows))


def _warrior_box(view: SheetView, warrior: WarriorView, width: float) -> Table:
    """A hero, henchmen group or hired sword box, filled in or blank."""
    lang = view.lang
    inner = width - 2 * PAD
    profile = _profile_table(warrior, PROFILE_WIDTH - 2 * PAD)
    strip = _experience(view, warrior)
    header = _header(warrior, lang, inner)
    rest = width - PROFILE_WIDTH
    if warrior.kind == "henchmen":
        # The short henchman strip sits under the profile, as on the henchmen page.
        if warrior.blank:
            right: list[Flowable] = [WritingLines(lang, "kit", 3)]
            below: list[Flowable] = []
        else:
            below, right = _details(warrior, lang)
        left = [profile, *below, Spacer(1, 5), strip]
        return Table(
            [[header, ""], [left, right]],
            colWidths=[PROFILE_WIDTH, rest],
            style=_box_style(2),
            spaceAfter=BOX_GAP,
            splitInRow=1,
        )
    if warrior.blank:
        # Three writing columns keep a blank box low: six of them fit under the warband.
        return Table(
            [
                [header, "", ""],
                [profile, WritingLines(lang, "kit", 2), WritingLines(lang, "skills_injuries", 2)],
                [strip, "", ""],
            ],
            colWidths=[PROFILE_WIDTH, rest / 2, rest / 2],
            style=_box_style(3, strip_row=2),
            spaceAfter=BOX_GAP,
            splitInRow=1,
        )
    below, right = _details(warrior, lang)
    return Table(
        [[header, ""], [[profile, *below], right], [strip, ""]],
        colWidths=[PROFILE_WIDTH, rest],
        style=_box_style(2, strip_row=2),
        spaceAfter=BOX_GAP,
        splitInRow=1,
    )


def _spaced(items: list[Flowable], gap: float = 1.5) -> list[Flowable]:
    out: list[Flowable] = []
    for item in items:
        if out:
            out.append(Spacer(1, gap))
        out.append(item)
    return out


def _figure(lang: Lang, key: str, value: str) -> list[Flowable]:
    styles = _styles()
    return [
        Paragraph(_label_markup(label(key, lang)), styles["body"]),
        Paragraph(escape(value), styles["figure"]) if value else Spacer(1, 15),
    ]


def _warband_block(view: SheetView, width: float) -> list[Flowable]:
    lang = view.lang
    styles = _styles()
    column = width / 12
    gc = label("gc", lang)
    blank = view.blank
    name = [
        Paragraph(_label_markup(label("warband", lang)), styles["body"]),
        Paragraph(escape(view.name), styles["title"]) if view.name else Spacer(1, 22),
    ]
    type_cell = [
        Paragraph(_label_markup(label("warband_type", lang)), styles["body"]),
        Paragraph(escape(view.type_name), styles["type"]) if view.type_name else Spacer(1, 12),
    ]

    def number(value: int | None, suffix: str = "") -> str:
        return "" if value is None else f"{value}{suffix}"

    members = (
        ""
        if view.members is None
        else f"{view.members} / {view.max_members}"
        if view.max_members
        else str(view.members)
    )
    if blank:
        blanks = " ______ "
        worked = (
            f"{_label_markup(label('warriors', lang))}&nbsp;{blanks}× 5 ={blanks}+ "
            f"{_label_markup(label('experience', lang))}&nbsp;{blanks}= "
            f"{_label_markup(label('rating', lang))}&nbsp;{blanks}"
        )
    else:
        parts = " + ".join(
            f"{_label_markup(part_label)}&nbsp;{escape(text)}"
            for part_label, text in view.rating_parts
        )
        worked = f"{parts} = <b>{view.rating}</b>"
    stash = (
        [WritingLines(lang, "stash", 2)]
        if blank
        else [_field(lang, "stash", view.stash, text="" if view.stash else "—")]
    )
    notes = (
        [WritingLines(lang, "notes", 2)]
        if blank
        else [_field(lang, "notes", (), text=escape(view.notes) or "—")]
    )
    data: list[list[Any]] = [
        [name, "", "", "", "", "", "", "", type_cell, "", "", ""],
        [
            _figure(lang, "treasury", number(view.treasury, f" {gc}")),
            "",
            "",
            _figure(lang, "shards", number(view.shards)),
            "",
            "",
            _figure(lang, "members", members),
            "",
            "",
            _figure(lang, "rating", number(view.rating)),
            "",
            "",
        ],
        [Paragraph(worked, styles["body"]), *[""] * 11],
        [stash, "", "", "", "", "", notes, "", "", "", "", ""],
    ]
    style: list[tuple[Any, ...]] = [
        ("FONTNAME", (0, 0), (-1, -1), SANS),
        ("BOX", (0, 0), (-1, -1), 1.3, INK),
        ("INNERGRID", (0, 0), (-1, -1), 0.5, RULE),
        ("SPAN", (0, 0), (7, 0)),
        ("SPAN", (8, 0), (11, 0)),
        ("SPAN", (0, 1), (2, 1)),
        ("SPAN", (3, 1), (5, 1)),
        ("SPAN", (6, 1), (8, 1)),
        ("SPAN", (9, 1), (11, 1)),
        ("SPAN", (0, 2), (11, 2)),
        ("SPAN", (0, 3), (5, 3)),
        ("SPAN", (6, 3), (11, 3)),
        ("BACKGROUND", (0, 0), (-1, 0), HEADER_FILL),
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, INK),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), 5),
        ("RIGHTPADDING", (0, 0), (-1, -1), 5),
        ("TOPPADDING", (0, 0), (-1, -1), 3),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
    ]
    legend = Paragraph(escape(label("legend", lang)), styles["small"])
    return [Table(data, colWidths=[column] * 12, style=style), Spacer(1, 2), legend]


def _battle_table(view: SheetView, width: float) -> Table:
    styles = _styles()
    lang = view.lang
    keys = ("date", "scenario", "opponent", "result", "sword_rating")
    fractions = (0.14, 0.3, 0.34, 0.11, 0.11)
    heads = [Paragraph(_label_markup(label(key, lang)), styles["body"]) for key in keys]
    rows: list[list[Any]] = [heads]
    for battle in view.battles:
        rows.append(
            [
                Paragraph(escape(text), styles["body"])
                for text in (
                    battle.date,
                    battle.scenario,
                    battle.opponent,
                    battle.result,
                    str(battle.rating),
                )
            ]
        )
    return Table(
        rows,
        colWidths=[width * f for f in fractions],
        repeatRows=1,
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
    out: list[Flowable] = _warband_block(view, width)
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
        heading = Paragraph(escape(label(key, lang)), styles["heading"])
        boxes = [_warrior_box(view, warrior, width) for warrior in warriors]
        out.append(KeepTogether([heading, boxes[0]]))  # never a heading alone at a page foot
        out += [KeepTogether([box]) for box in boxes[1:]]
    if view.battles:
        heading = Paragraph(escape(label("battles", lang)), styles["heading"])
        out.append(KeepTogether([heading, _battle_table(view, width)]))
    return out


class _FooterCanvas(Canvas):
    """Holds the pages back until the end so each footer can say 'page 2 of 3'."""

    def __init__(
        self, *args: Any, footer: str = "", page_text: str = "{0} / {1}", **kwargs: Any
    ) -> None:
        super().__init__(*args, **kwargs)
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
        left = _shortened(self._footer, SANS, 7, room)
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
    doc.build(story(view, width), canvasmaker=maker)
    return int(doc.page)


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
    "Paper",
    "SheetView",
    "WarriorView",
    "render_sheet",
    "render_view",
    "sheet_view",
    "story",
]
