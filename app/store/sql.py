"""Running the store's reads: one SQL text, on a SQLAlchemy connection or a sqlite3 one.

The window paints its first sheet from the campaign file read with the standard library's
`sqlite3` (app/store/preview.py) before SQLAlchemy is imported, and then works on the store
proper: both read with the same statements, so the preview and the store never disagree on
what a sheet holds. A statement uses only what both run the same: named parameters
(`:name`; no expanding `IN :ids`), columns read in the order they are named, values as the
driver gives them (text() gives SQLAlchemy no column types to convert with).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any, TypeAlias

if TYPE_CHECKING:
    from sqlalchemy import TextClause
    from sqlalchemy.engine import Connection

#: What a read runs on: the store's connection, or the preview's read-only sqlite3 one.
AnyConnection: TypeAlias = "Connection | sqlite3.Connection"
Params: TypeAlias = Mapping[str, Any]


@cache
def _clause(sql: str) -> TextClause:
    """The statement as SQLAlchemy runs it, made once (it caches its compiled form by it)."""
    from sqlalchemy import text

    return text(sql)


def rows(connection: AnyConnection, sql: str, params: Params | None = None) -> list[Any]:
    """Every row of a read, each a tuple of the columns in the order the statement names."""
    if isinstance(connection, sqlite3.Connection):
        return connection.execute(sql, dict(params or {})).fetchall()
    return list(connection.execute(_clause(sql), dict(params or {})).all())


def first(
    connection: AnyConnection, sql: str, params: Params | None = None
) -> Sequence[Any] | None:
    """The first row of a read, or None."""
    if isinstance(connection, sqlite3.Connection):
        row: Sequence[Any] | None = connection.execute(sql, dict(params or {})).fetchone()
        return row
    return connection.execute(_clause(sql), dict(params or {})).first()


def scalar(connection: AnyConnection, sql: str, params: Params | None = None) -> Any:
    """The first column of the first row, or None when there is no row."""
    row = first(connection, sql, params)
    return None if row is None else row[0]
