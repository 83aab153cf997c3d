"""The new-warband wizard driven as a player uses it: choose, type, tick, click."""

import pytest

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTableView,
    QWizard,
)

from app.usecases import create_from_draft
from ui.session import Session
from ui.wizards import new_warband_wizard as module
from ui.wizards.new_warband_wizard import HIRE_PAGE, SUMMARY_PAGE, TYPE_PAGE, NewWarbandWizard
from ui.wizards.recruit_widgets import KitGrid, RecruitTable

from .qt_lifetime import disposed

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def session(store):
    yield from disposed(Session(store))


@pytest.fixture
def questions(monkeypatch):
    """Answers the "discard?" question (Yes unless a test says otherwise) and records it."""
    asked: list[str] = []
    answer = {"button": QMessageBox.StandardButton.Yes}

    def question(_parent, _title, text, *args, **kwargs):
        asked.append(text)
        return answer["button"]

    monkeypatch.setattr(module.QMessageBox, "question", question)
    return asked, answer


@pytest.fixture
def wizard(qtbot, session, questions):
    wiz = NewWarbandWizard(session, None)
    qtbot.addWidget(wiz)
    wiz.show()
    qtbot.waitExposed(wiz)
    return wiz


# --- what a player does ----------------------------------------------------------------------


def child(wizard, kind, name):
    widget = wizard.findChild(kind, name)
    assert widget is not None, name
    return widget


def choose_type(qtbot, wizard, type_id: str) -> None:
    types = child(wizard, QListWidget, "typeList")
    for row in range(types.count()):
        item = types.item(row)
        if item.data(Qt.ItemDataRole.UserRole) == type_id:
            types.scrollToItem(item)
            qtbot.mouseClick(types.viewport(), LEFT, pos=types.visualItemRect(item).center())
            assert types.currentRow() == row
            return
    raise AssertionError(type_id)


def start(qtbot, wizard, name: str = "Grey Wolves", type_id: str = "reikland") -> None:
    """Page 1: the type and the name, then Next."""
    choose_type(qtbot, wizard, type_id)
    qtbot.keyClicks(child(wizard, QLineEdit, "nameEdit"), name)
    click(qtbot, wizard.button(QWizard.WizardButton.NextButton))
    assert wizard.currentId() == HIRE_PAGE


def click(qtbot, button) -> None:
    qtbot.mouseClick(button, LEFT)


def hire(qtbot, wizard, type_id: str, name: str = "", count: int = 1, kit=()) -> None:
    """Page 2: one click recruits (his free dagger comes with him), then name, models, kit."""
    click(qtbot, child(wizard, RecruitTable, "recruitTable").button_of(type_id))
    name_edit = child(wizard, QLineEdit, "hireName")
    if name:
        name_edit.selectAll()
        qtbot.keyClicks(name_edit, name)
    models = child(wizard, QSpinBox, "hireCount")
    if count != 1:
        assert models.isEnabled()
        models.selectAll()
        qtbot.keyClicks(models, str(count))
    assert models.value() == count
    grid = child(wizard, KitGrid, "kitGrid")
    for row in list(grid.rows):
        have = wizard.hire_page.selected_warrior()
        owned = (have.equipment if row.kind == "item" else have.mutations).count(row.item_id)
        wanted = 1 if row.item_id in kit else 0
        for _ in range(owned - wanted):
            click(qtbot, grid.button_of(row.item_id, more=False))
        for _ in range(wanted - owned):
            click(qtbot, grid.button_of(row.item_id))


def remove_row(qtbot, wizard, row: int) -> None:
    table = child(wizard, QTableView, "draftTable")
    table.selectRow(row)
    click(qtbot, child(wizard, QPushButton, "removeHire"))


def problems(wizard, name: str = "problemList") -> list[tuple[str, str]]:
    widget = child(wizard, QListWidget, name)
    return [
        (widget.item(r).data(module.CodeRole), widget.item(r).text()) for r in range(widget.count())
    ]


