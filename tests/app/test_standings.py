"""Standings, head-to-head and the timeline of a small league worked out by hand: four
players, six matches (one of them for four warbands), an undo of a match; SQLite and
PostgreSQL."""

from __future__ import annotations

import pytest

import app.usecases as uc
from app.campaign.league import Casualty
from app.campaign.standings import HeadToHead, Standing, head_to_head, sort_standings
from app.campaign.timeline import CAPTURE, DEATH, JOINED, MATCH, RARE_FIND, RETIRED, notable
from app.store.repository import Store
from app.usecases.league import MatchReport
from app.usecases.post_battle import post_battle
from rules.dice import TableDice
from rules.post_battle import BattleReport

pytestmark = pytest.mark.backends("sqlite", "postgresql")

W, E, P, N = "Grey Wolves", "Clan Eshin", "Pyres", "Night Watch"


@pytest.fixture
def club(store: Store) -> dict[str, int]:
    c = uc.create_campaign(store, "Autumn", "2026-09-01").campaign_id
    ids = {"campaign": c}
    for player, kind, warband, gold, shards in (
        ("Anna", "reikland", W, 120, 2),
        ("Boris", "skaven", E, 75, 0),
        ("Clara", "witch_hunters", P, 10, 4),
        ("Dmitri", "undead", N, 300, 1),
    ):
        uc.add_player(store, c, player)
        ids[warband] = uc.create_warband(store, kind, warband).warband_id
        uc.set_treasury(store, ids[warband], gold)
        uc.set_shards(store, ids[warband], shards)
        uc.enter_warband(store, c, player, ids[warband], "2026-09-01")
    return ids


def _c(by: int, against: int, out: int, killed: int = 0) -> Casualty:
    return Casualty(by, against, out, killed)


def six_matches(ids: dict[str, int]) -> list[MatchReport]:
    w, e, p, n = ids[W], ids[E], ids[P], ids[N]
    return [
        MatchReport((w, e), e, "2026-09-08", "skirmish", (_c(w, e, 2), _c(e, w, 4, 1))),
        MatchReport((p, n), None, "2026-09-08", "", (_c(p, n, 1), _c(n, p, 1))),
        MatchReport((w, p), w, "2026-09-15", "", (_c(w, p, 3, 1),)),
        MatchReport((e, n), n, "2026-09-15", "", (_c(n, e, 2), _c(e, n, 1))),
        MatchReport((w, e, p, n), p, "2026-09-22", "", (_c(p, w, 2), _c(p, e, 1, 1), _c(w, n, 2))),
        MatchReport((w, n), w, "2026-09-29", "", (_c(w, n, 5, 2),)),
    ]


def _line(s: Standing) -> tuple[object, ...]:
    return (
        s.warband, s.player, s.played, s.won, s.drawn, s.lost, s.gold, s.shards,
        s.out_of_action, s.heroes_lost, s.retired,
    )  # fmt: skip


# Worked out by hand from the six matches (see six_matches): played, won, drawn, lost, gold,
# shards, enemies out of action, heroes lost. Ordered by wins, then draws, then fewest losses.
BY_HAND = [
    (W, "Anna", 4, 2, 0, 2, 120, 2, 2 + 3 + 2 + 5, 1, False),
    (P, "Clara", 3, 1, 1, 1, 10, 4, 1 + 2 + 1, 1, False),
    (N, "Dmitri", 4, 1, 1, 2, 300, 1, 1 + 2, 2, False),
    (E, "Boris", 3, 1, 0, 2, 75, 0, 4 + 1, 1, False),
]


def test_the_standings_of_six_matches_worked_out_by_hand(
    store: Store, club: dict[str, int]
) -> None:
    c = club["campaign"]
    for report in six_matches(club):
        uc.record_match(store, c, report)
    table = uc.standings_of(store, c)
    assert [_line(s) for s in table] == BY_HAND
    ratings = {s.id: s.rating for s in store.list_warbands()}
    assert [s.rating for s in table] == [ratings[club[name]] for name, *_ in BY_HAND]
    by_gold = sort_standings(table, "gold", descending=True)
    assert [s.warband for s in by_gold] == [N, W, E, P]
    by_player = sort_standings(table, "player", descending=False)
    assert [s.player for s in by_player] == ["Anna", "Boris", "Clara", "Dmitri"]


def test_head_to_head_counts_multiplayer_matches_both_played(
    store: Store, club: dict[str, int]
) -> None:
    c = club["campaign"]
    ids = [uc.record_match(store, c, r).details["match_id"] for r in six_matches(club)]
    league = uc.load_league(store, c)
    w, e, n = club[W], club[E], club[N]
    assert head_to_head(league, w, e) == HeadToHead(
        w, e, played=2, first_won=0, second_won=1, drawn=0, neither=1,
        first_took_out=2, second_took_out=4, matches=(ids[0], ids[4]),
    )  # fmt: skip
    assert head_to_head(league, n, w) == HeadToHead(
        n, w, played=2, first_won=0, second_won=1, drawn=0, neither=1,
        first_took_out=0, second_took_out=2 + 5, matches=(ids[4], ids[5]),
    )  # fmt: skip
    with pytest.raises(ValueError, match="two different warbands"):
        head_to_head(league, w, w)


