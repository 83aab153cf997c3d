"""What the warrior panel shows and offers, decided in app/sheet/panel_view.py: every price is what
`buy` charges, every skill one `add_skill` takes, the group's size what the use cases allow."""

from __future__ import annotations

import pytest

import app.usecases as uc
from app.sheet.panel_view import panel_view
from app.store.repository import Store


def hire(store: Store, warband: int, type_id: str, name: str, **kwargs: object) -> str:
    warrior_id = uc.hire(store, warband, type_id, name, **kwargs).details.warrior_id
    assert isinstance(warrior_id, str)
    return warrior_id


def oversize(store: Store, warband: int, group_id: str, count: int) -> None:
    """A group above the maximum, as an older file or an import may hold one (the use cases
    refuse to make it)."""
    state = store.load(warband)
    state.warrior(group_id).count = count
    with store.transaction() as tx:
        tx.save(state)


@pytest.fixture
def reikland(store: Store) -> tuple[int, dict[str, str]]:
    warband = uc.create_warband(store, "reikland", "Grey Wolves").warband_id
    crew = {
        "captain": hire(store, warband, "mercenary_captain", "Dieter", equipment=["sword"]),
        "champion": hire(store, warband, "champion", "Otto", equipment=["dagger"]),
        "marksmen": hire(store, warband, "marksmen", "Marksmen", count=3),
    }
    uc.set_treasury(store, warband, 5000)
    return warband, crew


def view(store: Store, warband: int, warrior_id: str):
    found = panel_view(store, store.load(warband), warrior_id)
    assert found is not None
    return found


@pytest.mark.parametrize("who", ["champion", "marksmen"])
def test_every_price_offered_is_what_buy_charges(store: Store, reikland, who: str) -> None:
    warband, crew = reikland
    shown = view(store, warband, crew[who])
    assert shown.carries and shown.offers
    for offer in shown.offers:
        if offer.dice:
            continue  # rolled at the table: the player gives the price
        change = uc.buy(store, warband, crew[who], offer.item_id)
        assert change.details.cost == offer.cost, offer.item_id
        uc.undo(store, change)
    marksmen = view(store, warband, crew["marksmen"])
    bow = next(o for o in marksmen.offers if o.item_id == "bow")
    assert bow.cost == 3 * store.ruleset.items["bow"].cost  # one for each of the 3 models


def test_a_second_dagger_is_not_free(store: Store, reikland) -> None:
    warband, crew = reikland
    captain = view(store, warband, crew["captain"])
    otto = view(store, warband, crew["champion"])  # has his dagger
    daggers = [next(o for o in v.offers if o.item_id == "dagger") for v in (captain, otto)]
    assert daggers[0].cost == 0 and daggers[1].cost > 0


def test_the_skills_offered_are_those_add_skill_takes(store: Store) -> None:
    warband = uc.create_warband(store, "witch_hunters", "Hunters").warband_id
    hunter = hire(store, warband, "witch_hunters.witch_hunter", "Ulli")
    assert "battle_tongue" not in (view(store, warband, hunter).skills_open or ())
    uc.set_leader(store, warband, hunter)  # no Captain: the successor leads

    offered = view(store, warband, hunter).skills_open
    assert offered is not None and "battle_tongue" in offered
    for skill in offered:
        uc.undo(store, uc.add_skill(store, warband, hunter, skill))


def test_a_group_of_more_than_the_maximum_keeps_its_size(store: Store, reikland) -> None:
    warband, crew = reikland
    assert view(store, warband, crew["marksmen"]).group_size == (1, 5)
    oversize(store, warband, crew["marksmen"], 6)  # above the maximum: marked
    shown = view(store, warband, crew["marksmen"])
    assert shown.group_size == (1, 6)
    assert [m.code for m in shown.marks] == ["over_maximum"]
    assert shown.skills_open is None and shown.leadership is None and not shown.injuries_open


def test_heroes_lead_as_the_rules_say(store: Store, reikland) -> None:
    warband, crew = reikland
    captain = view(store, warband, crew["captain"])
    champion = view(store, warband, crew["champion"])
    assert captain.leadership is not None and captain.leadership.leads
    assert not captain.leadership.may_lead  # he leads already
    assert champion.leadership is not None and not champion.leadership.leads
    assert not champion.leadership.may_lead  # the Captain is alive


def test_the_injuries_written_by_hand(store: Store, reikland) -> None:
    warband, crew = reikland
    offers = view(store, warband, crew["champion"]).injuries_open
    ruleset = store.ruleset
    expected = [c.id for r in ruleset.hero_injuries for c in (r.sub_roll or (r,))]
    assert [o.injury_id for o in offers] == expected
    games = {o.injury_id: o.games for o in offers if o.games is not None}
    assert games == {"deep_wound": 1}  # D3 games: at least one
    for offer in offers:
        change = uc.apply_injury(store, warband, crew["champion"], offer.injury_id,
                                 games=offer.games, gold=1, target="Rival")  # fmt: skip
        uc.undo(store, change)


def test_the_marks_and_experience_track(store: Store, reikland) -> None:
    warband, crew = reikland
    uc.record_experience(store, warband, crew["champion"], 3)
    uc.apply_injury(store, warband, crew["champion"], "captured")
    shown = view(store, warband, crew["champion"])
    assert [m.code for m in shown.marks] == ["advance_owed", "captured"]
    assert shown.owed == 1 and shown.gains_experience
    assert shown.thresholds == store.ruleset.experience.hero_thresholds
    group = view(store, warband, crew["marksmen"])
    assert group.thresholds == store.ruleset.experience.henchman_thresholds
    assert group.max_experience == store.ruleset.experience.henchman_max_experience


def test_a_hired_sword_keeps_his_kit(store: Store, reikland) -> None:
    warband, _crew = reikland
    sword = uc.hire_hired_sword(store, warband, "ogre_bodyguard", "Grum").details.warrior_id
    shown = view(store, warband, sword)
    assert not shown.carries and shown.offers == ()
    assert shown.group_size is None and shown.leadership is None
    assert shown.type_name.en == "Ogre Bodyguard"


def test_a_warrior_not_in_the_warband(store: Store, reikland) -> None:
    warband, _crew = reikland
    assert panel_view(store, store.load(warband), "nobody") is None


def test_a_view_reads_one_roster_and_the_one_injury_table(store, reikland, monkeypatch) -> None:
    """Issue 14: a hero's view built the roster twice (skills open, leadership) and the
    injury table afresh for every view; a henchman's needs no roster at all."""
    import app.sheet.panel_view

    warband, crew = reikland
    state = store.load(warband)
    rosters: list[int] = []
    real = app.sheet.panel_view.to_roster

    def roster(ruleset, state):
        rosters.append(1)
        return real(ruleset, state)

    monkeypatch.setattr(app.sheet.panel_view, "to_roster", roster)
    captain = panel_view(store, state, crew["captain"])
    assert len(rosters) == 1
    assert captain is not None and captain.leadership is not None and captain.leadership.leads
    assert captain.skills_open
    champion = panel_view(store, state, crew["champion"])
    assert champion is not None and champion.injuries_open is captain.injuries_open
    assert len(rosters) == 2
    marksmen = panel_view(store, state, crew["marksmen"])
    assert marksmen is not None and marksmen.skills_open is None and marksmen.leadership is None
    assert len(rosters) == 2
