"""Applying a post-battle sequence to a warband: one transaction, one undo step, one log entry."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from datetime import date
from typing import Any

from app.domain import WarbandState, Warrior, to_roster
from app.store.repository import Store
from app.usecases.campaign_scenarios import ruleset_for_warband
from app.usecases.core import (
    Campaign,
    CampaignCheck,
    Change,
    Description,
    RefusedError,
    Step,
    blocks,
    edit,
    problems_of,
)
from app.usecases.details import BattleRecorded
from app.usecases.injuries import outcome_ids, record_injury
from rules import IllegalMoveError
from rules.dice import DiceSource, Roll, TableDice
from rules.errors import DiceError
from rules.messages import Message, message_of, problems_message
from rules.models import Ruleset
from rules.post_battle import Award, BattleReport, PostBattleResult, resolve_post_battle
from rules.rating import warband_rating
from rules.text import TextError, brief_list, clean_text, shorten


def post_battle(
    store: Store, warband_id: int, report: BattleReport, dice: DiceSource
) -> Change[BattleRecorded]:
    """Resolve the whole sequence with the dice given and apply it."""

    rules = _rules_for(store, warband_id, report.scenario)

    def resolve(state: WarbandState) -> PostBattleResult:
        try:
            return resolve_post_battle(rules, to_roster(rules, state), report, dice)
        except IllegalMoveError as exc:
            raise RefusedError(message_of(exc)) from None

    return _apply(store, warband_id, resolve)


def apply_post_battle_result(
    store: Store,
    warband_id: int,
    result: PostBattleResult,
    trading: Sequence[Step[object]] = (),
) -> Change[BattleRecorded]:
    """Apply a sequence resolved step by step in the post-battle wizard, with the trading and
    hiring planned in it, all in one transaction.

    The window's numbers are not trusted: the sequence is worked out again from the report
    and the dice, on the sheet as it is now, and refused unless it comes out as the window
    showed it (a sheet changed meanwhile, a result edited). The log keeps the dice as rolled.
    """

    rules = _rules_for(store, warband_id, result.report.scenario)

    def resolve(state: WarbandState) -> PostBattleResult:
        try:
            again = resolve_post_battle(
                rules,
                to_roster(rules, state),
                result.report,
                TableDice(_replayed_dice(result)),
            )
        except (IllegalMoveError, DiceError) as exc:
            raise RefusedError(message_of(exc)) from None
        if _outcome(again) != _outcome(result):
            raise RefusedError(Message.of("sequence_out_of_date", state=state.name))
        return replace(again, rolls=result.rolls, events=result.events)

    return _apply(store, warband_id, resolve, trading)


def _rules_for(store: Store, warband_id: int, scenario: str) -> Ruleset:
    """The rulebook, with the own scenarios of the warband's campaign when it played one."""
    if scenario in store.ruleset.scenarios:
        return store.ruleset
    return ruleset_for_warband(store, warband_id)


def _replayed_dice(result: PostBattleResult) -> list[int]:
    """The dice to work a result out again. The exploration dice are fed as the ones kept
    (highest first, a discarded one as a 1), so the rules keep the very dice the player kept."""
    exploring = sum(1 for roll in result.rolls if roll.purpose.code == "exploration")
    kept = sorted(result.exploration.result.dice, reverse=True)
    fed = iter(kept + [1] * (exploring - len(kept)))
    return [next(fed) if r.purpose.code == "exploration" else r.value for r in result.rolls]


def _outcome(result: PostBattleResult) -> tuple[object, ...]:
    """Everything a result changes on the sheet (not how its dice are shown)."""
    return (
        result.injuries,
        result.losses,
        result.experience,
        result.exploration.result,
        result.exploration.effects,
        result.shards_found,
        result.shards_sold,
        result.sale_gold,
        result.gold_found,
        result.items_found,
        result.upkeep,
        result.rating_before,
        result.underdog_bonus,
        result.mounts,
    )


