"""What a use case tells its caller besides the sheet: one small record per kind of change.

`Change.details` holds one of these (or None): the command line prints them, the window and the
tests read them by name, and mypy checks every read.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.importers.common import Unmapped
    from rules.post_battle import PostBattleResult


@dataclass(frozen=True)
class Paid:
    """An item bought or models added: what the treasury paid."""

    cost: int


@dataclass(frozen=True)
class Sold:
    """An item sold: what the treasury got."""

    gold: int


@dataclass(frozen=True)
class Hired:
    """A warrior, group or hired sword hired: his id, his price, the spells he came with."""

    warrior_id: str
    cost: int
    spells: list[str]


@dataclass(frozen=True)
class ExperienceRecorded:
    """Experience gained: the boxes crossed now and every advance roll still owed (None: an
    extra advance that is not tied to a box)."""

    crossed: list[int]
    owed: list[int | None]


@dataclass(frozen=True)
class AdvanceTaken:
    """An advance taken: the characteristic, skill or spell it gave."""

    result: str


@dataclass(frozen=True)
class Promoted:
    """The lad's got talent: the new hero's id."""

    warrior_id: str


@dataclass(frozen=True)
class LeaderChosen:
    """The warrior who now leads the warband."""

    leader: str


@dataclass(frozen=True)
class InjuryRecorded:
    """A serious injury recorded: whether he left the warband, the effects as stored, and the
    advance rolls the table's experience made owed."""

    removed: bool
    effects: list[dict[str, object]]
    crossed: list[int]
    owed: list[int | None]


@dataclass(frozen=True)
class BattleRecorded:
    """A post-battle sequence applied: what the rules made of it and the rating after it."""

    result: PostBattleResult
    rating_after: int


@dataclass(frozen=True)
class Imported:
    """A warband imported from another tool's file: what could not be mapped, the file's format
    ("" for our own) and the names of every warband the file holds."""

    unmapped: list[Unmapped]
    format: str
    warbands: list[str]
    renamed_from: str = ""  # the file's name for it, taken here already: it is "... (2)"
    campaign: str = ""  # the campaign the file held it in, by name ("" when none)
    player: str = ""  # whose it is in that campaign ("" when the file does not say)
    campaign_notes: str = ""  # that campaign's own notes ("" when none)
