"""A finished battle between two warbands of a campaign recorded as its match, for both sides:
the result, the scenario and the models each side took out of action; the battle is linked to
the match in the same transaction, so each side's post-battle sequence can start from either
(`app.usecases.match_sides.side_preset`, `app.battle.prefill.prefill_of`).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import select, update
from sqlalchemy.engine import Connection

from app.battle.prefill import BattlePrefill, prefill_from, side_of
from app.battle.store import BATTLE, Battle, battles_of, read_battle
from app.battle.usecases import resume_battle
from app.campaign.league import Casualty, League
from app.store import league as rows
from app.store.repository import Store, battle_records
from app.usecases.core import RefusedError
from app.usecases.league import LeagueChange, MatchReport, clean_date, run_league
from app.usecases.matches import _check_casualties, _check_sides, _insert_match
from rules.battle import BattleState, Status
from rules.messages import Message


def match_report(battle: Battle, played_on: str = "") -> MatchReport:
    """The match a finished battle of two warbands of this book makes."""
    state = battle.state
    if state.outcome is None:
        raise RefusedError(Message.of("battle_not_over"))
    if battle.opponent_id is None:
        raise RefusedError(Message.of("battle_opponent_not_in_book"))
    ids = (battle.warband_id, battle.opponent_id)
    winner = None if state.outcome.winner is None else ids[state.outcome.winner]
    casualties = tuple(
        Casualty(ids[by], ids[1 - by], _taken_out(state, by), 0)
        for by in (0, 1)
        if _taken_out(state, by)
    )
    return MatchReport(
        sides=ids,
        winner=winner,
        played_on=played_on,
        scenario_id=battle.setup.scenario,
        casualties=casualties,
    )


def record_battle_match(
    store: Store, battle_id: int, campaign_id: int | None = None, played_on: str = ""
) -> LeagueChange:
    """Record the finished battle as a match of its campaign (or `campaign_id`), linked."""
    battle = resume_battle(store, battle_id)
    campaign = campaign_id if campaign_id is not None else battle.campaign_id
    if campaign is None:
        raise RefusedError(Message.of("battle_not_in_campaign"))
    report = match_report(battle, played_on)
    if report.scenario_id and report.scenario_id not in store.ruleset.scenarios:
        report = MatchReport(report.sides, report.winner, played_on, "", report.casualties)
    day = clean_date(played_on, "date of the match")
    _check_casualties(report)

    def write(conn: Connection, league: League | None) -> dict[str, Any]:
        assert league is not None
        if any(match.id == battle.match_id for match in league.matches):
            raise RefusedError(Message.of("battle_match_recorded", match_id=battle.match_id or 0))
        _check_sides(league, report, day)
        match_id = _insert_match(conn, campaign, report, day)
        conn.execute(
            update(BATTLE)
            .where(BATTLE.c.id == battle_id)
            .values(match_id=match_id, campaign_id=campaign)
        )
        return {"match_id": match_id}

    return run_league(store, campaign, Message.of("did_record_match", day=day), write)


def _taken_out(state: BattleState, by: int) -> int:
    """The models of the other side that side `by` put out of action."""
    return sum(
        1
        for model in state.setup.sides[1 - by].models
        if state.models[model.id].status is Status.OUT_OF_ACTION
        and state.models[model.id].taken_out_by
        and state.side_of(state.models[model.id].taken_out_by) == by
    )


def shared_campaign(store: Store, warband_id: int, opponent_id: int | None) -> int | None:
    """The campaign both warbands play in now (the newest if they share several), where the
    battle between them is a match; None when they share none."""
    if opponent_id is None:
        return None

    def read(conn: Connection) -> int | None:
        shared = set(rows.campaigns_of_warband(conn, warband_id))
        shared &= set(rows.campaigns_of_warband(conn, opponent_id))
        for campaign in sorted(shared, reverse=True):
            league = rows.league_of(rows.read_rows(conn, campaign))
            entries = (league.entry_of(warband_id), league.entry_of(opponent_id))
            if all(entry is not None and entry.active for entry in entries):
                return campaign
        return None

    return store.read(read)


def match_prefill(store: Store, match_id: int, warband_id: int) -> BattlePrefill | None:
    """The side's post-battle values from the tracked battle its match was recorded from (his
    casualties, the enemies each of his warriors took out), or None if the match was not."""

    battle = store.read(lambda conn: match_battle(conn, match_id, warband_id))
    if battle is None:
        return None
    return prefill_from(battle, side_of(battle, warband_id), store.ruleset.scenarios)


def match_battle(conn: Connection, match_id: int, warband_id: int) -> Battle | None:
    """The finished tracked battle the match was recorded from, if the warband fought in it."""
    sides = select(rows.SIDE.c.warband_id).where(rows.SIDE.c.match_id == match_id)
    in_match = {int(w) for w in conn.execute(sides).scalars()}
    for battle_id in battles_of(conn, match_id=match_id, statuses=("over",)):
        battle = read_battle(conn, battle_id)
        # A match taken back leaves its id on the battle: the match of that id now is its own
        # only if its sides are the battle's.
        if warband_id in in_match and in_match == {battle.warband_id, battle.opponent_id}:
            return battle
    return None


def tracked_battles_of_log(store: Store, warband_id: int) -> list[Battle | None]:
    """For each record of the warband's battle log, in its order (`Store.battles`), the battle
    tracked on the board behind it, or None: a record linked to a match that was recorded
    from a battle on the board."""

    def read(conn: Connection) -> list[Battle | None]:
        side = rows.SIDE
        linked = select(side.c.battle_id, side.c.match_id).where(
            side.c.warband_id == warband_id, side.c.battle_id.is_not(None)
        )
        matches = {int(record): int(match) for record, match in conn.execute(linked).all()}
        found: list[Battle | None] = []
        for record in battle_records(conn, warband_id):
            match_id = matches.get(int(record["id"]))
            found.append(None if match_id is None else match_battle(conn, match_id, warband_id))
        return found

    return store.read(read)
