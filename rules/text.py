"""Text that players type and files bring: cleaned once, the same way everywhere.

Names and notes reach the store from the window, the command line and imported files; they go
out again to the terminal, the window and the PDF. A terminal control character (ESC, BEL,
NUL...) or an invisible format character (zero-width space, right-to-left override) is never
kept: it would redraw a player's terminal, or make a name that looks empty or like another.

Messages that list things (unknown fields of a file, problems of a warband) list the first few
and say how many there are, so a hostile file cannot make a refusal megabytes long.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from typing import TYPE_CHECKING

from rules.errors import MessageError

if TYPE_CHECKING:
    from rules.messages import Message

# Invisible characters that still matter inside words: the zero-width joiner and non-joiner
# (emoji sequences, some scripts). Every other format character (category Cf) is dropped.
_KEPT_FORMAT = frozenset("\u200c\u200d")
_LINE_BREAKS = {"\r\n": "\n", "\r": "\n", "\u2028": "\n", "\u2029": "\n", "\x85": "\n"}
# Characters that show something: letters, digits, punctuation, symbols.
_VISIBLE = ("L", "N", "P", "S")

MAX_NAME = 100
MAX_NOTES = 10_000
LIST_SHOWN = 5
QUOTE_SHOWN = 40


class TextError(MessageError, ValueError):
    """A name or text that cannot be kept; the message says what to do."""


def _strip_invisible(text: str, *, keep: str) -> str:
    if text.isprintable():  # no control, format or surrogate character: checked at C speed
        return text
    out = []
    for char in text:
        category = unicodedata.category(char)
        if category in ("Cc", "Cs") and char not in keep:
            continue  # control characters; lone surrogates cannot even be stored
        if category == "Cf" and char not in _KEPT_FORMAT:
            continue
        out.append(char)
    return "".join(out)


def _refused(code: str, **values: Message | int | str) -> TextError:
    from rules.messages import Message  # here: the command line starts without it

    return TextError(Message.of(code, **values))


def noun(what: str) -> Message:
    """What a text names ("warband", "hired sword") as a message the edges word; a field of a
    file (a path such as "notes" or "warriors[2].name") stays as it is written."""
    from rules.catalogue import SOURCE, text
    from rules.messages import Message

    code = "noun_" + what.replace(" ", "_")
    return Message.of(code) if text(code, SOURCE) is not None else Message.text(what)


def clean_name(name: str, what: str = "warband", *, limit: int = MAX_NAME) -> str:
    """A name on one line: control and invisible characters dropped, spaces collapsed.

    Refused when nothing visible is left or when it is longer than `limit` characters.
    """
    cleaned = " ".join(_strip_invisible(unicodedata.normalize("NFC", name), keep="").split())
    if not any(unicodedata.category(char).startswith(_VISIBLE) for char in cleaned):
        raise _refused("name_needed", what=noun(what))
    if len(cleaned) > limit:
        raise _refused("name_too_long", what=noun(what), count=len(cleaned), limit=limit)
    return cleaned


def typed_name(name: str, what: str = "warband", *, limit: int = MAX_NAME) -> str:
    """A name a player types to rename something: as `clean_name`, but a control character
    (ESC, BEL, a line break) is refused with where it is rather than dropped, since what is
    left would not be the name he meant."""
    control = next((char for char in name if unicodedata.category(char) == "Cc"), None)
    if control is not None:
        raise _refused("name_control", what=noun(what), char=f"U+{ord(control):04X}")
    return clean_name(name, what, limit=limit)


def clean_text(text: str, what: str = "notes", *, limit: int = MAX_NOTES) -> str:
    """Free text over several lines (notes): line breaks and tabs kept, other control and
    invisible characters dropped; refused when longer than `limit` characters."""
    for old, new in _LINE_BREAKS.items():
        text = text.replace(old, new)
    cleaned = _strip_invisible(unicodedata.normalize("NFC", text), keep="\n\t")
    if len(cleaned) > limit:
        code = "text_too_long_plural" if what.endswith("s") else "text_too_long"
        raise _refused(code, what=noun(what), count=len(cleaned), limit=limit)
    return cleaned


def printable(text: str) -> str:
    """Text safe to print on a terminal: every control or invisible format character (but the
    line break and the tab) shows as U+FFFD instead of acting on the terminal."""
    out = []
    for char in text:
        category = unicodedata.category(char)
        if (category in ("Cc", "Cs") and char not in "\n\t") or (
            category == "Cf" and char not in _KEPT_FORMAT
        ):
            out.append("\ufffd")
        else:
            out.append(char)
    return "".join(out)


def shorten(value: object, limit: int = QUOTE_SHOWN) -> str:
    """A value quoted for a message, cut after `limit` characters, made printable."""
    if isinstance(value, int):
        return _cut(_digits(value, limit), limit)
    return _cut(repr(value) if isinstance(value, str) else str(value), limit)


def _digits(value: int, limit: int) -> str:
    """A whole number's first digits: str() refuses one of more than 4,300 digits (a file
    may hold a number of 0x and 5,000 f), and a message shows only `limit` characters."""
    size = int(abs(value).bit_length() * 0.30103)  # its number of digits, or one less
    if size <= limit + 10:
        return str(value)
    lead = abs(value) // 10 ** (size - limit - 10)
    return ("-" if value < 0 else "") + str(lead) + "..."


def _cut(text: str, limit: int) -> str:
    return printable(text if len(text) <= limit else text[: limit - 3] + "...")


def brief_list(
    items: Iterable[object], *, shown: int = LIST_SHOWN, separator: str = ", ", quote: bool = False
) -> str:
    """The first `shown` items and how many more: "a, b, c, d, e and 399,995 more".

    Each item is cut to a sensible length too; `quote` shows text items in quotes.
    """
    values = list(items)
    parts = [shorten(v) if quote else _cut(str(v), 200) for v in values[:shown]]
    text = separator.join(parts)
    if len(values) > shown:
        text += f" and {len(values) - shown:,} more"
    return text
