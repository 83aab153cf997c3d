"""The warband list's figures, kept on the warband row: its rating and its members.

They are written with every change of the sheet, in the same transaction, so the list of a
campaign reads one row per warband. The rating is `rules.rating.rating_parts`, the one the
sheet counts with (it never fails on a type the rules no longer know: such a warrior counts
as an ordinary one); the members must agree with `Roster.warrior_count`. The upgrades that
worked them out for every warband carry their own frozen copy
(`app/store/migrations/_frozen_summaries.py`).
"""

from __future__ import annotations

from collections.abc import Sequence

from app.domain import WarbandState
from rules import Ruleset
from rules.rating import RatedWarrior, rating_parts


def _members(kind: str, count: int) -> int:
    return 0 if kind == "hired_sword" else count if kind == "henchmen" else 1


def summarize(ruleset: Ruleset, state: WarbandState) -> tuple[int, int]:
    """(rating, members) of a warband's sheet."""
    return _total(ruleset, state.warriors)


def _total(ruleset: Ruleset, warriors: Sequence[RatedWarrior]) -> tuple[int, int]:
    rating = rating_parts(ruleset, warriors).total(ruleset.campaign)
    return rating, sum(_members(w.kind, w.count) for w in warriors)
