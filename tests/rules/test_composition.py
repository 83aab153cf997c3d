from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from rules import default_ruleset
from rules.composition import validate
from rules.rating import warband_rating
from rules.roster import Roster, RosterGroup, RosterHero, RosterHiredSword

RULES = default_ruleset()

LEGAL = Roster(
    warband_type="reikland",
    treasury=35,
    heroes=(
        RosterHero(
            "Hans", "reikland.mercenary_captain", 20, equipment=("dagger", "sword", "pistol")
        ),
        RosterHero("Otto", "reikland.champion", 8, equipment=("dagger", "axe")),
    ),
    groups=(RosterGroup("Shooters", "reikland.marksmen", 3, 0, equipment=("dagger", "bow")),),
)


def codes(roster: Roster) -> list[str]:
    return [problem.code for problem in validate(RULES, roster)]


def test_legal_warband_has_no_problems() -> None:
    assert validate(RULES, LEGAL) == []


def test_rating() -> None:
    # 2 heroes (5 + xp) + 3 marksmen at 5 each.
    assert warband_rating(RULES, LEGAL) == (5 + 20) + (5 + 8) + 3 * 5


def test_group_experience_counts_per_model() -> None:
    veterans = replace(LEGAL, groups=(replace(LEGAL.groups[0], experience=2),))
    assert warband_rating(RULES, veterans) == warband_rating(RULES, LEGAL) + 3 * 2


def test_large_creature_and_hired_sword_rating() -> None:
    skaven = Roster(
        "skaven",
        heroes=(RosterHero("Snikch", "skaven.assassin_adept", 20),),
        groups=(
            RosterGroup("Brute", "skaven.rat_ogre", 1, 0),
            RosterGroup("Rats", "skaven.giant_rats", 2, 0),
        ),
    )
    assert warband_rating(RULES, skaven) == 25 + 20 + 10
    with_ogre = replace(LEGAL, hired_swords=(RosterHiredSword("Grom", "ogre_bodyguard", 1),))
    assert warband_rating(RULES, with_ogre) == warband_rating(RULES, LEGAL) + 25 + 1


def test_no_leader() -> None:
    problems = validate(RULES, replace(LEGAL, heroes=LEGAL.heroes[1:]))
    assert [p.code for p in problems][:1] == ["no_leader"]
    assert "Mercenary Captain" in str(problems[0])


def test_type_limit() -> None:
    three_champions = tuple(RosterHero(f"C{n}", "reikland.champion", 8) for n in range(3))
    assert "type_limit" in codes(replace(LEGAL, heroes=LEGAL.heroes[:1] + three_champions))


def test_group_size() -> None:
    assert "group_size" in codes(replace(LEGAL, groups=(replace(LEGAL.groups[0], count=6),)))
    assert "group_size" in codes(replace(LEGAL, groups=(replace(LEGAL.groups[0], count=0),)))


def test_maximum_size_without_hired_swords() -> None:
    groups = tuple(RosterGroup(f"W{n}", "reikland.warriors", 5, 0) for n in range(3))
    roster = replace(LEGAL, groups=groups)  # 2 heroes + 15 warriors = 17 > 15
    assert "too_many_warriors" in codes(roster)
    fits = replace(LEGAL, groups=(*groups[:2], replace(groups[2], count=3)))  # 15
    assert "too_many_warriors" not in codes(fits)
    with_sword = replace(fits, hired_swords=(RosterHiredSword("Grom", "ogre_bodyguard"),))
    assert "too_many_warriors" not in codes(with_sword)


def test_halfling_cook_gives_one_more_place() -> None:
    groups = (
        *(RosterGroup(f"W{n}", "reikland.warriors", 5, 0) for n in range(2)),
        RosterGroup("W3", "reikland.warriors", 4, 0),
    )
    sixteen = replace(LEGAL, groups=groups)
    assert "too_many_warriors" in codes(sixteen)
    cooked = replace(sixteen, hired_swords=(RosterHiredSword("Pip", "halfling_scout"),))
    assert "too_many_warriors" not in codes(cooked)


def test_too_few() -> None:
    assert "too_few_warriors" in codes(replace(LEGAL, heroes=LEGAL.heroes[:1], groups=()))


def test_equipment_only_from_the_list() -> None:
    rifle = replace(LEGAL.heroes[1], equipment=("hochland_long_rifle",))  # a marksman item
    problems = validate(RULES, replace(LEGAL, heroes=(LEGAL.heroes[0], rifle)))
    assert [p.code for p in problems] == ["item_not_allowed"]
    assert "Hochland long rifle" in str(problems[0]) or "Hochland" in str(problems[0])


def test_weapon_limits() -> None:
    armed = replace(LEGAL.heroes[1], equipment=("dagger", "axe", "sword", "mace"))
    assert "too_many_close_combat_weapons" in codes(replace(LEGAL, heroes=(LEGAL.heroes[0], armed)))
    two = replace(LEGAL.heroes[1], equipment=("dagger", "axe", "sword"))
    assert codes(replace(LEGAL, heroes=(LEGAL.heroes[0], two))) == []


def test_skills_from_allowed_lists_and_never_twice() -> None:
    scholar = replace(LEGAL.heroes[1], skills=("streetwise",))
    assert "skill_not_allowed" in codes(replace(LEGAL, heroes=(LEGAL.heroes[0], scholar)))
    twice = replace(LEGAL.heroes[1], skills=("mighty_blow", "mighty_blow"))
    assert "skill_twice" in codes(replace(LEGAL, heroes=(LEGAL.heroes[0], twice)))
    lad = replace(LEGAL.heroes[1], skills=("streetwise",), extra_skill_lists=("academic",))
    assert codes(replace(LEGAL, heroes=(LEGAL.heroes[0], lad))) == []


