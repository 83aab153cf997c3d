"""Model cards: one card per hero, henchmen group and hired sword, several per page with cut
marks, in English or Russian (reportlab).

A card has the name, type and models, the profile, the kit with each weapon's strength, range
and rules, the armour save, skills and spells each with its text (whole when the card has room at a
size easy to read, else its first sentence), special rules, injuries, and the experience boxes
(bold: an advance; filled: the experience gained). Text that does not fit is set smaller, down
to a floor; below it the card ends with "…" and the rest stays on the roster sheet.
"""

from __future__ import annotations

import io
import os
from collections.abc import Sequence
from dataclasses import dataclass
from typing import IO, TYPE_CHECKING, Literal

from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.units import mm
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from app.domain import WarbandState, Warrior
from app.pdf.fonts import SANS, SANS_BOLD, SERIF_BOLD, register_fonts
from app.pdf.labels import label, said
from app.pdf.view import WarriorView, warrior_view
from app.plumbing.files import write_atomic
from rules.leadership import leader_of
from rules.models import Lang, Ruleset

if TYPE_CHECKING:
    from app.store.repository import Store

CardSize = Literal["poker", "a6"]
CARD_SIZES: dict[str, tuple[float, float]] = {
    "poker": (63 * mm, 88 * mm),
    "a6": (105 * mm, 148 * mm),
}
# Poker cards three by three on A4; A6 cards two side by side on A4 turned sideways.
_PAGES = {"poker": A4, "a6": landscape(A4)}
_PAD = float(2.2 * mm)
_MARK = float(3 * mm)  # cut mark length, outside the card
_GAP = float(4 * mm)  # between cards, room for the marks
_SHORT = 110  # characters of a skill's or spell's text on a card
_FLOOR = 4.6  # the smallest text size (points) before a card is cut short
_WHOLE_FLOOR = 6.0  # the smallest size at which skills and spells are printed whole


@dataclass(frozen=True)
class Card:
    warrior: WarriorView
    kit: tuple[str, ...]  # each item with its strength, range and rules
    # (skill or spell, its short text, its whole text): the whole when the card has room
    abilities: tuple[tuple[str, str, str], ...]
    thresholds: tuple[int, ...]
    max_experience: int


def _short(text: str) -> str:
    """The first sentence, cut at a word when longer than a card allows."""
    first = text.split(". ")[0].rstrip(".")
    if len(first) <= _SHORT:
        return first
    return first[: _SHORT - 1].rsplit(" ", 1)[0].rstrip(",;:(") + "…"


def _texts(text: str) -> tuple[str, str]:
    """A rule's text short (`_short`) and whole (without its last full stop)."""
    return (_short(text), text.rstrip(".")) if text else ("", "")


def _kit_line(ruleset: Ruleset, item_id: str, lang: Lang) -> str:
    item = ruleset.items[item_id]
    facts = []
    if item.range:
        facts.append(f'{item.range}"')
    strength = str(item.strength if item.strength is not None else "user")
    if strength != "user":  # as strong as the user: nothing to say
        facts.append("S" + strength.removeprefix("user") if "user" in strength else f"S {strength}")
    name = item.name.get(lang)
    rules = (ruleset.special_rules[r].name.get(lang) for r in item.special_rules)
    facts += [rule for rule in rules if rule != name]  # a shield's rule "Shield"
    return f"{name} ({', '.join(facts)})" if facts else name


def card_of(
    ruleset: Ruleset, state: WarbandState, warrior: Warrior, lang: Lang, *, leads: bool = False
) -> Card:
    view = warrior_view(ruleset, state.type_id, warrior, lang, leads=leads)
    kit = tuple(dict.fromkeys(_kit_line(ruleset, i, lang) for i in warrior.equipment))
    abilities = [
        (ruleset.skills[s].name.get(lang), *_texts(ruleset.skills[s].text.get(lang)))
        for s in warrior.skills
    ]
    spells = {spell.key: spell for spell in ruleset.spells}
    for known, printed in zip(warrior.spells, view.spells, strict=True):
        spell = spells.get(known.spell)
        abilities.append((printed, *_texts(spell.text.get(lang) if spell else "")))
    experience = ruleset.experience
    hero = warrior.kind == "hero"
    return Card(
        warrior=view,
        kit=kit,
        abilities=tuple(abilities),
        thresholds=experience.hero_thresholds if hero else experience.henchman_thresholds,
        max_experience=(
            experience.hero_max_experience if hero else experience.henchman_max_experience
        ),
    )


