"""Reading and writing whole warbands, each change in one transaction.

A warband is saved by comparing the new sheet with the stored one (cached by revision) and
writing only the rows that differ: a warrior's own row, the lists that changed, the stash. The
warband row keeps the list's figures (rating, members) and is written with every change.
A revision number guards against writing over a change made meanwhile (another window, another
process, an undo of a stale state).

Reading (the list, a sheet, its battle log, a name) is plain SQL naming the columns it reads:
it needs neither the ORM classes of app.store.schema (making them is a third of a command's
start: `list`, `show` and `export-json` never write) nor a compiled query. The classes are
imported by the first write.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

from app.domain import (
    AdvanceRecord,
    GainedRule,
    InjuryRecord,
    ProfileChange,
    SpellKnown,
    WarbandState,
    Warrior,
)
from app.plumbing.refusal import Refusal
from app.store.errors import database_errors
from app.store.listing import WarbandSummary as WarbandSummary  # the window names it here
from app.store.listing import read_warbands
from app.store.sql import AnyConnection, first, rows, scalar
from app.store.summary import summarize
from rules import Ruleset
from rules.custom import completed, from_plain, learn, learnable, own_copy, to_plain
from rules.messages import Message
from rules.text import shorten

if TYPE_CHECKING:
    # SQLAlchemy and sqlmodel are imported by the functions that write (and by Store's
    # connections): the window paints its first sheet before either is imported.
    from sqlalchemy import Table
    from sqlalchemy.engine import Connection
    from sqlmodel import Session

    from app.store.database import Database
    from app.store.schema import WarbandRow

_T = TypeVar("_T")


def name_key(name: str) -> str:
    """What two names that match ignore: case in every language, spacing, Unicode forms."""
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


class NotFoundError(Refusal, LookupError):
    """No warband (or warrior) by that name or id."""


class ConflictError(Refusal, RuntimeError):
    """The warband changed since it was read: reload and try again."""


#: Each list of a warrior: the table that keeps it (rows with warrior_id and position), the
#: sheet's field, and the columns a sheet reads from it.
_CHILD_LISTS: tuple[tuple[str, str, str], ...] = (
    ("profile_change", "profile_changes", "characteristic, delta, reason"),
    ("carried_item", "equipment", "item_id"),
    ("warrior_skill", "skills", "skill_id"),
    ("warrior_spell", "spells", "spell_key, difficulty_reduction"),
    ("warrior_mutation", "mutations", "mutation_id"),
    ("warrior_injury", "injuries", "injury_id, detail"),
    ("warrior_rule", "rules_gained", "rule_id, source, detail"),
    ("warrior_advance", "advances", "threshold, kind, result, dice"),
)
#: The tables of the rows that hang off a warrior, each with warrior_id and position.
WARRIOR_CHILD_TABLES: tuple[str, ...] = tuple(table for table, _field, _read in _CHILD_LISTS)
_SHEET_TABLES: tuple[str, ...] = ("stash_item", "warrior", *WARRIOR_CHILD_TABLES)


@cache
def _tables() -> dict[str, Table]:
    """The schema's tables by name, for writing: their classes are made on the first write."""
    from sqlmodel import SQLModel

    import app.store.schema  # noqa: F401  (its classes put their tables in SQLModel's metadata)

    return dict(SQLModel.metadata.tables)


def _same_content(a: WarbandState, b: WarbandState) -> bool:
    """The same sheet, whatever the revision numbers say."""
    return replace(a, revision=0) == replace(b, revision=0)


def _stash_rows(state: WarbandState) -> list[dict[str, Any]]:
    return [
        {"warband_id": state.id, "position": n, "item_id": item}
        for n, item in enumerate(state.stash)
    ]


def _is_row_id(text: str) -> bool:
    """Whether a name could be a warband's id: ASCII digits ("²" and "١٢" are digits too, but
    no id) within the databases' 64-bit integers (SQLite refuses a larger one outright)."""
    return text.isascii() and text.isdigit() and int(text) < 2**63


def _warrior_fields(w: Warrior) -> tuple[Any, ...]:
    """What the warrior row itself holds (the lists live in their own tables)."""
    return (
        w.kind,
        w.type_id,
        w.name,
        w.count,
        w.experience,
        w.experience_floor,
        w.extra_advances,
        w.games_to_miss,
        w.promoted_from,
        w.extra_skill_lists,
        w.notes,
    )


def _warrior_row(warband_id: int, position: int, w: Warrior) -> dict[str, Any]:
    return {
        "id": w.id,
        "warband_id": warband_id,
        "position": position,
        "kind": w.kind,
        "type_id": w.type_id,
        "name": w.name,
        "count": w.count,
        "experience": w.experience,
        "experience_floor": w.experience_floor,
        "extra_advances": w.extra_advances,
        "games_to_miss": w.games_to_miss,
        "promoted_from": w.promoted_from,
        "extra_skill_lists": json.dumps(w.extra_skill_lists),
        "notes": w.notes,
    }


