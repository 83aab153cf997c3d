"""The upgrades carry the code they need: an old migration means what it meant when it was
written, so none imports the program's live modules (`app`, `rules`, `ui`, `mordheim_roster`);
what they share is a frozen copy beside them (`app/store/migrations/_frozen_*.py`)."""

from __future__ import annotations

import ast
from pathlib import Path

from sqlalchemy import create_engine, text

from app import usecases as uc
from app.plumbing.context import open_store
from app.store.migrations import _frozen_summaries as frozen

MIGRATIONS = Path(__file__).parents[2] / "app" / "store" / "migrations"
LIVE = ("app", "rules", "ui", "mordheim_roster")
FROZEN = "app.store.migrations._frozen_"


def _imports(path: Path) -> list[str]:
    names: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.append(node.module)
        elif isinstance(node, ast.ImportFrom):
            names.append("." * node.level + (node.module or ""))
    return names


def test_no_migration_imports_a_live_module() -> None:
    scripts = sorted((MIGRATIONS / "versions").glob("*.py")) + sorted(
        MIGRATIONS.glob("_frozen_*.py")
    )
    assert len(scripts) > 10
    wrong = [
        f"{path.relative_to(MIGRATIONS)}: {name}"
        for path in scripts
        for name in _imports(path)
        if name.startswith(".") or (name.split(".")[0] in LIVE and not name.startswith(FROZEN))
    ]
    assert wrong == []


def test_the_frozen_figures_are_the_live_ones_of_today(demo_copy) -> None:
    """On the demo campaign and a warband with every kind of row (a large creature, a
    henchman group with experience, a rider on a warhorse, a hired sword, an outrider whose
    horse is in his cost), the frozen copy works out what the live code keeps."""
    store = open_store(demo_copy)
    wid = uc.create_warband(store, "skaven", "Big Rats").warband_id
    uc.set_treasury(store, wid, 3000)
    uc.hire(store, wid, "assassin_adept", "Boss")
    uc.hire(store, wid, "rat_ogre", "Brute")
    group = uc.hire(store, wid, "verminkin", "Pack", count=4).details.warrior_id
    uc.record_experience(store, wid, group, 3)
    uc.hire_hired_sword(store, wid, "warlock")
    riders = uc.create_warband(store, "imperial_outriders", "Riders").warband_id
    uc.set_treasury(store, riders, 3000)
    uc.hire(store, riders, "knight", "Captain")
    right = {s.id: (s.rating, s.members) for s in store.list_warbands(include_deleted=True)}
    store.database.close()
    engine = create_engine(f"sqlite:///{demo_copy}")
    with engine.begin() as connection:
        connection.execute(text("UPDATE warband SET rating = 0, members = 0"))
        assert frozen.fill_summaries(connection) == len(right)
        assert frozen.give_included_mounts(connection) == 0  # every outrider has his horse
        rows = connection.execute(text("SELECT id, rating, members FROM warband"))
        assert {wid: (rating, members) for wid, rating, members in rows} == right
    engine.dispose()
