"""Benchmark of the application store (not part of the test run).

Builds a campaign database of N warbands (about 15 warriors each: heroes with kit, skills,
spells, advances and injuries; henchman groups with counts; hired swords) and 5 battles per
warband, then times, with `time.perf_counter`, the operations a player waits for:

    open     open_database on the existing file (file check, engine, migration check), again
             and again inside this one warm process (the modules imported, the file in the
             system's cache): not a program's start. A fresh program's open is printed after
             the tables, and the speed table (benchmarks/run_all.py) has the commands' starts
    list     Store.list_warbands (every warband with its rating)
    load     Store.load of one warband by a new Store: the sheet is read from the database
    load cached  Store.load again by the same Store: its sheet cache (by revision) is warm
    edit     app.usecases.set_treasury (load, rules check, save in one transaction) through
             one long-lived Store, as the program makes them
    export   app.usecases.transfer.export_warband of one warband with its battle log (new Store)
    import   app.usecases.transfer.import_warband of that export

Each figure is the median of repeated runs over several warbands, printed with the time plain
sqlite3 (stdlib) takes to read or write the same rows, the ratio between the two, and how both
change from the smallest to the largest database. Per-warband operations should not grow with
the database.

    .venv/bin/python benchmarks/store_benchmark.py            # sizes 100 and 1,000
    .venv/bin/python benchmarks/store_benchmark.py --quick    # fewer repeats
    .venv/bin/python benchmarks/store_benchmark.py --sizes 100,500,1000
    .venv/bin/python benchmarks/store_benchmark.py --rows     # issue #14's rows (store_rows.py)
    .venv/bin/python benchmarks/store_benchmark.py --json     # the same rows, one JSON a line

The rows of the speed table and the JSON interface that benchmarks/run_all.py reads are
described in benchmarks/store_rows.py.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

from app.domain import (
    AdvanceRecord,
    GainedRule,
    InjuryRecord,
    ProfileChange,
    SpellKnown,
    WarbandState,
    Warrior,
    to_roster,
)
from app.store.database import open_database
from app.store.repository import WARRIOR_CHILD_TABLES, Store
from app.usecases import set_treasury
from app.usecases.core import INCOMPLETE
from app.usecases.transfer import export_warband, import_warband
from rules import CHARACTERISTICS, Ruleset, default_ruleset
from rules.composition import validate
from rules.costs import allowed_items
from rules.loader import WARBAND_IDS as CORE_WARBANDS
from rules.models import HiredSword, Skill, Spell, Warband, WarriorType

T = TypeVar("T")

WARRIORS_PER_WARBAND = 15
BATTLES_PER_WARBAND = 5
ROLLS_PER_BATTLE = 10
WARBANDS_PER_TRANSACTION = 250
FLAT_LIMIT = 1.5  # a per-warband operation "stays flat" if it grows by less than this
PER_WARBAND = ("load", "load cached", "edit", "export", "import")
OPERATIONS = ("open", "list", "load", "load cached", "edit", "export", "import")
CHILD_TABLES: tuple[str, ...] = WARRIOR_CHILD_TABLES
# Injury results that remove the warrior or only happen once: not on a living roster.
_TRANSIENT_EFFECTS = {"dead", "captured", "roll_again", "pit_fight", "lose_equipment"}
_FIRST = ("Karl", "Otto", "Dieter", "Hans", "Ulric", "Magda", "Greta", "Skrit", "Vrask", "Gnaw")
_LAST = ("Stahl", "Brandt", "Vogel", "Krieger", "Adler", "Haas", "Eisen", "Wolf", "Dunkel")
_WORDS = ("Grey", "Black", "Iron", "Blood", "Night", "Storm", "Ash", "Rat", "Bone", "Silver")
_THINGS = ("Wolves", "Blades", "Claws", "Hammers", "Crows", "Lanterns", "Fangs", "Shadows")


# --- generating realistic warbands --------------------------------------------------------


@dataclass
class Kit:
    """What one warrior type may carry, sorted by the slot it takes."""

    dagger: bool
    close: list[str]
    missile: list[str]
    armour: list[str]
    misc: list[str]


@dataclass
class WarbandKit:
    """Everything a warband type may legally hire, carry and learn."""

    warband: Warband
    leader: WarriorType
    other_heroes: list[WarriorType]
    henchmen: list[WarriorType]
    kits: dict[str, Kit]
    skills: dict[str, list[Skill]]
    spells: dict[str, list[Spell]]
    hired_swords: list[HiredSword]
    stash_pool: list[str]


@dataclass
class Injury:
    id: str
    changes: list[tuple[str, int]]
    rules: list[str]


class SheetFactory:
    """Legal, lived-in warbands of every type, from the rulebook, reproducible from a seed.

    Each warband is drawn from its own random stream, keyed by a name: the same key gives the
    same sheet and battle log in every database.
    """

    def __init__(self, ruleset: Ruleset, seed: int) -> None:
        self.ruleset = ruleset
        self.seed = seed
        self.rng = random.Random(seed)
        # The rulebook's own warbands: the packs' special cases (a leader who is not one of
        # the heroes, hiring limits) change while the data grows, and the figures must stay
        # comparable from run to run.
        self.types = {
            wid: self._kit(ruleset.warbands[wid])
            for wid in sorted(CORE_WARBANDS)
            if wid in ruleset.warbands
        }
        self.type_ids = list(self.types)
        self.injuries = self._injuries()
        self.scenarios = sorted(ruleset.scenarios)

    def _kit(self, warband: Warband) -> WarbandKit:
        ruleset = self.ruleset
        kits: dict[str, Kit] = {}
        skills: dict[str, list[Skill]] = {}
        spells: dict[str, list[Spell]] = {}
        for wtype in warband.types:
            allowed = [
                i
                for i in allowed_items(ruleset, warband, wtype)
                if i in ruleset.items and ruleset.items[i].available_to(warband.id)
            ]
            allowed = list(dict.fromkeys(allowed))
            category = {i: ruleset.items[i].category for i in allowed}
            kits[wtype.id] = Kit(
                dagger="dagger" in allowed,
                close=[i for i in allowed if category[i] == "hand_to_hand" and i != "dagger"],
                missile=[i for i in allowed if ruleset.items[i].is_missile],
                armour=[i for i in allowed if category[i] == "armour"],
                misc=[i for i in allowed if category[i] == "misc"],
            )
            skills[wtype.id] = [
                skill
                for list_id in wtype.skill_lists
                for skill in ruleset.skills_of(list_id)
                if (wtype.is_leader or not skill.leader_only)
                and (wtype.is_caster or not skill.casters_only)
                and (not skill.only_types or wtype.id in skill.only_types)
                and wtype.id not in skill.not_types
                and warband.id not in skill.not_warbands
            ]
            spells[wtype.id] = list(ruleset.spells_of(wtype.spell_list)) if wtype.spell_list else []
        stash_pool = sorted(
            {
                entry.item
                for equipment_list in warband.equipment_lists.values()
                for entry in equipment_list.items
                if entry.item in ruleset.items
                and ruleset.items[entry.item].available_to(warband.id)
            }
        )
        return WarbandKit(
            warband=warband,
            leader=next(t for t in warband.heroes if t.is_leader),
            other_heroes=[t for t in warband.heroes if not t.is_leader],
            henchmen=list(warband.henchmen),
            kits=kits,
            skills=skills,
            spells=spells,
            hired_swords=[
                s for s in ruleset.hired_swords.values() if ruleset.may_hire(warband.id, s.id)
            ],
            stash_pool=stash_pool,
        )

    def _injuries(self) -> list[Injury]:
        out = []
        for result in self.ruleset.hero_injuries:
            for leaf in result.sub_roll or (result,):
                effects = leaf.effects or result.effects
                if any(e.type in _TRANSIENT_EFFECTS for e in effects):
                    continue
                out.append(
                    Injury(
                        leaf.id,
                        [
                            (e.characteristic, e.delta)
                            for e in effects
                            if e.type == "characteristic" and e.characteristic and e.delta
                        ],
                        [
                            e.rule
                            for e in effects
                            if e.type in ("special_rule", "psychology") and e.rule
                        ],
                    )
                )
        return out

    def uid(self) -> str:
        return f"{self.rng.getrandbits(128):032x}"

    def person(self) -> str:
        return f"{self.rng.choice(_FIRST)} {self.rng.choice(_LAST)}"

    def dice(self, n: int) -> list[int]:
        return [self.rng.randint(1, 6) for _ in range(n)]

    def kit(self, kit: Kit, *, hero: bool) -> list[str]:
        rng = self.rng
        out = ["dagger"] if kit.dagger else []
        if kit.close:  # at most two close-combat weapons besides the free dagger
            out += rng.sample(kit.close, min(len(kit.close), rng.randint(1, 2)))
        if kit.missile and rng.random() < 0.5:
            out.append(rng.choice(kit.missile))
        if kit.armour and rng.random() < 0.6:
            out += rng.sample(kit.armour, min(len(kit.armour), rng.randint(1, 2)))
        if hero and kit.misc and rng.random() < 0.3:
            out.append(rng.choice(kit.misc))
        return out

    def _raise(self, warrior: Warrior, wtype: WarriorType) -> str | None:
        """+1 to a characteristic still under the racial maximum, if any."""
        race = self.ruleset.races[wtype.race]
        current = warrior.profile(wtype.profile)
        open_keys = [
            key
            for key in CHARACTERISTICS
            if current[key] + 1 <= max(race.max[key], wtype.profile[key])
        ]
        if not open_keys:
            return None
        key = self.rng.choice(open_keys)
        warrior.profile_changes.append(ProfileChange(key, 1, "advance"))
        return key

    def hero(self, kit: WarbandKit, wtype: WarriorType) -> Warrior:
        rng = self.rng
        warrior = Warrior(kind="hero", type_id=wtype.id, name=self.person(), id=self.uid())
        warrior.experience_floor = wtype.experience
        warrior.experience = wtype.experience + rng.randint(0, 14)
        warrior.equipment = self.kit(kit.kits[wtype.id], hero=True)
        pool = list(kit.skills[wtype.id])
        thresholds = self.ruleset.experience.hero_thresholds
        for threshold in (t for t in thresholds if wtype.experience < t <= warrior.experience):
            taken = set(warrior.skills)
            barred = taken | {x for t in taken for x in self.ruleset.skills[t].excludes}
            choices = [s for s in pool if s.id not in barred and not taken & set(s.excludes)]
            if choices and rng.random() < 0.6:
                skill = rng.choice(choices)
                warrior.skills.append(skill.id)
                record = AdvanceRecord(threshold, "skill", skill.id, self.dice(2))
            else:
                key = self._raise(warrior, wtype)
                if key is None:
                    continue
                record = AdvanceRecord(threshold, "characteristic", key, self.dice(2))
            warrior.advances.append(record)
        spells = kit.spells[wtype.id]
        if spells:
            known = rng.sample(spells, min(len(spells), max(1, wtype.starting_spells)))
            warrior.spells = [SpellKnown(s.key, rng.choice((0, 0, 1))) for s in known]
        mutations = kit.warband.mutations
        if wtype.mutations_min is not None and mutations:
            number = max(wtype.mutations_min, rng.randint(0, 1))
            warrior.mutations = [m.id for m in rng.sample(mutations, number)]
        for _ in range(rng.choice((0, 0, 0, 1, 1, 2))):
            self._injure(warrior, wtype)
        if rng.random() < 0.2:
            warrior.notes = "Swore an oath at the Temple of Sigmar; owes the Black Pit 20 gc."
        return warrior

    def _injure(self, warrior: Warrior, wtype: WarriorType) -> None:
        injury = self.rng.choice(self.injuries)
        current = warrior.profile(wtype.profile)
        if any(current[key] + delta < 1 for key, delta in injury.changes):
            return
        warrior.injuries.append(InjuryRecord(injury.id, "battle of the Merchants' Quarter"))
        warrior.profile_changes += [ProfileChange(k, d, "injury") for k, d in injury.changes]
        warrior.rules_gained += [GainedRule(r, "injury", injury.id) for r in injury.rules]

    def group(self, kit: WarbandKit, wtype: WarriorType, count: int) -> Warrior:
        rng = self.rng
        warrior = Warrior(
            kind="henchmen",
            type_id=wtype.id,
            name=f"{rng.choice(_WORDS)} {wtype.name.en}",
            id=self.uid(),
            count=count,
        )
        warrior.equipment = self.kit(kit.kits[wtype.id], hero=False)
        if wtype.gains_experience:
            warrior.experience = rng.randint(0, 8)
            for threshold in self.ruleset.experience.henchman_thresholds:
                if threshold <= warrior.experience and rng.random() < 0.5:
                    key = self._raise(warrior, wtype)
                    if key is not None:
                        warrior.advances.append(
                            AdvanceRecord(threshold, "characteristic", key, self.dice(2))
                        )
        return warrior

    def warband(
        self, number: int, key: str, type_index: int
    ) -> tuple[WarbandState, list[dict[str, Any]]]:
        """Warband `number`, drawn from stream `key`, with its battle log."""
        self.rng = rng = random.Random(f"{self.seed}:{key}")
        kit = self.types[self.type_ids[type_index % len(self.type_ids)]]
        warband = kit.warband
        state = WarbandState(
            name=f"{rng.choice(_WORDS)} {rng.choice(_THINGS)} {number:04d}",
            type_id=warband.id,
            id=None,
            treasury=rng.randint(0, 300),
            shards=rng.randint(0, 5),
            notes="Campaign of the Merchants' Quarter. " * rng.randint(0, 3),
        )
        # Heroes: the leader and up to the warband's maximum, each type within its limit.
        left = {t.id: t.max if t.max is not None else 99 for t in warband.types}
        heroes = [self.hero(kit, kit.leader)]
        wanted = rng.randint(max(2, warband.max_heroes - 2), warband.max_heroes)
        while len(heroes) < wanted:
            free = [t for t in kit.other_heroes if left[t.id] > 0]
            if not free:
                break
            wtype = rng.choice(free)
            left[wtype.id] -= 1
            heroes.append(self.hero(kit, wtype))
        # Hired swords fill the rows the warband's maximum size leaves no room for.
        model_room = warband.max_size - len(heroes)
        rows_left = WARRIORS_PER_WARBAND - len(heroes)
        swords_needed = max(rng.choice((0, 1, 1, 2)), rows_left - model_room)
        swords = rng.sample(kit.hired_swords, min(len(kit.hired_swords), swords_needed))
        group_rows = min(rows_left - len(swords), model_room)
        # Henchman groups of 1-5 models within each type's limit and the warband's size.
        models = rng.randint(max(group_rows, model_room - 2), model_room)  # near full size
        counts: list[tuple[WarriorType, int]] = []
        for _ in range(group_rows):
            free = [t for t in kit.henchmen if left[t.id] > 0]
            if not free:
                break
            wtype = rng.choice(free)
            left[wtype.id] -= 1
            counts.append((wtype, 1))
        extra = models - len(counts)
        for _ in range(extra):
            room = [n for n, (t, c) in enumerate(counts) if c < 5 and left[t.id] > 0]
            if not room:
                break
            n = rng.choice(room)
            wtype, count = counts[n]
            left[wtype.id] -= 1
            counts[n] = (wtype, count + 1)
        groups = [self.group(kit, wtype, count) for wtype, count in counts]
        hired = [
            Warrior(
                kind="hired_sword",
                type_id=sword.id,
                name=f"{self.person()} the {sword.name.en}",
                id=self.uid(),
                experience=rng.randint(0, 10),
            )
            for sword in swords
        ]
        state.warriors = heroes + groups + hired
        if kit.stash_pool:
            state.stash = [rng.choice(kit.stash_pool) for _ in range(rng.randint(0, 4))]
        problems = [
            p
            for p in validate(self.ruleset, to_roster(self.ruleset, state))
            if p.code not in INCOMPLETE
        ]
        if problems:
            raise AssertionError(f"generated an illegal {warband.id} warband: {problems}")
        return state, [self.battle(state, b) for b in range(BATTLES_PER_WARBAND)]

    def battle(self, state: WarbandState, number: int) -> dict[str, Any]:
        rng = self.rng
        rating = 60 + 10 * number + rng.randint(0, 30)
        rolls = [
            {"sides": 6, "value": rng.randint(1, 6), "purpose": purpose}
            for purpose in rng.choices(
                ("injury", "exploration", "advance", "rarity", "wyrdstone"), k=ROLLS_PER_BATTLE
            )
        ]
        return {
            "date": f"2025-{1 + number:02d}-{rng.randint(1, 28):02d}",
            "scenario": rng.choice(self.scenarios),
            "opponent": f"{rng.choice(_WORDS)} {rng.choice(_THINGS)}",
            "opponent_type": rng.choice(self.type_ids),
            "opponent_rating": rng.randint(50, 250),
            "result": rng.choice(("won", "lost", "draw")),
            "rating_before": rating,
            "rating_after": rating + rng.randint(0, 12),
            "treasury_after": rng.randint(0, 300),
            "shards_after": rng.randint(0, 6),
            "rolls": rolls,
            "changes": [
                f"{state.warriors[0].name} gained {rng.randint(1, 3)} experience",
                f"found {rng.randint(1, 4)} shards of wyrdstone",
            ],
        }


# --- building the databases ---------------------------------------------------------------


@dataclass
class Built:
    size: int
    path: Path
    warriors: int
    models: int
    sheet_rows: int
    battles: int
    generate_s: float
    insert_s: float
    file_bytes: int
    samples: list[int] = field(default_factory=list)  # ids of the warbands timed


def sheet_rows(state: WarbandState) -> int:
    rows = 1 + len(state.stash)
    for w in state.warriors:
        rows += 1 + len(w.profile_changes) + len(w.equipment) + len(w.skills) + len(w.spells)
        rows += len(w.mutations) + len(w.injuries) + len(w.rules_gained) + len(w.advances)
    return rows


def sample_positions(size: int, samples: int) -> dict[int, int]:
    """Where the timed warbands sit: spread evenly through the database, one of each type."""
    return {int((k + 0.5) * size / samples): k for k in range(samples)}


def build(path: Path, size: int, ruleset: Ruleset, seed: int) -> Built:
    """Generate and insert `size` warbands with 5 battles each, in a few big transactions.

    The timed warbands are the same sheets (same stream keys) in every database, so the
    figures at two sizes compare the same work.
    """
    factory = SheetFactory(ruleset, seed)
    start = time.perf_counter()
    positions = sample_positions(size, len(factory.type_ids))
    made = [
        factory.warband(n, f"sample-{positions[n]}", positions[n])
        if n in positions
        else factory.warband(n, str(n), n)
        for n in range(size)
    ]
    states = [state for state, _ in made]
    battles = [log for _, log in made]
    generated = time.perf_counter()
    database = open_database(path)
    store = Store(database, ruleset)
    ids: list[int] = []
    for first in range(0, size, WARBANDS_PER_TRANSACTION):
        with store.transaction() as tx:
            for state, log in zip(
                states[first : first + WARBANDS_PER_TRANSACTION],
                battles[first : first + WARBANDS_PER_TRANSACTION],
                strict=True,
            ):
                state.battles = list(log)  # the log is part of the sheet it is saved with
                saved = tx.insert(state)
                assert saved.id is not None
                ids.append(saved.id)
    inserted = time.perf_counter()
    database.close()  # the last connection closing checkpoints the WAL into the file
    return Built(
        size=size,
        path=path,
        warriors=sum(len(s.warriors) for s in states),
        models=sum(w.count for s in states for w in s.warriors),
        sheet_rows=sum(sheet_rows(s) for s in states),
        battles=sum(len(log) for log in battles),
        generate_s=generated - start,
        insert_s=inserted - generated,
        file_bytes=path.stat().st_size,
        samples=[ids[n] for n in sorted(positions)],
    )


# --- the plain sqlite3 baselines ----------------------------------------------------------


class PlainSqlite:
    """The same rows read and written with the stdlib sqlite3 module, and nothing else."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.con = self.connect(path)
        self.columns = {
            table: [row[1] for row in self.con.execute(f"PRAGMA table_info({table})")]
            for table in ("warband", "warrior", "stash_item", "battle", *CHILD_TABLES)
        }

    @staticmethod
    def connect(path: Path) -> sqlite3.Connection:
        # The pragmas the application sets on every connection (app.store.database).
        con = sqlite3.connect(path, isolation_level=None)
        con.execute("PRAGMA foreign_keys=ON")
        con.execute("PRAGMA busy_timeout=10000")
        con.execute("PRAGMA journal_mode=WAL")
        con.execute("PRAGMA synchronous=NORMAL")
        return con

    def close(self) -> None:
        self.con.close()

    def open(self) -> int:
        con = sqlite3.connect(self.path)
        try:
            return int(con.execute("PRAGMA application_id").fetchone()[0])
        finally:
            con.close()

    def list_warbands(self) -> tuple[list[Any], list[Any]]:
        con = self.con
        warbands = con.execute(
            "SELECT * FROM warband WHERE deleted_at IS NULL ORDER BY name, id"
        ).fetchall()
        members = con.execute(
            "SELECT warband_id, kind, type_id, count, experience FROM warrior"
        ).fetchall()
        return warbands, members

    def load(self, warband_id: int) -> dict[str, Any]:
        """The SELECTs Store.load issues: warband, stash, warriors, each child table."""
        con = self.con
        sheet: dict[str, Any] = {
            "warband": con.execute("SELECT * FROM warband WHERE id = ?", (warband_id,)).fetchone(),
            "stash": con.execute(
                "SELECT * FROM stash_item WHERE warband_id = ? ORDER BY position", (warband_id,)
            ).fetchall(),
            "warrior": con.execute(
                "SELECT * FROM warrior WHERE warband_id = ? ORDER BY position", (warband_id,)
            ).fetchall(),
        }
        ids = [row[0] for row in sheet["warrior"]]
        marks = ",".join("?" * len(ids))
        for table in CHILD_TABLES:
            sheet[table] = con.execute(
                f"SELECT * FROM {table} WHERE warrior_id IN ({marks}) ORDER BY position", ids
            ).fetchall()
        return sheet

    def _insert(self, table: str, rows: Sequence[Sequence[Any]], *, keep_id: bool) -> None:
        if not rows:
            return
        columns = self.columns[table] if keep_id else self.columns[table][1:]
        names = ", ".join(columns)
        marks = ", ".join("?" * len(columns))
        data = rows if keep_id else [row[1:] for row in rows]
        self.con.executemany(f"INSERT INTO {table} ({names}) VALUES ({marks})", data)

    def edit(self, warband_id: int, treasury: int) -> None:
        """One transaction: read the sheet, UPDATE the warband, DELETE and re-INSERT its rows."""
        con = self.con
        con.execute("BEGIN IMMEDIATE")
        try:
            sheet = self.load(warband_id)
            revision = sheet["warband"][self.columns["warband"].index("revision")]
            changed = con.execute(
                "UPDATE warband SET treasury = ?, revision = ?, updated_at = ? "
                "WHERE id = ? AND revision = ?",
                (treasury, revision + 1, datetime.now(UTC).isoformat(), warband_id, revision),
            ).rowcount
            assert changed == 1
            con.execute("DELETE FROM warrior WHERE warband_id = ?", (warband_id,))  # cascades
            con.execute("DELETE FROM stash_item WHERE warband_id = ?", (warband_id,))
            self._insert("stash_item", sheet["stash"], keep_id=False)
            self._insert("warrior", sheet["warrior"], keep_id=True)
            for table in CHILD_TABLES:
                self._insert(table, sheet[table], keep_id=False)
            con.execute("COMMIT")
        except BaseException:
            con.execute("ROLLBACK")
            raise

    def export(self, warband_id: int) -> str:
        sheet = self.load(warband_id)
        sheet["battle"] = self.con.execute(
            "SELECT * FROM battle WHERE warband_id = ? ORDER BY id", (warband_id,)
        ).fetchall()
        return json.dumps(sheet, ensure_ascii=False, indent=2)

    def import_(self, text: str) -> int:
        """json.loads and plain INSERTs of the same rows, with new ids, in one transaction."""
        sheet = json.loads(text)
        con = self.con
        con.execute("BEGIN IMMEDIATE")
        try:
            warband = sheet["warband"][1:]
            columns = self.columns["warband"][1:]
            marks = ", ".join("?" * len(columns))
            cursor = con.execute(
                f"INSERT INTO warband ({', '.join(columns)}) VALUES ({marks})", warband
            )
            new_id = cursor.lastrowid
            assert new_id is not None
            renamed = {row[0]: uuid.uuid4().hex for row in sheet["warrior"]}
            self._insert(
                "stash_item", [[r[0], new_id, *r[2:]] for r in sheet["stash"]], keep_id=False
            )
            self._insert(
                "warrior",
                [[renamed[r[0]], new_id, *r[2:]] for r in sheet["warrior"]],
                keep_id=True,
            )
            for table in CHILD_TABLES:
                self._insert(
                    table, [[r[0], renamed[r[1]], *r[2:]] for r in sheet[table]], keep_id=False
                )
            self._insert("battle", [[r[0], new_id, *r[2:]] for r in sheet["battle"]], keep_id=False)
            con.execute("COMMIT")
        except BaseException:
            con.execute("ROLLBACK")
            raise
        return new_id

    def purge(self, warband_id: int) -> None:
        self.con.execute("DELETE FROM warband WHERE id = ?", (warband_id,))  # cascades

    def plans(self, warband_id: int) -> list[tuple[str, str]]:
        """EXPLAIN QUERY PLAN of the per-warband queries: any full-table SCAN is suspect."""
        ids = [
            r[0]
            for r in self.con.execute("SELECT id FROM warrior WHERE warband_id = ?", (warband_id,))
        ]
        marks = ",".join("?" * len(ids))
        queries: list[tuple[str, str, Sequence[Any]]] = [
            ("warband by id", "SELECT * FROM warband WHERE id = ?", (warband_id,)),
            (
                "stash of a warband",
                "SELECT * FROM stash_item WHERE warband_id = ? ORDER BY position",
                (warband_id,),
            ),
            (
                "warriors of a warband",
                "SELECT * FROM warrior WHERE warband_id = ? ORDER BY position",
                (warband_id,),
            ),
            (
                "battles of a warband",
                "SELECT * FROM battle WHERE warband_id = ? ORDER BY id",
                (warband_id,),
            ),
            ("warrior ids taken", f"SELECT count(*) FROM warrior WHERE id IN ({marks})", ids),
            (
                "warband by name (find)",
                "SELECT id FROM warband WHERE lower(name) = ? AND deleted_at IS NULL",
                ("x",),
            ),
            *(
                (
                    f"{table} of warriors",
                    f"SELECT * FROM {table} WHERE warrior_id IN ({marks}) ORDER BY position",
                    ids,
                )
                for table in CHILD_TABLES
            ),
        ]
        out = []
        for name, sql, params in queries:
            detail = "; ".join(
                row[3] for row in self.con.execute(f"EXPLAIN QUERY PLAN {sql}", params)
            )
            out.append((name, detail))
        return out