# How the rows of each list of a warrior are made, by table.
_CHILD_ROWS: dict[str, Callable[[Warrior], list[dict[str, Any]]]] = {
    "profile_change": lambda w: [
        {
            "warrior_id": w.id,
            "position": n,
            "characteristic": c.characteristic,
            "delta": c.delta,
            "reason": c.reason,
        }
        for n, c in enumerate(w.profile_changes)
    ],
    "carried_item": lambda w: [
        {"warrior_id": w.id, "position": n, "item_id": i} for n, i in enumerate(w.equipment)
    ],
    "warrior_skill": lambda w: [
        {"warrior_id": w.id, "position": n, "skill_id": k} for n, k in enumerate(w.skills)
    ],
    "warrior_spell": lambda w: [
        {
            "warrior_id": w.id,
            "position": n,
            "spell_key": k.spell,
            "difficulty_reduction": k.difficulty_reduction,
        }
        for n, k in enumerate(w.spells)
    ],
    "warrior_mutation": lambda w: [
        {"warrior_id": w.id, "position": n, "mutation_id": m} for n, m in enumerate(w.mutations)
    ],
    "warrior_injury": lambda w: [
        {"warrior_id": w.id, "position": n, "injury_id": i.injury, "detail": i.detail}
        for n, i in enumerate(w.injuries)
    ],
    "warrior_rule": lambda w: [
        {
            "warrior_id": w.id,
            "position": n,
            "rule_id": g.rule,
            "source": g.source,
            "detail": g.detail,
        }
        for n, g in enumerate(w.rules_gained)
    ],
    "warrior_advance": lambda w: [
        {
            "warrior_id": w.id,
            "position": n,
            "threshold": a.threshold,
            "kind": a.kind,
            "result": a.result,
            "dice": json.dumps(a.dice),
        }
        for n, a in enumerate(w.advances)
    ],
}


def _add_warrior_rows(
    rows: dict[str, list[dict[str, Any]]], warband_id: int, position: int, w: Warrior
) -> None:
    rows["warrior"].append(_warrior_row(warband_id, position, w))
    for table in WARRIOR_CHILD_TABLES:
        rows[table] += _CHILD_ROWS[table](w)


class _Writes(NamedTuple):
    read_warband: Any  # its dates as dates: a save writes the bin's date back
    save_warband: Any
    update_warrior: Any
    delete_warrior: Any
    delete_stash: Any
    delete_children: dict[str, Any]


@cache
def _writes() -> _Writes:
    """The statements a save runs, built once, on the first save: SQLAlchemy caches their
    compiled form, where a statement with the values in it would be built and keyed anew for
    every warrior."""
    from sqlalchemy import bindparam, delete, select, update

    tables = _tables()
    warband, warrior, stash = tables["warband"], tables["warrior"], tables["stash_item"]
    saved_columns = (
        "name",
        "type_id",
        "treasury",
        "shards",
        "notes",
        "house_rules",
        "revision",
        "rating",
        "members",
        "leader_id",
        "custom",
        "updated_at",
        "deleted_at",
    )
    save_warband = (
        update(warband)
        .where(warband.c.id == bindparam("w_id"), warband.c.revision == bindparam("w_revision"))
        .values({name: bindparam(f"v_{name}") for name in saved_columns})
    )
    warrior_columns = [c.name for c in warrior.columns if c.name != "id"]
    update_warrior = (
        update(warrior)
        .where(warrior.c.id == bindparam("v_id"))
        .values({name: bindparam(f"v_{name}") for name in warrior_columns})
    )
    delete_warrior = delete(warrior).where(warrior.c.id == bindparam("warrior"))
    delete_stash = delete(stash).where(stash.c.warband_id == bindparam("warband"))
    delete_children = {
        table: delete(tables[table]).where(tables[table].c.warrior_id == bindparam("warrior"))
        for table in WARRIOR_CHILD_TABLES
    }
    read_warband = select(warband).where(warband.c.id == bindparam("w_id"))
    return _Writes(
        read_warband, save_warband, update_warrior, delete_warrior, delete_stash, delete_children
    )


def _child_read(table: str, columns: str) -> str:
    """The rows of one of a warrior's lists for every warrior of a warband (joined on the
    warrior's warband, not `IN` a list of ids: the same text runs on sqlite3 and SQLAlchemy)."""
    named = ", ".join(f"c.{name.strip()}" for name in columns.split(","))
    return (
        f"SELECT c.warrior_id, {named} FROM {table} c JOIN warrior w ON w.id = c.warrior_id "
        "WHERE w.warband_id = :warband ORDER BY c.position"
    )


