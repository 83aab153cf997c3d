"""The post-battle wizard driven like a player: dice typed from the table, Roll, Next, Finish."""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from PySide6.QtCore import QDate, Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QWizard,
)

import app.postbattle.dice as dice_module
import app.usecases as uc
import ui.post_battle.wizard as wizard_module
from app.domain import base_profile
from app.store.repository import Store
from app.usecases.transfer import export_warband
from app.words import say
from rules.dice import RandomDice, parse_dice
from rules.experience import underdog_bonus
from rules.messages import Message
from rules.models import Lang, Ruleset
from ui.advance_dialog import AdvancementDialog
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
from ui.post_battle.wizard import PostBattleWizard
from ui.recruit_widgets import KitGrid, RecruitTable
from ui.session import Session

from .qt_lifetime import disposed


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


def hire(store: Store, warband: int, type_id: str, name: str, **kwargs) -> str:
    warrior_id = uc.hire(store, warband, type_id, name, **kwargs).details.warrior_id
    assert isinstance(warrior_id, str)
    return warrior_id


@pytest.fixture
def warband(store: Store) -> int:
    """Reikland: Hans (captain, 20 xp), Otto and Rolf (champions, 8), Karl (youngblood), three
    marksmen, two warriors and a pit fighter. 139 gc left, rating 103."""
    wid = uc.create_warband(store, "reikland", "Grey Wolves").warband_id
    hire(store, wid, "mercenary_captain", "Hans", equipment=["sword"])
    hire(store, wid, "champion", "Otto", equipment=["axe"])
    hire(store, wid, "youngblood", "Karl")
    hire(store, wid, "champion", "Rolf", equipment=["spear"])
    hire(store, wid, "marksmen", "Shooters", count=3, equipment=["bow"])
    hire(store, wid, "warriors", "Blades", count=2, equipment=["mace"])
    uc.hire_hired_sword(store, wid, "pit_fighter", "Brute")
    return wid


def ids(store: Store, warband: int) -> dict[str, str]:
    return {w.name: w.id for w in store.load(warband).warriors}


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


def choose(box: QComboBox, data: object) -> None:
    index = box.findData(data)
    assert index >= 0, data
    box.setCurrentIndex(index)


def tick_took_part(wizard: PostBattleWizard, warrior_id: str, on: bool) -> None:
    listing = wizard.battle_page.took_part
    for row in range(listing.count()):
        item = listing.item(row)
        if item.data(Qt.ItemDataRole.UserRole) == warrior_id:
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
            return
    raise AssertionError(warrior_id)


def battle_page(qtbot, wizard, *, scenario: str, result: str, rating: int | None = None) -> None:
    page = wizard.battle_page
    choose(child(wizard, QComboBox, "scenarioBox"), scenario)
    qtbot.keyClicks(child(wizard, QLineEdit, "opponentName"), "Clan Eshin Raiders")
    choose(child(wizard, QComboBox, "opponentType"), "skaven")
    if rating is not None:
        page.opponent_rating.setValue(rating)
    choose(child(wizard, QComboBox, "resultBox"), result)
    page.date_edit.setDate(QDate(2024, 5, 1))


def dump(db_path: Path) -> list[str]:
    with sqlite3.connect(db_path) as conn:
        return list(conn.iterdump())


def profile(store: Store, warband: int, warrior_id: str) -> dict[str, int]:
    warrior = store.load(warband).warrior(warrior_id)
    return warrior.profile(base_profile(store.ruleset, warrior)).as_dict()


# --- a won battle ---------------------------------------------------------------------------


