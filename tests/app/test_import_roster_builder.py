"""Import of Mordheim Roster Builder files (tests/app/data/foreign/roster_builder/README.md says
how the samples were written from that tool's writer code)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import app.usecases as uc
from app.command_line.cli import main
from app.exports.exchange import ExchangeError
from app.importers import ForeignFileError, detect, read_foreign
from app.store.repository import Store
from app.usecases.transfer import import_foreign

SAMPLES = Path(__file__).parent / "data" / "foreign" / "roster_builder"


def sample(name: str) -> bytes:
    return (SAMPLES / name).read_bytes()


def by_name(state, name: str):  # type: ignore[no-untyped-def]
    return next(w for w in state.warriors if w.name == name)


def changes(warrior, reason: str) -> dict[str, int]:  # type: ignore[no-untyped-def]
    return {c.characteristic: c.delta for c in warrior.profile_changes if c.reason == reason}


def test_formats_are_found_by_their_content() -> None:
    assert detect(sample("reikland.json")) == "roster-builder"
    assert detect(sample("skaven.txt")) == "roster-builder-text"
    assert detect(sample("campaign.json")) == "roster-builder-campaign"
    with pytest.raises(ForeignFileError, match="not a file of a tool"):
        detect(b"name,type\nDie Eisernen,merc\n")


def test_a_saved_warband_comes_over_with_its_kit_advances_injuries_and_stash(store: Store) -> None:
    change = import_foreign(store, sample("reikland.json"))
    state = store.load(change.warband_id)
    assert (state.name, state.type_id, state.treasury, state.shards) == (
        "Die Eisernen",
        "reikland",
        47,
        2,
    )
    captain = by_name(state, "Kurt Eisenfaust")
    assert captain.type_id == "reikland.mercenary_captain"
    # A second single pistol is the tool's brace of pistols.
    assert captain.equipment == ["dagger", "sword", "brace_of_pistols", "light_armour"]
    assert changes(captain, "advance") == {"WS": 1, "I": 1}
    assert captain.skills == ["strike_to_injure"]
    assert [i.injury for i in captain.injuries] == ["old_battle_wound"]
    assert (captain.experience, captain.experience_floor) == (27, 27)  # no advance owed here
    champion = by_name(state, "Hans der Hinkende")
    assert changes(champion, "injury") == {"M": -1}
    guards = by_name(state, "Die Stadtwache")
    assert (guards.kind, guards.count, guards.equipment) == (
        "henchmen",
        4,
        ["dagger", "spear", "shield"],
    )
    ogre = next(w for w in state.warriors if w.kind == "hired_sword")
    assert (ogre.type_id, ogre.experience) == ("ogre_bodyguard", 3)
    assert ogre.equipment == ["sword", "light_armour"]  # the tool keeps no kit for him
    assert state.stash == ["bow", "rope_and_hook"]


def test_what_has_no_match_is_listed_and_kept_as_notes_never_dropped(store: Store) -> None:
    change = import_foreign(store, sample("reikland.json"), lang="ru")
    assert [(u.kind, u.name, u.warrior) for u in change.details.unmapped] == [
        ("item", "Hasenpfote", ""),
        ("item", "Laserschwert", "Youngblood"),
        ("skill", "Tanz der Klingen", "Youngblood"),
    ]
    state = store.load(change.warband_id)
    youngblood = by_name(state, "Youngblood")
    assert youngblood.equipment == ["dagger", "mace"]
    assert "«Laserschwert»" in youngblood.notes and "«Tanz der Klingen»" in youngblood.notes
    assert youngblood.notes.startswith("Не перенесено из Mordheim Roster Builder")
    assert "«Hasenpfote»" in state.notes


def test_strict_refuses_with_the_list_and_writes_nothing(store: Store) -> None:
    with pytest.raises(ExchangeError, match=r"Hasenpfote.*Laserschwert.*Tanz der Klingen"):
        import_foreign(store, sample("reikland.json"), strict=True)
    assert store.list_warbands() == []


def test_the_text_export_brings_a_caster_his_spells_and_the_injured_hero(store: Store) -> None:
    change = import_foreign(store, sample("skaven.txt"))
    assert change.details.unmapped == []
    state = store.load(change.warband_id)
    assert state.type_id == "skaven"
    sorcerer = by_name(state, "Quiek der Graue")
    assert [(s.spell, s.difficulty_reduction) for s in sorcerer.spells] == [
        ("magic_of_the_horned_rat.warpfire", 0),
        ("magic_of_the_horned_rat.sorcerers_curse", 1),
    ]
    adept = by_name(state, "Skritch")
    assert [i.injury for i in adept.injuries] == ["madness_frenzy"]
    assert [g.rule for g in adept.rules_gained] == ["frenzy"]
    black = by_name(state, "Black Skaven")
    assert (changes(black, "injury"), black.games_to_miss) == ({"T": -1}, 1)
    assert by_name(state, "Verminkin").count == 5
    assert state.stash == ["sling", "sling"]


def test_a_campaign_file_holds_every_warband_one_import_each(store: Store) -> None:
    data = sample("campaign.json")
    assert [d.name for d in read_foreign(store.ruleset, data)] == [
        "Klaue des Verrats",
        "Die Eisernen",
    ]
    second = import_foreign(store, data, which=1)
    assert second.after.name == "Die Eisernen"
    assert [s.name for s in store.list_warbands()] == ["Die Eisernen"]
    with pytest.raises(ExchangeError, match="holds 2 warband"):
        import_foreign(store, data, which=2)


def test_an_import_is_one_change_that_undo_takes_away(store: Store) -> None:
    change = import_foreign(store, sample("skaven.txt"))
    assert [s.name for s in store.list_warbands()] == ["Klaue des Verrats"]
    uc.undo(store, change)
    assert store.list_warbands() == []


def _save() -> dict:  # type: ignore[type-arg]
    return json.loads(sample("reikland.json"))


def _hostile() -> dict[str, bytes]:
    deep = b'{"wb": "merc", "subtype": "reik", "models": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"
    cases: dict[str, bytes] = {
        "broken JSON": sample("reikland.json")[:-40],
        "deeply nested": deep,
        "binary": bytes(range(256)) * 10,
        "too large": b'{"wb": "merc", "models": [], "x": "' + b"a" * 5_100_000 + b'"}',
        "broken data line": sample("skaven.txt")[:-10] + b"\n",
    }
    mutations = {
        "models not a list": lambda d: d.update(models={"a": 1}),
        "model not an object": lambda d: d["models"].append("captain"),
        "negative count": lambda d: d["models"][3].update(qty=-4),
        "a thousand models": lambda d: d["models"][3].update(qty=1000),
        "fraction of experience": lambda d: d["models"][0].update(exp=2.5),
        "huge experience": lambda d: d["models"][0].update(exp=10**30),
        "unknown warband": lambda d: d.update(wb="space_marines"),
        "unknown variant": lambda d: d.update(subtype="altdorf"),
        "gold as a list": lambda d: d.update(goldNow=[1]),
        "advance over the maximum": lambda d: d["models"][0].update(adv={"WS": 9}),
    }
    for name, mutate in mutations.items():
        document = _save()
        mutate(document)
        cases[name] = json.dumps(document).encode()
    return cases


@pytest.mark.parametrize("case", sorted(_hostile()))
def test_hostile_and_damaged_files_get_one_line_and_nothing_is_written(
    store: Store, case: str
) -> None:
    data = _hostile()[case]
    with pytest.raises(ExchangeError) as refused:
        import_foreign(store, data)
    message = str(refused.value)
    assert "\n" not in message and 0 < len(message) < 400, message
    assert store.list_warbands() == []


def test_the_command_line_lists_what_was_not_understood_in_the_players_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "cli.sqlite3")
    path = str(SAMPLES / "campaign.json")
    assert main(["--db", db, "--no-demo", "--lang", "ru", "import", path]) == 0
    out = capsys.readouterr().out
    assert "Загружен отряд Klaue des Verrats" in out and "Загружен отряд Die Eisernen" in out
    assert "Mordheim Roster Builder (файл кампании)" in out and "campaign file" not in out
    assert "Не распознано в файле: 3" in out and "предмет «Laserschwert» (Youngblood)" in out
    bad = tmp_path / "bad.json"
    bad.write_bytes(_hostile()["negative count"])
    assert main(["--db", db, "import", str(bad)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "nothing was imported" in err


def test_our_own_file_goes_through_the_same_command_exactly(store: Store) -> None:
    from app.exports.exchange import dumps, export_document

    first = import_foreign(store, sample("reikland.json"))
    ours = dumps(store.load(first.warband_id), store.battles(first.warband_id)).encode()
    assert detect(ours) == "mordheim-roster"
    again = import_foreign(store, ours)

    def without_ids(warband_id: int) -> dict:  # type: ignore[type-arg]
        document = export_document(store.load(warband_id))["warband"]
        for warrior in document["warriors"]:
            warrior.pop("id")
        return document

    assert again.details.renamed_from == first.after.name
    assert again.after.name == f"{first.after.name} (2)"
    renamed = without_ids(again.warband_id)
    assert dict(renamed, name=first.after.name) == without_ids(first.warband_id)


def test_a_campaign_warband_the_rules_refuse_is_said_and_the_others_imported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    campaign = json.loads(sample("campaign.json"))
    eisernen = campaign["warbands"][1]["roster"]
    eisernen["models"].append(dict(eisernen["models"][0], uid=99, name="Second Captain"))
    path = tmp_path / "campaign.json"
    path.write_text(json.dumps(campaign), encoding="utf-8")
    db = str(tmp_path / "cli.sqlite3")
    assert main(["--db", db, "--no-demo", "import", "--strict", str(path)]) == 1
    captured = capsys.readouterr()
    assert "Imported Klaue des Verrats" in captured.out
    assert "Die Eisernen" not in captured.out
    assert captured.err.count("\n") == 1 and "warband 2 of 2" in captured.err
    assert captured.err.rstrip().endswith("that warband was not imported"), captured.err
    assert "{" not in captured.err
    assert main(["--db", db, "list"]) == 0
    assert "Klaue des Verrats" in capsys.readouterr().out


def test_eleven_heroes_come_in_as_they_are_and_the_sheet_says_what_is_wrong(store: Store) -> None:
    document = _save()
    document["models"].extend([document["models"][2]] * 10)
    data = json.dumps(document).encode()
    with pytest.raises(ExchangeError):
        import_foreign(store, data, strict=True)
    whole = store.load(import_foreign(store, sample("reikland.json")).warband_id)
    change = import_foreign(store, data, lang="ru")
    state = store.load(change.warband_id)
    assert len(state.warriors) == len(whole.warriors) + 10
    assert "hero_limit" in [p.code for p in change.problems]
    assert "Загружено из Mordheim Roster Builder (JSON) как было, вопреки правилам" in state.notes


def _goblins(wb: str, chief: str, mount: str) -> bytes:
    model = {"uid": 1, "uid_def": chief, "name": "Grotz", "exp": 17, "qty": 1, "eq": {mount: 1}}
    return json.dumps({"wb": wb, "name": "Reiter", "models": [model]}).encode()


def test_goblins_on_the_tools_spider_and_wolf_come_over_riding_ours(store: Store) -> None:
    """The tool sells its mounts under their table's keys ("Riesenspinne", "Wolf")."""
    import_foreign(store, _goblins("forestgoblins", "fgchief", "Riesenspinne"))
    import_foreign(store, _goblins("nightgoblins", "bigboss", "Wolf"))
    kits = {s.type_id: by_name(store.load(s.id), "Grotz").equipment for s in store.list_warbands()}
    assert "giant_spider" in kits["forest_goblins"]
    assert "giant_wolf" in kits["night_goblins"]