_WARRIOR_COLUMNS = (
    "id, kind, type_id, name, count, experience, experience_floor, extra_advances, "
    "games_to_miss, promoted_from, extra_skill_lists, notes"
)
_BATTLE_COLUMNS = (
    "id, played_on, scenario_id, opponent, opponent_type, opponent_rating, result, "
    "rating_before, rating_after, treasury_after, shards_after, treasury_before, "
    "shards_before, income, rolls, changes"
)
_BATTLE_NAMES = tuple(name.strip() for name in _BATTLE_COLUMNS.split(","))
# The sheet's reads as plain SQL text, run as they are on either connection (app/store/sql.py):
# a fresh program compiles no query and makes no ORM class. Each names the columns it reads
# (a test checks them on the schema).
_READ: dict[str, str] = {
    "stash_item": "SELECT item_id FROM stash_item WHERE warband_id = :warband ORDER BY position",
    "warrior": f"SELECT {_WARRIOR_COLUMNS} FROM warrior WHERE warband_id = :warband "
    "ORDER BY position",
    "battle": f"SELECT {_BATTLE_COLUMNS} FROM battle WHERE warband_id = :warband ORDER BY id",
    **{table: _child_read(table, columns) for table, _field, columns in _CHILD_LISTS},
}
# The warband row by id, to read its sheet (of its date in the bin only whether it has one).
_READ_WARBAND = (
    "SELECT id, name, type_id, treasury, shards, notes, house_rules, revision, leader_id, "
    "deleted_at, custom FROM warband WHERE id = :w_id"
)
# A writer's lock on the warband row (a server only: SQLite's writers hold the whole file).
_LOCK_WARBAND = "SELECT id FROM warband WHERE id = :w_id FOR UPDATE"
# Finding a warband: by its id (alive or in the bin), or among the names.
_ALIVE_BY_ID = "SELECT deleted_at IS NULL FROM warband WHERE id = :w_id"
_NAMES = "SELECT id, name FROM warband WHERE deleted_at IS NULL"
_ALL_NAMES = "SELECT id, name FROM warband"
_SETTING = "SELECT value FROM setting WHERE key = :key"
_CUSTOM = "SELECT type_id, custom FROM warband WHERE custom <> ''"
_HOLDERS = (
    "SELECT DISTINCT warband.id, warband.name FROM warband JOIN warrior "
    "ON warrior.warband_id = warband.id "
    "WHERE warrior.type_id = :type_id AND warband.deleted_at IS NULL"
)


class _SheetRow(NamedTuple):
    """The warband row as a sheet reads it (_READ_WARBAND's columns, in its order)."""

    id: int
    name: str
    type_id: str
    treasury: int
    shards: int
    notes: str
    house_rules: str
    revision: int
    leader_id: str | None
    deleted_at: Any  # only whether there is one
    custom: str


def _read_warriors(conn: AnyConnection, warband_id: int) -> dict[str, Warrior]:
    """A sheet's warriors by id, in their order, without their lists yet."""
    warriors: dict[str, Warrior] = {}
    for (
        wid,
        kind,
        type_id,
        name,
        count,
        experience,
        experience_floor,
        extra_advances,
        games_to_miss,
        promoted_from,
        extra_skill_lists,
        notes,
    ) in rows(conn, _READ["warrior"], {"warband": warband_id}):
        warriors[wid] = Warrior(
            id=wid,
            kind=kind,
            type_id=type_id,
            name=name,
            count=count,
            experience=experience,
            experience_floor=experience_floor,
            extra_advances=extra_advances,
            games_to_miss=games_to_miss,
            promoted_from=promoted_from,
            extra_skill_lists=json.loads(extra_skill_lists),
            notes=notes,
        )
    return warriors


def _read_warriors_lists(
    conn: AnyConnection, warband_id: int, warriors: dict[str, Warrior]
) -> None:
    """Every warrior's lists (increases, kit, skills, ...): one query per list for them all.
    A row of a warrior that is not among them (one added by another program between the two
    reads) is left for the next read."""

    def children(table: str) -> Iterator[tuple[Warrior, Any]]:
        for row in rows(conn, _READ[table], {"warband": warband_id}):
            warrior = warriors.get(row[0])
            if warrior is not None:
                yield warrior, row

    for w, (_id, characteristic, delta, reason) in children("profile_change"):
        w.profile_changes.append(ProfileChange(characteristic, delta, reason))
    for w, (_id, item_id) in children("carried_item"):
        w.equipment.append(item_id)
    for w, (_id, skill_id) in children("warrior_skill"):
        w.skills.append(skill_id)
    for w, (_id, spell_key, reduction) in children("warrior_spell"):
        w.spells.append(SpellKnown(spell_key, reduction))
    for w, (_id, mutation_id) in children("warrior_mutation"):
        w.mutations.append(mutation_id)
    for w, (_id, injury_id, detail) in children("warrior_injury"):
        w.injuries.append(InjuryRecord(injury_id, detail))
    for w, (_id, rule_id, source, detail) in children("warrior_rule"):
        w.rules_gained.append(GainedRule(rule_id, source, detail))
    for w, (_id, threshold, kind, result, dice) in children("warrior_advance"):
        w.advances.append(AdvanceRecord(threshold, kind, result, json.loads(dice)))


