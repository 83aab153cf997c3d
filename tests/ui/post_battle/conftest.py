"""The post-battle tests' fixtures: the Grey Wolves, a session on them, Cancel answered Yes."""

from tests.ui.post_battle.steps import confirm_discard, db_path, session, warband

__all__ = ["confirm_discard", "db_path", "session", "warband"]