def _apply(
    store: Store,
    warband_id: int,
    resolve: Callable[[WarbandState], PostBattleResult],
    trading: Sequence[Step[object]] = (),
) -> Change[BattleRecorded]:
    def mutate(state: WarbandState) -> BattleRecorded:
        result = resolve(state)
        before = (state.treasury, state.shards)
        apply_result(store, state, result)
        assert state.id is not None
        trades = apply_trading(store, state, trading)
        report = result.report
        rating_after = warband_rating(store.ruleset, to_roster(store.ruleset, state))
        battle = {
            "date": battle_day(report.date),
            "scenario": report.scenario,
            "opponent": _line(report.opponent, "opponent's name"),
            "opponent_type": _line(report.opponent_type, "opponent's type"),
            "opponent_rating": report.opponent_rating,
            "result": report.result,
            "rating_before": result.rating_before,
            "rating_after": rating_after,
            "treasury_after": state.treasury,
            "shards_after": state.shards,
            "treasury_before": before[0],
            "shards_before": before[1],
            "income": income(result),
            "rolls": [roll_data(roll) for roll in result.rolls],
            "changes": [message.to_data() for message in (*result.events, *trades)],
        }
        state.battles[-1].update(battle)  # saved with the sheet: an undo takes it out again
        return BattleRecorded(result, rating_after)

    return edit(
        store, warband_id, Message.of("did_post_battle"), mutate, facts=True, check=_checks(trading)
    )


def income(result: PostBattleResult) -> int:
    """The gold a sequence brought in: wyrdstone sold and gold found, less the upkeep paid."""
    upkeep = sum(fee for _sword, fee, paid in result.upkeep if paid)
    return result.sale_gold + result.gold_found - upkeep


def _checks(trading: Sequence[Step[object]]) -> CampaignCheck:
    """The trades' rules across the campaign, read in the sequence's transaction."""

    def check(campaign: Campaign, warband_id: int | None) -> None:
        for step in trading:
            if step.check is not None:
                step.check(campaign, warband_id)

    return check


def roll_data(roll: Roll) -> dict[str, Any]:
    """A die as the battle log keeps it: its size, value and purpose (a message as data)."""
    return {"sides": roll.sides, "value": roll.value, "purpose": roll.purpose.to_data()}


_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


def battle_day(text: str) -> str:
    """The battle's date as YYYY-MM-DD ("" when not given); "12" or "2026-W01" is refused."""
    day = _line(text, "date")  # control and invisible characters dropped first
    if not day:
        return ""
    try:
        if _DAY.fullmatch(day):
            return date.fromisoformat(day).isoformat()
    except ValueError:  # 2026-13-01
        pass
    raise RefusedError(Message.of("battle_not_a_date", value=shorten(day)))


def _line(text: str, what: str) -> str:
    """A text of the battle log as the player typed it, on one line, cleaned (rules.text)."""
    try:
        return " ".join(clean_text(text, what, limit=MAX_REPORT_TEXT).split())
    except TextError as exc:
        raise RefusedError(message_of(exc)) from None


def apply_trading(
    store: Store, state: WarbandState, trading: Sequence[Step[object]]
) -> list[Message]:
    """Trading and hiring after the battle: each step as its use case does it. The battle's
    own results are facts; a trade that breaks a rule is refused, and with it the whole
    sequence, so nothing is half-written."""
    before = {(p.code, str(p)) for p in problems_of(store, state)}
    done = []
    for step in trading:
        step.mutate(state)
        done.append(step.message or _as_message(step.description))
    new = [p for p in problems_of(store, state) if (p.code, str(p)) not in before and blocks(p)]
    if new:
        raise RefusedError(problems_message(new), problems=new)
    return done