def test_a_won_battle_with_typed_dice(qtbot, session: Session, store: Store, warband: int):
    w = ids(store, warband)
    uc.set_games_to_miss(store, warband, w["Karl"], 1)
    before = store.load(warband)
    wizard = open_wizard(qtbot, session, warband)
    assert wizard.currentId() == BATTLE

    # 1. The battle. Karl misses this game: unticked and said so.
    listing = wizard.battle_page.took_part
    karl_row = next(
        listing.item(r)
        for r in range(listing.count())
        if listing.item(r).data(Qt.ItemDataRole.UserRole) == w["Karl"]
    )
    assert karl_row.checkState() == Qt.CheckState.Unchecked
    assert "misses this game" in karl_row.text()
    battle_page(qtbot, wizard, scenario="wyrdstone_hunt", result="won", rating=160)
    assert "wyrdstone counter" in text_of(wizard, "scenarioAwards")
    next_page(qtbot, wizard, CASUALTIES)

    # 2. Casualties: Otto and one marksman out of action, Hans took two enemies out, Rolf
    # carried a wyrdstone counter. Karl, who did not fight, is not listed.
    assert wizard.findChild(QCheckBox, f"out:{w['Karl']}") is None
    child(wizard, QCheckBox, f"out:{w['Otto']}").setChecked(True)
    child(wizard, QSpinBox, f"out:{w['Shooters']}").setValue(1)
    child(wizard, QSpinBox, f"enemies:{w['Hans']}").setValue(2)
    child(wizard, QSpinBox, f"award:wyrdstone_counter:{w['Rolf']}").setValue(1)
    next_page(qtbot, wizard, INJURIES)

    # 3. Serious injuries: nothing may go on before every roll is in.
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    shown = roll(qtbot, wizard, f"hero:{w['Otto']}", "45")
    assert "45: Full recovery" in shown and "No lasting effect" in shown
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    assert "D6 4: recovers" in roll(qtbot, wizard, f"group:{w['Shooters']}", "4")
    assert store.load(warband) == before  # shown, not applied
    next_page(qtbot, wizard, EXPERIENCE)

    # 4. Experience: winning leader, enemies, the award and the underdog bonus.
    bonus = underdog_bonus(store.ruleset, 103, 160)
    assert bonus == 1
    underdog = text_of(wizard, "underdogLabel")
    assert "103" in underdog and "160" in underdog and f"+{bonus}" in underdog
    table = wizard.experience_page.table
    rows = {
        table.item(r, 0).text(): [table.item(r, c).text() for c in range(1, 4)]
        for r in range(table.rowCount())
    }
    assert "Karl" not in rows
    hans = rows["Hans"]
    assert "winning leader" in hans[0] and "+2 per enemy out of action" in hans[0]
    assert "+1 underdog" in hans[0]
    assert hans[1] == "20 -> 25 (+5)" and "box 24" in hans[2]
    assert rows["Rolf"][1] == "8 -> 11 (+3)" and "wyrdstone counter" in rows["Rolf"][0]
    assert rows["Otto"][1] == "8 -> 10 (+2)" and rows["Otto"][2] == ""
    assert "after Finish" in text_of(wizard, "advanceNote")
    next_page(qtbot, wizard, EXPLORATION)

    # 5. Exploration: Hans, Rolf and one for the win. Two sixes: Ruined hovels, D6 gc.
    assert text_of(wizard, "diceCount").startswith("3 dice")
    assert "Dice: 6 6 4" in roll(qtbot, wizard, "explore", "6 6 4")
    assert "total 16, 3 wyrdstone shard(s)" in text_of(wizard, "explorationLabel")
    assert "Ruined hovels" in text_of(wizard, "multipleLabel")
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()  # its D6 first
    assert "+5 gc" in roll(qtbot, wizard, "multiple", "5")
    next_page(qtbot, wizard, INCOME)

    # 6. Income: sell two of the three shards; pay the pit fighter.
    assert "= 3" in text_of(wizard, "shardsAvailable")
    sell = child(wizard, QSpinBox, "sellShards")
    assert sell.maximum() == 3
    sell.setValue(2)
    assert "2 shard(s) sell for 50 gc" in text_of(wizard, "salePrice")
    assert child(wizard, QCheckBox, f"upkeep:{w['Brute']}").isChecked()
    assert "139 gc -> 179 gc" in text_of(wizard, "treasuryAfter")  # +50 +5 -15
    next_page(qtbot, wizard, TRADING)

    # 7. Trading: a rare item search, shown only.
    choose(child(wizard, QComboBox, "rareHero"), w["Hans"])
    choose(child(wizard, QComboBox, "rareItem"), "lucky_charm")
    assert "2D6 11 + 0 = 11 against rarity 6: found" in roll(qtbot, wizard, "rare", "5 6")
    assert "2D6 3 + 0 = 3 against rarity 6: not found" in roll(qtbot, wizard, "rare", "1 2")
    next_page(qtbot, wizard, SUMMARY)

    # 8. Summary, then Finish: one step on the undo stack.
    totals = text_of(wizard, "summaryTotals")
    assert "Treasury 139 gc -> 179 gc" in totals and "Wyrdstone 0 -> 1" in totals
    events = wizard.summary_page.events
    lines = [events.item(n).text() for n in range(events.count())]
    assert any("Karl sat this game out" in line for line in lines)
    assert any("Ruined hovels" in line for line in lines)
    assert "D66" not in wizard.summary_page.dice_log.toPlainText()
    assert "serious injury of Otto" in wizard.summary_page.dice_log.toPlainText()
    click(qtbot, wizard.button(QWizard.WizardButton.FinishButton))

    assert not wizard.isVisible()
    assert session.undo_stack.count() == 1
    state = store.load(warband)
    assert state.treasury == 179 and state.shards == 1
    assert state.warrior("Hans").experience == 25
    assert state.warrior("Rolf").experience == 11
    assert state.warrior("Karl").games_to_miss == 0 and state.warrior("Karl").experience == 0
    assert state.warrior("Shooters").count == 3
    assert uc.advances_owed(store.ruleset, state.warrior("Hans")) == [24]
    battle = store.battles(warband)[-1]
    assert battle["scenario"] == "wyrdstone_hunt" and battle["result"] == "won"
    assert battle["opponent"] == "Clan Eshin Raiders" and battle["opponent_type"] == "skaven"
    assert battle["date"] == "2024-05-01"
    assert [r["value"] for r in battle["rolls"]] == [4, 5, 4, 6, 6, 4, 5]
    assert battle["treasury_after"] == 179 and battle["rating_before"] == 103
    assert any("Ruined hovels" in change for change in said(store.ruleset, battle["changes"]))


# --- a lost battle, then the advances -------------------------------------------------------


