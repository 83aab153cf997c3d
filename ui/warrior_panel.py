"""The detail editor of the selected warrior or group: experience, kit, skills, injuries, notes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Concatenate, ParamSpec, cast

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app import usecases as uc
from app.domain import WarbandState, Warrior, to_roster
from app.store.repository import Store
from app.usecases.advancing import advances_owed, gains_experience, spell_choices, thresholds_of
from app.usecases.core import Change
from rules import leadership
from rules.advancement import skill_choices
from rules.costs import allowed_items, list_price
from rules.models import Lang
from ui.dialogs import confirm, run_modal
from ui.rule_text import RuleKind, RuleRole, rule_tooltip
from ui.session import Session
from ui.widgets.experience import ExperienceBoxes
from ui.words import gc

P = ParamSpec("P")  # a use case's own arguments, after the store and the warband's id

ItemRole = Qt.ItemDataRole.UserRole
SpellRole = Qt.ItemDataRole.UserRole + 1  # a spell's key in the skills-and-spells list


class WarriorPanel(QScrollArea):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.lang: Lang = "en"
        self.state: WarbandState | None = None
        self.warrior_id: str | None = None
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body = QWidget()
        self.setWidget(body)
        layout = QVBoxLayout(body)

        self.heading = QLabel()
        self.heading.setStyleSheet("font-size: 13pt; font-weight: bold;")
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)

        layout.addWidget(self._build_experience_box())
        layout.addWidget(self._build_group_box())
        layout.addWidget(self._build_kit_box())
        layout.addWidget(self._build_skills_box())
        layout.addWidget(self._build_injuries_box())
        self._build_notes_box()
        layout.addWidget(self.lead_button)
        layout.addWidget(self.notes_box)
        layout.addWidget(self.dismiss_button)
        layout.addStretch(1)
        self.retranslate()
        self._refresh()

    def _build_experience_box(self) -> QGroupBox:
        """His experience boxes, the advances owed and Take advance."""
        self.experience_box = QGroupBox()
        xp_layout = QVBoxLayout(self.experience_box)
        self.experience = ExperienceBoxes()
        self.experience.setObjectName("experienceBoxes")
        self.experience.experienceClicked.connect(self._set_experience)
        self.owed = QLabel()
        self.owed.setWordWrap(True)  # its words change with the warrior: they never widen the panel
        self.advance_button = QPushButton()
        self.advance_button.setObjectName("advanceButton")
        self.advance_button.clicked.connect(self._advance)
        xp_layout.addWidget(self.experience)
        row = QHBoxLayout()
        row.addWidget(self.owed, stretch=1)
        row.addWidget(self.advance_button)
        xp_layout.addLayout(row)
        return self.experience_box

    def _build_group_box(self) -> QGroupBox:
        """A henchman group's size."""
        self.group_box = QGroupBox()
        group_form = QFormLayout(self.group_box)
        self.count = QSpinBox()
        self.count.setRange(1, 5)
        self.count.setObjectName("groupSize")
        self.count.editingFinished.connect(self._set_count)
        self.count_label = QLabel()
        group_form.addRow(self.count_label, self.count)
        return self.group_box

    def _build_kit_box(self) -> QGroupBox:
        """His kit: sell, to the stash, buy, from the stash."""
        self.kit_box = QGroupBox()
        kit_layout = QVBoxLayout(self.kit_box)
        self.kit = QListWidget()
        self.kit.setObjectName("kit")
        self.kit.setMaximumHeight(120)
        kit_layout.addWidget(self.kit)
        sell_row = QHBoxLayout()
        self.sell_button = QPushButton()
        self.sell_button.setObjectName("sellButton")
        self.sell_button.clicked.connect(self._sell)
        self.stash_button = QPushButton()
        self.stash_button.clicked.connect(self._to_stash)
        sell_row.addWidget(self.sell_button)
        sell_row.addWidget(self.stash_button)
        kit_layout.addLayout(sell_row)
        buy_row = QHBoxLayout()
        self.buy_choice = QComboBox()
        self.buy_choice.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.buy_choice.setMinimumContentsLength(12)
        self.buy_choice.setObjectName("buyChoice")
        self.buy_button = QPushButton()
        self.buy_button.setObjectName("buyButton")
        self.buy_button.clicked.connect(self._buy)
        buy_row.addWidget(self.buy_choice, stretch=1)
        buy_row.addWidget(self.buy_button)
        kit_layout.addLayout(buy_row)
        stash_row = QHBoxLayout()
        self.stash_choice = QComboBox()
        self.stash_choice.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.stash_choice.setMinimumContentsLength(12)
        self.take_button = QPushButton()
        self.take_button.clicked.connect(self._from_stash)
        stash_row.addWidget(self.stash_choice, stretch=1)
        stash_row.addWidget(self.take_button)
        kit_layout.addLayout(stash_row)
        return self.kit_box

    def _build_skills_box(self) -> QGroupBox:
        """His skills and spells, with what he may learn."""
        self.skills_box = QGroupBox()
        skills_layout = QVBoxLayout(self.skills_box)
        self.skills = QListWidget()
        self.skills.setMaximumHeight(100)
        skills_layout.addWidget(self.skills)
        skill_row = QHBoxLayout()
        self.skill_choice = QComboBox()
        self.skill_choice.setObjectName("skillChoice")
        self.skill_choice.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.skill_choice.setMinimumContentsLength(12)
        self.add_skill_button = QPushButton()
        self.add_skill_button.setObjectName("addSkillButton")
        self.add_skill_button.clicked.connect(self._add_skill)
        self.remove_skill_button = QPushButton()
        self.remove_skill_button.clicked.connect(self._remove_skill)
        skill_row.addWidget(self.skill_choice, stretch=1)
        skill_row.addWidget(self.add_skill_button)
        skills_layout.addLayout(skill_row)
        skills_layout.addWidget(self.remove_skill_button)
        spell_row = QHBoxLayout()
        self.spell_choice = QComboBox()
        self.spell_choice.setObjectName("spellChoice")
        self.spell_choice.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.spell_choice.setMinimumContentsLength(12)
        self.add_spell_button = QPushButton()
        self.add_spell_button.setObjectName("addSpellButton")
        self.add_spell_button.clicked.connect(self._add_spell)
        self.remove_spell_button = QPushButton()
        self.remove_spell_button.setObjectName("removeSpellButton")
        self.remove_spell_button.clicked.connect(self._remove_spell)
        spell_row.addWidget(self.spell_choice, stretch=1)
        spell_row.addWidget(self.add_spell_button)
        skills_layout.addLayout(spell_row)
        skills_layout.addWidget(self.remove_spell_button)
        return self.skills_box

    def _build_injuries_box(self) -> QGroupBox:
        """A hero's serious injuries."""
        self.injuries_box = QGroupBox()
        injuries_layout = QVBoxLayout(self.injuries_box)
        self.injuries = QListWidget()
        self.injuries.setMaximumHeight(90)
        injuries_layout.addWidget(self.injuries)
        injury_row = QHBoxLayout()
        self.injury_choice = QComboBox()
        self.injury_choice.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.injury_choice.setMinimumContentsLength(12)
        self.injury_choice.setObjectName("injuryChoice")
        self.add_injury_button = QPushButton()
        self.add_injury_button.clicked.connect(self._add_injury)
        self.remove_injury_button = QPushButton()
        self.remove_injury_button.clicked.connect(self._remove_injury)
        injury_row.addWidget(self.injury_choice, stretch=1)
        injury_row.addWidget(self.add_injury_button)
        injuries_layout.addLayout(injury_row)
        injuries_layout.addWidget(self.remove_injury_button)
        return self.injuries_box

    def _build_notes_box(self) -> None:
        """His notes, and the buttons to make him the leader and to dismiss him."""
        self.notes_box = QGroupBox()
        notes_layout = QVBoxLayout(self.notes_box)
        self.notes = QPlainTextEdit()
        self.notes.setMaximumHeight(80)
        self.save_notes = QPushButton()
        self.save_notes.clicked.connect(self._save_notes)
        self.dismiss_button = QPushButton()
        self.dismiss_button.clicked.connect(self._dismiss)
        self.lead_button = QPushButton()  # make this hero the leader (chosen, or a successor)
        self.lead_button.setObjectName("leadButton")
        self.lead_button.clicked.connect(self._make_leader)
        notes_layout.addWidget(self.notes)
        notes_layout.addWidget(self.save_notes)

    def minimumSizeHint(self) -> QSize:
        """As narrow as its contents allow and no narrower: the words of a language decide,
        and the sideways scroll bar is off, so nothing is ever cut off at the right. The boxes
        hidden while nobody is selected count too: selecting a warrior never widens the panel
        (and moves the sheet beside it)."""
        body = self.widget()
        layout = body.layout() if body is not None else None
        if body is None or layout is None:
            return super().minimumSizeHint()
        margins = layout.contentsMargins()
        boxes = [
            box.minimumSizeHint().width() + margins.left() + margins.right()
            for box in body.findChildren(QGroupBox)
        ]
        scroll_bar = self.verticalScrollBar().sizeHint().width()
        width = max([body.minimumSizeHint().width(), *boxes]) + scroll_bar + 2 * self.frameWidth()
        return QSize(width, super().minimumSizeHint().height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            # Boxes shown or hidden, words of another length: the width needed changed.
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def retranslate(self) -> None:
        self.experience_box.setTitle(self.tr("Experience"))
        self.advance_button.setText(self.tr("Take advance..."))
        self.group_box.setTitle(self.tr("Group"))
        self.count_label.setText(self.tr("Models"))
        self.kit_box.setTitle(self.tr("Weapons and armour"))
        self.sell_button.setText(self.tr("Sell (half price)"))
        self.stash_button.setText(self.tr("To stash"))
        self.buy_button.setText(self.tr("Buy"))
        self.take_button.setText(self.tr("Take from stash"))
        self.skills_box.setTitle(self.tr("Skills, spells and special rules"))
        self.add_skill_button.setText(self.tr("Add skill"))
        self.remove_skill_button.setText(self.tr("Remove selected skill"))
        self.add_spell_button.setText(self.tr("Add spell"))
        self.remove_spell_button.setText(self.tr("Remove selected spell"))
        self.injuries_box.setTitle(self.tr("Serious injuries"))
        self.add_injury_button.setText(self.tr("Add"))
        self.remove_injury_button.setText(self.tr("Remove selected injury"))
        self.notes_box.setTitle(self.tr("Notes"))
        self.save_notes.setText(self.tr("Save notes"))
        self.dismiss_button.setText(self.tr("Dismiss..."))
        self._refresh_lead_button()

    # --- showing ---------------------------------------------------------------------------

    def show_state(self, state: WarbandState | None) -> None:
        self.state = state
        if state is None or self.warrior_id not in {w.id for w in state.warriors}:
            self.warrior_id = None
        self._refresh()

    def show_warrior(self, warrior_id: str | None) -> None:
        self.warrior_id = warrior_id
        self._refresh()

    def warrior(self) -> Warrior | None:
        if self.state is None or self.warrior_id is None:
            return None
        return next((w for w in self.state.warriors if w.id == self.warrior_id), None)

    def _refresh(self) -> None:
        warrior = self.warrior()
        for child in self.findChildren(QGroupBox):
            child.setVisible(warrior is not None)
        self.dismiss_button.setVisible(warrior is not None)
        self._refresh_lead_button()
        if warrior is None or self.state is None:
            self.heading.setText(self.tr("Select a warrior to edit him."))
            return
        ruleset = self.session.ruleset
        lang = self.lang
        if warrior.kind == "hired_sword":
            type_name = ruleset.hired_swords[warrior.type_id].name.get(lang)
        else:
            type_name = ruleset.warrior_type(warrior.type_id).name.get(lang)
        self.heading.setText(f"{warrior.name} - {type_name}")
        # Animals, beasts and constructs never gain experience: no boxes to tick.
        self.experience_box.setVisible(gains_experience(ruleset, warrior))
        hero_track = warrior.kind == "hero"
        experience = ruleset.experience
        self.experience.set_track(
            thresholds_of(ruleset, warrior),
            experience.hero_max_experience if hero_track else experience.henchman_max_experience,
        )
        self.experience.set_experience(warrior.experience, warrior.experience_floor)
        owed = advances_owed(ruleset, warrior)
        self.owed.setText(
            self.tr("Advances owed: {0}").format(len(owed)) if owed else self.tr("No advance owed")
        )
        self.advance_button.setEnabled(bool(owed))
        self.group_box.setVisible(warrior.kind == "henchmen")
        self.count.blockSignals(True)
        self.count.setValue(warrior.count)
        self.count.blockSignals(False)
        self.kit.clear()
        for item_id in warrior.equipment:
            entry = QListWidgetItem(ruleset.items[item_id].name.get(lang))
            entry.setData(ItemRole, item_id)
            self.kit.addItem(entry)
        # Hired swords keep their own kit; animals and beasts carry none: no box to fill.
        carries = warrior.kind != "hired_sword" and (
            ruleset.warrior_type(warrior.type_id).may_buy_equipment
        )
        self.kit_box.setVisible(carries or bool(warrior.equipment))
        for widget in (self.sell_button, self.stash_button, self.buy_button, self.take_button,
                       self.buy_choice, self.stash_choice):  # fmt: skip
            widget.setEnabled(carries)
        self.buy_choice.clear()
        if carries:
            warrior_type = ruleset.warrior_type(warrior.type_id)
            warband = ruleset.warband(self.state.type_id)
            for item_id in allowed_items(ruleset, warband, warrior_type):
                price = list_price(
                    ruleset, warrior_type, item_id, has_dagger="dagger" in warrior.equipment
                )
                label = (
                    f"{ruleset.items[item_id].name.get(lang)} ({gc(price.cost * warrior.count)})"
                )
                self.buy_choice.addItem(label, item_id)
        self.stash_choice.clear()
        for item_id in dict.fromkeys(self.state.stash):
            self.stash_choice.addItem(ruleset.items[item_id].name.get(lang), item_id)
        self.skills.clear()
        for skill in warrior.skills:
            entry = QListWidgetItem(ruleset.skills[skill].name.get(lang))
            entry.setData(ItemRole, skill)
            self.skills.addItem(entry)
        self.skill_choice.clear()
        has_skills = warrior.kind != "henchmen"
        for widget in (self.skill_choice, self.add_skill_button, self.remove_skill_button):
            widget.setVisible(has_skills)
        if has_skills:
            leads = warrior.id == self._leader_id()
            for skill_id in skill_choices(
                ruleset, warrior.type_id, tuple(warrior.skills), tuple(warrior.extra_skill_lists),
                is_leader=leads or None,  # a chosen leader or successor; else his type says
            ):  # fmt: skip
                offered = ruleset.skills[skill_id]
                list_name = ruleset.skill_lists[offered.list].name.get(lang)
                self.skill_choice.addItem(f"{offered.name.get(lang)} ({list_name})", skill_id)
        for known in warrior.spells:
            spell = ruleset.spell(known.spell)
            suffix = f" (-{known.difficulty_reduction})" if known.difficulty_reduction else ""
            entry = QListWidgetItem(spell.name.get(lang) + suffix)
            entry.setData(SpellRole, known.spell)
            self.skills.addItem(entry)
        self._fill_spell_choice(warrior)
        for gained in warrior.rules_gained:
            entry = QListWidgetItem(ruleset.special_rules[gained.rule].name.get(lang))
            entry.setData(RuleRole, ("special_rule", gained.rule))
            self.skills.addItem(entry)
        self.injuries_box.setVisible(warrior.kind == "hero")
        self.injuries.clear()
        for record in warrior.injuries:
            entry = QListWidgetItem(ruleset.injury_name(record.injury, lang))
            entry.setData(RuleRole, ("injury", record.injury))
            self.injuries.addItem(entry)
        if warrior.games_to_miss:
            self.injuries.addItem(
                self.tr("Misses the next {0} game(s)").format(warrior.games_to_miss)
            )
        self.injury_choice.clear()
        for result in ruleset.hero_injuries:
            choices = result.sub_roll or (result,)
            for choice in choices:
                label = (
                    f"{result.from_}-{result.to} {choice.name.get(lang)}"
                    if result.from_ != result.to
                    else f"{result.from_} {choice.name.get(lang)}"
                )
                self.injury_choice.addItem(label, choice.id)
        self.notes.setPlainText(warrior.notes)
        self._show_rule_texts()

    def _show_rule_texts(self) -> None:
        """Every skill, spell, item, rule and injury listed or offered: its rule text on hover."""
        for combo, kind in (
            (self.buy_choice, "item"),
            (self.stash_choice, "item"),
            (self.skill_choice, "skill"),
            (self.spell_choice, "spell"),
            (self.injury_choice, "injury"),
        ):
            for n in range(combo.count()):
                tip = self._rule_tip(cast(RuleKind, kind), str(combo.itemData(n)))
                combo.setItemData(n, tip, Qt.ItemDataRole.ToolTipRole)
        for entry in self._entries(self.kit):
            entry.setToolTip(self._rule_tip("item", str(entry.data(ItemRole))))
        for entry in self._entries(self.skills, self.injuries):
            if entry.data(SpellRole):
                entry.setToolTip(self._rule_tip("spell", str(entry.data(SpellRole))))
            elif entry.data(RuleRole):
                kind, key = entry.data(RuleRole)
                entry.setToolTip(self._rule_tip(kind, key))
            elif entry.data(ItemRole):
                entry.setToolTip(self._rule_tip("skill", str(entry.data(ItemRole))))

    @staticmethod
    def _entries(*lists: QListWidget) -> list[QListWidgetItem]:
        return [widget.item(n) for widget in lists for n in range(widget.count())]

    def _rule_tip(self, kind: RuleKind, key: str) -> str:
        return rule_tooltip(self.session.ruleset, kind, key, self.lang)

    # --- actions ---------------------------------------------------------------------------

    def _run(
        self,
        use_case: Callable[Concatenate[Store, int, P], Change[object]],
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> None:
        self.session.run_on_current(use_case, *args, **kwargs)

    def _set_experience(self, experience: int) -> None:
        if self.warrior_id:
            self._run(uc.set_experience, self.warrior_id, experience)

    def _set_count(self) -> None:
        warrior = self.warrior()
        if warrior is None or warrior.kind != "henchmen" or self.count.value() == warrior.count:
            return
        difference = self.count.value() - warrior.count
        if difference > 0:
            self._run(uc.add_models, warrior.id, difference)
        else:
            self._run(uc.remove_models, warrior.id, -difference)

    def _selected_kit(self) -> str | None:
        item = self.kit.currentItem()
        return None if item is None else str(item.data(ItemRole))

    def _buy(self) -> None:
        item_id = self.buy_choice.currentData()
        if self.warrior_id and item_id:
            self._run(uc.buy, self.warrior_id, item_id)

    def _sell(self) -> None:
        item_id = self._selected_kit()
        if self.warrior_id and item_id:
            self._run(uc.sell, self.warrior_id, item_id)

    def _to_stash(self) -> None:
        item_id = self._selected_kit()
        if self.warrior_id and item_id:
            self._run(uc.to_stash, self.warrior_id, item_id)

    def _from_stash(self) -> None:
        item_id = self.stash_choice.currentData()
        if self.warrior_id and item_id:
            self._run(uc.from_stash, self.warrior_id, item_id)

    def _add_injury(self) -> None:
        injury_id = self.injury_choice.currentData()
        if not (self.warrior_id and injury_id):
            return
        games = (
            1 if injury_id == "deep_wound" else None
        )  # the D3 is asked in the post-battle wizard
        self._run(uc.apply_injury, self.warrior_id, injury_id, games=games)

    def _remove_injury(self) -> None:
        row = self.injuries.currentRow()
        warrior = self.warrior()
        if warrior and 0 <= row < len(warrior.injuries):
            self._run(uc.remove_injury, warrior.id, row)

    def _add_skill(self) -> None:
        skill = self.skill_choice.currentData()
        if self.warrior_id and skill:
            self._run(uc.add_skill, self.warrior_id, skill)

    def _remove_skill(self) -> None:
        item = self.skills.currentItem()
        skill = None if item is None else item.data(ItemRole)
        if self.warrior_id and skill:
            self._run(uc.remove_skill, self.warrior_id, skill)

    def _fill_spell_choice(self, warrior: Warrior) -> None:
        """A caster's own list, in D6 order: the spell rolled at the table is added by hand."""
        self.spell_choice.clear()
        choices = spell_choices(self.session.ruleset, warrior)
        for spell in choices:
            self.spell_choice.addItem(f"{spell.d6}: {spell.name.get(self.lang)}", spell.key)
        for widget in (self.spell_choice, self.add_spell_button, self.remove_spell_button):
            widget.setVisible(bool(choices))

    def _add_spell(self) -> None:
        spell = self.spell_choice.currentData()
        if self.warrior_id and spell:
            self._run(uc.learn_spell, self.warrior_id, spell)

    def _remove_spell(self) -> None:
        item = self.skills.currentItem()
        spell = None if item is None else item.data(SpellRole)
        if self.warrior_id and spell:
            self._run(uc.forget_spell, self.warrior_id, spell)

    def _save_notes(self) -> None:
        if self.warrior_id:
            self._run(uc.set_warrior_notes, self.warrior_id, self.notes.toPlainText())

    def _leader_id(self) -> str | None:
        if self.state is None:
            return None
        leader = leadership.leader_of(
            self.session.ruleset, to_roster(self.session.ruleset, self.state)
        )
        return leader.id if leader is not None else None

    def _refresh_lead_button(self) -> None:
        """Shown for heroes; enabled when the rules let the player make him the leader."""
        if not hasattr(self, "lead_button"):
            return
        warrior = self.warrior()
        if warrior is None or self.state is None or warrior.kind != "hero":
            self.lead_button.setVisible(False)
            return
        ruleset = self.session.ruleset
        roster = to_roster(ruleset, self.state)
        hero = next(h for h in roster.heroes if h.id == warrior.id)
        leads = leadership.is_leader(ruleset, roster, warrior.id)
        self.lead_button.setVisible(True)
        self.lead_button.setText(self.tr("Leads the warband") if leads else self.tr("Make leader"))
        self.lead_button.setEnabled(not leads and leadership.may_lead(ruleset, roster, hero))

    def _make_leader(self) -> None:
        if self.warrior_id:
            self._run(uc.set_leader, self.warrior_id)

    def _dismiss(self) -> None:
        warrior = self.warrior()
        if warrior is None:
            return
        if confirm(
            self,
            self.tr("Dismiss"),
            self.tr("Dismiss {0}? Their kit goes to the stash.").format(warrior.name),
        ):
            self._run(uc.dismiss, warrior.id)

    def _advance(self) -> None:
        from ui.advance_dialog import AdvancementDialog

        warrior = self.warrior()
        if warrior is None or self.state is None:
            return
        dialog = AdvancementDialog(self.session, warrior.id, self)
        dialog.lang = self.lang
        run_modal(dialog)
