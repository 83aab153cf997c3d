"""Model cards (export-cards, File > Export model cards): one card per hero, group and hired
sword, several per page, both languages and sizes, nothing drawn outside its card."""

from __future__ import annotations

import io
import math
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader

from app.command_line.cli import main
from app.pdf.cards import CARD_SIZES, _grid, render_cards, warband_cards
from app.plumbing.context import open_store
from app.plumbing.samples import full_warband
from app.store.repository import Store
from rules import default_ruleset


@pytest.fixture
def demo(demo_database: Path, tmp_path: Path) -> Iterator[Store]:
    copy = tmp_path / "demo.sqlite3"
    shutil.copyfile(demo_database, copy)
    store = open_store(copy)
    yield store
    store.database.close()


def wolves(store: Store) -> int:
    return next(s.id for s in store.list_warbands() if s.name == "The Grey Wolves of Altdorf")


def text_runs(data: bytes) -> list[tuple[int, float, float, str]]:
    """Every piece of text with its page and position."""
    runs: list[tuple[int, float, float, str]] = []
    for number, page in enumerate(PdfReader(io.BytesIO(data)).pages):

        def visit(text, cm, tm, _font, _size, number=number):  # type: ignore[no-untyped-def]
            if text.strip():
                runs.append((number, tm[4] * cm[0] + cm[4], tm[5] * cm[3] + cm[5], text))

        page.extract_text(visitor_text=visit)
    return runs


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", sorted(CARD_SIZES))
def test_the_fullest_warband_has_a_card_each_and_no_text_outside_its_card(
    lang: str, size: str
) -> None:
    ruleset = default_ruleset()
    state = full_warband(ruleset)
    cards = warband_cards(ruleset, state, lang)  # type: ignore[arg-type]
    assert len(cards) == len(state.warriors)
    out = io.BytesIO()
    pages = render_cards(cards, out, lang=lang, size=size)  # type: ignore[arg-type]
    _page, places = _grid(size)  # type: ignore[arg-type]
    assert pages == math.ceil(len(cards) / len(places))
    width, height = CARD_SIZES[size]
    runs = text_runs(out.getvalue())
    assert runs
    for _number, x, y, text in runs:
        inside = any(
            left <= x <= left + width and bottom <= y <= bottom + height for left, bottom in places
        )
        assert inside, (x, y, text)


def test_cards_carry_the_profile_kit_with_rules_skills_and_injuries(demo: Store) -> None:
    state = demo.load(wolves(demo))
    for lang, words in (
        ("en", ["Captain Dieter Stahl", "Strike to Injure", "Parry", "Old battle wound"]),
        ("ru", ["Captain Dieter Stahl", "Удар на поражение", "Парирование", "Опыт"]),
    ):
        out = io.BytesIO()
        render_cards(warband_cards(demo.ruleset, state, lang), out, lang=lang)  # type: ignore[arg-type]
        text = " ".join(page.extract_text() for page in PdfReader(out).pages)
        for word in words:
            assert word in text, (lang, word)
        for warrior in state.warriors:
            assert warrior.name in text


def test_the_command_writes_cards_and_refuses_an_unwritable_place(
    demo: Store, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    store_path = tmp_path / "demo.sqlite3"
    out = tmp_path / "cards.pdf"
    args = ["--db", str(store_path), "export-cards", "The Grey Wolves of Altdorf", str(out)]
    assert main([*args, "--lang", "ru", "--size", "a6"]) == 0
    assert PdfReader(out).pages and "Wrote" in capsys.readouterr().out
    blocked = tmp_path / "no" / "such" / "folder" / "cards.pdf"
    assert main([*args[:-1], str(blocked)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cards.pdf" in err


def test_a_spell_is_printed_whole_on_a_card_with_room(demo: Store) -> None:
    """A card half empty cut the necromancer's spell after 110 characters with "…"."""
    undead = next(s.id for s in demo.list_warbands() if s.name == "The Hungry Dead of Sylvania")
    state = demo.load(undead)
    spell = next(s for s in demo.ruleset.spells if s.key == "necromancy.re_animation")
    whole = spell.text.en.rstrip(".")
    assert len(whole) > 110  # longer than the short text a full card gets
    out = io.BytesIO()
    render_cards(warband_cards(demo.ruleset, state, "en"), out, lang="en")
    text = " ".join(page.extract_text() for page in PdfReader(out).pages)
    flat = " ".join(text.replace("• ", "").split())
    assert whole in flat
