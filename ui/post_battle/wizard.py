"""The post-battle sequence for the open warband, step by step in the rulebook's order.

What the player enters lives in a Qt-free draft (`app.postbattle.draft.PostBattleDraft`); the
pages read and edit it, and the rules say what it means. Nothing is written before Finish: the
draft then replays every die kept through `rules.post_battle.resolve_post_battle`, so the wizard
and the command line apply the very same logic, and the wizard commits the result with ONE
`apply_post_battle_result` through the session, the trades planned on the trading page made after
it in order: one transaction, one undo step, one entry in the battle log.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMessageBox, QWidget, QWizard

from app.postbattle.draft import PostBattleDraft
from app.usecases.advancing import advances_owed
from app.usecases.core import Change
from app.usecases.details import BattleRecorded
from app.usecases.post_battle import apply_post_battle_result
from rules import DiceError, IllegalMoveError
from ui.plumbing.dialogs import NO_BY_DEFAULT
from ui.plumbing.language import RulesLanguage
from ui.post_battle.advances import AdvanceQueue
from ui.post_battle.common import BATTLE, EXPERIENCE, INJURIES, TRADING
from ui.post_battle.pages.base import _Page
from ui.post_battle.pages.battle import BattlePage
from ui.post_battle.pages.casualties import CasualtiesPage
from ui.post_battle.pages.experience import ExperiencePage
from ui.post_battle.pages.exploration import ExplorationPage
from ui.post_battle.pages.income import IncomePage
from ui.post_battle.pages.injuries import InjuriesPage
from ui.post_battle.pages.summary import SummaryPage
from ui.post_battle.pages.trading import TradingPage
from ui.post_battle.words import DraftWords
from ui.session import Session


class PostBattleWizard(RulesLanguage, QWizard):
    """Walk the post-battle sequence for the open warband and commit it as one undo step."""

    def __init__(
        self,
        session: Session,
        parent: QWidget | None = None,
        *,
        start: Callable[[PostBattleDraft], None] | None = None,
    ) -> None:
        """`start` fills the draft before the pages show it (a match's side:
        ui/league/match_side.py)."""
        super().__init__(parent)
        state = session.current
        if state is None or state.id is None:
            raise ValueError("open a warband before its post-battle sequence")
        self.setObjectName("postBattleWizard")
        self.session = session
        self.draft = PostBattleDraft(session.store, state)
        if start is not None:
            start(self.draft)
        self.words = DraftWords(self.draft, self._lang)
        self.change: Change[BattleRecorded] | None = None
        self.advance_queue: AdvanceQueue | None = None

        self.setWindowTitle(self.tr("Post-battle sequence: {0}").format(state.name))
        draft, words = self.draft, self.words
        self.battle_page = BattlePage(draft, words)
        self.casualties_page = CasualtiesPage(draft, words)
        self.injuries_page = InjuriesPage(draft, words)
        self.experience_page = ExperiencePage(draft, words)
        self.exploration_page = ExplorationPage(draft, words)
        self.income_page = IncomePage(draft, words)
        self.trading_page = TradingPage(draft, words)
        self.summary_page = SummaryPage(draft, words)
        for page_id, page in enumerate(self.pages()):
            self.setPage(page_id, page)
        self.setStartId(BATTLE)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage, True)
        self.summary_page.take_advances.connect(self.take_advances)
        session.failed.connect(self.show_problem)
        self._listening = True
        self.finished.connect(self._stop_listening)
        self.resize(980, 700)

    def pages(self) -> list[_Page]:
        return [
            self.battle_page,
            self.casualties_page,
            self.injuries_page,
            self.experience_page,
            self.exploration_page,
            self.income_page,
            self.trading_page,
            self.summary_page,
        ]

    def nextId(self) -> int:
        """The serious injuries step passes itself when nobody was taken out of action."""
        following = super().nextId()
        if following == INJURIES and not self.draft.injury_rolls():
            return EXPERIENCE
        return following

    # --- language ---------------------------------------------------------------------------

    def show_language(self) -> None:
        """The rules' names (scenarios, injuries, multiples, items) in the new language."""
        self.words.lang = self._lang
        self.battle_page.relabel()
        page = self.currentPage()
        if isinstance(page, _Page) and page is not self.battle_page:
            page.refresh()

    # --- committing -------------------------------------------------------------------------

    def commit(self) -> bool:
        """Apply the whole sequence and the trades planned: one use case, one transaction, one
        undo step."""
        if self.change is not None:
            return True
        draft = self.draft
        try:
            outcome = draft.outcome()
        except (DiceError, IllegalMoveError) as exc:
            self.show_problem(self.words.problem(exc))
            return False
        if not outcome.trades.ok:
            self.show_problem(outcome.trades.error)
            return False
        change = self.session.run(
            apply_post_battle_result, draft.warband_id, outcome.result, draft.steps()
        )
        if change is None:
            return False  # refused: the session said why (shown on the summary page)
        self.change = change
        return True

    def show_problem(self, message: str) -> None:
        """Why Finish wrote nothing, on the summary page (shown first when Finish was pressed
        on the trading page)."""
        if self.currentId() == TRADING:
            self.next()
        self.summary_page.show_error(message)

    def accept(self) -> None:
        if self.commit():
            super().accept()

    def take_advances(self) -> None:
        """Finish, then the advance dialog for each warrior who owes a roll."""
        if not self.commit():
            return
        state = self.session.current
        ruleset = self.session.ruleset
        owed = [w.id for w in (state.warriors if state else []) if advances_owed(ruleset, w)]
        self.advance_queue = AdvanceQueue(self.session, owed, self._lang, self.parentWidget())
        self.accept()
        self.advance_queue.open_next()

    def reject(self) -> None:
        """Cancel writes nothing; with dice rolled, ask before throwing them away."""
        if self.change is None and self.draft.has_work():
            answer = QMessageBox.question(
                self,
                self.tr("Post-battle sequence"),
                self.tr(
                    "Discard this post-battle sequence and the dice rolled? Nothing was written."
                ),
                *NO_BY_DEFAULT,  # Enter, pressed out of habit, keeps the work
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        super().reject()

    def _stop_listening(self) -> None:
        if self._listening:
            self.session.failed.disconnect(self.show_problem)
            self._listening = False