def read_sheet(conn: AnyConnection, row: Any) -> WarbandState:
    """The whole sheet of a warband row (anything with the row's columns as attributes)."""
    warband_id = int(row.id)
    state = WarbandState(
        id=row.id,
        name=row.name,
        type_id=row.type_id,
        treasury=row.treasury,
        shards=row.shards,
        notes=row.notes,
        house_rules=json.loads(row.house_rules),
        revision=row.revision,
        deleted=row.deleted_at is not None,
        leader_id=row.leader_id,
    )
    if row.custom:
        state.custom = from_plain(json.loads(row.custom))
    state.stash = [item for (item,) in rows(conn, _READ["stash_item"], {"warband": warband_id})]
    warriors = _read_warriors(conn, warband_id)
    state.warriors = list(warriors.values())
    state.battles = battle_records(conn, warband_id)
    if warriors:
        _read_warriors_lists(conn, warband_id, warriors)
    return state


def load_sheet(
    conn: AnyConnection,
    warband_id: int,
    cache: dict[int, WarbandState],
    pending: dict[int, WarbandState] | None = None,
    *,
    include_deleted: bool = False,
) -> WarbandState:
    """A warband's sheet: the one remembered (`pending`, then `cache`) while its revision is
    the stored one, else read and remembered in `cache`. The caller owns the copy it gets."""
    found = first(conn, _READ_WARBAND, {"w_id": warband_id})
    row = None if found is None else _SheetRow(*found)
    if row is None or (row.deleted_at is not None and not include_deleted):
        raise NotFoundError(Message.of("no_warband_id", warband_id=warband_id))
    known = (pending or {}).get(warband_id) or cache.get(warband_id)
    if known is not None and known.revision == row.revision:
        return known.copy()
    state = read_sheet(conn, row)
    cache[warband_id] = state.copy()
    return state


def find_warband(conn: AnyConnection, name_or_id: str | int, *, include_deleted: bool) -> int:
    """A warband's id from its id or its exact (case-insensitive) name."""
    text = str(name_or_id).strip()
    if _is_row_id(text):
        alive = scalar(conn, _ALIVE_BY_ID, {"w_id": int(text)})
        if alive is not None and (include_deleted or alive):
            return int(text)
    # Compared in Python, not with SQL lower(): SQLite folds only ASCII ("Волки" would
    # never match "волки"), and the names of one campaign are few.
    wanted = name_key(text)
    names = rows(conn, _ALL_NAMES if include_deleted else _NAMES)
    found = [wid for wid, name in names if name_key(name) == wanted]
    if not found:
        raise NotFoundError(Message.of("no_warband_named", text=shorten(text)))
    if len(found) > 1:
        raise NotFoundError(
            Message.of("warband_name_ambiguous", count=len(found), text=shorten(text))
        )
    return int(found[0])


def read_setting(conn: AnyConnection, key: str) -> Any:
    """A campaign setting as it was stored (JSON), or None when it was never set."""
    value = scalar(conn, _SETTING, {"key": key})
    return None if value is None else json.loads(value)


def read_holders(conn: AnyConnection, type_id: str) -> list[tuple[int, str]]:
    """(id, name) of every warband not in the bin with a warrior of this type id."""
    return [(int(i), str(n)) for i, n in rows(conn, _HOLDERS, {"type_id": type_id})]


#: The battle log's fields: the record's key, the column, the kind of value.
BATTLE_FIELDS = (
    ("date", "played_on", str),
    ("scenario", "scenario_id", str),
    ("opponent", "opponent", str),
    ("opponent_type", "opponent_type", str),
    ("opponent_rating", "opponent_rating", int),
    ("result", "result", str),
    ("rating_before", "rating_before", int),
    ("rating_after", "rating_after", int),
    ("treasury_after", "treasury_after", int),
    ("shards_after", "shards_after", int),
)
# Kept since schema 0007; a record without them (older) leaves the keys out.
OPTIONAL_BATTLE_FIELDS = ("treasury_before", "shards_before", "income")


def _battle_row(warband_id: int, battle: Mapping[str, Any]) -> dict[str, Any]:
    """A battle of the log as the row its table keeps (with its id when it has one)."""
    from app.store.schema import utcnow

    row: dict[str, Any] = {"warband_id": warband_id, "recorded_at": utcnow()}
    for key, column, kind in BATTLE_FIELDS:
        row[column] = kind(battle.get(key, kind()))
    for key in OPTIONAL_BATTLE_FIELDS:
        value = battle.get(key)
        row[key] = None if value is None else int(value)
    row["rolls"] = json.dumps(battle.get("rolls", []), ensure_ascii=False)
    row["changes"] = json.dumps(battle.get("changes", []), ensure_ascii=False)
    if battle.get("id") is not None:
        row["id"] = battle["id"]  # a redo puts the same battle back
    return row


