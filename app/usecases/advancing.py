"""Experience and advances: the boxes, the rolls owed, and applying what was rolled."""

from __future__ import annotations

from app.domain import (
    AdvanceRecord,
    ProfileChange,
    SpellKnown,
    WarbandState,
    Warrior,
    base_profile,
    to_roster,
    warband_of,
)
from app.store.repository import ConflictError, Store
from app.usecases.core import Change, RefusedError, edit, find_warrior
from app.usecases.details import AdvanceTaken, ExperienceRecorded, Promoted
from app.usecases.heroes import most_heroes
from rules import CHARACTERISTICS
from rules.advancement import skill_choices
from rules.experience import advances_earned, capped_experience
from rules.leadership import is_leader
from rules.messages import Message
from rules.models import Ruleset, Spell, Text
from rules.text import shorten


def thresholds_of(ruleset: Ruleset, warrior: Warrior) -> tuple[int, ...]:
    # Hired swords gain experience like henchmen but roll on the hero table.
    track = "hero" if warrior.kind == "hero" else "henchman"
    experience = ruleset.experience
    return experience.hero_thresholds if track == "hero" else experience.henchman_thresholds


def advances_owed(ruleset: Ruleset, warrior: Warrior) -> list[int | None]:
    """Bold boxes crossed and not yet rolled for; None stands for a roll owed without a box."""
    crossed = advances_earned(
        thresholds_of(ruleset, warrior), warrior.experience_floor, warrior.experience
    )
    taken = [a.threshold for a in warrior.advances]
    owed: list[int | None] = [box for box in crossed if box not in taken]
    owed += [None] * warrior.extra_advances
    return owed


def gains_experience(ruleset: Ruleset, warrior: Warrior) -> bool:
    return ruleset.gains_experience(warrior.type_id, hired_sword=warrior.kind == "hired_sword")


def record_experience(
    store: Store, warband_id: int, warrior_id: str, amount: int
) -> Change[ExperienceRecorded]:
    """Add (or with a negative amount, correct) experience; says which advance rolls are owed."""

    def mutate(state: WarbandState) -> ExperienceRecorded:
        warrior = find_warrior(state, warrior_id)
        if amount > 0 and not gains_experience(store.ruleset, warrior):
            raise RefusedError(Message.of("never_gains_experience", warrior=warrior.name))
        new = capped_experience(
            store.ruleset, warrior.experience + amount, hero=warrior.kind == "hero"
        )
        if new < warrior.experience_floor:
            raise RefusedError(
                Message.of(
                    "experience_below_start",
                    warrior=warrior.name,
                    experience_floor=warrior.experience_floor,
                )
            )
        crossed = advances_earned(thresholds_of(store.ruleset, warrior), warrior.experience, new)
        warrior.experience = new
        return ExperienceRecorded(list(crossed), advances_owed(store.ruleset, warrior))

    return edit(store, warband_id, Message.of("did_experience", amount=f"{amount:+d}"), mutate)


def set_experience(
    store: Store, warband_id: int, warrior_id: str, experience: int, *, was: int | None = None
) -> Change[ExperienceRecorded]:
    """Set experience directly (clicking a box on the sheet). `was`: the experience the
    boxes showed; refused if another program changed it meanwhile (a battle's experience)."""
    state = store.load(warband_id)
    warrior = find_warrior(state, warrior_id)
    if was is not None and warrior.experience != was:
        raise ConflictError(
            Message.of(
                "experience_changed_meanwhile",
                warrior=warrior.name,
                now=warrior.experience,
                was=was,
            )
        )
    return record_experience(store, warband_id, warrior_id, experience - warrior.experience)


def _race_max(store: Store, warrior: Warrior) -> dict[str, int]:
    if warrior.kind == "hired_sword":
        race = store.ruleset.hired_swords[warrior.type_id].race
    else:
        race = store.ruleset.warrior_type(warrior.type_id).race
    return store.ruleset.races[race].max.as_dict()


