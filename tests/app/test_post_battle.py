"""Applying the post-battle sequence: one transaction, one undo step, one battle log entry."""

import json
from typing import Any

import pytest

from app import usecases as uc
from app.plumbing.context import open_store
from app.usecases.post_battle import post_battle, report_from_json
from app.words import say
from rules.dice import TableDice
from rules.messages import Message
from rules.models import Lang, Ruleset
from rules.post_battle import BattleReport


def said(ruleset: Ruleset, changes: list[Any], lang: Lang = "en") -> list[str]:
    """The battle log's messages (stored as data) in words, as the command line says them."""
    return [say(Message.from_data(change), lang, ruleset) for change in changes]


pytestmark = pytest.mark.backends("sqlite", "postgresql")  # PostgreSQL: when a server is given


@pytest.fixture
def store(empty_copy):
    store = open_store(empty_copy, demo=False)
    yield store
    store.database.close()


@pytest.fixture
def warband(store) -> int:
    wid = uc.create_warband(store, "reikland", "Wolves").warband_id
    uc.hire(store, wid, "mercenary_captain", "Hans", equipment=["dagger", "sword"])
    uc.hire(store, wid, "champion", "Otto", equipment=["dagger", "axe"])
    uc.hire(store, wid, "marksmen", "Shooters", count=3, equipment=["dagger", "bow"])
    uc.hire_hired_sword(store, wid, "pit_fighter", "Brute")
    return wid


def ids(store, wid) -> dict[str, str]:
    return {w.name: w.id for w in store.load(wid).warriors}


def test_a_lost_battle_changes_the_sheet_and_logs_every_die(store, warband) -> None:
    w = ids(store, warband)
    report = BattleReport(
        scenario="skirmish",
        result="lost",
        opponent_rating=300,
        opponent="Rats",
        opponent_type="skaven",
        heroes_out_of_action=(w["Otto"],),
        henchmen_out_of_action={w["Shooters"]: 2},
    )
    # Otto 22 leg wound; the marksmen roll 1 (gone) and 6; exploration: Hans alone, one die: 4.
    change = post_battle(store, warband, report, TableDice([2, 2, 1, 6, 4]))
    state = store.load(warband)
    otto = state.warrior("Otto")
    assert otto.profile_changes[-1].characteristic == "M" and otto.profile_changes[-1].delta == -1
    assert [i.injury for i in otto.injuries] == ["leg_wound"]
    assert state.warrior("Shooters").count == 2
    assert state.shards == 1  # one die of 4: one shard
    result = change.details.result
    assert state.warrior("Hans").experience == 20 + 1 + result.underdog_bonus
    assert state.treasury == change.before.treasury - 15  # the pit fighter's upkeep
    battles = store.battles(warband)
    assert len(battles) == 1
    assert [r["value"] for r in battles[0]["rolls"]] == [2, 2, 1, 6, 4]
    assert battles[0]["rating_after"] == change.details.rating_after
    assert any("Otto" in line for line in said(store.ruleset, battles[0]["changes"]))


def test_undo_restores_everything(store, warband) -> None:
    from app.usecases.transfer import export_warband

    before = export_warband(store, warband)
    w = ids(store, warband)
    report = BattleReport(
        scenario="skirmish", result="won", opponent_rating=10, heroes_out_of_action=(w["Hans"],)
    )
    change = post_battle(
        store, warband, report, TableDice([1, 1, 3, 4])
    )  # Hans dead; Otto + win: 2 dice
    assert "Hans" not in ids(store, warband)
    assert len(store.battles(warband)) == 1
    undone = uc.undo(store, change)
    assert export_warband(store, warband) == before  # the battle left the log too
    assert store.battles(warband) == []
    uc.redo(store, undone)
    assert len(store.battles(warband)) == 1 and "Hans" not in ids(store, warband)


def test_a_bad_report_writes_nothing(store, warband) -> None:
    from app.usecases.transfer import export_warband

    before = export_warband(store, warband)
    with pytest.raises(uc.RefusedError, match="unknown scenario"):
        post_battle(store, warband, BattleReport("tea", "won", 10), TableDice([]))
    with pytest.raises(Exception, match="no die left"):
        post_battle(store, warband, BattleReport("skirmish", "won", 10), TableDice([]))
    assert export_warband(store, warband) == before
    assert store.battles(warband) == []


