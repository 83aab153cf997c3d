"""Fields never move under the mouse: pressing Roll in the post-battle steps does not push the
fields below down, and the hiring form keeps its shape whatever type is chosen."""

import pytest

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QCheckBox, QLineEdit, QMessageBox, QWidget

from tests.ui.post_battle import steps as pbw
from tests.ui.post_battle.steps import (
    battle_page,
    child,
    ids,
    next_page,
    open_wizard,
    roll,
    tab,
    walk_to_trading,
)
from ui.post_battle.common import CASUALTIES, INJURIES

# The post-battle tests' fixtures: a Reikland warband of seven and a session on it.
session = pbw.session
warband = pbw.warband


@pytest.fixture(autouse=True)
def answer_yes(monkeypatch) -> None:
    """Closing the wizard with dice rolled asks first: the tests' teardown answers Yes."""
    monkeypatch.setattr(QMessageBox, "question", lambda *_a, **_k: QMessageBox.StandardButton.Yes)


def top(widget: QWidget) -> int:
    return widget.mapTo(widget.window(), QPoint(0, 0)).y()


def test_rolling_the_scenario_moves_no_field(qtbot, session, warband) -> None:
    """Every scenario the 2D6 can give, with its awards' line, and an error: nothing below
    the roll moves. The wizard narrow: the awards' lines wrap differently."""
    wizard = open_wizard(qtbot, session, warband)
    wizard.resize(640, wizard.height())
    qtbot.wait(1)
    below = [wizard.battle_page.opponent_name, wizard.battle_page.opponent_type]
    before = [top(w) for w in below]
    assert roll(qtbot, wizard, "scenario")  # the program's dice: an outcome shown
    assert [top(w) for w in below] == before
    for total in range(2, 13):
        dice = f"{total - min(total - 1, 6)} {min(total - 1, 6)}"
        assert roll(qtbot, wizard, "scenario", dice)
        assert [top(w) for w in below] == before, dice
    assert "not a die" in roll(qtbot, wizard, "scenario", "x")  # an error shown instead
    assert [top(w) for w in below] == before
    awards = wizard.battle_page.scenario_awards  # one line or three, the same room
    box = wizard.battle_page.scenario_box
    heights = set()
    for n in range(box.count()):
        box.setCurrentIndex(n)
        qtbot.wait(1)
        heights.add(awards.height())
        assert [top(w) for w in below] == before, box.currentText()
    assert len(heights) == 1


def test_rolling_an_injury_moves_no_field(qtbot, session, store, warband) -> None:
    w = ids(store, warband)
    wizard = open_wizard(qtbot, session, warband)
    battle_page(qtbot, wizard, scenario="skirmish", result="won")
    next_page(qtbot, wizard, CASUALTIES)
    for name in ("Otto", "Rolf"):
        child(wizard, QCheckBox, f"out:{w[name]}").setChecked(True)
    next_page(qtbot, wizard, INJURIES)
    rolf_field = child(wizard, QLineEdit, f"dice:hero:{w['Rolf']}")
    before = top(rolf_field)
    shown = roll(qtbot, wizard, f"hero:{w['Otto']}", "1 6 2 3")  # multiple injuries: long
    assert shown
    assert top(rolf_field) == before
    roll(qtbot, wizard, f"hero:{w['Otto']}", "zz")
    assert top(rolf_field) == before


def test_the_hiring_form_keeps_its_shape(qtbot, session, store, warband) -> None:
    w = ids(store, warband)
    wizard = open_wizard(qtbot, session, warband)
    walk_to_trading(qtbot, wizard, w)
    tab(wizard, "Hire")
    form = wizard.trading_page.hire
    recruits = form.recruits
    editor = form.editor
    fields = [editor.name, editor.count, editor.kit, editor.subtotal, form.group, form.added]
    shapes = set()
    kinds = set()
    for n in range(recruits.rowCount()):
        recruits.setCurrentCell(n, 0)
        kinds.add(form.candidate.kind if form.candidate is not None else "")
        qtbot.wait(1)
        shapes.add(tuple((top(f), f.height()) for f in fields))
    assert kinds == {"hero", "henchmen", "hired_sword"} and recruits.rowCount() > 8
    assert len(shapes) == 1, "the form changed shape with the type chosen"
