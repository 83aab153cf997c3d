"""Qt table models of the campaign: the warband list and the warriors of a sheet."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from operator import attrgetter
from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from app.domain import WarbandState, Warrior, WarriorKind, base_profile, rolled_texts, to_roster
from app.sheet.origin import warband_origin
from app.sheet.sheet_figures import WarriorFigures, warrior_figures
from app.store.repository import WarbandSummary
from rules import CHARACTERISTICS, Ruleset
from rules.injuries import leaves_a_mark
from rules.leadership import leader_of
from rules.models import Lang
from rules.mounts import mount_of, profile_line
from ui.plumbing.words import gc
from ui.roster.marks import MarksRole, mark_text
from ui.roster.rule_text import RuleKind, rule_name_and_text, rules_tooltip
from ui.roster.table_model import FlatTableModel

AnyIndex = QModelIndex | QPersistentModelIndex
RAISED = QColor("#1b6e20")  # a characteristic above its starting value
LOWERED = QColor("#b3261e")  # lowered by an injury
WarriorRole = Qt.ItemDataRole.UserRole + 1  # the Warrior object behind a row
MaximumRole = Qt.ItemDataRole.UserRole + 2  # the racial maximum of a profile cell
#: A row's profile worked out once per change: current, starting, racial maximum (by key) and
#: the characteristics that show as dice (rolled in play, not fixed yet).
ProfileRow = tuple[dict[str, int], dict[str, int], dict[str, int], dict[str, str]]

TEXT_COLUMNS = ("equipment", "skills", "notes")  # lists of words, last: they share the width
_PROFILE_KEYS = frozenset(CHARACTERISTICS)
_EDITABLE = _PROFILE_KEYS | {"name"}  # the name is renamed in place (F2, a double-click)
# Every role a warrior table answers (the view asks a cell for a dozen more each paint): the
# others are None at once.
_ROLES_ANSWERED = frozenset(
    int(role)
    for role in (
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.EditRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.TextAlignmentRole,
        Qt.ItemDataRole.ForegroundRole,
        Qt.ItemDataRole.FontRole,
        WarriorRole,
        MaximumRole,
        MarksRole,
    )
)


class WarbandListModel(FlatTableModel):
    """The campaign's warbands: name, type, rating, treasury."""

    COLUMNS = 4
    RIGHT_ALIGNED = frozenset({2, 3})

    def __init__(self, ruleset: Ruleset, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ruleset = ruleset
        self._rows: list[WarbandSummary] = []
        self._widest: dict[int, list[int]] | None = None  # widest_rows, by column
        self._row_by_id: dict[int, int] | None = None  # row_of, made when first asked
        self.lang: Lang = "en"
        # (warband id, the name typed) -> whether the session took the rename
        self.rename: Callable[[int, str], bool] | None = None

    def headers(self) -> list[str]:
        return [self.tr("Warband"), self.tr("Type"), self.tr("Rating"), self.tr("Treasury")]

    def update_row(self, summary: WarbandSummary) -> None:
        """One warband's figures changed: repaint its row only."""
        row = self.row_of(summary.id)
        if row is None:
            return
        self._rows[row] = summary
        self._widest = None
        self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))

    def set_rows(self, rows: list[WarbandSummary]) -> None:
        if rows == self._rows:  # read again after a write elsewhere that changed no row
            return
        self.beginResetModel()
        self._rows = list(rows)
        self._widest = None
        self._row_by_id = None
        self.endResetModel()

    def summary(self, row: int) -> WarbandSummary:
        return self._rows[row]

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        base = super().flags(index)
        if index.isValid() and index.column() == 0 and self.rename is not None:
            return base | Qt.ItemFlag.ItemIsEditable  # renamed in place (F2, a double-click)
        return base

    def edit_value(self, item: WarbandSummary, column: int) -> Any:
        return item.name if column == 0 else None

    def setData(self, index: AnyIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or index.column() != 0 or self.rename is None:
            return False
        summary = self._rows[index.row()]
        return str(value) == summary.name or self.rename(summary.id, str(value))

    def row_of(self, warband_id: int) -> int | None:
        """The warband's row (None if it is not listed): asked at every opening and edit, so
        looked up, not searched for, in the list of a big campaign."""
        if self._row_by_id is None:
            ids = map(attrgetter("id"), self._rows)
            self._row_by_id = dict(zip(ids, range(len(self._rows)), strict=True))
        return self._row_by_id.get(warband_id)

    def items(self) -> list[WarbandSummary]:
        return self._rows

    def widest_rows(self, column: int) -> list[int]:
        """The rows whose cell may be the widest of the column: the first of each warband type,
        the largest and smallest rating or treasury (a figure's text grows with its digits).
        The list's view sizes a column by these few, not by every row of a big campaign; kept
        until the rows change (a new language changes the words, not which rows they are)."""
        if self._widest is None:
            self._widest = _widest_rows(self._rows)
        return self._widest.get(column, [])

    def tooltip(self, item: WarbandSummary, column: int) -> str:
        """The type with its grade and book: a campaign's house rules turn on packs by them.
        On the name, the whole name first: a narrow list shortens it and may hide the type."""
        name = self._ruleset.warbands[item.type_id].name.get(self.lang)
        about = f"{name}\n{warband_origin(self._ruleset, item.type_id, self.lang)}"
        return f"{item.name}\n{about}" if column == 0 else about

    def display(self, item: WarbandSummary, column: int) -> Any:
        if column == 0:
            return item.name
        if column == 1:
            return self._ruleset.warbands[item.type_id].name.get(self.lang)
        if column == 2:
            return item.rating
        return gc(item.treasury)


def _widest_rows(rows: list[WarbandSummary]) -> dict[int, list[int]]:
    """WarbandListModel.widest_rows of every column, in a few passes made in C."""
    if not rows:
        return {}
    types = list(map(attrgetter("type_id"), rows))
    # Reversed, the first row of a type is the last one written for it.
    first_of_type = dict(zip(reversed(types), range(len(types) - 1, -1, -1), strict=True))
    widest = {1: sorted(first_of_type.values())}
    for column, field in ((2, "rating"), (3, "treasury")):
        figures = list(map(attrgetter(field), rows))
        widest[column] = sorted({figures.index(max(figures)), figures.index(min(figures))})
    return widest


class WarriorTableModel(FlatTableModel):
    """Heroes, henchmen groups or hired swords of the warband on screen.

    Profile cells are edited through `edit_characteristic`, which the sheet connects to the
    session: the model never changes the campaign itself.
    """

    def __init__(self, ruleset: Ruleset, kind: WarriorKind, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ruleset = ruleset
        self.kind = kind
        self._rows: list[Warrior] = []
        self._leader_id = ""  # a hero who leads without a leader type (chosen or successor)
        self._profiles: list[ProfileRow] = []
        self._figures: dict[str, WarriorFigures] = {}  # save, advances owed, marks: the app's
        self.lang: Lang = "en"
        lead = ["name", "type"] + (["count"] if kind == "henchmen" else [])
        # Asked for each cell of each paint: made once (a table's kind never changes).
        self._columns = (*lead, *CHARACTERISTICS, "xp", "save", *TEXT_COLUMNS)
        # (warrior id, characteristic, value) -> whether the session took the edit
        self.edit_characteristic: Callable[[str, str, int], bool] | None = None
        # (warrior id, the name typed) -> whether the session took the rename
        self.rename: Callable[[str, str], bool] | None = None

    # --- columns -------------------------------------------------------------------------

    def columns(self) -> tuple[str, ...]:
        return self._columns

    def _header_labels(self) -> dict[str, str]:
        """The columns with a word of their own; a characteristic is headed by its key."""
        return {
            "name": self.tr("Name"),
            "type": self.tr("Type"),
            "count": self.tr("No."),
            "xp": self.tr("XP"),
            "save": self.tr("Save"),
            "equipment": self.tr("Weapons and armour"),
            "skills": self.tr("Skills, spells, rules"),
            "notes": self.tr("Injuries"),
        }

    def profile_column(self, key: str) -> int:
        return self.columns().index(key)

    def column_count(self) -> int:
        return len(self.columns())

    def headers(self) -> list[str]:
        labels = self._header_labels()
        return [labels.get(column, column) for column in self.columns()]

    def header_tooltip(self, section: int) -> str | None:
        """A characteristic's whole name over its two letters."""
        key = self.columns()[section]
        info = next((c for c in self._ruleset.characteristics if c.key == key), None)
        return info.name.get(self.lang) if info else None

    # --- data ----------------------------------------------------------------------------

    def set_state(
        self, state: WarbandState | None, figures: Mapping[str, WarriorFigures] | None = None
    ) -> None:
        """Show a new state; `figures`: its warriors' figures if the caller has them already
        (the sheet's, worked out once per change)."""
        rows = [] if state is None else state.of_kind(self.kind)
        leader = self._chosen_leader(state)
        same_shape = [w.id for w in rows] == [w.id for w in self._rows] and state is not None
        same_shape = same_shape and leader == self._leader_id
        self._leader_id = leader
        known = figures if figures is not None else {}
        self._figures = {w.id: known.get(w.id) or warrior_figures(self._ruleset, w) for w in rows}
        if same_shape:
            # Same warriors in the same order: repaint only the rows that changed, and work
            # out only their profiles again.
            changed = [
                n for n, (old, new) in enumerate(zip(self._rows, rows, strict=True)) if old != new
            ]
            self._rows = rows
            for n in changed:
                self._profiles[n] = self._profile_row(rows[n])
                self.dataChanged.emit(self.index(n, 0), self.index(n, self.columnCount() - 1))
            return
        self.beginResetModel()
        self._rows = rows
        # Profiles are painted cell by cell: work them out once per change, not per paint.
        self._profiles = [self._profile_row(w) for w in rows]
        self.endResetModel()

    def _chosen_leader(self, state: WarbandState | None) -> str:
        """The id of a hero who leads without being of a leader type (chosen, or a successor):
        his row names the Leader rule, which his type does not."""
        if state is None or self.kind != "hero" or not state.leader_id:
            return ""
        leader = leader_of(self._ruleset, to_roster(self._ruleset, state))
        if leader is None or self._ruleset.warrior_type(leader.type_id).is_leader:
            return ""
        return leader.id

    def _profile_row(self, warrior: Warrior) -> ProfileRow:
        base = base_profile(self._ruleset, warrior)
        current = warrior.profile(base)
        rolled = rolled_texts(self._ruleset, warrior, current)
        return current.as_dict(), base.as_dict(), self.race_max(warrior), rolled

    def warrior(self, row: int) -> Warrior:
        return self._rows[row]

    def items(self) -> list[Warrior]:
        return self._rows

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        base = super().flags(index)
        if index.isValid() and self._columns[index.column()] in _EDITABLE:
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def _type_name(self, warrior: Warrior) -> str:
        if warrior.kind == "hired_sword":
            return self._ruleset.hired_swords[warrior.type_id].name.get(self.lang)
        return self._ruleset.warrior_type(warrior.type_id).name.get(self.lang)

    def race_max(self, warrior: Warrior) -> dict[str, int]:
        if warrior.kind == "hired_sword":
            race = self._ruleset.hired_swords[warrior.type_id].race
        else:
            race = self._ruleset.warrior_type(warrior.type_id).race
        return self._ruleset.races[race].max.as_dict()

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The table's own roles (the warrior, a profile cell's colours, the name's marks);
        the words of the other cells come from `display` and `tooltip`."""
        if role not in _ROLES_ANSWERED or not index.isValid():
            return None
        if role == WarriorRole:
            return self._rows[index.row()]
        column = self._columns[index.column()]
        if column in _PROFILE_KEYS:
            return self._profile_data(index.row(), column, role)
        if column == "name" and role == MarksRole:
            return self._figures[self._rows[index.row()].id].marks
        return super().data(index, role)

    def tooltip(self, warrior: Warrior, column: int) -> str | None:
        """The name with its marks; a list's rule texts; else the cell's whole words."""
        key = self.columns()[column]
        if key == "name":
            marks = self._figures[warrior.id].marks
            return "\n".join([warrior.name, *(mark_text(mark) for mark in marks)])
        if key in TEXT_COLUMNS:
            return rules_tooltip(self._ruleset, self.rule_entries(warrior, key), self.lang)
        shown = self.display(warrior, column)
        return None if shown is None else str(shown)

    def edit_value(self, warrior: Warrior, column: int) -> Any:
        """The name, for the rename editor to start from (profile cells answer above)."""
        return warrior.name if self.columns()[column] == "name" else None

    def display(self, warrior: Warrior, column: int) -> Any:
        ruleset, lang = self._ruleset, self.lang
        column_key = self.columns()[column]
        if column_key == "name":
            return warrior.name
        if column_key == "type":
            return self._type_name(warrior)
        if column_key == "count":
            return warrior.count
        if column_key == "xp":
            return warrior.experience
        if column_key == "save":
            save = self._figures[warrior.id].save
            return f"{save}+" if save else "-"
        if column_key == "equipment":
            return self._kit_text(warrior)
        if column_key == "skills":
            return ", ".join(
                self._rule_name(kind, key) for kind, key in self.rule_entries(warrior, column_key)
            )
        if column_key == "notes":
            return ", ".join(
                ruleset.injury_name(i.injury, lang, with_parent=False)
                for i in warrior.injuries
                if leaves_a_mark(ruleset, i.injury)
            )
        return None

    def _kit_text(self, warrior: Warrior) -> str:
        """His kit's names; the mount he rides with its own profile, as the sheet prints it."""
        ruleset = self._ruleset
        names = [ruleset.items[i].name.get(self.lang) for i in warrior.equipment]
        ridden = mount_of(ruleset, warrior.equipment)
        if ridden is not None and ridden.profile is not None:
            names[warrior.equipment.index(ridden.id)] += f" ({profile_line(ridden)})"
        return ", ".join(names)

    def rule_entries(self, warrior: Warrior, column: str) -> list[tuple[RuleKind, str]]:
        """The rules a text column lists for a warrior, each with a text to show on hover."""
        if column == "equipment":
            return [("item", item) for item in warrior.equipment]
        if column == "notes":
            return [
                ("injury", record.injury)
                for record in warrior.injuries
                if leaves_a_mark(self._ruleset, record.injury)
            ]
        entries: list[tuple[RuleKind, str]] = []
        if warrior.id == self._leader_id:
            entries.append(("special_rule", "leader"))
        entries += [("skill", skill) for skill in warrior.skills]
        entries += [("spell", known.spell) for known in warrior.spells]
        # His type's own rules (Leader, Fear, ...), then those he gained (injuries, madness).
        entries += [("special_rule", rule) for rule in self._type_rules(warrior)]
        entries += [("special_rule", gained.rule) for gained in warrior.rules_gained]
        return list(dict.fromkeys(entries))

    def _type_rules(self, warrior: Warrior) -> tuple[str, ...]:
        if warrior.kind == "hired_sword":
            return self._ruleset.hired_swords[warrior.type_id].special_rules
        return self._ruleset.warrior_type(warrior.type_id).special_rules

    def _rule_name(self, kind: RuleKind, key: str) -> str:
        found = rule_name_and_text(self._ruleset, kind, key)
        return key if found is None else found[0].get(self.lang)

    def _profile_data(self, row: int, key: str, role: int) -> Any:
        profile, base, race_max, rolled = self._profiles[row]
        value = profile[key]
        if role == Qt.ItemDataRole.DisplayRole and key in rolled:
            return rolled[key]  # rolled in play: shows as its dice ("2D6") until fixed
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == MaximumRole:
            return race_max[key]
        if role == Qt.ItemDataRole.ForegroundRole and value != base[key]:
            return QBrush(RAISED if value > base[key] else LOWERED)
        at_max = value >= race_max[key] and key not in rolled  # dice are at no maximum
        if role == Qt.ItemDataRole.FontRole and (value != base[key] or at_max):
            font = QFont()
            font.setBold(value != base[key])
            font.setUnderline(at_max)  # a racial maximum reached is worth marking
            return font
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tr("Starting value {0}, racial maximum {1}").format(
                rolled.get(key, base[key]), race_max[key]
            )
        return None

    def setData(self, index: AnyIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        column = self.columns()[index.column()]
        if column == "name" and role == Qt.ItemDataRole.EditRole and self.rename is not None:
            warrior = self._rows[index.row()]
            # The name left as it was is no change (and no step on the undo stack).
            return str(value) == warrior.name or self.rename(warrior.id, str(value))
        if (
            role != Qt.ItemDataRole.EditRole
            or column not in CHARACTERISTICS
            or self.edit_characteristic is None
        ):
            return False
        warrior = self._rows[index.row()]
        return bool(self.edit_characteristic(warrior.id, column, int(value)))
