"""The trades planned after a battle, and what they do together.

Each trade is a use case's `Step`, not yet run. The preview runs them on a copy of the sheet as
the battle leaves it, exactly as Finish will (`app.usecases.post_battle.apply_trading`): nothing
is written before Finish, which applies them in the same transaction as the battle's results.
The words a plan is shown in are the interface's (`ui.post_battle.pages.trading`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Literal

from app.domain import WarbandState
from app.store.repository import Store
from app.usecases.core import Step
from app.usecases.post_battle import apply_trading
from rules import IllegalMoveError
from rules.messages import Message

TradeKind = Literal["rare", "buy", "sell", "to_stash", "from_stash", "hire", "sword", "add"]

# What a step may raise when the sheet no longer fits it (a warrior gone, an item sold before).
_REFUSED = (IllegalMoveError, KeyError, ValueError)


@dataclass(frozen=True)
class PlannedTrade:
    """One trade of the plan: the step Finish runs and what the list says of it."""

    kind: TradeKind
    step: Step[object]
    who: str = ""  # the warrior's (or the recruit's) name; "" for the stash
    ref: str = ""  # how the step names him: his id, or a recruit's name (`TradePlanner.ref`)
    item: str = ""  # the item; for a hire, the warrior type or the hired sword
    count: int = 1  # models hired or added
    kit: tuple[str, ...] = ()  # a recruit's equipment
    searcher: str = ""  # "rare": the id of the hero whose search found the item
    searcher_name: str = ""
    dice: tuple[int, ...] = ()  # "rare": the search's 2D6
    bonus: int = 0  # "rare": Streetwise and the warband's bonus


@dataclass(frozen=True)
class TradePreview:
    """The plan worked out on a copy: the sheet after it, each trade's gold, the first trade
    that cannot be made and why."""

    after: WarbandState  # the sheet after the trades before the first bad one (all when fine)
    amounts: tuple[int | None, ...]  # each trade's change to the treasury; None: not reached
    error: str = ""  # why the first bad trade cannot be made (English; see `failure`)
    bad: int | None = None
    failure: BaseException | None = None  # that refusal, for the window to say in its words

    @property
    def ok(self) -> bool:
        return not self.error


def named(step: Step[object], message: Message) -> Step[object]:
    """The same step with what the battle log keeps of it (a code and values: no words)."""
    return replace(step, message=message)


def _run(base: WarbandState, steps: Sequence[Step[object]]) -> WarbandState:
    state = base.copy()
    for step in steps:
        step.mutate(state)
    return state


def _first_refused(store: Store, base: WarbandState, steps: Sequence[Step[object]]) -> int:
    """The first trade whose plan up to it the rules refuse."""
    for end in range(1, len(steps) + 1):
        try:
            apply_trading(store, base.copy(), steps[:end])
        except _REFUSED:
            return end - 1
    return len(steps) - 1


def preview_trades(
    store: Store, base: WarbandState, trades: Sequence[PlannedTrade]
) -> TradePreview:
    """Run the plan on a copy of `base` (the sheet after the battle), as Finish will."""
    steps = [trade.step for trade in trades]
    state = base
    amounts: list[int | None] = []
    for number, step in enumerate(steps):
        trial = state.copy()
        try:
            step.apply(store, trial)  # the other warbands: as the store has them now
        except _REFUSED as exc:
            message = str(exc.args[0]) if exc.args else str(exc)
            padding = [None] * (len(steps) - number)
            return TradePreview(state, (*amounts, *padding), message, number, exc)
        amounts.append(trial.treasury - state.treasury)
        state = trial
    try:
        apply_trading(store, base.copy(), steps)
    except _REFUSED as exc:
        bad = _first_refused(store, base, steps)
        message = str(exc.args[0]) if exc.args else str(exc)
        return TradePreview(_run(base, steps[:bad]), tuple(amounts), message, bad, exc)
    return TradePreview(state, tuple(amounts))
