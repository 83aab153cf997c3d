"""Every table of the data is complete and consistent."""

import re
from collections.abc import Mapping, Sequence

import pytest

from rules import default_ruleset
from rules.composition import validate
from rules.costs import allowed_items, hire_cost
from rules.dump import to_plain
from rules.models import Text
from rules.roster import Roster, RosterGroup, RosterHero

RULES = default_ruleset()
WARBANDS = sorted(RULES.warbands)
CYRILLIC = re.compile("[а-яА-ЯёЁ]")


def all_texts(value, path="") -> list[tuple[str, Text]]:
    """Every Text in the ruleset, with where it sits."""
    out = []
    if isinstance(value, Text):
        return [(path, value)]
    if hasattr(value, "__dataclass_fields__"):
        for name in value.__dataclass_fields__:
            out += all_texts(getattr(value, name), f"{path}.{name}")
    # Mappings and sequences, not only dicts and tuples: the compiled rules keep some tables
    # as lazy ones (rules/compiled.py), and a warm cache once hid every text inside them.
    elif isinstance(value, Mapping):
        for key, item in value.items():
            out += all_texts(item, f"{path}[{key}]")
    elif isinstance(value, Sequence) and not isinstance(value, str):
        for n, item in enumerate(value):
            out += all_texts(item, f"{path}[{n}]")
    return out


def test_every_name_and_text_in_both_languages() -> None:
    texts = all_texts(RULES)
    assert len(texts) > 500
    for where, text in texts:
        assert text.en.strip() and text.ru.strip(), where
        assert CYRILLIC.search(text.ru), f"{where}: Russian text without Cyrillic: {text.ru!r}"


def test_the_eight_core_warbands() -> None:
    assert set(RULES.packs["core"].warbands) == {
        "reikland",
        "middenheim",
        "marienburg",
        "cult_of_the_possessed",
        "witch_hunters",
        "sisters_of_sigmar",
        "undead",
        "skaven",
    }


@pytest.mark.parametrize("warband_id", WARBANDS)
def test_a_starting_warband_of_each_type_is_legal(warband_id: str) -> None:
    """Leader plus henchmen to the minimum size, within the starting gold."""
    warband = RULES.warband(warband_id)
    leader = min((t for t in warband.heroes if t.may_lead), key=lambda t: t.cost)
    cheapest = min((t for t in warband.henchmen if t.gains_experience), key=lambda t: t.cost)
    kit = ("dagger",) if "dagger" in allowed_items(RULES, warband, cheapest) else ()
    lads = max(2, cheapest.min)  # Sons of Hashut: at least four Hobgoblins
    roster = Roster(
        warband_id,
        heroes=(
            RosterHero(
                "Boss",
                leader.id,
                leader.experience,
                id="boss",
                mutations=("hideous",) if leader.mutations_min else (),
                spells=tuple(  # a caster leader starts with his spells
                    s.key for s in sorted(RULES.spells_of(leader.spell_list), key=lambda s: s.d6)
                )[: leader.starting_spells]
                if leader.spell_list
                else (),
            ),
        ),
        groups=(RosterGroup("Lads", cheapest.id, lads, 0, equipment=kit),),
        leader_id="boss" if warband.leader_chosen else "",
    )
    cost = hire_cost(RULES, leader.id) + hire_cost(RULES, cheapest.id, lads, kit)
    assert cost <= warband.starting_gold
    assert validate(RULES, roster) == []


@pytest.mark.parametrize("warband_id", WARBANDS)
def test_warband_types(warband_id: str) -> None:
    warband = RULES.warband(warband_id)
    leaders = [t for t in warband.heroes if t.is_leader]
    may_lead = [t for t in warband.heroes if t.may_lead]
    if warband.leader_chosen:  # no leader type: the player picks a hero who may lead
        assert not leaders and may_lead
    else:
        assert len(leaders) == 1 and may_lead == leaders
    # The core books allow 5-6 heroes; some supplements fewer (Orc Mob 4) but never more than 7.
    assert (5 if warband.pack == "core" else 2) <= warband.max_heroes <= 7
    for t in warband.types:
        assert t.race in RULES.races
        # Only captives who never gain experience come free (Pirate Swabbies, Captured Thralls).
        assert t.cost > 0 or not t.gains_experience, t.id
        if t.role == "hero":
            assert t.skill_lists, t.id
            for skill_list in t.skill_lists:
                owner = RULES.skill_lists[skill_list].warband
                assert owner in (None, warband_id), (t.id, skill_list)
        else:
            assert t.experience == 0
        if t.equipment_list:
            for entry in warband.equipment_lists[t.equipment_list].items:
                assert entry.item in RULES.items
                assert RULES.items[entry.item].available_to(warband_id) or entry.item == "wolfcloak"
        if t.spell_list:
            assert t.starting_spells >= 1 and len(RULES.spells_of(t.spell_list)) == 6


