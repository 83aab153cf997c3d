"""Hiring and dismissing: heroes, henchmen groups, hired swords, models added to a group."""

from __future__ import annotations

from collections.abc import Sequence

from app.domain import SpellKnown, WarbandState, Warrior, WarriorKind
from app.store.repository import ConflictError, Store, name_key
from app.usecases.core import (
    Campaign,
    CampaignCheck,
    Change,
    RefusedError,
    Step,
    being_created,
    edit,
    find_warrior,
    free_name,
    run_step,
)
from app.usecases.details import Hired, Paid
from app.usecases.item_packs import enabled_for, refuse_switched_off
from app.usecases.packs import require_pack_enabled
from app.usecases.warbands import clean_name, clean_notes, typed_name
from rules import DiceError, IllegalMoveError
from rules._reader import dice_parts
from rules.costs import hire_cost
from rules.custom import owns
from rules.dice import DiceSource, RandomDice
from rules.messages import Message, message_of
from rules.models import HiredSword, Text, WarriorType
from rules.mounts import kit_at_hire, stays_with_rider
from rules.mutations import mutations_cost
from rules.spells import starting_spells
from rules.text import brief_list, shorten


def _pay(state: WarbandState, gold: int, what: str) -> None:
    if gold > state.treasury:
        raise RefusedError(
            Message.of(
                "cannot_afford_short",
                what=what,
                gold=gold,
                treasury=state.treasury,
                value=gold - state.treasury,
            )
        )
    state.treasury -= gold


def mutation_cost(warrior_type: WarriorType, mutations: list[str], store: Store) -> int:
    """What these mutations cost at hire (the rules price them; a refusal says why)."""
    try:
        return mutations_cost(store.ruleset, warrior_type, mutations)
    except IllegalMoveError as exc:
        raise RefusedError(message_of(exc)) from None


def _type(store: Store, state: WarbandState, type_id: str) -> WarriorType:
    full = type_id if "." in type_id else f"{state.type_id}.{type_id}"
    try:
        warrior_type = store.ruleset.warrior_type(full)
    except KeyError as exc:
        raise RefusedError(message_of(exc)) from None
    if warrior_type.warband != state.type_id:
        raise RefusedError(
            Message.of("warband_cannot_hire", type_id=state.type_id, warrior_type=warrior_type.name)
        )
    return warrior_type


def refuse_anothers(state: WarbandState, type_id: str, name: Text) -> None:
    """A custom type (rules.custom) of a warband of a known list is hired by that warband
    only: another of the same list refuses it."""
    if not owns(state.custom, type_id):
        raise RefusedError(Message.of("anothers_custom_type", warrior_type=name))


def hire_price(
    store: Store,
    warband_type: str,
    type_id: str,
    count: int = 1,
    equipment: Sequence[str] = (),
    mutations: Sequence[str] = (),
    *,
    at_creation: bool,
) -> int:
    """What hiring a warrior or group with this kit (and these mutations) costs;
    `at_creation`: the warband is being created (`being_created`)."""
    warrior_type = _type(store, WarbandState(name="", type_id=warband_type), type_id)
    try:
        cost = hire_cost(
            store.ruleset, warrior_type.id, count, list(equipment), at_creation=at_creation
        )
    except (IllegalMoveError, KeyError) as exc:
        raise RefusedError(message_of(exc)) from None
    return cost + mutation_cost(warrior_type, list(mutations), store)


def first_spells(
    store: Store,
    spell_list: str | None,
    count: int,
    typed: Sequence[str] | None,
    dice: DiceSource | None,
) -> list[SpellKnown]:
    """A caster's starting spells: those typed from the table, the rest rolled (D6)."""
    if spell_list is None or count == 0:
        if typed:
            raise RefusedError(Message.of("hire_without_spells"))
        return []
    try:
        known = starting_spells(
            store.ruleset, spell_list, count, dice or RandomDice(), typed=list(typed or ())
        )
    except (IllegalMoveError, DiceError) as exc:
        raise RefusedError(message_of(exc)) from None
    return [SpellKnown(k.spell, k.difficulty_reduction) for k in known]


