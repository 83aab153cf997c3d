"""Use cases of a campaign's matches: record one, link a side's battle log record, remove one.

A match is between two or more warbands playing in the campaign on its date (multiplayer
scenarios too); one side wins and the others lose, or every side draws. Each side keeps the
warband's rating when the match was recorded (the underdog's bonus is worked out from it).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import delete, func, insert, select, update
from sqlalchemy.engine import Connection

from app.campaign.league import DRAW, LOST, WON, League, Match
from app.store import league as rows
from app.store.repository import Store
from app.store.schema import BattleRow, WarbandRow
from app.usecases.campaign_scenarios import campaign_ruleset
from app.usecases.core import RefusedError
from app.usecases.league import (
    MAX_CASUALTIES,
    LeagueChange,
    MatchReport,
    clean_date,
    load_league,
    run_league,
)
from app.usecases.warbands import clean_notes
from rules.messages import Message
from rules.text import brief_list


def _check_sides(league: League, report: MatchReport, day: str) -> None:
    sides = list(report.sides)
    if len(sides) < 2:
        raise RefusedError(Message.of("match_needs_two"))
    if len(set(sides)) != len(sides):
        raise RefusedError(Message.of("warband_twice_in_match"))
    for warband_id in sides:
        entry = league.entry_of(warband_id)
        if entry is None:
            raise RefusedError(
                Message.of(
                    "warband_not_in_campaign", warband_id=warband_id, campaign=league.campaign.name
                )
            )
        if day < entry.joined_on or (entry.retired_on and day > entry.retired_on):
            until = f" until {entry.retired_on}" if entry.retired_on else ""
            raise RefusedError(
                Message.of(
                    "warband_not_in_campaign_then",
                    warband_id=warband_id,
                    joined_on=entry.joined_on,
                    until=until,
                    day=day,
                )
            )
    if report.winner is not None and report.winner not in sides:
        raise RefusedError(Message.of("winner_not_in_match"))


def _check_casualties(report: MatchReport) -> None:
    sides = set(report.sides)
    pairs = [(c.by, c.against) for c in report.casualties]
    if len(set(pairs)) != len(pairs):
        raise RefusedError(Message.of("casualties_twice"))
    for c in report.casualties:
        if c.by not in sides or c.against not in sides or c.by == c.against:
            raise RefusedError(Message.of("casualties_between_sides"))
        for number, what in ((c.out_of_action, "out of action"), (c.heroes_killed, "killed")):
            if not 0 <= number <= MAX_CASUALTIES:
                raise RefusedError(
                    Message.of("casualties_range", number=number, what=what, limit=MAX_CASUALTIES)
                )
        if c.heroes_killed > c.out_of_action:
            raise RefusedError(Message.of("killed_not_out_of_action"))


def _check_battles(conn: Connection, report: MatchReport) -> None:
    for warband_id, battle_id in report.battles.items():
        if warband_id not in report.sides:
            raise RefusedError(Message.of("battle_of_outsider"))
        if rows.battle_owner(conn, battle_id) != warband_id:
            raise RefusedError(
                Message.of("battle_not_in_log", battle_id=battle_id, warband_id=warband_id)
            )


def _ratings(conn: Connection, warband_ids: list[int]) -> dict[int, int]:
    warband = WarbandRow.__table__  # type: ignore[attr-defined]
    query = select(warband.c.id, warband.c.rating).where(warband.c.id.in_(warband_ids))
    return {int(i): int(r) for i, r in conn.execute(query)}


def _result(report: MatchReport, warband_id: int) -> str:
    if report.winner is None:
        return DRAW
    return WON if warband_id == report.winner else LOST


def _insert_match(conn: Connection, campaign_id: int, report: MatchReport, day: str) -> int:
    values = {
        "campaign_id": campaign_id,
        "played_on": day,
        "scenario_id": report.scenario_id,
        "notes": clean_notes(report.notes),
    }
    match_id = rows.inserted_id(conn.execute(insert(rows.MATCH).values(**values)))
    _insert_sides(conn, match_id, report)
    if report.casualties:
        conn.execute(insert(rows.CASUALTY), _casualty_rows(match_id, report))
    return match_id


def _insert_sides(conn: Connection, match_id: int, report: MatchReport) -> None:
    """One row for each warband of the match: its result and the rating it came with."""
    ratings = _ratings(conn, list(report.sides))
    sides = [
        {
            "match_id": match_id,
            "warband_id": w,
            "position": n,
            "result": _result(report, w),
            "rating": ratings.get(w, 0),
            "battle_id": report.battles.get(w),
        }
        for n, w in enumerate(report.sides)
    ]
    conn.execute(insert(rows.SIDE), sides)


def _casualty_rows(match_id: int, report: MatchReport) -> list[dict[str, object]]:
    return [
        {
            "match_id": match_id,
            "by_warband_id": c.by,
            "against_warband_id": c.against,
            "out_of_action": c.out_of_action,
            "heroes_killed": c.heroes_killed,
        }
        for c in report.casualties
    ]


def _check_scenario(store: Store, campaign_id: int, scenario_id: str) -> None:
    """A published scenario or one of the campaign's own ("" is not recorded)."""
    if not scenario_id or scenario_id in store.ruleset.scenarios:
        return
    known = campaign_ruleset(store.ruleset, load_league(store, campaign_id).campaign).scenarios
    if scenario_id not in known:
        listed = brief_list(sorted(known), shown=20)
        raise RefusedError(Message.of("no_such_scenario", scenario_id=scenario_id, known=listed))