def test_a_lost_battle_then_advances(qtbot, session: Session, store: Store, warband: int):
    w = ids(store, warband)
    uc.record_experience(store, warband, w["Shooters"], 1)  # one short of their box 2
    uc.set_characteristic(store, warband, w["Shooters"], "S", 4)  # at the human maximum
    wizard = open_wizard(qtbot, session, warband)
    battle_page(qtbot, wizard, scenario="skirmish", result="lost")  # equal ratings: no underdog
    next_page(qtbot, wizard, CASUALTIES)

    for name in ("Otto", "Karl", "Rolf", "Brute"):
        child(wizard, QCheckBox, f"out:{w[name]}").setChecked(True)
    child(wizard, QSpinBox, f"out:{w['Shooters']}").setValue(2)
    child(wizard, QSpinBox, f"out:{w['Blades']}").setValue(2)
    next_page(qtbot, wizard, INJURIES)

    # Otto: multiple injuries, D6 = 2 of them; the 11 (dead) is re-rolled.
    shown = roll(qtbot, wizard, f"hero:{w['Otto']}", "16 2 22 11 26")
    assert "16: Multiple injuries" in shown
    assert "22: Leg wound" in shown and "-1 M" in shown
    assert "26: Chest wound" in shown and "re-rolled first: 11" in shown and "-1 T" in shown
    # Karl is captured: the options are shown.
    shown = roll(qtbot, wizard, f"hero:{w['Karl']}", "6 1")
    assert "61: Captured" in shown and "ransomed" in shown
    # Rolf is dead.
    shown = roll(qtbot, wizard, f"hero:{w['Rolf']}", "1 3")
    assert "13: Dead" in shown and "He is dead." in shown
    # A die missing is asked for in plain words, and what was typed stays.
    assert "no die left" in roll(qtbot, wizard, f"group:{w['Shooters']}", "1")
    assert child(wizard, QLineEdit, f"dice:group:{w['Shooters']}").text() == "1"
    assert "D6 1, 5: 1 lost" in roll(qtbot, wizard, f"group:{w['Shooters']}", "1 5")
    assert "D6 1, 2: 2 lost" in roll(qtbot, wizard, f"group:{w['Blades']}", "12")
    assert "D6 4: recovers" in roll(qtbot, wizard, f"sword:{w['Brute']}", "4")
    next_page(qtbot, wizard, EXPERIENCE)

    table = wizard.experience_page.table
    rows = {table.item(r, 0).text(): table.item(r, 2).text() for r in range(table.rowCount())}
    assert "Rolf" not in rows and "Blades" not in rows  # dead, wiped out
    assert rows["Shooters"] == "1 -> 2 (+1)" and rows["Hans"] == "20 -> 21 (+1)"
    assert "No underdog bonus" in text_of(wizard, "underdogLabel")
    next_page(qtbot, wizard, EXPLORATION)

    assert text_of(wizard, "diceCount").startswith("1 dice")  # Hans alone, no win
    roll(qtbot, wizard, "explore", "3")
    assert "1 wyrdstone shard(s)" in text_of(wizard, "explorationLabel")
    next_page(qtbot, wizard, INCOME)

    child(wizard, QCheckBox, f"upkeep:{w['Brute']}").setChecked(False)  # let him go
    assert "let go" in child(wizard, QCheckBox, f"upkeep:{w['Brute']}").text()
    assert "139 gc -> 139 gc" in text_of(wizard, "treasuryAfter")
    next_page(qtbot, wizard, TRADING)
    next_page(qtbot, wizard, SUMMARY)

    take = child(wizard, QPushButton, "takeAdvancesButton")
    assert take.text() == "Finish and take advances (1)"
    click(qtbot, take)

    # Committed in one step; the sheet shows every injury and loss.
    assert not wizard.isVisible()
    assert session.undo_stack.count() == 1
    state = store.load(warband)
    assert "Rolf" not in {x.name for x in state.warriors}
    assert "Blades" not in {x.name for x in state.warriors}
    assert "Brute" not in {x.name for x in state.warriors}
    otto = state.warrior("Otto")
    assert [i.injury for i in otto.injuries] == ["multiple_injuries", "leg_wound", "chest_wound"]
    otto_profile = profile(store, warband, otto.id)
    assert otto_profile["M"] == 3 and otto_profile["T"] == 2
    assert [i.injury for i in state.warrior("Karl").injuries] == ["captured"]
    assert state.warrior("Shooters").count == 2 and state.shards == 1 and state.treasury == 139
    battle = store.battles(warband)[-1]
    assert battle["result"] == "lost"
    typed = [1, 6, 2, 2, 2, 1, 1, 2, 6, 6, 1, 1, 3, 1, 5, 1, 2, 4, 3]
    assert [r["value"] for r in battle["rolls"]] == typed
    assert any("Multiple injuries" in change for change in said(store.ruleset, battle["changes"]))

    # The marksmen's advance: +1 S is at the racial maximum and re-rolled; 11: the lad's got
    # talent. Fritz then rolls S or A: S is at the maximum too, so he gets +1 A.
    queue = wizard.advance_queue
    assert queue is not None
    dialog = queue.dialog
    assert isinstance(dialog, AdvancementDialog) and dialog.isVisible()
    assert dialog.warrior_id == w["Shooters"]
    line = child(dialog, QLineEdit, "typedDice")
    qtbot.keyClicks(line, "2 3 5 6")
    click(qtbot, child(dialog, QPushButton, "rollButton"))
    result = text_of(dialog, "resultLabel")
    # (Another test may have left the Russian interface installed: ask the dialog's words.)
    assert dialog.tr("Re-rolled: {0}").format(5) in result and "The lad's got talent" in result
    qtbot.keyClicks(child(dialog, QLineEdit, "talentName"), "Fritz")
    choose(child(dialog, QComboBox, "talentList1"), "shooting")
    choose(child(dialog, QComboBox, "talentList2"), "speed")
    click(qtbot, child(dialog, QPushButton, "applyButton"))
    assert "Fritz" in text_of(dialog, "advanceHeading")
    line.clear()
    qtbot.keyClicks(line, "3 3 2")
    click(qtbot, child(dialog, QPushButton, "rollButton"))
    assert "the other one is raised" in text_of(dialog, "resultLabel")
    assert "+1 A" in text_of(dialog, "resultLabel")
    click(qtbot, child(dialog, QPushButton, "applyButton"))
    assert queue.dialog is None  # done, and nobody else owes a roll

    state = store.load(warband)
    fritz = state.warrior("Fritz")
    assert fritz.kind == "hero" and fritz.extra_skill_lists == ["shooting", "speed"]
    fritz_profile = profile(store, warband, fritz.id)
    assert fritz_profile["A"] == 2 and fritz_profile["S"] == 4
    assert [(a.kind, a.result, a.dice) for a in fritz.advances] == [
        ("characteristic", "A", [3, 3, 2])
    ]
    shooters = state.warrior("Shooters")
    assert shooters.count == 1
    assert [(a.threshold, a.kind) for a in shooters.advances] == [(2, "lads_got_talent")]
    assert session.undo_stack.count() == 3  # the battle, the promotion, Fritz's advance


# --- cancel and undo --------------------------------------------------------------------------


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


def test_cancel_leaves_the_database_as_it_was(
    qtbot, session: Session, store: Store, warband: int, db_path: Path, confirm_discard
):
    before = dump(db_path)
    wizard = open_wizard(qtbot, session, warband)
    walk_to_summary(qtbot, wizard, ids(store, warband))
    assert wizard.summary_page.isComplete()

    click(qtbot, wizard.button(QWizard.WizardButton.CancelButton))

    assert confirm_discard and "Nothing was written" in confirm_discard[0]
    assert not wizard.isVisible()
    assert dump(db_path) == before
    assert session.undo_stack.count() == 0
    assert store.battles(warband) == []


