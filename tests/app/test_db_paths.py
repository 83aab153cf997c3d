"""`--db` takes any file path: characters that mean something in a URL stay in the file name."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.cli import main
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
