"""Mutations, blessings and sacred markings bought at hire, for every warband whose data offers
them: who may take which, how many, and the price (the dearest first at its price, each further
one at double, whatever order the player lists them in)."""

from __future__ import annotations

import pytest

from rules import IllegalMoveError, default_ruleset
from rules.mutations import check_mutations, mutations_cost, mutations_for

RULES = default_ruleset()

OFFERING = sorted(w.id for w in RULES.warbands.values() if w.mutations)
BUYERS = sorted(
    t.id for w in OFFERING for t in RULES.warband(w).types if t.mutations_min is not None
)


def test_the_warbands_that_offer_mutations() -> None:
    assert {
        "cult_of_the_possessed", "carnival_of_chaos", "court_of_the_profane_pleasures", "lizardmen"
    } <= set(OFFERING)  # fmt: skip


@pytest.mark.parametrize("warband_id", OFFERING)
def test_every_mutation_on_offer_has_a_buyer(warband_id: str) -> None:
    warband = RULES.warband(warband_id)
    assert warband.mutations_name is not None  # the Hire dialog's words for them
    offered = {m.id for t in warband.types for m in mutations_for(RULES, t)}
    assert offered == {m.id for m in warband.mutations}


@pytest.mark.parametrize("type_id", BUYERS)
def test_each_mutation_alone_costs_its_price(type_id: str) -> None:
    warrior_type = RULES.warrior_type(type_id)
    for mutation in mutations_for(RULES, warrior_type):
        assert mutations_cost(RULES, warrior_type, [mutation.id]) == mutation.cost
    assert mutations_cost(RULES, warrior_type, []) == 0


@pytest.mark.parametrize("type_id", BUYERS)
def test_two_cost_the_dearest_and_double_the_other_or_are_refused(type_id: str) -> None:
    warrior_type = RULES.warrior_type(type_id)
    cheap, dear = sorted(mutations_for(RULES, warrior_type), key=lambda m: m.cost)[:2]
    for pair in ([cheap.id, dear.id], [dear.id, cheap.id]):
        if warrior_type.mutations_max == 1:
            with pytest.raises(IllegalMoveError, match="at most 1 at hire"):
                mutations_cost(RULES, warrior_type, pair)
        else:
            assert mutations_cost(RULES, warrior_type, pair) == dear.cost + 2 * cheap.cost


def test_the_possessed_pay_the_dearest_first() -> None:
    possessed = RULES.warrior_type("cult_of_the_possessed.possessed")
    # Daemon Soul 20 and Great Claw 50: 50 + 2 × 20, not 20 + 2 × 50.
    assert mutations_cost(RULES, possessed, ["daemon_soul", "great_claw"]) == 90


def test_refusals_say_what_to_do() -> None:
    saurus = RULES.warrior_type("lizardmen.saurus_totem_warrior")
    with pytest.raises(IllegalMoveError, match=r"cannot have 'poison_glands'; choose from"):
        check_mutations(RULES, saurus, ["poison_glands"])
    with pytest.raises(IllegalMoveError, match="twice"):
        check_mutations(RULES, RULES.warrior_type("cult_of_the_possessed.mutant"), ["spines"] * 2)
    marauder = RULES.warrior_type("marauders_of_chaos.chieftain")
    with pytest.raises(IllegalMoveError, match="cannot have mutations"):
        check_mutations(RULES, marauder, ["great_claw"])
