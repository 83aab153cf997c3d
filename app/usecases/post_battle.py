"""Applying a post-battle sequence to a warband: one transaction, one undo step, one log entry."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import asdict
from typing import Any

from app.domain import WarbandState, to_roster
from app.store.repository import Store, Transaction
from app.usecases.core import INCOMPLETE, Change, RefusedError, Step, edit, problems_of
from app.usecases.injuries import outcome_ids, record_injury
from rules import IllegalMoveError
from rules.dice import DiceSource
from rules.post_battle import Award, BattleReport, PostBattleResult, resolve_post_battle
from rules.rating import warband_rating


def post_battle(store: Store, warband_id: int, report: BattleReport, dice: DiceSource) -> Change:
    """Resolve the whole sequence with the dice given and apply it."""

    def resolve(state: WarbandState) -> PostBattleResult:
        try:
            return resolve_post_battle(store.ruleset, to_roster(store.ruleset, state), report, dice)
        except IllegalMoveError as exc:
            raise RefusedError(str(exc)) from None

    return _apply(store, warband_id, resolve)


def apply_post_battle_result(
    store: Store, warband_id: int, result: PostBattleResult, trading: Sequence[Step] = ()
) -> Change:
    """Apply a sequence already resolved step by step (the post-battle wizard), with the
    trading and hiring planned in it, all in one transaction."""
    return _apply(store, warband_id, lambda _state: result, trading)


def _apply(store: Store, warband_id: int, resolve: Any, trading: Sequence[Step] = ()) -> Change:
    def mutate(state: WarbandState, tx: Transaction) -> dict[str, object]:
        result: PostBattleResult = resolve(state)
        apply_result(store, state, result)
        assert state.id is not None
        trades = apply_trading(store, state, tx, trading)
        report = result.report
        rating_after = warband_rating(store.ruleset, to_roster(store.ruleset, state))
        battle = {
            "date": report.date,
            "scenario": report.scenario,
            "opponent": report.opponent,
            "opponent_type": report.opponent_type,
            "opponent_rating": report.opponent_rating,
            "result": report.result,
            "rating_before": result.rating_before,
            "rating_after": rating_after,
            "treasury_after": state.treasury,
            "shards_after": state.shards,
            "rolls": [asdict(roll) for roll in result.rolls],
            "changes": [*result.events, *trades],
        }
        state.battles.append(battle)  # saved with the sheet: an undo takes it out again
        return {"result": result, "rating_after": rating_after}

    return edit(store, warband_id, "Post-battle sequence", mutate, facts=True)


def apply_trading(
    store: Store, state: WarbandState, tx: Transaction | None, trading: Sequence[Step]
) -> list[str]:
    """Trading and hiring after the battle: each step as its use case does it. The battle's
    own results are facts; a trade that breaks a rule is refused, and with it the whole
    sequence, so nothing is half-written."""
    before = {(p.code, p.message) for p in problems_of(store, state)}
    done = []
    for step in trading:
        step.mutate(state, tx)  # type: ignore[arg-type]
        done.append(step.description)
    new = [
        p for p in problems_of(store, state)
        if (p.code, p.message) not in before and p.code not in INCOMPLETE
    ]  # fmt: skip
    if new:
        raise RefusedError("; ".join(p.message for p in new))
    return done


def apply_result(store: Store, state: WarbandState, result: PostBattleResult) -> None:
    """Change the sheet as the sequence says. Order matters: the injured first, then experience."""
    report = result.report
    # Games missed: a warrior sitting this battle out has served one of them.
    took_part = (
        set(report.took_part) if report.took_part is not None else {w.id for w in state.warriors}
    )
    for warrior in state.warriors:
        if warrior.id not in took_part and warrior.games_to_miss:
            warrior.games_to_miss -= 1
    for injury in result.injuries:
        warrior = state.warrior(injury.warrior)
        ids = outcome_ids(injury.outcome)
        record_injury(store, state, warrior, ids[0], list(injury.outcome.all_effects()), ids[1:])
    for loss in result.losses:
        if not loss.lost:
            continue
        warrior = state.warrior(loss.warrior)
        warrior.count -= loss.lost
        if warrior.count <= 0 or warrior.kind == "hired_sword":
            state.warriors.remove(warrior)  # gone with their kit
    present = {w.id: w for w in state.warriors}
    for gain in result.experience:
        if gain.warrior in present:
            # Injuries may already have moved his experience (survives against the odds): add.
            present[gain.warrior].experience += gain.amount
    state.shards += result.shards_found - result.shards_sold
    state.treasury += result.sale_gold + result.gold_found
    state.stash.extend(result.items_found)
    for sword_id, fee, paid in result.upkeep:
        sword = present.get(sword_id)
        if sword is None or sword not in state.warriors:
            continue
        if paid:
            state.treasury -= fee
        else:
            state.warriors.remove(sword)
    if state.treasury < 0:
        raise RefusedError("the warband cannot pay for this: the treasury would go below zero")


# --- battle reports as JSON (the command line) ------------------------------------------------


def report_from_json(
    state: WarbandState, text: str | bytes
) -> tuple[BattleReport, list[int] | None, int | None]:
    """Read a battle report file. Warriors are named by name or id. Returns the report, the
    dice typed from the table (None: roll them) and an optional seed for rolled dice."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise RefusedError(f"the battle report is not valid JSON: {exc}") from None
    if not isinstance(data, Mapping):
        raise RefusedError("the battle report must be a JSON object")
    known = {
        "scenario", "result", "opponent", "date", "took_part", "out_of_action",
        "enemies_out_of_action", "awards", "pit_fights_won", "extra_exploration_dice",
        "sell_shards", "let_go", "dice", "seed",
    }  # fmt: skip
    unknown = set(data) - known
    if unknown:
        raise RefusedError(f"unknown field(s) in the battle report: {', '.join(sorted(unknown))}")

    def warrior_id(value: Any, where: str) -> str:
        if not isinstance(value, str):
            raise RefusedError(f"{where}: name a warrior by his name or id, not {value!r}")
        try:
            return state.warrior(value).id
        except KeyError:
            raise RefusedError(f"{where}: {state.name} has no warrior {value!r}") from None

    def integer(value: Any, where: str) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise RefusedError(f"{where}: expected a whole number of 0 or more, got {value!r}")
        return value

    opponent = data.get("opponent", {})
    if not isinstance(opponent, Mapping):
        raise RefusedError('opponent: expected {"name": ..., "type": ..., "rating": ...}')
    out = data.get("out_of_action", {})
    if not isinstance(out, Mapping):
        raise RefusedError(
            'out_of_action: expected {"heroes": [...], "henchmen": {...}, "hired_swords": [...]}'
        )
    took_part = data.get("took_part")
    awards = []
    for n, entry in enumerate(data.get("awards", [])):
        if not isinstance(entry, Mapping) or "award" not in entry or "warrior" not in entry:
            raise RefusedError(
                f'awards[{n}]: expected {{"award": ..., "warrior": ..., "count": 1}}'
            )
        awards.append(
            Award(
                str(entry["award"]),
                warrior_id(entry["warrior"], f"awards[{n}]"),
                integer(entry.get("count", 1), f"awards[{n}].count"),
            )
        )
    report = BattleReport(
        scenario=str(data.get("scenario", "")),
        result=data.get("result", ""),
        opponent_rating=integer(opponent.get("rating", 0), "opponent.rating"),
        opponent=str(opponent.get("name", "")),
        opponent_type=str(opponent.get("type", "")),
        date=str(data.get("date", "")),
        took_part=None
        if took_part is None
        else tuple(warrior_id(w, "took_part") for w in took_part),
        heroes_out_of_action=tuple(
            warrior_id(w, "out_of_action.heroes") for w in out.get("heroes", [])
        ),
        henchmen_out_of_action={
            warrior_id(k, "out_of_action.henchmen"): integer(v, f"out_of_action.henchmen.{k}")
            for k, v in dict(out.get("henchmen", {})).items()
        },
        hired_swords_out_of_action=tuple(
            warrior_id(w, "out_of_action.hired_swords") for w in out.get("hired_swords", [])
        ),
        enemies_out_of_action={
            warrior_id(k, "enemies_out_of_action"): integer(v, f"enemies_out_of_action.{k}")
            for k, v in dict(data.get("enemies_out_of_action", {})).items()
        },
        awards=tuple(awards),
        pit_fights_won={
            warrior_id(k, "pit_fights_won"): bool(v)
            for k, v in dict(data.get("pit_fights_won", {})).items()
        },
        extra_exploration_dice=integer(
            data.get("extra_exploration_dice", 0), "extra_exploration_dice"
        ),
        shards_to_sell=integer(data.get("sell_shards", 0), "sell_shards"),
        upkeep_refused=tuple(warrior_id(w, "let_go") for w in data.get("let_go", [])),
    )
    dice = data.get("dice")
    if dice is not None and (
        not isinstance(dice, list) or not all(isinstance(d, int) for d in dice)
    ):
        raise RefusedError("dice: expected a list of the values rolled on the table, in order")
    seed = data.get("seed")
    if seed is not None and not isinstance(seed, int):
        raise RefusedError("seed: expected a whole number")
    return report, dice, seed
