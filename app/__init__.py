"""The application core: store, use cases, exchange and the command line. No Qt widgets here."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("mordheim-roster")
except PackageNotFoundError:  # running from a plain checkout
    __version__ = "0.1.0"
