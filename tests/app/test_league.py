"""The campaign as a league: campaigns, players, their warbands, matches; each change one
transaction with an exact undo, on SQLite and PostgreSQL."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

import app.usecases as uc
from app.campaign.league import DRAW, LOST, WON, Casualty
from app.exports.exchange import dumps
from app.plumbing.context import open_store
from app.store.database import resolve_url
from app.store.repository import ConflictError, NotFoundError, Store
from app.usecases.league import LeagueChange, MatchReport
from app.usecases.post_battle import post_battle
from rules.dice import RandomDice
from rules.post_battle import BattleReport
from tests.app.test_store_writes import as_messages

pytestmark = pytest.mark.backends("sqlite", "postgresql")


def _player(store: Store, campaign: int, name: str) -> int:
    return int(uc.add_player(store, campaign, name).details["player_id"])


@pytest.fixture
def league(store: Store) -> dict[str, int]:
    """A campaign of three players with a warband each."""
    campaign = uc.create_campaign(store, "Autumn in Mordheim", "2026-09-01").campaign_id
    ids = {"campaign": campaign}
    for player, kind, warband in (
        ("Anna", "reikland", "Grey Wolves"),
        ("Boris", "skaven", "Clan Eshin"),
        ("Clara", "witch_hunters", "Pyres"),
    ):
        ids[player] = _player(store, campaign, player)
        ids[warband] = uc.create_warband(store, kind, warband).warband_id
        uc.enter_warband(store, campaign, player, ids[warband], "2026-09-01")
    return ids


def test_a_campaign_holds_players_warbands_and_matches(
    store: Store, league: dict[str, int]
) -> None:
    c, wolves, eshin = league["campaign"], league["Grey Wolves"], league["Clan Eshin"]
    report = MatchReport(
        (wolves, eshin), winner=eshin, played_on="2026-09-08", scenario_id="skirmish",
        casualties=(Casualty(wolves, eshin, 2, 0), Casualty(eshin, wolves, 4, 1)),
    )  # fmt: skip
    match_id = uc.record_match(store, c, report).details["match_id"]
    loaded = uc.load_league(store, c)
    assert loaded.campaign.name == "Autumn in Mordheim"
    assert loaded.campaign.started_on == "2026-09-01"
    assert "core" in loaded.campaign.packs
    assert [p.name for p in loaded.players] == ["Anna", "Boris", "Clara"]
    assert [e.warband_id for e in loaded.entries] == [wolves, eshin, league["Pyres"]]
    (match,) = loaded.matches
    assert (match.id, match.played_on, match.scenario_id) == (match_id, "2026-09-08", "skirmish")
    assert [(s.warband_id, s.result) for s in match.sides] == [(wolves, LOST), (eshin, WON)]
    rating = store.list_warbands()[0].rating
    assert {s.rating for s in match.sides} == {rating}  # empty warbands: the same rating
    assert match.casualties == report.casualties
    assert uc.find_campaign(store, "autumn  IN mordheim") == c
    assert uc.list_campaigns(store) == [(c, "Autumn in Mordheim", "2026-09-01")]


def test_a_multiplayer_match_and_a_draw(store: Store, league: dict[str, int]) -> None:
    c = league["campaign"]
    three = (league["Grey Wolves"], league["Clan Eshin"], league["Pyres"])
    uc.record_match(store, c, MatchReport(three, winner=league["Pyres"], played_on="2026-09-09"))
    uc.record_match(store, c, MatchReport(three[:2], winner=None, played_on="2026-09-02"))
    draw, multi = uc.load_league(store, c).matches  # in the order they were played
    assert [s.result for s in draw.sides] == [DRAW, DRAW]
    assert [s.result for s in multi.sides] == [LOST, LOST, WON]


def test_every_change_is_undone_exactly_and_redone_with_the_same_ids(
    store: Store, league: dict[str, int], dump
) -> None:
    c, wolves, eshin = league["campaign"], league["Grey Wolves"], league["Clan Eshin"]
    report = MatchReport(
        (wolves, eshin), winner=wolves, played_on="2026-09-08",
        casualties=(Casualty(wolves, eshin, 3, 1),),
    )  # fmt: skip
    changes: list[tuple[LeagueChange, list[object]]] = []
    for make in (
        lambda: uc.record_match(store, c, report),
        lambda: uc.retire_warband(store, c, eshin, "2026-09-10"),
        lambda: uc.add_player(store, c, "Dmitri"),
    ):
        before = dump()
        changes.append((make(), before))
    after_all = dump()
    undone = []
    for change, before in reversed(changes):
        undone.append(uc.undo_league(store, change))
        assert dump() == before
    for redo in reversed(undone):
        uc.undo_league(store, redo)
    assert dump() == after_all  # the same rows with the same ids


def test_undo_of_a_new_campaign_is_refused_once_it_changed(store: Store) -> None:
    created = uc.create_campaign(store, "Short", "2026-01-01")
    uc.add_player(store, created.campaign_id, "Anna")
    with pytest.raises(ConflictError, match="undo the later changes first"):
        uc.undo_league(store, created)
    campaign = uc.load_league(store, created.campaign_id)
    assert [p.name for p in campaign.players] == ["Anna"]


def test_undo_of_a_campaign_made_just_now(store: Store, dump) -> None:
    before = dump()
    created = uc.create_campaign(store, "Short", "2026-01-01")
    uc.undo_league(store, created)
    assert dump() == before
    with pytest.raises(NotFoundError):
        uc.load_league(store, created.campaign_id)


def test_a_retired_warband_stays_in_the_record_and_its_player_starts_another(
    store: Store, league: dict[str, int]
) -> None:
    c, eshin = league["campaign"], league["Clan Eshin"]
    new = uc.create_warband(store, "skaven", "Clan Eshin II").warband_id
    with pytest.raises(uc.RefusedError, match=r"Boris already plays a warband.*retire it first"):
        uc.enter_warband(store, c, "Boris", new, "2026-10-01")
    uc.retire_warband(store, c, eshin, "2026-10-01")
    uc.enter_warband(store, c, "boris", new, "2026-10-01")
    entries = {e.warband_id: e for e in uc.load_league(store, c).entries}
    assert (entries[eshin].retired_on, entries[new].retired_on) == ("2026-10-01", "")
    assert entries[eshin].player_id == entries[new].player_id == league["Boris"]
    later = MatchReport((eshin, league["Pyres"]), winner=None, played_on="2026-10-05")
    with pytest.raises(uc.RefusedError, match="until 2026-10-01, not on 2026-10-05"):
        uc.record_match(store, c, later)


@pytest.mark.parametrize(
    ("report", "words"),
    [
        (lambda w, e, p: MatchReport((w,), None), "two warbands or more"),
        (lambda w, e, p: MatchReport((w, w), None), "appears twice"),
        (lambda w, e, p: MatchReport((w, e), p), "winner must be one of"),
        (lambda w, e, p: MatchReport((w, 9999), None), "does not play in Autumn"),
        (lambda w, e, p: MatchReport((w, e), None, "2026-08-31"), "starts on 2026-09-01"),
        (lambda w, e, p: MatchReport((w, e), None, "31.09.2026"), "not a date: write it as"),
        (lambda w, e, p: MatchReport((w, e), None, scenario_id="chess"), "no scenario 'chess'"),
        (lambda w, e, p: MatchReport((w, e), w, casualties=(Casualty(w, w, 1, 0),)), "to another"),
        (lambda w, e, p: MatchReport((w, e), w, casualties=(Casualty(w, p, 1, 0),)), "to another"),
        (lambda w, e, p: MatchReport((w, e), w, casualties=(Casualty(w, e, 100, 0),)), "0 to 99"),
        (lambda w, e, p: MatchReport((w, e), w, casualties=(Casualty(w, e, -1, 0),)), "0 to 99"),
        (lambda w, e, p: MatchReport((w, e), w, casualties=(Casualty(w, e, 1, 2),)), "killed <="),
        (
            lambda w, e, p: MatchReport((w, e), w, casualties=(Casualty(w, e, 1, 0),) * 2),
            "given twice",
        ),
    ],
)
def test_a_wrong_match_is_refused_and_nothing_is_written(
    store: Store, league: dict[str, int], dump, report, words: str
) -> None:
    before = dump()
    made = report(league["Grey Wolves"], league["Clan Eshin"], league["Pyres"])
    with pytest.raises(uc.RefusedError, match=words):
        uc.record_match(store, league["campaign"], made)
    assert dump() == before


def test_wrong_campaigns_players_and_entries_are_refused(
    store: Store, league: dict[str, int], dump
) -> None:
    c = league["campaign"]
    before = dump()
    refusals = [
        (lambda: uc.create_campaign(store, " autumn in MORDHEIM ", "2026-01-01"), "already"),
        (lambda: uc.create_campaign(store, "X", "2026-02-30"), "not a date"),
        (lambda: uc.create_campaign(store, "X", packs=["no_such_pack"]), "unknown pack"),
        (lambda: uc.create_campaign(store, "", "2026-01-01"), "name"),
        (lambda: uc.add_player(store, c, "anna"), "Anna already plays"),
        (lambda: uc.enter_warband(store, c, "Nobody", league["Pyres"]), "nobody called"),
        (lambda: uc.enter_warband(store, c, "Anna", league["Pyres"]), "already plays in Autumn"),
        (lambda: uc.retire_warband(store, c, league["Pyres"], "2026-08-01"), "joined on"),
    ]
    for attempt, words in refusals:
        with pytest.raises((uc.RefusedError, NotFoundError), match=words):
            attempt()
    assert dump() == before


def test_a_campaign_allows_only_its_packs(store: Store) -> None:
    c = uc.create_campaign(store, "Core only", "2026-01-01", packs=["core"]).campaign_id
    uc.add_player(store, c, "Anna")
    orcs = uc.create_warband(store, "orc_mob", "Da Boyz").warband_id
    with pytest.raises(uc.RefusedError, match="from the pack orc_mob, which Core only does"):
        uc.enter_warband(store, c, "Anna", orcs, "2026-01-02")
    other = uc.create_campaign(store, "Everything", "2026-01-01").campaign_id
    uc.add_player(store, other, "Anna")
    uc.enter_warband(store, other, "Anna", orcs, "2026-01-02")
    with pytest.raises(uc.RefusedError, match="already plays in another campaign"):
        uc.enter_warband(store, c, "Anna", orcs, "2026-01-02")


def test_each_side_links_its_own_battle_log_record(store: Store, league: dict[str, int]) -> None:
    c, wolves, eshin = league["campaign"], league["Grey Wolves"], league["Clan Eshin"]
    post_battle(store, wolves, BattleReport("skirmish", "won", 150), RandomDice(1))
    ((battle_id, *_),) = [(b["id"],) for b in store.load(wolves).battles]
    wrong = MatchReport((wolves, eshin), wolves, "2026-09-08", battles={eshin: battle_id})
    with pytest.raises(uc.RefusedError, match="not in the battle log of warband"):
        uc.record_match(store, c, wrong)
    report = MatchReport((wolves, eshin), wolves, "2026-09-08", battles={wolves: battle_id})
    match_id = uc.record_match(store, c, report).details["match_id"]
    (match,) = uc.load_league(store, c).matches
    assert [s.battle_id for s in match.sides] == [battle_id, None]
    # Boris runs his sequence later, and links it then.
    post_battle(store, eshin, BattleReport("skirmish", "lost", 150), RandomDice(2))
    eshin_battle = store.load(eshin).battles[-1]["id"]
    uc.link_battle(store, c, match_id, eshin, eshin_battle)
    (match,) = uc.load_league(store, c).matches
    assert [s.battle_id for s in match.sides] == [battle_id, eshin_battle]


def test_removing_a_match_takes_its_sides_and_casualties_and_undo_puts_them_back(
    store: Store, league: dict[str, int], dump
) -> None:
    c, wolves, eshin = league["campaign"], league["Grey Wolves"], league["Clan Eshin"]
    report = MatchReport(
        (wolves, eshin), eshin, "2026-09-08", casualties=(Casualty(eshin, wolves, 2, 1),)
    )
    match_id = uc.record_match(store, c, report).details["match_id"]
    before = dump()
    removed = uc.remove_match(store, c, match_id)
    assert uc.load_league(store, c).matches == ()
    uc.undo_league(store, removed)
    assert dump() == before


def test_the_migrations_make_the_tables_the_program_declares(database_url: str) -> None:
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext
    from sqlalchemy import create_engine
    from sqlmodel import SQLModel

    import app.store.schema  # noqa: F401 - the tables the program uses

    engine = create_engine(resolve_url(database_url))
    try:
        with engine.connect() as connection:
            context = MigrationContext.configure(connection)
            assert compare_metadata(context, SQLModel.metadata) == []
    finally:
        engine.dispose()


DATA = Path(__file__).parent / "data"


def test_a_release_0_1_0_database_keeps_every_warband_and_battle_and_plays_a_league(
    tmp_path: Path,
) -> None:
    path = tmp_path / "campaign.sqlite3"
    shutil.copyfile(DATA / "release-0.1.0.sqlite3", path)
    expected = json.loads((DATA / "release-0.1.0.json").read_text(encoding="utf-8"))
    store = open_store(path)
    try:
        assert store.database.backup is not None and store.database.backup.exists()
        for wid, exported in expected["warbands"].items():
            state = store.load(int(wid), include_deleted=True)
            # The log's English lines are kept, each as a `text` message (schema 0006).
            assert json.loads(dumps(state, store.battles(int(wid)))) == as_messages(exported)
        assert uc.list_campaigns(store) == []
        first, second = (s.id for s in store.list_warbands()[:2])
        c = uc.create_campaign(store, "Old friends", "2020-01-01").campaign_id
        for player, warband in (("Anna", first), ("Boris", second)):
            uc.add_player(store, c, player)
            uc.enter_warband(store, c, player, warband, "2020-01-01")
        battle_id = store.load(first).battles[0]["id"]
        report = MatchReport((first, second), first, "2020-01-02", battles={first: battle_id})
        uc.record_match(store, c, report)
        assert uc.load_league(store, c).matches[0].sides[0].battle_id == battle_id
    finally:
        store.database.close()


def test_the_battles_of_the_day_are_each_sides_latest_record_of_that_date(
    store: Store, league: dict[str, int]
) -> None:
    from app.usecases.matches import battles_of_the_day

    wolves, eshin = league["Grey Wolves"], league["Clan Eshin"]
    for day, seed in (("2026-09-08", 1), ("2026-09-08", 2), ("2026-09-09", 3)):
        post_battle(store, wolves, BattleReport("skirmish", "won", 150, date=day), RandomDice(seed))
    ids = [b["id"] for b in store.load(wolves).battles]
    assert battles_of_the_day(store, [wolves, eshin], "2026-09-08") == {wolves: ids[1]}
    assert battles_of_the_day(store, [wolves], "2026-09-10") == {}


def test_the_warbands_free_to_enter_play_in_no_campaign_and_are_not_in_the_bin(
    store: Store, league: dict[str, int]
) -> None:
    free = uc.create_warband(store, "skaven", "Free Rats").warband_id
    binned = uc.create_warband(store, "skaven", "Binned Rats").warband_id
    uc.delete_warband(store, binned)
    assert uc.warbands_free_to_enter(store) == [(free, "Free Rats")]
