"""Quick recruiting: what a warband may recruit, a recruit's starting kit, a kit's price grid.

The new-warband wizard, the Hire dialog and the post-battle hiring page ask these questions of
a warband state (a draft in memory or a saved warband) and only show the answers: limits,
prices, free daggers and who may be recruited next are decided here, by the rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from app.domain import WarbandState, Warrior, warband_of
from app.store.repository import SheetReader, Store
from app.usecases.core import RefusedError, being_created
from app.usecases.core import free_name as free_name  # the hiring pages ask it here
from app.usecases.item_packs import offered_items
from app.usecases.packs import hireable_swords
from rules.costs import allowed_items, list_price
from rules.dice import DiceSource
from rules.messages import Message, message_of
from rules.models import Text, WarriorType
from rules.mounts import kit_at_hire, rides_replaced
from rules.mutations import mutations_for

RecruitKind = Literal["hero", "henchmen", "hired_sword"]
MAX_QUANTITY = 9  # of one item on one model: more is a typing slip, not a purchase


@dataclass(frozen=True)
class RecruitOption:
    """One line of the recruit list: a type (or hired sword), its limit, cost and the count."""

    kind: RecruitKind
    type_id: str
    name: Text
    minimum: int
    maximum: int | None  # None: any number
    cost: int  # per model; a hired sword's hire fee
    experience: int
    hired: int  # models of this type the warband has now

    @property
    def open(self) -> bool:
        """One more may be recruited without going over the type's limit."""
        return self.maximum is None or self.hired < self.maximum


@dataclass(frozen=True)
class KitRow:
    """One item of a warrior's own list: what one more costs him, and how many he has."""

    kind: Literal["item", "mutation"]
    item_id: str  # an item's id, or a mutation's
    name: Text
    cost: int  # the fixed part of one more (the first dagger is free)
    dice: str | None
    dice_multiplier: int
    quantity: int
    maximum: int  # of this row on one model: a mutation is bought once


@dataclass(frozen=True)
class GroupPrice:
    """What a warrior or a henchman group costs: models x each = total."""

    count: int
    each: int
    total: int


def _hired(state: WarbandState, type_id: str) -> int:
    return sum(w.count for w in state.warriors if w.type_id == type_id)


def _option(state: WarbandState, warrior_type: WarriorType) -> RecruitOption:
    return RecruitOption(
        kind="hero" if warrior_type.role == "hero" else "henchmen",
        type_id=warrior_type.id,
        name=warrior_type.name,
        minimum=warrior_type.min,
        maximum=warrior_type.max,
        cost=warrior_type.cost,
        experience=warrior_type.experience,
        hired=_hired(state, warrior_type.id),
    )


def recruit_options(store: Store, state: WarbandState) -> list[RecruitOption]:
    """The warband's heroes and henchmen, then the hired swords it may hire (one each)."""
    try:
        warband = warband_of(store.ruleset, state)
    except KeyError as exc:
        raise RefusedError(message_of(exc)) from None
    options = [_option(state, t) for t in warband.types]
    for sword in hireable_swords(store, state.type_id, state.custom):
        options.append(
            RecruitOption(
                kind="hired_sword",
                type_id=sword.id,
                name=sword.name,
                minimum=0,
                maximum=1,
                cost=sword.hire_fee,
                experience=0,
                hired=_hired(state, sword.id),
            )
        )
    return options


def first_open(options: Sequence[RecruitOption]) -> RecruitOption | None:
    """The sensible first choice: the first type still open (not a second Captain)."""
    return next((o for o in options if o.open), None)


def starting_kit(store: Store, warrior_type: WarriorType) -> list[str]:
    """What a recruit gets with one click: the dagger his list gives free, if it does, and
    the mount in his cost."""
    return kit_at_hire(store.ruleset, warrior_type, _free_dagger(store, warrior_type))


def _free_dagger(store: Store, warrior_type: WarriorType) -> list[str]:
    if not warrior_type.may_buy_equipment or warrior_type.equipment_list is None:
        return []
    warband = store.ruleset.warband(warrior_type.warband)
    entry = warband.equipment_lists[warrior_type.equipment_list].entry("dagger")
    if entry is None or not entry.first_free:
        return []
    return ["dagger"] if "dagger" in allowed_items(store.ruleset, warband, warrior_type) else []