def battle_records(conn: AnyConnection, warband_id: int) -> list[dict[str, Any]]:
    """A warband's battle log, each record with its database id."""
    records = []
    for values in rows(conn, _READ["battle"], {"warband": warband_id}):
        r = dict(zip(_BATTLE_NAMES, values, strict=True))
        record: dict[str, Any] = {"id": r["id"]}
        for key, column, _kind in BATTLE_FIELDS:
            record[key] = r[column]
        for key in OPTIONAL_BATTLE_FIELDS:
            if r[key] is not None:
                record[key] = r[key]
        # A line of an older version (before schema 0006) reads as a `text` message.
        record["rolls"] = [
            {**roll, "purpose": _message_data(roll.get("purpose", ""))}
            for roll in json.loads(r["rolls"])
        ]
        record["changes"] = [_message_data(change) for change in json.loads(r["changes"])]
        records.append(record)
    return records


def _message_data(data: object) -> dict[str, Any]:
    try:
        return Message.from_data(data).to_data()
    except ValueError:
        return Message.text(str(data)).to_data()


def custom_column(state: WarbandState) -> str:
    """The warband row's `custom` column: its custom definitions as JSON, "" for none."""
    custom = state.custom
    return json.dumps(to_plain(custom), ensure_ascii=False) if custom.types else ""


def learn_custom(ruleset: Ruleset | None, state: WarbandState) -> WarbandState:
    """The sheet, after its custom warrior types were made part of the store's own ruleset, and
    it holds the definition of every custom type it uses (one another warband brought)."""
    if ruleset is None or not learnable(ruleset):
        return state
    used = [w.type_id for w in state.warriors]
    state.custom = completed(ruleset, state.type_id, state.custom, used)
    if state.custom.types:
        learn(ruleset, state.type_id, state.custom)
    return state