def lose_mount(store: Store, state: WarbandState, rider: Warrior, mount_id: str) -> None:
    """His mount is gone; the barding it wore goes to the stash (it fits another warhorse).
    A mount the injury already took (robbed of everything) is not taken twice."""
    if mount_id not in rider.equipment:
        return
    rider.equipment.remove(mount_id)
    for item_id in list(rider.equipment):
        if mount_id in store.ruleset.items[item_id].for_mounts:
            rider.equipment.remove(item_id)
            state.stash.append(item_id)


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
    for mount in result.mounts:
        if mount.outcome.lost:
            lose_mount(store, state, state.warrior(mount.warrior), mount.outcome.mount)
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
            # The gain already counts the injury table's experience (survives against the
            # odds), which record_injury wrote too: the rules' total is the new experience.
            present[gain.warrior].experience = gain.new
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
        raise RefusedError(Message.of("cannot_pay"))
    # The battle is fought: its record opens the log now, so the trading and hiring after it
    # are no longer at the warband's creation (being_created); the caller fills the record in.
    state.battles.append({})


# --- battle reports as JSON (the command line) ------------------------------------------------

_REPORT_FIELDS = (
    "scenario",
    "result",
    "opponent",
    "date",
    "took_part",
    "out_of_action",
    "enemies_out_of_action",
    "awards",
    "pit_fights_won",
    "extra_exploration_dice",
    "sell_shards",
    "let_go",
    "dice",
    "seed",
)
MAX_REPORT_TEXT = 100  # opponent's name and type, date: one line in the battle log


class _ReportReader:
    """Strict reading of one battle report: every field checked, every refusal one line."""

    def __init__(self, state: WarbandState) -> None:
        self.state = state

    def mapping(self, value: Any, where: str, shape: str) -> Mapping[str, Any]:
        if value is None:
            return {}
        if not isinstance(value, Mapping):
            raise RefusedError(Message.of("report_expected", where=where, shape=shape))
        return value

    def sequence(self, value: Any, where: str) -> list[Any]:
        if value is None:
            return []
        if not isinstance(value, list):
            raise RefusedError(
                Message.of("report_expected_list", where=where, value=shorten(value))
            )
        return value

    def text(self, value: Any, where: str) -> str:
        if value is None:
            return ""
        if not isinstance(value, str):
            raise RefusedError(
                Message.of("report_expected_text", where=where, value=shorten(value))
            )
        try:
            return " ".join(clean_text(value, where, limit=MAX_REPORT_TEXT).split())
        except TextError as exc:
            raise RefusedError(message_of(exc)) from None

    def warrior(self, value: Any, where: str) -> str:
        if not isinstance(value, str):
            raise RefusedError(
                Message.of("report_expected_warrior", where=where, value=shorten(value))
            )
        try:
            return self.state.warrior(value).id
        except KeyError:
            raise RefusedError(
                Message.of(
                    "report_no_such_warrior",
                    where=where,
                    state=self.state.name,
                    value=shorten(value),
                )
            ) from None

    def pit_fights(self, value: Any) -> dict[str, bool]:
        fights = self.mapping(value, "pit_fights_won", '{"hero name": true, ...}')
        return {self.warrior(k, "pit_fights_won"): bool(v) for k, v in fights.items()}

    def warriors(self, value: Any, where: str) -> tuple[str, ...]:
        return tuple(self.warrior(w, where) for w in self.sequence(value, where))

    def integer(self, value: Any, where: str) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 1_000_000:
            raise RefusedError(
                Message.of("report_expected_count", where=where, value=shorten(value))
            )
        return value

    def counts(self, value: Any, where: str) -> dict[str, int]:
        data = self.mapping(value, where, '{"warrior name": number, ...}')
        return {self.warrior(k, where): self.integer(v, f"{where}.{k}") for k, v in data.items()}

    def awards(self, value: Any) -> tuple[Award, ...]:
        awards = []
        for n, entry in enumerate(self.sequence(value, "awards")):
            if not isinstance(entry, Mapping) or "award" not in entry or "warrior" not in entry:
                raise RefusedError(Message.of("report_bad_award", n=n))
            awards.append(
                Award(
                    self.text(entry["award"], f"awards[{n}].award"),
                    self.warrior(entry["warrior"], f"awards[{n}]"),
                    self.integer(entry.get("count", 1), f"awards[{n}].count"),
                )
            )
        return tuple(awards)


