"""The parts of the advance dialog: the dice, and the three choices a result may ask for.

Each part lays out its fields and puts its own words on them; what the fields hold is filled
in by the dialog from `app.sheet.advance_controller`, which decides what may be chosen.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from app.sheet.advance_controller import SPELL
from ui.widgets.choice_list import ChoiceList


def _form(page: QWidget) -> QFormLayout:
    form = QFormLayout(page)
    form.setContentsMargins(0, 0, 0, 0)
    return form


def _combo(name: str) -> QComboBox:
    box = QComboBox()
    box.setObjectName(name)
    return box


class DiceBox(QGroupBox):
    """The dice: rolled by the program, or typed as rolled on the table; and Roll."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.mode = QWidget()
        self.mode.setObjectName("diceMode")
        self.in_app = QRadioButton()
        self.in_app.setObjectName("rollInApp")
        self.on_table = QRadioButton()
        self.on_table.setObjectName("rollOnTable")
        self.mode_group = QButtonGroup(self)
        self.mode_group.addButton(self.in_app)
        self.mode_group.addButton(self.on_table)
        self.in_app.setChecked(True)
        self.typed = QLineEdit()
        self.typed.setObjectName("typedDice")
        self.roll_button = QPushButton()
        self.roll_button.setObjectName("rollButton")
        self.roll_button.setDefault(True)  # Enter in the dice field rolls
        mode_layout = QVBoxLayout(self.mode)
        mode_layout.setContentsMargins(0, 0, 0, 0)
        mode_layout.addWidget(self.in_app)
        table_row = QHBoxLayout()
        table_row.addWidget(self.on_table)
        table_row.addWidget(self.typed, stretch=1)
        mode_layout.addLayout(table_row)
        layout = QVBoxLayout(self)
        layout.addWidget(self.mode)
        layout.addWidget(self.roll_button, alignment=Qt.AlignmentFlag.AlignRight)
        self.typed.textEdited.connect(self._typing)

    def _typing(self) -> None:
        """Dice typed from the table: Enter rolls them (again), whatever was on screen."""
        self.on_table.setChecked(True)
        self.roll_button.setDefault(True)

    def set_open(self, open_: bool) -> None:
        """Rolling allowed (an advance is owed, and no dice of the program stand)."""
        self.roll_button.setEnabled(open_)
        self.mode.setEnabled(open_)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Dice"))
        self.in_app.setText(self.tr("Roll in the app"))
        self.on_table.setText(self.tr("Dice rolled on the table:"))
        self.typed.setPlaceholderText(self.tr("e.g. 3 4 2"))
        self.roll_button.setText(self.tr("Roll"))


class CharacteristicPage(QWidget):
    """A characteristic to raise, when the roll leaves the choice to the player."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.choice_box = _combo("choiceBox")
        self.caption = QLabel()
        _form(self).addRow(self.caption, self.choice_box)

    def retranslate(self) -> None:
        self.caption.setText(self.tr("Raise"))
        self.choice_box.setPlaceholderText(self.tr("Choose a characteristic"))


class SkillPage(QWidget):
    """A new skill, picked with one click from one list of every skill the warrior may learn
    (under each skill list's name), or for a caster a new spell instead; Enter or a double-click
    takes it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.choices = ChoiceList()
        self.choices.setObjectName("skillChoice")
        self.spell_label = QLabel()
        self.spell_label.setObjectName("spellLabel")
        self.spell_label.setWordWrap(True)
        self.caption = QLabel()
        self.empty = QLabel()
        self.empty.setObjectName("noSkillLeft")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.caption)
        layout.addWidget(self.choices, 1)
        layout.addWidget(self.empty)
        layout.addWidget(self.spell_label)
        self.choices.setMinimumHeight(180)

    def show_spell(self, spell_chosen: bool) -> None:
        """The spell rolled, once the new spell is picked."""
        self.spell_label.setVisible(spell_chosen)

    def picked(self) -> tuple[str | None, str | None]:
        """The skill list and the skill picked (SPELL and None for a new spell)."""
        data = self.choices.currentData()
        if not isinstance(data, tuple):
            return None, None
        return data[0], data[1] or None

    def set_choices(
        self,
        lists: list[tuple[str, str, list[tuple[str, str]]]],
        spell: str | None,
        keep: object,
    ) -> None:
        """Each skill list (name, id, its skills as (name, id)) as a heading over its skills,
        then `spell`, the entry of a new spell instead, if the warrior may take one."""
        self.choices.blockSignals(True)
        self.choices.clear()
        for list_name, list_id, skills in lists:
            self.choices.add_heading(list_name)
            for name, skill in skills:
                self.choices.addItem(f"    {name}", (list_id, skill))
        if spell is not None:
            self.choices.addItem(spell, (SPELL, ""))
        self.choices.setCurrentRow(self.choices.findData(keep) if keep is not None else -1)
        self.choices.blockSignals(False)
        self.empty.setVisible(not any(skills for _, _, skills in lists))

    def retranslate(self) -> None:
        self.caption.setText(self.tr("Skill"))
        self.empty.setText(self.tr("No skill left in this list"))


class TalentPage(QWidget):
    """The lad's got talent: the new hero's name and his two skill lists."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.name = QLineEdit()
        self.name.setObjectName("talentName")
        self.list1 = _combo("talentList1")
        self.list2 = _combo("talentList2")
        self.name_caption = QLabel()
        self.list1_caption = QLabel()
        self.list2_caption = QLabel()
        # The intro above the form, not in a row of it: a form row gives a wrapped text the
        # height of one line and cut the Russian explanation.
        page = QVBoxLayout(self)
        page.setContentsMargins(0, 0, 0, 0)
        page.addWidget(self.intro)
        form = QFormLayout()
        page.addLayout(form)
        form.addRow(self.name_caption, self.name)
        form.addRow(self.list1_caption, self.list1)
        form.addRow(self.list2_caption, self.list2)

    def retranslate(self) -> None:
        self.intro.setText(
            self.tr(
                "One model leaves the group and becomes a hero. Name him and choose two skill "
                "lists; then roll his first advance on the hero table."
            )
        )
        self.name_caption.setText(self.tr("Name"))
        self.name.setPlaceholderText(self.tr("The new hero's name"))
        self.list1_caption.setText(self.tr("First skill list"))
        self.list2_caption.setText(self.tr("Second skill list"))
        self.list1.setPlaceholderText(self.tr("Choose a skill list"))
        self.list2.setPlaceholderText(self.tr("Choose another skill list"))
