"""A caster's starting spells: rolled on his list at hire (D6), or typed from the table.

Each wizard starts with one random spell of his list, the Warlock with two of Lesser Magic.
A spell rolled twice is rolled again, or (the player's choice) the spell he already knows
becomes easier by 1 (never an "auto" spell, which has no difficulty to lower).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.dice import DiceSource
from rules.errors import IllegalMoveError
from rules.messages import Message
from rules.models import Ruleset, Spell
from rules.text import shorten

# Rolls before giving up on a die that keeps repeating known spells (a D6 list has six).
_MAX_ROLLS = 60


@dataclass(frozen=True, slots=True)
class KnownSpell:
    """A spell on the sheet: `<list>.<spell>`, and how much easier repeats made it."""

    spell: str
    difficulty_reduction: int = 0


def spell_on_face(ruleset: Ruleset, list_id: str, face: int) -> Spell:
    """The spell a D6 roll of `face` gives on a list."""
    for spell in ruleset.spells_of(list_id):
        if spell.d6 == face:
            return spell
    raise IllegalMoveError(Message.of("d6_out_of_range", face=shorten(face)))


def _add(known: list[KnownSpell], spell: Spell, *, lower_duplicates: bool) -> bool:
    """Add a spell; a repeat lowers the known one's difficulty if asked and possible.
    False when the repeat must be rolled again."""
    for n, already in enumerate(known):
        if already.spell == spell.key:
            if not lower_duplicates or spell.auto:
                return False
            known[n] = KnownSpell(spell.key, already.difficulty_reduction + 1)
            return True
    known.append(KnownSpell(spell.key))
    return True


def starting_spells(
    ruleset: Ruleset,
    list_id: str,
    count: int,
    dice: DiceSource,
    *,
    typed: Sequence[str] = (),
    lower_duplicates: bool = False,
) -> tuple[KnownSpell, ...]:
    """`count` starting spells of a list: the `typed` ones (spell keys the player rolled at
    the table), then the rest rolled on a D6 with `dice`.

    A typed spell twice lowers its difficulty (the player chose to); an "auto" spell cannot be
    typed twice. A rolled repeat is rolled again unless `lower_duplicates`.
    """
    keys = {spell.key: spell for spell in ruleset.spells_of(list_id)}
    name = ruleset.spell_lists[list_id].name.en
    if len(typed) > count:
        raise IllegalMoveError(
            Message.of("wrong_starting_spell_count", count=len(typed), wanted=count)
        )
    known: list[KnownSpell] = []
    for key in typed:
        spell = keys.get(key)
        if spell is None:
            raise IllegalMoveError(Message.of("not_a_spell_of", key=shorten(key), name=name))
        if not _add(known, spell, lower_duplicates=True):
            raise IllegalMoveError(Message.of("spell_twice", spell=spell.name))
    for n in range(len(typed), count):
        for _ in range(_MAX_ROLLS):
            spell = spell_on_face(
                ruleset, list_id, dice.roll(6, Message.of("starting_spell", number=n + 1))
            )
            if _add(known, spell, lower_duplicates=lower_duplicates):
                break
        else:
            raise IllegalMoveError(Message.of("no_new_spell", name=name, rolls=_MAX_ROLLS))
    return tuple(known)


def spell_rolls(known: Sequence[KnownSpell]) -> int:
    """How many spell rolls a sheet's spells stand for (a lowered repeat was a roll too)."""
    return sum(1 + spell.difficulty_reduction for spell in known)
