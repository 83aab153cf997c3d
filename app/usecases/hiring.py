"""Hiring and dismissing: heroes, henchmen groups, hired swords, models added to a group."""

from __future__ import annotations

from app.domain import WarbandState, Warrior
from app.store.repository import Store, Transaction
from app.usecases.core import Change, RefusedError, Step, edit, find_warrior, run_step
from app.usecases.warbands import clean_name, clean_notes
from rules import IllegalMoveError
from rules.costs import hire_cost
from rules.models import WarriorType


def _pay(state: WarbandState, gold: int, what: str) -> None:
    if gold > state.treasury:
        raise RefusedError(
            f"{what} costs {gold} gc but the treasury holds {state.treasury} gc: "
            f"{gold - state.treasury} gc short"
        )
    state.treasury -= gold


def mutation_cost(warrior_type: WarriorType, mutations: list[str], store: Store) -> int:
    """The first mutation at its price, each further one on the same model at double."""
    warband = store.ruleset.warband(warrior_type.warband)
    prices = {m.id: m.cost for m in warband.mutations}
    if mutations and warrior_type.mutations_min is None:
        raise RefusedError(f"a {warrior_type.name.en} cannot have mutations")
    unknown = [m for m in mutations if m not in prices]
    if unknown:
        raise RefusedError(
            f"unknown mutation(s) {', '.join(unknown)}; choose from {', '.join(prices)}"
        )
    if len(set(mutations)) != len(mutations):
        raise RefusedError("the same mutation cannot be bought twice")
    return sum(prices[m] * (1 if n == 0 else 2) for n, m in enumerate(mutations))


def _type(store: Store, state: WarbandState, type_id: str) -> WarriorType:
    full = type_id if "." in type_id else f"{state.type_id}.{type_id}"
    try:
        warrior_type = store.ruleset.warrior_type(full)
    except KeyError as exc:
        raise RefusedError(str(exc.args[0])) from None
    if warrior_type.warband != state.type_id:
        raise RefusedError(f"a {state.type_id} warband cannot hire {warrior_type.name.en}")
    return warrior_type


def hire_step(
    store: Store,
    type_id: str,
    name: str,
    *,
    count: int = 1,
    equipment: tuple[str, ...] | list[str] = (),
    mutations: tuple[str, ...] | list[str] = (),
) -> Step:
    warrior_name = clean_name(name, "warrior")

    def mutate(state: WarbandState, _tx: Transaction) -> dict[str, object]:
        warrior_type = _type(store, state, type_id)
        kit = list(equipment)
        try:
            cost = hire_cost(store.ruleset, warrior_type.id, count, kit)
        except (IllegalMoveError, KeyError) as exc:
            raise RefusedError(str(exc.args[0])) from None
        cost += mutation_cost(warrior_type, list(mutations), store)
        _pay(state, cost, f"Hiring {warrior_name}")
        kind = "hero" if warrior_type.role == "hero" else "henchmen"
        warrior = Warrior(
            kind=kind,
            type_id=warrior_type.id,
            name=warrior_name,
            count=count,
            experience=warrior_type.experience,
            experience_floor=warrior_type.experience,
            equipment=kit,
            mutations=list(mutations),
        )
        state.warriors.append(warrior)
        return {"warrior_id": warrior.id, "cost": cost}

    return Step(f"Hire {warrior_name}", mutate)


def hire(
    store: Store,
    warband_id: int,
    type_id: str,
    name: str,
    *,
    count: int = 1,
    equipment: tuple[str, ...] | list[str] = (),
    mutations: tuple[str, ...] | list[str] = (),
) -> Change:
    """Hire a hero, or a henchman group of `count` models at `count` times the cost."""
    return run_step(
        store,
        warband_id,
        hire_step(store, type_id, name, count=count, equipment=equipment, mutations=mutations),
    )


