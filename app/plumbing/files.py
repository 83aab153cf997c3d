"""Files the program writes for the player: names safe on every system, and atomic writes.

A warband may be called `Skaven: "Rats?" / Part 2*`. Windows refuses `< > : " / \\ | ? *` in
file names (and the names CON, PRN, AUX, NUL, COM1-9, LPT1-9, even with an extension, and names
ending in a dot or a space); macOS shows `:` as `/`; Linux takes everything but `/`. Every save
dialog and every default output name goes through `safe_file_name`.

Writes go to a temporary file beside the target, which then replaces it in one step
(`os.replace`): a full disk, a locked file or a kill half-way leaves the old file as it was
and no half-written one.
"""

from __future__ import annotations

import contextlib
import os
import re
import tempfile
import unicodedata
from pathlib import Path

from rules.messages import Message

# Forbidden on Windows (and `/` everywhere, `:` on macOS), plus control characters.
_FORBIDDEN = re.compile(r'[<>:"/\\|?*\x00-\x1f\x7f]+')
_RESERVED = frozenset(
    ["CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"]
    + [f"{port}{n}" for port in ("COM", "LPT") for n in [*"123456789", "¹", "²", "³"]]
)
# File systems allow 255 bytes (ext4, APFS) or 255 UTF-16 units (NTFS) per name; stay well
# below so that a temporary name or a " (2)" added by a file manager still fits.
MAX_NAME_BYTES = 200


def safe_file_name(name: str, suffix: str = "", *, fallback: str = "warband") -> str:
    """`name` + `suffix` made into a file name every system accepts, as close to `name` as can be.

    `suffix` is the extension with its dot (".json"); it is kept whole. Characters no system
    accepts become spaces, invisible formatting characters go, runs of spaces become one,
    spaces and dots are trimmed at both ends, Windows' reserved device names get a "_" in
    front, and the name is cut (between characters) to MAX_NAME_BYTES bytes of UTF-8.
    """
    stem = unicodedata.normalize("NFC", name)
    stem = "".join(c for c in stem if unicodedata.category(c) != "Cf")
    stem = _FORBIDDEN.sub(" ", stem)
    stem = re.sub(r"\s+", " ", stem).strip(" .")
    if not stem:
        stem = fallback
    if stem.split(".")[0].rstrip(" ").upper() in _RESERVED:
        stem = f"_{stem}"
    room = MAX_NAME_BYTES - len(suffix.encode("utf-8"))
    stem = stem.encode("utf-8")[:room].decode("utf-8", "ignore")  # never half a character
    return (stem.rstrip(" .") or fallback) + suffix


def write_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Write `data` to `path` through a temporary file in the same folder, then replace.

    Raises OSError (with `filename` set to `path`) when the folder is missing or read-only, the
    disk is full or the target is locked; the target is then untouched and no temporary file
    is left.
    """
    target = Path(path)
    try:
        handle, temporary = tempfile.mkstemp(
            prefix=f".{target.name[:40]}.", suffix=".part", dir=target.parent
        )
    except OSError as exc:
        raise OSError(exc.errno, exc.strerror, str(target)) from None
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(temporary, _mode_for(target))
        os.replace(temporary, target)
    except OSError as exc:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise OSError(exc.errno, exc.strerror, str(target)) from None
    except BaseException:  # KeyboardInterrupt too: never leave the temporary file
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    write_atomic(path, text.encode("utf-8"))


def _mode_for(target: Path) -> int:
    """The permissions the file would get if written directly (mkstemp makes it private)."""
    try:
        return target.stat().st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def write_error(path: str | os.PathLike[str], exc: OSError) -> Message:
    """One line for a write that failed: which file, why, and that nothing was written."""
    reason = exc.strerror or str(exc)
    return Message.of("cannot_write", path=os.fspath(path), reason=reason)