class Transaction:
    """One unit of work on the store: everything in it is written together or not at all.

    Sheets read or written are remembered by revision (`cache`): a later load whose revision
    still matches the database skips reading the sheet again. Writes reach the cache only
    after the commit (`pending`), so a rolled-back change is never remembered.
    """

    def __init__(
        self,
        session: Session,
        cache: dict[int, WarbandState] | None = None,
        ruleset: Ruleset | None = None,
    ) -> None:
        self.session = session
        self.ruleset = ruleset  # needed to write: the warband row keeps its rating
        self.cache = cache if cache is not None else {}
        self.pending: dict[int, WarbandState] = {}

    # --- reading (the same reads as Store's, in this transaction) ------------------------

    def setting(self, key: str) -> Any:
        """A campaign setting as it was stored (JSON), or None when it was never set."""
        return read_setting(self.session.connection(), key)

    def holders_of(self, type_id: str) -> list[tuple[int, str]]:
        """(id, name) of every warband not in the bin with a warrior of this type id."""
        return read_holders(self.session.connection(), type_id)

    def load(self, warband_id: int, *, include_deleted: bool = False) -> WarbandState:
        # Plain SQL, not ORM objects: loading a sheet is on the path of every edit.
        connection = self.session.connection()
        if connection.dialect.name != "sqlite":
            # A server lets two writers read the same revision: the row is locked first, so a
            # second writer waits for the first to commit and then reads its sheet, as
            # BEGIN IMMEDIATE makes them queue on SQLite (not "changed meanwhile" for both).
            first(connection, _LOCK_WARBAND, {"w_id": warband_id})
        state = load_sheet(
            connection, warband_id, self.cache, self.pending, include_deleted=include_deleted
        )
        return learn_custom(self.ruleset, state)

    def find(self, name_or_id: str | int, *, include_deleted: bool = False) -> int:
        """A warband's id from its id or its exact (case-insensitive) name."""
        return find_warband(self.session.connection(), name_or_id, include_deleted=include_deleted)

    def warrior_ids_taken(self, ids: list[str]) -> bool:
        from sqlalchemy import func, select

        if not ids:
            return False
        warrior = _tables()["warrior"]
        query = select(func.count()).select_from(warrior).where(warrior.c.id.in_(ids))
        return bool(self.session.scalar(query))

    def _warband_row(self, warband_id: int, *, include_deleted: bool = False) -> WarbandRow:
        from app.store.schema import WarbandRow

        row = self.session.get(WarbandRow, warband_id)
        if row is None or (row.deleted_at is not None and not include_deleted):
            raise NotFoundError(Message.of("no_warband_id", warband_id=warband_id))
        return row

    # --- campaign settings ---------------------------------------------------------------

    def set_setting(self, key: str, value: Any) -> None:
        """Store a setting (None removes it: the program's default applies again)."""
        from app.store.schema import SettingRow

        row = self.session.get(SettingRow, key)
        if value is None:
            if row is not None:
                self.session.delete(row)
            return
        text = json.dumps(value, sort_keys=True)
        if row is None:
            self.session.add(SettingRow(key=key, value=text))
        else:
            row.value = text
        self.session.flush()

    def take_setting(self, key: str) -> bool:
        """Remove a setting; whether it was there (a second program waits for the first's
        commit and then finds it gone)."""
        from sqlalchemy import text

        result = self.session.connection().execute(
            text("DELETE FROM setting WHERE key = :key"), {"key": key}
        )
        return bool(result.rowcount)

    # --- writing -------------------------------------------------------------------------

    def _summary(self, state: WarbandState) -> tuple[int, int]:
        assert self.ruleset is not None, "a writing transaction needs the ruleset"
        return summarize(self.ruleset, state)

    def insert(self, state: WarbandState) -> WarbandState:
        from app.store.schema import WarbandRow

        learn_custom(self.ruleset, state)
        rating, members = self._summary(state)
        row = WarbandRow(
            rating=rating,
            members=members,
            name=state.name,
            type_id=state.type_id,
            treasury=state.treasury,
            shards=state.shards,
            notes=state.notes,
            house_rules=json.dumps(state.house_rules),
            revision=1,
            leader_id=state.leader_id,
            custom=custom_column(state),
        )
        self.session.add(row)
        self.session.flush()
        assert row.id is not None
        saved = state.copy()
        saved.id = row.id
        saved.revision = 1
        self._write_sheet(saved)
        self._sync_battles(saved)
        self.pending[row.id] = saved.copy()
        return saved

    def save(self, state: WarbandState, *, expected_revision: int | None = None) -> WarbandState:
        """Write the sheet (what changed). `expected_revision` guards against a lost update."""
        from app.store.schema import utcnow

        assert state.id is not None, "save() needs a stored warband; use insert()"
        learn_custom(self.ruleset, state)
        conn = self.session.connection()
        writes = _writes()
        row = conn.execute(writes.read_warband, {"w_id": state.id}).first()
        if row is None:
            raise NotFoundError(Message.of("no_warband_id_state", state=state.id))
        expected = state.revision if expected_revision is None else expected_revision
        if row.revision != expected:
            raise ConflictError(
                Message.of(
                    "changed_meanwhile_revision",
                    row=row.name,
                    revision=row.revision,
                    expected=expected,
                )
            )
        stored = self._stored_sheet(conn, row)
        saved = state.copy()
        saved.revision = row.revision + 1
        rating, members = self._summary(saved)
        now = utcnow()
        # The revision check and bump are one statement, so two writers cannot both pass it.
        result = conn.execute(
            writes.save_warband,
            {
                "w_id": state.id,
                "w_revision": row.revision,
                "v_name": saved.name,
                "v_type_id": saved.type_id,
                "v_treasury": saved.treasury,
                "v_shards": saved.shards,
                "v_notes": saved.notes,
                "v_house_rules": json.dumps(saved.house_rules),
                "v_revision": saved.revision,
                "v_rating": rating,
                "v_members": members,
                "v_leader_id": saved.leader_id,
                "v_custom": custom_column(saved),
                "v_updated_at": now,
                "v_deleted_at": (row.deleted_at or now) if saved.deleted else None,
            },
        )
        if result.rowcount != 1:
            raise ConflictError(Message.of("changed_meanwhile", row=row.name))
        self._write_changes(conn, stored, saved)
        if stored.battles != saved.battles:
            self._sync_battles(saved)
        self.pending[state.id] = saved.copy()
        return saved

    def _stored_sheet(self, conn: Connection, row: Any) -> WarbandState:
        """The sheet as the database holds it now: from the cache when its revision matches."""
        known = self.pending.get(row.id) or self.cache.get(row.id)
        if known is not None and known.revision == row.revision:
            return known
        return read_sheet(conn, row)

    def _write_changes(self, conn: Connection, old: WarbandState, new: WarbandState) -> None:
        """Write only what differs between the stored sheet and the new one, each kind of
        statement once (an executemany) whatever the number of warriors it touches."""
        assert new.id is not None
        writes = _writes()
        if old.stash != new.stash:
            conn.execute(writes.delete_stash, {"warband": new.id})
            self._insert_rows({"stash_item": _stash_rows(new)})
        before = {w.id: (n, w) for n, w in enumerate(old.warriors)}
        wanted = {w.id for w in new.warriors}
        gone = [{"warrior": wid} for wid in before if wid not in wanted]
        if gone:  # their rows go with them (ON DELETE CASCADE)
            conn.execute(writes.delete_warrior, gone)
        added: dict[str, list[dict[str, Any]]] = {table: [] for table in _SHEET_TABLES}
        updated: list[dict[str, Any]] = []
        cleared: dict[str, list[dict[str, Any]]] = {}
        for position, w in enumerate(new.warriors):
            if w.id not in before:
                _add_warrior_rows(added, new.id, position, w)
                continue
            old_position, was = before[w.id]
            if old_position != position or _warrior_fields(was) != _warrior_fields(w):
                values = _warrior_row(new.id, position, w)
                updated.append({f"v_{key}": value for key, value in values.items()})
            for table, field_name, _read in _CHILD_LISTS:
                if getattr(was, field_name) != getattr(w, field_name):
                    cleared.setdefault(table, []).append({"warrior": w.id})
                    added[table] += _CHILD_ROWS[table](w)
        if updated:
            conn.execute(writes.update_warrior, updated)
        for table, ids in cleared.items():
            conn.execute(writes.delete_children[table], ids)
        self._insert_rows(added)

    def _write_sheet(self, state: WarbandState) -> None:
        """Insert the sheet's rows with one executemany per table."""
        assert state.id is not None
        rows: dict[str, list[dict[str, Any]]] = {table: [] for table in _SHEET_TABLES}
        rows["stash_item"] = _stash_rows(state)
        for position, w in enumerate(state.warriors):
            _add_warrior_rows(rows, state.id, position, w)
        self._insert_rows(rows)

    def _insert_rows(self, rows: dict[str, list[dict[str, Any]]]) -> None:
        from sqlalchemy import insert

        conn = self.session.connection()
        for table in _SHEET_TABLES:  # warriors before the rows that point at them
            if rows.get(table):
                conn.execute(insert(_tables()[table]), rows[table])

    def purge(self, warband_id: int) -> None:
        """Delete a warband for good (the bin only hides it)."""
        row = self._warband_row(warband_id, include_deleted=True)
        self.session.delete(row)
        self.session.flush()
        self.cache.pop(warband_id, None)  # SQLite may give the id to a new warband

    # --- battle log ----------------------------------------------------------------------

    def _sync_battles(self, state: WarbandState) -> None:
        """The battle log follows the sheet: an undone battle goes, a redone one comes back.

        Only the difference is written: the log is long, and most edits do not touch it.
        """
        from sqlalchemy import delete, insert, select

        assert state.id is not None
        table = _tables()["battle"]
        conn = self.session.connection()
        stored = set(conn.scalars(select(table.c.id).where(table.c.warband_id == state.id)))
        wanted = {b["id"] for b in state.battles if b.get("id") is not None}
        gone = stored - wanted
        if gone:
            conn.execute(delete(table).where(table.c.id.in_(gone)))
        new = [b for b in state.battles if b.get("id") not in stored]
        rows = [_battle_row(state.id, battle) for battle in new]
        if len(rows) > 1 and not any("id" in row for row in rows):
            # A new log (an import, a merge): one statement for all its records. Each gets
            # the next id in turn, so the log's new ids, in order, are its records'.
            conn.execute(insert(table), rows)
            query = select(table.c.id).where(table.c.warband_id == state.id)
            added = sorted(set(conn.scalars(query)) - (stored - gone))
            for battle, battle_id in zip(new, added, strict=True):
                battle["id"] = battle_id
            return
        for battle, row in zip(new, rows, strict=True):
            result = conn.execute(insert(table), row)
            battle["id"] = row.get("id") or result.inserted_primary_key[0]  # type: ignore[index]

    def add_battle(self, warband_id: int, battle: dict[str, Any]) -> WarbandState:
        """Append a battle to a stored warband's log (a change of the sheet: a new revision)."""
        state = self.load(warband_id)
        state.battles.append({k: v for k, v in battle.items() if k != "id"})
        return self.save(state)

    def battles(self, warband_id: int) -> list[dict[str, Any]]:
        """The battle log as the exchange format writes it (no database ids)."""
        return [
            {k: v for k, v in record.items() if k != "id"}
            for record in battle_records(self.session.connection(), warband_id)
        ]


