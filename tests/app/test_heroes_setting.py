"""How many Heroes: the campaign reads the cap as the rulebook's six (the default) or the sum
of the list's hero types (docs/rules-notes.md), from the command line."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.command_line.cli import main


def test_the_command_says_and_sets_the_campaigns_reading(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = ["--db", str(tmp_path / "cli.sqlite3")]
    assert main([*db, "--no-demo", "heroes"]) == 0
    assert "the leader and up to five others" in capsys.readouterr().out
    assert main([*db, "--lang", "ru", "heroes", "list"]) == 0
    assert "Герои: не больше мест Героев в списке отряда" in capsys.readouterr().out
    assert main([*db, "heroes", "list"]) == 1
    assert "that way already" in capsys.readouterr().err
    assert main([*db, "heroes", "six"]) == 0
    assert "a promoted lad may be the sixth" in capsys.readouterr().out
