"""`mordheim-roster battle ...`: a battle tracked on the command line from start to its match
in the league, each refusal one line in English and Russian, and the post-battle values the
finished battle gives each side."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.battle.prefill import prefill_of
from app.battle.usecases import resume_battle
from app.command_line.cli import main
from app.plumbing.context import open_store
from rules.battle import EndReason


@pytest.fixture
def run(demo_copy: Path, capsys: pytest.CaptureFixture[str]):
    db = str(demo_copy)  # the demo campaign: four warbands, ids 1-4

    def run(*args: str, lang: str = "en") -> tuple[int, str, str]:
        code = main(["--db", db, "--lang", lang, *args])
        out, err = capsys.readouterr()
        return code, out, err

    return run


def models(run, battle: str) -> dict[str, list[str]]:
    """Each side's model ids as `battle show` lists them."""
    out = run("battle", "show", battle)[1]
    sides: dict[str, list[str]] = {"1": [], "2": []}
    for line in out.splitlines()[1:]:
        if "(" in line:
            sides[line.split()[0]].append(line.split("(")[1].split(")")[0])
    return sides


def test_a_battle_against_an_anonymous_opponent_from_start_to_end(run) -> None:
    code, out, err = run("battle", "start", "1", "--anonymous", "orc_mob", "150", "4")
    assert code == 0, err
    battle = out.split()[1]
    ours, theirs = models(run, battle).values()
    assert len(theirs) == 4
    assert run("battle", "event", battle, "down", theirs[0], "--by", ours[0])[0] == 0
    code, out, _ = run("battle", "event", battle, "out", theirs[0])
    assert code == 0 and "taken out of action by" in out
    code, _, err = run("battle", "event", battle, "out", theirs[0])
    assert code == 1 and err.count("\n") == 1 and "already out of action" in err
    code, _, err = run("battle", "event", battle, "out", theirs[1], lang="ru")
    assert code == 0
    assert run("battle", "event", battle, "turn")[0] == 0
    code, out, _ = run("battle", "show", battle)
    assert "must take the rout test now" in out
    code, _, err = run("battle", "event", battle, "turn", lang="ru")
    assert code == 1 and "тест на Разгром" in err and err.count("\n") == 1
    code, out, _ = run("battle", "event", battle, "rout-test", "6", "6")
    assert code == 0 and "routs" in out
    assert run("battle", "list", "1")[1] == ""
    code, out, _ = run("battle", "undo", battle)
    assert code == 0 and battle in run("battle", "list", "1")[1]


def test_every_refusal_is_one_line(run) -> None:
    refusals = [
        ("battle", "start", "1"),
        ("battle", "start", "1", "--anonymous", "orc_mob", "many", "4"),
        ("battle", "show", "99"),
        ("battle", "event", "99", "turn"),
    ]
    for args in refusals:
        for lang in ("en", "ru"):
            code, out, err = run(*args, lang=lang)
            assert code == 1 and out == "" and err.count("\n") == 1, (args, err)
            assert "Traceback" not in err
    run("battle", "start", "1", "--anonymous", "orc_mob", "150", "4")
    for args in (
        ("battle", "event", "1", "down", "Nobody-by-that-name"),
        ("battle", "event", "1", "rout-test", "7", "1"),
        ("battle", "event", "1", "counter", "#1"),
        ("battle", "record", "1"),
    ):
        code, out, err = run(*args)
        assert code == 1 and err.count("\n") == 1, (args, err)


def test_a_finished_battle_of_two_warbands_of_a_campaign_is_its_match_and_fills_both_sequences(
    run, demo_copy: Path
) -> None:
    assert run("campaign", "new", "Autumn", "--start", "2026-09-01")[0] == 0
    for player, warband in (("Anna", "1"), ("Boris", "2")):
        assert run("campaign", "player", player)[0] == 0
        assert run("campaign", "enter", player, warband, "--date", "2026-09-01")[0] == 0
    code, out, err = run(
        "battle", "start", "1", "--against", "2", "--campaign", "1", "--scenario", "skirmish"
    )
    assert code == 0, err
    battle = out.split()[1]
    ours, theirs = models(run, battle).values()
    for victim in theirs[:3]:
        assert run("battle", "event", battle, "out", victim, "--by", ours[0])[0] == 0
    assert run("battle", "event", battle, "out", ours[-1], "--by", theirs[-1])[0] == 0
    assert run("battle", "event", battle, "turn")[0] == 0
    assert run("battle", "event", battle, "rout", lang="ru")[0] == 0
    code, out, err = run("battle", "record", battle)
    assert code == 0, err
    assert run("battle", "record", battle)[0] == 1
    code, out, _ = run("battle", "log", battle)
    assert code == 0 and len(out.splitlines()) == 6 and out.startswith("Turn 1, ")
    code, out, _ = run("battle", "log", battle, lang="ru")
    assert code == 0 and "добровольно бежит" in out.splitlines()[-1]
    code, out, _ = run("battle", "stats", "1")
    assert code == 0 and out.splitlines()[0] == "1 tracked battle played"
    assert "3 enemies out of action" in out and "routed of its own will in turn 1" in out
    code, out, _ = run("battle", "stats", "1", lang="ru")
    assert "3 противника выведено из игры" in out and "добровольное бегство на ходу 1" in out
    store = open_store(demo_copy)
    try:
        saved = resume_battle(store, int(battle))
        assert saved.match_id is not None and saved.state.outcome is not None
        assert saved.state.outcome.reason is EndReason.VOLUNTARY_ROUT
        mine = prefill_of(store, int(battle), 1)
        theirs_values = prefill_of(store, int(battle), 2)
    finally:
        store.database.close()
    assert (mine.result, theirs_values.result) == ("won", "lost")
    assert theirs_values.routed and not mine.routed
    assert sum(mine.enemies.values()) == 3 and mine.scenario == "skirmish"
    assert sum(theirs_values.enemies.values()) == 1
    assert mine.opponent_rating == saved.setup.sides[1].rating
    assert (
        sum(theirs_values.groups_out.values())
        + len(theirs_values.heroes_out)
        + len(theirs_values.swords_out)
        == 3
    )
