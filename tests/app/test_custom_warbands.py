"""Custom warbands and warrior types (issue 26): a type the rulebook lacks comes with its warband,
is checked against the general rules only, and travels in our JSON, copies and undo."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import app.usecases as uc
from app.exports import exchange
from app.exports.exchange import ExchangeError
from app.store.database import open_database
from app.store.repository import Store
from app.usecases.core import problems_of
from app.usecases.recruiting import recruit_options
from app.usecases.transfer import export_warband, import_warband
from rules import Ruleset
from rules.custom import is_custom_type, is_custom_warband
from rules.models import Lang

_PROFILE = {"M": 4, "WS": 4, "BS": 3, "S": 4, "T": 4, "W": 2, "I": 3, "A": 2, "Ld": 8}
_BOAR = {"M": 7, "WS": 3, "BS": 0, "S": 3, "T": 4, "W": 1, "I": 3, "A": 1, "Ld": 3}


def _warrior(kind: str, type_id: str, name: str, **more: Any) -> dict[str, Any]:
    return {"kind": kind, "type": type_id, "name": name, **more}


def orc_file() -> dict[str, Any]:
    """An Orc Mob with a house leader of two models and a house henchman type."""
    leader, boars = "orc_mob.custom_grumlok", "orc_mob.custom_boar"
    warband = {
        "name": "Da Krumpaz",
        "type": "orc_mob",
        "treasury": 30,
        "custom": {
            "types": [
                {"id": leader, "name": "Ork leader", "role": "hero", "profile": dict(_PROFILE),
                 "cost": 110, "items": ["axe", "light_armour"]},
                {"id": boars, "name": "War boar", "role": "henchman", "profile": dict(_BOAR)},
            ]
        },
        "warriors": [
            _warrior("hero", leader, "Grumlok & Gazbag", equipment=["axe", "light_armour"]),
            _warrior("hero", "orc_mob.big_un", "Snagga"),
            _warrior("henchmen", "orc_mob.orc_boyz", "Ladz", count=3),
            _warrior("henchmen", boars, "Boarz", count=2),
        ],
    }  # fmt: skip
    return {"format": exchange.FORMAT, "version": exchange.VERSION, "warband": warband}


def norse_file() -> dict[str, Any]:
    """A warband of a type we do not know: every type custom."""
    jarl, raiders = "custom_1a2b3c.custom_jarl", "custom_1a2b3c.custom_raider"
    warband = {
        "name": "Sons of Ymir",
        "type": "custom_1a2b3c",
        "treasury": 42,
        "custom": {
            "warband": {"name": "Norse Raiders"},
            "types": [
                {"id": jarl, "name": "Jarl", "role": "hero", "profile": dict(_PROFILE), "cost": 70,
                 "items": ["sword", "shield"]},
                {"id": raiders, "name": "Raider", "role": "henchman", "profile": dict(_PROFILE),
                 "cost": 30, "items": ["axe"]},
            ],
        },
        "warriors": [
            _warrior("hero", jarl, "Ulf", equipment=["sword", "shield"]),
            _warrior("henchmen", raiders, "Raiders", count=4, equipment=["axe"]),
        ],
    }  # fmt: skip
    return {"format": exchange.FORMAT, "version": exchange.VERSION, "warband": warband}


def test_a_house_type_in_a_known_warband_comes_in_and_back_out_whole(store: Store) -> None:
    change = import_warband(store, json.dumps(orc_file()))
    state = store.load(change.warband_id)
    leader = state.warrior("Grumlok & Gazbag")
    assert is_custom_type(leader.type_id)
    assert state.custom.type(leader.type_id) is not None
    assert store.ruleset.warrior_type(leader.type_id).name.en == "Ork leader (custom)"
    # Only the general rules: his kit is his list, no type maximum, no racial maximum of 4.
    assert not [p for p in problems_of(store, state) if p.subject == "Grumlok & Gazbag"]
    again = json.loads(export_warband(store, change.warband_id))
    assert again["warband"]["custom"] == orc_file()["warband"]["custom"] | {
        "types": again["warband"]["custom"]["types"]
    }
    assert [t["id"] for t in again["warband"]["custom"]["types"]] == [
        "orc_mob.custom_grumlok",
        "orc_mob.custom_boar",
    ]


def test_the_rulebook_every_reader_shares_never_learns_a_custom_type(
    store: Store, ruleset: Ruleset
) -> None:
    import_warband(store, json.dumps(orc_file()))
    exchange.loads(ruleset, json.dumps(norse_file()))
    assert "custom_grumlok" not in {t.local_id for t in ruleset.warband("orc_mob").types}
    assert "custom_1a2b3c" not in ruleset.warbands


def test_a_custom_warband_is_rated_advanced_and_undone_by_the_general_rules(store: Store) -> None:
    change = import_warband(store, json.dumps(norse_file()))
    wid = change.warband_id
    state = store.load(wid)
    assert is_custom_warband(state.type_id)
    assert store.ruleset.warband(state.type_id).name.en == "Norse Raiders (custom)"
    summary = next(s for s in store.list_warbands() if s.id == wid)
    assert summary.rating == 5 * 5  # five models, no experience yet
    ulf = state.warrior("Ulf").id
    uc.record_experience(store, wid, ulf, 2)
    uc.apply_advance(store, wid, ulf, kind="characteristic", characteristic="WS", dice=[6, 6])
    raised = store.load(wid).warrior("Ulf")
    assert raised.profile(store.ruleset.warrior_type(raised.type_id).profile).WS == 5
    hired = uc.hire(store, wid, "custom_1a2b3c.custom_raider", "More raiders", count=1)
    assert store.load(wid).warrior("More raiders").count == 1
    hired.undo(store)
    assert "More raiders" not in {w.name for w in store.load(wid).warriors}


def test_another_program_on_the_same_file_knows_the_custom_types(
    store: Store, ruleset: Ruleset, db_path: Path
) -> None:
    wid = import_warband(store, json.dumps(norse_file())).warband_id
    other = Store(open_database(f"sqlite:///{db_path}"), ruleset)
    try:
        assert other.ruleset.warband("custom_1a2b3c").name.en == "Norse Raiders (custom)"
        assert other.list_warbands()[-1].name == "Sons of Ymir"
        assert other.load(wid).custom == store.load(wid).custom
    finally:
        other.database.close()


@pytest.mark.parametrize(
    ("path", "value", "said"),
    [
        (("custom", "types", 0, "id"), "reikland.custom_x", "no custom type id of this warband"),
        (("custom", "types", 0, "id"), "orc_mob.boss", "no custom type id"),
        (("custom", "types", 0, "role"), "boss", "none of hero, henchman"),
        (("custom", "types", 0, "profile", "WS"), 11, "WS"),
        (("custom", "types", 0, "items"), ["no_such_thing"], "no_such_thing"),
    ],
)
def test_a_broken_custom_definition_is_refused_in_one_line(
    store: Store, path: tuple[Any, ...], value: Any, said: str
) -> None:
    document = orc_file()
    target: Any = document["warband"]
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    with pytest.raises(ExchangeError, match=said):
        import_warband(store, json.dumps(document))
    assert store.list_warbands() == []


@pytest.mark.parametrize("document", [norse_file, orc_file])
def test_a_campaign_copy_carries_the_custom_types_and_the_merge_undoes(
    store: Store,
    ruleset: Ruleset,
    empty_database: Path,
    tmp_path: Path,
    document: Callable[[], dict[str, Any]],
) -> None:
    from app.usecases.merge import export_copy, merge_copy, undo_merge

    wid = import_warband(store, json.dumps(document())).warband_id
    path = tmp_path / "theirs.sqlite3"
    shutil.copyfile(empty_database, path)
    theirs = Store(open_database(path), ruleset)
    try:
        change = merge_copy(theirs, export_copy(store))
        merged = theirs.load(theirs.find(document()["warband"]["name"]))
        assert merged.custom == store.load(wid).custom
        ours = store.ruleset.warband(merged.type_id).name.en
        assert theirs.ruleset.warband(merged.type_id).name.en == ours
        assert [o.type_id for o in recruit_options(theirs, merged)] == [
            o.type_id for o in recruit_options(store, store.load(wid))
        ]
        assert problems_of(theirs, merged) == problems_of(store, store.load(wid))
        undo_merge(theirs, change)
        assert theirs.list_warbands() == []
    finally:
        theirs.database.close()


@pytest.mark.parametrize(("lang", "mark"), [("en", "(custom)"), ("ru", "(свой тип)")])
def test_the_printed_sheet_marks_the_custom_warband_and_types(
    store: Store, lang: Lang, mark: str
) -> None:
    from tests.app.test_pdf import all_text, pdf_bytes

    wid = import_warband(store, json.dumps(norse_file())).warband_id
    text = all_text(pdf_bytes(store, wid, lang=lang, code=False))
    for name in ("Norse Raiders", "Jarl", "Raider"):
        assert f"{name}{mark}".replace(" ", "") in text


def test_a_reader_that_read_before_knows_a_custom_warband_made_after(
    store: Store, ruleset: Ruleset, db_path: Path
) -> None:
    """The window's list reads through a reader of its own: a custom warband made after that
    reader learnt the campaign's custom types is named in the list, not a KeyError."""
    from app.usecases.custom import TypeForm, create_custom_warband

    other = Store(open_database(f"sqlite:///{db_path}"), ruleset)
    try:
        assert not any(is_custom_warband(w) for w in other.ruleset.warbands)  # learnt: none
        profile = dict(
            zip(
                ("M", "WS", "BS", "S", "T", "W", "I", "A", "Ld"),
                (4, 3, 3, 3, 3, 1, 3, 1, 7),
                strict=True,
            )
        )
        create_custom_warband(
            store, "Night Guests", "House list", [TypeForm("Boss", True, profile)]
        )
        listed = {s.name: s.type_id for s in other.list_warbands()}
        assert other.ruleset.warbands[listed["Night Guests"]].name.en.startswith("House list")
    finally:
        other.database.close()
