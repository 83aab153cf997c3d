"""Export of a warband as Mordheim Roster Builder's own save: ours -> its save -> our importer
reads back the same warband (in our exchange JSON), except what the save cannot hold, which the
export lists in one line (tests/app/test_roster_builder_node.py runs that tool's own importer
on the same files)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from app.command_line.cli import main
from app.domain import InjuryRecord, ProfileChange, SpellKnown, WarbandState, Warrior
from app.exports.exchange import state_to_dict
from app.exports.roster_builder import (
    RosterBuilderExportError,
    Save,
    not_carried_line,
    to_save,
)
from app.exports.roster_builder_lists import LISTS, UNIT_LISTS
from app.importers import read_foreign
from app.importers.roster_builder_names import ITEMS, UNITS, WARBANDS
from app.plumbing.context import open_store
from app.store.repository import Store
from rules import Ruleset, default_ruleset
from rules.mounts import kit_at_hire
from tests.starting import cheapest_kit

RULES = default_ruleset()


def carried(ruleset: Ruleset, warband: dict[str, Any]) -> dict[str, Any]:
    """The part of a warband in our exchange JSON the tool's save holds: no ids, no notes,
    no advance history (the tool keeps the sums), the rest in a stable order."""

    def warrior(w: dict[str, Any]) -> dict[str, Any]:
        return {
            "kind": w["kind"],
            "type": w["type"],
            "name": w["name"],
            "count": w["count"],
            "experience": w["experience"],
            "equipment": sorted(w["equipment"]),
            "skills": sorted(w["skills"]),
            "spells": sorted((s["spell"], s["difficulty_reduction"]) for s in w["spells"]),
            "mutations": sorted(w["mutations"]),
            "injuries": sorted(i["injury"] for i in w["injuries"]),
            "changes": sorted(
                (c["characteristic"], c["delta"], c["reason"]) for c in w["profile_changes"]
            ),
            "games_to_miss": w["games_to_miss"],
            "promoted_from": w.get("promoted_from"),
            "extra_skill_lists": sorted(w.get("extra_skill_lists") or []),
        }

    return {
        "name": warband["name"],
        "type": warband["type"],
        "treasury": warband["treasury"],
        "shards": warband["shards"],
        "stash": sorted(warband["stash"]),
        "warriors": [warrior(w) for w in warband["warriors"]],
    }


def battles_of(save: Save) -> list[dict[str, Any]]:
    return list(save.document["campaign"]["battles"])


def logged(battles: list[dict[str, Any]]) -> list[tuple[str, str, str]]:
    """What of a battle log the tool's chronicle holds as such: scenario, opponent, result."""
    return [(b["scenario"], b["opponent"], b["result"]) for b in battles]


def round_trip(ruleset: Ruleset, state: WarbandState) -> tuple[dict[str, Any], Any]:
    """Our warband written as the tool's save and read back by our importer."""
    save = to_save(ruleset, state)
    drafts = read_foreign(ruleset, save.text().encode())
    assert len(drafts) == 1 and drafts[0].source == "roster-builder"
    assert [(u.kind, u.name) for u in drafts[0].unmapped] == []
    return drafts[0].warband, save


def every_unit(ruleset: Ruleset, key: str) -> WarbandState:
    """A warband of the tool's type `key` with one warrior of each unit it knows, each with
    a dagger if his list has one, and more experience than he starts with."""
    warband_id = WARBANDS[key]
    wb = key.split("/")[0]
    state = WarbandState(name=f"{warband_id} export", type_id=warband_id, treasury=77, shards=2)
    for unit, local in sorted(UNITS.items()):
        if not unit.startswith(wb + ":"):
            continue
        t = ruleset.warrior_type(f"{warband_id}.{local}")
        hero = t.role == "hero"
        warrior = Warrior(
            kind="hero" if hero else "henchmen",
            type_id=t.id,
            name=f"{local} one",
            count=1 if hero else 3,
            experience=t.experience,
            experience_floor=t.experience,
            equipment=list(cheapest_kit(ruleset, t)),
        )
        if t.included_mount:
            warrior.equipment.append(t.included_mount)
        if t.spell_list:
            first = min(ruleset.spells_of(t.spell_list), key=lambda s: s.d6)
            warrior.spells = [SpellKnown(first.key)]
        if t.mutations_min:
            warband = ruleset.warband(warband_id)
            warrior.mutations = [m.id for m in warband.mutations[: t.mutations_min]]
        state.warriors.append(warrior)
    return state


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Store:
    return open_store(tmp_path_factory.mktemp("rb") / "demo.sqlite3", demo=True)


def test_every_demo_warband_comes_back_the_same(demo: Store) -> None:
    summaries = demo.list_warbands()
    assert len(summaries) == 4
    for summary in summaries:
        state = demo.load(summary.id)
        back, save = round_trip(demo.ruleset, state)
        assert carried(demo.ruleset, back) == carried(demo.ruleset, state_to_dict(state))
        assert all(x.kind != "warrior" and x.kind != "hired_sword" for x in save.left)


