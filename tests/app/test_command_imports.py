"""What the reading commands import: `list`, `show` and `export-json` of an existing campaign.

No time is asserted (benchmarks/run_all.py measures them against `import sqlmodel`); these
tests keep out of their way what they do not need: the ORM classes of the schema (a third of
their start), alembic (the schema is checked with plain sqlite3), and for `list` the sheets'
and the rules' classes.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlmodel import SQLModel

import app.store.repository as repository
import app.store.schema  # noqa: F401  (the tables the reads are checked against)
from tests.app.fresh_process import modules_loaded

WRITERS = ("app.store.schema", "alembic")

LOADED = """
import contextlib, io, sys
from mordheim_roster.__main__ import main
with contextlib.redirect_stdout(io.StringIO()) as out:
    code = main(sys.argv[1:])
assert code == 0 and out.getvalue(), (code, out.getvalue())
print(" ".join(m for m in {modules!r} if m in sys.modules))
"""


def modules_after(*argv: str, folder: Path, modules: tuple[str, ...]) -> set[str]:
    return modules_loaded(LOADED.format(modules=modules), *argv, cache=folder / "cache")


@pytest.fixture(scope="module")
def campaign(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database with the demo campaign, made by a first run (which writes: the schema)."""
    folder = tmp_path_factory.mktemp("campaign")
    db = folder / "r.sqlite3"
    assert set(WRITERS) <= modules_after("--db", str(db), "list", folder=folder, modules=WRITERS)
    return db


@pytest.mark.parametrize("command", [["list"], ["show", "1"], ["export-json", "1"]])
def test_reading_commands_make_no_orm_class_and_import_no_alembic(
    campaign: Path, command: list[str]
) -> None:
    argv = ["--db", str(campaign), *command]
    assert modules_after(*argv, folder=campaign.parent, modules=WRITERS) == set()


def test_the_list_makes_neither_the_sheets_classes_nor_the_rules(campaign: Path) -> None:
    """`list` reads the figures kept on the warband rows and the types' names kept beside the
    compiled rules (rules.names): neither app.domain nor rules.models is made."""
    heavy = (*WRITERS, "app.domain", "rules.models", "app.store.repository")
    for argv in (["list"], ["--lang", "ru", "list", "--all"]):
        assert modules_after("--db", str(campaign), *argv, folder=campaign.parent,
                             modules=heavy) == set()  # fmt: skip


def columns(names: str) -> set[str]:
    return {name.strip() for name in names.split(",")}


def test_a_sheets_reads_name_every_column_the_sheet_keeps() -> None:
    """The reads name their columns by hand (they run without the schema's classes): each
    is a column of its table, and no column the sheet keeps is left unread."""
    tables = SQLModel.metadata.tables
    keys = {"id", "warrior_id", "position"}
    for table, _field, names in repository._CHILD_LISTS:
        assert columns(names) == {c.name for c in tables[table].columns} - keys, table
    warrior = {c.name for c in tables["warrior"].columns} - {"warband_id", "position"}
    assert columns(repository._WARRIOR_COLUMNS) == warrior
    battle = {c.name for c in tables["battle"].columns} - {"warband_id", "recorded_at"}
    assert columns(repository._BATTLE_COLUMNS) == battle
    assert set(repository._SHEET_TABLES) <= set(tables)
