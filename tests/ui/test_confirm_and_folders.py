"""A confirmation to delete or discard answers No to Enter; file dialogs open in the player's
documents folder, then where he last chose a file, never in the program's working folder."""

from pathlib import Path

from PySide6.QtCore import QStandardPaths, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from tests.ui.post_battle import steps as pbw
from tests.ui.post_battle.steps import open_wizard, roll

session = pbw.session  # the post-battle tests' warband and session
warband = pbw.warband


def press_enter_on_the_question(qtbot) -> list[str]:
    """Answer the next question box with Enter; returns the default button's text, once seen."""
    seen: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, answer)
            return
        default = box.defaultButton()
        seen.append(default.text() if default is not None else "")
        QTest.keyClick(box, Qt.Key.Key_Return)
        if box.isVisible():  # no default button: Enter did nothing, leave as the player would
            QTest.keyClick(box, Qt.Key.Key_Escape)

    QTimer.singleShot(0, answer)
    return seen


def test_deleting_a_warband_defaults_to_no(window, demo_store, qtbot) -> None:
    warband_id = demo_store.find("Sisters of the Rock")
    window.open_warband(warband_id)
    seen = press_enter_on_the_question(qtbot)
    window.delete_action.trigger()
    assert seen == ["&No"]
    assert not demo_store.load(warband_id, include_deleted=True).deleted


def test_dismissing_a_warrior_defaults_to_no(window, demo_store, qtbot) -> None:
    warband_id = demo_store.find("The Grey Wolves of Altdorf")
    window.open_warband(warband_id)
    window.sheet.tables["hero"].selectRow(0)
    seen = press_enter_on_the_question(qtbot)
    window.sheet.panel.dismiss_button.click()
    assert seen == ["&No"]
    assert len(demo_store.load(warband_id).heroes) == 3


def test_discarding_the_post_battle_dice_defaults_to_no(
    qtbot, session, warband, monkeypatch
) -> None:
    wizard = open_wizard(qtbot, session, warband)
    roll(qtbot, wizard, "scenario")
    seen = press_enter_on_the_question(qtbot)
    wizard.reject()
    assert seen == ["&No"]
    assert wizard.isVisible()  # the dice rolled are kept
    yes = staticmethod(lambda *_a, **_k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(QMessageBox, "question", yes)
    wizard.close()


def expected_first_folder() -> Path:
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents) if documents and Path(documents).is_dir() else Path.home()


def test_export_opens_in_documents_then_in_the_last_folder(
    window, demo_store, tmp_path, monkeypatch
) -> None:
    work = tmp_path / "working folder"
    work.mkdir()
    monkeypatch.chdir(work)
    chosen = tmp_path / "exports"
    chosen.mkdir()
    asked: list[Path] = []

    def save_as(_parent, _title, start, _filter):
        asked.append(Path(start))
        return str(chosen / Path(start).name), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_as))
    window.open_warband(demo_store.find("The Grey Wolves of Altdorf"))
    window.export_json()
    assert asked[0].parent == expected_first_folder() != work
    assert asked[0].name.endswith(".json")
    assert (chosen / asked[0].name).exists()
    window.export_pdf()
    assert asked[1].parent == chosen and asked[1].suffix == ".pdf"
    opened: list[str] = []

    def open_file(_parent, _title, start, _filter):
        opened.append(start)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(open_file))
    window.import_json()
    assert opened == [str(chosen)]


def test_discarding_a_new_warband_defaults_to_no(window, qtbot, monkeypatch) -> None:
    from app.domain import Warrior
    from ui.wizards.new_warband_wizard import NewWarbandWizard

    wizard = NewWarbandWizard(window.session, window)
    qtbot.addWidget(wizard)
    wizard.show()
    wizard.draft.warriors.append(Warrior(kind="hero", type_id="reikland.champion", name="Otto"))
    seen = press_enter_on_the_question(qtbot)
    wizard.reject()
    assert seen == ["&No"]
    assert wizard.isVisible()  # everyone hired is kept
    yes = staticmethod(lambda *_a, **_k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(QMessageBox, "question", yes)
    wizard.close()