# --- timing -------------------------------------------------------------------------------


def timed(run: Callable[[], T]) -> tuple[float, T]:
    """Seconds one call takes, with the cyclic garbage collector held off meanwhile."""
    gc.disable()
    try:
        start = time.perf_counter()
        result = run()
        elapsed = time.perf_counter() - start
    finally:
        gc.enable()
    return elapsed, result


@dataclass
class Figure:
    app_ms: float
    sqlite_ms: float

    @property
    def ratio(self) -> float:
        return self.app_ms / self.sqlite_ms if self.sqlite_ms else float("inf")


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


class Target:
    """One database under test: the application's store and a plain sqlite3 connection."""

    def __init__(self, built: Built, ruleset: Ruleset) -> None:
        self.built = built
        self.ruleset = ruleset
        self.database = open_database(built.path)
        self.store = Store(self.database, ruleset)
        self.plain = PlainSqlite(built.path)
        self.exports: dict[int, tuple[str, str]] = {}  # warband id: (app export, sqlite3 dump)

    def close(self) -> None:
        self.database.close()
        self.plain.close()

    # Each step times one run of the operation both ways: (application s, sqlite3 s).

    def open(self, _warband_id: int, _round: int) -> tuple[float, float]:
        """A fresh open of the existing file, migration check included (disposed untimed)."""
        elapsed, database = timed(partial(open_database, self.built.path))
        database.close()
        return elapsed, timed(self.plain.open)[0]

    def list_(self, _warband_id: int, _round: int) -> tuple[float, float]:
        return timed(self.store.list_warbands)[0], timed(self.plain.list_warbands)[0]

    def fresh_store(self) -> Store:
        """A Store with an empty sheet cache: what it loads it reads from the database."""
        return Store(self.database, self.ruleset)

    def load(self, warband_id: int, _round: int) -> tuple[float, float]:
        return (
            timed(partial(self.fresh_store().load, warband_id))[0],
            timed(partial(self.plain.load, warband_id))[0],
        )

    def load_cached(self, warband_id: int, _round: int) -> tuple[float, float]:
        return (
            timed(partial(self.store.load, warband_id))[0],
            timed(partial(self.plain.load, warband_id))[0],
        )

    def edit(self, warband_id: int, round_: int) -> tuple[float, float]:
        gold = 100 + round_ % 50
        return (
            timed(partial(set_treasury, self.store, warband_id, gold))[0],
            timed(partial(self.plain.edit, warband_id, gold + 1))[0],
        )

    def export(self, warband_id: int, _round: int) -> tuple[float, float]:
        app_s, text = timed(partial(export_warband, self.fresh_store(), warband_id))
        plain_s, plain_text = timed(partial(self.plain.export, warband_id))
        self.exports[warband_id] = (text, plain_text)
        return app_s, plain_s

    def import_(self, warband_id: int, _round: int) -> tuple[float, float]:
        """Import the warband's export; the copy is purged again (untimed): the size stays."""
        text, plain_text = self.exports[warband_id]
        app_s, change = timed(partial(import_warband, self.store, text))
        with self.store.transaction() as tx:
            tx.purge(change.warband_id)
        plain_s, new_id = timed(partial(self.plain.import_, plain_text))
        self.plain.purge(new_id)
        return app_s, plain_s


