"""Battle > Start battle opens the board on a battle saved at once; closed unfinished, the bar
above the sheet and Battle > Resume battle bring it back; End battle opens the warband's
post-battle sequence filled from the battle."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QWidget

import ui.battle.after as after
from rules.battle import NextTurn, OutOfAction, RoutTest
from tests.ui.test_main_window import open_named
from ui.battle.start_dialog import BOOK, BattleChoice
from ui.post_battle.common import EXPLORATION

WOLVES, SISTERS = "The Grey Wolves of Altdorf", "Sisters of the Rock"


def warband_id(window, name: str) -> int:
    return next(s.id for s in window.session.reads.list_warbands() if s.name == name)


def start(window):
    open_named(window, WOLVES)
    choice = BattleChoice(
        warband_id(window, WOLVES), BOOK, warband_id(window, SISTERS), scenario="skirmish"
    )
    board = window.battle.start_with(choice)
    assert board is not None, window.session.last_failure
    return board


def test_ctrl_shift_b_is_start_battle(window) -> None:
    assert window.battle.start_action.shortcut() == QKeySequence("Ctrl+Shift+B")
    assert window.battle.menu.title() == "Ba&ttle"


def test_the_board_of_a_new_battle_and_its_resumption(qtbot, window) -> None:
    board = start(window)
    assert [panel.side.name for panel in board.sides] == [WOLVES, SISTERS]
    assert [len(panel.tiles) for panel in board.sides] == [8, 8]
    sister = board.sides[1].tiles[3].model_id
    board._take_out(sister, "")
    board.close()
    qtbot.waitUntil(lambda: window.battle.board is None)
    assert window.battle.bar.isVisible()
    assert "turn 1" in window.battle.bar_text.text()
    qtbot.mouseClick(window.battle.bar_button, Qt.MouseButton.LeftButton)
    resumed = window.battle.board
    assert resumed is not None and resumed is not board
    assert resumed.keeper.state.models[sister].status.value == "out_of_action"
    resumed.close()


def test_end_battle_opens_the_post_battle_sequence_filled(
    qtbot, window, monkeypatch, calm_dice
) -> None:
    board = start(window)
    wolves, sisters = (panel.side.models for panel in board.sides)
    hero, henchman = wolves[1], wolves[4]  # Otto, a marksman
    for event in (
        OutOfAction(hero.id, sisters[0].id),
        OutOfAction(henchman.id, sisters[1].id),
        OutOfAction(sisters[5].id, wolves[0].id),
        OutOfAction(sisters[6].id, wolves[0].id),
        NextTurn(),  # the Sisters' first turn: 2 of 8 out, their rout test
        RoutTest((6, 6)),
    ):
        assert board.record(event), window.session.last_failure
    seen = {}

    def run(wizard: QWidget) -> int:
        wizard.show()
        qtbot.waitUntil(lambda: wizard.currentId() == EXPLORATION)
        seen["draft"] = wizard.draft
        wizard.done(0)  # Cancel, without the question about the dice rolled
        return 0

    monkeypatch.setattr(after, "run_modal", run)
    board.ended.emit()
    draft = seen["draft"]
    assert draft.battle.result == "won"
    assert draft.battle.opponent == SISTERS
    assert draft.enemies == {wolves[0].id.split(":")[1]: 2}
    assert draft.out_heroes == {hero.id.split(":")[1]}
    assert draft.out_groups == {henchman.group: 1}
    assert all(slot.done for key, slot in draft.slots.items() if key.startswith("hero"))


def test_in_a_league_end_battle_records_the_match_and_each_side_starts_from_it(
    qtbot, window, monkeypatch
) -> None:
    import app.usecases as uc
    import ui.league.match_side as match_side

    store = window.session.store
    wolves_id, sisters_id = warband_id(window, WOLVES), warband_id(window, SISTERS)
    campaign = uc.create_campaign(store, "Autumn", "2026-09-01").campaign_id
    for player, wid in (("Anna", wolves_id), ("Boris", sisters_id)):
        uc.add_player(store, campaign, player)
        uc.enter_warband(store, campaign, player, wid, "2026-09-01")
    board = start(window)
    wolves, sisters = (panel.side.models for panel in board.sides)
    for event in (
        OutOfAction(wolves[1].id, sisters[0].id),  # Otto, by the Matriarch
        OutOfAction(sisters[5].id, wolves[0].id),
        OutOfAction(sisters[6].id, wolves[0].id),
        NextTurn(),
        RoutTest((6, 6)),  # the Sisters rout
    ):
        assert board.record(event), window.session.last_failure
    seen = []

    def run(wizard: QWidget) -> int:
        wizard.show()
        seen.append((window.session.current.id, wizard.draft))
        wizard.done(0)  # Cancel: the side still waits in the match
        return 0

    monkeypatch.setattr(match_side, "run_modal", run)
    monkeypatch.setattr(after, "run_modal", run)  # (the sequence of a battle that is no match)
    board.ended.emit()
    (match,) = uc.load_league(store, campaign).matches
    assert [(s.warband_id, s.result) for s in match.sides] == [
        (wolves_id, "won"),
        (sisters_id, "lost"),
    ]
    assert {(c.by, c.out_of_action) for c in match.casualties} == {(wolves_id, 2), (sisters_id, 1)}
    assert window.session.undo_stack.undoText() == f"Record the match of {match.played_on}"
    [(opened, ours)] = seen
    assert opened == wolves_id
    assert ours.battle.result == "won" and ours.enemies == {wolves[0].id.split(":")[1]: 2}
    assert ours.out_heroes == {wolves[1].id.split(":")[1]}

    # The Sisters' player runs hers later, from the match: his casualties, his enemies taken out.
    ran = match_side.run_side(window.session, window, campaign, match.id, sisters_id, "en")
    assert ran is False  # cancelled
    opened, theirs = seen[-1]
    assert opened == sisters_id
    assert theirs.battle.result == "lost" and theirs.battle.opponent == WOLVES
    assert theirs.enemies == {sisters[0].id.split(":")[1]: 1}
    assert sum(theirs.out_groups.values()) + len(theirs.out_heroes) == 2


def test_the_board_shows_a_counter_only_when_the_scenario_asks_for_one(qtbot, window) -> None:
    board = start(window)  # a Skirmish: no counter
    assert all(not tile.counter_labels for panel in board.sides for tile in panel.tiles)
    board.close()
    qtbot.waitUntil(lambda: window.battle.board is None)
    hunt = BattleChoice(
        warband_id(window, WOLVES), BOOK, warband_id(window, SISTERS), scenario="wyrdstone_hunt"
    )
    board = window.battle.start_with(hunt)
    assert board is not None, window.session.last_failure
    tiles = [tile for panel in board.sides for tile in panel.tiles]
    assert all(set(tile.counter_labels) == {"wyrdstone"} for tile in tiles)
    assert tiles[0].counter_labels["wyrdstone"].text() == "Wyrdstone: 0"
    board.close()


def test_start_battle_offers_the_scenarios_the_warbands_campaign_plays(window, monkeypatch) -> None:
    import ui.battle.menu as menu
    from app.usecases import disable_pack
    from app.usecases.campaign_scenarios import campaign_of_warband, ruleset_for_warband

    store = window.session.store
    open_named(window, WOLVES)
    wolves = warband_id(window, WOLVES)
    assert campaign_of_warband(store, wolves) is None, "the demo's Wolves play outside a league"
    disable_pack(store, "scenarios_town_cryer")
    offered = [s.id for s in ruleset_for_warband(store, wolves).ordered_scenarios()]
    every = [s.id for s in store.ruleset.ordered_scenarios()]
    assert set(offered) < set(every)  # some pack's scenarios are not played here
    listed: list[str] = []

    def look(dialog: QWidget) -> int:
        box = dialog.scenario
        listed.extend(str(box.itemData(n)) for n in range(box.count()))
        return 0

    monkeypatch.setattr(menu, "run_modal", look)
    window.battle.start()
    assert listed == offered