def warband_cards(ruleset: Ruleset, state: WarbandState, lang: Lang) -> list[Card]:
    """Heroes, then henchmen groups, then hired swords, as on the roster sheet."""
    from app.domain import to_roster

    leader = leader_of(ruleset, to_roster(ruleset, state))
    leader_id = leader.id if leader is not None else None
    return [
        card_of(ruleset, state, w, lang, leads=w.id == leader_id)
        for kind in ("hero", "henchmen", "hired_sword")
        for w in state.of_kind(kind)
    ]


def _grid(size: CardSize) -> tuple[tuple[float, float], list[tuple[float, float]]]:
    """The page size and the lower-left corner of every card place on it."""
    page_w, page_h = _PAGES[size]
    card_w, card_h = CARD_SIZES[size]
    cols = int((page_w - 2 * _MARK + _GAP) // (card_w + _GAP))
    rows = int((page_h - 2 * _MARK + _GAP) // (card_h + _GAP))
    left = (page_w - cols * card_w - (cols - 1) * _GAP) / 2
    bottom = (page_h - rows * card_h - (rows - 1) * _GAP) / 2
    places = [
        (left + c * (card_w + _GAP), bottom + (rows - 1 - r) * (card_h + _GAP))
        for r in range(rows)
        for c in range(cols)
    ]
    return (page_w, page_h), places


def render_cards(
    cards: Sequence[Card],
    out: str | IO[bytes],
    *,
    lang: Lang,
    size: CardSize = "poker",
    title: str = "",
    codes: Sequence[str] = (),
) -> int:
    """Draw the cards, as many per page as fit, then a card for each of the warband's QR
    `codes`; returns the number of pages."""
    if size not in CARD_SIZES:
        raise ValueError(f"unknown card size {size!r}; use one of {', '.join(CARD_SIZES)}")
    register_fonts()
    page, places = _grid(size)
    canvas = Canvas(out, pagesize=page, pageCompression=1)
    program = label("program", lang)
    canvas.setTitle(title or program)
    canvas.setAuthor(program)
    canvas.setCreator(program)
    pages = 0
    deck: list[Card | tuple[int, str]] = [*cards, *enumerate(codes, 1)]
    for start in range(0, max(len(deck), 1), len(places)):
        for card, (x, y) in zip(deck[start : start + len(places)], places, strict=False):
            _cut_marks(canvas, x, y, *CARD_SIZES[size])
            if isinstance(card, Card):
                _CardPainter(canvas, card, lang, x, y, *CARD_SIZES[size]).paint()
            else:
                _code_card(canvas, title, card, len(codes), lang, (x, y, *CARD_SIZES[size]))
        canvas.showPage()
        pages += 1
    canvas.save()
    return pages


def _code_card(
    canvas: Canvas,
    title: str,
    part: tuple[int, str],
    parts: int,
    lang: Lang,
    box: tuple[float, float, float, float],
) -> None:
    """A card of the deck that carries the warband in its QR code (app/exports/warband_code.py):
    the warband's name, the code, and how to import it."""
    from app.pdf.qr import QrCode

    x, y, w, h = box
    number, text = part
    canvas.saveState()
    canvas.setLineWidth(0.6)
    canvas.roundRect(x, y, w, h, 2 * mm)
    size = 8.5
    name = title
    while canvas.stringWidth(name, SERIF_BOLD, size) > w - 2 * _PAD and len(name) > 4:
        name = name[:-2].rstrip() + "…"
    canvas.setFont(SERIF_BOLD, size)
    canvas.drawString(x + _PAD, y + h - _PAD - size, name)
    heading = label("warband_code", lang)
    if parts > 1:
        heading += " · " + said("code_part", lang, number, parts)
    canvas.setFont(SANS_BOLD, 6.5)
    canvas.drawString(x + _PAD, y + h - _PAD - size - 8, heading)
    code = QrCode(text)
    code.drawOn(canvas, x + (w - code.side) / 2, y + h - _PAD - size - 11 - code.side)
    canvas.setFont(SANS, 5.6)
    key = "warband_codes_help" if parts > 1 else "warband_code_help"
    lines = simpleSplit(said(key, lang, parts), SANS, 5.6, w - 2 * _PAD)
    for n, line in enumerate(lines):
        canvas.drawString(x + _PAD, y + _PAD + (len(lines) - 1 - n) * 6.6, line)
    canvas.restoreState()


def _cut_marks(canvas: Canvas, x: float, y: float, w: float, h: float) -> None:
    canvas.saveState()
    canvas.setLineWidth(0.3)
    canvas.setStrokeGray(0.35)
    for cx in (x, x + w):
        for cy, direction in ((y, -1), (y + h, 1)):
            canvas.line(cx, cy + direction * 0.8 * mm, cx, cy + direction * (0.8 * mm + _MARK))
    for cy in (y, y + h):
        for cx, direction in ((x, -1), (x + w, 1)):
            canvas.line(cx + direction * 0.8 * mm, cy, cx + direction * (0.8 * mm + _MARK), cy)
    canvas.restoreState()


class _CardPainter:
    """One card drawn from the top down; the text size shrinks until everything fits."""

    def __init__(
        self, canvas: Canvas, card: Card, lang: Lang, x: float, y: float, w: float, h: float
    ) -> None:
        self.canvas, self.card, self.lang = canvas, card, lang
        self.x, self.y, self.w, self.h = x, y, w, h
        self.scale = float(w / (63 * mm))  # A6 cards draw everything larger

    def paint(self) -> None:
        canvas = self.canvas
        canvas.saveState()
        canvas.setLineWidth(0.6)
        canvas.roundRect(self.x, self.y, self.w, self.h, 2 * mm)
        top = self._header(self.y + self.h - _PAD)
        top = self._profile(top - 1 * mm)
        boxes_height = self._boxes_height()
        room = top - (self.y + _PAD + boxes_height + 1.2 * mm)
        size, lines = self._fit(room)
        fitting = int(room // (size * 1.18))
        if len(lines) > fitting:
            lines = [*lines[: max(fitting - 1, 0)], ("…", False)]
        for text, bold in lines:
            top -= size * 1.18
            canvas.setFont(SANS_BOLD if bold else SANS, size)
            canvas.drawString(self.x + _PAD, top + size * 0.25, text)
        self._boxes(self.y + _PAD)
        canvas.restoreState()

    def _fit(self, room: float) -> tuple[float, list[tuple[str, bool]]]:
        """The body's size and lines: skills' and spells' whole texts when they fit at a size
        still easy to read, else their short texts, shrunk down to the floor."""
        for whole, floor in ((True, _WHOLE_FLOOR), (False, _FLOOR)):
            size = 7.2 * self.scale
            lines = self._body_lines(size, whole)
            while len(lines) * size * 1.18 > room and size > floor * self.scale:
                size -= 0.2 * self.scale
                lines = self._body_lines(size, whole)
            if len(lines) * size * 1.18 <= room:
                return size, lines
        return size, lines

    def _header(self, top: float) -> float:
        view = self.card.warrior
        canvas = self.canvas
        size = 8.5 * self.scale
        name = view.name
        while canvas.stringWidth(name, SERIF_BOLD, size) > self.w - 2 * _PAD and len(name) > 4:
            name = name[:-2].rstrip() + "…"
        canvas.setFont(SERIF_BOLD, size)
        canvas.drawString(self.x + _PAD, top - size, name)
        kind = view.type_name
        if view.kind == "henchmen":
            kind += f" × {view.count}"
        small = 6.2 * self.scale
        canvas.setFont(SANS, small)
        kind = simpleSplit(kind, SANS, small, self.w - 2 * _PAD)[0]
        canvas.drawString(self.x + _PAD, top - size - small * 1.2, kind)
        return top - size - small * 1.5

    def _profile(self, top: float) -> float:
        canvas = self.canvas
        cells = self.card.warrior.profile
        width = (self.w - 2 * _PAD) / len(cells)
        head, value = 5.6 * self.scale, 7.5 * self.scale
        height = head * 1.3 + value * 1.45
        for n, cell in enumerate(cells):
            left = self.x + _PAD + n * width
            if cell.at_max:
                canvas.setFillGray(0.86)
                canvas.rect(left, top - height, width, value * 1.45, stroke=0, fill=1)
                canvas.setFillGray(0)
            canvas.setLineWidth(0.4)
            canvas.rect(left, top - height, width, height)
            canvas.setFont(SANS_BOLD, head)
            canvas.drawCentredString(left + width / 2, top - head * 1.05, cell.key)
            shown = cell.text if cell.text is not None else str(cell.value)
            canvas.setFont(SANS_BOLD if cell.delta else SANS, value)
            canvas.drawCentredString(left + width / 2, top - height + value * 0.4, shown)
        return top - height

    def _body_lines(self, size: float, whole: bool = False) -> list[tuple[str, bool]]:
        view, lang = self.card.warrior, self.lang
        width = self.w - 2 * _PAD
        lines: list[tuple[str, bool]] = []

        def add(title: str, entries: Sequence[str]) -> None:
            if not entries:
                return
            lines.append((title, True))
            for entry in entries:
                for n, line in enumerate(simpleSplit(entry, SANS, size, width - 2 * mm)):
                    lines.append(("• " + line if n == 0 else "   " + line, False))

        save = f"{view.save}+" if view.save else label("no_save", lang)
        add(f"{label('kit', lang)} · {label('save', lang)} {save}", self.card.kit)
        abilities = [
            f"{name}: {long if whole else short}" if short else name
            for name, short, long in self.card.abilities
        ]
        spells_title = label("prayers" if view.prayers else "spells", lang)
        add(f"{label('skills', lang)} / {spells_title}", abilities)
        add(label("special_rules", lang), view.special_rules)
        add(label("mutations", lang), view.mutations)
        injuries = list(view.injuries)
        if view.games_to_miss:
            injuries.append(said("misses_games", lang, view.games_to_miss))
        add(label("injuries", lang), injuries)
        if view.upkeep is not None:
            add(label("upkeep", lang), [f"{view.upkeep} {label('gc', lang)}"])
        return lines

    def _box_geometry(self) -> tuple[float, int]:
        per_row = 30 if self.card.max_experience > 30 else self.card.max_experience
        return (self.w - 2 * _PAD) / max(per_row, 1), max(per_row, 1)

    def _boxes_height(self) -> float:
        side, per_row = self._box_geometry()
        rows = -(-self.card.max_experience // per_row)
        return rows * side + 5.5 * self.scale

    def _boxes(self, bottom: float) -> None:
        canvas = self.canvas
        side, per_row = self._box_geometry()
        card = self.card
        rows = -(-card.max_experience // per_row)
        label_size = 5.4 * self.scale
        title = f"{label('experience', self.lang)}: {card.warrior.experience}"
        canvas.setFont(SANS_BOLD, label_size)
        canvas.drawString(self.x + _PAD, bottom + rows * side + label_size * 0.4, title)
        for n in range(card.max_experience):
            row, col = divmod(n, per_row)
            left = self.x + _PAD + col * side
            low = bottom + (rows - 1 - row) * side
            advance = (n + 1) in card.thresholds
            canvas.setLineWidth(0.9 if advance else 0.3)
            filled = n < card.warrior.experience
            if filled:
                canvas.setFillGray(0.55 if n < card.warrior.experience_floor else 0.2)
            canvas.rect(left, low, side, side, stroke=1, fill=1 if filled else 0)
            canvas.setFillGray(0)


def export_cards(
    store: Store,
    warband_id: int,
    path_or_file: str | os.PathLike[str] | IO[bytes],
    *,
    lang: Lang = "en",
    size: CardSize = "poker",
    code: bool = True,
) -> int:
    """Write a warband's model cards (with `code`, and a card carrying the warband in its QR
    code); returns the pages. Laid out in memory first: a failure half-way leaves no
    half-written file."""
    from app.exports.warband_code import encode

    state = store.load(warband_id)
    cards = warband_cards(store.ruleset, state, lang)
    codes = encode(state) if code else []
    if not isinstance(path_or_file, str | os.PathLike):
        return render_cards(
            cards, path_or_file, lang=lang, size=size, title=state.name, codes=codes
        )
    buffer = io.BytesIO()
    pages = render_cards(cards, buffer, lang=lang, size=size, title=state.name, codes=codes)
    write_atomic(path_or_file, buffer.getvalue())
    return pages
