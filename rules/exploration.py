"""Exploration: wyrdstone shards from the dice total, and the multiples rolled."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from rules.models import ExplorationMultiple, Ruleset


@dataclass(frozen=True, slots=True)
class ExplorationResult:
    dice: tuple[int, ...]
    total: int
    shards: int
    multiple: ExplorationMultiple | None


def exploration_dice_count(heroes_not_out_of_action: int, won: bool, extra_dice: int = 0) -> int:
    """Dice rolled: one per Hero not taken out of action, one more for winning, plus extras.

    After rolling, at most `Exploration.max_dice` of them are kept (the player picks which).
    """
    if heroes_not_out_of_action < 0 or extra_dice < 0:
        raise ValueError("the number of heroes and extra dice cannot be negative")
    return heroes_not_out_of_action + (1 if won else 0) + extra_dice


def shards_for_total(ruleset: Ruleset, total: int) -> int:
    if total < 1:
        return 0
    for band in ruleset.campaign.exploration.shards:
        if band.min <= total and (band.max is None or total <= band.max):
            return band.shards
    raise AssertionError("the shard chart covers every total")  # checked at load


def find_multiple(ruleset: Ruleset, dice: tuple[int, ...]) -> ExplorationMultiple | None:
    """The largest set of equal faces decides; of two sets the same size, the higher face."""
    counts = Counter(dice)
    sets = [(count, face) for face, count in counts.items() if count >= 2]
    if not sets:
        return None
    count, face = max(sets)
    count = min(count, 6)
    for multiple in ruleset.campaign.exploration.multiples:
        if multiple.face == face and multiple.count == count:
            return multiple
    raise AssertionError(f"no multiple for {count} x {face}")  # checked at load


def explore(ruleset: Ruleset, dice: tuple[int, ...]) -> ExplorationResult:
    """The dice kept after re-rolls and discards -> shards found and the multiple, if any."""
    limit = ruleset.campaign.exploration.max_dice
    if len(dice) > limit:
        raise ValueError(f"at most {limit} exploration dice may be kept, {len(dice)} were given")
    if any(not 1 <= value <= 6 for value in dice):
        raise ValueError(f"exploration dice are D6: 1 to 6, got {list(dice)}")
    total = sum(dice)
    return ExplorationResult(
        tuple(dice), total, shards_for_total(ruleset, total), find_multiple(ruleset, tuple(dice))
    )