def test_report_from_json_names_warriors_by_name(store, warband) -> None:
    state = store.load(warband)
    text = json.dumps(
        {
            "scenario": "wyrdstone_hunt",
            "result": "won",
            "opponent": {"name": "Rats", "rating": 120},
            "out_of_action": {"heroes": ["Otto"], "henchmen": {"Shooters": 1}},
            "enemies_out_of_action": {"Hans": 2},
            "awards": [{"award": "wyrdstone_counter", "warrior": "Hans"}],
            "sell_shards": 0,
            "dice": [4, 4, 3, 6, 6],
        }
    )
    report, dice, seed = report_from_json(state, text)
    assert report.heroes_out_of_action == (state.warrior("Otto").id,)
    assert report.enemies_out_of_action == {state.warrior("Hans").id: 2}
    assert dice == [4, 4, 3, 6, 6] and seed is None
    with pytest.raises(uc.RefusedError, match="has no warrior 'Nobody'"):
        report_from_json(
            state,
            json.dumps(
                {"scenario": "skirmish", "result": "won", "out_of_action": {"heroes": ["Nobody"]}}
            ),
        )
    with pytest.raises(uc.RefusedError, match="unknown field"):
        report_from_json(state, json.dumps({"scenario": "skirmish", "weather": "rain"}))


def test_an_injury_is_a_fact_even_when_the_sheet_has_problems(store, warband) -> None:
    w = ids(store, warband)
    uc.apply_injury(store, warband, w["Otto"], "dead")  # nobody left to take command
    change = uc.apply_injury(store, warband, w["Hans"], "dead")
    assert "Hans" not in {x.name for x in change.after.warriors}
    assert any(p.code == "no_leader" for p in change.problems)


def test_the_dead_leader_hands_command_to_his_successor(store, warband) -> None:
    w = ids(store, warband)
    change = uc.apply_injury(store, warband, w["Hans"], "dead")
    assert change.after.leader_id == w["Otto"]  # the only hero left: highest Leadership
    assert not any(p.code == "no_leader" for p in change.problems)
    assert uc.undo(store, change).after.leader_id == ""


def test_hired_sword_takes_a_skill_advance(store, warband) -> None:
    w = ids(store, warband)
    uc.record_experience(store, warband, w["Brute"], 2)
    change = uc.apply_advance(store, warband, w["Brute"], kind="skill", skill="strike_to_injure")
    assert change.after.warrior("Brute").skills == ["strike_to_injure"]
    with pytest.raises(uc.RefusedError, match="cannot take"):
        uc.record_experience(store, warband, w["Brute"], 3)
        uc.apply_advance(store, warband, w["Brute"], kind="skill", skill="streetwise")


def test_add_skill_by_hand_only_from_the_lists(store, warband) -> None:
    w = ids(store, warband)
    uc.add_skill(store, warband, w["Otto"], "mighty_blow")
    with pytest.raises(uc.RefusedError, match="cannot take Streetwise"):
        uc.add_skill(store, warband, w["Otto"], "streetwise")
    with pytest.raises(uc.RefusedError, match="cannot take Mighty Blow"):
        uc.add_skill(store, warband, w["Otto"], "mighty_blow")
    with pytest.raises(uc.RefusedError, match="henchmen have no skills"):
        uc.add_skill(store, warband, w["Shooters"], "mighty_blow")
    uc.remove_skill(store, warband, w["Otto"], "mighty_blow")
    assert store.load(warband).warrior("Otto").skills == []


