"""A command whose reader has gone (`mordheim-roster packs list | head -1`) ends quietly."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest


@pytest.mark.parametrize("command", [["packs", "list"], ["list"], ["rules", "dump"]])
def test_a_closed_pipe_is_no_error(tmp_path: Path, command: list[str]) -> None:
    db = tmp_path / "roster.sqlite3"
    argv = [sys.executable, "-m", "mordheim_roster", "--db", str(db), *command]
    env = {"HOME": str(tmp_path), "PATH": "/usr/bin:/bin", "MORDHEIM_ROSTER_LOG_DIR": str(tmp_path)}
    with subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env) as process:
        assert process.stdout is not None and process.stderr is not None
        process.stdout.close()  # the reader is gone before the first line is written
        error = process.stderr.read().decode()
        process.wait(timeout=60)
    assert error == ""
