"""`--db` takes any file path: characters that mean something in a URL stay in the file name."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.command_line.cli import main
from app.store.database import open_database, resolve_url, sqlite_file_url, sqlite_path

AWKWARD_FOLDERS = ["a?b", "e%20f", "hash#tag", "with space", "per%cent", "Варбанды", "semi;colon"]


@pytest.mark.parametrize("folder", AWKWARD_FOLDERS)
def test_a_path_opens_exactly_that_file(tmp_path: Path, folder: str) -> None:
    path = tmp_path / folder / "x.sqlite3"
    path.parent.mkdir()
    db = open_database(str(path))
    try:
        assert db.path == path.resolve()
    finally:
        db.close()
    assert path.is_file()
    # nothing anywhere else: not `tmp_path/a` for `a?b`, not `e f/` for `e%20f`
    assert sorted(p.name for p in tmp_path.iterdir()) == [folder]
    assert sorted(p.name for p in path.parent.iterdir() if p.is_file())[0] == "x.sqlite3"


def test_the_command_line_writes_where_it_is_told(tmp_path: Path, capsys) -> None:
    path = tmp_path / "club?night" / "e%20f" / "campaign.sqlite3"
    path.parent.mkdir(parents=True)
    assert main(["--db", str(path), "--no-demo", "new", "reikland", "Grey Wolves"]) == 0
    assert path.is_file()
    assert main(["--db", str(path), "list"]) == 0
    assert "Grey Wolves" in capsys.readouterr().out
    assert not (tmp_path / "club").exists()


def test_a_file_url_round_trips_any_path(tmp_path: Path) -> None:
    path = tmp_path / "a?b" / "c#d" / "e%20f g.sqlite3"
    assert sqlite_path(sqlite_file_url(path)) == path.resolve()


def test_real_database_urls_are_still_taken_as_urls(tmp_path: Path) -> None:
    assert resolve_url("postgresql+psycopg://user@host/roster") == (
        "postgresql+psycopg://user@host/roster"
    )
    url = f"sqlite:///{tmp_path / 'x.sqlite3'}"
    assert resolve_url(url) == url
    assert resolve_url("sqlite://") == "sqlite://"


def test_a_relative_path_is_made_absolute(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert sqlite_path(resolve_url("sub dir/x?.sqlite3")) == tmp_path / "sub dir" / "x?.sqlite3"


def test_a_db_in_a_folder_that_does_not_exist_is_refused_and_nothing_made(
    tmp_path: Path, capsys
) -> None:
    path = tmp_path / "Campains" / "club.sqlite3"  # a mistyped folder
    assert main(["--db", str(path), "list"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "there is no folder" in err and str(path.parent) in err
    assert list(tmp_path.iterdir()) == []


def test_the_environment_variable_is_held_to_the_same_rule(
    tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MORDHEIM_ROSTER_DB", str(tmp_path / "nowhere" / "x.sqlite3"))
    assert main(["--lang", "ru", "list"]) == 1
    assert "папки" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_a_new_file_named_by_db_is_made_with_a_line_that_says_so(
    tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.command_line import common

    monkeypatch.setattr(common, "_on_a_terminal", lambda: True)
    path = tmp_path / "club.sqlite3"
    assert main(["--db", str(path), "list"]) == 0
    first = capsys.readouterr()
    assert f"{path} did not exist: a new campaign file was made there" in first.err
    assert "demo warbands" in first.err and "Grey Wolves" in first.out
    assert main(["--db", str(path), "list"]) == 0
    assert capsys.readouterr().err == ""  # the second time it is the player's file
    empty = tmp_path / "empty.sqlite3"
    assert main(["--db", str(empty), "--no-demo", "list"]) == 0
    err = capsys.readouterr().err
    assert "made there. If you meant" in err and "demo" not in err


def test_an_existing_file_in_a_folder_is_opened_without_a_word(tmp_path: Path, capsys) -> None:
    path = tmp_path / "club.sqlite3"
    assert main(["--db", str(path), "--no-demo", "new", "reikland", "Grey Wolves"]) == 0
    capsys.readouterr()
    assert main(["--db", str(path), "show", "Grey Wolves"]) == 0
    assert capsys.readouterr().err == ""


def test_a_script_or_a_pipe_gets_no_line_for_a_new_file(tmp_path: Path, capsys) -> None:
    assert main(["--db", str(tmp_path / "club.sqlite3"), "list"]) == 0
    assert capsys.readouterr().err == ""  # standard error is no terminal under pytest
