"""The window says messages with Qt's translators, the same words as the command line."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication

from app.words import TEXTS
from ui import words

from .qt_lifetime import delete_now

QM = Path(__file__).resolve().parents[2] / "resources" / "translations" / "mordheim_roster_ru.qm"


def test_the_window_has_every_template_of_the_command_line(qapp: QApplication) -> None:
    assert words.templates() == {code: texts["en"] for code, texts in TEXTS.items()}


def test_the_russian_window_says_them_as_the_command_line(qapp: QApplication) -> None:
    translator = QTranslator()
    assert translator.load(str(QM))
    QCoreApplication.installTranslator(translator)
    try:
        assert words.templates() == {code: texts["ru"] for code, texts in TEXTS.items()}
    finally:
        QCoreApplication.removeTranslator(translator)
        delete_now(translator)
