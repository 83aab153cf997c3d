"""Files the program writes for the player: names safe on every system, and atomic writes.

A warband may be called `Skaven: "Rats?" / Part 2*`. Windows refuses `< > : " / \\ | ? *` in
file names (and the names CON, PRN, AUX, NUL, COM1-9, LPT1-9, even with an extension, and names
ending in a dot or a space); macOS shows `:` as `/`; Linux takes everything but `/`. Every save
dialog and every default output name goes through `safe_file_name`.

Writes go to a temporary file beside the target, which then replaces it in one step
(`os.replace`): a full disk, a locked file or a kill half-way leaves the old file as it was
and no half-written one. `write_atomic` is the only place that does it.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
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


def write_atomic(path: str | os.PathLike[str], data: bytes, *, private: bool = False) -> None:
    """Write `data` to `path` through a temporary file in the same folder, then replace: the
    one way the program writes a whole file (exports, sheets, the compiled rules' cache).

    The file gets the permissions it had, or a new one those a plain `open` would give it
    (the process's umask applies, and is never changed); `private` makes it its owner's only.
    The data is on the disk (fsync) before it takes the old file's place. Raises OSError (with
    `filename` set to `path`) when the folder is missing or read-only, the disk is full or the
    target is locked; the target is then untouched and no temporary file is left.
    """
    target = Path(path)
    try:
        temporary, handle = _create_beside(target, 0o600 if private else 0o666)
    except OSError as exc:
        raise OSError(exc.errno, exc.strerror, str(target)) from None
    try:
        try:
            _write_all(handle, data)
            os.fsync(handle)
        finally:
            os.close(handle)
        if not private:
            _keep_mode(target, temporary)
        os.replace(temporary, target)
    except OSError as exc:
        _discard(temporary)
        raise OSError(exc.errno, exc.strerror, str(target)) from None
    except BaseException:  # KeyboardInterrupt too: never leave the temporary file
        _discard(temporary)
        raise


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    write_atomic(path, text.encode("utf-8"))


def _create_beside(target: Path, mode: int) -> tuple[Path, int]:
    """A new temporary file in the target's folder, open for writing, created with `mode` (the
    umask applies, as to any file the program creates)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for _ in range(100):
        temporary = target.with_name(f".{target.name[:40]}.{os.urandom(4).hex()}.part")
        try:
            return temporary, os.open(temporary, flags, mode)
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "no free temporary name", str(target))


def _write_all(handle: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(handle, view) :]


def _keep_mode(target: Path, temporary: Path) -> None:
    """Give the new file the permissions of the one it replaces, if there is one."""
    try:
        mode = target.stat().st_mode & 0o7777
    except FileNotFoundError:
        return
    os.chmod(temporary, mode)


def _discard(temporary: Path) -> None:
    with contextlib.suppress(OSError):
        os.unlink(temporary)


def write_error(path: str | os.PathLike[str], exc: OSError) -> Message:
    """One line for a write that failed: which file, why, and that nothing was written."""
    reason = exc.strerror or str(exc)
    return Message.of("cannot_write", path=os.fspath(path), reason=reason)
