"""2. The casualties."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGridLayout,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.domain import Warrior
from app.postbattle.draft import PostBattleDraft
from rules.models import ExperienceAward
from ui.post_battle.common import _clear_layout, _plain, _scroll
from ui.post_battle.pages.base import _Page
from ui.post_battle.words import DraftWords


class CasualtiesPage(_Page):
    """2. Who went out of action, the enemies each hero took out, the scenario's awards."""

    def __init__(self, draft: PostBattleDraft, words: DraftWords) -> None:
        super().__init__(draft, words)
        self.setTitle(self.tr("2. Casualties"))
        self.setSubTitle(
            self.tr(
                "Who was taken out of action, how many enemies each hero took out of action, "
                "and the scenario's experience awards. Only the warriors who took part are listed."
            )
        )
        self.inner = QWidget()
        self.inner.setObjectName("casualtiesGrid")
        self.grid = QGridLayout(self.inner)
        self.grid.setHorizontalSpacing(18)
        self.scenario_form = QFormLayout()  # the numbers the scenario's effects read
        layout = QVBoxLayout(self)
        layout.addWidget(self.notes)
        layout.addWidget(_scroll(self.inner), 1)
        layout.addLayout(self.scenario_form)

    def initializePage(self) -> None:
        self.build()

    def refresh(self) -> None:
        self.build()

    def build(self) -> None:
        _clear_layout(self.grid)
        for row in range(self.grid.rowCount()):
            self.grid.setRowStretch(row, 0)
        for column in range(self.grid.columnCount()):
            self.grid.setColumnStretch(column, 0)
        awards = self.draft.awards()
        lang = self.lang
        headers = [self.tr("Warrior"), self.tr("Out of action"), self.tr("Enemies taken out")]
        headers += [a.name.get(lang) for a in awards]
        for column, text in enumerate(headers):
            label = _plain()
            label.setText(text)
            label.setStyleSheet("font-weight: bold;")
            label.setMaximumWidth(220)
            self.grid.addWidget(label, 0, column, Qt.AlignmentFlag.AlignBottom)
        row = 1
        for warrior in self.draft.fighters():
            self._add_warrior_row(row, warrior, awards)
            row += 1
        if row == 1:
            nobody = _plain()
            nobody.setText(self.tr("Nobody took part: go back and tick who fought."))
            self.grid.addWidget(nobody, 1, 0, 1, 3)
        self.grid.setRowStretch(row, 1)
        self.grid.setColumnStretch(len(headers), 1)
        self._ask_scenario()
        self.show_notes()

    def _ask_scenario(self) -> None:
        """A number for each question of the scenario (the chest held, Heroes inside...)."""
        _clear_layout(self.scenario_form)
        counts = self.draft.scenario_counts
        for question in self.draft.scenario_questions():
            spin = QSpinBox()
            spin.setObjectName(f"scenario:{question.slot}")
            spin.setRange(0, 99)
            spin.setMaximumWidth(90)
            spin.setValue(counts.get(question.slot, 0))
            spin.valueChanged.connect(
                lambda value, slot=question.slot: counts.__setitem__(slot, value)
            )
            self.scenario_form.addRow(self.words.scenario_question(question) + ":", spin)

    def _add_warrior_row(
        self, row: int, warrior: Warrior, awards: Sequence[ExperienceAward]
    ) -> None:
        """His name, whether (or how many of a group) he went out of action, the enemies he
        took out (a hero) and the scenario's awards he earned."""
        draft = self.draft
        name = _plain()
        name.setWordWrap(False)
        name.setText(f"{warrior.name} ({self.words.type_name(warrior)})")
        self.grid.addWidget(name, row, 0)
        if warrior.kind == "henchmen":
            spin = QSpinBox()
            spin.setObjectName(f"out:{warrior.id}")
            spin.setRange(0, warrior.count)
            spin.setSuffix(self.tr(" of {0}").format(warrior.count))
            spin.setValue(draft.out_groups.get(warrior.id, 0))
            spin.valueChanged.connect(lambda value: draft.out_groups.__setitem__(warrior.id, value))
            self.grid.addWidget(spin, row, 1)
        else:
            box = QCheckBox()
            box.setObjectName(f"out:{warrior.id}")
            box.setChecked(warrior.id in draft.out_heroes | draft.out_swords)
            box.toggled.connect(lambda on: draft.set_out_of_action(warrior.id, on))
            # Only as wide as its square: a click on it anywhere ticks it.
            self.grid.addWidget(box, row, 1, Qt.AlignmentFlag.AlignLeft)
        if warrior.kind == "hero":
            enemies = QSpinBox()
            enemies.setObjectName(f"enemies:{warrior.id}")
            enemies.setRange(0, 99)
            enemies.setValue(draft.enemies.get(warrior.id, 0))
            enemies.valueChanged.connect(lambda value: draft.enemies.__setitem__(warrior.id, value))
            self.grid.addWidget(enemies, row, 2)
        for n, award in enumerate(awards):
            if award.applies_to == "heroes" and warrior.kind != "hero":
                continue
            count = QSpinBox()
            count.setObjectName(f"award:{award.id}:{warrior.id}")
            count.setRange(0, 99)
            count.setValue(draft.award_counts.get((award.id, warrior.id), 0))
            count.valueChanged.connect(
                lambda value, key=(award.id, warrior.id): draft.award_counts.__setitem__(key, value)
            )
            self.grid.addWidget(count, row, 3 + n)
