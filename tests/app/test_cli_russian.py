"""`mordheim-roster --lang ru ...`: the command line's own lines and its errors in Russian.

A Latin word in what a Russian player reads is allowed only where it is a name he typed or a
thing he types (a command, an id, a file name), or in the list below.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from app.command_line.cli import main

# The program's name, the commands and options it tells the player to type, ids and units.
ALLOWED = {"id", "mordheim-roster", "restore", "list", "new", "TYPE", "NAME", "D6", "gc"}
LATIN = re.compile(r"[A-Za-z][A-Za-z'-]*")


@pytest.fixture
def run(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    db = str(tmp_path / "cli.sqlite3")

    def run(*args: str) -> tuple[int, str, str]:
        code = main(["--db", db, "--no-demo", "--lang", "ru", *args])
        out, err = capsys.readouterr()
        return code, out, err

    return run


def english(text: str, *names: str) -> list[str]:
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    text = re.sub(r"\S+\.(json|pdf|txt)\b|/\S+", " ", text)  # file names and paths
    return [w for w in LATIN.findall(text) if w not in ALLOWED and w.lower() not in ALLOWED]


def test_the_lines_of_the_command_line_are_russian(run, tmp_path: Path) -> None:
    lines = []
    code, out, err = run("list")
    assert code == 0 and "Отрядов пока нет" in out
    lines.append(out)
    code, out, err = run("new", "reikland", "Wolves")
    assert (code, err) == (0, "") and "зк" in out
    lines.append(out)
    code, out, err = run("hire", "Wolves", "mercenary_captain", "Hans")
    assert (code, err) == (0, "")
    lines.append(out)
    code, out, err = run("list")
    header = out.splitlines()[0]
    assert "название" in header and "рейтинг" in header
    lines.append(header)
    code, out, err = run("export-json", "Wolves", str(tmp_path / "w.json"))
    assert code == 0
    lines.append(out)
    code, out, err = run("delete", "Wolves")
    lines.append(out)
    code, out, err = run("restore", "Wolves")
    lines.append(out)
    found = [(line, english(line, "Wolves", "Hans", "Reikland")) for line in lines]
    assert [f for f in found if f[1]] == []


def test_the_errors_of_the_command_line_are_russian(run) -> None:
    run("new", "reikland", "Wolves")
    errors = []
    for args in (
        ("show", "Nobody"),  # no such warband
        ("hire", "Wolves", "mercenary_captain", "Hans", "--count", "2"),  # heroes one at a time
        ("new", "reikland", "   "),  # a name with nothing in it
    ):
        code, out, err = run(*args)
        assert code == 1 and out == "", args
        assert err.startswith("ошибка: "), err
        errors.append(err)
    found = [(e, english(e, "Nobody", "Wolves", "Hans", "Mercenary Captain")) for e in errors]
    assert [f for f in found if f[1]] == []
