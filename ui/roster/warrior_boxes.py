"""The warrior panel's group boxes, one widget each: experience, group, kit, skills, injuries,
notes, and the line of marks under the heading.

Each box shows its part of `app.sheet.panel_view.PanelView` (prices, allowances and offers are
decided there) and runs the use case of each button through the session, on the undo stack.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app import usecases as uc
from app.sheet.marks import Mark
from app.sheet.panel_view import PanelView, RiddenMount, mount_lines
from app.store.repository import Store
from app.usecases.core import Change
from rules.models import Lang
from ui.plumbing.words import fill, gc
from ui.roster.marks import mark_text, paint_badge
from ui.roster.rule_text import RuleKind, RuleRole, rule_tooltip
from ui.session import Session
from ui.widgets.experience import ExperienceBoxes

ItemRole = Qt.ItemDataRole.UserRole
SpellRole = Qt.ItemDataRole.UserRole + 1  # a spell's key in the skills-and-spells list
TipRole = Qt.ItemDataRole.ToolTipRole
#: A use case on one item of one warrior: buy, sell, to the stash, from the stash.
WarriorItemCase = Callable[[Store, int, str, str], Change[Any]]


def _combo(name: str = "") -> QComboBox:
    """A choice that never widens the panel: its width is a dozen characters."""
    combo = QComboBox()
    combo.setObjectName(name)
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(12)
    return combo


def _button(name: str = "") -> QPushButton:
    button = QPushButton()
    button.setObjectName(name)
    return button


def _row(*widgets: QWidget) -> QHBoxLayout:
    row = QHBoxLayout()
    for n, widget in enumerate(widgets):
        row.addWidget(widget, stretch=1 if n == 0 and isinstance(widget, QComboBox) else 0)
    return row


def _entry(text: str, role: int, data: object, tip: str) -> QListWidgetItem:
    entry = QListWidgetItem(text)
    entry.setData(role, data)
    entry.setToolTip(tip)
    return entry


class PanelBox(QGroupBox):
    """A box of the panel: the warrior shown, his view, and the session its buttons write to."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.view: PanelView | None = None
        self.lang: Lang = "en"
        self._shown: tuple[object, ...] | None = None  # what the box was last filled with

    @property
    def warrior_id(self) -> str | None:
        return None if self.view is None else self.view.warrior.id

    def show_view(self, view: PanelView, lang: Lang) -> None:
        """Fill the box again only when what it shows changed: an edit of something else (a
        profile cell) leaves its lists, the entry the player picked in them and the words
        being typed as they are, and costs nothing."""
        shown = (lang, view.warrior.id, *self.inputs(view))
        self.view, self.lang = view, lang
        if shown == self._shown:
            return
        self._shown = shown
        self.fill(view)

    def inputs(self, view: PanelView) -> tuple[object, ...]:
        """The parts of the view that `fill` shows (copied: a snapshot to compare with)."""
        raise NotImplementedError

    def wanted(self, view: PanelView) -> bool:
        """Whether the box is shown for this warrior (the panel asks at every change)."""
        return True

    def fill(self, view: PanelView) -> None:
        raise NotImplementedError

    def retranslate(self) -> None:
        raise NotImplementedError

    def tip(self, kind: RuleKind, key: str) -> str:
        """A rule's text on hover, in the language of the rules' names."""
        return rule_tooltip(self.session.ruleset, kind, key, self.lang)

    def tip_items(self, combo: QComboBox, kind: RuleKind) -> None:
        for n in range(combo.count()):
            combo.setItemData(n, self.tip(kind, str(combo.itemData(n))), TipRole)


