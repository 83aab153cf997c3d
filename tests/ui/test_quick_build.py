"""The quick builder counted as a player drives it: every click, selection and typed field
is one action. The 11-model Witch Hunters warband of issue 15 (a Captain with a pistol, a
Warrior-Priest with his prayer, 2 Witch Hunters, 3 Zealots, 2 Flagellants, 2 Warhounds) took
32 actions in the old hiring form (26 without the free daggers); the target is 19 at most."""

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QSpinBox, QWizard

from tests.ui.test_new_warband_wizard import child, choose_type
from ui.session import Session
from ui.wizards import new_warband_wizard as module
from ui.wizards.new_warband_wizard import NewWarbandWizard
from ui.wizards.recruit_widgets import KitGrid, RecruitTable

from .qt_lifetime import delete_now

LEFT = Qt.MouseButton.LeftButton
WH = "witch_hunters."


@pytest.fixture
def wizard(qtbot, store, monkeypatch):
    monkeypatch.setattr(
        module.QMessageBox, "question", lambda *a, **k: module.QMessageBox.StandardButton.Yes
    )
    session = Session(store)
    wiz = NewWarbandWizard(session, None)
    qtbot.addWidget(wiz)
    wiz.show()
    qtbot.waitExposed(wiz)
    yield wiz
    delete_now(session)


class Player:
    """Drives the real widgets and counts what he does."""

    def __init__(self, qtbot, wizard) -> None:
        self.qtbot, self.wizard, self.actions = qtbot, wizard, 0

    def click(self, widget) -> None:
        assert widget.isVisible() and widget.isEnabled(), widget.objectName()
        self.qtbot.mouseClick(widget, LEFT)
        self.actions += 1

    def type(self, widget, text: str) -> None:
        widget.selectAll()
        self.qtbot.keyClicks(widget, text)
        self.actions += 1

    def choose(self, combo: QComboBox, data: str) -> None:
        """Open the list (a click) and pick (a selection): two actions."""
        assert combo.isVisible() and combo.isEnabled()
        combo.setCurrentIndex(combo.findData(data))
        self.actions += 2

    def recruit(self, type_id: str) -> None:
        self.click(child(self.wizard, RecruitTable, "recruitTable").button_of(type_id))

    def more(self, item_id: str) -> None:
        self.click(child(self.wizard, KitGrid, "kitGrid").button_of(item_id))

    def models(self, count: int) -> None:
        self.type(child(self.wizard, QSpinBox, "hireCount"), str(count))


def build_witch_hunters(qtbot, wizard) -> Player:
    player = Player(qtbot, wizard)
    choose_type(qtbot, wizard, "witch_hunters")
    player.actions += 1
    player.type(child(wizard, QLineEdit, "nameEdit"), "Templars of Sigmar")
    player.click(wizard.button(QWizard.WizardButton.NextButton))
    player.recruit(WH + "witch_hunter_captain")
    player.more("pistol")
    player.recruit(WH + "warrior_priest")
    player.choose(child(wizard, QComboBox, "startingSpell1"), "prayers_of_sigmar.healing_hand")
    player.recruit(WH + "witch_hunter")
    player.recruit(WH + "witch_hunter")
    for group, count in (("zealots", 3), ("flagellants", 2), ("warhounds", 2)):
        player.recruit(WH + group)
        player.models(count)
    player.click(wizard.button(QWizard.WizardButton.FinishButton))
    return player


def test_the_eleven_model_witch_hunters_in_at_most_19_actions(qtbot, wizard, store) -> None:
    player = build_witch_hunters(qtbot, wizard)
    assert player.actions == 17 <= 19  # the old form: 32
    assert wizard.result() == QWizard.DialogCode.Accepted
    saved = store.load(wizard.created_id)
    sheet = [(w.type_id.split(".")[1], w.count, w.equipment) for w in saved.warriors]
    assert sheet == [
        ("witch_hunter_captain", 1, ["dagger", "pistol"]),  # the dagger came free with him
        ("warrior_priest", 1, ["dagger"]),
        ("witch_hunter", 1, ["dagger"]),
        ("witch_hunter", 1, ["dagger"]),
        ("zealots", 3, ["dagger"]),
        ("flagellants", 2, []),
        ("warhounds", 2, []),
    ]
    assert sum(w.count for w in saved.warriors) == 11
    priest = saved.warriors[1]
    assert [s.spell for s in priest.spells] == ["prayers_of_sigmar.healing_hand"]
    # 500 - (60+15) - 40 - 2x25 - 3x20 - 2x40 - 2x15
    assert saved.treasury == 500 - 75 - 40 - 50 - 60 - 80 - 30


