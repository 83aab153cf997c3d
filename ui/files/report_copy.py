"""Copy the battle report to post (app/exports/battle_report.py) onto the clipboard, a chat
message at a time: a report longer than a chat's 2,000 characters is copied in parts, the next
part at each copy, and the status line says which part is on the clipboard."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QGuiApplication

if TYPE_CHECKING:
    from app.exports.forum_text import TextFormat
    from app.store.repository import Store
    from rules.models import Lang


class ReportCopier(QObject):
    """Remembers the report last copied, so copying it again gives its next part."""

    def __init__(self, say: Callable[[str], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.say = say
        self._key: tuple[object, ...] = ()
        self._parts: list[str] = []
        self._next = 0

    def copy(
        self, store: Store, warband_id: int, number: int | None, fmt: TextFormat, lang: Lang
    ) -> None:
        """Battle `number` of the warband's log (None: the last) in `fmt`: its first part, or
        the next part when the same report was copied just before."""
        from app.exports.battle_report import NoSuchBattle, report_messages

        battles = len(store.battles(warband_id))
        key = (id(store), warband_id, number or battles, battles, fmt, lang)
        if key != self._key or self._next >= len(self._parts):
            try:
                self._parts = report_messages(store, warband_id, number, fmt, lang)
            except NoSuchBattle:
                self._key, self._parts = (), []
                self.say(self.tr("No battle yet: the post-battle sequence records one."))
                return
            self._key, self._next = key, 0
        QGuiApplication.clipboard().setText(self._parts[self._next])
        self._next += 1
        total = len(self._parts)
        if total == 1:
            self.say(self.tr("Copied the battle report to the clipboard."))
        elif self._next < total:
            self.say(
                self.tr(
                    "Copied part {0} of {1} of the battle report: paste it, then copy again "
                    "for part {2}."
                ).format(self._next, total, self._next + 1)
            )
        else:
            last = self.tr("Copied the last part ({0} of {0}) of the battle report.")
            self.say(last.format(total))


__all__ = ["ReportCopier"]
