"""Texts are cleaned character by character only when they hold something to drop: a merge
of a large book reads a hundred thousand texts (#23 point 6). Counted, not timed."""

from __future__ import annotations

import unicodedata

import pytest

import rules.text as text


def test_printable_text_is_taken_whole_and_the_rest_still_cleaned(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    looked: list[str] = []
    real = unicodedata.category

    def category(char: str) -> str:
        looked.append(char)
        return real(char)

    monkeypatch.setattr(text.unicodedata, "category", category)
    assert text.clean_text("Hans: +2 experience, Ёжик 35 gc") == "Hans: +2 experience, Ёжик 35 gc"
    assert text.clean_name("The Grey Wolves") == "The Grey Wolves"
    assert looked == ["T"]  # the name has a visible character: the first one says so
    looked.clear()
    assert text.clean_text("a\u200bb\x07c\nd") == "abc\nd"  # a zero-width space, a bell
    assert looked
