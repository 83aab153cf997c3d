"""packaging/linux/install.sh on a fake build: any home folder (spaces, quotes, $, %, \\), the
menu entry's Exec as the Desktop Entry spec reads it, XDG_DATA_HOME moving everything."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
NAME = "mordheim-roster"

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="a Linux install script")


def fake_build(folder: Path) -> Path:
    """A built folder as build.py leaves it, with a program that records how it was started."""
    built = folder / "dist" / NAME
    icons = built / "_internal" / "resources" / "icons"
    (icons / "hicolor" / "48x48" / "apps").mkdir(parents=True)
    (icons / f"{NAME}.svg").write_text("<svg/>")
    (icons / "hicolor" / "48x48" / "apps" / f"{NAME}.png").write_bytes(b"png")
    program = built / NAME
    program.write_text('#!/bin/sh\nprintf "%s\\n" "$0" "$@" >"$RECORD"\n')
    program.chmod(0o755)
    for path in (LINUX / "install.sh", *LINUX.glob("*.desktop"), *LINUX.glob("*.xml")):
        shutil.copy2(path, built / path.name)
    return built


def desktop_string(value: str) -> str:
    """A string value of a desktop file: \\s \\n \\t \\r \\\\ unescaped."""
    out, chars = [], iter(value)
    for c in chars:
        out.append({"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}.get(next(chars), "?")
                   if c == "\\" else c)  # fmt: skip
    return "".join(out)


def exec_arguments(value: str) -> list[str]:
    """The Exec key's arguments, as the Desktop Entry spec's quoting rules split them."""
    text, args, i = desktop_string(value), [], 0
    while i < len(text):
        if text[i] == " ":
            i += 1
            continue
        arg = []
        if text[i] == '"':
            i += 1
            while text[i] != '"':
                if text[i] == "\\" and text[i + 1] in '"`$\\':
                    i += 1
                arg.append(text[i])
                i += 1
            i += 1
        else:
            while i < len(text) and text[i] != " ":
                assert text[i] not in '"`$\\', f"reserved character unquoted in {value!r}"
                arg.append(text[i])
                i += 1
        args.append("".join(arg).replace("%%", "%"))
    return args


def installed_files(folder: Path) -> list[str]:
    """Files left, but for the desktop's caches (update-desktop-database, icon cache)."""
    return sorted(
        p.relative_to(folder).as_posix()
        for p in folder.rglob("*")
        if (p.is_file() or p.is_symlink()) and not p.name.endswith(".cache")
    )


def entry(desktop: Path) -> dict[str, str]:
    lines = desktop.read_text(encoding="utf-8").splitlines()
    return dict(line.split("=", 1) for line in lines if "=" in line)


def install(built: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    return subprocess.run(
        ["sh", str(built / "install.sh"), *args],
        env={**clean, **env},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


HOMES = ["home with space", 'Mary Ann\'s "home" $HOME `x` 100% back\\slash']


@pytest.mark.parametrize("home_name", HOMES)
def test_a_home_folder_with_spaces_and_quotes(tmp_path: Path, home_name: str) -> None:
    built = fake_build(tmp_path)
    home = tmp_path / home_name
    home.mkdir()
    record = tmp_path / "started.txt"
    result = install(built, {"HOME": str(home), "RECORD": str(record)})
    assert result.returncode == 0, result.stderr
    target = home / ".local" / "lib" / NAME / NAME
    desktop = home / ".local" / "share" / "applications" / f"{NAME}.desktop"
    keys = entry(desktop)
    assert exec_arguments(keys["Exec"]) == [str(target)]
    assert desktop_string(keys["TryExec"]) == str(target)
    assert keys["Name[ru]"] == "Листы отрядов Мордхейма"  # the rest of the file as it was
    # the menu would start exactly that program
    subprocess.run(exec_arguments(keys["Exec"]), env={**os.environ, "RECORD": str(record)},
                   check=True)  # fmt: skip
    assert record.read_text().splitlines() == [str(target)]
    link = home / ".local" / "bin" / NAME
    assert link.resolve() == target.resolve()
    assert (home / ".local/share/icons/hicolor/48x48/apps" / f"{NAME}.png").is_file()
    assert (home / ".local/share/icons/hicolor/scalable/apps" / f"{NAME}.svg").is_file()
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True,
                               text=True, check=False)  # fmt: skip
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout

    removed = install(built, {"HOME": str(home)}, "--uninstall")
    assert removed.returncode == 0, removed.stderr
    assert installed_files(home) == []


def test_xdg_data_home_moves_the_program_too(tmp_path: Path) -> None:
    built = fake_build(tmp_path)
    home = tmp_path / "home"
    home.mkdir()
    prefix = tmp_path / "my apps"
    env = {"HOME": str(home), "XDG_DATA_HOME": str(prefix / "share")}
    result = install(built, env)
    assert result.returncode == 0, result.stderr
    target = prefix / "lib" / NAME / NAME
    assert target.is_file()
    assert (prefix / "bin" / NAME).resolve() == target.resolve()
    keys = entry(prefix / "share" / "applications" / f"{NAME}.desktop")
    assert exec_arguments(keys["Exec"]) == [str(target)]
    assert list(home.iterdir()) == []  # nothing in the home folder
    assert install(built, env, "--uninstall").returncode == 0
    assert installed_files(prefix) == []


def test_an_xdg_data_home_not_named_share_keeps_everything_inside(tmp_path: Path) -> None:
    built = fake_build(tmp_path)
    data = tmp_path / "data home"
    env = {"HOME": str(tmp_path / "home"), "XDG_DATA_HOME": str(data)}
    (tmp_path / "home").mkdir()
    assert install(built, env).returncode == 0
    assert (data / "lib" / NAME / NAME).is_file() and (data / "bin" / NAME).exists()
    assert (data / "applications" / f"{NAME}.desktop").is_file()


def test_a_build_folder_with_spaces_installs(tmp_path: Path) -> None:
    built = fake_build(tmp_path / "my builds")
    home = tmp_path / "home"
    home.mkdir()
    result = install(built, {"HOME": str(home)})
    assert result.returncode == 0, result.stderr
    assert (home / ".local" / "lib" / NAME / NAME).is_file()
