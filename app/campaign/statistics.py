"""The campaign's statistics: each warband's rating, treasury and shards over its battles (from
its figures before the first one), the income of each battle, the heroes' experience curves,
the serious injuries that came up against the odds of the D66 table, every die rolled against
the fair die's share, and the figures of the battles tracked on the board (`tracked`:
`app.battle.log.BattleFigures`).

Worked out from the battle log's records as the store gives them (`Store.battles`: dicts with
the figures, the dice and the changes as data), so the window, the command line and the tests
share them. Values only; words are made at the edge.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rules.models import Ruleset

if TYPE_CHECKING:
    from app.battle.log import BattleFigures

Battle = Mapping[str, Any]
Point = tuple[int, int]  # (battle number, value); battle 0 is before the warband's first battle
EXPERIENCE_CODES = frozenset({"experience", "experience_advance"})
SERIOUS_INJURY = "serious_injury"  # the purpose of the D66 of a hero taken out of action


@dataclass(frozen=True, slots=True)
class WarbandCurves:
    """One warband's figures over its battles. A record of a version before schema 0007 does
    not know the treasury and shards before its battle, nor its income: those points are left
    out rather than made up."""

    warband_id: int
    name: str
    rating: tuple[Point, ...]
    treasury: tuple[Point, ...]
    shards: tuple[Point, ...]
    income: tuple[Point, ...]  # gold crowns each post-battle sequence brought in


@dataclass(frozen=True, slots=True)
class ExperienceCurve:
    """A hero's experience: before his first battle in the log, then after each he fought."""

    warband_id: int
    warrior: str
    points: tuple[Point, ...]


@dataclass(frozen=True, slots=True)
class InjuryOdds:
    """A result of the serious injury table: how often its D66 results came up."""

    injury_id: str
    low: int  # its D66 results, low to high (11..66)
    high: int
    chances: int  # of the 36 results of a D66
    observed: int
    expected: float  # observed over the whole table times chances / 36


@dataclass(frozen=True, slots=True)
class DiceCount:
    """How often each face of one size of die came up."""

    sides: int
    counts: tuple[int, ...]  # faces 1..sides

    @property
    def total(self) -> int:
        return sum(self.counts)

    @property
    def expected(self) -> float:
        """Each face's count on a fair die."""
        return self.total / self.sides


@dataclass(frozen=True, slots=True)
class CampaignStatistics:
    warbands: tuple[WarbandCurves, ...]
    experience: tuple[ExperienceCurve, ...]
    injuries: tuple[InjuryOdds, ...]
    dice: tuple[DiceCount, ...]
    # The battles tracked on the board: enemies taken out, the deadliest heroes, rout turns.
    tracked: BattleFigures | None = None

    @property
    def injury_rolls(self) -> int:
        return sum(i.observed for i in self.injuries)


def _known(battles: Sequence[Battle], before: str, after: str) -> tuple[Point, ...]:
    points: list[Point] = []
    if battles and battles[0].get(before) is not None:
        points.append((0, int(battles[0][before])))
    points += [(n, int(b.get(after, 0))) for n, b in enumerate(battles, start=1)]
    return tuple(points)


def warband_curves(warband_id: int, name: str, battles: Sequence[Battle]) -> WarbandCurves:
    """Rating, treasury and shards at the start and after each battle; the income of each."""
    income = tuple(
        (n, int(b["income"])) for n, b in enumerate(battles, start=1) if b.get("income") is not None
    )
    return WarbandCurves(
        warband_id,
        name,
        _known(battles, "rating_before", "rating_after"),
        _known(battles, "treasury_before", "treasury_after"),
        _known(battles, "shards_before", "shards_after"),
        income,
    )


def _values(data: object) -> tuple[str, Mapping[str, Any]]:
    """A message as stored (code and values); anything else (an older line) as nothing."""
    if isinstance(data, Mapping):
        values = data.get("values")
        return str(data.get("code", "")), values if isinstance(values, Mapping) else {}
    return "", {}


