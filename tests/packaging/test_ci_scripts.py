""".ci/start-postgresql and .ci/stop-postgresql: a server on a port the system says is free,
stopped and its folder removed afterwards. `.ci/run` left its server running, and tried four
fixed ports, so after four runs on one machine no server started and the PostgreSQL tests were
skipped while CI passed."""

from __future__ import annotations

import glob
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CI = ROOT / ".ci"

pytestmark = [
    pytest.mark.skipif(sys.platform == "win32", reason="the CI scripts are bash"),
    pytest.mark.skipif(
        not glob.glob("/usr/lib/postgresql/*/bin/initdb"),
        reason="no PostgreSQL server installed (.ci/start-postgresql installs it as root)",
    ),
]


def running_in(folder: Path) -> bool:
    """Whether a process runs whose command line names the folder (the server's -D and -k)."""
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            if str(folder).encode() in cmdline.read_bytes():
                return True
        except OSError:  # the process ended meanwhile
            continue
    return False


def start(folder: Path) -> str:
    result = subprocess.run(
        [str(CI / "start-postgresql"), str(folder)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


def stop(folder: Path) -> None:
    subprocess.run([str(CI / "stop-postgresql"), str(folder)], check=True, timeout=120)


def test_two_servers_in_a_row_each_stop_and_leave_nothing() -> None:
    ports = []
    for name in ("first", "second"):
        # as .ci/run makes it: in the temp folder, which the `postgres` user can reach
        folder = Path(tempfile.mkdtemp(prefix=f"mordheim-roster-pg-{name}."))
        url = start(folder)
        try:
            assert url.startswith("postgresql+psycopg://roster@127.0.0.1:")
            ports.append(int(url.rsplit(":", 1)[1].split("/")[0]))
            assert running_in(folder)
        finally:
            stop(folder)
        assert not running_in(folder), "the server still runs after stop-postgresql"
        assert not folder.exists()
    assert all(1024 < port < 65536 for port in ports)


def test_the_run_script_stops_what_it_starts_and_fails_without_a_server_under_ci() -> None:
    run = (CI / "run").read_text()
    assert "trap" in run and "stop-postgresql" in run
    assert 'if url="$(.ci/start-postgresql "$folder")"' in run
    # Under CI=true a server that cannot start fails the run: try it with a start that fails.
    script = run.replace('.ci/start-postgresql "$folder"', "false").replace(
        "python3 -m venv", "echo would test #"
    )
    for ci, code in (("true", 1), ("", 0)):
        env = {**os.environ, "CI": ci}
        done = subprocess.run(
            ["bash", "-c", script.replace('cd "$(dirname "$0")/.."', f"cd {ROOT}")],
            capture_output=True,
            text=True,
            env=env,
            timeout=60,
            check=False,
        )
        assert done.returncode == code, done.stderr
