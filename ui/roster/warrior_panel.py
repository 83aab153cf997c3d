"""The detail editor of the selected warrior or group: his marks, experience, group size, kit,
skills, injuries and notes (one box each, ui/roster/warrior_boxes.py), and the buttons that make him
the leader or dismiss him.

The panel prices, validates and decides nothing: `app.sheet.panel_view` says what he is, what he
may be offered and at what price; every button runs a use case through the session.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app import usecases as uc
from app.domain import WarbandState, Warrior
from app.sheet.panel_view import PanelView, panel_view
from rules.custom import CustomType
from rules.models import Lang
from rules.text import MAX_NAME
from ui.plumbing.dialogs import confirm, run_modal
from ui.roster.warrior_boxes import (
    ExperienceBox,
    GroupBox,
    InjuriesBox,
    KitBox,
    MarksLine,
    MountLine,
    NotesBox,
    PanelBox,
    SkillsBox,
)
from ui.session import Session
from ui.widgets.least_width import least_width


def _button(name: str, pressed: Callable[[], None]) -> QPushButton:
    button = QPushButton()
    button.setObjectName(name)
    button.clicked.connect(pressed)
    return button


class WarriorPanel(QScrollArea):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.lang: Lang = "en"
        self.state: WarbandState | None = None
        self.warrior_id: str | None = None
        self.view: PanelView | None = None
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body = QWidget()
        self.setWidget(body)
        self.heading = QLabel()
        self.heading.setStyleSheet("font-size: 13pt; font-weight: bold;")
        self.heading.setWordWrap(True)
        self.name_edit = QLineEdit()  # his name, renamed here: Enter or leaving the field
        self.name_edit.setObjectName("warriorName")
        self.name_edit.setMaxLength(MAX_NAME)
        self.name_edit.editingFinished.connect(self._rename)
        self.name_label = QLabel()
        self.name_label.setBuddy(self.name_edit)
        self._name_shown: tuple[str, str] | None = None  # (his id, his name) in the field
        self.marks = MarksLine()
        self.mount_line = MountLine(session)
        self.experience_box = ExperienceBox(session)
        self.experience_box.advance_button.clicked.connect(self.advance)
        self.group_box = GroupBox(session)
        self.kit_box = KitBox(session)
        self.skills_box = SkillsBox(session)
        self.injuries_box = InjuriesBox(session)
        self.notes_box = NotesBox(session)
        self.lead_button = QPushButton()  # make this hero the leader (chosen, or a successor)
        self.lead_button.setObjectName("leadButton")
        self.lead_button.clicked.connect(self._make_leader)
        self.profile_button = _button("customProfileButton", self.enter_profile)
        self.dismiss_button = QPushButton()
        self.dismiss_button.clicked.connect(self.dismiss)
        layout = QVBoxLayout(body)
        name_row = QHBoxLayout()
        name_row.addWidget(self.name_label)
        name_row.addWidget(self.name_edit, 1)
        layout.addWidget(self.heading)
        layout.addLayout(name_row)
        for widget in (
            self.mount_line,
            self.marks,
            self.experience_box,
            self.group_box,
            self.kit_box,
            self.skills_box,
            self.injuries_box,
            self.lead_button,
            self.profile_button,
            self.notes_box,
            self.dismiss_button,
        ):
            layout.addWidget(widget)
        layout.addStretch(1)
        self.retranslate()
        self._refresh()

    def boxes(self) -> tuple[PanelBox, ...]:
        return (
            self.experience_box,
            self.group_box,
            self.kit_box,
            self.skills_box,
            self.injuries_box,
            self.notes_box,
        )

    def minimumSizeHint(self) -> QSize:
        """As narrow as its contents allow and no narrower: the words of a language decide,
        and the sideways scroll bar is off, so nothing is ever cut off at the right. The boxes
        hidden while nobody is selected count too: selecting a warrior never widens the panel
        (and moves the sheet beside it)."""
        body = self.widget()
        layout = body.layout() if body is not None else None
        if body is None or layout is None:
            return super().minimumSizeHint()
        scroll_bar = self.verticalScrollBar().sizeHint().width()
        width = least_width(body) + scroll_bar + 2 * self.frameWidth()
        return QSize(width, super().minimumSizeHint().height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            # Boxes shown or hidden, words of another length: the width needed changed.
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def retranslate(self) -> None:
        for box in self.boxes():
            box.retranslate()
        self.marks.retranslate()
        self.dismiss_button.setText(self.tr("Dismiss..."))
        self.profile_button.setText(self.tr("Type's profile..."))
        self.name_label.setText(self.tr("&Name:"))
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
        return None if self.view is None else self.view.warrior

    def _refresh(self) -> None:
        view = None
        if self.state is not None and self.warrior_id is not None:
            figures = self.session.figures(self.state).warriors.get(self.warrior_id)
            view = panel_view(self.session.reads, self.state, self.warrior_id, figures)
        self.view = view
        for widget in (*self.boxes(), self.dismiss_button, self.name_label, self.name_edit):
            widget.setVisible(view is not None)
        self._show_name(view)
        self._refresh_lead_button()
        self.profile_button.setVisible(self._custom_type() is not None)
        if view is None:
            self.heading.setText(self.tr("Select a warrior to edit him."))
            self.marks.show_marks(())
            self.mount_line.show_mount(None, self.lang)
            return
        self.heading.setText(f"{view.warrior.name} - {view.type_name.get(self.lang)}")
        self.mount_line.show_mount(view.mount, self.lang)
        if view.marks != self.marks.marks:
            self.marks.show_marks(view.marks)  # badges drawn again only when they changed
        for box in self.boxes():
            box.setVisible(box.wanted(view))
            box.show_view(view, self.lang)

    def _show_name(self, view: PanelView | None) -> None:
        """His name in the field, written again only when he or his name changed: an edit of
        something else leaves what is being typed as it is."""
        shown = None if view is None else (view.warrior.id, view.warrior.name)
        if shown != self._name_shown:
            self._name_shown = shown
            self.name_edit.setText("" if shown is None else shown[1])

    def _rename(self) -> None:
        """The name typed, kept by the rename use case (one undo step); refused, the field
        shows his name again and the window says why."""
        warrior = self.warrior()
        typed = self.name_edit.text()
        if warrior is None or typed == warrior.name:
            return
        if self.session.run_on_current(uc.rename_warrior, warrior.id, typed) is None:
            self.name_edit.setText(warrior.name)

    def _refresh_lead_button(self) -> None:
        """Shown for heroes; enabled when the rules let the player make him the leader."""
        leadership = None if self.view is None else self.view.leadership
        self.lead_button.setVisible(leadership is not None)
        if leadership is None:
            return
        leads = leadership.leads
        self.lead_button.setText(self.tr("Leads the warband") if leads else self.tr("Make leader"))
        self.lead_button.setEnabled(leadership.may_lead)

    # --- actions ---------------------------------------------------------------------------

    def _make_leader(self) -> None:
        if self.warrior_id:
            self.session.run_on_current(uc.set_leader, self.warrior_id)

    def dismiss(self) -> None:
        """Dismiss... (the button, the row's menu): asked first, then one undo step."""
        warrior = self.warrior()
        if warrior is None:
            return
        if confirm(
            self,
            self.tr("Dismiss"),
            self.tr("Dismiss {0}? Their kit goes to the stash.").format(warrior.name),
        ):
            self.session.run_on_current(uc.dismiss, warrior.id)

    def _custom_type(self) -> CustomType | None:
        """His type when it is one of the warband's own custom types (rules.custom)."""
        warrior = self.warrior()
        if warrior is None or self.state is None:
            return None
        return self.state.custom.type(warrior.type_id)

    def enter_profile(self) -> None:
        """Type's profile...: the profile of his custom type, entered or corrected (one undo
        step for every warrior of the type)."""
        from ui.wizards.custom_profile_dialog import CustomProfileDialog

        custom = self._custom_type()
        if custom is None:
            return
        profile = custom.profile.as_dict()
        run_modal(CustomProfileDialog(self.session, custom.id, custom.name, profile, self))

    def advance(self) -> None:
        """Take advance...: the advance dialog for him, on the undo stack."""
        from ui.wizards.advance_dialog import AdvancementDialog

        warrior = self.warrior()
        if warrior is None:
            return
        dialog = AdvancementDialog(self.session, warrior.id, self)
        dialog.lang = self.lang
        run_modal(dialog)
