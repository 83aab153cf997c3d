"""The bin emptied for good, and a warband duplicated (its own warriors, its battle log)."""

import sqlite3

import app.usecases as uc
from app.usecases.transfer import duplicate_warband
from app.usecases.warbands import empty_bin


def hired(store, name: str) -> int:
    wid = uc.create_warband(store, "reikland", name).warband_id
    uc.hire(store, wid, "mercenary_captain", "Dieter", equipment=["sword"])
    return wid


def test_empty_bin_deletes_only_what_is_in_the_bin(store) -> None:
    kept, gone = hired(store, "Kept"), hired(store, "Gone")
    uc.delete_warband(store, gone)
    restored = hired(store, "Restored")
    uc.delete_warband(store, restored)
    uc.restore_warband(store, restored)
    assert empty_bin(store).names == ("Gone",)
    listed = store.list_warbands(include_deleted=True)
    assert sorted(s.name for s in listed) == ["Kept", "Restored"]
    assert store.load(kept).warrior("Dieter").equipment == ["sword"]
    assert empty_bin(store).names == ()


def test_empty_bin_leaves_no_rows_behind(store, db_path) -> None:
    gone = hired(store, "Gone")
    uc.delete_warband(store, gone)
    empty_bin(store)
    with sqlite3.connect(db_path) as db:
        tables = [r[0] for r in db.execute("select name from sqlite_master where type='table'")]
        for table in tables:
            columns = [r[1] for r in db.execute(f"pragma table_info({table})")]
            if "warband_id" in columns:
                assert not db.execute(
                    f"select count(*) from {table} where warband_id = ?", (gone,)
                ).fetchone()[0], table


def test_duplicate_has_new_warrior_ids_and_undo_bins_it(store) -> None:
    source = hired(store, "Grey Wolves")
    change = duplicate_warband(store, source, "Grey Wolves (copy)")
    copy = store.load(change.warband_id)
    original = store.load(source)
    assert copy.name == "Grey Wolves (copy)" and copy.treasury == original.treasury
    assert [w.name for w in copy.warriors] == [w.name for w in original.warriors]
    assert not {w.id for w in copy.warriors} & {w.id for w in original.warriors}
    uc.undo(store, change)
    assert [s.name for s in store.list_warbands()] == ["Grey Wolves"]
