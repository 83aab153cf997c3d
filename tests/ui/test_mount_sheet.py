"""The sheet's kit column: the mount a hero rides, with its own profile, in both languages."""

from __future__ import annotations

import app.usecases as uc
from app.store.repository import Store
from rules import default_ruleset
from rules.armour import armour_save
from tests.grey_wolves import grey_wolves
from ui.roster.models import WarriorTableModel


def test_the_sheet_shows_the_mount_with_its_profile(qtbot, store: Store) -> None:
    warband = grey_wolves(store)
    otto = next(w for w in store.load(warband).warriors if w.name == "Otto").id
    on_foot = armour_save(default_ruleset(), store.load(warband).warrior(otto).equipment)
    uc.buy(store, warband, otto, "warhorse")
    model = WarriorTableModel(default_ruleset(), "hero")
    model.set_state(store.load(warband))
    row = next(n for n in range(model.rowCount()) if model.warrior(n).id == otto)
    kit = model.index(row, model.columns().index("equipment"))
    assert "Warhorse (M8 WS3 BS0 S3 T3 W1 I3 A1 Ld5)" in model.data(kit)
    model.lang = "ru"
    assert "Боевой конь (M8 WS3 BS0 S3 T3 W1 I3 A1 Ld5)" in model.data(kit)
    save = model.index(row, model.columns().index("save"))
    assert model.data(save) == f"{(on_foot or 7) - 1}+"  # mounted: one better
