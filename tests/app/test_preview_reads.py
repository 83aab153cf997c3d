"""The preview (stdlib sqlite3, read-only) and the store (SQLAlchemy) read the same campaign
alike: the window paints its first sheet from one and edits it through the other.

Equal means equal as values and as types (`repr`): a flag stored as an integer, a float, a
NULL, a non-ASCII text read the same way by both.
"""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.domain import (
    AdvanceRecord,
    GainedRule,
    InjuryRecord,
    ProfileChange,
    SpellKnown,
    WarbandState,
    Warrior,
)
from app.plumbing.context import open_store
from app.store.database import APPLICATION_ID, SCHEMA_HEAD
from app.store.preview import Preview, open_preview
from app.store.repository import SheetReader, Store
from rules import Ruleset
from rules.text import MAX_NAME, MAX_NOTES

DATA = Path(__file__).parent / "data"
ROOT = Path(__file__).resolve().parents[2]


def every_field_warband(ruleset: Ruleset) -> WarbandState:
    """Imperial Outriders with every kind of thing a sheet keeps, texts at their limits."""
    sword = next(s for s in ruleset.hired_swords.values() if not s.dramatis_persona)
    persona = next(s for s in ruleset.hired_swords.values() if s.dramatis_persona)
    captain = Warrior(
        kind="hero", type_id="imperial_outriders.knight", name="Ö" * MAX_NAME,
        experience=23, experience_floor=20, extra_advances=1, games_to_miss=2,
        profile_changes=[ProfileChange("ws", 1), ProfileChange("m", -1, "injury")],
        equipment=["horse", "sword", "lance"], skills=["strike_to_injure"],
        spells=[SpellKnown("prayers_of_sigmar.hammer_of_sigmar", 1)],
        mutations=["great_claw"], injuries=[InjuryRecord("leg_wound"),
                                            InjuryRecord("multiple_injuries", "chest_wound")],
        rules_gained=[GainedRule("hatred", "injury", "Скавены")],
        advances=[AdvanceRecord(21, "characteristic", "ws", [3, 4])],
        extra_skill_lists=["speed"], promoted_from=None,
        notes="Заметки — ✓ 日本 \U0001f40e\n" + "ж" * (MAX_NOTES - 20),
    )  # fmt: skip
    outrider = Warrior(kind="hero", type_id="imperial_outriders.outrider", name="Outrider",
                       equipment=["horse"], promoted_from="imperial_outriders.scout")  # fmt: skip
    riders = Warrior(kind="henchmen", type_id="imperial_outriders.scout", name="", count=5)
    return WarbandState(
        name="Всадники «Рейкланда»", type_id="imperial_outriders", treasury=0, shards=7,
        notes="", house_rules=["no_gunpowder", "юникод"], stash=["rope_and_hook", "rope_and_hook"],
        warriors=[captain, outrider, riders,
                  Warrior(kind="hired_sword", type_id=sword.id, name=sword.id, experience=4),
                  Warrior(kind="hired_sword", type_id=persona.id, name="")],
        leader_id=captain.id,
    )  # fmt: skip


BATTLES = (
    {"date": "2026-11-30", "scenario": "skirmish", "opponent": "Мутанты", "result": "won",
     "rating_before": 120, "rating_after": 131, "treasury_after": 40, "shards_after": 2,
     "opponent_rating": 150, "opponent_type": "possessed", "treasury_before": 5,
     "shards_before": 0, "income": 35, "rolls": [], "changes": []},
    {"date": "", "scenario": "", "opponent": "", "result": "lost", "rolls": [], "changes": []},
)  # fmt: skip


@pytest.fixture
def campaign(tmp_path: Path, ruleset: Ruleset) -> Iterator[Path]:
    """The demo campaign, a warband with every field, its battles, a setting, one in the bin."""
    path = tmp_path / "campaign.sqlite3"
    store = open_store(path)
    with store.transaction() as tx:
        saved = tx.insert(every_field_warband(ruleset))
        assert saved.id is not None
        for battle in BATTLES:
            tx.add_battle(saved.id, dict(battle))
        tx.set_setting("packs", {"on": ["imperial_outriders"], "off": []})
        gone = tx.insert(WarbandState(name="Gone", type_id="reikland"))
        gone.deleted = True
        tx.save(gone)
    store.database.close()
    yield path


def reads(reader: SheetReader) -> list[str]:
    """Everything the window reads, as the reprs of what comes out."""
    ids = [w.id for w in reader.list_warbands(include_deleted=True)]
    out = [repr(reader.list_warbands()), repr(reader.list_warbands(include_deleted=True))]
    for warband_id in ids:
        out += [repr(reader.load(warband_id, include_deleted=True)),
                repr(reader.battles(warband_id))]  # fmt: skip
    out += [repr(reader.setting("packs")), repr(reader.setting("nothing")),
            repr(reader.count()), repr(reader.find("всадники «рейкланда»")),
            repr(reader.holders_of("imperial_outriders.outrider"))]  # fmt: skip
    return out


