"""File > Export PDF and Print, driven from the window with the dialogs and the system stubbed."""

from pathlib import Path

from pypdf import PdfReader

from PySide6.QtWidgets import QFileDialog


def open_named(window, name: str) -> None:
    for row in range(window.warbands.rowCount()):
        if window.warbands.summary(row).name == name:
            window.list_view.selectRow(row)
            return
    raise AssertionError(name)


def text_of(path: Path) -> str:
    return "".join(page.extract_text() for page in PdfReader(path).pages)


def test_actions_are_in_the_file_menu(window) -> None:
    actions = window.file_menu.actions()
    assert window.export_pdf_action in actions and window.print_action in actions
    assert actions.index(window.export_pdf_action) < actions.index(window.quit_action)
    assert window.export_pdf_action.shortcut().toString() == "Ctrl+Shift+E"
    assert window.export_pdf_action.text() and window.print_action.text()


def test_export_pdf_writes_the_open_warband(window, monkeypatch, tmp_path) -> None:
    open_named(window, "The Grey Wolves of Altdorf")
    target = tmp_path / "wolves"  # the .pdf suffix is added
    asked = []

    def save_name(*args, **kwargs):
        asked.append(args)
        return str(target), "PDF files (*.pdf)"

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    window.export_pdf_action.trigger()
    written = target.with_suffix(".pdf")
    assert asked and written.exists()
    text = text_of(written)
    assert "Captain Dieter Stahl" in text and "Heroes" in text
    assert str(written) in window.message.text()

    window.set_language("ru")  # the sheet follows the interface language
    window.export_pdf_action.trigger()
    assert "Герои" in text_of(written)


def test_export_cancelled_writes_nothing(window, monkeypatch, tmp_path) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    window.export_pdf_action.trigger()
    assert list(tmp_path.glob("*.pdf")) == []


def test_export_error_is_shown(window, monkeypatch, tmp_path) -> None:
    target = tmp_path / "missing" / "x.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.export_pdf_action.trigger()
    assert not target.exists()
    assert "x.pdf" in window.message.text()
