"""The rulebook's compiled form: the validated `Ruleset`, kept in the user's cache folder.

Parsing and checking the TOML data takes a good part of a second at every start; reading the
compiled form takes a few milliseconds. The cache is never trusted blindly: its key names every
data file and every module of the loader with its size, modification time and inode (a
millisecond for a hundred files), so an edited, added, removed or replaced file is parsed
again and the cache rewritten, with no step for anyone to run. Nothing is cached while a file
changed in the last three seconds, so a later edit always moves a modification time, however
coarse the file system's clock. Anything wrong with the cache (missing, stale, truncated,
corrupt, unwritable folder) means the data is parsed as if there were no cache. The folder
and the writer are the program's (`use_cache`: the user's cache folder, named by platformdirs,
and `app.plumbing.files.write_atomic`): the file is written atomically, readable by its owner
only, in the user's own cache folder, with the same trust as Python's own `__pycache__`.

`MORDHEIM_ROSTER_CACHE` names another folder; set to `off` it disables the cache.
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
import time
import zlib
from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from rules.models import Ruleset

# The C pickler without the `pickle` module's own import (a fifth of a cached load).
try:
    import _pickle as pickle
except ImportError:  # pragma: no cover - an interpreter without the C accelerator
    import pickle  # type: ignore[no-redef]

V = TypeVar("V")

#: Raised whenever the cache file's layout changes.
FORMAT = 3
#: Python 3.8's newest pickle protocol (the `pickle` module is not imported to ask it).
PROTOCOL = 5
ENV = "MORDHEIM_ROSTER_CACHE"
_CODE_DIR = Path(__file__).resolve().parent
DATA_DIR = _CODE_DIR / "data"


#: How the program writes a whole file (`app.plumbing.files.write_atomic`): `write(path, data)`.
Writer = Callable[[Path, bytes], None]

_program_cache: tuple[Callable[[], Path] | None, Writer | None] = (None, None)


def use_cache(folder: Callable[[], Path] | None, write: Writer | None) -> None:
    """Where the program keeps the compiled rules (`folder()`: the user's cache folder, named by
    platformdirs, asked only when no $MORDHEIM_ROSTER_CACHE names one) and how it writes them:
    given by `app` at every start (`app.plumbing.runtime.use_rules_cache`), so that `rules` stays
    standard library only. Without a writer nothing is cached."""
    global _program_cache
    _program_cache = (folder, write)


def cache_dir() -> Path | None:
    """Where the compiled rules live: $MORDHEIM_ROSTER_CACHE, else the folder the program gave."""
    chosen = os.environ.get(ENV, "").strip()
    if chosen.lower() == "off":
        return None
    if chosen:
        return Path(chosen)
    folder = _program_cache[0]
    return folder() if folder is not None else None


#: A cache is written only when no file changed in this many nanoseconds: a later edit then
#: always moves the modification time, however coarse the file system's clock.
SETTLE_NS = 3_000_000_000


def _stat_key(name: str, stat: os.stat_result) -> str:
    return f"{name}:{stat.st_size}:{stat.st_mtime_ns}:{stat.st_ino}"


def _files(root: str, prefix: str = "") -> list[tuple[str, os.stat_result]]:
    """Every file under `root` (name relative to it, with `/`, after `prefix`; stat), in a
    stable order. Plain strings, not `Path`s: this runs at every start."""
    found: list[tuple[str, os.stat_result]] = []
    folders = [(root, prefix)]
    while folders:
        folder, relative = folders.pop()
        with os.scandir(folder) as entries:
            for entry in entries:
                if entry.is_dir(follow_symlinks=False):
                    folders.append((entry.path, f"{relative}{entry.name}/"))
                elif entry.is_file():
                    found.append((relative + entry.name, entry.stat()))
    return sorted(found, key=lambda item: item[0])


def _code_files() -> list[tuple[str, os.stat_result]]:
    """The loader's modules (name, stat); a frozen program has no source files, and its
    executable (which holds the code) changes with every build."""
    with os.scandir(_CODE_DIR) as entries:
        code = [(e.name, e.stat()) for e in entries if e.name.endswith(".py") and e.is_file()]
    return sorted(code) if code else [(sys.executable, os.stat(sys.executable))]


def _scan(data_dir: Path) -> tuple[str, int]:
    """The fingerprint of every data and loader file (name, size, modification time, inode),
    and the newest modification time among them."""
    files = _files(str(data_dir), "data/") + _code_files()
    parts = [f"format {FORMAT}", sys.version.split()[0], str(PROTOCOL)]
    parts += [_stat_key(name, stat) for name, stat in files]
    newest = max(stat.st_mtime_ns for _, stat in files)
    return repr(parts), newest  # repr: a name with a newline cannot end the header early


def fingerprint(data_dir: Path) -> str:
    return _scan(data_dir)[0]


def _cache_file(folder: Path, data_dir: Path, kind: str = "ruleset.pickle") -> Path:
    """One file of each kind per data folder (a checkout and an installed copy do not fight
    over it): `ruleset-XXXXXXXX.pickle`, `dump-en-2-XXXXXXXX.json`..."""
    where = zlib.crc32(str(data_dir.resolve()).encode())
    stem, _, suffix = kind.rpartition(".")
    return folder / f"{stem}-{where:08x}.{suffix}"


@cache
def _slot_names(cls: Any) -> tuple[str, ...]:
    from dataclasses import fields  # not at the top: the cached dump needs no dataclasses

    return tuple(field.name for field in fields(cls))


@cache
def _slot_setters(cls: Any) -> tuple[Callable[[object, object], None], ...]:
    """The slot descriptors' setters of a frozen, slotted dataclass, in field order."""
    return tuple(getattr(cls, name).__set__ for name in _slot_names(cls))


