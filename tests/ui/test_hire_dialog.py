"""The Hire dialog works as the wizard's quick builder: equipment, hired swords, a sensible
first choice, Enter hires, and every hire is one command on the undo stack."""

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QDialog, QLabel, QLineEdit, QPushButton, QSpinBox

from ui.wizards.hire_dialog import HireDialog
from ui.wizards.recruit_widgets import KitGrid, RecruitTable

from .test_main_window import open_named

LEFT = Qt.MouseButton.LeftButton
WOLVES = "The Grey Wolves of Altdorf"


def dialog_for(qtbot, window) -> HireDialog:
    open_named(window, WOLVES)
    dialog = HireDialog(window.session, "en", window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def warriors(window):
    return [(w.type_id, w.name, w.count, w.equipment) for w in window.session.current.warriors]


def test_the_first_choice_is_not_a_second_captain(qtbot, window) -> None:
    dialog = dialog_for(qtbot, window)
    recruits = dialog.findChild(RecruitTable, "recruitTable")
    assert not recruits.button_of("reikland.mercenary_captain").isEnabled()  # he has one
    assert recruits.current_type() == "reikland.champion"  # the first type still open
    name = dialog.findChild(QLineEdit, "hireName")
    assert name.text() == "Champion"
    assert dialog.focusWidget() is name
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)  # Enter at once: hire him
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert window.session.current.warriors[-1].type_id == "reikland.champion"


def test_hire_a_group_with_equipment_and_enter(qtbot, window) -> None:
    dialog = dialog_for(qtbot, window)
    treasury = window.session.current.treasury
    before = len(window.session.current.warriors)
    dialog.recruits.select_type("reikland.swordsmen")
    count = dialog.findChild(QSpinBox, "hireCount")
    count.selectAll()
    qtbot.keyClicks(count, "2")
    grid = dialog.findChild(KitGrid, "kitGrid")
    qtbot.mouseClick(grid.button_of("shield"), LEFT)
    qtbot.mouseClick(grid.button_of("sword"), LEFT)
    qtbot.mouseClick(grid.button_of("sword"), LEFT)  # two swords each
    assert dialog.findChild(QLabel, "hireCost").text() == "2 x 60 gc = 120 gc"  # 35+5+2x10
    name = dialog.findChild(QLineEdit, "hireName")
    name.selectAll()
    qtbot.keyClicks(name, "Blades of Nuln")
    qtbot.keyClick(name, Qt.Key.Key_Return)  # Enter hires
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert len(window.session.current.warriors) == before + 1
    assert warriors(window)[-1] == (
        "reikland.swordsmen", "Blades of Nuln", 2, ["dagger", "shield", "sword", "sword"],
    )  # fmt: skip
    assert window.session.current.treasury == treasury - 120
    window.session.undo()
    assert len(window.session.current.warriors) == before
    assert window.session.current.treasury == treasury


def test_one_click_recruits_with_the_free_dagger_and_a_name_of_his_own(qtbot, window) -> None:
    dialog = dialog_for(qtbot, window)
    qtbot.mouseClick(dialog.recruits.button_of("reikland.youngblood"), LEFT)
    assert dialog.result() == QDialog.DialogCode.Accepted
    added = warriors(window)[-1]
    assert added[0] == "reikland.youngblood" and added[3] == ["dagger"]
    assert added[1] == "Youngblood"
    again = dialog_for(qtbot, window)
    qtbot.mouseClick(again.recruits.button_of("reikland.warriors"), LEFT)
    qtbot.mouseClick(dialog_for(qtbot, window).recruits.button_of("reikland.warriors"), LEFT)
    # Two more Warriors join the group there is (issue 24: not two groups of one).
    assert groups_of(window, "reikland.warriors") == [("Hired Blades", 4)]


def test_a_hired_sword_and_a_refusal_stays_open(qtbot, window) -> None:
    dialog = dialog_for(qtbot, window)
    window.session.run_on_current(__import__("app.usecases", fromlist=["x"]).set_treasury, 50)
    dialog = dialog_for(qtbot, window)
    dialog.recruits.select_type("ogre_bodyguard")
    dialog.accept()
    assert dialog.isVisible()  # 80 gc with 50 in the treasury
    assert "30 gc short" in dialog.findChild(QLabel, "hireError").text()
    window.session.run_on_current(__import__("app.usecases", fromlist=["x"]).set_treasury, 500)
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert warriors(window)[-1][0] == "ogre_bodyguard"


def groups_of(window, type_id: str) -> list[tuple[str, int]]:
    return [(w.name, w.count) for w in window.session.current.warriors if w.type_id == type_id]


def test_hiring_a_type_again_adds_a_model_to_its_group(qtbot, window) -> None:
    """Hire pressed again on a type with a group: a second model joins it (one undo step),
    not a group of one; unticked, a new group is an explicit choice."""
    from app.usecases.hiring import join_price

    dialog = dialog_for(qtbot, window)
    dialog.recruits.select_type("reikland.warriors")
    join = dialog.findChild(QCheckBox, "joinGroup")
    assert join.isVisible() and join.isChecked()
    assert not dialog.editor.isEnabled()  # his kit and name are the group's
    blades = window.session.current.warrior("Hired Blades")
    each = join_price(window.session.store, window.session.current, blades.id)
    assert join.text() == f"Join the group Hired Blades instead of a new one ({each} gc a model)"
    treasury = window.session.current.treasury
    qtbot.mouseClick(dialog.findChild(QPushButton, "hireButton"), LEFT)
    assert groups_of(window, "reikland.warriors") == [("Hired Blades", 3)]
    assert window.session.current.treasury == treasury - each
    window.session.undo()
    assert groups_of(window, "reikland.warriors") == [("Hired Blades", 2)]

    dialog = dialog_for(qtbot, window)
    dialog.recruits.select_type("reikland.warriors")
    join = dialog.findChild(QCheckBox, "joinGroup")
    qtbot.mouseClick(join, LEFT, pos=join.rect().topLeft() + QPoint(8, join.height() // 2))
    assert not join.isChecked() and dialog.editor.isEnabled()
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
    assert groups_of(window, "reikland.warriors") == [("Hired Blades", 2), ("Warriors", 1)]


def test_a_full_group_is_not_offered(qtbot, window) -> None:
    open_named(window, WOLVES)
    blades = window.session.current.warrior("Hired Blades")
    from app import usecases as uc

    window.session.run_on_current(uc.add_models, blades.id, 3)  # five: the largest group
    dialog = dialog_for(qtbot, window)
    dialog.recruits.select_type("reikland.warriors")
    assert not dialog.findChild(QCheckBox, "joinGroup").isVisible()
    dialog.recruits.select_type("reikland.champion")
    assert not dialog.findChild(QCheckBox, "joinGroup").isVisible()
