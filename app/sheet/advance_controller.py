"""Taking an advance without a window: the roll owed, the table it is rolled on, what the dice
give, the choices left to the player and the use-case call that writes the result.

The advance dialog (ui/wizards/advance_dialog.py) shows what this says and hands it the player's
picks; it parses, rolls and decides nothing itself. The rules roll the tables
(`rules.advancement`, with their sub-rolls and the re-rolls at a racial maximum); the dice are
the program's or the ones a player typed (`rules.dice.parse_dice`, the one parser of typed
dice); `apply_advance` and `promote_lad` write the result and refuse what the rules forbid.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from app.domain import WarbandState, Warrior, base_profile, to_roster, warband_of
from app.usecases.advancing import advances_owed, talent_allowed
from rules import IllegalMoveError
from rules.advancement import (
    AdvanceOutcome,
    roll_henchman_advance,
    roll_hero_advance,
    skill_choices,
)
from rules.dice import RandomDice, Roll, TableDice, parse_dice
from rules.leadership import is_leader
from rules.messages import Message
from rules.models import Profile, Ruleset, Spell, Text

SPELL = "__spell__"  # the skill-list entry that stands for "a new spell instead"
Dice = RandomDice | TableDice  # a source that keeps the log of what it rolled


class WarriorGoneError(IllegalMoveError):
    """The warrior on screen is no longer in the warband (undone, dismissed elsewhere)."""


@dataclass(frozen=True, slots=True)
class AdvanceRequest:
    """The arguments of `apply_advance` for the advance chosen."""

    kind: Literal["characteristic", "skill", "spell"]
    threshold: int | None
    dice: tuple[int, ...]
    characteristic: str | None = None
    skill: str | None = None
    spell: str | None = None


@dataclass(frozen=True, slots=True)
class TalentRequest:
    """The arguments of `promote_lad`: the new hero's name and his two skill lists."""

    name: str
    skill_lists: tuple[str, str]
    threshold: int | None