def test_starting_experience_of_heroes() -> None:
    for warband in RULES.warbands.values():
        leader = max((t for t in warband.heroes if t.may_lead), key=lambda t: t.experience)
        if warband.pack == "core":
            assert leader.experience == 20, warband.id
        else:  # the supplements vary: Night Goblin Big Boss 17, Reavers' Conqueror 24, Court 8
            assert 8 <= leader.experience <= 30, warband.id


def test_animals_and_undead_gain_no_experience() -> None:
    for type_id in (
        "undead.zombies",
        "undead.dire_wolves",
        "skaven.giant_rats",
        "skaven.rat_ogre",
        "witch_hunters.warhounds",
    ):
        assert not RULES.warrior_type(type_id).gains_experience, type_id
    assert RULES.warrior_type("skaven.rat_ogre").large


def test_skill_lists() -> None:
    sizes = {list_id: len(RULES.skills_of(list_id)) for list_id in RULES.skill_lists}
    assert sizes["combat"] == 6 and sizes["shooting"] == 8 and sizes["academic"] == 7
    assert sizes["strength"] == 6 and sizes["speed"] == 7
    assert sizes["skaven_special"] == 5 and sizes["sisters_of_sigmar_special"] == 5


def test_spell_lists() -> None:
    assert set(RULES.spell_lists) >= {
        "prayers_of_sigmar",
        "necromancy",
        "chaos_rituals",
        "magic_of_the_horned_rat",
        "lesser_magic",
    }
    for list_id in RULES.spell_lists:
        assert sorted(s.d6 for s in RULES.spells_of(list_id)) == [1, 2, 3, 4, 5, 6]


def test_scenarios() -> None:
    book = RULES.ordered_scenarios("rulebook")
    assert [s.number for s in book] == list(range(1, 10))
    for scenario in RULES.scenarios.values():
        ids = [award.id for award in scenario.experience]
        assert "survives" in ids and "winning_leader" in ids, scenario.id
    covered = [v for v in range(2, 13) if any(r.from_ <= v <= r.to for r in RULES.scenario_table)]
    assert covered == list(range(2, 13))


def test_post_battle_sequence_order() -> None:
    steps = [s.id for s in RULES.campaign.post_battle_steps]
    assert steps[:4] == ["serious_injuries", "allocate_experience", "exploration", "sell_wyrdstone"]
    assert steps[-1] == "update_rating"


def test_hired_swords() -> None:
    assert len([s for s in RULES.hired_swords.values() if s.core]) == 7
    for sword in RULES.hired_swords.values():
        assert any(RULES.may_hire(w, sword.id) for w in RULES.warbands), sword.id
        assert all(item in RULES.items for item in sword.equipment)
    assert not RULES.may_hire("skaven", "ogre_bodyguard")


def test_house_rule_pack_is_separate() -> None:
    pack = RULES.house_rules["warhammer_magic_items"]
    assert len(pack.items) >= 20
    assert not {item.id for item in pack.items} & set(RULES.items)


def test_psychology_rules_exist() -> None:
    for rule in ("fear", "frenzy", "hatred", "stupidity", "immune_to_fear", "immune_to_psychology"):
        assert RULES.special_rules[rule].kind == "psychology"


def test_dump_is_plain_json_data() -> None:
    import json

    text = json.dumps(to_plain(RULES, "ru"), ensure_ascii=False)
    assert "Человек" in text


def test_injury_and_spell_lookups() -> None:
    result, sub = RULES.injury("arm_wound_amputated")
    assert result.id == "arm_wound" and sub is not None and sub.id == "arm_wound_amputated"
    assert RULES.injury("dead")[1] is None
    assert RULES.injury_name("arm_wound_amputated", "en").startswith("Arm wound: ")
    assert RULES.injury_name("nonsense", "en") == "nonsense"
    assert RULES.spell("necromancy.re_animation").d6 == 2
    with pytest.raises(KeyError, match="unknown spell"):
        RULES.spell("necromancy.fireball")
    with pytest.raises(KeyError, match="unknown serious injury"):
        RULES.injury("stubbed_toe")


def test_dump_of_the_compiled_rules_is_the_dump_of_the_parsed_ones(tmp_path) -> None:
    """The compiled form keeps some tables as lazy tuples: to_plain once left them to json,
    which refused them (the test above failed whenever the cache was warm)."""
    import json

    from rules.compiled import DATA_DIR, load_compiled
    from rules.loader import load_ruleset

    parsed = load_ruleset(DATA_DIR)
    load_compiled(DATA_DIR, lambda _d: parsed, tmp_path)  # writes the cache
    compiled = load_compiled(DATA_DIR, lambda _d: pytest.fail("parsed again"), tmp_path)
    for lang in ("en", "ru"):
        assert json.dumps(to_plain(compiled, lang)) == json.dumps(to_plain(parsed, lang))