Step = Callable[[Target, int, int], tuple[float, float]]
STEPS: dict[str, Step] = {
    "open": Target.open,
    "list": Target.list_,
    "load": Target.load,
    "load cached": Target.load_cached,
    "edit": Target.edit,
    "export": Target.export,
    "import": Target.import_,
}


def measure(
    builds: list[Built], ruleset: Ruleset, repeats: int, open_repeats: int
) -> dict[int, dict[str, Figure]]:
    """Median of each operation at each size.

    The sizes are interleaved run by run (in alternating order), so a slow spell of the machine
    hits every size alike and the growth figures compare like with like.
    """
    targets = [Target(built, ruleset) for built in builds]
    results: dict[int, dict[str, Figure]] = {t.built.size: {} for t in targets}
    try:
        for op in OPERATIONS:
            step = STEPS[op]
            rounds = open_repeats if op == "open" else repeats
            for target in targets:  # warm-up: imports, statement caches, connection pool
                for warband_id in target.built.samples:
                    step(target, warband_id, 0)
            samples: dict[int, tuple[list[float], list[float]]] = {
                t.built.size: ([], []) for t in targets
            }
            for round_ in range(rounds):
                for target in targets if round_ % 2 == 0 else targets[::-1]:
                    chosen = target.built.samples
                    app_s, plain_s = step(target, chosen[round_ % len(chosen)], round_)
                    samples[target.built.size][0].append(app_s)
                    samples[target.built.size][1].append(plain_s)
            for size, (app, plain) in samples.items():
                results[size][op] = Figure(median_ms(app), median_ms(plain))
    finally:
        for target in targets:
            target.close()
    return results