def experience_curves(warband_id: int, battles: Sequence[Battle]) -> list[ExperienceCurve]:
    """Each hero's experience, by name, from the battles whose log says his total (schema 0007
    on); a hero starts at his total less his first gain, one battle before it."""
    curves: dict[str, list[Point]] = {}
    for n, battle in enumerate(battles, start=1):
        for change in battle.get("changes", ()):
            if not isinstance(change, Mapping) or change.get("code") not in EXPERIENCE_CODES:
                continue  # most changes: read no further
            _code, values = _values(change)
            if not values.get("hero") or "total" not in values:
                continue
            total, gained = values["total"], values.get("gained", 0)
            if type(total) is not int or type(gained) is not int:
                continue  # a damaged record: left out
            warrior = str(values.get("warrior", ""))
            points = curves.setdefault(warrior, [(n - 1, total - gained)])
            points.append((n, total))
    return [ExperienceCurve(warband_id, w, tuple(p)) for w, p in curves.items()]


def _die(roll: object) -> tuple[int, int, object]:
    """(sides, value, purpose) of a die as kept; (0, 0, None) for anything else (a record
    written by hand or damaged): left out, never a crash."""
    if not isinstance(roll, Mapping):
        return 0, 0, None
    sides, value = roll.get("sides"), roll.get("value")
    if type(sides) is not int or type(value) is not int or not 1 <= value <= sides:
        return 0, 0, None
    return sides, value, roll.get("purpose")


def first_injury_rolls(battles: Iterable[Battle]) -> list[int]:
    """The D66 of each hero taken out of action: the first roll on the whole table. The rolls
    of multiple injuries and of a lost pit fight skip results, so they are left out."""
    found = []
    for battle in battles:
        tens: int | None = None
        for roll in battle.get("rolls", ()):
            sides, value, purpose = _die(roll)
            if not isinstance(purpose, Mapping) or purpose.get("code") != SERIOUS_INJURY:
                tens = None  # most dice: read no further
                continue
            _code, values = _values(purpose)
            if "number" in values or "lost_pit_fight" in values:
                tens = None
            elif values.get("die") == "tens" and sides == 6:
                tens = value
            elif values.get("die") == "units" and sides == 6 and tens is not None:
                found.append(tens * 10 + value)
                tens = None
    return found


def _d66_chances(low: int, high: int) -> int:
    return sum(1 for t in range(1, 7) for u in range(1, 7) if low <= t * 10 + u <= high)


def injury_odds(ruleset: Ruleset, d66_rolls: Sequence[int]) -> list[InjuryOdds]:
    """Each result of the serious injury table: its count against its share of 36."""
    table = []
    for result in ruleset.hero_injuries:
        chances = _d66_chances(result.from_, result.to)
        observed = sum(1 for value in d66_rolls if result.from_ <= value <= result.to)
        expected = len(d66_rolls) * chances / 36
        table.append(InjuryOdds(result.id, result.from_, result.to, chances, observed, expected))
    return table


def dice_counts(battles: Iterable[Battle]) -> list[DiceCount]:
    """Every die the battle log kept, by its size (a D66 is two D6), the smallest first."""
    counts: Counter[tuple[int, int]] = Counter()
    for battle in battles:
        for roll in battle.get("rolls", ()):
            sides, value, _purpose = _die(roll)
            if sides >= 2:
                counts[(sides, value)] += 1
    sizes = sorted({sides for sides, _ in counts})
    return [DiceCount(s, tuple(counts[(s, face)] for face in range(1, s + 1))) for s in sizes]


def campaign_statistics(
    ruleset: Ruleset, logs: Mapping[int, tuple[str, Sequence[Battle]]]
) -> CampaignStatistics:
    """The statistics of a campaign: `logs` gives each warband's name and battle log (oldest
    first), by warband id."""
    every = [b for _, battles in logs.values() for b in battles]
    return CampaignStatistics(
        warbands=tuple(warband_curves(w, name, log) for w, (name, log) in logs.items()),
        experience=tuple(c for w, (_, log) in logs.items() for c in experience_curves(w, log)),
        injuries=tuple(injury_odds(ruleset, first_injury_rolls(every))),
        dice=tuple(dice_counts(every)),
    )
