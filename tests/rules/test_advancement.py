import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules import CHARACTERISTICS, Profile, default_ruleset
from rules.advancement import choose, roll_henchman_advance, roll_hero_advance, skill_choices
from rules.dice import RandomDice, TableDice
from rules.errors import IllegalMoveError

RULES = default_ruleset()
HUMAN = RULES.races["human"].max
CHAMPION = RULES.warrior_type("reikland.champion").profile  # 4 4 3 3 3 1 3 1 7
WARRIORS = RULES.warrior_type("reikland.warriors").profile


def test_skill_rows() -> None:
    for dice in ([1, 1], [2, 3], [5, 5], [6, 6]):
        outcome = roll_hero_advance(RULES, CHAMPION, HUMAN, TableDice(dice))
        assert outcome.kind == "skill"


@pytest.mark.parametrize(
    ("dice", "key"),
    [
        ([3, 3, 2], "S"),
        ([3, 3, 5], "A"),
        ([4, 4, 1], "I"),
        ([4, 4, 6], "Ld"),
        ([4, 5, 3], "W"),
        ([4, 5, 4], "T"),
    ],
)
def test_sub_rolls(dice: list[int], key: str) -> None:
    outcome = roll_hero_advance(RULES, CHAMPION, HUMAN, TableDice(dice))
    assert outcome.kind == "characteristic" and outcome.characteristic == key


def test_seven_is_the_players_choice() -> None:
    outcome = roll_hero_advance(RULES, CHAMPION, HUMAN, TableDice([3, 4]))
    assert outcome.needs_choice and set(outcome.options) == {"WS", "BS"}
    assert choose(outcome, "BS").characteristic == "BS"
    with pytest.raises(IllegalMoveError, match="choose one of"):
        choose(outcome, "S")
    given_up_front = roll_hero_advance(RULES, CHAMPION, HUMAN, TableDice([3, 4]), choice="WS")
    assert given_up_front.characteristic == "WS"


def test_rolled_characteristic_at_maximum_takes_the_other() -> None:
    strong = CHAMPION.with_changes({"S": 1})  # S 4 is the human maximum
    outcome = roll_hero_advance(RULES, strong, HUMAN, TableDice([3, 3, 1]))
    assert outcome.characteristic == "A" and "maximum" in outcome.note


def test_both_at_maximum_any_other_characteristic() -> None:
    maxed = CHAMPION.with_changes({"S": 1, "A": 3})
    outcome = roll_hero_advance(RULES, maxed, HUMAN, TableDice([3, 3, 1]))
    assert outcome.needs_choice
    assert "S" not in outcome.options and "A" not in outcome.options and "M" not in outcome.options
    assert "WS" in outcome.options


def test_choice_row_with_one_side_maxed_takes_the_other() -> None:
    sharp = CHAMPION.with_changes({"WS": 2})  # WS 6 is the human maximum
    outcome = roll_hero_advance(RULES, sharp, HUMAN, TableDice([3, 4]))
    assert outcome.characteristic == "BS" and not outcome.needs_choice


def test_henchman_table() -> None:
    cases = {(1, 1): "I", (2, 2): "I", (2, 3): "S", (4, 4): "A", (4, 5): "Ld"}
    for dice, key in cases.items():
        outcome = roll_henchman_advance(RULES, WARRIORS, WARRIORS, HUMAN, TableDice(dice))
        assert outcome.characteristic == key
    choice = roll_henchman_advance(RULES, WARRIORS, WARRIORS, HUMAN, TableDice([3, 3]))
    assert set(choice.options) == {"WS", "BS"}


def test_henchman_rerolls_a_characteristic_already_raised() -> None:
    raised = WARRIORS.with_changes({"I": 1})
    outcome = roll_henchman_advance(RULES, raised, WARRIORS, HUMAN, TableDice([1, 2, 4, 4]))
    assert outcome.characteristic == "A" and outcome.rerolled == (3,)


def test_lads_got_talent_and_its_reroll() -> None:
    talent = roll_henchman_advance(RULES, WARRIORS, WARRIORS, HUMAN, TableDice([5, 6]))
    assert talent.kind == "lads_got_talent"
    no_room = roll_henchman_advance(
        RULES, WARRIORS, WARRIORS, HUMAN, TableDice([5, 6, 6, 6, 2, 3]), talent_allowed=False
    )
    assert no_room.characteristic == "S" and no_room.rerolled == (11, 12)


def test_henchman_with_nothing_left_is_refused() -> None:
    full = WARRIORS.with_changes({"I": 1, "S": 1, "WS": 1, "BS": 1, "A": 1, "Ld": 1})
    with pytest.raises(IllegalMoveError, match="no henchman advance"):
        roll_henchman_advance(RULES, full, WARRIORS, HUMAN, TableDice([6, 6]), talent_allowed=False)


@given(st.integers(), st.lists(st.sampled_from(CHARACTERISTICS), max_size=12))
def test_hero_advance_never_breaks_the_maximum(seed: int, raises: list[str]) -> None:
    profile = CHAMPION
    for key in raises:
        if profile[key] < HUMAN[key]:
            profile = profile.with_changes({key: 1})
    outcome = roll_hero_advance(RULES, profile, HUMAN, RandomDice(seed))
    if outcome.kind == "characteristic":
        key = outcome.characteristic or outcome.options[0]
        assert profile[key] < HUMAN[key]


@given(st.integers(), st.sets(st.sampled_from(("I", "S", "WS", "BS", "A", "Ld"))))
def test_henchman_advance_raises_each_once(seed: int, raised: set[str]) -> None:
    profile = WARRIORS.with_changes({key: 1 for key in raised})
    outcome = roll_henchman_advance(RULES, profile, WARRIORS, HUMAN, RandomDice(seed))
    if outcome.kind == "characteristic":
        for key in (outcome.characteristic,) if outcome.characteristic else outcome.options:
            assert key not in raised


def test_skill_choices_respect_lists_and_limits() -> None:
    champion = skill_choices(RULES, "reikland.champion", ())
    assert "strike_to_injure" in champion and "quick_shot" in champion
    assert "streetwise" not in champion  # no academic skills for a champion
    captain = skill_choices(RULES, "reikland.mercenary_captain", ("quick_shot",))
    assert "battle_tongue" in captain and "quick_shot" not in captain
    assert "nimble" not in captain  # excluded by Quick Shot
    assert "sorcery" not in captain  # casters only
    priest = skill_choices(RULES, "witch_hunters.warrior_priest", ())
    assert "sorcery" not in priest and "arcane_lore" not in priest
    magister = skill_choices(RULES, "cult_of_the_possessed.magister", ())
    assert "sorcery" in magister


def test_profile_keys() -> None:
    assert tuple(key for key, _ in Profile(4, 4, 4, 3, 3, 1, 4, 1, 8)) == CHARACTERISTICS
