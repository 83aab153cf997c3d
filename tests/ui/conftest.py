from collections.abc import Iterator

import pytest

from PySide6.QtCore import QCoreApplication, QEvent, QSettings

from app.plumbing.context import open_store
from app.store.repository import Store

from .qt_lifetime import disposed


@pytest.fixture
def store(empty_copy) -> Store:
    """An empty roster database, this test's own copy (built once per session)."""
    opened = open_store(empty_copy, demo=False)
    yield opened
    opened.database.close()


@pytest.fixture
def demo_store(demo_copy) -> Store:
    """The demo campaign, this test's own copy (built once per session: tests/conftest.py)."""
    store = open_store(demo_copy)
    yield store
    store.database.close()


@pytest.fixture
def settings(tmp_path) -> Iterator[QSettings]:
    yield from disposed(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def window(qtbot, demo_store, settings):
    from ui.main_window import MainWindow
    from ui.session import Session

    settings.setValue("language", "en")
    win = MainWindow(Session(demo_store), settings)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    # Qt's translators belong to the whole application: leave it in English for the next test.
    from PySide6.QtCore import QCoreApplication

    for translator in win._translators:
        QCoreApplication.removeTranslator(translator)


@pytest.fixture(autouse=True)
def crashes(monkeypatch, tmp_path_factory) -> Iterator[list[str]]:
    """The errors the window reported as crashes (ui/plumbing/crash.py: report_crash), logged
    into the test run's own folder but not shown: the crash dialog is modal and would hang the
    test. A test that meets one fails unless it takes it (`crashes.clear()`)."""
    from app.plumbing import runtime
    from ui.plumbing import crash

    shown: list[str] = []

    def report(error: BaseException, where: str = "") -> None:
        runtime.log_exception(type(error), error, error.__traceback__, where)
        shown.append(runtime.summary(error))

    monkeypatch.setenv(runtime.LOG_DIR_VAR, str(tmp_path_factory.getbasetemp() / "logs"))
    monkeypatch.setattr(crash, "report_crash", report)
    yield shown
    runtime.stop_logging()
    assert not shown, f"the crash dialog would have shown: {shown}"


@pytest.fixture(autouse=True)
def _no_qt_object_left_to_the_collector(qapp):
    """Fail a test that leaves a parentless Qt object alive once its widgets are closed.

    Such an object is deleted by the garbage collector at a random moment of a later test, and
    its signals then reach half-cleared Python objects: the suite crashed that way (exit 139).
    A test deletes what it makes on its own (tests/ui/qt_lifetime.py).
    """
    from .qt_lifetime import python_owned_live_qobjects

    before = python_owned_live_qobjects()
    yield
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    left = [obj for key, obj in python_owned_live_qobjects().items() if key not in before]
    if left:
        names = sorted(type(obj).__name__ for obj in left)
        pytest.fail(f"left alive for the garbage collector to delete: {', '.join(names)}")
