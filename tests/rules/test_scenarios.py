"""The scenarios as data: every sentence in both languages, the counters and effects the battle
board and the post-battle sequence read, and the loader's refusals of a broken scenario."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rules import RulesDataError, default_ruleset, load_ruleset
from rules.models import Scenario, Text
from tests.rules.test_loader_errors import data, edit  # noqa: F401 (a fixture)

RULES = default_ruleset()
CYRILLIC = re.compile("[а-яё]", re.I)


def _sentences(scenario: Scenario) -> dict[str, Text]:
    words = {
        "name": scenario.name,
        "setup": scenario.setup,
        "deployment": scenario.deployment,
        "ending": scenario.ending,
        "special_rules": scenario.special_rules,
        "wyrdstone": scenario.wyrdstone,
    }
    return {key: text for key, text in words.items() if text is not None}


@pytest.mark.parametrize("scenario", RULES.ordered_scenarios(), ids=lambda s: s.id)
def test_every_sentence_is_in_english_and_russian(scenario: Scenario) -> None:
    for key, text in _sentences(scenario).items():
        assert text.en.strip() and not CYRILLIC.search(text.en), f"{scenario.id}.{key}: English"
        assert CYRILLIC.search(text.ru), f"{scenario.id}.{key}: no Russian"
    for award in scenario.experience:
        assert award.name.en and CYRILLIC.search(award.name.ru), f"{scenario.id}.{award.id}"


def test_the_text_joins_the_parts_in_order() -> None:
    hunt = RULES.scenarios["wyrdstone_hunt"]
    assert hunt.special_rules is not None
    assert hunt.text.en == " ".join(
        (hunt.setup.en, hunt.deployment.en, hunt.special_rules.en, hunt.ending.en)
    )
    assert hunt.text.ru.startswith(hunt.setup.ru) and hunt.text.ru.endswith(hunt.ending.ru)


def test_counters_and_effects_the_board_and_the_sequence_read() -> None:
    hunt = RULES.scenarios["wyrdstone_hunt"]
    assert [(c.kind, c.held_by, c.placed) for c in hunt.counters] == [
        ("wyrdstone", "model", "D3+1")
    ]
    assert [(e.type, e.per, e.counter, e.amount) for e in hunt.effects] == [
        ("shards", "counter", "wyrdstone", 1)
    ]
    award = next(a for a in hunt.experience if a.per == "counter")
    assert award.counter == "wyrdstone"
    occupy = RULES.scenarios["occupy"]
    assert (occupy.max_turns, occupy.rout_tests, occupy.draw_possible) == (8, False, True)
    chest = RULES.scenarios["hidden_treasure"]
    assert {e.item for e in chest.effects if e.type == "item"} == {"light_armour", "sword"}
    assert set(RULES.scenario_counters) >= {
        c.kind for s in RULES.scenarios.values() for c in s.counters
    }


def test_the_rulebook_comes_first() -> None:
    ordered = RULES.ordered_scenarios()
    assert ordered[0].id == "defend_the_find"
    book = RULES.ordered_scenarios("rulebook")
    assert ordered[: len(book)] == book


SCENARIO_BREAKS = [
    ('source = "rulebook"\nnumber = 3', 'source = "annual"\nnumber = 3', "source 'annual'"),
    ('number = 3\nplayers = "two"', 'number = 3\nplayers = "four"', "players 'four'"),
    ('{ kind = "wyrdstone", held_by = "model"', '{ kind = "gold", held_by = "model"', "'gold'"),
    ('held_by = "model", placed = "D3+1"', 'held_by = "model", placed = "many"', "'many'"),
    (
        'per = "counter", counter = "wyrdstone", amount = 1 }]',
        'per = "counter", counter = "treasure", amount = 1 }]',
        "per counter",
    ),
    ('item = "sword", need = 3', 'item = "sword", need = 7', "need"),
    ('counter = "treasure", dice = "3D6" }', 'counter = "treasure" }', "either amount or dice"),
    (
        'id = "survives", xp = 1, per = "battle"',
        'id = "survives", xp = 1, per = "counter"',
        "award",
    ),
]


@pytest.mark.parametrize(("old", "new", "says"), SCENARIO_BREAKS)
def test_a_broken_scenario_is_refused(data: Path, old: str, new: str, says: str) -> None:  # noqa: F811
    after = '[[scenario]]\nid = "wyrdstone_hunt"' if "survives" in old else None
    if "3D6" in old or "sword" in old:
        after = '[[scenario]]\nid = "hidden_treasure"'
    edit(data, "scenarios.toml", old, new, after=after)
    with pytest.raises(RulesDataError) as info:
        load_ruleset(data)
    assert "scenarios.toml" in str(info.value) and says in str(info.value)