def totals(wizard) -> list[str]:
    return [child(wizard, QLabel, n).text() for n in ("goldLeft", "memberCount", "heroCount")]


def test_live_totals_and_group_subtotal(qtbot, wizard) -> None:
    player = Player(qtbot, wizard)
    choose_type(qtbot, wizard, "witch_hunters")
    player.type(child(wizard, QLineEdit, "nameEdit"), "Hunters")
    player.click(wizard.button(QWizard.WizardButton.NextButton))
    player.recruit(WH + "zealots")
    player.models(3)
    player.more("mace")
    assert child(wizard, QLabel, "hireCost").text() == "3 x 23 gc = 69 gc"
    assert wizard.model.index(0, 4).data() == "3 x 23 gc = 69 gc"
    assert totals(wizard) == [
        "Gold left: 431 gc of 500 gc",
        "Warriors: 3 of at most 12",
        "Heroes: 0 of at most 5",
    ]
    assert child(wizard, QLabel, "draftRating").text() == "Rating: 15"


def test_two_of_an_item_and_the_second_dagger_is_paid(qtbot, wizard, store) -> None:
    player = Player(qtbot, wizard)
    choose_type(qtbot, wizard, "witch_hunters")
    player.type(child(wizard, QLineEdit, "nameEdit"), "Hunters")
    player.click(wizard.button(QWizard.WizardButton.NextButton))
    player.recruit(WH + "witch_hunter_captain")
    grid = child(wizard, KitGrid, "kitGrid")
    prices = {r.item_id: grid.item(n, 1).text() for n, r in enumerate(grid.rows)}
    assert prices["dagger"] == "2 gc"  # he has his free one: another costs 2
    player.more("pistol")
    player.more("pistol")
    player.more("dagger")
    assert child(wizard, QLabel, "hireCost").text() == "92 gc"  # 60 + 2 x 15 + 2
    player.click(grid.button_of("dagger", more=False))
    assert wizard.draft.warriors[0].equipment == ["dagger", "pistol", "pistol"]
    assert child(wizard, QLabel, "hireCost").text() == "90 gc"


def test_the_captain_cannot_be_recruited_twice_and_a_new_recruit_has_his_own_kit(
    qtbot, wizard
) -> None:
    player = Player(qtbot, wizard)
    choose_type(qtbot, wizard, "witch_hunters")
    player.type(child(wizard, QLineEdit, "nameEdit"), "Hunters")
    player.click(wizard.button(QWizard.WizardButton.NextButton))
    table = child(wizard, RecruitTable, "recruitTable")
    limits = {
        table.item(r, 0).data(Qt.ItemDataRole.UserRole): table.item(r, 1).text()
        for r in range(table.rowCount())
    }
    assert limits[WH + "witch_hunter_captain"] == "=1"
    assert limits[WH + "witch_hunter"] == "0-3"
    assert limits[WH + "zealots"] == "0+"
    player.recruit(WH + "witch_hunter_captain")
    player.more("sword")
    assert not table.button_of(WH + "witch_hunter_captain").isEnabled()
    player.recruit(WH + "witch_hunter")
    assert wizard.draft.warriors[-1].equipment == ["dagger"]  # nothing carried over


def test_a_hired_sword_joins_in_the_wizard(qtbot, wizard, store) -> None:
    player = Player(qtbot, wizard)
    choose_type(qtbot, wizard, "reikland")
    player.type(child(wizard, QLineEdit, "nameEdit"), "Grey Wolves")
    player.click(wizard.button(QWizard.WizardButton.NextButton))
    player.recruit("reikland.mercenary_captain")
    player.recruit("ogre_bodyguard")
    assert wizard.model.index(1, 4).data() == "80 gc"
    assert child(wizard, QLabel, "memberCount").text() == "Warriors: 1 of at most 15"
    player.recruit("reikland.warriors")
    player.models(2)
    player.click(wizard.button(QWizard.WizardButton.FinishButton))
    saved = store.load(wizard.created_id)
    assert [(w.kind, w.type_id) for w in saved.warriors] == [
        ("hero", "reikland.mercenary_captain"),
        ("hired_sword", "ogre_bodyguard"),
        ("henchmen", "reikland.warriors"),
    ]
    assert saved.treasury == 500 - 60 - 80 - 2 * 25
