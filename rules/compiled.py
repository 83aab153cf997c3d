"""The rulebook's compiled form: the validated `Ruleset`, kept in the user's cache folder.

Parsing and checking the TOML data takes tens of milliseconds at every start; unpickling the
result takes a few. The cache is never trusted blindly: its key is a fingerprint of every data
file and of the code that loads them (path, size and checksums of the bytes of each, about a
millisecond to compute), so an edited, added or removed file is parsed again and the cache
rewritten, with no step for anyone to run.
Anything wrong with the cache (missing, stale, truncated, corrupt, unwritable folder) means the
data is parsed as if there were no cache. The file is written atomically (a temporary file
renamed over it), readable by its owner only: it lives in the user's own cache folder, with the
same trust as Python's own `__pycache__`.

`MORDHEIM_ROSTER_CACHE` names another folder; set to `off` it disables the cache.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import sys
import time
import zlib
from collections.abc import Callable, Iterator, Mapping
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from rules.models import Ruleset

V = TypeVar("V")

#: Raised whenever the cache file's layout changes.
FORMAT = 2
ENV = "MORDHEIM_ROSTER_CACHE"
APP_NAME = "mordheim-roster"
_CODE_DIR = Path(__file__).resolve().parent
DATA_DIR = _CODE_DIR / "data"


def cache_dir() -> Path | None:
    """Where the compiled rules live: $MORDHEIM_ROSTER_CACHE, else the user's cache folder."""
    chosen = os.environ.get(ENV, "").strip()
    if chosen.lower() == "off":
        return None
    if chosen:
        return Path(chosen)
    return user_cache_dir()


def user_cache_dir() -> Path:
    """platformdirs' `user_cache_dir(APP_NAME, appauthor=False)`, written out: importing
    platformdirs costs more than the whole cached load (a test keeps the two in step)."""
    if sys.platform == "win32":
        local = os.environ.get("LOCALAPPDATA") or str(Path.home() / "AppData" / "Local")
        return Path(local) / APP_NAME / "Cache"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / APP_NAME
    xdg = os.environ.get("XDG_CACHE_HOME", "").strip()
    return Path(xdg if xdg else Path.home() / ".cache") / APP_NAME


def _code_version() -> list[str]:
    """The loader's version: the modules that turn the data into a Ruleset."""
    files = sorted(_CODE_DIR.glob("*.py"))
    if files:
        return [_file_key(path, path.name) for path in files]
    # A frozen program has no source files; its executable (which holds the code) changes
    # with every build.
    stat = Path(sys.executable).stat()
    return [f"{sys.executable}:{stat.st_size}:{stat.st_mtime_ns}"]


def _file_key(path: Path, name: str) -> str:
    content = path.read_bytes()
    return f"{name}:{len(content)}:{zlib.crc32(content)}:{zlib.adler32(content)}"


def fingerprint(data_dir: Path) -> str:
    """One line naming every data and loader file with its size and two checksums of its
    bytes: an edit is seen even within one tick of the file system's clock."""
    parts = [f"format {FORMAT}", sys.version.split()[0], str(pickle.HIGHEST_PROTOCOL)]
    data = sorted(path for path in data_dir.rglob("*") if path.is_file())
    parts += [_file_key(path, path.relative_to(data_dir).as_posix()) for path in data]
    parts += _code_version()
    return repr(parts)  # repr: a name with a newline cannot end the header early


def _cache_file(folder: Path, data_dir: Path) -> Path:
    """One file per data folder (a checkout and an installed copy do not fight over it)."""
    where = zlib.crc32(str(data_dir.resolve()).encode())
    return folder / f"ruleset-{where:08x}.pickle"


