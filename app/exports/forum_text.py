"""A warband as players post it: BBCode for forums, Markdown for chats (Discord, Reddit), plain
text for e-mail, in English or Russian.

The text is made from the same read of the warband as the printed sheet (app/pdf/view.py), so
both show the same names, kit and numbers; the command line and the window only call
`warband_text`. Every name is made safe for the format: control characters dropped, markup
characters escaped, so a warrior called `[b]x` or `*x*` shows as typed.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from app.pdf.labels import label, said
from app.pdf.view import SheetView, WarriorView, sheet_view
from rules import catalogue
from rules.mounts import profile_text

if TYPE_CHECKING:
    from app.store.repository import Store
    from rules.models import Lang

TextFormat = Literal["bbcode", "markdown", "plain"]
FORMATS: tuple[TextFormat, ...] = ("bbcode", "markdown", "plain")

_KEPT_FORMAT = frozenset("\u200c\u200d")  # joiners: invisible but part of words and emoji
_MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[\]<>#|~])")
_MARKDOWN_LINE_START = re.compile(r"^([-+=]|\d+(?=[.)]))")


def _word(key: str, lang: Lang, *args: object) -> str:
    """The text's words that the printed sheet does not have (its words: app/pdf/labels.py)."""
    return catalogue.say(f"forum.{key}", lang, *args)


def one_line(text: str) -> str:
    """`text` on one line: control and invisible format characters dropped, spaces collapsed."""
    kept = []
    for char in text:
        category = unicodedata.category(char)
        if category in ("Cc", "Cs") or (category == "Cf" and char not in _KEPT_FORMAT):
            kept.append(" " if char in "\n\r\t" else "")
            continue
        kept.append(char)
    return " ".join("".join(kept).split())


def escape_markdown(text: str) -> str:
    """Markdown that shows `text` literally (CommonMark, Discord): markup characters
    backslash-escaped, and a start that would make a list or a heading too."""
    text = _MARKDOWN_SPECIAL.sub(r"\\\1", one_line(text))
    return _MARKDOWN_LINE_START.sub(r"\\\1", text)


def escape_bbcode(text: str) -> str:
    """BBCode that shows `text` literally. BBCode has no escape character: every `[` is
    followed by an empty tag pair, which breaks any tag it would open (`[b]` shows as typed)."""
    return one_line(text).replace("[", "[[b][/b]")


@dataclass(frozen=True, slots=True)
class _Markup:
    """How one format writes the few things the text needs."""

    escape: Callable[[str], str]
    bold: Callable[[str], str]
    title: Callable[[str], str]
    section: Callable[[str], str]
    table: Callable[[list[str]], list[str]]
    item: str  # before each line of a warrior's details


def _fenced(rows: list[str]) -> list[str]:
    return ["```", *rows, "```"]


def _underlined(text: str, rule: str) -> str:
    return f"{text}\n{rule * max(3, len(text))}"


MARKUPS: dict[TextFormat, _Markup] = {
    "bbcode": _Markup(
        escape=escape_bbcode,
        bold=lambda text: f"[b]{text}[/b]",
        # No [size]: forums read its number differently (percent, points, 1 to 7).
        title=lambda text: f"[b][u]{text}[/u][/b]",
        section=lambda text: f"[u]{text}[/u]",
        table=lambda rows: ["[code]", *rows, "[/code]"],
        item="",
    ),
    "markdown": _Markup(
        escape=escape_markdown,
        bold=lambda text: f"**{text}**",
        title=lambda text: f"## {text}",
        section=lambda text: f"### {text}",
        table=_fenced,
        item="- ",
    ),
    "plain": _Markup(
        escape=one_line,
        bold=lambda text: text,
        title=lambda text: _underlined(text, "="),
        section=lambda text: _underlined(text, "-"),
        table=lambda rows: ["    " + row for row in rows],
        item="  ",
    ),
}


def profile_table(warrior: WarriorView) -> list[str]:
    """The profile as two fixed-width rows: the characteristics and their values."""
    keys = [cell.key for cell in warrior.profile]
    values = [
        "-" if cell.value is None else cell.text or str(cell.value) for cell in warrior.profile
    ]
    widths = [max(len(k), len(v)) for k, v in zip(keys, values, strict=True)]
    return [
        " ".join(k.rjust(w) for k, w in zip(keys, widths, strict=True)),
        " ".join(v.rjust(w) for v, w in zip(values, widths, strict=True)),
    ]


