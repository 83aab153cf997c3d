import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules import default_ruleset
from rules.armour import armour_save, movement_penalty, save_against, strength_modifier
from rules.costs import allowed_items, chart_price, hire_cost, kit_cost, list_price
from rules.errors import IllegalMoveError

RULES = default_ruleset()


@pytest.mark.parametrize(
    ("kit", "save"),
    [
        ((), None),
        (("light_armour",), 6),
        (("heavy_armour",), 5),
        (("shield",), 6),
        (("light_armour", "shield"), 5),
        (("heavy_armour", "shield"), 4),
        (("gromril_armour", "shield"), 3),
        (("helmet", "buckler"), None),
        (("sword", "dagger"), None),
        (("light_armour", "heavy_armour"), 5),
    ],
)
def test_armour_save(kit: tuple[str, ...], save: int | None) -> None:
    assert armour_save(RULES, kit) == save


def test_heavy_armour_and_shield_cost_movement() -> None:
    assert movement_penalty(RULES, ("heavy_armour", "shield")) == 1
    assert movement_penalty(RULES, ("heavy_armour",)) == 0
    assert movement_penalty(RULES, ("gromril_armour", "shield")) == 0


@pytest.mark.parametrize(
    ("strength", "modifier"),
    [(1, 0), (3, 0), (4, -1), (5, -2), (6, -3), (7, -4), (8, -5), (9, -6), (10, -6)],
)
def test_strength_modifiers(strength: int, modifier: int) -> None:
    assert strength_modifier(RULES, strength) == modifier


def test_saves_against_hits() -> None:
    assert save_against(RULES, 5, 3) == 5
    assert save_against(RULES, 5, 4) == 6
    assert save_against(RULES, 5, 5) is None
    assert save_against(RULES, 4, 3, "axe") == 5  # cutting edge
    assert save_against(RULES, 4, 4, "pistol") == 6  # -2 in total
    assert save_against(RULES, None, 3, "dagger") == 6  # 6+ against a dagger when unarmoured


@given(st.integers(1, 10), st.integers(1, 10))
def test_stronger_hits_leave_no_better_save(strength: int, extra: int) -> None:
    weaker = save_against(RULES, 4, strength)
    stronger = save_against(RULES, 4, strength + extra)
    assert stronger is None or (weaker is not None and stronger >= weaker)


def test_hire_costs() -> None:
    assert hire_cost(RULES, "reikland.mercenary_captain") == 60
    assert hire_cost(RULES, "reikland.marksmen", 3, ("dagger", "bow")) == 3 * (25 + 0 + 10)
    assert hire_cost(RULES, "reikland.warriors", 2, ("dagger", "dagger", "sword")) == 2 * (
        25 + 2 + 10
    )
    with pytest.raises(IllegalMoveError, match="one at a time"):
        hire_cost(RULES, "reikland.champion", 2)
    with pytest.raises(IllegalMoveError, match="at least one"):
        hire_cost(RULES, "reikland.warriors", 0)


def test_items_only_from_the_list() -> None:
    champion = RULES.warrior_type("reikland.champion")
    with pytest.raises(IllegalMoveError, match="not on the"):
        kit_cost(RULES, champion, ("hochland_long_rifle",))
    assert kit_cost(RULES, RULES.warrior_type("reikland.marksmen"), ("hochland_long_rifle",)) == 200


def test_heroes_only_items_and_no_armour() -> None:
    warband = RULES.warband("middenheim")
    assert "wolfcloak" in allowed_items(RULES, warband, warband.type("champion"))
    assert "wolfcloak" not in allowed_items(RULES, warband, warband.type("warriors"))
    sisters = RULES.warband("sisters_of_sigmar")
    augur = allowed_items(RULES, sisters, sisters.type("augur"))
    assert "light_armour" not in augur and "sigmarite_warhammer" in augur


def test_list_and_chart_prices() -> None:
    captain = RULES.warrior_type("reikland.mercenary_captain")
    assert list_price(RULES, captain, "duelling_pistol").cost == 25  # the list's own price
    assert chart_price(RULES, "duelling_pistol").cost == 30
    cloak = chart_price(RULES, "elven_cloak")
    assert (cloak.cost, cloak.dice, cloak.dice_multiplier) == (100, "D6", 10)
    assert list_price(RULES, captain, "dagger").cost == 0
    assert list_price(RULES, captain, "dagger", has_dagger=True).cost == 2
