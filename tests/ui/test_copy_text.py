"""Edit > Copy as text: the open warband on the clipboard, in the chosen markup and language."""

from PySide6.QtGui import QGuiApplication

from app.exports.forum_text import FORMATS
from tests.ui.test_pdf_actions import open_named


def test_copy_as_text_is_in_the_edit_menu(window) -> None:
    assert window.copy_text_menu.menuAction() in window.edit_menu.actions()
    assert window.copy_text_menu.title() == "&Copy as text"
    assert set(window.copy_text_actions) == {"bbcode", "markdown", "plain"}
    assert tuple(window.copy_text_actions) == FORMATS  # every format, in the module's order
    assert window.copy_text_actions["markdown"].shortcut().toString() == "Ctrl+Shift+C"
    window.set_language("ru")
    assert window.copy_text_menu.title() == "&Копировать как текст"
    assert window.copy_text_actions["plain"].text() == "&Простой текст (эл. почта)"


def test_copy_puts_the_warband_on_the_clipboard(window) -> None:
    clipboard = QGuiApplication.clipboard()
    clipboard.clear()
    window.session.open_warband(None)
    window.copy_text_actions["markdown"].trigger()  # nothing open: nothing copied
    assert clipboard.text() == ""

    open_named(window, "The Grey Wolves of Altdorf")
    window.copy_text_actions["bbcode"].trigger()
    text = clipboard.text()
    assert text.startswith("[b][u]The Grey Wolves of Altdorf[/u][/b]")
    assert "Captain Dieter Stahl" in text and "[code]" in text and "Treasury" in text
    assert window.message.text() == "Copied the warband to the clipboard."

    window.set_language("ru")  # the text follows the interface language
    window.copy_text_actions["markdown"].trigger()
    text = clipboard.text()
    assert text.startswith("## The Grey Wolves of Altdorf") and "Казна" in text
    assert window.message.text() == "Отряд скопирован в буфер обмена."
