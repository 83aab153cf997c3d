"""File > Export for phones: the open warband as one page, in the window's language."""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtGui import QAction


def test_file_export_for_phones_writes_the_open_warband(window, tmp_path: Path) -> None:
    from ui.files.phone_export import write_page

    window.russian_action.trigger()
    action = window.findChild(QAction, "exportPhonesAction")
    assert action.text() == "Экспорт для &телефонов..."
    out = tmp_path / "phone.html"
    assert write_page(window, out)
    page = out.read_text(encoding="utf-8")
    assert '<html lang="ru">' in page and "<script" not in page
    assert all(escape(w.name) in page for w in window.session.current.warriors)
    errors: list[str] = []
    window.show_error = errors.append
    assert not write_page(window, tmp_path / "missing" / "phone.html")
    assert len(errors) == 1 and "phone.html" in errors[0]
    assert not (tmp_path / "missing").exists()
