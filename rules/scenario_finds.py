"""What a scenario adds to the post-battle sequence: the shards, gold and items its effects give
(`rules.models.ScenarioEffect`), worked out from what the battle report says the warband held
at the end, and rolled where the scenario says so (the Hidden Treasure's chest).

Each effect counts `per` something the report gives: once for the battle, per counter held,
per Hero inside the objective, per own or enemy Hero out of action. A `need` is a D6 roll of
that much or more, made for each one; `dice` ("5D6", "D3+1") are rolled for each one found
(for an item, how many of it). A running total of each kind never falls below none (a warband
cannot lose shards it never had), `max` caps an effect and `up_to_enemy_start` caps it at what
the enemy held at the start.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules._reader import _ROLLED
from rules.dice import DiceSource, roll_total
from rules.messages import Message
from rules.models import Scenario, ScenarioEffect


@dataclass(frozen=True)
class ScenarioReport:
    """What the battle left that a scenario's effects read: the counters this warband holds
    at the end (kind -> how many), its Heroes inside the objective, its own Heroes and the
    enemy's Heroes taken out of action, what the enemy held at the start, and the result."""

    won: bool
    held: tuple[tuple[str, int], ...] = ()
    heroes_in_objective: int = 0
    own_heroes_out_of_action: int = 0
    enemy_heroes_out_of_action: int = 0
    enemy_start: int = 0

    def holding(self, kind: str | None) -> int:
        return next((count for held, count in self.held if held == kind), 0)


@dataclass(frozen=True)
class ScenarioFinds:
    """What the scenario gave this warband after the battle."""

    shards: int = 0
    gold: int = 0
    items: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.shards or self.gold or self.items)


def needs_dice(scenario: Scenario, report: ScenarioReport) -> bool:
    """Whether this report makes the scenario roll any die (a chest held, say)."""
    return any(
        (effect.dice or effect.need) and _times(effect, report) for effect in scenario.effects
    )


def extra_exploration_dice(scenario: Scenario, report: ScenarioReport) -> int:
    """The exploration dice the scenario adds (or takes away) for this warband."""
    return sum(
        (effect.amount or 0) * _times(effect, report)
        for effect in scenario.effects
        if effect.type == "exploration_dice"
    )


def scenario_finds(scenario: Scenario, report: ScenarioReport, dice: DiceSource) -> ScenarioFinds:
    """The scenario's shards, gold and items for this warband, in the order the data lists
    them (its exploration dice are `extra_exploration_dice`, counted before the exploration)."""
    totals = {"shards": 0, "gold": 0}
    items: list[str] = []
    for effect in scenario.effects:
        if effect.type == "exploration_dice":
            continue
        times = _times(effect, report)
        given = [_one(scenario, effect, dice) for _ in range(times)]
        found = [amount for amount in given if amount is not None]
        if effect.type == "item":
            items += [effect.item or ""] * sum(found)  # "D3 swords": as many as rolled
            continue
        gained = sum(found)
        if effect.max is not None:
            gained = min(gained, effect.max)
        if effect.up_to_enemy_start:
            gained = min(gained, report.enemy_start)
        totals[effect.type] = max(0, totals[effect.type] + gained)
    return ScenarioFinds(totals["shards"], totals["gold"], tuple(items))


def _times(effect: ScenarioEffect, report: ScenarioReport) -> int:
    """How many times an effect counts for this warband (none if it is not for it)."""
    if effect.who == "winner" and not report.won:
        return 0
    if effect.who == "holder" and not report.holding(effect.counter):
        return 0
    per = {
        "battle": 1,
        "counter": report.holding(effect.counter),
        "hero_in_objective": report.heroes_in_objective,
        "own_hero_out_of_action": report.own_heroes_out_of_action,
        "enemy_hero_out_of_action": report.enemy_heroes_out_of_action,
    }
    return max(0, per.get(effect.per, 0))


def _one(scenario: Scenario, effect: ScenarioEffect, dice: DiceSource) -> int | None:
    """One effect once: None when its D6 falls short of `need`, else its amount."""
    if effect.need is not None:
        found = (
            Message.of("scenario_find_item", scenario=scenario.id, item=effect.item or "")
            if effect.type == "item"
            else Message.of("scenario_find_check", scenario=scenario.id, effect_type=effect.type)
        )
        if dice.roll(6, found.with_values(need=effect.need)) < effect.need:
            return None
    if effect.dice:
        purpose = Message.of("scenario_find", scenario=scenario.id, effect_type=effect.type)
        return _rolled(dice, effect.dice, purpose) * effect.multiplier
    return (effect.amount if effect.amount is not None else 1) * effect.multiplier


def _rolled(dice: DiceSource, expression: str, purpose: Message) -> int:
    """Dice such as "5D6" or "D3+1" rolled and added up."""
    match = _ROLLED.match(expression)
    if match is None:
        raise ValueError(f"not a dice expression: {expression!r}")
    count, sides, plus = int(match.group(1) or 1), int(match.group(2)), int(match.group(3) or 0)
    return roll_total(dice, f"{count}D{sides}", purpose) + plus
