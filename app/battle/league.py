"""A finished battle between two warbands of a campaign recorded as its match, for both sides:
the result, the scenario and the models each side took out of action; the battle is linked to
the match in the same transaction, so each side's post-battle sequence can start from either
(`app.usecases.match_sides.side_preset`, `app.battle.prefill.prefill_of`).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import update
from sqlalchemy.engine import Connection

from app.battle.store import BATTLE, Battle
from app.battle.usecases import resume_battle
from app.campaign.league import Casualty, League
from app.store.repository import Store
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
