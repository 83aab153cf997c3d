import pickle
import tomllib
from types import SimpleNamespace
from typing import Any

import pytest

from rules import Ruleset, default_ruleset
from rules import loader as loader_module


@pytest.fixture(scope="session")
def ruleset() -> Ruleset:
    return default_ruleset()


_PARSED: dict[str, bytes] = {}  # a data file's text -> what tomllib made of it, pickled


def _parse_once(text: str) -> dict[str, Any]:
    """tomllib.loads, once per text in this process; each caller gets its own fresh copy."""
    if text not in _PARSED:
        _PARSED[text] = pickle.dumps(tomllib.loads(text))  # a syntax error raises as before
    return pickle.loads(_PARSED[text])  # type: ignore[no-any-return]


@pytest.fixture
def toml_parsed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The loader parses each data file's text once per process.

    For the tests that load a whole copy of the data dozens of times with one file changed:
    parsing the same eighty untouched files again was most of their time. The loader's own
    checks run on every load; a changed file is parsed for real (its text is new).
    """
    parser = SimpleNamespace(loads=_parse_once, TOMLDecodeError=tomllib.TOMLDecodeError)
    monkeypatch.setattr(loader_module, "tomllib", parser)
