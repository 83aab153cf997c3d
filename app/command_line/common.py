"""What every command of the command line shares: opening the campaign's store, finding a
warband by name or id, reading a file the player names, the file to write, and the error a
command stops with. The subcommand modules import it; it imports none of them."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from app.plumbing.context import open_roster_database, open_store
from app.plumbing.files import safe_file_name
from app.plumbing.inputs import InputError, read_input
from app.store.errors import StoreError
from app.words import line
from rules.messages import MessageError, message_of

if TYPE_CHECKING:
    from app.store.database import Database
    from app.store.repository import Store


class CommandError(MessageError):
    """A command that cannot be done; printed as `error: ...` with exit code 1."""


_opened: list[Database] = []


def store_for(args: argparse.Namespace) -> Store:
    try:
        store = open_store(args.db, demo=not args.no_demo)
    except StoreError as exc:
        raise CommandError(message_of(exc)) from None
    _opened.append(store.database)
    _say_if_made(args, store.database)
    return store


def database_for(args: argparse.Namespace) -> Database:
    """The database alone, for a command that reads no sheet and no rules (`list`)."""
    try:
        database = open_roster_database(args.db, demo=not args.no_demo)
    except StoreError as exc:
        raise CommandError(message_of(exc)) from None
    _opened.append(database)
    _say_if_made(args, database)
    return database


def _on_a_terminal() -> bool:
    return sys.stderr.isatty()


def _say_if_made(args: argparse.Namespace, database: Database) -> None:
    """A file named by --db (or MORDHEIM_ROSTER_DB) that was made just now is said on the
    terminal: a mistyped path must not pass for the player's own campaign without a word."""
    from app.store.database import chosen_file, explicitly_chosen

    path = chosen_file(args.db)
    if not database.created or path is None or not explicitly_chosen(args.db):
        return
    if not _on_a_terminal():  # a script or a pipe asked for that file: no chatter for it
        return
    demo = "" if args.no_demo else line(args.lang, "database_file_made_demo")
    print(line(args.lang, "database_file_made", path=str(path), demo=demo), file=sys.stderr)


def close_stores() -> None:
    """Close the databases the commands opened (the command line runs in-process in tests)."""
    while _opened:
        _opened.pop().close()


def find_warband(store: Store, name_or_id: str, *, include_deleted: bool = False) -> int:
    from app.store.repository import NotFoundError

    try:
        return store.find(name_or_id, include_deleted=include_deleted)
    except NotFoundError as exc:
        raise CommandError(message_of(exc)) from None


def output_path(output: str, store: Store | None, warband_id: int | None, suffix: str) -> Path:
    """The file to write: `output` itself, or, when it is a folder, a file in it named after
    the warband (made safe for every system)."""
    path = Path(output)
    if not path.is_dir():
        return path
    name = store.load(warband_id).name if store and warband_id is not None else "blank"
    return path / safe_file_name(name, suffix)


def read_file_input(file: str, limit: int) -> bytes:
    """A regular file's bytes, or standard input's for '-': at most `limit`, checked first."""
    try:
        return read_input(file, limit)
    except InputError as exc:
        raise CommandError(message_of(exc)) from None
