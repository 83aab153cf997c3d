"""Print: the sheet goes to the system's PDF viewer through a temporary file, cleaned up later.

The viewer opens the file after we hand it over and may keep it open for a while, so a file is
not deleted at once: every print and the window's closing remove the sheets older than
KEEP_SECONDS from the print folder (also those an earlier session left). A file still open
(Windows refuses to delete it) is left for the next time.
"""

from __future__ import annotations

import contextlib
import tempfile
import time
from pathlib import Path

from app.files import safe_file_name

FOLDER_NAME = "mordheim-roster"
KEEP_SECONDS = 10 * 60


def print_folder() -> Path:
    return Path(tempfile.gettempdir()) / FOLDER_NAME


def clean_print_folder(keep_seconds: float = KEEP_SECONDS) -> int:
    """Delete the sheets written for printing more than `keep_seconds` ago; returns how many."""
    cutoff = time.time() - keep_seconds
    removed = 0
    for path in print_folder().glob("*.pdf"):
        with contextlib.suppress(OSError):  # gone already, or open in the viewer (Windows)
            if path.stat().st_mtime < cutoff:
                path.unlink()
                removed += 1
    return removed


def new_print_file(warband_name: str) -> tuple[int, Path]:
    """An open file descriptor and the path of a new, unique PDF in the print folder."""
    clean_print_folder()
    folder = print_folder()
    folder.mkdir(exist_ok=True)
    stem = safe_file_name(warband_name)[:40]
    handle, name = tempfile.mkstemp(prefix=f"{stem}-", suffix=".pdf", dir=folder)
    return handle, Path(name)
