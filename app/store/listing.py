"""The campaign's list of warbands: one query over the warband rows, which keep the list's
figures (rating and members, written with every change by app.store.summary).

It needs neither the sheet's classes (app.domain) nor the rules' (rules.models): the command
line's `list` reads it without making them (a third of its start).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, NamedTuple

from app.store.errors import database_errors
from app.store.sql import AnyConnection, rows

if TYPE_CHECKING:
    from app.store.database import Database


class WarbandSummary(NamedTuple):
    """A line of the warband list (a tuple: the list of a big campaign is made fast)."""

    id: int
    name: str
    type_id: str
    treasury: int
    shards: int
    rating: int
    members: int
    deleted: bool


_COLUMNS = (  # the bin as a flag, not a date to parse on every row
    "SELECT id, name, type_id, treasury, shards, rating, members, deleted_at IS NOT NULL "
    "FROM warband"
)
_ALIVE = f"{_COLUMNS} WHERE deleted_at IS NULL ORDER BY name, id"
_ALL = f"{_COLUMNS} ORDER BY name, id"


def read_warbands(
    connection: AnyConnection, *, include_deleted: bool = False
) -> list[WarbandSummary]:
    """Every warband (those in the bin too, if asked) in the order of their names, on the
    store's connection or the preview's (app/store/sql.py)."""
    found = rows(connection, _ALL if include_deleted else _ALIVE)
    # Unpacked as plain tuples: reading a Row's columns by name costs more than the query.
    return [
        WarbandSummary(wid, name, type_id, treasury, shards, rating, members, bool(gone))
        for wid, name, type_id, treasury, shards, rating, members, gone in found
    ]


_CUSTOM_WARBANDS = "SELECT type_id, custom FROM warband WHERE custom <> ''"


def custom_warband_names(database: Database) -> dict[str, str]:
    """The name each custom warband type was given (rules.custom), by its id."""
    with database_errors(), database.connect() as connection:
        found = rows(connection, _CUSTOM_WARBANDS)
    names = {}
    for type_id, custom in found:
        warband = json.loads(custom).get("warband")
        if isinstance(warband, dict) and isinstance(warband.get("name"), str):
            names[type_id] = warband["name"]
    return names


def list_warbands(database: Database, *, include_deleted: bool = False) -> list[WarbandSummary]:
    """The list, read on a connection of its own (a failure of the database: StoreError)."""
    with database_errors(), database.connect() as connection:
        return read_warbands(connection, include_deleted=include_deleted)
