"""Every text field the store accepts prints at its maximum length, flowing over pages.

The limits are the store's own (app/exports/exchange.py: names 100 characters, texts 10,000, lists
2,000 entries). Each long field is made of a character found nowhere else on the sheet, so
the test counts that every one of them is printed; unbreakable words (one "word" of 10,000
letters) and ordinary words both.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from pypdf import PdfReader

from app.command_line.cli import main
from app.domain import GainedRule, WarbandState
from app.exports.exchange import MAX_LIST, MAX_NAME, MAX_TEXT
from app.pdf import render_sheet
from app.plumbing.samples import full_warband
from rules import Ruleset, default_ruleset


@pytest.fixture(scope="module")
def rules() -> Ruleset:
    return default_ruleset()


def words(letter: str, total: int) -> str:
    """`total` characters: words of nine `letter`s and a space."""
    return ((letter * 9 + " ") * (total // 10 + 1))[:total]


def printed(state: WarbandState, rules: Ruleset, lang: str, battles=()) -> tuple[str, int]:
    out = io.BytesIO()
    pages = render_sheet(rules, state, out, lang=lang, battles=list(battles))
    reader = PdfReader(io.BytesIO(out.getvalue()))
    assert len(reader.pages) == pages
    return "".join(page.extract_text() for page in reader.pages), pages


def longest(rules: Ruleset, *, unbreakable: bool) -> WarbandState:
    """The sample's biggest warband with every text field at the store's limit."""
    state = full_warband(rules)
    text = (lambda letter, n: letter * n) if unbreakable else words
    state.name = text("Ω", MAX_NAME)
    state.notes = text("ƒ", MAX_TEXT)
    hero = state.warriors[0]
    hero.name = text("Ж", MAX_NAME)
    hero.notes = text("Ŋ", MAX_TEXT)
    hero.rules_gained = [GainedRule("frenzy", "manual", text("ß", MAX_TEXT))]
    group = next(w for w in state.warriors if w.kind == "henchmen")
    group.name = text("Ð", MAX_NAME)
    group.notes = text("Þ", MAX_TEXT)
    return state


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("unbreakable", [False, True], ids=["words", "one-word"])
def test_every_text_field_at_its_limit_prints_whole(rules: Ruleset, lang: str, unbreakable: bool):
    text, pages = printed(longest(rules, unbreakable=unbreakable), rules, lang)
    assert pages > 3  # the notes flow over pages instead of failing
    for letter in "ƒŊßÞ":  # printed once each, every character of them
        assert text.count(letter) == MAX_TEXT * (9 if not unbreakable else 10) // 10, letter
    for letter in "ΩЖÐ":  # names: again at the top of a continued box and in the footer
        assert text.count(letter) >= MAX_NAME * (9 if not unbreakable else 10) // 10, letter


def test_lists_at_their_limit_print(rules: Ruleset) -> None:
    state = full_warband(rules)
    state.stash = ["sword"] * MAX_LIST
    kit = list(rules.items)
    hero = state.warriors[0]
    hero.equipment = [kit[n % len(kit)] for n in range(MAX_LIST)]
    text, pages = printed(state, rules, "en")
    assert "Sword ×2000" in text and pages >= 3


def test_the_battle_log_at_its_limits_prints(rules: Ruleset) -> None:
    state = full_warband(rules)
    long = {"date": "1" * MAX_TEXT, "scenario": words("ŋ", MAX_TEXT), "opponent": "ŧ" * MAX_TEXT}
    battles = [
        {**long, "result": "won", "rating_after": 150},
        *[{"result": "lost"}] * (MAX_LIST - 1),
    ]
    text, pages = printed(state, rules, "en", battles)
    assert text.count("ŧ") == MAX_TEXT and text.count("ŋ") == MAX_TEXT * 9 // 10
    assert text.split().count("lost") == MAX_LIST - 1 and pages > 20


def test_the_command_line_prints_a_warband_at_its_limits(tmp_path: Path, capsys) -> None:
    """Through the use cases, the store and `export-pdf`, as a player's campaign would."""
    import app.usecases as uc
    from app.plumbing.context import open_store

    db = tmp_path / "r.sqlite3"
    store = open_store(db, demo=False)
    try:
        warband = uc.create_warband(store, "reikland", "Ω" * MAX_NAME).warband_id
        uc.set_notes(store, warband, words("ƒ", MAX_TEXT))
        uc.set_treasury(store, warband, 500)
        uc.hire(store, warband, "mercenary_captain", "Ж" * MAX_NAME)
        captain = store.load(warband).warriors[0].id
        uc.set_warrior_notes(store, warband, captain, "Ŋ" * MAX_TEXT)
    finally:
        store.database.close()
    out = tmp_path / "long.pdf"
    assert main(["--db", str(db), "export-pdf", "1", str(out), "--lang", "ru"]) == 0
    assert "Wrote" in capsys.readouterr().out
    text = "".join(page.extract_text() for page in PdfReader(out).pages)
    assert text.count("Ŋ") == MAX_TEXT and text.count("ƒ") == MAX_TEXT * 9 // 10
    assert text.count("Ж") >= MAX_NAME and len(PdfReader(out).pages) > 2
