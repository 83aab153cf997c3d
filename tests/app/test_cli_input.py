"""What the command line reads and prints: names in every language, hostile input files,
long refusals and terminal control characters."""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from app.command_line.cli import main


@pytest.fixture
def run(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    db = str(tmp_path / "cli.sqlite3")

    def run(*args: str) -> tuple[int, str, str]:
        code = main(["--db", db, "--no-demo", *args])
        out, err = capsys.readouterr()
        return code, out, err

    return run


# --- 9. names match case-insensitively in every language -----------------------------------


@pytest.mark.parametrize(
    ("created", "asked"),
    [
        ("Волки Сильвании", "волки сильвании"),
        ("Волки Сильвании", "ВОЛКИ  СИЛЬВАНИИ"),
        ("Die Straße", "DIE STRASSE"),
        ("Ωμέγα", "ωμέγα"),
    ],
)
def test_names_match_in_any_case_in_every_language(run, tmp_path: Path, created, asked) -> None:
    assert run("new", "reikland", created)[0] == 0
    code, out, err = run("show", asked)
    assert (code, err) == (0, "") and out.startswith(created)
    pdf = str(tmp_path / "w.pdf")
    assert run("export-pdf", asked, pdf)[0] == 0
    assert run("delete", asked)[0] == 0
    assert run("restore", asked)[0] == 0


# --- 12. input files: only regular files, never more than the limit --------------------------


def _program(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """The command line as a real process with 1 GiB of memory and 60 s at most, so a
    version that reads without a limit fails this test instead of the machine."""

    def limit_memory() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))

    db = str(tmp_path / "p.sqlite3")
    try:
        return subprocess.run(
            [sys.executable, "-m", "app.command_line.cli", "--db", db, "--no-demo", *args],
            capture_output=True, text=True, timeout=60, preexec_fn=limit_memory, check=False,
        )  # fmt: skip
    except subprocess.TimeoutExpired:
        pytest.fail(f"{' '.join(args)}: still reading after 60 s")


def test_a_device_is_refused_before_reading(tmp_path: Path) -> None:
    assert _program(tmp_path, "new", "reikland", "W").returncode == 0
    for args in (["import-json", "/dev/zero"], ["post-battle", "W", "/dev/zero"]):
        done = _program(tmp_path, *args)
        assert done.returncode == 1 and "not a regular file" in done.stderr, done.stderr[-300:]
        assert done.stderr.count("\n") == 1


def test_a_named_pipe_nobody_writes_to_is_refused_at_once(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    done = _program(tmp_path, "import-json", str(pipe))
    assert done.returncode == 1 and "not a regular file" in done.stderr


def test_a_folder_is_refused(run, tmp_path: Path) -> None:
    code, _, err = run("import-json", str(tmp_path))
    assert code == 1 and err.count("\n") == 1 and "Traceback" not in err


def test_a_file_over_the_limit_is_refused_before_reading(run, tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    with open(big, "wb") as file:
        file.truncate(6_000_000)  # sparse: its size says enough
    code, _, err = run("import-json", str(big))
    assert code == 1 and "larger than 5 MB" in err
    run("new", "reikland", "W")
    code, _, err = run("post-battle", "W", str(big))
    assert code == 1 and "larger than 1 MB" in err


def test_standard_input_is_read_with_a_limit(run, monkeypatch) -> None:
    class Endless:
        def read(self, size: int = -1) -> bytes:
            assert 0 < size <= 10_000_000, "standard input read without a limit"
            return b"\0" * size

    class Stdin:
        buffer = Endless()

    monkeypatch.setattr("sys.stdin", Stdin())
    code, _, err = run("import-json", "-")
    assert code == 1 and "larger than 5 MB" in err


# --- 14. refusals are short --------------------------------------------------------------------


def test_a_refusal_lists_the_first_few_and_says_how_many(run, tmp_path: Path) -> None:
    document = {"format": "mordheim-roster-warband", "version": 1, "warband": {}}
    document["warband"] = {f"junk_field_{n}": n for n in range(100_000)} | {
        "name": "W",
        "type": "reikland",
    }
    hostile = tmp_path / "hostile.json"
    hostile.write_text(json.dumps(document), encoding="utf-8")
    code, _, err = run("import-json", str(hostile))
    assert code == 1
    assert "unknown fields (100,000)" in err and "and 99,995 more" in err
    assert len(err) < 500 and err.count("\n") == 1

    report = tmp_path / "report.json"
    report.write_text(json.dumps({f"k{n}": 1 for n in range(50_000)}), encoding="utf-8")
    run("new", "reikland", "W")
    code, _, err = run("post-battle", "W", str(report))
    assert code == 1 and "unknown fields in the battle report (50,000)" in err and len(err) < 500


# --- 15. control characters ----------------------------------------------------------------


def test_control_characters_never_reach_the_store_or_the_terminal(run) -> None:
    code, out, _ = run("new", "reikland", "Grey\x1b[2J\x07 Wolves\x00")
    assert code == 0 and "\x1b" not in out and "Grey[2J Wolves" in out
    code, out, _ = run("list")
    assert "Grey[2J Wolves" in out and "\x07" not in out
    code, _, err = run("new", "reikland", "\u200b\u200b\u200d")
    assert code == 1 and "give the warband a name" in err


def test_nothing_printed_carries_a_control_character(run, tmp_path: Path) -> None:
    """Names stored by an older version, or any text, are printed harmless."""
    from app.plumbing.context import open_store
    from app.store.schema import WarbandRow

    run("new", "reikland", "Plain")
    store = open_store(str(tmp_path / "cli.sqlite3"), demo=False)
    try:
        from sqlmodel import Session, select

        with Session(store.database.engine) as session:
            row = session.exec(select(WarbandRow)).one()
            row.name = "Evil\x1b]0;owned\x07\x9b31m"
            row.notes = "line one\nline\x1b[1m two"
            session.add(row)
            session.commit()
    finally:
        store.database.close()
    for command in (["list"], ["show", "1"], ["export-json", "1"]):
        code, out, err = run(*command)
        assert code == 0
        assert not any(ch in out + err for ch in "\x1b\x07\x9b\x00"), command
    code, out, _ = run("export-json", "1")
    assert json.loads(out)["warband"]["name"] == "Evil\x1b]0;owned\x07\x9b31m"  # escaped, kept


# --- 4. hiring from the command line: a caster with his spells -------------------------------


def test_hire_from_the_command_line_rolls_or_takes_the_spells(run) -> None:
    run("new", "witch_hunters", "Hunters")
    code, out, err = run("hire", "Hunters", "witch_hunter_captain", "Hans", "--kit", "dagger")
    assert (code, err) == (0, "") and "Hired Hans for 60 gc" in out
    code, out, _ = run("hire", "hunters", "warrior_priest", "--spell", "prayers_of_sigmar.soulfire")
    assert code == 0 and "Hired Warrior-Priest for 40 gc (spells: Soulfire). Treasury" in out
    run("new", "skaven", "Rats")
    code, out, _ = run("hire", "Rats", "warlock", "--seed", "3")
    assert code == 0 and out.count(",") >= 1 and "spells:" in out  # two rolled
    code, _, err = run("hire", "Rats", "eshin_sorcerer", "--spell", "necromancy.lifestealer")
    assert code == 1 and "not a spell of Magic of the Horned Rat; nothing was hired" in err
    code, out, _ = run("show", "Rats")
    assert "Spells:" in out and "spell(s)" not in out  # no caster lacks his spells
