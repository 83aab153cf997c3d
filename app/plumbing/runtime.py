"""What the program sets up before it does anything: UTF-8 streams, the log file, crash hooks.

- Standard output and error are UTF-8 on every system. Python on Windows writes to a pipe or a
  file in the ANSI code page (cp1252, cp1251), where Cyrillic warband names are lost.
- A windowed program on Windows has no standard streams: it attaches to the console it was
  started from, if any, and otherwise writes into nothing instead of failing.
- The log file lives in the user's data folder (`logs/mordheim-roster.log`, rotated at 1 MB,
  three old files kept; MORDHEIM_ROSTER_LOG_DIR chooses another folder). Unhandled exceptions
  of every thread go there, with the traceback; the window adds Qt's warnings
  (ui/plumbing/crash.py).

Nothing heavy is imported here: `logging` is loaded only when the log is opened, so the
command line starts as fast as before and a command that fails writes its log only then.
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import logging

APP_NAME = "mordheim-roster"
LOG_DIR_VAR = "MORDHEIM_ROSTER_LOG_DIR"
LOG_NAME = "mordheim-roster.log"
LOG_BYTES = 1_000_000
LOG_BACKUPS = 3

# Called with the one-line summary and the log file (None if none could be written) after an
# unhandled exception is logged; the window shows a dialog, the command line prints a line.
CrashReporter = Callable[[str, Path | None], None]


def use_utf8_streams() -> None:
    """UTF-8 on standard input, output and error, whatever the system's code page."""
    if sys.platform == "win32" and (sys.stdout is None or sys.stderr is None):
        _attach_parent_console()
    for name in ("stdin", "stdout", "stderr"):
        stream = getattr(sys, name)
        if stream is None:
            setattr(sys, name, open(os.devnull, "w" if name != "stdin" else "r", encoding="utf-8"))  # noqa: SIM115
            continue
        reconfigure = getattr(stream, "reconfigure", None)
        encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "")
        if reconfigure is not None and encoding != "utf8":
            reconfigure(encoding="utf-8", errors="replace" if name != "stdin" else "strict")


def _attach_parent_console() -> None:  # pragma: no cover - Windows only
    """A windowed program started from a console prints there (`mordheim-roster-gui list`)."""
    import ctypes

    attach_parent_process = -1
    if sys.platform != "win32" or not ctypes.windll.kernel32.AttachConsole(attach_parent_process):
        return
    if sys.stdout is None:
        sys.stdout = open("CONOUT$", "w", encoding="utf-8", errors="replace")  # noqa: SIM115
    if sys.stderr is None:
        sys.stderr = open("CONOUT$", "w", encoding="utf-8", errors="replace")  # noqa: SIM115


def log_dir() -> Path:
    chosen = os.environ.get(LOG_DIR_VAR)
    if chosen:
        return Path(chosen).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False)) / "logs"


def use_rules_cache() -> None:
    """Keep the compiled rules in the user's cache folder (platformdirs names it on every
    system), written whole and private by `write_atomic`: `rules` stays standard library only.
    Both are imported only when needed: a cached start asks for no folder when
    $MORDHEIM_ROSTER_CACHE names one, and writes nothing."""
    from rules.compiled import use_cache

    use_cache(_user_cache_dir, _write_private)


def _user_cache_dir() -> Path:
    from platformdirs import user_cache_dir

    return Path(user_cache_dir(APP_NAME, appauthor=False))


def _write_private(path: Path, data: bytes) -> None:
    from app.plumbing.files import write_atomic

    write_atomic(path, data, private=True)


def log_path() -> Path:
    return log_dir() / LOG_NAME


_handler: logging.Handler | None = None


def start_logging() -> Path | None:
    """Open the rotated log file (once); None when its folder cannot be written."""
    global _handler
    import logging

    if _handler is not None:
        return Path(getattr(_handler, "baseFilename", log_path()))
    from logging.handlers import RotatingFileHandler

    path = log_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(
            path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
        )
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > logging.INFO:
        root.setLevel(logging.INFO)
    _handler = handler
    logging.getLogger(APP_NAME).info("started: %s", _describe_run())
    return path


def stop_logging() -> None:
    """Close the log file (tests; the program leaves it to the interpreter's exit)."""
    global _handler
    import logging

    if _handler is not None:
        logging.getLogger().removeHandler(_handler)
        _handler.close()
        _handler = None


def _describe_run() -> str:
    import platform

    from app import __version__

    frozen = " (built)" if getattr(sys, "frozen", False) else ""
    # The system, its release and the machine, as uname gives them: platform.platform() also
    # runs `uname -p` in a child process and scans the interpreter's file for its C library,
    # as long as the rest of the log's opening on a busy machine, at every start of the window.
    system = f"{platform.system()} {platform.release()} {platform.machine()}"
    return (
        f"{APP_NAME} {__version__}{frozen}, Python {platform.python_version()}, "
        f"{system}, arguments {sys.argv[1:]}"
    )


def log_exception(
    kind: type[BaseException], value: BaseException, tb: TracebackType | None, where: str = ""
) -> Path | None:
    """Write an unhandled exception with its traceback to the log; returns the log file."""
    import logging

    path = start_logging()
    logging.getLogger(APP_NAME).critical(
        "unhandled exception%s", f" in {where}" if where else "", exc_info=(kind, value, tb)
    )
    return path


def summary(value: BaseException) -> str:
    text = str(value).strip().splitlines()
    return f"{type(value).__name__}: {text[0]}" if text else type(value).__name__


def print_crash(line: str, log: Path | None) -> None:
    """The command line's report of a crash: one line, where the details are, what to send."""
    where = f"the details are in {log}; please send that file" if log else "no log was written"
    print(f"mordheim-roster: unexpected error ({line}); {where}.", file=sys.stderr)


def install_crash_hooks(report: CrashReporter = print_crash) -> None:
    """Unhandled exceptions of the main and other threads go to the log, then to `report`."""

    def on_exception(
        kind: type[BaseException], value: BaseException, tb: TracebackType | None
    ) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, value, tb)
            return
        report(summary(value), log_exception(kind, value, tb))

    def on_thread_exception(args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None or issubclass(args.exc_type, SystemExit):
            return
        thread = args.thread.name if args.thread is not None else "a thread"
        path = log_exception(args.exc_type, args.exc_value, args.exc_traceback, thread)
        report(summary(args.exc_value), path)

    sys.excepthook = on_exception
    threading.excepthook = on_thread_exception
