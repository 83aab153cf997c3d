"""`WarbandState.copy`: every edit copies the sheet (before and after, for undo), so a copy must
share nothing mutable with its original, down to an advance's dice."""

from __future__ import annotations

from dataclasses import fields

from app.domain import (
    AdvanceRecord,
    GainedRule,
    InjuryRecord,
    ProfileChange,
    SpellKnown,
    WarbandState,
    Warrior,
)
from rules import Profile


def _full() -> WarbandState:
    hero = Warrior(
        kind="hero",
        type_id="reikland.champion",
        name="Dieter",
        profile_changes=[ProfileChange("WS", 1)],
        equipment=["sword"],
        skills=["strike_to_injure"],
        spells=[SpellKnown("lesser_magic.fools_gold", 1)],
        mutations=["spines"],
        injuries=[InjuryRecord("old_battle_wound")],
        rules_gained=[GainedRule("hatred", detail="skaven")],
        advances=[AdvanceRecord(2, "skill", "mighty_blow", dice=[3, 4])],
        extra_skill_lists=["speed"],
    )
    return WarbandState(
        "Reiklanders", "reikland", id=7, house_rules=["x"], warriors=[hero], stash=["rope"],
        battles=[{"date": "2026-01-01"}], revision=3, leader_id=hero.id,
    )  # fmt: skip


def test_a_copy_equals_its_original_and_shares_nothing_mutable() -> None:
    original = _full()
    copied = original.copy()
    assert copied == original and copied is not original
    for field in fields(WarbandState):
        value = getattr(original, field.name)
        if isinstance(value, list | dict):
            assert getattr(copied, field.name) is not value, field.name
    hero, twin = original.warriors[0], copied.warriors[0]
    assert twin is not hero
    for field in fields(Warrior):
        value = getattr(hero, field.name)
        if isinstance(value, list):
            assert getattr(twin, field.name) is not value, field.name
            for mine, theirs in zip(value, getattr(twin, field.name), strict=True):
                assert isinstance(mine, str) or mine is not theirs, field.name
    assert twin.advances[0].dice is not hero.advances[0].dice


def test_changing_every_part_of_a_copy_leaves_the_original_as_it_was() -> None:
    original, untouched = _full(), _full()
    copied = original.copy()
    twin = copied.warriors[0]
    twin.profile_changes[0].delta = 5
    twin.spells[0].difficulty_reduction = 0
    twin.injuries[0].detail = "changed"
    twin.rules_gained[0].detail = "changed"
    twin.advances[0].dice.append(6)
    twin.equipment.append("axe")
    copied.battles[0]["date"] = "changed"
    copied.stash.clear()
    copied.warriors.append(twin.copy())
    untouched.warriors[0].id = original.warriors[0].id
    untouched.leader_id = original.leader_id
    assert original == untouched


def test_a_profile_with_no_change_is_the_same_profile() -> None:
    base = Profile(4, 4, 4, 3, 3, 1, 4, 1, 8)
    assert base.with_changes({}) is base
    assert base.with_changes({"WS": 1}) == Profile(4, 5, 4, 3, 3, 1, 4, 1, 8)