def test_undo_after_finish_restores_the_warband(
    qtbot, session: Session, store: Store, warband: int
):
    before = json.loads(export_warband(store, warband))
    wizard = open_wizard(qtbot, session, warband)
    walk_to_summary(qtbot, wizard, ids(store, warband))
    click(qtbot, wizard.button(QWizard.WizardButton.FinishButton))
    assert "Hans" not in ids(store, warband)
    assert session.undo_stack.count() == 1

    session.undo_stack.undo()

    after = json.loads(export_warband(store, warband))
    assert after == before  # the sheet and the battle log, exactly as before the battle
    assert session.current is not None and session.current.warrior("Hans")
    session.undo_stack.redo()
    assert "Hans" not in ids(store, warband)
    assert len(store.battles(warband)) == 1


# --- dice: kept, cleared, rolled by the program ---------------------------------------------


def test_back_and_next_keep_the_dice_and_changed_inputs_clear_them(
    qtbot, session: Session, store: Store, warband: int
):
    w = ids(store, warband)
    wizard = open_wizard(qtbot, session, warband)
    battle_page(qtbot, wizard, scenario="skirmish", result="won")
    next_page(qtbot, wizard, CASUALTIES)
    child(wizard, QCheckBox, f"out:{w['Otto']}").setChecked(True)
    child(wizard, QSpinBox, f"out:{w['Shooters']}").setValue(1)
    next_page(qtbot, wizard, INJURIES)
    roll(qtbot, wizard, f"hero:{w['Otto']}", "2 2")
    roll(qtbot, wizard, f"group:{w['Shooters']}", "6")

    wizard.back()
    assert wizard.currentId() == CASUALTIES
    assert child(wizard, QCheckBox, f"out:{w['Otto']}").isChecked()  # kept
    child(wizard, QSpinBox, f"out:{w['Shooters']}").setValue(2)  # one more model down
    next_page(qtbot, wizard, INJURIES)

    assert child(wizard, QLineEdit, f"dice:hero:{w['Otto']}").text() == "2 2"
    assert "22: Leg wound" in text_of(wizard, f"result:hero:{w['Otto']}")
    assert child(wizard, QLineEdit, f"dice:group:{w['Shooters']}").text() == ""
    note = text_of(wizard.injuries_page, "clearedNote")
    assert "Shooters" in note and "cleared" in note
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()

    wizard.back()
    child(wizard, QCheckBox, f"out:{w['Otto']}").setChecked(False)
    next_page(qtbot, wizard, INJURIES)
    assert wizard.findChild(QLineEdit, f"dice:hero:{w['Otto']}") is None
    assert "Otto" in text_of(wizard.injuries_page, "clearedNote")


def test_dice_rolled_by_the_program_are_shown_and_committed(
    qtbot, session: Session, store: Store, warband: int, monkeypatch
):
    seeds = iter(range(100, 200))
    monkeypatch.setattr(dice_module, "RandomDice", lambda: RandomDice(next(seeds)))
    w = ids(store, warband)
    wizard = open_wizard(qtbot, session, warband)
    battle_page(qtbot, wizard, scenario="skirmish", result="won")
    next_page(qtbot, wizard, CASUALTIES)
    child(wizard, QSpinBox, f"out:{w['Blades']}").setValue(2)
    next_page(qtbot, wizard, INJURIES)

    shown = roll(qtbot, wizard, f"group:{w['Blades']}")  # empty field: the program rolls
    assert "rolled by the program" in shown
    rolled = parse_dice(child(wizard, QLineEdit, f"dice:group:{w['Blades']}").text())
    assert len(rolled) == 2
    roll_again = child(wizard, QPushButton, f"roll:group:{w['Blades']}")
    click(qtbot, roll_again)  # the program's dice stand: Roll again changes nothing
    assert parse_dice(child(wizard, QLineEdit, f"dice:group:{w['Blades']}").text()) == rolled
    next_page(qtbot, wizard, EXPERIENCE)
    next_page(qtbot, wizard, EXPLORATION)
    roll(qtbot, wizard, "explore")
    explored = parse_dice(child(wizard, QLineEdit, "dice:explore").text())
    assert len(explored) == 5  # four heroes and the win
    if wizard.exploration_page.multiple_row is not None:
        roll(qtbot, wizard, "multiple")
    for page in (INCOME, TRADING, SUMMARY):
        next_page(qtbot, wizard, page)
    click(qtbot, wizard.button(QWizard.WizardButton.FinishButton))

    values = [r["value"] for r in store.battles(warband)[-1]["rolls"]]
    assert values[:7] == rolled + explored


def test_sold_to_the_pits_asks_for_the_fight(qtbot, session: Session, store: Store, warband: int):
    w = ids(store, warband)
    wizard = open_wizard(qtbot, session, warband)
    battle_page(qtbot, wizard, scenario="skirmish", result="lost")
    next_page(qtbot, wizard, CASUALTIES)
    child(wizard, QCheckBox, f"out:{w['Otto']}").setChecked(True)
    next_page(qtbot, wizard, INJURIES)
    slot = f"hero:{w['Otto']}"

    assert "won or lost his fight" in roll(qtbot, wizard, slot, "6 5")
    choose(child(wizard, QComboBox, f"pit:{w['Otto']}"), False)  # he lost: a D66 on 11-35
    assert "no die left" in text_of(wizard, f"error:{slot}")
    shown = roll(qtbot, wizard, slot, "65 22")
    assert "65: Sold to the pits" in shown and "lost his fight in the pits" in shown
    assert "loses his weapons and armour" in shown and "22: Leg wound" in shown
    choose(child(wizard, QComboBox, f"pit:{w['Otto']}"), True)  # the same dice, a win
    shown = text_of(wizard, f"result:{slot}")
    assert "won his fight" in shown and "+50 gc" in shown and "Not used: 2 2" in shown


