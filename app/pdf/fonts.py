"""The fonts embedded in every sheet: DejaVu (Latin and Cyrillic), shipped in resources/fonts.

The files are found next to the `resources` package, never in a system folder, so a sheet looks
the same on every machine. They are registered with reportlab once per process.
"""

from __future__ import annotations

import io
import struct
import threading
from pathlib import Path

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

import resources

FONT_DIR = Path(resources.__file__).resolve().parent / "fonts"

SANS = "MordheimSans"
SANS_BOLD = "MordheimSans-Bold"
SERIF_BOLD = "MordheimSerif-Bold"

FILES: dict[str, str] = {
    SANS: "DejaVuSansCondensed.ttf",
    SANS_BOLD: "DejaVuSansCondensed-Bold.ttf",
    SERIF_BOLD: "DejaVuSerifCondensed-Bold.ttf",
}

_lock = threading.Lock()
_registered = False


class FontError(RuntimeError):
    """A font file the sheets need is missing or unreadable."""


# The naming records a document's font subset keeps: copyright, family, style, unique and full
# names, version, PostScript name and the license's address. The license's own text (name 13,
# 14 of the 15.8 KB of a face's naming table, written twice, in two encodings) stays in the
# shipped font files and beside them (LICENSE-DejaVu.txt); a subset copied it into every PDF,
# where it was three fifths of the font data compressed with each sheet.
_SUBSET_NAMES = frozenset({0, 1, 2, 3, 4, 5, 6, 14})


def subset_names(table: bytes) -> bytes:
    """A TrueType naming table (format 0) with only the records of `_SUBSET_NAMES`."""
    count, storage = struct.unpack_from(">HH", table, 2)
    records: list[bytes] = []
    strings = bytearray()
    for n in range(count):
        platform, encoding, language, name, length, offset = struct.unpack_from(
            ">6H", table, 6 + 12 * n
        )
        if name in _SUBSET_NAMES:
            records.append(
                struct.pack(">6H", platform, encoding, language, name, length, len(strings))
            )
            strings += table[storage + offset : storage + offset + length]
    header = struct.pack(">3H", 0, len(records), 6 + 12 * len(records))
    return header + b"".join(records) + bytes(strings)


def _checksum(data: bytes) -> int:
    """A TrueType table's checksum: the sum of its big-endian 32-bit words, modulo 2**32."""
    padded = data + b"\0" * (-len(data) % 4)
    words: tuple[int, ...] = struct.unpack(f">{len(padded) // 4}I", padded)
    return sum(words) & 0xFFFFFFFF


def with_table(font: bytes, tag: bytes, table: bytes) -> bytes:
    """The TrueType file `font` with its table `tag` replaced by `table`: the table directory,
    the checksums and the head table's whole-file adjustment written again (OpenType spec,
    "Font file" and "head"), so reportlab's validating reader accepts it. The other tables'
    checksums are the directory's own (each table starts on a 4-byte boundary, so the whole
    file's sum is the directory's plus the tables')."""
    count: int = struct.unpack_from(">H", font, 4)[0]
    tables: dict[bytes, tuple[bytes, int]] = {}
    for n in range(count):
        name, checksum, offset, length = struct.unpack_from(">4sIII", font, 12 + 16 * n)
        tables[name] = (font[offset : offset + length], checksum)
    head = tables[b"head"][0]
    head = head[:8] + bytes(4) + head[12:]  # the adjustment counts as 0 in every checksum
    tables[b"head"] = (head, _checksum(head))
    tables[tag] = (table, _checksum(table))
    directory, body, at, head_at = [], bytearray(), 12 + 16 * len(tables), 0
    for name in sorted(tables):
        data, checksum = tables[name]
        if name == b"head":
            head_at = at + len(body)
        directory.append(struct.pack(">4sIII", name, checksum, at + len(body), len(data)))
        body += data + bytes(-len(data) % 4)
    front = font[:12] + b"".join(directory)
    total = _checksum(front) + sum(checksum for _, checksum in tables.values())
    out = bytearray(front + body)
    struct.pack_into(">I", out, head_at + 8, (0xB1B0AFBA - total) & 0xFFFFFFFF)
    return bytes(out)


def sheet_font(path: Path) -> bytes:
    """The font file as the sheets embed it: its naming table cut to `_SUBSET_NAMES` (reportlab
    copies the file's naming table into each document's subset as it is)."""
    font = path.read_bytes()
    count: int = struct.unpack_from(">H", font, 4)[0]
    for n in range(count):
        name, _, offset, length = struct.unpack_from(">4sIII", font, 12 + 16 * n)
        if name == b"name":
            return with_table(font, b"name", subset_names(font[offset : offset + length]))
    return font


def register_fonts() -> None:
    """Register the sheet fonts with reportlab (only the first call does any work).

    Each document's subset of a font holds only the characters it writes, coded in the order
    they come (`asciiReadable=False`). reportlab's default puts all 96 ASCII characters in
    every subset to keep them readable in the page streams: a full Russian sheet then embeds 44
    to 74 ASCII glyphs a face that it never shows (an English one 30 to 59), and every
    Cyrillic letter gets a code outside printable ASCII, which the page streams write as a
    four-character octal escape. Same glyphs on the page,
    same text read back (each subset's ToUnicode map); the file is a sixth smaller and
    faster to write."""
    global _registered
    if _registered:
        return
    with _lock:
        if _registered:
            return
        for name, filename in FILES.items():
            path = FONT_DIR / filename
            try:
                font = TTFont(name, io.BytesIO(sheet_font(path)), asciiReadable=False)
            except Exception as exc:  # reportlab raises plain TTFError / OSError subclasses
                raise FontError(f"cannot load the font {path}: {exc}") from exc
            pdfmetrics.registerFont(font)
        # <b> in a paragraph picks the bold face; there is no italic, so italics stay upright.
        for italic in (0, 1):
            addMapping(SANS, 0, italic, SANS)
            addMapping(SANS, 1, italic, SANS_BOLD)
            for bold_face in (SANS_BOLD, SERIF_BOLD):
                addMapping(bold_face, 0, italic, bold_face)
                addMapping(bold_face, 1, italic, bold_face)
        _registered = True


def printable_codes(doc: object) -> None:
    """Start the codes of the sheet fonts' characters in `doc` at 33, the first printable
    ASCII code after the space, rather than at 1: codes 1 to 31 would go to the first 31
    characters a sheet writes, its most frequent letters, which the page streams then write
    as four-character octal escapes. Codes 1 to 32 stay the space's, as reportlab leaves
    them (no glyph more is embedded); a subset then holds 94 characters without an escape.
    Called before anything is written (the sheet's canvas, on making it).

    Through reportlab's public `TTFont.state` (each document's `TTFont.State`, by document)
    and `State.nextCode`, the next code a new character gets; pyproject.toml keeps reportlab
    to the releases tests/app/test_pdf_fonts.py checked this with."""
    for name in FILES:
        font = pdfmetrics.getFont(name)
        assert isinstance(font, TTFont)
        state = font.state.get(doc)
        if state is None:
            state = font.state[doc] = TTFont.State(False, font)
        state.nextCode = max(state.nextCode, 33)
