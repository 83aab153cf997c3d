"""Two or three copies of one book, edited, exported and merged in random order and direction
(#23): a hypothesis state machine shared by the suite's short run
(tests/app/test_merge_properties.py) and the long one (benchmarks/merge_properties.py).

After every merge: every row of the copy merged into is still there (a warband at least in the
bin), or its removal was the player's choice, or it was listed as a conflict; every row of the
file is there too, or was deleted in this copy before, or was listed as a conflict; a match
keeps its sides unless taking theirs was chosen. A refused merge writes nothing. Undo puts
every row back exactly, and redo brings the merge back.
"""

from __future__ import annotations

import random
import shutil
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, precondition, rule
from sqlalchemy import select
from sqlmodel import SQLModel

import app.usecases as uc
from app.copies.merging import CONFLICT, DELETE, DROP, MINE, THEIRS, MergeError
from app.copies.sharing import read_copy
from app.store import sync
from app.store.database import open_database
from app.store.repository import ConflictError, Store
from app.usecases.league import MatchReport
from app.usecases.merge import MergePreview, export_copy, merge_copy, preview_merge, undo_merge
from app.usecases.warbands import empty_bin
from rules import default_ruleset

RULESET = default_ruleset()
TEMPLATE: list[Path] = []  # an empty database made once (every migration run), copied for each
SEEN: Counter[str] = Counter()  # what the runs did and checked, for the benchmark's report

copy_no = st.integers(min_value=0, max_value=2)
pick = st.integers(min_value=0, max_value=50)


def empty_database() -> Path:
    if not TEMPLATE:
        folder = Path(tempfile.mkdtemp(prefix="roster-merge-template-"))
        path = folder / "empty.sqlite3"
        open_database(path).close()
        TEMPLATE.append(path)
    return TEMPLATE[0]


