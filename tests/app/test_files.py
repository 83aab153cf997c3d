"""File names safe on every system, and writes that never leave half a file."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.command_line.cli import main
from app.plumbing import files
from app.plumbing.files import MAX_NAME_BYTES, safe_file_name, write_atomic, write_text_atomic

WINDOWS_FORBIDDEN = set('<>:"/\\|?*') | {chr(c) for c in range(32)}
RESERVED = {"CON", "PRN", "AUX", "NUL"} | {f"{p}{n}" for p in ("COM", "LPT") for n in range(1, 10)}


def acceptable_everywhere(name: str) -> bool:
    stem = name.split(".")[0].rstrip(" ").upper()
    return (
        bool(name)
        and not (set(name) & WINDOWS_FORBIDDEN)
        and name == name.strip(" ")
        and not name.endswith(".")
        and stem not in RESERVED
        and len(name.encode("utf-8")) <= MAX_NAME_BYTES
        and name not in (".", "..")
    )


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("The Grey Wolves of Altdorf", "The Grey Wolves of Altdorf.json"),
        ('Skaven: "Rats?" / Part 2*', "Skaven Rats Part 2.json"),
        ("Сёстры Скалы", "Сёстры Скалы.json"),
        ("CON", "_CON.json"),
        ("con.old", "_con.old.json"),
        ("LPT9", "_LPT9.json"),
        ("Console", "Console.json"),
        ("Wolves...", "Wolves.json"),
        ("  Wolves  ", "Wolves.json"),
        ("...", "warband.json"),
        ("", "warband.json"),
        ("a\tb\nc", "a b c.json"),
        ("back\\slash|pipe<>", "back slash pipe.json"),
        ("zero\u200bwidth\u202eright", "zerowidthright.json"),
    ],
)
def test_hostile_names_become_safe(name: str, expected: str) -> None:
    assert safe_file_name(name, ".json") == expected
    assert acceptable_everywhere(expected)


def test_a_long_name_is_cut_between_characters() -> None:
    name = safe_file_name("Ж" * 500, ".pdf")
    assert name.endswith(".pdf") and len(name.encode("utf-8")) <= MAX_NAME_BYTES
    assert set(name.removesuffix(".pdf")) == {"Ж"}


@given(st.text(max_size=400))
def test_any_name_is_acceptable_everywhere(name: str) -> None:
    assert acceptable_everywhere(safe_file_name(name, ".json"))


@settings(max_examples=40)
@given(st.text(max_size=300))
def test_any_name_can_be_created_here(tmp_path_factory: pytest.TempPathFactory, name: str) -> None:
    folder = tmp_path_factory.mktemp("names")
    path = folder / safe_file_name(name, ".json")
    write_text_atomic(path, "{}")
    assert [p.name for p in folder.iterdir()] == [path.name]


def test_write_atomic_replaces_and_keeps_the_permissions(tmp_path: Path) -> None:
    target = tmp_path / "w.json"
    write_atomic(target, b"one")
    assert target.read_bytes() == b"one"
    assert target.stat().st_mode & 0o777 == 0o666 & ~_umask()
    target.chmod(0o640)
    write_atomic(target, b"two")
    assert target.read_bytes() == b"two" and target.stat().st_mode & 0o777 == 0o640
    assert [p.name for p in tmp_path.iterdir()] == ["w.json"]


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


@pytest.mark.parametrize("failing", ["fsync", "replace"])
def test_a_failed_write_leaves_the_old_file_and_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str
) -> None:
    target = tmp_path / "w.json"
    target.write_bytes(b"old")

    def disk_full(*args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files.os, failing, disk_full)
    with pytest.raises(OSError) as raised:
        write_atomic(target, b"new" * 1000)
    assert raised.value.filename == str(target) and raised.value.errno == errno.ENOSPC
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["w.json"]


def test_an_interrupted_write_leaves_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def killed(*args: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(files.os, "fsync", killed)
    with pytest.raises(KeyboardInterrupt):
        write_atomic(tmp_path / "w.json", b"x")
    assert list(tmp_path.iterdir()) == []


def test_write_atomic_never_changes_the_process_umask(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The umask is process-wide: changing it, even for a moment, races with every other
    thread creating a file. A new file gets the umask's mode from the system itself."""

    def umask(mask: int) -> int:
        raise AssertionError("os.umask called")

    real_umask = os.umask
    previous = real_umask(0o027)
    try:
        with monkeypatch.context() as patched:
            patched.setattr(files.os, "umask", umask)
            write_atomic(tmp_path / "new.json", b"x")
    finally:
        real_umask(previous)
    assert (tmp_path / "new.json").stat().st_mode & 0o777 == 0o640


