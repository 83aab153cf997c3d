"""`mordheim-roster`: the store commands run in-process, and the program as a real process."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from app import __version__
from app.command_line.cli import main
from app.store.database import ENV_VAR

ROOT = Path(__file__).resolve().parents[2]
DEMO = {
    "The Grey Wolves of Altdorf",
    "Clan Eshin Shadowclaws",
    "Sisters of the Rock",
    "The Hungry Dead of Sylvania",
}


@pytest.fixture
def db(tmp_path: Path) -> str:
    return str(tmp_path / "cli.sqlite3")


@pytest.fixture
def run(db: str, capsys: pytest.CaptureFixture[str]):
    """Run the command line on the test's database: (exit code, stdout, stderr)."""

    def run(*args: str, demo: bool = False) -> tuple[int, str, str]:
        argv = ["--db", db] + ([] if demo else ["--no-demo"]) + list(args)
        code = main(argv)
        out, err = capsys.readouterr()
        return code, out, err

    return run


def listed(out: str) -> list[str]:
    """Warband names from `list` output (the name column)."""
    lines = out.splitlines()[1:]
    return [line[6:38].strip() for line in lines]


def test_first_run_creates_the_demo_campaign(run) -> None:
    code, out, err = run("list", demo=True)
    assert (code, err) == (0, "")
    assert set(listed(out)) == DEMO
    assert out.splitlines()[0].split() == [
        "id", "name", "type", "rating", "gc", "shards", "members",
    ]  # fmt: skip
    # Only a brand-new database gets the demo: a second run adds nothing.
    code, out, _ = run("list", demo=True)
    assert len(listed(out)) == 4


def test_the_demo_warbands_are_legal(run) -> None:
    run("list", demo=True)
    for name in DEMO:
        code, out, _ = run("show", name)
        assert code == 0
        assert "Problems:" not in out, out


def test_no_demo_gives_the_empty_list_message(run) -> None:
    code, out, _ = run("list")
    assert code == 0
    assert "No warbands yet" in out and "mordheim-roster new" in out


def test_new_then_show(run) -> None:
    code, out, _ = run("new", "reikland", "X")
    assert code == 0
    assert "Created X (id 1) with 500 gc" in out
    code, out, _ = run("show", "X")
    assert code == 0
    assert out.startswith("X - Reikland Mercenaries (Core rules · Mordheim rulebook (2002))\n")
    assert "Treasury 500 gc" in out and "Members 0/15" in out
    assert "no leader" in out  # an empty warband says what is missing
    code, by_id, _ = run("show", "1")
    assert by_id == out


def test_show_in_russian(run) -> None:
    run("new", "reikland", "X")
    code, out, _ = run("--lang", "ru", "show", "X")
    assert code == 0
    assert out.startswith("X - Наёмники из Рейкланда (Основные правила · ")
    code, out, _ = run("--lang", "ru", "new", "orc_mob", "Y")
    code, out, _ = run("--lang", "ru", "show", "Y")
    assert out.startswith(
        "Y - Орочья банда (Класс 1a · Журнал Town Cryer 6; Ежегодник Мордхейма 2002)"
    )


def test_the_sheet_in_russian_has_no_english_labels(run) -> None:
    code, out, _ = run("--lang", "ru", "show", "1", demo=True)
    assert code == 0
    english = (r"^Treasury ", r"\bgc\b", r"Wyrdstone \d", r"Rating \d", r"Members \d", r"^Heroes$",
               r"^Henchmen$", r"^\s+Kit: ", r"\(save \d", r"^\s+Skills: ", r"^\s+Gained: ",
               r"^\s+Injuries: ", r"^Notes: ", r"\bXP$")  # fmt: skip
    assert [p for p in english if re.search(p, out, re.MULTILINE)] == []
    russian = ("Казна 164 зк", "Вирдстоун 2", "Рейтинг 83", "Воинов 8/15", "Герои", "Рядовые",
               "Снаряжение: Кинжал", "(защита 6+)", "Навыки: Удар на поражение",
               "Приобретено: Старая рана", "Серьёзные повреждения: 1", "Заметки: ")  # fmt: skip
    for word in russian:
        assert word in out, word
    code, english_out, _ = run("show", "1")
    assert "Treasury 164 gc" in english_out and "Kit: Dagger" in english_out


def test_new_with_an_unknown_type_lists_the_types(run) -> None:
    code, out, err = run("new", "bretonnia", "X")
    assert code == 1 and out == ""
    assert err.startswith("error:") and "reikland" in err and "skaven" in err


