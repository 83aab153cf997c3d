"""Switching a pack off in the window: the open sheet's problems list says at once that an
owned item's pack is off (the whole line on hover too), and undo takes the line away."""

from __future__ import annotations

from PySide6.QtWidgets import QListWidget

from app import usecases


def _lines(window) -> list[tuple[str, str]]:
    problems = window.sheet.findChild(QListWidget, "problems")
    return [(problems.item(n).text(), problems.item(n).toolTip()) for n in range(problems.count())]


def test_the_sheet_says_an_owned_mounts_pack_is_off_and_undo_takes_it_back(window) -> None:
    session = window.session
    store = session.store
    made = usecases.create_warband(store, "orc_mob", "Da Red Fangz").warband_id
    usecases.set_treasury(store, made, 600)
    boss = usecases.hire(store, made, "orc_mob.boss", "Grukk").details.warrior_id
    usecases.buy(store, made, boss, "war_boar")
    window.refresh_list()
    window.open_warband(made)
    line = "Grukk: War boar: its pack Blazing Saddles mounts is switched off; kept, but no more"
    assert not any(text.startswith(line) for text, _tip in _lines(window))
    session.run(usecases.disable_pack, "blazing_saddles")
    [(text, tip)] = [entry for entry in _lines(window) if entry[0].startswith(line)]
    assert tip == text
    assert "war_boar" in session.current.warrior(boss).equipment  # kept
    session.undo()
    assert not any(text.startswith(line) for text, _tip in _lines(window))
