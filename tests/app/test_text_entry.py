"""Names and texts are cleaned the same way at every entry point (rules.text)."""

from __future__ import annotations

import json

import pytest

import app.usecases as uc
from app.exports.exchange import ExchangeError, dumps
from app.usecases.transfer import import_warband
from rules.text import brief_list, clean_name, clean_text, printable

from .conftest import hire

DIRTY = "Grey\x1b[31m Wolves\x07\x00\u202e"
ZERO_WIDTH = "\u200b\u200c\u200d\ufeff"


def test_the_shared_cleaning() -> None:
    assert clean_name(DIRTY) == "Grey[31m Wolves"
    assert clean_text("one\r\ntwo\x00\tthree\x1b") == "one\ntwo\tthree"
    assert printable("a\x1b[2Jb\x9b") == "a\ufffd[2Jb\ufffd"
    assert brief_list(range(400_000)) == "0, 1, 2, 3, 4 and 399,995 more"
    with pytest.raises(ValueError, match="give the warband a name"):
        clean_name(ZERO_WIDTH)
    with pytest.raises(ValueError, match="101 characters long: 100 at most"):
        clean_name("x" * 101)


def test_every_use_case_cleans_or_refuses(store) -> None:
    warband = uc.create_warband(store, "reikland", DIRTY).warband_id
    assert store.load(warband).name == "Grey[31m Wolves"
    for refused in (ZERO_WIDTH, "\x07\x1b", "  "):
        with pytest.raises(uc.RefusedError, match=r"a name|control character"):
            uc.rename_warband(store, warband, refused)
        with pytest.raises(uc.RefusedError, match="a name"):
            uc.create_warband(store, "reikland", refused)
    # A name typed to rename: a control character is refused, not dropped (issue 24).
    with pytest.raises(uc.RefusedError, match=r"control character \(U\+0000\)"):
        uc.rename_warband(store, warband, "Wolves\x00 of\x1b Altdorf")
    uc.rename_warband(store, warband, "Wolves \u200bof  Altdorf")
    assert store.load(warband).name == "Wolves of Altdorf"
    captain = hire(store, warband, "mercenary_captain", "Hans\x1b[2J")
    assert store.load(warband).warrior(captain).name == "Hans[2J"
    with pytest.raises(uc.RefusedError, match="give the warrior a name"):
        uc.rename_warrior(store, warband, captain, ZERO_WIDTH)
    uc.set_notes(store, warband, "first line\nsecond\x1b[1m line\x07")
    assert store.load(warband).notes == "first line\nsecond[1m line"
    uc.set_warrior_notes(store, warband, captain, "scar\x00red")
    assert store.load(warband).warrior(captain).notes == "scarred"
    with pytest.raises(uc.RefusedError, match="10,001 characters long: 10,000 at most"):
        uc.set_notes(store, warband, "x" * 10_001)


def test_import_cleans_names_and_texts(store) -> None:
    warband = uc.create_warband(store, "reikland", "Plain").warband_id
    hire(store, warband, "mercenary_captain", "Hans")
    document = json.loads(dumps(store.load(warband)))
    document["warband"]["name"] = "Evil\x1b]0;title\x07"
    document["warband"]["notes"] = "note\x00\x9b"
    document["warband"]["warriors"][0]["name"] = "Hans\u200b\u202e"
    imported = import_warband(store, json.dumps(document)).after
    assert imported.name == "Evil]0;title"
    assert imported.notes == "note"
    assert imported.warriors[0].name == "Hans"
    document["warband"]["warriors"][0]["name"] = ZERO_WIDTH
    with pytest.raises(ExchangeError, match=r"warriors\[0\]\.name: give the"):
        import_warband(store, json.dumps(document))


def test_battle_log_texts_and_injury_targets_are_cleaned(store) -> None:
    from app.usecases.post_battle import post_battle
    from rules.dice import TableDice
    from rules.post_battle import BattleReport

    warband = uc.create_warband(store, "reikland", "Wolves").warband_id
    captain = hire(store, warband, "mercenary_captain", "Hans")
    report = BattleReport(
        scenario="skirmish",
        result="lost",
        opponent_rating=0,
        opponent="The\x1b[5m Rats\x07",
        opponent_type="skaven\x00",
        date="2026-11-29\u202e",
    )
    battle = post_battle(store, warband, report, TableDice([1])).after.battles[-1]
    assert (battle["opponent"], battle["opponent_type"], battle["date"]) == (
        "The[5m Rats",
        "skaven",
        "2026-11-29",
    )
    with pytest.raises(uc.RefusedError, match="opponent's name is 101 characters long"):
        post_battle(store, warband, BattleReport("skirmish", "lost", 0, opponent="x" * 101),
                    TableDice([1]))  # fmt: skip
    change = uc.apply_injury(store, warband, captain, "bitter_enmity_warband", target="Rats\x1b")
    assert change.after.warrior(captain).rules_gained[-1].detail == "Rats"
