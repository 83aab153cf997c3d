"""The application core: store, use cases, exchange and the command line. No Qt widgets here."""

from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

DISTRIBUTION = "mordheim-roster"


def _checkout_version() -> str:
    """The version in pyproject.toml beside the packages, for a checkout that is not installed.

    pyproject.toml is the one place the version is written; an installed program (and the
    PyInstaller package, which carries the project's metadata) reads it from the metadata.
    """
    import tomllib

    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    try:
        with pyproject.open("rb") as handle:
            project = tomllib.load(handle).get("project", {})
    except (OSError, tomllib.TOMLDecodeError):
        return "0+unknown"
    if project.get("name") != DISTRIBUTION or not isinstance(project.get("version"), str):
        return "0+unknown"
    return str(project["version"])


try:
    __version__ = version(DISTRIBUTION)
except PackageNotFoundError:  # running from a plain checkout
    __version__ = _checkout_version()