def test_export_then_import_round_trip(run, tmp_path: Path) -> None:
    run("list", demo=True)
    exported = tmp_path / "wolves.json"
    code, out, _ = run("export-json", "The Grey Wolves of Altdorf", str(exported))
    assert code == 0 and f"Wrote {exported}" in out
    code, out, _ = run("import-json", str(exported), "--name", "Wolves Again")
    assert code == 0 and "Imported Wolves Again" in out
    code, out, _ = run("list")
    assert "Wolves Again" in listed(out) and len(listed(out)) == 5
    code, again, _ = run("export-json", "Wolves Again")
    original = json.loads(exported.read_text(encoding="utf-8"))
    copy = json.loads(again)
    for document in (original, copy):
        document["warband"]["name"] = ""
        for warrior in document["warband"]["warriors"]:
            del warrior["id"]
    assert copy == original
    # The same file again, without a new name: a second copy with fresh ids, named "(2)".
    code, out, _ = run("import-json", str(exported))
    assert code == 0
    assert "this one is called The Grey Wolves of Altdorf (2)." in out
    names = listed(run("list")[1])
    assert "The Grey Wolves of Altdorf" in names and "The Grey Wolves of Altdorf (2)" in names


def test_import_from_standard_input(run, monkeypatch, tmp_path: Path) -> None:
    run("new", "undead", "Vampires")
    code, text, _ = run("export-json", "Vampires")
    import io

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(text.encode("utf-8"))))
    code, out, _ = run("import-json", "-", "--name", "Piped")
    assert code == 0 and "Imported Piped" in out


@pytest.mark.parametrize(
    "content",
    [
        pytest.param("{ not json", id="not-json"),
        pytest.param(
            '{"format": "mordheim-roster-warband", "version": 99, "warband": {}}', id="v99"
        ),
        pytest.param("", id="empty"),
    ],
)
def test_a_malformed_import_changes_nothing(run, tmp_path: Path, content: str) -> None:
    run("new", "reikland", "Only")
    before = run("list", "--all")[1]
    bad = tmp_path / "bad.json"
    bad.write_text(content, encoding="utf-8")
    code, out, err = run("import-json", str(bad))
    assert code == 1 and out == ""
    assert err.startswith("error:") and "nothing was imported" in err and str(bad) in err
    assert run("list", "--all")[1] == before


def test_import_of_a_missing_file(run, tmp_path: Path) -> None:
    code, _, err = run("import-json", str(tmp_path / "nowhere.json"))
    assert code == 1 and err.startswith("error: cannot read")


def test_unknown_names_exit_1(run) -> None:
    for command in (["show", "Nobody"], ["export-json", "Nobody"], ["delete", "Nobody"]):
        code, out, err = run(*command)
        assert code == 1 and out == ""
        assert "there is no warband called 'Nobody'" in err


@pytest.mark.parametrize("name", ["99999999999999999999999", "9223372036854775808", "²", "١٢"])
def test_a_number_that_is_no_id_is_looked_for_as_a_name(run, name: str) -> None:
    """Too large for the database's integers, or digits that are not ASCII: a name not found,
    not a traceback."""
    code, out, err = run("show", name)
    assert code == 1 and out == ""
    assert f"there is no warband called '{name}'" in err


def test_delete_hides_and_restore_brings_back(run) -> None:
    run("new", "reikland", "Doomed")
    run("new", "skaven", "Rats")
    code, out, _ = run("delete", "Doomed")
    assert code == 0 and "Moved Doomed to the bin" in out and "restore 1" in out
    assert listed(run("list")[1]) == ["Rats"]
    code, out, _ = run("list", "--all")
    assert "(deleted)" in out and "Doomed" in out
    assert run("show", "Doomed")[0] == 1
    code, out, _ = run("restore", "Doomed")
    assert code == 0 and "Restored Doomed" in out
    assert sorted(listed(run("list")[1])) == ["Doomed", "Rats"]
    code, _, err = run("restore", "Doomed")
    assert code == 1 and "not deleted" in err


def test_a_file_that_is_not_a_roster_is_refused(tmp_path: Path, capsys) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("not a database", encoding="utf-8")
    assert main(["--db", str(notes), "list"]) == 1
    _, err = capsys.readouterr()
    assert err.startswith("error:") and "not a Mordheim Roster database" in err
    assert notes.read_text(encoding="utf-8") == "not a database"