class AdvanceController:
    """One warrior's advances, one after the other: roll, choose, take; then the next one owed
    (or, after the lad's got talent, the new hero's first roll and back to his group).

    `current` gives the warband as it is now: the sheet may change between two calls (an undo,
    a correction), and every answer is worked out from the sheet of that moment.
    """

    def __init__(
        self,
        ruleset: Ruleset,
        current: Callable[[], WarbandState | None],
        warrior_id: str,
        most_heroes: Callable[[WarbandState], int] | None = None,
    ) -> None:
        self.ruleset = ruleset
        self._current = current
        # The campaign's Hero cap (app.usecases.heroes.most_heroes); the list's sum if not given.
        self._most_heroes = most_heroes
        self.warrior_id = warrior_id
        self.return_to: str | None = None  # the group a promoted lad came from
        self.dice: Dice | None = None
        self.advance_rolls: list[Roll] = []
        self.outcome: AdvanceOutcome | None = None
        self.spell_roll: Roll | None = None
        self.spell: Spell | None = None

    # --- the warrior and what he owes --------------------------------------------------------

    def warrior(self) -> Warrior | None:
        state = self._current()
        if state is None:
            return None
        return next((w for w in state.warriors if w.id == self.warrior_id), None)

    def owed(self) -> list[int | None]:
        """The advance boxes crossed and not rolled for (None: a roll owed without a box)."""
        warrior = self.warrior()
        return [] if warrior is None else advances_owed(self.ruleset, warrior)

    def threshold(self) -> int | None:
        """The box the advance on screen is for (the first one owed)."""
        owed = self.owed()
        return owed[0] if owed else None

    def type_name(self, warrior: Warrior) -> Text:
        if warrior.kind == "hired_sword":
            return self.ruleset.hired_swords[warrior.type_id].name
        return self.ruleset.warrior_type(warrior.type_id).name

    def race_max(self, warrior: Warrior) -> Profile:
        if warrior.kind == "hired_sword":
            race = self.ruleset.hired_swords[warrior.type_id].race
        else:
            race = self.ruleset.warrior_type(warrior.type_id).race
        return self.ruleset.races[race].max

    def characteristic_name(self, key: str) -> Text | None:
        return next((c.name for c in self.ruleset.characteristics if c.key == key), None)

    # --- rolling -----------------------------------------------------------------------------

    def reset(self) -> None:
        """Ready for the next advance owed: no dice, no result."""
        self.dice = None
        self.advance_rolls = []
        self.outcome = None
        self.spell_roll = None
        self.spell = None

    def roll_typed(self, text: str) -> None:
        """Roll with the dice a player typed from the table ("3 4 2", "342").

        Raises `rules.dice.DiceTextError` for text that is not dice (nothing changes), and
        what `roll` raises."""
        self.roll(TableDice(parse_dice(text)))

    def roll(self, dice: Dice) -> None:
        """Roll the table the warrior rolls on: the hero table for heroes and hired swords,
        the henchman table for a group (the lad's got talent only with a free hero place).

        Typed dice that run out (a re-roll wants one more) or cannot be (a 9 on a D6), or no
        legal advance, raise `DiceError` or `IllegalMoveError`: the dice used so far stay in
        `advance_rolls` so the player sees them, and there is no outcome."""
        self.reset()
        self.dice = dice
        try:
            self.outcome = self._roll_table(dice)
        finally:
            self.advance_rolls = list(dice.log)

    def _roll_table(self, dice: Dice) -> AdvanceOutcome:
        warrior = self.warrior()
        state = self._current()
        if warrior is None or state is None:
            raise WarriorGoneError(Message.of("warrior_gone"))
        ruleset = self.ruleset
        base = base_profile(ruleset, warrior)
        profile = warrior.profile(base)
        race_max = self.race_max(warrior)
        if warrior.kind == "henchmen":
            return roll_henchman_advance(
                ruleset,
                profile,
                base,
                race_max,
                dice,
                talent_allowed=talent_allowed(
                    ruleset,
                    state,
                    warrior,
                    None if self._most_heroes is None else self._most_heroes(state),
                ),
            )
        return roll_hero_advance(ruleset, profile, race_max, dice)

    @property
    def typed(self) -> bool:
        """The dice on screen were typed from the table (so they may be typed again)."""
        return isinstance(self.dice, TableDice)

    def unused(self) -> list[int]:
        """Typed values the rolls so far did not use (shown once there is a result)."""
        if not isinstance(self.dice, TableDice) or self.outcome is None:
            return []
        return self.dice.values[len(self.dice.log) :]

    def rolls_shown(self, spell_chosen: bool) -> list[Roll]:
        """The advance's dice, and the new spell's D6 while the spell is the choice."""
        rolls = list(self.advance_rolls)
        if spell_chosen and self.spell_roll is not None:
            rolls.append(self.spell_roll)
        return rolls

    # --- what may be chosen ------------------------------------------------------------------

    def skill_lists(self) -> list[str]:
        """The lists the warrior takes skills from: his type's and any he gained."""
        warrior = self.warrior()
        if warrior is None:
            return []
        if warrior.kind == "hired_sword":
            own = self.ruleset.hired_swords[warrior.type_id].skill_lists
        else:
            own = self.ruleset.warrior_type(warrior.type_id).skill_lists
        return list(dict.fromkeys([*own, *warrior.extra_skill_lists]))

    def spell_list(self) -> str | None:
        """The list a caster rolls his new spells on; None for a warrior who casts nothing."""
        warrior = self.warrior()
        if warrior is None or warrior.kind == "henchmen":
            return None
        if warrior.kind == "hired_sword":
            return self.ruleset.hired_swords[warrior.type_id].spell_list
        return self.ruleset.warrior_type(warrior.type_id).spell_list

    def skills_open(self, list_id: str) -> list[str]:
        """The skills of that list the warrior may take now, as `apply_advance` allows them
        (a chosen leader or successor may take a leader's skills)."""
        warrior = self.warrior()
        state = self._current()
        if warrior is None or state is None:
            return []
        leads = is_leader(self.ruleset, to_roster(self.ruleset, state), warrior.id)
        allowed = skill_choices(
            self.ruleset,
            warrior.type_id,
            tuple(warrior.skills),
            tuple(warrior.extra_skill_lists),
            is_leader=leads or None,
        )
        return [skill for skill in allowed if self.ruleset.skills[skill].list == list_id]

    def roll_spell(self) -> Spell | None:
        """A caster's new spell instead of a skill: a D6 on his list, from the same dice as
        the advance, rolled once (choosing it again shows the same spell). Raises `DiceError`
        when typed dice have no value left for it."""
        spell_list = self.spell_list()
        if spell_list is None or self.dice is None:
            return None
        if self.spell_roll is None:
            value = self.dice.roll(6, Message.of("new_spell"))
            self.spell_roll = self.dice.log[-1]
            spells = self.ruleset.spells_of(spell_list)
            self.spell = next((s for s in spells if s.d6 == value), None)
        return self.spell

    def knows(self, spell: Spell) -> bool:
        """Rolled again, a spell he knows gets easier by 1 instead."""
        warrior = self.warrior()
        return warrior is not None and any(k.spell == spell.key for k in warrior.spells)

    def talent_lists(self) -> list[str]:
        """The skill lists a promoted lad may choose two of: those of the warband's heroes."""
        state = self._current()
        if state is None:
            return []
        warband = warband_of(self.ruleset, state)
        return list(dict.fromkeys(lst for t in warband.heroes for lst in t.skill_lists))

    # --- taking it ---------------------------------------------------------------------------

    def request(
        self, characteristic: str | None, skill_list: str | None, skill: str | None
    ) -> AdvanceRequest | None:
        """The advance to write, from the player's picks; None while a choice is still open."""
        outcome = self.outcome
        if outcome is None:
            return None
        dice = tuple(r.value for r in self.rolls_shown(skill_list == SPELL))
        box = self.threshold()
        if outcome.kind == "characteristic":
            key = outcome.characteristic or characteristic
            if key is None or (outcome.characteristic is None and key not in outcome.options):
                return None
            return AdvanceRequest("characteristic", box, dice, characteristic=key)
        if outcome.kind != "skill":
            return None
        if skill_list == SPELL:
            spell = self.spell
            return None if spell is None else AdvanceRequest("spell", box, dice, spell=spell.key)
        if skill is None:
            return None
        return AdvanceRequest("skill", box, dice, skill=skill)

    def talent(self, name: str, first: str | None, second: str | None) -> TalentRequest | None:
        """The lad to promote, once he has a name and two different skill lists."""
        if self.outcome is None or self.outcome.kind != "lads_got_talent":
            return None
        name = name.strip()
        if not name or first is None or second is None or first == second:
            return None
        return TalentRequest(name, (first, second), self.threshold())

    def promoted(self, hero_id: str) -> None:
        """The lad is a hero: his first advance next, then back to his group."""
        self.return_to = self.warrior_id
        self.warrior_id = hero_id
        self.reset()

    def next_advance(self) -> bool:
        """After an advance is taken: on to the next one owed (the group a lad came from once
        the new hero has none left). False when nothing is owed any more."""
        if not self.owed() and self.return_to is not None:
            self.warrior_id, self.return_to = self.return_to, None
        self.reset()
        return bool(self.owed())