def test_cli_post_battle(tmp_path, capsys) -> None:
    from app.command_line.cli import main

    db = str(tmp_path / "cli.sqlite3")
    report = tmp_path / "report.json"
    report.write_text(
        json.dumps(
            {
                "scenario": "skirmish",
                "result": "won",
                "opponent": {"name": "Rats", "rating": 150},
                "out_of_action": {"heroes": ["Otto the Axe"]},
                "sell_shards": 1,
                "dice": [4, 1, 6, 6, 3, 4],
            }
        )
    )
    assert main(["--db", db, "post-battle", "The Grey Wolves of Altdorf", str(report)]) == 0
    out = capsys.readouterr().out
    assert "Otto the Axe: 41: Full recovery" in out and "Ruined hovels" in out
    assert main(["--db", db, "show", "The Grey Wolves of Altdorf"]) == 0
    report.write_text(json.dumps({"scenario": "skirmish", "result": "won", "dice": []}))
    assert main(["--db", db, "post-battle", "The Grey Wolves of Altdorf", str(report)]) == 1
    assert "no die left" in capsys.readouterr().err


def test_trading_goes_in_the_same_transaction(store, warband) -> None:
    from app.usecases.equipment import buy_step, sell_step
    from app.usecases.hiring import hire_step
    from app.usecases.post_battle import apply_post_battle_result
    from rules.post_battle import resolve_post_battle

    w = ids(store, warband)
    state = store.load(warband)
    from app.domain import to_roster

    result = resolve_post_battle(
        store.ruleset,
        to_roster(store.ruleset, state),
        BattleReport("skirmish", "won", 10),
        TableDice([6, 6, 5, 4, 3, 1]),
    )
    trading = [
        buy_step(store, w["Otto"], "sword"),
        sell_step(store, w["Hans"], "sword"),
        hire_step(store, "youngblood", "Pip", equipment=["dagger"]),
    ]
    change = apply_post_battle_result(store, warband, result, trading)
    after = store.load(warband)
    assert (
        "sword" in after.warrior("Otto").equipment
        and "sword" not in after.warrior("Hans").equipment
    )
    assert after.warrior("Pip").kind == "hero"
    assert any(
        "Hired Pip (" in line for line in said(store.ruleset, store.battles(warband)[0]["changes"])
    )
    uc.undo(store, change)  # one undo takes back the battle and every trade
    assert "Pip" not in ids(store, warband) and store.battles(warband) == []

    from app.usecases.transfer import export_warband

    before = export_warband(store, warband)
    illegal = [hire_step(store, "mercenary_captain", "Second Captain")]  # a second leader
    with pytest.raises(uc.RefusedError, match="at most 1"):
        apply_post_battle_result(store, warband, result, illegal)
    assert export_warband(store, warband) == before  # nothing half-written


@pytest.mark.parametrize(
    ("d66", "pits_won", "experience"),
    [
        ([6, 6], None, 9 + 1 + 1),  # survives against the odds +1, survives +1
        ([6, 5], True, 9 + 2 + 1),  # sold to the pits and won +2, survives +1
    ],
)
def test_experience_from_the_injury_table_owes_an_advance(
    store, warband, d66, pits_won, experience
) -> None:
    """Otto (champion, boxes from 8) at 9: the injury's experience crosses the bold box 11."""
    otto = ids(store, warband)["Otto"]
    uc.set_experience(store, warband, otto, 9)
    report = BattleReport(
        scenario="skirmish",
        result="lost",
        opponent_rating=0,
        heroes_out_of_action=(otto,),
        pit_fights_won={otto: pits_won} if pits_won is not None else {},
    )
    change = post_battle(store, warband, report, TableDice([*d66, 1, 1, 1, 1]))
    gain = next(g for g in change.details.result.experience if g.warrior == otto)
    assert (gain.old, gain.new, gain.crossed) == (9, experience, (11,))
    after = change.after.warrior(otto)
    assert after.experience == experience  # counted once, not twice
    assert uc.advances_owed(store.ruleset, after) == [11]


def test_a_box_crossed_outside_a_battle_is_owed_at_the_next(tmp_path, capsys) -> None:
    """An injury typed in by hand crosses a box; the next battle's report still lists it."""
    from app.command_line.cli import main

    db = str(tmp_path / "cli.sqlite3")
    store = open_store(db, demo=False)
    try:
        wid = uc.create_warband(store, "reikland", "Wolves").warband_id
        uc.hire(store, wid, "mercenary_captain", "Hans", equipment=["dagger"])
        otto = uc.hire(store, wid, "champion", "Otto", equipment=["dagger"]).details.warrior_id
        uc.set_experience(store, wid, otto, 10)
        change = uc.apply_injury(store, wid, otto, "survives_against_the_odds")
        assert change.details.owed == [11]
    finally:
        store.database.close()
    report = tmp_path / "report.json"
    report.write_text(json.dumps({"scenario": "skirmish", "result": "lost", "took_part": ["Hans"],
                                  "dice": [1]}))  # fmt: skip
    assert main(["--db", db, "--no-demo", "post-battle", "Wolves", str(report)]) == 0
    assert "Advance rolls owed (take them in the window): Otto x1" in capsys.readouterr().out


