"""The campaign's statistics (app.campaign.statistics), each worked out by hand for a small case:
the figures over the battles from the start, the heroes' experience, the serious injuries against
the D66 table's odds, the dice against a fair die; and read from the store in one go."""

from __future__ import annotations

import json
from typing import Any

import pytest

import app.usecases as uc
from app.campaign.statistics import (
    DiceCount,
    ExperienceCurve,
    dice_counts,
    experience_curves,
    first_injury_rolls,
    injury_odds,
    warband_curves,
)
from app.exports.exchange import dumps, loads
from app.store.repository import NotFoundError, Store
from app.usecases.league import MatchReport
from app.usecases.post_battle import post_battle
from app.usecases.statistics import statistics_of
from rules.dice import TableDice
from rules.models import Ruleset
from rules.post_battle import BattleReport

pytestmark = pytest.mark.backends("sqlite", "postgresql")


def _die(value: int, code: str, **values: Any) -> dict[str, Any]:
    return {"sides": 6, "value": value, "purpose": {"code": code, "values": values}}


def _xp(warrior: str, gained: int, total: int, hero: int = 1) -> dict[str, Any]:
    values = {"warrior": warrior, "gained": gained, "boxes": "", "total": total, "hero": hero}
    return {"code": "experience", "values": values}


def test_the_figures_start_before_the_first_battle_and_follow_each_one() -> None:
    battles = [
        {"rating_before": 100, "rating_after": 105, "treasury_before": 20, "treasury_after": 55,
         "shards_before": 0, "shards_after": 2, "income": 35},
        # Between the battles the player spent 40 gc: the next record starts from 15.
        {"rating_before": 110, "rating_after": 112, "treasury_before": 15, "treasury_after": 0,
         "shards_before": 2, "shards_after": 3, "income": -15},
    ]  # fmt: skip
    curves = warband_curves(7, "Wolves", battles)
    assert curves.rating == ((0, 100), (1, 105), (2, 112))
    assert curves.treasury == ((0, 20), (1, 55), (2, 0))
    assert curves.shards == ((0, 0), (1, 2), (2, 3))
    assert curves.income == ((1, 35), (2, -15))


def test_one_battle_makes_two_points_and_no_battle_none() -> None:
    one = warband_curves(1, "A", [{"rating_before": 60, "rating_after": 64, "treasury_before": 9,
                                   "treasury_after": 9, "shards_before": 0, "shards_after": 0,
                                   "income": 0}])  # fmt: skip
    assert one.rating == ((0, 60), (1, 64)) and one.income == ((1, 0),)
    none = warband_curves(1, "A", [])
    assert none.rating == none.treasury == none.shards == none.income == ()


def test_an_older_record_leaves_out_what_it_did_not_keep() -> None:
    old = {"rating_before": 80, "rating_after": 85, "treasury_after": 30, "shards_after": 1}
    curves = warband_curves(1, "Old", [old])
    assert curves.rating == ((0, 80), (1, 85))  # rating_before was always kept
    assert curves.treasury == ((1, 30),) and curves.shards == ((1, 1),)
    assert curves.income == ()


def test_heroes_experience_from_their_start_and_only_heroes() -> None:
    battles = [
        {"changes": [_xp("Hans", 2, 22), _xp("Blades", 1, 3, hero=0), "Hans: +9 experience"]},
        {"changes": []},  # Hans missed this one
        {"changes": [_xp("Hans", 3, 25), _xp("Otto", 1, 9)]},
        # An older message (without the total) cannot be placed on the curve.
        {"changes": [{"code": "experience", "values": {"warrior": "Hans", "gained": 1}}]},
    ]
    assert experience_curves(4, battles) == [
        ExperienceCurve(4, "Hans", ((0, 20), (1, 22), (3, 25))),
        ExperienceCurve(4, "Otto", ((2, 8), (3, 9))),
    ]


