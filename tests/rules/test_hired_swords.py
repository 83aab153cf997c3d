"""Who may hire the hired swords: the core ones are open to the supplement warbands they allow.

The core book names only its own eight warbands; a supplement warband hires as the warband it
stands for (human mercenary warbands as Mercenaries, Tomb Guardians as Undead, Clan Pestilens as
Skaven, ...; docs/rules-notes.md "Hired swords of the supplements"). A warband with its own
`may_hire` list decides for itself, so only warbands without one are asked here.
"""

from __future__ import annotations

import pytest

from rules.compiled import default_ruleset

RULES = default_ruleset()

# (sword, warband that may hire him, warband that may not)
CORE_SWORDS = [
    ("ogre_bodyguard", "dwarf_treasure_hunters", "skaven_of_clan_pestilens"),
    ("halfling_scout", "pirates", "tomb_guardians"),
    ("elf_ranger", "ostermarkers", "dwarf_treasure_hunters"),
    ("dwarf_troll_slayer", "tileans_remas", "dark_elves"),
    ("pit_fighter", "beastmen_raiders", "restless_dead"),
    ("warlock", "pirates", "sisters_of_sigmar"),
    ("freelancer", "bretonnian_knights", "night_goblins"),
    ("imperial_assassin", "sons_of_hashut", "black_orcs"),
]


@pytest.mark.parametrize(
    ("sword", "hirer", "refused"), CORE_SWORDS, ids=[c[0] for c in CORE_SWORDS]
)
def test_core_sword_open_to_the_supplement_warbands_his_rule_allows(
    sword: str, hirer: str, refused: str
) -> None:
    assert RULES.warband(hirer).may_hire is None, f"{hirer} decides by its own list"
    assert RULES.may_hire(hirer, sword), f"{hirer} should be able to hire the {sword}"
    assert not RULES.may_hire(refused, sword), f"{refused} should not hire the {sword}"


def test_every_core_sword_is_open_to_some_supplement_warband() -> None:
    supplement = [w.id for w in RULES.warbands.values() if w.pack != "core"]
    for sword in (s for s in RULES.hired_swords.values() if s.pack == "core"):
        assert sum(RULES.may_hire(w, sword.id) for w in supplement) >= 15, sword.id


def test_every_supplement_sword_is_open_to_some_warband() -> None:
    for sword in (s for s in RULES.hired_swords.values() if s.pack != "core"):
        if sword.dramatis_persona:
            continue
        assert sword.pack.startswith("hired_swords_"), sword.id
        assert any(RULES.may_hire(w, sword.id) for w in RULES.warbands), sword.id


def test_hired_sword_packs_say_their_source_and_grade() -> None:
    packs = [p for p in RULES.packs.values() if p.kind == "hired_swords"]
    assert packs
    for pack in packs:
        assert pack.source.en and pack.source.ru, pack.id
        assert pack.grade in ("1a", "1b", "1c", "2"), pack.id
        assert pack.hired_swords, pack.id


def test_at_least_the_72_hired_swords_the_builders_list() -> None:
    swords = [s for s in RULES.hired_swords.values() if not s.dramatis_persona]
    assert len(swords) >= 72


# Casters for hire whose spell list no second public transcription carries: said in their rules
# (docs/rules-notes.md, "Spell lists of the swords"). None since Dark Magic found its second.
CASTERS_WITHOUT_A_LIST: dict[str, str] = {}
CASTER_RULES = {"wizard", "priest", "norse_runes", "funerary_rites", "wolf_priest"}


def test_every_caster_for_hire_is_hired_with_spells_of_his_list() -> None:
    for sword in RULES.hired_swords.values():
        if not CASTER_RULES & set(sword.special_rules) or sword.id in CASTERS_WITHOUT_A_LIST:
            continue
        assert sword.spell_list in RULES.spell_lists, sword.id
        assert 1 <= sword.starting_spells <= len(RULES.spells_of(sword.spell_list)), sword.id
    for sword_id in CASTERS_WITHOUT_A_LIST:
        assert RULES.hired_swords[sword_id].spell_list is None, f"{sword_id} has a list now"


def test_at_least_the_30_dramatis_personae_the_builders_list() -> None:
    personae = {s.name.en.split(",")[0] for s in RULES.hired_swords.values() if s.dramatis_persona}
    assert len(personae) >= 30, sorted(personae)


# hmVBfv's special skills of each sword ("hsSpecial"), names checked in a second transcription
# (docs/rules-notes.md); the Runesmith's Rune Use is his rule, not a skill to learn.
SPECIAL_SKILLS = {
    "elf_ranger": 2,
    "dwarf_troll_slayer": 3,
    "imperial_assassin": 2,
    "dwarf_pathfinder": 1,
    "halfling_thief": 2,
    "human_scout": 2,
    "kislev_ranger": 2,
    "mule_skinner": 1,
    "pathfinder": 2,
    "cathayan_merchant": 2,
    "hobgoblin_scout": 2,
    "pyromaniac": 2,
    "swordsmith": 2,
    "cursed_hillman": 2,
    "imperial_tactician": 2,
    "ninja_gnoblar": 1,
    "ungor_trapper": 3,
    "dark_elf_assassin": 5,
    "shadow_warrior": 5,
}


@pytest.mark.parametrize(("sword_id", "count"), sorted(SPECIAL_SKILLS.items()))
def test_a_sword_with_special_skills_may_learn_them(sword_id: str, count: int) -> None:
    sword = RULES.hired_swords[sword_id]
    own = [RULES.skill_lists[s] for s in sword.skill_lists if RULES.skill_lists[s].hired_sword]
    assert [s.hired_sword for s in own] == [sword_id], sword.skill_lists
    assert len(RULES.skills_of(own[0].id)) == count


@pytest.mark.parametrize("sword_id", ["highwayman", "roadwarden", "knight_of_the_white_wolf"])
def test_a_mounted_sword_may_learn_the_cavalry_skills(sword_id: str) -> None:
    assert "cavalry" in RULES.hired_swords[sword_id].skill_lists
    assert len(RULES.skills_of("cavalry")) == 8
