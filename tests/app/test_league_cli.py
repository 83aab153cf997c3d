"""`mordheim-roster campaign ...`, `match add`, `standings`: the league on the command line,
in English and Russian; a wrong command is one line on standard error, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.command_line.cli import main


@pytest.fixture
def run(demo_copy: Path, capsys: pytest.CaptureFixture[str]):
    db = str(demo_copy)  # a copy of the demo campaign made once per session (tests/conftest.py)

    def run(*args: str, lang: str = "en") -> tuple[int, str, str]:
        code = main(["--db", db, "--lang", lang, *args])  # the demo's four warbands, ids 1-4
        out, err = capsys.readouterr()
        return code, out, err

    return run


def _club(run) -> None:
    assert run("campaign", "new", "Autumn", "--start", "2026-09-01")[0] == 0
    for player, warband in (("Anna", "1"), ("Boris", "2"), ("Clara", "3")):
        assert run("campaign", "player", player)[0] == 0
        assert run("campaign", "enter", player, warband, "--date", "2026-09-01")[0] == 0


def test_a_small_league_on_the_command_line(run) -> None:
    code, out, _ = run("campaign", "list")
    assert (code, out.strip()) == (0, run("campaign", "list")[1].strip())
    assert "No campaigns yet" in out
    _club(run)
    code, out, err = run(
        "match", "add", "1", "Clan Eshin Shadowclaws", "--winner", "2", "--date", "2026-09-08",
        "--scenario", "skirmish", "--casualty", "1", "2", "3", "--casualty", "2", "1", "4", "1",
    )  # fmt: skip
    assert (code, err) == (0, "")
    assert out == "Match 1 of 2026-09-08 recorded: Clan Eshin Shadowclaws won.\n"
    assert run("match", "add", "1", "2", "3", "--draw", "--date", "2026-09-10")[0] == 0
    code, out, _ = run("standings")
    head, eshin, sisters, wolves, legend = out.splitlines()
    assert head.split()[:7] == ["#", "Warband", "Player", "P", "W", "D", "L"]
    assert eshin.split()[4:9] == ["Boris", "2", "1", "1", "0"]
    assert wolves.split()[-2:] == ["3", "1"]  # enemies out of action, heroes lost
    assert sisters.startswith("  2 Sisters of the Rock")
    assert legend.startswith("P played, W won")
    code, out, _ = run("standings", "Autumn", "--h2h", "1", "2")
    assert out.splitlines()[-1] == (
        "The Grey Wolves of Altdorf against Clan Eshin Shadowclaws: 2 played, 0 won by The "
        "Grey Wolves of Altdorf, 1 by Clan Eshin Shadowclaws, 1 drawn, 0 won by others; out "
        "of action: 3 by The Grey Wolves of Altdorf, 4 by Clan Eshin Shadowclaws"
    )
    assert run("campaign", "retire", "2", "--date", "2026-09-12")[0] == 0
    code, out, _ = run("campaign", "show")
    assert "  Boris: Clan Eshin Shadowclaws (from 2026-09-01 until 2026-09-12)" in out
    assert out.splitlines()[-1] == "  2026-09-12  Clan Eshin Shadowclaws retires"


def test_the_words_are_russian_with_lang_ru(run) -> None:
    _club(run)
    run("match", "add", "1", "2", "--winner", "1", "--date", "2026-09-08")
    code, out, _ = run("standings", "--sort", "rating", lang="ru")
    assert code == 0
    assert out.splitlines()[0].split()[:3] == ["#", "Отряд", "Игрок"]
    assert "победил отряд The Grey Wolves of Altdorf" in run("campaign", "show", lang="ru")[1]
    assert not any(word in out for word in ("банда", "Warband", "played"))


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("match", "add", "1", "2", "--winner", "3"), "the winner must be one of"),
        (("match", "add", "1", "2", "--draw", "--casualty", "1", "2", "x"), "whole numbers"),
        (("match", "add", "1", "2", "--draw", "--casualty", "1", "2"), "BY AGAINST"),
        (("match", "add", "1", "Nobody", "--draw"), "no warband called 'Nobody'"),
        (("match", "add", "1", "2", "--draw", "--date", "soon"), "not a date"),
        (("match", "add", "1", "2", "--draw", "--battle", "1", "x"), "not a battle id"),
        (("standings", "Spring"), "no campaign 'Spring'"),
        (("standings", "--h2h", "1", "1"), "two different warbands"),
        (("campaign", "new", "autumn"), "already a campaign called"),
        (("campaign", "enter", "Anna", "4"), "Anna already plays a warband"),
    ],
)
def test_a_wrong_command_says_what_is_wrong_in_one_line(run, args, words: str) -> None:
    _club(run)
    code, out, err = run(*args)
    assert code == 1 and out == ""
    assert err.startswith("error: ") and words in err and err.count("\n") == 1


def test_without_a_campaign_the_league_commands_say_how_to_make_one(run) -> None:
    code, _, err = run("standings")
    assert code == 1 and "make one with `campaign new NAME`" in err


def test_a_side_is_linked_to_its_latest_battle_and_a_match_removed(run, tmp_path: Path) -> None:
    import json

    _club(run)
    assert run("match", "add", "1", "2", "--winner", "1", "--date", "2026-09-08")[0] == 0
    code, _, err = run("match", "link", "1", "1", "latest")
    assert (code, err) == (1, "error: that warband has no battle in its log yet\n")
    report = tmp_path / "report.json"
    report.write_text(
        json.dumps({"scenario": "skirmish", "result": "won", "date": "2026-09-08",
                    "opponent": {"name": "Clan Eshin", "type": "skaven", "rating": 100}}),
        encoding="utf-8",
    )  # fmt: skip
    assert run("post-battle", "1", str(report), "--seed", "3")[0] == 0
    code, out, err = run("match", "link", "1", "The Grey Wolves of Altdorf", "latest")
    assert (code, err) == (0, "")
    assert out.startswith("Match 1 linked to battle ")
    assert run("match", "link", "1", "1", "none", lang="ru")[1] == (
        "Бой 1 больше не связан с журналом битв.\n"
    )
    assert run("match", "link", "1", "4", "none")[2].startswith("error: warband 4 did not play")
    assert run("match", "remove", "1")[1] == "Match 1 removed.\n"
    assert run("match", "remove", "1")[2] == "error: there is no match 1 in Autumn\n"


def test_a_head_to_head_of_one_warband_is_refused_in_russian(run) -> None:
    _club(run)
    code, out, err = run("standings", "--h2h", "1", "1", lang="ru")
    assert code == 1 and out == ""
    assert err.count("\n") == 1 and "два разных отряда" in err