def test_undo_of_a_match_takes_it_out_of_the_standings(
    store: Store, club: dict[str, int], dump
) -> None:
    c = club["campaign"]
    *five, last = six_matches(club)
    for report in five:
        uc.record_match(store, c, report)
    before_table, before_rows = uc.standings_of(store, c), dump()
    recorded = uc.record_match(store, c, last)
    assert [_line(s) for s in uc.standings_of(store, c)] == BY_HAND
    redo = uc.undo_league(store, recorded)
    assert uc.standings_of(store, c) == before_table
    assert dump() == before_rows
    wolves = next(s for s in before_table if s.warband == W)
    assert (wolves.played, wolves.won, wolves.out_of_action) == (3, 1, 7)
    uc.undo_league(store, redo)
    assert [_line(s) for s in uc.standings_of(store, c)] == BY_HAND


def test_a_retired_warband_keeps_its_line(store: Store, club: dict[str, int]) -> None:
    c = club["campaign"]
    for report in six_matches(club):
        uc.record_match(store, c, report)
    uc.retire_warband(store, c, club[E], "2026-10-01")
    second = uc.create_warband(store, "skaven", "Clan Eshin II").warband_id
    uc.enter_warband(store, c, "Boris", second, "2026-10-01")
    table = {s.warband: s for s in uc.standings_of(store, c)}
    assert table[E].retired and (table[E].played, table[E].won) == (3, 1)
    assert not table["Clan Eshin II"].retired and table["Clan Eshin II"].played == 0
    assert table["Clan Eshin II"].player == "Boris"


def test_the_timeline_tells_matches_and_the_battle_logs_notable_events(
    store: Store, club: dict[str, int]
) -> None:
    c, w, e = club["campaign"], club[W], club[E]
    hired = uc.hire(store, w, "mercenary_captain", "Dieter", equipment=["dagger"])
    captain = hired.details.warrior_id
    uc.hire(store, w, "champion", "Otto", equipment=["dagger"])
    dead = BattleReport("skirmish", "lost", 150, heroes_out_of_action=(captain,))
    post_battle(store, w, dead, TableDice([1, 1] + [3] * 30))  # D66 11: dead
    battle_id = store.load(w).battles[-1]["id"]
    report = MatchReport((w, e), e, "2026-09-08", battles={w: battle_id})
    match_id = uc.record_match(store, c, report).details["match_id"]
    uc.retire_warband(store, c, e, "2026-09-20")
    events = uc.timeline_of(store, c)
    assert [(ev.day, ev.kind, ev.warband_id) for ev in events] == [
        ("2026-09-01", JOINED, club[name]) for name in (W, E, P, N)
    ] + [
        ("2026-09-08", MATCH, None),
        ("2026-09-08", DEATH, w),
        ("2026-09-20", RETIRED, e),
    ]
    assert events[4].values == {"sides": (w, e), "winner": e, "scenario": ""}
    assert events[4].match_id == events[5].match_id == match_id
    assert events[5].values == {"warrior": "Dieter"}


@pytest.mark.parametrize(
    ("change", "found"),
    [
        ("Hans: 11: Dead", [(DEATH, {"warrior": "Hans"})]),
        ("Hans: 41: Captured", [(CAPTURE, {"warrior": "Hans"})]),
        ("Hans: 36: Madness (3: Stupidity)", []),
        (
            "Hans: 16: Multiple injuries -> 41: Captured; 12: Dead",
            [(CAPTURE, {"warrior": "Hans"}), (DEATH, {"warrior": "Hans"})],
        ),
        ("Exploration: 3 3 -> 2 shard(s), Corpse", [(RARE_FIND, {"find": "corpse"})]),
        ("Exploration: 3 3 -> 2 shard(s), Unknown", [(RARE_FIND, {"find": "Unknown"})]),
        ("Exploration: 1 4 -> 1 shard(s)", []),
        ("Hans: +2 experience", []),
        (
            {"code": "hero_injury", "values": {"warrior": "Hans", "injury": "dead"}},
            [(DEATH, {"warrior": "Hans"})],
        ),
        (
            {
                "code": "hero_injury_sub_roll",
                "values": {"warrior": "Hans", "injury": "robbed", "sub_injury": "captured"},
            },
            [(CAPTURE, {"warrior": "Hans"})],
        ),
        ({"code": "text", "values": {"text": "Hans: 11: Dead"}}, [(DEATH, {"warrior": "Hans"})]),
        ({"code": "exploration", "values": {"multiple": "well"}}, [(RARE_FIND, {"find": "well"})]),
        ({"code": "hero_injury"}, []),
        (42, []),
    ],
)
def test_notable_events_are_read_from_both_forms_of_the_battle_log(
    ruleset, change: object, found: list[object]
) -> None:
    assert notable(ruleset, change) == found


def test_a_warbands_opponents_are_those_playing_in_its_campaign_with_their_rating_now(
    store: Store, club: dict[str, int]
) -> None:
    c = club["campaign"]
    uc.retire_warband(store, c, club[N], "2026-09-30")
    uc.hire(store, club[E], "assassin_adept", "Snikch", equipment=["dagger"])
    opponents = uc.campaign_opponents(store, club[W])
    assert [(wid, f.name) for wid, f in opponents] == [(club[E], E), (club[P], P)]
    rating = {s.id: s.rating for s in store.list_warbands()}[club[E]]
    assert opponents[0][1].rating == rating == 25  # the assassin adept: 20 + 5 experience
    assert uc.campaign_opponents(store, club[N]) == []  # retired: it meets nobody
    loner = uc.create_warband(store, "skaven", "Loners").warband_id
    assert uc.campaign_opponents(store, loner) == []  # in no campaign