def hire_hired_sword_step(store: Store, sword_id: str, name: str = "") -> Step:
    sword = store.ruleset.hired_swords.get(sword_id)
    if sword is None:
        known = ", ".join(sorted(store.ruleset.hired_swords))
        raise RefusedError(f"unknown hired sword {sword_id!r}; known: {known}")
    warrior_name = clean_name(name or sword.name.en, "hired sword")

    def mutate(state: WarbandState, _tx: Transaction) -> dict[str, object]:
        _pay(state, sword.hire_fee, f"Hiring the {sword.name.en}")
        warrior = Warrior(
            kind="hired_sword",
            type_id=sword.id,
            name=warrior_name,
            equipment=list(sword.equipment),
        )
        state.warriors.append(warrior)
        return {"warrior_id": warrior.id, "cost": sword.hire_fee}

    return Step(f"Hire {warrior_name}", mutate)


def hire_hired_sword(store: Store, warband_id: int, sword_id: str, name: str = "") -> Change:
    """Hire a hired sword: his fee now, his upkeep after every battle. His kit is his own."""
    return run_step(store, warband_id, hire_hired_sword_step(store, sword_id, name))


def add_models_step(store: Store, group_id: str, count: int) -> Step:
    if count < 1:
        raise RefusedError(f"add at least one model, not {count}")

    def mutate(state: WarbandState, _tx: Transaction) -> dict[str, object]:
        group = find_warrior(state, group_id)
        if group.kind != "henchmen":
            raise RefusedError(f"{group.name} is not a henchman group")
        warrior_type = store.ruleset.warrior_type(group.type_id)
        per_model = hire_cost(store.ruleset, warrior_type.id, 1, group.equipment)
        per_model += group.experience * store.ruleset.campaign.veteran_cost_per_xp
        _pay(state, per_model * count, f"Adding {count} to {group.name}")
        group.count += count
        return {"cost": per_model * count}

    return Step(f"Add {count} to group", mutate)


def add_models(store: Store, warband_id: int, group_id: str, count: int) -> Change:
    """New recruits join a group with its kit; they pay 2 gc per point of the group's experience."""
    return run_step(store, warband_id, add_models_step(store, group_id, count))


def remove_models_step(store: Store, group_id: str, count: int) -> Step:
    if count < 1:
        raise RefusedError(f"remove at least one model, not {count}")

    def mutate(state: WarbandState, _tx: Transaction) -> None:
        group = find_warrior(state, group_id)
        if group.kind != "henchmen":
            raise RefusedError(f"{group.name} is not a henchman group")
        if count > group.count:
            raise RefusedError(f"{group.name} has only {group.count} models, cannot remove {count}")
        group.count -= count
        if group.count == 0:
            state.warriors.remove(group)

    return Step(f"Remove {count} from group", mutate)


def remove_models(store: Store, warband_id: int, group_id: str, count: int) -> Change:
    """Models leave a group (killed, dismissed); the last one leaving ends the group."""
    return run_step(store, warband_id, remove_models_step(store, group_id, count))


def dismiss_step(store: Store, warrior_id: str) -> Step:

    def mutate(state: WarbandState, _tx: Transaction) -> None:
        warrior = find_warrior(state, warrior_id)
        if warrior.kind != "hired_sword":
            state.stash.extend(item for item in warrior.equipment for _ in range(warrior.count))
        state.warriors.remove(warrior)

    return Step("Dismiss warrior", mutate)


def dismiss(store: Store, warband_id: int, warrior_id: str) -> Change:
    """Dismiss a warrior or a whole group; their weapons and armour go to the stash.

    A hired sword takes his own kit with him.
    """
    return run_step(store, warband_id, dismiss_step(store, warrior_id))


def rename_warrior(store: Store, warband_id: int, warrior_id: str, name: str) -> Change:
    new_name = clean_name(name, "warrior")

    def mutate(state: WarbandState, _tx: Transaction) -> None:
        find_warrior(state, warrior_id).name = new_name

    return edit(store, warband_id, f"Rename to {new_name}", mutate)


def set_warrior_notes(store: Store, warband_id: int, warrior_id: str, notes: str) -> Change:
    cleaned = clean_notes(notes)

    def mutate(state: WarbandState, _tx: Transaction) -> None:
        find_warrior(state, warrior_id).notes = cleaned

    return edit(store, warband_id, "Edit warrior notes", mutate)
