"""Use cases of sharing without a server: export a copy of the campaign (or of one warband) to
a file, and merge such a file into this copy.

A merge adds what is new, takes what changed in their copy only, keeps what changed in this
one only, and needs the player's choice for each conflict (the same row changed in both
copies since they last met): keep mine or take theirs. It is one transaction; `undo_merge`
puts every row it touched back exactly. A file that cannot be read or merged is refused with
one line, and nothing is written.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from app.copies.merge_checks import check_references
from app.copies.merging import (
    ADD,
    CHOSEN,
    CONFLICT,
    DELETABLE,
    DELETE,
    DROP,
    KEEP,
    KINDS,
    REMOVALS,
    SAME,
    TAKE,
    MergeError,
    Step,
    Unit,
    joined_history,
    outcome,
    plan,
)
from app.copies.sharing import document, read_copy
from app.exports.exchange import ExchangeError
from app.store import league as rows
from app.store import sync
from app.store.repository import ConflictError, NotFoundError, Store
from app.usecases.core import Description
from app.usecases.merge_apply import apply_steps
from app.usecases.merge_league import check_league, league_faults
from rules.messages import Message, message_of

if TYPE_CHECKING:
    from app.usecases.changes import ChangeView

__all__ = [
    "MergeChange",
    "MergeItem",
    "MergePreview",
    "export_copy",
    "merge_copy",
    "preview_merge",
    "undo_merge",
]


@dataclass(frozen=True)
class MergeItem:
    """One row the merge adds, takes, keeps or asks about, in values the edge words."""

    kind: str  # warband | campaign | player | entry | match
    uid: str
    action: str  # add | take | conflict | delete (deleted in their copy) | drop (a side out)
    label: str  # its name (a match: its date and warbands)
    mine: Mapping[str, Any] | None  # a brief of each copy's row (None: deleted or absent)
    theirs: Mapping[str, Any] | None


@dataclass(frozen=True)
class MergePreview:
    items: tuple[MergeItem, ...]
    unchanged: int  # rows the same in both copies (or newer here)

    @property
    def conflicts(self) -> tuple[MergeItem, ...]:
        return tuple(i for i in self.items if i.action == CONFLICT)

    @property
    def removals(self) -> tuple[MergeItem, ...]:
        """What their copy removed: taken only by the player's choice."""
        return tuple(i for i in self.items if i.action in REMOVALS)

    def count(self, action: str) -> int:
        return sum(1 for i in self.items if i.action == action)


@dataclass(frozen=True)
class MergeChange:
    """What a merge did: the rows it touched before and after, for undo."""

    description: Description
    before: sync.Snapshot
    after: sync.Snapshot
    preview: MergePreview | None = None
    campaign_ids: tuple[int, ...] = field(default=())

    def undo(self, store: Store) -> MergeChange:
        return undo_merge(store, self)

    def redo(self, store: Store) -> MergeChange:
        return undo_merge(store, self)  # undoing the undo redoes it

    def show(self, view: ChangeView) -> None:
        view.rows_changed(self.campaign_ids)


# --- export ----------------------------------------------------------------------------------


def export_copy(
    store: Store, *, campaign_id: int | None = None, warband_id: int | None = None
) -> str:
    """The copy file of everything, of one campaign (with its warbands) or of one warband.
    The histories are brought up to date first (a write, never a change of the campaign)."""
    with store.transaction() as tx:
        local = sync.read_local(tx)
        units = local.units()
        sync.write_histories(tx.session.connection(), local.histories, units.values())
    if warband_id is not None:
        chosen = [
            u for u in units.values() if local.ids.get(u.uid) == warband_id and u.kind == "warband"
        ]
        if not chosen:
            raise NotFoundError(Message.of("no_warband_id", warband_id=warband_id))
    elif campaign_id is not None:
        chosen = _campaign_units(units, local.ids, campaign_id)
    else:
        chosen = list(units.values())
    chosen = [u for u in chosen if not u.deleted or u.kind in DELETABLE]
    return document(sorted(chosen, key=lambda u: KINDS.index(u.kind)))


def _campaign_units(units: Mapping[str, Unit], ids: Mapping[str, int], cid: int) -> list[Unit]:
    campaign = next(
        (u for u in units.values() if u.kind == "campaign" and ids.get(u.uid) == cid), None
    )
    if campaign is None:
        raise NotFoundError(Message.of("no_campaign_id", campaign_id=cid))
    mine = [u for u in units.values() if u.content and u.content.get("campaign") == campaign.uid]
    warbands = {u.content["warband"] for u in mine if u.kind == "entry" and u.content}
    warbands |= {
        s["warband"] for u in mine if u.kind == "match" and u.content for s in u.content["sides"]
    }
    gone = [u for u in units.values() if u.deleted]  # deletions travel: a few ids each
    return [campaign, *mine, *(units[w] for w in sorted(warbands) if w in units), *gone]


# --- merge -----------------------------------------------------------------------------------


def _read(store: Store, text: str | bytes) -> list[Unit]:
    try:
        return read_copy(store.ruleset, text)
    except ExchangeError as exc:
        raise MergeError(message_of(exc)) from None


def _preview(steps: list[Step], units: Mapping[str, Unit]) -> MergePreview:
    names = _names(units, [s.theirs for s in steps])
    items = tuple(
        MergeItem(
            s.kind,
            s.uid,
            s.action,
            _label(s, names),
            _brief(s.mine, names),
            _brief(s.theirs, names),
        )
        for s in steps
        if s.action not in (SAME, KEEP)
    )
    return MergePreview(items, sum(1 for s in steps if s.action in (SAME, KEEP)))


