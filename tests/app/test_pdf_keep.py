"""A box that fits on a page is never split between two (it moves whole to the next page), a
section's heading stays on the page of its first box, and only a box taller than a page
flows on with a "continued" header."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from app.pdf import render_sheet
from app.pdf.labels import label
from app.plumbing.samples import full_warband
from rules import Ruleset, default_ruleset


@pytest.fixture(scope="module")
def rules() -> Ruleset:
    return default_ruleset()


def pages_of(rules: Ruleset, notes: str, lang: str) -> list[str]:
    state = full_warband(rules)
    state.notes = notes  # pushes every box down: they meet the page feet in other places
    out = io.BytesIO()
    render_sheet(rules, state, out, lang=lang)
    return [page.extract_text() for page in PdfReader(io.BytesIO(out.getvalue())).pages]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("lines", [0, 6, 14, 25, 40])
def test_boxes_move_whole_and_headings_keep_their_first_box(
    rules: Ruleset, lang: str, lines: int
) -> None:
    pages = pages_of(rules, "Hunting wyrdstone in the ruins. " * (lines * 2), lang)
    assert len(pages) > 2
    state = full_warband(rules)
    for warrior in state.warriors:  # each on one page, once (and never "continued")
        on = [n for n, text in enumerate(pages) if warrior.name in " ".join(text.split())]
        assert len(on) == 1, (warrior.name, on)
    assert not any(f"({label('continued', lang)})" in text for text in pages)
    for key, kind in (
        ("heroes", "hero"),
        ("henchmen", "henchmen"),
        ("hired_swords", "hired_sword"),
    ):
        first = next(w for w in state.warriors if w.kind == kind)
        heading = next(n for n, text in enumerate(pages) if label(key, lang) in text.splitlines())
        assert first.name in " ".join(pages[heading].split()), key
