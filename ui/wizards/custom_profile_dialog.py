"""Type's profile... in the warrior panel: the profile of one of the warband's custom types
(rules.custom), entered where a file gave none (a Roster Builder save names its units only) or
corrected. OK hands the nine numbers to `app.usecases.custom.set_custom_profile` through the
session (one undoable change); the window decides nothing.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.usecases.custom import set_custom_profile
from rules.models import CHARACTERISTICS
from ui.session import Session


class CustomProfileDialog(QDialog):
    def __init__(
        self,
        session: Session,
        type_id: str,
        type_name: str,
        profile: Mapping[str, int],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("customProfileDialog")
        self.session, self.type_id = session, type_id
        self.setWindowTitle(self.tr("Profile of {0}").format(type_name))
        note = QLabel(
            self.tr(
                "The profile of every warrior of this type, each characteristic from 0 to 10; "
                "their advances and injuries count on top of it."
            )
        )
        note.setWordWrap(True)
        grid = QGridLayout()
        self.boxes: dict[str, QSpinBox] = {}
        for column, key in enumerate(CHARACTERISTICS):
            label, box = QLabel(key), QSpinBox()
            box.setObjectName(f"profile{key}")
            box.setRange(0, 10)
            box.setValue(profile.get(key, 0))
            box.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setBuddy(box)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(label, 0, column)
            grid.addWidget(box, 1, column)
            self.boxes[key] = box
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.enter)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(grid)
        layout.addWidget(buttons)

    def values(self) -> dict[str, int]:
        return {key: box.value() for key, box in self.boxes.items()}

    def enter(self) -> None:
        """The numbers to the use case; refused, the window's message line says why."""
        if self.session.run_on_current(set_custom_profile, self.type_id, self.values()) is not None:
            self.accept()
