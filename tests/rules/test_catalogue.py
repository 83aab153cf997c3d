"""The one catalogue of words (rules/catalogue.py, resources/locale): every word of `rules` and
`app` is in it, no module keeps a table of its own, the translations follow the English, a
language's Plural-Forms picks the form, and a language is a file."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from rules import catalogue
from rules.catalogue import FOLDER_VARIABLE, TEMPLATE, CatalogueError, read

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "resources" / "locale"


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of the catalogue's folder the program reads instead of resources/locale."""
    copy = tmp_path / "locale"
    shutil.copytree(LOCALE, copy)
    monkeypatch.setenv(FOLDER_VARIABLE, str(copy))
    catalogue.reset()
    yield copy
    catalogue.reset()


def test_no_table_of_words_is_left_in_a_module() -> None:
    """The word tables of rules/templates.py, app/pdf/labels.py, app/league_words.py,
    app/merge_words.py, app/exports/html_export.py, app/exports/forum_text.py and
    app/sheet/origin.py were moved into the catalogue by tools/words_to_catalogue.py; a table
    added back fails here."""
    tool = ROOT / "tools" / "words_to_catalogue.py"
    result = subprocess.run(
        [sys.executable, str(tool), "--check"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr


def test_every_translation_is_of_the_english_it_translates() -> None:
    english = {entry.key: entry.english for entry in read(LOCALE / TEMPLATE) if entry.key}
    assert len(english) > 600
    for path in LOCALE.glob("*.po"):
        entries = [entry for entry in read(path) if entry.key]
        stale = [e.key for e in entries if english.get(e.key, e.english) != e.english]
        unknown = [e.key for e in entries if e.key not in english]
        assert (stale, unknown) == ([], []), path.name
    russian = {entry.key: entry.words for entry in read(LOCALE / "ru.po") if entry.key}
    assert sorted(key for key in english if not russian.get(key)) == []


def test_the_words_are_said_in_the_language_with_its_plural_forms() -> None:
    assert catalogue.say("pdf.misses_games", "en", 1) == "Misses the next 1 game"
    assert catalogue.say("pdf.misses_games", "ru", 21) == "Пропускает 21 следующую игру"
    assert catalogue.say("pdf.misses_games", "ru", 3) == "Пропускает 3 следующие игры"
    assert catalogue.say("pdf.misses_games", "ru", 11) == "Пропускает 11 следующих игр"
    assert catalogue.say("merge.nothing", "en", unchanged=4).startswith("Nothing new")
    with pytest.raises(KeyError, match="no_such_key"):
        catalogue.say("no_such_key", "en")


XX = """msgid ""
msgstr ""
"Language: xx\\n"
"Plural-Forms: nplurals=1; plural=0;\\n"

# a translator's comment
msgctxt "pdf.misses_games"
msgid "Misses the next {0:plural:game|games}"
msgstr "Xx {0:plural:xgame} "
"xx"

#, fuzzy
msgctxt "pdf.treasury"
msgid "Treasury"
msgstr "Xtreasury"
msgctxt "pdf.stash"
msgid "Stash"
msgstr "Xstash"
"""


def test_a_language_is_a_file(folder: Path) -> None:
    """A catalogue file dropped in the folder is a language: offered, with its own plural
    formula; a fuzzy entry and a word it lacks are said in English."""
    assert catalogue.languages() == ("en", "ru")
    (folder / "xx.po").write_text(XX, encoding="utf-8")
    catalogue.reset()
    assert catalogue.languages() == ("en", "ru", "xx")
    assert catalogue.say("pdf.misses_games", "xx", 5) == "Xx 5 xgame xx"
    assert catalogue.say("pdf.stash", "xx") == "Xstash"
    assert catalogue.say("pdf.treasury", "xx") == "Treasury"  # fuzzy: not yet translated
    assert catalogue.say("pdf.warband", "xx") == "Warband"
    assert catalogue.catalogue("xx").nplurals == 1


@pytest.mark.parametrize(
    ("text", "fault"),
    [
        ('msgid "a"\nmsgstr "b"\nbogus "c"\n', ":3: unknown keyword 'bogus'"),
        ('"orphan"\n', ":1: a string without a keyword"),
        ('msgid "a\nmsgstr "b"\n', ":1:"),
        ('msgctxt "k"\nmsgstr "b"\n', "without a msgid"),
        ('msgid ""\nmsgstr "Plural-Forms: nplurals=2; plural=n ===;\\n"\n', "Plural-Forms"),
    ],
)
def test_a_broken_catalogue_names_its_file_and_line(folder: Path, text: str, fault: str) -> None:
    (folder / "xx.po").write_text(text, encoding="utf-8")
    catalogue.reset()
    with pytest.raises(CatalogueError, match=r"xx\.po") as raised:
        catalogue.catalogue("xx")
    assert fault in str(raised.value)
