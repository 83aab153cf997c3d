"""The warband list sums ratings in SQL: it must agree with the rules' own rating."""

from app import usecases as uc
from app.domain import to_roster
from app.plumbing.context import open_store
from rules.rating import warband_rating


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