def preview_merge(store: Store, text: str | bytes) -> MergePreview:
    """What merging the file would do, without writing anything."""
    theirs = _read(store, text)
    with store.transaction() as tx:  # read only: rolled back by nothing written
        units = sync.read_local(tx).units()
    check_references(theirs, units)
    return _preview(plan(units, theirs), units)


def merge_copy(
    store: Store,
    text: str | bytes,
    choices: Mapping[str, str] | None = None,
    default: str | None = None,
    deletions: str | None = None,
) -> MergeChange:
    """Merge a copy file into this one. `choices`: uid -> mine|theirs for conflicts and
    removals; `default` for the conflicts not in it, `deletions` for the removals not in it
    (none: each kept, asked again next time). Refused (nothing written) while a conflict has
    no choice. A warband deleted in their copy goes to the bin here, never for good."""
    theirs = _read(store, text)
    chosen = dict(choices or {})
    with store.transaction() as tx:
        conn = tx.session.connection()
        local = sync.read_local(tx)
        units = local.units()
        check_references(theirs, units)
        steps = plan(units, theirs)
        picks = {
            s.uid: chosen.get(s.uid, default if s.action == CONFLICT else deletions)
            for s in steps
            if s.action in CHOSEN
        }
        _check_choices(picks, _preview(steps, units))
        taken = [s for s in steps if outcome(s, picks.get(s.uid)) is not None]
        touched = {local.ids[s.uid] for s in taken if s.kind == "warband" and s.uid in local.ids}
        before = sync.snapshot(conn, touched)
        faults = league_faults(conn)
        added = apply_steps(tx, local, taken)
        check_league(conn, faults)
        final = {**units, **{s.uid: _joined(s, picks.get(s.uid)) for s in steps}}
        sync.write_histories(conn, local.histories, final.values())
        after = sync.snapshot(conn, touched | added)
    preview = _preview(steps, units)
    campaigns = tuple(int(k) for k in after[rows.CAMPAIGN.name])
    return MergeChange(Message.of("did_merge"), before, after, preview, campaigns)


def _joined(step: Step, choice: str | None) -> Unit:
    return Unit(step.kind, step.uid, joined_history(step, choice), step.theirs.content)


def _check_choices(picks: Mapping[str, str | None], seen: MergePreview) -> None:
    open_ = [i for i in seen.conflicts if picks.get(i.uid) is None]
    if open_:
        listed = "; ".join(f"{i.label} ({i.uid[:8]})" for i in open_[:5])
        raise MergeError(Message.of("conflicts_need_choice", count=len(open_), listed=listed))
    bad = [p for p in picks.values() if p not in ("mine", "theirs", None)]
    if bad:
        raise MergeError(Message.of("conflict_bad_choice", choice=str(bad[0])))


def undo_merge(store: Store, change: MergeChange) -> MergeChange:
    """Put every row the merge touched back as it was; the returned change redoes it.
    Refused if one of them changed since (an export only brings histories up to date)."""
    with store.transaction() as tx:
        try:
            current, restored = sync.put_back(tx, change.before, change.after)
        except sync.StaleRowsError:
            raise ConflictError(
                Message.of("campaign_undo_later_first", change=change.description)
            ) from None
    return MergeChange(
        Message.of("did_undo", change=change.description),
        current,
        restored,
        change.preview,
        change.campaign_ids,
    )


# --- words' values: names and briefs ----------------------------------------------------------


def _names(*groups: Mapping[str, Unit] | Iterable[Unit]) -> dict[str, str]:
    names: dict[str, str] = {}
    for group in groups:
        for unit in group.values() if isinstance(group, Mapping) else group:
            content = unit.content
            if content is None:  # deleted: its name is the other copy's
                continue
            if unit.kind == "warband":
                names.setdefault(unit.uid, content["warband"]["name"])
            elif unit.kind in ("campaign", "player"):
                names.setdefault(unit.uid, content["name"])
    return names


def _label(step: Step, names: Mapping[str, str]) -> str:
    mine = step.mine.content if step.mine else None
    content = (mine if step.action == DROP else None) or step.theirs.content or mine or {}
    if step.kind == "match":
        sides = " - ".join(names.get(s["warband"], "?") for s in content.get("sides", []))
        return f"{content.get('played_on', '')}: {sides}"
    if step.kind == "entry":
        player, warband = (names.get(content.get(k, ""), "?") for k in ("player", "warband"))
        return f"{player}: {warband}"
    return names.get(step.uid, step.uid[:8])


def _brief(unit: Unit | None, names: Mapping[str, str]) -> dict[str, Any] | None:
    if unit is None or unit.content is None:
        return None
    c = unit.content
    if unit.kind == "warband":
        sheet = c["warband"]
        return {
            "name": sheet["name"],
            "treasury": sheet.get("treasury", 0),
            "shards": sheet.get("shards", 0),
            "warriors": len(sheet.get("warriors", [])),
            "models": sum(w.get("count", 1) for w in sheet.get("warriors", [])),
            "battles": len(c.get("battles", [])),
            "deleted": bool(c.get("deleted")),
        }
    if unit.kind == "match":
        winners = [s["warband"] for s in c["sides"] if s["result"] == "won"]
        return {
            "played_on": c["played_on"],
            "scenario": c["scenario"],
            "winner": names.get(winners[0], "?") if winners else "",
            "casualties": sum(k["out_of_action"] for k in c["casualties"]),
            "sides": [names.get(s["warband"], "?") for s in c["sides"]],
        }
    keys = {
        "campaign": ("name", "started_on"),
        "player": ("name",),
        "entry": ("joined_on", "retired_on"),
    }
    return {k: c[k] for k in keys[unit.kind]}


ACTIONS = (ADD, TAKE, KEEP, CONFLICT, DELETE, DROP)
