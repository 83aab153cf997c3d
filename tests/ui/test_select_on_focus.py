"""Every spin box selects its text on focus (issue 24): typing "3" into a focused "0" gives 3,
whether the focus came from a page opening on it, from Tab or from a click."""

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDoubleSpinBox, QLineEdit, QSpinBox, QVBoxLayout


@pytest.fixture
def form(qtbot, window):
    """A dialog of the window's with a line edit and two spin boxes."""
    dialog = QDialog(window)
    qtbot.addWidget(dialog)
    name = QLineEdit("Otto")
    whole = QSpinBox()
    whole.setRange(0, 5)
    part = QDoubleSpinBox()
    part.setRange(0, 9)
    layout = QVBoxLayout(dialog)
    for widget in (name, whole, part):
        layout.addWidget(widget)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return name, whole, part


def test_a_spin_box_given_the_focus_takes_the_number_typed(qtbot, form) -> None:
    _name, whole, _part = form
    whole.setFocus(Qt.FocusReason.OtherFocusReason)  # a page or dialog opening on it
    qtbot.waitUntil(lambda: whole.lineEdit().selectedText() == "0")
    qtbot.keyClicks(whole, "3")
    assert whole.value() == 3


def test_tab_and_a_click_select_too(qtbot, form) -> None:
    name, whole, part = form
    whole.setValue(4)
    name.setFocus()
    qtbot.keyClick(name, Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: whole.lineEdit().selectedText() == "4")
    part.setValue(1.5)
    edit = part.lineEdit()
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton, pos=edit.rect().center())
    qtbot.waitUntil(lambda: edit.selectedText() == edit.text() == "1.50")
    qtbot.keyClicks(part, "2")
    assert part.value() == 2
