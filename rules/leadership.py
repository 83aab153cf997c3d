"""Who leads a warband, and who takes over when the leader dies.

Most warbands have one leader type (a Captain, a Vampire). Some let the player choose which hero
leads (`leader = "chosen"`: Lustrian Reavers). After a leader dies, the rulebook hands command to
the hero with the highest Leadership, then the most Experience; the player settles what is still
tied (at the table, with a die). The chosen hero is named by `Roster.leader_id` in both cases.
"""

from __future__ import annotations

from rules.models import Ruleset, WarriorType
from rules.roster import Roster, RosterHero


def leader_of(ruleset: Ruleset, roster: Roster) -> RosterHero | None:
    """The hero who leads: the one named by `leader_id` while he is on the roster, else (a warband
    with a leader type) the hero of that type; None when nobody leads."""
    if roster.leader_id:
        named = next((h for h in roster.heroes if h.id == roster.leader_id), None)
        if named is not None:
            return named
    if ruleset.warband(roster.warband_type).leader_chosen:
        return None
    return next((h for h in roster.heroes if getattr(_type(ruleset, h), "is_leader", False)), None)


def is_leader(ruleset: Ruleset, roster: Roster, hero_id: str) -> bool:
    leader = leader_of(ruleset, roster)
    return leader is not None and leader.id == hero_id


def may_lead(ruleset: Ruleset, roster: Roster, hero: RosterHero) -> bool:
    """Whether the player may pick this hero as leader now: a hero type that may lead in a
    warband whose leader is chosen; in any warband, a successor once no leader is left."""
    warrior_type = _type(ruleset, hero)
    if warrior_type is None:
        return False
    if ruleset.warband(roster.warband_type).leader_chosen:
        return warrior_type.may_lead
    return hero.id in {h.id for h in successors(ruleset, roster)}


def successors(ruleset: Ruleset, roster: Roster, gone: str = "") -> tuple[RosterHero, ...]:
    """The heroes who may take command when the leader (`gone`, or nobody left leading) is lost:
    the highest Leadership, then the most Experience; more than one means the player picks.
    Empty while a leader other than `gone` still leads, or when no hero is left."""
    current = leader_of(ruleset, roster)
    if current is not None and current.id != gone:
        return ()
    left = [h for h in roster.heroes if h.id != gone and _type(ruleset, h) is not None]
    if not left:
        return ()

    def rank(hero: RosterHero) -> tuple[int, int]:
        return (_leadership(ruleset, hero), hero.experience)

    best = max(rank(h) for h in left)
    return tuple(h for h in left if rank(h) == best)


def _leadership(ruleset: Ruleset, hero: RosterHero) -> int:
    if hero.profile is not None:
        return hero.profile.Ld
    warrior_type = _type(ruleset, hero)
    return warrior_type.profile.Ld if warrior_type is not None else 0


def _type(ruleset: Ruleset, hero: RosterHero) -> WarriorType | None:
    try:
        return ruleset.warrior_type(hero.type_id)
    except KeyError:
        return None
