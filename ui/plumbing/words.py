"""Messages (`rules.messages.Message`) in the window's language: `app.words.say` with the one
table of templates (`rules/templates.py`), so the window and the command line say a message
the same way.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app import words
from rules.messages import Message
from rules.models import Lang, Ruleset
from rules.templates import fill as fill_template


def gc(amount: int | str) -> str:
    """An amount of gold crowns in the window's language: "45 gc", «45 зк»."""
    return QCoreApplication.translate("Money", "{0} gc").format(amount)


def fill(text: str, *args: object) -> str:
    """A translated text's {0}, {1}... filled in, a number with a plural format in the form it
    takes: self.tr("{0:plural:model|models}") and its Russian "{0:plural:модель|модели|моделей}"
    say "1 model", «5 моделей» (rules.templates.fill)."""
    return fill_template(text, args=args)


def say(message: Message, lang: Lang, ruleset: Ruleset) -> str:
    """The message in the window's words; rules names in `lang`."""
    return words.say(message, lang, ruleset)


def say_error(error: BaseException, lang: Lang, ruleset: Ruleset) -> str:
    """A refused move in the window's language (`app.words.say_error`)."""
    return words.say_error(error, lang, ruleset)


def say_data(data: object, lang: Lang, ruleset: Ruleset) -> str:
    """A message as the battle log stores it (or a line of text of an older version)."""
    return words.say_data(data, lang, ruleset)
