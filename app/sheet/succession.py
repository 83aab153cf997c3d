"""Who leads after a change: a leader who left the roster hands command to his successor.

Every use case runs through `app.usecases.core.edit`, which calls `hand_over_command` after the
change, so a leader lost by any path (killed in the post-battle sequence, dismissed, ...) is
followed the same way: the one hero the rules name takes over; when several are equal the
warband is left without a leader until the player picks one (`set_leader`), which the rules
report as "no leader" and which does not block other edits.
"""

from __future__ import annotations

from app.domain import WarbandState, to_roster
from rules import Ruleset
from rules.leadership import leader_of, successors


def hand_over_command(ruleset: Ruleset, before: WarbandState, after: WarbandState) -> None:
    """Update `after.leader_id` in place when the hero who led in `before` is gone."""
    if after.deleted or not before.warriors:
        return
    old = leader_of(ruleset, to_roster(ruleset, before))
    heroes = {w.id for w in after.heroes}
    if after.leader_id and after.leader_id not in heroes:
        after.leader_id = ""
    if old is None or old.id in heroes:
        return
    heirs = successors(ruleset, to_roster(ruleset, after))
    if len(heirs) == 1:
        after.leader_id = heirs[0].id
