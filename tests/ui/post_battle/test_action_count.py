"""Recording a battle counted as a player does it (issue 15): every click, selection and typed
field is one action, a list opened and an entry picked two. From the open warband to the
committed result, for a skirmish (lost, or won) against a named opponent with one hero out of
action and one henchman lost, the program rolling every die. Before the result's radio buttons
and the injuries page's one Roll for every die: 19 actions for the loss, 17 for the win."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

import pytest

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QWizard,
)

import app.postbattle.dice as dice_module
from app.store.repository import Store
from rules.messages import Message
from tests.ui.post_battle.steps import child, ids
from ui.main_window import MainWindow
from ui.post_battle.wizard import PostBattleWizard
from ui.session import Session

LEFT = Qt.MouseButton.LeftButton


class ScriptedDice:
    """The program's dice, known in advance: Otto's D66 45 (full recovery), the marksman's D6
    a 2 (gone), then the exploration dice (no multiple)."""

    values: ClassVar[list[int]] = []

    def __init__(self, seed: int | None = None) -> None:
        del seed

    def roll(self, sides: int, purpose: Message) -> int:
        del purpose
        value = ScriptedDice.values.pop(0)
        assert value <= sides
        return value


class Player:
    """Drives the real widgets and counts what he does."""

    def __init__(self, qtbot) -> None:
        self.qtbot, self.actions = qtbot, 0

    def click(self, widget: QAbstractButton) -> None:
        assert widget.isVisible() and widget.isEnabled(), widget.objectName() or widget.text()
        self.qtbot.mouseClick(widget, LEFT)
        self.actions += 1

    def tick(self, box: QCheckBox) -> None:
        """A click in the middle of the box (it was once wider than its square, and a click
        there did nothing)."""
        ticked = box.isChecked()
        self.click(box)
        assert box.isChecked() != ticked

    def type(self, widget: QLineEdit, text: str) -> None:
        widget.selectAll()
        self.qtbot.keyClicks(widget, text)
        self.actions += 1

    def step_up(self, spin: QSpinBox) -> None:
        """One click on the spin box's up arrow."""
        assert spin.isVisible() and spin.isEnabled()
        spin.stepUp()
        self.actions += 1

    def choose(self, combo: QComboBox, data: str) -> None:
        """Open the list (a click) and pick (a selection): two actions."""
        assert combo.isVisible() and combo.isEnabled()
        combo.setCurrentIndex(combo.findData(data))
        self.actions += 2

    def next(self, wizard: QWizard) -> None:
        self.click(wizard.button(QWizard.WizardButton.NextButton))


def inside_the_wizard(drive: Callable[[PostBattleWizard], None]) -> list[BaseException]:
    """Run `drive` on the wizard once it is open (it runs modal); a failure cancels it."""
    failed: list[BaseException] = []

    def run() -> None:
        wizard = QApplication.activeModalWidget()
        assert isinstance(wizard, PostBattleWizard)
        try:
            drive(wizard)
        except BaseException as exc:  # the modal loop must end, or the test hangs
            failed.append(exc)
            wizard.done(0)

    QTimer.singleShot(0, run)
    return failed


def record_a_battle(
    player: Player, wizard: PostBattleWizard, w: dict[str, str], result: str
) -> None:
    qtbot = player.qtbot
    player.choose(child(wizard, QComboBox, "scenarioBox"), "skirmish")
    player.type(child(wizard, QLineEdit, "opponentName"), "Clan Eshin Raiders")
    if result != "won":  # a win is what the page starts with
        player.click(child(wizard, QRadioButton, f"result:{result}"))
    player.next(wizard)
    player.tick(child(wizard, QCheckBox, f"out:{w['Otto']}"))
    player.step_up(child(wizard, QSpinBox, f"out:{w['Shooters']}"))
    player.next(wizard)
    player.click(child(wizard, QPushButton, "rollAll"))  # Otto's D66 and the marksman's D6
    player.next(wizard)  # 4. experience: nothing to enter
    player.next(wizard)
    player.click(child(wizard, QPushButton, "roll:explore"))
    player.next(wizard)  # 6. income: nothing sold
    player.next(wizard)  # 7. trading: nothing planned
    player.next(wizard)
    player.click(wizard.button(QWizard.WizardButton.FinishButton))
    del qtbot


@pytest.mark.parametrize(
    ("result", "actions", "dice"),
    [
        ("lost", 17, [4, 5, 2, 2, 3, 5]),  # before: 19 (the result from a list: 2; a Roll a row)
        ("won", 16, [4, 5, 2, 2, 3, 5, 6]),  # before: 17; one more exploration die for the win
    ],
)
def test_a_battle_is_recorded_in_at_most_17_actions(
    qtbot, store: Store, warband: int, settings, monkeypatch, result, actions, dice
) -> None:
    monkeypatch.setattr(dice_module, "RandomDice", ScriptedDice)
    monkeypatch.setattr(ScriptedDice, "values", list(dice))
    w = ids(store, warband)
    settings.setValue("language", "en")
    window = MainWindow(Session(store), settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.session.open_warband(warband)  # the open warband: where the count starts
    player = Player(qtbot)
    failed = inside_the_wizard(lambda wizard: record_a_battle(player, wizard, w, result))
    assert window.post_battle_action.shortcut().toString() == "Ctrl+B"
    window.post_battle_action.trigger()  # Ctrl+B: one action
    player.actions += 1
    assert failed == []

    assert player.actions == actions <= 17
    battle = store.battles(warband)[-1]
    assert (battle["scenario"], battle["result"], battle["opponent"]) == (
        "skirmish",
        result,
        "Clan Eshin Raiders",
    )
    state = store.load(warband)
    assert state.warrior("Shooters").count == 2 and state.warrior("Otto").injuries
    assert [r["value"] for r in battle["rolls"]] == dice
