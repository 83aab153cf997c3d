"""A Full recovery is no injury: the sheet, the PDF, the cards and `show` leave it out, while the
injuries that stay (an old battle wound) are listed as before."""

from __future__ import annotations

from app import usecases as uc
from app.command_line.commands import format_sheet
from app.pdf.view import warrior_view
from app.store.repository import Store
from rules.injuries import leaves_a_mark
from tests.grey_wolves import grey_wolves, ids


def test_full_recovery_leaves_no_mark(store: Store) -> None:
    assert not leaves_a_mark(store.ruleset, "full_recovery")
    assert leaves_a_mark(store.ruleset, "old_battle_wound")
    assert leaves_a_mark(store.ruleset, "arm_wound_light")
    assert leaves_a_mark(store.ruleset, "no_such_injury")  # an unknown id is kept in sight


def test_the_printed_sheet_leaves_out_a_full_recovery(store: Store) -> None:
    wid = grey_wolves(store)
    otto = ids(store, wid)["Otto"]
    uc.apply_injury(store, wid, otto, "full_recovery")
    uc.apply_injury(store, wid, otto, "old_battle_wound")
    warrior = store.load(wid).warrior(otto)
    assert [r.injury for r in warrior.injuries] == ["full_recovery", "old_battle_wound"]
    for lang, wound in (("en", "Old battle wound"), ("ru", "Старая рана")):
        view = warrior_view(store.ruleset, "reikland", warrior, lang)
        assert view.injuries == (wound,)
    text = format_sheet(store, store.load(wid), "en")
    assert "Injuries: 1" in text
