"""The warband list's figures, kept on the warband row: its rating and its members.

They are written with every change of the sheet, in the same transaction, so the list of a
campaign reads one row per warband. The rating is `rules.rating.rating_parts`, the one the
sheet counts with (it never fails on a type the rules no longer know: such a warrior counts
as an ordinary one); the members must agree with `Roster.warrior_count`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from app.domain import WarbandState
from rules import Ruleset
from rules.mounts import mount_of
from rules.rating import RatedWarrior, rating_parts

if TYPE_CHECKING:  # the upgrades below run on SQLAlchemy's connection; the list does not
    from sqlalchemy.engine import Connection


@dataclass(frozen=True, slots=True)
class _Row:
    """A warrior row as the upgrades below read it from the tables."""

    kind: str
    type_id: str
    count: int
    experience: int
    equipment: tuple[str, ...]


def _members(kind: str, count: int) -> int:
    return 0 if kind == "hired_sword" else count if kind == "henchmen" else 1


def summarize(ruleset: Ruleset, state: WarbandState) -> tuple[int, int]:
    """(rating, members) of a warband's sheet."""
    return _total(ruleset, state.warriors)


def _total(ruleset: Ruleset, warriors: Sequence[RatedWarrior]) -> tuple[int, int]:
    rating = rating_parts(ruleset, warriors).total(ruleset.campaign)
    return rating, sum(_members(w.kind, w.count) for w in warriors)


def fill_summaries(connection: Connection, ruleset: Ruleset | None = None) -> int:
    """Work out every warband's rating and members from its warrior and carried item rows (the
    upgrades that brought the columns and that counted the mounts: a horse could be bought as a
    plain item before it counted). Plain SQL over tables of the first schema. Returns the count."""
    from sqlalchemy import text

    if ruleset is None:
        from rules import default_ruleset

        ruleset = default_ruleset()
    carried: dict[str, list[str]] = {}
    items = connection.execute(
        text("SELECT warrior_id, item_id FROM carried_item ORDER BY warrior_id, position")
    )
    for warrior_id, item_id in items:
        carried.setdefault(warrior_id, []).append(item_id)
    rows: dict[int, list[RatedWarrior]] = {}
    warriors = connection.execute(
        text("SELECT warband_id, id, kind, type_id, count, experience FROM warrior")
    )
    for warband_id, warrior_id, kind, type_id, count, experience in warriors:
        kit = tuple(carried.get(warrior_id, ()))
        rows.setdefault(warband_id, []).append(_Row(kind, type_id, count, experience, kit))
    ids = [row[0] for row in connection.execute(text("SELECT id FROM warband"))]
    values: list[dict[str, Any]] = []
    for warband_id in ids:
        rating, members = _total(ruleset, rows.get(warband_id, []))
        values.append({"id": warband_id, "rating": rating, "members": members})
    if values:
        connection.execute(
            text("UPDATE warband SET rating = :rating, members = :members WHERE id = :id"), values
        )
    return len(values)


def give_included_mounts(connection: Connection, ruleset: Ruleset | None = None) -> int:
    """Give every warrior whose type comes with a mount in its cost (`included_mount`) and who
    rides none that mount, as his last carried item (the upgrade that made it an item). Plain
    SQL over the warrior and carried item tables. Returns how many were given one."""
    from sqlalchemy import text

    if ruleset is None:
        from rules import default_ruleset

        ruleset = default_ruleset()
    carried: dict[str, list[str]] = {}
    for warrior_id, item_id in connection.execute(
        text("SELECT warrior_id, item_id FROM carried_item ORDER BY warrior_id, position")
    ):
        carried.setdefault(warrior_id, []).append(item_id)
    given: list[dict[str, Any]] = []
    for warrior_id, kind, type_id in connection.execute(
        text("SELECT id, kind, type_id FROM warrior")
    ):
        if kind == "hired_sword":
            continue
        try:
            included = ruleset.warrior_type(type_id).included_mount
        except KeyError:
            continue  # a type the rules no longer know: left as it is
        kit = carried.get(warrior_id, [])
        if included is not None and mount_of(ruleset, kit) is None:
            given.append({"warrior": warrior_id, "position": len(kit), "item": included})
    if given:
        connection.execute(
            text(
                "INSERT INTO carried_item (warrior_id, position, item_id)"
                " VALUES (:warrior, :position, :item)"
            ),
            given,
        )
    return len(given)
