"""What a finished battle tells the post-battle sequence, so the player confirms instead of
typing: the scenario, the result (won, lost, draw; routed or not), the opponent and his rating
at the start (the underdog bonus is worked out from it by the rules), who took part, the heroes,
henchmen and hired swords out of action (for the injury rolls), the enemies each warrior
put out of action (experience) and the scenario's counters each one carries at the end.

How the window uses it: `prefill_of(store, battle_id, warband_id)` for either side whose
warband is in this book, then `PostBattleWizard(..., start=lambda draft: fill_draft(draft,
prefill))`: the wizard opens with every value filled, and the player changes what he will.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from app.battle.store import Battle
from app.battle.usecases import resume_battle
from rules.battle import EndReason, Kind, Status
from rules.battle.model import BattleError
from rules.messages import Message
from rules.post_battle import Result

if TYPE_CHECKING:
    from app.postbattle.draft import PostBattleDraft
    from app.store.repository import Store


@dataclass(frozen=True)
class BattlePrefill:
    """One side's post-battle values from a finished battle (warrior ids of its warband)."""

    battle_id: int
    warband_id: int
    side: int
    scenario: str  # "" when the battle had none the rules know
    result: Result
    routed: bool  # this side routed (a failed or voluntary rout)
    reason: EndReason
    opponent: str
    opponent_type: str
    opponent_rating: int
    took_part: tuple[str, ...]
    heroes_out: tuple[str, ...] = ()
    groups_out: dict[str, int] = field(default_factory=dict)  # group id -> models down
    swords_out: tuple[str, ...] = ()
    enemies: dict[str, int] = field(default_factory=dict)  # warrior id -> enemies taken out
    # counter kind -> warrior id -> the counters his models carry at the end (wyrdstone...)
    counters: dict[str, dict[str, int]] = field(default_factory=dict)


def prefill_of(store: Store, battle_id: int, warband_id: int) -> BattlePrefill:
    """The values of the warband's side of the finished battle; refused while it is played,
    or for a warband that did not fight in it."""
    battle = resume_battle(store, battle_id)
    return prefill_from(battle, side_of(battle, warband_id), store.ruleset.scenarios)


def side_of(battle: Battle, warband_id: int) -> int:
    if warband_id == battle.warband_id:
        return 0
    if warband_id == battle.opponent_id:
        return 1
    raise BattleError(Message.of("battle_not_their_battle", battle=battle.id))


def prefill_from(battle: Battle, side: int, scenarios: Collection[str] = ()) -> BattlePrefill:
    """The values of one side (0 or 1) of the finished battle."""
    state = battle.state
    outcome = state.outcome
    if outcome is None:
        raise BattleError(Message.of("battle_not_over"))
    other = battle.setup.sides[1 - side]
    result: Result = "draw"
    if outcome.winner is not None:
        result = "won" if outcome.winner == side else "lost"
    heroes, groups, swords, enemies = _casualties(battle, side)
    return BattlePrefill(
        battle_id=battle.id,
        warband_id=battle.warband_id if side == 0 else battle.opponent_id or 0,
        side=side,
        scenario=battle.setup.scenario if battle.setup.scenario in scenarios else "",
        result=result,
        routed=outcome.routed == side,
        reason=outcome.reason,
        opponent=other.name,
        opponent_type=other.warband_type,
        opponent_rating=other.rating,
        took_part=tuple(dict.fromkeys(warrior_of(m.id) for m in battle.setup.sides[side].models)),
        heroes_out=heroes,
        groups_out=groups,
        swords_out=swords,
        enemies=enemies,
        counters=_carried(battle, side),
    )


def warrior_of(model_id: str) -> str:
    """The warrior id in a model id (`0:<warrior>` or `0:<warrior>:<n>`)."""
    return model_id.split(":")[1]


def _casualties(
    battle: Battle, side: int
) -> tuple[tuple[str, ...], dict[str, int], tuple[str, ...], dict[str, int]]:
    state = battle.state
    heroes: list[str] = []
    groups: dict[str, int] = {}
    swords: list[str] = []
    for model in battle.setup.sides[side].models:
        if state.models[model.id].status is not Status.OUT_OF_ACTION:
            continue
        if model.group:
            groups[model.group] = groups.get(model.group, 0) + 1
        elif model.kind is Kind.HERO:
            heroes.append(warrior_of(model.id))
        else:
            swords.append(warrior_of(model.id))
    enemies: dict[str, int] = {}
    for takedown in state.takedowns:
        if takedown.by and state.side_of(takedown.by) == side:
            warrior = warrior_of(takedown.by)
            enemies[warrior] = enemies.get(warrior, 0) + 1
    return tuple(heroes), groups, tuple(swords), enemies


def _carried(battle: Battle, side: int) -> dict[str, dict[str, int]]:
    """The counters each warrior's models carry at the end; a model out of action carries
    none (he leaves his counters where he fell)."""
    state = battle.state
    carried: dict[str, dict[str, int]] = {}
    for model in battle.setup.sides[side].models:
        now = state.models[model.id]
        if now.status is Status.OUT_OF_ACTION:
            continue
        for kind, count in now.counters.items():
            if count:
                held = carried.setdefault(kind, {})
                warrior = warrior_of(model.id)
                held[warrior] = held.get(warrior, 0) + count
    return carried


def fill_draft(draft: PostBattleDraft, prefill: BattlePrefill) -> None:
    """Fill the post-battle draft's first steps with the battle's values (the wizard's
    `start`): the player sees them and may change any."""
    entry = draft.battle
    if prefill.scenario:
        entry.scenario = prefill.scenario
    entry.result = prefill.result
    entry.opponent = prefill.opponent
    entry.opponent_type = prefill.opponent_type
    entry.opponent_rating = prefill.opponent_rating
    known = {w.id for w in draft.state.warriors}
    entry.took_part = [w.id for w in draft.state.warriors if w.id in set(prefill.took_part)]
    for warrior_id in (*prefill.heroes_out, *prefill.swords_out):
        if warrior_id in known:
            draft.set_out_of_action(warrior_id, True)
    draft.out_groups = {g: n for g, n in prefill.groups_out.items() if g in known}
    draft.enemies = {w: n for w, n in prefill.enemies.items() if w in known}
    _fill_counters(draft, prefill, known)


def _fill_counters(draft: PostBattleDraft, prefill: BattlePrefill, known: set[str]) -> None:
    """The scenario's counters carried at the end: each warrior's award per counter, and the
    number held that its effects ask for (the shards of Wyrdstone Hunt, the chest's gold)."""
    for award in draft.awards():
        for warrior, count in prefill.counters.get(award.counter or "", {}).items():
            if warrior in known:
                draft.award_counts[(award.id, warrior)] = count
    for question in draft.scenario_questions():
        if question.key == "held" and not question.at_start and question.counter:
            held = prefill.counters.get(question.counter, {})
            draft.scenario_counts[question.slot] = sum(held.values())
