"""Reading a file a player names (a warband to import, a battle report), safely.

Only a regular file is read, or standard input when it is asked for with '-'; its size is
checked before reading and the read itself stops past the limit. So `/dev/zero` cannot fill
the memory, a named pipe nobody writes to cannot hang the program, and a directory or a device
gets one clear line instead of a traceback.
"""

from __future__ import annotations

import os
import stat
import sys
from typing import BinaryIO

from app.plumbing.refusal import Refusal
from rules.messages import Message

STDIN = "-"


class InputError(Refusal, ValueError):
    """A file that cannot or must not be read; the message says why and what to do.

    `reason` says it in a word for an interface that words it in its own language:
    "unreadable", "not_a_file" or "too_large" (then `limit` is the size allowed)."""

    def __init__(self, message: Message | str, reason: str, limit: int = 0) -> None:
        super().__init__(message)
        self.reason = reason
        self.limit = limit


def _size(limit: int) -> str:
    return f"{limit / 1_000_000:g} MB" if limit >= 1_000_000 else f"{limit:,} bytes"


def read_limited(stream: BinaryIO, limit: int, name: str) -> bytes:
    """At most `limit` bytes of an open stream; refused if there are more."""
    data = stream.read(limit + 1)
    if len(data) > limit:
        raise InputError(
            Message.of("input_too_large", name=name, limit=_size(limit)), "too_large", limit
        )
    return data


def read_input(path: str, limit: int) -> bytes:
    """The bytes of a regular file, or of standard input for '-', at most `limit` of them."""
    if path == STDIN:
        return read_limited(sys.stdin.buffer, limit, "standard input")
    try:
        # O_NONBLOCK: opening a named pipe must not wait for a writer; fstat then refuses it.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        raise InputError(
            Message.of("input_unreadable", path=path, value=exc.strerror or str(exc)), "unreadable"
        ) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise InputError(
                Message.of("input_not_a_file", path=path),
                "not_a_file",
            )
        if info.st_size > limit:
            raise InputError(
                Message.of(
                    "input_file_too_large", path=path, size=info.st_size, limit=_size(limit)
                ),
                "too_large",
                limit,
            )
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        with os.fdopen(fd, "rb") as stream:
            fd = -1  # the stream closes it now
            return read_limited(stream, limit, path)
    except OSError as exc:
        raise InputError(
            Message.of("input_unreadable", path=path, value=exc.strerror or str(exc)), "unreadable"
        ) from None
    finally:
        if fd >= 0:
            os.close(fd)