def _sword_spell_count(
    sword: HiredSword, typed: Sequence[str] | None, dice: DiceSource | None
) -> int:
    """How many spells a sword starts with; when that number is rolled (Khar-mel's D3), the
    spells typed from the table are all of them, and with none typed the program rolls it."""
    if sword.starting_spells_dice is None:
        return sword.starting_spells
    if typed:
        return min(len(typed), sword.starting_spells)
    count, faces = dice_parts(sword.starting_spells_dice)
    source = dice or RandomDice()
    try:
        return sum(source.roll(faces, Message.of("starting_spell_count")) for _ in range(count))
    except DiceError as exc:
        raise RefusedError(message_of(exc)) from None


def as_typed(spells: Sequence[SpellKnown]) -> list[str]:
    """Spells already rolled, as `spells=` for a hire: a repeat made easier counts twice."""
    return [s.spell for s in spells for _ in range(1 + s.difficulty_reduction)]


def hire_step(
    store: Store,
    type_id: str,
    name: str,
    *,
    count: int = 1,
    equipment: Sequence[str] = (),
    mutations: Sequence[str] = (),
    spells: Sequence[str] | None = None,
    dice: DiceSource | None = None,
) -> Step[Hired]:
    """Hire a warrior or group. A caster gets his starting spells: `spells` typed from the
    table, the rest rolled with `dice` (the program's when None)."""
    warrior_name = clean_name(name, "warrior")
    enabled = enabled_for(store, None, equipment)

    def mutate(state: WarbandState) -> Hired:
        warrior_type = _type(store, state, type_id)
        refuse_anothers(state, warrior_type.id, warrior_type.name)
        refuse_switched_off(store.ruleset, enabled, state.type_id, equipment)
        kit = kit_at_hire(store.ruleset, warrior_type, equipment)
        cost = hire_price(
            store,
            state.type_id,
            warrior_type.id,
            count,
            kit,
            mutations,
            at_creation=being_created(state),
        )
        _pay(state, cost, f"Hiring {warrior_name}")
        kind: WarriorKind = "hero" if warrior_type.role == "hero" else "henchmen"
        warrior = Warrior(
            kind=kind,
            type_id=warrior_type.id,
            name=free_name(state, warrior_name),
            count=count,
            experience=warrior_type.experience,
            experience_floor=warrior_type.experience,
            equipment=kit,
            mutations=list(mutations),
            spells=first_spells(
                store, warrior_type.spell_list, warrior_type.starting_spells, spells, dice
            ),
        )
        state.warriors.append(warrior)
        return Hired(warrior.id, cost, [s.spell for s in warrior.spells])

    code = "hired_group" if count > 1 else "hired_one"
    said = Message.of(code, warrior=warrior_name, warrior_type=type_id, count=count)
    return Step(Message.of("did_hire", warrior=warrior_name), mutate, said)


def hire(
    store: Store,
    warband_id: int,
    type_id: str,
    name: str,
    *,
    count: int = 1,
    equipment: Sequence[str] = (),
    mutations: Sequence[str] = (),
    spells: Sequence[str] | None = None,
    dice: DiceSource | None = None,
) -> Change[Hired]:
    """Hire a hero, or a henchman group of `count` models at `count` times the cost; a
    caster with his starting spells (typed, or rolled)."""
    step = hire_step(
        store,
        type_id,
        name,
        count=count,
        equipment=equipment,
        mutations=mutations,
        spells=spells,
        dice=dice,
    )
    return run_step(store, warband_id, step)


def _one_in_the_campaign(sword_id: str, name: str) -> CampaignCheck:
    """A dramatis persona is unique: no other warband of the campaign has him (and one in each
    warband, for the few who may be everywhere at once: the mutation checks that)."""

    def check(campaign: Campaign, warband_id: int | None) -> None:
        holders = campaign.holders_of(sword_id)
        others = [warband for holder, warband in holders if holder != warband_id]
        if others:
            raise RefusedError(Message.of("persona_taken", name=name, others=brief_list(others)))

    return check


