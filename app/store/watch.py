"""Whether anything wrote to the campaign since the last look: another program (the command
line, a second window, a merge) or this one. The window asks twice a second and reads the
list and its sheet again only when the answer is yes.

On SQLite a connection of its own, kept open, reads `PRAGMA data_version`: a number that moves
when another connection commits to the file; it reads no table and takes no lock. A server
has nothing like it: there the warband table's count, revisions and ids are summed up (every
change of a sheet moves a revision, a warband made or purged moves the count or the ids).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.store.sql import first

if TYPE_CHECKING:
    from app.store.repository import Store

_SERVER_MARK = "SELECT count(*), coalesce(sum(revision), 0), coalesce(max(id), 0) FROM warband"


class ChangeWatch:
    """`changed()`: True when the campaign was written since the last call (or the first)."""

    def __init__(self, store: Store) -> None:
        self._store = store
        self._path: Path | None = store.database.path
        self._connection: sqlite3.Connection | None = None
        self._last: Any = self._mark()

    def _sqlite(self) -> sqlite3.Connection:
        if self._connection is None:
            assert self._path is not None
            uri = f"{self._path.resolve().as_uri()}?mode=ro"
            self._connection = sqlite3.connect(uri, uri=True, check_same_thread=False)
        return self._connection

    def _mark(self) -> Any:
        if self._path is None:
            row = self._store.read(lambda conn: first(conn, _SERVER_MARK))
            return None if row is None else tuple(row)
        try:
            return self._sqlite().execute("PRAGMA data_version").fetchone()[0]
        except sqlite3.Error:  # the file went away or cannot be read now: try again next time
            self.close()
            return None

    def changed(self) -> bool:
        """Whether the campaign was written since the last call. A database that cannot be
        read just now (a StoreError on a server) raises; the caller tries again later."""
        mark = self._mark()
        if mark is None or mark == self._last:
            return False
        self._last = mark
        return True

    def close(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None
