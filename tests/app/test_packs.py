"""The rules packs a campaign plays with: a setting of the database, changed with undo, and
respected wherever a warband is made or a hired sword hired."""

from __future__ import annotations

import dataclasses
import sqlite3
from pathlib import Path

import pytest

import app.usecases as uc
from app.command_line.cli import main
from app.store.database import open_database
from app.store.repository import ConflictError, Store
from app.usecases.packs import PACKS_SETTING, enabled_packs_of
from rules import Ruleset, default_ruleset
from rules.models import Pack, Text


def test_a_new_campaign_has_the_default_packs(store: Store) -> None:
    assert uc.enabled_packs(store) == store.ruleset.default_packs()
    assert {"core", "orc_mob"} <= uc.enabled_packs(store)
    assert store.setting(PACKS_SETTING) is None  # nothing stored until a player departs


def test_switch_off_and_on_with_undo_and_redo(store: Store) -> None:
    off = uc.disable_pack(store, "orc_mob")
    assert "orc_mob" not in uc.enabled_packs(store)
    assert store.setting(PACKS_SETTING) == {"on": [], "off": ["orc_mob"]}
    redo = uc.undo_setting(store, off)
    assert "orc_mob" in uc.enabled_packs(store) and store.setting(PACKS_SETTING) is None
    uc.undo_setting(store, redo)  # undoing the undo redoes it
    assert "orc_mob" not in uc.enabled_packs(store)
    uc.enable_pack(store, "orc_mob")
    assert store.setting(PACKS_SETTING) is None


def test_undo_refuses_when_the_setting_changed_since(store: Store) -> None:
    off = uc.disable_pack(store, "orc_mob")
    uc.enable_pack(store, "orc_mob")
    with pytest.raises(ConflictError, match="undo the later changes first"):
        uc.undo_setting(store, off)


def test_refusals(store: Store) -> None:
    with pytest.raises(uc.RefusedError, match="core rulebook cannot be switched off"):
        uc.disable_pack(store, "core")
    with pytest.raises(uc.RefusedError, match="there is no pack 'kislev'"):
        uc.enable_pack(store, "kislev")
    with pytest.raises(uc.RefusedError, match="already switched on"):
        uc.enable_pack(store, "orc_mob")
    uc.disable_pack(store, "orc_mob")
    with pytest.raises(uc.RefusedError, match="already switched off"):
        uc.disable_pack(store, "orc_mob")


def test_the_setting_survives_reopening(db_path: Path, ruleset: Ruleset) -> None:
    first = Store(open_database(db_path), ruleset)
    uc.disable_pack(first, "orc_mob")
    first.database.close()
    again = Store(open_database(db_path), ruleset)
    assert "orc_mob" not in uc.enabled_packs(again)
    again.database.close()
    with sqlite3.connect(db_path) as raw:
        assert raw.execute("SELECT key FROM setting").fetchall() == [("packs",)]


def test_a_hostile_stored_value_means_the_defaults(ruleset: Ruleset) -> None:
    for value in ("orc_mob", [1, 2], {"on": "x"}, {"on": [1]}, {"off": ["no_such_pack"]}):
        assert enabled_packs_of(ruleset, value) == ruleset.default_packs()
    assert enabled_packs_of(ruleset, {"off": ["core"]}) >= {"core"}  # never off


def _with_pack(ruleset: Ruleset, pack: Pack) -> Ruleset:
    return dataclasses.replace(ruleset, packs={**ruleset.packs, pack.id: pack})


def test_a_pack_comes_with_what_it_requires_and_keeps_it(store: Store) -> None:
    lustria = Pack("lustria_items", Text("L", "Л"), Text("S", "И"), "1b", "items", False)
    reavers = Pack(
        "reavers", Text("R", "Р"), Text("S", "И"), "1b", "warband", False, ("lustria_items",)
    )
    store.ruleset = _with_pack(_with_pack(store.ruleset, lustria), reavers)
    uc.enable_pack(store, "reavers")
    assert {"reavers", "lustria_items"} <= uc.enabled_packs(store)
    with pytest.raises(uc.RefusedError, match="is needed by reavers"):
        uc.disable_pack(store, "lustria_items")
    uc.disable_pack(store, "reavers")
    uc.disable_pack(store, "lustria_items")