def record_match(store: Store, campaign_id: int, report: MatchReport) -> LeagueChange:
    """Record a match of the campaign, with its sides, result and casualties."""
    day = clean_date(report.played_on, "date of the match")
    _check_scenario(store, campaign_id, report.scenario_id)
    _check_casualties(report)

    def write(conn: Connection, league: League | None) -> dict[str, Any]:
        assert league is not None
        if day < league.campaign.started_on:
            raise RefusedError(
                Message.of(
                    "campaign_not_started",
                    campaign=league.campaign.name,
                    started_on=league.campaign.started_on,
                )
            )
        _check_sides(league, report, day)
        _check_battles(conn, report)
        return {"match_id": _insert_match(conn, campaign_id, report, day)}

    return run_league(store, campaign_id, Message.of("did_record_match", day=day), write)


def battles_of_the_day(store: Store, warband_ids: Sequence[int], day: str) -> dict[int, int]:
    """Each warband's latest battle log record of that date (the post-battle sequence it ran
    for the match), to link to the match; warbands with none are left out."""
    battle = BattleRow.__table__  # type: ignore[attr-defined]
    query = (
        select(battle.c.warband_id, func.max(battle.c.id))
        .where(battle.c.warband_id.in_(list(warband_ids)), battle.c.played_on == day)
        .group_by(battle.c.warband_id)
    )
    return store.read(lambda conn: {int(w): int(b) for w, b in conn.execute(query)})


def _match(league: League, match_id: int) -> Match:
    found = next((m for m in league.matches if m.id == match_id), None)
    if found is None:
        raise RefusedError(
            Message.of("no_such_match", match_id=match_id, campaign=league.campaign.name)
        )
    return found


def link_battle(
    store: Store, campaign_id: int, match_id: int, warband_id: int, battle_id: int | None
) -> LeagueChange:
    """Link a side of a match to its record in the warband's battle log (None: unlink), for
    a side whose post-battle sequence was run after the match was recorded."""

    def write(conn: Connection, league: League | None) -> None:
        assert league is not None
        if _match(league, match_id).side(warband_id) is None:
            raise RefusedError(
                Message.of("warband_not_in_match", warband_id=warband_id, match_id=match_id)
            )
        if battle_id is not None and rows.battle_owner(conn, battle_id) != warband_id:
            raise RefusedError(
                Message.of("battle_not_in_log", battle_id=battle_id, warband_id=warband_id)
            )
        side = rows.SIDE
        query = update(side).where(side.c.match_id == match_id, side.c.warband_id == warband_id)
        conn.execute(query.values(battle_id=battle_id))

    return run_league(store, campaign_id, Message.of("did_link_battle"), write)


def remove_match(store: Store, campaign_id: int, match_id: int) -> LeagueChange:
    def write(conn: Connection, league: League | None) -> None:
        assert league is not None
        _match(league, match_id)
        conn.execute(delete(rows.MATCH).where(rows.MATCH.c.id == match_id))

    return run_league(store, campaign_id, Message.of("did_remove_match", match=match_id), write)