class SheetReader:
    """What the window reads of a campaign: the list, sheets, settings, battle logs, and the
    problems remembered of the last sheet checked. The store reads through its database; the
    preview (app/store/preview.py) through a read-only sqlite3 connection to the same file,
    with the same statements."""

    def __init__(self, ruleset: Ruleset) -> None:
        # Its own copy: the custom warbands of this campaign are learnt into it, never into
        # the rulebook every reader shares (rules.custom).
        self._ruleset = own_copy(ruleset)
        self._learnt = False  # the campaign's custom definitions are read on the first use
        self._sheets: dict[int, WarbandState] = {}  # last committed sheet of each warband
        # The rules' problems of the last sheet checked, per warband: an edit checks the sheet
        # it starts from, which is the one the last edit (or the window) just checked.
        self._problems: dict[int | None, tuple[WarbandState, tuple[Any, ...]]] = {}

    @contextmanager
    def _connection(self) -> Iterator[AnyConnection]:
        """A connection to read with (a failure of the database comes out as a StoreError)."""
        raise NotImplementedError
        yield  # pragma: no cover

    @property
    def ruleset(self) -> Ruleset:
        """The rulebook with the custom warbands and types of this campaign's warbands."""
        if not self._learnt:
            self._learnt = True
            with self._connection() as conn:
                found = rows(conn, _CUSTOM, {})
            for type_id, custom in found:
                learn(self._ruleset, type_id, from_plain(json.loads(custom)))
        return self._ruleset

    @ruleset.setter
    def ruleset(self, ruleset: Ruleset) -> None:
        self._ruleset, self._learnt = own_copy(ruleset), False

    def adopt(self, reader: SheetReader) -> None:
        """Take over what another reader of the same campaign remembers (sheets by revision,
        problems by content: both are checked before use, so nothing stale is believed)."""
        self._sheets.update(reader._sheets)
        self._problems.update(reader._problems)
        # One ruleset for both: the window's models hold the reader's, and the custom types
        # this store learns (a custom warband made, imported, merged) must reach them.
        self._ruleset, self._learnt = reader._ruleset, False

    def known_problems(self, state: WarbandState) -> tuple[Any, ...] | None:
        """The problems remembered for this very content (whatever its revision), if any."""
        entry = self._problems.get(state.id)
        if entry is None or not _same_content(entry[0], state):
            return None
        return entry[1]

    def remember_problems(self, state: WarbandState, problems: Sequence[Any]) -> None:
        self._problems[state.id] = (state.copy(), tuple(problems))

    def load(self, warband_id: int, *, include_deleted: bool = False) -> WarbandState:
        with self._connection() as conn:
            state = load_sheet(conn, warband_id, self._sheets, include_deleted=include_deleted)
        return learn_custom(self.ruleset, state)

    def find(self, name_or_id: str | int, *, include_deleted: bool = False) -> int:
        with self._connection() as conn:
            return find_warband(conn, name_or_id, include_deleted=include_deleted)

    def setting(self, key: str) -> Any:
        with self._connection() as conn:
            return read_setting(conn, key)

    def holders_of(self, type_id: str) -> list[tuple[int, str]]:
        with self._connection() as conn:
            return read_holders(conn, type_id)

    def battles(self, warband_id: int) -> list[dict[str, Any]]:
        """The battle log as the exchange format writes it (no database ids)."""
        with self._connection() as conn:
            records = battle_records(conn, warband_id)
        return [{k: v for k, v in record.items() if k != "id"} for record in records]

    def count(self) -> int:
        with self._connection() as conn:
            return int(scalar(conn, "SELECT count(*) FROM warband") or 0)

    def list_warbands(self, *, include_deleted: bool = False) -> list[WarbandSummary]:
        """Every warband with its rating: one query, the figures are kept on the warband row."""
        with self._connection() as conn:
            found = read_warbands(conn, include_deleted=include_deleted)
        known = self._ruleset.warbands  # not learnt yet: the first use of `ruleset` learns all
        if self._learnt and any(summary.type_id not in known for summary in found):
            # A custom warband made since (by the store or another program): learnt now, into
            # the same ruleset object the window's models hold.
            self._learnt = False
            _ = self.ruleset
        return found


