"""The rulebook's compiled form: the validated `Ruleset`, kept in the user's cache folder.

Parsing and checking the TOML data takes a good part of a second at every start; reading the
compiled form takes a few milliseconds. The cache is never trusted blindly: its key names every
data file and every module of the loader with its size, modification time and inode (a
millisecond for a hundred files), so an edited, added, removed or replaced file is parsed
again and the cache rewritten, with no step for anyone to run. Nothing is cached while a file
changed in the last three seconds, so a later edit always moves a modification time, however
coarse the file system's clock. Anything wrong with the cache (missing, stale, truncated,
corrupt, unwritable folder) means the data is parsed as if there were no cache. The file is
written atomically (a temporary file renamed over it), readable by its owner only: it lives
in the user's own cache folder, with the same trust as Python's own `__pycache__`.

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


#: A cache is written only when no file changed in this many nanoseconds: a later edit then
#: always moves the modification time, however coarse the file system's clock.
SETTLE_NS = 3_000_000_000


def _stat_key(name: str, stat: os.stat_result) -> str:
    return f"{name}:{stat.st_size}:{stat.st_mtime_ns}:{stat.st_ino}"


def _files(root: Path) -> list[tuple[str, os.stat_result]]:
    """Every file under `root` (relative name, stat), in a stable order."""
    found: list[tuple[str, os.stat_result]] = []
    folders = [root]
    while folders:
        with os.scandir(folders.pop()) as entries:
            for entry in entries:
                if entry.is_dir(follow_symlinks=False):
                    folders.append(Path(entry.path))
                elif entry.is_file():
                    found.append((Path(entry.path).relative_to(root).as_posix(), entry.stat()))
    return sorted(found, key=lambda item: item[0])


def _scan(data_dir: Path) -> tuple[str, int]:
    """The fingerprint of every data and loader file (name, size, modification time, inode),
    and the newest modification time among them."""
    files = [(f"data/{name}", stat) for name, stat in _files(data_dir)]
    code = [(path.name, path.stat()) for path in sorted(_CODE_DIR.glob("*.py"))]
    # A frozen program has no source files; its executable (which holds the code) changes
    # with every build.
    files += code or [(sys.executable, Path(sys.executable).stat())]
    parts = [f"format {FORMAT}", sys.version.split()[0], str(pickle.HIGHEST_PROTOCOL)]
    parts += [_stat_key(name, stat) for name, stat in files]
    newest = max(stat.st_mtime_ns for _, stat in files)
    return repr(parts), newest  # repr: a name with a newline cannot end the header early


def fingerprint(data_dir: Path) -> str:
    return _scan(data_dir)[0]


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
        key, newest = _scan(data_dir)
    except OSError:
        return parse(data_dir)
    path = _cache_file(folder, data_dir)
    cached = _read(path, key)
    if cached is not None:
        return cached
    ruleset = parse(data_dir)
    if time.time_ns() - newest > SETTLE_NS:  # files still being edited: no cache yet
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