class MarksLine(QWidget):
    """What the player must notice, as on the sheet's rows: each mark's badge and its words."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("warriorMarks")
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setColumnStretch(1, 1)
        self._rows: list[tuple[QLabel, QLabel]] = []  # kept and reused: (badge, words)
        self.marks: tuple[Mark, ...] = ()

    def show_marks(self, marks: tuple[Mark, ...]) -> None:
        self.marks = marks
        while len(self._rows) < len(marks):
            badge, words = QLabel(), QLabel()
            words.setWordWrap(True)
            row = len(self._rows)
            self._grid.addWidget(badge, row, 0, Qt.AlignmentFlag.AlignTop)
            self._grid.addWidget(words, row, 1)
            self._rows.append((badge, words))
        size = self.fontMetrics().height()
        for n, (badge, words) in enumerate(self._rows):
            shown = n < len(marks)
            badge.setVisible(shown)
            words.setVisible(shown)
            if shown:
                badge.setPixmap(self._badge(marks[n], size))
                words.setText(mark_text(marks[n]))
                words.setObjectName(f"mark_{marks[n].code}")
        self.setVisible(bool(marks))

    def texts(self) -> list[str]:
        """The words of the marks shown."""
        return [words.text() for _badge, words in self._rows[: len(self.marks)]]

    def _badge(self, mark: Mark, size: int) -> QPixmap:
        ratio = self.devicePixelRatioF()
        pixmap = QPixmap(int(size * ratio), int(size * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        paint_badge(painter, QRect(0, 0, size, size), mark.code)
        painter.end()
        return pixmap

    def retranslate(self) -> None:
        self.show_marks(self.marks)


class MountLine(QLabel):
    """The mount he rides, shown under his name: its name, profile and terms (the panel view
    decides them; the rule text of the mount on hover)."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mountLine")
        self.setWordWrap(True)
        self.session = session

    def show_mount(self, mount: RiddenMount | None, lang: Lang) -> None:
        self.setVisible(mount is not None)
        if mount is None:
            self.clear()
            return
        self.setText("\n".join(mount_lines(mount, lang)))
        self.setToolTip(rule_tooltip(self.session.ruleset, "item", mount.item_id, lang))


class ExperienceBox(PanelBox):
    """His experience boxes, the advances owed and Take advance."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.experience = ExperienceBoxes()
        self.experience.setObjectName("experienceBoxes")
        self.experience.experienceClicked.connect(self._set_experience)
        self.owed = QLabel()
        self.owed.setWordWrap(True)  # its words change with the warrior: they never widen the panel
        self.advance_button = _button("advanceButton")
        layout = QVBoxLayout(self)
        layout.addWidget(self.experience)
        row = QHBoxLayout()
        row.addWidget(self.owed, stretch=1)
        row.addWidget(self.advance_button)
        layout.addLayout(row)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Experience"))
        self.advance_button.setText(self.tr("Take advance..."))
        if self.view is not None:
            self.fill(self.view)

    def inputs(self, view: PanelView) -> tuple[object, ...]:
        warrior = view.warrior
        return (
            view.gains_experience,
            view.thresholds,
            view.max_experience,
            view.owed,
            warrior.experience,
            warrior.experience_floor,
        )

    def fill(self, view: PanelView) -> None:
        self.setVisible(view.gains_experience)
        self.experience.set_track(view.thresholds, view.max_experience)
        self.experience.set_experience(view.warrior.experience, view.warrior.experience_floor)
        self.owed.setText(
            self.tr("Advances owed: {0}").format(view.owed)
            if view.owed
            else self.tr("No advance owed")
        )
        self.advance_button.setEnabled(bool(view.owed))

    def _set_experience(self, experience: int) -> None:
        if self.warrior_id and self.view is not None:  # refused if changed elsewhere meanwhile
            shown = self.view.warrior.experience
            self.session.run_on_current(uc.set_experience, self.warrior_id, experience, was=shown)


class GroupBox(PanelBox):
    """A henchman group's size."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.count = QSpinBox()
        self.count.setObjectName("groupSize")
        self.count.editingFinished.connect(self._set_count)
        self.count_label = QLabel()
        QFormLayout(self).addRow(self.count_label, self.count)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Group"))
        self.count_label.setText(self.tr("Models"))

    def inputs(self, view: PanelView) -> tuple[object, ...]:
        return view.group_size, view.warrior.count

    def wanted(self, view: PanelView) -> bool:
        return view.group_size is not None  # a hero or a hired sword has no models to count

    def fill(self, view: PanelView) -> None:
        if view.group_size is None:
            return
        self.count.blockSignals(True)
        self.count.setRange(*view.group_size)
        self.count.setValue(view.warrior.count)
        self.count.blockSignals(False)

    def _set_count(self) -> None:
        if self.view is None or self.view.group_size is None:
            return
        warrior = self.view.warrior
        difference = self.count.value() - warrior.count
        if difference > 0:
            self.session.run_on_current(uc.add_models, warrior.id, difference)
        elif difference < 0:
            self.session.run_on_current(uc.remove_models, warrior.id, -difference)


