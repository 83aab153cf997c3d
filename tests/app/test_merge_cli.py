"""`mordheim-roster export-copy` and `merge FILE`: two players' copies of one campaign on the
command line, the conflicts listed with their ids and chosen with --mine/--theirs or per id,
in English and Russian; a broken file is one line and nothing is written."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.command_line.cli import main
from tests.app.conftest import dump_tables


@pytest.fixture
def copies(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    """run(copy, *args): 'mine' or 'theirs', each its own database."""

    def run(copy: str, *args: str, lang: str = "en") -> tuple[int, str, str]:
        db = str(tmp_path / f"{copy}.sqlite3")
        code = main(["--db", db, "--no-demo", "--lang", lang, *args])
        out, err = capsys.readouterr()
        return code, out, err

    return run


def _club(run) -> None:
    assert run("mine", "campaign", "new", "Autumn", "--start", "2026-09-01")[0] == 0
    for player, kind, warband in (
        ("Anna", "reikland", "Grey Wolves"), ("Boris", "skaven", "Clan Eshin"),
        ("Clara", "witch_hunters", "Pyres"), ("Dmitri", "undead", "Hungry Dead"),
    ):  # fmt: skip
        assert run("mine", "new", kind, warband)[0] == 0
        assert run("mine", "campaign", "player", player)[0] == 0
        assert run("mine", "campaign", "enter", player, warband, "--date", "2026-09-01")[0] == 0
    code, _, err = run(
        "mine", "match", "add", "Grey Wolves", "Clan Eshin", "--winner", "Grey Wolves",
        "--date", "2026-09-08", "--casualty", "Grey Wolves", "Clan Eshin", "2",
    )  # fmt: skip
    assert (code, err) == (0, "")


def test_two_copies_exchange_files_and_a_conflict_is_chosen_by_its_id(
    copies, tmp_path: Path
) -> None:
    run = copies
    _club(run)
    book = str(tmp_path / "book.json")
    code, out, _ = run("mine", "export-copy", book, "--campaign", "Autumn")
    assert code == 0 and out.startswith(f"Wrote {book} (")
    code, out, _ = run("theirs", "merge", book)
    assert code == 0 and "new        match 2026-09-08: Grey Wolves - Clan Eshin" in out
    assert out.splitlines()[-1].startswith("Merged")
    # Both copies change: theirs a match and a hire in the Pyres, mine another hire there.
    assert run("theirs", "match", "add", "Pyres", "Hungry Dead", "--draw",
               "--date", "2026-09-09")[0] == 0  # fmt: skip
    assert run("theirs", "hire", "Pyres", "zealots", "Hans")[0] == 0
    assert run("mine", "hire", "Pyres", "flagellants", "Udo")[0] == 0
    back = str(tmp_path / "back.json")
    assert run("theirs", "export-copy", back)[0] == 0
    mine_before = dump_tables(tmp_path / "mine.sqlite3")
    code, out, err = run("mine", "merge", back)
    assert code == 1 and "1 conflict needs a choice" in err and "\n" not in err.strip()
    assert dump_tables(tmp_path / "mine.sqlite3") == mine_before  # nothing merged
    (line,) = [x for x in out.splitlines() if "CONFLICT" in x]
    assert "warband Pyres [" in line and "mine 460 gc" in line and "theirs 480 gc" in line
    assert "new        match 2026-09-09: Pyres - Hungry Dead" in out
    conflict_id = line.split("[")[1][:8]
    code, out, _ = run("mine", "merge", back, "--dry-run", "--take", conflict_id)
    assert code == 0 and out.splitlines()[-1] == "Dry run: nothing was written."
    assert dump_tables(tmp_path / "mine.sqlite3") == mine_before
    code, out, err = run("mine", "merge", back, "--take", conflict_id)
    assert (code, err) == (0, "")
    assert out.splitlines()[-1].startswith("Merged") and "1 conflict resolved" in out
    code, out, _ = run("mine", "show", "Pyres")
    assert "Hans" in out and "Udo" not in out
    code, out, _ = run("mine", "standings")
    assert [line.split()[1:3] for line in out.splitlines()[1:3]] == [
        ["Grey", "Wolves"], ["Pyres", "Clara"],
    ]  # fmt: skip
    code, out, _ = run("mine", "merge", back)
    assert (code, out) == (0, out) and out.startswith("Nothing new")


def test_every_conflict_at_once_and_the_russian_listing(copies, tmp_path: Path) -> None:
    run = copies
    _club(run)
    book = str(tmp_path / "book.json")
    assert run("mine", "export-copy", book)[0] == 0
    assert run("theirs", "merge", book)[0] == 0
    for copy, gold in (("mine", "hire"), ("theirs", "hire")):
        assert run(copy, gold, "Grey Wolves", "warriors", "Rex")[0] == 0
    assert run("theirs", "export-copy", book)[0] == 0
    code, out, err = run("mine", "merge", book, lang="ru")
    assert code == 1 and "КОНФЛИКТ   отряд Grey Wolves" in out and "конфликтов без выбора: 1" in err
    code, out, _ = run("mine", "merge", book, "--mine", lang="ru")
    assert code == 0 and "конфликтов решено 1" in out


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("{", "not valid JSON"),
        ('{"format": "mordheim-roster-warband", "version": 1, "warband": {}}', "import it"),
        ('{"format": "x", "version": 1}', "not a Mordheim Roster campaign copy"),
    ],
)
def test_a_broken_file_is_one_line(copies, tmp_path: Path, content: str, words: str) -> None:
    run = copies
    _club(run)
    path = tmp_path / "broken.json"
    path.write_text(content, encoding="utf-8")
    before = dump_tables(tmp_path / "mine.sqlite3")
    code, _, err = run("mine", "merge", str(path))
    assert code == 1 and words in err and err.count("\n") == 1 and "Traceback" not in err
    assert dump_tables(tmp_path / "mine.sqlite3") == before
    code, _, err = run("mine", "merge", str(tmp_path / "missing.json"))
    assert code == 1 and err.count("\n") == 1
    code, _, err = run("mine", "merge", str(path), "--take", "zz")
    assert code == 1


def test_the_league_commands_are_all_there() -> None:
    """The issue's list: campaign new/list/show, match add, standings, merge FILE."""
    from app.command_line.cli import build_parser

    parser = build_parser()
    for argv in (
        ["campaign", "new", "X"], ["campaign", "list"], ["campaign", "show"],
        ["match", "add", "a", "b", "--draw"], ["standings"], ["merge", "f.json"],
        ["export-copy", "f.json", "--campaign", "X"],
    ):  # fmt: skip
        assert parser.parse_args(argv).command == argv[0]


