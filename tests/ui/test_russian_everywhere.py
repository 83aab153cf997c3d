"""In Russian, no window or dialog shows an English word.

Every window and dialog is opened with the language set to Russian (the main window with its
menus, the new-warband wizard, the post-battle wizard at each page, the advancement, hire,
packs and battle log dialogs), and every string a player can see is read: labels, buttons,
group titles, tabs, headers and cells, list and combo items, tooltips, placeholders, window
titles, the message line after a refused edit. A word in Latin letters is allowed only if it
is a name the player typed, or in the explicit list below.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from PySide6.QtCharts import QAbstractBarSeries, QBarCategoryAxis, QCategoryAxis, QChartView
from PySide6.QtCore import QCoreApplication, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QTabWidget,
    QTextEdit,
    QWidget,
)

import app.usecases as uc
from app.store.repository import Store

# Words in Latin letters a Russian player reads as they are: the profile's abbreviations (the
# Russian rulebook prints them so: seed 000 "Профиль M WS BS S T W I A Ld"), dice, the
# program's name and that of Mordheim Roster Builder (its export), file formats and the services
# a text is copied for.
ALLOWED = {
    "M", "WS", "BS", "S", "T", "W", "I", "A", "Ld", "Sv", "x",
    "Mordheim", "Roster", "Builder", "PDF", "JSON", "Markdown", "BBCode", "Discord", "Reddit",
    "Ctrl", "Shift", "Del", "Enter", "Esc", "A4", "Letter",
    "English",  # the language menu names each language in its own words
    "OK",  # Qt's own Russian translation keeps it (qtbase_ru)
}  # fmt: skip
# Names from the rules data that have no translation: the titles of the publications a pack
# comes from (the packs dialog lists each pack's source as published).
UNTRANSLATED = {
    "Town Cryer", "Border Town Burning", "Fanatic Online", "Fanatic", "Letters of the Damned",
    "Empire in Flames", "The Nemesis Crown", "Citadel Journal", "Mordheim Annual",
    "Hired Sword Compendium", "Facebook", "mordheimer.net", "Mordheimer's Information Centre",
    "Troll", "Games Workshop",
}  # fmt: skip
GRADE = re.compile(r"\b\d[abc]\b")  # a pack's grade: 1a, 1b, 1c
DICE = re.compile(r"\b\d*D\d+\b|\b\d+[dD]\d+\b")
LATIN = re.compile(r"[A-Za-z][A-Za-z'’-]*")


def english_words(text: str, names: set[str]) -> list[str]:
    text = re.sub(r"<[^>]*>|&[a-z]+;|&#\d+;", " ", text)  # rich text's tags and entities
    text = GRADE.sub(" ", DICE.sub(" ", text))
    for name in sorted(names | UNTRANSLATED, key=len, reverse=True):
        text = text.replace(name, " ")
    return [word for word in LATIN.findall(text) if word not in ALLOWED]


def model_texts(view: QAbstractItemView) -> Iterator[str]:
    model = view.model()
    if model is None:
        return

    def columns(parent: QModelIndex) -> int:
        try:
            return max(model.columnCount(parent), 1)
        except TypeError:  # a list model keeps columnCount to itself: one column
            return 1

    for orientation, count in ((Qt.Orientation.Horizontal, columns(QModelIndex())),):
        for section in range(count):
            header = model.headerData(section, orientation, Qt.ItemDataRole.DisplayRole)
            if header:
                yield str(header)
            tip = model.headerData(section, orientation, Qt.ItemDataRole.ToolTipRole)
            if tip:
                yield str(tip)

    def walk(parent: QModelIndex) -> Iterator[str]:
        for row in range(model.rowCount(parent)):
            for column in range(columns(parent)):
                index = model.index(row, column, parent)
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                    value = index.data(role)
                    if isinstance(value, str) and value:
                        yield value
                if column == 0 and model.rowCount(index) > 0:
                    yield from walk(index)

    yield from walk(QModelIndex())


def widget_texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) of everything a player can read in a widget and its visible children."""
    widgets = [widget, *widget.findChildren(QWidget)]
    for part in widgets:
        if not part.isVisibleTo(widget) and part is not widget:
            continue
        where = f"{type(part).__name__} {part.objectName()}"
        if part.isWindow() and part.windowTitle():
            yield where + " title", part.windowTitle()
        if part.toolTip():
            yield where + " tooltip", part.toolTip()
        if isinstance(part, (QLabel, QAbstractButton)):
            yield where, part.text()
        elif isinstance(part, QGroupBox):
            yield where, part.title()
        elif isinstance(part, QLineEdit):
            yield where + " placeholder", part.placeholderText()
        elif isinstance(part, QComboBox):
            for n in range(part.count()):
                yield where + f" item {n}", part.itemText(n)
        elif isinstance(part, QTabWidget):
            for n in range(part.count()):
                yield where + f" tab {n}", part.tabText(n)
        elif isinstance(part, QAbstractItemView):
            for text in model_texts(part):
                yield where, text
        elif isinstance(part, (QPlainTextEdit, QTextEdit)):
            yield where, part.toPlainText()
        elif isinstance(part, QChartView):
            yield from chart_texts(part, where)
        elif isinstance(part, QMenu):
            yield where + " title", part.title()
            for action in part.actions():
                yield where + " action", action.text()
                if action.toolTip() != action.text().replace("&", ""):
                    yield where + " action tip", action.toolTip()