def gold_left(wizard) -> str:
    return child(wizard, QLabel, "goldLeft").text()


def finish_button(wizard):
    return wizard.button(QWizard.WizardButton.FinishButton)


def save_draft_button(wizard):
    button = wizard.button(QWizard.WizardButton.CustomButton1)
    assert button.objectName() == "saveDraft"
    return button


def to_summary(qtbot, wizard) -> None:
    click(qtbot, wizard.button(QWizard.WizardButton.NextButton))
    assert wizard.currentId() == SUMMARY_PAGE


# --- the tests -------------------------------------------------------------------------------


def test_page_one_lists_every_warband_and_needs_a_name(qtbot, wizard, session) -> None:
    types = child(wizard, QListWidget, "typeList")
    rows = [types.item(n) for n in range(types.count())]
    type_ids = [r.data(Qt.ItemDataRole.UserRole) for r in rows if r.data(Qt.ItemDataRole.UserRole)]
    assert sorted(type_ids) == sorted(session.ruleset.warbands)  # the core eight and the packs
    heading = rows[0]
    assert heading.text() == "Mordheim rulebook"
    assert not heading.flags() & Qt.ItemFlag.ItemIsSelectable
    first = types.item(1).text()
    assert "Reikland Mercenaries" in first and "500 gc" in first and "15 warriors" in first
    next_button = wizard.button(QWizard.WizardButton.NextButton)
    assert not next_button.isEnabled()
    choose_type(qtbot, wizard, "skaven")
    skaven_text = session.ruleset.warband("skaven").text
    assert skaven_text is not None
    assert child(wizard, QLabel, "typeText").text() == skaven_text.en
    assert not next_button.isEnabled()  # no name yet
    qtbot.keyClicks(child(wizard, QLineEdit, "nameEdit"), "   ")
    assert not next_button.isEnabled()  # blanks are no name
    qtbot.keyClicks(child(wizard, QLineEdit, "nameEdit"), "Clan Eshin")
    assert next_button.isEnabled()


def test_reikland_warband_from_start_to_finish(qtbot, wizard, session, store) -> None:
    start(qtbot, wizard, "Grey Wolves")
    assert gold_left(wizard) == "Gold left: 500 gc of 500 gc"
    hire(qtbot, wizard, "reikland.mercenary_captain", "Dieter", kit=("dagger", "sword"))
    assert gold_left(wizard) == "Gold left: 430 gc of 500 gc"  # 60 + sword 10, the dagger free
    hire(qtbot, wizard, "reikland.marksmen", "Hawkeyes", count=2, kit=("dagger", "bow"))
    assert gold_left(wizard) == "Gold left: 360 gc of 500 gc"  # 2 x (25 + bow 10)
    hire(qtbot, wizard, "reikland.warriors", "Pikes", count=3, kit=("dagger", "spear"))
    assert gold_left(wizard) == "Gold left: 255 gc of 500 gc"  # 3 x (25 + spear 10)

    table = child(wizard, QTableView, "draftTable")
    model = table.model()
    rows = [[model.index(r, c).data() for c in (0, 1, 2, 4)] for r in range(model.rowCount())]
    assert rows == [
        ["Dieter (Mercenary Captain)", 1, "Dagger, Sword", "70 gc"],
        ["Hawkeyes (Marksmen)", 2, "Dagger, Bow", "2 x 35 gc = 70 gc"],
        ["Pikes (Warriors)", 3, "Dagger, Spear", "3 x 35 gc = 105 gc"],
    ]
    assert child(wizard, QLabel, "memberCount").text() == "Warriors: 6 of at most 15"
    assert problems(wizard) == []

    to_summary(qtbot, wizard)
    assert child(wizard, QTableView, "summaryTable").model().rowCount() == 3
    assert child(wizard, QLabel, "summaryGold").text() == "Gold left: 255 gc"
    assert problems(wizard, "summaryProblems") == []
    assert finish_button(wizard).isEnabled()
    assert save_draft_button(wizard).isVisible() and not save_draft_button(wizard).isEnabled()
    assert store.count() == 0  # nothing is written before Finish

    click(qtbot, finish_button(wizard))
    assert wizard.result() == QWizard.DialogCode.Accepted and not wizard.isVisible()
    assert wizard.created_id is not None
    saved = store.load(wizard.created_id)
    assert (saved.name, saved.type_id, saved.treasury) == ("Grey Wolves", "reikland", 255)
    sheet = [(w.name, w.kind, w.type_id, w.count, w.equipment) for w in saved.warriors]
    assert sheet == [
        ("Dieter", "hero", "reikland.mercenary_captain", 1, ["dagger", "sword"]),
        ("Hawkeyes", "henchmen", "reikland.marksmen", 2, ["dagger", "bow"]),
        ("Pikes", "henchmen", "reikland.warriors", 3, ["dagger", "spear"]),
    ]
    captain = saved.warrior("Dieter")
    assert (captain.experience, captain.experience_floor) == (20, 20)  # his starting XP

    assert session.undo_stack.count() == 1
    assert [s.id for s in store.list_warbands()] == [wizard.created_id]
    session.undo_stack.undo()
    assert store.list_warbands() == []  # in the bin
    session.undo_stack.redo()
    assert [s.name for s in store.list_warbands()] == ["Grey Wolves"]