def _rebuild(cls: Any, values: tuple[object, ...]) -> Any:
    """A frozen, slotted dataclass from its field values, as pickled by `_Pickler`: a third
    of the time of the dataclass's own `__setstate__` (which asks for its fields each time)."""
    obj = object.__new__(cls)
    for set_slot, value in zip(_slot_setters(cls), values, strict=True):
        set_slot(obj, value)
    return obj


class _Pickler(pickle.Pickler):
    """Pickles the rules' frozen, slotted dataclasses as `_rebuild(cls, values)`."""

    def reducer_override(self, obj: object) -> Any:
        cls: Any = type(obj)
        if "__slots__" in cls.__dict__ and "__dataclass_fields__" in cls.__dict__:
            return _rebuild, (cls, tuple(getattr(obj, name) for name in _slot_names(cls)))
        return NotImplemented


def _dumps(value: object) -> bytes:
    out = io.BytesIO()
    _Pickler(out, protocol=PROTOCOL).dump(value)
    return out.getvalue()


class Pickled(Mapping[str, V]):
    """A mapping whose values stay pickled until first asked for: a program that shows one
    warband does not rebuild the objects of thirty (most of the load's time)."""

    def __init__(self, blobs: dict[str, bytes]) -> None:
        self._blobs = blobs
        self._values: dict[str, V] = {}

    @classmethod
    def of(cls, values: Mapping[str, V]) -> Pickled[V]:
        return cls({k: _dumps(v) for k, v in values.items()})

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