def recruit(
    store: Store, state: WarbandState, type_id: str, name: str, dice: DiceSource | None = None
) -> Warrior:
    """A new warrior (a group of one model, a hired sword) as one click recruits him: the
    free dagger, his starting spells rolled, a name no warrior of `state` has. Not added to
    `state`: the caller adds him."""
    from app.usecases.hiring import first_spells, refuse_anothers  # with the hiring

    ruleset = store.ruleset
    name = free_name(state, name)
    sword = ruleset.hired_swords.get(type_id)
    if sword is not None:
        refuse_anothers(state, sword.id, sword.name)
        spells = first_spells(store, sword.spell_list, sword.starting_spells, None, dice)
        return Warrior(
            kind="hired_sword",
            type_id=sword.id,
            name=name,
            equipment=list(sword.equipment),
            spells=spells,
        )
    try:
        warrior_type = ruleset.warrior_type(type_id)
    except KeyError as exc:
        raise RefusedError(message_of(exc)) from None
    if warrior_type.warband != state.type_id:
        raise RefusedError(
            Message.of("warband_cannot_hire", type_id=state.type_id, warrior_type=warrior_type.name)
        )
    refuse_anothers(state, warrior_type.id, warrior_type.name)
    return Warrior(
        kind="hero" if warrior_type.role == "hero" else "henchmen",
        type_id=warrior_type.id,
        name=name,
        experience=warrior_type.experience,
        experience_floor=warrior_type.experience,
        equipment=starting_kit(store, warrior_type),
        spells=first_spells(
            store, warrior_type.spell_list, warrior_type.starting_spells, None, dice
        ),
    )


def kit_rows(
    store: SheetReader, warrior: Warrior, state: WarbandState | None = None
) -> list[KitRow]:
    """The warrior's own equipment list with the price of one more of each and his count;
    the list's entries for the creation while `state` is being created (None: the wizard's
    draft, always being created)."""
    if warrior.kind == "hired_sword":
        return []
    ruleset = store.ruleset
    warrior_type = ruleset.warrior_type(warrior.type_id)
    if not warrior_type.may_buy_equipment:
        return []
    warband = ruleset.warband(warrior_type.warband)
    has_dagger = "dagger" in warrior.equipment
    creating = state is None or being_created(state)
    rows = []
    listed = allowed_items(ruleset, warband, warrior_type, at_creation=creating)
    for item_id in offered_items(store, warband.id, listed):
        rides = rides_replaced(ruleset, warrior_type, warrior.equipment, item_id)
        quote = list_price(
            ruleset,
            warrior_type,
            item_id,
            has_dagger=has_dagger,
            rides_replaced=rides,
            at_creation=creating,
        )
        rows.append(
            KitRow(
                kind="item",
                item_id=item_id,
                name=quote.item.name,
                cost=quote.cost,
                dice=quote.dice,
                dice_multiplier=quote.dice_multiplier,
                quantity=warrior.equipment.count(item_id),
                maximum=MAX_QUANTITY,
            )
        )
    rows += [  # the mutations (blessings, markings) this type may take at hire
        KitRow("mutation", m.id, m.name, m.cost, None, 1, warrior.mutations.count(m.id), 1)
        for m in mutations_for(ruleset, warrior_type)
    ]
    return rows


def with_quantity(
    equipment: Sequence[str], item_id: str, quantity: int, maximum: int = MAX_QUANTITY
) -> list[str]:
    """The kit with exactly `quantity` of an item (0 to `maximum`), the rest as it was."""
    if not 0 <= quantity <= maximum:
        raise RefusedError(Message.of("item_quantity_range", maximum=maximum, quantity=quantity))
    kit = list(equipment)
    have = kit.count(item_id)
    for _ in range(have - quantity):
        kit.reverse()
        kit.remove(item_id)  # the last one bought goes first
        kit.reverse()
    kit.extend([item_id] * max(0, quantity - have))
    return kit


def recruit_kit_with(
    store: Store, warrior: Warrior, item_id: str, quantity: int, maximum: int = MAX_QUANTITY
) -> list[str]:
    """A recruit's kit (not hired yet) with `quantity` of an item: as `with_quantity`, and the
    mount in his cost traded for its upgrade while the upgrade is in the kit, back without it."""
    kit = with_quantity(warrior.equipment, item_id, quantity, maximum)
    if warrior.kind == "hired_sword":
        return kit
    warrior_type = store.ruleset.warrior_type(warrior.type_id)
    return kit_at_hire(store.ruleset, warrior_type, kit)


def group_price(
    store: Store, warband_type: str, warrior: Warrior, state: WarbandState | None = None
) -> GroupPrice:
    """Models x each = total, as the hire use case prices it for `state` (None: the wizard's
    draft, being created)."""
    from app.usecases.drafts import warrior_cost  # with the hiring, not with the sheet

    creating = state is None or being_created(state)
    total = warrior_cost(store, warband_type, warrior, at_creation=creating)
    count = max(1, warrior.count)
    return GroupPrice(count=count, each=total // count, total=total)
