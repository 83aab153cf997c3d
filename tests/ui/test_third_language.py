"""A third language is catalogue files only: a dummy `xx.po` dropped into a copy of
resources/locale is offered by the command line (`--lang xx`) and by the window's Language menu,
with no code change, and its words are the ones said."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.command_line.cli import main
from rules import catalogue

LOCALE = Path(__file__).resolve().parents[2] / "resources" / "locale"

XX = r"""msgid ""
msgstr ""
"Language: xx\n"
"Plural-Forms: nplurals=1; plural=0;\n"

msgctxt "language.name"
msgid "English"
msgstr "Xxish"

msgctxt "league.no_campaigns"
msgid "No campaigns yet: make one with `mordheim-roster campaign new NAME`."
msgstr "Xx-no-campaigns"

msgctxt "problem.negative_treasury"
msgid "The treasury is {treasury} gc: it can never go below zero."
msgstr "Xx-treasury {treasury}"
"""


@pytest.fixture
def xx(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "locale"
    shutil.copytree(LOCALE, folder)
    (folder / "xx.po").write_text(XX, encoding="utf-8")
    monkeypatch.setenv(catalogue.FOLDER_VARIABLE, str(folder))
    catalogue.reset()
    yield folder
    catalogue.reset()


def test_the_command_line_speaks_a_language_of_files(xx: Path, empty_copy: Path, capsys) -> None:
    assert main(["--db", str(empty_copy), "--lang", "xx", "campaign", "list"]) == 0
    assert capsys.readouterr().out.strip() == "Xx-no-campaigns"


def test_the_command_line_refuses_a_language_without_files(empty_copy: Path, capsys) -> None:
    with pytest.raises(SystemExit):
        main(["--db", str(empty_copy), "--lang", "xx", "campaign", "list"])
    assert "invalid choice: 'xx'" in capsys.readouterr().err


def test_the_window_offers_a_language_of_files(xx: Path, qtbot, demo_store, settings) -> None:
    from ui.main_window import MainWindow
    from ui.session import Session

    settings.setValue("language", "en")
    window = MainWindow(Session(demo_store), settings)
    qtbot.addWidget(window)
    names = [action.text() for action in window.language_menu.actions()]
    assert names == ["English", "Русский", "Xxish"]
    window.language_actions["xx"].trigger()
    assert window.lang == "xx" and settings.value("language") == "xx"
    assert window.language_actions["xx"].isChecked()
    window.english_action.trigger()
    assert window.lang == "en"
