"""The main window: the campaign's warbands on the left, the open warband's sheet on the right."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import IO, TYPE_CHECKING

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QSettings,
    Qt,
    QTranslator,
    SignalInstance,
)
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QGuiApplication,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QFileDialog,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app import __version__
from app import usecases as uc
from app.domain import WarbandState
from app.exports.exchange import MAX_BYTES
from app.plumbing.files import safe_file_name, write_text_atomic
from app.plumbing.inputs import InputError, read_input
from app.sheet.sheet_figures import SheetFigures
from app.store.repository import WarbandSummary
from app.usecases.transfer import export_warband, import_draft, import_foreign
from rules.catalogue import PSEUDO, language_name, languages
from rules.models import Lang
from ui import features
from ui.features import Feature, Place
from ui.plumbing.dialogs import confirm, remember_folder, run_modal, start_folder
from ui.plumbing.language import PseudoTranslator, as_lang
from ui.plumbing.window_size import fitting_size, restore_geometry
from ui.preferences.heroes_setting import HeroesSetting
from ui.preferences.settings import app_settings
from ui.roster.docks import add_dock, first_widths
from ui.roster.models import WarbandListModel
from ui.roster.sheet import WarbandSheet
from ui.roster.warband_list import WarbandListView
from ui.session import Session
from ui.widgets import select_on_focus

if TYPE_CHECKING:
    from app.exports.forum_text import TextFormat
    from app.pdf.sheet import Paper
    from ui.files.pdf_dialog import PdfOptions

TRANSLATIONS = Path(__file__).resolve().parent.parent / "resources" / "translations"


def summarize(state: WarbandState, figures: SheetFigures) -> WarbandSummary:
    """The warband list's row for a state, without asking the database: the figures come from
    the sheet's one read model (app/sheet/sheet_figures.py), as the store's copy on the warband
    row."""
    assert state.id is not None
    return WarbandSummary(
        id=state.id,
        name=state.name,
        type_id=state.type_id,
        treasury=state.treasury,
        shards=state.shards,
        rating=figures.rating,
        members=figures.members,
        deleted=state.deleted,
    )


def redo_shortcuts(platform: list[QKeySequence]) -> list[QKeySequence]:
    """The platform's Redo keys and the two players know from elsewhere, each once.

    A key given twice is "ambiguous" to Qt, which then does nothing: the platform's list
    already holds Ctrl+Shift+Z on Linux and Ctrl+Y on Windows.
    """
    keys: list[QKeySequence] = []
    for key in [*platform, QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")]:
        if not key.isEmpty() and key not in keys:
            keys.append(key)
    return keys


def system_lang() -> Lang:
    """The system's language when a catalogue offers it, else English."""
    return as_lang(QLocale.system().name().split("_")[0])


