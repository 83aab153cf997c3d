"""Import of Toolheim YAML warbands (tests/app/data/foreign/toolheim/README.md says how the
sample was written from Toolheim's own reader)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.exports.exchange import ExchangeError
from app.importers import detect
from app.store.repository import Store
from app.usecases.transfer import export_warband, import_foreign, import_warband
from rules.custom import is_custom_type, is_custom_warband

SAMPLE = Path(__file__).parent / "data" / "foreign" / "toolheim" / "dwarf-rangers.mordheim.yml"
YML = SAMPLE.read_bytes()


def by_name(state, name: str):  # type: ignore[no-untyped-def]
    return next(w for w in state.warriors if w.name == name)


def test_a_toolheim_warband_comes_over_with_stats_read_as_changes(store: Store) -> None:
    assert detect(YML) == "toolheim"
    change = import_foreign(store, YML)
    state = store.load(change.warband_id)
    assert (state.name, state.type_id, state.treasury, state.shards) == (
        "The Stubborn Beards",
        "dwarf_rangers",
        78,
        2,
    )
    assert state.stash == ["lucky_charm", "rope_and_hook"]
    ragnar = by_name(state, "Ragnar")
    assert (ragnar.type_id, ragnar.experience) == ("dwarf_rangers.runesmith", 32)
    assert [i.injury for i in ragnar.injuries] == ["nervous_condition"]
    # I1 written: the injury's -1 on I2, so no change of his own; WS6 and A2 are advances.
    assert sorted((c.characteristic, c.delta, c.reason) for c in ragnar.profile_changes) == [
        ("A", 1, "advance"),
        ("I", -1, "injury"),
        ("WS", 1, "advance"),
    ]
    assert ragnar.skills == ["strike_to_injure"]
    assert [s.spell for s in ragnar.spells] == ["dwarf_runes.rune_of_stone"]
    assert ragnar.equipment == ["axe", "axe", "helmet", "light_armour"]
    clansmen = by_name(state, "Stonebreakers")
    assert (clansmen.kind, clansmen.count, clansmen.experience) == ("henchmen", 3, 4)
    pathfinder = by_name(state, "Hakon")
    assert (pathfinder.kind, pathfinder.type_id) == ("hired_sword", "dwarf_pathfinder")
    # "Leader" is the runesmith's own rule: nothing to report; an unknown rule is listed.
    assert [(u.kind, u.name, u.warrior) for u in change.details.unmapped] == [
        ("other", "Pipe of Peace", "Ragnar")
    ]


BOMB = b"warband: A (Dwarf Rangers)\na: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a]\n"
HOSTILE = {
    "aliases": BOMB + b"heros:\n  - hero: X (Runesmith) [1XP]\n",
    "broken YAML": YML.replace(b"heros:", b"heros: [", 1),
    "no type in the title": YML.replace(b"(Dwarf Rangers)", b"", 1),
    "hero header without experience": YML.replace(b"[32XP]", b"", 1),
    "stats of words": YML.replace(b"WS6", b"WSsix", 1),
    "a group of a thousand": YML.replace(b"(3x Clansmen)", b"(1000x Clansmen)", 1),
    "a list of numbers": b"- 1\n- 2\n",
    "python object tag": YML.replace(b"gc: 78", b"gc: !!python/object/apply:os.system [ls]", 1),
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_hostile_yaml_is_refused_in_one_line_with_nothing_written(store: Store, case: str) -> None:
    with pytest.raises(ExchangeError) as refused:
        import_foreign(store, HOSTILE[case], fmt="toolheim")
    assert "\n" not in str(refused.value) and len(str(refused.value)) < 400
    assert store.list_warbands() == []


HOUSE_ORCS = SAMPLE.with_name("house-orcs.mordheim.yml").read_bytes()
NORSE = SAMPLE.with_name("norse.mordheim.yml").read_bytes()


def test_warriors_of_types_the_list_lacks_come_in_as_custom_types(store: Store) -> None:
    change = import_foreign(store, HOUSE_ORCS)
    state = store.load(change.warband_id)
    assert state.type_id == "orc_mob"
    assert sum(w.count for w in state.warriors) == 8  # every model of the file
    leader = by_name(state, "Grimgob & Snikkit")
    warlord = state.custom.type(leader.type_id)
    assert warlord is not None and is_custom_type(leader.type_id)
    # His type: the file's stats less his Leg Wound, his kit as its list, the cost he was written.
    assert (warlord.name, warlord.role, warlord.cost) == ("Orc Warlord", "hero", 95)
    assert warlord.profile.as_dict() == {
        "M": 5, "WS": 4, "BS": 3, "S": 4, "T": 4, "W": 1, "I": 3, "A": 2, "Ld": 8
    }  # fmt: skip
    assert set(warlord.items) == {"axe", "light_armour", "shield"}
    assert [c.characteristic for c in leader.profile_changes] == ["M"]  # the wound, no advance
    assert leader.skills == ["mighty_blow"] and state.leader_id == leader.id
    varga = by_name(state, "Varga")
    sword = store.ruleset.hired_swords[varga.type_id]
    assert (varga.kind, sword.large, sword.profile.W) == ("hired_sword", True, 3)
    boars = by_name(state, "Tuskers")
    assert (boars.count, store.ruleset.warrior_type(boars.type_id).large) == (2, True)
    custom = {u.name for u in change.details.unmapped if u.kind == "custom"}
    assert custom == {"Orc Warlord", "Ogre Mercenary", "War Boar"}
    assert "hired_sword_not_allowed" not in {p.code for p in change.problems}  # his own
    said = [p.text("en") for p in change.problems if p.code == "custom_type"]
    assert len(said) == 3 and all("only the general rules" in line for line in said)


def test_a_warband_of_a_type_we_do_not_know_comes_in_as_a_custom_warband(store: Store) -> None:
    change = import_foreign(store, NORSE)
    state = store.load(change.warband_id)
    assert is_custom_warband(state.type_id)
    assert store.ruleset.warband(state.type_id).name.en == "Norse Raiders (custom)"
    assert state.custom.warband_name == "Norse Raiders"
    # Two groups of one type share it; the hero whose rules say Leader leads.
    assert sorted(t.name for t in state.custom.types) == ["Berserker", "Huscarl", "Jarl"]
    assert state.leader_id == by_name(state, "Sigrid").id
    assert sum(w.count for w in state.warriors) == 8
    assert not [p for p in change.problems if p.code not in ("custom_type",)]
    again = json.loads(export_warband(store, change.warband_id))
    assert import_warband(store, json.dumps(again)).after.custom == state.custom
