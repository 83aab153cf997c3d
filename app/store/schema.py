"""The database tables (sqlmodel). Every row of a warband's sheet hangs off `warband`.

Child rows are deleted with their warband or warrior (ON DELETE CASCADE); warriors keep a
stable text id so an undo snapshot restores them exactly.

No `from __future__ import annotations`: pydantic would evaluate every annotation from its
text when the classes are made, on every start of the program.
"""

import uuid
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import UniqueConstraint
from sqlmodel import Field, SQLModel


def utcnow() -> datetime:
    return datetime.now(UTC)


def new_uid() -> str:
    """A stable id that names a row in every copy of the campaign (merging copies)."""
    return uuid.uuid4().hex


def uid_field() -> Any:
    """The `uid` column (migration 0008): made by the program for every new row, whether
    written through the ORM or a Core insert."""
    return Field(
        default_factory=new_uid, unique=True, index=True, sa_column_kwargs={"default": new_uid}
    )


class WarbandRow(SQLModel, table=True):
    __tablename__ = "warband"

    id: int | None = Field(default=None, primary_key=True)
    uid: str = uid_field()
    name: str = Field(index=True)
    type_id: str
    treasury: int = 0
    shards: int = 0
    notes: str = ""
    house_rules: str = "[]"  # JSON list of pack ids
    revision: int = 0
    rating: int = 0  # the list's figures, written with every change (app.store.summary)
    members: int = 0
    leader_id: str = ""  # the chosen leader's warrior id ("" = the leader type's hero)
    # JSON: the custom warrior types it uses (rules.custom.to_plain); "" for none (migration 0014)
    custom: str = ""
    created_at: datetime = Field(default_factory=utcnow)
    updated_at: datetime = Field(default_factory=utcnow)
    deleted_at: datetime | None = Field(default=None, index=True)


class WarriorRow(SQLModel, table=True):
    __tablename__ = "warrior"

    id: str = Field(primary_key=True)
    warband_id: int = Field(foreign_key="warband.id", index=True, ondelete="CASCADE")
    position: int = 0
    kind: str  # hero | henchmen | hired_sword
    type_id: str
    name: str
    count: int = 1
    experience: int = 0
    experience_floor: int = 0
    extra_advances: int = 0
    games_to_miss: int = 0
    promoted_from: str | None = None
    extra_skill_lists: str = "[]"  # JSON list
    notes: str = ""


class ProfileChangeRow(SQLModel, table=True):
    __tablename__ = "profile_change"

    id: int | None = Field(default=None, primary_key=True)
    warrior_id: str = Field(foreign_key="warrior.id", index=True, ondelete="CASCADE")
    position: int = 0
    characteristic: str
    delta: int
    reason: str = "advance"


class CarriedItemRow(SQLModel, table=True):
    __tablename__ = "carried_item"

    id: int | None = Field(default=None, primary_key=True)
    warrior_id: str = Field(foreign_key="warrior.id", index=True, ondelete="CASCADE")
    position: int = 0
    item_id: str


class StashItemRow(SQLModel, table=True):
    __tablename__ = "stash_item"

    id: int | None = Field(default=None, primary_key=True)
    warband_id: int = Field(foreign_key="warband.id", index=True, ondelete="CASCADE")
    position: int = 0
    item_id: str


class SkillRow(SQLModel, table=True):
    __tablename__ = "warrior_skill"

    id: int | None = Field(default=None, primary_key=True)
    warrior_id: str = Field(foreign_key="warrior.id", index=True, ondelete="CASCADE")
    position: int = 0
    skill_id: str


class SpellRow(SQLModel, table=True):
    __tablename__ = "warrior_spell"

    id: int | None = Field(default=None, primary_key=True)
    warrior_id: str = Field(foreign_key="warrior.id", index=True, ondelete="CASCADE")
    position: int = 0
    spell_key: str
    difficulty_reduction: int = 0


class MutationRow(SQLModel, table=True):
    __tablename__ = "warrior_mutation"

    id: int | None = Field(default=None, primary_key=True)
    warrior_id: str = Field(foreign_key="warrior.id", index=True, ondelete="CASCADE")
    position: int = 0
    mutation_id: str


class InjuryRow(SQLModel, table=True):
    __tablename__ = "warrior_injury"

    id: int | None = Field(default=None, primary_key=True)
    warrior_id: str = Field(foreign_key="warrior.id", index=True, ondelete="CASCADE")
    position: int = 0
    injury_id: str
    detail: str = ""


class GainedRuleRow(SQLModel, table=True):
    __tablename__ = "warrior_rule"

    id: int | None = Field(default=None, primary_key=True)
    warrior_id: str = Field(foreign_key="warrior.id", index=True, ondelete="CASCADE")
    position: int = 0
    rule_id: str
    source: str = "injury"
    detail: str = ""


class AdvanceRow(SQLModel, table=True):
    __tablename__ = "warrior_advance"

    id: int | None = Field(default=None, primary_key=True)
    warrior_id: str = Field(foreign_key="warrior.id", index=True, ondelete="CASCADE")
    position: int = 0
    threshold: int
    kind: str
    result: str = ""
    dice: str = "[]"  # JSON list of the dice rolled


class BattleRow(SQLModel, table=True):
    __tablename__ = "battle"

    id: int | None = Field(default=None, primary_key=True)
    warband_id: int = Field(foreign_key="warband.id", index=True, ondelete="CASCADE")
    played_on: str = ""  # ISO date the players give
    scenario_id: str = ""
    opponent: str = ""
    opponent_type: str = ""
    opponent_rating: int = 0
    result: str = ""  # won | lost | draw
    rating_before: int = 0
    rating_after: int = 0
    treasury_after: int = 0
    shards_after: int = 0
    # Before the post-battle sequence, and the gold it brought in (wyrdstone sold, gold found,
    # less upkeep paid); None in a record of a version before schema 0007.
    treasury_before: int | None = None
    shards_before: int | None = None
    income: int | None = None
    rolls: str = "[]"  # JSON: every die with its purpose (a message: code and values)
    changes: str = "[]"  # JSON: what changed, as messages (rules.messages): no words
    recorded_at: datetime = Field(default_factory=utcnow)