def test_rule_breaks_show_live_and_block_finish_and_draft(qtbot, wizard, session, store) -> None:
    start(qtbot, wizard)
    hire(qtbot, wizard, "reikland.mercenary_captain", "Dieter", kit=("dagger",))
    hire(qtbot, wizard, "reikland.warriors", "Pikes", count=3, kit=("dagger",))
    assert problems(wizard) == []

    recruits = child(wizard, RecruitTable, "recruitTable")
    assert not recruits.button_of("reikland.mercenary_captain").isEnabled()  # "=1": he has one
    for name in ("Otto", "Karl"):
        hire(qtbot, wizard, "reikland.champion", name)
    assert not recruits.button_of("reikland.champion").isEnabled()  # "0-2"
    # A limit broken all the same (a draft put together elsewhere) is shown and blocks Finish.
    wizard.model.add(wizard.draft.warriors[0].copy())
    wizard.refresh()
    assert (
        "type_limit",
        "Mercenary Captain: 2, the Reikland Mercenaries warband may have at most 1.",
    ) in problems(wizard)
    to_summary(qtbot, wizard)
    assert any(code == "type_limit" for code, _ in problems(wizard, "summaryProblems"))
    assert not finish_button(wizard).isEnabled()
    assert not save_draft_button(wizard).isEnabled()
    wizard.back()

    table = child(wizard, QTableView, "draftTable")
    while table.model().rowCount() > 2:
        remove_row(qtbot, wizard, 2)
    assert problems(wizard) == []
    # 4 marksmen with Hochland long rifles: 4 x (25 + 200) gc, far over the 500 gc.
    hire(qtbot, wizard, "reikland.marksmen", "Snipers", count=4, kit=("hochland_long_rifle",))
    gold = child(wizard, QLabel, "goldLeft")
    assert gold.text() == "535 gc over the starting 500 gc"  # 60 + 75 + 900 (daggers free)
    assert "color" in gold.styleSheet()
    assert "negative_treasury" in [code for code, _ in problems(wizard)]
    to_summary(qtbot, wizard)
    assert child(wizard, QLabel, "summaryGold").text() == "Gold left: -535 gc"
    assert not finish_button(wizard).isEnabled()
    assert not save_draft_button(wizard).isEnabled()
    click(qtbot, save_draft_button(wizard))  # a disabled button does nothing
    assert not wizard.save(allow_problems=True)  # and the wizard refuses it anyway
    # Even straight through the session the use case refuses a rule break as a draft.
    with qtbot.waitSignal(session.failed):
        assert session.run(create_from_draft, wizard.draft, allow_problems=True) is None
    assert wizard.isVisible() and wizard.created_id is None
    assert store.count() == 0 and session.undo_stack.count() == 0


