"""Undo and redo: exact states back and forth, and never over a later change."""

from __future__ import annotations

import pytest

import app.usecases as uc
from app.store.repository import ConflictError, NotFoundError, Store
from app.usecases.transfer import export_warband
from tests.app.conftest import hire

pytestmark = pytest.mark.backends("sqlite", "postgresql")  # PostgreSQL: when a server is given


def sheet(store: Store, warband: int) -> str:
    return export_warband(store, warband)


@pytest.mark.parametrize(
    "action",
    [
        pytest.param(lambda s, w, c: uc.hire(s, w, "swordsmen", "Blades", count=2), id="hire"),
        pytest.param(lambda s, w, c: uc.hire_hired_sword(s, w, "elf_ranger"), id="hired_sword"),
        pytest.param(lambda s, w, c: uc.add_models(s, w, c["marksmen"], 2), id="add_models"),
        pytest.param(lambda s, w, c: uc.remove_models(s, w, c["marksmen"], 3), id="remove_models"),
        pytest.param(lambda s, w, c: uc.dismiss(s, w, c["champion"]), id="dismiss"),
        pytest.param(lambda s, w, c: uc.buy(s, w, c["marksmen"], "helmet"), id="buy"),
        pytest.param(lambda s, w, c: uc.sell(s, w, c["captain"], "sword"), id="sell"),
        pytest.param(lambda s, w, c: uc.to_stash(s, w, c["marksmen"], "bow"), id="to_stash"),
        pytest.param(lambda s, w, c: uc.record_experience(s, w, c["champion"], 9), id="xp"),
        pytest.param(lambda s, w, c: uc.apply_injury(s, w, c["champion"], "dead"), id="dead"),
        pytest.param(
            lambda s, w, c: uc.apply_injury(s, w, c["captain"], "leg_wound"), id="leg_wound"
        ),
        pytest.param(lambda s, w, c: uc.set_treasury(s, w, 7), id="treasury"),
        pytest.param(lambda s, w, c: uc.rename_warband(s, w, "Other"), id="rename"),
    ],
)
def test_undo_restores_the_exact_state_and_redo_the_after_state(
    store: Store, warband: int, crew, action
) -> None:
    uc.record_experience(store, warband, crew["marksmen"], 2)
    uc.apply_advance(store, warband, crew["marksmen"], kind="characteristic", characteristic="I")
    before = sheet(store, warband)
    change = action(store, warband, crew)
    after = sheet(store, warband)
    assert after != before
    undone = uc.undo(store, change)
    assert sheet(store, warband) == before
    redone = uc.redo(store, undone)
    assert sheet(store, warband) == after
    uc.undo(store, redone)
    assert sheet(store, warband) == before


def test_undo_after_a_later_change_is_refused(store: Store, warband: int, crew) -> None:
    change = uc.buy(store, warband, crew["captain"], "shield")
    uc.set_shards(store, warband, 3)
    current = sheet(store, warband)
    with pytest.raises(ConflictError, match="undo the later changes first"):
        uc.undo(store, change)
    assert sheet(store, warband) == current


def test_redo_after_a_later_change_is_refused(store: Store, warband: int, crew) -> None:
    undone = uc.undo(store, uc.buy(store, warband, crew["captain"], "shield"))
    uc.set_shards(store, warband, 3)
    with pytest.raises(ConflictError):
        uc.redo(store, undone)


def test_undo_in_order_walks_back_to_the_start(store: Store, warband: int) -> None:
    states = [sheet(store, warband)]
    changes = []
    captain = hire(store, warband, "mercenary_captain", "Dieter")
    states.append(sheet(store, warband))
    for step in (
        lambda: uc.buy(store, warband, captain, "sword"),
        lambda: uc.record_experience(store, warband, captain, 4),
        lambda: uc.apply_advance(store, warband, captain, kind="skill", skill="sprint"),
    ):
        changes.append(step())
        states.append(sheet(store, warband))
    # An undo stack: undo, undo, undo (each undo bumps the revision), then redo, redo, redo.
    redos = []
    for change, state in zip(reversed(changes), reversed(states[1:-1]), strict=True):
        redos.append(uc.undo(store, change))
        assert sheet(store, warband) == state
    for undone, state in zip(reversed(redos), states[2:], strict=True):
        uc.redo(store, undone)
        assert sheet(store, warband) == state
    # A new edit after undoing: the old redo would lose it.
    uc.undo(store, changes[-1])
    uc.set_treasury(store, warband, 1)
    with pytest.raises(ConflictError):
        uc.redo(store, redos[0])


def test_undo_of_create_puts_the_warband_in_the_bin_and_redo_brings_it_back(
    store: Store,
) -> None:
    change = uc.create_warband(store, "skaven", "Rats")
    wid = change.warband_id
    undone = uc.undo(store, change)
    assert store.list_warbands() == []
    assert [w.id for w in store.list_warbands(include_deleted=True)] == [wid]
    with pytest.raises(NotFoundError):
        store.load(wid)
    uc.redo(store, undone)
    assert [w.name for w in store.list_warbands()] == ["Rats"]
    assert store.load(wid).treasury == 500


def test_undo_of_delete_and_of_restore(store: Store, warband: int, crew) -> None:
    before = sheet(store, warband)
    deleted = uc.delete_warband(store, warband)
    assert store.list_warbands() == []
    uc.undo(store, deleted)
    assert [w.id for w in store.list_warbands()] == [warband]
    assert sheet(store, warband) == before
    uc.delete_warband(store, warband)
    restored = uc.restore_warband(store, warband)
    uc.undo(store, restored)
    assert store.list_warbands() == []


def test_undo_of_import_bins_the_imported_warband(store: Store, warband: int, crew) -> None:
    from app.usecases.transfer import import_warband

    change = import_warband(store, sheet(store, warband), name="Copy")
    uc.undo(store, change)
    assert [w.name for w in store.list_warbands()] == ["Grey Wolves"]
