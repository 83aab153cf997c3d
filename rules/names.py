"""The names of the rules' entries, read without the rules' classes.

The command line's `list` names each warband's type: loading the rules for that would make
every class of rules.models (a fifth of its start). The names, in every language, are kept
beside the compiled rules (rules.compiled) under the same fingerprint of every data and code
file, so any change to the rules makes them again; without a cache folder they are taken from
the rules each time.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from rules.compiled import compiled_output

if TYPE_CHECKING:
    from rules.models import Lang


def _all_names() -> bytes:
    from rules.compiled import default_ruleset
    from rules.models import LANGS

    warbands = default_ruleset().warbands
    names = {lang: {key: w.name.get(lang) for key, w in warbands.items()} for lang in LANGS}
    return json.dumps(names, ensure_ascii=False, sort_keys=True).encode()


def warband_type_names(lang: Lang) -> dict[str, str]:
    """Every warband type's name in `lang`, by type id (the supplements' types too); in
    English for a language the rules data is not written in (Text.get)."""
    every = json.loads(compiled_output("warband-names.json", _all_names))
    names: dict[str, str] = every.get(lang) or every["en"]
    return names
