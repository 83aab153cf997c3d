"""PySide6 must not drop references to None, True or False (PySide6 6.12.0 did), and the
installed PySide6 must be one pyproject.toml allows.

On Python 3.11, where None, True and False are ordinary counted objects, a binding that drops
one reference per call ends a long session in "Fatal Python error: none_dealloc". These tests
call the methods a session calls most, a few thousand times each, and fail on a per-call drift
of the three counts, so a broken release fails CI instead of a player's evening.
(On Python 3.12 and later the three are immortal and their counts never move.)
"""

from __future__ import annotations

import ctypes
import sys
import tomllib
from collections.abc import Callable
from importlib.metadata import version
from pathlib import Path

import pytest
from packaging.requirements import Requirement

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QStandardItemModel, QUndoCommand, QUndoStack
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QPushButton, QWidget

ROOT = Path(__file__).resolve().parents[1]
CALLS = 3000
# The event loop and the collector move the counts a little; a broken call moves them by CALLS.
# Only a drop is fatal: an extra reference to None is never freed and costs nothing (6.11's
# QUndoStack.push adds one per call), a missing one frees None when the count reaches zero.
NOISE = 100
WATCHED = (None, True, False)


class Emitter(QObject):
    plain = Signal()
    with_value = Signal(object)


class Command(QUndoCommand):
    def redo(self) -> None:  # a Python override that returns nothing, called from C++
        pass

    def undo(self) -> None:
        pass


class Model(QAbstractTableModel):
    def rowCount(self, parent: object = None) -> int:
        return 3

    def columnCount(self, parent: object = None) -> int:
        return 3

    def data(self, index: object, role: int = 0) -> object:
        return None  # what Qt asks most: a role the model does not answer


class Receiver(QWidget):
    def customEvent(self, event: QEvent) -> None:  # returns None to C++
        pass


def _calls(app: QApplication) -> tuple[dict[str, Callable[[], object]], tuple[object, ...]]:
    """The calls by name, and the objects they use (kept alive while they run)."""
    widget, label, line, button = QWidget(), QLabel(), QLineEdit(), QPushButton("x")
    emitter, model, receiver = Emitter(), Model(), Receiver()
    items = QStandardItemModel(3, 3)
    stack = QUndoStack()
    stack.setUndoLimit(10)
    index = model.index(1, 1)
    keep = (widget, label, line, button, emitter, model, receiver, items, stack)
    calls: dict[str, Callable[[], object]] = {
        "QApplication.processEvents": app.processEvents,
        "QWidget.setEnabled": lambda: widget.setEnabled(True),
        "QWidget.setVisible": lambda: widget.setVisible(False),
        "QWidget.update": widget.update,
        "QWidget.isEnabled": widget.isEnabled,
        "QLabel.setText": lambda: label.setText("x"),
        "QLineEdit.setText": lambda: line.setText("x"),
        "QPushButton.setChecked": lambda: button.setChecked(False),
        "Signal.emit": emitter.plain.emit,
        "Signal.emit(None)": lambda: emitter.with_value.emit(None),
        "QAbstractItemModel.data": lambda: index.data(Qt.ItemDataRole.ToolTipRole),
        "QStandardItemModel.setData": lambda: items.setData(items.index(0, 0), True),
        "QUndoStack.push": lambda: stack.push(Command("x")),
        "QCoreApplication.sendEvent": lambda: QCoreApplication.sendEvent(
            receiver, QEvent(QEvent.Type.User)
        ),
    }
    return calls, keep


NAMES = [
    "QApplication.processEvents",
    "QWidget.setEnabled",
    "QWidget.setVisible",
    "QWidget.update",
    "QWidget.isEnabled",
    "QLabel.setText",
    "QLineEdit.setText",
    "QPushButton.setChecked",
    "Signal.emit",
    "Signal.emit(None)",
    "QAbstractItemModel.data",
    "QStandardItemModel.setData",
    "QUndoStack.push",
    "QCoreApplication.sendEvent",
]


def _counts() -> list[int]:
    return [sys.getrefcount(value) for value in WATCHED]


def _give_back(drift: list[int]) -> None:
    """Restore references a broken binding took, so the process survives to report it."""
    for value, lost in zip(WATCHED, drift, strict=True):
        for _ in range(max(0, -lost)):
            ctypes.pythonapi.Py_IncRef(ctypes.py_object(value))


@pytest.mark.parametrize("name", NAMES)
def test_calls_keep_the_references_of_none_true_and_false(qapp, name) -> None:
    calls, _objects = _calls(qapp)
    call = calls[name]
    ballast = [*WATCHED] * CALLS  # a broken binding must not free None before we can report
    before = _counts()
    for _ in range(CALLS):
        call()
    drift = [after - start for after, start in zip(_counts(), before, strict=True)]
    _give_back(drift)
    del ballast
    dropped = {
        repr(value): change for value, change in zip(WATCHED, drift, strict=True) if change < -NOISE
    }
    assert not dropped, (
        f"{name} lowered reference counts by {dropped} over {CALLS} calls: this PySide6 "
        f"({version('PySide6-Essentials')}) drops references and will crash a long session; "
        "exclude it in pyproject.toml"
    )


def test_the_installed_pyside6_is_not_an_excluded_release() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = next(
        Requirement(text)
        for text in project["dependencies"]
        if Requirement(text).name.lower() == "pyside6-essentials"
    )
    installed = version("PySide6-Essentials")
    assert "6.12.0" not in wanted.specifier, "pyproject.toml must keep excluding 6.12.0"
    assert installed in wanted.specifier, (
        f"PySide6-Essentials {installed} is installed; pyproject.toml wants {wanted.specifier}"
    )
