"""In the pseudo-language `qps` every word the program says shows wrapped and accented
("[Ŵàŕƀàñð]"), so a word that escapes the catalogue (or Qt's translation) shows plain.

The command line's commands, the printed sheet, the blank sheet and the cards, the main window
with its menus and each kind of warrior, the message line, the new-warband and post-battle
wizards at each page, and the hire, packs, battle log and advancement dialogs are read as
tests/ui/test_russian_everywhere.py reads them. A word in Latin letters is allowed only by rule:
a name the player typed (warbands, warriors, notes), a name or text of the rules data (the
rulebook is written in English and Russian only, so the pseudo-language shows its English), a
snake_case id, or one of the Russian test's own exceptions (profile abbreviations, dice, the
program's name, file formats, keys).
"""

from __future__ import annotations

import dataclasses
import html
import io
import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager, redirect_stdout
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QLineEdit, QWidget

import app.usecases as uc
from app.command_line.cli import main
from app.store.repository import Store
from rules import default_ruleset
from rules.catalogue import PSEUDO
from rules.models import Text
from tests.ui.test_russian_everywhere import (
    english_words,
    menu_texts,
    player_names,
    shown,
    widget_texts,
)

WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")
ID = re.compile(r"\b[a-z0-9]+(?:_[a-z0-9]+)+\b")
OPTION = re.compile(r"--[\w-]+|`[^`]*`")


def _words(value: object, seen: set[int], kept: list[object], out: set[str]) -> None:
    if isinstance(value, Text):
        out.add(value.en)
    elif isinstance(value, str):
        out.add(value)  # an id, a code
    elif dataclasses.is_dataclass(value) or isinstance(value, Mapping):
        if id(value) in seen:
            return
        seen.add(id(value))
        kept.append(value)  # alive, so no other object takes its id meanwhile
        items = (
            [getattr(value, f.name) for f in dataclasses.fields(value)]
            if dataclasses.is_dataclass(value)
            else [*value.keys(), *value.values()]
        )
        for item in items:
            _words(item, seen, kept, out)
    elif hasattr(value, "__iter__") and not isinstance(value, bytes):
        for item in value:  # type: ignore[attr-defined]
            _words(item, seen, kept, out)


@cache
def rules_names() -> tuple[str, ...]:
    """Every English name, text and id of the rules data, the longest first."""
    out: set[str] = set()
    _words(default_ruleset(), set(), [], out)
    said = {" ".join(name.split()) for name in out}
    said |= {name[:1].lower() + name[1:] for name in said}  # "+1 winning leader" mid-line
    return tuple(sorted((name for name in said if name), key=len, reverse=True))


@cache
def prose_words() -> frozenset[str]:
    """Every word of the rules data's English texts (a rule's text on a card, cut to fit)."""
    return frozenset(word for name in rules_names() for word in WORD.findall(name))


def plain_words(text: str, names: set[str]) -> list[str]:
    """The words of `text` that are neither pseudo nor allowed by rule: the rules' names and
    the player's are taken out whole, then ids, options and commands."""
    text = " ".join(re.sub(r"<[^>]*>", " ", html.unescape(text)).split())  # rich text as read
    return english_words(OPTION.sub(" ", ID.sub(" ", without_names(text, names))), set())


def without_names(text: str, names: set[str]) -> str:
    """`text` with the player's and the rules' names taken out, whole words only, the longest
    first (a player's "Reikland Marksmen" before the rules' "Marksmen")."""
    return rules_pattern().sub(" ", _pattern(tuple(sorted(names))).sub(" ", text))


@cache
def rules_pattern() -> re.Pattern[str]:
    return _pattern(rules_names())


@cache
def _pattern(names: tuple[str, ...]) -> re.Pattern[str]:
    longest = sorted((name for name in names if len(name) > 1), key=len, reverse=True)
    alternatives = "|".join(re.escape(name) for name in longest) or "(?!)"
    return re.compile(rf"(?<![A-Za-z])(?:{alternatives})(?![A-Za-z])")


def plain_in(texts: Iterator[tuple[str, str]], names: set[str]) -> list[str]:
    found = []
    for where, text in texts:
        words = plain_words(text, names)
        if words:
            found.append(f"{where}: {text!r} -> {words}")
    return found


def names_of(store: Store) -> set[str]:
    """The player's own words: names and notes, and each word of them."""
    names = player_names(store)
    for summary in store.list_warbands(include_deleted=True):
        names.add(store.load(summary.id, include_deleted=True).notes)
    return {name for name in names if name}


# --- the command line, the sheets, the cards ------------------------------------------------------


def _run(*args: str) -> str:
    out = io.StringIO()
    with redirect_stdout(out):
        main([*args])
    return out.getvalue()