class Pickled(Mapping[str, V]):
    """A mapping whose values stay pickled until first asked for: a program that shows one
    warband does not rebuild the objects of thirty (most of the load's time)."""

    def __init__(self, blobs: dict[str, bytes]) -> None:
        self._blobs = blobs
        self._values: dict[str, V] = {}

    @classmethod
    def of(cls, values: Mapping[str, V]) -> Pickled[V]:
        return cls(
            {k: pickle.dumps(v, protocol=pickle.HIGHEST_PROTOCOL) for k, v in values.items()}
        )

    def __getitem__(self, key: str) -> V:
        try:
            return self._values[key]
        except KeyError:
            value: V = pickle.loads(self._blobs[key])
            self._values[key] = value
            return value

    def __iter__(self) -> Iterator[str]:
        return iter(self._blobs)

    def __len__(self) -> int:
        return len(self._blobs)

    def __contains__(self, key: object) -> bool:
        return key in self._blobs

    def __reduce__(self) -> tuple[type[Pickled[V]], tuple[dict[str, bytes]]]:
        return type(self), (self._blobs,)

    def __repr__(self) -> str:
        return f"Pickled({sorted(self._blobs)})"


#: The Ruleset's big tables, read by key: kept pickled entry by entry in the cache.
LAZY_FIELDS = ("warbands", "special_rules", "skills", "items")


def _read(path: Path, key: str) -> Ruleset | None:
    try:
        blob = path.read_bytes()
    except OSError:
        return None
    header = f"{key}\n".encode()
    if not blob.startswith(header):
        return None  # stale or not ours
    checksum, _, payload = bytes(memoryview(blob)[len(header) :]).partition(b"\n")
    # Checked whole before use: the lazy tables unpickle their entries only later.
    if checksum != f"{zlib.crc32(payload):08x}".encode():
        return None
    try:
        ruleset = pickle.loads(payload)
    except Exception:  # a damaged cache is only a slower start
        return None
    return ruleset if isinstance(ruleset, Ruleset) else None


def _write(path: Path, key: str, ruleset: Ruleset) -> None:
    lazy: dict[str, Any] = {name: Pickled.of(getattr(ruleset, name)) for name in LAZY_FIELDS}
    payload = pickle.dumps(replace(ruleset, **lazy), protocol=pickle.HIGHEST_PROTOCOL)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        import tempfile  # only when writing: it costs more to import than a cached load

        handle, temporary = tempfile.mkstemp(prefix=".ruleset-", dir=path.parent)
    except OSError:
        return
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(f"{key}\n{zlib.crc32(payload):08x}\n".encode())
            out.write(payload)
        os.replace(temporary, path)
    except Exception:  # a full disk, a locked folder: no cache this time
        _remove(temporary)
    _prune(path)


def _prune(kept: Path) -> None:
    """Remove the caches of checkouts not used for a month (each checkout has its own)."""
    month_ago = time.time() - 30 * 24 * 3600
    for other in kept.parent.glob("ruleset-*.pickle"):
        with contextlib.suppress(OSError):
            if other != kept and other.stat().st_mtime < month_ago:
                other.unlink()


def _remove(path: str) -> None:
    with contextlib.suppress(OSError):
        os.unlink(path)


def load_compiled(
    data_dir: Path, parse: Callable[[Path], Ruleset], folder: Path | None = None
) -> Ruleset:
    """The Ruleset of `data_dir`: from the cache when it matches the files, else `parse`d
    (errors in the data are raised by `parse` as usual) and cached for the next start."""
    folder = folder if folder is not None else cache_dir()
    if folder is None:
        return parse(data_dir)
    try:
        key = fingerprint(data_dir)
    except OSError:
        return parse(data_dir)
    path = _cache_file(folder, data_dir)
    cached = _read(path, key)
    if cached is not None:
        return cached
    ruleset = parse(data_dir)
    _write(path, key, ruleset)
    return ruleset


def _parse(data_dir: Path) -> Ruleset:
    from rules.loader import load_ruleset  # the TOML reader, needed only when the cache misses

    return load_ruleset(data_dir)


@cache
def default_ruleset() -> Ruleset:
    """The rulebook that ships with the program, loaded once per process: from the compiled
    form while the data files are unchanged, else parsed (and compiled for the next start)."""
    return load_compiled(DATA_DIR, _parse)


__all__ = [
    "DATA_DIR",
    "ENV",
    "FORMAT",
    "cache_dir",
    "default_ruleset",
    "fingerprint",
    "load_compiled",
]
