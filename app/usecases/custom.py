"""A custom warband made in the window: a type name, its heroes and henchmen with their
profiles and costs, as the online builders allow (issue 26; the rules in rules/custom.py).

The player types what he wants; this use case decides it: each name cleaned, each number
within what a sheet holds, one hero type at least (someone must lead). The warband is made
with the rulebook's starting gold and nobody hired yet; its types are hired, equipped and
advanced like any others, checked by the general rules only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from app.domain import WarbandState, new_id
from app.store.repository import Store
from app.usecases.core import Change, check_move
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


def _type(warband_id: str, form: TypeForm) -> CustomType:
    name = clean_name(form.name, "warrior type")
    for key in CHARACTERISTICS:
        value = form.profile.get(key)
        if value is None or not 0 <= value <= 10:
            raise RefusedError(Message.of("custom_bad_profile", name=name, key=key))
    if not 0 <= form.cost <= MOST_COST:
        raise RefusedError(Message.of("custom_bad_cost", name=name, most=MOST_COST))
    return CustomType(
        id=new_type_id(warband_id, new_id()[:12]),
        name=name,
        role="hero" if form.hero else "henchman",
        profile=Profile.from_mapping(form.profile),
        cost=form.cost,
    )
