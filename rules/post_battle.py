"""The post-battle sequence as a pure function: roster + battle report + dice -> what happens.

Steps, in the rulebook's order: serious injuries, experience (with the underdog bonus and the
boxes crossed), exploration (shards and multiples), selling wyrdstone once, hired swords'
upkeep. Trading and hiring follow as ordinary use cases. Nothing here is written anywhere: the
application applies a `PostBattleResult` to the sheet in one transaction, and every die rolled
is in `rolls` so both players can see it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Literal

from rules.dice import DiceSource, Roll, roll_total
from rules.errors import IllegalMoveError
from rules.experience import advances_earned, capped_experience, underdog_bonus
from rules.exploration import ExplorationResult, exploration_dice_count, explore
from rules.income import wyrdstone_price
from rules.injuries import InjuryOutcome, resolve_henchman_injury, resolve_hero_injury
from rules.leadership import leader_of
from rules.messages import Message
from rules.models import Effect, Ruleset, Scenario
from rules.mounts import MountOutcome, resolve_mount_injury, shod_on
from rules.rating import warband_rating
from rules.roster import Roster, RosterGroup, RosterHero, RosterHiredSword
from rules.scenario_finds import (
    ScenarioFinds,
    ScenarioReport,
    extra_exploration_dice,
    scenario_finds,
)
from rules.text import shorten

Result = Literal["won", "lost", "draw"]


@dataclass(frozen=True)
class Award:
    """A scenario's experience award earned by one warrior: `count` times (counters carried...)."""

    award: str
    warrior: str
    count: int = 1


@dataclass(frozen=True)
class BattleReport:
    """What happened in the battle, as the players tell it. Warriors are named by their ids."""

    scenario: str
    result: Result
    opponent_rating: int
    opponent: str = ""
    opponent_type: str = ""
    date: str = ""
    took_part: tuple[str, ...] | None = None  # None: every warrior of the roster
    heroes_out_of_action: tuple[str, ...] = ()
    henchmen_out_of_action: Mapping[str, int] = field(default_factory=dict)  # group -> models
    hired_swords_out_of_action: tuple[str, ...] = ()
    enemies_out_of_action: Mapping[str, int] = field(default_factory=dict)  # hero -> enemies
    awards: tuple[Award, ...] = ()
    pit_fights_won: Mapping[str, bool] = field(default_factory=dict)
    extra_exploration_dice: int = 0
    shards_to_sell: int = 0
    upkeep_refused: tuple[str, ...] = ()  # hired swords let go instead of paid
    # What the scenario's effects read (rules.scenario_finds): the counters this warband holds
    # at the end (kind -> how many: wyrdstone, the chest), its Heroes inside the objective, the
    # enemy's Heroes it took out of action and what the enemy held at the start.
    counters_held: Mapping[str, int] = field(default_factory=dict)
    heroes_in_objective: int = 0
    enemy_heroes_out_of_action: int = 0
    enemy_start: int = 0

    def scenario_report(self) -> ScenarioReport:
        """What the scenario's effects read of this report."""
        return ScenarioReport(
            won=self.result == "won",
            held=tuple(sorted(self.counters_held.items())),
            heroes_in_objective=self.heroes_in_objective,
            own_heroes_out_of_action=len(self.heroes_out_of_action),
            enemy_heroes_out_of_action=self.enemy_heroes_out_of_action,
            enemy_start=self.enemy_start,
        )


@dataclass(frozen=True)
class HeroInjury:
    warrior: str
    outcome: InjuryOutcome


@dataclass(frozen=True)
class ModelLosses:
    """D6 per model out of action (1-2: gone) for a henchman group or a hired sword."""

    warrior: str
    rolls: tuple[int, ...]
    lost: int


@dataclass(frozen=True)
class MountLoss:
    """The D6 for the mount of a hero taken out of action who lived (1-2: lost; barded 1)."""

    warrior: str
    outcome: MountOutcome


@dataclass(frozen=True)
class ExperienceGain:
    warrior: str
    reasons: tuple[tuple[str, int], ...]  # (award id, or the injury result id that gave it; xp)
    old: int
    new: int
    crossed: tuple[int, ...]  # bold boxes crossed: an advance roll owed for each

    @property
    def amount(self) -> int:
        return self.new - self.old


