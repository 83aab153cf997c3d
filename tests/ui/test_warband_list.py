"""The warband list of a big campaign: its columns are sized by the few rows that can hold a
column's widest cell, not by reading a hundred rows of each column (docs/benchmarks.md, the
10,000 warbands row), and a cell far below the screen still fits."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.store.listing import WarbandSummary
from rules import default_ruleset

ROWS = 3000
LONG_TYPE_ROW, RICH_ROW, HIGH_RATED_ROW = 2400, 1700, 2900


def big_list() -> list[WarbandSummary]:
    ruleset = default_ruleset()
    by_length = sorted(ruleset.warbands, key=lambda t: len(ruleset.warbands[t].name.get("en")))
    short, long = by_length[0], by_length[-1]
    rows = [WarbandSummary(n, f"w{n:05}", short, 50, 0, 100, 5, False) for n in range(ROWS)]
    rows[LONG_TYPE_ROW] = rows[LONG_TYPE_ROW]._replace(type_id=long)
    rows[RICH_ROW] = rows[RICH_ROW]._replace(treasury=12_345_678)
    rows[HIGH_RATED_ROW] = rows[HIGH_RATED_ROW]._replace(rating=123_456_789)
    return rows


def test_a_big_list_reads_the_rows_on_screen_and_a_few_to_size_its_columns(qtbot) -> None:
    from ui.roster.models import WarbandListModel
    from ui.roster.warband_list import WarbandListView

    view = WarbandListView()
    qtbot.addWidget(view)
    model = WarbandListModel(default_ruleset(), view)
    view.setModel(model)
    asked: set[int] = set()
    shown = model.display

    def display(item: WarbandSummary, column: int) -> object:
        asked.add(item.id)
        return shown(item, column)

    model.display = display  # type: ignore[method-assign]
    model.set_rows(big_list())
    view.resize(1000, 300)
    view.show()
    qtbot.waitExposed(view)
    qtbot.wait(10)

    on_screen = set(range(view.rowAt(0), view.rowAt(view.viewport().height() - 1) + 1))
    assert len(on_screen) < 30
    # Besides the rows painted: the first row of each type and of the smallest figures, and
    # the far rows that hold the longest type name, the largest treasury and rating.
    assert asked - on_screen <= {0, LONG_TYPE_ROW, RICH_ROW, HIGH_RATED_ROW}
    for row, column in ((LONG_TYPE_ROW, 1), (HIGH_RATED_ROW, 2), (RICH_ROW, 3)):
        assert not view.isColumnHidden(column)
        cell = view.sizeHintForIndex(model.index(row, column)).width()
        assert view.columnWidth(column) >= cell, (row, column)

    view.scrollToBottom()  # every row reachable: the last ones read when they show
    qtbot.wait(10)
    assert ROWS - 1 in asked
    assert model.index(ROWS - 1, 0).data(Qt.ItemDataRole.DisplayRole) == f"w{ROWS - 1:05}"


def test_an_edit_that_widens_a_figure_widens_its_column(qtbot) -> None:
    from ui.roster.models import WarbandListModel
    from ui.roster.warband_list import WarbandListView

    view = WarbandListView()
    qtbot.addWidget(view)
    model = WarbandListModel(default_ruleset(), view)
    view.setModel(model)
    rows = big_list()[:50]
    model.set_rows(rows)
    view.resize(1000, 300)
    view.show()
    qtbot.waitExposed(view)
    before = view.columnWidth(3)
    model.update_row(rows[40]._replace(treasury=98_765_432_100))
    cell = view.sizeHintForIndex(model.index(40, 3)).width()
    assert cell > before
    assert view.columnWidth(3) >= cell
