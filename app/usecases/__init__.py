"""Use cases: one function per change, each one transaction that returns what changed."""

from app.usecases.advancing import (
    advances_owed,
    apply_advance,
    learn_spell,
    promote_lad,
    record_experience,
    set_characteristic,
    set_experience,
)
from app.usecases.core import Change, RefusedError, problems_of, redo, undo
from app.usecases.equipment import buy, buy_for_stash, from_stash, sell, to_stash
from app.usecases.hiring import (
    add_models,
    dismiss,
    hire,
    hire_hired_sword,
    remove_models,
    rename_warrior,
    set_warrior_notes,
)
from app.usecases.injuries import (
    apply_injury,
    apply_injury_outcome,
    remove_injury,
    set_games_to_miss,
)
from app.usecases.warbands import (
    create_from_draft,
    create_warband,
    delete_warband,
    rename_warband,
    restore_warband,
    set_house_rules,
    set_notes,
    set_shards,
    set_treasury,
)

__all__ = [
    "Change",
    "RefusedError",
    "add_models",
    "advances_owed",
    "apply_advance",
    "apply_injury",
    "apply_injury_outcome",
    "buy",
    "buy_for_stash",
    "create_from_draft",
    "create_warband",
    "delete_warband",
    "dismiss",
    "from_stash",
    "hire",
    "hire_hired_sword",
    "learn_spell",
    "problems_of",
    "promote_lad",
    "record_experience",
    "redo",
    "remove_injury",
    "remove_models",
    "rename_warband",
    "rename_warrior",
    "restore_warband",
    "sell",
    "set_characteristic",
    "set_experience",
    "set_games_to_miss",
    "set_house_rules",
    "set_notes",
    "set_shards",
    "set_treasury",
    "set_warrior_notes",
    "to_stash",
    "undo",
]  # fmt: skip