class PickledTuple(Sequence[V]):
    """A tuple kept pickled until first used, then unpickled whole (the spells: read by a
    wizard's sheet, the advancement and the exchange, not by every start)."""

    def __init__(self, blob: bytes) -> None:
        self._blob = blob
        self._items: tuple[V, ...] | None = None

    @property
    def items(self) -> tuple[V, ...]:
        if self._items is None:
            self._items = tuple(pickle.loads(self._blob))
        return self._items

    def __getitem__(self, index: Any) -> Any:
        return self.items[index]

    def __iter__(self) -> Iterator[V]:
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, PickledTuple | tuple):
            return self.items == tuple(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # like the Ruleset's other tables

    def __reduce__(self) -> tuple[type[PickledTuple[V]], tuple[bytes]]:
        return type(self), (self._blob,)

    def __repr__(self) -> str:
        return f"PickledTuple({len(self.items)} items)"


#: The Ruleset's tuples read whole only by some screens: kept as one pickle in the cache.
LAZY_TUPLES = ("spells",)

#: The Ruleset's tables read by key: kept pickled entry by entry in the cache.
LAZY_FIELDS = (
    "races",
    "special_rules",
    "skill_lists",
    "skills",
    "spell_lists",
    "items",
    "warbands",
    "hired_swords",
    "scenarios",
    "house_rules",
    "packs",
)


def _read_payload(path: Path, key: str) -> memoryview | None:
    """The cached payload of `path` if its header names `key` and its checksum is right."""
    try:
        blob = path.read_bytes()
    except OSError:
        return None
    header = f"{key}\n".encode()
    if not blob.startswith(header):
        return None  # stale or not ours
    end = blob.find(b"\n", len(header))
    checksum, payload = blob[len(header) : end], memoryview(blob)[end + 1 :]  # no copy
    # Checked whole before use: the lazy tables unpickle their entries only later.
    if checksum != f"{zlib.crc32(payload):08x}".encode():
        return None
    return payload


def _read(path: Path, key: str) -> Ruleset | None:
    from rules.models import Ruleset

    payload = _read_payload(path, key)
    if payload is None:
        return None
    try:
        ruleset = pickle.loads(payload)
    except Exception:  # a damaged cache is only a slower start
        return None
    return ruleset if isinstance(ruleset, Ruleset) else None


def _write(path: Path, key: str, ruleset: Ruleset) -> None:
    from dataclasses import replace

    lazy: dict[str, Any] = {name: Pickled.of(getattr(ruleset, name)) for name in LAZY_FIELDS}
    lazy |= {name: PickledTuple(_dumps(getattr(ruleset, name))) for name in LAZY_TUPLES}
    _write_payload(path, key, _dumps(replace(ruleset, **lazy)))


def _write_payload(path: Path, key: str, payload: bytes) -> None:
    """`path` holds the header naming `key`, the checksum and `payload`, or is left as it was
    (written whole by the program's writer, readable by its owner only)."""
    write = _program_cache[1]
    if write is None:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write(path, f"{key}\n{zlib.crc32(payload):08x}\n".encode() + payload)
    except OSError:  # a full disk, a locked folder: no cache this time
        return
    _prune(path)


def _prune(kept: Path) -> None:
    """Remove the caches of checkouts not used for a month (each checkout has its own)."""
    month_ago = time.time() - 30 * 24 * 3600
    stem, suffix = kept.name.rsplit("-", 1)[0], kept.suffix
    for other in kept.parent.glob(f"{stem}-*{suffix}"):
        with contextlib.suppress(OSError):
            if other != kept and other.stat().st_mtime < month_ago:
                other.unlink()


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


def compiled_output(
    kind: str,
    produce: Callable[[], bytes],
    data_dir: Path = DATA_DIR,
    folder: Path | None = None,
) -> bytes:
    """What `produce()` makes of the rules in `data_dir` (a pure function of that data and of
    the rules' code, named by `kind`, e.g. `dump-en-2.json`): kept in the cache beside the
    compiled rules, under the same fingerprint, so it is made again after any change."""
    folder = folder if folder is not None else cache_dir()
    if folder is None:
        return produce()
    try:
        key, newest = _scan(data_dir)
    except OSError:
        return produce()
    path = _cache_file(folder, data_dir, kind)
    cached = _read_payload(path, key)
    if cached is not None:
        return cached.tobytes()
    made = produce()
    if time.time_ns() - newest > SETTLE_NS:
        _write_payload(path, key, made)
    return made


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
    "compiled_output",
    "default_ruleset",
    "fingerprint",
    "load_compiled",
    "use_cache",
]
