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


def test_the_last_battle_report_is_in_the_edit_menu(window) -> None:
    import json

    from tests.app.test_battle_report import REPORT, WARBAND

    assert window.copy_report_menu.menuAction() in window.edit_menu.actions()
    assert window.copy_report_actions["markdown"].shortcut().toString() == "Ctrl+Shift+R"
    clipboard = QGuiApplication.clipboard()
    clipboard.clear()
    open_named(window, WARBAND)
    window.copy_report_actions["markdown"].trigger()  # no battle yet: said, nothing copied
    assert clipboard.text() == "" and "No battle yet" in window.message.text()

    from app.usecases.post_battle import post_battle, report_from_json
    from rules.dice import TableDice

    store = window.session.store
    wolves = window.session.current.id
    report, dice, _seed = report_from_json(store.load(wolves), json.dumps(REPORT))
    assert dice is not None
    assert window.session.run(post_battle, wolves, report, TableDice(dice)) is not None
    window.set_language("ru")
    assert window.copy_report_menu.title() == "Копировать о&тчёт о битве"
    window.copy_report_actions["markdown"].trigger()
    assert clipboard.text().startswith(f"## {WARBAND}: Охота за камнями против")
    assert window.message.text() == "Отчёт о битве скопирован в буфер обмена."