def test_the_command_line_and_the_printed_sheets(demo_copy: Path, demo_store, tmp_path) -> None:
    from pypdf import PdfReader

    names = names_of(demo_store)
    db = ["--db", str(demo_copy), "--lang", PSEUDO]
    found = []
    outputs = {"list": _run(*db, "list"), "packs": _run(*db, "packs", "list")}
    outputs["campaigns"] = _run(*db, "campaign", "list")
    for summary in demo_store.list_warbands():
        outputs[f"show {summary.id}"] = _run(*db, "show", str(summary.id))
        sheet, cards = tmp_path / f"{summary.id}.pdf", tmp_path / f"cards{summary.id}.pdf"
        _run(*db, "export-pdf", str(summary.id), str(sheet))
        _run(*db, "export-cards", str(summary.id), str(cards))
        for pdf in (sheet, cards):
            outputs[pdf.name] = "\n".join(p.extract_text() for p in PdfReader(pdf).pages)
    _run(*db, "export-pdf", "--blank", str(tmp_path / "blank.pdf"))
    blank = PdfReader(tmp_path / "blank.pdf").pages
    outputs["blank"] = "\n".join(page.extract_text() for page in blank)
    for where, text in outputs.items():
        assert "[" in text, where  # the words came out pseudo at all
        lines = text.splitlines()
        if where.endswith(".pdf") or where == "blank":
            # A sheet or a card wraps and cuts the rules' texts: their words are the rules'.
            # So are the player's notes, and the names cut at a line's end.
            known = prose_words() | {word for name in names for word in WORD.findall(name)}
            lines = [
                WORD.sub(lambda m, known=known: " " if m.group() in known else m.group(), line)
                for line in lines
            ]
        found += plain_in(((where, line) for line in lines), names)
    assert not found, "\n".join(found)


# --- the window ---------------------------------------------------------------------------------


@contextmanager
def main_window_in_pseudo(qtbot, store: Store, settings) -> Iterator[Any]:
    """The main window in the pseudo-language on `store`; Qt's translators (the whole
    application's) taken away after, so the next test starts in English."""
    from ui.main_window import MainWindow
    from ui.session import Session

    settings.setValue("language", PSEUDO)
    window = MainWindow(Session(store), settings)
    qtbot.addWidget(window)
    window.set_language(PSEUDO)
    window.show()
    qtbot.waitExposed(window)
    try:
        yield window
    finally:
        for translator in window._translators:
            QCoreApplication.removeTranslator(translator)


@pytest.fixture
def pseudo(qtbot, demo_store, settings):
    """The main window in the pseudo-language on the demo campaign, its first warband open."""
    with main_window_in_pseudo(qtbot, demo_store, settings) as window:
        window.open_warband(demo_store.list_warbands()[0].id)
        yield window


def test_the_main_window_its_menus_each_warrior_and_a_refusal(pseudo) -> None:
    session = pseudo.session
    names = names_of(session.store)
    found = plain_in(widget_texts(pseudo), names) + plain_in(menu_texts(pseudo), names)
    state = session.current
    for warrior in state.warriors:  # a hero, a group, a hired sword in the panel
        pseudo.sheet.panel.show_warrior(warrior.id)
        found += plain_in(widget_texts(pseudo), names)
    session.run_on_current(uc.set_treasury, -5)
    found += plain_in([("message line", pseudo.message.text())], names)
    assert pseudo.message.text().startswith("[")
    assert not found, "\n".join(found)


def check(dialog: QWidget, store: Store, where: str = "") -> list[str]:
    return [f"{where}{line}" for line in plain_in(widget_texts(dialog), names_of(store))]


def test_the_new_warband_wizard_and_the_dialogs(qtbot, pseudo) -> None:
    from ui.preferences.packs_dialog import PacksDialog
    from ui.wizards.advance_dialog import AdvancementDialog
    from ui.wizards.hire_dialog import HireDialog
    from ui.wizards.new_warband_wizard import NewWarbandWizard

    session, store = pseudo.session, pseudo.session.store
    wizard = NewWarbandWizard(session, None)
    wizard.lang = PSEUDO
    shown(qtbot, wizard)
    found = []
    for _ in wizard.pageIds():
        found += check(wizard, store, f"new warband page {wizard.currentId()}: ")
        name = wizard.findChild(QLineEdit)
        if name is not None and not name.text():
            qtbot.keyClicks(name, "Grey Wolves")
        if wizard.currentId() == wizard.pageIds()[-1]:
            break
        wizard.next()
    hire = shown(qtbot, HireDialog(session, PSEUDO))
    for n in range(hire.recruits.rowCount()):
        hire.recruits.setCurrentCell(n, 0)
        found += check(hire, store, f"hire {n}: ")
    found += check(shown(qtbot, PacksDialog(session, PSEUDO)), store, "packs: ")
    hero = next(w for w in session.current.warriors if w.kind == "hero")
    dialog = AdvancementDialog(session, hero.id, None)
    dialog.lang = PSEUDO
    shown(qtbot, dialog)
    for button in dialog.findChildren(QAbstractButton):
        if button.objectName() == "rollButton" and button.isEnabled():
            button.click()
    found += check(dialog, store, "advancement: ")
    assert not found, "\n".join(found)


def test_the_post_battle_wizard_and_the_battle_log(qtbot, pseudo) -> None:
    from tests.ui.post_battle import steps
    from ui.league.battle_log import BattleLogDialog
    from ui.post_battle.wizard import PostBattleWizard

    session, store = pseudo.session, pseudo.session.store
    wizard = PostBattleWizard(session, None)
    wizard.lang = PSEUDO
    shown(qtbot, wizard)
    found = check(wizard, store, "battle: ")
    steps.battle_page(qtbot, wizard, scenario="skirmish", result="won")
    for _ in range(3):  # the pages a battle without casualties goes through
        steps.click(qtbot, wizard.button(steps.QWizard.WizardButton.NextButton))
        found += check(wizard, store, f"page {wizard.currentId()}: ")
    log = BattleLogDialog(session, None)
    log.lang = PSEUDO
    found += check(shown(qtbot, log), store, "battle log: ")
    assert not found, "\n".join(found)
