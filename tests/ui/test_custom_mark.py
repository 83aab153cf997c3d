"""A custom warband and its custom types (issue 26) are marked so on the window's sheet, in
English and in Russian."""

from __future__ import annotations

import json

from app.usecases.transfer import import_warband
from tests.app.test_custom_warbands import norse_file, orc_file


def test_the_sheet_marks_a_custom_warband_and_its_types_in_both_languages(
    window, demo_store
) -> None:
    wid = import_warband(demo_store, json.dumps(norse_file())).warband_id
    window.open_warband(wid)
    assert window.sheet.figures["type"].text() == "Norse Raiders (custom)"
    assert window.sheet.origin.text().startswith("Custom warband · checked by the general")
    heroes, groups = window.sheet.models["hero"], window.sheet.models["henchmen"]
    assert heroes.index(0, 1).data() == "Jarl (custom)"
    assert groups.index(0, 1).data() == "Raider (custom)"
    window.russian_action.trigger()
    assert window.sheet.figures["type"].text() == "Norse Raiders (свой тип)"
    assert window.sheet.models["hero"].index(0, 1).data() == "Jarl (свой тип)"
    assert window.sheet.origin.text().startswith("Свой тип отряда")
    window.english_action.trigger()


def test_a_house_type_in_a_known_warband_is_marked_and_named_among_the_problems(
    window, demo_store
) -> None:
    wid = import_warband(demo_store, json.dumps(orc_file())).warband_id
    window.open_warband(wid)
    types = [window.sheet.models["hero"].index(n, 1).data() for n in range(2)]
    assert types == ["Ork leader (custom)", "Orc Big 'Un"]
    sheet = window.sheet.problems
    problems = [sheet.item(n).text() for n in range(sheet.count())]
    assert any(p.startswith("Ork leader (custom): not on the Orc Mob list") for p in problems)
