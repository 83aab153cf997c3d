"""The battle log as data: messages (a code and values) stored, said in either language, and
the English lines of an older database still read after the upgrade to schema 0006."""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing
from pathlib import Path

from app import usecases as uc
from app.store.database import open_database
from app.store.repository import Store
from app.usecases.post_battle import post_battle
from app.words import say
from rules.dice import TableDice
from rules.messages import Message
from rules.models import Ruleset
from rules.post_battle import BattleReport
from rules.templates import table

TEXTS = table()  # the catalogue: {key: {lang: words}}

OLD_CHANGES = ["Hans: +2 experience", "Sold 1 shard(s) for 35 gc"]
OLD_ROLLS = [{"sides": 6, "value": 4, "purpose": "exploration"}]


def test_an_older_log_is_upgraded_to_messages_and_still_reads(
    tmp_path: Path, ruleset: Ruleset
) -> None:
    path = tmp_path / "old.sqlite3"
    store = Store(open_database(path), ruleset)
    wid = uc.create_warband(store, "reikland", "Veterans").warband_id
    store.database.close()
    with closing(sqlite3.connect(path)) as connection:  # as schema 0005 wrote it
        for table in ("warband", "campaign", "player", "campaign_warband", "match"):  # 0008's
            connection.execute(f"DROP INDEX ix_{table}_uid")
            connection.execute(f"ALTER TABLE {table} DROP COLUMN uid")
        connection.execute("DROP TABLE sync_history")
        connection.execute(
            "INSERT INTO battle (warband_id, played_on, scenario_id, opponent, opponent_type,"
            " opponent_rating, result, rating_before, rating_after, treasury_after,"
            " shards_after, rolls, changes, recorded_at)"
            " VALUES (?, '', 'skirmish', '', '', 100, 'won', 100, 102, 500, 0, ?, ?,"
            " '2024-01-01 00:00:00')",
            (wid, json.dumps(OLD_ROLLS), json.dumps(OLD_CHANGES)),
        )
        for column in ("treasury_before", "shards_before", "income"):  # added by 0007
            connection.execute(f"ALTER TABLE battle DROP COLUMN {column}")
        connection.execute("UPDATE alembic_version SET version_num = '0005'")
        connection.commit()

    upgraded = open_database(path)
    try:
        assert upgraded.backup is not None  # upgraded, after a backup
        with upgraded.connect() as connection:
            rolls, changes = connection.exec_driver_sql("SELECT rolls, changes FROM battle").one()
        assert json.loads(changes) == [Message.text(line).to_data() for line in OLD_CHANGES]
        assert json.loads(rolls)[0]["purpose"] == Message.text("exploration").to_data()
        battle = Store(upgraded, ruleset).battles(wid)[0]
        lines = [say(Message.from_data(c), "ru", ruleset) for c in battle["changes"]]
        assert lines == OLD_CHANGES  # shown as they were written
    finally:
        upgraded.close()


def test_a_battle_is_logged_as_codes_and_values(store: Store, ruleset: Ruleset) -> None:
    wid = uc.create_warband(store, "reikland", "Messages").warband_id
    uc.hire(store, wid, "mercenary_captain", "Hans")
    uc.hire(store, wid, "warriors", "Blades", count=2)
    report = BattleReport("skirmish", "won", opponent_rating=100, henchmen_out_of_action={})
    post_battle(store, wid, report, TableDice([4, 4]))
    battle = store.battles(wid)[0]
    codes = [change["code"] for change in battle["changes"]]
    assert "experience" in codes and any(code.startswith("exploration") for code in codes)
    for change in battle["changes"]:
        assert change["code"] in TEXTS, change
        for value in change["values"].values():  # numbers, names and ids: never a sentence
            assert isinstance(value, int) or " " not in value or value[0].isdigit(), change
    assert {roll["purpose"]["code"] for roll in battle["rolls"]} == {"exploration"}
    russian = [say(Message.from_data(c), "ru", ruleset) for c in battle["changes"]]
    assert any(line.startswith("Hans: +") and line.endswith(" опыта") for line in russian)
    assert not [line for line in russian if "experience" in line or "Exploration" in line]
