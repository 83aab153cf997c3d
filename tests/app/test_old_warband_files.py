"""A warband file of format version 1, written by the program before the Outriders' horses were
items (tests/app/data/outriders-before-horse-items.json: 0.1.0 at commit 0b16ea3^, by
`new imperial_outriders`, `hire ... --kit` and `export-json`), could not hold a horse, so its
riders come in riding the horse in their cost. A file of the current version keeps exactly what
it says: a rider without his horse lost it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.command_line.cli import main
from app.exports.exchange import VERSION
from app.sheet.sheet_figures import sheet_figures
from app.store.repository import Store
from app.usecases.transfer import export_warband, import_warband

OLD_FILE = Path(__file__).parent / "data" / "outriders-before-horse-items.json"
# Each warrior's kit as 0.1.0 wrote it, and as it comes in: Jan rode the warhorse that upgrades
# his horse (it replaces it); the others had no mount written at all.
WRITTEN = {
    "Ritter Karl": ["sword"],
    "Jan": ["warhorse"],
    "Piet": ["pistol"],
    "Hussars": ["spear"],
    "Franz": [],
}
RIDING = {
    "Ritter Karl": ["sword", "horse"],
    "Jan": ["warhorse"],
    "Piet": ["pistol", "horse"],
    "Hussars": ["spear", "horse"],
    "Franz": ["horse"],
}


def _kits(store: Store, warband_id: int) -> dict[str, list[str]]:
    return {w.name: w.equipment for w in store.load(warband_id).warriors}


def test_the_old_file_is_version_1_with_no_horse_written() -> None:
    document = json.loads(OLD_FILE.read_text(encoding="utf-8"))
    assert document["version"] == 1 and VERSION == 2
    kits = {w["name"]: w["equipment"] for w in document["warband"]["warriors"]}
    assert kits == WRITTEN


def test_a_version_1_file_gives_every_rider_the_horse_in_his_cost(store: Store) -> None:
    made = import_warband(store, OLD_FILE.read_bytes()).warband_id
    assert _kits(store, made) == RIDING
    state = store.load(made)
    # 0.1.0 kept a rating of 71: the four horses ridden add 3 each (the Hussars' once a model).
    assert sheet_figures(store.ruleset, state).rating == 71 + 3 * (1 + 1 + 2 + 1)
    assert store.list_warbands()[0].rating == sheet_figures(store.ruleset, state).rating


def test_a_current_file_keeps_exactly_what_it_says(store: Store) -> None:
    made = import_warband(store, OLD_FILE.read_bytes()).warband_id
    current = json.loads(export_warband(store, made))
    assert current["version"] == 2
    for warrior in current["warband"]["warriors"]:
        if warrior["name"] == "Piet":
            warrior["equipment"] = ["pistol"]  # he lost his horse after a battle
    again = import_warband(store, json.dumps(current), name="Riders again").warband_id
    assert _kits(store, again) == {**RIDING, "Piet": ["pistol"]}
    exported = json.loads(export_warband(store, again))
    assert _without_ids(exported) == _without_ids(current)  # new ids: the old ones are taken


def _without_ids(document: dict[str, object]) -> list[dict[str, object]]:
    warband = document["warband"]
    assert isinstance(warband, dict)
    return [{k: v for k, v in w.items() if k != "id"} for w in warband["warriors"]]


def test_only_the_version_says_so(store: Store) -> None:
    """The very same warriors in a file that says version 2 come in on foot, as written."""
    document = json.loads(OLD_FILE.read_text(encoding="utf-8"))
    document["version"] = 2
    made = import_warband(store, json.dumps(document)).warband_id
    assert _kits(store, made) == WRITTEN


def test_the_command_line_imports_the_old_file_riding(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "c.sqlite3"
    assert main(["--db", str(db), "--no-demo", "import-json", str(OLD_FILE)]) == 0
    assert main(["--db", str(db), "--no-demo", "show", "Old Riders"]) == 0
    out = capsys.readouterr().out
    assert "Kit: Pistol, Horse" in out and "Kit: Warhorse (save 6+)" in out