# --- report -------------------------------------------------------------------------------


def megabytes(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB"


def print_build(built: Built) -> None:
    print(
        f"  {built.size:>5} warbands: {built.warriors:,} warriors ({built.models:,} models), "
        f"{built.sheet_rows:,} sheet rows, {built.battles:,} battles; "
        f"generated in {built.generate_s:.1f} s, inserted in {built.insert_s:.1f} s "
        f"({built.sheet_rows / built.insert_s:,.0f} rows/s); file {megabytes(built.file_bytes)}"
    )


def print_table(results: dict[int, dict[str, Figure]]) -> None:
    header = f"{'operation':<12} {'size':>6} {'median ms':>10} {'sqlite3 ms':>11} {'ratio':>8}"
    print(header)
    print("-" * len(header))
    for op in OPERATIONS:
        for size, figures in results.items():
            f = figures[op]
            print(f"{op:<12} {size:>6} {f.app_ms:>10.3f} {f.sqlite_ms:>11.3f} {f.ratio:>7.1f}x")


def print_growth(results: dict[int, dict[str, Figure]]) -> None:
    small, large = min(results), max(results)
    title = f"growth {small} -> {large}"
    header = (
        f"{'operation':<12} {f'ms @{small}':>10} {f'ms @{large}':>10} {title:>20} "
        f"{'sqlite3 growth':>15}  kind"
    )
    print(header)
    print("-" * len(header))
    growth: dict[str, float] = {}
    for op in OPERATIONS:
        a, b = results[small][op], results[large][op]
        growth[op] = b.app_ms / a.app_ms
        base = b.sqlite_ms / a.sqlite_ms
        kind = "per warband" if op in PER_WARBAND else "whole database" if op == "list" else "-"
        print(
            f"{op:<12} {a.app_ms:>10.3f} {b.app_ms:>10.3f} {growth[op]:>19.2f}x "
            f"{base:>14.2f}x  {kind}"
        )
    print()
    grown = [op for op in PER_WARBAND if growth[op] > FLAT_LIMIT]
    worst = max(PER_WARBAND, key=lambda op: growth[op])
    if grown:
        print(
            f"VERDICT: per-warband operations do NOT stay flat: {', '.join(grown)} grew more than "
            f"{FLAT_LIMIT}x from {small} to {large} warbands (worst: {worst} "
            f"{growth[worst]:.2f}x)."
        )
    else:
        print(
            f"VERDICT: per-warband operations ({', '.join(PER_WARBAND)}) stay flat from {small} "
            f"to {large} warbands: all within {FLAT_LIMIT}x (worst: {worst} "
            f"{growth[worst]:.2f}x)."
        )


def print_plans(plans: list[tuple[str, str]]) -> None:
    print("Query plans of the per-warband queries (largest database):")
    for name, detail in plans:
        flag = ""
        if "SCAN" in detail and "USING" not in detail:
            flag = "  <-- full table scan"
        elif "ix_warband_deleted_at (deleted_at=?)" in detail:
            # deleted_at IS NULL holds for every live warband: the index narrows nothing.
            flag = "  <-- visits every live warband (lower(name) cannot use ix_warband_name)"
        print(f"  {name:<28} {detail}{flag}")


def print_machine_load() -> None:
    """Other busy processes inflate every absolute figure: say so when they were there."""
    cores = os.cpu_count() or 1
    try:
        load = os.getloadavg()[1]  # the last five minutes
    except OSError:
        return
    print(
        f"Machine: load average {load:.2f} over the last 5 minutes on {cores} cores "
        "(this benchmark accounts for about 1)."
    )
    if load - 1 > 0.5:
        print(
            "  Other processes were busy: the absolute times are inflated (a short operation is "
            "often preempted);\n  the growth column stays fair, as the sizes were interleaved "
            "run by run."
        )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--quick", action="store_true", help="fewer repeats (a smoke run)")
    parser.add_argument(
        "--sizes", default="100,1000", help="warband counts to build, comma-separated"
    )
    parser.add_argument("--seed", type=int, default=1487, help="seed of the generated campaign")
    parser.add_argument("--rows", action="store_true", help="the speed table's store rows")
    parser.add_argument(
        "--json", action="store_true", help="the store rows as JSON lines, nothing else"
    )
    args = parser.parse_args(argv)
    if args.rows or args.json:
        from store_rows import measure_rows, print_rows

        rows = measure_rows(args.quick)
        if args.json:
            print("\n".join(row.as_json() for row in rows))
        else:
            print_rows(rows)
        return 0
    sizes = sorted({int(s) for s in args.sizes.split(",") if s.strip()})
    ruleset = default_ruleset()
    samples = len(ruleset.warbands)
    if not sizes or min(sizes) < samples:
        parser.error(f"--sizes needs warband counts of at least {samples}")
    repeats, open_repeats = (2 * samples, 5) if args.quick else (5 * samples, 10)
    print(
        f"Store benchmark: sizes {', '.join(map(str, sizes))}; median of {repeats} runs over "
        f"the same {samples} warbands (one of each type) in every database; open: "
        f"{open_repeats} warm re-opens in this process; sqlite {sqlite3.sqlite_version}"
    )
    results: dict[int, dict[str, Figure]] = {}
    plans: list[tuple[str, str]] = []
    with tempfile.TemporaryDirectory(prefix="mordheim-bench-") as folder:
        print("Building:")
        builds = []
        for size in sizes:
            built = build(Path(folder) / f"campaign-{size}.sqlite3", size, ruleset, args.seed)
            print_build(built)
            builds.append(built)
        print("Timing (the sizes interleaved run by run) ...", flush=True)
        start = time.perf_counter()
        results = measure(builds, ruleset, repeats, open_repeats)
        print(f"  timed in {time.perf_counter() - start:.1f} s")
        plain = PlainSqlite(builds[-1].path)
        try:
            plans = plain.plans(builds[-1].samples[0])
        finally:
            plain.close()
        fresh_open = fresh_open_line(builds[-1].path, 3 if args.quick else 7)
    print()
    print(
        "sqlite3 baselines: open = connect + PRAGMA; list = SELECT warband rows + the warrior "
        "columns the list reads;\n"
        "load, load cached = the SELECTs Store.load issues when its cache is cold; "
        "edit = BEGIN IMMEDIATE, those SELECTs,\n"
        "UPDATE warband, DELETE + re-INSERT the sheet rows, COMMIT; "
        "export = load + battles + json.dumps;\n"
        "import = json.loads + INSERTs of the same rows.\n"
        "load and export use a new Store (empty sheet cache); load cached and edit use one "
        "long-lived Store, as the program does."
    )
    print()
    print_table(results)
    if len(results) > 1:
        print()
        print_growth(results)
    print()
    print_plans(plans)
    print()
    print(fresh_open)
    print()
    print_machine_load()
    return 0


FRESH_OPEN = (
    "from app.store.database import open_database; open_database(__import__('sys').argv[1])"
)


def fresh_open_line(path: Path, runs: int) -> str:
    """The open of a fresh program (a new process: its imports and the open), against a fresh
    process that only imports sqlmodel (the warm "open" above is neither)."""
    argv = {
        "open": [sys.executable, "-c", FRESH_OPEN, str(path)],
        "sqlmodel": [sys.executable, "-c", "import sqlmodel"],
    }
    times: dict[str, list[float]] = {name: [] for name in argv}
    for _ in range(runs):
        for name, command in argv.items():
            start = time.perf_counter()
            subprocess.run(command, check=True, cwd=Path(__file__).resolve().parents[1])
            times[name].append((time.perf_counter() - start) * 1000)
    fresh, baseline = (statistics.median(times[name]) for name in argv)
    return (
        f"open in a fresh program (new process: imports + open_database): {fresh:.0f} ms, "
        f'against a fresh `python -c "import sqlmodel"`: {baseline:.0f} ms '
        f"({fresh / baseline:.2f}x); median of {runs}"
    )


if __name__ == "__main__":
    raise SystemExit(main())
