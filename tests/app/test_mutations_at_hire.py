"""Hiring with mutations (blessings, sacred markings) for every type whose warband offers them:
the use case prices them, refuses what the type may not take in one line, and undo is exact."""

from __future__ import annotations

import pytest

import app.usecases as uc
from app.store.repository import Store
from app.usecases.transfer import export_warband
from rules import default_ruleset
from rules.costs import hire_cost
from rules.mutations import mutations_for

RULES = default_ruleset()
BUYERS = sorted(
    t.id
    for w in RULES.warbands.values()
    if w.mutations
    for t in w.types
    if t.mutations_min is not None
)


@pytest.mark.parametrize("type_id", BUYERS)
def test_a_hire_with_a_mutation_pays_for_it_and_undoes(store: Store, type_id: str) -> None:
    warrior_type = RULES.warrior_type(type_id)
    wid = uc.create_warband(store, warrior_type.warband, "Cult").warband_id
    uc.set_treasury(store, wid, 1000)
    before = export_warband(store, wid)
    dearest = max(mutations_for(RULES, warrior_type), key=lambda m: m.cost)
    change = uc.hire(store, wid, type_id, "Marked", mutations=[dearest.id])
    hired = store.load(wid).warrior("Marked")
    assert hired.mutations == [dearest.id]
    assert store.load(wid).treasury == 1000 - hire_cost(RULES, type_id, 1, []) - dearest.cost
    uc.undo(store, change)
    assert export_warband(store, wid) == before


@pytest.mark.parametrize("type_id", BUYERS)
def test_a_mutation_the_type_may_not_take_is_refused(store: Store, type_id: str) -> None:
    warrior_type = RULES.warrior_type(type_id)
    wid = uc.create_warband(store, warrior_type.warband, "Cult").warband_id
    uc.set_treasury(store, wid, 1000)
    before = export_warband(store, wid)
    offered = [m.id for m in mutations_for(RULES, warrior_type)]
    others = [m.id for m in RULES.warband(warrior_type.warband).mutations if m.id not in offered]
    refusals = [(others[:1], "cannot have"), ([offered[0]] * 2, "twice")]
    if warrior_type.mutations_max == 1:
        refusals.append((offered[:2], "at most 1 at hire"))
    for mutations, words in refusals:
        if not mutations:
            continue
        with pytest.raises(uc.RefusedError, match=words) as refused:
            uc.hire(store, wid, type_id, "Marked", mutations=mutations)
        assert "\n" not in str(refused.value)
        assert export_warband(store, wid) == before


def test_a_henchman_buys_no_mutation(store: Store) -> None:
    wid = uc.create_warband(store, "carnival_of_chaos", "Carnival").warband_id
    henchman = next(t for t in RULES.warband("carnival_of_chaos").henchmen)
    with pytest.raises(uc.RefusedError, match="cannot have mutations"):
        uc.hire(store, wid, henchman.id, "Plain", mutations=["hideous"])
