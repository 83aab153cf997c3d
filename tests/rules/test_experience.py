from hypothesis import given
from hypothesis import strategies as st

from rules.experience import (
    advances_earned,
    capped_experience,
    henchman_advances_earned,
    hero_advances_earned,
    next_threshold,
    underdog_bonus,
)

HERO = (2, 4, 6, 8, 11, 14, 17, 20, 24, 28, 32, 36, 41, 46, 51, 57, 63, 69, 76, 83, 90)


def test_thresholds_are_the_roster_sheets(ruleset) -> None:
    assert ruleset.experience.hero_thresholds == HERO
    assert ruleset.experience.henchman_thresholds == (2, 5, 9, 14)


def test_boxes_crossed(ruleset) -> None:
    assert hero_advances_earned(ruleset, 0, 1) == ()
    assert hero_advances_earned(ruleset, 1, 2) == (2,)
    assert hero_advances_earned(ruleset, 7, 12) == (8, 11)
    assert henchman_advances_earned(ruleset, 4, 9) == (5, 9)


def test_starting_experience_earns_no_advance(ruleset) -> None:
    # A captain hired with 20 experience owes nothing until he passes 20.
    assert hero_advances_earned(ruleset, 20, 20) == ()
    assert hero_advances_earned(ruleset, 20, 21) == ()
    assert hero_advances_earned(ruleset, 20, 24) == (24,)


@given(st.integers(0, 90), st.integers(0, 90), st.integers(0, 90))
def test_advances_split_over_two_steps_add_up(a: int, b: int, c: int) -> None:
    low, mid, high = sorted((a, b, c))
    assert advances_earned(HERO, low, mid) + advances_earned(HERO, mid, high) == advances_earned(
        HERO, low, high
    )


@given(st.integers(0, 100), st.integers(0, 100))
def test_no_advance_going_down(a: int, b: int) -> None:
    if b <= a:
        assert advances_earned(HERO, a, b) == ()


@given(st.integers(0, 89))
def test_next_threshold_is_above(xp: int) -> None:
    box = next_threshold(HERO, xp)
    assert box is not None and box > xp and advances_earned(HERO, xp, box) == (box,)


def test_track_full() -> None:
    assert next_threshold(HERO, 90) is None


def test_capped(ruleset) -> None:
    assert capped_experience(ruleset, 95, hero=True) == 90
    assert capped_experience(ruleset, 20, hero=False) == 14
    assert capped_experience(ruleset, -3, hero=True) == 0


def test_underdog_table(ruleset) -> None:
    cases = {
        0: 0,
        50: 0,
        51: 1,
        75: 1,
        76: 2,
        100: 2,
        101: 3,
        150: 3,
        151: 4,
        300: 4,
        301: 5,
        999: 5,
    }
    for difference, bonus in cases.items():
        assert underdog_bonus(ruleset, 100, 100 + difference) == bonus, difference


@given(st.integers(0, 2000), st.integers(0, 2000))
def test_underdog_only_for_the_lower_rated(own: int, enemy: int) -> None:
    from rules import default_ruleset

    bonus = underdog_bonus(default_ruleset(), own, enemy)
    assert 0 <= bonus <= 5
    if own >= enemy:
        assert bonus == 0


@given(st.integers(0, 1000), st.integers(0, 1000), st.integers(0, 1000))
def test_underdog_grows_with_the_gap(own: int, enemy: int, extra: int) -> None:
    from rules import default_ruleset

    ruleset = default_ruleset()
    assert underdog_bonus(ruleset, own, enemy + extra) >= underdog_bonus(ruleset, own, enemy)
