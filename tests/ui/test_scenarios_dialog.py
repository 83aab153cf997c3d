"""The campaign's scenarios in the window: a scenario of the players' own typed and added, the
scenarios the roll picks among ticked, each one step of the session's undo; a refusal is one
line and changes nothing."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLineEdit, QPushButton, QSpinBox

import app.usecases as uc
from app.store.repository import Store
from ui.league.scenarios_dialog import ScenariosDialog
from ui.league.standings_dialog import StandingsDialog
from ui.session import Session

from .qt_lifetime import disposed


@pytest.fixture
def session(demo_store: Store) -> Iterator[Session]:
    yield from disposed(Session(demo_store))


@pytest.fixture
def campaign(demo_store: Store) -> int:
    return uc.create_campaign(demo_store, "Autumn", "2026-09-01").campaign_id


def _child(dialog: ScenariosDialog, kind: type, name: str):  # type: ignore[no-untyped-def]
    found = dialog.findChild(kind, name)
    assert found is not None, name
    return found


def _tick(dialog: ScenariosDialog, scenario_ids: set[str]) -> None:
    for n in range(dialog.allowed.count()):
        item = dialog.allowed.item(n)
        on = item.data(Qt.ItemDataRole.UserRole) in scenario_ids
        item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)


def test_a_scenario_typed_then_put_in_the_roll_each_undone(
    qtbot, session: Session, demo_store: Store, campaign: int
) -> None:
    dialog = ScenariosDialog(session, campaign, "en")
    qtbot.addWidget(dialog)
    assert "rulebook's 2D6 table" in dialog.note.text()
    _child(dialog, QLineEdit, "customName").setText("Raid on the mill")
    _child(dialog, QLineEdit, "awardName:0").setText("Fires the mill")
    _child(dialog, QSpinBox, "awardXp:0").setValue(2)
    players = _child(dialog, QComboBox, "customPlayers")
    players.setCurrentIndex(players.findData("multiplayer"))
    qtbot.mouseClick(_child(dialog, QPushButton, "addCustom"), Qt.MouseButton.LeftButton)
    (own,) = uc.load_league(demo_store, campaign).campaign.custom_scenarios
    assert (own.name, own.players, [(a.name, a.xp, a.per) for a in own.awards]) == (
        "Raid on the mill",
        "multiplayer",
        [("Fires the mill", 2, "event")],
    )
    assert dialog.allowed.item(dialog.allowed.count() - 1).text().startswith("Raid on the mill")
    assert _child(dialog, QLineEdit, "customName").text() == ""  # ready for the next one
    _tick(dialog, {"occupy", own.id})
    qtbot.mouseClick(_child(dialog, QPushButton, "saveAllowed"), Qt.MouseButton.LeftButton)
    assert uc.load_league(demo_store, campaign).campaign.allowed_scenarios == ("occupy", own.id)
    assert "2 ticked" in dialog.note.text()
    session.undo_stack.undo()
    assert uc.load_league(demo_store, campaign).campaign.allowed_scenarios == ()
    assert "rulebook's 2D6 table" in dialog.note.text()  # shown again from the store
    session.undo_stack.undo()
    assert uc.load_league(demo_store, campaign).campaign.custom_scenarios == ()


def test_a_scenario_without_a_name_is_one_line_and_nothing_changes(
    qtbot, session: Session, demo_store: Store, campaign: int
) -> None:
    dialog = ScenariosDialog(session, campaign, "en")
    qtbot.addWidget(dialog)
    before = uc.load_league(demo_store, campaign)
    with qtbot.waitSignal(session.failed) as said:
        qtbot.mouseClick(_child(dialog, QPushButton, "addCustom"), Qt.MouseButton.LeftButton)
    assert "name" in str(said.args[0]).lower() and "\n" not in str(said.args[0])
    assert uc.load_league(demo_store, campaign) == before
    assert session.undo_stack.count() == 0


def test_the_standings_window_opens_it(qtbot, session: Session, campaign: int) -> None:
    standings = StandingsDialog(session)
    qtbot.addWidget(standings)
    button = standings.findChild(QPushButton, "scenariosButton")
    assert button is not None and button.isEnabled()