@dataclass(frozen=True)
class Exploration:
    dice_rolled: tuple[int, ...]
    result: ExplorationResult
    effects: tuple[Effect, ...]  # the multiple's effects, dice already rolled


@dataclass(frozen=True)
class PostBattleResult:
    report: BattleReport
    injuries: tuple[HeroInjury, ...]
    losses: tuple[ModelLosses, ...]
    experience: tuple[ExperienceGain, ...]
    exploration: Exploration
    shards_found: int
    shards_sold: int
    sale_gold: int
    gold_found: int
    items_found: tuple[str, ...]
    upkeep: tuple[tuple[str, int, bool], ...]  # (hired sword, gc, paid)
    rating_before: int
    underdog_bonus: int
    rolls: tuple[Roll, ...]
    events: tuple[Message, ...]  # what happened, as codes and values: words at the edges
    mounts: tuple[MountLoss, ...] = ()  # the riders' mounts, rolled after the injuries
    # What the scenario gave (in shards_found, gold_found and items_found too).
    scenario_finds: ScenarioFinds = field(default_factory=ScenarioFinds)


class _Recorder:
    """Wraps a dice source so every roll of the sequence is kept, in order."""

    def __init__(self, dice: DiceSource) -> None:
        self.dice = dice
        self.rolls: list[Roll] = []

    def roll(self, sides: int, purpose: Message) -> int:
        value = self.dice.roll(sides, purpose)
        self.rolls.append(Roll(sides, value, purpose))
        return value


def resolve_post_battle(
    ruleset: Ruleset, roster: Roster, report: BattleReport, dice: DiceSource
) -> PostBattleResult:
    """Run the post-battle sequence for one warband. Refuses a report that names unknown
    warriors or scenario, so a typo never silently loses a warrior's experience."""
    _check_report(ruleset, roster, report)
    recorder = _Recorder(dice)
    events: list[Message] = []
    names: dict[str, str] = {h.id: h.name for h in roster.heroes}
    names.update({g.id: g.name for g in roster.groups})
    names.update({s.id: s.name for s in roster.hired_swords})
    rating_before = warband_rating(ruleset, roster)
    # 1. Serious injuries.
    injuries = _hero_injuries(ruleset, report, recorder, names, events)
    losses = _model_losses(ruleset, roster, report, recorder, names, events)
    dead_heroes = {i.warrior for i in injuries if i.outcome.dead}
    mounts = _mount_losses(ruleset, roster, report, dead_heroes, recorder, events)
    wiped = {
        loss.warrior for loss in losses if loss.lost and loss.lost >= _models(roster, loss.warrior)
    }
    # 2. Experience.
    bonus = underdog_bonus(ruleset, rating_before, report.opponent_rating)
    experience = _experience(ruleset, roster, report, injuries, dead_heroes | wiped, bonus, events)
    # 3. Exploration.
    exploration = _explore(ruleset, roster, report, recorder, events)
    finds = _scenario_finds(ruleset, report, recorder, events)
    exploration = replace(
        exploration,
        shards=exploration.shards + finds.shards,
        gold=exploration.gold + finds.gold,
        items=exploration.items + finds.items,
    )
    # 4. Selling wyrdstone, once, at the price for the warband's size after its losses.
    sale = _sale(ruleset, roster, report, exploration.shards, losses, len(dead_heroes), events)
    # 5. Hired swords' upkeep, after every battle including the first.
    treasury = roster.treasury + sale + exploration.gold
    upkeep = _upkeep(ruleset, roster, report, wiped, treasury, events)
    return PostBattleResult(
        report=report,
        injuries=injuries,
        losses=losses,
        experience=experience,
        exploration=exploration.result,
        shards_found=exploration.shards,
        shards_sold=report.shards_to_sell,
        sale_gold=sale,
        gold_found=exploration.gold,
        items_found=exploration.items,
        upkeep=upkeep,
        rating_before=rating_before,
        underdog_bonus=bonus,
        rolls=tuple(recorder.rolls),
        events=tuple(events),
        mounts=mounts,
        scenario_finds=finds,
    )


