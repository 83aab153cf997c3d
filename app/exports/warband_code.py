"""A warband as the text of printed QR codes: a friend scans the paper and imports it.

The code carries the exchange document (app/exports/exchange.py) without its battle log, as compact
JSON, compressed with zlib and written in base32: capitals and digits are QR's alphanumeric
mode, which a phone's scanner copies as plain text. Each code's text is

    MRW1:<part>/<parts>:<base32>

so a warband too long for one code is split over several, read back in any order. The
importer (`exchange.loads`) takes such text wherever it takes our JSON.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib

from app.domain import WarbandState
from app.exports.exchange import MAX_BYTES, ExchangeError, export_document
from rules.messages import Message

PREFIX = "MRW1"
# At most this many base32 characters in one code: a QR code of version 25 at level M
# (117 modules), which a sheet printed at 0.45 mm a module and scanned or rendered at 150 dpi
# still reads.
MAX_CHARS = 1_500
MAX_PARTS = 16
_PART = re.compile(rf"{PREFIX}:(\d+)/(\d+):([A-Z2-7]+)")


def encode(state: WarbandState) -> list[str]:
    """The texts of the codes that carry `state`, one or more."""
    document = export_document(state)
    compact = json.dumps(document, ensure_ascii=False, separators=(",", ":"))
    packed = base64.b32encode(zlib.compress(compact.encode("utf-8"), 9)).decode("ascii")
    body = packed.rstrip("=")
    count = max(1, -(-len(body) // MAX_CHARS))
    size = -(-len(body) // count)  # parts of even size: no tiny last code
    pieces = [body[i : i + size] for i in range(0, len(body), size)] or [""]
    return [f"{PREFIX}:{n}/{len(pieces)}:{piece}" for n, piece in enumerate(pieces, 1)]


def looks_like_code(text: str) -> bool:
    """Whether `text` (a file's content, stripped) is the text of scanned warband codes."""
    return text.lstrip().upper().startswith(f"{PREFIX}:")


def decode(text: str) -> str:
    """The exchange JSON carried by the codes' texts (whitespace between them, any order).
    A part missing, repeated or damaged raises `ExchangeError` with one line."""
    found = _PART.findall(text.upper())
    if not found or not looks_like_code(text):
        raise ExchangeError(Message.of("code_unreadable"))
    total = int(found[0][1])
    parts: dict[int, str] = {}
    for number, count, piece in found:
        if int(count) != total or not 1 <= int(number) <= total or total > MAX_PARTS:
            raise ExchangeError(Message.of("code_unreadable"))
        if parts.setdefault(int(number), piece) != piece:
            raise ExchangeError(Message.of("code_parts_differ", part=int(number)))
    missing = [n for n in range(1, total + 1) if n not in parts]
    if missing:
        listed = ", ".join(str(n) for n in missing)
        raise ExchangeError(Message.of("code_parts_missing", parts=listed, total=total))
    return _unpacked("".join(parts[n] for n in range(1, total + 1)))


def unwrap(data: str | bytes) -> str | bytes:
    """The exchange JSON when `data` is scanned codes' text; otherwise `data` unchanged (our
    JSON, or not ours: the reader that follows says which)."""
    if isinstance(data, bytes):
        if not data.lstrip()[:8].upper().startswith(PREFIX.encode("ascii")):
            return data
        data = data.decode("utf-8-sig", errors="replace")
    return decode(data) if looks_like_code(data) else data


def _unpacked(body: str) -> str:
    """Base32 back to bytes, inflated to at most `MAX_BYTES` (a hostile code cannot make a
    gigabyte out of a few kilobytes)."""
    try:
        packed = base64.b32decode(body + "=" * (-len(body) % 8))
        inflater = zlib.decompressobj()
        data = inflater.decompress(packed, MAX_BYTES + 1)
        if len(data) > MAX_BYTES or not inflater.eof:
            raise ExchangeError(Message.of("code_unreadable"))
        return data.decode("utf-8")
    except (binascii.Error, zlib.error, UnicodeDecodeError):
        raise ExchangeError(Message.of("code_unreadable")) from None


__all__ = ["MAX_CHARS", "PREFIX", "decode", "encode", "looks_like_code", "unwrap"]