def test_a_warband_without_a_leader_is_saved_as_a_draft(qtbot, wizard, session, store) -> None:
    start(qtbot, wizard, "Leaderless")
    hire(qtbot, wizard, "reikland.warriors", "Pikes", count=3, kit=("dagger", "spear"))
    assert [code for code, _ in problems(wizard)] == ["no_leader"]
    to_summary(qtbot, wizard)
    listed = problems(wizard, "summaryProblems")
    assert listed == [
        ("no_leader", "The warband has no leader: hire its leader (Mercenary Captain).")
    ]
    assert not finish_button(wizard).isEnabled()
    assert save_draft_button(wizard).isVisible() and save_draft_button(wizard).isEnabled()

    click(qtbot, save_draft_button(wizard))
    assert wizard.result() == QWizard.DialogCode.Accepted and not wizard.isVisible()
    assert wizard.created_id is not None
    assert [s.name for s in store.list_warbands()] == ["Leaderless"]
    saved = store.load(wizard.created_id)
    assert saved.treasury == 500 - 105
    assert [(w.name, w.count) for w in saved.warriors] == [("Pikes", 3)]
    assert session.undo_stack.count() == 1


def test_save_as_draft_only_on_the_summary(qtbot, wizard) -> None:
    assert not save_draft_button(wizard).isVisible()
    start(qtbot, wizard)
    assert not save_draft_button(wizard).isVisible()
    to_summary(qtbot, wizard)
    assert save_draft_button(wizard).isVisible()
    wizard.back()
    assert not save_draft_button(wizard).isVisible()


def test_back_and_next_keep_what_was_entered(qtbot, wizard) -> None:
    start(qtbot, wizard, "Grey Wolves")
    hire(qtbot, wizard, "reikland.mercenary_captain", "Dieter", kit=("dagger", "sword"))
    hire(qtbot, wizard, "reikland.marksmen", "Hawkeyes", count=2, kit=("bow",))
    to_summary(qtbot, wizard)
    wizard.back()
    wizard.back()
    assert wizard.currentId() == TYPE_PAGE
    assert child(wizard, QLineEdit, "nameEdit").text() == "Grey Wolves"
    types = child(wizard, QListWidget, "typeList")
    assert types.currentItem().data(Qt.ItemDataRole.UserRole) == "reikland"
    assert child(wizard, QLabel, "typeChangeNote").isVisible()

    wizard.next()
    assert wizard.currentId() == HIRE_PAGE
    assert child(wizard, QTableView, "draftTable").model().rowCount() == 2
    assert gold_left(wizard) == "Gold left: 360 gc of 500 gc"
    wizard.next()
    assert child(wizard, QTableView, "summaryTable").model().rowCount() == 2

    # Another type of warband starts the hiring over: Reikland men cannot serve Skaven.
    wizard.back()
    wizard.back()
    choose_type(qtbot, wizard, "skaven")
    wizard.next()
    assert child(wizard, QTableView, "draftTable").model().rowCount() == 0
    assert child(wizard, RecruitTable, "recruitTable").current_type() == "skaven.assassin_adept"


def test_remove_takes_a_hire_out_and_gives_the_gold_back(qtbot, wizard) -> None:
    start(qtbot, wizard)
    remove = child(wizard, QPushButton, "removeHire")
    assert not remove.isEnabled()
    hire(qtbot, wizard, "reikland.champion", "Otto", kit=("dagger", "axe"))
    hire(qtbot, wizard, "reikland.youngblood", "")  # no name: the type's name
    model = child(wizard, QTableView, "draftTable").model()
    assert model.index(1, 0).data() == "Youngblood"
    assert gold_left(wizard) == "Gold left: 445 gc of 500 gc"  # 35 + 5 axe + 15
    remove_row(qtbot, wizard, 0)
    assert model.rowCount() == 1 and model.index(0, 0).data() == "Youngblood"
    assert gold_left(wizard) == "Gold left: 485 gc of 500 gc"


