"""The keyboard reaches everything: no shortcut or mnemonic (Alt+letter) is given twice where
both are on screen at once, in English and in Russian.

Qt answers a key given twice with "Ambiguous shortcut overload" and does nothing, so a
duplicate is a dead key. Each window, dialog and wizard page is walked as a player sees it.
"""

from __future__ import annotations

from collections import defaultdict

import pytest

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QMenuBar,
    QMessageBox,
    QPushButton,
    QTabBar,
    QWidget,
)

from app import usecases as uc
from ui.league.battle_log import BattleLogDialog
from ui.main_window import redo_shortcuts
from ui.post_battle.common import (
    CASUALTIES,
    EXPERIENCE,
    EXPLORATION,
    INCOME,
    INJURIES,
    SUMMARY,
    TRADING,
)
from ui.post_battle.wizard import PostBattleWizard
from ui.wizards.advance_dialog import AdvancementDialog
from ui.wizards.hire_dialog import HireDialog
from ui.wizards.new_warband_wizard import NewWarbandWizard
from ui.wizards.recruit_widgets import RecruitTable

from . import test_new_warband_wizard as new_warband
from .post_battle import steps as post_battle
from .test_main_window import open_named

LANGS = ["en", "ru"]


def mnemonic(text: str) -> str | None:
    """The Alt+letter a text gives ("&&" is a plain ampersand)."""
    at = text.find("&")
    while 0 <= at < len(text) - 1:
        if text[at + 1] != "&":
            return f"Alt+{text[at + 1].upper()}"
        at = text.find("&", at + 2)
    return None


def widget_texts(widget: QWidget) -> list[str]:
    """The texts whose mnemonic is a live shortcut in the widget's window."""
    if isinstance(widget, QLabel) and widget.buddy() is not None:
        return [widget.text()]
    if isinstance(widget, QGroupBox):
        return [widget.title()]
    if isinstance(widget, QTabBar):
        return [widget.tabText(n) for n in range(widget.count()) if widget.isTabVisible(n)]
    if isinstance(widget, QMenuBar):
        return [action.text() for action in widget.actions() if action.isVisible()]
    return []


def keys_on_screen(window: QWidget) -> dict[str, list[str]]:
    """Every shortcut live in a window now, with what gives it."""
    keys: dict[str, list[str]] = defaultdict(list)
    for widget in [window, *window.findChildren(QWidget)]:
        if not widget.isVisible() or widget.window() is not window:
            continue
        if isinstance(widget, QAbstractButton) and not widget.shortcut().isEmpty():
            keys[widget.shortcut().toString()].append(f"button {widget.text()!r}")
        for text in widget_texts(widget):
            key = mnemonic(text)
            if key is not None:
                keys[key].append(f"{type(widget).__name__} {text!r}")
    for action in window.findChildren(QAction):
        if action.isVisible() and action.associatedObjects():
            for sequence in action.shortcuts():
                keys[sequence.toString()].append(f"action {action.text()!r}")
    for shortcut in window.findChildren(QShortcut):
        if shortcut.isEnabled():
            keys[shortcut.key().toString()].append(f"shortcut {shortcut.objectName()!r}")
    return keys


def duplicates(keys: dict[str, list[str]]) -> dict[str, list[str]]:
    return {key: owners for key, owners in keys.items() if len(owners) > 1}


def check_window(window: QWidget, where: str) -> None:
    QApplication.processEvents()
    assert not duplicates(keys_on_screen(window)), f"{where}: {duplicates(keys_on_screen(window))}"


def check_menu(menu: QMenu, where: str) -> None:
    keys: dict[str, list[str]] = defaultdict(list)
    for action in menu.actions():
        if action.isVisible() and not action.isSeparator():
            key = mnemonic(action.text())
            if key is not None:
                keys[key].append(action.text())
            if action.menu() is not None:
                check_menu(action.menu(), f"{where} > {action.text()}")
    assert not duplicates(keys), f"menu {where}: {duplicates(keys)}"


@pytest.fixture(params=LANGS)
def lang(request, window) -> str:
    window.set_language(request.param)
    return request.param


def test_the_checker_finds_a_duplicate(qtbot) -> None:
    """The test itself can fail: two buttons with Alt+A, an action given Ctrl+Z twice."""
    dialog = QWidget()
    qtbot.addWidget(dialog)
    QPushButton("&Add", dialog).move(0, 0)
    QPushButton("N&ame", dialog).move(0, 40)
    action = QAction(dialog)
    action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Shift+Z")])
    dialog.addAction(action)
    dialog.show()
    found = duplicates(keys_on_screen(dialog))
    assert set(found) == {"Alt+A", "Ctrl+Shift+Z"}


