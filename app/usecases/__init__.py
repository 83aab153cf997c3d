"""Use cases: one function per change, each one transaction that returns what changed.

The names are imported on first use (PEP 562): a command that needs one use case does not load
the code of all of them.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from app.usecases.advancing import (
        add_skill,
        advances_owed,
        apply_advance,
        forget_spell,
        learn_spell,
        promote_lad,
        record_experience,
        remove_skill,
        set_characteristic,
        set_experience,
    )
    from app.usecases.core import Change, problems_of, redo, undo
    from app.usecases.drafts import create_from_draft, draft_status
    from app.usecases.equipment import buy, buy_for_stash, from_stash, sell, to_stash
    from app.usecases.hiring import (
        add_models,
        dismiss,
        duplicate_group,
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
    from app.usecases.league import (
        LeagueChange,
        MatchReport,
        add_player,
        campaign_opponents,
        create_campaign,
        enter_warband,
        find_campaign,
        league_and_figures,
        list_campaigns,
        load_league,
        retire_warband,
        standings_of,
        timeline_of,
        undo_league,
        warbands_free_to_enter,
    )
    from app.usecases.matches import link_battle, record_match, remove_match
    from app.usecases.packs import (
        SettingChange,
        disable_pack,
        enable_pack,
        enabled_packs,
        hireable_swords,
        undo_setting,
        warband_types_by_pack,
    )
    from app.usecases.refusal import RefusedError
    from app.usecases.warbands import (
        create_warband,
        delete_warband,
        rename_warband,
        restore_warband,
        set_house_rules,
        set_notes,
        set_shards,
        set_treasury,
    )

_HOMES: dict[str, tuple[str, ...]] = {
    "app.usecases.advancing": (
        "add_skill",
        "advances_owed",
        "apply_advance",
        "forget_spell",
        "learn_spell",
        "promote_lad",
        "record_experience",
        "remove_skill",
        "set_characteristic",
        "set_experience",
    ),
    "app.usecases.core": (
        "Change",
        "problems_of",
        "redo",
        "undo",
    ),
    "app.usecases.refusal": ("RefusedError",),
    "app.usecases.drafts": (
        "create_from_draft",
        "draft_status",
    ),
    "app.usecases.equipment": (
        "buy",
        "buy_for_stash",
        "from_stash",
        "sell",
        "to_stash",
    ),
    "app.usecases.hiring": (
        "add_models",
        "dismiss",
        "duplicate_group",
        "hire",
        "hire_hired_sword",
        "remove_models",
        "rename_warrior",
        "set_warrior_notes",
    ),
    "app.usecases.injuries": (
        "apply_injury",
        "apply_injury_outcome",
        "remove_injury",
        "set_games_to_miss",
    ),
    "app.usecases.league": (
        "LeagueChange",
        "MatchReport",
        "add_player",
        "campaign_opponents",
        "create_campaign",
        "enter_warband",
        "find_campaign",
        "league_and_figures",
        "list_campaigns",
        "load_league",
        "retire_warband",
        "standings_of",
        "timeline_of",
        "undo_league",
        "warbands_free_to_enter",
    ),
    "app.usecases.matches": (
        "link_battle",
        "record_match",
        "remove_match",
    ),
    "app.usecases.packs": (
        "SettingChange",
        "disable_pack",
        "enable_pack",
        "enabled_packs",
        "hireable_swords",
        "undo_setting",
        "warband_types_by_pack",
    ),
    "app.usecases.warbands": (
        "create_warband",
        "delete_warband",
        "rename_warband",
        "restore_warband",
        "set_house_rules",
        "set_leader",
        "set_notes",
        "set_shards",
        "set_treasury",
    ),
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}


def __getattr__(name: str) -> Any:
    home = _HOME_OF.get(name)
    if home is None:
        raise AttributeError(f"module 'app.usecases' has no attribute {name!r}")
    value = getattr(importlib.import_module(home), name)
    globals()[name] = value
    return value


__all__ = [
    "Change",
    "LeagueChange",
    "MatchReport",
    "RefusedError",
    "SettingChange",
    "add_models",
    "add_player",
    "add_skill",
    "advances_owed",
    "apply_advance",
    "apply_injury",
    "apply_injury_outcome",
    "buy",
    "buy_for_stash",
    "campaign_opponents",
    "create_campaign",
    "create_from_draft",
    "create_warband",
    "delete_warband",
    "disable_pack",
    "dismiss",
    "draft_status",
    "duplicate_group",
    "enable_pack",
    "enabled_packs",
    "enter_warband",
    "find_campaign",
    "forget_spell",
    "from_stash",
    "hire",
    "hire_hired_sword",
    "hireable_swords",
    "league_and_figures",
    "learn_spell",
    "link_battle",
    "list_campaigns",
    "load_league",
    "problems_of",
    "promote_lad",
    "record_experience",
    "record_match",
    "redo",
    "remove_injury",
    "remove_match",
    "remove_models",
    "remove_skill",
    "rename_warband",
    "rename_warrior",
    "restore_warband",
    "retire_warband",
    "sell",
    "set_characteristic",
    "set_experience",
    "set_games_to_miss",
    "set_house_rules",
    "set_leader",
    "set_notes",
    "set_shards",
    "set_treasury",
    "set_warrior_notes",
    "standings_of",
    "timeline_of",
    "to_stash",
    "undo",
    "undo_league",
    "undo_setting",
    "warband_types_by_pack",
    "warbands_free_to_enter",
]
