"""Starting spells in the window: the Hire dialog, the warrior panel, the problems list."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from app import usecases as uc
from ui.wizards.hire_dialog import HireDialog

from .test_main_window import hero_row, open_named


def test_the_hire_dialog_gives_the_warlock_his_two_spells(window, demo_store, qtbot) -> None:
    open_named(window, "Clan Eshin Shadowclaws")
    dialog = HireDialog(window.session, "en", window)
    qtbot.addWidget(dialog)
    dialog.recruits.select_type("warlock")
    first = dialog.findChild(QComboBox, "startingSpell1")
    second = dialog.findChild(QComboBox, "startingSpell2")
    assert first is not None and second is not None
    first.setCurrentIndex(first.findData("lesser_magic.sword_of_rezhebel"))
    dialog.accept()  # the second is rolled by the program
    warband = demo_store.load(window.session.current.id)
    warlock = next(w for w in warband.warriors if w.type_id == "warlock")
    assert warlock.spells[0].spell == "lesser_magic.sword_of_rezhebel"
    assert sum(1 + s.difficulty_reduction for s in warlock.spells) == 2
    assert not [p for p in uc.problems_of(demo_store, warband) if p.code == "missing_spells"]


def test_the_panel_adds_and_removes_a_spell_and_the_problem_follows(window, demo_store) -> None:
    open_named(window, "Clan Eshin Shadowclaws")
    window.sheet.tables["hero"].selectRow(hero_row(window, "Vrask the Grey"))
    panel = window.sheet.panel
    assert panel.skills_box.spell_choice.isVisible()
    listed = panel.skills_box.skills
    spells = [listed.item(n).data(panel_role()) for n in range(listed.count())]
    row = spells.index("magic_of_the_horned_rat.warpfire")
    panel.skills_box.skills.setCurrentRow(row)
    panel.skills_box.remove_spell_button.click()
    vrask = demo_store.load(window.session.current.id).warrior("Vrask the Grey")
    assert vrask.spells == []
    texts = [window.sheet.problems.item(n).text() for n in range(window.sheet.problems.count())]
    assert any("Vrask the Grey starts with 1 spell of" in text for text in texts)
    window.russian_action.trigger()
    texts = [window.sheet.problems.item(n).text() for n in range(window.sheet.problems.count())]
    assert any("бросьте D6 по списку" in text for text in texts)
    window.english_action.trigger()

    curse = "magic_of_the_horned_rat.sorcerers_curse"
    panel.skills_box.spell_choice.setCurrentIndex(panel.skills_box.spell_choice.findData(curse))
    panel.skills_box.add_spell_button.click()
    vrask = demo_store.load(window.session.current.id).warrior("Vrask the Grey")
    assert [s.spell for s in vrask.spells] == [curse]
    window.session.undo_stack.undo()
    assert demo_store.load(window.session.current.id).warrior("Vrask the Grey").spells == []


def panel_role():
    from ui.roster.warrior_boxes import SpellRole

    return SpellRole


def test_the_window_refuses_a_device_or_a_huge_file_before_reading(window, tmp_path) -> None:
    """File > Import reads a regular file within the limit only, and says so in Russian too."""
    errors: list[str] = []
    window.show_error = errors.append
    window.import_file(tmp_path)  # a folder
    big = tmp_path / "big.json"
    with open(big, "wb") as file:
        file.truncate(6_000_000)
    window.import_file(big)
    window.russian_action.trigger()
    window.import_file(tmp_path)
    window.english_action.trigger()
    assert "not a regular file" in errors[0] and "larger than 5 MB" in errors[1]
    assert "это не обычный файл" in errors[2]
    assert all(len(message.splitlines()) == 1 for message in errors)
