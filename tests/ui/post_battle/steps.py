"""Driving the post-battle wizard as a player does: the warband, the session, and the steps
(choose, type, Roll, Next) that the tests of its pages and of the whole wizard share."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QWizard,
)

import ui.post_battle.wizard as wizard_module
from app.domain import base_profile
from app.postbattle.dice import roll_slot
from app.postbattle.draft import PostBattleDraft
from app.store.repository import Store
from app.words import say
from rules.messages import Message
from rules.models import Lang, Ruleset
from tests.grey_wolves import grey_wolves, hire, ids
from tests.ui.qt_lifetime import disposed
from ui.post_battle.common import (
    BATTLE,
    CASUALTIES,
    ERROR,
    EXPERIENCE,
    EXPLORATION,
    INCOME,
    INJURIES,
    SUMMARY,
    TRADING,
)
from ui.post_battle.pages.base import _Page
from ui.post_battle.wizard import PostBattleWizard
from ui.post_battle.words import DraftWords
from ui.session import Session
from ui.widgets.choice_list import ChoiceList
from ui.wizards.recruit_widgets import RecruitTable

PageT = TypeVar("PageT", bound=_Page)


def said(ruleset: Ruleset, changes: list[Any], lang: Lang = "en") -> list[str]:
    """The battle log's messages (stored as data) in words, as the command line says them."""
    return [say(Message.from_data(change), lang, ruleset) for change in changes]


@pytest.fixture(autouse=True)
def confirm_discard(monkeypatch) -> list[str]:
    """Cancel with dice rolled asks first; the tests (and teardown) answer Yes."""
    asked: list[str] = []

    def question(_parent, _title, text, *args, **kwargs):
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(wizard_module.QMessageBox, "question", question)
    return asked


@pytest.fixture
def db_path(store: Store) -> Path:
    path = store.database.path
    assert path is not None
    return path


@pytest.fixture
def session(store: Store) -> Iterator[Session]:
    yield from disposed(Session(store))


@pytest.fixture
def warband(store: Store) -> int:
    """Reikland's Grey Wolves (tests/grey_wolves.py): 139 gc left, rating 103."""
    return grey_wolves(store)


def open_wizard(qtbot, session: Session, warband: int) -> PostBattleWizard:
    session.open_warband(warband)
    wizard = PostBattleWizard(session, None)
    qtbot.addWidget(wizard)
    wizard.lang = "en"
    wizard.show()
    qtbot.waitExposed(wizard)
    return wizard


def child(wizard, kind: type, name: str):
    found = wizard.findChild(kind, name)
    assert found is not None, name
    return found


def text_of(wizard, name: str) -> str:
    return child(wizard, QLabel, name).text()


def click(qtbot, button: QPushButton) -> None:
    assert button.isEnabled(), f"{button.objectName() or button.text()} is disabled"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def roll(qtbot, wizard, slot: str, typed: str = "") -> str:
    """Type the dice (or nothing: the program rolls) and press Roll; returns what it showed."""
    edit = child(wizard, QLineEdit, f"dice:{slot}")
    edit.clear()
    if typed:
        qtbot.keyClicks(edit, typed)
    click(qtbot, child(wizard, QPushButton, f"roll:{slot}"))
    error = text_of(wizard, f"error:{slot}")
    return error or text_of(wizard, f"result:{slot}")


def next_page(qtbot, wizard: PostBattleWizard, expected: int) -> None:
    click(qtbot, wizard.button(QWizard.WizardButton.NextButton))
    assert wizard.currentId() == expected


def pick_recruit(wizard, type_id: str) -> None:
    """The hiring form's recruit list: a row picked shows that recruit, ready to plan."""
    recruits = child(wizard, RecruitTable, "recruitTable")
    recruits.select_type(type_id)
    assert recruits.current_type() == type_id


def name_recruit(qtbot, wizard, name: str) -> None:
    field = child(wizard, QLineEdit, "hireName")
    field.selectAll()
    qtbot.keyClicks(field, name)


def choose(box: QComboBox | ChoiceList, data: object) -> None:
    index = box.findData(data)
    assert index >= 0, data
    if isinstance(box, ChoiceList):
        box.setCurrentRow(index)
    else:
        box.setCurrentIndex(index)


def tick_took_part(wizard: PostBattleWizard, warrior_id: str, on: bool) -> None:
    listing = wizard.battle_page.took_part
    for row in range(listing.count()):
        item = listing.item(row)
        if item.data(Qt.ItemDataRole.UserRole) == warrior_id:
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
            return
    raise AssertionError(warrior_id)


def set_result(wizard, result: str) -> None:
    """Won, lost or drawn: the result's button."""
    child(wizard, QRadioButton, f"result:{result}").setChecked(True)