def rows_of(store: Store) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table but the warbands' revisions (an undo writes a warband back
    with a newer one): equal for two states the player cannot tell apart."""
    out = {}
    with store.database.connect() as conn:
        for table in SQLModel.metadata.sorted_tables:
            columns = [c for c in table.c if not (table.name == "warband" and c.name == "revision")]
            out[table.name] = sorted((tuple(r) for r in conn.execute(select(*columns))), key=repr)
    return out


def present(store: Store) -> tuple[dict[str, tuple[str, frozenset[str]]], set[str]]:
    """The rows of a copy by uid (a match with its sides' warbands), and the uids it deleted."""
    with store.transaction() as tx:
        local = sync.read_local(tx)
    rows = {
        uid: (kind, frozenset(s["warband"] for s in content.get("sides", ())))
        for uid, (kind, content) in local.contents.items()
    }
    return rows, set(local.histories) - set(rows)


class MergeMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="roster-merge-prop-"))
        self.copies: list[Store] = []
        self.files: list[str] = []
        self.made = 0

    def teardown(self) -> None:
        for store in self.copies:
            store.database.close()
        shutil.rmtree(self.folder, ignore_errors=True)

    def copy(self, n: int) -> Store:
        return self.copies[n % len(self.copies)]

    def campaign(self, store: Store) -> int | None:
        campaigns = uc.list_campaigns(store)
        return campaigns[0][0] if campaigns else None

    @initialize(count=st.integers(min_value=2, max_value=3))
    def book(self, count: int) -> None:
        for n in range(count):
            path = self.folder / f"copy{n}.sqlite3"
            shutil.copyfile(empty_database(), path)
            self.copies.append(Store(open_database(path), RULESET))
        first = self.copies[0]
        campaign = uc.create_campaign(first, "Autumn", "2026-09-01").campaign_id
        ids = []
        for player, kind in (("Anna", "reikland"), ("Boris", "skaven"), ("Clara", "middenheim")):
            uc.add_player(first, campaign, player)
            ids.append(uc.create_warband(first, kind, f"{player}'s").warband_id)
            uc.enter_warband(first, campaign, player, ids[-1], "2026-09-01")
        uc.record_match(first, campaign, MatchReport(ids[:2], ids[0], "2026-09-08"))
        for other in self.copies[1:]:
            merge_copy(other, export_copy(first))

    # --- a player's edits in one copy ----------------------------------------------------------

    @rule(c=copy_no, n=pick, gold=st.integers(min_value=0, max_value=500))
    def treasury(self, c: int, n: int, gold: int) -> None:
        store = self.copy(c)
        warbands = store.list_warbands()
        if warbands:
            uc.set_treasury(store, warbands[n % len(warbands)].id, gold)

    @rule(c=copy_no, n=pick)
    def to_bin(self, c: int, n: int) -> None:
        store = self.copy(c)
        warbands = store.list_warbands()
        if warbands:
            uc.delete_warband(store, warbands[n % len(warbands)].id)

    @rule(c=copy_no, n=pick)
    def restore(self, c: int, n: int) -> None:
        store = self.copy(c)
        binned = [w for w in store.list_warbands(include_deleted=True) if w.deleted]
        if binned:
            uc.restore_warband(store, binned[n % len(binned)].id)

    @rule(c=copy_no, n=pick)
    def delete_for_good(self, c: int, n: int) -> None:
        """A warband put in the bin and the bin emptied: its entry and match sides go too."""
        self.to_bin(c, n)
        self.empty_the_bin(c)

    @rule(c=copy_no)
    def empty_the_bin(self, c: int) -> None:
        SEEN["bins emptied"] += bool(empty_bin(self.copy(c)).names)

    @rule(c=copy_no, n=pick)
    def remove_match(self, c: int, n: int) -> None:
        store = self.copy(c)
        campaign = self.campaign(store)
        matches = uc.load_league(store, campaign).matches if campaign else ()
        if campaign and matches:
            uc.remove_match(store, campaign, matches[n % len(matches)].id)

    @rule(c=copy_no, a=pick, b=pick, day=st.integers(min_value=10, max_value=28))
    def record_match(self, c: int, a: int, b: int, day: int) -> None:
        store = self.copy(c)
        campaign = self.campaign(store)
        if campaign is None:
            return
        playing = [e.warband_id for e in uc.load_league(store, campaign).entries if e.active]
        sides = {playing[a % len(playing)], playing[b % len(playing)]} if playing else set()
        try:
            report = MatchReport(sorted(sides), None, f"2026-09-{day}")
            uc.record_match(store, campaign, report)
        except uc.RefusedError:
            SEEN["matches refused (a warband in the bin, one side)"] += 1

    @rule(c=copy_no, kind=st.sampled_from(["reikland", "skaven", "undead"]))
    def new_player(self, c: int, kind: str) -> None:
        store = self.copy(c)
        campaign = self.campaign(store)
        if campaign is None:
            return
        self.made += 1
        name = f"Player {self.made}"
        uc.add_player(store, campaign, name)
        warband = uc.create_warband(store, kind, f"{name}'s").warband_id
        uc.enter_warband(store, campaign, name, warband, "2026-09-02")

    @rule(c=copy_no, n=pick)
    def retire(self, c: int, n: int) -> None:
        store = self.copy(c)
        campaign = self.campaign(store)
        if campaign is None:
            return
        playing = [e for e in uc.load_league(store, campaign).entries if e.active]
        if playing:
            uc.retire_warband(store, campaign, playing[n % len(playing)].warband_id, "2026-09-30")

    @rule(c=copy_no)
    def export(self, c: int) -> None:
        """A copy exported: merged later, maybe after more edits on both sides."""
        self.files.append(export_copy(self.copy(c)))

    # --- merges --------------------------------------------------------------------------------

    @precondition(lambda self: bool(self.files))
    @rule(f=pick, c=copy_no, seed=st.integers(min_value=0, max_value=2**32), undo=st.booleans())
    def merge_an_older_file(self, f: int, c: int, seed: int, undo: bool) -> None:
        self.merge(self.copy(c), self.files[f % len(self.files)], seed, undo)

    @rule(a=copy_no, b=copy_no, seed=st.integers(min_value=0, max_value=2**32), undo=st.booleans())
    def exchange(self, a: int, b: int, seed: int, undo: bool) -> None:
        """A copy exported and sent: merged into another at once."""
        self.export(a)
        self.merge(self.copy(b), self.files[-1], seed, undo)

    @rule(a=copy_no, b=copy_no, seed=st.integers(min_value=0, max_value=2**32))
    def exchange_both_ways(self, a: int, b: int, seed: int) -> None:
        self.exchange(a, b, seed, False)
        self.exchange(b, a, seed + 1, False)

    def merge(self, store: Store, text: str, seed: int, undo: bool) -> None:
        try:
            preview = preview_merge(store, text)
        except MergeError:
            SEEN["previews refused"] += 1
            return
        choices = self.choose(preview, random.Random(seed))
        before, gone_here = present(store)
        rows_before = rows_of(store)
        try:
            change = merge_copy(store, text, choices)
        except (MergeError, ConflictError) as exc:
            code = exc.message.code if exc.message is not None else exc.__class__.__name__
            SEEN[f"merges refused: {code}"] += 1
            assert rows_of(store) == rows_before, "a refused merge wrote something"
            return
        SEEN["merges"] += 1
        self.check(store, preview, choices, before, gone_here, text)
        if undo:
            rows_after = rows_of(store)
            undone = undo_merge(store, change)
            assert rows_of(store) == rows_before, "undo did not put every row back"
            undo_merge(store, undone)
            assert rows_of(store) == rows_after, "redo did not bring the merge back"
            SEEN["merges undone and redone exactly"] += 1

    def choose(self, preview: MergePreview, rnd: random.Random) -> dict[str, str]:
        """The player's choices: each conflict mine or theirs; each removal kept by default,
        kept by choice, or taken."""
        choices = {i.uid: rnd.choice([MINE, THEIRS]) for i in preview.conflicts}
        for item in preview.removals:
            pick_ = rnd.choice([None, MINE, THEIRS])
            if pick_ is not None:
                choices[item.uid] = pick_
        return choices

    def check(
        self,
        store: Store,
        preview: MergePreview,
        choices: dict[str, str],
        before: dict[str, tuple[str, frozenset[str]]],
        gone_here: set[str],
        text: str,
    ) -> None:
        after, _ = present(store)
        listed = {i.uid: i.action for i in preview.items}
        taken = (CONFLICT, DELETE, DROP)
        chosen = {u for u, a in listed.items() if a in taken and choices.get(u) == THEIRS}
        SEEN["conflicts listed"] += len(preview.conflicts)
        SEEN["removals listed (deleted in their copy, a side out)"] += len(preview.removals)
        SEEN["removals or conflicts taken"] += len(chosen)
        for uid, (kind, sides) in before.items():
            SEEN["rows of this copy checked"] += 1
            if uid not in after:
                assert kind != "warband", f"warband {uid} deleted for good by a merge"
                assert uid in chosen, f"{kind} {uid} removed unseen ({listed.get(uid)})"
            elif not sides <= after[uid][1]:
                assert uid in chosen, f"match {uid} lost a side unseen ({listed.get(uid)})"
        for unit in read_copy(RULESET, text):
            if unit.content is None:
                continue
            SEEN["rows of their copy checked"] += 1
            if unit.uid not in after:
                assert unit.uid in gone_here or listed.get(unit.uid) == CONFLICT, (
                    f"their {unit.kind} {unit.uid} neither merged nor listed"
                )
