"""Warriors that never gain experience are marked so in the data, for every pack: a warrior type
or hired sword with a rule that says the model gains no experience has `gains_experience = false`
(its sheet then has no experience boxes, and the post-battle sequence gives it none)."""

from __future__ import annotations

import re

import pytest

from rules import default_ruleset
from rules.models import Ruleset

RULES = default_ruleset()

NO_EXPERIENCE = re.compile(
    r"(gains?|earns?) no experience|never gains? experience|do(es)? not gain experience"
    r"|no experience",
    re.IGNORECASE,
)
#: Rules whose no-experience sentence is about another model: the Cathayan merchant's bodyguard,
#: the snake charmer's snakes, the warriors William Schäkestange's tales cannot inspire. The
#: hireling himself gains experience.
ABOUT_ANOTHER_MODEL = frozenset({"cathayan_trader", "snake_handler", "pages_of_couragio"})


def no_experience_rules(ruleset: Ruleset) -> frozenset[str]:
    return frozenset(
        rule.id
        for rule in ruleset.special_rules.values()
        if NO_EXPERIENCE.search(rule.text.en) and rule.id not in ABOUT_ANOTHER_MODEL
    )


def test_the_rules_that_say_no_experience_are_found() -> None:
    found = no_experience_rules(RULES)
    assert {"animal", "unliving", "night_goblins_troll", "bio_machinery"} <= found
    assert not found & ABOUT_ANOTHER_MODEL


@pytest.mark.parametrize("warband_id", sorted(RULES.warbands))
def test_every_type_that_a_rule_keeps_from_experience_is_marked(warband_id: str) -> None:
    marked = no_experience_rules(RULES)
    for warrior_type in RULES.warband(warband_id).types:
        reasons = [r for r in warrior_type.special_rules if r in marked]
        if reasons:
            assert not warrior_type.gains_experience, (warrior_type.id, reasons)
            assert not RULES.gains_experience(warrior_type.id), warrior_type.id


@pytest.mark.parametrize("pack", sorted({s.pack for s in RULES.hired_swords.values()}))
def test_every_hired_sword_that_a_rule_keeps_from_experience_is_marked(pack: str) -> None:
    marked = no_experience_rules(RULES)
    for sword in (s for s in RULES.hired_swords.values() if s.pack == pack):
        reasons = [r for r in sword.special_rules if r in marked]
        assert sword.gains_experience == (not reasons), (sword.id, reasons)
        assert RULES.gains_experience(sword.id, hired_sword=True) == sword.gains_experience


def test_hirelings_that_never_gain_experience() -> None:
    for sword_id in ("bone_goliath", "ninja", "chaos_fury", "clan_skryre_rat_ogre"):
        assert not RULES.gains_experience(sword_id, hired_sword=True), sword_id
    for sword_id in ("cathayan_merchant", "snake_charmer", "ogre_bodyguard"):
        assert RULES.gains_experience(sword_id, hired_sword=True), sword_id