def test_the_preview_and_the_store_read_every_field_alike(campaign: Path) -> None:
    preview = open_preview(campaign, open_store_ruleset())
    assert isinstance(preview, Preview)
    store = open_store(campaign, demo=False)
    try:
        seen, stored = reads(preview), reads(store)
        assert seen == stored
        sheet = store.load(store.find("всадники «рейкланда»"))
        assert (
            sheet.warriors[0].notes.endswith("ж" * 100) and len(sheet.warriors[0].name) == MAX_NAME
        )
        assert sheet.warriors[1].equipment == ["horse"] and sheet.warriors[0].promoted_from is None
        assert len(store.list_warbands()) >= 2 and len(sheet.battles) == 2
    finally:
        preview.close()
        store.database.close()


def open_store_ruleset() -> Ruleset:
    from rules import default_ruleset

    return default_ruleset()


def test_the_preview_cannot_write(campaign: Path) -> None:
    preview = open_preview(campaign, open_store_ruleset())
    assert preview is not None
    with pytest.raises(sqlite3.OperationalError, match="readonly"):
        preview.connection.execute("UPDATE warband SET name = 'x'")
    preview.close()


def test_the_store_takes_over_the_previews_sheets(campaign: Path) -> None:
    preview = open_preview(campaign, open_store_ruleset())
    assert preview is not None
    first = preview.list_warbands()[0].id
    shown = preview.load(first)
    store = open_store(campaign, demo=False)
    store.adopt(preview)
    preview.close()  # the sheet comes from what the preview read (its revision is current)
    assert store.load(first) == shown
    store.database.close()


def old_schema(tmp_path: Path) -> Path:
    path = tmp_path / "old.sqlite3"
    shutil.copy(DATA / "schema-0006.sqlite3", path)
    return path


def foreign(tmp_path: Path) -> Path:
    path = tmp_path / "foreign.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE notes (x)")
    return path


def newer(tmp_path: Path, campaign: Path) -> Path:
    path = tmp_path / "newer.sqlite3"
    shutil.copy(campaign, path)
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '9999'")
    return path


@pytest.mark.parametrize(
    "named",
    [
        lambda tmp, _c: tmp / "missing.sqlite3",  # the first run makes the demo
        lambda tmp, _c: "postgresql+psycopg://roster@127.0.0.1:1/roster",
        lambda tmp, _c: f"sqlite:///{tmp / 'given-as-url.sqlite3'}",
        lambda tmp, _c: old_schema(tmp),  # needs an upgrade
        lambda tmp, _c: foreign(tmp),  # refused by the store, with its words
        lambda tmp, c: newer(tmp, c),  # the same
        lambda tmp, _c: tmp,  # a folder
    ],
    ids=["missing", "postgresql", "url", "old-schema", "foreign", "newer", "folder"],
)
def test_only_a_current_roster_file_gets_a_preview(named, tmp_path: Path, campaign: Path) -> None:
    db = named(tmp_path, campaign)
    before = {p: p.read_bytes() for p in tmp_path.glob("*.sqlite3")}
    assert open_preview(db, open_store_ruleset()) is None
    assert {p: p.read_bytes() for p in tmp_path.glob("*.sqlite3")} == before  # nothing written


def test_a_current_file_named_by_the_environment_or_the_default_gets_one(
    campaign: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MORDHEIM_ROSTER_DB", str(campaign))
    preview = open_preview(None, open_store_ruleset())
    assert preview is not None and preview.path == campaign.resolve()
    preview.close()
    with sqlite3.connect(campaign) as conn:  # what the preview checks
        assert conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        assert conn.execute("SELECT version_num FROM alembic_version").fetchone()[0] == SCHEMA_HEAD


def test_the_preview_sees_another_programs_change(campaign: Path) -> None:
    preview = open_preview(campaign, open_store_ruleset())
    assert preview is not None and not preview.changed()
    store: Store = open_store(campaign, demo=False)
    with store.transaction() as tx:
        tx.set_setting("packs", None)
    assert preview.changed()
    preview.close()
    store.database.close()


def test_the_first_screens_store_modules_import_no_sqlalchemy() -> None:
    """SQLAlchemy and sqlmodel are imported by the functions that need them: the window's
    first sheet is read (app.store.preview) and shown before either is loaded."""
    code = (
        "import sys\n"
        "import app.store.repository, app.store.listing, app.store.summary\n"
        "import app.store.database, app.store.preview, app.usecases, app.sheet.panel_view\n"
        "print(sorted(m for m in sys.modules if m.startswith(('sqlalchemy', 'sqlmodel'))))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert done.stdout.strip() == "[]", done.stdout
