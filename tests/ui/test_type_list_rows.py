"""The new-warband wizard's list of warband types reads as names: each type's name stands
out, the line under it (gold, size, book) is drawn in a quieter colour."""

from __future__ import annotations

import pytest

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QLineEdit, QListWidget

from ui.session import Session
from ui.wizards.new_warband_wizard import NewWarbandWizard

from .qt_lifetime import disposed


@pytest.fixture
def wizard(qtbot, store):
    for session in disposed(Session(store)):
        wiz = NewWarbandWizard(session, None)
        qtbot.addWidget(wiz)
        wiz.resize(1000, 680)
        wiz.show()
        qtbot.waitExposed(wiz)
        yield wiz


def _darkest(image: QImage, top: int, bottom: int) -> int:
    """The lightness (0 black .. 255 white) of the darkest pixel between two rows."""
    return min(
        QColor(image.pixel(x, y)).lightness()
        for y in range(top, bottom)
        for x in range(image.width())
    )


def test_a_type_row_shows_its_name_over_a_quieter_line(qtbot, wizard) -> None:
    types = wizard.findChild(QListWidget, "typeList")
    row = next(n for n in range(types.count()) if types.item(n).data(Qt.ItemDataRole.UserRole))
    types.setCurrentRow(-1)  # a row as it is read, not as it is selected
    rect = types.visualItemRect(types.item(row))
    image = types.viewport().grab(rect).toImage()
    middle = image.height() // 2
    name, line = _darkest(image, 0, middle), _darkest(image, middle, image.height())
    assert name < 80, "the name is drawn in the text colour"
    assert line > name + 60, f"the line under the name is quieter ({line} against {name})"


def test_a_warrior_type_finds_the_warbands_that_field_him(wizard) -> None:
    """A player who wants a Kroxigor (or a Тролль) finds the warbands that have one."""
    types = wizard.findChild(QListWidget, "typeList")
    search = wizard.findChild(QLineEdit, "typeSearch")

    def shown() -> set[str]:
        rows = [types.item(n) for n in range(types.count())]
        return {r.data(Qt.ItemDataRole.UserRole) for r in rows if not r.isHidden()} - {None}

    search.setText("kroxigor")
    assert shown() == {"lizardmen"}
    search.setText("тролль")
    assert {"orc_mob", "night_goblins", "black_orcs"} <= shown()
    assert "reikland" not in shown()
