"""After the battle: its post-battle sequence, opened with what the board recorded already filled
(casualties, enemies out of action per hero, scenario, result, opponent, underdog bonus).

With the program's dice (the player's choice when the battle started) the steps the battle
filled are passed as the player would pass them: the serious injuries and the exploration are
rolled, and the wizard stops on the exploration step, what was found on screen, Back showing
every step before it. A step that still asks for something (a choice the battle cannot make)
stops the walk there.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from app.postbattle.draft import PostBattleDraft
from app.usecases.core import Change
from app.usecases.details import BattleRecorded
from rules.models import Lang
from ui.plumbing.dialogs import run_modal
from ui.post_battle.common import BATTLE, CASUALTIES, EXPERIENCE, EXPLORATION, INJURIES
from ui.post_battle.dice import DiceRow
from ui.post_battle.wizard import PostBattleWizard
from ui.session import Session


def walk_to_exploration(wizard: PostBattleWizard) -> None:
    """Pass the steps the battle filled, rolling their dice with the program's, and stop on
    the exploration (or on the first step that still asks for something)."""
    for _ in range(EXPLORATION + 1):
        page_id = wizard.currentId()
        if page_id == INJURIES:
            wizard.injuries_page.roll_the_rest()
        if page_id == EXPLORATION:
            page = wizard.exploration_page
            if page.row is not None and not page.row.isHidden():  # hidden: no dice to roll
                _roll_if_waiting(page.row)
            _roll_if_waiting(page.multiple_row)  # made by that roll when it found a multiple
            return
        if page_id not in (BATTLE, CASUALTIES, INJURIES, EXPERIENCE):
            return
        if not wizard.currentPage().isComplete():
            return
        wizard.next()


def _roll_if_waiting(row: DiceRow | None) -> None:
    if row is not None and not row.slot.done:
        row.roll()


def run_post_battle(
    session: Session,
    parent: QWidget,
    fill: Callable[[PostBattleDraft], None],
    lang: Lang,
    *,
    program_dice: bool,
) -> Change[BattleRecorded] | None:
    """The open warband's post-battle sequence, started from the battle; the change Finish
    made, or None if the player cancelled."""
    wizard = PostBattleWizard(session, parent, start=fill)
    wizard.lang = lang
    if program_dice:
        QTimer.singleShot(0, wizard, lambda: walk_to_exploration(wizard))
    run_modal(wizard)
    return wizard.change