def test_a_switched_off_warband_cannot_be_made_but_old_ones_work(store: Store) -> None:
    made = uc.create_warband(store, "orc_mob", "Da Boyz")
    uc.disable_pack(store, "orc_mob")
    with pytest.raises(uc.RefusedError) as refused:
        uc.create_warband(store, "orc_mob", "More Boyz")
    message = str(refused.value)
    assert "switched off in this campaign" in message and "packs enable orc_mob" in message
    uc.hire(store, made.warband_id, "orc_mob.boss", "Grukk")  # an old warband keeps working
    assert store.load(made.warband_id).heroes[0].name == "Grukk"
    draft = store.load(made.warband_id)
    with pytest.raises(uc.RefusedError, match="switched off"):
        uc.create_from_draft(store, draft)


def test_hired_swords_of_a_switched_off_pack_are_not_offered_nor_hired(store: Store) -> None:
    made = uc.create_warband(store, "orc_mob", "Da Boyz")
    offered = [s.id for s in uc.hireable_swords(store, "orc_mob")]
    assert sorted(offered) == ["ogre_bodyguard", "pit_fighter", "warlock"]  # its book's list
    core = [s.id for s in uc.hireable_swords(store, "reikland")]
    assert "ogre_bodyguard" in core and "warlock" in core
    sword = dataclasses.replace(store.ruleset.hired_swords["warlock"], pack="orc_mob")
    store.ruleset = dataclasses.replace(
        store.ruleset, hired_swords={**store.ruleset.hired_swords, "warlock": sword}
    )
    uc.disable_pack(store, "orc_mob")
    assert "warlock" not in [s.id for s in uc.hireable_swords(store, "reikland")]
    with pytest.raises(uc.RefusedError, match="switched off"):
        uc.hire_hired_sword(store, made.warband_id, "warlock")