def test_cancel_writes_nothing(qtbot, wizard, session, store) -> None:
    before = store.count()
    start(qtbot, wizard)
    click(qtbot, wizard.button(QWizard.WizardButton.CancelButton))
    assert wizard.result() == QWizard.DialogCode.Rejected and not wizard.isVisible()
    assert store.count() == before == 0
    assert session.undo_stack.count() == 0
    assert wizard.created_id is None


def test_cancel_with_warriors_hired_asks_first(qtbot, wizard, store, questions) -> None:
    asked, answer = questions
    start(qtbot, wizard)
    hire(qtbot, wizard, "reikland.mercenary_captain", "Dieter")
    answer["button"] = QMessageBox.StandardButton.No
    click(qtbot, wizard.button(QWizard.WizardButton.CancelButton))
    assert len(asked) == 1 and wizard.isVisible()  # kept
    answer["button"] = QMessageBox.StandardButton.Yes
    click(qtbot, wizard.button(QWizard.WizardButton.CancelButton))
    assert len(asked) == 2 and not wizard.isVisible()
    assert store.count() == 0 and wizard.created_id is None


def test_rule_names_follow_the_language(qtbot, wizard) -> None:
    wizard.lang = "ru"
    types = child(wizard, QListWidget, "typeList")
    assert types.item(0).text() == "Книга правил Мордхейма"
    assert types.item(1).text().startswith("Наёмники из Рейкланда")
    start(qtbot, wizard)
    recruits = child(wizard, RecruitTable, "recruitTable")
    assert recruits.item(0, 0).text() == "Капитан наёмников"
    hire(qtbot, wizard, "reikland.mercenary_captain", "Dieter", kit=("sword",))
    model = child(wizard, QTableView, "draftTable").model()
    assert model.index(0, 0).data() == "Dieter (Капитан наёмников)"
    assert model.index(0, 2).data() == "Меч"
    wizard.lang = "en"
    assert model.index(0, 2).data() == "Sword"
    assert recruits.item(0, 0).text() == "Mercenary Captain"


def test_cult_mutants_buy_their_mutation_in_the_wizard(qtbot, wizard, session) -> None:
    start(qtbot, wizard, "The Twisted", type_id="cult_of_the_possessed")
    mutation = session.ruleset.warband("cult_of_the_possessed").mutations[0]
    hire(qtbot, wizard, "cult_of_the_possessed.mutant", "Kurt")
    assert "needs_mutation" in [code for code, _ in problems(wizard)]
    remove_row(qtbot, wizard, 0)
    hire(qtbot, wizard, "cult_of_the_possessed.mutant", "Kurt", kit=(mutation.id,))
    assert "needs_mutation" not in [code for code, _ in problems(wizard)]
    assert gold_left(wizard) == f"Gold left: {500 - 25 - mutation.cost} gc of 500 gc"


def test_a_saurus_is_offered_only_his_sacred_markings(qtbot, wizard) -> None:
    start(qtbot, wizard, "Cold Ones", type_id="lizardmen")
    click(qtbot, child(wizard, RecruitTable, "recruitTable").button_of(
        "lizardmen.saurus_totem_warrior"
    ))  # fmt: skip
    grid = child(wizard, KitGrid, "kitGrid")
    marks = {row.item_id for row in grid.rows if row.kind == "mutation"}
    assert marks == {"oversized_jaws", "mark_of_the_old_ones"}


def test_a_refused_save_is_shown_on_the_summary(qtbot, wizard, session) -> None:
    start(qtbot, wizard)
    hire(qtbot, wizard, "reikland.mercenary_captain", "Dieter")
    hire(qtbot, wizard, "reikland.warriors", "Pikes", count=2)
    to_summary(qtbot, wizard)
    session.failed.emit("the store is read-only")
    assert child(wizard, QLabel, "saveError").text() == "the store is read-only"