def _hero_injuries(
    ruleset: Ruleset,
    report: BattleReport,
    recorder: _Recorder,
    names: dict[str, str],
    events: list[Message],
) -> tuple[HeroInjury, ...]:
    """A serious injury roll (D66) for every hero taken out of action."""
    injuries = []
    for hero_id in report.heroes_out_of_action:
        outcome = resolve_hero_injury(
            ruleset,
            recorder,
            pit_fight_won=report.pit_fights_won.get(hero_id),
            purpose=Message.of("serious_injury", warrior=names[hero_id]),
        )
        injuries.append(HeroInjury(hero_id, outcome))
        events += _injury_events(names[hero_id], outcome)
    return tuple(injuries)


def _model_losses(
    ruleset: Ruleset,
    roster: Roster,
    report: BattleReport,
    recorder: _Recorder,
    names: dict[str, str],
    events: list[Message],
) -> tuple[ModelLosses, ...]:
    """A D6 for every henchman and hired sword taken out of action: 1-2, he is gone."""
    losses = []
    for group in roster.groups:
        down = report.henchmen_out_of_action.get(group.id, 0)
        if down:
            rolls = tuple(
                resolve_henchman_injury(
                    ruleset,
                    recorder,
                    Message.of("henchman_injury", warrior=group.name, number=n + 1),
                ).roll
                for n in range(down)
            )
            lost = sum(1 for value in rolls if _henchman_dead(ruleset, value))
            losses.append(ModelLosses(group.id, rolls, lost))
            events.append(
                Message.of(
                    "henchmen_lost", warrior=group.name, dice=", ".join(map(str, rolls)), lost=lost
                )
            )
    for sword_id in report.hired_swords_out_of_action:
        outcome = resolve_henchman_injury(
            ruleset, recorder, Message.of("hired_sword_injury", warrior=names[sword_id])
        )
        losses.append(ModelLosses(sword_id, (outcome.roll,), 1 if outcome.dead else 0))
        events.append(
            Message.of(
                "hired_sword_gone" if outcome.dead else "hired_sword_stays",
                warrior=names[sword_id],
                roll=outcome.roll,
            )
        )
    return tuple(losses)


def _mount_losses(
    ruleset: Ruleset,
    roster: Roster,
    report: BattleReport,
    dead: set[str],
    recorder: _Recorder,
    events: list[Message],
) -> tuple[MountLoss, ...]:
    """A D6 for the mount of each hero out of action who lived, in the report's order (a dead
    hero's mount goes with his kit). Lost on 1-2, a barded warhorse only on a 1."""
    heroes = {hero.id: hero for hero in roster.heroes}
    shod = shod_on(ruleset, roster)
    losses = []
    for hero_id in report.heroes_out_of_action:
        hero = heroes[hero_id]
        if hero_id in dead:
            continue
        purpose = Message.of("mount_injury", warrior=hero.name)
        outcome = resolve_mount_injury(ruleset, recorder, hero.equipment, purpose, shod)
        if outcome is None:
            continue
        losses.append(MountLoss(hero_id, outcome))
        code = "mount_lost" if outcome.lost else "mount_unhurt"
        events.append(Message.of(code, warrior=hero.name, item=outcome.mount, roll=outcome.roll))
    return tuple(losses)


