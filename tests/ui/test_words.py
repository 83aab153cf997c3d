"""The window says messages with the command line's one table of templates, in its language."""

from __future__ import annotations

from rules import default_ruleset
from rules.messages import Message
from rules.templates import table
from ui.plumbing import words


def test_the_window_says_a_message_as_the_command_line_in_both_languages() -> None:
    ruleset = default_ruleset()
    message = Message.of("upkeep_paid", warrior="Ulli", gold=15)
    assert words.say(message, "en", ruleset) == "Ulli: upkeep 15 gc paid"
    assert words.say(message, "ru", ruleset) == table()["upkeep_paid"]["ru"].format(
        warrior="Ulli", gold=15
    )
