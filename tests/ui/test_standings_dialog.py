"""The standings window: the league table sorted by a header click, the head-to-head record of
two rows, the timeline; a retirement and a new campaign through the session, undone."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from PySide6.QtCore import Qt

import app.usecases as uc
from app.campaign.league import Casualty
from app.store.repository import Store
from app.usecases.league import MatchReport
from ui.league.standings_dialog import StandingsDialog
from ui.session import Session

from .qt_lifetime import disposed


@pytest.fixture
def session(demo_store: Store) -> Iterator[Session]:
    yield from disposed(Session(demo_store))


@pytest.fixture
def league(demo_store: Store) -> int:
    """The demo's four warbands (ids 1-4) in a campaign, after three matches."""
    cid = uc.create_campaign(demo_store, "Autumn", "2026-09-01").campaign_id
    for player, wid in (("Anna", 1), ("Boris", 2), ("Clara", 3), ("Dmitri", 4)):
        uc.add_player(demo_store, cid, player)
        uc.enter_warband(demo_store, cid, player, wid, "2026-09-01")
    for report in (
        MatchReport((1, 2), 2, "2026-09-08", "skirmish", (Casualty(2, 1, 3, 1),)),
        MatchReport((3, 4), None, "2026-09-08"),
        MatchReport((1, 2, 3), 1, "2026-09-15", "", (Casualty(1, 2, 2, 0),)),
    ):
        uc.record_match(demo_store, cid, report)
    return cid


def _column(dialog: StandingsDialog, column: int) -> list[object]:
    model = dialog.model
    return [model.data(model.index(row, column)) for row in range(model.rowCount())]


def test_the_table_shows_the_league_and_sorts_by_a_header_click(
    qtbot, session: Session, demo_store: Store, league: int
) -> None:
    dialog = StandingsDialog(session)
    qtbot.addWidget(dialog)
    assert dialog.campaigns.currentText() == "Autumn (from 2026-09-01)"
    names = {s.id: s.name for s in demo_store.list_warbands()}
    # By hand: 1 and 2 won one and lost one (2 took out 3 enemies, 1 two); 4 drew its one
    # match, 3 drew one and lost one.
    assert _column(dialog, 0) == [names[2], names[1], names[4], names[3]]
    assert _column(dialog, 2) == [2, 2, 1, 2]  # played
    dialog.table.sortByColumn(9, Qt.SortOrder.DescendingOrder)  # enemies out of action
    assert _column(dialog, 9) == [3, 2, 0, 0]
    assert _column(dialog, 0)[:2] == [names[2], names[1]]
    dialog.table.sortByColumn(2, Qt.SortOrder.AscendingOrder)  # played, fewest first
    assert _column(dialog, 0)[0] == names[4]
    assert "Match: " in dialog.story.toPlainText()


def test_two_rows_show_their_head_to_head_record(
    qtbot, session: Session, demo_store: Store, league: int
) -> None:
    dialog = StandingsDialog(session)
    qtbot.addWidget(dialog)
    dialog.table.selectRow(0)
    selection = dialog.table.selectionModel()
    selection.select(
        dialog.model.index(1, 0),
        selection.SelectionFlag.Select | selection.SelectionFlag.Rows,
    )
    text = dialog.record.text()
    assert text.startswith(f"{_column(dialog, 0)[0]} against {_column(dialog, 0)[1]}: 2 played")
    assert text.endswith(
        "won 1, 0 drawn, 0 won by others; out of action: 3 by Clan Eshin "
        "Shadowclaws, 2 by The Grey Wolves of Altdorf"
    )


def test_a_retirement_goes_through_the_session_and_is_undone(
    qtbot, session: Session, demo_store: Store, league: int
) -> None:
    dialog = StandingsDialog(session)
    qtbot.addWidget(dialog)
    dialog.table.selectRow(3)
    retired = dialog.model.items()[3].warband
    dialog.retire_selected()
    assert f"{retired} (retired)" in _column(dialog, 0)
    assert session.undo_stack.count() == 1
    session.undo()
    assert f"{retired} (retired)" not in _column(dialog, 0)
    session.redo()
    assert f"{retired} (retired)" in _column(dialog, 0)