@pytest.mark.parametrize("key", sorted(WARBANDS))
def test_a_warband_of_each_type_the_tool_knows_comes_back_the_same(key: str) -> None:
    state = every_unit(RULES, key)
    assert state.warriors
    back, save = round_trip(RULES, state)
    assert carried(RULES, back) == carried(RULES, state_to_dict(state))
    assert save.left == ()
    assert not_carried_line(save.left, "en") == ""


def veteran() -> WarbandState:
    """A warband with a captain of many kinds of kit, a stash, a leader and a hired sword."""
    state = WarbandState(name="Die Eisernen", type_id="reikland", treasury=47, shards=3)
    captain = Warrior(
        kind="hero",
        type_id="reikland.mercenary_captain",
        name="Kurt",
        experience=31,
        experience_floor=31,
        equipment=["dagger", "sword", "brace_of_pistols", "light_armour", "elven_cloak"],
        skills=["strike_to_injure"],
        profile_changes=[
            ProfileChange("WS", 1),
            ProfileChange("I", 1),
            ProfileChange("M", -1, "injury"),
        ],
        injuries=[InjuryRecord("leg_wound")],
        games_to_miss=1,
    )
    state.warriors = [captain]
    state.stash = ["bow", "rope_and_hook", "rope_and_hook"]
    state.leader_id = captain.id
    hired = Warrior(kind="hired_sword", type_id="ogre_bodyguard", name="Grok", experience=3)
    hired.equipment = list(RULES.hired_swords["ogre_bodyguard"].equipment)
    state.warriors.append(hired)
    aenur = Warrior(kind="hired_sword", type_id="aenur", name="Aenur", experience=0)
    aenur.equipment = list(RULES.hired_swords["aenur"].equipment)
    state.warriors.append(aenur)
    state.battles = [
        {
            "date": "2026-11-29",
            "scenario": "skirmish",
            "opponent": "The Rat Pack",
            "opponent_type": "skaven",
            "result": "won",
            "changes": [
                {
                    "code": "experience",
                    "values": {"warrior": "Kurt", "gained": 1, "boxes": "", "total": 31, "hero": 1},
                }
            ],
        },
        {"scenario": "wyrdstone_hunt", "opponent": "", "result": "lost", "changes": []},
    ]
    return state


def test_a_veteran_with_kit_injuries_and_advances_comes_back_the_same() -> None:
    state = veteran()
    back, save = round_trip(RULES, state)
    assert carried(RULES, back) == carried(RULES, state_to_dict(state))
    drafts = read_foreign(RULES, save.text().encode())
    assert logged(drafts[0].battles) == logged(state.battles)
    document = save.document
    model = document["models"][0]
    # On his list by its own names (a brace is two single pistols), the cloak as a rare item.
    assert model["eq"] == {"Dolch (1. gratis)": 1, "Schwert": 1, "Pistole": 2, "Leichte Rüstung": 1}
    assert model["rare"] == {"Elfenumhang": {"q": 1, "paid": RULES.item("elven_cloak").cost}}
    assert (document["wb"], document["subtype"], document["leaderUid"]) == ("merc", "reik", 1)
    assert document["goldNow"] == 47 and document["stash"]["wyrd"] == 3
    chronicle = [
        (b["round"], b["opponents"], b["district"], b["outcome"]) for b in battles_of(save)
    ]
    assert chronicle == [
        (1, [{"name": "The Rat Pack", "wb": "skaven"}], "skirmish", "Victory"),
        (2, [], "wyrdstone_hunt", "Defeat"),
    ]
    assert battles_of(save)[0]["notes"].startswith("2026-11-29; Kurt")
    assert [(d["key"], d["uid"]) for d in document["dp"]] == [("aenur", "hs3")]
    assert document["hired"] == [
        {"uid": "hs2", "key": "ogre", "name": "Grok", "exp": 3, "skills": []}
    ]


def test_an_injured_hero_keeps_his_injury_and_what_the_tool_cannot_hold_is_one_line() -> None:
    state = WarbandState(name="Wolves", type_id="reikland", notes="Sworn to the Count.")
    champion = Warrior(
        kind="hero",
        type_id="reikland.champion",
        name="Otto",
        experience=12,
        experience_floor=8,
        equipment=["dagger", "axe"],
        injuries=[InjuryRecord("leg_wound"), InjuryRecord("multiple_injuries")],
        profile_changes=[ProfileChange("M", -1, "injury"), ProfileChange("Ld", 1, "manual")],
        notes="Owes Karl 5 gc",
    )
    state.warriors = [champion]
    save = to_save(RULES, state, battles=[{"result": "won"}, {"result": "lost"}])
    leg = RULES.injury("leg_wound")[0].name.en
    assert save.document["models"][0]["inj"] == [{"code": "22", "name": leg}]
    en = not_carried_line(save.left, "en")
    assert en.startswith("Not carried to Mordheim Roster Builder: the warband's notes;")
    for said in ("battle log's dice, gold and ratings (2 battles:", "Otto's change by hand Ld +1"):
        assert said in en
    multiple = RULES.injury("multiple_injuries")[0].name.en
    assert f"Otto's serious injury '{multiple}'" in en
    assert "Otto's advances owed (1)" in en
    ru = not_carried_line(save.left, "ru")
    assert ru.startswith("Не перенесено в Mordheim Roster Builder: заметки отряда;")
    assert "Otto: броски на продвижение (1)" in ru and "журнала боёв (2 боя:" in ru
    assert "Otto's notes" in en


