"""5. Exploration."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.postbattle.draft import PostBattleDraft
from rules.models import ExplorationMultiple
from ui.plumbing.words import fill
from ui.post_battle.common import (
    _clear_layout,
    _html,
    _note_label,
    _plain,
    _scroll,
)
from ui.post_battle.dice import DiceRow, focus_first_dice
from ui.post_battle.pages.base import _Page
from ui.post_battle.words import DraftWords


class ExplorationPage(_Page):
    """5. Exploration: the dice, the ones kept, the shards and the multiple with its effects."""

    def __init__(self, draft: PostBattleDraft, words: DraftWords) -> None:
        super().__init__(draft, words)
        self.setTitle(self.tr("5. Exploration"))
        self.setSubTitle(
            self.tr(
                "A D6 for each hero not taken out of action, one more for a win, plus the dice "
                "skills and items give. At most six dice are kept."
            )
        )
        self.count_label = _plain("diceCount")
        self.extra = QSpinBox()
        self.extra.setObjectName("extraDice")
        self.extra.setRange(0, 6)
        self.extra.setMaximumWidth(90)
        self.row_holder = QVBoxLayout()
        self.kept_box = QWidget()
        self.kept_box.setObjectName("keptDice")
        self.kept_layout = QHBoxLayout(self.kept_box)
        self.kept_layout.setContentsMargins(0, 0, 0, 0)
        self.kept_note = _note_label("keptNote")
        self.found = _plain("explorationLabel")
        self.multiple = QLabel()
        self.multiple.setObjectName("multipleLabel")
        self.multiple.setWordWrap(True)
        self.multiple.setTextFormat(Qt.TextFormat.RichText)
        self.multiple_holder = QVBoxLayout()
        self.scenario_holder = QVBoxLayout()  # the scenario's own dice (the chest)
        self.row: DiceRow | None = None
        self.multiple_row: DiceRow | None = None
        form = QFormLayout()
        form.addRow(self.tr("Extra dice (skills, items):"), self.extra)
        form.addRow(self.tr("Exploration dice:"), self.row_holder)
        inner = QWidget()
        column = QVBoxLayout(inner)
        column.addWidget(self.notes)
        column.addWidget(self.count_label)
        column.addLayout(form)
        column.addWidget(self.kept_box)
        column.addWidget(self.kept_note)
        column.addWidget(self.found)
        column.addWidget(self.multiple)
        column.addLayout(self.multiple_holder)
        column.addLayout(self.scenario_holder)
        column.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(_scroll(inner))
        self.extra.valueChanged.connect(self._extra_changed)

    def initializePage(self) -> None:
        self.extra.blockSignals(True)
        self.extra.setValue(self.draft.extra_dice)
        self.extra.blockSignals(False)
        self.build()
        focus_first_dice(self)

    def refresh(self) -> None:
        self.show_found()

    def _extra_changed(self, value: int) -> None:
        self.draft.extra_dice = value
        self.build()

    def build(self) -> None:
        draft = self.draft
        count, searchers, won, extra = draft.exploration_breakdown()
        self.count_label.setText(
            self.tr(
                "{0} dice: {1} hero(es) not out of action, {2} for the result, {3} extra."
            ).format(count, searchers, won, extra)
        )
        draft.slot("explore", ("explore", count), self.tr("the exploration dice"))
        _clear_layout(self.row_holder)
        self.row = DiceRow(
            self.words,
            draft,
            "explore",
            draft.roll_exploration(count),
            lambda values: self.tr("Dice: {0}").format(" ".join(str(v) for v in values)),
            self.tr("{0} D6, e.g. {1}").format(count, " ".join(["4"] * max(count, 1))),
        )
        self.row.changed.connect(self._rolled)
        self.row_holder.addWidget(self.row)
        self.row.setVisible(count > 0)
        self.show_notes()
        self.show_found()

    def _rolled(self) -> None:
        self.draft.kept = None  # new dice: the rules' choice (the highest six) until unticked
        self.show_found()

    def show_found(self) -> None:
        draft = self.draft
        self._show_kept_dice()
        found = draft.exploration_found()
        _clear_layout(self.multiple_holder)
        self.multiple_row = None
        self._show_scenario_finds()
        if found is None:
            self.found.setText(
                self.tr("No dice to roll: no shards found.")
                if draft.exploration_count() == 0
                else ""
            )
            self.multiple.clear()
            self.completeChanged.emit()
            return
        self.found.setText(
            fill(
                self.tr("Kept {0}: total {1}, {2:plural:wyrdstone shard|wyrdstone shards}."),
                " ".join(str(v) for v in found.dice),
                found.total,
                found.shards,
            )
        )
        if found.multiple is None:
            self.multiple.setText(self.tr("No multiple."))
        else:
            self._show_multiple(found.multiple)
        self.completeChanged.emit()

    def _show_kept_dice(self) -> None:
        """More dice than may be kept: a box for each, ticked while it is kept."""
        draft = self.draft
        _clear_layout(self.kept_layout)
        values = draft.exploration_values()
        limit = draft.max_kept()
        if values is not None and len(values) > limit:
            kept = draft.kept_indices()
            for n, value in enumerate(values):
                box = QCheckBox(str(value))
                box.setObjectName(f"keep:{n}")
                box.setChecked(n in kept)
                box.toggled.connect(lambda on, n=n: self._toggle(n, on))
                self.kept_layout.addWidget(box)
            self.kept_layout.addStretch(1)
            self.kept_note.setText(
                self.tr(
                    "More than {0} dice: untick the dice to discard until {0} are kept."
                ).format(limit)
            )
        self.kept_box.setVisible(values is not None and len(values) > limit)
        self.kept_note.setVisible(values is not None and len(values) > limit)

    def _show_multiple(self, multiple: ExplorationMultiple) -> None:
        """The multiple the dice made, with a dice row when its gold or shards are rolled."""
        draft = self.draft
        lang = self.lang
        self.multiple.setText(
            "<b>{}</b> ({})<br>{}".format(
                _html(multiple.name.get(lang)),
                _html(self.tr("{0} x {1}").format(multiple.count, multiple.face)),
                _html(multiple.text.get(lang)),
            )
        )
        if draft.multiple_needs_dice():
            dice = ", ".join(
                f"{e.dice}" + (f" x{e.multiplier}" if e.multiplier != 1 else "")
                for e in multiple.effects
                if e.dice and e.type in ("gold", "shards")
            )
            draft.slot("multiple", ("multiple", multiple.id), multiple.name.get(lang))
            self.multiple_row = DiceRow(
                self.words,
                draft,
                "multiple",
                draft.resolve_multiple,
                self.words.multiple_text,
                self.tr("{0} for {1}").format(dice, multiple.name.get(lang)),
            )
            self.multiple_row.changed.connect(self.completeChanged)
            self.multiple_holder.addWidget(self.multiple_row)
        elif multiple.effects:
            effects = self.words.multiple_text(multiple.effects)
            self.multiple.setText(self.multiple.text() + "<br>" + _html(effects))

    def _show_scenario_finds(self) -> None:
        """A dice row for what the scenario rolls for this warband (the chest's contents)."""
        draft = self.draft
        _clear_layout(self.scenario_holder)
        if not draft.scenario_needs_dice():
            return
        name = draft.scenario().name.get(self.lang)
        draft.slot("scenario_finds", draft.scenario_slot_key(), name)
        row = DiceRow(
            self.words,
            draft,
            "scenario_finds",
            draft.resolve_scenario_finds,
            self.words.finds_text,
            self.tr("The dice of {0}, e.g. 3 4 5 6 2").format(name),
        )
        row.changed.connect(self.completeChanged)
        self.scenario_holder.addWidget(row)

    def _toggle(self, index: int, on: bool) -> None:
        self.draft.keep(index, on)
        self.show_found()

    def isComplete(self) -> bool:
        return self.draft.exploration_done()