def apply_advance(
    store: Store,
    warband_id: int,
    warrior_id: str,
    *,
    kind: str,
    characteristic: str | None = None,
    skill: str | None = None,
    spell: str | None = None,
    threshold: int | None = None,
    dice: list[int] | None = None,
) -> Change[AdvanceTaken]:
    """Take an advance owed: +1 to a characteristic, a new skill, or a new spell.

    A characteristic stays within the racial maximum (a henchman raises each one once); a skill
    comes from the warrior's lists and is never taken twice; a spell comes from his own list
    (rolled again, it lowers that spell's difficulty by 1).
    """
    if kind not in ("characteristic", "skill", "spell"):
        raise RefusedError(Message.of("bad_advance_kind", kind=kind))

    def mutate(state: WarbandState) -> AdvanceTaken:
        warrior = find_warrior(state, warrior_id)
        owed = advances_owed(store.ruleset, warrior)
        if not owed:
            raise RefusedError(Message.of("no_advance_owed", warrior=warrior.name))
        box = threshold if threshold is not None else owed[0]
        if box not in owed:
            raise RefusedError(Message.of("no_advance_at_box", warrior=warrior.name, box=str(box)))
        if box is None:
            warrior.extra_advances -= 1
        leads = is_leader(store.ruleset, to_roster(store.ruleset, state), warrior.id)
        result = _apply(store, warrior, kind, characteristic, skill, spell, leads=leads)
        warrior.advances.append(AdvanceRecord(box or 0, kind, result, list(dice or [])))
        return AdvanceTaken(result)

    return edit(
        store,
        warband_id,
        Message.of("did_advance", kind=Message.of(f"advance_kind_{kind}")),
        mutate,
    )


def _raise_characteristic(store: Store, warrior: Warrior, characteristic: str | None) -> str:
    """An advance that raises a characteristic by one, up to the racial maximum."""
    ruleset = store.ruleset
    if characteristic not in CHARACTERISTICS:
        raise RefusedError(
            Message.of("choose_characteristic", characteristics=" ".join(CHARACTERISTICS))
        )
    current = warrior.profile(base_profile(ruleset, warrior))[characteristic]
    maximum = _race_max(store, warrior)[characteristic]
    if current >= maximum:
        raise RefusedError(
            Message.of(
                "characteristic_at_maximum",
                warrior=warrior.name,
                characteristic=characteristic,
                current=current,
                maximum=maximum,
            )
        )
    raised = any(
        c.characteristic == characteristic and c.reason == "advance"
        for c in warrior.profile_changes
    )
    if warrior.kind == "henchmen" and raised:
        raise RefusedError(
            Message.of(
                "henchmen_raise_once",
                warrior=warrior.name,
                characteristic=characteristic,
            )
        )
    warrior.profile_changes.append(ProfileChange(characteristic, 1, "advance"))
    return characteristic


def _apply(
    store: Store,
    warrior: Warrior,
    kind: str,
    characteristic: str | None,
    skill: str | None,
    spell: str | None,
    *,
    leads: bool = False,
) -> str:
    ruleset = store.ruleset
    if kind == "characteristic":
        return _raise_characteristic(store, warrior, characteristic)
    if warrior.kind == "henchmen":
        raise RefusedError(Message.of("henchmen_raise_characteristics_only", warrior=warrior.name))
    if kind == "skill":
        allowed = skill_choices(
            ruleset,
            warrior.type_id,
            tuple(warrior.skills),
            tuple(warrior.extra_skill_lists),
            is_leader=leads or None,  # a chosen leader or successor; else his type says
        )
        if skill not in allowed:
            chosen = ruleset.skills.get(skill) if skill is not None else None
            name = chosen.name if chosen is not None else repr(skill)
            raise RefusedError(Message.of("skill_not_allowed", warrior=warrior.name, name=name))
        warrior.skills.append(skill)
        return skill
    lists = _learnable_lists(ruleset, warrior)
    if not lists:
        raise RefusedError(Message.of("casts_no_spells", warrior=warrior.name))
    keys = {s.key for list_id in lists for s in ruleset.spells_of(list_id)}
    if spell not in keys:
        names = [ruleset.spell_lists[list_id].name for list_id in lists]
        raise RefusedError(
            Message.of(
                "not_a_spell_of_list",
                spell=str(spell),
                # one name, or "A» or «B" inside the message's own quotation marks
                spell_lists=Text(
                    " or ".join(n.en for n in names), "» или «".join(n.ru for n in names)
                ),
            )
        )
    for known in warrior.spells:
        if known.spell == spell:
            known.difficulty_reduction += 1  # rolled again: its difficulty drops by one
            return spell
    warrior.spells.append(SpellKnown(spell))
    return spell


