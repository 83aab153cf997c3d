"""The figures of a warband's sheet, worked out in one place for every reader: the window's
header, its warband list, its tables and the warrior panel, the new-warband wizard's live
totals, the command line's `show`, and the printed sheet (and the forum text, which reads the
printed sheet's view).

Rating, members, the maximum size, each warrior's armour save and what is owed come from the
rules (`rules.rating`, `rules.composition`, `rules.armour`, the experience boxes) and the
marks from app/sheet/marks.py. The store keeps a copy of the rating and members on the warband row
for the list of a big campaign (app/store/summary.py); tests hold both to these figures.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from app.domain import WarbandState, Warrior, to_roster
from app.sheet.marks import Mark, size_marks, warrior_marks
from app.usecases.advancing import advances_owed
from rules.armour import armour_save
from rules.composition import max_size
from rules.models import Ruleset
from rules.rating import warband_rating
from rules.roster import Roster


@dataclass(frozen=True, slots=True)
class WarriorFigures:
    save: int | None  # the armour save his kit gives; None: no save
    owed: int  # advance rolls owed
    marks: tuple[Mark, ...]  # what the player must notice (app/sheet/marks.py)


@dataclass(frozen=True, slots=True)
class SheetFigures:
    treasury: int
    shards: int
    rating: int
    members: int  # the warriors counted toward the maximum (hired swords are not)
    maximum: int  # the most warriors the warband may have
    experience: int  # every model's experience added up
    owed: int  # advance rolls owed over the warband
    marks: tuple[Mark, ...]  # the warband's own: above its maximum size
    warriors: Mapping[str, WarriorFigures]  # by warrior id


def warrior_figures(ruleset: Ruleset, warrior: Warrior) -> WarriorFigures:
    owed = len(advances_owed(ruleset, warrior))
    return WarriorFigures(
        save=armour_save(ruleset, warrior.equipment),
        owed=owed,
        marks=warrior_marks(ruleset, warrior, owed),
    )


def sheet_figures(
    ruleset: Ruleset, state: WarbandState, roster: Roster | None = None
) -> SheetFigures:
    """`roster`: the state's, when the caller has made it already (the printed sheet)."""
    if roster is None:
        roster = to_roster(ruleset, state)  # once: the rating, the size and its marks read it
    warriors = {w.id: warrior_figures(ruleset, w) for w in state.warriors}
    maximum = max_size(ruleset, roster)
    return SheetFigures(
        treasury=state.treasury,
        shards=state.shards,
        rating=warband_rating(ruleset, roster),
        members=roster.warrior_count,
        maximum=maximum,
        experience=sum(
            w.experience * (w.count if w.kind == "henchmen" else 1) for w in state.warriors
        ),
        owed=sum(f.owed for f in warriors.values()),
        marks=size_marks(roster.warrior_count, maximum),
        warriors=warriors,
    )
