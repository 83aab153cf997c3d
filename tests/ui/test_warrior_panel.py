"""The warrior panel: one box per part, each showing what app/sheet/panel_view.py decides."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from PySide6.QtWidgets import QLabel, QStyle, QWidget

import app.usecases as uc
from app.store.repository import Store
from ui.roster.warrior_boxes import ItemRole
from ui.roster.warrior_panel import WarriorPanel
from ui.session import Session

from .qt_lifetime import disposed


def oversize(store: Store, warband: int, group_id: str, count: int) -> None:
    """A group above the maximum, as an older file or an import may hold one (the use cases
    refuse to make it)."""
    state = store.load(warband)
    state.warrior(group_id).count = count
    with store.transaction() as tx:
        tx.save(state)


@pytest.fixture
def session(store: Store) -> Iterator[Session]:
    yield from disposed(Session(store))


@pytest.fixture
def warband(store: Store) -> tuple[int, dict[str, str]]:
    warband = uc.create_warband(store, "reikland", "Grey Wolves").warband_id
    hire = uc.hire
    crew = {
        "captain": hire(store, warband, "mercenary_captain", "Dieter").details.warrior_id,
        "otto": hire(store, warband, "champion", "Otto").details.warrior_id,
        "marksmen": hire(store, warband, "marksmen", "Marksmen", count=5).details.warrior_id,
    }
    return warband, crew


def panel_on(qtbot, session: Session, warband: int, warrior_id: str, lang: str = "en"):
    session.open_warband(warband)
    panel = WarriorPanel(session)
    qtbot.addWidget(panel)
    session.warbandChanged.connect(panel.show_state)
    panel.lang = lang
    panel.show_state(session.current)
    panel.show_warrior(warrior_id)
    panel.show()
    return panel


def mark_texts(panel: WarriorPanel) -> list[str]:
    marks = panel.findChild(QWidget, "warriorMarks")
    assert marks is not None, "the panel shows no marks"
    if not marks.isVisible():
        return []
    labels = marks.findChildren(QLabel)
    return [label.text() for label in labels if label.isVisible() and label.text()]


def test_the_marks_of_the_sheet_are_shown_in_the_panel(qtbot, session, store, warband) -> None:
    warband_id, crew = warband
    panel = panel_on(qtbot, session, warband_id, crew["otto"])
    assert mark_texts(panel) == []

    session.run_on_current(uc.record_experience, crew["otto"], 3)
    session.run_on_current(uc.apply_injury, crew["otto"], "captured")
    session.run_on_current(uc.set_games_to_miss, crew["otto"], 2)

    texts = mark_texts(panel)
    assert len(texts) == 3
    assert "Advance owed: 1 roll to make" in texts
    assert any(t.startswith("Captured") for t in texts)
    assert "Misses the next 2 games" in texts


def test_a_group_above_the_maximum_keeps_its_models(qtbot, session, store, warband) -> None:
    """Six marksmen (above the maximum of five: marked, still legal to hold) show as six, and
    leaving the field removes nobody (the box used to stop at 5 and take one model away)."""
    warband_id, crew = warband
    oversize(store, warband_id, crew["marksmen"], 6)
    panel = panel_on(qtbot, session, warband_id, crew["marksmen"])
    count = panel.group_box.count
    assert count.value() == 6
    assert any("above the maximum of 5" in t for t in mark_texts(panel))

    count.editingFinished.emit()

    assert store.load(warband_id).warrior(crew["marksmen"]).count == 6
    assert session.undo_stack.count() == 0


def test_the_buy_list_shows_what_a_group_pays(qtbot, session, store, warband) -> None:
    warband_id, crew = warband
    panel = panel_on(qtbot, session, warband_id, crew["marksmen"])
    choice = panel.kit_box.buy_choice
    bow = choice.itemText(choice.findData("bow"))
    assert bow == f"Bow ({5 * store.ruleset.items['bow'].cost} gc)"  # five models, one bow each
    choice.setCurrentIndex(choice.findData("bow"))
    treasury = store.load(warband_id).treasury

    panel.kit_box.buy_button.click()

    assert store.load(warband_id).treasury == treasury - 5 * store.ruleset.items["bow"].cost


def test_the_injury_picker_starts_empty_not_on_dead(qtbot, session, store, warband) -> None:
    """Issue 15: a list that starts on 'Dead' is one careless Add from a dead captain."""
    from PySide6.QtWidgets import QComboBox, QPushButton

    number, crew = warband
    panel = panel_on(qtbot, session, number, crew["captain"])
    picker = panel.findChild(QComboBox, "injuryChoice")
    add = panel.findChild(QPushButton, "addInjury")
    assert picker.count() > 0 and picker.currentIndex() == -1
    assert picker.placeholderText()
    assert not add.isEnabled()
    add.click()
    assert store.load(number).warrior(crew["captain"]).injuries == []
    picker.setCurrentIndex(picker.findData("old_battle_wound"))
    assert add.isEnabled()
    add.click()
    assert [r.injury for r in store.load(number).warrior(crew["captain"]).injuries] == [
        "old_battle_wound"
    ]
    # After the Add the list is empty again: the next Add is a new choice.
    picker = panel.findChild(QComboBox, "injuryChoice")
    assert picker.currentIndex() == -1 and not add.isEnabled()


def rebuilds(panel: WarriorPanel) -> dict[str, list[int]]:
    """Counts, per list or choice of the panel, the times its entries are put in again."""
    counts: dict[str, list[int]] = {}
    for name, view in (
        ("kit", panel.kit_box.kit), ("buy", panel.kit_box.buy_choice),
        ("stash", panel.kit_box.stash_choice), ("skills", panel.skills_box.skills),
        ("skill_choice", panel.skills_box.skill_choice),
        ("injuries", panel.injuries_box.injuries),
        ("injury_choice", panel.injuries_box.injury_choice),
    ):  # fmt: skip
        count = counts.setdefault(name, [0])
        model = view.model()
        for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset):
            signal.connect(lambda *_args, count=count: count.__setitem__(0, count[0] + 1))
    return counts


def test_a_profile_edit_rebuilds_no_list_of_the_panel(qtbot, session, store, warband) -> None:
    """Issue 14: the panel put its eighty entries back after every edit, whatever changed;
    an edit of a characteristic (his own or another's) touches no list and keeps the picks."""
    warband_id, crew = warband
    panel = panel_on(qtbot, session, warband_id, crew["captain"])
    buy = panel.kit_box.buy_choice
    buy.setCurrentIndex(buy.findData("bow"))
    panel.notes_box.notes.setPlainText("typed, not saved yet")
    counts = rebuilds(panel)

    session.run_on_current(uc.set_characteristic, crew["otto"], "WS", 5)
    session.run_on_current(uc.set_characteristic, crew["captain"], "Ld", 9)

    assert {name: count[0] for name, count in counts.items()} == dict.fromkeys(counts, 0)
    assert buy.currentData() == "bow"
    assert panel.notes_box.notes.toPlainText() == "typed, not saved yet"
    assert panel.warrior() is not None and panel.warrior().profile_changes  # the new view


def test_a_change_to_what_a_box_shows_fills_it_again(qtbot, session, store, warband) -> None:
    """The other side: what a change touched is shown at once (his kit, the prices of a group
    that shrank, the stash), and another warrior's boxes are filled afresh."""
    warband_id, crew = warband
    panel = panel_on(qtbot, session, warband_id, crew["marksmen"])
    kit, choice = panel.kit_box.kit, panel.kit_box.buy_choice
    counts = rebuilds(panel)

    session.run_on_current(uc.buy, crew["marksmen"], "bow")
    assert "bow" in [kit.item(n).data(ItemRole) for n in range(kit.count())]
    assert counts["kit"][0] > 0 and counts["skills"][0] == counts["injuries"][0] == 0
    session.run_on_current(uc.remove_models, crew["marksmen"], 1)
    assert choice.itemText(choice.findData("bow")).endswith(
        f"({4 * store.ruleset.items['bow'].cost} gc)"
    )
    session.run_on_current(uc.to_stash, crew["marksmen"], "bow")
    assert panel.kit_box.stash_choice.findData("bow") >= 0

    panel.notes_box.notes.setPlainText("typed for the marksmen")
    panel.show_warrior(crew["otto"])  # the same notes (none), but another warrior's
    assert panel.notes_box.notes.toPlainText() == ""


def test_a_hero_shows_no_group_box_after_an_edit_of_his_row(qtbot, session, store, warband):
    """A hero has no models to count: the Group box stays hidden after an in-place edit or
    another change that keeps his panel's boxes as they were (it showed "Models 0")."""
    warband_id, crew = warband
    panel = panel_on(qtbot, session, warband_id, crew["marksmen"])
    assert panel.group_box.isVisible()
    panel.show_warrior(crew["otto"])
    assert not panel.group_box.isVisible()

    session.run_on_current(uc.set_characteristic, crew["otto"], "ws", 5)
    assert not panel.group_box.isVisible()
    session.run_on_current(uc.record_experience, crew["otto"], 1)
    assert not panel.group_box.isVisible()
    session.undo()
    assert not panel.group_box.isVisible()
    assert panel.kit_box.isVisible()

    panel.show_warrior(crew["marksmen"])
    assert panel.group_box.isVisible()


def test_the_skill_offered_is_shown_whole_in_russian(window, qtbot) -> None:
    """«Удар на поражение (Бое» was all the Russian skill combo showed beside its button."""
    from .test_main_window import hero_row, open_named

    window.resize(1366, 768)
    open_named(window, "The Grey Wolves of Altdorf")
    window.russian_action.trigger()
    window.sheet.tables["hero"].selectRow(hero_row(window, "Otto the Axe"))
    choice = window.sheet.panel.skills_box.skill_choice
    choice.setCurrentIndex(choice.findData("strike_to_injure"))
    qtbot.wait(20)
    text = choice.currentText()
    assert text.startswith("Удар на поражение (")
    field = QStyle.SubControl.SC_ComboBoxEditField
    room = choice.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, combo_option(choice), field, choice
    )
    assert choice.fontMetrics().horizontalAdvance(text) <= room.width(), (text, room.width())
    window.english_action.trigger()


def combo_option(combo):
    from PySide6.QtWidgets import QStyleOptionComboBox

    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    return option