def test_a_private_file_is_its_owners_only(tmp_path: Path) -> None:
    target = tmp_path / "cache.pickle"
    write_atomic(target, b"one", private=True)
    assert target.stat().st_mode & 0o777 == 0o600
    target.chmod(0o644)
    write_atomic(target, b"two", private=True)
    assert target.read_bytes() == b"two" and target.stat().st_mode & 0o777 == 0o600


def test_a_write_that_fails_midway_leaves_the_old_file_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The disk fills after the first bytes of the new content: the old file is whole, no
    temporary file is left, and the error names the file."""
    target = tmp_path / "w.json"
    target.write_bytes(b"old content")
    real_write = os.write
    calls: list[int] = []

    def fills_up(handle: int, data: bytes) -> int:
        calls.append(len(data))
        if len(calls) > 1:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_write(handle, bytes(data)[:5])

    monkeypatch.setattr(files.os, "write", fills_up)
    with pytest.raises(OSError) as raised:
        write_atomic(target, b"new content, longer than five bytes")
    assert len(calls) == 2 and raised.value.filename == str(target)
    assert target.read_bytes() == b"old content"
    assert [p.name for p in tmp_path.iterdir()] == ["w.json"]


def test_a_missing_folder_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(OSError) as raised:
        write_atomic(tmp_path / "nowhere" / "w.json", b"x")
    assert raised.value.filename == str(tmp_path / "nowhere" / "w.json")
    assert str(files.write_error(raised.value.filename, raised.value)) == (
        f"cannot write {tmp_path / 'nowhere' / 'w.json'}: No such file or directory; "
        "nothing was written"
    )


# --- the command line ----------------------------------------------------------------------


@pytest.fixture
def db(tmp_path: Path) -> str:
    db = str(tmp_path / "cli.sqlite3")
    assert main(["--db", db, "--no-demo", "new", "reikland", 'Wolves: "A/B" ?*']) == 0
    return db


def test_export_json_into_a_folder_names_the_file_safely(tmp_path: Path, db: str, capsys) -> None:
    out = tmp_path / "out"
    out.mkdir()
    assert main(["--db", db, "export-json", "1", str(out)]) == 0
    written = out / "Wolves A B.json"
    assert json.loads(written.read_text(encoding="utf-8"))["warband"]["name"] == 'Wolves: "A/B" ?*'
    assert f"Wrote {written}" in capsys.readouterr().out


def test_export_pdf_into_a_folder_names_the_file_safely(tmp_path: Path, db: str) -> None:
    assert main(["--db", db, "export-pdf", "1", str(tmp_path)]) == 0
    assert (tmp_path / "Wolves A B.pdf").read_bytes().startswith(b"%PDF-")


@pytest.mark.parametrize("command", ["export-json", "export-pdf"])
def test_a_failed_export_says_so_and_writes_nothing(
    tmp_path: Path, db: str, capsys, command: str
) -> None:
    target = tmp_path / "missing" / "x.out"
    assert main(["--db", db, command, "1", str(target)]) == 1
    err = capsys.readouterr().err
    assert err == (
        f"error: cannot write {target}: No such file or directory; nothing was written\n"
    )
    assert not target.parent.exists()


def test_export_json_over_a_file_keeps_it_whole_on_failure(
    tmp_path: Path, db: str, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "w.json"
    target.write_text("the old export")

    def disk_full(*args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files.os, "fsync", disk_full)
    assert main(["--db", db, "export-json", "1", str(target)]) == 1
    assert "No space left on device; nothing was written" in capsys.readouterr().err
    assert target.read_text() == "the old export"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []
