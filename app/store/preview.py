"""The campaign read before its store is open: the window's first sheet without SQLAlchemy.

Importing sqlmodel costs about four times a bare window. The window therefore paints its
first sheet from the campaign file read with the standard library's `sqlite3`, read-only,
with the store's own statements (app/store/sql.py), and opens the store right after that
paint (ui/launch.py). Only a file the store would open as it is gets a preview: an existing
roster file at the newest schema. A URL (PostgreSQL), a missing file (the first run makes the
demo), a file that needs an upgrade or that the store would refuse, and any failure of the
preview itself go the store's way, as without a preview.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path

from app.store.database import SCHEMA_HEAD, chosen_file, file_revision
from app.store.errors import StoreError, database_errors
from app.store.repository import SheetReader
from rules import Ruleset

# A preview waits this long for a lock (a checkpoint of another program), then the store's own
# open decides, which waits longer and says why.
PREVIEW_TIMEOUT_S = 0.5


class Preview(SheetReader):
    """A read-only reader of a campaign file: the sheets, the list, the settings."""

    def __init__(self, connection: sqlite3.Connection, path: Path, ruleset: Ruleset) -> None:
        super().__init__(ruleset)
        self.connection = connection
        self.path = path
        # Bumped by every commit of another connection: whether the file changed since.
        self._version = self.data_version()

    def data_version(self) -> int:
        return int(self.connection.execute("PRAGMA data_version").fetchone()[0])

    def changed(self) -> bool:
        """Whether another program (or the store) wrote to the file since the preview opened."""
        try:
            return self.data_version() != self._version
        except sqlite3.Error:
            return True

    @contextmanager
    def _connection(self) -> Iterator[sqlite3.Connection]:
        with database_errors():
            yield self.connection

    def close(self) -> None:
        self.connection.close()


def _read_only(path: Path) -> sqlite3.Connection:
    uri = f"{path.as_uri()}?mode=ro"
    return sqlite3.connect(uri, uri=True, timeout=PREVIEW_TIMEOUT_S)


def open_preview(db: str | os.PathLike[str] | None, ruleset: Ruleset) -> Preview | None:
    """A preview of the campaign `db` names (as `open_database` would find it), or None when
    the store's own open must decide (see the module's text)."""
    path = chosen_file(db)
    if path is None:
        return None
    try:
        if not path.is_file() or file_revision(path) != SCHEMA_HEAD:
            return None
        connection = _read_only(path)
    except (StoreError, OSError, sqlite3.Error):
        return None
    try:
        return Preview(connection, path, ruleset)
    except sqlite3.Error:
        with closing(connection):
            return None
