"""How many Heroes a warband may have, a campaign setting (docs/rules-notes.md, "How many
Heroes"): the rulebook's leader and up to five others, each hero type at its listed number, so
the lad's got talent can make a sixth (the default); or the sum of the list's hero types, as
the rules reference reads it."""

from __future__ import annotations

from typing import Any

from app.domain import WarbandState, warband_of
from app.store.repository import SheetReader, Store
from app.usecases.packs import SettingChange
from app.usecases.refusal import RefusedError
from rules.composition import Problem, hero_cap, hero_limit_problems
from rules.messages import Message

HEROES_SETTING = "heroes"
SIX, LIST = "six", "list"
READINGS = (SIX, LIST)


def hero_reading(store: SheetReader) -> str:
    value: Any = store.setting(HEROES_SETTING)
    return value if value in READINGS else SIX


def most_heroes(store: SheetReader, state: WarbandState) -> int:
    """The most Heroes this warband may have under the campaign's reading."""
    return hero_cap(warband_of(store.ruleset, state), hero_reading(store) == SIX)


def with_hero_reading(
    store: SheetReader, state: WarbandState, problems: list[Problem]
) -> list[Problem]:
    """The rules' problems (checked against the list's sum) with the hero cap the campaign
    reads: under six, a sixth Hero of a list of five is no problem."""
    if hero_reading(store) == LIST:
        return problems
    warband = warband_of(store.ruleset, state)
    kept = [p for p in problems if p.code != "hero_limit"]
    return kept + hero_limit_problems(warband, len(state.heroes), hero_cap(warband, True))


def set_hero_reading(store: Store, reading: str) -> SettingChange:
    """Read the Hero cap as the rulebook's six or as the list's sum, for the whole campaign."""
    if reading not in READINGS:
        raise RefusedError(Message.of("no_such_hero_reading", reading=reading))
    with store.transaction() as tx:
        before = tx.setting(HEROES_SETTING)
        if (before if before in READINGS else SIX) == reading:
            raise RefusedError(Message.of("hero_reading_already", reading=reading))
        tx.set_setting(HEROES_SETTING, reading)
    said = Message.of(f"did_set_hero_reading_{reading}")
    return SettingChange(HEROES_SETTING, said, before, reading)
