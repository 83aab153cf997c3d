"""A post-battle sequence as the player enters it, and what the rules make of it.

The draft holds what was entered on each step: the battle (`BattleEntry`), the casualties,
the dice typed or rolled (`Slot`s by id), the exploration dice kept, the shards to sell, the
hired swords let go and the trades planned (`trading.PlannedTrade`). Nothing is written: every
question (who rolls, the experience, the exploration, the gold, the sheet after the battle and
after the trades) is answered by replaying the dice kept through
`rules.post_battle.resolve_post_battle`, exactly as Finish does with
`app.usecases.post_battle.apply_post_battle_result`.

Dice order of the replay (the rules' order): each hero's serious injury in report order, each
henchman group's D6 per model in roster order, each hired sword's D6, the D6 of each living
rider's mount in report order, the exploration dice, then the dice of the multiple's effects.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from app.campaign.standings import Figures
from app.domain import WarbandState, Warrior, to_roster
from app.postbattle.dice import Chain, Slot
from app.postbattle.trading import PlannedTrade, TradePreview, preview_trades
from app.store.repository import Store
from app.usecases.advancing import advances_owed
from app.usecases.campaign_scenarios import (
    campaign_of_warband,
    offered_ruleset,
    roll_scenario,
    scenario_pool,
)
from app.usecases.core import RefusedError, Step
from app.usecases.league import campaign_opponents
from app.usecases.post_battle import apply_result
from rules import IllegalMoveError
from rules.dice import DiceSource, Roll, TableDice
from rules.exploration import ExplorationResult, explore
from rules.injuries import InjuryOutcome, resolve_henchman_injury, resolve_hero_injury
from rules.messages import Message, message_of
from rules.models import Effect, ExperienceAward, Ruleset, Scenario, ScenarioRoll, Text
from rules.mounts import MountOutcome, mount_lost_on, mount_of, resolve_mount_injury, shod_on
from rules.post_battle import Award, BattleReport, PostBattleResult, Result, resolve_post_battle
from rules.rating import warband_rating
from rules.scenario_finds import ScenarioFinds, needs_dice

# The awards the rules work out by themselves; the players report the others.
AUTOMATIC_AWARDS = frozenset({"survives", "winning_leader", "enemy_out_of_action"})


class DiceMismatch(IllegalMoveError):
    """The dice kept do not fit the steps any more (the player changed an earlier step)."""


@dataclass(frozen=True)
class DraftNote:
    """Something the draft undid by itself, for the page to say: dice `cleared` (what they
    depend on changed) or `dropped` (no longer needed), a trade taken off the plan because its
    warrior is `gone` or its searcher may `no_longer_search`."""

    kind: Literal["cleared", "dropped", "gone", "no_longer_search"]
    label: str = ""  # the dice's label, or the warrior's name
    trade: PlannedTrade | None = None


@dataclass
class BattleEntry:
    """Step 1: the scenario, the opponent, the result, the date and who took part."""

    scenario: str
    took_part: list[str]
    result: Result = "won"
    opponent: str = ""
    opponent_type: str = ""  # a warband type's id, or the words typed
    opponent_rating: int = 0
    date: str = field(default_factory=lambda: datetime.date.today().isoformat())


ScenarioCount = Literal["held", "heroes_in_objective", "enemy_heroes_out_of_action", "enemy_start"]


@dataclass(frozen=True)
class ScenarioQuestion:
    """A number the scenario's effects read that step 2 asks: the counters of a kind held at
    the end (or, `at_start`, brought to the battle), the Heroes inside the objective, the
    enemy Heroes taken out of action, what the enemy held at the start."""

    key: ScenarioCount
    counter: str | None = None
    at_start: bool = False

    @property
    def slot(self) -> str:
        return f"held:{self.counter}" if self.key == "held" else self.key


@dataclass(frozen=True)
class InjuryRoll:
    """A roll step 3 asks for: a hero's D66, a group's D6 per model down, a hired sword's D6,
    the D6 of the mount of a rider who lived."""

    slot_id: str
    kind: Literal["hero", "group", "sword", "mount"]
    warrior: Warrior
    down: int = 1


@dataclass(frozen=True)
class Outcome:
    """The whole draft worked out: the sequence, the sheet after it, the trades on that sheet."""

    result: PostBattleResult
    after_battle: WarbandState
    trades: TradePreview
    rating_after: int
    advances_owed: int


def scenario_roll(ruleset: Ruleset, dice: DiceSource) -> tuple[int, ScenarioRoll]:
    """The 2D6 of the scenario table and its row (before a battle, and in its sequence)."""
    return roll_scenario(ruleset, None, dice)


class PostBattleDraft:
    """What the player entered so far on the post-battle steps, and what the rules make of it."""

    def __init__(self, store: Store, state: WarbandState) -> None:
        if state.id is None:
            raise ValueError("open a warband before its post-battle sequence")
        self.store = store
        # The campaign it plays in: its own scenarios are offered, its roll picks among those
        # it allows.
        self.campaign = campaign_of_warband(store, state.id)
        campaign = self.campaign
        self.ruleset: Ruleset = offered_ruleset(store, campaign)
        self.state: WarbandState = state.copy()  # the sheet as it was after the battle
        self.warband_id: int = state.id
        self.roster = to_roster(self.ruleset, self.state)
        first = self.ruleset.ordered_scenarios("rulebook")[0]
        self.battle = BattleEntry(
            scenario=first.id,
            took_part=[w.id for w in self.state.warriors if not w.games_to_miss],
            opponent_rating=warband_rating(self.ruleset, self.roster),
        )
        self.out_heroes: set[str] = set()
        self.out_groups: dict[str, int] = {}
        self.out_swords: set[str] = set()
        self.enemies: dict[str, int] = {}
        self.award_counts: dict[tuple[str, str], int] = {}
        self.scenario_counts: dict[str, int] = {}  # ScenarioQuestion.slot -> the number
        self.pit_fights: dict[str, bool | None] = {}
        self.extra_dice = 0
        self.kept: tuple[int, ...] | None = None  # exploration dice kept (indices)
        self.shards_to_sell = 0
        self.let_go: set[str] = set()
        self.trades: list[PlannedTrade] = []  # trading and hiring, made at Finish in order
        self.slots: dict[str, Slot] = {}
        self._notes: list[DraftNote] = []

    # --- step 1: the battle ---------------------------------------------------------------

    def scenario(self) -> Scenario:
        scenario = self.ruleset.scenarios.get(self.battle.scenario)
        return scenario if scenario is not None else next(iter(self.ruleset.scenarios.values()))

    def draw_refused(self) -> bool:
        """A draw entered for a scenario that cannot end in one."""
        return self.battle.result == "draw" and not self.scenario().draw_possible

    def campaign_opponents(self) -> list[Figures]:
        """The warbands of the campaign this one plays in, with their rating now."""
        return [figures for _id, figures in campaign_opponents(self.store, self.warband_id)]

    def roll_scenario(self, dice: DiceSource) -> tuple[int, ScenarioRoll]:
        """The scenario roll and its row: the rulebook's 2D6 table, or a die with a side for
        each scenario the campaign allows (`scenario_pool`)."""
        return roll_scenario(self.ruleset, self.campaign, dice)

    def scenario_pool(self) -> tuple[str, ...]:
        """The scenarios the roll picks among; (): the rulebook's 2D6 table."""
        return scenario_pool(self.ruleset, self.campaign)

    def scenario_rolled(self) -> None:
        """A scenario roll whose row names a scenario chooses it."""
        slot = self.slots.get("scenario")
        if slot is not None and slot.done and slot.outcome[1].scenario is not None:
            self.battle.scenario = slot.outcome[1].scenario

    def old_wounded(self) -> list[Warrior]:
        """The heroes who roll a D6 before the battle for an old battle wound."""
        return [
            hero
            for hero in self.state.heroes
            if any(g.rule == "old_battle_wound" for g in hero.rules_gained)
        ]

    def roll_old_wound(self, warrior_id: str) -> Callable[[DiceSource], int]:
        """His D6 before the battle."""
        name = self.state.warrior(warrior_id).name
        return lambda dice: dice.roll(6, Message.of("old_battle_wound", warrior=name))

    def old_wound_rolled(self, warrior_id: str) -> None:
        """On a 1 the wound opens: he misses this battle."""
        slot = self.slots.get(f"old_wound:{warrior_id}")
        if slot is not None and slot.outcome == 1:
            self.set_took_part(warrior_id, False)

    def set_took_part(self, warrior_id: str, fought: bool) -> None:
        took = [w for w in self.battle.took_part if w != warrior_id]
        if fought:
            took.append(warrior_id)
        order = [w.id for w in self.state.warriors]
        self.battle.took_part = sorted(took, key=order.index)

    def fighters(self) -> list[Warrior]:
        took = set(self.battle.took_part)
        return [w for w in self.state.warriors if w.id in took]

    # --- step 2: the casualties -----------------------------------------------------------

    def awards(self) -> list[ExperienceAward]:
        """The scenario's awards the players report (the rules work out the others)."""
        return [a for a in self.scenario().experience if a.id not in AUTOMATIC_AWARDS]

    def set_out_of_action(self, warrior_id: str, out: bool) -> None:
        kind = self.state.warrior(warrior_id).kind
        chosen = self.out_heroes if kind == "hero" else self.out_swords
        if out:
            chosen.add(warrior_id)
        else:
            chosen.discard(warrior_id)

    def report(self, **changes: Any) -> BattleReport:
        """The battle report of what was entered, for the warriors who took part."""
        entry = self.battle
        present = set(entry.took_part)
        heroes = tuple(
            h.id for h in self.state.heroes if h.id in self.out_heroes and h.id in present
        )
        report = BattleReport(
            scenario=self.scenario().id,
            result=entry.result,
            opponent_rating=entry.opponent_rating,
            opponent=entry.opponent.strip(),
            opponent_type=entry.opponent_type.strip(),
            date=entry.date,
            took_part=tuple(entry.took_part),
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
                hero: count for hero, count in self.enemies.items() if count and hero in present
            },
            awards=self._awards(present),
            pit_fights_won={
                hero: won
                for hero, won in self.pit_fights.items()
                if won is not None and hero in heroes
            },
            extra_exploration_dice=self.extra_dice,
            shards_to_sell=self.shards_to_sell,
            upkeep_refused=tuple(sorted(self.let_go)),
            **self._scenario_counts(present),
        )
        return replace(report, **changes) if changes else report

    def scenario_questions(self) -> list[ScenarioQuestion]:
        """What the scenario's effects need to know that the awards do not already say: a
        counter held per warrior (an award per counter) is counted from the awards."""
        scenario = self.scenario()
        awarded = {a.counter for a in scenario.experience if a.counter}
        counted = {e.counter for e in scenario.effects if e.per == "counter"}
        questions = [
            ScenarioQuestion("held", use.kind, use.start is not None)
            for use in scenario.counters
            if use.kind in counted and use.kind not in awarded
        ]
        pers = {e.per for e in scenario.effects}
        if "hero_in_objective" in pers:
            questions.append(ScenarioQuestion("heroes_in_objective"))
        if "enemy_hero_out_of_action" in pers:
            questions.append(ScenarioQuestion("enemy_heroes_out_of_action"))
        if any(e.up_to_enemy_start for e in scenario.effects):
            questions.append(ScenarioQuestion("enemy_start"))
        return questions

    def _scenario_counts(self, present: set[str]) -> dict[str, Any]:
        """The report's scenario fields: what was typed for this scenario's questions, and
        the counters held per warrior summed from the awards per counter."""
        scenario = self.scenario()
        held: dict[str, int] = {}
        awards = self._awards(present)
        for award in scenario.experience:
            if award.counter:
                won = sum(a.count for a in awards if a.award == award.id)
                held[award.counter] = held.get(award.counter, 0) + won
        counts: dict[str, Any] = {}
        for question in self.scenario_questions():
            value = self.scenario_counts.get(question.slot, 0)
            if question.counter is not None:
                held[question.counter] = value
            else:
                counts[question.key] = value
        return counts | {"counters_held": {k: v for k, v in held.items() if v}}

    def _awards(self, present: set[str]) -> tuple[Award, ...]:
        known = {a.id: a for a in self.awards()}
        awards = []
        for (award_id, warrior_id), count in self.award_counts.items():
            award = known.get(award_id)
            if award is None or not count or warrior_id not in present:
                continue
            if award.applies_to == "heroes" and self.state.warrior(warrior_id).kind != "hero":
                continue
            awards.append(Award(award_id, warrior_id, count))
        return tuple(sorted(awards, key=lambda a: (a.warrior, a.award)))

    # --- step 3: the injuries -------------------------------------------------------------

    def injury_rolls(self) -> list[InjuryRoll]:
        """The rolls the casualties ask for, in the rules' order."""
        report = self.report()
        rolls = [
            InjuryRoll(f"hero:{hero}", "hero", self.state.warrior(hero))
            for hero in report.heroes_out_of_action
        ]
        for group in self.state.groups:
            down = report.henchmen_out_of_action.get(group.id, 0)
            if down:
                rolls.append(InjuryRoll(f"group:{group.id}", "group", group, down))
        rolls += [
            InjuryRoll(f"sword:{sword}", "sword", self.state.warrior(sword))
            for sword in report.hired_swords_out_of_action
        ]
        rolls += [
            InjuryRoll(f"mount:{hero}", "mount", self.state.warrior(hero))
            for hero in self._living_riders(report, rolls)
        ]
        return rolls

    def _living_riders(self, report: BattleReport, rolls: list[InjuryRoll]) -> list[str]:
        """The heroes out of action who ride and, by the dice rolled so far, lived: a dead
        hero's mount goes with his kit, unrolled."""
        riders = [
            hero
            for hero in report.heroes_out_of_action
            if mount_of(self.ruleset, self.state.warrior(hero).equipment) is not None
        ]
        if not riders:
            return []
        values = [value for roll in rolls for value in self._values(roll.slot_id)]
        plain = replace(report, shards_to_sell=0, upkeep_refused=())
        rolled = resolve_post_battle(self.ruleset, self.roster, plain, Chain(values))
        dead = {injury.warrior for injury in rolled.injuries if injury.outcome.dead}
        return [hero for hero in riders if hero not in dead]

    def mount_at_risk(self, roll: InjuryRoll) -> tuple[Text, int]:
        """A mount roll's mount and the D6 score it is lost on or under (his barding and the
        warband's farrier counted), as the page says them before the die is rolled."""
        equipment = roll.warrior.equipment
        mount = mount_of(self.ruleset, equipment)
        assert mount is not None  # the draft asks only for riders
        return mount.name, mount_lost_on(
            self.ruleset, equipment, shod_on(self.ruleset, self.roster)
        )

    def slot_key(self, roll: InjuryRoll) -> tuple[object, ...]:
        """What an injury's dice depend on: a group's dice start again when more fall."""
        if roll.kind == "group":
            return ("group", roll.warrior.id, roll.down)
        return (roll.kind, roll.warrior.id)

    def resolve_injury(self, roll: InjuryRoll) -> Callable[[DiceSource], object]:
        """The rules' reading of an injury roll: a hero's outcome (with the pit fight's
        outcome as it stands when rolled) or each model's D6."""
        ruleset, warrior = self.ruleset, roll.warrior

        def hero(dice: DiceSource) -> InjuryOutcome:
            return resolve_hero_injury(
                ruleset,
                dice,
                pit_fight_won=self.pit_fights.get(warrior.id),
                purpose=Message.of("serious_injury", warrior=warrior.name),
            )

        def mount(dice: DiceSource) -> MountOutcome | None:
            purpose = Message.of("mount_injury", warrior=warrior.name)
            shod = shod_on(ruleset, self.roster)
            return resolve_mount_injury(ruleset, dice, warrior.equipment, purpose, shod)

        if roll.kind == "mount":
            return mount

        def models(dice: DiceSource) -> tuple[InjuryOutcome, ...]:
            if roll.kind == "sword":
                purpose = Message.of("hired_sword_injury", warrior=warrior.name)
                return (resolve_henchman_injury(ruleset, dice, purpose),)
            return tuple(
                resolve_henchman_injury(
                    ruleset, dice, Message.of("henchman_injury", warrior=warrior.name, number=n + 1)
                )
                for n in range(roll.down)
            )

        return hero if roll.kind == "hero" else models

    def injuries_done(self) -> bool:
        return all(self._done(roll.slot_id) for roll in self.injury_rolls())

    def _done(self, slot_id: str) -> bool:
        slot = self.slots.get(slot_id)
        return slot is not None and slot.done

    def _values(self, slot_id: str) -> list[int]:
        slot = self.slots.get(slot_id)
        return list(slot.values) if slot is not None and slot.done else []

    def injury_values(self) -> list[int]:
        values: list[int] = []
        for roll in self.injury_rolls():
            values += self._values(roll.slot_id)
        return values

    # --- step 4: experience (and what the injuries make of it) ----------------------------

    def preview(self) -> PostBattleResult:
        """The sequence with the injuries rolled so far and 1s for dice not rolled yet: what
        the rules say of injuries and experience (exploration and income come later)."""
        return resolve_post_battle(
            self.ruleset,
            self.roster,
            self.report(shards_to_sell=0, upkeep_refused=()),
            Chain(self.injury_values()),
        )

    def advances_owed_before(self) -> int:
        """Advance rolls owed from before this battle (a box crossed and never rolled for)."""
        return sum(len(advances_owed(self.ruleset, w)) for w in self.state.warriors)

    def advances_owed_with(self, preview: PostBattleResult) -> int:
        """The rolls owed once this battle's experience is in: those from before, and one for
        each bold box the battle crosses."""
        return self.advances_owed_before() + sum(len(g.crossed) for g in preview.experience)

    # --- step 5: exploration --------------------------------------------------------------

    def exploration_count(self) -> int:
        return len(self.preview().exploration.dice_rolled)

    def exploration_dice_from_result(self) -> int:
        return 1 if self.battle.result == "won" else 0

    def exploration_breakdown(self) -> tuple[int, int, int, int]:
        """The exploration dice: in all, for the heroes not out of action, for the result,
        and the extra ones (skills, items)."""
        count = self.exploration_count()
        won = self.exploration_dice_from_result()
        return count, count - won - self.extra_dice, won, self.extra_dice

    def roll_exploration(self, count: int) -> Callable[[DiceSource], tuple[int, ...]]:
        return lambda dice: tuple(dice.roll(6, Message.of("exploration")) for _ in range(count))

    def exploration_values(self) -> tuple[int, ...] | None:
        slot = self.slots.get("explore")
        count = self.exploration_count()
        if slot is None or slot.key != ("explore", count) or not slot.done:
            return None if count else ()
        return tuple(slot.values)

    def max_kept(self) -> int:
        return self.ruleset.campaign.exploration.max_dice

    def kept_indices(self) -> tuple[int, ...]:
        values = self.exploration_values() or ()
        limit = self.max_kept()
        if len(values) <= limit:
            return tuple(range(len(values)))
        if self.kept is not None and all(n < len(values) for n in self.kept):
            return self.kept
        best = sorted(range(len(values)), key=lambda n: (-values[n], n))[:limit]
        return tuple(sorted(best))

    def keep(self, index: int, on: bool) -> None:
        """Keep an exploration die, or discard it (more dice than may be kept)."""
        kept = set(self.kept_indices())
        if on:
            kept.add(index)
        else:
            kept.discard(index)
        self.kept = tuple(sorted(kept))

    def exploration_found(self) -> ExplorationResult | None:
        """Shards and multiple of the dice kept; None while the dice are not rolled or the
        wrong number of them is kept."""
        values = self.exploration_values()
        if values is None:
            return None
        kept = self.kept_indices()
        limit = self.max_kept()
        if len(kept) > limit or (len(values) > limit and len(kept) < limit):
            return None  # more than six rolled: exactly six are kept
        return explore(self.ruleset, tuple(values[n] for n in kept))

    def _fed_exploration(self) -> tuple[list[int], bool]:
        """The exploration dice for the replay, and whether they differ from the real ones.

        The rules keep the highest six. When the player kept others, the discarded dice are
        fed as 1s: the rules then keep exactly the dice the player kept."""
        values = list(self.exploration_values() or ())
        kept = self.kept_indices()
        limit = self.max_kept()
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
        # Without the scenario's finds: their dice (the chest, the winner's reward) come after,
        # in their own slot.
        result = resolve_post_battle(
            self._without_scenario_finds(),
            self.roster,
            self.report(shards_to_sell=0, upkeep_refused=(), counters_held={}),
            Chain(self.injury_values() + fed, dice),
        )
        return result.exploration.effects

    def _without_scenario_finds(self) -> Ruleset:
        """The ruleset with this battle's scenario giving nothing after the exploration (its
        extra exploration dice, counted before it, stay)."""
        scenario = self.scenario()
        before = tuple(e for e in scenario.effects if e.type == "exploration_dice")
        if before == scenario.effects:
            return self.ruleset
        plain = replace(scenario, effects=before)
        return replace(self.ruleset, scenarios={**self.ruleset.scenarios, scenario.id: plain})

    def scenario_needs_dice(self) -> bool:
        """Whether the scenario rolls for this warband after the exploration (the chest)."""
        return needs_dice(self.scenario(), self.report().scenario_report())

    def scenario_slot_key(self) -> tuple[object, ...]:
        """What the scenario's dice depend on: the scenario and the counters held."""
        held = tuple(sorted(self.report().counters_held.items()))
        return ("scenario_finds", self.scenario().id, held)

    def scenario_values(self) -> list[int]:
        slot = self.slots.get("scenario_finds")
        if not self.scenario_needs_dice() or slot is None:
            return []
        return self._values("scenario_finds") if slot.key == self.scenario_slot_key() else []

    def resolve_scenario_finds(self, dice: DiceSource) -> ScenarioFinds:
        """What the scenario gives, rolled through the rules' own sequence with these dice."""
        fed, _ = self._fed_exploration()
        result = resolve_post_battle(
            self.ruleset,
            self.roster,
            self.report(shards_to_sell=0, upkeep_refused=()),
            Chain(self.injury_values() + fed + self.multiple_values(), dice),
        )
        return result.scenario_finds

    def exploration_done(self) -> bool:
        if self.scenario_needs_dice() and not self.scenario_values():
            return False
        if self.exploration_count() == 0:
            return True
        if self.exploration_found() is None:
            return False
        return not self.multiple_needs_dice() or bool(self.multiple_values())

    # --- the whole sequence ---------------------------------------------------------------

    def full_result(self, **changes: Any) -> PostBattleResult:
        """The whole sequence replayed through the rules with every die kept."""
        fed, patched = self._fed_exploration()
        multiple = self.multiple_values() + self.scenario_values()
        injuries = self.injury_values()
        dice = TableDice(injuries + fed + multiple)
        result = resolve_post_battle(self.ruleset, self.roster, self.report(**changes), dice)
        if dice.remaining:
            raise DiceMismatch(Message.of("dice_do_not_match"))
        if patched:
            result = self._real_exploration_dice(result, len(injuries))
        return result

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
            apply_result(self.store, after, result)
        except RefusedError as exc:
            raise IllegalMoveError(message_of(exc)) from None
        return after

    # --- step 6: income -------------------------------------------------------------------

    def shards_available(self, base: PostBattleResult) -> int:
        """The shards in store and those found: at most this many are sold (clamped here)."""
        available = self.roster.shards + base.shards_found
        self.shards_to_sell = min(self.shards_to_sell, available)
        return available

    def set_upkeep_paid(self, sword_id: str, paid: bool) -> None:
        if paid:
            self.let_go.discard(sword_id)
        else:
            self.let_go.add(sword_id)

    def size_after(self, after: WarbandState) -> int:
        """The warband's size after its losses (hired swords do not count): the shards' price."""
        return to_roster(self.ruleset, after).warrior_count

    # --- step 7 and 8: the trades and the outcome -----------------------------------------

    def plan_preview(self, after_battle: WarbandState) -> TradePreview:
        """The trades planned, worked out on a copy of the sheet after the battle."""
        return preview_trades(self.store, after_battle, self.trades)

    def outcome(self) -> Outcome:
        """Everything Finish will do, worked out; raises `IllegalMoveError` (or `DiceError`)
        while the dice do not fit the steps."""
        result = self.full_result()
        after = self.state_after(result)
        trades = self.plan_preview(after)
        rating = warband_rating(self.ruleset, to_roster(self.ruleset, trades.after))
        owed = sum(len(advances_owed(self.ruleset, w)) for w in trades.after.warriors)
        return Outcome(result, after, trades, rating, owed)

    def steps(self) -> list[Step[object]]:
        """The trades' steps, made at Finish after the battle's results, in order."""
        return [trade.step for trade in self.trades]

    # --- dice slots and notes -------------------------------------------------------------

    def slot(self, slot_id: str, key: tuple[object, ...], label: str) -> Slot:
        """The slot for these dice; a slot whose inputs changed starts again, and says so."""
        slot = self.slots.get(slot_id)
        if slot is not None and slot.key != key:
            if slot.text:
                self._notes.append(DraftNote("cleared", slot.label))
            slot = None
        if slot is None:
            slot = self.slots[slot_id] = Slot(key, label)
        slot.label = label
        return slot

    def drop_slots(self, prefixes: tuple[str, ...], keep: set[str]) -> None:
        for slot_id in [s for s in self.slots if s.startswith(prefixes) and s not in keep]:
            slot = self.slots.pop(slot_id)
            if slot.text:
                self._notes.append(DraftNote("dropped", slot.label))

    def add_note(self, note: DraftNote) -> None:
        self._notes.append(note)

    def take_notes(self) -> list[DraftNote]:
        notes, self._notes = self._notes, []
        return notes

    def has_work(self) -> bool:
        """Dice rolled or trades planned: work a Cancel would throw away."""
        return bool(self.trades) or any(s.text for s in self.slots.values())
