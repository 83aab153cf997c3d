import pytest

from PySide6.QtCore import QSettings

from app.context import open_store
from app.store.repository import Store


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
def settings(tmp_path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


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
