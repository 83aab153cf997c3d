"""Settings > Rules packs: ticking a pack runs the use case through the session, with undo."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QListWidget

from app import usecases
from ui.preferences.packs_dialog import PacksDialog


def item_of(dialog: PacksDialog, pack_id: str):
    packs = dialog.findChild(QListWidget, "packList")
    for row in range(packs.count()):
        if packs.item(row).data(Qt.ItemDataRole.UserRole) == pack_id:
            return packs.item(row)
    raise AssertionError(pack_id)


def test_untick_tick_undo_redo(qtbot, window) -> None:
    session = window.session
    store = session.store
    dialog = PacksDialog(session, "en", window)
    qtbot.addWidget(dialog)
    core = item_of(dialog, "core")
    assert core.checkState() == Qt.CheckState.Checked
    assert not core.flags() & Qt.ItemFlag.ItemIsUserCheckable  # the core rulebook stays on
    orc = item_of(dialog, "orc_mob")
    assert orc.text() == "Orc Mob · grade 1a · Town Cryer 6; Mordheim Annual 2002"
    orc.setCheckState(Qt.CheckState.Unchecked)
    assert "orc_mob" not in usecases.enabled_packs(store)
    assert session.undo_stack.undoText() == "Switch off Orc Mob"
    session.undo()
    assert "orc_mob" in usecases.enabled_packs(store)
    assert item_of(dialog, "orc_mob").checkState() == Qt.CheckState.Checked  # the list follows
    session.redo()
    assert "orc_mob" not in usecases.enabled_packs(store)
    assert item_of(dialog, "orc_mob").checkState() == Qt.CheckState.Unchecked


def test_the_menu_opens_it(qtbot, window, monkeypatch) -> None:
    opened = []
    monkeypatch.setattr(PacksDialog, "exec", lambda self: opened.append(self) or 0)
    window.findChild(QAction, "packsAction").trigger()
    assert len(opened) == 1 and opened[0].windowTitle() == "Rules packs"


def test_the_sheet_shows_a_rolled_move_as_its_dice(qtbot) -> None:
    from app.domain import WarbandState, Warrior
    from rules import default_ruleset
    from ui.roster.models import WarriorTableModel

    state = WarbandState(name="Da Boyz", type_id="orc_mob")
    state.warriors = [
        Warrior(kind="henchmen", type_id="orc_mob.cave_squigs", name="Squigs", count=2),
        Warrior(kind="henchmen", type_id="orc_mob.orc_boyz", name="Boyz", count=2),
    ]
    model = WarriorTableModel(default_ruleset(), "henchmen")
    model.set_state(state)
    m = model.profile_column("M")
    assert model.index(0, m).data() == "2D6"
    assert model.index(1, m).data() == 4


def test_the_sheet_shows_a_personas_rolled_characteristics_as_dice(qtbot) -> None:
    from app.domain import WarbandState, Warrior
    from rules import default_ruleset
    from ui.roster.models import WarriorTableModel

    state = WarbandState(name="Riders", type_id="marauders_of_chaos")
    state.warriors = [Warrior(kind="hired_sword", type_id="belandysh", name="Belandysh")]
    model = WarriorTableModel(default_ruleset(), "hired_sword")
    model.set_state(state)
    shown = [model.index(0, model.profile_column(k)).data() for k in ("M", "WS", "A", "Ld")]
    assert shown == [4, "D6", "D3", 10]
