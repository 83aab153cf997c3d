"""The Mordheim rulebook as data and pure functions. Imports neither Qt nor SQL.

The names below are imported on first use (PEP 562), so `import rules.cli` or
`from rules.errors import ...` does not load the whole rulebook's code.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rules.compiled import default_ruleset
    from rules.errors import DiceError, IllegalMoveError, RulesDataError, RulesError
    from rules.loader import load_ruleset
    from rules.models import CHARACTERISTICS, Profile, Ruleset, Text

_HOMES = {
    "CHARACTERISTICS": "rules.models",
    "DiceError": "rules.errors",
    "IllegalMoveError": "rules.errors",
    "Profile": "rules.models",
    "RulesDataError": "rules.errors",
    "RulesError": "rules.errors",
    "Ruleset": "rules.models",
    "Text": "rules.models",
    "default_ruleset": "rules.compiled",
    "load_ruleset": "rules.loader",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'rules' has no attribute {name!r}")
    value = getattr(importlib.import_module(home), name)
    globals()[name] = value
    return value


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