def hire_hired_sword_step(
    store: Store,
    sword_id: str,
    name: str = "",
    *,
    spells: Sequence[str] | None = None,
    dice: DiceSource | None = None,
) -> Step[Hired]:
    sword = store.ruleset.hired_swords.get(sword_id)
    if sword is None:
        known = brief_list(sorted(store.ruleset.hired_swords), shown=40)
        raise RefusedError(
            Message.of("unknown_hired_sword_known", sword_id=shorten(sword_id), known=known)
        )
    require_pack_enabled(store, sword.pack, Message.of("the_hired_sword", hired_sword=sword.name))
    warrior_name = clean_name(name or sword.name.en, "hired sword")

    def mutate(state: WarbandState) -> Hired:
        if sword.dramatis_persona and any(w.type_id == sword.id for w in state.hired_swords):
            raise RefusedError(Message.of("hired_sword_already_here", sword=sword.name))
        refuse_anothers(state, sword.id, sword.name)
        _pay(state, sword.hire_fee, f"Hiring the {sword.name.en}")
        warrior = Warrior(
            kind="hired_sword",
            type_id=sword.id,
            name=free_name(state, warrior_name),
            equipment=list(sword.equipment),
            spells=first_spells(
                store, sword.spell_list, _sword_spell_count(sword, spells, dice), spells, dice
            ),
        )
        state.warriors.append(warrior)
        return Hired(warrior.id, sword.hire_fee, [s.spell for s in warrior.spells])

    said = Message.of("hired_sword_hired", warrior=warrior_name, hired_sword=sword_id)
    # One in the whole campaign, but for the few personae who may be everywhere at once.
    unique = sword.dramatis_persona and sword.unique
    check = _one_in_the_campaign(sword.id, sword.name.en) if unique else None
    return Step(Message.of("did_hire", warrior=warrior_name), mutate, said, check)


def hire_hired_sword(
    store: Store,
    warband_id: int,
    sword_id: str,
    name: str = "",
    *,
    spells: Sequence[str] | None = None,
    dice: DiceSource | None = None,
) -> Change[Hired]:
    """Hire a hired sword: his fee now, his upkeep after every battle. His kit is his own;
    a Warlock comes with his starting spells (typed, or rolled)."""
    step = hire_hired_sword_step(store, sword_id, name, spells=spells, dice=dice)
    return run_step(store, warband_id, step)


def _per_model(store: Store, state: WarbandState, group: Warrior) -> int:
    """What one more model of a group costs: the type with the group's kit, and 2 gc per point
    of the group's experience."""
    if group.kind != "henchmen":
        raise RefusedError(Message.of("not_a_henchman_group", group=group.name))
    warrior_type = store.ruleset.warrior_type(group.type_id)
    try:  # a gromril axe bought at creation is not on the list any more
        per_model = hire_cost(
            store.ruleset,
            warrior_type.id,
            1,
            group.equipment,
            at_creation=being_created(state),
        )
    except IllegalMoveError as exc:
        raise RefusedError(message_of(exc)) from None
    return per_model + group.experience * store.ruleset.campaign.veteran_cost_per_xp


def group_to_join(store: Store, state: WarbandState, type_id: str) -> Warrior | None:
    """The henchmen group of this type a new model joins, as a player expects when he hires
    the same type again: the first with room under the rules' largest group (None: a new
    group, for a hero, a hired sword, or every group of the type full)."""
    largest = store.ruleset.campaign.henchman_group_max
    return next(
        (
            w
            for w in state.warriors
            if w.kind == "henchmen" and w.type_id == type_id and w.count < largest
        ),
        None,
    )


def join_price(store: Store, state: WarbandState, group_id: str) -> int:
    """What each model joining the group costs (as `add_models` charges it)."""
    return _per_model(store, state, find_warrior(state, group_id))


def add_models_step(store: Store, group_id: str, count: int) -> Step[Paid]:
    if count < 1:
        raise RefusedError(Message.of("add_at_least_one", count=count))

    def mutate(state: WarbandState) -> Paid:
        group = find_warrior(state, group_id)
        per_model = _per_model(store, state, group)
        _pay(state, per_model * count, f"Adding {count} to {group.name}")
        group.count += count
        return Paid(per_model * count)

    said = Message.of("models_added", warrior=group_id, count=count)
    return Step(Message.of("did_add_models", count=count), mutate, said)


