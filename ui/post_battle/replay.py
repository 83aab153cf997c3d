"""The wizard's half that needs no words: the battle report built from the pages, and every die
kept replayed through the rules in their order (`rules.post_battle.resolve_post_battle`).

It holds no tr(): the strings the wizard shows stay in `PostBattleWizard`, their translation
context."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, cast

from app.domain import WarbandState
from app.usecases.core import RefusedError
from app.usecases.post_battle import apply_result
from rules import IllegalMoveError
from rules.dice import DiceSource, Roll
from rules.exploration import ExplorationResult, explore
from rules.models import Effect, ExperienceAward, Ruleset, Scenario
from rules.post_battle import Award, BattleReport, PostBattleResult, Result, resolve_post_battle
from ui.post_battle.common import AUTOMATIC_AWARDS
from ui.post_battle.dice import Slot, _Chain
from ui.post_battle.trades import PlannedTrade, TradePreview, preview_trades

if TYPE_CHECKING:
    from rules.roster import Roster
    from ui.post_battle.pages.battle import BattlePage
    from ui.session import Session


class Replay:
    """Mixed into `PostBattleWizard`, whose state it reads."""

    session: Session
    ruleset: Ruleset
    state: WarbandState
    roster: Roster
    battle_page: BattlePage
    slots: dict[str, Slot]
    out_heroes: set[str]
    out_groups: dict[str, int]
    out_swords: set[str]
    enemies: dict[str, int]
    award_counts: dict[tuple[str, str], int]
    pit_fights: dict[str, bool | None]
    extra_dice: int
    kept: tuple[int, ...] | None
    shards_to_sell: int
    let_go: set[str]
    trades: list[PlannedTrade]

    def _values(self, slot_id: str) -> list[int]:
        slot = self.slots.get(slot_id)
        return list(slot.values) if slot is not None and slot.done else []

    # --- the battle report -------------------------------------------------------------------

    def awards_of(self, scenario: Scenario) -> list[ExperienceAward]:
        """The awards the players report (the rules work out the others)."""
        return [a for a in scenario.experience if a.id not in AUTOMATIC_AWARDS]

    def report(self, **changes: Any) -> BattleReport:
        page = self.battle_page
        took = page.took_part_ids()
        present = set(took)
        scenario = page.scenario()
        award_ids = {a.id: a for a in self.awards_of(scenario)}
        heroes = tuple(
            h.id for h in self.state.heroes if h.id in self.out_heroes and h.id in present
        )
        awards = []
        for (award_id, warrior_id), count in self.award_counts.items():
            award = award_ids.get(award_id)
            if award is None or not count or warrior_id not in present:
                continue
            if award.applies_to == "heroes" and self.state.warrior(warrior_id).kind != "hero":
                continue
            awards.append(Award(award_id, warrior_id, count))
        report = BattleReport(
            scenario=scenario.id,
            result=cast(Result, page.result()),
            opponent_rating=page.opponent_rating.value(),
            opponent=page.opponent_name.text().strip(),
            opponent_type=page.opponent_type_text(),
            date=page.date_edit.date().toString("yyyy-MM-dd"),
            took_part=took,
            heroes_out_of_action=heroes,
            henchmen_out_of_action={
                g.id: self.out_groups[g.id]
                for g in self.state.groups
                if self.out_groups.get(g.id) and g.id in present
            },
            hired_swords_out_of_action=tuple(
                s.id for s in self.state.hired_swords if s.id in self.out_swords and s.id in present
            ),
            enemies_out_of_action={
                hero_id: count
                for hero_id, count in self.enemies.items()
                if count and hero_id in present
            },
            awards=tuple(sorted(awards, key=lambda a: (a.warrior, a.award))),
            pit_fights_won={
                hero_id: won
                for hero_id, won in self.pit_fights.items()
                if won is not None and hero_id in heroes
            },
            extra_exploration_dice=self.extra_dice,
            shards_to_sell=self.shards_to_sell,
            upkeep_refused=tuple(s for s in sorted(self.let_go)),
        )
        return replace(report, **changes) if changes else report

    # --- the dice in the rules' order ---------------------------------------------------------

    def injury_values(self) -> list[int]:
        report = self.report()
        values: list[int] = []
        for hero_id in report.heroes_out_of_action:
            values += self._values(f"hero:{hero_id}")
        for group in self.state.groups:
            if report.henchmen_out_of_action.get(group.id):
                values += self._values(f"group:{group.id}")
        for sword_id in report.hired_swords_out_of_action:
            values += self._values(f"sword:{sword_id}")
        return values

    def preview(self) -> PostBattleResult:
        """The sequence with the injuries rolled so far and 1s for dice not rolled yet: what
        the rules say of injuries and experience (exploration and income come later)."""
        return resolve_post_battle(
            self.ruleset,
            self.roster,
            self.report(shards_to_sell=0, upkeep_refused=()),
            _Chain(self.injury_values()),
        )

    def exploration_count(self) -> int:
        return len(self.preview().exploration.dice_rolled)

    def exploration_values(self) -> tuple[int, ...] | None:
        slot = self.slots.get("explore")
        count = self.exploration_count()
        if slot is None or slot.key != ("explore", count) or not slot.done:
            return None if count else ()
        return tuple(slot.values)

    def kept_indices(self) -> tuple[int, ...]:
        values = self.exploration_values() or ()
        limit = self.ruleset.campaign.exploration.max_dice
        if len(values) <= limit:
            return tuple(range(len(values)))
        if self.kept is not None and all(n < len(values) for n in self.kept):
            return self.kept
        best = sorted(range(len(values)), key=lambda n: (-values[n], n))[:limit]
        return tuple(sorted(best))

    def exploration_found(self) -> ExplorationResult | None:
        """Shards and multiple of the dice kept; None while the dice are not rolled or too many
        are kept."""
        values = self.exploration_values()
        if values is None:
            return None
        kept = self.kept_indices()
        if len(kept) > self.ruleset.campaign.exploration.max_dice:
            return None
        if len(values) > self.ruleset.campaign.exploration.max_dice and len(kept) < (
            self.ruleset.campaign.exploration.max_dice
        ):
            return None  # keep six: the rules keep six of more
        return explore(self.ruleset, tuple(values[n] for n in kept))

    def _fed_exploration(self) -> tuple[list[int], bool]:
        """The exploration dice for the replay, and whether they differ from the real ones.

        The rules keep the highest six. When the player kept others, the discarded dice are
        fed as 1s: the rules then keep exactly the dice the player kept."""
        values = list(self.exploration_values() or ())
        kept = self.kept_indices()
        limit = self.ruleset.campaign.exploration.max_dice
        if len(values) <= limit:
            return values, False
        kept_values = sorted((values[n] for n in kept), reverse=True)
        if kept_values == sorted(values, reverse=True)[:limit]:
            return values, False
        return kept_values + [1] * (len(values) - len(kept_values)), True

    def multiple_needs_dice(self) -> bool:
        found = self.exploration_found()
        return bool(
            found is not None
            and found.multiple is not None
            and any(e.dice and e.type in ("gold", "shards") for e in found.multiple.effects)
        )

    def multiple_values(self) -> list[int]:
        found = self.exploration_found()
        slot = self.slots.get("multiple")
        if not self.multiple_needs_dice() or found is None or found.multiple is None:
            return []
        if slot is None or slot.key != ("multiple", found.multiple.id):
            return []
        return self._values("multiple")

    def resolve_multiple(self, dice: DiceSource) -> tuple[Effect, ...]:
        """The multiple's effects, rolled through the rules' own sequence with these dice."""
        fed, _ = self._fed_exploration()
        result = resolve_post_battle(
            self.ruleset,
            self.roster,
            self.report(shards_to_sell=0, upkeep_refused=()),
            _Chain(self.injury_values() + fed, dice),
        )
        return result.exploration.effects

    def _real_exploration_dice(self, result: PostBattleResult, start: int) -> PostBattleResult:
        """Put the dice actually rolled (discarded ones too) back in the log."""
        real = list(self.exploration_values() or ())
        kept = [real[n] for n in self.kept_indices()]
        rolls = list(result.rolls)
        for n, value in enumerate(real):
            rolls[start + n] = Roll(6, value, rolls[start + n].purpose)
        events = [
            event.with_values(dice=" ".join(map(str, real)), kept=" ".join(map(str, kept)))
            if event.code.startswith("exploration_")
            else event
            for event in result.events
        ]
        return replace(
            result,
            exploration=replace(result.exploration, dice_rolled=tuple(real)),
            rolls=tuple(rolls),
            events=tuple(events),
        )

    def state_after(self, result: PostBattleResult) -> WarbandState:
        """The sheet as Finish will leave it (worked out on a copy; nothing is written)."""
        after = self.state.copy()
        try:
            apply_result(self.session.store, after, result)
        except RefusedError as exc:
            raise IllegalMoveError(str(exc)) from None
        return after

    def plan_preview(self, after_battle: WarbandState) -> TradePreview:
        """The trades planned, worked out on a copy of the sheet after the battle."""
        return preview_trades(self.session.store, after_battle, self.trades)
