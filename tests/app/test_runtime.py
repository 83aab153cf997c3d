"""UTF-8 on every stream, the log file, and what an unhandled exception leaves behind."""

from __future__ import annotations

import io
import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.plumbing import runtime

ROOT = Path(__file__).resolve().parents[2]


def run_python(code: str, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-c", code, *args],
        cwd=ROOT,
        env={**os.environ, **env},
        capture_output=True,
        timeout=120,
        check=False,
    )


# Windows writes to a pipe or a file in its ANSI code page; PYTHONIOENCODING plays that here.
ANSI = {"PYTHONIOENCODING": "cp1252", "PYTHONUTF8": "0"}


def test_a_russian_dump_through_a_cp1252_pipe(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "app.command_line.cli", "--lang", "ru", "rules", "dump",
         "--indent", "0"],
        cwd=ROOT,
        env={**os.environ, **ANSI, "MORDHEIM_ROSTER_LOG_DIR": str(tmp_path)},
        capture_output=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr.decode("utf-8", "replace")
    assert "Рейкланд".encode() in result.stdout


def test_a_cyrillic_warband_name_through_a_cp1252_pipe(tmp_path: Path) -> None:
    db = str(tmp_path / "x.sqlite3")
    env = {**os.environ, **ANSI, "MORDHEIM_ROSTER_LOG_DIR": str(tmp_path)}
    command = [sys.executable, "-m", "app.command_line.cli", "--db", db, "--no-demo"]
    made = subprocess.run(
        [*command, "new", "reikland", "Серые Волки"], cwd=ROOT, env=env, capture_output=True
    )
    assert made.returncode == 0, made.stderr.decode("utf-8", "replace")
    listed = subprocess.run([*command, "list"], cwd=ROOT, env=env, capture_output=True)
    assert "Серые Волки".encode() in listed.stdout


def test_use_utf8_streams_reconfigures_an_ansi_stream(monkeypatch: pytest.MonkeyPatch) -> None:
    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding="cp1251")
    monkeypatch.setattr(sys, "stdout", stream)
    runtime.use_utf8_streams()
    print("Волки 🐺", end="")
    stream.flush()
    assert raw.getvalue().decode("utf-8") == "Волки 🐺"


def test_missing_streams_of_a_windowed_program_write_into_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    runtime.use_utf8_streams()
    assert sys.stdout is not None and sys.stderr is not None
    sys.stdout.write("nobody reads this")  # no AttributeError on None
    sys.stdout.close()
    sys.stderr.close()


def test_the_log_lies_in_the_data_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv(runtime.LOG_DIR_VAR, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setenv("HOME", str(tmp_path))
    assert runtime.log_path().is_relative_to(tmp_path)
    assert runtime.log_path().parent.parent.name == "mordheim-roster"


CRASH = """
import sys, threading
from app.plumbing.runtime import install_crash_hooks
install_crash_hooks()
if sys.argv[1] == "thread":
    worker = threading.Thread(target=lambda: {}["missing key"], name="worker")
    worker.start(); worker.join()
    print("main thread goes on")
else:
    raise RuntimeError("Волк сломался")
"""


def test_an_unhandled_exception_is_logged_with_one_line_on_stderr(tmp_path: Path) -> None:
    result = run_python(CRASH, {"MORDHEIM_ROSTER_LOG_DIR": str(tmp_path)}, "main")
    assert result.returncode == 1
    err = result.stderr.decode("utf-8")
    log = tmp_path / runtime.LOG_NAME
    assert err == (
        f"mordheim-roster: unexpected error (RuntimeError: Волк сломался); the details are in "
        f"{log}; please send that file.\n"
    )
    text = log.read_text(encoding="utf-8")
    assert "started: mordheim-roster" in text
    assert "CRITICAL mordheim-roster: unhandled exception" in text
    assert "Traceback (most recent call last)" in text and "RuntimeError: Волк сломался" in text


def test_an_exception_in_a_thread_is_logged(tmp_path: Path) -> None:
    result = run_python(CRASH, {"MORDHEIM_ROSTER_LOG_DIR": str(tmp_path)}, "thread")
    assert result.returncode == 0
    assert result.stdout.decode() == "main thread goes on\n"
    assert "KeyError: 'missing key'" in result.stderr.decode()
    text = (tmp_path / runtime.LOG_NAME).read_text(encoding="utf-8")
    assert "unhandled exception in worker" in text and "KeyError: 'missing key'" in text


def test_an_unwritable_log_folder_still_reports(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    result = run_python(CRASH, {"MORDHEIM_ROSTER_LOG_DIR": str(blocker / "logs")}, "main")
    assert result.returncode == 1
    assert result.stderr.decode("utf-8").endswith("no log was written.\n")


def test_the_log_is_rotated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(runtime.LOG_DIR_VAR, str(tmp_path))
    monkeypatch.setattr(runtime, "LOG_BYTES", 2000)
    try:
        assert runtime.start_logging() == tmp_path / runtime.LOG_NAME
        for n in range(200):
            logging.getLogger("test").warning("line %d %s", n, "x" * 40)
    finally:
        runtime.stop_logging()
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == [
        runtime.LOG_NAME,
        *(f"{runtime.LOG_NAME}.{n}" for n in range(1, runtime.LOG_BACKUPS + 1)),
    ]
    assert all(p.stat().st_size <= 2000 for p in tmp_path.iterdir())


def test_the_command_line_does_not_load_logging_handlers() -> None:
    """Start-up stays lazy: the log file is opened only when something goes wrong."""
    result = run_python(
        "import sys; sys.argv = ['mordheim-roster', '--version']\n"
        "from app.command_line.cli import main\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "print('logging.handlers' in sys.modules, 'PySide6' in sys.modules)",
        {},
    )
    assert result.stdout.decode().splitlines()[-1] == "False False"


def test_the_logs_first_line_starts_no_process() -> None:
    """The window opens the log at every start: describing the machine must not run a child
    process (platform.platform() runs `uname -p`) nor read the interpreter's file."""
    result = run_python(
        "import subprocess, sys\n"
        "started = []\n"
        "class Watched(subprocess.Popen):\n"
        "    def __init__(self, args, *rest, **kw):\n"
        "        started.append(args)\n"
        "        super().__init__(args, *rest, **kw)\n"
        "subprocess.Popen = Watched\n"
        "from app.plumbing.runtime import _describe_run\n"
        "line = _describe_run()\n"
        "print(started, 'Python' in line)",
        {},
    )
    assert result.stdout.decode().splitlines()[-1] == "[] True", result.stderr.decode()


def test_the_rules_cache_is_the_folder_platformdirs_names(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The program gives `rules` the user's cache folder as platformdirs names it, and the
    atomic writer: the compiled rules are written whole, their owner's only."""
    from platformdirs import user_cache_dir

    from rules import compiled

    kept = compiled._program_cache
    monkeypatch.delenv(compiled.ENV, raising=False)
    try:
        for xdg in ("", str(tmp_path / "cache-home")):
            monkeypatch.setenv("XDG_CACHE_HOME", xdg)
            runtime.use_rules_cache()
            named = Path(user_cache_dir("mordheim-roster", appauthor=False))
            assert compiled.cache_dir() == named
        monkeypatch.setenv(compiled.ENV, str(tmp_path / "kept"))
        assert compiled.load_compiled(compiled.DATA_DIR, compiled._parse) is not None
        (written,) = (tmp_path / "kept").iterdir()
        assert written.stat().st_mode & 0o777 == 0o600
    finally:
        compiled.use_cache(*kept)