def test_main_window_and_its_menus(window, lang) -> None:
    open_named(window, "The Grey Wolves of Altdorf")
    window.sheet.tables["hero"].selectRow(0)
    check_window(window, f"main window ({lang})")
    for action in window.menuBar().actions():
        check_menu(action.menu(), f"{action.text()} ({lang})")


def test_redo_answers_ctrl_shift_z_and_ctrl_y(qtbot, window) -> None:
    open_named(window, "The Grey Wolves of Altdorf")
    gold = window.session.current.treasury
    window.session.run_on_current(uc.set_treasury, gold + 10)
    press(qtbot, window, QKeySequence("Ctrl+Z"))
    assert window.session.current.treasury == gold
    press(qtbot, window, QKeySequence("Ctrl+Shift+Z"))
    assert window.session.current.treasury == gold + 10
    window.undo_action.trigger()
    press(qtbot, window, QKeySequence("Ctrl+Y"))
    assert window.session.current.treasury == gold + 10


@pytest.mark.parametrize(
    "platform",
    [
        ["Ctrl+Shift+Z", "Redo"],  # X11 (xcb, GNOME, KDE): Ctrl+Shift+Z comes first
        ["Ctrl+Y", "Alt+Shift+Backspace", "Ctrl+Shift+Z", "Redo"],  # Windows-like, offscreen
        ["Shift+Meta+Z"],  # macOS's Cmd+Shift+Z
        [],
    ],
)
def test_redo_keys_are_each_given_once(platform) -> None:
    """The window's platform sets the standard Redo keys; Ctrl+Shift+Z was added once more."""
    keys = [k.toString() for k in redo_shortcuts([QKeySequence(k) for k in platform])]
    assert len(keys) == len(set(keys)), keys
    assert {"Ctrl+Shift+Z", "Ctrl+Y"} | {QKeySequence(k).toString() for k in platform} <= set(keys)


def shown(qtbot, dialog: QWidget) -> QWidget:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_hire_dialog_and_battle_log(qtbot, window, lang) -> None:
    open_named(window, "The Grey Wolves of Altdorf")
    check_window(shown(qtbot, HireDialog(window.session, window.lang)), f"hire ({lang})")
    log = BattleLogDialog(window.session, None)
    log.lang = window.lang
    check_window(shown(qtbot, log), f"battle log ({lang})")


def test_new_warband_wizard_pages(qtbot, window, lang, discard) -> None:
    wizard = NewWarbandWizard(window.session, None)
    wizard.lang = window.lang
    shown(qtbot, wizard)
    check_window(wizard, f"new warband, type page ({lang})")
    new_warband.start(qtbot, wizard, "The Last Watch")
    check_window(wizard, f"new warband, hiring page ({lang})")
    kit = ("dagger", "sword")
    new_warband.hire(qtbot, wizard, "reikland.mercenary_captain", "Dieter", kit=kit)
    check_window(wizard, f"new warband, hiring page with a hire ({lang})")
    new_warband.to_summary(qtbot, wizard)
    check_window(wizard, f"new warband, summary ({lang})")


def press(qtbot, window: QWidget, sequence: QKeySequence) -> None:
    """A key as the player presses it: through the window's shortcuts."""
    window.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    combination = sequence[0]
    qtbot.keyClick(
        window.focusWidget() or window, combination.key(), combination.keyboardModifiers()
    )


@pytest.fixture
def discard(monkeypatch) -> None:
    """Closing a wizard with something entered asks first: the tests answer Yes."""
    yes = staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(QMessageBox, "question", yes)


def test_the_hiring_page_recruits_from_the_keyboard(qtbot, window, discard) -> None:
    """Alt+R goes to the recruit list, the arrows pick a type and Enter recruits it."""
    wizard = shown(qtbot, NewWarbandWizard(window.session, None))
    new_warband.start(qtbot, wizard, "The Last Watch")
    recruits = new_warband.child(wizard, RecruitTable, "recruitTable")
    new_warband.child(wizard, QLineEdit, "hireName").setFocus()
    press(qtbot, wizard, QKeySequence("Alt+R"))
    qtbot.waitUntil(recruits.hasFocus)
    recruits.select_type("reikland.swordsmen")
    qtbot.keyClick(recruits, Qt.Key.Key_Return)
    table = new_warband.child(wizard, new_warband.QTableView, "draftTable")
    assert [w.type_id for w in wizard.draft.warriors] == ["reikland.swordsmen"]
    assert table.model().rowCount() == 1
    assert wizard.isVisible()  # Enter in the list recruits; it does not press Next


