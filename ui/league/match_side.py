"""One side's post-battle sequence, started from its match: the wizard opens on that warband
with the match's scenario, date and this side's result, and the opponent from the campaign
with the rating the match recorded (app.usecases.match_sides.side_preset); Finish records the
battle, and its record in the battle log is linked to the match (two undoable changes: the
sequence, then the link). A match recorded from a battle tracked on the board starts each side
from that battle as well (app.battle.league.match_prefill): its casualties and the enemies each
of its warriors took out of action."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from app.battle.league import match_prefill
from app.battle.prefill import BattlePrefill, fill_draft
from app.postbattle.draft import PostBattleDraft
from app.store.repository import NotFoundError
from app.usecases import RefusedError, link_battle
from app.usecases.match_sides import SidePreset, side_preset
from rules import IllegalMoveError
from rules.models import Lang
from ui.plumbing.dialogs import run_modal
from ui.session import Session


def starting_from(
    preset: SidePreset, prefill: BattlePrefill | None = None
) -> Callable[[PostBattleDraft], None]:
    """What the wizard's first steps start from (the player may still change it there): the
    match, and the tracked battle it was recorded from, if any."""

    def fill(draft: PostBattleDraft) -> None:
        battle = draft.battle
        if preset.scenario_id:
            battle.scenario = preset.scenario_id
        battle.result = preset.result  # type: ignore[assignment]  # won | lost | draw
        battle.date = preset.played_on
        battle.opponent = preset.opponent
        battle.opponent_type = preset.opponent_type
        battle.opponent_rating = preset.opponent_rating
        if prefill is not None:
            fill_draft(draft, prefill)
            battle.opponent_rating = preset.opponent_rating  # as the match recorded it

    return fill


def run_side(
    session: Session,
    parent: QWidget,
    campaign_id: int,
    match_id: int,
    warband_id: int,
    lang: Lang,
    *,
    program_dice: bool = False,
) -> bool:
    """Open the side's warband, run its wizard from the match, link the battle recorded.
    With `program_dice`, a side filled from a tracked battle has the steps the battle filled
    passed with the program's dice (ui.battle.after.walk_to_exploration)."""
    from ui.battle.after import walk_to_exploration
    from ui.post_battle.wizard import PostBattleWizard

    try:
        preset = side_preset(session.store, campaign_id, match_id, warband_id)
        prefill = match_prefill(session.store, match_id, warband_id)
        session.open_warband(warband_id)
    except (RefusedError, NotFoundError, IllegalMoveError) as exc:
        session.failed.emit(session.refusal(exc))
        return False
    wizard = PostBattleWizard(session, parent, start=starting_from(preset, prefill))
    wizard.lang = lang
    if program_dice and prefill is not None:
        QTimer.singleShot(0, wizard, lambda: walk_to_exploration(wizard))
    run_modal(wizard)
    if wizard.change is None:  # cancelled: the side still waits
        return False
    battle = wizard.change.after.battles[-1].get("id")
    if battle is None:
        return False
    linked = session.run(link_battle, campaign_id, match_id, warband_id, int(battle))
    return linked is not None
