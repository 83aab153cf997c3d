"""The battle board: both sides shown, a click changes a model through the session (saved at
once) and Ctrl+Z takes it back, who took a model out is asked once, the rout test is announced
when due."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu

from app.battle.usecases import resume_battle
from rules.battle import Status
from ui.battle.board import BattleBoard

from .conftest import MENU, model


def status(board: BattleBoard, model_id: str) -> Status:
    return board.keeper.state.models[model_id].status


def saved(board: BattleBoard, model_id: str) -> Status:
    """The model's state as the campaign file has it."""
    battle = resume_battle(board.session.store, board.keeper.battle_id)
    return battle.state.models[model_id].status


def test_the_board_shows_every_model_of_both_sides(board: BattleBoard) -> None:
    assert [len(panel.tiles) for panel in board.sides] == [10, 8]
    assert board.sides[0].tiles[0].name.text() == "Hans"
    assert board.sides[1].tiles[7].name.text() == "#8"
    assert all(tile.isVisible() for panel in board.sides for tile in panel.tiles)


def test_a_click_knocks_a_model_down_and_ctrl_z_stands_him_up(qtbot, board: BattleBoard) -> None:
    skaven = model(board, 1, 4)
    tile = board.sides[1].tile(skaven)
    qtbot.mouseClick(tile.state_buttons[Status.KNOCKED_DOWN], Qt.MouseButton.LeftButton)
    assert status(board, skaven) is Status.KNOCKED_DOWN
    assert saved(board, skaven) is Status.KNOCKED_DOWN
    assert tile.state_buttons[Status.KNOCKED_DOWN].isChecked()
    assert "knocked down" in board.message.text()
    qtbot.keySequence(board, QKeySequence.StandardKey.Undo)
    assert status(board, skaven) is Status.STANDING
    assert saved(board, skaven) is Status.STANDING
    assert tile.state_buttons[Status.STANDING].isChecked()
    qtbot.keySequence(board, QKeySequence("Ctrl+Shift+Z"))
    assert status(board, skaven) is Status.KNOCKED_DOWN


def test_a_key_on_a_tile_stuns_its_model(qtbot, board: BattleBoard) -> None:
    wolf = model(board, 0, 2)
    tile = board.sides[0].tile(wolf)
    tile.setFocus()
    qtbot.keyClick(tile, Qt.Key.Key_3)
    assert status(board, wolf) is Status.STUNNED


def taken_out_menu(board: BattleBoard) -> QMenu:
    menu = board.out_menu
    assert menu is not None and menu.isVisible()
    return menu


@MENU
def test_out_of_action_asks_who_once_with_the_attacker_first(qtbot, board: BattleBoard) -> None:
    wolf, skaven = model(board, 0, 3), model(board, 1, 2)
    qtbot.mouseClick(board.sides[0].tile(wolf), Qt.MouseButton.LeftButton)  # the attacker
    target = board.sides[1].tile(skaven)
    qtbot.mouseClick(target.state_buttons[Status.KNOCKED_DOWN], Qt.MouseButton.LeftButton)
    assert board.keeper.state.models[skaven].last_attacker == wolf
    qtbot.mouseClick(target.state_buttons[Status.OUT_OF_ACTION], Qt.MouseButton.LeftButton)
    menu = taken_out_menu(board)
    assert menu.activeAction().text() == "Rolf"  # the last attacker: Enter takes him
    menu.activeAction().trigger()
    assert status(board, skaven) is Status.OUT_OF_ACTION
    assert board.keeper.state.models[skaven].taken_out_by == wolf
    assert "taken out of action by Rolf" in board.message.text()


@MENU
def test_the_rout_test_is_announced_at_a_quarter_out(qtbot, board: BattleBoard) -> None:
    for n in (4, 5, 6):  # 3 of 10: a quarter or more
        board.ask_taken_out(model(board, 0, n))
        taken_out_menu(board).actions()[-1].trigger()  # nobody
    assert board.rout.isHidden()  # the side tests at the start of its turn
    board.next_turn()
    assert board.rout.isHidden()
    board.next_turn()  # the Grey Wolves' second turn
    assert board.rout.isVisible()
    assert "(the Leadership of Hans)" in board.rout.text.text()
    board.rout.typed.setText("6 5")
    qtbot.keyClick(board.rout.typed, Qt.Key.Key_Return)
    state = board.keeper.state
    assert state.outcome is not None and state.outcome.routed == 0
    assert "routs" in board.message.text()
    board.session.undo()
    assert board.keeper.state.outcome is None and board.rout.isVisible()


@MENU
def test_a_side_that_owes_its_rout_test_may_rout_of_its_own_will(qtbot, board) -> None:
    for n in (4, 5, 6):
        board.ask_taken_out(model(board, 0, n))
        taken_out_menu(board).actions()[-1].trigger()
    board.next_turn()
    board.next_turn()
    qtbot.mouseClick(board.rout.flee_button, Qt.MouseButton.LeftButton)
    outcome = board.keeper.state.outcome
    assert outcome is not None and outcome.reason.value == "voluntary_rout"
    assert outcome.winner == 1 and not board.next_button.isEnabled()


def test_ctrl_z_on_a_resumed_battle_takes_its_last_action_back(qtbot, board, keeper) -> None:
    """After a restart the session's history is empty: Ctrl+Z takes the battle's last actions
    back one by one through the session, and Edit > Undo brings the last taken back again."""
    first, second = model(board, 1, 0), model(board, 1, 1)
    board.ask_status(first, Status.STUNNED)
    board.ask_status(second, Status.KNOCKED_DOWN)
    board.session.undo_stack.clear()  # as after a restart
    qtbot.keySequence(board, QKeySequence.StandardKey.Undo)
    assert status(board, second) is Status.STANDING
    assert saved(board, second) is Status.STANDING
    qtbot.keySequence(board, QKeySequence.StandardKey.Undo)
    assert (status(board, first), status(board, second)) == (Status.STANDING, Status.STANDING)
    board.session.undo()  # Edit > Undo "Last battle action taken back"
    assert status(board, first) is Status.STUNNED