class MainWindow(QMainWindow):
    def __init__(
        self, session: Session, settings: QSettings | None = None, lang: Lang | None = None
    ) -> None:
        """`lang` (the command line's --lang) wins over the language kept in the settings."""
        super().__init__()
        self.session = session
        # The window owns the session: closed, it deletes the session and its undo history in
        # the event loop. Left to the garbage collector (a cycle), they were deleted at a random
        # moment, their signals reaching half-cleared Python objects: a crash.
        session.setParent(self)
        self.settings = settings or app_settings()
        self.lang: Lang = "en"
        self._translators: list[QTranslator] = []
        self.setObjectName("mainWindow")
        self.resize(fitting_size(1400, 860))
        select_on_focus.install()  # every spin box of the program selects its text on focus

        self.warbands = WarbandListModel(session.ruleset, self)
        self.warbands.rename = self._rename_listed
        self.list_view = WarbandListView()
        self.list_view.setModel(self.warbands)
        self.list_view.selectionModel().currentRowChanged.connect(
            lambda current, _: self._open_row(current.row())
        )
        self.new_button = QPushButton()
        self.new_button.clicked.connect(self.new_warband)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.list_view)
        left_layout.addWidget(self.new_button)

        self.sheet = WarbandSheet(session)
        self.setCentralWidget(self.sheet)
        self.list_dock = add_dock(self, "warbandsDock", left, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.panel_dock = add_dock(
            self, "warriorDock", self.sheet.panel, Qt.DockWidgetArea.RightDockWidgetArea
        )
        first_widths(self, self.list_dock, self.panel_dock)

        self.message = QLabel()
        self.message.setObjectName("statusMessage")
        self.statusBar().addWidget(self.message, 1)
        self._build_actions()
        session.failed.connect(self.show_error)
        session.warbandsListed.connect(self.refresh_list)
        session.warbandChanged.connect(self._on_warband_changed)
        self.refresh_list()
        self.set_language(lang or str(self.settings.value("language", system_lang())))
        self._restore_layout()

    # --- actions and menus -----------------------------------------------------------------

    def _action(
        self,
        handler: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        name: str = "",
    ) -> QAction:
        action = QAction(self)
        if name:
            action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(handler)
        return action

    def _build_history_actions(self) -> None:
        stack = self.session.undo_stack
        self.undo_action = self._history_action("undoAction", stack.canUndoChanged)
        self.undo_action.triggered.connect(stack.undo)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = self._history_action("redoAction", stack.canRedoChanged)
        self.redo_action.triggered.connect(stack.redo)
        self.redo_action.setShortcuts(
            redo_shortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Redo))
        )
        stack.undoTextChanged.connect(self._say_history)
        stack.redoTextChanged.connect(self._say_history)

    def _build_actions(self) -> None:
        self._build_history_actions()
        self.new_action = self._action(self.new_warband, QKeySequence.StandardKey.New, "newAction")
        self.import_action = self._action(self.import_json, "Ctrl+I", "importAction")
        self.export_action = self._action(self.export_json, "Ctrl+E", "exportAction")
        self.delete_action = self._action(self.delete_warband, None, "deleteAction")
        self.quit_action = self._action(self.close, QKeySequence.StandardKey.Quit, "quitAction")
        self.rename_action = self._action(self.rename_warband, "F2", "renameAction")
        self.treasury_action = self._action(self.edit_treasury, "Ctrl+T", "treasuryAction")
        self.shards_action = self._action(self.edit_shards, "Ctrl+W", "shardsAction")
        self.hire_action = self._action(self.hire, "Ctrl+H", "hireAction")
        self.about_action = self._action(self.about, None, "aboutAction")
        self.language_group = QActionGroup(self)
        self.language_actions = {  # every language a catalogue file offers, named in itself
            lang: QAction(language_name(lang), self, checkable=True) for lang in languages()
        }
        self.english_action, self.russian_action = (self.language_actions[k] for k in ("en", "ru"))
        for lang, action in self.language_actions.items():
            self.language_group.addAction(action)
            action.triggered.connect(lambda _checked=False, lang=lang: self.set_language(lang))
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        for action in (self.new_action, self.import_action, self.export_action, self.delete_action):
            self.file_menu.addAction(action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)
        self.edit_menu = bar.addMenu("")
        self.edit_menu.addAction(self.undo_action)
        self.edit_menu.addAction(self.redo_action)
        self.warband_menu = bar.addMenu("")
        for action in (
            self.hire_action,
            self.rename_action,
            self.treasury_action,
            self.shards_action,
        ):
            self.warband_menu.addAction(action)
        self.view_menu = bar.addMenu("")
        self.view_menu.setObjectName("viewMenu")
        self.view_menu.addAction(self.list_dock.toggleViewAction())
        self.view_menu.addAction(self.panel_dock.toggleViewAction())
        self.settings_menu = bar.addMenu("")
        self.language_menu = self.settings_menu.addMenu("")
        self.language_menu.addActions(list(self.language_actions.values()))
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.about_action)
        self._build_pdf_actions()
        self._build_features()
        self.heroes_setting = HeroesSetting(self)
        self._build_text_actions()
        self._build_post_battle_actions()
        self._build_everyday_actions()

    def _build_everyday_actions(self) -> None:
        """File > Bin, campaign files and Warband > Duplicate (ui/roster/everyday.py,
        ui/files/campaigns.py); the Battle menu (ui/battle/menu.py)."""
        from ui.battle.menu import BattleMenu
        from ui.files.campaigns import Campaigns
        from ui.files.sharing import Sharing
        from ui.roster.everyday import Everyday

        self.battle = BattleMenu(self)
        self.everyday = Everyday(self)
        self.campaigns = Campaigns(self)
        self.sharing = Sharing(self)

    def _history_action(self, name: str, can: SignalInstance) -> QAction:
        """Edit > Undo or Redo: its own action, as a QUndoStack's keeps Qt's English word."""
        action = QAction(self)
        action.setObjectName(name)
        action.setEnabled(False)
        can.connect(action.setEnabled)
        return action

    def _say_history(self, _text: str = "") -> None:
        """Undo and Redo name their change in the window's language (the session says it)."""
        stack = self.session.undo_stack
        for action, word, change in (
            (self.undo_action, self.tr("&Undo"), stack.undoText()),
            (self.redo_action, self.tr("&Redo"), stack.redoText()),
        ):
            action.setText(f"{word} {change}" if change else word)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Mordheim Roster"))
        self.heroes_setting.retranslate()
        self.new_button.setText(self.tr("New warband..."))
        self.file_menu.setTitle(self.tr("&File"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.warband_menu.setTitle(self.tr("&Warband"))
        self.view_menu.setTitle(self.tr("&View"))
        self.list_dock.setWindowTitle(self.tr("Warbands"))
        self.panel_dock.setWindowTitle(self.tr("Warrior"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.language_menu.setTitle(self.tr("Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.new_action.setText(self.tr("&New warband..."))
        self.import_action.setText(self.tr("&Import..."))
        self.export_action.setText(self.tr("&Export JSON..."))
        self.delete_action.setText(self.tr("&Delete warband"))
        self.export_pdf_action.setText(self.tr("Export PD&F..."))
        self.print_action.setText(self.tr("&Print..."))
        self.pdf_options_action.setText(self.tr("Print previe&w and PDF options..."))
        self.quit_action.setText(self.tr("&Quit"))
        self._say_history()
        self.hire_action.setText(self.tr("&Hire..."))
        self.rename_action.setText(self.tr("&Rename..."))
        self.treasury_action.setText(self.tr("&Treasury..."))
        self.shards_action.setText(self.tr("&Wyrdstone..."))
        self.about_action.setText(self.tr("&About"))
        self.post_battle_action.setText(self.tr("Post-&battle sequence..."))
        self.battle_log_action.setText(self.tr("Battle &log..."))
        self.advances_action.setText(self.tr("Take the advances &owed..."))
        self.standings_action.setText(self.tr("Campaign &standings..."))
        self.copy_text_menu.setTitle(self.tr("&Copy as text"))
        for fmt, words in self._text_format_words().items():
            self.copy_text_actions[fmt].setText(words)
        self.copy_report_menu.setTitle(self.tr("Copy &battle report"))
        for fmt, action in self.copy_report_actions.items():
            action.setText(self._text_format_words()[fmt])
        self.everyday.retranslate()
        self.battle.retranslate()
        self.campaigns.retranslate()
        self.sharing.retranslate()
        for feature, action in self.feature_actions:
            action.setText(QCoreApplication.translate("MainWindow", feature.text))
        self.sheet.retranslate()

    def set_language(self, lang: str) -> None:
        """Switch the interface (Qt translation) and the rule names (rules data) at once."""
        self.lang = as_lang(lang)
        self.session.lang = self.lang
        app = QCoreApplication.instance()
        for translator in self._translators:
            if app is not None:
                app.removeTranslator(translator)
        self._translators = []
        if self.lang == PSEUDO and app is not None:
            self._translators.append(PseudoTranslator(self))
            app.installTranslator(self._translators[-1])
        elif self.lang != "en" and app is not None:
            # Ours, and Qt's own for its standard buttons (Finish, Cancel, Yes, No).
            qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            for folder, name in (
                (TRANSLATIONS, f"mordheim_roster_{self.lang}.qm"),
                (Path(qt_folder), f"qtbase_{self.lang}.qm"),
            ):
                translator = QTranslator(self)
                if translator.load(str(folder / name)):
                    app.installTranslator(translator)
                    self._translators.append(translator)
        if self.lang in self.language_actions:  # the pseudo-language has none
            self.language_actions[self.lang].setChecked(True)
        self.settings.setValue("language", self.lang)
        self.warbands.lang = self.lang
        self.sheet.set_lang(self.lang)
        self.retranslate()
        self.warbands.relabel()  # the type names change; the list is not read again
        self.list_view.fit_columns()

    # --- list and selection ----------------------------------------------------------------

    def refresh_list(self) -> None:
        current = self.session.current.id if self.session.current else None
        self.warbands.set_rows(self.session.reads.list_warbands())
        if current is not None:
            self._select_in_list(current)

    def _select_in_list(self, warband_id: int) -> None:
        row = self.warbands.row_of(warband_id)
        if row is not None:
            selection = self.list_view.selectionModel()
            selection.blockSignals(True)  # showing the selection must not reopen the warband
            self.list_view.selectRow(row)
            selection.blockSignals(False)
            self.list_view.viewport().update()

    def _open_row(self, row: int) -> None:
        if 0 <= row < self.warbands.rowCount():
            self.open_warband(self.warbands.summary(row).id)

    def open_warband(self, warband_id: int) -> None:
        self.session.open_warband(warband_id)
        self._select_in_list(warband_id)
        self.settings.setValue("last_warband", warband_id)

    def _on_warband_changed(self, state: WarbandState | None) -> None:
        self.message.clear()
        if state is not None and state.id is not None:
            self.warbands.update_row(summarize(state, self.session.figures(state)))

    def show_error(self, message: str) -> None:
        self.message.setStyleSheet("color: #b3261e;")
        self.message.setText(message)

    def say(self, message: str, *, now: bool = False) -> None:
        """The message line says what was done (`now`: drawn at once, before a long wait)."""
        self.message.setStyleSheet("")
        self.message.setText(message)
        if now:
            self.message.repaint()

    def said(self) -> str:
        return self.message.text()

    def as_widget(self) -> QMainWindow:
        """The window as its helpers' parent (ui/window_parts.py: WindowParts)."""
        return self

    def another(self, session: Session) -> MainWindow:
        """A window like this one on another campaign (File > Open campaign)."""
        return type(self)(session, self.settings, lang=self.lang)

    # --- warband commands ------------------------------------------------------------------

    def new_warband(self) -> None:
        from ui.wizards.new_warband_wizard import NewWarbandWizard

        wizard = NewWarbandWizard(self.session, self)
        wizard.lang = self.lang
        if run_modal(wizard) and wizard.created_id is not None:
            self.refresh_list()
            self.open_warband(wizard.created_id)

    def hire(self) -> None:
        from ui.wizards.hire_dialog import HireDialog

        if self.session.current is None:
            self.show_error(self.tr("Open a warband first."))
            return
        run_modal(HireDialog(self.session, self.lang, self))

    def _current_id(self) -> int | None:
        if self.session.current is None:
            self.show_error(self.tr("Open a warband first."))
            return None
        return self.session.current.id

    def rename_warband(self) -> None:
        if self._current_id() is None or self.session.current is None:
            return
        name, ok = QInputDialog.getText(
            self, self.tr("Rename"), self.tr("Name:"), text=self.session.current.name
        )
        if ok:
            self.session.run_on_current(uc.rename_warband, name)

    def _rename_listed(self, warband_id: int, name: str) -> bool:
        """A warband renamed in place in the list (the click that began it opened it)."""
        if self._current_id() != warband_id:
            self.open_warband(warband_id)
        return self.session.run_on_current(uc.rename_warband, name) is not None

    def edit_treasury(self) -> None:
        if self._current_id() is None or self.session.current is None:
            return
        shown = self.session.current.treasury
        gold, ok = QInputDialog.getInt(
            self, self.tr("Treasury"), self.tr("Gold crowns:"), shown, 0, 10_000_000
        )
        if ok:  # refused if another program changed the treasury while the dialog was open
            self.session.run_on_current(uc.set_treasury, gold, was=shown)

    def edit_shards(self) -> None:
        if self._current_id() is None or self.session.current is None:
            return
        shown = self.session.current.shards
        shards, ok = QInputDialog.getInt(
            self, self.tr("Wyrdstone"), self.tr("Shards:"), shown, 0, 100_000
        )
        if ok:
            self.session.run_on_current(uc.set_shards, shards, was=shown)

    def delete_warband(self) -> None:
        if self._current_id() is None or self.session.current is None:
            return
        if confirm(
            self,
            self.tr("Delete warband"),
            self.tr("Move {0} to the bin? Undo brings it back.").format(self.session.current.name),
        ):
            self.session.run_on_current(uc.delete_warband)

    def import_json(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Import warband"),
            str(start_folder(self.settings)),
            self.tr("Warband files (*.json *.txt *.ros *.rosz *.yml *.yaml);;All files (*)"),
        )
        if path:
            remember_folder(self.settings, path)
            self.import_file(Path(path))

    def import_file(self, path: Path) -> None:
        """Add the warband of an exported file, through the session: Undo takes it away."""
        refusal = self.tr("{0}: {1}; nothing was imported")
        try:  # a regular file within the size limit, checked before reading (a pipe, /dev/zero)
            data = read_input(str(path), MAX_BYTES)
        except InputError as exc:
            self.show_error(refusal.format(path.name, self._input_refusal(exc)))
            return
        from ui.files.foreign_import import WHOLE, choose_import, import_whole, tell_unmapped

        chosen = choose_import(self, data, path.name)
        if chosen is None:
            return  # the player chose no warband, or not to import what has no match
        which, drafts = chosen  # read once (off the window's thread), not again here
        if which == WHOLE:  # the campaign the file holds, as a league, with every warband
            if not import_whole(self, drafts, path):
                self.show_error(refusal.format(path.name, self.session.last_failure))
            return
        names, name = [d.name for d in drafts], path.name
        change = (
            self.session.run(import_draft, drafts[which], names, lang=self.lang, file_name=name)
            if drafts
            else self.session.run(import_foreign, data, which=which, lang=self.lang, file_name=name)
        )
        if change is None:
            self.show_error(refusal.format(path.name, self.session.last_failure))
            return
        self.open_warband(change.warband_id)
        tell_unmapped(self, change.details.unmapped, change)

    def _input_refusal(self, error: InputError) -> str:
        """Why a file cannot be read, in the interface's language."""
        if error.reason == "not_a_file":
            return self.tr("not a regular file (a folder, a device or a pipe): choose a file")
        if error.reason == "too_large":
            return self.tr("larger than {0} MB: not a warband file").format(
                error.limit // 1_000_000
            )
        return self.tr("the file cannot be read: check that it exists and may be read")

    def export_json(self) -> None:
        warband_id = self._current_id()
        if warband_id is None or self.session.current is None:
            return
        suggested = safe_file_name(self.session.current.name, ".json")
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export warband"),
            str(start_folder(self.settings) / suggested),
            self.tr("Warband files (*.json)"),
        )
        if not path:
            return
        remember_folder(self.settings, path)
        try:
            write_text_atomic(path, export_warband(self.session.store, warband_id) + "\n")
        except OSError as exc:
            self.show_error(
                self.tr("Cannot write {0}: {1}; nothing was written").format(
                    path, exc.strerror or exc
                )
            )
            return
        self.message.setStyleSheet("")
        self.message.setText(self.tr("Wrote {0}").format(path))

    # --- text to post (forums, chats, e-mail) ----------------------------------------------

    def _build_text_actions(self) -> None:
        """Edit > Copy as text: the open warband as players post it, on the clipboard."""
        self.edit_menu.addSeparator()
        self.copy_text_menu = self.edit_menu.addMenu("")
        self.copy_text_menu.setObjectName("copyTextMenu")
        self.copy_text_actions: dict[TextFormat, QAction] = {}
        for fmt in self._text_format_words():
            action = self._action(
                partial(self.copy_as_text, fmt),
                "Ctrl+Shift+C" if fmt == "markdown" else None,
                f"copyText_{fmt}",
            )
            self.copy_text_menu.addAction(action)
            self.copy_text_actions[fmt] = action
        self._build_report_actions()

    def _build_report_actions(self) -> None:
        """Edit > Copy battle report: the last battle of the open warband, to post in a chat
        (Markdown) or on a forum (BBCode), a message at a time (ui/files/report_copy.py)."""
        from ui.files.report_copy import ReportCopier

        self.report_copier = ReportCopier(self.say, self)
        self.copy_report_menu = self.edit_menu.addMenu("")
        self.copy_report_menu.setObjectName("copyReportMenu")
        self.copy_report_actions: dict[TextFormat, QAction] = {}
        for fmt in ("markdown", "bbcode"):
            action = self._action(
                partial(self.copy_battle_report, fmt),
                "Ctrl+Shift+R" if fmt == "markdown" else None,
                f"copyReport_{fmt}",
            )
            self.copy_report_menu.addAction(action)
            self.copy_report_actions[fmt] = action

    def copy_battle_report(self, fmt: TextFormat) -> None:
        warband_id = self._current_id()
        if warband_id is not None:
            self.report_copier.copy(self.session.store, warband_id, None, fmt, self.lang)

    def _text_format_words(self) -> dict[TextFormat, str]:
        """Every format of app/exports/forum_text.py (FORMATS), named in the menu; the module itself
        is imported by the first copy, not with the window."""
        return {
            "bbcode": self.tr("&BBCode (forums)"),
            "markdown": self.tr("&Markdown (Discord, Reddit)"),
            "plain": self.tr("&Plain text (e-mail)"),
        }

    def copy_as_text(self, fmt: TextFormat) -> None:
        from app.exports.forum_text import warband_text

        warband_id = self._current_id()
        if warband_id is None:
            return
        text = warband_text(self.session.store, warband_id, fmt, self.lang)
        clipboard = QGuiApplication.clipboard()
        clipboard.setText(text)
        self.message.setStyleSheet("")
        self.message.setText(self.tr("Copied the warband to the clipboard."))

    # --- printable sheets (PDF) --------------------------------------------------------------

    def _build_pdf_actions(self) -> None:
        """File > Export PDF and Print: the warband's roster sheet in the interface language."""
        self.export_pdf_action = self._action(
            lambda: self.export_pdf(), "Ctrl+Shift+E", "exportPdfAction"
        )
        self.print_action = self._action(
            lambda: self.print_sheet(), QKeySequence.StandardKey.Print, "printAction"
        )
        self.pdf_options_action = self._action(
            self._open_pdf_options, "Ctrl+Shift+P", "pdfOptionsAction"
        )
        self.file_menu.insertActions(
            self.delete_action,
            [
                self.export_pdf_action,
                self.print_action,
                self.pdf_options_action,
            ],
        )

    def _open_pdf_options(self) -> None:
        from ui.files.pdf_dialog import open_pdf_dialog

        open_pdf_dialog(self)

    def _build_features(self) -> None:
        """The entries of ui/features.py, each in its place, run with this window when chosen."""
        places: dict[Place, tuple[QMenu, QAction | None]] = {
            "new": (self.file_menu, self.import_action),
            "export": (self.file_menu, self.print_action),
            "settings": (self.settings_menu, None),
        }
        self.feature_actions: list[tuple[Feature, QAction]] = []
        for feature in features.FEATURES:
            action = self._action(partial(self._run_feature, feature), None, feature.name)
            menu, before = places[feature.place]
            if before is None:
                menu.addAction(action)
            else:
                menu.insertAction(before, action)
            self.feature_actions.append((feature, action))

    def _run_feature(self, feature: Feature) -> None:
        feature.load()(self)

    def paper(self) -> Paper:
        imperial = (
            QLocale.system().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem
        )
        return "letter" if imperial else "a4"

    def pdf_options(self) -> PdfOptions:
        """The paper and language chosen last in the PDF options (Ctrl+P prints with them)."""
        from ui.files.pdf_dialog import saved_options

        return saved_options(self.settings, self.lang, self.paper())

    def write_pdf(self, target: Path | IO[bytes], options: PdfOptions | None = None) -> bool:
        """Write the open warband's sheet; False (and the reason shown) when it cannot."""
        from app.pdf import export_pdf

        warband_id = self._current_id()
        if warband_id is None:
            return False
        chosen = options or self.pdf_options()
        try:
            export_pdf(
                self.session.store,
                warband_id,
                target,
                lang=chosen.lang,
                paper=chosen.paper,
                blank=chosen.blank,
            )
        except OSError as exc:
            self.show_error(self.tr("Cannot write {0}: {1}").format(target, exc.strerror or exc))
            return False
        return True

    def export_pdf(self, options: PdfOptions | None = None) -> None:
        if self._current_id() is None or self.session.current is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export PDF"),
            str(start_folder(self.settings) / safe_file_name(self.session.current.name, ".pdf")),
            self.tr("PDF files (*.pdf)"),
        )
        if not path:
            return
        remember_folder(self.settings, path)
        if Path(path).suffix.lower() != ".pdf":
            path += ".pdf"
        if self.write_pdf(Path(path), options):
            self.message.setStyleSheet("")
            self.message.setText(self.tr("Wrote {0}").format(path))

    def print_sheet(self, options: PdfOptions | None = None) -> None:
        """File > Print (Ctrl+P): the system's print dialog, then the sheet on its printer."""
        from ui.files.printing import print_sheet

        print_sheet(self, options)

    # --- the post-battle sequence and the battle log -------------------------------------------

    def _build_post_battle_actions(self) -> None:
        """Warband > Post-battle sequence (Ctrl+B) and Battle log, for the open warband."""

        def post_battle() -> None:
            from ui.post_battle.wizard import PostBattleWizard

            if self._current_id() is None:
                return
            wizard = PostBattleWizard(self.session, self)
            wizard.lang = self.lang
            run_modal(wizard)

        def battle_log() -> None:
            from ui.league.battle_log import BattleLogDialog

            if self._current_id() is None:
                return
            dialog = BattleLogDialog(self.session, self)
            dialog.lang = self.lang
            run_modal(dialog)

        def standings() -> None:
            from ui.league.standings_dialog import StandingsDialog

            dialog = StandingsDialog(self.session, self, self.settings)
            dialog.lang = self.lang
            run_modal(dialog)

        self.post_battle_action = self._action(post_battle, "Ctrl+B", "postBattleAction")
        self.advances_action = self._action(self.take_advances_owed, "Ctrl+K", "advancesAction")
        self.battle_log_action = self._action(battle_log, None, "battleLogAction")
        self.standings_action = self._action(standings, None, "standingsAction")
        self.warband_menu.addSeparator()
        self.warband_menu.addAction(self.post_battle_action)
        self.warband_menu.addAction(self.advances_action)
        self.warband_menu.addAction(self.battle_log_action)
        self.warband_menu.addAction(self.standings_action)

    def take_advances_owed(self) -> None:
        """Warband > Take the advances owed (Ctrl+K): the advance dialog of each warrior who
        owes one, in the sheet's order, one after the other."""
        from app.usecases.advancing import advances_owed
        from ui.post_battle.advances import AdvanceQueue

        state = self.session.current
        if state is None:
            return
        owed = [w.id for w in state.warriors if advances_owed(self.session.ruleset, w)]
        if not owed:
            self.message.setStyleSheet("")
            self.message.setText(self.tr("No warrior owes an advance."))
            return
        AdvanceQueue(self.session, owed, self.lang, self).open_next()

    def about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Mordheim Roster"),
            self.tr(
                "Mordheim Roster {0}\nWarband sheets and the campaign's post-battle sequence."
            ).format(__version__),
        )

    # --- layout memory ---------------------------------------------------------------------

    def _restore_layout(self) -> None:
        restore_geometry(self, self.settings, "geometry")
        docks = self.settings.value("window_state")
        if isinstance(docks, QByteArray):
            self.restoreState(docks)
        last = self.settings.value("last_warband")
        try:
            wanted = int(str(last)) if last is not None else None
        except (TypeError, ValueError):
            wanted = None
        if wanted is None or self.warbands.row_of(wanted) is None:
            wanted = self.warbands.summary(0).id if self.warbands.rowCount() else None
        if wanted is not None:
            self.open_warband(wanted)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.setValue("geometry", self.saveGeometry())
        self.settings.setValue("window_state", self.saveState())
        self.settings.sync()
        super().closeEvent(event)
