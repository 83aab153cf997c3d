"""Every number of every published scenario against the transcriptions it was taken from.

Each table in tests/rules/scenario_sources holds what one public transcription states about the
scenarios it has (see its header): the experience awards (award id -> xp), the counters placed
on the table or held at the start (kind -> number or dice), the most turns, the players, and the
effects on the post-battle sequence, each written as `effect_key` writes ours. A scenario's
number must agree with every table that states it, except where a table's `[disputes]` names it
(decided in docs/rules-notes.md, "Scenarios"; a disputed number must still differ, so a stale
dispute is noticed), and at least two tables must agree with each number of every scenario.
"""

from __future__ import annotations

import tomllib
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rules import default_ruleset
from rules.models import Scenario, ScenarioEffect

RULES = default_ruleset()
TABLES = sorted((Path(__file__).parent / "scenario_sources").glob("*.toml"))
READ = {path.stem: tomllib.loads(path.read_text(encoding="utf-8")) for path in TABLES}


def effect_key(effect: ScenarioEffect) -> str:
    """One effect in a line: 'item sword 3+ per counter', 'item sword D3 4+', 'gold D3x10 5+'."""
    what = " ".join(part for part in (effect.item, effect.dice) if part) or str(effect.amount)
    parts = [effect.type, what + (f"x{effect.multiplier}" if effect.multiplier != 1 else "")]
    if effect.need is not None:
        parts.append(f"{effect.need}+")
    if effect.per != "battle":
        parts.append(f"per {effect.per}")
    if effect.max is not None:
        parts.append(f"max {effect.max}")
    if effect.up_to_enemy_start:
        parts.append("up to the enemy's start")
    return " ".join(parts)


def numbers(scenario: Scenario) -> dict[str, Any]:
    """Our numbers of a scenario, keyed as the tables key them."""
    return {
        "experience": {a.id: a.xp for a in scenario.experience},
        "effects": sorted(effect_key(e) for e in scenario.effects),
        "placed": {c.kind: c.placed for c in scenario.counters if c.placed},
        "start": {c.kind: c.start for c in scenario.counters if c.start},
        "max_turns": scenario.max_turns,
        "players": scenario.players,
    }


def stated(name: str, scenario_id: str) -> Iterator[tuple[str, Any, bool]]:
    """(key, what the table states, whether it is disputed) for one scenario of one table."""
    table = READ[name]
    disputes = table.get("disputes", {})
    for key, theirs in table["scenarios"].get(scenario_id, {}).items():
        value = sorted(theirs) if key == "effects" else theirs
        yield key, value, f"{scenario_id}.{key}" in disputes


PUBLISHED = RULES.ordered_scenarios()


@pytest.mark.parametrize("name", sorted(READ))
def test_every_stated_number_agrees_unless_disputed(name: str) -> None:
    for scenario_id in READ[name]["scenarios"]:
        assert scenario_id in RULES.scenarios, f"{name}: no scenario {scenario_id}"
        ours = numbers(RULES.scenarios[scenario_id])
        for key, theirs, disputed in stated(name, scenario_id):
            assert key in ours, f"{name}: {scenario_id}.{key} is no number of ours"
            if disputed:
                assert theirs != ours[key], f"{name}: {scenario_id}.{key} is disputed but agrees"
            else:
                assert theirs == ours[key], (
                    f"{name}: {scenario_id}.{key} is {ours[key]}, the transcription says {theirs}"
                )


@pytest.mark.parametrize("scenario", PUBLISHED, ids=lambda s: s.id)
def test_two_transcriptions_agree_with_every_number(scenario: Scenario) -> None:
    ours = numbers(scenario)
    agreeing: Counter[str] = Counter()
    for name in READ:
        for key, theirs, disputed in stated(name, scenario.id):
            if not disputed and theirs == ours[key]:
                agreeing[key] += 1
    wanted = [key for key, value in ours.items() if value and key != "players"]
    short = {key: agreeing[key] for key in wanted if agreeing[key] < 2}
    assert not short, f"{scenario.id}: numbers fewer than two transcriptions state: {short}"


def test_every_table_names_its_transcription() -> None:
    for name, table in READ.items():
        assert table.get("transcription"), f"{name}.toml names no transcription"
        assert set(table) <= {"transcription", "scenarios", "disputes"}, name
