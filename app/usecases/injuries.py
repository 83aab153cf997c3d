"""Serious injuries: applying a result to a hero's sheet, and taking one off again."""

from __future__ import annotations

import json
from dataclasses import replace

from app.domain import GainedRule, InjuryRecord, ProfileChange, WarbandState, Warrior
from app.store.repository import Store
from app.usecases.core import Change, RefusedError, edit, find_warrior
from app.usecases.details import InjuryRecorded
from app.usecases.warbands import clean_name
from rules.experience import advances_earned, capped_experience
from rules.injuries import InjuryOutcome
from rules.messages import Message, message_of
from rules.models import Effect, InjuryResult, Ruleset, Text


def injury_result(ruleset: Ruleset, injury_id: str) -> tuple[InjuryResult, InjuryResult | None]:
    """A hero injury by id, or a sub-result id (`arm_wound_amputated`) with its parent."""
    try:
        return ruleset.injury(injury_id)
    except KeyError as exc:
        raise RefusedError(message_of(exc)) from None


def _effect_record(effect: Effect) -> dict[str, object]:
    return effect.as_dict()


def _apply(
    store: Store, state: WarbandState, warrior: Warrior, effects: list[Effect]
) -> list[Effect]:
    """Apply effects whose dice are already rolled; returns what was applied."""
    applied: list[Effect] = []
    for effect in effects:
        kind = effect.type
        if kind in ("roll_again", "pit_fight"):
            continue  # resolved by the rules before anything is applied
        if kind == "miss_games" and effect.games is None:
            raise RefusedError(Message.of("roll_games_missed", dice=str(effect.dice)))
        if kind in ("gold", "experience", "shards") and effect.amount is None:
            raise RefusedError(Message.of("roll_for_number", dice=str(effect.dice), kind=kind))
        if kind in ("dead", "retired"):
            state.warriors.remove(warrior)  # his kit is lost with him
        elif kind == "characteristic":
            assert effect.characteristic is not None and effect.delta is not None
            warrior.profile_changes.append(
                ProfileChange(effect.characteristic, effect.delta, "injury")
            )
        elif kind == "miss_games":
            warrior.games_to_miss += effect.games or 0
        elif kind in ("psychology", "special_rule"):
            assert effect.rule is not None
            if effect.rule == "blinded_one_eye" and any(
                g.rule == "blinded_one_eye" for g in warrior.rules_gained
            ):
                state.warriors.remove(warrior)  # blind in both eyes: he retires
                applied.append(Effect(type="retired"))
                continue
            warrior.rules_gained.append(GainedRule(effect.rule, "injury", effect.target or ""))
        elif kind == "lose_equipment":
            if effect.what == "all":
                warrior.equipment.clear()
            else:
                warrior.equipment[:] = [
                    i for i in warrior.equipment if store.ruleset.item(i).category == "misc"
                ]
        elif kind == "experience":
            warrior.experience = capped_experience(
                store.ruleset,
                warrior.experience + (effect.amount or 0),
                hero=warrior.kind == "hero",
            )
        elif kind == "gold":
            state.treasury += effect.amount or 0
        elif kind == "shards":
            state.shards += effect.amount or 0
        applied.append(effect)
    return applied


def apply_injury(
    store: Store,
    warband_id: int,
    warrior_id: str,
    injury_id: str,
    *,
    games: int | None = None,
    gold: int | None = None,
    target: str = "",
) -> Change[InjuryRecorded]:
    """Apply a result of the hero table chosen by id (typed in from the table).

    A result with dice in its effect (deep wound: D3 games) takes the number rolled as `games`.
    """
    result, sub = injury_result(store.ruleset, injury_id)
    if result.sub_roll and sub is None:
        subs = ", ".join(s.id for s in result.sub_roll)
        raise RefusedError(Message.of("sub_roll_needed", result=result.name, subs=subs))
    effects = list(result.effects) + (list(sub.effects) if sub else [])
    concrete = []
    for effect in effects:
        if effect.type == "miss_games" and effect.dice:
            if games is None:
                raise RefusedError(
                    Message.of("games_missed_needed", result=result.name, dice=str(effect.dice))
                )
            effect = replace(effect, games=games, dice=None)
        if effect.type == "gold" and effect.dice:
            effect = replace(effect, amount=gold, dice=None)
        if effect.type in ("psychology", "special_rule") and target:
            effect = replace(effect, target=clean_name(target, "enemy"))
        concrete.append(effect)
    return _record(store, warband_id, warrior_id, (sub or result).id, concrete, result.name)


