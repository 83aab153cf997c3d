"""Experience: the boxes crossed, the advances owed and the underdog bonus."""

from __future__ import annotations

from rules.models import Ruleset, UnderdogBand


def advances_earned(thresholds: tuple[int, ...], old_xp: int, new_xp: int) -> tuple[int, ...]:
    """The bold boxes crossed going from `old_xp` to `new_xp` (each one is an advance roll).

    Starting experience earns nothing: a warrior hired with 20 experience starts at 20, and only
    boxes above it count.
    """
    if old_xp < 0 or new_xp < 0:
        raise ValueError("experience cannot be negative")
    return tuple(box for box in thresholds if old_xp < box <= new_xp)


def hero_advances_earned(ruleset: Ruleset, old_xp: int, new_xp: int) -> tuple[int, ...]:
    return advances_earned(ruleset.experience.hero_thresholds, old_xp, new_xp)


def henchman_advances_earned(ruleset: Ruleset, old_xp: int, new_xp: int) -> tuple[int, ...]:
    return advances_earned(ruleset.experience.henchman_thresholds, old_xp, new_xp)


def next_threshold(thresholds: tuple[int, ...], xp: int) -> int | None:
    """The next bold box above `xp`, or None when the track is full."""
    return next((box for box in thresholds if box > xp), None)


def capped_experience(ruleset: Ruleset, xp: int, *, hero: bool) -> int:
    """Experience cannot go past the last box of the roster sheet."""
    top = (
        ruleset.experience.hero_max_experience
        if hero
        else ruleset.experience.henchman_max_experience
    )
    return max(0, min(xp, top))


def underdog_band(ruleset: Ruleset, own_rating: int, enemy_rating: int) -> UnderdogBand:
    difference = max(0, enemy_rating - own_rating)
    for band in ruleset.experience.underdog:
        if band.min <= difference and (band.max is None or difference <= band.max):
            return band
    raise AssertionError("the underdog table covers every difference")  # checked at load


def underdog_bonus(ruleset: Ruleset, own_rating: int, enemy_rating: int) -> int:
    """Extra experience for each warrior of a warband that fought a higher-rated one."""
    if own_rating < 0 or enemy_rating < 0:
        raise ValueError("a warband rating cannot be negative")
    return underdog_band(ruleset, own_rating, enemy_rating).bonus
