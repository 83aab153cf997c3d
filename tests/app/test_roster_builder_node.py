"""Mordheim Roster Builder's own Import reads what our export writes: its code (a checkout of
hmVBfv/Mordheim-Roster-Builder, never copied here) runs under Node on our saves
(tests/app/roster_builder_check.mjs), and what it imported, saved again by that tool, comes back
through our importer as the same warband.

The checkout is `MORDHEIM_ROSTER_BUILDER`, else `shared/roster-builder` beside the repository;
`.ci/run` clones it at the commit below when GitHub can be reached. Without node or the checkout
the test is skipped, saying which; under CI=true a missing node fails it (.ci/run installs it),
a missing checkout does not: CI machines may reach only the package registries."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from app.domain import WarbandState
from app.exports.exchange import state_to_dict
from app.exports.roster_builder import to_save
from app.importers import read_foreign
from app.importers.roster_builder_names import WARBANDS
from app.plumbing.context import open_store
from rules import default_ruleset
from tests.app.test_export_roster_builder import (
    carried,
    every_unit,
    full_kit,
    logged,
    veteran,
)

ROOT = Path(__file__).resolve().parents[2]
HARNESS = Path(__file__).with_name("roster_builder_check.mjs")
#: The tool's commit the export was checked against (.ci/run clones this one).
COMMIT = "365ba6d"
RULES = default_ruleset()


def checkout() -> Path:
    override = os.environ.get("MORDHEIM_ROSTER_BUILDER")
    return Path(override) if override else ROOT.parent / "shared" / "roster-builder"


def tool() -> tuple[str, Path]:
    """Node and the tool's checkout, or the test skipped saying why (failed under CI=true when
    node, which .ci/run installs, is missing)."""
    node, folder = shutil.which("node"), checkout()
    why = ""
    if node is None:
        why = "node is not installed: Mordheim Roster Builder's own code runs under Node.js"
        if os.environ.get("CI") == "true":
            pytest.fail(why)
    elif not (folder / "js" / "app.js").is_file():
        why = (
            f"no Mordheim Roster Builder checkout at {folder} (git clone "
            "https://github.com/hmVBfv/Mordheim-Roster-Builder there, or set "
            "MORDHEIM_ROSTER_BUILDER)"
        )
    if why:
        pytest.skip(why)
    assert node is not None
    return node, folder


def warbands(folder: Path) -> list[WarbandState]:
    """The demo campaign's warbands, one of each type the name tables know (and the same with
    every item of each unit's list in the tool), and a veteran."""
    store = open_store(folder / "demo.sqlite3", demo=True)
    try:
        demo = [store.load(s.id) for s in store.list_warbands()]
    finally:
        store.database.close()
    types = sorted(WARBANDS)
    every = [every_unit(RULES, key) for key in types] + [full_kit(RULES, key) for key in types]
    return [*demo, *every, veteran()]


@pytest.fixture(scope="module")
def imported(
    tmp_path_factory: pytest.TempPathFactory,
) -> list[tuple[WarbandState, dict[str, Any]]]:
    node, folder = tool()
    states = warbands(tmp_path_factory.mktemp("roster-builder"))
    saves = [to_save(RULES, state).text() for state in states]
    done = subprocess.run(
        [node, str(HARNESS), str(folder)],
        input=json.dumps(saves),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    results = json.loads(done.stdout)
    assert len(results) == len(states)
    return list(zip(states, results, strict=True))


def test_its_own_import_takes_every_warband_whole(imported: list[Any]) -> None:
    assert len(imported) == 4 + 2 * len(WARBANDS) + 1
    for state, result in imported:
        assert (result["error"], result["flashed"]) == ("", ["Imported."]), state.name
        assert result["wb"] == WARBANDS_OF[state.type_id]
        assert result["unseen"] == [], state.name  # every item shows on its sheet
        assert result["unpriced"] == [], state.name  # every mutation by its own name
        assert result["gold"] == state.treasury, state.name
        fighters = [w for w in state.warriors if w.kind != "hired_sword"]
        assert result["models"] == sum(w.count for w in fighters), state.name
        assert result["battles"] == len(state.battles), state.name
        assert result["chronicle"] == bool(state.battles), state.name  # shown in its chronicle
        assert result["text"].startswith(f"{result['text'].split(' - ')[0]} - {state.name} - [")


def test_what_it_imported_comes_back_the_same(imported: list[Any]) -> None:
    for state, result in imported:
        drafts = read_foreign(RULES, result["saved"].encode())
        assert [(u.kind, u.name) for u in drafts[0].unmapped] == [], state.name
        assert carried(RULES, drafts[0].warband) == carried(RULES, state_to_dict(state))
        assert logged(drafts[0].battles) == logged(state.battles), state.name


WARBANDS_OF = {ours: key.split("/")[0] for key, ours in WARBANDS.items()}