def chart_texts(view: QChartView, where: str) -> Iterator[tuple[str, str]]:
    """A chart's title, its axes' titles and labels, its lines' and bars' names."""
    chart = view.chart()
    yield where + " chart title", chart.title()
    for axis in chart.axes():
        yield where + " axis title", axis.titleText()
        if isinstance(axis, QCategoryAxis):
            yield from ((where + " axis label", label) for label in axis.categoriesLabels())
        elif isinstance(axis, QBarCategoryAxis):
            yield from ((where + " axis label", label) for label in axis.categories())
    for series in chart.series():
        yield where + " series", series.name()
        if isinstance(series, QAbstractBarSeries):
            yield from ((where + " bars", bars.label()) for bars in series.barSets())


def menu_texts(window: QMainWindow) -> Iterator[tuple[str, str]]:
    def walk(menu: QMenu, path: str) -> Iterator[tuple[str, str]]:
        yield path, menu.title()
        for action in menu.actions():
            if action.menu() is not None:
                yield from walk(action.menu(), f"{path} > {action.text()}")
            elif action.text():
                yield path, action.text()
                if action.statusTip():
                    yield path + " status tip", action.statusTip()

    for action in window.menuBar().actions():
        if action.menu() is not None:
            yield from walk(action.menu(), action.text())


def player_names(store: Store) -> set[str]:
    names = set()
    for summary in store.list_warbands(include_deleted=True):
        state = store.load(summary.id, include_deleted=True)
        names.add(state.name)
        names |= {warrior.name for warrior in state.warriors}
        for battle in store.battles(summary.id):
            names.add(str(battle.get("opponent") or ""))
    return {name for name in names if name}


def english_in(texts: Iterator[tuple[str, str]], names: set[str]) -> list[str]:
    found = []
    for where, text in texts:
        words = english_words(text, names)
        if words:
            found.append(f"{where}: {text!r} -> {words}")
    return found


@pytest.fixture
def russian(qtbot, demo_store, settings):
    """The main window in Russian on the demo campaign, its first warband open."""
    from ui.main_window import MainWindow
    from ui.session import Session

    settings.setValue("language", "ru")
    window = MainWindow(Session(demo_store), settings)
    qtbot.addWidget(window)
    window.set_language("ru")
    window.show()
    qtbot.waitExposed(window)
    first = demo_store.list_warbands()[0].id
    window.open_warband(first)
    yield window
    for translator in window._translators:
        QCoreApplication.removeTranslator(translator)


def test_the_main_window_its_menus_and_each_kind_of_warrior(russian) -> None:
    names = player_names(russian.session.store)
    found = english_in(widget_texts(russian), names) + english_in(menu_texts(russian), names)
    state = russian.session.current
    kinds = {warrior.kind: warrior.id for warrior in state.warriors}
    for warrior_id in kinds.values():  # a hero, a group, a hired sword in the panel
        russian.sheet.panel.show_warrior(warrior_id)
        found += english_in(widget_texts(russian), names)
    assert not found, "\n".join(found)


def test_refusals_in_the_message_line(russian) -> None:
    """A refused edit is said in Russian: the rules' problem, or the refusal's message."""
    session = russian.session
    state = session.current
    hero = next(w for w in state.warriors if w.kind == "hero")
    names = player_names(session.store)
    shown = []
    session.run_on_current(uc.set_treasury, -5)
    shown.append(russian.message.text())
    session.run_on_current(uc.set_characteristic, hero.id, "WS", 10)
    shown.append(russian.message.text())
    assert all(shown) and "зк" in shown[0]
    found = english_in((("message line", text) for text in shown), names)
    assert not found, "\n".join(found)


# --- the dialogs and wizards -------------------------------------------------------------------


