"""The battle log of a tracked battle (turn by turn, who took out whom) and the league's figures
of its finished battles: most enemies taken out, the deadliest hero, the turns of the routs."""

from __future__ import annotations

import pytest

from app import usecases as uc
from app.battle.log import campaign_battle_figures, timeline
from app.battle.sides import side_of_warband
from app.battle.usecases import Opponent, add_event, start_battle
from app.store.repository import Store
from app.words import say
from rules.battle import NextTurn, OutOfAction, RoutTest
from tests.app.conftest import hire

pytestmark = pytest.mark.backends("sqlite", "postgresql")  # PostgreSQL: when a server is given


def test_the_log_and_the_leagues_figures_of_tracked_battles(
    store: Store, warband: int, crew: dict[str, str]
) -> None:
    other = uc.create_warband(store, "reikland", "Red Hands").warband_id
    karl = hire(store, other, "mercenary_captain", "Karl", equipment=["dagger", "sword"])
    hire(store, other, "marksmen", "Shots", count=3, equipment=["dagger", "bow"])
    side = side_of_warband(store.ruleset, store.load(other), 1)
    captain, champion = f"0:{crew['captain']}", f"0:{crew['champion']}"
    battle = start_battle(store, warband, Opponent(side, other), campaign_id=7).battle_id
    events = [
        OutOfAction(f"1:{side.models[1].id.split(':')[1]}:1", by=champion),
        OutOfAction(f"1:{side.models[1].id.split(':')[1]}:2", by=champion),
        OutOfAction(f"0:{crew['marksmen']}:1", by=f"1:{karl}"),
        NextTurn(),
        RoutTest((2, 2)),
        NextTurn(),
        OutOfAction(f"1:{karl}", by=captain),
        NextTurn(),
        RoutTest((6, 5)),
    ]
    for event in events:
        add_event(store, battle, event)
    start_battle(store, warband, Opponent(side, other), campaign_id=7)  # still played
    start_battle(store, warband, Opponent(side, other), campaign_id=8)  # another campaign

    from app.battle.usecases import resume_battle

    lines = timeline(resume_battle(store, battle))
    assert [(line.turn, line.side) for line in lines] == [
        *[(1, 0)] * 4,
        (1, 1),
        (1, 1),
        (2, 0),
        (2, 0),
        (2, 1),
    ]
    said = [say(line.message, "en", store.ruleset) for line in lines]
    assert said[0] == "Shots 1 taken out of action by Otto"
    assert said[-1] == "Red Hands: rout test 6 5 against Ld 7: routs"
    assert say(lines[2].message, "ru", store.ruleset) == "Marksmen 1 выведен из игры: Karl"

    figures = campaign_battle_figures(store, 7)
    assert figures.battles == 1
    assert [(t.name, t.enemies) for t in figures.warbands] == [("Grey Wolves", 3), ("Red Hands", 1)]
    assert [(t.name, t.enemies) for t in figures.heroes] == [
        ("Otto", 2),
        ("Dieter", 1),
        ("Karl", 1),
    ]
    assert figures.heroes[0].warrior == crew["champion"]
    [rout] = figures.routs
    assert (rout.name, rout.turn, rout.voluntary, rout.warband_id) == ("Red Hands", 2, False, other)
    assert campaign_battle_figures(store, 8).battles == 0


def test_a_models_state_in_russian_agrees_with_any_model() -> None:
    """The log cannot know a model's gender: the Russian says the state by its name ("Сестра
    Магда сбит с ног" was wrong for every woman of the Sisters of Sigmar)."""
    from app.words import say
    from rules.messages import Message

    said = {
        status: say(Message.of(f"battle_did_{status}", model="Сестра Магда"), "ru", None)
        for status in ("knocked_down", "stunned")
    }
    assert said == {
        "knocked_down": "Сестра Магда: состояние «сбит с ног»",
        "stunned": "Сестра Магда: состояние «оглушён»",
    }
