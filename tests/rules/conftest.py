import pytest

from rules import Ruleset, default_ruleset


@pytest.fixture(scope="session")
def ruleset() -> Ruleset:
    return default_ruleset()
