"""Strict reading of TOML entries: every error names the file, the entry and what is wrong."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, TypeVar

from rules.errors import RulesDataError
from rules.models import CHARACTERISTICS, Profile, Text
from rules.text import brief_list

_ID = re.compile(r"^[a-z][a-z0-9_]*$")
_DICE = re.compile(r"^(\d*)D(\d+)$")
_ROLLED = re.compile(r"^(\d*)D(\d+)([+-]\d+)?$")  # a characteristic rolled in play: "D6+1"
_MISSING: Any = object()
T = TypeVar("T")


class Entry:
    """One table of a data file. Tracks which keys were read so unknown keys are refused."""

    def __init__(self, data: Mapping[str, Any], file: str, where: str) -> None:
        if not isinstance(data, Mapping):
            raise RulesDataError(file, where, f"expected a table, got {type(data).__name__}")
        self.data = data
        self.file = file
        self.where = where
        self._read: set[str] = set()

    def error(self, message: str) -> RulesDataError:
        return RulesDataError(self.file, self.where, message)

    def has(self, key: str) -> bool:
        return key in self.data

    def _get(self, key: str, default: Any) -> Any:
        self._read.add(key)
        if key in self.data:
            return self.data[key]
        if default is _MISSING:
            raise self.error(f"missing required field {key!r}")
        return default

    def _typed(self, key: str, kind: type[T], default: Any) -> T:
        value = self._get(key, default)
        if value is default and default is not _MISSING:
            return value  # type: ignore[no-any-return]
        # bool is an int in Python; refuse it where a number is wanted.
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise self.error(f"field {key!r} must be {kind.__name__}, got {value!r}")
        return value

    def string(self, key: str, default: Any = _MISSING) -> Any:
        return self._typed(key, str, default)

    def integer(self, key: str, default: Any = _MISSING) -> Any:
        return self._typed(key, int, default)

    def flag(self, key: str, default: Any = _MISSING) -> Any:
        return self._typed(key, bool, default)

    def number(self, key: str, default: Any = _MISSING) -> float:
        value = self._get(key, default)
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise self.error(f"field {key!r} must be a number, got {value!r}")
        return float(value)

    def id(self, key: str = "id") -> str:
        value = self.string(key)
        if not _ID.match(value):
            raise self.error(f"{key} {value!r} must be snake_case (a-z, 0-9, _)")
        if key == "id":
            self.where = f"{self.where} ({value})"
        return str(value)

    def ids(self, key: str, default: Any = ()) -> tuple[str, ...]:
        value = self._get(key, list(default) if default is not _MISSING else _MISSING)
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise self.error(f"field {key!r} must be a list of ids, got {value!r}")
        return tuple(value)

    def ints(self, key: str) -> tuple[int, ...]:
        value = self._get(key, _MISSING)
        if not isinstance(value, list) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in value
        ):
            raise self.error(f"field {key!r} must be a list of integers, got {value!r}")
        return tuple(value)

    def text(self, key: str, default: Any = _MISSING) -> Any:
        value = self._get(key, default)
        if value is default and default is not _MISSING:
            return value
        if not isinstance(value, Mapping):
            raise self.error(f"field {key!r} must be a table {{ en = ..., ru = ... }}")
        for lang in ("en", "ru"):
            if not isinstance(value.get(lang), str) or not value[lang].strip():
                raise self.error(f"field {key!r} has no {lang!r} text")
        extra = set(value) - {"en", "ru"}
        if extra:
            raise self.error(f"field {key!r} has unknown languages {sorted(extra)}")
        return Text(en=value["en"], ru=value["ru"])

    def characteristic(self, key: str) -> str:
        value = str(self.string(key))
        if value not in CHARACTERISTICS:
            raise self.error(f"{key} {value!r} is not one of {' '.join(CHARACTERISTICS)}")
        return value

    def profile(self, key: str) -> Profile:
        value = self._get(key, _MISSING)
        if not isinstance(value, Mapping):
            raise self.error(f"field {key!r} must be a profile table {{ M = .., WS = .., ... }}")
        missing = [c for c in CHARACTERISTICS if c not in value]
        extra = [c for c in value if c not in CHARACTERISTICS]
        if missing or extra:
            raise self.error(f"profile {key!r}: missing {missing}, unknown {extra}")
        for name, number in value.items():
            top = 12 if name == "M" else 10  # flyers move 12" (the Reavers' hunting hawk)
            if not isinstance(number, int) or isinstance(number, bool) or not 0 <= number <= top:
                raise self.error(
                    f"profile {key!r}: {name} must be an integer 0..{top}, got {number!r}"
                )
        return Profile.from_mapping(value)

    def dice(self, key: str, default: Any = _MISSING) -> Any:
        value = self._get(key, default)
        if value is default and default is not _MISSING:
            return value
        if not isinstance(value, str) or not _DICE.match(value):
            raise self.error(f"field {key!r} must be dice like 'D6', '2D6' or 'D3', got {value!r}")
        return value

    def rolled(self, key: str) -> tuple[tuple[str, str], ...]:
        """Characteristics rolled in play, `{ M = "2D6", A = "D6+1" }`, in profile order."""
        value = self._get(key, {})
        if not isinstance(value, Mapping):
            raise self.error(f'field {key!r} must be a table like {{ M = "2D6", A = "D3" }}')
        unknown = [c for c in value if c not in CHARACTERISTICS]
        if unknown:
            raise self.error(f"field {key!r}: unknown characteristic(s) {unknown}")
        for name, dice in value.items():
            if not isinstance(dice, str) or not _ROLLED.match(dice):
                raise self.error(
                    f"field {key!r}: {name} must be dice like 'D6', '2D6' or 'D6+1', got {dice!r}"
                )
        return tuple((c, value[c]) for c in CHARACTERISTICS if c in value)

    def range(self, low: int, high: int) -> tuple[int, int]:
        start = int(self.integer("from"))
        end = int(self.integer("to", start))
        if not low <= start <= end <= high:
            raise self.error(f"range {start}-{end} must lie within {low}-{high}, from <= to")
        return start, end

    def entries(self, key: str, default: Any = _MISSING) -> list[Entry]:
        value = self._get(key, [] if default is not _MISSING else _MISSING)
        if not isinstance(value, list):
            raise self.error(f"field {key!r} must be an array of tables")
        return [
            Entry(item, self.file, f"{self.where} > {key}[{n}]") for n, item in enumerate(value)
        ]

    def sub(self, key: str) -> Entry:
        value = self._get(key, _MISSING)
        return Entry(value, self.file, f"{self.where} > {key}")

    def done(self) -> None:
        unknown = sorted(set(self.data) - self._read)
        if unknown:
            raise self.error(f"unknown field(s) {brief_list(unknown)}")


def dice_parts(dice: str) -> tuple[int, int]:
    """'2D6' -> (2, 6); 'D3' -> (1, 3)."""
    match = _DICE.match(dice)
    if not match:
        raise ValueError(f"not a dice expression: {dice!r} (write e.g. 'D6', '2D6', 'D3')")
    count = int(match.group(1) or 1)
    return count, int(match.group(2))
