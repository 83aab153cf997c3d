"""Serious injuries after a battle: the hero D66 table with its sub-rolls, and henchmen's D6."""

from __future__ import annotations

from dataclasses import dataclass, replace

from rules.dice import DiceSource, roll_d66, roll_total
from rules.errors import IllegalMoveError
from rules.messages import Message
from rules.models import Effect, InjuryResult, Lang, Ruleset

_MAX_REROLLS = 100
SERIOUS_INJURY = Message.of("serious_injury")
HENCHMAN_INJURY = Message.of("henchman_injury")


@dataclass(frozen=True, slots=True)
class InjuryOutcome:
    """One result rolled, with its sub-roll, the results it led to, and concrete effects.

    `effects` holds this result's own effects with every die already rolled (a deep wound's D3
    games are a number here); `all_effects()` gathers the nested results' too.
    """

    result: InjuryResult
    roll: int
    sub_result: InjuryResult | None = None
    sub_roll: int | None = None
    effects: tuple[Effect, ...] = ()
    nested: tuple[InjuryOutcome, ...] = ()
    rerolled: tuple[int, ...] = ()
    pit_fight_won: bool | None = None

    def all_effects(self) -> tuple[Effect, ...]:
        out = list(self.effects)
        for child in self.nested:
            out.extend(child.all_effects())
        return tuple(out)

    @property
    def dead(self) -> bool:
        return any(effect.type == "dead" for effect in self.all_effects())

    def describe(self, lang: Lang = "en") -> str:
        text = f"{self.roll}: {self.result.name.get(lang)}"
        if self.sub_result is not None:
            text += f" ({self.sub_roll}: {self.sub_result.name.get(lang)})"
        if self.nested:
            text += " -> " + "; ".join(child.describe(lang) for child in self.nested)
        return text


def leaves_a_mark(ruleset: Ruleset, injury_id: str) -> bool:
    """Does this result of the injury table stay on the sheet? A Full recovery (no effect, no
    sub-roll) is no injury: the sheet, the PDF and the cards leave it out; an unknown id stays."""
    try:
        result, sub = ruleset.injury(injury_id)
    except KeyError:
        return True
    found = sub or result
    return bool(found.effects or found.sub_roll)


def _lookup(table: tuple[InjuryResult, ...], value: int) -> InjuryResult:
    return next(row for row in table if row.from_ <= value <= row.to)


def _concrete(effects: tuple[Effect, ...], dice: DiceSource, injury: str) -> tuple[Effect, ...]:
    """Roll the dice an effect names (deep wound D3 games, D6 x 5 gc) into plain numbers."""
    out = []
    for effect in effects:
        if effect.type in ("roll_again", "pit_fight"):
            continue  # handled by the caller, not a lasting effect
        if effect.dice and effect.type == "miss_games":
            effect = replace(
                effect,
                games=roll_total(dice, effect.dice, Message.of("games_missed", injury=injury)),
                dice=None,
            )
        elif effect.dice and effect.type in ("gold", "shards", "experience"):
            purpose = Message.of("injury_effect", injury=injury, effect_type=effect.type)
            amount = roll_total(dice, effect.dice, purpose) * effect.multiplier
            effect = replace(effect, amount=amount, dice=None, multiplier=1)
        out.append(effect)
    return tuple(out)


def resolve_hero_injury(
    ruleset: Ruleset,
    dice: DiceSource,
    *,
    pit_fight_won: bool | None = None,
    exclude: tuple[str, ...] = (),
    roll_range: tuple[int, int] = (11, 66),
    purpose: Message = SERIOUS_INJURY,
) -> InjuryOutcome:
    """Roll D66 for a hero taken out of action, with every sub-roll.

    `exclude` lists results that are re-rolled (multiple injuries re-rolls dead, captured and
    multiple injuries); `roll_range` limits the table (a lost pit fight rolls on 11-35 only).
    `pit_fight_won` is the outcome of a Sold to the Pits fight, played out by the players; it
    must be given if that result comes up.
    """
    result, value, rerolled = _roll_on_table(ruleset, dice, exclude, roll_range, purpose)
    sub_result = sub_value = None
    own_effects = result.effects
    if result.sub_roll:
        sub_value = dice.roll(6, Message.of("injury_sub_roll", injury=result.id))
        sub_result = _lookup(result.sub_roll, sub_value)
        own_effects = own_effects + sub_result.effects
    effects = _concrete(own_effects, dice, result.id)

    nested: list[InjuryOutcome] = []
    won = None
    for effect in own_effects:
        if effect.type == "roll_again":
            nested += _injuries_again(ruleset, dice, effect, result, pit_fight_won, purpose)
        elif effect.type == "pit_fight":
            if pit_fight_won is None:
                raise IllegalMoveError(Message.of("pit_fight_result_needed", result=result.name))
            won = pit_fight_won
            if won:
                effects += _concrete(effect.win_effects, dice, result.id)
            else:
                effects += _concrete(effect.lose_effects, dice, result.id)
                low = effect.reroll_from or 11
                high = effect.reroll_to or 35
                nested.append(
                    resolve_hero_injury(
                        ruleset,
                        dice,
                        pit_fight_won=pit_fight_won,
                        roll_range=(low, high),
                        purpose=purpose.with_values(lost_pit_fight=1),
                    )
                )
    return InjuryOutcome(
        result, value, sub_result, sub_value, effects, tuple(nested), tuple(rerolled), won
    )


def _roll_on_table(
    ruleset: Ruleset,
    dice: DiceSource,
    exclude: tuple[str, ...],
    roll_range: tuple[int, int],
    purpose: Message,
) -> tuple[InjuryResult, int, list[int]]:
    """The D66 result, after re-rolling the excluded results and those out of range."""
    rerolled: list[int] = []
    for _ in range(_MAX_REROLLS):
        value = roll_d66(dice, purpose)
        result = _lookup(ruleset.hero_injuries, value)
        if result.id in exclude or not roll_range[0] <= value <= roll_range[1]:
            rerolled.append(value)
            continue
        return result, value, rerolled
    raise IllegalMoveError(Message.of("no_injury_result"))


def _injuries_again(
    ruleset: Ruleset,
    dice: DiceSource,
    effect: Effect,
    result: InjuryResult,
    pit_fight_won: bool | None,
    purpose: Message,
) -> list[InjuryOutcome]:
    """Multiple injuries: a number of further rolls (fixed, or rolled), some results re-rolled."""
    count = (
        effect.count
        if effect.count is not None
        else roll_total(dice, effect.dice or "D6", Message.of("injury_count", injury=result.id))
    )
    return [
        resolve_hero_injury(
            ruleset,
            dice,
            pit_fight_won=pit_fight_won,
            exclude=effect.reroll,
            purpose=purpose.with_values(injury=result.id, number=n + 1, of=count),
        )
        for n in range(count)
    ]


def resolve_henchman_injury(
    ruleset: Ruleset, dice: DiceSource, purpose: Message = HENCHMAN_INJURY
) -> InjuryOutcome:
    """D6 for a henchman (or hired sword, or wardog) taken out of action: 1-2 he is gone."""
    value = dice.roll(6, purpose)
    result = _lookup(ruleset.henchman_injuries, value)
    return InjuryOutcome(result, value, effects=_concrete(result.effects, dice, result.id))
