"""Names: every warrior hired gets one no other warrior of his warband has, and a rename
refuses an empty name, a name too long or one holding a control character, in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest

import app.usecases as uc
from app.command_line.cli import main
from app.domain import WarbandState
from app.store.repository import Store
from app.usecases.core import free_name
from app.usecases.recruiting import recruit
from app.words import say_error
from rules.text import MAX_NAME


@pytest.fixture
def hunters(store: Store) -> int:
    return uc.create_warband(store, "witch_hunters", "Hunters").warband_id


def names(store: Store, warband: int) -> list[str]:
    return [w.name for w in store.load(warband).warriors]


def test_two_warriors_hired_under_one_name_are_told_apart(store: Store, hunters: int) -> None:
    for _ in range(3):
        uc.hire(store, hunters, "witch_hunters.witch_hunter", "Witch Hunter")
    uc.hire(store, hunters, "witch_hunters.zealots", "Zealots", count=2)
    uc.hire(store, hunters, "witch_hunters.zealots", "Zealots")
    assert names(store, hunters) == [
        "Witch Hunter", "Witch Hunter 2", "Witch Hunter 3", "Zealots", "Zealots 2",
    ]  # fmt: skip


def test_a_warband_saved_from_the_wizard_has_distinct_names(store: Store) -> None:
    draft = WarbandState(name="Hunters", type_id="witch_hunters")
    for _ in range(2):
        draft.warriors.append(recruit(store, draft, "witch_hunters.witch_hunter", "Witch Hunter"))
    assert [w.name for w in draft.warriors] == ["Witch Hunter", "Witch Hunter 2"]
    draft.warriors[1].name = "Witch Hunter"  # renamed back to the same name in the wizard
    draft.warriors.append(recruit(store, draft, "witch_hunters.witch_hunter_captain", "Hans"))
    saved = uc.create_from_draft(store, draft, allow_problems=True)
    assert [w.name for w in saved.after.warriors] == ["Witch Hunter", "Witch Hunter 2", "Hans"]


def test_the_command_lines_hire_numbers_a_second_warrior_of_a_type(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "cli.sqlite3")
    assert main(["--db", db, "--no-demo", "new", "witch_hunters", "Hunters"]) == 0
    for _ in range(2):
        assert main(["--db", db, "--no-demo", "hire", "Hunters", "witch_hunters.witch_hunter"]) == 0
    out = capsys.readouterr().out
    assert "Hired Witch Hunter for" in out and "Hired Witch Hunter 2 for" in out


def test_a_free_name_keeps_to_the_longest_name() -> None:
    state = WarbandState(name="W", type_id="witch_hunters")
    long = "x" * MAX_NAME
    assert free_name(state, long) == long
    from app.domain import Warrior

    state.warriors.append(Warrior(kind="hero", type_id="t", name=long))
    second = free_name(state, long)
    assert second == "x" * (MAX_NAME - 2) + " 2" and len(second) == MAX_NAME


def test_a_rename_is_one_change_undone_exactly(store: Store, hunters: int) -> None:
    hired = uc.hire(store, hunters, "witch_hunters.witch_hunter", "Witch Hunter")
    warrior_id = hired.details.warrior_id
    change = uc.rename_warrior(store, hunters, warrior_id, "  Ulli  the   Pious ")
    assert store.load(hunters).warrior(warrior_id).name == "Ulli the Pious"
    uc.undo(store, change)
    assert store.load(hunters).warrior(warrior_id).name == "Witch Hunter"
    uc.rename_warband(store, hunters, "Sigmar's Hammer")
    assert store.load(hunters).name == "Sigmar's Hammer"


@pytest.mark.parametrize(
    ("name", "english", "russian"),
    [
        ("   ", "give the warrior a name", "дайте имя: воин"),
        (
            "y" * (MAX_NAME + 1),
            f"the warrior's name is {MAX_NAME + 1} characters long: {MAX_NAME} at most",
            f"имя (воин) длиной {MAX_NAME + 1} знаков: не больше {MAX_NAME}",
        ),
        (
            "Otto\x1b[31m",
            "the warrior's name holds a control character (U+001B): type the name without it",
            "в имени (воин) есть управляющий символ (U+001B): наберите имя без него",
        ),
    ],
)
def test_a_bad_name_is_refused_in_one_line_and_nothing_changes(
    store: Store, hunters: int, name: str, english: str, russian: str
) -> None:
    warrior_id = uc.hire(store, hunters, "witch_hunters.witch_hunter", "Otto").details.warrior_id
    before = store.load(hunters)
    with pytest.raises(uc.RefusedError) as refused:
        uc.rename_warrior(store, hunters, warrior_id, name)
    assert say_error(refused.value, "en", store.ruleset) == english
    assert say_error(refused.value, "ru", store.ruleset) == russian
    assert store.load(hunters) == before
    with pytest.raises(uc.RefusedError):
        uc.rename_warband(store, hunters, name)


def test_a_group_duplicated_is_a_new_group_hired_like_it(store: Store, hunters: int) -> None:
    zealots = uc.hire(
        store, hunters, "witch_hunters.zealots", "Zealots", count=2, equipment=["dagger", "axe"]
    ).details.warrior_id
    before = store.load(hunters)
    change = uc.duplicate_group(store, hunters, zealots)
    copy = change.after.warrior(change.details.warrior_id)
    assert (copy.name, copy.type_id, copy.count) == ("Zealots 2", "witch_hunters.zealots", 2)
    assert copy.equipment == before.warrior(zealots).equipment
    assert change.after.treasury == before.treasury - change.details.cost
    assert change.details.cost == before.warrior(zealots).count * (
        store.ruleset.warrior_type("witch_hunters.zealots").cost + store.ruleset.items["axe"].cost
    )
    uc.undo(store, change)
    assert store.load(hunters).warriors == before.warriors
    captain = uc.hire(store, hunters, "witch_hunters.witch_hunter_captain", "Hans")
    with pytest.raises(uc.RefusedError, match="Hans is not a henchman group"):
        uc.duplicate_group(store, hunters, captain.details.warrior_id)
