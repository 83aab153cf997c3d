"""What an import did not understand is said by the catalogue (app/importers/report.py), so a
third language and the pseudo-language say it too, and the Russian follows the glossary."""

from __future__ import annotations

import re

import pytest

from app.importers.common import UNMAPPED_KINDS, Unmapped
from app.importers.report import breaks_line, breaks_report, campaign_line, note_line, report
from rules.catalogue import PSEUDO


def _plain(text: str) -> list[str]:
    """The words in plain Latin letters: none in the pseudo-language but the names."""
    return re.findall(r"[A-Za-z]+", text)


@pytest.mark.parametrize("kind", UNMAPPED_KINDS)
def test_each_kind_of_thing_is_said_in_the_pseudo_language(kind: str) -> None:
    line = note_line([Unmapped(kind, "Zork")], "Toolheim", PSEUDO)
    assert "Zork" in line and "Toolheim" in line
    assert not _plain(line.replace("Zork", "").replace("Toolheim", "")), line


def test_the_report_and_the_notes_are_said_in_the_pseudo_language() -> None:
    things = [Unmapped("item", "Zork"), Unmapped("custom", "Black Ork", "Grub", "w1")]
    lines = report(things, PSEUDO) + breaks_report(["Zork"], PSEUDO)
    lines += [campaign_line("Ruins", "", "Ann", "Toolheim", PSEUDO)]
    lines += [breaks_line(["Zork."], "Toolheim", PSEUDO)]
    for line in lines:
        for name in ("Zork", "Black Ork", "Grub", "Ruins", "Ann", "Toolheim"):
            line = line.replace(name, "")
        assert not _plain(line), line


def test_a_count_of_things_is_said_with_its_plural_and_russian_quotes() -> None:
    one, two = [Unmapped("skill", "Zork")], [Unmapped("skill", "Zork")] * 2
    assert report(one, "en")[0] == "Not understood in the file (1 thing):"
    assert report(two, "en")[0] == "Not understood in the file (2 things):"
    assert report(one, "ru")[1] == "  - навык «Zork» (отряд)"