def test_advance_dialog_at_each_step(qtbot, window, lang, demo_store) -> None:
    open_named(window, "The Grey Wolves of Altdorf")
    session = window.session
    warband = session.current
    hero = next(w for w in warband.warriors if w.kind == "hero" and w.experience < 20)
    group = next(w for w in warband.warriors if w.kind == "henchmen")
    session.run_on_current(uc.set_experience, hero.id, 20)
    session.run_on_current(uc.set_experience, group.id, 14)
    for warrior, dice, step in (
        (hero.id, "", "before the roll"),
        (hero.id, "1 1", "new skill"),
        (hero.id, "3 4", "WS or BS"),
        (group.id, "6 6", "the lad's got talent"),
    ):
        dialog = AdvancementDialog(session, warrior, None)
        dialog.lang = window.lang
        shown(qtbot, dialog)
        if dice:
            dialog.dice_box.typed.setText(dice)
            dialog.dice_box.on_table.setChecked(True)
            dialog.dice_box.roll_button.click()
            assert dialog.controller.outcome is not None, dialog.error_label.text()
        check_window(dialog, f"advance dialog, {step} ({lang})")
        dialog.close()


def test_enter_rolls_then_applies_in_the_advance_dialog(qtbot, window, demo_store) -> None:
    open_named(window, "The Grey Wolves of Altdorf")
    session = window.session
    hero = next(w for w in session.current.warriors if w.kind == "hero")
    session.run_on_current(uc.set_experience, hero.id, hero.experience + 30)
    owed = len(uc.advances_owed(session.ruleset, session.current.warrior(hero.id)))
    assert owed >= 1
    dialog = shown(qtbot, AdvancementDialog(session, hero.id, None))
    dice = dialog.dice_box
    dice.on_table.setChecked(True)
    dice.typed.setText("3 4")  # 7: +1 WS or BS, a choice
    dice.typed.setFocus()
    qtbot.keyClick(dice.typed, Qt.Key.Key_Return)
    outcome = dialog.controller.outcome
    assert outcome is not None and outcome.needs_choice
    choice = dialog.characteristic_page.choice_box
    assert dialog.focusWidget() is choice  # the keyboard goes to the choice
    qtbot.keyClick(choice, Qt.Key.Key_Down)
    assert dialog.apply_button.isEnabled()
    qtbot.keyClick(choice, Qt.Key.Key_Return)
    after = session.current.warrior(hero.id)
    assert len(after.advances) == len(hero.advances) + 1


def test_post_battle_wizard_pages(qtbot, window, lang, demo_store, discard) -> None:
    store = demo_store
    warband = store.find("The Grey Wolves of Altdorf")
    window.open_warband(warband)
    wizard = PostBattleWizard(window.session, None)
    wizard.lang = window.lang
    shown(qtbot, wizard)
    hero = next(w for w in window.session.current.warriors if w.kind == "hero")
    check_window(wizard, f"post-battle, battle ({lang})")
    post_battle.battle_page(qtbot, wizard, scenario="skirmish", result="won")
    before_moving_to = {
        INJURIES: lambda: post_battle.child(
            wizard, post_battle.QCheckBox, f"out:{hero.id}"
        ).setChecked(True),
        EXPERIENCE: lambda: post_battle.roll(qtbot, wizard, f"hero:{hero.id}", "6 6"),
        INCOME: lambda: post_battle.roll(
            qtbot, wizard, "explore", " ".join("12345"[: wizard.draft.exploration_count()])
        ),
    }
    for page in (CASUALTIES, INJURIES, EXPERIENCE, EXPLORATION, INCOME, TRADING, SUMMARY):
        if page in before_moving_to:
            before_moving_to[page]()
        post_battle.next_page(qtbot, wizard, page)
        check_window(wizard, f"post-battle, page {page} ({lang})")
        if page == TRADING:
            tabs = wizard.trading_page.tabs
            for index in range(tabs.count()):
                tabs.setCurrentIndex(index)
                check_window(wizard, f"post-battle, trading tab {index} ({lang})")
