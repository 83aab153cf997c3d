"""Every window, dialog and wizard of `ui/` opened in the pseudo-language `qps`: none shows a
word that escapes the catalogue or Qt's translation.

The classes are found, not listed: every module of the `ui` package is imported and each
QDialog (a QWizard is one) or QMainWindow subclass it defines is collected. `OPENERS` says how
to open each on the demo campaign (with a league campaign and a match added) and which states
to look at; a class it does not cover fails `test_every_dialog_class_is_opened`, so a new dialog
cannot be added unseen. Each state's texts are read as tests/ui/test_pseudo_everywhere.py reads
them (labels, buttons, group boxes, tabs, headers and cells, combo items, placeholders, window
titles, tooltips), each tab of each tab widget in turn, with that test's rules of what may stay
plain: the player's names, the rules data, ids, and the Russian test's exceptions.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import json
import pkgutil
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QLineEdit,
    QMainWindow,
    QTabWidget,
    QWidget,
    QWizard,
)

import app.usecases as uc
from app.store.repository import Store
from rules.catalogue import PSEUDO
from rules.models import CHARACTERISTICS
from tests.ui.test_pseudo_everywhere import main_window_in_pseudo, names_of, plain_in
from tests.ui.test_russian_everywhere import menu_texts, widget_texts

QT_BASES = ("Dialog", "Wizard", "MainWindow")  # QDialog, a dialog of ours, ...
# How to open a class and look at it: given the window in `qps` (the demo campaign, its first
# warband open, the league below), qtbot and the set of the player's words (where an opener adds
# those it typed), yield each state worth reading (a name for it).
Opener = Callable[[Any, Any, set[str]], Iterator[tuple[str, QWidget]]]


@cache
def dialog_classes() -> frozenset[str]:
    """Every QDialog, QWizard and QMainWindow subclass a module of `ui` defines, by its
    module and name."""
    import ui

    found = set()
    for module in pkgutil.walk_packages(ui.__path__, "ui."):
        for value in vars(importlib.import_module(module.name)).values():
            if (
                inspect.isclass(value)
                and value.__module__ == module.name
                and issubclass(value, (QDialog, QMainWindow))
            ):
                found.add(f"{value.__module__}.{value.__qualname__}")
    return frozenset(found)


def shown(qtbot: Any, dialog: QWidget) -> QWidget:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def pages(qtbot: Any, wizard: QWizard, where: str) -> Iterator[tuple[str, QWidget]]:
    """Each page of a wizard in turn (a name typed where one is asked)."""
    for _ in wizard.pageIds():
        yield f"{where} page {wizard.currentId()}", wizard
        name = wizard.findChild(QLineEdit)
        if name is not None and name.isVisible() and not name.text():
            qtbot.keyClicks(name, "Grey Wolves")
        if wizard.currentId() == wizard.pageIds()[-1]:
            return
        wizard.next()


# --- the openers --------------------------------------------------------------------------------


def main_window(window: Any, _qtbot: Any, _names: set[str]) -> Iterator[tuple[str, QWidget]]:
    for warrior in window.session.current.warriors:
        window.sheet.panel.show_warrior(warrior.id)
        yield f"main window, {warrior.name}", window


def new_warband(window: Any, qtbot: Any, _names: set[str]) -> Iterator[tuple[str, QWidget]]:
    from ui.wizards.new_warband_wizard import NewWarbandWizard

    wizard = NewWarbandWizard(window.session, window)
    wizard.lang = PSEUDO
    yield from pages(qtbot, shown(qtbot, wizard), "new warband")


def custom_warband(window: Any, qtbot: Any, names: set[str]) -> Iterator[tuple[str, QWidget]]:
    from ui.wizards.custom_warband_dialog import CustomWarbandDialog

    dialog = shown(qtbot, CustomWarbandDialog(window.session, window))
    yield "custom warband", dialog
    dialog.make()  # nothing typed: refused, the dialog says why
    assert dialog.error.text()
    yield "custom warband, refused", dialog
    names |= {"Norse Raiders", "Norse", "Jarl", "many"}
    dialog.name_edit.setText("Norse Raiders")
    dialog.type_edit.setText("Norse")
    dialog.table.item(0, 0).setText("Jarl")
    dialog.table.item(0, len(CHARACTERISTICS) + 2).setText("many")  # a cost that is no number
    dialog.make()
    assert dialog.error.text()
    yield "custom warband, a bad cost", dialog
    dialog.table.item(0, len(CHARACTERISTICS) + 2).setText("60")
    dialog.make()
    assert dialog.result() == QDialog.DialogCode.Accepted, dialog.error.text()
    yield "main window, the custom warband made", window  # its types marked custom


def custom_profile(window: Any, qtbot: Any, names: set[str]) -> Iterator[tuple[str, QWidget]]:
    """Type's profile... of a house type of an imported Orc Mob (its name is the player's)."""
    from app.usecases.transfer import import_warband
    from tests.app.test_custom_warbands import orc_file
    from ui.wizards.custom_profile_dialog import CustomProfileDialog

    session = window.session
    change = session.run(lambda store: import_warband(store, json.dumps(orc_file())))
    window.open_warband(change.warband_id)
    kind = session.current.custom.types[0]
    names.add(kind.name)
    profile = kind.profile.as_dict()
    yield "custom profile", shown(qtbot, CustomProfileDialog(session, kind.id, kind.name, profile))


def post_battle(window: Any, qtbot: Any, _names: set[str]) -> Iterator[tuple[str, QWidget]]:
    """Every step of a won skirmish where two heroes went out of action (one gone mad)."""
    from tests.ui.post_battle import steps
    from ui.post_battle.wizard import PostBattleWizard

    wizard = PostBattleWizard(window.session, window)
    wizard.lang = PSEUDO
    shown(qtbot, wizard)
    yield "post-battle: battle", wizard
    steps.battle_page(qtbot, wizard, scenario="skirmish", result="won")
    steps.next_page(qtbot, wizard, steps.CASUALTIES)
    yield "post-battle: casualties", wizard
    heroes = [w.id for w in window.session.current.warriors if w.kind == "hero"][:2]
    for hero in heroes:
        steps.child(wizard, steps.QCheckBox, f"out:{hero}").setChecked(True)
    steps.next_page(qtbot, wizard, steps.INJURIES)
    for hero, dice in zip(heroes, ("4 1 3", "6 6"), strict=False):  # madness and its D6
        steps.roll(qtbot, wizard, f"hero:{hero}", dice)
    yield "post-battle: injuries", wizard
    steps.next_page(qtbot, wizard, steps.EXPERIENCE)
    yield "post-battle: experience", wizard
    steps.next_page(qtbot, wizard, steps.EXPLORATION)
    steps.roll(qtbot, wizard, "explore", " ".join("5544"[: wizard.draft.exploration_count()]))
    yield "post-battle: exploration", wizard
    for step in (steps.INCOME, steps.TRADING, steps.SUMMARY):
        steps.next_page(qtbot, wizard, step)
        yield f"post-battle page {step}", wizard


def hire(window: Any, qtbot: Any, _names: set[str]) -> Iterator[tuple[str, QWidget]]:
    from ui.wizards.hire_dialog import HireDialog

    dialog = shown(qtbot, HireDialog(window.session, PSEUDO))
    yield "hire", dialog


def advancement(window: Any, qtbot: Any, _names: set[str]) -> Iterator[tuple[str, QWidget]]:
    from ui.wizards.advance_dialog import AdvancementDialog

    hero = next(w for w in window.session.current.warriors if w.kind == "hero")
    dialog = AdvancementDialog(window.session, hero.id, window)
    dialog.lang = PSEUDO
    yield "advancement", shown(qtbot, dialog)
    for button in dialog.findChildren(QAbstractButton):
        if button.objectName() == "rollButton" and button.isEnabled():
            button.click()
    yield "advancement, rolled", dialog


def packs(window: Any, qtbot: Any, _names: set[str]) -> Iterator[tuple[str, QWidget]]:
    from ui.preferences.packs_dialog import PacksDialog

    yield "packs", shown(qtbot, PacksDialog(window.session, PSEUDO))


def battle_log(window: Any, qtbot: Any, _names: set[str]) -> Iterator[tuple[str, QWidget]]:
    from ui.league.battle_log import BattleLogDialog

    dialog = BattleLogDialog(window.session, window)
    dialog.lang = PSEUDO
    yield "battle log", shown(qtbot, dialog)


def bin_dialog(window: Any, qtbot: Any, _names: set[str]) -> Iterator[tuple[str, QWidget]]:
    from ui.roster.everyday import BinDialog

    session = window.session
    session.run_on_current(uc.delete_warband)
    window.open_warband(session.store.list_warbands()[0].id)
    yield "bin", shown(qtbot, BinDialog(window))


def pdf(window: Any, qtbot: Any, _names: set[str]) -> Iterator[tuple[str, QWidget]]:
    from ui.files.pdf_dialog import PdfDialog

    preview = shown(qtbot, PdfDialog(window))
    yield "print preview", preview
    for box in preview.findChildren(QAbstractButton):  # the options: blank sheet, paper, ...
        if box.isCheckable():
            box.click()
            yield f"print preview, {box.objectName()}", preview


def merge(window: Any, qtbot: Any, names: set[str]) -> Iterator[tuple[str, QWidget]]:
    """A copy of the book where a warband and the league changed, here too: conflicts."""
    from app.plumbing.context import open_store
    from app.usecases.merge import export_copy, merge_copy, preview_merge
    from ui.files.sharing import MergeDialog

    store = window.session.store
    assert store.database.path is not None
    other = open_store(store.database.path.with_name("theirs.sqlite3"), demo=False)
    try:
        merge_copy(other, export_copy(store))
        for book, gold in ((other, 321), (store, 5)):
            uc.set_treasury(book, book.list_warbands()[0].id, gold)
        campaign = uc.list_campaigns(other)[0][0]
        uc.add_player(other, campaign, "Clara")
        uc.create_warband(other, "skaven", "Clan Eshin Night")
        preview = preview_merge(store, export_copy(other))
        names |= player_words(other) | {"theirs.json"}
    finally:
        other.database.close()
    dialog = shown(qtbot, MergeDialog(preview, "theirs.json", window))
    yield "merge", dialog


def standings(window: Any, qtbot: Any, _names: set[str]) -> Iterator[tuple[str, QWidget]]:
    from ui.league.standings_dialog import StandingsDialog

    dialog = StandingsDialog(window.session, window, window.settings)
    dialog.lang = PSEUDO
    shown(qtbot, dialog)
    yield "standings", dialog
    dialog.tabs.setCurrentWidget(dialog.statistics)
    charts = dialog.statistics.charts
    for row in range(charts.count()):
        charts.setCurrentRow(row)
        yield f"statistics chart {row}", dialog


def match(window: Any, qtbot: Any, _names: set[str]) -> Iterator[tuple[str, QWidget]]:
    from ui.league.match_dialog import MatchDialog
    from ui.league.standings_dialog import StandingsDialog

    standings = shown(qtbot, StandingsDialog(window.session, window, window.settings))
    dialog = MatchDialog(window.session, standings.league, standings.names, PSEUDO, standings)
    yield "record match", shown(qtbot, dialog)
    for n in range(dialog.sides.count()):
        dialog.sides.item(n).setCheckState(Qt.CheckState.Unchecked)
    dialog.save()  # no warband chosen: refused, the dialog says why
    assert dialog.problem.text()
    yield "record match, refused", dialog
    for n in range(dialog.sides.count()):
        dialog.sides.item(n).setCheckState(Qt.CheckState.Checked)
    yield "record match, every side", dialog


def scenarios(window: Any, qtbot: Any, names: set[str]) -> Iterator[tuple[str, QWidget]]:
    from ui.league.scenarios_dialog import ScenariosDialog

    campaign = uc.list_campaigns(window.session.store)[0][0]
    dialog = shown(qtbot, ScenariosDialog(window.session, campaign, PSEUDO))
    yield "campaign scenarios", dialog
    dialog.add_scenario()  # no name: refused
    yield "campaign scenarios, refused", dialog
    names |= {"Raid on the mill", "Fires the mill"}
    dialog.name.setText("Raid on the mill")
    dialog.awards[0][0].setText("Fires the mill")
    dialog.add_scenario()
    yield "campaign scenarios, one of our own", dialog


def start_battle(window: Any, qtbot: Any, _names: set[str]) -> Iterator[tuple[str, QWidget]]:
    from ui.battle.start_dialog import FILE, TYPE, StartBattleDialog

    session = window.session
    listed = session.reads.list_warbands()
    dialog = StartBattleDialog(session.ruleset, session.current, listed, PSEUDO, window)
    yield "start battle", shown(qtbot, dialog)
    for where in (TYPE, FILE):
        dialog.opponent.setCurrentIndex(dialog.opponent.findData((where, None)))
        yield f"start battle, opponent {where}", dialog


def battle_board(window: Any, qtbot: Any, _names: set[str]) -> Iterator[tuple[str, QWidget]]:
    from rules.battle.model import Status
    from ui.battle.start_dialog import BOOK, BattleChoice

    session = window.session
    mine, other = (summary.id for summary in session.reads.list_warbands()[:2])
    board = window.battle.start_with(BattleChoice(mine, BOOK, other, scenario="skirmish"))
    assert board is not None, window.message.text()
    qtbot.waitExposed(board)
    yield "battle board", board
    models = [side.models for side in board.keeper.state.setup.sides]
    board.pick(models[0][0].id)
    board.ask_status(models[1][0].id, Status.KNOCKED_DOWN)
    yield "battle board, knocked down", board
    board.ask_wounds(models[1][1].id, -1)
    board.ask_status(models[1][1].id, Status.OUT_OF_ACTION)  # who took him out: a menu
    yield "battle board, who took him out", board
    board.out_menu.close()
    board._take_out(models[1][1].id, models[0][0].id)
    board.ask_status(models[1][1].id, Status.OUT_OF_ACTION)  # again: refused
    yield "battle board, out of action", board
    board.next_turn()
    yield "battle board, turn 2", board
    board.close()


OPENERS: dict[str, Opener] = {
    "ui.main_window.MainWindow": main_window,
    "ui.wizards.new_warband_wizard.NewWarbandWizard": new_warband,
    "ui.wizards.custom_warband_dialog.CustomWarbandDialog": custom_warband,
    "ui.wizards.custom_profile_dialog.CustomProfileDialog": custom_profile,
    "ui.wizards.hire_dialog.HireDialog": hire,
    "ui.wizards.advance_dialog.AdvancementDialog": advancement,
    "ui.post_battle.wizard.PostBattleWizard": post_battle,
    "ui.preferences.packs_dialog.PacksDialog": packs,
    "ui.roster.everyday.BinDialog": bin_dialog,
    "ui.files.pdf_dialog.PdfDialog": pdf,
    "ui.files.sharing.MergeDialog": merge,
    "ui.league.battle_log.BattleLogDialog": battle_log,
    "ui.league.standings_dialog.StandingsDialog": standings,
    "ui.league.match_dialog.MatchDialog": match,
    "ui.league.scenarios_dialog.ScenariosDialog": scenarios,
    "ui.battle.start_dialog.StartBattleDialog": start_battle,
    "ui.battle.board.BattleBoard": battle_board,
}


def written_dialog_classes() -> set[str]:
    """The classes of `ui` written on a dialog's, wizard's or window's class, by their source
    (a class defined inside a function included), by module and name."""
    import ui

    root = Path(ui.__file__).parent
    found = set()
    for path in root.rglob("*.py"):
        module = ".".join(("ui", *path.relative_to(root).with_suffix("").parts))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            bases = [ast.unparse(base) for base in getattr(node, "bases", ())]
            if isinstance(node, ast.ClassDef) and any(b.endswith(QT_BASES) for b in bases):
                found.add(f"{module}.{node.name}")
    return found


def test_every_dialog_class_is_opened() -> None:
    """A dialog, wizard or window class added to `ui` needs its opener here, and a class
    renamed or removed takes its opener along."""
    found = dialog_classes()
    assert written_dialog_classes() <= found  # none hides from the import walk
    assert sorted(found - OPENERS.keys()) == [], "not opened by this test"
    assert sorted(OPENERS.keys() - found) == [], "opened here but gone from ui"


# --- the check ----------------------------------------------------------------------------------


@pytest.fixture
def league(demo_store: Store) -> Store:
    """The demo campaign with a league of its first two warbands and a match between them."""
    from app.usecases.league import MatchReport

    first, second = (summary.id for summary in demo_store.list_warbands()[:2])
    campaign = uc.create_campaign(demo_store, "Autumn in the Ruins", "2026-09-01").campaign_id
    for player, warband in (("Anna", first), ("Boris", second)):
        uc.add_player(demo_store, campaign, player)
        uc.enter_warband(demo_store, campaign, player, warband, "2026-09-01")
    uc.record_match(demo_store, campaign, MatchReport((first, second), first, "2026-09-08"))
    return demo_store


@pytest.fixture
def pseudo_window(qtbot, league: Store, settings):
    with main_window_in_pseudo(qtbot, league, settings) as window:
        window.open_warband(league.list_warbands()[0].id)
        yield window


def player_words(store: Store) -> set[str]:
    """The player's own words: names and notes, the league's campaigns and players."""
    from app.usecases.league import load_league

    names = names_of(store)
    for campaign, name, _started in uc.list_campaigns(store):
        names.add(name)
        names |= {player.name for player in load_league(store, campaign).players}
    return names


def texts(part: QWidget) -> Iterator[tuple[str, str]]:
    """What a player reads in a window part, each tab of each tab widget in turn."""
    yield from widget_texts(part)
    if isinstance(part, QMainWindow):
        yield from menu_texts(part)
    for tabs in part.findChildren(QTabWidget):
        if not tabs.isVisibleTo(part):
            continue
        current = tabs.currentIndex()
        for n in range(tabs.count()):
            if n != current:
                tabs.setCurrentIndex(n)
                yield from ((f"tab {n}, {where}", text) for where, text in widget_texts(part))
        tabs.setCurrentIndex(current)


@pytest.fixture(autouse=True)
def no_modal_questions(monkeypatch) -> None:
    """A question box is answered Yes instead of waiting."""
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(
        QMessageBox, "question", lambda *args, **kwargs: QMessageBox.StandardButton.Yes
    )


# A menu popped up offscreen (who took him out?): the platform cannot raise it nor grab keys.
@pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing the keyboard)")
@pytest.mark.parametrize("name", sorted(OPENERS))
def test_no_word_escapes_in(name: str, qtbot, pseudo_window) -> None:
    store = pseudo_window.session.store
    found, seen, typed = [], 0, set[str]()
    for where, part in OPENERS[name](pseudo_window, qtbot, typed):
        seen += 1
        read = list(texts(part))
        assert any(text.startswith("[") for _where, text in read), where  # pseudo at all
        names = player_words(store) | typed
        found += [f"{where}: {line}" for line in plain_in(iter(read), names)]
    assert seen, name
    assert not found, "\n".join(found)
