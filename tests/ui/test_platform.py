"""The window on every system: --lang, its own settings store, safe file names in the save
dialogs, write failures as messages, Print's temporary files, and the crash dialog."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest

from PySide6.QtCore import QCoreApplication, QSettings, QTranslator
from PySide6.QtWidgets import QFileDialog, QMessageBox

import app.usecases as uc
from mordheim_roster.__main__ import main
from ui.plumbing import crash
from ui.preferences.settings import SETTINGS_DIR_VAR, SETTINGS_FILE, app_settings

ROOT = Path(__file__).resolve().parents[2]
QM = ROOT / "resources" / "translations" / "mordheim_roster_ru.qm"


# --- --lang -------------------------------------------------------------------------------


@pytest.mark.parametrize(("argv", "lang"), [([], None), (["--lang", "ru"], "ru")])
def test_the_command_line_hands_lang_to_the_window(monkeypatch, argv, lang) -> None:
    import ui.launch

    seen = {}

    def run_gui(db=None, *, demo=True, lang=None):
        seen.update(db=db, demo=demo, lang=lang)
        return 0

    monkeypatch.setattr(ui.launch, "run_gui", run_gui)
    assert main([*argv, "--db", "x.sqlite3", "--no-demo"]) == 0
    assert seen == {"db": "x.sqlite3", "demo": False, "lang": lang}


def test_lang_wins_over_the_saved_language(qtbot, demo_store, settings) -> None:
    from ui.main_window import MainWindow
    from ui.session import Session

    settings.setValue("language", "en")
    win = MainWindow(Session(demo_store), settings, lang="ru")
    qtbot.addWidget(win)
    try:
        assert win.lang == "ru" and win.russian_action.isChecked()
        assert win.file_menu.title() == "&Файл"
    finally:
        for translator in win._translators:
            QCoreApplication.removeTranslator(translator)


# --- settings -----------------------------------------------------------------------------


def test_a_settings_folder_gives_an_ini_file_on_every_system(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv(SETTINGS_DIR_VAR, str(tmp_path))
    settings = app_settings()
    assert settings.format() == QSettings.Format.IniFormat
    settings.setValue("language", "ru")
    settings.sync()
    assert "language=ru" in (tmp_path / SETTINGS_FILE).read_text()


def test_without_the_variable_the_native_store_is_used(monkeypatch) -> None:
    monkeypatch.delenv(SETTINGS_DIR_VAR, raising=False)
    settings = app_settings()
    assert settings.format() == QSettings.Format.NativeFormat
    assert settings.applicationName() == "mordheim-roster"


# --- save dialogs -------------------------------------------------------------------------


@pytest.fixture
def hostile(window):
    change = uc.create_warband(window.session.store, "reikland", 'Wolves: "A/B" ?*')
    window.refresh_list()
    window.open_warband(change.warband_id)
    return window


@pytest.mark.parametrize(("action", "suffix"), [("export_json", ".json"), ("export_pdf", ".pdf")])
def test_save_dialogs_suggest_a_safe_name(hostile, monkeypatch, action, suffix) -> None:
    suggested = []
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (suggested.append(a[2]), ("", ""))[1]
    )
    getattr(hostile, action)()
    # The name in the folder the dialog opens in (tests/ui/test_confirm_and_folders.py).
    assert [Path(start).name for start in suggested] == [f"Wolves A B{suffix}"]


def test_a_failed_json_export_is_a_message(hostile, monkeypatch, tmp_path) -> None:
    target = tmp_path / "missing" / "w.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    hostile.export_json()
    assert not target.parent.exists()
    assert hostile.message.text() == (
        f"Cannot write {target}: No such file or directory; nothing was written"
    )


# --- the crash dialog ---------------------------------------------------------------------


def test_the_crash_dialog_says_where_the_log_is(qtbot, monkeypatch, tmp_path) -> None:
    shown = []

    def exec_(box):
        shown.append((box.windowTitle(), box.text(), [b.text() for b in box.buttons()]))
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    monkeypatch.setattr(crash, "_state", {"showing": False, "shown": 0})
    log = tmp_path / "logs" / "mordheim-roster.log"
    crash.show_crash_dialog("KeyError: 'x'", log)
    title, text, buttons = shown[0]
    assert title == "Mordheim Roster: unexpected error"
    assert "(KeyError: 'x')" in text and str(log) in text and "send that file" in text
    assert "Open the log folder" in buttons
    for _ in range(5):  # a repeating error: a few dialogs, then only the log
        crash.show_crash_dialog("KeyError: 'x'", log)
    assert len(shown) == crash.MAX_DIALOGS


def test_the_crash_dialog_speaks_russian(qtbot, tmp_path) -> None:
    translator = QTranslator()
    assert translator.load(str(QM))
    QCoreApplication.installTranslator(translator)
    try:
        title, text = crash.crash_texts("KeyError: 'x'", tmp_path / "a.log")
        _, no_log = crash.crash_texts("KeyError: 'x'", None)
    finally:
        QCoreApplication.removeTranslator(translator)
    assert title == "Mordheim Roster: непредвиденная ошибка"
    assert "Подробности — в файле журнала" in text and str(tmp_path / "a.log") in text
    assert "Файл журнала записать не удалось" in no_log


def test_qt_messages_go_to_the_log(caplog) -> None:
    from PySide6.QtCore import QMessageLogContext, QtMsgType

    with caplog.at_level(logging.INFO, logger="qt"):
        crash.qt_message(QtMsgType.QtWarningMsg, QMessageLogContext(), "QPainter is not active")
    assert [(r.name, r.levelno, r.getMessage()) for r in caplog.records] == [
        ("qt", logging.WARNING, "QPainter is not active")
    ]


WINDOW_CRASH = """
import sys
from PySide6.QtCore import QTimer, qWarning
from PySide6.QtWidgets import QApplication, QMessageBox
from ui.plumbing.crash import install_crash_reporting
shown = []
QMessageBox.exec = lambda box: shown.append(box.text()) or 0
install_crash_reporting()
app = QApplication([])
def slot():
    qWarning("a warning from Qt")
    raise ZeroDivisionError("in a slot")
QTimer.singleShot(0, slot)
QTimer.singleShot(200, app.quit)
app.exec()
print(len(shown), shown[0] if shown else "")
"""


def test_a_crash_in_the_window_is_logged_and_shown(tmp_path) -> None:
    result = subprocess.run(
        [sys.executable, "-c", WINDOW_CRASH],
        cwd=ROOT,
        env={
            **os.environ,
            "QT_QPA_PLATFORM": "offscreen",
            "MORDHEIM_ROSTER_LOG_DIR": str(tmp_path),
        },
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("1 Something went wrong inside the program (ZeroDivisionError")
    assert str(tmp_path / "mordheim-roster.log") in result.stdout
    log = (tmp_path / "mordheim-roster.log").read_text(encoding="utf-8")
    assert "WARNING qt: a warning from Qt" in log
    assert "ZeroDivisionError: in a slot" in log and "Traceback" in log
    assert (tmp_path / "crashes.log").exists()  # faulthandler's file for hard crashes