def test_the_first_injury_roll_of_each_hero_against_the_table(ruleset: Ruleset) -> None:
    rolls = [
        _die(1, "serious_injury", warrior="Hans", die="tens"),
        _die(6, "serious_injury", warrior="Hans", die="units"),  # 16: multiple injuries
        # The further injuries re-roll some results: not the table's odds, left out.
        _die(4, "serious_injury", warrior="Hans", injury="multiple_injuries", number=1, of=1,
             die="tens"),
        _die(2, "serious_injury", warrior="Hans", injury="multiple_injuries", number=1, of=1,
             die="units"),
        _die(3, "injury_count", injury="multiple_injuries"),
        _die(4, "serious_injury", warrior="Otto", die="tens"),
        _die(4, "serious_injury", warrior="Otto", die="units"),  # 44: full recovery
        _die(1, "serious_injury", warrior="Karl", die="tens"),
        _die(1, "serious_injury", warrior="Karl", die="units"),  # 11: dead
    ]  # fmt: skip
    found = first_injury_rolls([{"rolls": rolls}])
    assert found == [16, 44, 11]
    odds = {o.injury_id: o for o in injury_odds(ruleset, found)}
    assert sum(o.chances for o in odds.values()) == 36
    # 11-15 dead: 5 of 36; 16-21 multiple: 16 and 21, 2 of 36; 41-55 full recovery: 11 of 36.
    assert (odds["dead"].chances, odds["dead"].observed) == (5, 1)
    assert odds["dead"].expected == pytest.approx(3 * 5 / 36)
    assert (odds["multiple_injuries"].chances, odds["multiple_injuries"].observed) == (2, 1)
    assert (odds["full_recovery"].chances, odds["full_recovery"].observed) == (11, 1)
    assert odds["full_recovery"].expected == pytest.approx(3 * 11 / 36)
    assert odds["captured"].observed == 0 and odds["captured"].expected == pytest.approx(3 / 36)


def test_every_die_against_a_fair_die() -> None:
    battles = [
        {"rolls": [_die(3, "exploration"), _die(5, "exploration"), _die(3, "text")]},
        {"rolls": [{"sides": 3, "value": 2, "purpose": ""}, _die(9, "broken"), _die(6, "x")]},
    ]
    assert dice_counts(battles) == [
        DiceCount(3, (0, 1, 0)),
        DiceCount(6, (0, 0, 2, 0, 1, 1)),  # the 9 on a D6 cannot be: left out
    ]
    assert dice_counts(battles)[1].expected == pytest.approx(4 / 6)


def test_a_campaigns_statistics_from_the_store(store: Store, ruleset: Ruleset) -> None:
    campaign = uc.create_campaign(store, "Autumn", "2026-09-01").campaign_id
    ids = {}
    for player, name in (("Anna", "Wolves"), ("Boris", "Blades")):
        ids[name] = uc.create_warband(store, "reikland", name).warband_id
        uc.hire(store, ids[name], "mercenary_captain", "Hans")  # 60 gc of the 500
        uc.add_player(store, campaign, player)
        uc.enter_warband(store, campaign, player, ids[name], "2026-09-01")
    champion = uc.hire(store, ids["Blades"], "champion", "Otto").details.warrior_id  # 35 gc
    # Wolves win: a die for the captain and one for the win, 3 + 5 = 8: two shards; one
    # sold by a warband of one for 45 gc. Hans: survives 1, winning leader 1, underdog 1
    # (rating 25 against 100): 20 -> 23, the rating 5 + 20 -> 5 + 23.
    won = BattleReport("skirmish", "won", 100, shards_to_sell=1)
    post_battle(store, ids["Wolves"], won, TableDice([3, 5]))
    # Blades lose: Otto out of action rolls 4, 2 (42, full recovery); Hans alone explores: 6.
    lost = BattleReport("skirmish", "lost", 28, heroes_out_of_action=(champion,))
    post_battle(store, ids["Blades"], lost, TableDice([4, 2, 6]))
    uc.record_match(store, campaign, MatchReport((ids["Wolves"], ids["Blades"]), ids["Wolves"]))

    found = statistics_of(store, campaign)
    wolves, blades = found.warbands
    assert (wolves.name, blades.name) == ("Wolves", "Blades")  # the league table's order
    assert wolves.rating == ((0, 25), (1, 28))
    assert wolves.treasury == ((0, 440), (1, 485)) and wolves.income == ((1, 45),)
    assert wolves.shards == ((0, 0), (1, 1))
    assert blades.treasury == ((0, 405), (1, 405)) and blades.shards == ((0, 0), (1, 2))
    hans = next(c for c in found.experience if c.warband_id == ids["Wolves"])
    assert hans.points == ((0, 20), (1, 23))
    assert found.injury_rolls == 1
    assert {o.injury_id for o in found.injuries if o.observed} == {"full_recovery"}
    assert found.dice == (DiceCount(6, (0, 1, 1, 1, 1, 1)),)
    with pytest.raises(NotFoundError):
        statistics_of(store, campaign + 99)