def test_the_main_window_opens_the_warband_it_created(qtbot, window, demo_store, questions) -> None:
    before = demo_store.count()

    def play() -> None:
        wizard = window.findChild(NewWarbandWizard)
        try:
            assert wizard is not None and wizard.isVisible()
            start(qtbot, wizard, "The Last Watch")
            hire(qtbot, wizard, "reikland.mercenary_captain", "Dieter", kit=("dagger", "sword"))
            hire(qtbot, wizard, "reikland.swordsmen", "Blades", count=2, kit=("dagger", "sword"))
            to_summary(qtbot, wizard)
            click(qtbot, finish_button(wizard))
        finally:
            if wizard is not None and wizard.isVisible():
                wizard.done(QWizard.DialogCode.Rejected)

    QTimer.singleShot(0, play)
    window.new_warband()
    assert demo_store.count() == before + 1
    assert window.session.current is not None
    assert window.session.current.name == "The Last Watch"
    assert window.session.current.treasury == 500 - 70 - 2 * 45


# --- starting spells, and the use cases price the draft ------------------------------------


def test_a_caster_is_hired_with_his_spell_typed_or_rolled(qtbot, wizard, store) -> None:
    """A Warrior-Priest's prayer typed from the table; the summary's gold is the use case's."""
    start(qtbot, wizard, "Hunters", "witch_hunters")
    hire(qtbot, wizard, "witch_hunters.witch_hunter_captain", "Captain")
    hire(qtbot, wizard, "witch_hunters.warrior_priest", "Priest")
    priest = wizard.draft.warriors[-1]
    assert len(priest.spells) == 1  # rolled at the click
    spell = child(wizard, QComboBox, "startingSpell1")
    rolled = store.ruleset.spell(priest.spells[0].spell)
    assert spell.isVisible() and spell.currentIndex() == 0  # rolled, not preselected
    assert spell.currentText() == f"Rolled: {rolled.d6}: {rolled.name.en}"
    spell.setCurrentIndex(spell.findData("prayers_of_sigmar.healing_hand"))  # the table's
    assert [s.spell for s in priest.spells] == ["prayers_of_sigmar.healing_hand"]
    assert wizard.model.index(1, 3).data() == "Healing Hand"  # its own column, not the kit
    assert "Healing Hand" not in wizard.model.index(1, 2).data()

    wizard.draft.treasury = 5000  # whatever the window says, the use case prices the hires
    wizard.save(allow_problems=True)
    saved = store.load(wizard.created_id)
    assert saved.treasury == 500 - 60 - 40
    assert [s.spell for s in saved.warrior(priest.name).spells] == [
        "prayers_of_sigmar.healing_hand"
    ]


def shown_types(wizard) -> list[str]:
    types = child(wizard, QListWidget, "typeList")
    rows = [types.item(n) for n in range(types.count())]
    return [
        r.data(Qt.ItemDataRole.UserRole)
        for r in rows
        if r.data(Qt.ItemDataRole.UserRole) and not r.isHidden()
    ]


def shown_headings(wizard) -> list[str]:
    types = child(wizard, QListWidget, "typeList")
    rows = [types.item(n) for n in range(types.count())]
    return [r.text() for r in rows if not r.data(Qt.ItemDataRole.UserRole) and not r.isHidden()]


