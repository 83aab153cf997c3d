"""The warband types' names read without the rules' classes (rules.names): the same names as
the rules give, kept in the cache folder and read back from it, or taken afresh without one."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules import default_ruleset
from rules.compiled import ENV
from rules.models import Lang
from rules.names import warband_type_names


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("cache", ["folder", "off"])
def test_the_names_are_the_rules_names(
    lang: Lang, cache: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(ENV, str(tmp_path) if cache == "folder" else "off")
    wanted = {type_id: w.name.get(lang) for type_id, w in default_ruleset().warbands.items()}
    assert warband_type_names(lang) == wanted  # made (and kept, with a cache folder)
    assert warband_type_names(lang) == wanted  # read back
