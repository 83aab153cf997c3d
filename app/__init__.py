"""The application core: store, use cases, exchange and the command line. No Qt widgets here."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

DISTRIBUTION = "mordheim-roster"


def _checkout_version() -> str | None:
    """The version in pyproject.toml beside the packages, when this is a checkout (also an
    editable install, whose metadata can lag behind the file).

    pyproject.toml is the one place the version is written; an installed program (and the
    PyInstaller package, which carries the project's metadata) reads it from the metadata.
    Two plain lines of its [project] table are read with a pattern: importing tomllib would
    cost a good part of what `--version` may take.
    """
    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    try:
        text = pyproject.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    table = re.search(r"^\[project\]\s*$(.*?)(?=^\[|\Z)", text, re.MULTILINE | re.DOTALL)
    if table is None:
        return None
    fields = dict(re.findall(r'^(name|version)\s*=\s*"([^"\n]*)"\s*$', table[1], re.MULTILINE))
    if fields.get("name") != DISTRIBUTION or not fields.get("version"):
        return None
    return str(fields["version"])


@cache
def program_version() -> str:
    """The program's version, read on first use: importlib.metadata alone costs more to import
    than the whole of `--version` may take, so a checkout reads its pyproject.toml instead."""
    found = _checkout_version()
    if found is not None:
        return found
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(DISTRIBUTION)
    except PackageNotFoundError:
        return "0+unknown"


def __getattr__(name: str) -> Any:
    if name == "__version__":
        return program_version()
    raise AttributeError(f"module 'app' has no attribute {name!r}")
