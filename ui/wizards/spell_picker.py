"""Starting spells at hire: for each spell a caster starts with, roll it or type what the
table gave. The rules roll and check (app.usecases.hiring); this only asks."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QWidget

from rules.models import Lang, Ruleset

ROLL = ""  # the combo's data for "the program rolls it"


class SpellPicker(QWidget):
    """One combo per starting spell: "Roll (D6)" or the spell rolled at the table."""

    def __init__(self, ruleset: Ruleset, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("spellPicker")
        self.ruleset = ruleset
        self.lang: Lang = "en"
        self.spell_list: str | None = None
        self.combos: list[QComboBox] = []
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        # Hidden for a warrior who casts nothing, yet keeping its room: the fields below stay
        # where they are when the type chosen changes.
        policy = self.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.setSizePolicy(policy)
        self.setMinimumHeight(QComboBox().sizeHint().height())

    def show_for(self, spell_list: str | None, count: int, lang: Lang) -> None:
        """Ask for `count` spells of a list (none: the warrior casts nothing)."""
        self.lang = lang
        self.spell_list = spell_list
        for combo in self.combos:
            combo.deleteLater()
        self.combos = []
        if spell_list is not None:
            spells = sorted(self.ruleset.spells_of(spell_list), key=lambda s: s.d6)
            for n in range(count):
                combo = QComboBox()
                combo.setObjectName(f"startingSpell{n + 1}")
                combo.addItem(self.tr("Roll (D6)"), ROLL)
                for spell in spells:
                    combo.addItem(f"{spell.d6}: {spell.name.get(lang)}", spell.key)
                self._layout.addWidget(combo)
                self.combos.append(combo)
        self.setVisible(bool(self.combos))

    def show_rolled(self, rolled: list[str]) -> None:
        """The combos left on Roll say what the program rolled ("Rolled: 5: Healing Hand"),
        one rolled spell each in order; a combo typed from the table keeps its spell."""
        left = iter(rolled)
        for combo in self.combos:
            if combo.currentData() != ROLL:
                continue
            key = next(left, None)
            if key is None:
                combo.setItemText(0, self.tr("Roll (D6)"))
                continue
            spell = self.ruleset.spell(key)
            words = self.tr("Rolled: {0}: {1}").format(spell.d6, spell.name.get(self.lang))
            combo.setItemText(0, words)

    def typed(self) -> list[str]:
        """The spells chosen from the table; the rest are rolled by the program."""
        return [str(c.currentData()) for c in self.combos if c.currentData() != ROLL]

    def reset(self) -> None:
        for combo in self.combos:
            combo.setCurrentIndex(0)
