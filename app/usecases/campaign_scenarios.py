"""A campaign's scenarios: those its scenario roll picks among, and the players' own.

A supplement's scenarios come with its scenarios pack: a campaign offers them while it plays
with that pack (outside a campaign, while the pack is switched on). A campaign plays the
rulebook's scenarios until it says otherwise (`set_allowed_scenarios`);
the players may type scenarios of their own for a house campaign (`add_custom_scenario`: a name,
two players or more, and the experience awards). Each is a `LeagueChange`, undone like every
change of the league. The post-battle sequence, the match dialog and the scenario roll read the
rulebook with the campaign's own scenarios added (`campaign_ruleset`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from sqlalchemy import update
from sqlalchemy.engine import Connection

from app.campaign.league import Campaign, CustomAward, CustomScenario, League
from app.store import league as rows
from app.store.repository import Store, name_key
from app.usecases.core import RefusedError
from app.usecases.league import LeagueChange, load_league, run_league
from app.usecases.packs import enabled_packs
from app.usecases.warbands import clean_name
from rules.dice import DiceSource
from rules.lang import Said
from rules.messages import Message
from rules.models import ExperienceAward, Ruleset, Scenario, ScenarioRoll, ScenarioSource, Text
from rules.text import brief_list

CUSTOM_SOURCE = ScenarioSource("custom", Said.of("scenario_source.custom"), 99)
CUSTOM_PER = ("battle", "event")  # once for each warrior who earns it, or as often as reported
MAX_AWARD_XP = 10
MAX_AWARDS = 8
# The awards every battle gives, worked out by the rules: a custom scenario has them as the
# rulebook's scenarios do (their names are the rulebook's).
EVERY_BATTLE = ("survives", "winning_leader", "enemy_out_of_action")


def campaign_ruleset(ruleset: Ruleset, campaign: Campaign) -> Ruleset:
    """The rulebook with the scenarios of the packs the campaign plays with, and the
    campaign's own scenarios added (after every published one)."""
    ruleset = ruleset.with_scenarios_of(campaign.packs)
    if not campaign.custom_scenarios:
        return ruleset
    first = ruleset.ordered_scenarios("rulebook")[0]
    every = tuple(a for a in first.experience if a.id in EVERY_BATTLE)
    own = {s.id: as_scenario(s, n, every) for n, s in enumerate(campaign.custom_scenarios, 1)}
    return dataclasses.replace(
        ruleset,
        scenarios={**ruleset.scenarios, **own},
        scenario_sources={**ruleset.scenario_sources, CUSTOM_SOURCE.id: CUSTOM_SOURCE},
    )


def as_scenario(
    custom: CustomScenario, number: int, every_battle: tuple[ExperienceAward, ...]
) -> Scenario:
    """A custom scenario as the rules read one: its name in both languages as typed, no
    sentences of ours, the awards every battle gives and its own."""
    name = Text(custom.name, custom.name)
    awards = tuple(
        ExperienceAward(f"award_{n}", Text(a.name, a.name), a.xp, a.per, "heroes_and_henchmen")
        for n, a in enumerate(custom.awards, 1)
    )
    nothing = Text("", "")
    return Scenario(
        id=custom.id,
        number=number,
        name=name,
        setup=nothing,
        deployment=nothing,
        ending=nothing,
        attacker_defender=False,
        draw_possible=True,
        experience=every_battle + awards,
        source=CUSTOM_SOURCE.id,
        players="multiplayer" if custom.players == "multiplayer" else "two",
    )


def ruleset_for_warband(store: Store, warband_id: int) -> Ruleset:
    """The rulebook with the scenarios the warband's campaign offers (`offered_ruleset`)."""
    return offered_ruleset(store, campaign_of_warband(store, warband_id))


def offered_ruleset(store: Store, campaign: Campaign | None) -> Ruleset:
    """The rulebook with the scenarios a battle may be: the campaign's (`campaign_ruleset`),
    or outside a campaign those of the packs switched on."""
    if campaign is None:
        return store.ruleset.with_scenarios_of(enabled_packs(store))
    return campaign_ruleset(store.ruleset, campaign)


def campaign_of_warband(store: Store, warband_id: int) -> Campaign | None:
    """The campaign the warband plays in now, or None."""

    def read(conn: Connection) -> Campaign | None:
        for campaign_id in rows.campaigns_of_warband(conn, warband_id):
            league = rows.league_of(rows.read_rows(conn, campaign_id))
            entry = league.entry_of(warband_id)
            if entry is not None and entry.active:
                return league.campaign
        return None

    return store.read(read)


# --- the scenario roll ---------------------------------------------------------------------------


def scenario_pool(ruleset: Ruleset, campaign: Campaign | None) -> tuple[str, ...]:
    """The scenarios the roll picks among: () when the rulebook's 2D6 table decides (the
    campaign allows only the rulebook's scenarios, or there is no campaign)."""
    if campaign is None or not campaign.allowed_scenarios:
        return ()
    book = {s.id for s in ruleset.ordered_scenarios("rulebook")}
    if set(campaign.allowed_scenarios) <= book:
        return ()
    known = campaign_ruleset(ruleset, campaign).scenarios
    return tuple(s for s in campaign.allowed_scenarios if s in known)