def _empty_their_bin(path: Path, ruleset) -> None:
    """The window's Empty bin (the command line has none) on their copy."""
    from app.store.database import open_database
    from app.store.repository import Store
    from app.usecases.warbands import empty_bin

    store = Store(open_database(path), ruleset)
    try:
        assert empty_bin(store).names == ("Grey Wolves",)
    finally:
        store.database.close()


def test_a_warband_deleted_for_good_in_their_copy_is_kept_unless_the_deletion_is_taken(
    copies, tmp_path: Path, ruleset
) -> None:
    """#23: their copy deleted the Grey Wolves for good; merged here they were 'changed in
    their copy only' and gone. Now each row is listed as deleted there, kept unless taken, in
    one line saying how to take them; taken, the warband goes to the bin."""
    run = copies
    _club(run)
    book, back = str(tmp_path / "book.json"), str(tmp_path / "back.json")
    assert run("mine", "export-copy", book)[0] == 0
    assert run("theirs", "merge", book)[0] == 0
    assert run("theirs", "delete", "Grey Wolves")[0] == 0
    _empty_their_bin(tmp_path / "theirs.sqlite3", ruleset)
    assert run("theirs", "export-copy", back)[0] == 0
    before = dump_tables(tmp_path / "mine.sqlite3")
    code, out, err = run("mine", "merge", back, "--theirs")
    assert (code, err) == (0, "") and "changed in their copy" not in out
    (line,) = [x for x in out.splitlines() if x.startswith("  DELETED    warband Grey")]
    assert line.startswith("  DELETED    warband Grey Wolves [")
    assert line.endswith("(deleted in their copy)")
    assert "SIDE OUT   match 2026-09-08: Grey Wolves - Clan Eshin" in out
    assert "their copy took Grey Wolves out of it" in out
    (kept,) = [x for x in out.splitlines() if x.startswith("Kept 3 rows")]
    assert "--accept-deletions" in kept and "warband Grey Wolves [" in kept
    assert "0 removed as in their copy, 3 kept" in out.splitlines()[-1]
    assert run("mine", "show", "Grey Wolves")[0] == 0
    code, out, _ = run("mine", "standings")
    assert "Grey" in out
    wolves_id = line.split("[")[1][:8]
    code, out, _ = run("mine", "merge", back, "--take", wolves_id, lang="ru")
    assert code == 0 and "УДАЛЕНО    отряд Grey Wolves" in out and "удалено в их копии" in out
    assert "Оставлено строк, удалённых в их копии: 2" in out
    code, out, _ = run("mine", "list", "--all")
    assert "Grey Wolves" in out  # in the bin, not gone
    code, out, _ = run("mine", "restore", "Grey Wolves")
    assert code == 0
    code, out, _ = run("mine", "merge", back, "--accept-deletions")
    assert code == 0 and "Kept" not in out and "2 removed as in their copy" in out
    assert dump_tables(tmp_path / "mine.sqlite3") != before
