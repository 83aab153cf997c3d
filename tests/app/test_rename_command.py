"""`mordheim-roster rename WARBAND [WARRIOR] NEW_NAME`: a warband, a hero, a group renamed; a
name taken, a warrior not found or a name too many refused in one line, nothing written."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.command_line.cli import main


@pytest.fixture
def run(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    """The command line on an empty campaign: (exit code, stdout, stderr)."""
    db = str(tmp_path / "cli.sqlite3")

    def run(*args: str, lang: str = "en") -> tuple[int, str, str]:
        code = main(["--db", db, "--no-demo", "--lang", lang, *args])
        out, err = capsys.readouterr()
        return code, out, err

    run("new", "witch_hunters", "Templars")
    run("hire", "Templars", "witch_hunter_captain", "Marius")
    run("hire", "Templars", "witch_hunter")
    run("hire", "Templars", "zealots", "Zealots", "--count", "3")
    run("new", "skaven", "Rats")
    return run


def names(run, warband: str) -> list[str]:
    _code, out, _err = run("show", warband)
    return out.splitlines()


def test_a_warband_is_renamed(run) -> None:
    code, out, err = run("rename", "templars", "Order of the Fiery Heart")
    assert (code, err) == (0, "")
    assert out.strip() == "Renamed Templars to Order of the Fiery Heart."
    assert run("show", "Order of the Fiery Heart")[0] == 0
    assert run("show", "Templars")[0] == 1


def test_a_hero_and_a_group_are_renamed_by_name_in_any_case(run) -> None:
    assert run("rename", "Templars", "MARIUS", "Marius Holst")[1].strip() == (
        "Renamed Marius to Marius Holst."
    )
    assert run("rename", "Templars", "zealots", "The Penitent")[0] == 0
    sheet = "\n".join(names(run, "Templars"))
    assert "Marius Holst" in sheet and "The Penitent" in sheet and "Zealots " not in sheet


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("Templars", "rats"), "there is already a warband called 'Rats': choose another name"),
        (
            ("Templars", "Witch Hunter", "marius"),
            "Templars already has a warrior called 'Marius': choose another name",
        ),
        (("Templars", "Nobody", "Somebody"), "Templars has no warrior called 'Nobody'"),
        (("Templars", "Marius", "Holst", "Again"), "rename takes the new name, or a warrior"),
        (("Templars", "   "), "name"),
        (("Nobody", "Somebody"), "there is no warband called 'Nobody'"),
    ],
)
def test_a_refusal_is_one_line_and_writes_nothing(run, args: tuple[str, ...], said: str) -> None:
    before = [names(run, "Templars"), names(run, "Rats")]
    code, out, err = run("rename", *args)
    assert (code, out) == (1, "")
    assert err.startswith("error: ") and said in err, err
    assert len(err.strip().splitlines()) == 1, err
    assert [names(run, "Templars"), names(run, "Rats")] == before


def test_refusals_in_russian(run) -> None:
    code, _out, err = run("rename", "Templars", "Witch Hunter", "Marius", lang="ru")
    assert code == 1 and len(err.strip().splitlines()) == 1
    assert "уже есть воин" in err and "выберите другое имя" in err
    code, _out, err = run("rename", "Templars", "Rats", lang="ru")
    assert code == 1 and "отряд 'Rats' уже есть" in err