@pytest.fixture
def translated(qapp):
    """Qt's translators for Russian, as the window installs them; removed afterwards."""
    from pathlib import Path

    from PySide6.QtCore import QLibraryInfo, QTranslator

    from ui.main_window import TRANSLATIONS

    from .qt_lifetime import delete_now

    installed = []
    qt_folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    for path in (TRANSLATIONS / "mordheim_roster_ru.qm", qt_folder / "qtbase_ru.qm"):
        translator = QTranslator()
        if translator.load(str(path)):
            QCoreApplication.installTranslator(translator)
            installed.append(translator)
    yield
    for translator in installed:
        QCoreApplication.removeTranslator(translator)
        delete_now(translator)


@pytest.fixture
def crew(store: Store) -> tuple[int, dict[str, str]]:
    """A Reikland warband with every kind of warrior, one advance owed and one battle fought."""
    wid = uc.create_warband(store, "reikland", "Grey Wolves").warband_id
    for type_id, name, kwargs in (
        ("mercenary_captain", "Hans", {"equipment": ["sword"]}),
        ("champion", "Otto", {"equipment": ["axe"]}),
        ("youngblood", "Karl", {}),
        ("marksmen", "Shooters", {"count": 3, "equipment": ["bow"]}),
    ):
        uc.hire(store, wid, type_id, name, **kwargs)
    uc.hire_hired_sword(store, wid, "warlock", "Magnus")
    uc.set_treasury(store, wid, 500)
    return wid, {w.name: w.id for w in store.load(wid).warriors}


@pytest.fixture
def session(store: Store):
    """A session of the window in Russian, deleted at the test's end (tests/ui/qt_lifetime.py)."""
    from ui.session import Session

    from .qt_lifetime import disposed

    made = Session(store)
    made.lang = "ru"
    yield from disposed(made)


def check(dialog: QWidget, store: Store, where: str = "") -> list[str]:
    found = english_in(widget_texts(dialog), player_names(store))
    return [f"{where}{line}" for line in found]


@pytest.fixture(autouse=True)
def no_modal_questions(monkeypatch) -> None:
    """A question box (discard the dice rolled?) is answered Yes instead of waiting."""
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(
        QMessageBox, "question", lambda *args, **kwargs: QMessageBox.StandardButton.Yes
    )


def test_the_post_battle_wizard_at_each_page(qtbot, store, crew, session, translated) -> None:
    from tests.ui.post_battle import steps
    from ui.post_battle.wizard import PostBattleWizard

    warband, w = crew
    session.open_warband(warband)
    wizard = PostBattleWizard(session, None)
    qtbot.addWidget(wizard)
    wizard.lang = "ru"
    wizard.show()
    qtbot.waitExposed(wizard)
    found = check(wizard, store, "battle: ")
    steps.battle_page(qtbot, wizard, scenario="skirmish", result="won")
    steps.next_page(qtbot, wizard, steps.CASUALTIES)
    found += check(wizard, store, "casualties: ")
    steps.child(wizard, steps.QCheckBox, f"out:{w['Otto']}").setChecked(True)
    steps.child(wizard, steps.QCheckBox, f"out:{w['Magnus']}").setChecked(True)
    steps.next_page(qtbot, wizard, steps.INJURIES)
    steps.roll(qtbot, wizard, f"hero:{w['Otto']}", "4 1 3")  # madness, then its D6
    steps.roll(qtbot, wizard, f"sword:{w['Magnus']}", "1")
    found += check(wizard, store, "injuries: ")
    steps.next_page(qtbot, wizard, steps.EXPERIENCE)
    found += check(wizard, store, "experience: ")
    steps.next_page(qtbot, wizard, steps.EXPLORATION)
    steps.roll(qtbot, wizard, "explore", " ".join("5544"[: wizard.draft.exploration_count()]))
    found += check(wizard, store, "exploration: ")
    steps.next_page(qtbot, wizard, steps.INCOME)
    found += check(wizard, store, "income: ")
    steps.next_page(qtbot, wizard, steps.TRADING)
    tabs = wizard.trading_page.tabs
    for n in range(tabs.count()):
        tabs.setCurrentIndex(n)
        found += check(wizard, store, f"trading tab {n}: ")
    steps.next_page(qtbot, wizard, steps.SUMMARY)
    found += check(wizard, store, "summary: ")
    assert not found, "\n".join(found)