def test_characteristic_above_racial_maximum() -> None:
    profile = RULES.warrior_type("reikland.champion").profile.with_changes({"S": 2})
    strong = replace(LEGAL.heroes[1], profile=profile)
    problems = validate(RULES, replace(LEGAL, heroes=(LEGAL.heroes[0], strong)))
    assert [p.code for p in problems] == ["above_maximum"]
    assert "S 5" in str(problems[0]) and "maximum of 4" in str(problems[0])


def test_flagellants_keep_their_starting_leadership() -> None:
    roster = Roster(
        "witch_hunters",
        heroes=(RosterHero("Gott", "witch_hunters.witch_hunter_captain", 20),),
        groups=(
            RosterGroup(
                "Flails",
                "witch_hunters.flagellants",
                2,
                0,
                profile=RULES.warrior_type("witch_hunters.flagellants").profile,
                equipment=("flail",),
            ),
        ),
    )
    assert validate(RULES, roster) == []


def test_negative_treasury() -> None:
    assert "negative_treasury" in codes(replace(LEGAL, treasury=-1))


def test_hired_sword_rules() -> None:
    skaven = Roster(
        "skaven",
        heroes=(RosterHero("Snikch", "skaven.assassin_adept", 20),),
        groups=(RosterGroup("Rats", "skaven.verminkin", 2, 0),),
        hired_swords=(RosterHiredSword("Grom", "ogre_bodyguard"),),
    )
    assert "hired_sword_not_allowed" in codes(skaven)
    twice = replace(
        LEGAL,
        hired_swords=(RosterHiredSword("A", "pit_fighter"), RosterHiredSword("B", "pit_fighter")),
    )
    assert "hired_sword_twice" in codes(twice)


def test_mutant_needs_a_mutation() -> None:
    cult = Roster(
        "cult_of_the_possessed",
        heroes=(
            RosterHero(
                "Magnus", "cult_of_the_possessed.magister", 20, spells=("chaos_rituals.dark_blood",)
            ),
            RosterHero("Twisted", "cult_of_the_possessed.mutant", 0),
        ),
        groups=(RosterGroup("Brothers", "cult_of_the_possessed.brethren", 2, 0),),
    )
    assert "needs_mutation" in codes(cult)
    mutated = replace(
        cult, heroes=(cult.heroes[0], replace(cult.heroes[1], mutations=("great_claw",)))
    )
    assert validate(RULES, mutated) == []


def test_foreign_type() -> None:
    alien = replace(LEGAL, groups=(RosterGroup("Rats", "skaven.verminkin", 2, 0),))
    assert "foreign_type" in codes(alien)


@given(st.integers(0, 5), st.integers(0, 14), st.integers(-50, 500))
def test_every_problem_has_a_message(count: int, xp: int, gold: int) -> None:
    roster = replace(
        LEGAL, treasury=gold, groups=(replace(LEGAL.groups[0], count=count, experience=xp),)
    )
    for problem in validate(RULES, roster):
        assert str(problem) and problem.code
    assert ("negative_treasury" in codes(roster)) == (gold < 0)
    assert warband_rating(RULES, roster) == 25 + 13 + count * (5 + xp)


def test_every_problem_reads_in_russian_too() -> None:
    broken = replace(
        LEGAL,
        treasury=-5,
        heroes=(
            *LEGAL.heroes[1:],
            RosterHero("Otto", "reikland.champion", 8, skills=("streetwise",)),
        ),
        groups=(replace(LEGAL.groups[0], count=6, equipment=("halberd",)),),
    )
    problems = validate(RULES, broken)
    assert {p.code for p in problems} >= {
        "no_leader",
        "negative_treasury",
        "skill_not_allowed",
        "group_size",
        "item_not_allowed",
    }
    for problem in problems:
        assert problem.text("ru") and problem.text("en") == str(problem)
        assert any("а" <= ch <= "я" for ch in problem.text("ru").lower()), problem.text("ru")


def test_a_caster_without_his_starting_spells_is_a_problem() -> None:
    """A Magister knows one spell of Chaos Rituals, a Warlock two of Lesser Magic."""
    magister = RosterHero("Magnus", "cult_of_the_possessed.magister", 20)
    cult = Roster("cult_of_the_possessed", heroes=(magister,))
    problems = [p for p in validate(RULES, cult) if p.code == "missing_spells"]
    assert len(problems) == 1 and problems[0].subject == "Magnus"
    assert "Chaos Rituals" in str(problems[0]) and "Ритуалы Хаоса" in problems[0].text("ru")
    with_spell = replace(magister, spells=("chaos_rituals.dark_blood",))
    assert "missing_spells" not in codes(replace(cult, heroes=(with_spell,)))
    foreign = replace(magister, spells=("prayers_of_sigmar.soulfire",))
    assert {"missing_spells", "spell_not_allowed"} <= set(codes(replace(cult, heroes=(foreign,))))

    warlock = RosterHiredSword("Magnus", "warlock")
    assert "missing_spells" in codes(replace(LEGAL, hired_swords=(warlock,)))
    one = replace(warlock, spells=("lesser_magic.fires_of_uzhul",))
    assert "missing_spells" in codes(replace(LEGAL, hired_swords=(one,)))
    lowered = replace(one, spells_lowered=1)  # the same spell rolled twice, made easier
    assert "missing_spells" not in codes(replace(LEGAL, hired_swords=(lowered,)))