def test_a_result_from_the_window_is_worked_out_again(store, warband, tmp_path) -> None:
    """The wizard hands a resolved sequence to the use case: it is checked against the rules,
    so edited numbers or a sheet changed meanwhile are refused and nothing is written."""
    from dataclasses import replace

    from app.domain import to_roster
    from app.store.repository import ConflictError
    from app.usecases.post_battle import apply_post_battle_result
    from rules.post_battle import resolve_post_battle

    w = ids(store, warband)
    report = BattleReport(scenario="skirmish", result="won", opponent_rating=0,
                          heroes_out_of_action=(w["Otto"],))  # fmt: skip
    state = store.load(warband)
    result = resolve_post_battle(store.ruleset, to_roster(store.ruleset, state), report,
                                 TableDice([4, 1, 6, 6, 3]))  # fmt: skip
    before = store.load(warband)
    for tampered in (
        replace(result, sale_gold=1000),
        replace(result, gold_found=result.gold_found + 500),
        replace(result, experience=tuple(replace(g, new=g.new + 10) for g in result.experience)),
        replace(result, items_found=("gromril_armour",)),
    ):
        with pytest.raises((uc.RefusedError, ConflictError), match="not as it was"):
            apply_post_battle_result(store, warband, tampered)
        assert store.load(warband) == before
    uc.set_treasury(store, warband, before.treasury + 1)  # the sheet changes meanwhile...
    uc.record_experience(store, warband, w["Otto"], 1)
    with pytest.raises(uc.RefusedError, match="not as it was"):
        apply_post_battle_result(store, warband, result)
    uc.record_experience(store, warband, w["Otto"], -1)
    change = apply_post_battle_result(store, warband, result)  # as it was: applied
    upkeep = sum(fee for _, fee, paid in result.upkeep if paid)
    gold = result.sale_gold + result.gold_found - upkeep
    assert change.after.treasury == before.treasury + 1 + gold


def test_a_trade_hiring_a_persona_another_warband_holds_is_refused(store, warband) -> None:
    """The campaign-wide check of a trade runs inside the sequence's transaction."""
    import dataclasses

    from app.domain import to_roster
    from app.usecases.hiring import hire_hired_sword_step
    from app.usecases.post_battle import apply_post_battle_result
    from app.usecases.transfer import export_warband
    from rules.models import Text
    from rules.post_battle import resolve_post_battle

    persona = dataclasses.replace(
        store.ruleset.hired_swords["warlock"],
        dramatis_persona=True,
        hire_text=Text("Anyone.", "Любой."),
    )
    store.ruleset = dataclasses.replace(
        store.ruleset, hired_swords={**store.ruleset.hired_swords, "warlock": persona}
    )
    rivals = uc.create_warband(store, "marienburg", "Gold Fists").warband_id
    uc.set_treasury(store, rivals, 500)
    uc.hire_hired_sword(store, rivals, "warlock", "Old Nick")
    result = resolve_post_battle(
        store.ruleset,
        to_roster(store.ruleset, store.load(warband)),
        BattleReport("skirmish", "won", 10),
        TableDice([6, 6, 5, 4, 3, 1]),
    )
    before = export_warband(store, warband)
    trading = [hire_hired_sword_step(store, "warlock", "Nick Again")]
    with pytest.raises(uc.RefusedError, match=r"one in the whole campaign.*Gold Fists"):
        apply_post_battle_result(store, warband, result, trading)
    assert export_warband(store, warband) == before  # nothing half-written
    uc.delete_warband(store, rivals)  # in the bin he is free again
    change = apply_post_battle_result(store, warband, result, trading)
    assert any(w.name == "Nick Again" for w in change.after.hired_swords)
