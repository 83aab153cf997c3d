"""A campaign's matches in the standings window: each side's post-battle sequence done or still
to run, and 'Run post-battle for this side...' for one still to run."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import app.usecases as uc
from app.campaign.league import Casualty
from app.store.repository import Store
from app.usecases.league import MatchReport
from app.usecases.post_battle import post_battle
from rules.dice import RandomDice
from rules.post_battle import BattleReport
from ui.league.standings_dialog import StandingsDialog
from ui.session import Session

from .qt_lifetime import disposed


@pytest.fixture
def session(demo_store: Store) -> Iterator[Session]:
    yield from disposed(Session(demo_store))


@pytest.fixture
def league(demo_store: Store) -> int:
    """The demo's four warbands (ids 1-4) in a campaign; match 1 of 1 and 2, match 2 of all
    four; warband 1 ran its sequence for match 1."""
    cid = uc.create_campaign(demo_store, "Autumn", "2026-09-01").campaign_id
    for player, wid in (("Anna", 1), ("Boris", 2), ("Clara", 3), ("Dmitri", 4)):
        uc.add_player(demo_store, cid, player)
        uc.enter_warband(demo_store, cid, player, wid, "2026-09-01")
    uc.record_match(demo_store, cid, MatchReport((1, 2), 2, "2026-09-08", "skirmish",
                                                 (Casualty(2, 1, 3, 1),)))  # fmt: skip
    report = BattleReport("skirmish", "lost", 120, date="2026-09-08")
    battle = post_battle(demo_store, 1, report, RandomDice(1)).after.battles[-1]["id"]
    uc.link_battle(demo_store, cid, 1, 1, battle)
    uc.record_match(demo_store, cid, MatchReport((1, 2, 3, 4), 3, "2026-09-15"))
    return cid


def _rows(dialog: StandingsDialog) -> list[list[str]]:
    tree = dialog.matches.tree
    out = []
    for n in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(n)
        out.append([top.text(c) for c in range(4)])
        out += [[top.child(k).text(c) for c in range(4)] for k in range(top.childCount())]
    return out


def test_each_match_lists_its_sides_and_which_still_run_their_sequence(
    qtbot, session: Session, demo_store: Store, league: int
) -> None:
    dialog = StandingsDialog(session)
    qtbot.addWidget(dialog)
    names = {s.id: s.name for s in demo_store.list_warbands()}
    rows = _rows(dialog)
    assert rows[0] == ["2026-09-15", " - ".join(names[w] for w in (1, 2, 3, 4)),
                       f"{names[3]} won", "4 to run"]  # fmt: skip
    assert rows[1] == ["", names[1], "lost", "to run"]
    assert rows[3] == ["", names[3], "won", "to run"]
    assert rows[5] == ["2026-09-08", f"{names[1]} - {names[2]}", f"{names[2]} won, Skirmish",
                       "1 to run"]  # fmt: skip
    assert rows[6] == ["", names[1], "lost", "done"]
    assert rows[7] == ["", names[2], "won", "to run"]
    assert dialog.matches.pending.text() == "5 of 6 sides still to run their post-battle sequence"
    button = dialog.matches.run_button
    assert not button.isEnabled()
    asked: list[tuple[int, int]] = []
    dialog.matches.runSide.disconnect()
    dialog.matches.runSide.connect(lambda m, w: asked.append((m, w)))
    dialog.matches.select_side(1, 1)  # done: nothing to run
    assert not button.isEnabled()
    dialog.matches.select_side(1, 2)
    assert button.isEnabled()
    button.click()
    assert asked == [(1, 2)]


def test_a_side_runs_its_sequence_from_the_match_and_its_battle_is_linked(
    qtbot, session: Session, demo_store: Store, league: int, monkeypatch
) -> None:
    """Warband 2 won match 1: its wizard opens on it, on that match's scenario, date and result,
    against warband 1 at the rating the match recorded; Finish links its battle to the match."""
    from PySide6.QtWidgets import QWizard

    import ui.league.match_side
    from tests.ui.post_battle.steps import click, next_page, roll
    from ui.post_battle.common import (
        CASUALTIES,
        EXPERIENCE,
        EXPLORATION,
        INCOME,
        SUMMARY,
        TRADING,
    )  # fmt: skip

    names = {s.id: s.name for s in demo_store.list_warbands()}
    recorded = uc.load_league(demo_store, league).matches[0].side(1)
    assert recorded is not None
    seen: list[tuple[object, ...]] = []

    def player(wizard) -> int:
        wizard.show()  # what exec() does first
        qtbot.waitExposed(wizard)
        battle = wizard.draft.battle
        page = wizard.battle_page
        seen.append((session.current.id, battle.scenario, battle.result, battle.date,
                     page.opponent_name.text(), battle.opponent_type,
                     page.opponent_rating.value()))  # fmt: skip
        for step in (CASUALTIES, EXPERIENCE, EXPLORATION):  # nobody out of action
            next_page(qtbot, wizard, step)
        roll(qtbot, wizard, "explore", " ".join("12345"[: wizard.draft.exploration_count()]))
        for step in (INCOME, TRADING, SUMMARY):
            next_page(qtbot, wizard, step)
        click(qtbot, wizard.button(QWizard.WizardButton.FinishButton))
        return 1

    monkeypatch.setattr(ui.league.match_side, "run_modal", player)
    dialog = StandingsDialog(session)
    qtbot.addWidget(dialog)
    dialog.matches.select_side(1, 2)
    dialog.matches.run_button.click()
    assert seen == [(2, "skirmish", "won", "2026-09-08", names[1], "reikland", recorded.rating)]
    (battle,) = [b["id"] for b in demo_store.load(2).battles if b["date"] == "2026-09-08"]
    linked = uc.load_league(demo_store, league).matches[0].side(2)
    assert linked is not None and linked.battle_id == battle
    assert dialog.matches.pending.text() == "4 of 6 sides still to run their post-battle sequence"
    assert session.undo_stack.undoText() == "Link a battle to its match"
    session.undo()  # the link, then the sequence
    session.undo()
    assert uc.load_league(demo_store, league).matches[0].side(2).battle_id is None