def test_a_warband_type_the_tool_does_not_have_is_refused_in_one_line() -> None:
    state = WarbandState(name="X", type_id="house_orcs")  # a type of no rulebook of the tool
    with pytest.raises(RosterBuilderExportError) as caught:
        to_save(RULES, state)
    said = str(caught.value)
    assert "Mordheim Roster Builder has no warband type" in said and "\n" not in said


def test_the_save_is_the_json_its_import_reads(tmp_path: Path) -> None:
    state = every_unit(RULES, "skaven")
    text = to_save(RULES, state).text()
    document = json.loads(text)
    assert document["wb"] == "skaven" and len(document["models"]) == len(state.warriors)


def cli(db: Path, capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["--db", str(db), *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_export_json_format_roster_builder_writes_its_save_and_says_what_stays(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "cli.sqlite3"
    out_file = tmp_path / "wolves.json"
    wolves = ("The Grey Wolves of Altdorf", str(out_file), "--format", "roster-builder")
    code, out, err = cli(db, capsys, "export-json", *wolves)
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == f"Wrote {out_file}"
    assert lines[1].startswith("Not carried to Mordheim Roster Builder: the warband's notes")
    drafts = read_foreign(RULES, out_file.read_bytes())
    assert drafts[0].source == "roster-builder" and drafts[0].name == "The Grey Wolves of Altdorf"
    code, out, err = cli(
        db, capsys, "--lang", "ru", "export-json", "1", "--format", "roster-builder"
    )
    assert code == 0 and json.loads(out)["wb"] == "merc"
    assert err.strip().startswith("Не перенесено в Mordheim Roster Builder: заметки отряда")


def test_its_mutations_go_and_come_by_its_own_german_names() -> None:
    """Its saves keep a mutation by the German name its table prices it by ('Dämonenseele'):
    ours are written so, and a file of its own brings them in."""
    save = {
        "wb": "possessed",
        "subtype": None,
        "name": "Kult der Klaue",
        "models": [
            {"uid_def": "mut", "name": "Gorth", "exp": 0, "qty": 1, "eq": {}},
            {"uid_def": "poss", "name": "Xar", "exp": 8, "qty": 1, "eq": {}},
        ],
    }
    save["models"][0]["mut"] = ["Dämonenseele", "Große Klaue"]
    save["models"][1]["mut"] = ["Tentakel"]
    drafts = read_foreign(RULES, json.dumps(save).encode())
    assert [(u.kind, u.name) for u in drafts[0].unmapped] == []
    mutations = [w["mutations"] for w in drafts[0].warband["warriors"]]
    assert mutations == [["daemon_soul", "great_claw"], ["tentacle"]]
    state = every_unit(RULES, "carnival")
    written = [m["mut"] for m in to_save(RULES, state).document["models"] if m["mut"]]
    assert written and all(name == "Strom der Verderbnis" for names in written for name in names)


def full_kit(ruleset: Ruleset, key: str) -> WarbandState:
    """The warband of `key` with every item of each unit's list in the tool (a first dagger
    once) and a rare item off the lists, an elven cloak, on each."""
    state = every_unit(ruleset, key)
    wb = key.split("/")[0]
    units = {local: unit for unit, local in UNITS.items() if unit.startswith(wb + ":")}
    for warrior in state.warriors:
        unit = units[warrior.type_id.partition(".")[2]]
        names = LISTS.get(UNIT_LISTS.get(unit, ""), ())
        kit = [*cheapest_kit(ruleset, warrior_type := ruleset.warrior_type(warrior.type_id))]
        kit += [ITEMS[n.replace(" (1. gratis)", "")] for n in names] + ["elven_cloak"]
        warrior.equipment = kit_at_hire(ruleset, warrior_type, kit)  # an upgraded mount rides
    return state


@pytest.mark.parametrize("key", sorted(WARBANDS))
def test_every_item_of_each_units_list_comes_back(key: str) -> None:
    state = full_kit(RULES, key)
    back, save = round_trip(RULES, state)
    assert carried(RULES, back) == carried(RULES, state_to_dict(state))
    assert save.left == ()


def test_a_hired_sword_it_lacks_is_named_in_the_line_by_the_glossarys_term() -> None:
    state = WarbandState(name="Wolves", type_id="reikland")
    state.warriors = [Warrior(kind="hired_sword", type_id="belandysh", name="Belandysh")]
    save = to_save(RULES, state)
    assert save.document["hired"] == [] and save.document["dp"] == []
    assert not_carried_line(save.left, "en").endswith("Belandysh, a hired sword it does not have")
    assert not_carried_line(save.left, "ru").endswith("Belandysh: такого наёмного меча в ней нет")
