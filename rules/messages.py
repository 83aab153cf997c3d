"""What the rules tell the player, as data: a code and its values, never a sentence.

A `Message` travels from the rules and the use cases to the edges (the window, the command
line, the PDF), which put it into words in the player's language: `ui/plumbing/words.py` with Qt's
translators, `app/words.py` for the command line. A value is a number, a text the player typed
(a warrior's name), the id of a rules entry (its key says which table: see `RULE_KEYS`), or
another message (the purpose of a die inside a bigger one).

Stored (the battle log, the exchange file) a message is `{"code": ..., "values": {...}}`; a
plain string from an older version is read as the message `text` that shows it as it is.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Union

from rules.errors import MessageError
from rules.lang import Text

if TYPE_CHECKING:
    from rules.composition import Problem
    from rules.models import Ruleset

__all__ = [
    "RULE_KEYS",
    "TEXT",
    "Filled",
    "Message",
    "MessageError",
    "Value",
    "english",
    "message_of",
    "problems_message",
    "rule_name",
]

# A two-language name (`Text`) is a value too: a skill or a spell as the rules data names it.
Value = Union[int, str, "Message", "Text"]

# Value keys that hold the id of a rules entry, and where its name is.
RULE_KEYS = frozenset(
    {
        "injury",
        "sub_injury",
        "scenario",
        "item",
        "multiple",
        "advance",
        "warband",
        "hired_sword",
        "warrior_type",
    }
)

# The code of a text kept as it was written (a log line of an older version).
TEXT = "text"


@dataclass(frozen=True, slots=True)
class Message:
    """A code (a stable snake_case word) and its values, in the order given."""

    code: str
    values: tuple[tuple[str, Value], ...] = ()

    @classmethod
    def of(cls, code: str, **values: Value) -> Message:
        return cls(code, tuple(values.items()))

    @classmethod
    def text(cls, text: str) -> Message:
        return cls.of(TEXT, text=text)

    def get(self, key: str, default: Value = "") -> Value:
        return next((value for name, value in self.values if name == key), default)

    def with_values(self, **values: Value) -> Message:
        kept = tuple((k, v) for k, v in self.values if k not in values)
        return Message(self.code, kept + tuple(values.items()))

    def to_data(self) -> dict[str, Any]:
        """JSON-ready: `{"code": ..., "values": {...}}`, nested messages the same way."""
        return {
            "code": self.code,
            "values": {key: _data(value) for key, value in self.values},
        }

    @classmethod
    def from_data(cls, data: object) -> Message:
        """A stored message; a plain string (an older log line) is kept as a `text` message."""
        if isinstance(data, str):
            return cls.text(data)
        if not isinstance(data, Mapping) or not isinstance(data.get("code"), str):
            raise ValueError(f"not a message: {str(data)[:80]}")
        values = data.get("values") or {}
        if not isinstance(values, Mapping):
            raise ValueError(f"the values of a message are a table, not {str(values)[:80]}")
        return cls(
            data["code"],
            tuple(
                (str(key), _from_data(v) if isinstance(v, Mapping) else _plain(v))
                for key, v in values.items()
            ),
        )

    def __str__(self) -> str:
        """The English words, for logs and developers: the edges make the player's words."""
        return english(self)


def english(message: Message) -> str:
    """A message in English from the catalogue (`rules/catalogue.py`), rules names as written:
    the form of an error's text. A code without words shows its code and values."""
    from rules.catalogue import SOURCE, fill, text

    if message.code == TEXT:
        return str(message.get("text"))
    values = {key: _english_value(value) for key, value in message.values}
    template = text(message.code, SOURCE)
    if template is None:
        inner = ", ".join(f"{key} {value}" for key, value in values.items())
        words = message.code.replace("_", " ")
        return f"{words} ({inner})" if inner else words
    return fill(template, Filled(values))


def said_value(value: Value, lang: str) -> int | str:
    """A value as words in `lang` without the rulebook: a two-language name in its language, a
    nested message said from the catalogue; ids, numbers and texts as they are."""
    from rules import catalogue
    from rules.lang import Text

    if isinstance(value, Message):
        if value.code == TEXT:
            return str(value.get("text"))
        words = catalogue.text(value.code, lang)
        values = {key: said_value(inner, lang) for key, inner in value.values}
        return value.code if words is None else catalogue.say(value.code, lang, **values)
    if isinstance(value, Text):
        return value.get(lang)
    return value


def _english_value(value: Value) -> int | str:
    if isinstance(value, Message):
        return english(value)
    if isinstance(value, Text):
        return value.en
    return value


class Filled(dict[str, object]):
    """The values of a template; a placeholder without a value stays as it is written."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def problems_message(problems: Sequence[Problem], shown: int = 5) -> Message:
    """The rules' problems (each in both languages) as one message: the first `shown`."""
    more = f" (+{len(problems) - shown})" if len(problems) > shown else ""
    # Each problem is a sentence; joined with "; " (and followed by "; nothing was hired" and
    # the like) they lose their full stops, which would read ".;".
    en = "; ".join(problem.text("en").rstrip(".") for problem in problems[:shown]) + more
    ru = "; ".join(problem.text("ru").rstrip(".") for problem in problems[:shown]) + more
    return Message.of("rules_problems", problems=Text(en, ru))


def message_of(error: BaseException) -> Message:
    """What an error says, as a message: its own, its problems, or its text as it is."""
    problems = getattr(error, "problems", ())
    if problems:
        return problems_message(problems)
    message = getattr(error, "message", None)
    if isinstance(message, Message):
        return message
    # A KeyError's str() quotes its text: its one argument is the words.
    only = error.args[0] if len(error.args) == 1 else None
    return Message.text(only if isinstance(only, str) else str(error))


def _data(value: Value) -> object:
    if isinstance(value, Message):
        return value.to_data()
    if isinstance(value, Text):
        return {"en": value.en, "ru": value.ru}
    return value


def _from_data(data: Mapping[str, Any]) -> Message | Text:
    if "code" not in data and isinstance(data.get("en"), str):
        return Text(data["en"], str(data.get("ru") or data["en"]))
    return Message.from_data(data)


def _plain(value: object) -> int | str:
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    return str(value)


def rule_name(ruleset: Ruleset, key: str, entry_id: str) -> Text | None:
    """The two-language name of the rules entry a message value names (None if unknown)."""
    if key in ("injury", "sub_injury"):
        for row in (*ruleset.hero_injuries, *ruleset.henchman_injuries):
            if row.id == entry_id:
                return row.name
            for sub in row.sub_roll:
                if sub.id == entry_id:
                    return sub.name
        return None
    if key == "advance":
        rows = (*ruleset.experience.hero_advances, *ruleset.experience.henchman_advances)
        return next((row.name for row in rows if row.id == entry_id), None)
    if key == "multiple":
        multiples = ruleset.campaign.exploration.multiples
        return next((m.name for m in multiples if m.id == entry_id), None)
    tables: dict[str, Mapping[str, Any]] = {
        "scenario": ruleset.scenarios,
        "item": ruleset.items,
        "warband": ruleset.warbands,
        "hired_sword": ruleset.hired_swords,
    }
    if key == "warrior_type":
        try:
            return ruleset.warrior_type(entry_id).name
        except KeyError:
            return None
    entry = tables.get(key, {}).get(entry_id)
    return entry.name if entry is not None else None