def test_more_than_six_exploration_dice(qtbot, session: Session, store: Store, warband: int):
    wizard = open_wizard(qtbot, session, warband)
    battle_page(qtbot, wizard, scenario="skirmish", result="won")
    for page in (CASUALTIES, INJURIES, EXPERIENCE, EXPLORATION):
        next_page(qtbot, wizard, page)
    child(wizard, QSpinBox, "extraDice").setValue(2)  # four heroes, the win, two extra
    assert text_of(wizard, "diceCount").startswith("7 dice")
    roll(qtbot, wizard, "explore", "1 1 2 3 4 5 6")

    # The highest six are kept until the player chooses otherwise.
    assert "Kept 1 2 3 4 5 6: total 21" in text_of(wizard, "explorationLabel")
    assert not child(wizard, QCheckBox, "keep:1").isChecked()
    child(wizard, QCheckBox, "keep:6").setChecked(False)  # discard the 6 ...
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()  # only five kept
    child(wizard, QCheckBox, "keep:1").setChecked(True)  # ... keep both 1s: a Well
    assert "Kept 1 1 2 3 4 5: total 16" in text_of(wizard, "explorationLabel")
    assert "Well" in text_of(wizard, "multipleLabel")
    for page in (INCOME, TRADING, SUMMARY):
        next_page(qtbot, wizard, page)
    click(qtbot, wizard.button(QWizard.WizardButton.FinishButton))

    battle = store.battles(warband)[-1]
    assert [r["value"] for r in battle["rolls"]] == [1, 1, 2, 3, 4, 5, 6]
    assert any(
        "(kept 1 1 2 3 4 5)" in change and "Well" in change
        for change in said(store.ruleset, battle["changes"])
    )
    assert store.load(warband).shards == 3  # total 16: three shards


# --- the battle page ----------------------------------------------------------------------------


def test_draws_only_where_the_scenario_allows(qtbot, session: Session, warband: int):
    wizard = open_wizard(qtbot, session, warband)
    choose(child(wizard, QComboBox, "scenarioBox"), "skirmish")
    choose(child(wizard, QComboBox, "resultBox"), "draw")
    assert "cannot end in a draw" in text_of(wizard, "resultNote")
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    choose(child(wizard, QComboBox, "scenarioBox"), "occupy")
    assert not child(wizard, QLabel, "resultNote").isVisible()
    assert wizard.button(QWizard.WizardButton.NextButton).isEnabled()


def test_rolling_the_scenario(qtbot, session: Session, warband: int):
    wizard = open_wizard(qtbot, session, warband)
    assert "Street Fight" in roll(qtbot, wizard, "scenario", "1 2")
    assert child(wizard, QComboBox, "scenarioBox").currentData() == "street_fight"
    assert "lower rating chooses" in roll(qtbot, wizard, "scenario", "6 6")
    assert "'x' is not a die" in roll(qtbot, wizard, "scenario", "3 x")


def test_russian_rule_names(qtbot, session: Session, store: Store, warband: int):
    wizard = open_wizard(qtbot, session, warband)
    wizard.lang = "ru"
    skirmish = store.ruleset.scenarios["skirmish"].name.ru
    box = child(wizard, QComboBox, "scenarioBox")
    assert any(skirmish in box.itemText(n) for n in range(box.count()))


# --- the main window ----------------------------------------------------------------------------


def test_the_window_opens_the_wizard_and_the_log(qtbot, window):
    action = window.findChild(type(window.post_battle_action), "postBattleAction")
    assert action is window.post_battle_action
    assert action.shortcut().toString() == "Ctrl+B"
    assert action in window.warband_menu.actions()
    assert window.battle_log_action in window.warband_menu.actions()
    assert window.post_battle_action.text() and window.battle_log_action.text()
    seen: list[str] = []

    def close_dialog() -> None:
        modal = QApplication.activeModalWidget()
        assert modal is not None
        seen.append(modal.objectName())
        modal.reject()

    QTimer.singleShot(0, close_dialog)
    window.post_battle_action.trigger()
    QTimer.singleShot(0, close_dialog)
    window.battle_log_action.trigger()
    assert seen == ["postBattleWizard", "battleLogDialog"]


def test_old_battle_wound_rolled_before_the_battle(qtbot, session, store, warband) -> None:
    w = ids(store, warband)
    uc.apply_injury(store, warband, w["Otto"], "old_battle_wound")
    uc.apply_injury(store, warband, w["Rolf"], "old_battle_wound")
    wizard = open_wizard(qtbot, session, warband)
    assert "misses this battle" in roll(qtbot, wizard, f"old_wound:{w['Otto']}", "1")
    assert "fit to fight" in roll(qtbot, wizard, f"old_wound:{w['Rolf']}", "4")
    took_part = wizard.battle_page.took_part_ids()
    assert w["Otto"] not in took_part and w["Rolf"] in took_part
    assert "cannot" in roll(qtbot, wizard, f"old_wound:{w['Rolf']}", "7")  # not a D6 value


# --- 7. trading and hiring, planned in the wizard ---------------------------------------------


def walk_to_trading(qtbot, wizard: PostBattleWizard, w: dict[str, str], dead: str = "") -> None:
    """A won skirmish; `dead` is taken out of action and dies. The pit fighter is paid."""
    battle_page(qtbot, wizard, scenario="skirmish", result="won")
    next_page(qtbot, wizard, CASUALTIES)
    if dead:
        child(wizard, QCheckBox, f"out:{w[dead]}").setChecked(True)
    next_page(qtbot, wizard, INJURIES)
    if dead:
        roll(qtbot, wizard, f"hero:{w[dead]}", "1 1")
    next_page(qtbot, wizard, EXPERIENCE)
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


