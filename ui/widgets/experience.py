"""Experience boxes as on the paper roster: one box per point, the advance boxes bold."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

FILLED = QColor("#5d4037")
FLOOR = QColor("#a1887f")  # starting experience: ticked, but it earned no advance


PER_ROW = 15  # boxes in a row at most


class ExperienceBoxes(QWidget):
    """Click a box to set the experience to it; the arrow keys step one point.

    `experienceClicked(int)` asks for a change; the widget shows what it is told with
    `set_experience`, so an edit the rules refuse never shows as done.
    """

    experienceClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._thresholds: tuple[int, ...] = ()
        self._maximum = 0
        self._experience = 0
        self._floor = 0
        self._per_row = PER_ROW
        self._box = 17
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setMouseTracking(True)

    def set_track(self, thresholds: tuple[int, ...], maximum: int) -> None:
        self._thresholds = thresholds
        self._maximum = maximum
        self._per_row = min(maximum, PER_ROW)  # 90 hero boxes: six rows of 15
        self.updateGeometry()
        self.update()

    def set_experience(self, experience: int, floor: int = 0) -> None:
        self._experience = experience
        self._floor = floor
        self.setToolTip(
            self.tr("{0} experience; next advance at {1}").format(
                experience, next((t for t in self._thresholds if t > experience), "-")
            )
        )
        self.update()

    def experience(self) -> int:
        return self._experience

    def sizeHint(self) -> QSize:
        rows = max(1, -(-self._maximum // max(self._per_row, 1)))
        return QSize(self._per_row * self._box + 2, rows * (self._box + 3) + 2)

    def minimumSizeHint(self) -> QSize:
        """A full row's width whatever the track shown: the panel beside the sheet is as wide
        as any warrior's boxes need, so it never cuts a hero's row off at the right."""
        return QSize(PER_ROW * self._box + 2, self.sizeHint().height())

    def box_rect(self, point: int) -> QRect:
        """The rectangle of the box for experience point `point` (1-based)."""
        n = point - 1
        row, column = divmod(n, max(self._per_row, 1))
        return QRect(
            1 + column * self._box, 1 + row * (self._box + 3), self._box - 2, self._box - 2
        )

    def point_at(self, position: QPoint) -> int | None:
        for point in range(1, self._maximum + 1):
            if self.box_rect(point).adjusted(-1, -1, 2, 2).contains(position):
                return point
        return None

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        ink = self.palette().windowText().color()
        for point in range(1, self._maximum + 1):
            rect = self.box_rect(point)
            if point <= self._experience:
                painter.fillRect(rect, FLOOR if point <= self._floor else FILLED)
            bold = point in self._thresholds
            painter.setPen(QPen(ink, 3 if bold else 1))
            painter.drawRect(rect)
        if self.hasFocus():
            painter.setPen(QPen(self.palette().highlight().color(), 1, Qt.PenStyle.DotLine))
            painter.drawRect(self.rect().adjusted(0, 0, -1, -1))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        point = self.point_at(event.position().toPoint())
        if point is None:
            return
        # Clicking the last filled box clears it, as a player rubs out a tick.
        self.experienceClicked.emit(point - 1 if point == self._experience else point)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Right, Qt.Key.Key_Plus, Qt.Key.Key_Up):
            self.experienceClicked.emit(min(self._experience + 1, self._maximum))
        elif event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Minus, Qt.Key.Key_Down):
            self.experienceClicked.emit(max(self._experience - 1, 0))
        else:
            super().keyPressEvent(event)
