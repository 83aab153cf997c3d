"""The warband list sums ratings in SQL: it must agree with the rules' own rating."""

from app import usecases as uc
from app.domain import WarbandState, Warrior, to_roster
from app.plumbing.context import open_store
from app.plumbing.samples import full_warband
from app.store.summary import summarize
from rules.rating import rating_parts, warband_rating
from rules.roster import Roster, RosterGroup, RosterHero, RosterHiredSword


def test_list_rating_matches_the_rules(demo_copy) -> None:
    store = open_store(demo_copy)  # the demo campaign
    wid = uc.create_warband(store, "skaven", "Big Rats").warband_id
    uc.set_treasury(store, wid, 2000)
    uc.hire(store, wid, "assassin_adept", "Boss")
    uc.hire(store, wid, "rat_ogre", "Brute")  # a large creature: 20
    group = uc.hire(store, wid, "verminkin", "Pack", count=4).details.warrior_id
    uc.record_experience(store, wid, group, 3)  # counts once per model
    uc.hire_hired_sword(store, wid, "warlock")  # rated 16
    deleted = uc.create_warband(store, "undead", "Gone").warband_id
    uc.hire(store, deleted, "vampire", "Count")
    uc.delete_warband(store, deleted)
    for include_deleted in (False, True):
        summaries = store.list_warbands(include_deleted=include_deleted)
        assert any(s.id == deleted for s in summaries) is include_deleted
        for summary in summaries:
            state = store.load(summary.id, include_deleted=True)
            roster = to_roster(store.ruleset, state)
            assert summary.rating == warband_rating(store.ruleset, roster), summary.name
            assert summary.members == roster.warrior_count
    big = next(s for s in store.list_warbands() if s.id == wid)
    assert big.rating == (5 + 20) + 20 + 4 * (5 + 3) + 16


def test_the_list_and_the_sheet_count_the_rating_one_way(demo_copy) -> None:
    """The list's figure (`summarize`) and the sheet's (`warband_rating`) are one computation,
    `rating_parts`: they agree on every demo warband and the largest sample sheet, and the
    printed breakdown adds up to them."""
    store = open_store(demo_copy)
    states = [store.load(s.id) for s in store.list_warbands()]
    states.append(full_warband(store.ruleset))
    campaign = store.ruleset.campaign
    for state in states:
        rating, _ = summarize(store.ruleset, state)
        assert rating == warband_rating(store.ruleset, to_roster(store.ruleset, state))
        assert rating == rating_parts(store.ruleset, state.warriors).total(campaign)


def test_a_type_the_rules_no_longer_know_rates_as_an_ordinary_warrior_everywhere(
    ruleset,
) -> None:
    """A warrior of a type (or a hired sword) a removed pack brought: the list never failed on
    him, and the sheet's rating now counts him the same way instead of failing."""
    known = Warrior(kind="hero", type_id="reikland.champion", name="Known", experience=8)
    gone = Warrior(kind="hero", type_id="gone_pack.hero", name="Gone", experience=4)
    group = Warrior(kind="henchmen", type_id="gone_pack.rat", name="Rats", count=3)
    sword = Warrior(kind="hired_sword", type_id="gone_pack.sword", name="Sell", experience=2)
    state = WarbandState(
        id=1, name="Mixed", type_id="reikland", warriors=[known, gone, group, sword]
    )
    roster = Roster(
        warband_type="reikland",
        heroes=(
            RosterHero("Known", "reikland.champion", 8),
            RosterHero("Gone", "gone_pack.hero", 4),
        ),
        groups=(RosterGroup("Rats", "gone_pack.rat", 3, 0),),
        hired_swords=(RosterHiredSword("Sell", "gone_pack.sword", 2),),
    )
    assert summarize(ruleset, state) == (5 + 8 + 5 + 4 + 3 * 5 + 2, 5)
    assert warband_rating(ruleset, roster) == summarize(ruleset, state)[0]