def _header(view: SheetView, markup: _Markup) -> list[str]:
    lang, esc = view.lang, markup.escape
    members = str(view.members)
    if view.max_members is not None:
        members = _word("max_members", lang, view.members, view.max_members)
    facts = [
        (label("warband_type", lang), esc(view.type_name)),
        (label("rating", lang), str(view.rating)),
        (label("treasury", lang), f"{view.treasury} {label('gc', lang)}"),
        (label("shards", lang), str(view.shards)),
        (label("members", lang), members),
    ]
    return [markup.title(esc(view.name)), *(f"{markup.bold(k)}: {v}" for k, v in facts)]


def _warrior(warrior: WarriorView, owed: int, markup: _Markup, lang: Lang) -> list[str]:
    esc = markup.escape
    what = esc(warrior.type_name)
    if warrior.kind == "henchmen":
        what = f"{warrior.count} × {what}"
    experience = f"{label('experience', lang)} {warrior.experience}"
    if owed:
        experience += f", {_word('owed', lang, owed)}"
    lines = [f"{markup.bold(esc(warrior.name))} — {what} ({experience})"]
    lines += markup.table(profile_table(warrior))
    kit = ", ".join(esc(name) for name in warrior.kit)
    if warrior.save is not None:
        kit = f"{kit}; {label('save', lang)} {warrior.save}+" if kit else ""
    mount = warrior.mount
    ridden = ""
    if mount is not None:
        ridden = f"{esc(mount.name)} ({profile_text((c.key, c.value) for c in mount.profile)})"
    details = [
        ("kit", kit),
        ("mount", ridden),
        ("skills", ", ".join(esc(name) for name in warrior.skills)),
        ("prayers" if warrior.prayers else "spells", ", ".join(esc(s) for s in warrior.spells)),
        ("mutations", ", ".join(esc(name) for name in warrior.mutations)),
        ("special_rules", ", ".join(esc(name) for name in warrior.special_rules)),
        ("injuries", ", ".join(esc(name) for name in warrior.injuries)),
    ]
    lines += [f"{markup.item}{label(key, lang)}: {text}" for key, text in details if text]
    if warrior.games_to_miss:
        lines.append(markup.item + said("misses_games", lang, warrior.games_to_miss))
    return lines


def render_text(view: SheetView, fmt: TextFormat, owed: Sequence[int] = ()) -> str:
    """The roster in `fmt`, in the view's language. `owed` is the advance rolls owed by each
    warrior, heroes first, then the henchmen groups, then the hired swords."""
    markup = MARKUPS[fmt]
    lines = _header(view, markup)
    owed_in_order = iter(owed)
    for key, group in (
        ("heroes", view.heroes),
        ("henchmen", view.groups),
        ("hired_swords", view.hired_swords),
    ):
        if not group:
            continue
        lines += ["", markup.section(label(key, view.lang))]
        for warrior in group:
            lines += ["", *_warrior(warrior, next(owed_in_order, 0), markup, view.lang)]
    if view.stash:
        stash = ", ".join(markup.escape(name) for name in view.stash)
        lines += ["", f"{markup.bold(label('stash', view.lang))}: {stash}"]
    return "\n".join(lines) + "\n"


def warband_text(
    store: Store, warband_id: int, fmt: TextFormat = "markdown", lang: Lang = "en"
) -> str:
    """A stored warband as forum text. Raises NotFoundError for an unknown warband."""
    from app.usecases import advances_owed

    state = store.load(warband_id)
    view = sheet_view(store.ruleset, state, lang=lang)
    ordered = [w for kind in ("hero", "henchmen", "hired_sword") for w in state.of_kind(kind)]
    owed = [len(advances_owed(store.ruleset, w)) for w in ordered]
    return render_text(view, fmt, owed)


__all__ = [
    "FORMATS",
    "TextFormat",
    "escape_bbcode",
    "escape_markdown",
    "one_line",
    "profile_table",
    "render_text",
    "warband_text",
]