def _experience(
    ruleset: Ruleset,
    roster: Roster,
    report: BattleReport,
    injuries: tuple[HeroInjury, ...],
    gone: set[str],
    bonus: int,
    events: list[Message],
) -> tuple[ExperienceGain, ...]:
    """The experience of every warrior who took part and is still there."""
    # Experience from the injury table (sold to the pits and won, survives against the odds)
    # counts like any other: the boxes it crosses owe advance rolls too.
    injury_xp = {i.warrior: _injury_experience(i.outcome) for i in injuries if not i.outcome.dead}
    reasons_of = _Reasons(ruleset, roster, report, injury_xp, bonus)
    took_part = set(report.took_part) if report.took_part is not None else None
    members: list[tuple[RosterHero | RosterGroup | RosterHiredSword, bool]] = [
        *((h, True) for h in roster.heroes),
        *((g, False) for g in roster.groups),
        *((s, False) for s in roster.hired_swords),
    ]
    experience = []
    for warrior, hero in members:
        if (took_part is not None and warrior.id not in took_part) or warrior.id in gone:
            continue
        if isinstance(warrior, RosterHiredSword):
            gains = ruleset.gains_experience(warrior.hired_sword_id, hired_sword=True)
        else:
            gains = ruleset.gains_experience(warrior.type_id)
        if not gains:
            continue
        reasons = reasons_of(warrior.id, hero)
        old = warrior.experience
        new = capped_experience(ruleset, old + sum(xp for _, xp in reasons), hero=hero)
        thresholds = (
            ruleset.experience.hero_thresholds if hero else ruleset.experience.henchman_thresholds
        )
        crossed = advances_earned(thresholds, old, new)
        experience.append(ExperienceGain(warrior.id, reasons, old, new, crossed))
        # The total and whether he is a hero travel too: the campaign's experience curves.
        events.append(
            Message.of(
                "experience_advance" if crossed else "experience",
                warrior=warrior.name,
                gained=new - old,
                boxes=", ".join(map(str, crossed)),
                total=new,
                hero=int(hero),
            )
        )
    return tuple(experience)


class _Reasons:
    """Why a warrior gains experience after this battle: the scenario's awards and the rest."""

    def __init__(
        self,
        ruleset: Ruleset,
        roster: Roster,
        report: BattleReport,
        injury_xp: dict[str, list[tuple[str, int]]],
        bonus: int,
    ) -> None:
        scenario = ruleset.scenarios[report.scenario]
        self.report, self.injury_xp, self.bonus = report, injury_xp, bonus
        leader = leader_of(ruleset, roster)
        self.leader_ids = {leader.id} if leader is not None else set()
        self.awards: dict[str, list[tuple[str, int]]] = {}
        for entry in report.awards:
            won = next(a for a in scenario.experience if a.id == entry.award)
            self.awards.setdefault(entry.warrior, []).append((won.id, won.xp * entry.count))
        xp: dict[str, int] = {}
        for award in scenario.experience:
            xp.setdefault(award.id, award.xp)  # the first of an id, as the book lists it
        self.survives = xp.get("survives", 1)
        self.leader_xp = xp.get("winning_leader", 1)
        self.per_enemy = xp.get("enemy_out_of_action", 1)

    def __call__(self, warrior_id: str, hero: bool) -> tuple[tuple[str, int], ...]:
        report = self.report
        reasons: list[tuple[str, int]] = [("survives", self.survives)]
        if hero and report.result == "won" and warrior_id in self.leader_ids:
            reasons.append(("winning_leader", self.leader_xp))
        if hero and report.enemies_out_of_action.get(warrior_id):
            enemies = report.enemies_out_of_action[warrior_id]
            reasons.append(("enemy_out_of_action", self.per_enemy * enemies))
        reasons += self.awards.get(warrior_id, [])
        reasons += self.injury_xp.get(warrior_id, [])
        if self.bonus:
            reasons.append(("underdog", self.bonus))
        return tuple(reasons)


@dataclass(frozen=True)
class _Found:
    """What the exploration gave: the dice and table result, and what it adds up to."""

    result: Exploration
    shards: int
    gold: int
    items: tuple[str, ...]


def _explore(
    ruleset: Ruleset,
    roster: Roster,
    report: BattleReport,
    recorder: _Recorder,
    events: list[Message],
) -> _Found:
    """A die per hero who was not out of action, one more for a win; the best ones kept."""
    took_part = set(report.took_part) if report.took_part is not None else None
    searchers = sum(
        1
        for h in roster.heroes
        if (took_part is None or h.id in took_part) and h.id not in report.heroes_out_of_action
    )
    scenario = ruleset.scenarios[report.scenario]
    extra = report.extra_exploration_dice + extra_exploration_dice(
        scenario, report.scenario_report()
    )
    count = exploration_dice_count(searchers, report.result == "won", max(0, extra))
    rolled = tuple(recorder.roll(6, Message.of("exploration")) for _ in range(count))
    kept = tuple(sorted(rolled, reverse=True)[: ruleset.campaign.exploration.max_dice])
    found = explore(ruleset, kept)
    effects = (
        tuple(
            _roll_effect(effect, recorder, found.multiple.id) for effect in found.multiple.effects
        )
        if found.multiple
        else ()
    )
    shards_found = (found.shards if kept else 0) + sum(
        e.amount or 0 for e in effects if e.type == "shards"
    )
    gold_found = sum(e.amount or 0 for e in effects if e.type == "gold")
    items_found = tuple(e.item for e in effects if e.type == "item" and e.item)
    events.append(
        Message.of(
            "exploration_multiple" if found.multiple else "exploration_found",
            dice=" ".join(map(str, rolled)),
            kept=" ".join(map(str, kept)),
            shards=shards_found,
            multiple=found.multiple.id if found.multiple else "",
        )
    )
    return _Found(Exploration(rolled, found, effects), shards_found, gold_found, items_found)


