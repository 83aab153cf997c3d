"""The database's failures as the program's own errors: the one place drivers' errors are read.

SQLAlchemy wraps the driver's exception (sqlite3, psycopg); `database_errors()` turns any of
them into a `StoreError` subclass whose `reason` says what happened in a word the interface
can put in the player's language, and whose message is one English line for the command line.
A failure inside a transaction rolls it back, so each message can say that nothing was written.
"""

from __future__ import annotations

import errno
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Literal

from rules.messages import MessageError

Reason = Literal["busy", "disk_full", "read_only", "unavailable", "damaged", "failed", "refused"]

# SQLite's primary result codes (https://sqlite.org/rescode.html).
_SQLITE_REASONS: dict[int, Reason] = {
    5: "busy",  # SQLITE_BUSY: another connection holds the write lock
    6: "busy",  # SQLITE_LOCKED
    8: "read_only",  # SQLITE_READONLY
    10: "unavailable",  # SQLITE_IOERR
    11: "damaged",  # SQLITE_CORRUPT
    13: "disk_full",  # SQLITE_FULL
    14: "unavailable",  # SQLITE_CANTOPEN
    26: "damaged",  # SQLITE_NOTADB
}
# PostgreSQL SQLSTATE codes and classes.
_SQLSTATE_REASONS: dict[str, Reason] = {
    "53100": "disk_full",  # disk_full
    "55P03": "busy",  # lock_not_available
    "40P01": "busy",  # deadlock_detected
    "40001": "busy",  # serialization_failure
    "57014": "busy",  # query_canceled (lock_timeout, statement_timeout)
    "25006": "read_only",  # read_only_sql_transaction
    "42501": "read_only",  # insufficient_privilege
}
_ERRNO_REASONS: dict[int, Reason] = {
    errno.ENOSPC: "disk_full",
    errno.EDQUOT: "disk_full",
    errno.EROFS: "read_only",
    errno.EACCES: "read_only",
    errno.EPERM: "read_only",
}
_SQLSTATE_CLASS_REASONS: dict[str, Reason] = {
    "08": "unavailable",  # connection exception
    "53": "unavailable",  # insufficient resources
    "57": "unavailable",  # operator intervention (server shutting down)
    "58": "unavailable",  # system error (I/O)
    "XX": "damaged",  # internal error, data corrupted
}

_MESSAGES: dict[Reason, str] = {
    "busy": "the campaign is open in another program that is writing to it; close it (or let "
    "it finish) and retry. Nothing was written",
    "disk_full": "the disk is full: nothing was written. Free some space and retry",
    "read_only": "the campaign cannot be written (a read-only file, folder or account): nothing "
    "was written",
    "unavailable": "the database cannot be reached or read ({detail}); nothing was written. "
    "Check the disk or the server and retry",
    "damaged": "the database file is damaged ({detail}); nothing was written. Restore a backup",
    "failed": "the database failed ({detail}); nothing was written",
    "refused": "{detail}",
}


class StoreError(MessageError):
    """The database cannot be used; the message says why and what to do."""

    reason: Reason = "refused"


class DatabaseBusyError(StoreError):
    reason: Reason = "busy"


class DiskFullError(StoreError):
    reason: Reason = "disk_full"


class DatabaseFailedError(StoreError):
    """Any other failure of the database (read-only, unreachable, damaged, ...)."""

    def __init__(self, message: str, reason: Reason = "failed") -> None:
        super().__init__(message)
        self.reason = reason


def reason_of(error: BaseException) -> Reason:
    """What kind of failure a driver's exception (or SQLAlchemy's wrapper of one) is."""
    orig = getattr(error, "orig", None) or error
    if isinstance(orig, sqlite3.Error):
        return _SQLITE_REASONS.get(orig.sqlite_errorcode & 0xFF, "failed")
    if isinstance(orig, OSError):  # a backup or a new file written by the program itself
        return _ERRNO_REASONS.get(orig.errno or 0, "unavailable")
    sqlstate = getattr(orig, "sqlstate", None)
    if isinstance(sqlstate, str):
        return _SQLSTATE_REASONS.get(sqlstate) or _SQLSTATE_CLASS_REASONS.get(
            sqlstate[:2], "failed"
        )
    if type(orig).__name__ == "OperationalError":  # psycopg: no server, no SQLSTATE
        return "unavailable"
    return "failed"


def _detail(error: BaseException) -> str:
    orig = getattr(error, "orig", None) or error
    return " ".join(str(orig).split()) or type(orig).__name__


def translate(error: BaseException) -> StoreError:
    """The program's error for a driver's exception."""
    reason = reason_of(error)
    message = _MESSAGES[reason].format(detail=_detail(error)[:300])
    if reason == "busy":
        return DatabaseBusyError(message)
    if reason == "disk_full":
        return DiskFullError(message)
    return DatabaseFailedError(message, reason)


def is_database_error(error: BaseException) -> bool:
    if isinstance(error, sqlite3.Error):  # the preview's own (app/store/preview.py)
        return True
    from sqlalchemy.exc import DBAPIError

    return isinstance(error, DBAPIError)  # OSError: the caller decides


@contextmanager
def database_errors() -> Iterator[None]:
    """Turn a driver's failure raised in the block into a StoreError."""
    try:
        yield
    except StoreError:
        raise
    except Exception as exc:
        if is_database_error(exc):
            raise translate(exc) from exc
        raise