class SettingRow(SQLModel, table=True):
    """A setting of the campaign the database holds (the packs switched on, ...): JSON."""

    __tablename__ = "setting"

    key: str = Field(primary_key=True)
    value: str = "null"


# --- the campaign as a league (migration 0005) ---------------------------------------------
# A campaign holds players, the warbands they play in it, and the matches between them. The
# rows of a campaign go with it (ON DELETE CASCADE); warbands stay in the warband table.


class CampaignRow(SQLModel, table=True):
    __tablename__ = "campaign"

    id: int | None = Field(default=None, primary_key=True)
    uid: str = uid_field()
    name: str = Field(index=True)
    started_on: str = ""  # ISO date
    packs: str = "[]"  # JSON list of the data packs the campaign allows
    house_rules: str = "[]"  # JSON list of the optional house-rule packs it plays with
    # JSON: {"allowed": [scenario ids it rolls among], "custom": [the players' own scenarios]};
    # "{}" plays the rulebook's (migration 0013).
    scenarios: str = "{}"
    notes: str = ""  # the players' own notes on the campaign (migration 0015)


class PlayerRow(SQLModel, table=True):
    __tablename__ = "player"

    id: int | None = Field(default=None, primary_key=True)
    uid: str = uid_field()
    campaign_id: int = Field(foreign_key="campaign.id", index=True, ondelete="CASCADE")
    name: str


class EntryRow(SQLModel, table=True):
    """A player's warband in a campaign, from the day it joined to the day it retired."""

    __tablename__ = "campaign_warband"

    id: int | None = Field(default=None, primary_key=True)
    uid: str = uid_field()
    campaign_id: int = Field(foreign_key="campaign.id", index=True, ondelete="CASCADE")
    player_id: int = Field(foreign_key="player.id", index=True, ondelete="CASCADE")
    warband_id: int = Field(foreign_key="warband.id", index=True, ondelete="CASCADE")
    joined_on: str = ""
    retired_on: str = ""  # "" while it plays


class MatchRow(SQLModel, table=True):
    __tablename__ = "match"

    id: int | None = Field(default=None, primary_key=True)
    uid: str = uid_field()
    campaign_id: int = Field(foreign_key="campaign.id", index=True, ondelete="CASCADE")
    played_on: str = ""
    scenario_id: str = ""
    notes: str = ""


class MatchSideRow(SQLModel, table=True):
    """One warband's side of a match. `battle_id` names its record in the battle log, without
    a foreign key: an undone post-battle takes the record away and a redo brings it back with
    the same id, and the link must outlive that."""

    __tablename__ = "match_side"

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(foreign_key="match.id", index=True, ondelete="CASCADE")
    warband_id: int = Field(foreign_key="warband.id", index=True, ondelete="CASCADE")
    position: int = 0
    result: str = ""  # won | lost | draw
    rating: int = 0  # the warband's rating when the match was recorded
    battle_id: int | None = None


class CasualtyRow(SQLModel, table=True):
    """What one side of a match did to another: models taken out of action, heroes killed."""

    __tablename__ = "match_casualty"

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(foreign_key="match.id", index=True, ondelete="CASCADE")
    by_warband_id: int = Field(foreign_key="warband.id", ondelete="CASCADE")
    against_warband_id: int = Field(foreign_key="warband.id", ondelete="CASCADE")
    out_of_action: int = 0
    heroes_killed: int = 0


class SyncRow(SQLModel, table=True):
    """What a stable id's row was at each export or merge (migration 0008): the digests of its
    content, oldest first ("-": deleted). A merge compares them to tell a change made in one
    copy only from a change made in both (app.copies.merging)."""

    __tablename__ = "sync_history"

    uid: str = Field(primary_key=True)
    kind: str  # warband | campaign | player | entry | match
    history: str = "[]"  # JSON list of digests


# --- a battle tracked at the table (migration 0012) -----------------------------------------
# The two sides as they were at the start and the events recorded since, one row each, so a
# battle survives a crash between any two actions (app/battle/store.py).


class TrackedBattleRow(SQLModel, table=True):
    """A battle being played (or played, or abandoned): `setup` is JSON
    (`rules.battle.setup_to_data`); the opponent's warband, the campaign and the match are
    linked by id without a foreign key (a match undone and redone keeps its id)."""

    __tablename__ = "tracked_battle"

    id: int | None = Field(default=None, primary_key=True)
    warband_id: int = Field(foreign_key="warband.id", index=True, ondelete="CASCADE")
    opponent_id: int | None = None  # the opponent's warband in this book, if it is one
    campaign_id: int | None = None
    match_id: int | None = None
    setup: str = "{}"
    status: str = "playing"  # playing | over | abandoned
    started_at: datetime = Field(default_factory=utcnow)


class BattleEventRow(SQLModel, table=True):
    """One event of a tracked battle (`rules.battle.event_to_data`, JSON), at its position:
    two writers cannot both add the same event's place."""

    __tablename__ = "tracked_battle_event"
    __table_args__ = (UniqueConstraint("battle_id", "position"),)

    id: int | None = Field(default=None, primary_key=True)
    battle_id: int = Field(foreign_key="tracked_battle.id", index=True, ondelete="CASCADE")
    position: int
    data: str = "{}"
    recorded_at: datetime = Field(default_factory=utcnow)