def _scenario_finds(
    ruleset: Ruleset, report: BattleReport, recorder: _Recorder, events: list[Message]
) -> ScenarioFinds:
    """What the scenario's effects give after the exploration (its dice rolled last)."""
    scenario = ruleset.scenarios[report.scenario]
    finds = scenario_finds(scenario, report.scenario_report(), recorder)
    if finds.shards or finds.gold:
        events.append(
            Message.of("scenario_found", scenario=scenario.id, shards=finds.shards, gold=finds.gold)
        )
    events += [Message.of("scenario_found_item", scenario=scenario.id, item=i) for i in finds.items]
    return finds


def _sale(
    ruleset: Ruleset,
    roster: Roster,
    report: BattleReport,
    shards_found: int,
    losses: tuple[ModelLosses, ...],
    dead_heroes: int,
    events: list[Message],
) -> int:
    """The gold for the shards sold, at the price for the warband's size after its losses."""
    available = roster.shards + shards_found
    if report.shards_to_sell > available:
        raise IllegalMoveError(
            Message.of(
                "not_enough_shards", shards_to_sell=report.shards_to_sell, available=available
            )
        )
    swords = {s.id for s in roster.hired_swords}
    size_after = (
        roster.warrior_count
        - sum(loss.lost for loss in losses if loss.warrior not in swords)
        - dead_heroes
    )
    sale = wyrdstone_price(ruleset, report.shards_to_sell, max(size_after, 1))
    if report.shards_to_sell:
        events.append(Message.of("shards_sold", shards=report.shards_to_sell, gold=sale))
    return sale


def _upkeep(
    ruleset: Ruleset,
    roster: Roster,
    report: BattleReport,
    wiped: set[str],
    treasury: int,
    events: list[Message],
) -> tuple[tuple[str, int, bool], ...]:
    """Each hired sword's upkeep, paid while the treasury holds it (unless refused)."""
    upkeep = []
    for sword in roster.hired_swords:
        if sword.id in wiped:
            continue
        fee = ruleset.hired_swords[sword.hired_sword_id].upkeep
        paid = sword.id not in report.upkeep_refused and fee <= treasury
        treasury -= fee if paid else 0
        upkeep.append((sword.id, fee, paid))
        code = "upkeep_paid" if paid else "upkeep_unpaid"
        events.append(Message.of(code, warrior=sword.name, gold=fee))
    return tuple(upkeep)


def _injury_events(name: str, outcome: InjuryOutcome) -> list[Message]:
    """The hero's injury and, in order, the results it led to (multiple injuries, a lost fight)."""
    event = Message.of(
        "hero_injury_sub_roll" if outcome.sub_result else "hero_injury",
        warrior=name,
        roll=outcome.roll,
        injury=outcome.result.id,
        sub_roll=outcome.sub_roll or 0,
        sub_injury=outcome.sub_result.id if outcome.sub_result else "",
    )
    events = [event]
    for child in outcome.nested:
        events += _injury_events(name, child)
    return events


def _injury_experience(outcome: InjuryOutcome) -> list[tuple[str, int]]:
    """(injury result id, experience) for each result of an outcome that gives experience."""
    own = sum(e.amount or 0 for e in outcome.effects if e.type == "experience")
    found = [((outcome.sub_result or outcome.result).id, own)] if own else []
    for child in outcome.nested:
        found += _injury_experience(child)
    return found