def report_from_json(
    state: WarbandState, text: str | bytes
) -> tuple[BattleReport, list[int] | None, int | None]:
    """Read a battle report file. Warriors are named by name or id. Returns the report, the
    dice typed from the table (None: roll them) and an optional seed for rolled dice."""
    data = _report_object(text)
    report = _report(_ReportReader(state), data)
    dice = data.get("dice")
    if dice is not None and (
        not isinstance(dice, list)
        or not all(isinstance(d, int) and not isinstance(d, bool) for d in dice)
    ):
        raise RefusedError(Message.of("report_dice_not_list"))
    if dice is not None and len(dice) > 10_000:
        raise RefusedError(Message.of("report_too_many_dice", count=len(dice)))
    seed = data.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise RefusedError(Message.of("report_seed_not_number"))
    return report, dice, seed


def _report_object(text: str | bytes) -> Mapping[str, Any]:
    """The report file as a JSON object of known fields."""
    try:
        data = json.loads(text)
    except RecursionError:
        raise RefusedError(Message.of("report_too_deep")) from None
    except ValueError as exc:  # bad JSON, bad UTF-8, a number of thousands of digits
        raise RefusedError(Message.of("report_bad_json", error=shorten(exc, 200))) from None
    if not isinstance(data, Mapping):
        raise RefusedError(Message.of("report_not_object"))
    unknown = sorted(map(str, set(data) - set(_REPORT_FIELDS)))
    if unknown:
        raise RefusedError(
            Message.of(
                "report_unknown_fields",
                count=len(unknown),
                unknown=brief_list(unknown),
                fields=", ".join(_REPORT_FIELDS),
            )
        )
    return data


def _report(read: _ReportReader, data: Mapping[str, Any]) -> BattleReport:
    opponent = read.mapping(
        data.get("opponent"), "opponent", '{"name": ..., "type": ..., "rating": ...}'
    )
    out = read.mapping(
        data.get("out_of_action"),
        "out_of_action",
        '{"heroes": [...], "henchmen": {...}, "hired_swords": [...]}',
    )
    took_part = data.get("took_part")
    return BattleReport(
        scenario=read.text(data.get("scenario"), "scenario"),
        result=read.text(data.get("result"), "result"),  # type: ignore[arg-type]  # checked by the rules
        opponent_rating=read.integer(opponent.get("rating", 0), "opponent.rating"),
        opponent=read.text(opponent.get("name"), "opponent.name"),
        opponent_type=read.text(opponent.get("type"), "opponent.type"),
        date=read.text(data.get("date"), "date"),
        took_part=None if took_part is None else read.warriors(took_part, "took_part"),
        heroes_out_of_action=read.warriors(out.get("heroes"), "out_of_action.heroes"),
        henchmen_out_of_action=read.counts(out.get("henchmen"), "out_of_action.henchmen"),
        hired_swords_out_of_action=read.warriors(
            out.get("hired_swords"), "out_of_action.hired_swords"
        ),
        enemies_out_of_action=read.counts(
            data.get("enemies_out_of_action"), "enemies_out_of_action"
        ),
        awards=read.awards(data.get("awards")),
        pit_fights_won=read.pit_fights(data.get("pit_fights_won")),
        extra_exploration_dice=read.integer(
            data.get("extra_exploration_dice", 0), "extra_exploration_dice"
        ),
        shards_to_sell=read.integer(data.get("sell_shards", 0), "sell_shards"),
        upkeep_refused=read.warriors(data.get("let_go"), "let_go"),
    )


def _as_message(description: Description) -> Message:
    return description if isinstance(description, Message) else Message.text(description)
