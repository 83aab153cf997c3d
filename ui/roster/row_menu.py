"""The context menu of a row of the sheet: Rename, Sell or To stash an item of his kit,
Dismiss, Duplicate a group. Each entry runs one use case through the session (one undo step);
which entries a warrior has (a hired sword's kit is his own) is `app.sheet.panel_view`'s answer."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from app import usecases as uc
from app.domain import Warrior
from app.sheet.panel_view import panel_view
from rules.models import Lang
from ui.roster.warrior_boxes import WarriorItemCase
from ui.session import Session


def row_menu(
    session: Session,
    warrior: Warrior,
    parent: QWidget,
    lang: Lang,
    *,
    rename: Callable[[], None],
    dismiss: Callable[[], None],
) -> QMenu:
    """The menu of `warrior`'s row; `rename` opens his name cell, `dismiss` asks first."""
    translate = QCoreApplication.translate
    menu = QMenu(parent)
    menu.setObjectName("rowMenu")
    # F2 said beside Rename, not bound twice (the table's F2 renames).
    _entry(menu, "renameEntry", translate("RowMenu", "&Rename") + "\tF2", rename)
    state = session.current
    view = None if state is None else panel_view(session.reads, state, warrior.id)
    if view is not None and view.carries and warrior.equipment:
        sell = translate("RowMenu", "&Sell (half price)")
        stash = translate("RowMenu", "To s&tash")
        _item_menu(session, menu, warrior, ("sellMenu", sell), uc.sell, lang)
        _item_menu(session, menu, warrior, ("stashMenu", stash), uc.to_stash, lang)
    if warrior.kind == "henchmen":

        def duplicate() -> None:
            session.run_on_current(uc.duplicate_group, warrior.id)

        _entry(menu, "duplicateEntry", translate("RowMenu", "D&uplicate the group"), duplicate)
    menu.addSeparator()
    _entry(menu, "dismissEntry", translate("RowMenu", "&Dismiss..."), dismiss)
    return menu


def _entry(menu: QMenu, name: str, text: str, slot: Callable[[], None]) -> QAction:
    action = menu.addAction(text)
    action.setObjectName(name)
    action.triggered.connect(lambda _checked=False: slot())
    return action


def _item_menu(
    session: Session,
    menu: QMenu,
    warrior: Warrior,
    named: tuple[str, str],
    use_case: WarriorItemCase,
    lang: Lang,
) -> None:
    """A submenu (its object name, its title) of his items, each once (a group sells or
    stores every model's)."""
    name, title = named
    items = menu.addMenu(title)
    items.setObjectName(name)
    for item_id in dict.fromkeys(warrior.equipment):
        words = session.ruleset.items[item_id].name.get(lang)

        def run(item_id: str = item_id) -> None:
            session.run_on_current(use_case, warrior.id, item_id)

        _entry(items, f"{name}_{item_id}", words, run)