def shown(qtbot, dialog: QWidget) -> QWidget:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_hire_packs_and_battle_log_dialogs(qtbot, store, crew, session, translated) -> None:
    from app.usecases.post_battle import post_battle
    from rules.dice import RandomDice
    from rules.post_battle import BattleReport
    from ui.league.battle_log import BattleLogDialog
    from ui.preferences.packs_dialog import PacksDialog
    from ui.wizards.hire_dialog import HireDialog

    warband, w = crew
    report = BattleReport(
        "skirmish", "won", opponent_rating=120, heroes_out_of_action=(w["Otto"],),
        henchmen_out_of_action={w["Shooters"]: 1}, shards_to_sell=1,
    )  # fmt: skip
    post_battle(store, warband, report, RandomDice(7))
    session.open_warband(warband)
    found = []
    hire = shown(qtbot, HireDialog(session, "ru"))
    for n in range(hire.recruits.rowCount()):  # every type offered, hero, group or sword
        hire.recruits.setCurrentCell(n, 0)
        found += check(hire, store, f"hire {n}: ")
    found += check(shown(qtbot, PacksDialog(session, "ru")), store, "packs: ")
    log = BattleLogDialog(session, None)
    log.lang = "ru"
    found += check(shown(qtbot, log), store, "battle log: ")
    assert "опыта" in log.details.toPlainText()  # «+5 опыта», in lower case mid-line
    assert not found, "\n".join(found)


def test_the_new_warband_wizard_at_each_page(qtbot, store, session, translated) -> None:
    from ui.wizards.new_warband_wizard import NewWarbandWizard

    wizard = NewWarbandWizard(session, None)
    wizard.lang = "ru"
    shown(qtbot, wizard)
    found = []
    for _ in wizard.pageIds():
        found += check(wizard, store, f"page {wizard.currentId()}: ")
        name = wizard.findChild(QLineEdit)
        if name is not None and not name.text():
            qtbot.keyClicks(name, "Grey Wolves")
        lists = wizard.currentPage().findChildren(QAbstractItemView)
        for listing in lists:  # pick the first warband type offered
            model = listing.model()
            for row in range(model.rowCount() if model is not None else 0):
                index = model.index(row, 0)
                if index.flags() & Qt.ItemFlag.ItemIsSelectable:
                    listing.setCurrentIndex(index)
                    break
            break
        if wizard.currentId() == wizard.pageIds()[-1]:
            break
        wizard.next()
    assert wizard.currentId() == wizard.pageIds()[-1]  # every page was seen
    assert not found, "\n".join(found)


def test_the_advancement_dialog(qtbot, store, crew, session, translated) -> None:
    from ui.wizards.advance_dialog import AdvancementDialog

    warband, w = crew
    session.open_warband(warband)
    uc.set_experience(store, warband, w["Otto"], 8 + 4)
    session.reload()
    dialog = AdvancementDialog(session, w["Otto"], None)
    dialog.lang = "ru"
    shown(qtbot, dialog)
    found = check(dialog, store, "before the roll: ")
    for button in dialog.findChildren(QAbstractButton):
        if button.objectName() == "rollButton" and button.isEnabled():
            button.click()
    found += check(dialog, store, "after the roll: ")
    assert not found, "\n".join(found)


def test_the_standings_and_every_chart_of_the_statistics(
    qtbot, store, crew, session, translated
) -> None:
    """The standings window and its Statistics tab, each chart in turn, after a match whose
    side ran its post-battle sequence (a hero out of action: the injury chart has a bar)."""
    from app.usecases.league import MatchReport
    from app.usecases.post_battle import post_battle
    from rules.dice import RandomDice
    from rules.post_battle import BattleReport
    from ui.league.standings_dialog import StandingsDialog

    warband, w = crew
    other = uc.create_warband(store, "skaven", "Rats").warband_id
    campaign = uc.create_campaign(store, "Осень", "2026-09-01").campaign_id
    for player, wid in (("Анна", warband), ("Борис", other)):  # names typed in Russian
        uc.add_player(store, campaign, player)
        uc.enter_warband(store, campaign, player, wid, "2026-09-01")
    report = BattleReport("skirmish", "won", 120, heroes_out_of_action=(w["Otto"],))
    post_battle(store, warband, report, RandomDice(3))
    uc.record_match(store, campaign, MatchReport((warband, other), warband, "2026-09-08"))
    dialog = StandingsDialog(session, None)
    dialog.lang = "ru"
    found = check(shown(qtbot, dialog), store, "standings: ")
    dialog.tabs.setCurrentWidget(dialog.statistics)
    charts = dialog.statistics.charts
    assert charts.count() >= 7
    for row in range(charts.count()):
        charts.setCurrentRow(row)
        found += check(dialog, store, f"statistics chart {row}: ")
    assert not found, "\n".join(found)