def test_the_types_are_grouped_by_pack_and_filtered_as_you_type(qtbot, wizard, session) -> None:
    headings = shown_headings(wizard)
    assert headings[:2] == ["Mordheim rulebook", "Grade 1a"]
    types = child(wizard, QListWidget, "typeList")
    orc = next(
        types.item(n)
        for n in range(types.count())
        if types.item(n).data(Qt.ItemDataRole.UserRole) == "orc_mob"
    )
    assert orc.text().endswith("· Town Cryer 6; Mordheim Annual 2002")  # its book
    search = child(wizard, QLineEdit, "typeSearch")
    qtbot.keyClicks(search, "orc mob")
    assert shown_types(wizard) == ["orc_mob"]
    assert shown_headings(wizard) == ["Grade 1a"]
    search.clear()
    qtbot.keyClicks(search, "1a annual")  # every word: the grade and a word of the source
    assert "orc_mob" in shown_types(wizard) and "reikland" not in shown_types(wizard)
    search.clear()
    search.setText("рейкланд")  # the Russian names match too (typed by setText: QTest has no
    assert shown_types(wizard) == ["reikland"]  # Cyrillic keys)
    search.clear()
    qtbot.keyClicks(search, "no such warband")
    assert shown_types(wizard) == [] and shown_headings(wizard) == []
    search.clear()
    assert sorted(shown_types(wizard)) == sorted(session.ruleset.warbands)


def test_a_switched_off_pack_is_not_offered(qtbot, session, store) -> None:
    from app import usecases
    from ui.wizards.new_warband_wizard import NewWarbandWizard

    session.run(usecases.disable_pack, "orc_mob")
    wizard = NewWarbandWizard(session)
    qtbot.addWidget(wizard)
    assert "orc_mob" not in shown_types(wizard) and "reikland" in shown_types(wizard)
    assert "orc_mob" not in shown_types(wizard)


def test_a_chosen_leader_is_picked_on_the_summary(qtbot, wizard, session, store) -> None:
    start(qtbot, wizard, "Jungle Rats", type_id="lustrian_reavers")
    hire(qtbot, wizard, "lustrian_reavers.conqueror", "Vasco", kit=("dagger",))
    hire(qtbot, wizard, "lustrian_reavers.jungle_shadow", "Nadia", kit=("dagger",))
    hire(qtbot, wizard, "lustrian_reavers.prospect", "Prospects", count=2, kit=("dagger",))
    assert [code for code, _ in problems(wizard)] == ["no_leader"]
    to_summary(qtbot, wizard)
    leaders = child(wizard, QComboBox, "leaderChoice")
    assert leaders.isVisible()
    names = [leaders.itemText(i) for i in range(leaders.count())]
    assert len(names) == 3 and names[1].startswith("Vasco") and names[2].startswith("Nadia")
    assert not finish_button(wizard).isEnabled()
    leaders.setCurrentIndex(2)
    assert problems(wizard, "summaryProblems") == []
    assert finish_button(wizard).isEnabled()
    click(qtbot, finish_button(wizard))
    saved = store.load(wizard.created_id)
    assert next(w.name for w in saved.warriors if w.id == saved.leader_id) == "Nadia"


def test_a_fixed_leader_warband_shows_no_leader_choice(qtbot, wizard) -> None:
    start(qtbot, wizard)
    to_summary(qtbot, wizard)
    assert not child(wizard, QComboBox, "leaderChoice").isVisible()


def test_a_long_name_leaves_the_kit_header_whole(qtbot, window) -> None:
    """A long hero name squeezed the Kit column's Russian header to «наряжени»."""
    from PySide6.QtWidgets import QTableView

    window.set_language("ru")
    wizard = NewWarbandWizard(window.session, None)
    qtbot.addWidget(wizard)
    wizard.lang = "ru"
    wizard.resize(1366, 740)
    wizard.show()
    qtbot.waitExposed(wizard)
    start(qtbot, wizard, "Hunters", "witch_hunters")
    hire(qtbot, wizard, "witch_hunters.witch_hunter_captain", "Bartholomew von Sternhausen III")
    hire(qtbot, wizard, "witch_hunters.warrior_priest", "Father Hieronymus of Altdorf")
    qtbot.wait(20)
    table = next(
        t for t in wizard.findChildren(QTableView) if t.model() is wizard.model and t.isVisible()
    )
    header = table.horizontalHeader()
    widths = {
        words: (header.sectionSize(column), header.fontMetrics().horizontalAdvance(words))
        for column in (2, 3)
        for words in [wizard.model.headerData(column, Qt.Orientation.Horizontal)]
    }
    wizard.draft.warriors.clear()  # closing asks nothing
    window.set_language("en")
    assert all(size >= needed for size, needed in widths.values()), widths


