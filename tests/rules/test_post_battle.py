"""The post-battle sequence as a pure function, driven by typed dice through every branch."""

import pytest

from rules import IllegalMoveError, default_ruleset
from rules.dice import RandomDice, TableDice
from rules.post_battle import Award, BattleReport, resolve_post_battle
from rules.roster import Roster, RosterGroup, RosterHero, RosterHiredSword

RULES = default_ruleset()
ROSTER = Roster(
    "reikland",
    treasury=100,
    shards=1,
    heroes=(
        RosterHero("Hans", "reikland.mercenary_captain", 20, id="hans"),
        RosterHero("Otto", "reikland.champion", 8, id="otto"),
        RosterHero("Karl", "reikland.youngblood", 1, id="karl"),
    ),
    groups=(RosterGroup("Shooters", "reikland.marksmen", 3, 1, id="shoot"),),
    hired_swords=(RosterHiredSword("Grom", "ogre_bodyguard", 0, id="grom"),),
)


def report(**kwargs) -> BattleReport:
    base = {"scenario": "skirmish", "result": "won", "opponent_rating": 200}
    return BattleReport(**(base | kwargs))


def test_a_won_battle_nobody_hurt() -> None:
    # Exploration: 3 heroes + win = 4 dice: 6 6 1 2 -> 15: 3 shards, a double 6 (ruined hovels).
    dice = TableDice([6, 6, 1, 2, 3])
    result = resolve_post_battle(RULES, ROSTER, report(enemies_out_of_action={"otto": 2}), dice)
    gains = {g.warrior: g for g in result.experience}
    rating = 25 + 13 + 6 + 3 * 6 + 25
    bonus = 4 if 200 - rating > 150 else 3  # underdog table
    assert result.rating_before == rating and result.underdog_bonus == bonus
    assert gains["hans"].amount == 1 + 1 + bonus  # survives, winning leader, underdog
    assert gains["otto"].amount == 1 + 2 + bonus
    assert gains["karl"].old == 1 and gains["karl"].crossed[0] == 2  # a bold box crossed
    assert gains["shoot"].amount == 1 + bonus and gains["grom"].amount == 1 + bonus
    assert result.exploration.dice_rolled == (6, 6, 1, 2)
    assert result.exploration.result.multiple is not None
    assert result.exploration.result.multiple.face == 6
    assert result.shards_found >= 3
    assert result.upkeep == (("grom", 30, True),)
    assert [r.value for r in result.rolls][:4] == [6, 6, 1, 2]


def test_a_lost_battle_with_dead_multiple_and_captured() -> None:
    dice = TableDice(
        [
            1,
            3,  # Hans: 13 dead
            1,
            6,
            2,  # Otto: 16 multiple injuries, D6 = 2 more
            1,
            1,  #   11 dead is re-rolled (multiple injuries never kill)
            6,
            1,  #   61 captured is re-rolled
            2,
            2,  #   22 leg wound
            3,
            5,
            2,  #   35 deep wound, D3 = 2 games
            2,
            5,  # Shooters: two models down, D6 2 (gone) and 5 (fine)
            4,  # Grom: D6 4, fine
            3,  # exploration: Karl is the only hero standing, lost: one die
        ]
    )
    result = resolve_post_battle(
        RULES,
        ROSTER,
        report(
            result="lost",
            heroes_out_of_action=("hans", "otto"),
            henchmen_out_of_action={"shoot": 2},
            hired_swords_out_of_action=("grom",),
        ),
        dice,
    )
    injuries = {i.warrior: i.outcome for i in result.injuries}
    assert injuries["hans"].dead
    assert [c.result.id for c in injuries["otto"].nested] == ["leg_wound", "deep_wound"]
    assert injuries["otto"].nested[0].rerolled == (11, 61)
    assert [e.games for e in injuries["otto"].all_effects() if e.type == "miss_games"] == [2]
    losses = {loss.warrior: loss for loss in result.losses}
    assert losses["shoot"].rolls == (2, 5) and losses["shoot"].lost == 1
    assert losses["grom"].lost == 0
    gains = {g.warrior: g for g in result.experience}
    assert "hans" not in gains  # the dead earn nothing
    assert gains["otto"].amount == 1 + result.underdog_bonus  # no winning-leader point
    assert result.exploration.dice_rolled == (3,) and result.shards_found == 1
    assert dice.remaining == []


