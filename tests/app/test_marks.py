"""The sheet's marks are decided in the application core: advance owed, games missed,
captured, above the maximum (a henchman group, the warband's size)."""

from __future__ import annotations

from dataclasses import replace

from app import usecases as uc
from app.sheet.marks import Mark, warband_marks, warrior_marks
from app.store.repository import Store


def grey_wolves(store: Store) -> int:
    warband_id = uc.create_warband(store, "reikland", "Marked Men").warband_id
    uc.hire(store, warband_id, "mercenary_captain", "Dieter")
    uc.hire(store, warband_id, "youngblood", "Karl")
    uc.hire(store, warband_id, "warriors", "Blades", count=3)
    return warband_id


def test_a_new_warband_has_no_marks(store) -> None:
    state = store.load(grey_wolves(store))
    assert all(warrior_marks(store.ruleset, w) == () for w in state.warriors)
    assert warband_marks(store.ruleset, state) == ()


def test_advance_owed_games_missed_and_captured(store) -> None:
    warband_id = grey_wolves(store)
    uc.set_experience(store, warband_id, "Karl", 4)  # the boxes 2 and 4 crossed
    uc.set_games_to_miss(store, warband_id, "Dieter", 2)
    uc.apply_injury(store, warband_id, "Dieter", "captured")
    state = store.load(warband_id)
    assert warrior_marks(store.ruleset, state.warrior("Karl")) == (Mark("advance_owed", 2),)
    assert warrior_marks(store.ruleset, state.warrior("Dieter")) == (
        Mark("captured"),
        Mark("misses_games", 2),
    )
    uc.remove_injury(store, warband_id, "Dieter", 0)  # ransomed
    uc.set_games_to_miss(store, warband_id, "Dieter", 0)
    assert warrior_marks(store.ruleset, store.load(warband_id).warrior("Dieter")) == ()


def test_above_the_maximum(store) -> None:
    """Not made by the use cases (they refuse it), but a file from elsewhere may hold it."""
    state = store.load(grey_wolves(store))
    big = replace(state.warrior("Blades"), count=7)
    assert warrior_marks(store.ruleset, big) == (Mark("over_maximum", 7, 5),)
    crowded = state.copy()
    crowded.warriors = [*state.warriors, *(replace(big, id=f"g{n}") for n in range(2))]
    assert warband_marks(store.ruleset, crowded) == (Mark("over_maximum", 2 + 3 + 14, 15),)


def test_the_sheets_figures_read_one_roster(store, monkeypatch) -> None:
    """Issue 14: the sheet's figures built the roster twice (the rating, then the size's
    marks) and counted each warrior's advances twice; the same marks from one of each."""
    import app.sheet.marks
    import app.sheet.sheet_figures

    state = store.load(grey_wolves(store))
    big = replace(state.warrior("Blades"), count=7, experience=2)
    crowded = state.copy()
    crowded.warriors = [*state.warriors, *(replace(big, id=f"g{n}") for n in range(2))]
    rosters: list[int] = []
    counted: list[str] = []
    figures = app.sheet.sheet_figures
    real_roster, real_owed = figures.to_roster, figures.advances_owed

    def roster(ruleset, state):
        rosters.append(1)
        return real_roster(ruleset, state)

    def owed(ruleset, warrior):
        counted.append(warrior.id)
        return real_owed(ruleset, warrior)

    for module in (app.sheet.sheet_figures, app.sheet.marks):
        monkeypatch.setattr(module, "to_roster", roster)
        monkeypatch.setattr(module, "advances_owed", owed)
    figures = app.sheet.sheet_figures.sheet_figures(store.ruleset, crowded)

    assert len(rosters) == 1
    assert sorted(counted) == sorted(w.id for w in crowded.warriors)
    assert figures.marks == (Mark("over_maximum", 2 + 3 + 14, 15),)
    assert figures.warriors["g0"].marks == (Mark("advance_owed", 1), Mark("over_maximum", 7, 5))