class Store(SheetReader):
    """The campaign's warbands in one database."""

    def __init__(self, database: Database, ruleset: Ruleset) -> None:
        super().__init__(ruleset)
        self.database = database
        self._batch: Transaction | None = None  # the open batch() every transaction joins

    @contextmanager
    def transaction(self) -> Iterator[Transaction]:
        """Commit on success, roll back on any error: nothing half-written.

        Inside `batch()` every transaction joins the batch's one transaction. A failure of the
        database itself comes out as a StoreError (busy, disk full, ...).
        """
        from sqlmodel import Session

        if self._batch is not None:
            yield self._batch
            return
        ruleset = self.ruleset  # the campaign's custom types read before the write lock
        with database_errors(), Session(self.database.engine, expire_on_commit=False) as session:
            if self.database.engine.dialect.name == "sqlite":
                # Take the write lock up front so two programs queue instead of deadlocking.
                session.connection().exec_driver_sql("BEGIN IMMEDIATE")
            transaction = Transaction(session, self._sheets, ruleset)
            try:
                yield transaction
                session.commit()
            except BaseException:
                session.rollback()
                raise
            self._sheets.update(transaction.pending)

    @contextmanager
    def batch(self) -> Iterator[Transaction]:
        """Many use cases written as one transaction: all of them or none (the demo campaign)."""
        if self._batch is not None:
            yield self._batch
            return
        with self.transaction() as tx:
            self._batch = tx
            try:
                yield tx
            finally:
                self._batch = None

    @contextmanager
    def _connection(self) -> Iterator[Connection]:
        """A connection to read with: the batch's own while one is open (it sees its writes)."""
        if self._batch is not None:
            yield self._batch.session.connection()
            return
        with database_errors(), self.database.connect() as connection:
            yield connection

    def read(self, reader: Callable[[Connection], _T]) -> _T:
        """Run a reader on a connection of its own (the batch's while one is open)."""
        with self._connection() as connection:
            return reader(connection)