def learn_spell(store: Store, warband_id: int, warrior_id: str, spell: str) -> Change[None]:
    """Write a spell of his list on a caster's sheet (one he rolled, a correction); a spell
    he knows already becomes easier by 1."""

    def mutate(state: WarbandState) -> None:
        warrior = find_warrior(state, warrior_id)
        _apply(store, warrior, "spell", None, None, spell)

    return edit(
        store,
        warband_id,
        Message.of("did_learn_spell", spell=store.ruleset.spell(spell).name),
        mutate,
    )


def forget_spell(store: Store, warband_id: int, warrior_id: str, spell: str) -> Change[None]:
    """Take a spell off the sheet (a correction); a caster left without his starting spells
    shows as a problem until they are added again."""

    def mutate(state: WarbandState) -> None:
        warrior = find_warrior(state, warrior_id)
        known = next((k for k in warrior.spells if k.spell == spell), None)
        if known is None:
            raise RefusedError(
                Message.of("spell_not_known", warrior=warrior.name, spell=shorten(spell))
            )
        warrior.spells.remove(known)

    return edit(store, warband_id, Message.of("did_forget_spell", spell=spell), mutate)


def spell_choices(ruleset: Ruleset, warrior: Warrior) -> tuple[Spell, ...]:
    """The spells a warrior may learn: his own list in D6 order, then any other list his rule
    opens to him (the Dark Mage's Lesser Magic); none for non-casters."""
    return tuple(
        spell
        for list_id in _learnable_lists(ruleset, warrior)
        for spell in sorted(ruleset.spells_of(list_id), key=lambda s: s.d6)
    )


def _learnable_lists(ruleset: Ruleset, warrior: Warrior) -> tuple[str, ...]:
    """His own spell list first, then the lists his rule also opens; () for non-casters."""
    if warrior.kind == "hired_sword":
        sword = ruleset.hired_swords[warrior.type_id]
        own, also = sword.spell_list, sword.also_spell_lists
    elif warrior.kind == "hero":
        own, also = ruleset.warrior_type(warrior.type_id).spell_list, ()
    else:
        own, also = None, ()
    return (own, *also) if own is not None else ()


def talent_allowed(
    ruleset: Ruleset, state: WarbandState, group: Warrior, most: int | None = None
) -> bool:
    """May a henchman of this group become a hero now? Only with a free hero place (of `most`,
    the campaign's Hero cap: app.usecases.heroes.most_heroes; the list's sum when not given),
    and never for a type that may not (Goblin runts: the result is re-rolled, or their own rule
    applies)."""
    warband = warband_of(ruleset, state)
    may = ruleset.warrior_type(group.type_id).may_become_hero
    return may and len(state.heroes) < (warband.max_heroes if most is None else most)


def promote_lad(
    store: Store,
    warband_id: int,
    group_id: str,
    name: str,
    skill_lists: list[str],
    threshold: int | None = None,
) -> Change[Promoted]:
    """The lad's got talent: one model leaves the group as a hero with two skill lists.

    He keeps his type, experience and increases, and owes one roll on the hero table at once.
    """
    from app.usecases.warbands import clean_name

    hero_name = clean_name(name, "hero")

    def mutate(state: WarbandState) -> Promoted:
        group = find_warrior(state, group_id)
        box = _talent_box(store, state, group, threshold, skill_lists)
        group.advances.append(AdvanceRecord(box, "lads_got_talent", hero_name))
        hero = Warrior(
            kind="hero",
            type_id=group.type_id,
            name=hero_name,
            experience=group.experience,
            experience_floor=group.experience,  # hero boxes count from here on
            extra_advances=1,
            profile_changes=[
                ProfileChange(c.characteristic, c.delta, c.reason) for c in group.profile_changes
            ],
            equipment=list(group.equipment),
            extra_skill_lists=list(skill_lists),
            promoted_from=group.type_id,
        )
        group.count -= 1
        if group.count == 0:
            state.warriors.remove(group)
        state.warriors.append(hero)
        return Promoted(hero.id)

    return edit(store, warband_id, Message.of("did_lads_got_talent", hero=hero_name), mutate)


