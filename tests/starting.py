"""A legal starting warband of any warband type, built only through the rules' own prices.

Used by the tests generated over every warband type (the core eight and every pack), so a pack
that lands is checked without anyone writing a test for it.
"""

from __future__ import annotations

from dataclasses import replace

from rules.costs import allowed_items, hire_cost
from rules.models import Ruleset, WarriorType
from rules.roster import Roster, RosterGroup, RosterHero


def cheapest_kit(ruleset: Ruleset, warrior_type: WarriorType) -> tuple[str, ...]:
    """A free dagger when the list has one; nothing otherwise."""
    warband = ruleset.warband(warrior_type.warband)
    return ("dagger",) if "dagger" in allowed_items(ruleset, warband, warrior_type) else ()


def hero(ruleset: Ruleset, warrior_type: WarriorType, name: str) -> RosterHero:
    warband = ruleset.warband(warrior_type.warband)
    mutations: tuple[str, ...] = ()
    if warrior_type.mutations_min:
        cheapest = sorted(warband.mutations, key=lambda m: m.cost)
        mutations = tuple(m.id for m in cheapest[: warrior_type.mutations_min])
    spells: tuple[str, ...] = ()
    if warrior_type.spell_list:  # a caster starts with his spells (the first of his list)
        known = sorted(ruleset.spells_of(warrior_type.spell_list), key=lambda s: s.d6)
        spells = tuple(s.key for s in known[: warrior_type.starting_spells])
    return RosterHero(
        name,
        warrior_type.id,
        warrior_type.experience,
        equipment=cheapest_kit(ruleset, warrior_type),
        mutations=mutations,
        spells=spells,
    )


def hero_cost(ruleset: Ruleset, h: RosterHero) -> int:
    warband = ruleset.warband(h.type_id.partition(".")[0])
    costs = {m.id: m.cost for m in warband.mutations}
    mutation_cost = sum(costs[m] * (1 if n == 0 else 2) for n, m in enumerate(h.mutations))
    return hire_cost(ruleset, h.type_id, 1, h.equipment) + mutation_cost


def starting_roster(ruleset: Ruleset, warband_id: str) -> tuple[Roster, int]:
    """The leader, every type the warband must have, then the cheapest henchmen that gain
    experience up to the minimum size. Returns the roster and what it cost."""
    warband = ruleset.warband(warband_id)
    heroes = [hero(ruleset, t, f"{t.local_id} {n}") for t in warband.heroes for n in range(t.min)]
    leader_id = ""
    if warband.leader_chosen:  # the cheapest hero who may lead, chosen as leader
        boss = min((t for t in warband.heroes if t.may_lead), key=lambda t: t.cost)
        heroes.append(replace(hero(ruleset, boss, f"{boss.local_id} leader"), id="leader"))
        leader_id = "leader"
    cost = sum(hero_cost(ruleset, h) for h in heroes)
    groups = []
    for t in warband.henchmen:
        if t.min:
            kit = cheapest_kit(ruleset, t)
            groups.append(RosterGroup(t.local_id, t.id, t.min, 0, equipment=kit))
            cost += hire_cost(ruleset, t.id, t.min, kit)
    missing = ruleset.campaign.min_models - len(heroes) - sum(g.count for g in groups)
    if missing > 0:
        # The cheapest type that can fill the gap, preferring those who gain experience
        # (Tomb Guardians' and Restless Dead's unlimited henchmen are mindless undead).
        lads = min(
            (t for t in warband.henchmen if t.max is None or t.max >= missing),
            key=lambda t: (not t.gains_experience, t.cost),
        )
        kit = cheapest_kit(ruleset, lads)
        groups.append(RosterGroup("Lads", lads.id, missing, 0, equipment=kit))
        cost += hire_cost(ruleset, lads.id, missing, kit)
    roster = Roster(
        warband_id,
        treasury=warband.starting_gold - cost,
        heroes=tuple(heroes),
        groups=tuple(groups),
        leader_id=leader_id,
    )
    return roster, cost
