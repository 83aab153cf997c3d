"""ui.roster.table_model.FlatTableModel: the flat read-only tables' common part."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, Qt

from ui.league.battle_log import BattleTableModel
from ui.roster.models import WarbandListModel
from ui.roster.table_model import FlatTableModel
from ui.wizards.new_warband_wizard import DraftModel

DISPLAY = Qt.ItemDataRole.DisplayRole
ALIGN = Qt.ItemDataRole.TextAlignmentRole


class Pairs(FlatTableModel):
    COLUMNS = 2
    RIGHT_ALIGNED = frozenset({1})

    def __init__(self, rows: list[tuple[str, int]]) -> None:
        super().__init__()
        self.rows = rows

    def items(self) -> list[tuple[str, int]]:
        return self.rows

    def headers(self) -> list[str]:
        return ["Name", "Gold"]

    def display(self, item: tuple[str, int], column: int) -> Any:
        return item[column]


def test_counts_cells_headers_and_alignment(qapp) -> None:
    model = Pairs([("Otto", 5), ("Hans", 7)])
    assert (model.rowCount(), model.columnCount()) == (2, 2)
    assert model.rowCount(model.index(0, 0)) == 0  # a table: no children
    assert model.data(model.index(1, 0)) == "Hans" and model.data(model.index(1, 1)) == 7
    assert model.data(model.index(0, 0), ALIGN) is None
    assert model.data(model.index(0, 1), ALIGN) == int(
        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    )
    assert model.data(QModelIndex()) is None
    assert model.headerData(1, Qt.Orientation.Horizontal) == "Gold"
    assert model.headerData(0, Qt.Orientation.Vertical) is None  # not NUMBERED_ROWS
    assert model.headerData(0, Qt.Orientation.Horizontal, ALIGN) is None


def test_relabel_repaints_every_cell_and_header(qapp) -> None:
    model = Pairs([("Otto", 5), ("Hans", 7)])
    cells: list[tuple[int, int, int, int]] = []
    headers: list[tuple[int, int]] = []
    model.dataChanged.connect(
        lambda a, b, *_: cells.append((a.row(), a.column(), b.row(), b.column()))
    )
    model.headerDataChanged.connect(lambda _o, first, last: headers.append((first, last)))
    model.relabel()
    assert cells == [(0, 0, 1, 1)] and headers == [(0, 1)]
    model.rows.clear()
    model.relabel()  # no rows: only the headers
    assert len(cells) == 1 and headers == [(0, 1), (0, 1)]


def test_the_three_flat_tables_share_it() -> None:
    for model in (WarbandListModel, BattleTableModel, DraftModel):
        assert issubclass(model, FlatTableModel)
        assert not {"rowCount", "columnCount", "headerData", "data"} & set(vars(model))
    assert BattleTableModel.NUMBERED_ROWS and not WarbandListModel.NUMBERED_ROWS


def test_the_sheets_warrior_tables_share_it_too(qapp) -> None:
    """The editable warrior tables add their roles (the warrior, the profile's colours, the
    marks) on top of the common part; counts, headers and relabelling are the common code."""
    from rules import default_ruleset
    from ui.roster.models import WarriorTableModel

    assert issubclass(WarriorTableModel, FlatTableModel)
    assert not {"rowCount", "columnCount", "headerData"} & set(vars(WarriorTableModel))
    ruleset = default_ruleset()
    heroes, groups = WarriorTableModel(ruleset, "hero"), WarriorTableModel(ruleset, "henchmen")
    assert groups.columnCount() == heroes.columnCount() + 1  # the number of models
    ws = heroes.profile_column("WS")
    assert heroes.headerData(ws, Qt.Orientation.Horizontal) == "WS"
    tip = Qt.ItemDataRole.ToolTipRole
    assert heroes.headerData(ws, Qt.Orientation.Horizontal, tip) == "Weapon Skill"
    heroes.lang = "ru"
    headers: list[tuple[int, int]] = []
    heroes.headerDataChanged.connect(lambda _o, first, last: headers.append((first, last)))
    heroes.relabel()
    assert headers == [(0, heroes.columnCount() - 1)]
    russian = next(c.name.ru for c in ruleset.characteristics if c.key == "WS")
    assert heroes.headerData(ws, Qt.Orientation.Horizontal, tip) == russian
    for model in (heroes, groups):
        model.deleteLater()


class CountedHeaders(Pairs):
    """Pairs whose headers say which language they were read in, and count the reads."""

    def __init__(self) -> None:
        super().__init__([("Otto", 5)])
        self.reads = 0
        self.words = ["Name", "Gold"]

    def headers(self) -> list[str]:
        self.reads += 1
        return list(self.words)


def test_headers_are_read_once_per_language(qapp) -> None:
    """A view asks for each section's header many times (sizing columns asks them all, each
    paint again): the words are made once, and again only when the language changes."""
    model = CountedHeaders()
    for _ in range(50):
        for section in range(2):
            model.headerData(section, Qt.Orientation.Horizontal)
    assert model.reads == 1
    model.words = ["Имя", "Золото"]
    model.relabel()
    assert model.headerData(1, Qt.Orientation.Horizontal) == "Золото"
    assert model.reads == 2


def test_the_sheets_headers_follow_the_language(qapp) -> None:
    from rules import default_ruleset
    from ui.roster.models import WarriorTableModel

    model = WarriorTableModel(default_ruleset(), "henchmen")
    words = [model.headerData(n, Qt.Orientation.Horizontal) for n in range(model.columnCount())]
    assert words[:3] == ["Name", "Type", "No."] and words[3] == "M"
    assert words[-3:] == ["Weapons and armour", "Skills, spells, rules", "Injuries"]


def test_a_warrior_cell_answers_its_roles_and_looks_nothing_up_for_others(
    qtbot, store, monkeypatch
) -> None:
    """Issue 14: a view asks each cell of each paint for a dozen roles; the roles a warrior
    table answers are answered as before (raised and lowered values, a maximum reached, the
    starting value on hover), the others are None without a profile looked up."""
    import app.usecases as uc
    from tests.grey_wolves import grey_wolves
    from ui.roster.models import MaximumRole, WarriorRole, WarriorTableModel

    warband = grey_wolves(store)
    otto = next(w for w in store.load(warband).warriors if w.name == "Otto")
    uc.set_characteristic(store, warband, otto.id, "WS", 6)  # a human's maximum, raised
    model = WarriorTableModel(store.ruleset, "hero")
    model.set_state(store.load(warband))
    row = next(n for n in range(model.rowCount()) if model.warrior(n).id == otto.id)
    cell = model.index(row, model.profile_column("WS"))
    role = Qt.ItemDataRole
    assert (cell.data(DISPLAY), cell.data(role.EditRole), cell.data(MaximumRole)) == (6, 6, 6)
    assert cell.data(role.ForegroundRole).color().name() == "#1b6e20"
    font = cell.data(role.FontRole)
    assert font.bold() and font.underline()
    assert cell.data(ALIGN) == int(Qt.AlignmentFlag.AlignCenter)
    assert cell.data(role.ToolTipRole) == "Starting value 4, racial maximum 6"
    assert cell.data(WarriorRole).id == otto.id
    looked_up: list[int] = []
    real = WarriorTableModel._profile_data
    monkeypatch.setattr(
        WarriorTableModel, "_profile_data", lambda *args: looked_up.append(1) or real(*args)
    )
    for other in (role.DecorationRole, role.BackgroundRole, role.CheckStateRole, role.SizeHintRole):
        assert cell.data(other) is None
    assert looked_up == []
    model.deleteLater()
