"""A whole small league driven as its players would: four players, six matches (one of them
multiplayer, one a draw), each side's post-battle sequence started from its match (now or
later) and linked to it, two copies of the book merged with a conflict resolved, a wrong match
undone; the standings and a head-to-head record checked against a table worked out by hand.
On SQLite and PostgreSQL (the second player's copy is a SQLite file of his own)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

import app.usecases as uc
from app.campaign.league import Casualty
from app.campaign.standings import head_to_head
from app.store.database import open_database
from app.store.repository import Store
from app.usecases.league import MatchReport
from app.usecases.match_sides import pending_sides, side_preset
from app.usecases.merge import export_copy, merge_copy, preview_merge
from app.usecases.post_battle import post_battle
from rules import Ruleset
from rules.dice import RandomDice
from rules.post_battle import BattleReport

pytestmark = pytest.mark.backends("sqlite", "postgresql")

CLUB = (
    ("Anna", "reikland", "Grey Wolves", ("mercenary_captain", "Dieter"), ("warriors", "Blades")),
    ("Boris", "skaven", "Clan Eshin", ("assassin_adept", "Skritch"), ("verminkin", "Claws")),
    ("Clara", "witch_hunters", "Pyres", ("witch_hunter_captain", "Gottfried"), ("zealots", "Mob")),
    ("Dmitri", "undead", "Hungry Dead", ("necromancer", "Vlad"), ("zombies", "Shamblers")),
)


@pytest.fixture
def boris_copy(empty_database: Path, tmp_path: Path, ruleset: Ruleset) -> Iterator[Store]:
    path = tmp_path / "boris.sqlite3"
    shutil.copyfile(empty_database, path)
    opened = Store(open_database(path), ruleset)
    yield opened
    opened.database.close()


def _club(store: Store) -> tuple[int, dict[str, int]]:
    campaign = uc.create_campaign(store, "Autumn in Mordheim", "2026-09-01").campaign_id
    ids = {}
    for player, kind, name, leader, group in CLUB:
        wid = uc.create_warband(store, kind, name).warband_id
        uc.hire(store, wid, *leader)
        uc.hire(store, wid, *group, count=2)
        uc.add_player(store, campaign, player)
        uc.enter_warband(store, campaign, player, wid, "2026-09-01")
        ids[name] = wid
    return campaign, ids


def _match(store: Store, campaign: int, sides, winner, day, scenario, hurt) -> int:
    report = MatchReport(tuple(sides), winner, day, scenario, tuple(Casualty(*h) for h in hurt))
    return int(uc.record_match(store, campaign, report).details["match_id"])


def _run_side(store: Store, campaign: int, match_id: int, warband: int, seed: int) -> int:
    """The side's post-battle sequence started from the match, then linked to it."""
    preset = side_preset(store, campaign, match_id, warband)
    report = BattleReport(
        preset.scenario_id or "skirmish", preset.result, preset.opponent_rating,  # type: ignore[arg-type]
        opponent=preset.opponent, opponent_type=preset.opponent_type, date=preset.played_on,
    )  # fmt: skip
    change = post_battle(store, warband, report, RandomDice(seed))
    battle = int(change.after.battles[-1]["id"])
    uc.link_battle(store, campaign, match_id, warband, battle)
    return battle