def test_trading_planned_in_the_wizard_is_committed_with_the_battle(
    qtbot, session: Session, store: Store, warband: int
):
    w = ids(store, warband)
    before = json.loads(export_warband(store, warband))
    wizard = open_wizard(qtbot, session, warband)
    walk_to_trading(qtbot, wizard, w, dead="Rolf")
    page = wizard.trading_page
    assert "124 gc after the battle" in text_of(wizard, "tradingTreasury")  # 139 - 15 upkeep

    # Rolf died in this battle: nobody offers him anything, and he may not search.
    for name in ("rareHero", "buyWarrior", "sellFrom", "toStashWarrior", "fromStashWarrior"):
        assert w["Rolf"] not in offered(child(wizard, QComboBox, name)), name
    assert w["Hans"] in offered(child(wizard, QComboBox, "rareHero"))

    # A rare item search with typed dice finds a lucky charm: bought into the stash.
    tab(wizard, "Rare items")
    choose(child(wizard, QComboBox, "rareHero"), w["Hans"])
    choose(child(wizard, QComboBox, "rareItem"), "lucky_charm")
    assert not page.search.buy_box.isVisible()
    assert "2D6 7 + 0 = 7 against rarity 6: found" in roll(qtbot, wizard, "rare", "3 4")
    assert page.search.buy_box.isVisible()
    choose(child(wizard, QComboBox, "rareFor"), "")  # the stash
    assert text_of(wizard, "rareCost") == "10 gc"
    click(qtbot, child(wizard, QPushButton, "buyFound"))
    assert planned(wizard) == [
        "1. Hans found Lucky charm (2D6 3 4 + 0): bought for the stash (-10 gc)"
    ]
    # One search per hero: his is spent.
    assert not child(wizard, QPushButton, "roll:rare").isEnabled()
    assert not page.search.buy_box.isVisible()
    assert "find is in the plan" in text_of(wizard, "searchStatus")

    # Buy a sword for Otto from his list.
    tab(wizard, "Buy")
    choose(child(wizard, QComboBox, "buyWarrior"), w["Otto"])
    items = child(wizard, QComboBox, "buyItem")
    choose(items, "sword")
    assert items.currentText() == "Sword (10 gc)"
    click(qtbot, child(wizard, QPushButton, "planBuy"))

    # Sell Hans's sword: half price.
    tab(wizard, "Sell")
    choose(child(wizard, QComboBox, "sellFrom"), w["Hans"])
    choose(child(wizard, QComboBox, "sellItem"), "sword")
    click(qtbot, child(wizard, QPushButton, "planSell"))

    # Reallocate: Otto's axe to the stash, the lucky charm bought above to Karl.
    tab(wizard, "Stash")
    choose(child(wizard, QComboBox, "toStashWarrior"), w["Otto"])
    choose(child(wizard, QComboBox, "toStashItem"), "axe")
    click(qtbot, child(wizard, QPushButton, "planToStash"))
    choose(child(wizard, QComboBox, "fromStashItem"), "lucky_charm")
    choose(child(wizard, QComboBox, "fromStashWarrior"), w["Karl"])
    click(qtbot, child(wizard, QPushButton, "planFromStash"))

    # Hire two warriors with swords.
    tab(wizard, "Hire")
    pick_recruit(wizard, "reikland.warriors")
    name_recruit(qtbot, wizard, "Swords")
    child(wizard, QSpinBox, "hireCount").setValue(2)
    click(qtbot, child(wizard, KitGrid, "kitGrid").button_of("sword"))  # the dagger comes free
    assert text_of(wizard, "hireCost") == "2 x 35 gc = 70 gc"
    click(qtbot, child(wizard, QPushButton, "planHire"))

    assert planned(wizard)[1:] == [
        "2. Buy Sword for Otto (-10 gc)",
        "3. Sell Sword from Hans (+5 gc)",
        "4. Otto: Axe to the stash",
        "5. Karl: Lucky charm from the stash",
        "6. Hire Swords (Warriors), 2 models, with Dagger, Sword (-70 gc)",
    ]
    assert "124 gc after the battle, 39 gc after the planned trades" in text_of(
        wizard, "tradingTreasury"
    )
    assert not child(wizard, QLabel, "tradeProblem").isVisible()
    assert store.load(warband).treasury == 139  # planned, not made
    next_page(qtbot, wizard, SUMMARY)

    # The summary lists the trades and the treasury after them.
    assert "Treasury 139 gc -> 39 gc" in text_of(wizard, "summaryTotals")
    events = wizard.summary_page.events
    lines = [events.item(n).text() for n in range(events.count())]
    assert "Trade: Buy Sword for Otto (-10 gc)" in lines
    assert "Trade: Otto: Axe to the stash" in lines
    assert lines[-1] == "Treasury after the trades: 39 gc"
    click(qtbot, wizard.button(QWizard.WizardButton.FinishButton))

    # One transaction, one undo step: the sheet has all of it.
    assert not wizard.isVisible()
    assert session.undo_stack.count() == 1
    state = store.load(warband)
    assert state.treasury == 39 and state.stash == ["axe"]
    assert "Rolf" not in {x.name for x in state.warriors}
    assert state.warrior("Otto").equipment == ["sword"]
    assert state.warrior("Hans").equipment == []
    assert state.warrior("Karl").equipment == ["lucky_charm"]
    swords = state.warrior("Swords")
    assert swords.kind == "henchmen" and swords.count == 2
    assert swords.equipment == ["dagger", "sword"]
    changes = said(store.ruleset, store.battles(warband)[-1]["changes"])
    assert (
        "Hans searched for Lucky charm (rarity 6): 2D6 3 4 + 0 = 7, found; bought for the stash"
        in changes
    )
    assert "Bought Sword for Otto" in changes and "Hired Swords (Warriors, 2 models)" in changes
    # Stored as codes and values, the same log reads in Russian with Russian names.
    russian = said(store.ruleset, store.battles(warband)[-1]["changes"], "ru")
    assert "Куплено: Меч для Otto" in russian
    assert not [line for line in russian if re.search(r"\b(gc|Bought|Hired|found)\b", line)]
    assert store.battles(warband)[-1]["treasury_after"] == 39

    session.undo_stack.undo()
    assert json.loads(export_warband(store, warband)) == before


