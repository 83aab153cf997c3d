"""The JSON exchange format: exact round trips, and hostile files refused without a trace."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import app.usecases as uc
from app.exports import exchange
from app.exports.exchange import ExchangeError
from app.store.database import open_database
from app.store.repository import Store
from app.usecases.core import INCOMPLETE
from app.usecases.transfer import export_warband, import_warband
from rules import Ruleset
from rules.messages import Message
from tests.app.conftest import dump_tables, hire

pytestmark = pytest.mark.backends("sqlite", "postgresql")  # PostgreSQL: when a server is given


def build_rich_warband(store: Store) -> int:
    """A warband that fills every field of the format: kit, skills, spells, mutations, injuries,
    gained rules, advances, a lad who got talent, a hired sword, the stash and a battle."""
    wid = uc.create_warband(store, "cult_of_the_possessed", "The Crimson Eye").warband_id
    uc.set_treasury(store, wid, 2000)
    magister = hire(
        store, wid, "magister", "Ulrich", equipment=["dagger", "sword"],
        spells=["chaos_rituals.word_of_pain"],
    )  # fmt: skip
    hire(store, wid, "mutant", "Klaus", equipment=["dagger"], mutations=["great_claw"])
    brethren = hire(store, wid, "brethren", "Brethren", count=4, equipment=["dagger", "axe"])
    uc.learn_spell(store, wid, magister, "chaos_rituals.eye_of_god")
    uc.record_experience(store, wid, magister, 4)
    uc.apply_advance(store, wid, magister, kind="skill", skill="sprint", dice=[3, 4])
    uc.apply_injury(store, wid, magister, "leg_wound")
    uc.apply_injury(store, wid, magister, "bitter_enmity_warband", target="Sisters of the Rock")
    uc.apply_injury(store, wid, magister, "deep_wound", games=2)
    uc.record_experience(store, wid, brethren, 2)
    uc.apply_advance(store, wid, brethren, kind="characteristic", characteristic="I", dice=[6, 6])
    uc.record_experience(store, wid, brethren, 3)
    uc.promote_lad(store, wid, brethren, "Lucky", ["combat", "speed"])
    uc.hire_hired_sword(store, wid, "warlock", "Magnus")
    uc.buy_for_stash(store, wid, "helmet")
    uc.set_shards(store, wid, 3)
    uc.set_notes(store, wid, "Серп и молот — notes in any language.\nSecond line.")
    uc.set_house_rules(store, wid, ["warhammer_magic_items"])
    with store.transaction() as tx:
        tx.add_battle(
            wid,
            {
                "date": "2025-01-05",
                "scenario": "street_fight",
                "opponent": "Sisters of the Rock",
                "opponent_type": "sisters_of_sigmar",
                "opponent_rating": 120,
                "result": "won",
                "rating_before": 100,
                "rating_after": 112,
                "treasury_after": 300,
                "shards_after": 3,
                "rolls": [
                    {"sides": 6, "value": 4, "purpose": {"code": "exploration", "values": {}}}
                ],
                "changes": ["Ulrich: leg wound"],
            },
        )
    return wid


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory, ruleset: Ruleset) -> str:
    """The exported rich warband, made once for the module."""
    store = Store(open_database(tmp_path_factory.mktemp("template") / "t.sqlite3"), ruleset)
    try:
        text = export_warband(store, build_rich_warband(store))
    finally:
        store.database.close()
    return text


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory, ruleset: Ruleset) -> Iterator[Store]:
    """One database for the property tests (hypothesis runs many examples per test)."""
    path = tmp_path_factory.mktemp("hostile") / "h.sqlite3"
    store = Store(open_database(path), ruleset)
    uc.create_warband(store, "reikland", "Already here")
    yield store
    store.database.close()


def without_ids(document: dict[str, Any]) -> dict[str, Any]:
    out = copy.deepcopy(document)
    for warrior in out["warband"]["warriors"]:
        del warrior["id"]
    return out


# --- round trips -------------------------------------------------------------------------------


def test_the_rich_warband_fills_every_field(template: str) -> None:
    document = json.loads(template)
    assert document["format"] == "mordheim-roster-warband" and document["version"] == 2
    warriors = document["warband"]["warriors"]
    for key in ("equipment", "skills", "spells", "mutations", "injuries", "rules_gained",
                "advances", "profile_changes", "extra_skill_lists"):  # fmt: skip
        assert any(w[key] for w in warriors), key
    assert any(w["promoted_from"] for w in warriors)
    assert any(w["kind"] == "hired_sword" for w in warriors)
    assert document["warband"]["stash"] and document["warband"]["house_rules"]
    assert document["battles"][0]["rolls"]


def test_export_import_into_another_database_is_exact(template: str, tmp_path: Path, ruleset):
    other = Store(open_database(tmp_path / "other.sqlite3"), ruleset)
    try:
        change = import_warband(other, template)
        assert export_warband(other, change.warband_id) == template
        state = other.load(change.warband_id)
        assert state.treasury == json.loads(template)["warband"]["treasury"]
        assert other.battles(change.warband_id) == json.loads(template)["battles"]
    finally:
        other.database.close()


def test_export_import_in_the_same_database_reissues_warrior_ids(store: Store) -> None:
    wid = build_rich_warband(store)
    text = export_warband(store, wid)
    first = import_warband(store, text)
    second = import_warband(store, text)
    assert len({wid, first.warband_id, second.warband_id}) == 3
    original = json.loads(text)
    name = original["warband"]["name"]
    # The campaign has that name already: the copies say so and are "(2)" and "(3)".
    assert (first.after.name, second.after.name) == (f"{name} (2)", f"{name} (3)")
    assert first.description == Message.of("did_import_renamed", warband=name, copy=f"{name} (2)")
    for change in (first, second):
        copied = without_ids(json.loads(export_warband(store, change.warband_id)))
        copied["warband"]["name"] = name
        assert copied == without_ids(original)
    ids = [
        {w.id for w in store.load(n).warriors} for n in (wid, first.warband_id, second.warband_id)
    ]
    assert not ids[0] & ids[1] and not ids[0] & ids[2] and not ids[1] & ids[2]
    assert all(len(group) == len(original["warband"]["warriors"]) for group in ids)
    # Each copy is a warband of its own: changing one leaves the others alone.
    uc.set_treasury(store, first.warband_id, 1)
    assert store.load(wid).treasury == original["warband"]["treasury"]


def test_import_with_another_name(store: Store, warband: int, crew) -> None:
    change = import_warband(store, export_warband(store, warband), name="  Second   Wolves ")
    assert change.after.name == "Second Wolves"
    assert sorted(w.name for w in store.list_warbands()) == ["Grey Wolves", "Second Wolves"]


def test_import_accepts_bytes_and_fills_defaults(store: Store) -> None:
    document = {
        "format": "mordheim-roster-warband",
        "version": 1,
        "warband": {
            "name": "Minimal",
            "type": "reikland",
            "warriors": [{"kind": "hero", "type": "reikland.mercenary_captain", "name": "Cap"}],
        },
    }
    change = import_warband(store, json.dumps(document).encode("utf-8"))
    state = store.load(change.warband_id)
    [captain] = state.warriors
    assert (captain.count, captain.experience, captain.equipment) == (1, 0, [])
    assert state.treasury == 0 and store.battles(change.warband_id) == []


def test_a_well_formed_file_that_breaks_the_rules_is_an_exchange_error(store: Store, dump):
    document = json.loads(
        exchange.dumps(store.load(uc.create_warband(store, "skaven", "R").warband_id))
    )
    document["warband"]["warriors"] = [
        {"kind": "hired_sword", "type": "ogre_bodyguard", "name": "Ogre"}
    ]
    before = dump()
    with pytest.raises(ExchangeError, match=r"breaks the rules.*Ogre Bodyguard"):
        import_warband(store, json.dumps(document))
    assert dump() == before


@pytest.mark.parametrize(
    ("text", "words"),
    [
        pytest.param("{", "not valid JSON", id="truncated"),
        pytest.param(b"\xff\xfe\xfa", "not valid JSON", id="bad-bytes"),
        pytest.param("[" * 50_000 + "]" * 50_000, "nested too deeply", id="deep-nesting"),
        pytest.param('{"version": ' + "9" * 5000 + "}", "not valid JSON", id="huge-number"),
        pytest.param("x" * (exchange.MAX_BYTES + 1), "larger than", id="too-large"),
        pytest.param("[]", "expected an object", id="list"),
        pytest.param('{"format": "x", "version": 1, "warband": {}}', "file.format", id="format"),
        pytest.param(
            '{"format": "mordheim-roster-warband", "version": 99, "warband": {}}',
            "newer Mordheim Roster",
            id="version-99",
        ),
        pytest.param(
            '{"format": "mordheim-roster-warband", "version": "1", "warband": {}}',
            "file.version",
            id="version-text",
        ),
        pytest.param(
            '{"format": "mordheim-roster-warband", "version": 1,'
            ' "warband": {"name": "\\ud800", "type": "reikland"}}',
            "warband.name",
            id="lone-surrogate",
        ),
    ],
)
def test_malformed_files_are_refused(store: Store, dump, text, words) -> None:
    before = dump()
    with pytest.raises(ExchangeError, match=words):
        import_warband(store, text)
    assert dump() == before


def test_errors_say_where(template: str, store: Store) -> None:
    document = json.loads(template)
    document["warband"]["warriors"][1]["equipment"].append("lightsaber")
    with pytest.raises(
        ExchangeError, match=r"warband\.warriors\[1\]\.equipment\[\d+\]: unknown item"
    ):
        import_warband(store, json.dumps(document))
    document = json.loads(template)
    document["warband"]["warriors"][0]["id"] = document["warband"]["warriors"][1]["id"]
    with pytest.raises(ExchangeError, match="duplicate warrior id"):
        import_warband(store, json.dumps(document))
    document = json.loads(template)
    document["warband"]["warriors"][0]["count"] = 3
    with pytest.raises(ExchangeError, match=r"warriors\[0\]\.count"):
        import_warband(store, json.dumps(document))


# --- hostile documents -------------------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=10), children, max_size=4)
    ),
    max_leaves=12,
)

# Keys whose text names something in the rules: any other text is an unknown id.
ID_KEYS = {"type", "kind", "characteristic", "spell", "injury", "rule"}
ID_LISTS = {"equipment", "skills", "mutations", "extra_skill_lists", "stash", "house_rules"}
FREE_KEYS = {"kind@advances"}  # an advance's kind is free text


def leaves(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    """Every (path, value) of a document, containers included."""
    yield path, value
    if isinstance(value, dict):
        for key, child in value.items():
            yield from leaves(child, (*path, key))
    elif isinstance(value, list):
        for n, child in enumerate(value):
            yield from leaves(child, (*path, n))


def replaced(document: Any, path: tuple[Any, ...], new: Any) -> Any:
    out = copy.deepcopy(document)
    target = out
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = new
    return out


def is_id(path: tuple[Any, ...]) -> bool:
    key = path[-1]
    if isinstance(key, int):
        return isinstance(path[-2], str) and path[-2] in ID_LISTS
    if key == "kind" and "advances" in path:
        return False
    return key in ID_KEYS


def assert_refused(store: Store, text: str | bytes) -> None:
    path = store.database.path
    assert path is not None
    before = dump_tables(path)
    with pytest.raises(ExchangeError):
        import_warband(store, text)
    assert dump_tables(path) == before


HYPOTHESIS = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


@HYPOTHESIS
@given(value=json_values)
def test_random_json_is_refused(shared: Store, value: Any) -> None:
    assert_refused(shared, json.dumps(value))


@HYPOTHESIS
@given(data=st.data())
def test_wrong_types_are_refused(shared: Store, template: str, data: st.DataObject) -> None:
    document = json.loads(template)
    candidates = [
        (p, v) for p, v in leaves(document) if p and p[-1] != "promoted_from" and p[0] != "battles"
    ] + [
        (p, v)
        for p, v in leaves(document)
        # A message may be a line of text (an older file) and its values texts or numbers
        # alike (rules.messages): test_bad_messages_are_refused tries those.
        if p[:1] == ("battles",) and len(p) > 1 and not {"changes", "purpose"} & set(p)
    ]
    path, value = data.draw(st.sampled_from(candidates), label="path")
    if isinstance(value, str):
        wrong = st.integers() | st.floats() | st.lists(st.text(), max_size=2) | st.none()
    elif isinstance(value, bool) or value is None:
        wrong = st.text(max_size=5) | st.lists(st.integers(), max_size=2)
    elif isinstance(value, int):
        wrong = st.text(max_size=5) | st.floats() | st.booleans() | st.none() | st.just([1])
    elif isinstance(value, list):
        wrong = st.text(max_size=5) | st.integers() | st.dictionaries(st.text(), st.integers())
    else:  # an object
        wrong = st.text(max_size=5) | st.integers() | st.lists(st.integers(), max_size=2)
    new = data.draw(wrong, label="wrong value")
    assert_refused(shared, json.dumps(replaced(document, path, new)))


@pytest.mark.parametrize(
    "change",
    [
        {"values": {}},
        {"code": "Not A Code"},
        {"code": "text", "values": [1]},
        {"code": "text", "values": {"text": [1]}},
        {"code": "text", "values": {"text": None}},
        {"code": "x", "values": {f"k{n}": n for n in range(21)}},
        {
            "code": "x",
            "values": {
                "a": {
                    "code": "x",
                    "values": {
                        "b": {
                            "code": "x",
                            "values": {"c": {"code": "x", "values": {"d": {"code": "x"}}}},
                        }
                    },
                }
            },
        },
        {"code": "text", "extra": 1},
        17,
    ],
)
def test_bad_messages_are_refused(shared: Store, template: str, change: Any) -> None:
    document = json.loads(template)
    document["battles"][0]["changes"] = [change]
    assert_refused(shared, json.dumps(document))


def test_messages_and_old_lines_are_read(shared: Store, template: str) -> None:
    """A line of an older file is kept as a `text` message; a message is kept as it is."""
    document = json.loads(template)
    message = {"code": "shards_sold", "values": {"shards": 2, "gold": 50}}
    document["battles"][0]["changes"] = ["Hans: +1 experience", message]
    document["battles"][0]["rolls"] = [{"sides": 6, "value": 3, "purpose": "exploration"}]
    document["warband"]["name"] = "Messages read"
    for warrior in document["warband"]["warriors"]:
        warrior.pop("id", None)
    warband_id = import_warband(shared, json.dumps(document)).warband_id
    battle = shared.battles(warband_id)[0]
    assert battle["changes"] == [
        {"code": "text", "values": {"text": "Hans: +1 experience"}},
        message,
    ]
    assert battle["rolls"][0]["purpose"] == {"code": "text", "values": {"text": "exploration"}}


@HYPOTHESIS
@given(data=st.data())
def test_unknown_ids_are_refused(shared: Store, template: str, data: st.DataObject) -> None:
    document = json.loads(template)
    candidates = [p for p, v in leaves(document) if p and isinstance(v, str) and is_id(p)]
    path = data.draw(st.sampled_from(candidates), label="path")
    new = "zz_" + data.draw(st.text(max_size=30), label="unknown id")
    assert_refused(shared, json.dumps(replaced(document, path, new)))


@HYPOTHESIS
@given(data=st.data())
def test_huge_strings_are_refused(shared: Store, template: str, data: st.DataObject) -> None:
    document = json.loads(template)
    candidates = [p for p, v in leaves(document) if p and isinstance(v, str)]
    path = data.draw(st.sampled_from(candidates), label="path")
    new = "x" * (exchange.MAX_TEXT + 1) + data.draw(st.text(max_size=10))
    assert_refused(shared, json.dumps(replaced(document, path, new)))


@HYPOTHESIS
@given(data=st.data())
def test_negative_numbers_are_refused(shared: Store, template: str, data: st.DataObject) -> None:
    document = json.loads(template)
    candidates = [
        p
        for p, v in leaves(document)
        if p and isinstance(v, int) and not isinstance(v, bool) and p[-1] != "delta"
    ]
    path = data.draw(st.sampled_from(candidates), label="path")
    new = data.draw(st.integers(max_value=-1), label="negative")
    assert_refused(shared, json.dumps(replaced(document, path, new)))
    delta = next(p for p, _ in leaves(document) if p and p[-1] == "delta")
    too_low = data.draw(st.integers(max_value=-11), label="delta")
    assert_refused(shared, json.dumps(replaced(document, delta, too_low)))


@HYPOTHESIS
@given(
    version=st.integers(min_value=exchange.VERSION + 1)
    | st.integers(max_value=0)
    | st.floats()
    | st.text(),
    format_=st.text(max_size=40).filter(lambda f: f != exchange.FORMAT),
)
def test_other_versions_and_formats_are_refused(
    shared: Store, template: str, version: Any, format_: str
) -> None:
    document = json.loads(template)
    assert_refused(shared, json.dumps({**document, "version": version}))
    assert_refused(shared, json.dumps({**document, "format": format_}))


@HYPOTHESIS
@given(data=st.data())
def test_unknown_and_missing_fields_are_refused(
    shared: Store, template: str, data: st.DataObject
) -> None:
    document = json.loads(template)
    # A message's values are a free table of names (test_bad_messages_are_refused).
    objects = [p for p, v in leaves(document) if isinstance(v, dict) and p[-1:] != ("values",)]
    path = data.draw(st.sampled_from(objects), label="object")
    target = document
    for step in path:
        target = target[step]
    key = data.draw(st.text(min_size=1, max_size=10).filter(lambda k: k not in target))
    target[key] = data.draw(json_values)
    assert_refused(shared, json.dumps(document))
    required = {
        (): ["format", "version", "warband"],
        ("warband",): ["name", "type"],
    }
    document = json.loads(template)
    for where, keys in required.items():
        for key in keys:
            broken = copy.deepcopy(document)
            target = broken
            for step in where:
                target = target[step]
            del target[key]
            assert_refused(shared, json.dumps(broken))


@HYPOTHESIS
@given(data=st.data())
def test_anything_else_is_imported_whole_or_refused(
    shared: Store, template: str, data: st.DataObject
) -> None:
    """Any value anywhere: either ExchangeError and nothing written, or one legal warband."""
    document = json.loads(template)
    candidates = [p for p, _ in leaves(document) if p]
    path = data.draw(st.sampled_from(candidates), label="path")
    new = data.draw(json_values, label="value")
    text = json.dumps(replaced(document, path, new))
    db = shared.database.path
    assert db is not None
    before = dump_tables(db)
    count = shared.count()
    try:
        change = import_warband(shared, text)
    except ExchangeError:
        assert dump_tables(db) == before
        return
    assert shared.count() == count + 1
    state = shared.load(change.warband_id)
    kinds = {p.code for p in uc.problems_of(shared, state)}
    assert kinds <= INCOMPLETE  # only "not finished yet" problems
    uc.delete_warband(shared, change.warband_id)


def test_profile_changes_cannot_leave_the_0_to_10_range(store) -> None:
    from app.exports.exchange import ExchangeError, loads

    document = {
        "format": "mordheim-roster-warband",
        "version": 1,
        "warband": {
            "name": "Broken",
            "type": "reikland",
            "warriors": [
                {
                    "kind": "hero",
                    "type": "reikland.youngblood",
                    "name": "Karl",
                    "profile_changes": [{"characteristic": "WS", "delta": -5}],
                }
            ],
        },
    }
    with pytest.raises(ExchangeError, match="make WS -3; 0 to 10 only"):
        loads(store.ruleset, json.dumps(document))
