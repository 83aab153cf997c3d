"""Deleting the Qt objects a test made on their own, at the test's end, in the event loop.

A Qt object made without a parent is Python's to delete; caught in a reference cycle it would
be deleted by the garbage collector at a random moment of a later test (tests/ui/
test_object_lifetime.py says why that crashes).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TypeVar

import shiboken6

from PySide6.QtCore import QCoreApplication, QEvent, QObject

Q = TypeVar("Q", bound=QObject)


def python_owned_live_qobjects() -> dict[int, QObject]:
    """The Qt objects alive now whose C++ side Python deletes (no Qt parent owns them)."""
    # shiboken's own list of live wrappers: a hundred times shorter than gc.get_objects().
    return {
        id(o): o
        for o in shiboken6.getAllValidWrappers()
        if isinstance(o, QObject) and shiboken6.ownedByPython(o)
    }


def delete_now(obj: QObject) -> None:
    """Delete a parentless Qt object through the event loop, as Qt itself would."""
    if shiboken6.isValid(obj):
        obj.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def disposed(obj: Q) -> Iterator[Q]:
    """For a fixture: hand the object to the test, delete it once the test is over."""
    yield obj
    delete_now(obj)
