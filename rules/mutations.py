"""Mutations, blessings and sacred markings bought when a warrior is hired: which a type may
take, how many, and what they cost (the first at its price, each further one at double)."""

from __future__ import annotations

from collections.abc import Sequence

from rules.errors import IllegalMoveError
from rules.messages import Message
from rules.models import Mutation, Ruleset, WarriorType
from rules.text import brief_list


def mutations_for(ruleset: Ruleset, warrior_type: WarriorType) -> tuple[Mutation, ...]:
    """The warband's mutations this type may buy at hire, in the book's order."""
    if warrior_type.mutations_min is None:
        return ()
    return tuple(
        m
        for m in ruleset.warband(warrior_type.warband).mutations
        if not m.only_types or warrior_type.id in m.only_types
    )


def check_mutations(ruleset: Ruleset, warrior_type: WarriorType, mutations: Sequence[str]) -> None:
    """Refuse, in one line that says what to do, mutations this type may not buy together."""
    name = warrior_type.name.en
    if not mutations:
        return
    allowed = {m.id for m in mutations_for(ruleset, warrior_type)}
    if not allowed:
        raise IllegalMoveError(Message.of("no_mutations_for_type", name=name))
    wrong = [m for m in mutations if m not in allowed]
    if wrong:
        raise IllegalMoveError(
            Message.of(
                "mutation_not_allowed",
                name=name,
                wrong=brief_list(wrong, quote=True),
                allowed=", ".join(sorted(allowed)),
            )
        )
    if len(set(mutations)) != len(mutations):
        raise IllegalMoveError(Message.of("mutation_twice"))
    most = warrior_type.mutations_max
    if most is not None and len(mutations) > most:
        raise IllegalMoveError(
            Message.of("too_many_mutations", name=name, most=most, count=len(mutations))
        )


def mutations_cost(ruleset: Ruleset, warrior_type: WarriorType, mutations: Sequence[str]) -> int:
    """What the mutations cost one model: the first at its price, each further one at double.
    The player buys the dearest first, so the order he lists them in never changes the sum."""
    check_mutations(ruleset, warrior_type, mutations)
    prices = {m.id: m.cost for m in mutations_for(ruleset, warrior_type)}
    costs = sorted((prices[m] for m in mutations), reverse=True)
    return sum(cost if n == 0 else 2 * cost for n, cost in enumerate(costs))


__all__ = ["check_mutations", "mutations_cost", "mutations_for"]