def test_a_recruit_planned_here_gets_kit_and_groups_grow(
    qtbot, session: Session, store: Store, warband: int
):
    w = ids(store, warband)
    wizard = open_wizard(qtbot, session, warband)
    walk_to_trading(qtbot, wizard, w)
    tab(wizard, "Hire")
    pick_recruit(wizard, "reikland.youngblood")
    assert not child(wizard, QSpinBox, "hireCount").isEnabled()  # heroes come one at a time
    name_recruit(qtbot, wizard, "Otto")
    click(qtbot, child(wizard, QPushButton, "planHire"))
    assert "already a warrior called Otto" in wizard.trading_page.hire.error.text()
    assert planned(wizard) == []
    hire_name = child(wizard, QLineEdit, "hireName")
    name_recruit(qtbot, wizard, "Fritz")
    click(qtbot, child(wizard, QPushButton, "planHire"))
    assert hire_name.text() == "Youngblood"  # the next recruit, with his own name
    choose(child(wizard, QComboBox, "addGroup"), w["Blades"])
    # 25 + a mace, and 2 gc for the experience point they earned in this very battle
    assert text_of(wizard, "addCost") == "30 gc a model (1 experience)"
    click(qtbot, child(wizard, QPushButton, "planAdd"))
    pick_recruit(wizard, "halfling_scout")
    click(qtbot, child(wizard, QPushButton, "planHire"))

    # Fritz, hired in the plan, is offered to the later trades.
    tab(wizard, "Buy")
    choose(child(wizard, QComboBox, "buyWarrior"), "Fritz")
    choose(child(wizard, QComboBox, "buyItem"), "shield")
    click(qtbot, child(wizard, QPushButton, "planBuy"))
    assert planned(wizard) == [
        "1. Hire Fritz (Youngblood), with Dagger (-15 gc)",
        "2. Add 1 model(s) to Blades (-30 gc)",
        "3. Hire Halfling Scout (Halfling Scout, hired sword) (-15 gc)",
        "4. Buy Shield for Fritz (-5 gc)",
    ]
    assert "59 gc after the planned trades" in text_of(wizard, "tradingTreasury")
    # The rules' names follow the language; the plan stays.
    wizard.lang = "ru"
    shield = store.ruleset.items["shield"].name.ru
    assert shield in planned(wizard)[3] and "Fritz" in planned(wizard)[3]
    wizard.lang = "en"
    assert "Shield" in planned(wizard)[3] and len(planned(wizard)) == 4
    next_page(qtbot, wizard, SUMMARY)
    click(qtbot, wizard.button(QWizard.WizardButton.FinishButton))

    state = store.load(warband)
    assert state.treasury == 59 and session.undo_stack.count() == 1
    fritz = state.warrior("Fritz")
    assert fritz.kind == "hero" and fritz.equipment == ["dagger", "shield"]
    assert state.warrior("Blades").count == 3
    assert state.warrior("Halfling Scout").kind == "hired_sword"


def test_the_hiring_form_works_as_the_wizard(qtbot, session: Session, store: Store, warband: int):
    """Not a second Captain first; a row's Recruit button plans him with his free dagger;
    the form keeps its shape from a hero to a group (the fields do not move)."""
    w = ids(store, warband)
    wizard = open_wizard(qtbot, session, warband)
    walk_to_trading(qtbot, wizard, w)
    tab(wizard, "Hire")
    recruits = child(wizard, RecruitTable, "recruitTable")
    assert not recruits.button_of("reikland.mercenary_captain").isEnabled()
    assert recruits.current_type() != "reikland.mercenary_captain"
    grid = child(wizard, KitGrid, "kitGrid")
    count = child(wizard, QSpinBox, "hireCount")
    pick_recruit(wizard, "reikland.champion")
    places = (grid.geometry(), count.geometry())
    pick_recruit(wizard, "reikland.warriors")
    assert (grid.geometry(), count.geometry()) == places and count.isEnabled()
    click(qtbot, recruits.button_of("reikland.swordsmen"))
    assert planned(wizard) == ["1. Hire Swordsmen (Swordsmen), with Dagger (-35 gc)"]


def test_a_trade_that_breaks_a_rule_holds_the_wizard_back(
    qtbot, session: Session, store: Store, warband: int
):
    w = ids(store, warband)
    wizard = open_wizard(qtbot, session, warband)
    walk_to_trading(qtbot, wizard, w)
    next_button = wizard.button(QWizard.WizardButton.NextButton)
    problem = child(wizard, QLabel, "tradeProblem")

    # A second leader: the rules refuse it; Next (and so Finish) waits until it is removed.
    tab(wizard, "Hire")
    pick_recruit(wizard, "reikland.mercenary_captain")  # his Recruit button is off: one is enough
    name_recruit(qtbot, wizard, "Dieter")
    click(qtbot, child(wizard, QPushButton, "planHire"))
    tab(wizard, "Buy")
    choose(child(wizard, QComboBox, "buyWarrior"), w["Otto"])
    choose(child(wizard, QComboBox, "buyItem"), "shield")
    click(qtbot, child(wizard, QPushButton, "planBuy"))
    assert problem.isVisible()
    assert "Trade 1 cannot be made" in problem.text() and "at most 1" in problem.text()
    listing = wizard.trading_page.planned
    assert listing.item(0).foreground().color().name() == ERROR
    assert listing.item(1).foreground().color().name() != ERROR
    assert not next_button.isEnabled()
    listing.setCurrentRow(0)
    click(qtbot, child(wizard, QPushButton, "removeTrade"))
    assert planned(wizard) == ["1. Buy Shield for Otto (-5 gc)"]
    assert not problem.isVisible() and next_button.isEnabled()

    # Spending more than the treasury: an elven cloak found at 130 gc, with 119 gc left.
    tab(wizard, "Rare items")
    choose(child(wizard, QComboBox, "rareHero"), w["Otto"])
    choose(child(wizard, QComboBox, "rareItem"), "elven_cloak")
    assert "12 against rarity 12: found" in roll(qtbot, wizard, "rare", "66")
    choose(child(wizard, QComboBox, "rareFor"), w["Otto"])  # a hero may carry it
    price = child(wizard, QSpinBox, "rarePrice")
    assert (price.minimum(), price.maximum()) == (110, 160)
    assert "Elven cloak costs 100 + D6 x 10 gc" in wizard.trading_page.search.price.label.text()
    price.setValue(130)
    click(qtbot, child(wizard, QPushButton, "buyFound"))
    assert "Trade 2 cannot be made" in problem.text() and "treasury holds 119 gc" in problem.text()
    assert planned(wizard)[1] == "2. Otto found Elven cloak (2D6 6 6 + 0): bought for Otto"
    assert not next_button.isEnabled()
    listing.setCurrentRow(1)
    click(qtbot, child(wizard, QPushButton, "removeTrade"))
    assert next_button.isEnabled()
    assert child(wizard, QPushButton, "roll:rare").isEnabled()  # his search is free again
    next_page(qtbot, wizard, SUMMARY)
    assert wizard.button(QWizard.WizardButton.FinishButton).isEnabled()