class KitBox(PanelBox):
    """His kit: sell, to the stash, buy (at the prices of his list), from the stash."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.kit = QListWidget()
        self.kit.setObjectName("kit")
        self.kit.setMaximumHeight(120)
        self.sell_button = _button("sellButton")
        self.stash_button = _button()
        self.buy_choice = _combo("buyChoice")
        self.buy_button = _button("buyButton")
        self.stash_choice = _combo()
        self.take_button = _button()
        layout = QVBoxLayout(self)
        layout.addWidget(self.kit)
        layout.addLayout(_row(self.sell_button, self.stash_button))
        layout.addLayout(_row(self.buy_choice, self.buy_button))
        layout.addLayout(_row(self.stash_choice, self.take_button))
        self.sell_button.clicked.connect(lambda: self._run_on_selected(uc.sell))
        self.stash_button.clicked.connect(lambda: self._run_on_selected(uc.to_stash))
        self.buy_button.clicked.connect(lambda: self._run_on_choice(uc.buy, self.buy_choice))
        self.take_button.clicked.connect(
            lambda: self._run_on_choice(uc.from_stash, self.stash_choice)
        )

    def retranslate(self) -> None:
        self.setTitle(self.tr("Weapons and armour"))
        self.sell_button.setText(self.tr("Sell (half price)"))
        self.stash_button.setText(self.tr("To stash"))
        self.buy_button.setText(self.tr("Buy"))
        self.take_button.setText(self.tr("Take from stash"))

    def inputs(self, view: PanelView) -> tuple[object, ...]:
        return view.carries, tuple(view.warrior.equipment), view.offers, view.stash

    def fill(self, view: PanelView) -> None:
        ruleset = self.session.ruleset
        lang = self.lang
        self.setVisible(view.carries or bool(view.warrior.equipment))
        self.kit.clear()
        for item_id in view.warrior.equipment:
            name = ruleset.items[item_id].name.get(lang)
            self.kit.addItem(_entry(name, ItemRole, item_id, self.tip("item", item_id)))
        for widget in (
            self.sell_button,
            self.stash_button,
            self.buy_button,
            self.take_button,
            self.buy_choice,
            self.stash_choice,
        ):
            widget.setEnabled(view.carries)
        self.buy_choice.clear()
        for offer in view.offers:
            self.buy_choice.addItem(f"{offer.name.get(lang)} ({gc(offer.cost)})", offer.item_id)
        self.stash_choice.clear()
        for item_id in view.stash:
            self.stash_choice.addItem(ruleset.items[item_id].name.get(lang), item_id)
        self.tip_items(self.buy_choice, "item")
        self.tip_items(self.stash_choice, "item")

    def _run_on_selected(self, use_case: WarriorItemCase) -> None:
        item = self.kit.currentItem()
        if self.warrior_id and item is not None:
            self.session.run_on_current(use_case, self.warrior_id, str(item.data(ItemRole)))

    def _run_on_choice(self, use_case: WarriorItemCase, combo: QComboBox) -> None:
        item_id = combo.currentData()
        if self.warrior_id and item_id:
            self.session.run_on_current(use_case, self.warrior_id, str(item_id))


class SkillsBox(PanelBox):
    """His skills, spells and the special rules he gained, with what he may learn."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.skills = QListWidget()
        self.skills.setMaximumHeight(100)
        self.skill_choice = _combo("skillChoice")
        self.add_skill_button = _button("addSkillButton")
        self.remove_skill_button = _button()
        self.spell_choice = _combo("spellChoice")
        self.add_spell_button = _button("addSpellButton")
        self.remove_spell_button = _button("removeSpellButton")
        layout = QVBoxLayout(self)
        layout.addWidget(self.skills)
        # Each choice has the box's whole width ("Удар на поражение (Боевые)" whole), its
        # buttons under it.
        layout.addWidget(self.skill_choice)
        layout.addLayout(_row(self.add_skill_button, self.remove_skill_button))
        layout.addWidget(self.spell_choice)
        layout.addLayout(_row(self.add_spell_button, self.remove_spell_button))
        self.add_skill_button.clicked.connect(self._add_skill)
        self.remove_skill_button.clicked.connect(self._remove_skill)
        self.add_spell_button.clicked.connect(self._add_spell)
        self.remove_spell_button.clicked.connect(self._remove_spell)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Skills, spells and special rules"))
        self.add_skill_button.setText(self.tr("Add skill"))
        self.remove_skill_button.setText(self.tr("Remove selected skill"))
        self.add_spell_button.setText(self.tr("Add spell"))
        self.remove_spell_button.setText(self.tr("Remove selected spell"))

    def inputs(self, view: PanelView) -> tuple[object, ...]:
        warrior = view.warrior
        known = (tuple(warrior.skills), tuple(warrior.spells), tuple(warrior.rules_gained))
        return *known, view.skills_open, view.spells_open

    def fill(self, view: PanelView) -> None:
        self.skills.clear()
        self._fill_known(view)
        self._fill_skill_choice(view)
        self._fill_spell_choice(view)

    def _fill_known(self, view: PanelView) -> None:
        ruleset = self.session.ruleset
        lang = self.lang
        warrior = view.warrior
        for skill in warrior.skills:
            name = ruleset.skills[skill].name.get(lang)
            self.skills.addItem(_entry(name, ItemRole, skill, self.tip("skill", skill)))
        for known in warrior.spells:
            name = ruleset.spell(known.spell).name.get(lang)
            easier = f" (-{known.difficulty_reduction})" if known.difficulty_reduction else ""
            tip = self.tip("spell", known.spell)
            self.skills.addItem(_entry(name + easier, SpellRole, known.spell, tip))
        for gained in warrior.rules_gained:
            name = ruleset.special_rules[gained.rule].name.get(lang)
            tip = self.tip("special_rule", gained.rule)
            self.skills.addItem(_entry(name, RuleRole, ("special_rule", gained.rule), tip))

    def _fill_skill_choice(self, view: PanelView) -> None:
        ruleset = self.session.ruleset
        self.skill_choice.clear()
        for widget in (self.skill_choice, self.add_skill_button, self.remove_skill_button):
            widget.setVisible(view.skills_open is not None)
        for skill_id in view.skills_open or ():
            offered = ruleset.skills[skill_id]
            list_name = ruleset.skill_lists[offered.list].name.get(self.lang)
            self.skill_choice.addItem(f"{offered.name.get(self.lang)} ({list_name})", skill_id)
        self.tip_items(self.skill_choice, "skill")

    def _fill_spell_choice(self, view: PanelView) -> None:
        """A caster's own list, in D6 order: the spell rolled at the table is added by hand."""
        self.spell_choice.clear()
        for spell in view.spells_open:
            self.spell_choice.addItem(f"{spell.d6}: {spell.name.get(self.lang)}", spell.key)
        for widget in (self.spell_choice, self.add_spell_button, self.remove_spell_button):
            widget.setVisible(bool(view.spells_open))
        self.tip_items(self.spell_choice, "spell")

    def _selected(self, role: int) -> str | None:
        item = self.skills.currentItem()
        data = None if item is None else item.data(role)
        return str(data) if data else None

    def _add_skill(self) -> None:
        skill = self.skill_choice.currentData()
        if self.warrior_id and skill:
            self.session.run_on_current(uc.add_skill, self.warrior_id, str(skill))

    def _remove_skill(self) -> None:
        skill = self._selected(ItemRole)
        if self.warrior_id and skill:
            self.session.run_on_current(uc.remove_skill, self.warrior_id, skill)

    def _add_spell(self) -> None:
        spell = self.spell_choice.currentData()
        if self.warrior_id and spell:
            self.session.run_on_current(uc.learn_spell, self.warrior_id, str(spell))

    def _remove_spell(self) -> None:
        spell = self._selected(SpellRole)
        if self.warrior_id and spell:
            self.session.run_on_current(uc.forget_spell, self.warrior_id, spell)