def test_the_exchange_file_keeps_the_figures_before_a_battle(
    store: Store, ruleset: Ruleset
) -> None:
    wid = uc.create_warband(store, "reikland", "Wolves").warband_id
    uc.hire(store, wid, "mercenary_captain", "Hans")
    post_battle(store, wid, BattleReport("skirmish", "won", 100), TableDice([3, 5]))
    text = dumps(store.load(wid), store.battles(wid))
    battle = json.loads(text)["battles"][0]
    assert (battle["treasury_before"], battle["shards_before"], battle["income"]) == (440, 0, 0)
    _state, battles = loads(ruleset, text)
    assert battles == store.battles(wid)
    battle["income"] = -20  # upkeep above the gold found
    assert (
        loads(ruleset, json.dumps({**json.loads(text), "battles": [battle]}))[1][0]["income"] == -20
    )


def test_a_record_undone_and_another_in_its_place_is_read_anew(store: Store) -> None:
    """The parsed dice and changes are kept between refreshes: a battle undone and another
    written under the same id (SQLite gives the freed id again) must not show the old one's."""
    campaign = uc.create_campaign(store, "Autumn", "2026-09-01").campaign_id
    wid = uc.create_warband(store, "reikland", "Wolves").warband_id
    uc.hire(store, wid, "mercenary_captain", "Hans")
    uc.add_player(store, campaign, "Anna")
    uc.enter_warband(store, campaign, "Anna", wid, "2026-09-01")
    won = BattleReport("skirmish", "won", 100)
    change = post_battle(store, wid, won, TableDice([3, 5]))
    first_id = store.load(wid).battles[0]["id"]
    assert statistics_of(store, campaign).dice == (DiceCount(6, (0, 0, 1, 0, 1, 0)),)
    uc.undo(store, change)
    assert statistics_of(store, campaign).dice == ()
    post_battle(store, wid, won, TableDice([1, 2]))
    if store.database.path is not None:  # SQLite gives the freed id again; PostgreSQL not
        assert store.load(wid).battles[0]["id"] == first_id  # the same id, another battle
    assert statistics_of(store, campaign).dice == (DiceCount(6, (1, 1, 0, 0, 0, 0)),)


def test_a_damaged_record_is_left_out_not_a_crash(store: Store) -> None:
    """A record written by hand or damaged (not JSON, dice of the wrong shape, values that
    are not numbers) leaves out what cannot be read; the rest still counts."""
    from sqlalchemy import text

    bad_rolls = [
        7, "D6: 4", {"sides": "6", "value": 3}, {"sides": 6, "value": 9},
        {"sides": 6, "value": True}, {"sides": 6, "value": 2, "purpose": "text"},
    ]  # fmt: skip
    bad_changes = [3, {"code": "experience", "values": {"hero": 1, "total": "many"}}]
    assert dice_counts([{"rolls": bad_rolls}]) == [DiceCount(6, (0, 1, 0, 0, 0, 0))]
    assert experience_curves(1, [{"changes": bad_changes}]) == []
    campaign = uc.create_campaign(store, "Autumn", "2026-09-01").campaign_id
    wid = uc.create_warband(store, "reikland", "Wolves").warband_id
    uc.hire(store, wid, "mercenary_captain", "Hans")
    uc.add_player(store, campaign, "Anna")
    uc.enter_warband(store, campaign, "Anna", wid, "2026-09-01")
    post_battle(store, wid, BattleReport("skirmish", "won", 100), TableDice([3, 5]))
    post_battle(store, wid, BattleReport("skirmish", "won", 100), TableDice([2, 5]))
    with store.transaction() as tx:
        conn = tx.session.connection()
        first, second = conn.execute(text("SELECT id FROM battle ORDER BY id")).scalars()
        conn.execute(text("UPDATE battle SET rolls = '[{broken', changes = '{}' WHERE id = :i"),
                     {"i": first})  # fmt: skip
        conn.execute(text("UPDATE battle SET rolls = :r WHERE id = :i"),
                     {"r": json.dumps(bad_rolls), "i": second})  # fmt: skip
    found = statistics_of(store, campaign)
    assert found.dice == (DiceCount(6, (0, 1, 0, 0, 0, 0)),)
    assert found.warbands[0].rating[0] == (0, 25)  # the figures are columns: all there
