"""Merging two copies of a campaign, as pure values: what is new, what changed in one copy
only, and what changed in both (a conflict the player resolves).

Each warband, campaign, player, entry and match has a stable id (`uid`) and a history: the
digests of its content at every export or merge, oldest first, the last one its content now
("-" when it was deleted). Two copies of the same row compare by their histories:

- the same digest: nothing to do;
- my digest is in their history: they changed it after the version I have, take theirs;
- their digest is in my history: I changed it after the version they have, keep mine;
- neither: both changed it since the copies last met, a conflict.

A row their copy deleted (or a match it took a side out of) is never removed unseen: taking
the removal is the player's choice, kept mine when he makes none (and then asked again by the
next merge of such a file). A deletion against a change is a conflict.

A content digest, not a counter, so a database file copied to another computer (two copies
with the same past) still tells its changes apart, and nothing is lost silently.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from app.plumbing.refusal import Refusal
from rules.messages import Message

TOMBSTONE = "-"  # the digest of a deleted row
MAX_HISTORY = 500  # digests kept per row (the oldest go; a merge then says conflict, never loses)
KINDS = ("warband", "campaign", "player", "entry", "match")  # parents before what points at them
DELETABLE = ("warband", "entry", "match")  # the kinds the program itself deletes

ADD, TAKE, KEEP, SAME, CONFLICT = "add", "take", "keep", "same", "conflict"
DELETE, DROP = "delete", "drop"  # deleted in their copy; a match they took a side out of
REMOVALS = (DELETE, DROP)  # taken only by the player's choice
CHOSEN = (CONFLICT, *REMOVALS)  # the steps a choice (mine or theirs) applies to
MINE, THEIRS = "mine", "theirs"


def digest_of(content: Mapping[str, Any] | None) -> str:
    """The digest of a row's portable content (None: deleted)."""
    if content is None:
        return TOMBSTONE
    text = json.dumps(content, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:20]


@dataclass(frozen=True)
class Unit:
    """One row of a copy: its kind, stable id, history and content (None: deleted)."""

    kind: str
    uid: str
    history: tuple[str, ...]
    content: Mapping[str, Any] | None

    @property
    def digest(self) -> str:
        return self.history[-1]

    @property
    def deleted(self) -> bool:
        return self.content is None


def sealed(kind: str, uid: str, history: Iterable[str], content: Mapping[str, Any] | None) -> Unit:
    """A unit whose history ends with its content's digest (appended when it changed since)."""
    past = list(history)
    now = digest_of(content)
    if not past or past[-1] != now:
        past.append(now)
    return Unit(kind, uid, tuple(past[-MAX_HISTORY:]), content)


@dataclass(frozen=True)
class Step:
    """What the merge does with one row of their copy."""

    action: str  # add | take | keep | same | conflict
    theirs: Unit
    mine: Unit | None

    @property
    def uid(self) -> str:
        return self.theirs.uid

    @property
    def kind(self) -> str:
        return self.theirs.kind


class MergeError(Refusal, ValueError):
    """Their copy cannot be merged into this one; the message says why (nothing is written)."""


def kind_word(kind: str) -> Message:
    """A kind of row as a word of the player's language (a value of a refusal)."""
    return Message.of(f"copy_kind_{kind}")


def compare(mine: Unit | None, theirs: Unit) -> str:
    if mine is None:
        return SAME if theirs.deleted else ADD
    if mine.kind != theirs.kind:
        raise MergeError(
            Message.of(
                "copy_id_other_kind",
                id=theirs.uid[:8],
                kind=kind_word(theirs.kind),
                here=kind_word(mine.kind),
            )
        )
    if mine.digest == theirs.digest:
        return SAME
    if mine.digest in theirs.history and theirs.digest in mine.history:
        return _later(mine, theirs)
    if mine.digest in theirs.history:
        return _taken(mine, theirs)
    if theirs.digest in mine.history:
        return KEEP
    return CONFLICT


def _later(mine: Unit, theirs: Unit) -> str:
    """Each copy's row was once as the other's is now (a row put back as it was, a removal
    kept): the copy whose history goes on from the other's is the later; neither, a conflict."""
    if mine.history[: len(theirs.history)] == theirs.history:
        return KEEP
    if theirs.history[: len(mine.history)] == mine.history:
        return _taken(mine, theirs)
    return CONFLICT


def _taken(mine: Unit, theirs: Unit) -> str:
    if theirs.deleted:
        return DELETE
    return DROP if sides_dropped(mine, theirs) else TAKE


def sides_dropped(mine: Unit, theirs: Unit) -> list[str]:
    """The warbands of my match that their match no longer has as sides (their uids)."""
    if mine.kind != "match" or mine.content is None or theirs.content is None:
        return []
    kept = {s["warband"] for s in theirs.content["sides"]}
    return [s["warband"] for s in mine.content["sides"] if s["warband"] not in kept]


def plan(mine: Mapping[str, Unit], theirs: Iterable[Unit]) -> list[Step]:
    """A step for every row of their copy, parents first (the order of KINDS)."""
    steps = [Step(compare(mine.get(t.uid), t), t, mine.get(t.uid)) for t in theirs]
    return sorted(steps, key=lambda s: KINDS.index(s.kind))


def outcome(step: Step, choice: str | None) -> Unit | None:
    """The row as it will be after the merge (None: left as it is). A conflict needs the
    player's choice: keep mine or take theirs; a removal is taken only when chosen."""
    if step.action in (ADD, TAKE) or (step.action in CHOSEN and choice == THEIRS):
        return step.theirs
    if step.action == CONFLICT and choice != MINE:
        raise MergeError(
            Message.of("conflict_needs_choice", kind=kind_word(step.kind), id=step.uid[:8])
        )
    return None


def joined_history(step: Step, choice: str | None) -> tuple[str, ...]:
    """Both copies' histories, ending with the digest the row has after the merge: merging the
    same file again, or this copy into theirs, then finds nothing new in either. A removal
    left without a choice keeps my history: the next merge of such a file asks again."""
    mine = step.mine
    if mine is not None and step.action in REMOVALS and choice is None:
        return mine.history
    merged = list(mine.history) if mine is not None else []
    seen = set(merged)
    merged += [d for d in step.theirs.history if d not in seen]
    taken = outcome(step, choice)
    now = step.theirs.digest if mine is None or taken is not None else mine.digest
    if merged[-1] != now:
        merged.append(now)
    return tuple(merged[-MAX_HISTORY:])
