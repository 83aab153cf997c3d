"""The lad's got talent explained whole in Russian: its words were cut to two lines and a half
inside the advance dialog's form."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QPushButton

import app.usecases as uc
from ui.wizards.advance_dialog import AdvancementDialog


def test_the_talent_explanation_is_shown_whole_in_russian(qtbot, window, demo_store) -> None:
    window.set_language("ru")
    session = window.session
    wid = demo_store.find("The Grey Wolves of Altdorf")
    session.open_warband(wid)
    group = next(w for w in session.current.warriors if w.name == "Reikland Marksmen")
    uc.record_experience(demo_store, wid, group.id, 3)
    session.open_warband(wid)
    dialog = AdvancementDialog(session, group.id, window)
    qtbot.addWidget(dialog)
    dialog.lang = "ru"
    dialog.show()
    qtbot.waitExposed(dialog)
    line = dialog.findChild(QLineEdit, "typedDice")
    line.clear()
    qtbot.keyClicks(line, "5 6")  # 11: the lad's got talent
    qtbot.mouseClick(dialog.findChild(QPushButton, "rollButton"), Qt.MouseButton.LeftButton)
    name = dialog.talent_page.name
    qtbot.waitUntil(lambda: name.height() >= name.sizeHint().height())  # the fields' height
    intro = dialog.talent_page.intro
    assert intro.isVisible() and "Героем" in intro.text()
    assert intro.height() >= intro.heightForWidth(intro.width()), intro.text()
    window.set_language("en")