def battle_page(qtbot, wizard, *, scenario: str, result: str, rating: int | None = None) -> None:
    page = wizard.battle_page
    choose(child(wizard, QComboBox, "scenarioBox"), scenario)
    qtbot.keyClicks(child(wizard, QLineEdit, "opponentName"), "Clan Eshin Raiders")
    choose(child(wizard, QComboBox, "opponentType"), "skaven")
    if rating is not None:
        page.opponent_rating.setValue(rating)
    set_result(wizard, result)
    page.date_edit.setDate(QDate(2024, 5, 1))


def dump(db_path: Path) -> list[str]:
    with sqlite3.connect(db_path) as conn:
        return list(conn.iterdump())


def profile(store: Store, warband: int, warrior_id: str) -> dict[str, int]:
    warrior = store.load(warband).warrior(warrior_id)
    return warrior.profile(base_profile(store.ruleset, warrior)).as_dict()


def walk_to_summary(qtbot, wizard: PostBattleWizard, w: dict[str, str]) -> None:
    battle_page(qtbot, wizard, scenario="skirmish", result="won")
    next_page(qtbot, wizard, CASUALTIES)
    child(wizard, QCheckBox, f"out:{w['Hans']}").setChecked(True)
    next_page(qtbot, wizard, INJURIES)
    roll(qtbot, wizard, f"hero:{w['Hans']}", "1 1")  # the captain is dead
    next_page(qtbot, wizard, EXPERIENCE)
    next_page(qtbot, wizard, EXPLORATION)
    roll(qtbot, wizard, "explore", "1 2 3 4")
    next_page(qtbot, wizard, INCOME)
    child(wizard, QSpinBox, "sellShards").setValue(1)
    next_page(qtbot, wizard, TRADING)
    next_page(qtbot, wizard, SUMMARY)


def walk_to_trading(qtbot, wizard: PostBattleWizard, w: dict[str, str], dead: str = "") -> None:
    """A won skirmish; `dead` is taken out of action and dies. The pit fighter is paid."""
    battle_page(qtbot, wizard, scenario="skirmish", result="won")
    next_page(qtbot, wizard, CASUALTIES)
    if dead:
        child(wizard, QCheckBox, f"out:{w[dead]}").setChecked(True)
        next_page(qtbot, wizard, INJURIES)
        roll(qtbot, wizard, f"hero:{w[dead]}", "1 1")
    next_page(qtbot, wizard, EXPERIENCE)  # nobody out of action: the injuries step passes
    next_page(qtbot, wizard, EXPLORATION)
    roll(qtbot, wizard, "explore", " ".join("12345"[: wizard.draft.exploration_count()]))
    next_page(qtbot, wizard, INCOME)
    next_page(qtbot, wizard, TRADING)


def tab(wizard: PostBattleWizard, title: str) -> None:
    tabs = wizard.trading_page.tabs
    index = next(n for n in range(tabs.count()) if tabs.tabText(n) == title)
    tabs.setCurrentIndex(index)


def planned(wizard: PostBattleWizard) -> list[str]:
    listing = wizard.trading_page.planned
    rows = [listing.item(n).text() for n in range(listing.count())]
    if not wizard.draft.trades:
        assert rows == ["No trade planned."]
        return []
    return rows


def offered(box: QComboBox) -> list[object]:
    return [box.itemData(n) for n in range(box.count())]


# --- a page alone, with a draft and no wizard ------------------------------------------------


def draft_of(store: Store, warband: int) -> PostBattleDraft:
    return PostBattleDraft(store, store.load(warband))


def alone(qtbot, page_class: type[PageT], draft: PostBattleDraft) -> PageT:
    """A page built with the draft and its words only, shown as its wizard would show it."""
    page = page_class(draft, DraftWords(draft))
    qtbot.addWidget(page)
    page.initializePage()
    page.show()
    qtbot.waitExposed(page)
    return page


def explored(draft: PostBattleDraft, typed: str = "1 2 3 4 5 6") -> None:
    """The exploration dice rolled (the first of `typed`, as many as the steps ask for)."""
    count = draft.exploration_count()
    slot = draft.slot("explore", ("explore", count), "the exploration dice")
    roll_slot(slot, " ".join(typed.split()[:count]), draft.roll_exploration(count))
    assert slot.done


# Names the other window tests reach through this module (steps.QCheckBox, steps.INJURIES).
__all__ = [
    "BATTLE",
    "CASUALTIES",
    "ERROR",
    "EXPERIENCE",
    "EXPLORATION",
    "INCOME",
    "INJURIES",
    "SUMMARY",
    "TRADING",
    "QCheckBox",
    "QComboBox",
    "QSpinBox",
    "hire",
    "ids",
]
