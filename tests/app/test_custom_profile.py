"""A Roster Builder save names its units only: one we do not know comes in as a custom type
whose profile the file does not give (shown "-", a problem says to enter it), and the player
enters it with one undoable change (app.usecases.custom.set_custom_profile)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from app.domain import base_profile, rolled_texts
from app.exports.exchange import dumps, loads
from app.store.repository import Store
from app.usecases.core import problems_of
from app.usecases.custom import set_custom_profile
from app.usecases.recruiting import recruit_options
from app.usecases.refusal import RefusedError
from app.usecases.transfer import export_warband, import_foreign, import_warband
from rules import CHARACTERISTICS
from rules.custom import is_custom_type

_BLACK_ORC = {"M": 4, "WS": 4, "BS": 3, "S": 4, "T": 4, "W": 1, "I": 2, "A": 1, "Ld": 8}


def _save() -> bytes:
    """An Orc Mob of Roster Builder with a unit of a newer list: a Black Orc hero with a skill
    and an advance, and a group of three Boar Boyz."""
    black = {"adv": {"WS": 1}, "skills": ["Mighty Blow"], "eq": {"Axt": 1}}
    models: list[dict[str, Any]] = [
        {"uid": 1, "uid_def": "boss", "name": "Grukk", "exp": 20, "qty": 1, "eq": {"Axt": 1}},
        {"uid": 2, "uid_def": "blackorc", "name": "Uzbad", "exp": 9, "qty": 1, **black},
        {"uid": 3, "uid_def": "boarboyz", "name": "Tuskas", "exp": 2, "qty": 3, "eq": {}},
    ]
    return json.dumps({"wb": "orcmob", "name": "Da Black Ladz", "models": models}).encode()


def _by_name(store: Store, warband_id: int, name: str) -> Any:
    return store.load(warband_id).warrior(name)


def test_a_unit_we_do_not_know_is_kept_with_its_profile_to_enter(store: Store) -> None:
    change = import_foreign(store, _save())
    wid = change.warband_id
    state = store.load(wid)
    assert [w.name for w in state.warriors] == ["Grukk", "Uzbad", "Tuskas"]
    uzbad, tuskas = state.warrior("Uzbad"), state.warrior("Tuskas")
    assert is_custom_type(uzbad.type_id) and is_custom_type(tuskas.type_id)
    assert (uzbad.kind, tuskas.kind, tuskas.count) == ("hero", "henchmen", 3)
    assert uzbad.skills == ["mighty_blow"] and uzbad.experience == 9
    defined = state.custom.type(uzbad.type_id)
    assert defined is not None and not defined.profile_known
    # Every characteristic shows "-" but the one his advance raised.
    shown = rolled_texts(store.ruleset, uzbad, uzbad.profile(base_profile(store.ruleset, uzbad)))
    assert set(shown) == set(CHARACTERISTICS) - {"WS"} and set(shown.values()) == {"-"}
    said = [p.text("en") for p in change.problems if p.code == "custom_profile_unknown"]
    assert said == [
        "blackorc (custom): the file gives no profile: enter it (the warrior's panel, "
        "Type's profile...).",
        "boarboyz (custom): the file gives no profile: enter it (the warrior's panel, "
        "Type's profile...).",
    ]
    lines = {(u.kind, u.name, u.warrior) for u in change.details.unmapped}
    assert ("custom_no_profile", "blackorc", "Uzbad") in lines
    assert "warrior_type" not in {u.kind for u in change.details.unmapped}
    assert (
        "профиля в файле нет"
        in import_foreign(store, _save(), lang="ru").after.warrior("Uzbad").notes
    )


def test_the_profile_entered_is_his_type_s_and_undo_takes_it_back(store: Store) -> None:
    wid = import_foreign(store, _save()).warband_id
    old = _by_name(store, wid, "Uzbad").type_id
    change = set_custom_profile(store, wid, old, _BLACK_ORC)
    uzbad = _by_name(store, wid, "Uzbad")
    assert uzbad.type_id != old and is_custom_type(uzbad.type_id)
    current = uzbad.profile(base_profile(store.ruleset, uzbad))
    assert current.as_dict() == _BLACK_ORC | {"WS": 5}  # his advance kept
    assert rolled_texts(store.ruleset, uzbad, current) == {}
    assert store.ruleset.warrior_type(uzbad.type_id).name.en == "blackorc (custom)"
    codes = [p.code for p in problems_of(store, store.load(wid))]
    assert codes.count("custom_profile_unknown") == 1  # the Boar Boyz' is still to enter
    again, _ = loads(store.ruleset, dumps(store.load(wid), []))
    assert again.custom == store.load(wid).custom  # it travels in our JSON
    change.undo(store)
    assert _by_name(store, wid, "Uzbad").type_id == old
    assert codes_of(store, wid).count("custom_profile_unknown") == 2


def codes_of(store: Store, warband_id: int) -> list[str]:
    return [p.code for p in problems_of(store, store.load(warband_id))]


def test_a_copy_of_the_warband_keeps_its_own_profile(store: Store) -> None:
    """Two warbands from one file share their custom ids: entering one's profile leaves the
    other's as it was."""
    first = import_foreign(store, _save()).warband_id
    text = export_warband(store, first)
    second = import_warband(store, text, name="Da Other Ladz").warband_id
    old = _by_name(store, first, "Uzbad").type_id
    assert _by_name(store, second, "Uzbad").type_id == old
    set_custom_profile(store, first, old, _BLACK_ORC)
    assert _by_name(store, second, "Uzbad").type_id == old
    assert codes_of(store, second).count("custom_profile_unknown") == 2
    offered = [o.type_id for o in recruit_options(store, store.load(first))]
    assert old not in offered and _by_name(store, first, "Uzbad").type_id in offered