def _talent_box(
    store: Store,
    state: WarbandState,
    group: Warrior,
    threshold: int | None,
    skill_lists: list[str],
) -> int:
    """The advance box the lad's got talent comes from, refused unless the rules allow it."""
    if group.kind != "henchmen":
        raise RefusedError(Message.of("not_a_henchman_group", group=group.name))
    owed = advances_owed(store.ruleset, group)
    box = threshold if threshold is not None else (owed[0] if owed else None)
    if box is None or box not in owed:
        raise RefusedError(Message.of("no_advance_for_talent", group=group.name))
    warband = warband_of(store.ruleset, state)
    warrior_type = store.ruleset.warrior_type(group.type_id)
    if not warrior_type.may_become_hero:
        raise RefusedError(Message.of("never_heroes", warrior_type=warrior_type.name))
    if len(state.heroes) >= most_heroes(store, state):
        raise RefusedError(Message.of("heroes_full", count=len(state.heroes)))
    hero_lists = {lst for t in warband.heroes for lst in t.skill_lists}
    if len(skill_lists) != 2 or len(set(skill_lists)) != 2 or not set(skill_lists) <= hero_lists:
        raise RefusedError(Message.of("two_skill_lists", hero_lists=", ".join(sorted(hero_lists))))
    return box


def set_characteristic(
    store: Store, warband_id: int, warrior_id: str, key: str, value: int
) -> Change[None]:
    """Set a characteristic by hand (a correction on the sheet); never above the racial maximum."""
    if key not in CHARACTERISTICS:
        raise RefusedError(
            Message.of("not_a_characteristic", key=key, characteristics=" ".join(CHARACTERISTICS))
        )
    if not 0 <= value <= 10:
        raise RefusedError(
            Message.of("characteristic_out_of_range", characteristic=key, value=value),
        )

    def mutate(state: WarbandState) -> None:
        warrior = find_warrior(state, warrior_id)
        current = warrior.profile(base_profile(store.ruleset, warrior))[key]
        if value == current:
            return
        maximum = _race_max(store, warrior)[key]
        starting = base_profile(store.ruleset, warrior)[key]
        if value > max(maximum, starting):
            raise RefusedError(
                Message.of(
                    "above_racial_maximum",
                    warrior=warrior.name,
                    characteristic=key,
                    value=value,
                    maximum=maximum,
                ),
            )
        correct_by_hand(warrior, key, value - current)

    return edit(
        store,
        warband_id,
        Message.of("did_set_characteristic", characteristic=key, value=value),
        mutate,
    )


def correct_by_hand(warrior: Warrior, key: str, delta: int) -> None:
    """Add a hand correction: one "manual" change per characteristic, however many edits.

    A cell edited up and down all evening must not leave a change per edit on the sheet (every
    undo step and every saved revision would carry them all).
    """
    for n, change in enumerate(warrior.profile_changes):
        if change.reason == "manual" and change.characteristic == key:
            change.delta += delta
            if change.delta == 0:
                del warrior.profile_changes[n]
            return
    warrior.profile_changes.append(ProfileChange(key, delta, "manual"))


def add_skill(store: Store, warband_id: int, warrior_id: str, skill: str) -> Change[None]:
    """Write a skill on the sheet by hand (a correction): still only from his lists, never twice."""

    def mutate(state: WarbandState) -> None:
        warrior = find_warrior(state, warrior_id)
        if warrior.kind == "henchmen":
            raise RefusedError(Message.of("henchmen_have_no_skills", warrior=warrior.name))
        leads = is_leader(store.ruleset, to_roster(store.ruleset, state), warrior.id)
        allowed = skill_choices(
            store.ruleset,
            warrior.type_id,
            tuple(warrior.skills),
            tuple(warrior.extra_skill_lists),
            is_leader=leads or None,
        )
        if skill not in allowed:
            name = (
                store.ruleset.skills[skill].name.en
                if skill in store.ruleset.skills
                else repr(skill)
            )
            raise RefusedError(Message.of("skill_not_allowed", warrior=warrior.name, name=name))
        warrior.skills.append(skill)

    return edit(store, warband_id, Message.of("did_add_skill", skill=skill), mutate)


def remove_skill(store: Store, warband_id: int, warrior_id: str, skill: str) -> Change[None]:
    def mutate(state: WarbandState) -> None:
        warrior = find_warrior(state, warrior_id)
        if skill not in warrior.skills:
            raise RefusedError(Message.of("skill_not_known", warrior=warrior.name, skill=skill))
        warrior.skills.remove(skill)

    return edit(store, warband_id, Message.of("did_remove_skill", skill=skill), mutate)