def _henchman_dead(ruleset: Ruleset, value: int) -> bool:
    row = next(r for r in ruleset.henchman_injuries if r.from_ <= value <= r.to)
    return any(effect.type == "dead" for effect in row.effects)


def _models(roster: Roster, warrior_id: str) -> int:
    group = next((g for g in roster.groups if g.id == warrior_id), None)
    return group.count if group else 1


def _roll_effect(effect: Effect, dice: DiceSource, multiple: str) -> Effect:

    if effect.dice and effect.type in ("gold", "shards"):
        purpose = Message.of("multiple_effect", multiple=multiple, effect_type=effect.type)
        amount = roll_total(dice, effect.dice, purpose) * effect.multiplier
        return replace(effect, amount=amount, dice=None, multiplier=1)
    return effect


def _check_report(ruleset: Ruleset, roster: Roster, report: BattleReport) -> None:
    if report.scenario not in ruleset.scenarios:
        raise IllegalMoveError(
            Message.of(
                "unknown_scenario",
                scenario=shorten(report.scenario),
                scenarios=", ".join(ruleset.scenarios),
            )
        )
    if report.result not in ("won", "lost", "draw"):
        raise IllegalMoveError(Message.of("bad_battle_result", result=shorten(report.result)))
    scenario = ruleset.scenarios[report.scenario]
    if report.result == "draw" and not scenario.draw_possible:
        raise IllegalMoveError(Message.of("no_draw_in_scenario", scenario=scenario.name))
    if report.opponent_rating < 0:
        raise IllegalMoveError(Message.of("negative_opponent_rating"))
    heroes = {h.id for h in roster.heroes}
    groups = {g.id: g.count for g in roster.groups}
    swords = {s.id for s in roster.hired_swords}
    everyone = heroes | set(groups) | swords
    for warrior in (
        *(report.took_part or ()),
        *report.enemies_out_of_action,
        *(a.warrior for a in report.awards),
    ):
        if warrior not in everyone:
            raise IllegalMoveError(Message.of("report_names_stranger", warrior=warrior))
    for hero in report.heroes_out_of_action:
        if hero not in heroes:
            raise IllegalMoveError(Message.of("not_a_hero_here", hero=hero))
    for group, down in report.henchmen_out_of_action.items():
        if group not in groups or not 0 <= down <= groups[group]:
            raise IllegalMoveError(
                Message.of(
                    "too_many_models_down", group=group, down=down, models=groups.get(group, 0)
                )
            )
    for sword in report.hired_swords_out_of_action:
        if sword not in swords:
            raise IllegalMoveError(Message.of("not_a_hired_sword_here", sword=sword))
    automatic = {"survives", "winning_leader", "enemy_out_of_action"}  # worked out, not reported
    award_ids = {a.id for a in scenario.experience} - automatic
    for entry in report.awards:
        if entry.award not in award_ids:
            has = (
                f"its awards are {', '.join(sorted(award_ids))}"
                if award_ids
                else "it has no awards of its own, only those every battle gives (surviving, "
                "the winning leader, enemies put out of action), which are worked out, not reported"
            )
            raise IllegalMoveError(
                Message.of(
                    "no_such_award", scenario=scenario.name, award=shorten(entry.award), has=has
                )
            )
        if entry.count < 0:
            raise IllegalMoveError(Message.of("negative_award_count"))
    if report.shards_to_sell < 0 or report.extra_exploration_dice < 0:
        raise IllegalMoveError(Message.of("negative_sale_or_dice"))
    _check_scenario_report(scenario, report)


def _check_scenario_report(scenario: Scenario, report: BattleReport) -> None:
    """The counters held name the scenario's own; no count is negative."""
    kinds = {use.kind for use in scenario.counters}
    for kind, count in report.counters_held.items():
        if kind not in kinds:
            has = ", ".join(sorted(kinds)) or "-"
            raise IllegalMoveError(
                Message.of("no_such_counter", scenario=scenario.id, counter=shorten(kind), has=has)
            )
        if count < 0:
            raise IllegalMoveError(Message.of("negative_scenario_count"))
    counts = (report.heroes_in_objective, report.enemy_heroes_out_of_action, report.enemy_start)
    if min(counts) < 0:
        raise IllegalMoveError(Message.of("negative_scenario_count"))
