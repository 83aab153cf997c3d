"""The sides of a battle as the rules count them: a warband of this book (or one read from a
file) model by model, or an opponent known only by its type, rating and model count.

Model ids are the side's number, then the warrior's id (and a henchman's number in his group):
`0:<warrior id>`, `1:<warrior id>:2`; an anonymous opponent's are `1:#3`.
"""

from __future__ import annotations

from app.domain import WarbandState, Warrior, base_profile, to_roster
from rules.battle import BattleModel, Kind, Side
from rules.leadership import leader_of
from rules.models import Ruleset
from rules.rating import warband_rating


def side_of_warband(ruleset: Ruleset, state: WarbandState, index: int) -> Side:
    """Every model of the warband that fights (a warrior missing this game does not): each
    hero, each henchman of a group with the group's id, each hired sword and dramatis
    persona; the leader marked; wounds and Leadership from the current profile."""
    roster = to_roster(ruleset, state)
    leader = leader_of(ruleset, roster)
    leader_id = leader.id if leader is not None else ""
    models: list[BattleModel] = []
    for warrior in state.warriors:
        if warrior.games_to_miss > 0:
            continue
        models.extend(_models(ruleset, warrior, index, warrior.id == leader_id))
    return Side(
        name=state.name,
        models=tuple(models),
        warband_type=state.type_id,
        rating=warband_rating(ruleset, roster),
        ref=str(state.id) if state.id is not None else "",
    )


def anonymous_side(
    name: str, warband_type: str, rating: int, count: int, index: int = 1, leadership: int = 7
) -> Side:
    """An opponent known only by type, rating and model count: `count` models of one wound,
    numbered #1..#n, the first leading with `leadership`."""
    models = tuple(
        BattleModel(
            f"{index}:#{n}",
            f"#{n}",
            Kind.ANONYMOUS,
            wounds=1,
            leadership=leadership,
            leader=n == 1,
        )
        for n in range(1, count + 1)
    )
    return Side(name=name, models=models, warband_type=warband_type, rating=rating)


def _models(ruleset: Ruleset, warrior: Warrior, index: int, leads: bool) -> list[BattleModel]:
    profile = warrior.profile(base_profile(ruleset, warrior))
    base = f"{index}:{warrior.id}"
    if warrior.kind == "henchmen":
        return [
            BattleModel(
                f"{base}:{n}",
                f"{warrior.name} {n}" if warrior.count > 1 else warrior.name,
                Kind.HENCHMAN,
                max(profile.W, 1),
                profile.Ld,
                group=warrior.id,
            )
            for n in range(1, warrior.count + 1)
        ]
    kind = Kind.HERO
    if warrior.kind == "hired_sword":
        persona = ruleset.hired_swords[warrior.type_id].dramatis_persona
        kind = Kind.DRAMATIS_PERSONA if persona else Kind.HIRED_SWORD
    return [BattleModel(base, warrior.name, kind, max(profile.W, 1), profile.Ld, leader=leads)]
