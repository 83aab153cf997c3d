"""The chosen leader: set through a use case (undoable), kept by the store, carried by the
exchange format, and handed over when the leader is lost."""

from __future__ import annotations

import json

import pytest

import app.usecases as uc
from app.exports.exchange import ExchangeError
from app.store.repository import Store
from app.usecases.core import RefusedError
from app.usecases.transfer import export_warband, import_warband
from tests.app.conftest import hire

REAVERS = "lustrian_reavers"


@pytest.fixture
def reavers(store: Store) -> tuple[int, dict[str, str]]:
    wid = uc.create_warband(store, REAVERS, "Jungle Rats").warband_id
    heroes = {
        "conqueror": hire(store, wid, "conqueror", "Vasco"),
        "shadow": hire(store, wid, "jungle_shadow", "Nadia"),
    }
    hire(store, wid, "prospect", "Prospects", count=2)
    return wid, heroes


def problem_codes(store: Store, wid: int) -> list[str]:
    return [p.code for p in uc.problems_of(store, store.load(wid))]


def test_choosing_the_leader_is_kept_and_undone(store: Store, reavers) -> None:
    wid, heroes = reavers
    assert problem_codes(store, wid) == ["no_leader"]
    change = uc.set_leader(store, wid, heroes["shadow"])
    assert store.load(wid).leader_id == heroes["shadow"]
    assert problem_codes(store, wid) == []
    uc.undo(store, change)
    assert store.load(wid).leader_id == ""


def test_only_a_hero_who_may_lead_is_chosen(store: Store, reavers) -> None:
    wid, heroes = reavers
    prospects = next(w.id for w in store.load(wid).groups)
    with pytest.raises(RefusedError, match="only a hero can lead"):
        uc.set_leader(store, wid, prospects)
    uc.set_leader(store, wid, heroes["shadow"])
    with pytest.raises(RefusedError, match="already leads"):
        uc.set_leader(store, wid, heroes["shadow"])
    uc.set_leader(store, wid, heroes["conqueror"])  # a chosen leader may be chosen again
    assert store.load(wid).leader_id == heroes["conqueror"]


def test_a_fixed_warband_hands_over_only_to_the_successor(store: Store, warband, crew) -> None:
    with pytest.raises(RefusedError, match="while the warband's leader lives"):
        uc.set_leader(store, warband, crew["champion"])
    assert store.load(warband).leader_id == ""  # the captain leads by his type
    change = uc.dismiss(store, warband, crew["captain"])
    # The champion is the only hero left: he takes command, and the warband stays legal.
    assert store.load(warband).leader_id == crew["champion"]
    assert "no_leader" not in problem_codes(store, warband)
    uc.undo(store, change)
    assert store.load(warband).leader_id == ""


def test_the_lost_leader_of_a_chosen_warband_is_followed(store: Store, reavers) -> None:
    wid, heroes = reavers
    uc.set_leader(store, wid, heroes["conqueror"])
    uc.dismiss(store, wid, heroes["conqueror"])
    # The Jungle Shadow (Ld 8) is the only hero left: he takes command by himself.
    assert store.load(wid).leader_id == heroes["shadow"]


def test_equal_heroes_leave_the_choice_to_the_player(store: Store) -> None:
    wid = uc.create_warband(store, REAVERS, "Equals").warband_id
    a = hire(store, wid, "jungle_shadow", "A")
    b = hire(store, wid, "beastmaster", "B")  # Ld 8 and 20 experience, as the Shadow
    c = hire(store, wid, "conqueror", "C")
    uc.set_leader(store, wid, c)
    uc.dismiss(store, wid, c)
    assert store.load(wid).leader_id == ""
    assert "no_leader" in problem_codes(store, wid)
    uc.set_leader(store, wid, b)
    assert store.load(wid).leader_id == b != a


def test_export_import_keeps_the_leader(store: Store, reavers) -> None:
    wid, heroes = reavers
    uc.set_leader(store, wid, heroes["shadow"])
    text = export_warband(store, wid)
    assert json.loads(text)["warband"]["leader"] == heroes["shadow"]
    copy = store.load(import_warband(store, text).warband_id)  # same database: new ids
    leader = next(w for w in copy.warriors if w.id == copy.leader_id)
    assert leader.name == "Nadia" and leader.id != heroes["shadow"]


def test_old_files_without_a_leader_still_read(store: Store, warband, crew) -> None:
    document = json.loads(export_warband(store, warband))
    assert "leader" not in document["warband"]  # a fixed-leader warband writes none
    imported = store.load(import_warband(store, json.dumps(document)).warband_id)
    assert imported.leader_id == ""


def test_a_leader_that_is_no_hero_of_the_file_is_refused(store: Store, reavers) -> None:
    wid, _heroes = reavers
    document = json.loads(export_warband(store, wid))
    document["warband"]["leader"] = "nobody"
    with pytest.raises(ExchangeError, match=r"warband\.leader: 'nobody' is not the id of a hero"):
        import_warband(store, json.dumps(document))


def test_a_draft_keeps_its_chosen_leader(store: Store) -> None:
    from app.domain import WarbandState, Warrior

    draft = WarbandState(name="Drafted", type_id=REAVERS)
    shadow = Warrior("hero", "lustrian_reavers.jungle_shadow", "Nadia")
    draft.warriors = [
        Warrior("hero", "lustrian_reavers.conqueror", "Vasco"),
        shadow,
        Warrior("henchmen", "lustrian_reavers.prospect", "Prospects", count=2),
    ]
    assert [p.code for p in uc.draft_status(store, draft).problems] == ["no_leader"]
    draft.leader_id = shadow.id
    assert uc.draft_status(store, draft).legal
    saved = store.load(uc.create_from_draft(store, draft).warband_id)
    assert next(w.name for w in saved.warriors if w.id == saved.leader_id) == "Nadia"


@pytest.mark.parametrize(("lang", "word"), [("en", "Leader"), ("ru", "Командир")])
def test_the_sheet_names_the_chosen_leader(store: Store, reavers, lang: str, word: str) -> None:
    from app.pdf.view import sheet_view

    wid, heroes = reavers
    uc.set_leader(store, wid, heroes["shadow"])
    view = sheet_view(store.ruleset, store.load(wid), lang=lang)
    rules = {h.name: h.special_rules for h in view.heroes}
    assert rules["Nadia"][0] == word
    assert word not in rules["Vasco"]


def test_a_successor_may_learn_the_leaders_skills(store: Store) -> None:
    wid = uc.create_warband(store, "pirates", "Sea Dogs").warband_id
    captain = hire(store, wid, "captain", "Flint")
    mate = hire(store, wid, "mate", "Silver")
    with pytest.raises(RefusedError, match="cannot take Booming Voice"):
        uc.add_skill(store, wid, mate, "pirates_booming_voice")
    uc.dismiss(store, wid, captain)
    assert store.load(wid).leader_id == mate  # the only hero left takes command
    uc.add_skill(store, wid, mate, "pirates_booming_voice")
    assert store.load(wid).warrior(mate).skills == ["pirates_booming_voice"]