class InjuriesBox(PanelBox):
    """A hero's serious injuries, and the games he misses."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.injuries = QListWidget()
        self.injuries.setMaximumHeight(90)
        self.injury_choice = _combo("injuryChoice")
        self.add_injury_button = _button("addInjury")
        self.remove_injury_button = _button()
        layout = QVBoxLayout(self)
        layout.addWidget(self.injuries)
        layout.addLayout(_row(self.injury_choice, self.add_injury_button))
        layout.addWidget(self.remove_injury_button)
        self.add_injury_button.clicked.connect(self._add_injury)
        self.remove_injury_button.clicked.connect(self._remove_injury)
        self.injury_choice.currentIndexChanged.connect(self._enable_add)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Serious injuries"))
        self.injury_choice.setPlaceholderText(self.tr("The injury rolled…"))
        self.add_injury_button.setText(self.tr("Add"))
        self.remove_injury_button.setText(self.tr("Remove selected injury"))
        if self.view is not None:
            self.fill(self.view)

    def inputs(self, view: PanelView) -> tuple[object, ...]:
        warrior = view.warrior
        return tuple(warrior.injuries), warrior.games_to_miss, view.injuries_open

    def fill(self, view: PanelView) -> None:
        ruleset = self.session.ruleset
        warrior = view.warrior
        self.setVisible(bool(view.injuries_open))
        self.injuries.clear()
        for record in warrior.injuries:
            name = ruleset.injury_name(record.injury, self.lang)
            tip = self.tip("injury", record.injury)
            self.injuries.addItem(_entry(name, RuleRole, ("injury", record.injury), tip))
        if warrior.games_to_miss:
            self.injuries.addItem(
                fill(self.tr("Misses the next {0:plural:game|games}"), warrior.games_to_miss)
            )
        self.injury_choice.clear()
        for offer in view.injuries_open:
            rolls = f"{offer.from_}-{offer.to}" if offer.from_ != offer.to else f"{offer.from_}"
            self.injury_choice.addItem(f"{rolls} {offer.name.get(self.lang)}", offer.injury_id)
        self.tip_items(self.injury_choice, "injury")
        # No injury is chosen for the player: the list's first entry is Dead.
        self.injury_choice.setCurrentIndex(-1)
        self._enable_add()

    def _enable_add(self) -> None:
        self.add_injury_button.setEnabled(self.injury_choice.currentIndex() >= 0)

    def _add_injury(self) -> None:
        index = self.injury_choice.currentIndex()
        if self.view is None or not 0 <= index < len(self.view.injuries_open):
            return
        offer = self.view.injuries_open[index]
        self.session.run_on_current(
            uc.apply_injury, self.view.warrior.id, offer.injury_id, games=offer.games
        )

    def _remove_injury(self) -> None:
        row = self.injuries.currentRow()
        if self.view is not None and 0 <= row < len(self.view.warrior.injuries):
            self.session.run_on_current(uc.remove_injury, self.view.warrior.id, row)


class NotesBox(PanelBox):
    """His notes. The box remembers the notes it was filled with: words being typed are kept
    when another window or program saves his notes meanwhile, and Save then says so instead
    of writing over them (a second Save replaces them)."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self._base: tuple[str | None, str] = (None, "")  # (warrior id, notes) filled with
        self.notes = QPlainTextEdit()
        self.notes.setMaximumHeight(80)
        self.save_notes = _button()
        self.save_notes.clicked.connect(self._save)
        layout = QVBoxLayout(self)
        layout.addWidget(self.notes)
        layout.addWidget(self.save_notes)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Notes"))
        self.save_notes.setText(self.tr("Save notes"))

    def inputs(self, view: PanelView) -> tuple[object, ...]:
        return (view.warrior.notes,)

    def fill(self, view: PanelView) -> None:
        warrior_id, notes = view.warrior.id, view.warrior.notes
        typed = self.notes.toPlainText()
        if self._base[0] == warrior_id and typed not in (self._base[1], notes):
            return  # his notes changed elsewhere while the player types: his words stay
        self._base = (warrior_id, notes)
        if typed != notes:
            self.notes.setPlainText(notes)

    def _save(self) -> None:
        warrior_id = self.warrior_id
        if not warrior_id:
            return
        shown = self._base[1] if self._base[0] == warrior_id else None
        change = self.session.run_on_current(
            uc.set_warrior_notes, warrior_id, self.notes.toPlainText(), was=shown
        )
        warriors = self.session.current.warriors if self.session.current else []
        saved = next((w.notes for w in warriors if w.id == warrior_id), None)
        if saved is None:
            return
        # Saved, or refused and told why: the notes stored now are the ones the box is over.
        self._base = (warrior_id, saved)
        if change is not None and self.notes.toPlainText() != saved:
            self.notes.setPlainText(saved)  # as stored (control characters dropped)