def test_with_no_campaign_the_window_says_how_to_make_one(
    qtbot, session: Session, demo_store: Store
) -> None:
    dialog = StandingsDialog(session)
    qtbot.addWidget(dialog)
    assert not dialog.empty.isHidden() and "No campaign yet" in dialog.empty.text()
    assert dialog.model.rowCount() == 0
    session.run(uc.create_campaign, "Spring")
    assert dialog.campaigns.currentText().startswith("Spring (from ")
    assert dialog.empty.isHidden()
    session.undo()
    assert dialog.campaigns.count() == 0


def test_a_match_is_recorded_from_the_window_and_undone(
    qtbot, session: Session, demo_store: Store, league: int
) -> None:
    from PySide6.QtCore import QDate
    from PySide6.QtWidgets import QSpinBox

    from app.usecases.post_battle import post_battle
    from rules.dice import RandomDice
    from rules.post_battle import BattleReport
    from ui.league.match_dialog import MatchDialog

    report = BattleReport("skirmish", "lost", 100, date="2026-09-29")
    post_battle(demo_store, 1, report, RandomDice(5))  # the Grey Wolves' side of the match
    battle_id = demo_store.load(1).battles[-1]["id"]
    dialog = StandingsDialog(session)
    qtbot.addWidget(dialog)
    assert dialog.league is not None
    form = MatchDialog(session, dialog.league, dialog.names, "en", dialog)
    qtbot.addWidget(form)
    form.save()  # no warband chosen: refused in the use case's words, nothing written
    assert "two warbands or more" in form.problem.text()
    for row in (0, 1):  # the demo's first two warbands
        form.sides.item(row).setCheckState(Qt.CheckState.Checked)
    assert form.casualties.rowCount() == 2  # 1 against 2, 2 against 1
    form.winner.setCurrentIndex(form.winner.findData(2))
    form.date.setDate(QDate(2026, 9, 29))
    spin = form.casualties.cellWidget(0, 2)
    assert isinstance(spin, QSpinBox)
    spin.setValue(4)
    form.save()
    assert form.change is not None and form.result() == form.DialogCode.Accepted
    match = uc.load_league(demo_store, league).matches[-1]
    assert (match.played_on, [s.warband_id for s in match.sides]) == ("2026-09-29", [1, 2])
    assert [s.result for s in match.sides] == ["lost", "won"]
    assert match.casualties == (Casualty(1, 2, 4, 0),)
    assert [s.battle_id for s in match.sides] == [battle_id, None]  # linked: the same date
    assert _column(dialog, 2)[:2] == [3, 3]  # the table follows: both played three
    session.undo()
    assert len(uc.load_league(demo_store, league).matches) == 3
    assert _column(dialog, 2)[:2] == [2, 2]


def test_players_and_their_warbands_join_a_new_campaign_from_the_window(
    qtbot, session: Session, demo_store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QInputDialog

    dialog = StandingsDialog(session)
    qtbot.addWidget(dialog)
    refusals: list[str] = []
    session.failed.connect(refusals.append)
    answers = iter(["Spring", "Anna"])
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (next(answers), True))
    dialog.new_campaign()
    dialog.enter_warband()
    assert refusals == ["Add a player first."]
    dialog.add_player()
    picked: list[list[str]] = []

    def get_item(_parent, _title, _label, items, *args):
        picked.append(list(items))
        return items[-1], True

    monkeypatch.setattr(QInputDialog, "getItem", get_item)
    dialog.enter_warband()
    free = sorted(s.name for s in demo_store.list_warbands())
    assert picked == [["Anna"], free]
    assert _column(dialog, 0) == [free[-1]] and _column(dialog, 1) == ["Anna"]
    session.undo()  # the warband's entry, then the player
    assert dialog.model.rowCount() == 0
    session.undo()
    assert uc.load_league(demo_store, dialog.campaign_id() or 0).players == ()


def test_a_league_change_undone_after_the_window_closed_reaches_no_closed_window(
    qtbot, session: Session, demo_store: Store, league: int
) -> None:
    from PySide6.QtCore import QCoreApplication, QEvent

    dialog = StandingsDialog(session)
    dialog.table.selectRow(3)
    dialog.retire_selected()
    dialog.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    session.undo()  # the window is gone: nothing calls it
    assert all(e.active for e in uc.load_league(demo_store, league).entries)


