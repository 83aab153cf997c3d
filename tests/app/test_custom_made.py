"""A custom warband made in the window's dialog (issue 26): the use case decides every rule."""

from __future__ import annotations

import pytest

import app.usecases as uc
from app.store.repository import Store
from app.usecases.custom import TypeForm, create_custom_warband
from app.usecases.refusal import RefusedError
from rules.custom import is_custom_warband
from rules.messages import Message

_MAN = {"M": 4, "WS": 3, "BS": 3, "S": 3, "T": 3, "W": 1, "I": 3, "A": 1, "Ld": 7}
CAPTAIN = TypeForm("Hetman", True, _MAN | {"WS": 4, "Ld": 8}, 60)
RIDERS = TypeForm("Kossak", False, _MAN, 25)


def test_a_custom_warband_is_made_hired_equipped_and_undone(store: Store) -> None:
    change = create_custom_warband(store, "The Free Host", "Kislev Cossacks", [CAPTAIN, RIDERS])
    wid = change.warband_id
    state = store.load(wid)
    assert is_custom_warband(state.type_id) and state.treasury == 500
    assert store.ruleset.warband(state.type_id).name.en == "Kislev Cossacks (custom)"
    hetman = next(t for t in state.custom.types if t.name == "Hetman")
    hired = uc.hire(store, wid, hetman.id, "Bogdan")
    assert store.load(wid).treasury == 440
    bogdan = hired.after.warrior("Bogdan").id
    uc.buy(store, wid, bogdan, "sword")  # no list given: any item of the rulebook at its price
    assert store.load(wid).warrior("Bogdan").equipment == ["sword"]


def test_making_a_custom_warband_is_undone_and_redone(store: Store) -> None:
    change = create_custom_warband(store, "The Free Host", "Kislev Cossacks", [CAPTAIN])
    undone = change.undo(store)
    assert store.list_warbands() == []
    undone.redo(store)
    assert [s.name for s in store.list_warbands()] == ["The Free Host"]


@pytest.mark.parametrize(
    ("types", "code"),
    [
        ([], "custom_type_count"),
        ([RIDERS], "custom_needs_hero"),
        ([CAPTAIN, TypeForm("hetman", False, _MAN)], "custom_type_twice"),
        ([TypeForm("Giant", True, _MAN | {"S": 11})], "custom_bad_profile"),
        ([TypeForm("Ghost", True, {k: _MAN[k] for k in _MAN if k != "Ld"})], "custom_bad_profile"),
        ([TypeForm("Gold", True, _MAN, -5)], "custom_bad_cost"),
        ([TypeForm("  ", True, _MAN)], "name_needed"),
    ],
)
def test_what_cannot_be_is_refused_with_one_line_and_nothing_made(
    store: Store, types: list[TypeForm], code: str
) -> None:
    with pytest.raises(RefusedError) as refused:
        create_custom_warband(store, "The Free Host", "Kislev Cossacks", types)
    said = refused.value.args[0]
    assert isinstance(said, Message) and said.code == code
    assert store.list_warbands() == []