def test_a_season_of_four_players_six_matches_two_copies_and_an_undo(
    store: Store, boris_copy: Store
) -> None:
    c, w = _club(store)
    wolves, eshin, pyres, dead = (
        w[n] for n in ("Grey Wolves", "Clan Eshin", "Pyres", "Hungry Dead")
    )
    m1 = _match(store, c, (wolves, eshin), wolves, "2026-09-08", "skirmish",
                [(wolves, eshin, 3, 1), (eshin, wolves, 1, 0)])  # fmt: skip
    _run_side(store, c, m1, wolves, 1)  # Anna runs hers at once; Boris is not here
    m2 = _match(store, c, (pyres, dead), None, "2026-09-09", "occupy",
                [(pyres, dead, 2, 0), (dead, pyres, 2, 0)])  # fmt: skip
    assert pending_sides(uc.load_league(store, c)) == [(m1, eshin), (m2, pyres), (m2, dead)]
    preset = side_preset(store, c, m1, eshin)  # Boris, a week later: his opponent as it was
    assert (preset.result, preset.opponent, preset.enemies_out_of_action) == (
        "lost",
        "Grey Wolves",
        1,
    )
    assert preset.opponent_rating == uc.load_league(store, c).matches[0].side(wolves).rating
    for match_id, warband, seed in ((m1, eshin, 2), (m2, pyres, 3), (m2, dead, 4)):
        _run_side(store, c, match_id, warband, seed)
    m3 = _match(store, c, (wolves, pyres), pyres, "2026-09-15", "skirmish",
                [(wolves, pyres, 1, 0), (pyres, wolves, 4, 1)])  # fmt: skip
    _run_side(store, c, m3, wolves, 5)
    _run_side(store, c, m3, pyres, 6)

    # Boris takes a copy home; he records his match with Dmitri and runs his sequence there,
    # while Anna corrects the Eshin's gold in the club's book: the same warband, both copies.
    merge_copy(boris_copy, export_copy(store, campaign_id=c))
    bc = uc.list_campaigns(boris_copy)[0][0]
    b_eshin, b_dead = boris_copy.find("Clan Eshin"), boris_copy.find("Hungry Dead")
    m4_home = _match(boris_copy, bc, (b_eshin, b_dead), b_eshin, "2026-09-16", "skirmish",
                     [(b_eshin, b_dead, 3, 0)])  # fmt: skip
    _run_side(boris_copy, bc, m4_home, b_eshin, 7)
    uc.set_treasury(store, eshin, store.load(eshin).treasury + 5)
    copy = export_copy(boris_copy)
    preview = preview_merge(store, copy)
    (conflict,) = preview.conflicts
    assert (conflict.kind, conflict.label) == ("warband", "Clan Eshin")
    assert {(i.kind, i.action) for i in preview.items} == {
        ("match", "add"),
        ("warband", "conflict"),
    }
    merge_copy(store, copy, {conflict.uid: "theirs"})  # his sequence is what happened
    assert store.battles(eshin) == boris_copy.battles(b_eshin)
    m4 = uc.load_league(store, c).matches[3].id
    assert pending_sides(uc.load_league(store, c)) == [(m4, dead)]
    linked = uc.load_league(store, c).matches[3].side(eshin)
    assert linked is not None and linked.battle_id == store.load(eshin).battles[-1]["id"]
    _run_side(store, c, m4, dead, 8)

    m5 = _match(store, c, (wolves, eshin, pyres, dead), dead, "2026-09-22", "",
                [(dead, wolves, 2, 0), (dead, eshin, 1, 0), (wolves, pyres, 1, 0),
                 (eshin, pyres, 2, 1)])  # fmt: skip
    strongest = max(uc.load_league(store, c).matches[4].sides[1:], key=lambda s: s.rating)
    assert side_preset(store, c, m5, wolves).opponent_rating == strongest.rating
    for n, warband in enumerate((wolves, eshin, pyres, dead)):
        _run_side(store, c, m5, warband, 10 + n)
    wrong = uc.record_match(store, c, MatchReport((wolves, pyres), pyres, "2026-09-28"))
    uc.undo_league(store, wrong)  # recorded by mistake: taken back
    m6 = _match(store, c, (wolves, eshin), eshin, "2026-09-29", "skirmish",
                [(eshin, wolves, 2, 0), (wolves, eshin, 2, 0)])  # fmt: skip
    _run_side(store, c, m6, wolves, 20)
    _run_side(store, c, m6, eshin, 21)
    league = uc.load_league(store, c)
    assert len(league.matches) == 6 and pending_sides(league) == []

    # The table by hand (played, won, drawn, lost, enemies out of action, heroes lost):
    # Eshin 4 2 0 2 (1+3+2+2=8) 1 (M1); Pyres 3 1 1 1 (2+4=6) 1 (M5); Hungry Dead 3 1 1 1
    # (2+2+1=5) 0; Grey Wolves 4 1 0 3 (3+1+1+2=7) 1 (M3). Most wins, then draws, fewest
    # losses, most out of action: Eshin, Pyres (6 > 5), Hungry Dead, Grey Wolves.
    table = uc.standings_of(store, c)
    assert [(s.warband, s.player, s.played, s.won, s.drawn, s.lost, s.out_of_action,
             s.heroes_lost) for s in table] == [
        ("Clan Eshin", "Boris", 4, 2, 0, 2, 8, 1),
        ("Pyres", "Clara", 3, 1, 1, 1, 6, 1),
        ("Hungry Dead", "Dmitri", 3, 1, 1, 1, 5, 0),
        ("Grey Wolves", "Anna", 4, 1, 0, 3, 7, 1),
    ]  # fmt: skip
    own = {s.name: s for s in store.list_warbands()}
    assert all(s.rating == own[s.warband].rating for s in table)
    # Grey Wolves and Clan Eshin met in M1 (Wolves won), M5 (the Hungry Dead won) and M6
    # (Eshin won); out of action: Wolves took 3 + 2 of theirs, Eshin 1 + 2 of the Wolves.
    record = head_to_head(league, wolves, eshin)
    assert (record.played, record.first_won, record.second_won, record.drawn, record.neither,
            record.first_took_out, record.second_took_out) == (3, 1, 1, 0, 1, 5, 3)  # fmt: skip
    # Every side's record is in its warband's log, linked to its one match.
    logs = {s.id: [b["id"] for b in store.load(s.id).battles] for s in store.list_warbands()}
    for match in league.matches:
        for side in match.sides:
            assert side.battle_id in logs[side.warband_id]
    assert {wid: len(ids) for wid, ids in logs.items()} == {wolves: 4, eshin: 4, pyres: 3, dead: 3}
    # And Boris's copy takes the club's book back with nothing to ask.
    back = preview_merge(boris_copy, export_copy(store))
    assert back.conflicts == ()
    merge_copy(boris_copy, export_copy(store))
    assert [s.warband for s in uc.standings_of(boris_copy, bc)] == [s.warband for s in table]


def test_a_side_preset_is_refused_for_a_match_or_side_that_is_not_there(store: Store) -> None:
    c, w = _club(store)
    m1 = _match(store, c, (w["Grey Wolves"], w["Pyres"]), None, "2026-09-08", "occupy", [])
    with pytest.raises(uc.RefusedError, match="no match 99"):
        side_preset(store, c, 99, w["Grey Wolves"])
    with pytest.raises(uc.RefusedError, match="did not play"):
        side_preset(store, c, m1, w["Clan Eshin"])
    preset = side_preset(store, c, m1, w["Pyres"])
    assert (preset.result, preset.opponent, preset.opponent_type) == (
        "draw",
        "Grey Wolves",
        "reikland",
    )
