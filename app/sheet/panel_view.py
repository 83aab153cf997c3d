"""What the warrior panel shows of one warrior, and what it may offer him, decided here.

The window's panel (ui/roster/warrior_panel.py) draws this and calls the use cases with what the
player picks: the prices on the buy list are those `buy` charges, the skills offered those
`add_skill` takes, the group's size within what `add_models` and `remove_models` allow, the
leader button as `set_leader` decides, and the marks as the sheet's tables show them.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.domain import WarbandState, Warrior, to_roster
from app.sheet.marks import Mark
from app.sheet.sheet_figures import WarriorFigures, warrior_figures
from app.store.repository import SheetReader
from app.usecases.advancing import gains_experience, spell_choices, thresholds_of
from app.usecases.recruiting import kit_rows
from app.words import label
from rules import leadership
from rules._reader import dice_parts
from rules.advancement import skill_choices
from rules.models import InjuryResult, Lang, Ruleset, Spell, Text
from rules.mounts import mount_lost_on, mount_of, profile_text, shod_on, stays_with_rider
from rules.roster import Roster


@dataclass(frozen=True, slots=True)
class Offer:
    """One item he may buy from his own list: what it costs him (every model of a group)."""

    item_id: str
    name: Text
    cost: int  # the fixed part, for all the models
    dice: str | None  # a price with dice is rolled at the table: cost + dice x multiplier


@dataclass(frozen=True, slots=True)
class InjuryOffer:
    """A serious injury to write by hand (a sub-roll's results one by one)."""

    injury_id: str
    name: Text
    from_: int
    to: int
    games: int | None  # games missed when the table rolls them (deep wound): the fewest


@dataclass(frozen=True, slots=True)
class RiddenMount:
    """The mount he rides, as the mount chart gives it, for the panel to show by the rider."""

    item_id: str
    name: Text
    profile: tuple[tuple[str, int], ...]  # M WS BS S T W I A Ld, in order
    rating: int | None  # what it adds to the rating for each model; None: a hired sword's own
    save_bonus: int  # his armour save is this much better
    #: Lost after a battle he went out of action in on this D6 score or less; None: not rolled
    #: for (only heroes' mounts are, `rules.post_battle`).
    lost_on: int | None
    included: bool  # in his cost: never sold or stashed alone


@dataclass(frozen=True, slots=True)
class Leadership:
    leads: bool
    may_lead: bool  # the player may make him the leader now


@dataclass(frozen=True, slots=True)
class PanelView:
    warrior: Warrior
    type_name: Text
    gains_experience: bool  # animals, beasts and constructs never do: no boxes
    thresholds: tuple[int, ...]  # the advance boxes of his track
    max_experience: int
    owed: int  # advance rolls owed
    marks: tuple[Mark, ...]
    group_size: tuple[int, int] | None  # a henchman group's fewest and most models
    carries: bool  # he buys and carries kit (not a hired sword, an animal)
    offers: tuple[Offer, ...]
    stash: tuple[str, ...]  # the stash's items, each once
    skills_open: tuple[str, ...] | None  # None: a henchman takes no skills
    spells_open: tuple[Spell, ...]
    injuries_open: tuple[InjuryOffer, ...]  # empty but for heroes
    leadership: Leadership | None  # heroes only
    mount: RiddenMount | None = None  # the mount he rides, None on foot


def panel_view(
    store: SheetReader, state: WarbandState, warrior_id: str, figures: WarriorFigures | None = None
) -> PanelView | None:
    """The panel's view of a warrior of the warband; None if he is not in it. `figures`: his
    figures of the sheet, if the caller has them already."""
    warrior = next((w for w in state.warriors if w.id == warrior_id), None)
    if warrior is None:
        return None
    ruleset = store.ruleset
    hero = warrior.kind == "hero"
    experience = ruleset.experience
    if figures is None:
        figures = warrior_figures(ruleset, warrior)  # as the sheet's tables show them
    # Henchmen take no skills and lead nobody: the roster is for heroes and hired swords.
    roster = None if warrior.kind == "henchmen" else to_roster(ruleset, state)
    return PanelView(
        warrior=warrior,
        type_name=_type_name(ruleset, warrior),
        gains_experience=gains_experience(ruleset, warrior),
        thresholds=thresholds_of(ruleset, warrior),
        max_experience=(
            experience.hero_max_experience if hero else experience.henchman_max_experience
        ),
        owed=figures.owed,
        marks=figures.marks,
        group_size=_group_size(ruleset, warrior),
        carries=_carries(ruleset, warrior),
        offers=_offers(store, warrior, state),
        stash=tuple(dict.fromkeys(state.stash)),
        skills_open=_skills_open(ruleset, roster, warrior),
        spells_open=spell_choices(ruleset, warrior),
        injuries_open=injury_offers(ruleset) if hero else (),
        leadership=_leadership(ruleset, roster, warrior),
        mount=ridden_mount(ruleset, roster, warrior),
    )


def ridden_mount(ruleset: Ruleset, roster: Roster | None, warrior: Warrior) -> RiddenMount | None:
    """His mount with its chart profile and what it means: rating, save, its loss roll (his
    barding and the warband's farrier counted) and whether it came in his cost."""
    mount = mount_of(ruleset, warrior.equipment)
    if mount is None or mount.mount is None:
        return None
    profile = mount.profile.as_dict() if mount.profile is not None else {}
    rolled = warrior.kind == "hero" and mount.mount.equine  # a farrier shoes horses only
    shod = shod_on(ruleset, roster) if rolled and roster is not None else None
    included = warrior.kind != "hired_sword" and stays_with_rider(
        ruleset.warrior_type(warrior.type_id), mount.id
    )
    return RiddenMount(
        item_id=mount.id,
        name=mount.name,
        profile=tuple(profile.items()),
        rating=None if warrior.kind == "hired_sword" else mount.mount.rating,
        save_bonus=mount.mount.save_bonus,
        lost_on=mount_lost_on(ruleset, warrior.equipment, shod) if warrior.kind == "hero" else None,
        included=included,
    )


def mount_lines(mount: RiddenMount, lang: Lang) -> list[str]:
    """The mount he rides in words, for the panel and the command line's sheet: its name, its
    chart profile, what it means on the sheet."""
    name = mount.name.get(lang)
    heading = label("panel_mount_included" if mount.included else "panel_mount", lang, name=name)
    profile = profile_text(mount.profile)
    terms = []
    if mount.rating is not None:
        terms.append(label("panel_mount_rating", lang, rating=mount.rating))
    if mount.save_bonus:
        terms.append(label("panel_mount_save", lang, bonus=mount.save_bonus))
    if mount.lost_on is not None:
        scores = "1" if mount.lost_on == 1 else f"1-{mount.lost_on}"
        terms.append(label("panel_mount_lost", lang, scores=scores))
    return [line for line in (heading, profile, " · ".join(terms)) if line]


def _type_name(ruleset: Ruleset, warrior: Warrior) -> Text:
    if warrior.kind == "hired_sword":
        return ruleset.hired_swords[warrior.type_id].name
    return ruleset.warrior_type(warrior.type_id).name


def _group_size(ruleset: Ruleset, warrior: Warrior) -> tuple[int, int] | None:
    """One model at least (the last goes with the group); at most the rules' maximum, or the
    count he has if it is above it (the sheet marks it; it can still be brought down)."""
    if warrior.kind != "henchmen":
        return None
    return 1, max(ruleset.campaign.henchman_group_max, warrior.count)


def _carries(ruleset: Ruleset, warrior: Warrior) -> bool:
    """Hired swords keep their own kit; animals and beasts carry none."""
    if warrior.kind == "hired_sword":
        return False
    return ruleset.warrior_type(warrior.type_id).may_buy_equipment


def _offers(store: SheetReader, warrior: Warrior, state: WarbandState) -> tuple[Offer, ...]:
    """His list's items at the price `buy` charges: one each for every model of a group."""
    models = max(1, warrior.count)
    return tuple(
        Offer(row.item_id, row.name, row.cost * models, row.dice)
        for row in kit_rows(store, warrior, state)
        if row.kind == "item"
    )


def _skills_open(
    ruleset: Ruleset, roster: Roster | None, warrior: Warrior
) -> tuple[str, ...] | None:
    """The skills `add_skill` takes now: from his lists, not known, the leader's for the
    leader (chosen, or a successor; else his type says)."""
    if roster is None:  # a henchman
        return None
    leads = leadership.is_leader(ruleset, roster, warrior.id)
    return tuple(
        skill_choices(
            ruleset,
            warrior.type_id,
            tuple(warrior.skills),
            tuple(warrior.extra_skill_lists),
            is_leader=leads or None,
        )
    )


def _missed_games(result: InjuryResult, chosen: InjuryResult) -> int | None:
    effects = result.effects + (chosen.effects if chosen is not result else ())
    for effect in effects:
        if effect.type == "miss_games" and effect.dice:
            count, _sides = dice_parts(effect.dice)
            return count  # each die shows 1 at the least; the post-battle wizard rolls them
    return None


# The injury table of the last ruleset asked, made once (the panel of every hero shows it):
# the rules never change in place, and a window has one ruleset.
_injury_table: tuple[Ruleset, tuple[InjuryOffer, ...]] | None = None


def injury_offers(ruleset: Ruleset) -> tuple[InjuryOffer, ...]:
    """The hero injury table in its order, each sub-roll result on its own."""
    global _injury_table
    if _injury_table is not None and _injury_table[0] is ruleset:
        return _injury_table[1]
    offers = tuple(
        InjuryOffer(choice.id, choice.name, result.from_, result.to, _missed_games(result, choice))
        for result in ruleset.hero_injuries
        for choice in (result.sub_roll or (result,))
    )
    _injury_table = (ruleset, offers)
    return offers


def _leadership(ruleset: Ruleset, roster: Roster | None, warrior: Warrior) -> Leadership | None:
    if warrior.kind != "hero" or roster is None:
        return None
    hero = next(h for h in roster.heroes if h.id == warrior.id)
    leads = leadership.is_leader(ruleset, roster, warrior.id)
    return Leadership(leads, not leads and leadership.may_lead(ruleset, roster, hero))
