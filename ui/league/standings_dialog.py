"""The campaign's standings: the league table (sortable by any column), the head-to-head
record of two warbands chosen in it, and the timeline of matches and notable events.

The table, the record and the timeline are worked out by app/ (app.campaign.standings,
app.campaign.timeline); this window shows them in the player's words, and its changes (a new
campaign, a warband's retirement) go through Session.run, so they are undone like any other.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QObject, QSettings, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app import usecases
from app.campaign.league import League
from app.campaign.standings import SORT_KEYS, Standing, head_to_head, sort_standings, standings
from app.campaign.timeline import (
    CAPTURE,
    DEATH,
    JOINED,
    MATCH,
    RARE_FIND,
    RETIRED,
    Event,
    find_name,
)
from ui.league.battle_log import scenario_name
from ui.league.match_list import MatchesPanel
from ui.league.statistics_view import StatisticsView
from ui.plumbing.language import RulesLanguage
from ui.plumbing.window_size import fitting_size, restore_geometry, save_geometry
from ui.roster.table_model import FlatTableModel
from ui.session import Session


class StandingsModel(FlatTableModel):
    """One row per warband of the campaign, in the league's order or the column sorted."""

    COLUMNS = len(SORT_KEYS)
    RIGHT_ALIGNED = frozenset(range(2, len(SORT_KEYS)))
    NUMBERED_ROWS = True

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Standing] = []

    def headers(self) -> list[str]:
        return [
            self.tr("Warband"),
            self.tr("Player"),
            self.tr("Played"),
            self.tr("Won"),
            self.tr("Drawn"),
            self.tr("Lost"),
            self.tr("Rating"),
            self.tr("Treasury"),
            self.tr("Wyrdstone"),
            self.tr("Out of action"),
            self.tr("Heroes lost"),
        ]

    def items(self) -> list[Standing]:
        return self._rows

    def display(self, item: Standing, column: int) -> Any:
        value = getattr(item, SORT_KEYS[column])
        if column == 0 and item.retired:
            return self.tr("{0} (retired)").format(value)
        return value

    def set_rows(self, rows: Sequence[Standing]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """A click on a header: app/ sorts (column -1: the league's own order)."""
        self.layoutAboutToBeChanged.emit()
        if 0 <= column < self.COLUMNS:
            descending = order == Qt.SortOrder.DescendingOrder
            self._rows = sort_standings(self._rows, SORT_KEYS[column], descending=descending)
        self.layoutChanged.emit()


class StandingsDialog(RulesLanguage, QDialog):
    """A campaign's league table, head-to-head and timeline; the last campaign first."""

    GEOMETRY = "standings_geometry"  # its size and place, kept like the main window's

    def __init__(
        self, session: Session, parent: QWidget | None = None, settings: QSettings | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("standingsDialog")
        self.session = session
        self.settings = settings
        self.setWindowTitle(self.tr("Standings"))
        self.campaigns = QComboBox()
        self.campaigns.setObjectName("campaignChoice")
        self.new_button = QPushButton(self.tr("New campaign..."))
        self.player_button = QPushButton(self.tr("Add player..."))
        self.enter_button = QPushButton(self.tr("Enter warband..."))
        self.match_button = QPushButton(self.tr("Record match..."))
        self.match_button.setObjectName("recordMatchButton")
        self.scenarios_button = QPushButton(self.tr("Scenarios..."))
        self.scenarios_button.setObjectName("scenariosButton")
        self.scenarios_button.setToolTip(
            self.tr("The scenarios the campaign's roll picks among, and scenarios of your own")
        )
        self.retire_button = QPushButton(self.tr("Retire warband"))
        self.retire_button.setToolTip(self.tr("The selected warband stops playing in the campaign"))
        self.empty = QLabel()
        self.model = StandingsModel(self)
        self.league: League | None = None
        self.names: dict[int, str] = {}
        self.table = self._make_table()
        self.record = QLabel()
        self.record.setObjectName("headToHead")
        self.record.setWordWrap(True)
        self.players_line = QLabel()
        self.players_line.setObjectName("playersLine")
        self.players_line.setWordWrap(True)
        self.story = QPlainTextEdit()
        self.story.setObjectName("timeline")
        self.story.setReadOnly(True)
        self.statistics = StatisticsView(session)
        self.matches = MatchesPanel(session.ruleset)
        self.matches.runSide.connect(self.run_side)
        self._lay_out()
        self.campaigns.currentIndexChanged.connect(lambda _n: self.reload_campaign())
        self.new_button.clicked.connect(self.new_campaign)
        self.match_button.clicked.connect(self.record_match)
        self.scenarios_button.clicked.connect(self.edit_scenarios)
        self.player_button.clicked.connect(self.add_player)
        self.enter_button.clicked.connect(self.enter_warband)
        self.retire_button.clicked.connect(self.retire_selected)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self.show_record())
        # A method of the dialog, not a lambda: Qt drops the connection with the dialog.
        session.leagueChanged.connect(self.on_league_changed)
        self.resize(fitting_size(1000, 640))
        if settings is not None:
            restore_geometry(self, settings, self.GEOMETRY)
        self.reload()

    def done(self, result: int) -> None:
        """Closed in any way: its size and place are kept for the next opening."""
        if self.settings is not None:
            save_geometry(self, self.settings, self.GEOMETRY)
        super().done(result)

    def _make_table(self) -> QTableView:
        table = QTableView()
        table.setObjectName("standingsTable")
        table.setModel(self.model)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setAlternatingRowColors(True)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSortIndicator(-1, Qt.SortOrder.DescendingOrder)  # the league's own order
        table.setSortingEnabled(True)
        return table

    def _lay_out(self) -> None:
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Campaign:")))
        top.addWidget(self.campaigns, 1)
        top.addWidget(self.new_button)
        top.addWidget(self.player_button)
        top.addWidget(self.enter_button)
        top.addWidget(self.match_button)
        top.addWidget(self.scenarios_button)
        top.addWidget(self.retire_button)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.table)
        splitter.addWidget(self.story)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        page = QWidget()
        standing = QVBoxLayout(page)
        standing.setContentsMargins(0, 0, 0, 0)
        standing.addWidget(splitter, 1)
        standing.addWidget(self.record)
        standing.addWidget(self.players_line)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("standingsTabs")
        self.tabs.addTab(page, self.tr("Standings"))
        self.tabs.addTab(self.matches, self.tr("Matches"))
        self.tabs.addTab(self.statistics, self.tr("Statistics"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.phones_button = buttons.addButton(
            self.tr("Export for &phones..."), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.phones_button.setObjectName("exportLeagueForPhones")
        self.phones_button.clicked.connect(self.export_for_phones)
        self.exported = QLabel()
        self.exported.setObjectName("leagueExported")
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.empty)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.exported)
        layout.addWidget(buttons)

    def export_for_phones(self) -> None:
        """The campaign as one page for the club's phones (ui/files/phone_export.py)."""
        from ui.files.phone_export import export_league_for_phones

        cid = self.campaign_id()
        if cid is None or self.league is None:
            return
        name = self.league.campaign.name
        said = export_league_for_phones(self, self.session.store, cid, name, self.lang)
        if said:
            self.exported.setText(said)

    # --- reading ---------------------------------------------------------------------------

    def campaign_id(self) -> int | None:
        data = self.campaigns.currentData()
        return int(data) if data is not None else None

    def on_league_changed(self, _campaign_id: int) -> None:
        self.reload()

    def reload(self) -> None:
        """List the campaigns again (keeping the one shown, or the last) and show it."""
        shown = self.campaign_id()
        campaigns = usecases.list_campaigns(self.session.store)
        self.campaigns.blockSignals(True)
        self.campaigns.clear()
        for cid, name, day in campaigns:
            self.campaigns.addItem(self.tr("{0} (from {1})").format(name, day), cid)
        ids = [cid for cid, _, _ in campaigns]
        if ids:
            self.campaigns.setCurrentIndex(ids.index(shown) if shown in ids else len(ids) - 1)
        self.campaigns.blockSignals(False)
        self.empty.setText(
            self.tr(
                "No campaign yet: New campaign... makes one, Add player... and Enter "
                "warband... fill it, Record match... keeps its matches."
            )
        )
        self.empty.setVisible(not ids)
        self.retire_button.setEnabled(bool(ids))
        buttons = (self.match_button, self.scenarios_button, self.player_button, self.enter_button)
        for button in buttons:
            button.setEnabled(bool(ids))
        self.reload_campaign()

    def reload_campaign(self) -> None:
        cid = self.campaign_id()
        self.statistics.set_campaign(cid)  # read when its tab is shown
        if cid is None:
            self.league = None
            self.model.set_rows([])
            self.story.clear()
            self.record.clear()
            self.matches.show_league(None, {})
            self.players_line.clear()
            return
        league, figures = usecases.league_and_figures(self.session.store, cid)
        self.league = league
        self.names = {wid: f.name for wid, f in figures.items()}
        self.model.set_rows(standings(league, figures))
        header = self.table.horizontalHeader()
        self.model.sort(header.sortIndicatorSection(), header.sortIndicatorOrder())
        self.matches.lang = self.lang
        self.matches.show_league(league, self.names)
        events = usecases.timeline_of(self.session.store, cid)
        self.story.setPlainText("\n".join(self.event_line(e) for e in events))
        self.players_line.setText(self.players_text(league) + self.notes_text(league))
        self.players_line.setToolTip(league.campaign.notes)
        self.show_record()

    def players_text(self, league: League) -> str:
        """The campaign's players, each with the warbands he plays (or none yet)."""
        if not league.players:
            return self.tr("No player yet: Add player... adds one.")
        parts = []
        for player in league.players:
            playing = [
                self.names.get(e.warband_id, str(e.warband_id))
                for e in league.entries
                if e.player_id == player.id and e.active
            ]
            if playing:
                parts.append(self.tr("{0} ({1})").format(player.name, ", ".join(playing)))
            else:
                parts.append(self.tr("{0} (no warband yet)").format(player.name))
        return self.tr("Players: {0}").format("; ".join(parts))

    def notes_text(self, league: League) -> str:
        """The campaign's own notes, on a line of their own (the first 300 characters; all of
        them on hover), or nothing when it has none."""
        notes = " ".join(league.campaign.notes.split())
        if not notes:
            return ""
        shown = notes if len(notes) <= 300 else notes[:299].rstrip() + "…"
        return "\n" + self.tr("Campaign notes: {0}").format(shown)

    def show_language(self) -> None:
        self.phones_button.setEnabled(self.campaign_id() is not None)
        self.statistics.lang = self.lang
        self.model.relabel()
        self.reload_campaign()

    def selected(self) -> list[Standing]:
        rows = sorted({index.row() for index in self.table.selectionModel().selectedRows()})
        return [self.model.items()[row] for row in rows]

    def show_record(self) -> None:
        chosen = self.selected()
        if len(chosen) != 2 or self.league is None:
            self.record.setText(self.tr("Select two warbands to see their head-to-head record."))
            return
        first, second = chosen
        r = head_to_head(self.league, first.warband_id, second.warband_id)
        self.record.setText(
            self.tr(
                "{0} against {1}: {2} played; {0} won {3}, {1} won {4}, {5} drawn, {6} won by "
                "others; out of action: {7} by {0}, {8} by {1}"
            ).format(
                first.warband,
                second.warband,
                r.played,
                r.first_won,
                r.second_won,
                r.drawn,
                r.neither,
                r.first_took_out,
                r.second_took_out,
            )
        )

    def event_line(self, event: Event) -> str:
        names: Mapping[int, str] = self.names
        warband = names.get(event.warband_id or 0, "?")
        if event.kind == MATCH:
            sides = " - ".join(names.get(w, "?") for w in event.values["sides"])
            winner = event.values["winner"]
            result = (
                self.tr("a draw")
                if winner is None
                else self.tr("{0} won").format(names.get(winner, "?"))
            )
            scenario = event.values["scenario"]
            if scenario:
                result += ", " + scenario_name(self.session.ruleset, scenario, self.lang)
            return f"{event.day}  " + self.tr("Match: {0}; {1}").format(sides, result)
        words = {
            JOINED: self.tr("{0} joins the campaign"),
            RETIRED: self.tr("{0} retires"),
            DEATH: self.tr("{1} of {0} is dead"),
            CAPTURE: self.tr("{1} of {0} is captured"),
            RARE_FIND: self.tr("{0} finds {2}"),
        }
        find = find_name(self.session.ruleset, str(event.values.get("find", "")), self.lang)
        text = words[event.kind].format(warband, event.values.get("warrior", ""), find)
        return f"{event.day}    {text}" if event.match_id else f"{event.day}  {text}"

    # --- changes, through the session --------------------------------------------------------

    def new_campaign(self) -> None:
        name, ok = QInputDialog.getText(self, self.tr("New campaign"), self.tr("Name:"))
        if ok and self.session.run(usecases.create_campaign, name) is not None:
            self.campaigns.setCurrentIndex(-1)
            self.reload()  # the new campaign is the last one: shown

    def record_match(self) -> None:
        from ui.league.match_dialog import MatchDialog
        from ui.plumbing.dialogs import run_modal

        if self.league is not None:
            run_modal(MatchDialog(self.session, self.league, self.names, self.lang, self))

    def edit_scenarios(self) -> None:
        from ui.league.scenarios_dialog import ScenariosDialog
        from ui.plumbing.dialogs import run_modal

        if self.league is not None:
            run_modal(ScenariosDialog(self.session, self.league.campaign.id, self.lang, self))

    def run_side(self, match_id: int, warband_id: int) -> None:
        """A side's post-battle sequence, started from its match (ui/league/match_side.py)."""
        from ui.league.match_side import run_side

        cid = self.campaign_id()
        if cid is not None:
            run_side(self.session, self, cid, match_id, warband_id, self.lang)

    def add_player(self) -> None:
        cid = self.campaign_id()
        name, ok = QInputDialog.getText(self, self.tr("Add player"), self.tr("Player's name:"))
        if cid is not None and ok:
            self.session.run(usecases.add_player, cid, name)

    def enter_warband(self) -> None:
        """A player's warband joins: the player, then one of the warbands in no campaign."""
        cid = self.campaign_id()
        if cid is None or self.league is None:
            return
        players = [p.name for p in self.league.players]
        free = usecases.warbands_free_to_enter(self.session.store)
        if not players or not free:
            self.session.failed.emit(
                self.tr("Add a player first.")
                if not players
                else self.tr("Every warband already plays in a campaign: make a new one first.")
            )
            return
        player, ok = QInputDialog.getItem(
            self,
            self.tr("Enter warband"),
            self.tr("Player:"),
            players,
            self.player_to_enter(),
            False,
        )
        if not ok:
            return
        plain = [name for _, name in free]
        labels = [f"{n} [{wid}]" if plain.count(n) > 1 else n for wid, n in free]  # same names
        current = self.session.current.id if self.session.current is not None else None
        first = next((n for n, (wid, _) in enumerate(free) if wid == current), 0)
        warband, ok = QInputDialog.getItem(
            self, self.tr("Enter warband"), self.tr("Warband:"), labels, first, False
        )
        if ok:
            self.session.run(usecases.enter_warband, cid, player, free[labels.index(warband)][0])

    def player_to_enter(self) -> int:
        """The player offered first: the last added who plays no warband yet (the one just
        added), else the first."""
        if self.league is None:
            return 0
        playing = {e.player_id for e in self.league.entries if e.active}
        waiting = [n for n, p in enumerate(self.league.players) if p.id not in playing]
        return waiting[-1] if waiting else 0

    def retire_selected(self) -> None:
        cid, chosen = self.campaign_id(), self.selected()
        if cid is None or len(chosen) != 1:
            self.session.failed.emit(self.tr("Select the one warband to retire."))
            return
        self.session.run(usecases.retire_warband, cid, chosen[0].warband_id)
