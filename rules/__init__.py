"""The Mordheim rulebook as data and pure functions. Imports neither Qt nor SQL."""

from rules.errors import DiceError, IllegalMoveError, RulesDataError, RulesError
from rules.loader import default_ruleset, load_ruleset
from rules.models import CHARACTERISTICS, Profile, Ruleset, Text

__all__ = [
    "CHARACTERISTICS",
    "DiceError",
    "IllegalMoveError",
    "Profile",
    "RulesDataError",
    "RulesError",
    "Ruleset",
    "Text",
    "default_ruleset",
    "load_ruleset",
]
