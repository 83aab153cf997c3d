"""Messages (`rules.messages.Message`: a code and its values) put into words.

`say` makes the sentence of a message in a language from the one catalogue of words
(`rules/catalogue.py`: a message's code is its key): the window (`ui/plumbing/words.py`), the
command line and the PDF say every message the same way. Rules ids among the values are shown
by their names in that language; a two-language name in its language; a nested message (a die's
purpose) is said too.
The Russian words follow docs/glossary.md (tests/test_glossary.py reads the table).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rules import catalogue
from rules.catalogue import fill
from rules.messages import RULE_KEYS, TEXT, Filled, Message, Value, rule_name

if TYPE_CHECKING:  # the command line's lines need not make the rules' classes
    from rules.models import Lang, Ruleset

Templates = Callable[[str], str | None]

# Added after a die's purpose when its values hold these (first die of a D66, the third of
# several injuries, a roll after a lost pit fight).
SUFFIXES = (("of", "suffix_of"), ("lost_pit_fight", "suffix_pit_fight"), ("die", "suffix_die"))


def templates(lang: Lang) -> Templates:
    """The catalogue's words in `lang` (English where it has none), by key."""

    def lookup(code: str) -> str | None:
        return catalogue.text(code, lang)

    return lookup


def say(
    message: Message, lang: Lang, ruleset: Ruleset | None, table: Templates | None = None
) -> str:
    """The message in words: its template filled with its values, names in `lang` (rules ids
    stay ids without a ruleset: a line of the command line that names none)."""
    table = table or templates(lang)
    rule = catalogue.rule_of(lang)
    if message.code == TEXT:
        return str(message.get("text"))
    values = {key: _value(key, value, lang, ruleset, table) for key, value in message.values}
    template = table(message.code)
    if template is None:  # a code of a newer version: show what there is
        inner = ", ".join(f"{key} {value}" for key, value in values.items())
        return f"{message.code} ({inner})" if inner else message.code
    text = fill(template, Filled(values), rule=rule)
    if message.code.startswith("suffix_"):
        return text
    for key, suffix in SUFFIXES:
        value = message.get(key, "")
        if value != "" and value != 0:
            code = f"{suffix}_{value}" if key == "die" else suffix
            extra = table(code)
            if extra is not None:
                text += fill(extra, Filled(values), rule=rule)
    return text


def _value(
    key: str, value: Value, lang: Lang, ruleset: Ruleset | None, table: Templates
) -> int | str:
    """A value as the template shows it; a number stays a number ({count:,} formats it)."""
    if isinstance(value, Message):
        return say(value, lang, ruleset, table)
    if not isinstance(value, int | str):
        from rules.models import Text  # a rules' name: its classes are made by then

        if isinstance(value, Text):
            return value.get(lang)
    if key in RULE_KEYS and isinstance(value, str) and ruleset is not None:
        name = rule_name(ruleset, key, value)
        return name.get(lang) if name is not None else value
    if key == "effect_type":
        return table(f"effect_{value}") or str(value)
    return value


def say_error(
    error: BaseException, lang: Lang, ruleset: Ruleset | None, table: Templates | None = None
) -> str:
    """A refusal in words: the rules' problems it names (at most five), or its message, or
    (an error of a library) its own text."""
    problems = getattr(error, "problems", ())
    if problems:
        said = [say(problem.message(), lang, ruleset, table) for problem in problems]
        more = f" (+{len(said) - 5})" if len(said) > 5 else ""
        return "; ".join(said[:5]) + more
    message = getattr(error, "message", None)
    if isinstance(message, Message):
        return say(message, lang, ruleset, table)
    return str(error.args[0]) if error.args else str(error)


def label(code: str, lang: Lang, **values: object) -> str:
    """One of the command line's sheet labels (`show`) in a language, its values filled in."""
    return catalogue.say(code, lang, **values)


def say_data(data: object, lang: Lang, ruleset: Ruleset | None) -> str:
    """A message as the battle log stores it in words (a line of text of an older version as
    it is): the window's log and the report to post both read it so."""
    try:
        return say(Message.from_data(data), lang, ruleset)
    except ValueError:
        return str(data)


def line(lang: Lang, code: str, **values: Value) -> str:
    """A line of the command line in its language: a message that names no rules entry."""
    return say(Message.of(code, **values), lang, None)
