"""The states that matter marked in the sheet's tables, in both languages: an advance owed,
games to miss, a captive, a group or a warband above its maximum (the app decides them)."""

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QStyleOptionViewItem

from app import usecases as uc
from ui.roster.marks import COLOURS, MarkedNameDelegate, MarksRole
from ui.roster.models import WarriorRole


def open_grey_wolves(window) -> int:
    window.resize(1366, 700)
    warband_id = window.session.store.find("The Grey Wolves of Altdorf")
    window.open_warband(warband_id)
    return warband_id


def name_cell(window, kind: str, name: str):
    model = window.sheet.models[kind]
    for row in range(model.rowCount()):
        if model.index(row, 0).data(WarriorRole).name == name:
            return model.index(row, 0)
    raise AssertionError(name)


def badge_colour(window, kind: str, index, n: int = 0) -> QColor:
    """The colour of the row's n-th badge (its disc, under the white shape), as painted."""
    table = window.sheet.tables[kind]
    delegate = table.itemDelegateForColumn(0)
    assert isinstance(delegate, MarkedNameDelegate)
    option = QStyleOptionViewItem()
    table.initViewItemOption(option)
    option.rect = table.visualRect(index)
    rects = delegate.badge_rects(option, len(index.data(MarksRole)))
    image = table.viewport().grab().toImage()
    rect = rects[n]
    return image.pixelColor(rect.center().x(), rect.top() + int(0.85 * rect.height()))


def test_marks_in_the_heroes_table_in_both_languages(window, qtbot) -> None:
    open_grey_wolves(window)
    current = window.session.current
    karl, dieter, otto = (current.warrior(n) for n in ("Young Karl", "Captain Dieter Stahl",
                                                        "Otto the Axe"))  # fmt: skip
    window.session.run_on_current(uc.set_experience, karl.id, 2)
    window.session.run_on_current(uc.set_games_to_miss, dieter.id, 1)
    window.session.run_on_current(uc.apply_injury, otto.id, "captured")
    marks = {
        name: [m.code for m in name_cell(window, "hero", name).data(MarksRole)]
        for name in (karl.name, dieter.name, otto.name)
    }
    assert marks == {
        "Young Karl": ["advance_owed"],
        "Captain Dieter Stahl": ["misses_games"],
        "Otto the Axe": ["captured"],
    }
    tips = {
        name: name_cell(window, "hero", name).data(Qt.ItemDataRole.ToolTipRole) for name in marks
    }
    assert tips["Young Karl"] == "Young Karl\nAdvance owed: 1 roll to make"
    assert "Misses the next 1 game" in tips["Captain Dieter Stahl"]
    assert "Captured" in tips["Otto the Axe"]
    heroes = window.sheet.tables["hero"]
    qtbot.waitUntil(  # rows grow to their wrapped words, then the table to its rows
        lambda: all(
            heroes.viewport().rect().contains(heroes.visualRect(name_cell(window, "hero", n)))
            for n in marks
        )
    )
    for name, code in (("Young Karl", "advance_owed"), ("Otto the Axe", "captured")):
        colour = badge_colour(window, "hero", name_cell(window, "hero", name))
        assert colour == COLOURS[code], (name, colour.name())

    window.russian_action.trigger()
    russian = {
        name: name_cell(window, "hero", name).data(Qt.ItemDataRole.ToolTipRole) for name in marks
    }
    assert russian["Young Karl"].splitlines()[1] == "Ждёт 1 бросок на продвижение"
    assert "пропускает" in russian["Captain Dieter Stahl"].lower()
    assert "в плену" in russian["Otto the Axe"].lower()
    window.english_action.trigger()


def test_no_marks_on_a_plain_warband(window) -> None:
    open_grey_wolves(window)
    for kind in ("hero", "henchmen"):
        model = window.sheet.models[kind]
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            assert index.data(MarksRole) == ()
            assert index.data(Qt.ItemDataRole.ToolTipRole) == index.data(WarriorRole).name
    assert window.sheet.figures["members"].toolTip() == ""


def test_a_warband_above_its_maximum(window, demo_store) -> None:
    """Written past the use cases (as an old file could hold it): the sheet says so."""
    warband_id = open_grey_wolves(window)
    state = demo_store.load(warband_id)
    group = state.groups[0]
    state.warriors += [replace(group, id=f"extra{n}", count=6) for n in range(2)]
    with demo_store.transaction() as tx:
        tx.save(state)
    window.session.reload()
    members = window.sheet.figures["members"]
    assert "#b3261e" in members.styleSheet()
    assert "above the warband's maximum of 15" in members.toolTip()
    marks = name_cell(window, "henchmen", group.name).data(MarksRole)
    assert marks == ()
    extra = window.sheet.models["henchmen"].index(2, 0)
    assert [m.code for m in extra.data(MarksRole)] == ["over_maximum"]
    assert "6 models: above the maximum of 5" in extra.data(Qt.ItemDataRole.ToolTipRole)
    window.russian_action.trigger()
    assert "больше" in members.toolTip() or "максимум" in members.toolTip()
    assert "моделей 6" in extra.data(Qt.ItemDataRole.ToolTipRole).lower()
    window.english_action.trigger()


def _text_bands(window, kind: str, index) -> int:
    """How many bands of text the name cell shows left of its badges (lines of dark pixels
    with light rows between), as painted."""
    table = window.sheet.tables[kind]
    delegate = table.itemDelegateForColumn(0)
    option = QStyleOptionViewItem()
    table.initViewItemOption(option)
    option.rect = table.visualRect(index)
    left = delegate.badge_rects(option, len(index.data(MarksRole)))[0].left()
    image = table.viewport().grab().toImage()
    rect = option.rect
    inked = [
        any(image.pixelColor(x, y).lightness() < 100 for x in range(rect.left() + 2, left - 2))
        for y in range(rect.top() + 1, rect.bottom())
    ]
    return sum(1 for n, ink in enumerate(inked) if ink and (n == 0 or not inked[n - 1]))


def test_a_marked_name_wraps_onto_a_second_line_beside_its_badge(window, qtbot) -> None:
    """A long name with a mark wraps onto the row's second line left of the badge, as names
    without marks do, instead of being cut to one line («Captain Dieter…»)."""
    open_grey_wolves(window)
    window.resize(1100, 700)
    dieter = window.session.current.warrior("Captain Dieter Stahl")
    window.session.run_on_current(uc.set_games_to_miss, dieter.id, 1)
    heroes = window.sheet.tables["hero"]
    cell = name_cell(window, "hero", "Captain Dieter Stahl")
    line = heroes.fontMetrics().lineSpacing()
    qtbot.waitUntil(lambda: heroes.visualRect(cell).height() >= 2 * line)
    qtbot.waitUntil(lambda: heroes.viewport().rect().contains(heroes.visualRect(cell)))
    assert heroes.visualRect(cell).width() < heroes.sizeHintForIndex(cell).width()
    assert _text_bands(window, "hero", cell) == 2
