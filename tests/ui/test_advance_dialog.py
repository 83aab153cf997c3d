"""The advancement dialog, driven like a player: dice typed or rolled, choices made, Apply."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialog, QLabel, QLineEdit, QPushButton, QRadioButton

import app.usecases as uc
import ui.wizards.advance_dialog as advance_dialog
from app.domain import Warrior, base_profile
from app.store.repository import Store
from rules.advancement import roll_hero_advance
from rules.dice import RandomDice
from ui.session import Session
from ui.widgets.choice_list import ChoiceList
from ui.wizards.advance_dialog import SPELL, AdvancementDialog

from .qt_lifetime import disposed


@pytest.fixture
def session(store: Store) -> Iterator[Session]:
    yield from disposed(Session(store))


def hire(store: Store, warband: int, type_id: str, name: str, **kwargs) -> str:
    warrior_id = uc.hire(store, warband, type_id, name, **kwargs).details.warrior_id
    assert isinstance(warrior_id, str)
    return warrior_id


@pytest.fixture
def warband(store: Store) -> int:
    return uc.create_warband(store, "reikland", "Grey Wolves").warband_id


@pytest.fixture
def crew(store: Store, warband: int) -> dict[str, str]:
    """A captain, a champion (Otto, 8 experience) and three marksmen."""
    return {
        "captain": hire(store, warband, "mercenary_captain", "Dieter", equipment=["sword"]),
        "champion": hire(store, warband, "champion", "Otto", equipment=["axe"]),
        "marksmen": hire(store, warband, "marksmen", "Marksmen", count=3, equipment=["bow"]),
    }


def warrior(store: Store, warband: int, warrior_id: str) -> Warrior:
    return store.load(warband).warrior(warrior_id)


def profile(store: Store, warband: int, warrior_id: str) -> dict[str, int]:
    found = warrior(store, warband, warrior_id)
    return found.profile(base_profile(store.ruleset, found)).as_dict()


def open_dialog(qtbot, session: Session, warband: int, warrior_id: str) -> AdvancementDialog:
    session.open_warband(warband)
    dialog = AdvancementDialog(session, warrior_id, None)
    qtbot.addWidget(dialog)
    dialog.lang = "en"
    dialog.show()
    return dialog


def child(dialog: AdvancementDialog, kind: type, name: str):
    found = dialog.findChild(kind, name)
    assert found is not None, name
    return found


def click(qtbot, dialog: AdvancementDialog, name: str) -> None:
    button = child(dialog, QPushButton, name)
    assert button.isEnabled(), f"{name} is disabled"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def type_dice(qtbot, dialog: AdvancementDialog, text: str, *, clear: bool = True) -> None:
    line = child(dialog, QLineEdit, "typedDice")
    if clear:
        line.clear()
    qtbot.keyClicks(line, text)
    assert child(dialog, QRadioButton, "rollOnTable").isChecked()
    click(qtbot, dialog, "rollButton")


def pick(dialog: AdvancementDialog, name: str, data: str) -> None:
    box = child(dialog, QComboBox, name)
    assert box.isVisible(), f"{name} is hidden"
    index = box.findData(data)
    assert index >= 0, f"{data} is not offered in {name}: {items(dialog, name)}"
    box.setCurrentIndex(index)


def skills(dialog: AdvancementDialog, skill_list: str | None = None) -> list[str]:
    """The skills offered (of one list), or the lists offered (skill_list None)."""
    box = child(dialog, ChoiceList, "skillChoice")
    assert box.isVisible(), "the skill list is hidden"
    offered = [box.itemData(i) for i in range(box.count()) if box.itemData(i) is not None]
    if skill_list is None:
        return list(dict.fromkeys(list_id for list_id, _skill in offered))
    return [skill for list_id, skill in offered if list_id == skill_list]


def pick_skill(dialog: AdvancementDialog, skill_list: str, skill: str = "") -> None:
    """One click on the skill (or on the new spell: SPELL)."""
    box = child(dialog, ChoiceList, "skillChoice")
    index = box.findData((skill_list, skill))
    assert index >= 0, f"{skill_list} {skill} is not offered: {skills(dialog)}"
    box.setCurrentRow(index)


def items(dialog: AdvancementDialog, name: str) -> list[str]:
    box = child(dialog, QComboBox, name)
    return [box.itemData(i) for i in range(box.count())]


def text(dialog: AdvancementDialog, name: str) -> str:
    return child(dialog, QLabel, name).text()


def apply_enabled(dialog: AdvancementDialog) -> bool:
    return child(dialog, QPushButton, "applyButton").isEnabled()


# --- the hero table ------------------------------------------------------------------------


def test_typed_dice_raise_strength(qtbot, session: Session, store: Store, warband: int, crew):
    otto = crew["champion"]
    uc.record_experience(store, warband, otto, 3)  # 8 -> 11: the box 11
    dialog = open_dialog(qtbot, session, warband, otto)
    assert "Otto" in text(dialog, "advanceHeading")
    assert "11" in text(dialog, "owedLabel")
    assert not apply_enabled(dialog)

    type_dice(qtbot, dialog, "3 3 2")

    assert "Strength or Attacks" in text(dialog, "resultLabel")
    assert "+1 S" in text(dialog, "resultLabel")
    dice_text = text(dialog, "diceLabel")
    assert "hero advance: 3" in dice_text and "Strength or Attacks: 2" in dice_text
    assert not child(dialog, QComboBox, "choiceBox").isVisible()
    click(qtbot, dialog, "applyButton")

    assert dialog.result() == QDialog.DialogCode.Accepted
    assert profile(store, warband, otto)["S"] == 4
    sheet = warrior(store, warband, otto)
    assert [(a.threshold, a.kind, a.result, a.dice) for a in sheet.advances] == [
        (11, "characteristic", "S", [3, 3, 2])
    ]
    assert session.current is not None
    assert session.current.warrior(otto).advances == sheet.advances


def test_dice_typed_together_are_one_die_each(
    qtbot, session: Session, store: Store, warband: int, crew
):
    """Typed "332" is three dice, as in the post-battle wizard (one parser: parse_dice)."""
    otto = crew["champion"]
    uc.record_experience(store, warband, otto, 3)
    dialog = open_dialog(qtbot, session, warband, otto)

    type_dice(qtbot, dialog, "332")

    assert text(dialog, "errorLabel") == ""
    assert "+1 S" in text(dialog, "resultLabel")
    click(qtbot, dialog, "applyButton")
    assert warrior(store, warband, otto).advances[0].dice == [3, 3, 2]


def test_weapon_or_ballistic_skill_is_the_players_choice(
    qtbot, session: Session, store: Store, warband: int, crew
):
    otto = crew["champion"]
    uc.record_experience(store, warband, otto, 3)
    dialog = open_dialog(qtbot, session, warband, otto)

    type_dice(qtbot, dialog, "3,4")

    assert items(dialog, "choiceBox") == ["WS", "BS"]
    assert not apply_enabled(dialog)  # nothing is chosen for the player
    pick(dialog, "choiceBox", "BS")
    click(qtbot, dialog, "applyButton")

    assert profile(store, warband, otto)["BS"] == 4
    assert warrior(store, warband, otto).advances[0].dice == [3, 4]


def test_both_characteristics_at_the_maximum_offer_any_other(
    qtbot, session: Session, store: Store, warband: int, crew
):
    otto = crew["champion"]
    uc.set_characteristic(store, warband, otto, "S", 4)
    uc.set_characteristic(store, warband, otto, "A", 4)
    uc.record_experience(store, warband, otto, 3)
    dialog = open_dialog(qtbot, session, warband, otto)

    type_dice(qtbot, dialog, "3 3 1")

    offered = items(dialog, "choiceBox")
    assert "S" not in offered and "A" not in offered and "M" not in offered
    assert {"WS", "T", "Ld"} <= set(offered)
    assert "any other characteristic" in text(dialog, "resultLabel")
    pick(dialog, "choiceBox", "T")
    click(qtbot, dialog, "applyButton")

    assert profile(store, warband, otto)["T"] == 4


def test_a_henchman_reroll_asks_for_more_dice(
    qtbot, session: Session, store: Store, warband: int, crew
):
    marksmen = crew["marksmen"]
    uc.record_experience(store, warband, marksmen, 5)  # boxes 2 and 5
    uc.apply_advance(store, warband, marksmen, kind="characteristic", characteristic="I")
    dialog = open_dialog(qtbot, session, warband, marksmen)
    assert "box 5" in text(dialog, "owedLabel")

    type_dice(qtbot, dialog, "1 2")  # +1 Initiative again: re-rolled, and no die is left

    error = text(dialog, "errorLabel")
    assert "no die left for henchman advance" in error and "type one more" in error
    assert child(dialog, QLineEdit, "typedDice").text() == "1 2"  # what was typed stays
    assert not apply_enabled(dialog)

    type_dice(qtbot, dialog, " 4 4", clear=False)

    assert text(dialog, "errorLabel") == ""
    result = text(dialog, "resultLabel")
    assert "Re-rolled: 3" in result and "+1 Attack" in result
    click(qtbot, dialog, "applyButton")

    assert profile(store, warband, marksmen)["A"] == 2
    assert warrior(store, warband, marksmen).advances[-1].dice == [1, 2, 4, 4]


def test_impossible_typed_values_are_explained(
    qtbot, session: Session, store: Store, warband: int, crew
):
    otto = crew["champion"]
    uc.record_experience(store, warband, otto, 3)
    dialog = open_dialog(qtbot, session, warband, otto)

    type_dice(qtbot, dialog, "3 x")
    assert "'x' is not a die" in text(dialog, "errorLabel")

    type_dice(qtbot, dialog, "3 9")
    assert "9 cannot be rolled on a D6" in text(dialog, "errorLabel")
    assert not apply_enabled(dialog)
    assert warrior(store, warband, otto).advances == []


# --- skills and spells ---------------------------------------------------------------------


def test_skills_from_the_heroes_lists_and_the_next_advance(
    qtbot, session: Session, store: Store, warband: int, crew
):
    otto = crew["champion"]
    uc.record_experience(store, warband, otto, 6)  # 8 -> 14: boxes 11 and 14
    dialog = open_dialog(qtbot, session, warband, otto)

    type_dice(qtbot, dialog, "1 1")

    assert "New skill" in text(dialog, "resultLabel")
    assert skills(dialog) == ["combat", "shooting", "strength"]  # no spells
    assert not apply_enabled(dialog)
    assert "strike_to_injure" in skills(dialog, "combat")
    pick_skill(dialog, "combat", "strike_to_injure")
    assert child(dialog, ChoiceList, "skillChoice").currentText().strip() == "Strike to Injure"
    click(qtbot, dialog, "applyButton")

    assert warrior(store, warband, otto).skills == ["strike_to_injure"]
    # The second box is still owed: the dialog is ready for it, cleared.
    assert dialog.isVisible()
    assert "box 14" in text(dialog, "owedLabel")
    assert child(dialog, QLineEdit, "typedDice").text() == ""
    assert text(dialog, "resultLabel") == ""

    type_dice(qtbot, dialog, "6 6")
    assert "strike_to_injure" not in skills(dialog, "combat")  # already known
    pick_skill(dialog, "combat", "step_aside")
    click(qtbot, dialog, "applyButton")

    assert dialog.result() == QDialog.DialogCode.Accepted
    sheet = warrior(store, warband, otto)
    assert sheet.skills == ["strike_to_injure", "step_aside"]
    assert [(a.threshold, a.kind, a.result) for a in sheet.advances] == [
        (11, "skill", "strike_to_injure"),
        (14, "skill", "step_aside"),
    ]


@pytest.fixture
def sisters(store: Store) -> tuple[int, str]:
    warband = uc.create_warband(store, "sisters_of_sigmar", "Sisters").warband_id
    matriarch = hire(
        store, warband, "sigmarite_matriarch", "Helga", equipment=["mace"],
        spells=["prayers_of_sigmar.shield_of_faith"],
    )  # fmt: skip
    uc.record_experience(store, warband, matriarch, 4)  # 20 -> 24
    return warband, matriarch


def test_a_caster_may_roll_a_new_spell_instead(qtbot, session: Session, store: Store, sisters):
    warband, matriarch = sisters
    dialog = open_dialog(qtbot, session, warband, matriarch)

    type_dice(qtbot, dialog, "1 1")
    assert SPELL in skills(dialog)
    pick_skill(dialog, SPELL)
    assert "no die left for new spell" in text(dialog, "errorLabel")
    assert not apply_enabled(dialog)

    type_dice(qtbot, dialog, " 5", clear=False)  # the spell's D6, typed after the 2D6

    assert text(dialog, "errorLabel") == ""
    assert "Healing Hand" in text(dialog, "spellLabel")
    assert "new spell: 5" in text(dialog, "diceLabel")
    click(qtbot, dialog, "applyButton")

    sheet = warrior(store, warband, matriarch)
    assert [s.spell for s in sheet.spells] == [
        "prayers_of_sigmar.shield_of_faith",
        "prayers_of_sigmar.healing_hand",
    ]
    assert [(a.kind, a.result, a.dice) for a in sheet.advances] == [
        ("spell", "prayers_of_sigmar.healing_hand", [1, 1, 5])
    ]


def test_a_spell_known_already_gets_easier(qtbot, session: Session, store: Store, sisters):
    warband, matriarch = sisters
    uc.learn_spell(store, warband, matriarch, "prayers_of_sigmar.healing_hand")
    dialog = open_dialog(qtbot, session, warband, matriarch)

    type_dice(qtbot, dialog, "6 5 5")
    pick_skill(dialog, SPELL)

    assert "difficulty drops by 1" in text(dialog, "spellLabel")
    click(qtbot, dialog, "applyButton")

    spells = warrior(store, warband, matriarch).spells
    assert [(s.spell, s.difficulty_reduction) for s in spells] == [
        ("prayers_of_sigmar.shield_of_faith", 0),
        ("prayers_of_sigmar.healing_hand", 1),
    ]


# --- the lad's got talent ------------------------------------------------------------------


def test_the_lads_got_talent_and_his_first_hero_roll(
    qtbot, session: Session, store: Store, warband: int, crew
):
    marksmen = crew["marksmen"]
    uc.record_experience(store, warband, marksmen, 2)
    dialog = open_dialog(qtbot, session, warband, marksmen)

    type_dice(qtbot, dialog, "5 6")

    assert "The lad's got talent" in text(dialog, "resultLabel")
    assert child(dialog, QLineEdit, "talentName").isVisible()
    offered = items(dialog, "talentList1")
    assert offered == ["combat", "shooting", "academic", "strength", "speed"]
    qtbot.keyClicks(child(dialog, QLineEdit, "talentName"), "Hans")
    pick(dialog, "talentList1", "shooting")
    pick(dialog, "talentList2", "shooting")
    assert not apply_enabled(dialog)  # two different lists
    pick(dialog, "talentList2", "speed")
    click(qtbot, dialog, "applyButton")

    state = store.load(warband)
    assert state.warrior(marksmen).count == 2
    hans = state.warrior("Hans")
    assert hans.kind == "hero" and hans.extra_skill_lists == ["shooting", "speed"]
    # The dialog goes on with the new hero's first roll on the hero table.
    assert dialog.isVisible() and dialog.warrior_id == hans.id
    assert "Hans" in text(dialog, "advanceHeading")
    assert "is a hero now" in text(dialog, "resultLabel")
    assert not child(dialog, QLineEdit, "talentName").isVisible()

    type_dice(qtbot, dialog, "3 3 5")
    assert "+1 A" in text(dialog, "resultLabel")
    click(qtbot, dialog, "applyButton")

    assert dialog.result() == QDialog.DialogCode.Accepted
    hans = warrior(store, warband, hans.id)
    assert profile(store, warband, hans.id)["A"] == 2
    assert [(a.kind, a.result, a.dice) for a in hans.advances] == [
        ("characteristic", "A", [3, 3, 5])
    ]
    assert uc.advances_owed(store.ruleset, hans) == []


def test_no_lad_when_the_heroes_are_full(qtbot, session: Session, store: Store, warband: int, crew):
    from app.usecases.heroes import set_hero_reading

    set_hero_reading(store, "list")  # the campaign counts the list's hero places
    hire(store, warband, "champion", "Rolf")
    for name in ("Karl", "Jan"):
        hire(store, warband, "youngblood", name)  # five heroes: the most a Reikland band has
    marksmen = crew["marksmen"]
    uc.record_experience(store, warband, marksmen, 2)
    dialog = open_dialog(qtbot, session, warband, marksmen)

    type_dice(qtbot, dialog, "5 6 4 4")

    result = text(dialog, "resultLabel")
    assert "Re-rolled: 11" in result and "+1 Attack" in result
    assert not child(dialog, QLineEdit, "talentName").isVisible()


# --- dice rolled by the program ------------------------------------------------------------


def test_dice_rolled_in_the_app_are_recorded(
    qtbot, session: Session, store: Store, warband: int, crew, monkeypatch
):
    otto = crew["champion"]
    uc.record_experience(store, warband, otto, 3)
    seed = 11
    monkeypatch.setattr(advance_dialog, "RandomDice", lambda: RandomDice(seed))
    sheet = warrior(store, warband, otto)
    ruleset = store.ruleset
    expected_dice = RandomDice(seed)
    expected = roll_hero_advance(
        ruleset,
        sheet.profile(base_profile(ruleset, sheet)),
        ruleset.races["human"].max,
        expected_dice,
    )
    dialog = open_dialog(qtbot, session, warband, otto)
    assert child(dialog, QRadioButton, "rollInApp").isChecked()

    click(qtbot, dialog, "rollButton")

    assert expected.result.name.en in text(dialog, "resultLabel")
    assert not child(dialog, QPushButton, "rollButton").isEnabled()  # the dice stand
    if expected.kind == "skill":
        pick_skill(dialog, "combat", skills(dialog, "combat")[0])
    elif expected.needs_choice:
        pick(dialog, "choiceBox", expected.options[0])
    click(qtbot, dialog, "applyButton")

    values = [r.value for r in expected_dice.log]
    assert warrior(store, warband, otto).advances[0].dice == values


def test_russian_names(qtbot, session: Session, store: Store, warband: int, crew):
    otto = crew["champion"]
    uc.record_experience(store, warband, otto, 3)
    dialog = open_dialog(qtbot, session, warband, otto)
    dialog.lang = "ru"
    type_dice(qtbot, dialog, "3 3 2")
    row = store.ruleset.experience.hero_advances[1]
    assert row.name.ru in text(dialog, "resultLabel")


# --- refusals and undo ---------------------------------------------------------------------


def test_a_refusal_is_shown_and_changes_nothing(
    qtbot, session: Session, store: Store, warband: int, crew
):
    otto = crew["champion"]
    uc.record_experience(store, warband, otto, 3)
    dialog = open_dialog(qtbot, session, warband, otto)
    type_dice(qtbot, dialog, "3 3 2")  # +1 S ...
    uc.set_characteristic(store, warband, otto, "S", 4)  # ... but S was corrected meanwhile
    before = store.load(warband)

    click(qtbot, dialog, "applyButton")

    error = child(dialog, QLabel, "errorLabel")
    assert "racial maximum" in error.text()
    assert "#b3261e" in error.styleSheet()
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    assert store.load(warband) == before
    assert session.undo_stack.count() == 0


def test_the_dialog_stops_listening_when_closed(
    qtbot, session: Session, store: Store, warband: int, crew
):
    dialog = open_dialog(qtbot, session, warband, crew["champion"])
    click(qtbot, dialog, "closeButton")
    assert dialog.result() == QDialog.DialogCode.Rejected
    session.failed.emit("someone else's error")
    assert text(dialog, "errorLabel") == ""


def test_undo_restores_the_profile(qtbot, session: Session, store: Store, warband: int, crew):
    otto = crew["champion"]
    uc.record_experience(store, warband, otto, 3)
    dialog = open_dialog(qtbot, session, warband, otto)
    type_dice(qtbot, dialog, "3 3 2")
    click(qtbot, dialog, "applyButton")
    assert profile(store, warband, otto)["S"] == 4

    session.undo_stack.undo()

    assert profile(store, warband, otto)["S"] == 3
    sheet = warrior(store, warband, otto)
    assert sheet.advances == []
    assert uc.advances_owed(store.ruleset, sheet) == [11]
    session.undo_stack.redo()
    assert profile(store, warband, otto)["S"] == 4


def test_a_chosen_leader_is_offered_the_leaders_skills(qtbot, session: Session, store: Store):
    """The skills offered are those `apply_advance` allows: Battle Tongue for the Witch Hunter
    who leads a warband without a Captain (the dialog used to offer it to a Captain only)."""
    warband = uc.create_warband(store, "witch_hunters", "Hunters").warband_id
    hunter = hire(store, warband, "witch_hunters.witch_hunter", "Ulli")
    uc.set_leader(store, warband, hunter)
    uc.record_experience(store, warband, hunter, 3)  # 8 -> 11
    dialog = open_dialog(qtbot, session, warband, hunter)

    type_dice(qtbot, dialog, "1 1")
    pick_skill(dialog, "academic", "battle_tongue")
    click(qtbot, dialog, "applyButton")

    assert warrior(store, warband, hunter).skills == ["battle_tongue"]