def test_a_type_recruited_again_joins_its_group_and_heroes_get_distinct_names(
    qtbot, wizard
) -> None:
    """Issue 24: Recruit pressed twice on Zealots makes one group of two (a new group is the
    explicit choice of unticking); two Witch Hunters are told apart by their names."""
    start(qtbot, wizard, "Hunters", "witch_hunters")
    recruits = child(wizard, RecruitTable, "recruitTable")
    for _ in range(2):
        click(qtbot, recruits.button_of("witch_hunters.zealots"))
        click(qtbot, recruits.button_of("witch_hunters.witch_hunter"))
    draft = [(w.name, w.count) for w in wizard.draft.warriors]
    assert draft == [("Zealots", 2), ("Witch Hunter", 1), ("Witch Hunter 2", 1)]
    join = child(wizard, QCheckBox, "joinGroups")
    assert join.isChecked() and join.text() == "A henchman recruited again &joins his type's group"
    click(qtbot, join)
    click(qtbot, recruits.button_of("witch_hunters.zealots"))
    assert [(w.name, w.count) for w in wizard.draft.warriors][-1] == ("Zealots 2", 1)


# --- where the keyboard goes (docs/player-actions.md: the wizard's count) -------------------


def typed(qtbot, wizard, text: str) -> None:
    """Typed as a player types: into whatever has the keyboard."""
    focused = QApplication.focusWidget()
    assert focused is not None and focused.window() is wizard
    qtbot.keyClicks(focused, text)


@pytest.fixture
def active(wizard, qtbot):
    wizard.activateWindow()
    qtbot.waitUntil(wizard.isActiveWindow)
    return wizard


def test_a_type_clicked_gives_the_keyboard_to_the_name(qtbot, active) -> None:
    choose_type(qtbot, active, "witch_hunters")
    assert QApplication.focusWidget() is child(active, QLineEdit, "nameEdit")
    typed(qtbot, active, "Templars")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert active.currentId() == HIRE_PAGE and active.draft.name == "Templars"


def test_a_recruit_hired_with_a_click_is_named_or_counted_by_typing(qtbot, active) -> None:
    start(qtbot, active, "Templars", "witch_hunters")
    recruits = child(active, RecruitTable, "recruitTable")
    click(qtbot, recruits.button_of("witch_hunters.witch_hunter_captain"))
    name = child(active, QLineEdit, "hireName")
    assert QApplication.focusWidget() is name and name.selectedText() == "Witch Hunter Captain"
    typed(qtbot, active, "Marius Holst")
    click(qtbot, recruits.button_of("witch_hunters.zealots"))
    models = child(active, QSpinBox, "hireCount")
    assert QApplication.focusWidget() is models
    typed(qtbot, active, "3")
    click(qtbot, recruits.button_of("witch_hunters.zealots"))  # joins the group: 4
    assert QApplication.focusWidget() is models and models.value() == 4
    typed(qtbot, active, "2")
    warriors = {w.name: w.count for w in active.draft.warriors}
    assert warriors == {"Marius Holst": 1, "Zealots": 2}


def test_a_recruit_hired_with_enter_leaves_the_keyboard_in_the_list(qtbot, active) -> None:
    start(qtbot, active, "Templars", "witch_hunters")
    recruits = child(active, RecruitTable, "recruitTable")
    recruits.setFocus()
    recruits.select_type("witch_hunters.witch_hunter")
    qtbot.keyClick(recruits, Qt.Key.Key_Return)
    qtbot.keyClick(recruits, Qt.Key.Key_Return)
    assert QApplication.focusWidget() is recruits
    assert [w.type_id for w in active.draft.warriors] == ["witch_hunters.witch_hunter"] * 2