def test_a_saves_own_battle_log_comes_with_it(store: Store) -> None:
    """As the tool's `addBattle` keeps them in `campaign.battles` of the warband's save."""
    document = _save()
    document["campaign"] = {
        "on": True,
        "round": 2,
        "log": [],
        "battles": [
            {
                "id": 1,
                "round": 1,
                "opponents": [{"name": "Die Ratten", "wb": "skaven"}],
                "district": "merchants",
                "outcome": "Victory",
                "notes": "Kurt took the well.",
            },
            {
                "id": 2,
                "round": 2,
                "opponents": [{"name": "", "wb": "undead"}],
                "district": "",
                "outcome": "Ran away",
                "notes": "",
            },
        ],
    }
    change = import_foreign(store, json.dumps(document).encode())
    battles = store.battles(change.warband_id)
    assert [(b["opponent"], b["scenario"], b["result"]) for b in battles] == [
        ("Die Ratten", "merchants", "won"),
        ("undead", "", "ran away"),
    ]


def test_a_campaign_file_makes_its_league_campaign_with_each_players_warband(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "cli.sqlite3")
    path = str(SAMPLES / "campaign.json")
    assert main(["--db", db, "--no-demo", "--lang", "ru", "import", path]) == 0
    assert "Создана кампания файла Mordheim Nights (id 1), её игроки: Rob, Klaus." in (
        capsys.readouterr().out
    )
    assert main(["--db", db, "campaign", "show", "1"]) == 0
    shown = capsys.readouterr().out
    assert "Rob: Klaue des Verrats" in shown and "Klaus: Die Eisernen" in shown


def test_a_lad_the_tool_promoted_comes_in_as_a_promoted_hero_with_his_two_lists(
    store: Store,
) -> None:
    """As the tool's `promoteHench` marks him: `promoted: true`, `promoCats`."""
    document = _save()
    lad = dict(document["models"][3], uid=9, name="Jupp", qty=1, promoted=True)
    lad["promoCats"] = ["combat", "speed"]
    document["models"].append(lad)
    change = import_foreign(store, json.dumps(document).encode())
    jupp = next(w for w in store.load(change.warband_id).warriors if w.name == "Jupp")
    assert (jupp.kind, jupp.type_id, jupp.promoted_from) == (
        "hero",
        "reikland.warriors",
        "reikland.warriors",
    )
    assert jupp.extra_skill_lists == ["combat", "speed"]
    assert "henchman_as_hero" not in {p.code for p in change.problems}