def test_cancel_with_trades_planned_writes_nothing(
    qtbot, session: Session, store: Store, warband: int, db_path: Path, confirm_discard
):
    before = dump(db_path)
    w = ids(store, warband)
    wizard = open_wizard(qtbot, session, warband)
    walk_to_trading(qtbot, wizard, w)
    tab(wizard, "Sell")
    choose(child(wizard, QComboBox, "sellFrom"), w["Hans"])
    click(qtbot, child(wizard, QPushButton, "planSell"))
    tab(wizard, "Hire")
    pick_recruit(wizard, "reikland.swordsmen")
    click(qtbot, child(wizard, QPushButton, "planHire"))
    assert len(planned(wizard)) == 2
    next_page(qtbot, wizard, SUMMARY)

    click(qtbot, wizard.button(QWizard.WizardButton.CancelButton))

    assert confirm_discard and not wizard.isVisible()
    assert dump(db_path) == before
    assert session.undo_stack.count() == 0


def test_trades_for_a_warrior_the_battle_now_takes_are_dropped(
    qtbot, session: Session, store: Store, warband: int
):
    w = ids(store, warband)
    wizard = open_wizard(qtbot, session, warband)
    walk_to_trading(qtbot, wizard, w)
    tab(wizard, "Rare items")
    choose(child(wizard, QComboBox, "rareHero"), w["Otto"])
    choose(child(wizard, QComboBox, "rareItem"), "lucky_charm")
    roll(qtbot, wizard, "rare", "6 6")
    click(qtbot, child(wizard, QPushButton, "buyFound"))
    tab(wizard, "Buy")
    choose(child(wizard, QComboBox, "buyWarrior"), w["Hans"])
    choose(child(wizard, QComboBox, "buyItem"), "shield")
    click(qtbot, child(wizard, QPushButton, "planBuy"))
    assert len(planned(wizard)) == 2

    # Back to the casualties: Hans was taken out of action after all, and died.
    for _ in range(5):
        wizard.back()
    assert wizard.currentId() == CASUALTIES
    child(wizard, QCheckBox, f"out:{w['Hans']}").setChecked(True)
    next_page(qtbot, wizard, INJURIES)
    roll(qtbot, wizard, f"hero:{w['Hans']}", "1 1")
    for page in (EXPERIENCE, EXPLORATION):
        next_page(qtbot, wizard, page)
    roll(qtbot, wizard, "explore", " ".join("12345"[: wizard.draft.exploration_count()]))
    next_page(qtbot, wizard, INCOME)
    next_page(qtbot, wizard, TRADING)

    assert planned(wizard) == [
        "1. Otto found Lucky charm (2D6 6 6 + 0): bought for the stash (-10 gc)"
    ]
    note = text_of(wizard.trading_page, "clearedNote")
    assert "Hans is no longer in the warband" in note and "Shield" in note
    assert w["Hans"] not in offered(child(wizard, QComboBox, "rareHero"))


def test_the_opponent_is_picked_from_the_campaign_with_his_rating_now(
    qtbot, session: Session, store: Store, warband: int
) -> None:
    from ui.post_battle.pages.battle import BattlePage

    rats = uc.create_warband(store, "skaven", "Rats").warband_id
    hire(store, rats, "assassin_adept", "Snikch", equipment=["dagger"])
    campaign = uc.create_campaign(store, "Autumn", "2026-09-01").campaign_id
    for player, wid in (("Anna", warband), ("Boris", rats)):
        uc.add_player(store, campaign, player)
        uc.enter_warband(store, campaign, player, wid, "2026-09-01")
    wizard = open_wizard(qtbot, session, warband)
    page = wizard.page(wizard.currentId())
    assert isinstance(page, BattlePage)
    box = page.campaign_opponent
    rating = {s.id: s.rating for s in store.list_warbands()}[rats]
    assert [box.itemText(n) for n in range(box.count())][1:] == [f"Rats ({rating})"]
    box.setCurrentIndex(1)
    assert page.opponent_name.text() == "Rats"
    assert page.opponent_type_text() == "skaven"
    assert page.opponent_rating.value() == rating


def test_the_rare_search_uses_the_warbands_own_rarity(qtbot, session: Session, store: Store):
    """Black Lotus is Rare 9 on the chart and Rare 7 for the Skaven: a 7 finds it."""
    wid = uc.create_warband(store, "skaven", "Clan Skab").warband_id
    hire(store, wid, "assassin_adept", "Vrask")
    hire(store, wid, "black_skaven", "Skrit")
    hire(store, wid, "verminkin", "Claws", count=3)
    w = ids(store, wid)
    wizard = open_wizard(qtbot, session, wid)
    walk_to_trading(qtbot, wizard, w)
    tab(wizard, "Rare items")
    items = child(wizard, QComboBox, "rareItem")
    assert items.itemText(items.findData("black_lotus")) == "Black Lotus (rare 7)"
    choose(child(wizard, QComboBox, "rareHero"), w["Vrask"])
    choose(items, "black_lotus")
    assert "2D6 7 + 0 = 7 against rarity 7: found" in roll(qtbot, wizard, "rare", "3 4")