def test_the_environment_variable_names_the_database(tmp_path: Path, monkeypatch, capsys) -> None:
    path = tmp_path / "env.sqlite3"
    monkeypatch.setenv(ENV_VAR, str(path))
    assert main(["--no-demo", "new", "reikland", "From env"]) == 0
    assert path.exists()
    capsys.readouterr()
    assert main(["--db", str(path), "list"]) == 0
    assert listed(capsys.readouterr().out) == ["From env"]


@pytest.mark.parametrize(
    "args", [["--lang", "ru", "rules", "dump"], ["rules", "dump", "--lang", "ru"]]
)
def test_rules_dump_in_russian(capsys, args: list[str]) -> None:
    assert main(args) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["lang"] == "ru"
    assert data["warbands"]["reikland"]["name"] == "Наёмники из Рейкланда"


def test_bad_usage_exits_2(capsys) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["frobnicate"])
    assert caught.value.code == 2
    assert "invalid choice" in capsys.readouterr().err


def test_version_as_a_real_process() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "app.command_line.cli", "--version"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"mordheim-roster {__version__}"


def test_show_prints_the_mount_a_rider_has_with_its_profile(run) -> None:
    """The command line's sheet says what the window's panel and the PDF say of a mount: its
    name, its chart profile and what it means (here the Outriders' horse in his cost)."""
    run("new", "imperial_outriders", "Dawn Riders")
    run("hire", "Dawn Riders", "knight", "Sir Anselm")
    code, out, err = run("--lang", "ru", "show", "Dawn Riders")
    assert code == 0, err
    lines = [line.strip() for line in out.splitlines()]
    mount = next(line for line in lines if line.startswith("Скакун"))
    assert "M8 WS0 BS0 S3 T3 W1 I3 A0 Ld5" in mount
    assert "рейтинг +3" in mount and "теряется при D6 1-2" in mount
    code, out, _ = run("show", "Dawn Riders")
    assert any(line.strip().startswith("Mount: Horse") for line in out.splitlines())


def test_show_names_the_rules_of_the_whole_warband(run) -> None:
    """A Dwarf is Hard to Kill whoever he is: the sheet says the warband's own rules once."""
    run("new", "dwarf_treasure_hunters", "Deep Delvers")
    code, out, err = run("show", "Deep Delvers")
    assert code == 0, err
    line = next(x for x in out.splitlines() if x.startswith("Warband rules:"))
    assert "Hard to Kill" in line and "Hard Head" in line
    code, out, _ = run("--lang", "ru", "show", "Deep Delvers")
    assert any(x.startswith("Правила отряда: Живучий") for x in out.splitlines())
    run("new", "witch_hunters", "Plain Men")  # a warband without rules of its own: no line
    code, out, _ = run("show", "Plain Men")
    assert "Warband rules" not in out


def test_a_refusal_the_command_did_not_word_is_one_line_and_exit_1(run, monkeypatch) -> None:
    """A refusal (app/plumbing/refusal.py) that reaches the command line's edge is said in one
    line, never reported as a crash."""
    from app.command_line import commands
    from app.plumbing.progress import Cancelled

    def cancelled(_args: object) -> int:
        raise Cancelled

    monkeypatch.setitem(commands.COMMANDS, "list", cancelled)
    code, out, err = run("list")
    assert (code, out) == (1, "")
    assert err.startswith("error: ") and err.count("\n") == 1 and "Traceback" not in err


CRASHING_COMMAND = """
import sys
from app.command_line import commands
commands.COMMANDS["list"] = lambda args: {}["a bug"]
from app.command_line.cli import main
sys.exit(main())
"""


def test_an_unexpected_error_is_one_line_naming_the_log(db: str, tmp_path: Path) -> None:
    """A fault of the program on the command line: logged with its traceback; on screen one
    line that names the log file, exit 1."""
    logs = tmp_path / "logs"
    result = subprocess.run(
        [sys.executable, "-c", CRASHING_COMMAND, "--db", db, "--no-demo", "list"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
        env={**os.environ, "MORDHEIM_ROSTER_LOG_DIR": str(logs)},
    )
    log = logs / "mordheim-roster.log"
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr == (
        f"mordheim-roster: unexpected error (KeyError: 'a bug'); the details are in {log}; "
        "please send that file.\n"
    )
    assert "Traceback" in log.read_text(encoding="utf-8")
