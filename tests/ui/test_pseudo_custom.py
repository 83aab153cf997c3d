"""Custom warbands and types in the pseudo-language `qps` (tests/ui/test_pseudo_everywhere.py
reads the demo campaign, which has none): an Orc Mob with house types and a warband of a type
we do not know, read on the command line, the printed sheet, the main window with each warrior
in the panel, the hire dialog and the Type's profile dialog. Their mark ("(custom)") and the
words about them come from the catalogue, so they show wrapped; the names the player gave them
are his own."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.store.repository import Store
from app.usecases.transfer import import_warband
from rules.catalogue import PSEUDO
from tests.app.test_custom_warbands import norse_file, orc_file
from tests.ui.test_pseudo_everywhere import (
    WORD,
    _run,
    main_window_in_pseudo,
    names_of,
    plain_in,
    prose_words,
)
from tests.ui.test_russian_everywhere import shown, widget_texts


def _custom_names(store: Store) -> set[str]:
    """The player's own words: his warbands' and warriors', and the names he gave his types."""
    names = names_of(store)
    for summary in store.list_warbands():
        custom = store.load(summary.id).custom
        names |= {t.name for t in custom.types} | {custom.warband_name}
    return {name for name in names if name}


@pytest.fixture
def customs(demo_store: Store) -> list[int]:
    return [
        import_warband(demo_store, json.dumps(document())).warband_id
        for document in (orc_file, norse_file)
    ]


def test_the_command_line_and_the_printed_sheet(
    demo_copy: Path, demo_store: Store, customs: list[int], tmp_path: Path
) -> None:
    from pypdf import PdfReader

    names = _custom_names(demo_store)
    db = ["--db", str(demo_copy), "--lang", PSEUDO]
    found = plain_in((("list", line) for line in _run(*db, "list").splitlines()), names)
    # A sheet wraps and cuts the rules' texts and the player's names: their words are kept.
    known = prose_words() | {word for name in names for word in WORD.findall(name)}
    for warband_id in customs:
        shown_text = _run(*db, "show", str(warband_id))
        sheet = tmp_path / f"{warband_id}.pdf"
        _run(*db, "export-pdf", str(warband_id), str(sheet))
        printed = "\n".join(page.extract_text() for page in PdfReader(sheet).pages)
        assert "(çûšţöɱ)" in shown_text.replace("\n", " ")
        for line in printed.splitlines():
            kept = WORD.sub(lambda m: " " if m.group() in known else m.group(), line)
            found += plain_in([(sheet.name, kept)], names)
        found += plain_in(((f"show {warband_id}", t) for t in shown_text.splitlines()), names)
    assert not found, "\n".join(found)


def test_the_main_window_each_custom_warrior_and_the_hire_dialog(
    qtbot, demo_store: Store, customs: list[int], settings
) -> None:
    from ui.wizards.custom_profile_dialog import CustomProfileDialog
    from ui.wizards.hire_dialog import HireDialog

    names = _custom_names(demo_store)
    found: list[str] = []
    with main_window_in_pseudo(qtbot, demo_store, settings) as window:
        for warband_id in customs:
            window.open_warband(warband_id)
            found += plain_in(widget_texts(window), names)
            for warrior in window.session.current.warriors:
                window.sheet.panel.show_warrior(warrior.id)
                found += plain_in(widget_texts(window), names)
            hire = shown(qtbot, HireDialog(window.session, PSEUDO))
            for n in range(hire.recruits.rowCount()):
                hire.recruits.setCurrentCell(n, 0)
                found += plain_in(widget_texts(hire), names)
            hire.close()
            kind = window.session.current.custom.types[0]
            profile = CustomProfileDialog(
                window.session, kind.id, kind.name, kind.profile.as_dict(), window
            )
            found += plain_in(widget_texts(shown(qtbot, profile)), names)
            profile.close()
    assert not found, "\n".join(found)
