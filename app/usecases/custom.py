"""A custom warband made in the window: a type name, its heroes and henchmen with their
profiles and costs, as the online builders allow (issue 26; the rules in rules/custom.py).

The player types what he wants; this use case decides it: each name cleaned, each number
within what a sheet holds, one hero type at least (someone must lead). The warband is made
with the rulebook's starting gold and nobody hired yet; its types are hired, equipped and
advanced like any others, checked by the general rules only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from app.domain import WarbandState, new_id
from app.store.repository import Store
from app.usecases.core import Change, check_move, edit
from app.usecases.refusal import RefusedError
from app.usecases.warbands import clean_name, insert_new_warband
from rules import CHARACTERISTICS, Profile
from rules.custom import (
    MAX_SIZE,
    PREFIX,
    STARTING_GOLD,
    CustomRules,
    CustomType,
    learn,
    new_type_id,
)
from rules.messages import Message

MOST_TYPES = 20
MOST_COST = 1_000


@dataclass(frozen=True)
class TypeForm:
    """One type as the player typed it."""

    name: str
    hero: bool
    profile: Mapping[str, int]
    cost: int = 0


def create_custom_warband(
    store: Store, name: str, type_name: str, types: Sequence[TypeForm]
) -> Change[None]:
    """A new warband of a custom type of the player's own, with the starting gold."""
    warband_name = clean_name(name)
    kind_name = clean_name(type_name, "warband type")
    if not types or len(types) > MOST_TYPES:
        raise RefusedError(Message.of("custom_type_count", most=MOST_TYPES))
    if not any(form.hero for form in types):
        raise RefusedError(Message.of("custom_needs_hero"))
    warband_id = f"{PREFIX}{new_id()[:12]}"
    made = [_type(warband_id, form) for form in types]
    names = [t.name.casefold() for t in made]
    twice = next((t.name for t in made if names.count(t.name.casefold()) > 1), None)
    if twice is not None:
        raise RefusedError(Message.of("custom_type_twice", name=twice))
    rules = CustomRules(tuple(made), kind_name, MAX_SIZE)
    learn(store.ruleset, warband_id, rules)
    state = WarbandState(warband_name, warband_id, treasury=STARTING_GOLD, custom=rules)
    return insert_new_warband(store, state, check_move(store, None, state))


def set_custom_profile(
    store: Store, warband_id: int, type_id: str, profile: Mapping[str, int]
) -> Change[None]:
    """Enter (or correct) the profile of one of the warband's custom types: one a file gave
    without it (a Roster Builder save), or one typed wrong. The type takes a new id and its
    warriors with it, so a copy of the warband that shares the old one keeps its own."""
    kept = store.load(warband_id).custom.type(type_id)
    if kept is None:
        raise RefusedError(Message.of("not_own_custom_type", type_id=type_id))
    values = _profile(kept.name, profile)

    def mutate(state: WarbandState) -> None:
        old = state.custom.type(type_id)
        if old is None:
            raise RefusedError(Message.of("not_own_custom_type", type_id=type_id))
        made = replace(
            old, id=new_type_id(state.type_id, new_id()[:12]), profile=values, profile_known=True
        )
        types = tuple(made if t.id == type_id else t for t in state.custom.types)
        state.custom = replace(state.custom, types=types)
        for warrior in state.warriors:
            warrior.type_id = made.id if warrior.type_id == type_id else warrior.type_id
            if warrior.promoted_from == type_id:
                warrior.promoted_from = made.id
        learn(store.ruleset, state.type_id, CustomRules((made,)))

    return edit(store, warband_id, Message.of("did_set_custom_profile", name=kept.name), mutate)


def _profile(name: str, values: Mapping[str, int]) -> Profile:
    """The nine characteristics as typed, each 0 to 10 (a sheet's range), or a refusal."""
    for key in CHARACTERISTICS:
        value = values.get(key)
        if value is None or not 0 <= value <= 10:
            raise RefusedError(Message.of("custom_bad_profile", name=name, key=key))
    return Profile.from_mapping(values)


def _type(warband_id: str, form: TypeForm) -> CustomType:
    name = clean_name(form.name, "warrior type")
    profile = _profile(name, form.profile)
    if not 0 <= form.cost <= MOST_COST:
        raise RefusedError(Message.of("custom_bad_cost", name=name, most=MOST_COST))
    return CustomType(
        id=new_type_id(warband_id, new_id()[:12]),
        name=name,
        role="hero" if form.hero else "henchman",
        profile=profile,
        cost=form.cost,
    )