def test_the_window_reopens_at_the_size_it_was_left(qtbot, session: Session, settings) -> None:
    """It reopened small (1000x640) every time, whatever size the player had given it."""
    first = StandingsDialog(session, None, settings)
    qtbot.addWidget(first)
    first.resize(720, 530)
    first.move(40, 30)
    first.reject()
    second = StandingsDialog(session, None, settings)
    qtbot.addWidget(second)
    assert (second.width(), second.height()) == (720, 530)
    assert (second.x(), second.y()) == (40, 30)


def test_a_window_partly_off_the_screen_comes_back_inside_it(qtbot, session, settings) -> None:
    """A place and size from a larger screen (1920x1080 came back partly off screen) are moved
    and shrunk into this screen's free area, on restoring and by keep_on_screen itself."""
    from ui.plumbing.window_size import keep_on_screen

    free = session_screen(qtbot).availableGeometry()
    first = StandingsDialog(session, None, settings)
    qtbot.addWidget(first)
    first.setGeometry(free.right() - 100, free.bottom() - 50, free.width() + 300, 500)
    keep_on_screen(first)
    assert free.contains(first.frameGeometry()), (free, first.frameGeometry())
    first.setGeometry(free.left() + 10, free.top() + 10, 400, 300)
    keep_on_screen(first)  # already inside: nothing moves
    assert first.geometry().topLeft().toTuple() == (free.left() + 10, free.top() + 10)
    first.setGeometry(free.right() - 100, free.top() + 5, 400, 300)
    first.reject()
    second = StandingsDialog(session, None, settings)
    qtbot.addWidget(second)
    assert free.contains(second.frameGeometry()), (free, second.frameGeometry())


def session_screen(qtbot):
    from PySide6.QtGui import QGuiApplication

    screen = QGuiApplication.primaryScreen()
    assert screen is not None
    return screen


def test_the_players_are_listed_and_enter_offers_the_new_player_and_the_open_warband(
    qtbot, session: Session, demo_store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The players added were listed nowhere, and Enter warband offered the first player and
    the first warband whatever the player had just added or had open."""
    from PySide6.QtWidgets import QInputDialog

    dialog = StandingsDialog(session)
    qtbot.addWidget(dialog)
    answers = iter(["Spring", "Anna", "Boris"])
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (next(answers), True))
    dialog.new_campaign()
    assert dialog.players_line.text() == "No player yet: Add player... adds one."
    dialog.add_player()
    dialog.add_player()
    line = dialog.players_line.text()
    assert line == "Players: Anna (no warband yet); Boris (no warband yet)"
    warbands = sorted(demo_store.list_warbands(), key=lambda s: s.name)
    session.open_warband(warbands[1].id)
    offered: list[int] = []

    def get_item(_parent, _title, _label, items, current, *args):
        offered.append(current)
        return items[current], True

    monkeypatch.setattr(QInputDialog, "getItem", get_item)
    dialog.enter_warband()
    assert offered == [1, 1]  # Boris, added last and playing nothing; the open warband
    assert dialog.players_line.text() == (
        f"Players: Anna (no warband yet); Boris ({warbands[1].name})"
    )


def test_the_league_is_exported_for_phones_from_the_standings(
    qtbot, session: Session, demo_store: Store, league: int, tmp_path, monkeypatch
) -> None:
    from PySide6.QtWidgets import QFileDialog

    target = tmp_path / "club"  # no suffix typed: .html is added
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    dialog = StandingsDialog(session)
    qtbot.addWidget(dialog)
    dialog.lang = "en"
    assert dialog.phones_button.isEnabled()
    qtbot.mouseClick(dialog.phones_button, Qt.MouseButton.LeftButton)
    page = (tmp_path / "club.html").read_text(encoding="utf-8")
    assert "<h1>Autumn</h1>" in page and 'id="head-to-head"' in page
    assert 'id="rating-chart"' in page and "No battle logged yet" in page
    for s in uc.standings_of(demo_store, league):
        assert f'id="warband-{s.warband_id}"' in page
    assert dialog.exported.text() == f"Wrote {tmp_path / 'club.html'}"
    monkeypatch.setattr(
        QFileDialog,
        "getSaveFileName",
        staticmethod(lambda *a, **k: (str(tmp_path / "missing" / "x.html"), "")),
    )
    qtbot.mouseClick(dialog.phones_button, Qt.MouseButton.LeftButton)
    assert dialog.exported.text().startswith("Cannot write ")
    assert "\n" not in dialog.exported.text()