def roll_scenario(
    ruleset: Ruleset, campaign: Campaign | None, dice: DiceSource
) -> tuple[int, ScenarioRoll]:
    """The scenario roll: the rulebook's 2D6 table, or one die with a side for each scenario
    the campaign allows (a D12 for twelve), in the order the campaign lists them."""
    pool = scenario_pool(ruleset, campaign)
    if not pool:
        total = sum(dice.roll(6, Message.of("scenario")) for _ in range(2))
        return total, next(r for r in ruleset.scenario_table if r.from_ <= total <= r.to)
    value = dice.roll(len(pool), Message.of("scenario"))
    return value, ScenarioRoll(value, value, pool[value - 1], False)


# --- the changes ---------------------------------------------------------------------------------


def set_allowed_scenarios(
    store: Store, campaign_id: int, scenario_ids: Sequence[str]
) -> LeagueChange:
    """The scenarios the campaign's scenario roll picks among; none: the rulebook's table."""
    chosen = list(dict.fromkeys(s.strip() for s in scenario_ids if s.strip()))

    def write(conn: Connection, league: League | None) -> None:
        assert league is not None
        known = campaign_ruleset(store.ruleset, league.campaign).scenarios
        unknown = [s for s in chosen if s not in known]
        if unknown:
            raise RefusedError(
                Message.of(
                    "unknown_scenarios",
                    unknown=brief_list(unknown, quote=True),
                    known=brief_list(list(known), shown=30),
                )
            )
        _save(conn, league.campaign, allowed=chosen)

    described = Message.of("did_set_campaign_scenarios", count=len(chosen))
    return run_league(store, campaign_id, described, write)


def add_custom_scenario(
    store: Store,
    campaign_id: int,
    name: str,
    players: str = "two",
    awards: Sequence[tuple[str, int, str]] = (),
) -> LeagueChange:
    """A scenario of the players' own: a name, "two" or "multiplayer", and its awards (name,
    experience, per "battle" or "event"). The roll picks it once the campaign allows it."""
    clean = clean_name(name, "scenario")
    if players not in ("two", "multiplayer"):
        raise RefusedError(Message.of("bad_scenario_players", players=players))
    own = _awards(awards)

    def write(conn: Connection, league: League | None) -> dict[str, Any]:
        assert league is not None
        campaign = league.campaign
        taken = [s.name for s in campaign.custom_scenarios if name_key(s.name) == name_key(clean)]
        if taken:
            raise RefusedError(Message.of("scenario_name_taken", name=taken[0]))
        numbers = [int(s.id.rpartition("_")[2]) for s in campaign.custom_scenarios]
        scenario = CustomScenario(f"custom_{max(numbers, default=0) + 1}", clean, players, own)
        _save(conn, campaign, custom=[*campaign.custom_scenarios, scenario])
        return {"scenario_id": scenario.id}

    described = Message.of("did_add_custom_scenario", name=clean)
    return run_league(store, campaign_id, described, write)


def remove_custom_scenario(store: Store, campaign_id: int, scenario_id: str) -> LeagueChange:
    """Take a scenario of the players' own out of the campaign (and out of the roll); the
    matches played with it keep its id."""
    campaign = load_league(store, campaign_id).campaign
    gone = campaign.custom(scenario_id)
    if gone is None:
        known = brief_list([f"{s.id} ({s.name})" for s in campaign.custom_scenarios])
        raise RefusedError(
            Message.of("no_custom_scenario", scenario_id=scenario_id, known=known or "-")
        )

    def write(conn: Connection, league: League | None) -> None:
        assert league is not None
        now = league.campaign
        _save(
            conn,
            now,
            allowed=[s for s in now.allowed_scenarios if s != scenario_id],
            custom=[s for s in now.custom_scenarios if s.id != scenario_id],
        )

    described = Message.of("did_remove_custom_scenario", name=gone.name)
    return run_league(store, campaign_id, described, write)


def _awards(awards: Sequence[tuple[str, int, str]]) -> tuple[CustomAward, ...]:
    if len(awards) > MAX_AWARDS:
        raise RefusedError(Message.of("too_many_awards", count=len(awards), limit=MAX_AWARDS))
    own = []
    for name, xp, per in awards:
        if not 1 <= xp <= MAX_AWARD_XP:
            raise RefusedError(Message.of("bad_award_xp", xp=xp, limit=MAX_AWARD_XP))
        if per not in CUSTOM_PER:
            raise RefusedError(Message.of("bad_award_per", per=per))
        own.append(CustomAward(clean_name(name, "award"), xp, per))
    return tuple(own)


def _save(
    conn: Connection,
    campaign: Campaign,
    *,
    allowed: Sequence[str] | None = None,
    custom: Sequence[CustomScenario] | None = None,
) -> None:
    value = rows.scenarios_json(
        campaign.allowed_scenarios if allowed is None else allowed,
        campaign.custom_scenarios if custom is None else custom,
    )
    conn.execute(
        update(rows.CAMPAIGN).where(rows.CAMPAIGN.c.id == campaign.id).values(scenarios=value)
    )