def run_cli(db: Path, capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["--db", str(db), "--no-demo", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_packs_list_enable_disable_and_new(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "c.sqlite3"
    code, out, _ = run_cli(db, capsys, "packs", "list")
    assert code == 0
    rows = {line.split()[1]: line for line in out.splitlines()[1:]}
    assert rows["core"].startswith("yes") and rows["orc_mob"].startswith("yes")
    assert "1a" in rows["orc_mob"] and "Town Cryer 6; Mordheim Annual 2002" in rows["orc_mob"]
    code, out, _ = run_cli(db, capsys, "packs", "disable", "orc_mob")
    assert code == 0 and out.startswith("Orc Mob switched off.")
    code, out, err = run_cli(db, capsys, "new", "orc_mob", "Da Boyz")
    assert code == 1 and out == ""
    assert err.count("\n") == 1 and "mordheim-roster packs enable orc_mob" in err
    code, _, err = run_cli(db, capsys, "packs", "disable", "core")
    assert code == 1 and err == "error: the core rulebook cannot be switched off\n"
    code, out, _ = run_cli(db, capsys, "packs", "enable", "orc_mob")
    assert code == 0
    code, out, _ = run_cli(db, capsys, "new", "orc_mob", "Da Boyz")
    assert code == 0 and out.startswith("Created Da Boyz")
    code, _, err = run_cli(db, capsys, "packs", "enable", "nope")
    assert code == 1 and "there is no pack 'nope'" in err


def test_goblins_never_become_heroes(store: Store) -> None:
    """Orc Mob's Goblin Warriors: no lad's got talent (may_become_hero = false)."""
    from app.usecases.advancing import talent_allowed

    made = uc.create_warband(store, "orc_mob", "Da Boyz")
    uc.hire(store, made.warband_id, "orc_mob.boss", "Grukk")
    uc.hire(store, made.warband_id, "orc_mob.goblins", "Gits", count=2)
    uc.hire(store, made.warband_id, "orc_mob.orc_boyz", "Boyz", count=2)
    state = store.load(made.warband_id)
    gits, boyz = state.warrior("Gits"), state.warrior("Boyz")
    assert not talent_allowed(store.ruleset, state, gits)
    assert talent_allowed(store.ruleset, state, boyz)
    uc.set_experience(store, made.warband_id, gits.id, 2)
    with pytest.raises(uc.RefusedError, match="never become heroes"):
        uc.promote_lad(store, made.warband_id, gits.id, "Snotling", ["combat", "strength"])


def test_a_persona_who_is_everywhere_may_serve_two_warbands_but_once_each(store: Store) -> None:
    """Luthor Wolfenbaum's I Am Everywhere: each warband may have him, none twice."""
    first = uc.create_warband(store, "middenheim", "Grey Wolves").warband_id
    second = uc.create_warband(store, "marienburg", "Gold Fists").warband_id
    for warband_id in (first, second):
        uc.hire_hired_sword(store, warband_id, "luthor_dark_wizard", "Luthor")
    with pytest.raises(uc.RefusedError, match="only one of him"):
        uc.hire_hired_sword(store, first, "luthor_dark_wizard")
    assert [w for w, _ in store.holders_of("luthor_dark_wizard")] == [first, second]
    uc.hire_hired_sword(store, first, "luthor_the_looter")  # a unique persona, a different man
    with pytest.raises(uc.RefusedError, match=r"one in the whole campaign.*Grey Wolves"):
        uc.hire_hired_sword(store, second, "luthor_the_looter")


def test_a_dramatis_persona_is_one_in_the_whole_campaign(store: Store) -> None:
    persona = dataclasses.replace(
        store.ruleset.hired_swords["warlock"],
        dramatis_persona=True,
        hire_text=Text("Anyone.", "Любой."),
    )
    store.ruleset = dataclasses.replace(
        store.ruleset, hired_swords={**store.ruleset.hired_swords, "warlock": persona}
    )
    first = uc.create_warband(store, "reikland", "Grey Wolves").warband_id
    second = uc.create_warband(store, "marienburg", "Gold Fists").warband_id
    uc.hire_hired_sword(store, first, "warlock", "Old Nick")
    with pytest.raises(uc.RefusedError, match="only one of him"):
        uc.hire_hired_sword(store, first, "warlock")
    with pytest.raises(uc.RefusedError, match=r"one in the whole campaign.*Grey Wolves"):
        uc.hire_hired_sword(store, second, "warlock")
    uc.delete_warband(store, first)  # a warband in the bin holds nobody
    uc.hire_hired_sword(store, second, "warlock")
    assert store.holders_of("warlock") == [(second, "Gold Fists")]


def test_cli_packs_list_in_russian_says_every_word_and_cuts_no_name(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The kind and the core grade are words of the player's language, not the data's values;
    a column is as wide as its longest cell, so a long id or name neither shifts nor is cut."""
    db = tmp_path / "c.sqlite3"
    code, out, _ = run_cli(db, capsys, "--lang", "ru", "packs", "list")
    assert code == 0
    header, *rows = out.splitlines()
    grade, kind, name = (header.index(word) for word in ("класс", "вид", "название"))
    kinds = {row[kind:name].strip() for row in rows}
    words = {"книга правил", "отряд", "наёмные мечи", "особые персонажи", "снаряжение", "сценарии"}
    assert kinds == words, kinds
    assert {row[grade:kind].strip() for row in rows} == {"основа", "1a", "1b", "1c", "2"}
    ruleset = default_ruleset()
    for row in rows:
        pack = ruleset.packs[row.split()[1]]
        assert row[name:].startswith(pack.name.ru) and row.endswith(pack.source.ru), row
    code, out, _ = run_cli(db, capsys, "--lang", "ru", "packs", "disable", "orc_mob")
    assert out.startswith("Выключен пакет «Орочья банда».")
