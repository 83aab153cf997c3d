"""The window's Battle menu: Start battle (Ctrl+Shift+B) for the open warband, Resume battle
when one is unfinished (also offered by a bar above the sheet), and the board's end, which
opens the post-battle sequence filled from the battle."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMenu, QMessageBox, QPushButton, QToolBar

from app.store.errors import StoreError
from app.store.repository import NotFoundError
from rules import IllegalMoveError
from ui.plumbing.dialogs import run_modal

if TYPE_CHECKING:
    # The board is loaded when a battle starts: the window's start needs none of it.
    from app.battle.store import Battle
    from app.battle.usecases import Opponent
    from ui.battle.board import BattleBoard
    from ui.battle.keeper import BattleKeeper
    from ui.battle.start_dialog import BattleChoice
    from ui.window_parts import WindowParts

PROGRAM_DICE = "battle/program_dice"  # the setting: the program rolls the post-battle dice


class BattleMenu(QObject):
    """Battle > Start battle..., Resume battle; the board while a battle is played."""

    def __init__(self, window: WindowParts) -> None:
        super().__init__(window.as_widget())
        self.window_ = window
        self.board: BattleBoard | None = None
        self.menu = QMenu(window.as_widget())
        self.menu.setObjectName("battleMenu")
        window.as_widget().menuBar().insertMenu(window.view_menu.menuAction(), self.menu)
        self.start_action = QAction(window.as_widget())
        self.start_action.setObjectName("startBattleAction")
        self.start_action.setShortcut(QKeySequence("Ctrl+Shift+B"))
        self.start_action.triggered.connect(self.start)
        self.resume_action = QAction(window.as_widget())
        self.resume_action.setObjectName("resumeBattleAction")
        self.resume_action.triggered.connect(self.resume)
        self.menu.addAction(self.start_action)
        self.menu.addAction(self.resume_action)
        self.bar = QToolBar(window.as_widget())
        self.bar.setObjectName("battleBar")
        self.bar.setMovable(False)
        self.bar_text = QLabel()
        self.bar_text.setObjectName("battleBarText")
        self.bar_button = QPushButton()
        self.bar_button.setObjectName("resumeBattle")
        self.bar_button.clicked.connect(self.resume)
        self.bar.addWidget(self.bar_text)
        self.bar.addWidget(self.bar_button)
        self.bar.setStyleSheet("QToolBar { background: #fbecc4; }")
        window.as_widget().addToolBar(Qt.ToolBarArea.TopToolBarArea, self.bar)
        self.unfinished: Battle | None = None
        window.session.warbandChanged.connect(lambda _state: self.look_for_unfinished())
        window.session.battleChanged.connect(lambda _id: self.look_for_unfinished())
        window.session.storeOpened.connect(self.look_for_unfinished)  # after the preview
        self.look_for_unfinished()

    def retranslate(self) -> None:
        self.menu.setTitle(self.tr("Ba&ttle"))
        self.start_action.setText(self.tr("&Start battle..."))
        self.resume_action.setText(self.tr("&Resume battle"))
        self.bar_button.setText(self.tr("Resume battle"))
        self._say_unfinished()
        if self.board is not None:
            self.board.retranslate()

    # --- an unfinished battle -------------------------------------------------------------------

    def look_for_unfinished(self) -> None:
        """The open warband's battle still being played, if any: the bar above the sheet and
        Battle > Resume battle offer it (its state was saved after every action)."""
        session = self.window_.session
        state = session.current
        found: Battle | None = None
        if state is not None and state.id is not None and session.is_open:
            from app.battle.usecases import battles_to_resume

            try:
                battles = battles_to_resume(session.store, warband_id=state.id)
            except StoreError:
                battles = []
            found = battles[0] if battles else None
        self.unfinished = found
        self.resume_action.setEnabled(found is not None)
        self.bar.setVisible(found is not None and self.board is None)
        self._say_unfinished()

    def _say_unfinished(self) -> None:
        battle = self.unfinished
        if battle is None:
            return
        sides = battle.setup.sides
        self.bar_text.setText(
            self.tr("An unfinished battle: {0} against {1}, turn {2}.").format(
                sides[0].name, sides[1].name, battle.state.turn
            )
            + "  "
        )

    def resume(self) -> None:
        from ui.battle.keeper import BattleKeeper

        self.look_for_unfinished()
        if self.unfinished is None:
            self.window_.show_error(self.tr("The open warband has no battle to resume."))
            return
        self.show_board(BattleKeeper(self.window_.session, self.unfinished))

    @property
    def settings(self) -> QSettings:
        return self.window_.settings

    def start(self) -> None:
        """Ask what the battle starts with, start it (saved at once), show the board."""
        from ui.battle.start_dialog import StartBattleDialog

        window = self.window_
        state = window.session.current
        if state is None or state.id is None:
            window.show_error(self.tr("Open a warband first."))
            return
        from app.usecases.campaign_scenarios import ruleset_for_warband

        # The scenarios offered are those the warband's campaign (or the packs switched on) plays.
        offered = ruleset_for_warband(window.session.store, state.id)
        dialog = StartBattleDialog(
            offered, state, window.session.reads.list_warbands(), window.lang, window.as_widget()
        )
        if not run_modal(dialog):
            return
        self.start_with(dialog.choice())

    def start_with(self, choice: BattleChoice) -> BattleBoard | None:
        from app.battle.usecases import start_battle
        from ui.battle.keeper import BattleKeeper

        opponent = self._opponent(choice)
        if opponent is None:
            return None
        session = self.window_.session
        change = session.run(
            start_battle,
            choice.warband_id,
            opponent,
            first=choice.first,
            scenario=choice.scenario,
        )
        if change is None:
            return None
        return self.show_board(BattleKeeper(session, change.battle))

    def _opponent(self, choice: BattleChoice) -> Opponent | None:
        """The opponent's side: a warband of this book (a file is imported into the book
        first, one undoable change), or one known only by its type, rating and models."""
        from app.battle.sides import anonymous_side, side_of_warband
        from app.battle.usecases import Opponent
        from ui.battle.start_dialog import FILE, TYPE

        window = self.window_
        session = window.session
        if choice.opponent == TYPE:
            kind = session.ruleset.warbands[choice.opponent_type].name.get(window.lang)
            side = anonymous_side(
                kind, choice.opponent_type, choice.opponent_rating, choice.opponent_models
            )
            return Opponent(side)
        opponent_id = choice.opponent_id
        if choice.opponent == FILE:
            window.import_file(Path(choice.opponent_file))
            imported = session.current
            window.open_warband(choice.warband_id)  # the player's warband again
            if imported is None or imported.id in (None, choice.warband_id):
                return None  # not imported: the window said why
            opponent_id = imported.id
        assert opponent_id is not None
        state = session.store.load(opponent_id)
        return Opponent(side_of_warband(session.ruleset, state, 1), opponent_id)

    def show_board(self, keeper: BattleKeeper) -> BattleBoard:
        """The board of a battle started or resumed, as big as the screen lets it be."""
        from ui.battle.board import BattleBoard

        if self.board is not None:
            self.board.close()
        board = BattleBoard(keeper, self.window_.as_widget())
        board.ended.connect(self.end)
        board.finished.connect(lambda _r: self._closed(board))
        self.board = board
        self.bar.hide()
        board.showMaximized()
        return board

    def _closed(self, board: BattleBoard) -> None:
        if self.board is board:
            self.board = None
        board.deleteLater()
        self.look_for_unfinished()

    def end(self) -> None:
        """End battle: the winner if the battle does not know him yet, then the post-battle
        sequence of the player's warband, filled from the battle."""
        board = self.board
        if board is None:
            return
        if board.keeper.state.outcome is None and not self._ask_winner(board):
            return
        battle = board.keeper.battle
        board.close()
        match = self._record_match(battle)
        if match is None:
            self.post_battle(battle.id, battle.warband_id)
            return
        from ui.league.match_side import run_side

        window = self.window_
        program_dice = str(self.settings.value(PROGRAM_DICE, "true")) == "true"
        campaign, match_id = match
        session = window.session
        run_side(
            session,
            window.as_widget(),
            campaign,
            match_id,
            battle.warband_id,
            window.lang,
            program_dice=program_dice,
        )

    def _record_match(self, battle: Battle) -> tuple[int, int] | None:
        """A battle between two warbands of one campaign is its match, recorded for both sides
        (one undoable change): (campaign id, match id), or None when it is no match."""
        from app.battle.league import record_battle_match, shared_campaign

        session = self.window_.session
        try:
            campaign = shared_campaign(session.store, battle.warband_id, battle.opponent_id)
        except StoreError as exc:
            session.failed.emit(session.store_failure(exc))
            return None
        if campaign is None:
            return None
        change = session.run(record_battle_match, battle.id, campaign)
        if change is None:  # refused: the session said why; the sequence starts from the battle
            return None
        return campaign, int(change.details["match_id"])

    def post_battle(self, battle_id: int, warband_id: int) -> None:
        """The warband's post-battle sequence, started from the battle (the program's dice
        rolled on the way unless the player keeps his own: the setting `battle/program_dice`)."""
        from app.battle.prefill import fill_draft, prefill_of
        from ui.battle.after import run_post_battle

        window = self.window_
        try:
            prefill = prefill_of(window.session.store, battle_id, warband_id)
        except (IllegalMoveError, NotFoundError) as exc:  # not over, or not his battle
            window.show_error(window.session.refusal(exc))
            return
        window.open_warband(warband_id)
        program_dice = str(self.settings.value(PROGRAM_DICE, "true")) == "true"
        run_post_battle(
            window.session,
            window.as_widget(),
            lambda draft: fill_draft(draft, prefill),
            window.lang,
            program_dice=program_dice,
        )

    def _ask_winner(self, board: BattleBoard) -> bool:
        from rules.battle import EndBattle, EndReason

        sides = board.keeper.state.setup.sides
        box = QMessageBox(board)
        box.setWindowTitle(self.tr("End battle"))
        box.setText(self.tr("Who won the battle?"))
        won = [box.addButton(side.name, QMessageBox.ButtonRole.AcceptRole) for side in sides]
        draw = box.addButton(self.tr("A draw"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        run_modal(box)  # deleted once closed; its answer is still there
        clicked = box.clickedButton()
        if clicked in won:
            winner: int | None = won.index(clicked)
        elif clicked is draw:
            winner = None
        else:
            return False
        return board.record(EndBattle(winner, EndReason.OBJECTIVE))
