"""The warband the post-battle tests play (the window's and the draft's): Reikland's Grey Wolves."""

from __future__ import annotations

from typing import Any

import app.usecases as uc
from app.store.repository import Store


def hire(store: Store, warband: int, type_id: str, name: str, **kwargs: Any) -> str:
    warrior_id = uc.hire(store, warband, type_id, name, **kwargs).details.warrior_id
    assert isinstance(warrior_id, str)
    return warrior_id


def grey_wolves(store: Store) -> int:
    """Reikland: Hans (captain, 20 xp), Otto and Rolf (champions, 8), Karl (youngblood), three
    marksmen, two warriors and a pit fighter. 139 gc left, rating 103."""
    wid = uc.create_warband(store, "reikland", "Grey Wolves").warband_id
    hire(store, wid, "mercenary_captain", "Hans", equipment=["sword"])
    hire(store, wid, "champion", "Otto", equipment=["axe"])
    hire(store, wid, "youngblood", "Karl")
    hire(store, wid, "champion", "Rolf", equipment=["spear"])
    hire(store, wid, "marksmen", "Shooters", count=3, equipment=["bow"])
    hire(store, wid, "warriors", "Blades", count=2, equipment=["mace"])
    uc.hire_hired_sword(store, wid, "pit_fighter", "Brute")
    return wid


def ids(store: Store, warband: int) -> dict[str, str]:
    return {w.name: w.id for w in store.load(warband).warriors}