def add_models(store: Store, warband_id: int, group_id: str, count: int) -> Change[Paid]:
    """New recruits join a group with its kit; they pay 2 gc per point of the group's experience."""
    return run_step(store, warband_id, add_models_step(store, group_id, count))


def remove_models_step(store: Store, group_id: str, count: int) -> Step[None]:
    if count < 1:
        raise RefusedError(Message.of("remove_at_least_one", count=count))

    def mutate(state: WarbandState) -> None:
        group = find_warrior(state, group_id)
        if group.kind != "henchmen":
            raise RefusedError(Message.of("not_a_henchman_group", group=group.name))
        if count > group.count:
            raise RefusedError(
                Message.of("too_few_models", group=group.name, count=group.count, wanted=count)
            )
        group.count -= count
        if group.count == 0:
            state.warriors.remove(group)

    return Step(Message.of("did_remove_models", count=count), mutate)


def remove_models(store: Store, warband_id: int, group_id: str, count: int) -> Change[None]:
    """Models leave a group (killed, dismissed); the last one leaving ends the group."""
    return run_step(store, warband_id, remove_models_step(store, group_id, count))


def dismiss_step(store: Store, warrior_id: str) -> Step[None]:

    def mutate(state: WarbandState) -> None:
        warrior = find_warrior(state, warrior_id)
        if warrior.kind != "hired_sword":
            warrior_type = store.ruleset.warrior_type(warrior.type_id)
            kept = [i for i in warrior.equipment if not stays_with_rider(warrior_type, i)]
            state.stash.extend(item for item in kept for _ in range(warrior.count))
        state.warriors.remove(warrior)

    return Step(Message.of("did_dismiss"), mutate)


def dismiss(store: Store, warband_id: int, warrior_id: str) -> Change[None]:
    """Dismiss a warrior or a whole group; their weapons and armour go to the stash.

    A hired sword takes his own kit with him, a rider the mount in his cost (it was never
    bought: it would be a horse for nothing, past its rarity).
    """
    return run_step(store, warband_id, dismiss_step(store, warrior_id))


def duplicate_group(store: Store, warband_id: int, group_id: str) -> Change[Hired]:
    """A new henchmen group like this one: its type, models, weapons and armour and mutations,
    hired at today's price with the type's starting experience, under a name of its own
    ("Zealots 2")."""

    def mutate(state: WarbandState) -> Hired:
        group = find_warrior(state, group_id)
        if group.kind != "henchmen":
            raise RefusedError(Message.of("not_a_henchman_group", group=group.name))
        step = hire_step(
            store,
            group.type_id,
            group.name,
            count=group.count,
            equipment=group.equipment,
            mutations=group.mutations,
        )
        return step.mutate(state)

    return edit(store, warband_id, Message.of("did_duplicate_group"), mutate)


def rename_warrior(store: Store, warband_id: int, warrior_id: str, name: str) -> Change[None]:
    """A hero, a henchmen group or a hired sword under a new name, as the player typed it;
    refused if another warrior of the warband has it (the post-battle pages and the charts
    tell warriors apart by their names)."""
    new_name = typed_name(name, "warrior")

    def mutate(state: WarbandState) -> None:
        warrior = find_warrior(state, warrior_id)
        for other in state.warriors:
            if other.id != warrior.id and name_key(other.name) == name_key(new_name):
                raise RefusedError(
                    Message.of("warrior_name_taken", warband=state.name, name=other.name)
                )
        warrior.name = new_name

    return edit(store, warband_id, Message.of("did_rename", name=new_name), mutate)


def set_warrior_notes(
    store: Store, warband_id: int, warrior_id: str, notes: str, *, was: str | None = None
) -> Change[None]:
    """`was`: the notes the player's text was written over (the window's box). Refused if
    another program saved others meanwhile: the refusal quotes them, nothing is replaced."""
    cleaned = clean_notes(notes)

    def mutate(state: WarbandState) -> None:
        warrior = find_warrior(state, warrior_id)
        if was is not None and warrior.notes != was and warrior.notes != cleaned:
            raise ConflictError(
                Message.of(
                    "notes_changed_meanwhile", warrior=warrior.name, now=shorten(warrior.notes)
                )
            )
        warrior.notes = cleaned

    return edit(store, warband_id, Message.of("did_edit_warrior_notes"), mutate)
