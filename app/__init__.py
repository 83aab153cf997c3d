"""The application core: store, use cases, exchange and the command line. No Qt widgets here."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

DISTRIBUTION = "mordheim-roster"


def _checkout_version() -> str | None:
    """The version in pyproject.toml beside the packages, when this is a checkout (also an
    editable install, whose metadata can lag behind the file).

    pyproject.toml is the one place the version is written; an installed program (and the
    PyInstaller package, which carries the project's metadata) reads it from the metadata.
    """
    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    if not pyproject.is_file():
        return None
    import tomllib

    try:
        with pyproject.open("rb") as handle:
            project = tomllib.load(handle).get("project", {})
    except (OSError, tomllib.TOMLDecodeError):
        return None
    if project.get("name") != DISTRIBUTION or not isinstance(project.get("version"), str):
        return None
    return str(project["version"])


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
