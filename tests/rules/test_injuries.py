import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules import default_ruleset
from rules.dice import RandomDice, TableDice
from rules.errors import IllegalMoveError
from rules.injuries import resolve_henchman_injury, resolve_hero_injury

RULES = default_ruleset()
D66 = [t * 10 + u for t in range(1, 7) for u in range(1, 7)]


def test_every_d66_value_maps_to_exactly_one_result(ruleset) -> None:
    for value in D66:
        hits = [r.id for r in ruleset.hero_injuries if r.from_ <= value <= r.to]
        assert len(hits) == 1, (value, hits)
    assert len(ruleset.hero_injuries) == 20


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (11, "dead"),
        (15, "dead"),
        (16, "multiple_injuries"),
        (21, "multiple_injuries"),
        (22, "leg_wound"),
        (23, "arm_wound"),
        (24, "madness"),
        (25, "smashed_leg"),
        (26, "chest_wound"),
        (31, "blinded_in_one_eye"),
        (32, "old_battle_wound"),
        (33, "nervous_condition"),
        (34, "hand_injury"),
        (35, "deep_wound"),
        (36, "robbed"),
        (41, "full_recovery"),
        (55, "full_recovery"),
        (56, "bitter_enmity"),
        (61, "captured"),
        (62, "hardened"),
        (63, "hardened"),
        (64, "horrible_scars"),
        (65, "sold_to_the_pits"),
        (66, "survives_against_the_odds"),
    ],
)
def test_table(value: int, expected: str) -> None:
    tens, units = divmod(value, 10)
    sub_dice = [3] * 2 + [4] * 12  # every sub-roll and D3 accepts 3; then 44 is a full recovery
    outcome = resolve_hero_injury(RULES, TableDice([tens, units, *sub_dice]), pit_fight_won=True)
    assert outcome.result.id == expected


def effects(outcome):
    return [
        (e.type, e.characteristic, e.delta, e.games, e.rule, e.amount)
        for e in outcome.all_effects()
    ]


def test_dead() -> None:
    outcome = resolve_hero_injury(RULES, TableDice([1, 3]))
    assert outcome.dead


def test_leg_wound_lowers_movement() -> None:
    outcome = resolve_hero_injury(RULES, TableDice([2, 2]))
    assert ("characteristic", "M", -1, None, None, None) in effects(outcome)


def test_arm_wound_sub_rolls() -> None:
    amputated = resolve_hero_injury(RULES, TableDice([2, 3, 1]))
    assert amputated.sub_result is not None and amputated.sub_result.effects[0].rule == "lost_arm"
    light = resolve_hero_injury(RULES, TableDice([2, 3, 4]))
    assert [e.games for e in light.all_effects() if e.type == "miss_games"] == [1]


def test_madness() -> None:
    stupid = resolve_hero_injury(RULES, TableDice([2, 4, 2]))
    frenzied = resolve_hero_injury(RULES, TableDice([2, 4, 5]))
    assert [e.rule for e in stupid.all_effects()] == ["stupidity"]
    assert [e.rule for e in frenzied.all_effects()] == ["frenzy"]


def test_deep_wound_rolls_d3_games() -> None:
    outcome = resolve_hero_injury(RULES, TableDice([3, 5, 3]))
    assert [e.games for e in outcome.all_effects() if e.type == "miss_games"] == [3]


def test_multiple_injuries_rerolls_dead_captured_and_itself() -> None:
    # 16: multiple injuries; D6 = 2 more; first 12 (dead) and 61 (captured) and 21 (multiple)
    # are re-rolled, then 22 leg wound; second 26 chest wound.
    dice = TableDice([1, 6, 2, 1, 2, 6, 1, 2, 1, 2, 2, 2, 6])
    outcome = resolve_hero_injury(RULES, dice)
    assert outcome.result.id == "multiple_injuries"
    assert [child.result.id for child in outcome.nested] == ["leg_wound", "chest_wound"]
    assert outcome.nested[0].rerolled == (12, 61, 21)
    assert not outcome.dead
    assert dice.remaining == []


def test_sold_to_the_pits_won() -> None:
    outcome = resolve_hero_injury(RULES, TableDice([6, 5]), pit_fight_won=True)
    assert ("gold", None, None, None, None, 50) in effects(outcome)
    assert ("experience", None, None, None, None, 2) in effects(outcome)


def test_sold_to_the_pits_lost_rolls_on_11_to_35() -> None:
    # Lost: the re-roll ignores 41 and 66, takes 34 (hand injury); weapons and armour are lost.
    outcome = resolve_hero_injury(RULES, TableDice([6, 5, 4, 1, 6, 6, 3, 4]), pit_fight_won=False)
    assert [child.result.id for child in outcome.nested] == ["hand_injury"]
    assert outcome.nested[0].rerolled == (41, 66)
    kinds = [e.type for e in outcome.all_effects()]
    assert "lose_equipment" in kinds and "gold" not in kinds


def test_sold_to_the_pits_needs_the_fights_outcome() -> None:
    with pytest.raises(IllegalMoveError, match="won or lost"):
        resolve_hero_injury(RULES, TableDice([6, 5]))


@given(st.integers())
def test_random_injuries_always_resolve(seed: int) -> None:
    outcome = resolve_hero_injury(RULES, RandomDice(seed), pit_fight_won=seed % 2 == 0)
    assert 11 <= outcome.roll <= 66
    for child in outcome.nested:
        if outcome.result.id == "multiple_injuries":
            assert child.result.id not in ("dead", "captured", "multiple_injuries")


@pytest.mark.parametrize(("value", "gone"), [(1, True), (2, True), (3, False), (6, False)])
def test_henchman_injury(value: int, gone: bool) -> None:
    assert resolve_henchman_injury(RULES, TableDice([value])).dead is gone