def apply_injury_outcome(
    store: Store, warband_id: int, warrior_id: str, outcome: InjuryOutcome
) -> Change[InjuryRecorded]:
    """Apply what the rules rolled (with every sub-roll and nested result)."""
    ids = outcome_ids(outcome)
    return _record(
        store,
        warband_id,
        warrior_id,
        ids[0],
        list(outcome.all_effects()),
        Text(outcome.describe(), outcome.describe("ru")),
        ids[1:],
    )


def _record(
    store: Store,
    warband_id: int,
    warrior_id: str,
    injury_id: str,
    effects: list[Effect],
    description: Text | str,
    extra_ids: list[str] | None = None,
) -> Change[InjuryRecorded]:
    def mutate(state: WarbandState) -> InjuryRecorded:
        from app.usecases.advancing import advances_owed, thresholds_of

        warrior = find_warrior(state, warrior_id)
        old = warrior.experience
        applied = record_injury(store, state, warrior, injury_id, effects, extra_ids or [])
        gone = warrior not in state.warriors
        # Experience from the table crosses boxes like any other: say which rolls are owed.
        thresholds = thresholds_of(store.ruleset, warrior)
        return InjuryRecorded(
            removed=gone,
            effects=[_effect_record(e) for e in applied],
            crossed=[] if gone else list(advances_earned(thresholds, old, warrior.experience)),
            owed=[] if gone else advances_owed(store.ruleset, warrior),
        )

    return edit(
        store, warband_id, Message.of("did_serious_injury", injury=description), mutate, facts=True
    )


def record_injury(
    store: Store,
    state: WarbandState,
    warrior: Warrior,
    injury_id: str,
    effects: list[Effect],
    extra_ids: list[str],
) -> list[Effect]:
    """Apply a hero's injury to the state in hand and note it on his sheet."""
    if warrior.kind != "hero":
        raise RefusedError(Message.of("injury_for_heroes_only", warrior=warrior.name))
    applied = _apply(store, state, warrior, effects)
    if warrior in state.warriors:
        warrior.injuries.append(
            InjuryRecord(injury_id, json.dumps([_effect_record(e) for e in applied]))
        )
        warrior.injuries.extend(InjuryRecord(other, "[]") for other in extra_ids)
    return applied


def outcome_ids(outcome: InjuryOutcome) -> list[str]:
    """The result ids an outcome went through: its own (or its sub-roll's), then nested ones."""
    ids = [(outcome.sub_result or outcome.result).id]
    for child in outcome.nested:
        ids += outcome_ids(child)
    return ids


def remove_injury(store: Store, warband_id: int, warrior_id: str, index: int) -> Change[None]:
    """Take an injury off the sheet and reverse its lasting effects (a correction)."""

    def mutate(state: WarbandState) -> None:
        warrior = find_warrior(state, warrior_id)
        if not 0 <= index < len(warrior.injuries):
            raise RefusedError(Message.of("no_such_injury", warrior=warrior.name, value=index + 1))
        record = warrior.injuries.pop(index)
        for data in json.loads(record.detail or "[]"):
            kind = data.get("type")
            if kind == "characteristic":
                for n, change in enumerate(warrior.profile_changes):
                    if (change.reason, change.characteristic, change.delta) == (
                        "injury",
                        data["characteristic"],
                        data["delta"],
                    ):
                        del warrior.profile_changes[n]
                        break
            elif kind in ("psychology", "special_rule"):
                for n, gained in enumerate(warrior.rules_gained):
                    if gained.rule == data["rule"] and gained.source == "injury":
                        del warrior.rules_gained[n]
                        break
            elif kind == "miss_games":
                warrior.games_to_miss = max(0, warrior.games_to_miss - int(data.get("games", 0)))
            elif kind == "experience":
                warrior.experience = max(
                    warrior.experience_floor, warrior.experience - int(data["amount"])
                )
            elif kind == "gold":
                state.treasury -= int(data["amount"])

    return edit(store, warband_id, Message.of("did_remove_injury"), mutate)


def set_games_to_miss(store: Store, warband_id: int, warrior_id: str, games: int) -> Change[None]:
    if not 0 <= games <= 99:
        raise RefusedError(Message.of("games_missed_range", games=games))

    def mutate(state: WarbandState) -> None:
        find_warrior(state, warrior_id).games_to_miss = games

    return edit(store, warband_id, Message.of("did_set_games_missed"), mutate)