@pytest.mark.parametrize(
    ("type_id", "values", "said"),
    [
        ("orc_mob.boss", _BLACK_ORC, "no custom type of this warband"),
        (None, _BLACK_ORC | {"WS": 11}, "WS must be a number from 0 to 10"),
        (None, {k: v for k, v in _BLACK_ORC.items() if k != "Ld"}, "Ld must be a number"),
    ],
)
def test_a_wrong_profile_or_type_is_refused_in_one_line_with_nothing_changed(
    store: Store, type_id: str | None, values: dict[str, int], said: str
) -> None:
    wid = import_foreign(store, _save()).warband_id
    before = store.load(wid)
    with pytest.raises(RefusedError, match=said):
        set_custom_profile(store, wid, type_id or before.warrior("Uzbad").type_id, values)
    assert store.load(wid).revision == before.revision


def test_a_hired_sword_we_do_not_know_is_kept_as_his_own_with_his_profile_to_enter(
    store: Store,
) -> None:
    save = json.loads(_save())
    save["hired"] = [{"key": "knighterrant", "name": "Sir Gaston", "exp": 4}]
    change = import_foreign(store, json.dumps(save).encode())
    wid = change.warband_id
    gaston = store.load(wid).warrior("Sir Gaston")
    assert (gaston.kind, gaston.experience) == ("hired_sword", 4) and is_custom_type(gaston.type_id)
    current = gaston.profile(base_profile(store.ruleset, gaston))
    assert set(rolled_texts(store.ruleset, gaston, current).values()) == {"-"}
    assert ("custom_no_profile", "knighterrant", "Sir Gaston") in {
        (u.kind, u.name, u.warrior) for u in change.details.unmapped
    }
    assert codes_of(store, wid).count("custom_profile_unknown") == 3
    set_custom_profile(store, wid, gaston.type_id, _BLACK_ORC)
    gaston = store.load(wid).warrior("Sir Gaston")
    assert store.ruleset.hired_swords[gaston.type_id].profile.as_dict() == _BLACK_ORC
    assert codes_of(store, wid).count("custom_profile_unknown") == 2