def test_the_undo_history_says_each_change_in_the_window_language(russian) -> None:
    """Edit > Undo names the last change in Russian, and again in English after a switch."""
    session = russian.session
    session.run_on_current(uc.set_treasury, 120)
    said = russian.undo_action.text()
    assert "120" in said and "зк" in said
    found = english_in(iter([("Edit > Undo", said)]), player_names(session.store))
    assert not found, "\n".join(found)
    russian.set_language("en")
    assert "Set treasury to 120 gc" in russian.undo_action.text()


def test_the_standings_window(qtbot, store, crew, session, translated) -> None:
    """The campaign's league table, head-to-head and timeline, with a match played."""
    from app.campaign.league import Casualty
    from app.usecases.league import MatchReport
    from ui.league.standings_dialog import StandingsDialog

    warband, _w = crew
    rival = uc.create_warband(store, "skaven", "Clan Rats").warband_id
    cid = uc.create_campaign(store, "Autumn", "2026-09-01").campaign_id
    for player, wid in (("Anna", warband), ("Boris", rival)):
        uc.add_player(store, cid, player)
        uc.enter_warband(store, cid, player, wid, "2026-09-01")
    casualties = (Casualty(warband, rival, 2, 1),)
    match = MatchReport((warband, rival), warband, "2026-09-08", "skirmish", casualties)
    uc.record_match(store, cid, match)
    dialog = StandingsDialog(session)
    dialog.lang = "ru"
    shown(qtbot, dialog)
    names = player_names(store) | {"Autumn", "Anna", "Boris"}  # the campaign and its players
    found = english_in(widget_texts(dialog), names)
    for tab in dialog.findChildren(QTabWidget):
        for n in range(tab.count()):
            tab.setCurrentIndex(n)
            found += [f"tab {n}: {line}" for line in english_in(widget_texts(dialog), names)]
    assert not found, "\n".join(found)


def test_the_bin_and_the_print_preview(qtbot, russian) -> None:
    from ui.files.pdf_dialog import PdfDialog
    from ui.roster.everyday import BinDialog

    store = russian.session.store
    russian.session.run_on_current(uc.delete_warband)
    russian.open_warband(store.list_warbands()[0].id)
    found = check(shown(qtbot, BinDialog(russian)), store, "bin: ")
    preview = shown(qtbot, PdfDialog(russian))
    found += check(preview, store, "print preview: ")
    for box in preview.findChildren(QAbstractButton):  # the options: blank sheet, paper, ...
        if box.isCheckable():
            box.click()
            found += check(preview, store, f"print preview, {box.objectName()}: ")
    assert not found, "\n".join(found)


def test_file_import_asks_and_refuses_in_russian(russian, monkeypatch, tmp_path) -> None:
    """File > Import: which warband, what has no match, and a file it refuses."""
    from pathlib import Path

    from PySide6.QtWidgets import QInputDialog, QMessageBox

    foreign = Path(__file__).parents[1] / "app" / "data" / "foreign"
    asked: list[tuple[str, str]] = []

    def question(_parent, title, text, *_args):  # type: ignore[no-untyped-def]
        asked.append(("question title", title))
        asked.append(("question", text))
        return QMessageBox.StandardButton.Yes

    def get_item(_parent, title, label, items, *_args):  # type: ignore[no-untyped-def]
        asked.extend((("choice title", title), ("choice", label)))
        return items[0], True

    monkeypatch.setattr(QMessageBox, "question", question)
    monkeypatch.setattr(QInputDialog, "getItem", get_item)
    store = russian.session.store
    russian.import_file(foreign / "roster_builder" / "reikland.json")
    shown_lines = [("message line", russian.message.text())]
    russian.import_file(foreign / "mordheim_manager" / "mordheim-backup-2026-11-29.json")
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "mordheim-roster-warband", "version": 1}', encoding="utf-8")
    russian.import_file(broken)
    shown_lines.append(("refusal", russian.message.text()))
    assert "broken.json" in shown_lines[-1][1]
    # The foreign file's own words (its item names, in quotes) are the player's names here.
    quoted = set(re.findall(r"[«'\"]([^»'\"]+)[»'\"]", " ".join(text for _w, text in asked)))
    quoted |= set(re.findall(r"«([^»]+)»", shown_lines[0][1]))
    # A refusal names the file's field as the file writes it (file.warband): JSON's own words.
    names = player_names(store) | quoted | {"broken.json", "file", "warband"}
    found = english_in(iter(asked + shown_lines), names)
    assert asked and not found, "\n".join(found)