def test_sold_to_the_pits_needs_the_fight_and_pays() -> None:
    with pytest.raises(IllegalMoveError, match="won or lost"):
        resolve_post_battle(
            RULES, ROSTER, report(heroes_out_of_action=("karl",)), TableDice([6, 5])
        )
    dice = TableDice([6, 5] + [1] * 10)
    result = resolve_post_battle(
        RULES, ROSTER, report(heroes_out_of_action=("karl",), pit_fights_won={"karl": True}), dice
    )
    kinds = [(e.type, e.amount) for e in result.injuries[0].outcome.all_effects()]
    assert ("gold", 50) in kinds and ("experience", 2) in kinds


def test_scenario_awards_and_selling() -> None:
    dice = RandomDice(7)
    result = resolve_post_battle(
        RULES,
        ROSTER,
        report(
            scenario="wyrdstone_hunt",
            awards=(Award("wyrdstone_counter", "karl", 2),),
            shards_to_sell=1,
        ),
        dice,
    )
    karl = next(g for g in result.experience if g.warrior == "karl")
    assert ("wyrdstone_counter", 2) in karl.reasons
    # 3 heroes + 3 marksmen = 6 warriors (the hired sword does not count): 40 gc for one shard.
    assert result.shards_sold == 1 and result.sale_gold == 40


def test_upkeep_refused_and_unaffordable() -> None:
    poor = Roster("reikland", treasury=0, heroes=ROSTER.heroes, hired_swords=ROSTER.hired_swords)
    result = resolve_post_battle(RULES, poor, report(result="lost"), RandomDice(1))
    assert result.upkeep == (("grom", 30, False),)
    refused = resolve_post_battle(RULES, ROSTER, report(upkeep_refused=("grom",)), RandomDice(1))
    assert refused.upkeep == (("grom", 30, False),)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"scenario": "tea_party"}, "unknown scenario"),
        ({"result": "draw"}, "cannot end in a draw"),
        ({"heroes_out_of_action": ("nobody",)}, "not a hero"),
        ({"henchmen_out_of_action": {"shoot": 4}}, "group has 3"),
        ({"awards": (Award("survives", "karl"),)}, "gives no award"),
        ({"shards_to_sell": 99}, "cannot sell 99"),
    ],
)
def test_bad_reports_are_refused(changes, message) -> None:
    with pytest.raises(IllegalMoveError, match=message):
        resolve_post_battle(RULES, ROSTER, report(**changes), RandomDice(1))


def test_a_draw_where_the_scenario_allows_it() -> None:
    result = resolve_post_battle(
        RULES, ROSTER, report(scenario="occupy", result="draw"), RandomDice(3)
    )
    hans = next(g for g in result.experience if g.warrior == "hans")
    assert "winning_leader" not in dict(hans.reasons)


def test_animals_gain_no_experience() -> None:
    skaven = Roster(
        "skaven",
        heroes=(RosterHero("Boss", "skaven.assassin_adept", 20, id="boss"),),
        groups=(RosterGroup("Rats", "skaven.giant_rats", 3, 0, id="rats"),),
    )
    result = resolve_post_battle(RULES, skaven, report(opponent_rating=0), RandomDice(2))
    assert [g.warrior for g in result.experience] == ["boss"]


def test_a_hired_construct_gains_no_experience() -> None:
    """The Clan Skryre Rat Ogre is a construct: unlike the Ogre bodyguard, it earns nothing."""
    skaven = Roster(
        "skaven",
        heroes=(RosterHero("Boss", "skaven.assassin_adept", 20, id="boss"),),
        hired_swords=(
            RosterHiredSword("Gnaw", "clan_skryre_rat_ogre", 0, id="gnaw"),
            RosterHiredSword("Grom", "ogre_bodyguard", 0, id="grom"),
        ),
    )
    result = resolve_post_battle(RULES, skaven, report(opponent_rating=0), RandomDice(2))
    assert [g.warrior for g in result.experience] == ["boss", "grom"]


def test_an_award_the_scenario_lacks_is_refused_in_words() -> None:
    """Skirmish has no awards of its own: the refusal says so instead of listing nothing."""
    with pytest.raises(IllegalMoveError) as refused:
        resolve_post_battle(
            RULES, ROSTER, report(awards=(Award("wyrdstone_counter", "karl"),)), TableDice([])
        )
    message = str(refused.value)
    assert "Skirmish gives no award 'wyrdstone_counter'" in message
    assert "no awards of its own" in message and "it has ;" not in message
    with pytest.raises(IllegalMoveError, match=r"its awards are wyrdstone_counter$"):
        resolve_post_battle(
            RULES,
            ROSTER,
            report(scenario="wyrdstone_hunt", awards=(Award("treasure", "karl"),)),
            TableDice([]),
        )
