"""Import of MordheimManager backups (tests/app/data/foreign/mordheim_manager/README.md says how
the sample was written from that tool's writer code)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.exports.exchange import ExchangeError
from app.importers import detect, read_foreign
from app.store.repository import Store
from app.usecases.transfer import import_foreign

SAMPLE = Path(__file__).parent / "data" / "foreign" / "mordheim_manager"
BACKUP = SAMPLE / "mordheim-backup-2026-11-29.json"


def by_name(state, name: str):  # type: ignore[no-untyped-def]
    return next(w for w in state.warriors if w.name == name)


def test_a_backup_is_found_by_its_content_and_holds_every_warband(store: Store) -> None:
    data = BACKUP.read_bytes()
    assert detect(data) == "mordheim-manager"
    assert [d.name for d in read_foreign(store.ruleset, data)] == [
        "Die Flamme von Sigmar",
        "Da Red Gitz",
    ]


def test_heroes_groups_swords_stash_and_battles_come_over(store: Store) -> None:
    change = import_foreign(store, BACKUP.read_bytes())
    state = store.load(change.warband_id)
    assert (state.type_id, state.treasury, state.shards) == ("witch_hunters", 62, 3)
    captain = by_name(state, "Matthias Brandt")
    assert [(c.characteristic, c.delta, c.reason) for c in captain.profile_changes] == [
        ("WS", 1, "advance")
    ]
    assert captain.skills == ["strongman"]
    assert captain.equipment == ["dagger", "sword", "pistol", "light_armour"]
    priest = by_name(state, "Vater Ulrich")
    assert [s.spell for s in priest.spells] == [
        "prayers_of_sigmar.healing_hand",
        "prayers_of_sigmar.shield_of_faith",
    ]
    jonas = by_name(state, "Jonas")
    assert [i.injury for i in jonas.injuries] == ["leg_wound", "chest_wound"]
    assert {(c.characteristic, c.delta) for c in jonas.profile_changes} == {("M", -1), ("T", -1)}
    assert jonas.games_to_miss == 1
    assert "Gregor" not in [w.name for w in state.warriors]  # dead in the other tool
    zealots = by_name(state, "Zealots")
    assert (zealots.kind, zealots.count) == ("henchmen", 4)
    slayer = by_name(state, "Grim")
    assert (slayer.kind, slayer.type_id, slayer.experience) == (
        "hired_sword",
        "dwarf_troll_slayer",
        5,
    )
    assert slayer.equipment == ["axe"]  # the tool keeps his gear as text
    assert state.stash == ["crossbow", "lucky_charm"]
    assert [(b["date"], b["result"]) for b in store.battles(change.warband_id)] == [
        ("2026-10-02", "won"),
        ("2026-11-01", "lost"),
    ]
    assert [(u.kind, u.name, u.warrior) for u in change.details.unmapped] == [
        ("item", "Tarot Cards", ""),
        ("item", "Sunglasses", "Jonas"),
    ]


def test_the_second_warband_with_its_shaman(store: Store) -> None:
    change = import_foreign(store, BACKUP.read_bytes(), which=1)
    shaman = by_name(store.load(change.warband_id), "Zogwort")
    assert [s.spell for s in shaman.spells] == ["waaagh_magic.zzap"]
    assert change.details.unmapped == []


def _variant(mutate) -> bytes:  # type: ignore[no-untyped-def]
    document = json.loads(BACKUP.read_bytes())
    mutate(document)
    return json.dumps(document).encode()


HOSTILE = {
    "no warbands": lambda d: d.update(warbands=[]),
    "warband not an object": lambda d: d["warbands"].insert(0, 7),
    "unknown warband": lambda d: d["warbands"][0].update(warbandType="space-marines"),
    "negative gold": lambda d: d["warbands"][0].update(gold=-5),
    "count as text": lambda d: d["warbands"][0]["henchmenGroups"][0].update(count="many"),
    "equipment not a list": lambda d: d["warbands"][0]["heroes"][0].update(equipment="Sword"),
    "battles not a list": lambda d: d.update(battles={"id": 1}),
}


def _second_captain(document: dict) -> None:  # type: ignore[type-arg]
    heroes = document["warbands"][0]["heroes"]
    heroes.append(dict(heroes[0], id="h9", name="Second Captain"))


def test_a_warband_against_our_rules_comes_in_whole_noted_and_strict_refuses_it(
    store: Store,
) -> None:
    data = _variant(_second_captain)
    with pytest.raises(ExchangeError) as refused:
        import_foreign(store, data, strict=True)
    assert "\n" not in str(refused.value) and store.list_warbands() == []
    change = import_foreign(store, data, file_name="mordheim-backup.json")
    state = store.load(change.warband_id)
    assert [w.name for w in state.warriors].count("Second Captain") == 1
    assert "type_limit" in [p.code for p in change.problems]
    kept = state.notes.splitlines()[-1]
    assert kept.startswith("Imported from mordheim-backup.json as it was, against our rules: ")
    assert "Mercenary Captain" in kept or "Witch Hunter Captain" in kept


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_damaged_backups_are_refused_in_one_line_with_nothing_written(
    store: Store, case: str
) -> None:
    with pytest.raises(ExchangeError) as refused:
        import_foreign(store, _variant(HOSTILE[case]))
    assert "\n" not in str(refused.value)
    assert store.list_warbands() == []


FREE_DAGGER = {"id": "fd", "name": "Dagger", "category": "melee", "cost": 0, "notes": "Free"}


def _hounds_with_the_tools_dagger(document: dict) -> None:  # type: ignore[type-arg]
    """As the tool's `createHenchmenGroupFromType` makes every group: a free dagger, animals
    (`isAnimal`) too."""
    hounds = next(g for g in document["warbands"][0]["henchmenGroups"] if g["isAnimal"])
    hounds["equipment"] = [*hounds.get("equipment", []), dict(FREE_DAGGER)]


def test_an_animals_free_dagger_is_left_out_with_a_line_and_the_warband_comes_in(
    store: Store,
) -> None:
    data = _variant(_hounds_with_the_tools_dagger)
    change = import_foreign(store, data, lang="ru")
    state = store.load(change.warband_id)
    hounds = by_name(state, "Hounds")
    assert (hounds.count, hounds.equipment) == (2, [])
    assert [(u.kind, u.warrior) for u in change.details.unmapped if u.warrior == "Hounds"] == [
        ("free_dagger", "Hounds")
    ]
    assert "бесплатный «Dagger»" in hounds.notes
    zealots = by_name(state, "Zealots")
    assert "dagger" in zealots.equipment  # a man keeps his


def _reavers_with_a_hawk(document: dict) -> None:  # type: ignore[type-arg]
    band = document["warbands"][0]
    leader = dict(band["heroes"][0], unitType="Conqueror", name="Vasco", advances=[], skills=[])
    leader.update(spells=[], injuries=[], equipment=[dict(FREE_DAGGER)])
    hawk = dict(band["henchmenGroups"][0], unitType="Tilean Hunting Hawk", groupName="Hawk")
    hawk.update(count=1, isAnimal=True, advances=[], equipment=[dict(FREE_DAGGER)])
    band.update(warbandType="lustrian-reavers", heroes=[leader], henchmenGroups=[hawk])
    band.update(hiredSwords=[], treasury=[])
    document["warbands"] = [band]


def test_a_hunting_hawk_flies_in_with_its_move_of_12_and_without_the_free_dagger(
    store: Store,
) -> None:
    change = import_foreign(store, _variant(_reavers_with_a_hawk))
    state = store.load(change.warband_id)
    hawk = by_name(state, "Hawk")
    assert (hawk.type_id, hawk.equipment) == ("lustrian_reavers.hawk", [])
    assert by_name(state, "Vasco").equipment == ["dagger"]
    assert [(u.kind, u.warrior) for u in change.details.unmapped] == [("free_dagger", "Hawk")]


def test_the_backups_campaign_becomes_a_league_campaign_with_its_notes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from app.command_line.cli import main

    path = tmp_path / "backup.json"
    path.write_bytes(_variant(lambda d: d.update(campaignNotes="Winter in the ruins.")))
    db = str(tmp_path / "cli.sqlite3")
    assert main(["--db", db, "--no-demo", "import", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Made the file's campaign Mordheim Nights (id 1)" in out
    assert main(["--db", db, "campaign", "show", "1"]) == 0
    shown = capsys.readouterr().out
    assert "Die Flamme von Sigmar: Die Flamme von Sigmar" in shown
    assert "Da Red Gitz: Da Red Gitz" in shown
    assert "Notes: Winter in the ruins." in shown
    assert main(["--db", db, "show", "1"]) == 0
    assert "Campaign Mordheim Nights in MordheimManager (backup): Winter in the ruins." in (
        capsys.readouterr().out
    )
    assert main(["--db", db, "import", str(path)]) == 0
    assert "Made the file's campaign Mordheim Nights (2)" in capsys.readouterr().out


def _tileans(document: dict) -> None:  # type: ignore[type-arg]
    band = document["warbands"][0]
    captain = dict(band["heroes"][0], unitType="Captain", name="Lorenzo", advances=[], skills=[])
    captain.update(spells=[], injuries=[], equipment=[dict(FREE_DAGGER)])
    duelists = dict(band["henchmenGroups"][0], unitType="Duelist", groupName="Bravi", count=2)
    duelists.update(advances=[], equipment=[dict(FREE_DAGGER)])
    band.update(warbandType="tileans", heroes=[captain], henchmenGroups=[duelists])
    band.update(hiredSwords=[], treasury=[])
    document["warbands"] = [band]


def test_tileans_without_a_city_state_come_in_as_one_said_so_and_strict_refuses(
    store: Store,
) -> None:
    data = _variant(_tileans)
    with pytest.raises(ExchangeError):
        import_foreign(store, data, strict=True)
    change = import_foreign(store, data, lang="ru")
    state = store.load(change.warband_id)
    assert state.type_id == "tileans_miragliano"
    assert [(w.name, w.type_id) for w in state.warriors] == [
        ("Lorenzo", "tileans_miragliano.captain"),
        ("Bravi", "tileans_miragliano.duellist"),
    ]
    assert "в файле нет города-государства: загружен как «Tileans of Miragliano»" in state.notes


def _us_spellings(document: dict) -> None:  # type: ignore[type-arg]
    captain = document["warbands"][0]["heroes"][0]
    captain["equipment"] = [
        dict(FREE_DAGGER),
        {"id": "a1", "name": "Heavy Armor", "category": "armour", "cost": 50},
    ]
    captain["skills"] = ["Step aside"]


def test_us_spellings_and_a_skill_in_lower_case_are_read(store: Store) -> None:
    change = import_foreign(store, _variant(_us_spellings))
    captain = by_name(store.load(change.warband_id), "Matthias Brandt")
    assert (captain.equipment, captain.skills) == (["dagger", "heavy_armour"], ["step_aside"])


def _house_types(document: dict) -> None:  # type: ignore[type-arg]
    band = document["warbands"][0]
    leader = dict(band["heroes"][0], unitType="Grand Inquisitor", name="Konrad", skills=[])
    leader.update(stats=dict(leader["stats"], WS=6), isLeader=True, injuries=[], spells=[])
    leader.update(advances=[{"id": "a9", "type": "stat", "detail": "+1 WS"}])
    ogre = dict(band["henchmenGroups"][0], unitType="Ogre Zealot", groupName="Big Lads")
    ogre.update(count=2, isLargeCreature=True, advances=[])
    ogre.update(stats=dict(ogre["stats"], W=3, S=5))
    band.update(
        heroes=[leader, *band["heroes"][1:]], henchmenGroups=[ogre, *band["henchmenGroups"]]
    )
    document["warbands"] = [band]


def test_models_of_types_we_do_not_know_come_in_as_custom_types(store: Store) -> None:
    change = import_foreign(store, _variant(_house_types))
    state = store.load(change.warband_id)
    konrad, lads = by_name(state, "Konrad"), by_name(state, "Big Lads")
    inquisitor = state.custom.type(konrad.type_id)
    ogres = state.custom.type(lads.type_id)
    assert inquisitor is not None and ogres is not None
    # The type's profile: his stats less his advance, which stays an advance.
    assert (inquisitor.name, inquisitor.profile.WS) == ("Grand Inquisitor", 5)
    assert [(c.characteristic, c.delta) for c in konrad.profile_changes] == [("WS", 1)]
    assert state.leader_id == konrad.id
    assert (lads.count, ogres.role, ogres.large, ogres.profile.S) == (2, "henchman", True, 5)
    custom = {u.name for u in change.details.unmapped if u.kind == "custom"}
    assert custom == {"Grand Inquisitor", "Ogre Zealot"}
